import { describe, expect, it } from "vitest";
import { addPhoto } from "#tests/support/photos";
import { poseFrame, portraitOf } from "#tests/support/selfie-media";
import { errorOf, useTestApp } from "#tests/support/test-app";
import type { SelfieChallenge } from "#shared/schemas/selfie";

// A server whose face model isn't where it looks: verification answers 503, nothing crashes.
const t = useTestApp({ FACE_MODEL_DIR: "/nonexistent/face-models" });

describe("without the face model", () => {
  it("answers a selfie check with a clear 503, and photos are still added", async () => {
    const me = await t().member();
    await addPhoto(t(), me, await portraitOf("man"));
    const drawn = await t().request("/api/profile/verification/challenge", {
      as: me,
      method: "POST",
    });
    const { id, poses } = (await drawn.json()) as SelfieChallenge;
    const form = new FormData();
    form.append("challenge", id);
    for (const pose of poses) {
      const frame = new Uint8Array(await poseFrame("man", pose));
      form.append("frame", new File([frame], "frame.jpg", { type: "image/jpeg" }));
    }
    const res = await t().app.request("/api/profile/verification/check", {
      method: "POST",
      headers: { cookie: me.cookie },
      body: form,
    });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).error.message).toBe(
      "Selfie verification isn't available on this server right now. Please try again later.",
    );
    // The server still answers, and uploads go on.
    expect(await addPhoto(t(), me, await portraitOf("man"))).toHaveLength(2);
  });
});
