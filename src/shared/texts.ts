// Sentences that state a rule's numbers, built from the constants so they never drift apart.
import {
  EARN,
  FIRST_MESSAGE_BONUS_HOURS,
  FORMER_MEMBER_MESSAGES_DAYS,
  PASSWORD_RESET_MINUTES,
} from "./constants";

/** "1 heart", "5 hearts". */
export const heartsText = (n: number) => `${n} ${n === 1 ? "heart" : "hearts"}`;

/** "within 48 hours": the window in which a match's first message earns a heart. */
export const FIRST_MESSAGE_WINDOW = `within ${FIRST_MESSAGE_BONUS_HOURS} hours`;

export const FIRST_MESSAGE_BONUS_TEXT = `A first message ${FIRST_MESSAGE_WINDOW} earns ${
  EARN.firstMessage === 1 ? "a heart" : heartsText(EARN.firstMessage)
}`;

/** The name other members see in place of someone who deleted their account. */
export const FORMER_MEMBER_NAME = "a former member";

/** The line in a conversation whose partner deleted their account. */
export const PARTNER_LEFT_TEXT = `This member left Vouch. Their messages stay here for you for ${FORMER_MEMBER_MESSAGES_DAYS} days, so you can still report them; yours stay.`;

/** How a data export names a member either side has blocked, outside the member's own block list. */
export const BLOCKED_MEMBER_NAME = "a blocked member";
/** Why a password is refused, the same words on the form and from the server. */
export const PASSWORD_TEXTS = {
  common: "This password is too common: it appears on lists of leaked passwords. Choose another.",
  blank: "A password can't be only spaces",
  repeated: "A password can't be one character repeated",
  email: "Your password can't be your email address",
  name: "Your password can't be your name",
} as const;

export const PASSWORD_RESET_VALIDITY = `${PASSWORD_RESET_MINUTES} minutes`;
