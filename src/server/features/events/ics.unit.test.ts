import { describe, expect, it } from "vitest";
import { eventCalendarFile } from "./ics";

const event = {
  id: "e1",
  title: "Books & Bubbles",
  venue: "Bar",
  startsAt: new Date("2026-11-06T23:00:00Z"),
};

/** The file's lines as a calendar reads them: split at every line break, folds undone. */
const unfoldedLines = (file: string) => file.replace(/\r\n /g, "").split(/\r\n|\r|\n/);

describe("an event's calendar file", () => {
  it.each([
    ["a lone CR", "first\rATTENDEE:mailto:x@example.com"],
    ["a lone LF", "first\nATTENDEE:mailto:x@example.com"],
    ["a CRLF", "first\r\nATTENDEE:mailto:x@example.com"],
  ])("keeps %s inside the description instead of starting a property", (_, description) => {
    const lines = unfoldedLines(eventCalendarFile({ ...event, description }, new Date()));
    expect(lines.some((line) => line.startsWith("ATTENDEE"))).toBe(false);
    expect(lines).toContain("DESCRIPTION:first\\nATTENDEE:mailto:x@example.com");
  });
});
