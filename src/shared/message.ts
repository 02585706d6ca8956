/**
 * A sentence to be said later in a reader's language: its English ICU text (the key, decision
 * 0072) and the values that fill it, a value itself perhaps such a sentence. The server's errors
 * are said in the request's language only when answered; a shared sentence the server and the
 * screens both say is one of these.
 */
import type { TFunction } from "./i18n/i18n";
import { knownLanguage } from "./i18n/languages";

/**
 * A value: text, a number, a sentence, a day on New York's calendar (a time in ms), or a list
 * said as the language joins one ("1st and 2nd", "1.ª y 2.ª").
 */
export type MessageValue =
  string | number | Message | { newYorkDay: number } | { list: MessageValue[] };

export interface Message {
  key: string;
  values?: Record<string, MessageValue>;
  /** Said instead where the language has no entry for `key` (zod's own words, say). */
  otherwise?: string;
}

/** A message with values, its key the English ICU text and `values` what fills it. */
export const msg = (key: string, values?: Record<string, MessageValue>): Message =>
  values ? { key, values } : { key };

/** The locale `t` says things in. */
const localeOf = (t: TFunction) =>
  (knownLanguage((t as { lng?: string }).lng) ?? "en") === "es" ? "es-US" : "en-US";

/** "Thursday, December 3, 2026" in `t`'s language. */
function newYorkDayIn(t: TFunction, at: number): string {
  return new Date(at).toLocaleDateString(localeOf(t), {
    timeZone: "America/New_York",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

const valueWith = (t: TFunction, value: MessageValue): string | number =>
  typeof value !== "object"
    ? value
    : "newYorkDay" in value
      ? newYorkDayIn(t, value.newYorkDay)
      : "list" in value
        ? new Intl.ListFormat(localeOf(t), { type: "conjunction" }).format(
            value.list.map((item) => String(valueWith(t, item))),
          )
        : sayWith(t, value);

/** `message` said with `t`, its values that are messages (or days) said first. */
export function sayWith(t: TFunction, message: Message | string): string {
  if (typeof message === "string") return t(message);
  if (!message.values) return t(message.key);
  const values = Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [name, valueWith(t, value)]),
  );
  return t(message.key, values);
}
