import { useTranslation } from "react-i18next";
import { Home } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { Button } from "@/client/components/ui/button";
import { PageShell } from "@/client/components/ui/page-shell";
import { useSession } from "@/client/lib/session";

export function NotFoundPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession().data);
  return (
    <PageShell width="narrow">
      <title>{t("Page not found · Vouch")}</title>
      <section className="grid justify-items-center gap-4 py-12 text-center sm:py-20">
        <p className="font-serif text-7xl font-semibold text-primary/80" aria-hidden>
          404
        </p>
        <h1 className="text-4xl font-semibold">{t("Oops! Page not found")}</h1>
        <p className="max-w-xs text-muted-foreground">
          {t("Nobody vouched for this address. Let's get you back somewhere familiar.")}
        </p>
        <Button asChild className="mt-2">
          <Link to={signedIn ? paths.home : paths.landing}>
            <Home aria-hidden />
            {t("Return to Home")}
          </Link>
        </Button>
      </section>
    </PageShell>
  );
}
