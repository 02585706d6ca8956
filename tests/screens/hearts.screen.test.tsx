import { describe, expect, it } from "vitest";
import type { ConversationsResponse } from "#shared/schemas/chat";
import type { Explore } from "#shared/schemas/pairing";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { fill, findToast, openScreen, screen, within } from "#tests/support/screen";

const t = useTestApp();

const TOP_UP = "/api/hearts/top-up";

/** The innermost element whose text includes `text`, though words of it are set apart. */
const saying = (text: string) =>
  screen.findByText(
    (_, el) =>
      Boolean(el?.textContent?.includes(text)) &&
      ![...(el?.children ?? [])].some((child) => child.textContent?.includes(text)),
  );

async function wallet(as: TestMember) {
  return (await (await t().request("/api/hearts", { as })).json()) as {
    balance: number;
    transactions: unknown[];
  };
}

describe("the hearts screen", () => {
  it("top up: the busy payment, one purchase, and the header balance updated without a reload", async () => {
    const member = await t().signUp({ name: "Robin Vale" });
    const { user } = openScreen(t(), "/home", {
      as: member,
      // Scoring a payment takes a moment: long enough to see the button busy.
      stand: async (request) => {
        if (new URL(request.url).pathname === TOP_UP)
          await new Promise((resolve) => setTimeout(resolve, 300));
        return undefined;
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Robin" })).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Hearts wallet: 0" }));
    await user.click(await screen.findByRole("link", { name: "View Transaction History" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your Hearts" })).toBeVisible();
    expect(await screen.findByText("No transactions yet", { exact: false })).toBeVisible();
    expect(screen.getByText("Earn by making successful matches", { exact: false })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Top Up Hearts" }));
    const dialog = await screen.findByRole("dialog", { name: "Top Up Hearts" });
    expect(within(dialog).getAllByRole("radio")).toHaveLength(4);
    expect(within(dialog).getByText("Popular")).toBeVisible();
    expect(within(dialog).getByRole("radio", { name: /25 hearts · \$10/ })).toBeChecked();
    await user.click(within(dialog).getByText("hearts · $18", { exact: false }));
    await expect
      .poll(() => within(dialog).getByRole("radio", { name: /50 hearts · \$18/ }))
      .toBeChecked();

    await user.click(within(dialog).getByRole("button", { name: "Buy 50 hearts for $18" }));
    expect(
      await within(dialog).findByRole("button", { name: "Processing payment..." }),
    ).toBeDisabled();
    expect(await findToast("Hearts added")).toBeVisible();
    await expect.poll(() => screen.queryByRole("dialog", { name: "Top Up Hearts" })).toBeNull();

    await expect.poll(() => screen.getByTestId("wallet-balance").textContent).toBe("50");
    expect(await screen.findByRole("link", { name: "Your hearts: 50" })).toBeVisible();
    const row = (await screen.findByText("Bought 50 hearts ($18)", { exact: false })).closest(
      "li",
    )!;
    expect(row).toHaveTextContent("Purchased");
    expect(row).toHaveTextContent("+50");
    expect(row).toHaveTextContent("Balance 50");

    await user.click(screen.getByRole("link", { name: "Back" }));
    expect(await screen.findByRole("button", { name: "Hearts wallet: 50" })).toBeVisible();
  });

  it("a purchase whose answer was lost is retried with the same key and credited once", async () => {
    const member = await t().member();
    const keys: string[] = [];
    const { user } = openScreen(t(), "/hearts", {
      as: member,
      stand: async (request) => {
        if (new URL(request.url).pathname !== TOP_UP) return undefined;
        keys.push(((await request.clone().json()) as { idempotencyKey: string }).idempotencyKey);
        if (keys.length > 1) return undefined;
        await t().app.fetch(request); // the server takes the payment…
        throw new TypeError("Failed to fetch"); // …but the answer never arrives
      },
    });
    await user.click(await screen.findByRole("button", { name: "Top Up Hearts" }));
    await user.click(await screen.findByRole("button", { name: "Buy 25 hearts for $10" }));
    expect(await findToast("Hearts added")).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect.poll(() => screen.getByTestId("wallet-balance").textContent).toBe("25");
    const after = await wallet(member);
    expect(after.balance).toBe(25);
    expect(after.transactions).toHaveLength(1);
  });

  it("after a top-up, Make a Match shows the new balance without a reload", async () => {
    const friends = (names: string[]) =>
      names.map((name) => ({ name, gender: "she/her", sexuality: "bisexual" }));
    const robin = await t().signUp({ name: "Robin Vale" });
    const nora = await t().signUp({ name: "Nora Quinn" });
    for (const [as, names] of [
      [robin, ["Sofia Alvarez", "Liam Brooks", "Ava Thompson", "Noah Kim"]],
      [nora, ["Maya Chen"]],
    ] as const) {
      const res = await t().request("/api/circle", { as, json: { friends: friends([...names]) } });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    // Today's free pairings used up, so the Suggest dialog quotes the balance.
    const explore = (await (
      await t().request(`/api/pairing/explore?member=${nora.id}`, { as: robin })
    ).json()) as Explore;
    for (const mine of explore.me.friends.slice(0, 3)) {
      const res = await t().request("/api/pairing/suggestions", {
        as: robin,
        json: {
          myFriendId: mine.id,
          theirFriendId: explore.member!.friends[0]!.id,
          reason: "Both would queue an hour for dumplings.",
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }

    const { user, router } = openScreen(t(), `/pairing?member=${nora.id}`, { as: robin });
    const expectBalanceOnPairing = async (balance: number) => {
      expect(await saying(`Your balance: ${balance} hearts`)).toBeVisible();
      await user.click(await screen.findByRole("button", { name: "Noah Kim" }));
      await user.click(await screen.findByRole("button", { name: "Pair with Noah" }));
      const dialog = await screen.findByRole("dialog", { name: "Suggest a Match" });
      expect(within(dialog).getByTestId("pairing-cost")).toHaveTextContent(
        new RegExp(`^3 hearts · today's 3 free pairings are used \\(you have ${balance}\\)$`),
      );
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await expect.poll(() => screen.queryByRole("dialog", { name: "Suggest a Match" })).toBeNull();
    };
    expect(await screen.findByRole("heading", { name: "Pair your friends" })).toBeVisible();
    await expectBalanceOnPairing(0);

    await user.click(screen.getByRole("link", { name: "Your hearts: 0" }));
    await user.click(await screen.findByRole("button", { name: "Top Up Hearts" }));
    await user.click(await screen.findByRole("button", { name: "Buy 25 hearts for $10" }));
    expect(await findToast("Hearts added")).toBeVisible();
    await expect.poll(() => screen.getByTestId("wallet-balance").textContent).toBe("25");

    await router.navigate(-1);
    expect(await screen.findByRole("heading", { name: "Nora Quinn" })).toBeVisible();
    expect(await screen.findByRole("link", { name: "Your hearts: 25" })).toBeVisible();
    await expectBalanceOnPairing(25);
  });

  it("a first message's heart shows on every screen without a reload", async () => {
    const seeded = await t().request("/api/seed", { json: {} });
    expect(seeded.status).toBe(200);
    const { users } = (await seeded.json()) as { users: { id: string; name: string }[] };
    // The seed gives Ada a match made yesterday with no messages yet: her first earns a heart.
    const found = users.find((u) => u.name === "Ada Brennan")!;
    const ada = { ...found, email: "", cookie: await t().sessionCookie(found.id) };
    const { conversations } = (await (
      await t().request("/api/chat/conversations", { as: ada })
    ).json()) as ConversationsResponse;
    const fresh = conversations.find(
      (c) => c.lastMessage === null && Date.now() - Date.parse(c.matchedAt) < 40 * 3_600_000,
    );
    expect(fresh, "a new match without messages").toBeTruthy();
    const before = (await wallet(ada)).balance;

    const { user } = openScreen(t(), "/home", { as: ada });
    expect(await screen.findByRole("button", { name: `Hearts wallet: ${before}` })).toBeVisible();
    await user.click(within(screen.getByRole("main")).getByRole("link", { name: "Make a Match" }));
    expect(await saying(`Your balance: ${before} hearts`)).toBeVisible();

    await user.click(screen.getByRole("link", { name: "Back" }));
    await user.click(await screen.findByRole("link", { name: "Match for You" }));
    await user.click(await screen.findByRole("tab", { name: /Text History/ }));
    await user.click(
      await screen.findByRole("button", {
        name: new RegExp(`^Open conversation with ${fresh!.partner.name}`),
      }),
    );
    const message = await screen.findByRole("textbox", { name: "Message" });
    await fill(user, message, "Hello! Coffee this week?");
    await user.keyboard("{Enter}");
    await expect.poll(() => message).toHaveValue("");
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("link", { name: `Your hearts: ${before + 1}` })).toBeVisible();

    await user.click(screen.getByRole("link", { name: "Back" }));
    expect(
      await screen.findByRole("button", { name: `Hearts wallet: ${before + 1}` }),
    ).toBeVisible();
    await user.click(within(screen.getByRole("main")).getByRole("link", { name: "Make a Match" }));
    expect(await saying(`Your balance: ${before + 1} hearts`)).toBeVisible();
    await user.click(screen.getByRole("link", { name: `Your hearts: ${before + 1}` }));
    await expect
      .poll(() => screen.queryByTestId("wallet-balance")?.textContent)
      .toBe(String(before + 1));
    expect(
      (await screen.findAllByText("First message within 48 hours", { exact: false }))[0]!.closest(
        "li",
      ),
    ).toBeVisible();
  });
});
