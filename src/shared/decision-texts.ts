import type { ModerationReason } from "./options";
import { newYorkDay } from "./texts";

/**
 * Why a moderator acted, as the member acted on reads it: one text per reason code, shown in the
 * warning, in Settings' "Decisions about your account" and on the signed-out appeal page.
 */
export const MEMBER_REASON_TEXTS: Record<ModerationReason, string> = {
  harassment: "Harassing or bullying another member.",
  hate: "Attacking someone for who they are: hate or discrimination.",
  sexual: "Sending sexual content to someone who didn't ask for it.",
  scam: "Asking a member for money, or trying to scam them.",
  impersonation: "Pretending to be someone else, or a fake identity.",
  safety: "Threatening someone's safety.",
  spam: "Sending spam or advertising.",
  no_violation: "A moderator reviewed a report and found no rule broken.",
  other: "Breaking Vouch's community guidelines.",
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

/** What was decided, in the member's words: "Your account was suspended until Jan 5". */
export function decisionText(action: AppealableAction, endsAt: Date | null): string {
  switch (action) {
    case "warn":
      return "You were warned.";
    case "remove_photo":
      return "A photo of yours was removed.";
    case "remove_message":
      return "A message you sent was removed.";
    case "remove_prompt":
      return "A prompt answer on your profile was removed.";
    case "remove_endorsement":
      return "A friend's words on your profile were removed.";
    case "limit":
      return `Your account was limited until ${newYorkDay(endsAt!)}: no new introductions or conversations.`;
    case "suspend":
      return `Your account was suspended until ${newYorkDay(endsAt!)}.`;
    case "ban":
      return "Your account was closed permanently.";
  }
}

/** What overturning a decision undoes, said to both the moderator and the member. */
export const OVERTURN_RESTORES_NOTHING =
  "Overturning lifts a warning, limit, suspension or ban; removed content isn't restored.";
