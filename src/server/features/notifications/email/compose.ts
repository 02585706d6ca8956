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

/** What a mail says of one notification: the same words as the bell's list. */
export type MailedNotification = DescribedNotification;

const notificationText = (n: MailedNotification) => describeNotification(n).text;

/** Whom a mail is for. */
export interface Recipient {
  memberId: string;
  email: string;
  firstName: string | null;
}

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
  const hello = to.firstName ? `Hi ${to.firstName},` : "Hi,";
  const text = [
    hello,
    "",
    ...lines.map((l) => (lines.length > 1 ? `- ${l}` : l)),
    "",
    `Open Vouch: ${open}`,
    "",
    "--",
    why,
    `Stop these emails: ${all.page}`,
    ...perKind.map(
      ({ k, page }) => `Stop emails about ${NOTIFICATION_KIND_LABELS[k].toLowerCase()}: ${page}`,
    ),
    `Choose what reaches you: ${settings}`,
  ].join("\n");
  const link = (href: string, label: string) => `<a href="${escape(href)}">${escape(label)}</a>`;
  const html = [
    `<p>${escape(hello)}</p>`,
    lines.length > 1
      ? `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join("")}</ul>`
      : `<p>${escape(lines[0] ?? "")}</p>`,
    `<p>${link(open, "Open Vouch")}</p>`,
    `<hr><p style="color:#666;font-size:13px">${escape(why)}<br>`,
    link(all.page, "Stop these emails"),
    ...perKind.map(
      ({ k, page }) =>
        ` · ${link(page, `Stop emails about ${NOTIFICATION_KIND_LABELS[k].toLowerCase()}`)}`,
    ),
    ` · ${link(settings, "Choose what reaches you")}</p>`,
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
  const line = notificationText(n);
  return build(
    mail,
    to,
    line,
    [line],
    [n.kind],
    `You get this because ${NOTIFICATION_KIND_LABELS[n.kind].toLowerCase()} reach you by email at once.`,
  );
}

/** The daily digest: what happened, newest first, in one mail (never an empty one). */
export function digestMail(mail: JobMail, to: Recipient, items: MailedNotification[]): Mail {
  const kinds = [...new Set(items.map((n) => n.kind))];
  const subject =
    items.length === 1
      ? `Today on Vouch: ${notificationText(items[0]!)}`
      : `Today on Vouch: ${items.length} things happened`;
  return build(
    mail,
    to,
    subject,
    items.map((n) => notificationText(n)),
    kinds,
    "You get this daily digest of what you haven't seen on Vouch yet.",
  );
}
