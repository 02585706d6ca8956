import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { renderScreen } from "../../client/app/render-screen";
import { queryRows } from "../db/client";
import { seedDemoData } from "../features/seed";
import { asMember } from "./screen-renderer";

const t = useTestApp();
const ORIGIN = "http://localhost";

/**
 * Each drawn screen declares what it reads (its page's `screenQueries`): the drawing
 * waits for those, then draws once. A read it didn't declare isn't drawn at all (the member gets
 * the loading screen, and a warning, which fails a test): so every screen here must come back
 * drawn, for members with and without debriefs, suggestions and conversations, and with the
 * address's own choices (an open conversation, friend, event or explored member).
 */
describe("the server's drawing of a member's first screen", () => {
  it("draws each screen in one pass from what its route declares", async () => {
    await seedDemoData(t().db, { now: new Date(), members: 30 });
    const members = await queryRows<{ id: string }>(
      t().db,
      sql`select p.id from profiles p join "user" u on u.id = p.id where p.is_demo order by u.email limit 2`,
    );
    for (const { id } of members) {
      const cookie = await t().sessionCookie(id);
      const get = async <T>(path: string) =>
        (await (await t().request(path, { headers: { cookie } })).json()) as T;
      const { conversations } = await get<{ conversations: { matchId: string }[] }>(
        "/api/chat/conversations",
      );
      const { friends } = await get<{ friends: { id: string }[] }>("/api/circle");
      const { events } = await get<{ events: { id: string }[] }>("/api/events");
      const explore = await get<{ member: { id: string } | null }>("/api/pairing/explore");
      const { member: unlocked } = await get<{ member: { id: string } | null }>(
        "/api/pairing/explore?skip=" + explore.member?.id,
      );
      // Explore shows an unlocked member's profile view too.
      const unlock = await t().request("/api/pairing/unlocks", {
        headers: { cookie },
        json: { memberId: unlocked?.id },
      });
      expect(unlock.ok).toBe(true);
      const paths = [
        "/home",
        "/circle",
        "/matching",
        "/pairing",
        "/clubs",
        "/events",
        "/hearts",
        "/safety",
        "/settings",
        "/notifications",
        "/profile",
        `/matching?tab=history&chat=${conversations[0]?.matchId}`,
        `/circle?friend=${friends[0]?.id}`,
        `/events?event=${events[0]?.id}`,
        `/pairing?member=${explore.member?.id}`,
        `/pairing?member=${unlocked?.id}`,
        "/pairing?tab=suggestions",
      ];
      for (const path of paths) {
        const drawn = await renderScreen(
          new URL(path, ORIGIN),
          asMember((request) => t().app.fetch(request), ORIGIN, cookie),
        );
        expect(drawn?.markup ?? "not drawn", path).toContain("<h1");
      }
    }
  }, 120_000);
});
