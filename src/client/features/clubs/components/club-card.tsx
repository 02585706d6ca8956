import { BadgeCheck, Crown, Disc3, Languages, Users, Wine, type LucideIcon } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { Card } from "@/client/components/ui/card";
import type { ClubCard as Club } from "@/shared/schemas/clubs";
import { QuizDialog } from "./quiz-dialog";
import { deviceTimeZone } from "@/client/lib/device-clock";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";

const ICONS: Record<string, LucideIcon> = {
  french: Languages,
  chess: Crown,
  wine: Wine,
  vinyl: Disc3,
};

export function ClubCard({ club }: { club: Club }) {
  const Icon = ICONS[club.id] ?? Users;
  const titleId = `club-${club.id}`;
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" aria-labelledby={titleId} role="group">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent text-accent-foreground">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-xl leading-snug font-semibold">
            {club.name}
          </h2>
          <p className="text-sm leading-relaxed text-muted-foreground">{club.description}</p>
        </div>
      </div>
      {club.certifiedAt ? (
        <p className="mt-auto flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="success" className="px-3 py-1 text-sm">
            <BadgeCheck aria-hidden className="!size-4" />
            {t("Certified")}
          </Badge>
          <span>
            {t("since {date}", {
              date: new Intl.DateTimeFormat(i18n.language, {
                month: "short",
                day: "numeric",
                year: "numeric",
                timeZone: deviceTimeZone(),
              }).format(new Date(club.certifiedAt)),
            })}
          </span>
        </p>
      ) : (
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2">
          <QuizDialog club={club} />
          <p className="text-sm text-muted-foreground">{attemptsText(club)}</p>
        </div>
      )}
    </Card>
  );
}

function attemptsText({ attemptsLeftToday: left, attemptOpen }: Club): string {
  if (left === 0) {
    return attemptOpen
      ? i18n.t("Your last attempt today is open")
      : i18n.t("No attempts left today. Come back tomorrow.");
  }
  return i18n.t("{count, plural, one {# attempt left today} other {# attempts left today}}", {
    count: left,
  });
}
