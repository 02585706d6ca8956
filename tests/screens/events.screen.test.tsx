import { describe, expect, it } from "vitest";
import type { EventList } from "#shared/schemas/events";
import { useTestApp } from "#tests/support/test-app";
import { clearPage, findToast, openScreen, screen, within } from "#tests/support/screen";

const t = useTestApp();

describe("the events screen", () => {
  it("too few hearts: said before confirming, with a way to top up", async () => {
    expect((await t().request("/api/seed", { json: {} })).status).toBe(200);
    const member = await t().member();
    const { events } = (await (
      await t().request("/api/events", { as: member })
    ).json()) as EventList;
    const event = events.find(
      (e) =>
        e.depositRequired > 0 && e.seatsLeft > 0 && new Date(e.startsAt).getTime() > Date.now(),
    )!;
    const { user, path } = openScreen(t(), `/events?event=${event.id}`, { as: member });
    const dialog = await screen.findByRole("dialog", { name: event.title });
    expect(
      await within(dialog).findByText(`You need ${event.depositRequired} more`, { exact: false }),
    ).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: /^RSVP/ })).toBeNull();
    // Topping up keeps the member on the event: the top-up opens over it, and RSVP follows.
    await user.click(within(dialog).getByRole("button", { name: "Top up hearts" }));
    const topUp = await screen.findByRole("dialog", { name: "Top Up Hearts" });
    await user.click(within(topUp).getAllByRole("button", { name: /^Buy / })[0]!);
    expect(await findToast("Hearts added")).toBeVisible();
    await expect.poll(() => screen.queryByRole("dialog", { name: "Top Up Hearts" })).toBeNull();
    expect(path()).toBe(`/events?event=${event.id}`);
    expect(
      await within(await screen.findByRole("dialog", { name: event.title })).findByRole("button", {
        name: /^RSVP · hold/,
      }),
    ).toBeVisible();
  });

  it("a bad event link says the event isn't available, with the way back to the events", async () => {
    const member = await t().member();
    for (const id of ["not-an-event", "7d9f3c0e-8a1b-4c2d-9e3f-0a1b2c3d4e5f", ""]) {
      const { user, path } = openScreen(t(), `/events?event=${id}`, { as: member });
      const dialog = await screen.findByRole("dialog", { name: "This event isn't available" });
      expect(within(dialog).queryByText(/No such API route/)).toBeNull();
      expect(within(dialog).queryByRole("button", { name: "Try again" })).toBeNull();
      await user.click(within(dialog).getByRole("button", { name: "Back to events" }));
      await expect
        .poll(() => screen.queryByRole("dialog", { name: "This event isn't available" }))
        .toBeNull();
      expect(path()).toBe("/events");
      expect(
        await screen.findByRole("heading", { level: 1, name: "Friday Night Events" }),
      ).toBeVisible();
      clearPage();
    }
  });
});
