import { ArrowRight, BadgeCheck, Database, Users, Wine, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "@/shared/i18n/i18n";
import { Link } from "react-router";
import { paths, signUpPath } from "@/client/lib/paths";
import { Button } from "@/client/components/ui/button";
import { Avatar } from "@/client/components/ui/avatar";
import { LanguageSwitch } from "@/client/components/language-switch";
import { sampleCircle } from "./sample-circle";

type SellingPoint = { icon: LucideIcon; title: string; text: string };

const sellingPoints = (t: TFunction): SellingPoint[] => [
  {
    icon: Users,
    title: t("Your Circle"),
    text: t("Five trusted friends who know you best suggest the connections worth making."),
  },
  {
    icon: BadgeCheck,
    title: t("Verified Interests"),
    text: t(
      "Certifications in literature, chess, wine and culture, so conversation starts on common ground.",
    ),
  },
  {
    icon: Wine,
    title: t("Friday Gatherings"),
    text: t("Curated evenings in your neighborhood, made for conversation rather than swiping."),
  },
];

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <title>{t("Vouch · Love introduced by people, not code")}</title>
      <Backdrop />

      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 sm:px-6">
        <section
          aria-labelledby="landing-title"
          className="mx-auto flex max-w-2xl flex-col items-center pt-[max(3.5rem,env(safe-area-inset-top))] pb-14 text-center sm:pt-24 sm:pb-20"
        >
          <Link
            to={paths.landing}
            aria-label={t("Vouch home")}
            className="rounded-full shadow-lifted transition-transform duration-300 hover:-rotate-6"
          >
            <img src="/logo.svg" alt="" width={88} height={88} className="size-20 sm:size-22" />
          </Link>

          <p className="mt-8 text-xs font-semibold tracking-[0.22em] text-accent-foreground uppercase">
            {t("Friend-curated introductions")}
          </p>
          <h1 id="landing-title" className="mt-3 text-6xl leading-none font-semibold sm:text-8xl">
            Vouch
          </h1>
          <p className="mt-5 font-serif text-2xl leading-snug text-balance text-accent-foreground italic sm:text-3xl">
            {t("Love introduced by people, not code")}
          </p>
          <p className="mt-5 max-w-lg text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">
            {t(
              "Vouch is a dating community where the people who know you best make the introductions. Gather a circle of trusted friends, let them suggest who you should meet, and say hello in person on a Friday night.",
            )}
          </p>

          <div className="mt-9 flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={signUpPath}>
                {t("Begin Your Journey")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm" className="text-muted-foreground">
              <Link to={paths.seed}>
                <Database aria-hidden />
                {t("Seed demonstration data")}
              </Link>
            </Button>
          </div>

          <p className="mt-4 text-[0.95rem] text-muted-foreground">
            {t("Already a member?")}{" "}
            <Link
              to={paths.auth}
              className="rounded-md px-1 py-2 font-semibold text-primary underline decoration-primary/40 underline-offset-4"
            >
              {t("Sign in")}
            </Link>
          </p>

          <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row" aria-hidden>
            <div className="flex -space-x-2">
              {/* Portraits drawn at build time: the landing never waits for the avatar renderer. */}
              {sampleCircle.map((name) => (
                <Avatar key={name} name={name} />
              ))}
            </div>
            <p className="text-sm text-muted-foreground sm:text-left">
              {t("Five friends.")}
              <br />
              {t("One introduction at a time.")}
            </p>
          </div>
        </section>

        <section aria-labelledby="how-title" className="pb-16 sm:pb-24">
          <h2 id="how-title" className="sr-only">
            {t("How it works")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3 sm:gap-5">
            {sellingPoints(t).map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-card border border-border bg-surface/80 p-6 shadow-soft backdrop-blur-sm"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{title}</h3>
                <p className="mt-1.5 text-[0.95rem] leading-relaxed text-muted-foreground">
                  {text}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t border-border/70 px-4 py-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-center text-sm text-muted-foreground">
        <LanguageSwitch className="mb-2 justify-center" />
        <p>{t("Made with care in New York · Vouch {year}", { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}

function Backdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-40 left-1/2 size-[44rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-accent),transparent)] opacity-80" />
      <div className="absolute top-[28rem] -right-40 size-[26rem] rounded-full bg-[radial-gradient(closest-side,var(--color-muted),transparent)]" />
    </div>
  );
}
