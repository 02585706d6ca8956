import { useTranslation } from "react-i18next";
import { Badge } from "@/client/components/ui/badge";
import { capitalise } from "@/client/lib/capitalise";
import { interestLabel, promptText } from "@/shared/options";
import type { PromptAnswer } from "@/shared/schemas/profile-fields";

type ProfileExtrasProps = {
  member: { interests: readonly string[]; prompts: readonly PromptAnswer[] };
};

/** A member's prompt answers and interests, as a profile view shows them; nothing if neither. */
export function ProfileExtras({ member }: ProfileExtrasProps) {
  const { t } = useTranslation();
  const { interests, prompts } = member;
  if (interests.length === 0 && prompts.length === 0) return null;
  return (
    <div className="grid gap-3">
      {prompts.length > 0 && (
        <ul className="grid gap-2" aria-label={t("Prompts")}>
          {prompts.map(({ prompt, answer }) => (
            <li key={prompt} className="grid gap-0.5 rounded-2xl border border-border px-4 py-3">
              <p className="text-xs font-semibold text-muted-foreground">{promptText(prompt, t)}</p>
              <p className="font-serif text-[1.05rem] leading-snug text-pretty">{answer}</p>
            </li>
          ))}
        </ul>
      )}
      {interests.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("Interests")}>
          {interests.map((interest) => (
            <li key={interest}>
              <Badge variant="outline">{capitalise(interestLabel(interest, t))}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
