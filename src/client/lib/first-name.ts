import { BLOCKED_MEMBER_NAME, FORMER_MEMBER_NAME } from "@/shared/texts";

/** Names the server puts in place of a member, which have no first name to take. */
const STAND_INS: readonly string[] = [FORMER_MEMBER_NAME, BLOCKED_MEMBER_NAME];

/** "Maya Chen" → "Maya": how Vouch greets and mentions a person ("a former member" stays whole). */
export const firstName = (name: string) =>
  STAND_INS.includes(name) ? name : name.trim().split(/\s+/)[0] || name;
