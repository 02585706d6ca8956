import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { queryRows } from "../../db/client";

const t = useTestApp();

const ready = async () => {
  const res = await t().request("/api/ready");
  return { status: res.status, body: (await res.json()) as { status: string; reason?: string } };
};

describe("GET /api/ready", () => {
  it("is ready while the database answers with every migration applied", async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: "ready" } });
  });

  it("is not ready on a database that lacks this release's newest migration", async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t().db,
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t().db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { status: "unready", reason: "migrations" },
      });
    } finally {
      await t().db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it("fails once the process is stopping, and its live streams are told to reconnect and end", async () => {
    const member = await t().member();
    const res = await fetch(`${await t().served()}/api/live`, {
      headers: { cookie: member.cookie },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes('"ready"')) text += decoder.decode((await reader.read()).value);

    t().deps.drain.begin();
    expect(await ready()).toEqual({ status: 503, body: { status: "unready", reason: "draining" } });

    t().deps.drain.endStreams();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    const retry = /^retry: (\d+)$/m.exec(text);
    expect(Number(retry?.[1])).toBeGreaterThanOrEqual(1000);
    expect(Number(retry?.[1])).toBeLessThanOrEqual(2000);
  });
});
