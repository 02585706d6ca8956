import { useTranslation } from "react-i18next";
import { CalendarHeart, HeartHandshake, MapPin, MessageCircle, Users } from "lucide-react";
import { paths } from "@/client/lib/paths";
import { Avatar } from "@/client/components/ui/avatar";
import { Badge } from "@/client/components/ui/badge";
import { eventHref } from "@/client/lib/event-links";
import { formatEventTime } from "@/shared/event-time";
import { newYorkNote } from "@/client/lib/new-york-time";
import { CIRCLE_MAX } from "@/shared/constants";
import type { ReactNode } from "react";
import type { HomeData } from "../api";
import { QueueCard } from "./queue-card";

/** `matchmakerRecord`: the member's record as a matchmaker, shown under Make a Match. */
export function SocialQueue({
  home,
  matchmakerRecord,
}: {
  home: HomeData;
  matchmakerRecord: ReactNode;
}) {
  const { circleSize, circle, vouchingFriends, matchForYou, nextEvent, matchmaker } = home;
  const { t } = useTranslation();
  return (
    <section aria-labelledby="queue-title" className="mt-8">
      <h2 id="queue-title" className="text-3xl font-semibold">
        {t("Your Social Queue")}
      </h2>
      <p className="mt-1 font-serif text-lg text-accent-foreground italic">
        {t("Curated by friends, not code")}
      </p>

      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        <QueueCard to={paths.circle} title={t("Your Circle")} icon={Users}>
          <CircleFaces friends={circle} />
          <p className="mt-2">
            {circleSize > 0
              ? t("{count} of {max} friends vouching for you", {
                  count: vouchingFriends,
                  max: CIRCLE_MAX,
                })
              : t("Invite the friends who know you best")}
          </p>
        </QueueCard>

        <QueueCard to={paths.matching} title={t("Match for You")} icon={MessageCircle}>
          <div className="flex flex-wrap gap-2">
            <Badge variant={matchForYou.pendingSuggestions > 0 ? "primary" : "default"}>
              {t("{count, plural, one {# new suggestion} other {# new suggestions}}", {
                count: matchForYou.pendingSuggestions,
              })}
            </Badge>
            <Badge variant={matchForYou.unreadMessages > 0 ? "primary" : "default"}>
              {t("{count, plural, one {# unread message} other {# unread messages}}", {
                count: matchForYou.unreadMessages,
              })}
            </Badge>
          </div>
          <p className="mt-2">
            {matchForYou.matches > 0
              ? t("{count, plural, one {# match} other {# matches}} so far. Say hello.", {
                  count: matchForYou.matches,
                })
              : t("People your friends think you should meet.")}
          </p>
        </QueueCard>

        <QueueCard to={paths.pairing} title={t("Make a Match")} icon={HeartHandshake}>
          <p>{t("Pair one of your friends with someone from another member's circle.")}</p>
          {matchmaker.introductions > 0 && matchmakerRecord}
        </QueueCard>

        <QueueCard
          to={nextEvent ? eventHref(nextEvent.id) : paths.events}
          title={t("Friday Night Events")}
          icon={CalendarHeart}
        >
          {nextEvent ? (
            <div className="grid gap-0.5">
              <p className="flex items-center gap-2">
                <span className="text-xs font-semibold tracking-wide text-accent-foreground uppercase">
                  {t("Next up")}
                </span>
                {nextEvent.going && <Badge variant="success">{t("Going")}</Badge>}
              </p>
              <p className="font-medium text-foreground">{nextEvent.title}</p>
              <p>
                <time dateTime={nextEvent.startsAt}>
                  {formatEventTime(nextEvent.startsAt)}
                  {newYorkNote(nextEvent.startsAt)}
                </time>
              </p>
              <p className="flex items-center gap-1">
                <MapPin aria-hidden className="size-3.5 shrink-0" />
                {nextEvent.venue}
              </p>
            </div>
          ) : (
            <p>{t("No upcoming events yet. New Friday gatherings are announced each week.")}</p>
          )}
        </QueueCard>
      </ul>
    </section>
  );
}

/** The member's own friends, then an empty place for each one the circle still has room for. */
function CircleFaces({ friends }: { friends: HomeData["circle"] }) {
  const { t } = useTranslation();
  const open = Math.max(CIRCLE_MAX - friends.length, 0);
  return (
    <ul className="flex -space-x-2" aria-label={t("Friends in your circle")}>
      {friends.map(({ name, mainPhoto }, i) => (
        <li key={`${i} ${name}`}>
          <Avatar name={name} photo={mainPhoto} size="sm" />
        </li>
      ))}
      {Array.from({ length: open }, (_, i) => (
        <li
          key={`open ${i}`}
          className="size-8 rounded-full border-2 border-dashed border-primary/30 bg-surface"
        >
          <span className="sr-only">{t("An open place")}</span>
        </li>
      ))}
    </ul>
  );
}
