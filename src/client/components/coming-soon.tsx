import { ArrowLeft, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "./ui/button";

type ComingSoonProps = {
  title: string;
  /** Where the "Back" link goes; no link when absent. */
  backTo?: string;
  children?: ReactNode;
};

/** Stand-in for a screen that is not built yet. */
export function ComingSoon({ title, backTo, children }: ComingSoonProps) {
  return (
    <section className="grid justify-items-center gap-4 py-10 text-center sm:py-16">
      <title>{`${title} · Vouch`}</title>
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Sparkles aria-hidden className="size-6" />
      </span>
      <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
      {children}
      <p className="max-w-sm text-balance text-muted-foreground">
        This part of Vouch is coming soon. Your friends are warming up their introductions.
      </p>
      {backTo && (
        <Button asChild variant="outline" className="mt-2">
          <Link to={backTo}>
            <ArrowLeft aria-hidden />
            Back
          </Link>
        </Button>
      )}
    </section>
  );
}
