import { purgeDepartedMessages, remindTurns } from "./chat";
import { askDebriefs } from "./debrief";
import { releaseExpiredPairs, remindEventsTomorrow } from "./events";
import { mailDigests, mailDueNotifications, pushDueNotifications } from "./notifications";
import { forgetExpiredDescriptors } from "./verification";
import type { JobDefinition } from "../jobs/queue";

/**
 * Every job the server runs, in one place: its name, its schedule if it has one, and what it does.
 * A feature exports the work; this list is where it is scheduled.
 */
export const JOBS: readonly JobDefinition[] = [
  {
    // A selfie's descriptor is kept SELFIE_DESCRIPTOR_DAYS to check new photos; then only its hash.
    name: "forget-face-descriptors",
    cron: "23 * * * *",
    pollingIntervalSeconds: 60,
    async run({ db, now, logger }) {
      const forgotten = await forgetExpiredDescriptors(db, now);
      if (forgotten > 0) logger.info({ forgotten }, "selfie descriptors forgotten");
    },
  },
  {
    // A member who deleted their account 30 days ago: their messages leave their partners' hands.
    name: "purge-departed-messages",
    cron: "17 * * * *",
    pollingIntervalSeconds: 60,
    async run({ db, now, logger }) {
      const purged = await purgeDepartedMessages(db, now);
      if (purged > 0) logger.info({ purged }, "departed members' messages purged");
    },
  },
  {
    name: "remind-turns",
    cron: "*/15 * * * *",
    pollingIntervalSeconds: 60,
    async run({ db, now, logger }) {
      const reminded = await remindTurns(db, now);
      if (reminded.length > 0) logger.info({ reminded: reminded.length }, "turn reminders sent");
    },
  },
  {
    name: "remind-events-tomorrow",
    cron: "7 * * * *",
    pollingIntervalSeconds: 60,
    async run({ db, now, logger }) {
      const reminded = await remindEventsTomorrow(db, now);
      if (reminded.length > 0) logger.info({ reminded: reminded.length }, "event reminders sent");
    },
  },
  {
    // An invitation to come as a pair not answered in time: its held seat goes to the waitlist.
    name: "release-expired-pairs",
    cron: "*/5 * * * *",
    pollingIntervalSeconds: 60,
    async run({ db, now, logger }) {
      const released = await releaseExpiredPairs(db, now);
      if (released > 0) logger.info({ released }, "unanswered pairs released");
    },
  },
  {
    // The day after two members met through a friend, each is asked two private questions.
    name: "ask-debriefs",
    cron: "37 * * * *",
    pollingIntervalSeconds: 60,
    async run({ db, now, logger }) {
      const asked = await askDebriefs(db, now);
      if (asked.length > 0) logger.info({ asked: asked.length }, "debriefs asked");
    },
  },
  {
    // Notifications meant to reach members by email at once, once they waited unread a while.
    name: "mail-notifications",
    cron: "* * * * *",
    pollingIntervalSeconds: 10,
    async run(ctx) {
      const sent = await mailDueNotifications(ctx);
      if (sent > 0) ctx.logger.info({ sent }, "notification mails sent");
    },
  },
  {
    // The daily digest, in the morning in New York (13:00 UTC: 9 am in summer, 8 in winter).
    name: "mail-digest",
    cron: "0 13 * * *",
    pollingIntervalSeconds: 60,
    async run(ctx) {
      const sent = await mailDigests(ctx);
      ctx.logger.info({ sent }, "daily digests sent");
    },
  },
  {
    // Notifications meant to reach members by push at once (messages after a short wait).
    name: "push-notifications",
    cron: "* * * * *",
    pollingIntervalSeconds: 10,
    async run(ctx) {
      const pushed = await pushDueNotifications(ctx);
      if (pushed > 0) ctx.logger.info({ pushed }, "push notifications sent");
    },
  },
];
