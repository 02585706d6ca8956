import { useTranslation } from "react-i18next";
import { ArrowRight, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { Button } from "@/client/components/ui/button";

/** For a member without a circle yet: Vouch starts with the friends who know you. */
export function OnboardingPrompt() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="onboarding-title"
      className="mt-6 rounded-card border border-primary/30 bg-accent/60 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <UserPlus aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id="onboarding-title" className="text-xl font-semibold">
            {t("Start your circle")}
          </h2>
          <p className="mt-1 text-[0.95rem] leading-relaxed text-muted-foreground">
            {t(
              "Introductions on Vouch come from friends. Invite up to five people who know you best to get your first suggestions.",
            )}
          </p>
        </div>
      </div>
      <Button asChild className="mt-4 w-full sm:w-auto">
        <Link to={paths.onboarding}>
          {t("Invite your friends")}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
