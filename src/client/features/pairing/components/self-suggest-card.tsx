import { UserRoundPlus } from "lucide-react";
import { toast } from "@/client/components/ui/toast";
import { COST } from "@/shared/constants";
import { useSelfSuggest, type Explore, type ExploredMember } from "../api";
import { firstName } from "./friend-text";
import { HeartSpendCard } from "./heart-spend-card";
import { FitCheck, fitRefused } from "./fit-check";

type SelfSuggestCardProps = { me: Explore["me"]; member: ExploredMember };

/** Self-suggest: you, in the member's Match for You, "suggested by" a friend who vouches for you. */
export function SelfSuggestCard({ me, member }: SelfSuggestCardProps) {
  const selfSuggest = useSelfSuggest();
  const name = firstName(member.name);

  return (
    <HeartSpendCard
      title="Suggest Yourself"
      cost={COST.selfSuggest}
      balance={me.heartsBalance}
      description={`Ask ${name} to consider you, vouched for by one of your friends.`}
      friends={me.friends.map((f) => ({ value: f.id, label: f.name }))}
      noFriends="You need a friend who agreed to be part of introductions to vouch for you."
      friendLabel="Vouched for by"
      friendError="Choose a friend"
      reasonLabel="Why you'd click"
      incomplete="Choose a friend who vouches for you and say why."
      what="Suggesting yourself"
      need="to suggest yourself"
      failure="Failed to submit self-suggestion"
      submit={{ label: "Suggest Me", icon: <UserRoundPlus aria-hidden />, variant: "secondary" }}
      pending={selfSuggest.isPending}
      send={({ friendId, reason }, callbacks) =>
        selfSuggest.mutate({ memberId: member.id, voucherFriendId: friendId, reason }, callbacks)
      }
      fit={(_friendId, verdictId) => (
        <FitCheck
          first={{ name: "You", age: me.age, wish: me.wish, you: true }}
          second={member}
          fit={member.fits.self}
          mode="both-asked"
          verdictId={verdictId}
        />
      )}
      refused={() => fitRefused(member.fits.self, "both-asked")}
      onSent={() =>
        toast.success(
          "Self-suggestion sent!",
          `Suggesting yourself is your yes: if ${name} says yes too, your conversation starts.`,
        )
      }
    />
  );
}
