import { Badge } from "@/client/components/ui/badge";
import { QUIZ_LIVE_QUESTIONS_NEEDED } from "@/shared/constants";
import type { StudioClub } from "@/shared/schemas/studio";

/** Whether members see the club and can take its quiz, or how many questions it still needs. */
export function OpenState({ club }: { club: StudioClub }) {
  if (club.open)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="success">Open to members</Badge>
        {club.liveQuestions} live questions · pass mark {club.passPercent}%
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <Badge variant="outline">Not open yet</Badge>
      {club.liveQuestions} of {QUIZ_LIVE_QUESTIONS_NEEDED} questions: members see the club once it
      has {QUIZ_LIVE_QUESTIONS_NEEDED}.
    </p>
  );
}
