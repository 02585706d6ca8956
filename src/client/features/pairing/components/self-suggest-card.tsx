import { UserRoundPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "@/client/components/ui/toast";
import { COST } from "@/shared/constants";
import { useSelfSuggest, type Explore, type ExploredMember } from "../api";
import { firstName } from "./friend-text";
import { HeartSpendCard } from "./heart-spend-card";
import { FitCheck, fitRefused } from "./fit-check";

type SelfSuggestCardProps = { me: Explore["me"]; member: ExploredMember };

/** Self-suggest: you, in the member's Match for You, "suggested by" a friend who vouches for you. */
export function SelfSuggestCard({ me, member }: SelfSuggestCardProps) {
  const { t } = useTranslation();
  const selfSuggest = useSelfSuggest();
  const name = firstName(member.name);

  return (
    <HeartSpendCard
      title={t("Suggest Yourself")}
      cost={COST.selfSuggest}
      balance={me.heartsBalance}
      description={t("Ask {name} to consider you, vouched for by one of your friends.", { name })}
      friends={me.friends.map((f) => ({ value: f.id, label: f.name }))}
      noFriends={t("You need a friend who agreed to be part of introductions to vouch for you.")}
      friendLabel={t("Vouched for by")}
      friendError={t("Choose a friend")}
      reasonLabel={t("Why you'd click")}
      incomplete={t("Choose a friend who vouches for you and say why.")}
      what={t("Suggesting yourself")}
      need={t(
        "{count, plural, one {You need # heart to suggest yourself} other {You need # hearts to suggest yourself}}",
        { count: COST.selfSuggest },
      )}
      failure={t("Failed to submit self-suggestion")}
      submit={{
        label: t("Suggest Me"),
        icon: <UserRoundPlus aria-hidden />,
        variant: "secondary",
      }}
      pending={selfSuggest.isPending}
      send={({ friendId, reason }, callbacks) =>
        selfSuggest.mutate({ memberId: member.id, voucherFriendId: friendId, reason }, callbacks)
      }
      fit={(_friendId, verdictId) => (
        <FitCheck
          first={{ name: t("You"), age: me.age, wish: me.wish, you: true }}
          second={member}
          fit={member.fits.self}
          mode="both-asked"
          verdictId={verdictId}
        />
      )}
      refused={() => fitRefused(member.fits.self, "both-asked")}
      onSent={() =>
        toast.success(
          t("Self-suggestion sent!"),
          t("Suggesting yourself is your yes: if {name} says yes too, your conversation starts.", {
            name,
          }),
        )
      }
    />
  );
}
