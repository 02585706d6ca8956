import type { Mail } from "../../../delivery/mailer";
import {
  describeNotification,
  NOTIFICATION_KIND_LABELS,
  type DescribedNotification,
} from "#shared/notification-text";
import { APP_PATHS } from "#shared/app-paths";
import type { NotificationKind } from "#shared/schemas/notifications";
import type { JobMail } from "../../../jobs/queue";
import { unsubscribeToken } from "./unsubscribe-token";
import { serverT } from "../../../i18n/say";
import type { TFunction } from "#shared/i18n/i18n";
import type { Language } from "#shared/i18n/languages";

/** What a mail says of one notification: the same words as the bell's list. */
export type MailedNotification = DescribedNotification;

const notificationText = (n: MailedNotification, t: TFunction, language: Language) =>
  describeNotification(n, t, language).text;

/** Whom a mail is for, and the language it is said in. */
export interface Recipient {
  memberId: string;
  email: string;
  firstName: string | null;
  language: Language;
}

/** A kind's name inside a sentence ("new messages"). */
const kindInSentence = (t: TFunction, kind: NotificationKind) =>
  t(NOTIFICATION_KIND_LABELS[kind]).toLowerCase();

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The address that turns these kinds' email off (one click in a mail reader: RFC 8058). */
function unsubscribeUrls(mail: JobMail, memberId: string, kinds: NotificationKind[]) {
  const token = encodeURIComponent(
    unsubscribeToken(mail.secret, { memberId, channel: "email", kinds }),
  );
  return {
    // The one-click POST a mail reader makes, signed out.
    oneClick: `${mail.baseURL}/api/notifications/unsubscribe?token=${token}`,
    // The page a person opens from the mail: it asks before it turns anything off.
    page: `${mail.baseURL}${APP_PATHS.unsubscribe}?token=${token}`,
  };
}

function build(
  mail: JobMail,
  to: Recipient,
  subject: string,
  lines: string[],
  kinds: NotificationKind[],
  why: string,
): Mail {
  const open = `${mail.baseURL}${APP_PATHS.notifications}`;
  const settings = `${mail.baseURL}${APP_PATHS.settings}`;
  const all = unsubscribeUrls(mail, to.memberId, kinds);
  const perKind =
    kinds.length > 1 ? kinds.map((k) => ({ k, ...unsubscribeUrls(mail, to.memberId, [k]) })) : [];
  const t = serverT(to.language);
  const hello = to.firstName ? t("Hi {name},", { name: to.firstName }) : t("Hi,");
  const stopAbout = (k: NotificationKind) =>
    t("Stop emails about {kinds}", { kinds: kindInSentence(t, k) });
  const text = [
    hello,
    "",
    ...lines.map((l) => (lines.length > 1 ? `- ${l}` : l)),
    "",
    `${t("Open Vouch")}: ${open}`,
    "",
    "--",
    why,
    `${t("Stop these emails")}: ${all.page}`,
    ...perKind.map(({ k, page }) => `${stopAbout(k)}: ${page}`),
    `${t("Choose what reaches you")}: ${settings}`,
  ].join("\n");
  const link = (href: string, label: string) => `<a href="${escape(href)}">${escape(label)}</a>`;
  const html = [
    `<p>${escape(hello)}</p>`,
    lines.length > 1
      ? `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join("")}</ul>`
      : `<p>${escape(lines[0] ?? "")}</p>`,
    `<p>${link(open, t("Open Vouch"))}</p>`,
    `<hr><p style="color:#666;font-size:13px">${escape(why)}<br>`,
    link(all.page, t("Stop these emails")),
    ...perKind.map(({ k, page }) => ` · ${link(page, stopAbout(k))}`),
    ` · ${link(settings, t("Choose what reaches you"))}</p>`,
  ].join("\n");
  return {
    to: to.email,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${all.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The mail for one notification that goes out at once. */
export function immediateMail(mail: JobMail, to: Recipient, n: MailedNotification): Mail {
  const t = serverT(to.language);
  const line = notificationText(n, t, to.language);
  return build(
    mail,
    to,
    line,
    [line],
    [n.kind],
    t("You get this because {kinds} reach you by email at once.", {
      kinds: kindInSentence(t, n.kind),
    }),
  );
}

/** The daily digest: what happened, newest first, in one mail (never an empty one). */
export function digestMail(mail: JobMail, to: Recipient, items: MailedNotification[]): Mail {
  const t = serverT(to.language);
  const kinds = [...new Set(items.map((n) => n.kind))];
  const subject =
    items.length === 1
      ? t("Today on Vouch: {news}", { news: notificationText(items[0]!, t, to.language) })
      : t("Today on Vouch: {count} things happened", { count: items.length });
  return build(
    mail,
    to,
    subject,
    items.map((n) => notificationText(n, t, to.language)),
    kinds,
    t("You get this daily digest of what you haven't seen on Vouch yet."),
  );
}
