import { format } from "date-fns";
import { afterEach, describe, expect, it } from "vitest";
import { deviceDateFormat, drawOnClockOf } from "./device-clock";
import { onDeviceClock } from "./on-device-clock";

const at = "2026-11-27T03:30:00.000Z"; // Thursday 10:30 PM in New York, Friday 12:30 PM in Tokyo
const day = deviceDateFormat({ weekday: "short", hour: "numeric", minute: "2-digit" });

afterEach(() => drawOnClockOf({ timeZone: () => undefined, drawnAt: () => undefined }));

describe("times on the device's clock", () => {
  it("are drawn on the server on the clock the member's device reported", () => {
    drawOnClockOf({ timeZone: () => "America/New_York", drawnAt: () => undefined });
    expect(format(onDeviceClock(at), "EEE h:mm a")).toBe("Thu 10:30 PM");
    expect(day(new Date(at))).toBe("Thu 10:30 PM");
    drawOnClockOf({ timeZone: () => "Asia/Tokyo", drawnAt: () => undefined });
    expect(format(onDeviceClock(at), "EEE h:mm a")).toBe("Fri 12:30 PM");
    expect(day(new Date(at))).toBe("Fri 12:30 PM");
  });

  it("are the runtime's own local times where no clock is set (the browser)", () => {
    expect(format(onDeviceClock(at), "EEE h:mm a")).toBe(format(new Date(at), "EEE h:mm a"));
    expect(day(new Date(at))).toBe(
      new Date(at).toLocaleString("en-US", {
        weekday: "short",
        hour: "numeric",
        minute: "2-digit",
      }),
    );
  });
});
