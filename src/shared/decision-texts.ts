import { messageKey } from "./i18n/i18n";
import type { ModerationReason } from "./options";
import { newYorkDay } from "./texts";
import type { TFunction } from "./i18n/i18n";
import { knownLanguage } from "./i18n/languages";

/**
 * Why a moderator acted, as the member acted on reads it: one text per reason code, shown in the
 * warning, in Settings' "Decisions about your account" and on the signed-out appeal page. English
 * keys: said with `t(MEMBER_REASON_TEXTS[reason])`.
 */
export const MEMBER_REASON_TEXTS: Record<ModerationReason, string> = {
  harassment: messageKey("Harassing or bullying another member."),
  hate: messageKey("Attacking someone for who they are: hate or discrimination."),
  sexual: messageKey("Sending sexual content to someone who didn't ask for it."),
  scam: messageKey("Asking a member for money, or trying to scam them."),
  impersonation: messageKey("Pretending to be someone else, or a fake identity."),
  safety: messageKey("Threatening someone's safety."),
  spam: messageKey("Sending spam or advertising."),
  no_violation: messageKey("A moderator reviewed a report and found no rule broken."),
  other: messageKey("Breaking Vouch's community guidelines."),
};

/** The decisions a member is told about and may appeal (dismissing a report is none of theirs). */
export const APPEALABLE_ACTIONS = [
  "warn",
  "remove_photo",
  "remove_message",
  "remove_prompt",
  "remove_endorsement",
  "limit",
  "suspend",
  "ban",
] as const;
export type AppealableAction = (typeof APPEALABLE_ACTIONS)[number];

/** What was decided, in the member's words, said with `t`: "Your account was suspended until Jan 5". */
export function decisionText(t: TFunction, action: AppealableAction, endsAt: Date | null): string {
  const day = () => newYorkDay(endsAt!, knownLanguage((t as { lng?: string }).lng));
  switch (action) {
    case "warn":
      return t("You were warned.");
    case "remove_photo":
      return t("A photo of yours was removed.");
    case "remove_message":
      return t("A message you sent was removed.");
    case "remove_prompt":
      return t("A prompt answer on your profile was removed.");
    case "remove_endorsement":
      return t("A friend's words on your profile were removed.");
    case "limit":
      return t("Your account was limited until {day}: no new introductions or conversations.", {
        day: day(),
      });
    case "suspend":
      return t("Your account was suspended until {day}.", { day: day() });
    case "ban":
      return t("Your account was closed permanently.");
  }
}

/** What overturning a decision undoes, said to both the moderator and the member. */
export const OVERTURN_RESTORES_NOTHING = messageKey(
  "Overturning lifts a warning, limit, suspension or ban; removed content isn't restored.",
);
