import { QueryClient, QueryObserver, type QueryKey } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import type { Message } from "@/shared/schemas/chat";
import type { SessionResponse } from "@/shared/schemas/account";
import { applyChange } from "./changes";
import { mutationKeys, queryKeys } from "./query-keys";

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

function newClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  return client;
}

/** A screen showing `queryKey`: counts how often its request is made. */
async function onScreen(client: QueryClient, queryKey: QueryKey, data: unknown = {}) {
  const screen = { fetches: 0 };
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: async () => {
      screen.fetches++;
      return data;
    },
  });
  observer.subscribe(() => {});
  await expect.poll(() => screen.fetches).toBe(1);
  return screen;
}

const message: Message = {
  id: 7,
  matchId: "m1",
  senderId: "u1",
  text: "Hi!",
  sentAt: "2026-11-26T12:00:00.000Z",
};

describe("a change", () => {
  it("that arrives twice (a send's answer, then its echo on the live stream) is fetched for once", async () => {
    const client = newClient();
    const conversations = await onScreen(client, queryKeys.chat.conversations, {
      conversations: [],
    });
    const home = await onScreen(client, queryKeys.home);
    await applyChange(client, { type: "message.created", data: { matchId: "m1", message } });
    await applyChange(client, { type: "message.created", data: { matchId: "m1", message } });
    expect(conversations.fetches).toBe(2);
    expect(home.fetches).toBe(2);

    await applyChange(client, {
      type: "message.created",
      data: { matchId: "m1", message: { ...message, id: 8 } },
    });
    expect(conversations.fetches).toBe(3);
  });

  it("refreshes only what it touches: a certification leaves Text History alone", async () => {
    const client = newClient();
    const conversations = await onScreen(client, queryKeys.chat.conversations);
    const clubs = await onScreen(client, queryKeys.clubs);
    await applyChange(client, { type: "certification.created" });
    expect(clubs.fetches).toBe(2);
    expect(conversations.fetches).toBe(1);
  });

  it("puts a message at the end of its open thread, once", async () => {
    const client = newClient();
    client.setQueryData(queryKeys.chat.messages("m1"), {
      pages: [{ messages: [], olderCursor: null }],
      pageParams: [0],
    });
    await applyChange(client, { type: "message.created", data: { matchId: "m1", message } });
    await applyChange(client, { type: "message.created", data: { matchId: "m1", message } });
    const thread = client.getQueryData<{ pages: { messages: Message[] }[] }>(
      queryKeys.chat.messages("m1"),
    );
    expect(thread?.pages[0]?.messages.map((m) => m.id)).toEqual([7]);
  });

  it("'account deleted' signs the tab out, unless this tab is the one deleting it", async () => {
    const client = newClient();
    const signedIn = { user: { id: "u1" }, profileToComplete: null } as unknown as SessionResponse;
    client.setQueryData(queryKeys.session, signedIn);
    const deletion = client.getMutationCache().build(client, {
      mutationKey: mutationKeys.deleteAccount,
      mutationFn: () => new Promise(() => {}),
    });
    void deletion.execute(undefined);
    await applyChange(client, { type: "account.deleted" });
    expect(client.getQueryData<SessionResponse>(queryKeys.session)?.user).not.toBeNull();

    client.getMutationCache().remove(deletion);
    await applyChange(client, { type: "account.deleted" });
    expect(client.getQueryData<SessionResponse>(queryKeys.session)?.user).toBeNull();
  });

  it("'profile unlocked' shows the member's photo on Explore's card at once, and no one else's", async () => {
    const client = newClient();
    const photo = { id: "p".repeat(22), placeholder: "", width: 600, height: 800, verified: false };
    const card = (id: string) => ({ me: {}, member: { id, mainPhoto: null, details: null } });
    client.setQueryData(queryKeys.pairing.exploreOf({ member: "x" }), card("x"));
    client.setQueryData(queryKeys.pairing.exploreOf({ member: "y" }), card("y"));
    const profileView = await onScreen(client, queryKeys.members.profile("x"));
    await applyChange(client, {
      type: "profile.unlocked",
      data: { memberId: "x", mainPhoto: photo },
    });
    const shown = (id: string) =>
      client.getQueryData<{ member: { mainPhoto: unknown } }>(
        queryKeys.pairing.exploreOf({ member: id }),
      )?.member.mainPhoto;
    expect(shown("x")).toEqual(photo);
    expect(shown("y")).toBeNull();
    expect(profileView.fetches).toBe(2);
  });
});
