import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/client/lib/cn";

type QueueCardProps = {
  to: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
};

/** A card of the social queue: the whole card is one link, named by its title. */
export function QueueCard({ to, title, icon: Icon, children, className }: QueueCardProps) {
  return (
    <li
      className={cn(
        "relative flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-soft transition-[box-shadow,transform] duration-200 focus-within:ring-3 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-lifted sm:p-6",
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden className="size-5" />
        </span>
        <h3 className="text-xl leading-snug font-semibold">
          <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h3>
      </div>
      <div className="text-[0.95rem] leading-relaxed text-muted-foreground">{children}</div>
    </li>
  );
}
