import { existsSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { portraitOf, writeSelfieVideo, type TestFace } from "#tests/support/selfie-media";
import {
  expect,
  fitsTheScreen,
  keepScreenshot,
  seriousA11yViolations,
  test,
  toast,
} from "./fixtures";

// Chromium's fake camera plays this video in a loop: the man of the face library's own sample
// images looking straight, then holding every pose of the catalogue in turn, so whichever three
// the server draws come round. Made here, from the package's images, before the browser starts.
const VIDEO = resolve(`.tmp/selfie-camera-${process.env.E2E_PORT ?? "3210"}.y4m`);

test.use({
  permissions: ["camera"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
});

test.beforeAll(async () => {
  if (existsSync(VIDEO)) return;
  mkdirSync(resolve(".tmp"), { recursive: true });
  await writeSelfieVideo(VIDEO, "man");
});

async function addPhoto(page: Page, who: TestFace) {
  const buffer = await portraitOf(who);
  await page.getByLabel("Add photo").setInputFiles({
    name: `${who}.jpg`,
    mimeType: "image/jpeg",
    buffer,
  });
  const frame = page.getByRole("dialog", { name: "Frame your photo" });
  await frame.getByRole("button", { name: "Use photo" }).click();
  await expect(toast(page).filter({ hasText: "Photo added" })).toBeVisible();
  await expect(frame).toBeHidden();
}

/** Runs the selfie check with the fake camera; returns the dialog, showing the outcome. */
async function verifyWithCamera(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: "Verify your photos" });
  await dialog.getByRole("button", { name: "Start the camera" }).click();
  await expect(dialog.getByText("Pose 1 of 3")).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
  await fitsTheScreen(page);
  await keepScreenshot(page, `verification-${page.viewportSize()!.width}-pose.png`);
  await expect(dialog.getByRole("button", { name: "Done" })).toBeVisible({ timeout: 90_000 });
  return dialog;
}

const photoCard = (page: Page, alt: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });

test("a member verifies their photo with a selfie and sees the verified mark", async ({
  page,
  member,
}) => {
  test.setTimeout(150_000);
  void member;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/profile");
  await addPhoto(page, "man");
  await expect(page.getByText("Add a photo of your face first.")).toBeHidden();
  await expect(photoCard(page, "Your main photo").getByText("Verified")).toBeHidden();

  const dialog = await verifyWithCamera(page, "Verify your photos");
  await expect(dialog.getByText("Your photo is verified.")).toBeVisible();
  await expect(dialog.getByText("Main photo: verified")).toBeVisible();
  await fitsTheScreen(page);
  await keepScreenshot(page, "verification-375-passed.png");
  expect(await seriousA11yViolations(page, dialog)).toEqual([]);
  await dialog.getByRole("button", { name: "Done" }).click();

  await expect(photoCard(page, "Your main photo").getByText("Verified")).toBeVisible();
  await expect(page.getByText(/You verified with a selfie on/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Verify again" })).toBeVisible();
  await fitsTheScreen(page);
  await keepScreenshot(page, "verification-375-profile.png", { fullPage: true });
});

test("a different face is refused, and the member is told which photo didn't match", async ({
  page,
  member,
}) => {
  test.setTimeout(200_000);
  void member;
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/profile");
  await addPhoto(page, "woman");

  let dialog = await verifyWithCamera(page, "Verify your photos");
  await expect(
    dialog.getByText("Your photo didn't match your selfie, so it isn't marked verified."),
  ).toBeVisible();
  await fitsTheScreen(page);
  await keepScreenshot(page, "verification-320-refused.png");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(photoCard(page, "Your main photo").getByText("Verified")).toBeHidden();

  await addPhoto(page, "man");
  dialog = await verifyWithCamera(page, "Verify your photos");
  await expect(
    dialog.getByText("1 of your 2 photos is verified. Your 1st photo didn't match your selfie."),
  ).toBeVisible();
  await keepScreenshot(page, "verification-320-partial.png");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(photoCard(page, "Your photo 2").getByText("Verified")).toBeVisible();
  await expect(
    photoCard(page, "Your main photo").getByText("Not verified: didn't match your selfie"),
  ).toBeVisible();
  await fitsTheScreen(page);
  await keepScreenshot(page, "verification-320-profile.png", { fullPage: true });
});

test("a denied or missing camera is said plainly, and nothing is sent", async ({
  page,
  member,
}) => {
  void member;
  await page.setViewportSize({ width: 320, height: 740 });
  // The browser's answer when the member refuses the camera, then when there is none.
  await page.addInitScript(() => {
    const answers = ["NotAllowedError", "NotFoundError"];
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("no camera for you", answers.shift() ?? "NotFoundError"));
  });
  await page.goto("/profile");
  await addPhoto(page, "man");
  let challenges = 0;
  page.on("request", (r) => r.url().includes("/verification/challenge") && challenges++);
  await page.getByRole("button", { name: "Verify your photos" }).click();
  const dialog = page.getByRole("dialog", { name: "Verify your photos" });
  await dialog.getByRole("button", { name: "Start the camera" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Camera access was denied. Allow the camera for Vouch in your browser's settings, then try again.",
  );
  await fitsTheScreen(page);
  await keepScreenshot(page, "verification-320-denied.png");
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "No camera was found on this device. Verify your photos from a phone with a front camera.",
  );
  expect(challenges).toBe(0);
});
