import smtpTester from "smtp-tester";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { readEnv } from "../../process/env";
import { livePresence } from "../../db/schema";
import { APP_PATHS } from "#shared/app-paths";
import { JOBS } from "../schedule";
import { JobQueue } from "../../jobs/queue";
import { createLogger } from "../../process/logger";
import { createMailer, type Mail } from "../../delivery/mailer";
import { openLive } from "#tests/support/live-stream";
import { jobContextOf, settled } from "#tests/support/jobs";
import { isPostgres } from "#tests/support/test-db";
import { match, suggest } from "#tests/support/matching-factories";
import { useTestApp, type TestApp, type TestMember } from "#tests/support/test-app";
import { EMAIL_DELAY_MS } from "./email/deliveries";
import { mailDigests, mailDueNotifications, notify } from "./index";

const t = useTestApp();
const T0 = new Date("2031-03-02T12:00:00Z");
const after = (ms: number) => new Date(T0.getTime() + ms);
const DUE = after(EMAIL_DELAY_MS + 1_000);
const logger = createLogger("silent");

const jobContext = (app: TestApp, now: Date, mailer = app.deps.mailer) =>
  jobContextOf(app, now, { mailer, logger });

const mailsTo = (member: TestMember) => t().mails.filter((m) => m.to === member.email);

async function sendMessage(from: TestMember, matchId: string, text = "My secret words") {
  const res = await t().request(`/api/chat/conversations/${matchId}/messages`, {
    as: from,
    json: { text },
  });
  expect(res.status).toBe(201);
}

const readAll = (as: TestMember) =>
  t().request("/api/notifications/read-all", { as, method: "POST" });

const choose = (as: TestMember, kind: string, mode: string) =>
  t().request("/api/notifications/preferences", {
    as,
    method: "PUT",
    json: { kind, channel: "email", mode },
  });

/** Ada and Ben matched; at T0 Ada sends Ben a message. */
async function messaged() {
  t().clock.set(T0);
  const ada = await t().member({ name: "Ada Lovelace" });
  const ben = await t().member({ name: "Ben Okafor" });
  const { id: matchId } = await match(t(), ada, ben);
  await sendMessage(ada, matchId);
  return { ada, ben, matchId };
}

/** A pending suggestion of Cleo to `target` by a friend, notified at `now` (a digest kind). */
async function suggested(target: TestMember, now = T0) {
  const cleo = await t().member({ name: "Cleo Park" });
  const friend = await t().member({ name: "Dee Moss" });
  const row = await suggest(t(), { target, candidate: cleo, suggester: friend });
  await t().db.transaction((tx) =>
    notify(tx, { to: target.id, kind: "suggestion", objectId: row.id, actorId: cleo.id, now }),
  );
  return row;
}

/** Waits until the member's closed stream no longer counts them as online. */
async function offline(member: TestMember) {
  for (let i = 0; i < 100; i++) {
    await t().deps.hub.presence?.settled();
    const rows = await t()
      .db.select()
      .from(livePresence)
      .where(eq(livePresence.memberId, member.id));
    if (rows.length === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("still online");
}

/** The path and query of the first link in a mail's text that matches `pattern`. */
function linkIn(mail: Mail, pattern: RegExp): string {
  const url = mail.text.split(/\s/).find((w) => pattern.test(w));
  if (!url) throw new Error(`no link like ${pattern} in ${mail.text}`);
  const u = new URL(url);
  return u.pathname + u.search;
}

/** The member's email mode per kind. */
async function modes(as: TestMember, channel = "email") {
  const res = await t().request("/api/notifications/preferences", { as });
  expect(res.status).toBe(200);
  const { preferences } = (await res.json()) as {
    preferences: { kind: string; channel: string; mode: string }[];
  };
  return Object.fromEntries(
    preferences.filter((p) => p.channel === channel).map((p) => [p.kind, p.mode]),
  );
}

describe("notification preferences", () => {
  it("default to messages and matches at once, the rest in a digest, and keep a change", async () => {
    const ada = await t().member();
    expect(await modes(ada)).toMatchObject({
      message: "immediately",
      match: "immediately",
      suggestion: "digest",
      warning: "digest",
    });
    expect((await choose(ada, "suggestion", "off")).status).toBe(200);
    expect((await modes(ada)).suggestion).toBe("off");
    expect((await choose(ada, "nonsense", "off")).status).toBe(400);
    expect((await choose(ada, "message", "weekly")).status).toBe(400);
  });
});

describe("a notification mailed at once", () => {
  it("waits a few minutes, then mails first names and what happened, never the message, once", async () => {
    const { ben, ada, matchId } = await messaged();
    expect(await mailDueNotifications(jobContext(t(), after(EMAIL_DELAY_MS - 60_000)))).toBe(0);
    expect(mailsTo(ben)).toEqual([]);

    expect(await mailDueNotifications(jobContext(t(), DUE))).toBe(1);
    const [mail, ...more] = mailsTo(ben);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Ada sent you a message");
    expect(mail!.text).toContain("Hi Ben,");
    expect(mail!.html).toContain("Ada sent you a message");
    for (const body of [mail!.text, mail!.html!, mail!.subject]) {
      expect(body).not.toContain("secret");
      expect(body).not.toContain("Lovelace");
    }
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
    );

    // Never twice: another message while it is still unread, and the next runs, send nothing.
    t().clock.set(after(EMAIL_DELAY_MS + 2_000));
    await sendMessage(ada, matchId, "more");
    expect(await mailDueNotifications(jobContext(t(), after(3 * EMAIL_DELAY_MS)))).toBe(0);
    expect(mailsTo(ben)).toHaveLength(1);

    // Once read, the next message makes a new round, mailed in its turn.
    await readAll(ben);
    t().clock.set(after(4 * EMAIL_DELAY_MS));
    await sendMessage(ada, matchId, "again");
    expect(await mailDueNotifications(jobContext(t(), after(6 * EMAIL_DELAY_MS)))).toBe(1);
    expect(mailsTo(ben)).toHaveLength(2);
  });

  it("'You matched' is read, and neither mailed nor pushed, once the member opened the conversation", async () => {
    t().clock.set(T0);
    const ada = await t().member({ name: "Ada Lovelace" });
    const ben = await t().member({ name: "Ben Okafor" });
    const { id: matchId } = await match(t(), ada, ben);
    await t().db.transaction((tx) =>
      notify(tx, { to: ben.id, kind: "match", objectId: matchId, actorId: ada.id, now: T0 }),
    );
    const unread = async () => {
      const res = await t().request("/api/notifications/unread-count", { as: ben });
      return ((await res.json()) as { unread: number }).unread;
    };
    expect(await unread()).toBe(1);
    // Ben opens the conversation (the panel marks it read as it opens), a minute later.
    t().clock.set(after(60_000));
    const read = await t().request(`/api/chat/conversations/${matchId}/read`, {
      as: ben,
      method: "POST",
    });
    expect(read.status).toBe(200);
    expect(await unread()).toBe(0);
    expect(await mailDueNotifications(jobContext(t(), DUE))).toBe(0);
    expect(mailsTo(ben)).toEqual([]);
  });

  it("is dropped when it was read meanwhile", async () => {
    const { ben } = await messaged();
    await readAll(ben);
    expect(await mailDueNotifications(jobContext(t(), DUE))).toBe(0);
    expect(mailsTo(ben)).toEqual([]);
  });

  it("is dropped when the member has Vouch open, and not mailed after they leave", async () => {
    const { ben } = await messaged();
    const live = await openLive(t(), ben);
    try {
      await t().deps.hub.presence?.settled();
      expect(await mailDueNotifications(jobContext(t(), DUE))).toBe(0);
    } finally {
      await live.close();
    }
    await t().deps.hub.presence?.settled();
    expect(await mailDueNotifications(jobContext(t(), after(EMAIL_DELAY_MS + 60_000)))).toBe(0);
    expect(mailsTo(ben)).toEqual([]);
  });

  it.runIf(isPostgres)("is dropped when the member has Vouch open on another process", async () => {
    const { ben } = await messaged();
    const other = await t().sibling();
    const live = await openLive(other, ben);
    try {
      await other.deps.hub.presence?.settled();
      // This process has no stream of Ben's; the shared presence says he is online.
      expect(await mailDueNotifications(jobContext(t(), DUE))).toBe(0);
    } finally {
      await live.close();
      await other.close();
    }
    expect(mailsTo(ben)).toEqual([]);
  });

  it("goes in the digest, or nowhere, as the member chose", async () => {
    const { ben, ada, matchId } = await messaged();
    expect((await choose(ben, "message", "off")).status).toBe(200);
    expect(await mailDueNotifications(jobContext(t(), DUE))).toBe(0);
    expect(await mailDigests(jobContext(t(), after(60 * 60_000)))).toBe(0);

    expect((await choose(ben, "message", "digest")).status).toBe(200);
    await sendMessage(ada, matchId, "again");
    expect(await mailDueNotifications(jobContext(t(), DUE))).toBe(0);
    expect(await mailDigests(jobContext(t(), after(60 * 60_000)))).toBe(1);
    expect(mailsTo(ben).map((m) => m.text)).toEqual([
      expect.stringContaining("Ada sent you 2 messages"),
    ]);
  });
});

describe("the daily digest", () => {
  it("lists each member's unread digest kinds once; nobody gets an empty one", async () => {
    t().clock.set(T0);
    const ada = await t().member({ name: "Ada Lovelace" });
    const quiet = await t().member({ name: "Quinn Hale" });
    await suggested(ada);
    await suggested(ada, after(1_000));
    const read = await t().member({ name: "Rae Lin" });
    await suggested(read);
    await readAll(read);

    expect(await mailDigests(jobContext(t(), after(60 * 60_000)))).toBe(1);
    const [digest, ...more] = mailsTo(ada);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("Today on Vouch: 2 things happened");
    expect(digest!.text.match(/A new suggestion for you: Cleo/g)).toHaveLength(2);
    expect(digest!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mailsTo(quiet)).toEqual([]);
    expect(mailsTo(read)).toEqual([]);

    // The next day: nothing new, no mail.
    expect(await mailDigests(jobContext(t(), after(25 * 60 * 60_000)))).toBe(0);
    expect(t().mails).toHaveLength(1);
  });

  it("waits for the next day while the member has Vouch open", async () => {
    const ada = await t().member({ name: "Ada Lovelace" });
    await suggested(ada);
    const live = await openLive(t(), ada);
    try {
      await t().deps.hub.presence?.settled();
      expect(await mailDigests(jobContext(t(), after(60 * 60_000)))).toBe(0);
    } finally {
      await live.close();
    }
    await offline(ada);
    expect(await mailDigests(jobContext(t(), after(25 * 60 * 60_000)))).toBe(1);
  });
});

describe("unsubscribing from a mail", () => {
  it("works with one click, signed out, and turns only that kind's email off", async () => {
    const { ben } = await messaged();
    await mailDueNotifications(jobContext(t(), DUE));
    const [mail] = mailsTo(ben);
    const oneClick = new URL(mail!.headers!["List-Unsubscribe"]!.slice(1, -1));
    // What a mail reader sends (RFC 8058): a form POST, no cookie, no Origin.
    const res = await t().app.request(oneClick.pathname + oneClick.search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ channel: "email", kinds: ["message"] });
    expect(await modes(ben)).toMatchObject({ message: "off", match: "immediately" });
  });

  it("has a link in the mail to a page that works signed out, and refuses a forged token", async () => {
    t().clock.set(T0);
    const ada = await t().member({ name: "Ada Lovelace" });
    await suggested(ada);
    await mailDigests(jobContext(t(), after(60 * 60_000)));
    const [digest] = mailsTo(ada);
    const page = linkIn(digest!, /\/unsubscribe\?token=/);
    expect(page.split("?")[0]).toBe(APP_PATHS.unsubscribe);
    const token = new URLSearchParams(page.split("?")[1]).get("token")!;
    const res = await t().app.request(
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      { method: "POST" },
    );
    expect(res.status).toBe(200);
    expect((await modes(ada)).suggestion).toBe("off");

    const [payload] = token.split(".");
    const forged = `${payload}.${"A".repeat(43)}`;
    const refused = await t().app.request(
      `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
      { method: "POST" },
    );
    expect(refused.status).toBe(400);
  });
});

describe("delivery as jobs", () => {
  it("mails once when two processes run the job at once, and nothing more after a restart", async () => {
    const { ben } = await messaged();
    // On PostgreSQL the second runs as another process would, on its own connections.
    const url = (t().database as { url?: string }).url;
    const other = url ? await t().sibling() : undefined;
    try {
      const runs = await Promise.all([
        mailDueNotifications(jobContext(t(), DUE)),
        mailDueNotifications({ ...jobContext(other ?? t(), DUE), mailer: t().deps.mailer }),
      ]);
      expect(runs.sort()).toEqual([0, 1]);
      expect(mailsTo(ben)).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });

  it("runs on the queue, once across workers, and sends nothing twice after a restart", async () => {
    const { ben } = await messaged();
    const url = (t().database as { url?: string }).url;
    const other = url ? await t().sibling() : undefined;
    const queue = (app: TestApp) =>
      new JobQueue({
        database: app.database,
        jobs: JOBS,
        logger,
        now: () => DUE,
        mail: {
          mailer: t().deps.mailer,
          baseURL: t().deps.baseURL,
          secret: t().deps.env.authSecret,
        },
        vapid: t().deps.vapid,
      });
    // PGlite has one connection, so one queue at a time there; PostgreSQL runs two at once.
    const first = [queue(t()), ...(other ? [queue(other)] : [])];
    try {
      // One after the other: pg-boss's own setup (createQueue) can deadlock with itself.
      for (const q of first) await q.start();
      const ids = await Promise.all(first.map((q) => q.send("mail-notifications")));
      for (const [i, q] of first.entries()) {
        expect(await settled(q, "mail-notifications", ids[i]!)).toBe("completed");
      }
      await Promise.all(first.map((q) => q.stop()));
      expect(mailsTo(ben)).toHaveLength(1);

      const restarted = queue(t());
      await restarted.start();
      try {
        const id = await restarted.send("mail-notifications");
        expect(await settled(restarted, "mail-notifications", id)).toBe("completed");
      } finally {
        await restarted.stop();
      }
      expect(mailsTo(ben)).toHaveLength(1);
    } finally {
      await Promise.all(first.map((q) => q.stop()));
      await other?.close();
    }
  });

  it("hands SMTP a text and HTML mail with the unsubscribe headers", async () => {
    const port = 20_000 + (process.pid % 20_000);
    const receiver = smtpTester.init(port);
    try {
      const { ben } = await messaged();
      const mailer = createMailer(
        readEnv({ NODE_ENV: "test", SMTP_URL: `smtp://127.0.0.1:${port}` }),
        logger,
      );
      const delivered = receiver.captureOne(ben.email, { wait: 10_000 });
      expect(await mailDueNotifications(jobContext(t(), DUE, mailer))).toBe(1);
      const { email } = await delivered;
      // The raw headers, as a mail reader sees them.
      const raw = String(email.data).replace(/\r?\n[ \t]+/g, " ");
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(raw).toMatch(
        /^List-Unsubscribe: <http:\/\/\S+\/api\/notifications\/unsubscribe\?token=\S+>$/m,
      );
      expect(email.body).toContain("Ada sent you a message");
      expect(email.html).toContain("Ada sent you a message");
    } finally {
      await new Promise<void>((resolve) => receiver.stop(() => resolve()));
    }
  });

  it("shows a name stored as mail-encoded text as written in the subject, never decoded", async () => {
    const port = 20_000 + ((process.pid + 7) % 20_000);
    const receiver = smtpTester.init(port);
    try {
      t().clock.set(T0);
      // Stored before names refused it: the sender's first name is an RFC 2047 encoded word.
      const eve = await t().member({ name: "=?utf-8?q?Bcc=3A_evil=40example=2Ecom?= Smith" });
      const ben = await t().member({ name: "Ben Okafor" });
      const { id: matchId } = await match(t(), eve, ben);
      await sendMessage(eve, matchId);
      const mailer = createMailer(
        readEnv({ NODE_ENV: "test", SMTP_URL: `smtp://127.0.0.1:${port}` }),
        logger,
      );
      const delivered = receiver.captureOne(ben.email, { wait: 10_000 });
      expect(await mailDueNotifications(jobContext(t(), DUE, mailer))).toBe(1);
      // The subject as a mail reader decodes it.
      const { email } = await delivered;
      const subject = String(email.headers.subject);
      expect(subject).not.toContain("Bcc: evil@example.com");
      expect(subject).toBe("= ?utf-8?q?Bcc=3A_evil=40example=2Ecom?= sent you a message");
    } finally {
      await new Promise<void>((resolve) => receiver.stop(() => resolve()));
    }
  });
});
