import { useTranslation } from "react-i18next";
import { BackLink } from "@/client/components/back-link";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { WhatFriendsSay } from "@/client/features/endorsements";
import { MatchmakerRecordCard } from "@/client/features/events";
import { DebriefTotalsLine } from "@/client/features/debrief";
import { PhotoManager } from "@/client/features/photos";
import { OwnConfirmations } from "@/client/features/photo-confirmations";
import { useSelfieStatus, VerifyPhotosCard } from "@/client/features/verification";
import { ApiError } from "@/client/lib/api";
import { firstName } from "@/client/lib/first-name";
import { useProfile } from "./api";
import { ProfileForm } from "./components/profile-form";
import { ProfileLoadError } from "./components/profile-load-error";
import { PromptsInterestsForm } from "./components/prompts-interests-form";

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const selfie = useSelfieStatus();
  // A photo without the mark says why, once the member has verified before.
  const unverified = selfie.data?.lastPassedAt
    ? selfie.data.keptUntil
      ? t("Not verified: didn't match your selfie")
      : t("Not verified — verify again")
    : null;

  return (
    <div className="grid gap-6">
      <title>{t("Edit Profile · Vouch")}</title>
      <BackLink />

      {profile.data ? (
        <>
          <h1 className="text-4xl font-semibold">{t("Edit Profile")}</h1>
          <Card>
            <CardContent>
              <PhotoManager unverifiedLabel={unverified} />
            </CardContent>
          </Card>
          <VerifyPhotosCard />
          <Card>
            <CardContent>
              <ProfileForm profile={profile.data.profile} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <PromptsInterestsForm profile={profile.data.profile} />
            </CardContent>
          </Card>
          <OwnConfirmations />
          <WhatFriendsSay firstName={firstName(profile.data.profile.name)} />
          <MatchmakerRecordCard>
            <DebriefTotalsLine className="text-sm text-muted-foreground" />
          </MatchmakerRecordCard>
        </>
      ) : profile.isError ? (
        <ProfileLoadError
          notFound={profile.error instanceof ApiError && profile.error.status === 404}
          message={profile.error.message}
          retry={() => profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <>
          <h1 className="text-4xl font-semibold">{t("Edit Profile")}</h1>
          <div className="flex justify-center py-12 text-primary">
            <Spinner label={t("Loading your profile")} className="size-7" />
          </div>
        </>
      )}
    </div>
  );
}
