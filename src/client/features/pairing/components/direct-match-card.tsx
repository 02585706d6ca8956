import { Send } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { toast } from "@/client/components/ui/toast";
import { COST } from "@/shared/constants";

import { useDirectMatch, type Explore, type ExploredMember } from "../api";
import { firstName } from "./friend-text";
import { HeartSpendCard } from "./heart-spend-card";
import { FitCheck, fitRefused } from "./fit-check";

type DirectMatchCardProps = { me: Explore["me"]; member: ExploredMember };

/** Direct Match: one of your friends on Vouch, straight into the member's Match for You. */
export function DirectMatchCard({ me, member }: DirectMatchCardProps) {
  const { t } = useTranslation();
  const directMatch = useDirectMatch();
  const friends = me.friends
    .filter((f) => member.directMatchFriendIds.includes(f.id))
    .map((f) => ({ value: f.id, label: f.name }));
  const name = firstName(member.name);
  const fitOf = (friendId: string) => member.fits.direct.find((f) => f.friendId === friendId);

  return (
    <HeartSpendCard
      title={t("Direct Match")}
      cost={COST.directMatch}
      balance={me.heartsBalance}
      description={
        <Trans
          i18nKey="{balance, plural, one {Suggest one of your friends on Vouch straight to {name}. Your balance: <0>#</0> heart.} other {Suggest one of your friends on Vouch straight to {name}. Your balance: <0>#</0> hearts.}}"
          values={{ name, balance: me.heartsBalance }}
          components={[<span key="balance" className="font-medium text-foreground tabular-nums" />]}
        />
      }
      friends={friends}
      noFriends={t(
        "None of your consenting friends on Vouch can be suggested to {name} right now.",
        { name },
      )}
      friendLabel={t("Your friend")}
      friendError={t("Choose one of your friends")}
      reasonLabel={t("Why they'd click")}
      incomplete={t("Choose a friend and say why they'd click.")}
      what={t("A direct match")}
      need={t(
        "{count, plural, one {You need # heart to suggest a direct match} other {You need # hearts to suggest a direct match}}",
        { count: COST.directMatch },
      )}
      failure={t("Failed to submit direct match")}
      submit={{ label: t("Send Direct Match"), icon: <Send aria-hidden /> }}
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
        const friend = friends.find((o) => o.value === friendId)?.label ?? t("Your friend");
        toast.success(
          t("Direct match sent!"),
          t("{name} and {friend} will each find the other in Match for You.", { name, friend }),
        );
      }}
    />
  );
}
