import nodemailer from "nodemailer";
import type { ConfiguredEnv } from "../process/env";
import type { Logger } from "../process/logger";
import { withoutEncodedWords } from "#shared/schemas/text";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same as `text`, for mail readers that show HTML. */
  html?: string;
  /** Such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends mail over SMTP_URL. Without it (never in production: env.ts refuses to start) the mail is
 * written to the server log instead, so a developer can follow a reset link: that log line is
 * the one place a link is ever logged.
 */
export function createMailer(
  env: Pick<ConfiguredEnv, "SMTP_URL" | "MAIL_FROM">,
  logger: Logger,
): Mailer {
  if (!env.SMTP_URL) {
    return {
      async send({ to, subject, text }) {
        // "body", not "text": the logger redacts every field named text.
        logger.info(
          { mail: { to, subject, body: text } },
          "mail not sent (no SMTP_URL); here it is",
        );
      },
    };
  }
  const transport = nodemailer.createTransport(env.SMTP_URL);
  return {
    async send(mail) {
      await transport.sendMail({
        from: env.MAIL_FROM,
        ...mail,
        // Sent by no person: auto-responders and vacation replies leave it alone (RFC 3834).
        headers: { "Auto-Submitted": "auto-generated", ...mail.headers },
        subject: withoutEncodedWords(mail.subject),
      });
    },
  };
}
