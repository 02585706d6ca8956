import { useTranslation } from "react-i18next";
import { Avatar } from "@/client/components/ui/avatar";
import { friendPromptText } from "@/shared/options";
import type { FriendWords } from "@/shared/schemas/endorsements";

/**
 * A friend's answers to prompts about the member, each signed by the friend's first name, as a
 * profile view shows them beside the member's own prompts; nothing if none.
 */
export function FriendPromptList({
  prompts,
  memberFirstName,
}: {
  prompts: FriendWords["friendPrompts"];
  memberFirstName: string;
}) {
  const { t } = useTranslation();
  if (prompts.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={`Prompts ${memberFirstName}'s friends answered`}>
      {prompts.map((p) => (
        <li key={p.id} className="grid gap-0.5 rounded-2xl border border-border px-4 py-3">
          <p className="text-xs font-semibold text-muted-foreground">
            {friendPromptText(p.prompt, memberFirstName, t)}
          </p>
          <p className="font-serif text-[1.05rem] leading-snug break-words text-pretty">
            {p.answer}
          </p>
          <p className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
            <span aria-hidden className="contents">
              <Avatar name={p.author.firstName} photo={p.author.mainPhoto} size="sm" />
            </span>
            <span>{t("— {name}, a friend", { name: p.author.firstName })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Endorsements the member approved: each friend's photo, first name and words; nothing if none. */
export function EndorsementList({
  endorsements,
  memberFirstName,
}: {
  endorsements: FriendWords["endorsements"];
  memberFirstName: string;
}) {
  const { t } = useTranslation();
  if (endorsements.length === 0) return null;
  return (
    <section
      aria-label={t("Friends vouch for {name}", { name: memberFirstName })}
      className="grid gap-2"
    >
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t("Friends vouch for {name}", { name: memberFirstName })}
      </p>
      <ul className="grid gap-3">
        {endorsements.map((e) => (
          <li key={e.id} className="flex gap-3">
            <span aria-hidden className="contents">
              <Avatar name={e.author.firstName} photo={e.author.mainPhoto} />
            </span>
            <figure className="min-w-0 flex-1 rounded-2xl bg-muted px-4 py-3">
              <blockquote className="leading-relaxed break-words">{e.text}</blockquote>
              <figcaption className="mt-1 text-sm text-muted-foreground">
                {e.author.firstName}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
