import { demoEndorsement, demoFriendPrompt, demoPendingEndorsement } from "../demo-friend-words";
import type { SeedWorld } from "./world";

const firstName = (name: string) => name.split(" ")[0] ?? name;

/**
 * Friends' words: each member has an approved endorsement from their first linked friend (i+10)
 * and an approved answer to a prompt from their second (i+11); the demo sign-in member (first by
 * name, as /seed lists them) also has an endorsement from the second waiting for approval.
 */
export function addFriendWords({ plan, members, profileOf, m, ago }: SeedWorld): void {
  const at = ago(2 * 24 * 3_600_000);
  const row = (memberId: string, authorId: string, kind: "endorsement" | "prompt") => ({
    member_id: memberId,
    author_id: authorId,
    kind,
    created_at: at,
    updated_at: at,
  });
  members.forEach((member, i) => {
    const profile = profileOf(i);
    const hobbies = profile.hobbies as string[];
    const hood = profile.neighborhood as string;
    plan.endorsements.push({
      ...row(member.id, m(i + 10).id, "endorsement"),
      prompt: null,
      text: demoEndorsement(i, firstName(member.name), hobbies[0] ?? "", hood),
      status: "approved",
    });
    const { prompt, answer } = demoFriendPrompt(i, hobbies[1] ?? hobbies[0] ?? "", hood);
    plan.endorsements.push({
      ...row(member.id, m(i + 11).id, "prompt"),
      prompt,
      text: answer,
      status: "approved",
    });
  });
  const signIn = members.reduce((first, member) => (member.name < first.name ? member : first));
  const i = members.indexOf(signIn);
  plan.endorsements.push({
    ...row(signIn.id, m(i + 11).id, "endorsement"),
    prompt: null,
    text: demoPendingEndorsement(firstName(signIn.name)),
    status: "pending",
    created_at: ago(3_600_000),
    updated_at: ago(3_600_000),
  });
}
