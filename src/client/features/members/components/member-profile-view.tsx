import { useTranslation } from "react-i18next";
import { EndorsementList, FriendPromptList } from "@/client/components/friend-words";
import { MemberWish } from "@/client/components/member-wish";
import { ProfileExtras } from "@/client/components/profile-extras";
import { Spinner } from "@/client/components/ui/spinner";
import { ConfirmedByFriends } from "@/client/components/trust-marks";
import { MemberGallery } from "@/client/features/photos";
import { firstName } from "@/client/lib/first-name";
import { useMemberProfile } from "../api";

type MemberProfileViewProps = {
  memberId: string;
  name: string;
  /**
   * Also who they want to meet, their prompts and interests: for a view whose card doesn't
   * already carry them (a conversation's profile).
   */
  withOwnWords?: boolean;
};

/**
 * What a member's profile view reads when it opens: their photos, their own words where the
 * card hasn't them, and what friends say about them (their prompts' answers, signed, beside the
 * member's own; endorsements). Nothing once they can't be seen any more (blocked, gone).
 */
export function MemberProfileView({
  memberId,
  name,
  withOwnWords = false,
}: MemberProfileViewProps) {
  const { t } = useTranslation();
  const { data, isPending } = useMemberProfile(memberId);
  if (isPending)
    return (
      <p className="flex justify-center py-2 text-muted-foreground">
        <Spinner label={t("Loading {name}'s profile", { name })} className="size-5" />
      </p>
    );
  if (!data) return null;
  const friendPrompts = (
    <FriendPromptList prompts={data.friendPrompts} memberFirstName={firstName(name)} />
  );
  const endorsements = (
    <EndorsementList endorsements={data.endorsements} memberFirstName={firstName(name)} />
  );
  return (
    <>
      {withOwnWords && <MemberWish wish={data.wish} className="text-center" />}
      <MemberGallery photos={data.photos} name={name} />
      <ConfirmedByFriends names={data.confirmedBy} />
      {/* Friends' prompts next to the member's own: after them here, before them on a card. */}
      {withOwnWords ? (
        <>
          <ProfileExtras member={data} />
          {friendPrompts}
          {endorsements}
        </>
      ) : (
        <>
          {endorsements}
          {friendPrompts}
        </>
      )}
    </>
  );
}
