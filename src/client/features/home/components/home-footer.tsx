import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  DialogClose,
} from "@/client/components/ui/dialog";
import { privacyText, termsText, type LegalText } from "./legal-texts";

export function HomeFooter() {
  return (
    <footer className="border-t border-border/70 px-4 py-7 pb-[max(1.75rem,env(safe-area-inset-bottom))] text-center">
      <p className="font-serif text-lg text-accent-foreground italic">
        Love introduced by people, not code
      </p>
      <nav
        aria-label="About Vouch"
        className="mt-3 flex flex-wrap items-center justify-center gap-1"
      >
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.safety}>
            <ShieldCheck aria-hidden />
            Safety &amp; Community
          </Link>
        </Button>
        <LegalDialog text={privacyText} />
        <LegalDialog text={termsText} />
      </nav>
    </footer>
  );
}

function LegalDialog({ text }: { text: LegalText }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          {text.title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.summary}</DialogDescription>
        </DialogHeader>
        {text.body}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
