import { describe, expect, it, vi } from "vitest";
import { phoneJpeg, uploadPhoto } from "#tests/support/photos";
import { errorOf, useTestApp } from "#tests/support/test-app";

// sharp is loaded with the first photo (process.ts); a broken install must not cost the member
// a bare error, nor the server more than that photo.
const t = useTestApp();

describe("when sharp won't load", () => {
  it("a photo is refused plainly and nothing is kept; the next one, once it loads, is added", async () => {
    const me = await t().member();
    const bytes = await phoneJpeg(400, 300);

    vi.doMock("sharp", () => {
      throw new Error("Could not load the sharp module using the linux-x64 runtime");
    });
    const refused = await uploadPhoto(t(), me, bytes);
    expect(refused.status).toBe(503);
    expect((await errorOf(refused)).error.message).toBe(
      "Photos can't be added right now. Try again later.",
    );
    const none = await t().request("/api/profile/photos", { as: me });
    expect(((await none.json()) as { photos: unknown[] }).photos).toEqual([]);

    vi.doUnmock("sharp");
    expect((await uploadPhoto(t(), me, bytes)).status).toBe(201);
  });
});
