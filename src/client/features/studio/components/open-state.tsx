import { Badge } from "@/client/components/ui/badge";
import { QUIZ_LIVE_QUESTIONS_NEEDED } from "@/shared/constants";
import type { StudioClub } from "@/shared/schemas/studio";
import { useTranslation } from "react-i18next";

/** Whether members see the club and can take its quiz, or how many questions it still needs. */
export function OpenState({ club }: { club: StudioClub }) {
  const { t } = useTranslation();
  if (club.open)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="success">{t("Open to members")}</Badge>
        {t("{count} live questions · pass mark {percent}%", {
          count: club.liveQuestions,
          percent: club.passPercent,
        })}
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <Badge variant="outline">{t("Not open yet")}</Badge>
      {t("{count} of {needed} questions: members see the club once it has {needed}.", {
        count: club.liveQuestions,
        needed: QUIZ_LIVE_QUESTIONS_NEEDED,
      })}
    </p>
  );
}
