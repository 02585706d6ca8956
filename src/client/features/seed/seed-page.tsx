import { useTranslation } from "react-i18next";
import { useLanguage } from "@/client/lib/language";
import { ArrowLeft, Database, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { PageShell } from "@/client/components/ui/page-shell";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { useSeed, useSeedStatus } from "./api";
import { SeedProgress } from "./components/seed-progress";
import { SeedResultView } from "./components/seed-result";

/** Seconds to two places, in the reader's language ("0.42", "0,42"). */
const formatSeconds = (seconds: number, language: string) =>
  seconds.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function SeedPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useSeedStatus();
  const seed = useSeed();

  const run = () =>
    seed.mutate(undefined, { onError: (error) => toast.error(t("Error"), error.message) });

  return (
    <PageShell
      actions={
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.landing}>
            <ArrowLeft aria-hidden />
            {t("Back")}
          </Link>
        </Button>
      }
    >
      <title>{t("Seed demonstration data · Vouch")}</title>
      <div className="grid gap-6">
        <header className="grid gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Database aria-hidden className="size-5" />
          </span>
          <h1 className="text-4xl font-semibold sm:text-5xl">{t("Seed demonstration data")}</h1>
          <p className="text-pretty text-muted-foreground">
            {t(
              "Fill this Vouch with 30 New Yorkers across five neighbourhoods, their circles of friends, introductions, conversations, club certifications and Friday events, so every screen has something true to show. Running it again changes nothing.",
            )}
          </p>
        </header>

        {status.isPending ? (
          <Spinner label={t("Checking the demo data")} className="size-6 text-primary" />
        ) : status.isError ? (
          <Card role="alert">
            <CardContent className="grid gap-3">
              <p>{t("We couldn't reach the server: {reason}", { reason: status.error.message })}</p>
              <Button
                variant="outline"
                className="justify-self-start"
                onClick={() => status.refetch()}
              >
                {t("Try again")}
              </Button>
            </CardContent>
          </Card>
        ) : !status.data.demoMode ? (
          <Card role="alert">
            <CardContent className="grid gap-2">
              <p className="font-semibold">{t("Demo data is turned off on this server.")}</p>
              <p className="text-sm text-muted-foreground">
                {t(
                  "It is only available on the embedded database, or with DEMO_MODE=true, and never in production.",
                )}
              </p>
            </CardContent>
          </Card>
        ) : (
          <>
            {!seed.data && (
              <Card>
                <CardContent className="grid gap-4">
                  {seed.isPending ? (
                    <SeedProgress />
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      {status.data.seeded
                        ? t(
                            "The demo members are already here. Show their sign-in details, counts and check-in codes.",
                          )
                        : t("It takes well under a second.")}
                    </p>
                  )}
                  <Button
                    size="lg"
                    onClick={run}
                    loading={seed.isPending}
                    loadingText={t("Seeding…")}
                    className="sm:justify-self-start"
                  >
                    <Sparkles aria-hidden />
                    {status.data.seeded ? t("Show demo data") : t("Seed demo data")}
                  </Button>
                </CardContent>
              </Card>
            )}
            {seed.data && (
              <>
                <p role="status" className="rounded-2xl bg-success-soft px-4 py-3 text-success">
                  {seed.data.message}{" "}
                  <span className="text-sm opacity-80">
                    ({t("{seconds} s", { seconds: formatSeconds(seed.data.ms / 1000, language) })})
                  </span>
                </p>
                <SeedResultView result={seed.data} />
              </>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}
