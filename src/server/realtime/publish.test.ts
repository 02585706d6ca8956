import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { publish } from "./publish";

const t = useTestApp();

describe("publish", () => {
  it("reaches every one of thousands of recipients (NOTIFY's 8,000-byte payload notwithstanding)", async () => {
    const to = Array.from({ length: 2000 }, (_, i) => `member-${String(i).padStart(30, "0")}`);
    const heard: string[] = [];
    const stops = [to[0]!, to[1234]!, to[1999]!].map((id) =>
      t().deps.hub.subscribe(id, () => heard.push(id)),
    );
    try {
      await t().db.transaction((tx) => publish(tx, { type: "notifications.changed", to }));
      await expect.poll(() => heard.sort()).toEqual([to[0], to[1234], to[1999]].sort());
    } finally {
      stops.forEach((stop) => stop());
    }
  });
});
