import { Avatar } from "@/client/components/ui/avatar";
import { friendPromptText } from "@/shared/options";
import type { FriendWords } from "../api";

/**
 * A friend's answers to prompts about the member, each signed by the friend's first name: shown
 * beside the member's own prompts on a profile view.
 */
export function FriendPromptList({
  prompts,
  memberFirstName,
}: {
  prompts: FriendWords["friendPrompts"];
  memberFirstName: string;
}) {
  if (prompts.length === 0) return null;
  return (
    <ul className="grid gap-3" aria-label={`What ${memberFirstName}'s friends say`}>
      {prompts.map((p) => (
        <li key={p.id} className="rounded-2xl border border-border bg-surface p-4">
          <p className="text-sm text-muted-foreground">
            {friendPromptText(p.prompt, memberFirstName)}
          </p>
          <p className="mt-1 text-lg leading-snug font-semibold break-words">{p.answer}</p>
          <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
            <span aria-hidden className="contents">
              <Avatar name={p.author.firstName} photo={p.author.mainPhoto} size="sm" />
            </span>
            <span>— {p.author.firstName}, a friend</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Endorsements approved by the member: the friend's photo, first name and words. */
export function EndorsementList({
  endorsements,
  memberFirstName,
}: {
  endorsements: FriendWords["endorsements"];
  memberFirstName: string;
}) {
  if (endorsements.length === 0) return null;
  return (
    <section aria-label={`Friends vouch for ${memberFirstName}`} className="grid gap-3">
      <h3 className="text-base font-semibold">Friends vouch for {memberFirstName}</h3>
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
