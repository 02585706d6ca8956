import { useTranslation } from "react-i18next";
import type { ExploredMember, PairingFriend } from "../api";
import { TheirFriendsCarousel } from "./their-friends-carousel";

type TheirFriendsSideProps = {
  member: ExploredMember;
  /** "Nora's" and "Nora", for the texts that name her. */
  their: { possessive: string; member: string };
  selected: PairingFriend | undefined;
  onPair: (theirs: PairingFriend) => void;
};

/** The explored member's friends open to introductions, or a note that none are yet. */
export function TheirFriendsSide({ member, their, selected, onPair }: TheirFriendsSideProps) {
  const { t } = useTranslation();
  return (
    <div className="col-span-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
      {member.friends.length > 0 ? (
        <TheirFriendsCarousel
          title={t("{possessive} Friends", their)}
          friends={member.friends}
          selected={selected}
          onPair={onPair}
        />
      ) : (
        <p className="rounded-card border border-dashed border-border p-5 text-center text-sm text-muted-foreground">
          {t(
            "None of {possessive} friends are open to introductions yet. You can still suggest a friend directly, or yourself, below.",
            their,
          )}
        </p>
      )}
    </div>
  );
}
