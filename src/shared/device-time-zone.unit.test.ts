import { describe, expect, it } from "vitest";
import { knownTimeZone } from "./device-time-zone";

describe("the device's time zone, as a browser reports it", () => {
  it("is taken when this runtime knows it, and refused otherwise", () => {
    expect(knownTimeZone("America/New_York")).toBe("America/New_York");
    expect(knownTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    for (const name of [undefined, "", "Mars/Olympus_Mons", "<script>", "A".repeat(65)]) {
      expect(knownTimeZone(name), String(name)).toBeUndefined();
    }
  });
});
