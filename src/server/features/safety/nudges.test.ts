import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MessagesPage, SendMessageResponse } from "#shared/schemas/chat";
import { liveEventSchema } from "#shared/schemas/live";
import { messages } from "../../db/schema";
import { openLive } from "#tests/support/live-stream";
import { match } from "#tests/support/matching-factories";
import { useTestApp, type TestMember } from "#tests/support/test-app";

const t = useTestApp();
const DAY = 86_400_000;

async function send(member: TestMember, matchId: string, text: string) {
  const res = await t().request(`/api/chat/conversations/${matchId}/messages`, {
    as: member,
    json: { text },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SendMessageResponse;
}

async function thread(member: TestMember, matchId: string) {
  const res = await t().request(`/api/chat/conversations/${matchId}/messages`, { as: member });
  expect(res.status).toBe(200);
  return ((await res.json()) as MessagesPage).messages;
}

describe("nudges", () => {
  it("a message asking to move off Vouch early on shows its reader a note, never its sender", async () => {
    const mia = await t().member({ name: "Mia Rossi" });
    const jordan = await t().member({ name: "Jordan Park" });
    const m = await match(t(), mia, jordan, new Date(Date.now() - DAY));
    const miaLive = await openLive(t(), mia);
    const jordanLive = await openLive(t(), jordan);

    const plain = await send(jordan, m.id, "Hi Mia! How was your week?");
    const asking = await send(jordan, m.id, "let's move to WhatsApp, I'm hardly on here");

    expect(asking.message).not.toHaveProperty("safetyNote");
    const [stored] = await t()
      .db.select({ nudge: messages.nudge })
      .from(messages)
      .where(eq(messages.id, asking.message.id));
    expect(stored?.nudge).toBe(true);

    const miaSees = await thread(mia, m.id);
    expect(miaSees.find((x) => x.id === asking.message.id)?.safetyNote).toBe(true);
    expect(miaSees.find((x) => x.id === plain.message.id)).not.toHaveProperty("safetyNote");
    for (const x of await thread(jordan, m.id)) expect(x).not.toHaveProperty("safetyNote");

    // The live event carries the plain message, but not the flagged one: each side fetches it.
    for (const live of [miaLive, jordanLive]) {
      const first = liveEventSchema.parse(await live.next((e) => e.type === "message.created"));
      const second = liveEventSchema.parse(await live.next((e) => e.type === "message.created"));
      expect(first).toMatchObject({ data: { message: { id: plain.message.id } } });
      expect(second).toEqual({ type: "message.created", data: { matchId: m.id } });
      await live.close();
    }
  });

  it("after the match's first days, the same ask gets no note", async () => {
    const mia = await t().member({ name: "Mia Rossi" });
    const jordan = await t().member({ name: "Jordan Park" });
    const m = await match(t(), mia, jordan, new Date(Date.now() - 4 * DAY));
    const sent = await send(jordan, m.id, "can you send me $200 for the tickets?");
    const [seen] = await thread(mia, m.id);
    expect(seen?.id).toBe(sent.message.id);
    expect(seen).not.toHaveProperty("safetyNote");
  });
});
