import { Send } from "lucide-react";
import { toast } from "@/client/components/ui/toast";
import { COST } from "@/shared/constants";
import { pluralNoun } from "@/client/lib/plural";
import { useDirectMatch, type Explore, type ExploredMember } from "../api";
import { firstName } from "./friend-text";
import { HeartSpendCard } from "./heart-spend-card";
import { FitCheck, fitRefused } from "./fit-check";

type DirectMatchCardProps = { me: Explore["me"]; member: ExploredMember };

/** Direct Match: one of your friends on Vouch, straight into the member's Match for You. */
export function DirectMatchCard({ me, member }: DirectMatchCardProps) {
  const directMatch = useDirectMatch();
  const friends = me.friends
    .filter((f) => member.directMatchFriendIds.includes(f.id))
    .map((f) => ({ value: f.id, label: f.name }));
  const name = firstName(member.name);
  const fitOf = (friendId: string) => member.fits.direct.find((f) => f.friendId === friendId);

  return (
    <HeartSpendCard
      title="Direct Match"
      cost={COST.directMatch}
      balance={me.heartsBalance}
      description={
        <>
          Suggest one of your friends on Vouch straight to {name}. Your balance:{" "}
          <span className="font-medium text-foreground tabular-nums">{me.heartsBalance}</span>{" "}
          {pluralNoun(me.heartsBalance, "heart")}.
        </>
      }
      friends={friends}
      noFriends={`None of your consenting friends on Vouch can be suggested to ${name} right now.`}
      friendLabel="Your friend"
      friendError="Choose one of your friends"
      reasonLabel="Why they'd click"
      incomplete="Choose a friend and say why they'd click."
      what="A direct match"
      need="to suggest a direct match"
      failure="Failed to submit direct match"
      submit={{ label: "Send Direct Match", icon: <Send aria-hidden /> }}
      pending={directMatch.isPending}
      send={({ friendId, reason }, callbacks) =>
        directMatch.mutate({ memberId: member.id, friendId, reason }, callbacks)
      }
      fit={(friendId, verdictId) => {
        const friend = me.friends.find((f) => f.id === friendId);
        if (!friend) return null;
        return (
          <FitCheck
            first={friend}
            second={member}
            fit={fitOf(friendId)}
            mode="both-asked"
            verdictId={verdictId}
          />
        );
      }}
      refused={(friendId) => fitRefused(fitOf(friendId), "both-asked")}
      onSent={({ friendId }) => {
        const friend = friends.find((o) => o.value === friendId)?.label ?? "Your friend";
        toast.success(
          "Direct match sent!",
          `${name} and ${friend} will each find the other in Match for You.`,
        );
      }}
    />
  );
}
