import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAYMENT_TEXT } from "#shared/texts";
import { translatorFor } from "#shared/i18n/i18n";
import { startServer, stopServer, type ChildServer } from "#tests/support/child-server";
import { StripeStandIn } from "#tests/support/stripe-stand-in";
import {
  expect,
  fitsTheScreen,
  keepScreenshot,
  seriousA11yViolations,
  test,
  uniqueEmail,
} from "./fixtures";

/**
 * Paying for hearts. The shared browser-test server has no Stripe keys (the demo top-up, as
 * every other spec expects), so the paid journey runs against a server of its own pointed at a
 * local Stripe stand-in, whose Checkout page "pays" at once and sends the signed webhook.
 */
test.describe("with Stripe keys", () => {
  test.describe.configure({ timeout: 120_000 });
  let stripe: StripeStandIn;
  let server: ChildServer;
  let dataDir: string;
  let base = "";

  test.beforeAll(async () => {
    stripe = await StripeStandIn.start();
    dataDir = mkdtempSync(join(tmpdir(), "vouch-payments-e2e-"));
    server = await startServer({
      ...stripe.env,
      DATA_DIR: dataDir,
      CLIENT_DIR: process.env.CLIENT_DIR ?? "dist/client",
      LIVE_HEARTBEAT_MS: "2000",
    });
    // Stripe sends the member back to the server's own address, so the browser uses that one.
    base = server.url.replace("127.0.0.1", "localhost");
    stripe.webhookUrl = `${server.url}/api/hearts/stripe-webhook`;
    // Back on the hearts screen before the webhook arrives, as happens with Stripe.
    stripe.webhookDelayMs = 2000;
  });

  test.afterAll(async () => {
    if (server) await stopServer(server, "SIGTERM");
    await stripe?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("a member pays on Checkout; the webhook's hearts and the receipt arrive live", async ({
    page,
  }) => {
    const res = await page.request.post(`${base}/api/account/sign-up`, {
      data: {
        email: uniqueEmail("payer"),
        password: "correct horse battery",
        name: "Robin Vale",
        age: 29,
        pronouns: "they/them",
        sexuality: "queer",
        neighborhood: "Chelsea",
        gender: "nonbinary",
        interestedIn: ["woman", "man", "nonbinary"],
        ageMin: 18,
        ageMax: 99,
        lookingFor: "relationship",
      },
    });
    expect(res.status(), await res.text()).toBe(201);

    await page.goto(`${base}/hearts`);
    await expect(page.getByRole("heading", { level: 1, name: "Your Hearts" })).toBeVisible();
    await expect(page.getByTestId("wallet-balance")).toHaveText("0");
    await expect(page.getByText(PAYMENT_TEXT.demo)).toHaveCount(0);

    await page.getByRole("button", { name: "Top Up Hearts" }).click();
    const dialog = page.getByRole("dialog", { name: "Top Up Hearts" });
    await expect(dialog.getByText("You pay on Stripe's secure checkout page")).toBeVisible();
    await expect(dialog.getByText("This is a demo")).toHaveCount(0);
    await keepScreenshot(page, "payments-375-dialog.png");
    await dialog.getByRole("button", { name: "Pay $10 for 25 hearts" }).click();

    // Checkout (the stand-in) takes the payment and sends the member back at once.
    await expect(page).toHaveURL(/\/hearts\?payment=paid&ref=/);
    const notice = page.getByTestId("payment-return");
    await expect(notice).toHaveText(PAYMENT_TEXT.pending);
    await keepScreenshot(page, "payments-375-pending.png");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The webhook credits: the screen updates without a reload.
    await expect(notice).toHaveText(PAYMENT_TEXT.credited(translatorFor("en"), 25), {
      timeout: 15_000,
    });
    await expect(page.getByTestId("wallet-balance")).toHaveText("25");
    const row = page.getByRole("listitem").filter({ hasText: "Bought 25 hearts ($10)" });
    await expect(row).toContainText("+25");
    const session = stripe.latest();
    await expect(row.getByRole("link", { name: /^Receipt/ })).toHaveAttribute(
      "href",
      session.receipt_url,
    );
    await keepScreenshot(page, "payments-375-credited.png", { fullPage: true });
    await fitsTheScreen(page);

    await page.setViewportSize({ width: 320, height: 700 });
    await fitsTheScreen(page, 320);
    await row.scrollIntoViewIfNeeded();
    await keepScreenshot(page, "payments-320-credited.png");

    // A refund in Stripe takes the hearts back, live too.
    expect((await stripe.deliver(stripe.refunded(session.id))).status).toBe(200);
    await expect(page.getByTestId("wallet-balance")).toHaveText("0");
    await expect(
      page.getByRole("listitem").filter({ hasText: "Payment refunded: 25 hearts ($10)" }),
    ).toContainText("−25");

    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/hearts$/);

    await page.goto(`${base}/hearts?payment=cancelled`);
    await expect(page.getByTestId("payment-return")).toHaveText(PAYMENT_TEXT.cancelled);
  });
});

test("without Stripe keys the top-up is the labelled demo", async ({ page, member: _member }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/hearts");
  await expect(page.getByText(PAYMENT_TEXT.demo)).toBeVisible();
  await fitsTheScreen(page, 320);
  await keepScreenshot(page, "payments-320-demo.png", { fullPage: true });
  await page.getByRole("button", { name: "Top Up Hearts" }).click();
  const dialog = page.getByRole("dialog", { name: "Top Up Hearts" });
  await expect(dialog.getByText("This is a demo: the payment is simulated")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Buy 25 hearts for $10" })).toBeEnabled();
});
