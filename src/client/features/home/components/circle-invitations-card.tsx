import { useTranslation } from "react-i18next";
import type { TFunction } from "@/shared/i18n/i18n";
import { useLanguage } from "@/client/lib/language";
import { namesText } from "@/client/components/trust-marks";
import type { Language } from "@/shared/i18n/languages";
import { ArrowRight, UserCheck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { Button } from "@/client/components/ui/button";
import type { HomeData } from "../api";

function who(t: TFunction, language: Language, { count, from }: HomeData["circleInvitations"]) {
  const others = count - from.length;
  const names = others > 0 ? [...from, t("{count} more", { count: others })] : from;
  return namesText(names, language);
}

/** Members who listed this one in their circle, waiting to hear "yes, I'm your friend". */
export function CircleInvitationsCard({
  invitations,
}: {
  invitations: HomeData["circleInvitations"];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (invitations.count === 0) return null;
  return (
    <section
      aria-labelledby="home-invitations-title"
      className="mt-6 rounded-card border border-primary/30 bg-accent/60 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <UserCheck aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="home-invitations-title" className="text-xl font-semibold">
            {t("Are you their friend?")}
          </h2>
          <p className="mt-1 text-[0.95rem] leading-relaxed break-words text-muted-foreground">
            {t("{names} added you to their circle. Confirm, and they can vouch for you.", {
              names: who(t, language, invitations),
            })}
          </p>
        </div>
      </div>
      <Button asChild className="mt-4 w-full sm:w-auto">
        <Link to={paths.circle}>
          {invitations.count === 1 ? t("Review the invitation") : t("Review the invitations")}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
