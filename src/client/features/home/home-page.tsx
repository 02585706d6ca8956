// Home composes several domains: the member, circle, matching, pairing, events and the debrief;
// its frame (app/home-frame.tsx) adds hearts and club certifications.
import { useTranslation } from "react-i18next";
import { RefreshCw } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useUser } from "@/client/lib/session";
import { firstName } from "@/client/lib/first-name";
import { DateSharesCard } from "@/client/features/safety";
import { PausedNotice } from "@/client/features/profile";
import { useHome } from "./api";
import { CircleInvitationsCard } from "./components/circle-invitations-card";
import { OnboardingPrompt } from "./components/onboarding-prompt";
import { SocialQueue } from "./components/social-queue";
import { MatchmakerRecordLine } from "@/client/features/events";
import { DebriefCard, DebriefTotalsLine } from "@/client/features/debrief";

export function HomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const home = useHome();
  const data = home.data;

  return (
    <>
      <title>{t("Home · Vouch")}</title>
      <h1 className="text-3xl font-semibold sm:text-4xl">
        {data?.returning
          ? t("Welcome back, {name}", { name: firstName(data.member.name) })
          : t("Welcome, {name}", { name: firstName(data?.member.name ?? user.name) })}
      </h1>

      {data ? (
        <>
          {data.member.paused && <PausedNotice />}
          {data.circleSize === 0 && <OnboardingPrompt />}
          <CircleInvitationsCard invitations={data.circleInvitations} />
          <DateSharesCard shares={data.dateShares} />
          <DebriefCard />
          <SocialQueue
            home={data}
            matchmakerRecord={
              <>
                <MatchmakerRecordLine
                  record={data.matchmaker}
                  className="mt-2 text-sm text-foreground"
                />
                <DebriefTotalsLine className="text-sm text-muted-foreground" />
              </>
            }
          />
        </>
      ) : home.isError ? (
        <div role="alert" className="mt-10 grid justify-items-center gap-3 text-center">
          <h2 className="text-2xl font-semibold">{t("We couldn't load your home")}</h2>
          <p className="max-w-sm text-muted-foreground">{home.error.message}</p>
          <Button variant="outline" onClick={() => home.refetch()} loading={home.isFetching}>
            <RefreshCw aria-hidden />
            {t("Try again")}
          </Button>
        </div>
      ) : (
        <div className="mt-16 flex justify-center text-primary">
          <Spinner label={t("Loading your social queue")} className="size-7" />
        </div>
      )}
    </>
  );
}
