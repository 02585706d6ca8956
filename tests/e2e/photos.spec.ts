import sharp from "sharp";
import type { Page } from "@playwright/test";
import {
  expect,
  fitsTheScreen,
  seriousA11yViolations,
  test,
  toast,
  keepScreenshot,
} from "./fixtures";
import { matchedPair } from "./pairing-helpers";

// The server's first photo waits for the nudity model to load in its thread (~6 s alone, far
// longer on a machine shared with other runs).
test.describe.configure({ timeout: 120_000 });

/** A phone-sized portrait photo, as a camera would hand it over. */
async function photoFile(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({
    create: { width: 1200, height: 1600, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function addPhoto(page: Page, file: Awaited<ReturnType<typeof photoFile>>) {
  await page.getByLabel("Add photo").setInputFiles(file);
  const frame = page.getByRole("dialog", { name: "Frame your photo" });
  await expect(frame).toBeVisible();
  await frame.getByRole("button", { name: "Use photo" }).click();
  // The server's first photo may wait for the nudity model to finish loading (seconds, more on a
  // machine busy with other runs); the next ones take a fraction of a second more.
  await expect(toast(page).filter({ hasText: "Photo added" })).toBeVisible({ timeout: 60_000 });
  await expect(frame).toBeHidden();
}

/** Whether an image has arrived and been drawn (not only its placeholder). */
const loaded = (page: Page, name: string) =>
  expect
    .poll(() =>
      page.getByRole("img", { name }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

test("a member adds, frames, reorders and deletes photos; their match sees the main one live", async ({
  browser,
}) => {
  const { nora, sam } = await matchedPair(browser);
  try {
    await nora.page.setViewportSize({ width: 375, height: 740 });
    await sam.page.goto("/matching?tab=history");
    const card = sam.page.getByRole("button", { name: /^Open conversation with Nora Quinn/ });
    await expect(card).toBeVisible();
    await expect(card.locator('img[src*="/api/photos/"]')).toHaveCount(0);

    await nora.page.goto("/profile");
    await expect(
      nora.page.getByText("Add a photo so friends can introduce the real you."),
    ).toBeVisible();

    // Not a photo: said at once, nothing sent.
    await nora.page.getByLabel("Add photo").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a photo"),
    });
    await expect(toast(nora.page).filter({ hasText: "That file isn't a photo" })).toBeVisible();

    await addPhoto(nora.page, await photoFile("first.jpg", { r: 190, g: 110, b: 90 }));
    await loaded(nora.page, "Your main photo");
    await expect(nora.page.getByText("1 of 6.")).toBeVisible();
    // Her match's list shows it without a reload.
    await expect(card.locator('img[src*="/api/photos/"]')).toHaveCount(1);

    await addPhoto(nora.page, await photoFile("second.jpg", { r: 60, g: 120, b: 170 }));
    await loaded(nora.page, "Your photo 2");
    const mainBefore = await nora.page
      .getByRole("img", { name: "Your main photo" })
      .getAttribute("src");
    await nora.page.getByRole("button", { name: "Make photo 2 your main photo" }).click();
    await expect(toast(nora.page).filter({ hasText: "Main photo changed" })).toBeVisible();
    await expect(nora.page.getByRole("img", { name: "Your photo 2" })).toHaveAttribute(
      "src",
      mainBefore!,
    );

    await fitsTheScreen(nora.page);
    expect(await seriousA11yViolations(nora.page)).toEqual([]);
    await fitsTheScreen(nora.page, 320);

    await nora.page.getByRole("button", { name: "Delete photo 1" }).click();
    const confirm = nora.page.getByRole("alertdialog", { name: "Delete this photo?" });
    await confirm.getByRole("button", { name: "Delete photo" }).click();
    await expect(toast(nora.page).filter({ hasText: "Photo deleted" })).toBeVisible();
    await expect(nora.page.getByText("1 of 6.")).toBeVisible();
    await expect(nora.page.getByRole("img", { name: "Your main photo" })).toHaveAttribute(
      "src",
      mainBefore!,
    );

    // Her match opens her profile: the gallery, each photo reportable, and her own words, read
    // when it opens (Text History's rows don't carry them).
    const saved = await nora.page.request.patch("/api/profile", {
      data: {
        prompts: [{ prompt: "perfect-friday", answer: "Oysters, then a late film." }],
        interests: ["music"],
      },
    });
    expect(saved.status()).toBe(200);
    await sam.page.reload();
    await card.click();
    await sam.page.getByRole("button", { name: "Conversation options" }).click();
    await sam.page.getByRole("menuitem", { name: "View profile" }).click();
    const gallery = sam.page.getByRole("region", { name: "Photos of Nora Quinn" });
    await expect(gallery.getByRole("img")).toHaveCount(1);
    await loaded(sam.page, "Nora Quinn, photo 1 of 1");
    const profile = sam.page.getByRole("dialog", { name: "Nora Quinn" });
    await expect(profile.getByText("Oysters, then a late film.")).toBeVisible();
    await expect(profile.getByRole("list", { name: "Interests" })).toHaveText("Music");
    await keepScreenshot(sam.page, "partner-profile.png");

    // Reporting a photo offers to block its owner too.
    await gallery.getByRole("button", { name: "Report photo 1 of Nora Quinn" }).click();
    const report = sam.page.getByRole("dialog", { name: "Report Nora Quinn's photo" });
    await expect(report.getByRole("checkbox", { name: "Also block Nora" })).toBeVisible();
  } finally {
    await nora.close();
    await sam.close();
  }
});
