import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border/70 px-4 py-7 pb-[max(1.75rem,env(safe-area-inset-bottom))] text-center">
      <p className="font-serif text-lg text-accent-foreground italic">
        {t("Love introduced by people, not code")}
      </p>
      <nav
        aria-label={t("About Vouch")}
        className="mt-3 flex flex-wrap items-center justify-center gap-1"
      >
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.safety}>
            <ShieldCheck aria-hidden />
            {t("Safety & Community")}
          </Link>
        </Button>
        <LegalDialog text={privacyText(t)} />
        <LegalDialog text={termsText(t)} />
      </nav>
    </footer>
  );
}

function LegalDialog({ text }: { text: LegalText }) {
  const { t } = useTranslation();
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
            <Button variant="outline">{t("Got it")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
