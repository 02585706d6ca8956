// Temporary interleaved A/B of screen reads between two trees (not committed).
import { spawnSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { openPglite, queryRows } from "./src/server/db/client";
import { freshDataDir, load, signIn, startServer } from "./bench/support";

const TREES = [
  ["before", "/work/wt/base"],
  ["after", "/work/main"],
] as const;
const SCREENS = [
  ["/api/home", "home"],
  ["/api/matching/suggestions", "Match for You"],
  ["/api/chat/conversations", "Text History"],
  ["/api/pairing/explore", "Explore"],
  ["/api/pairing/suggestions", "pairing lists"],
] as const;
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const here = process.cwd();
const worlds = [];
for (const [name, dir] of TREES) {
  process.chdir(dir);
  const dataDir = freshDataDir();
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "src/server/seed-cli.ts"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (seeded.status !== 0) throw new Error(seeded.stderr);
  const pglite = await openPglite({ dataDir });
  const [first] = await queryRows<{ email: string }>(
    pglite.db,
    sql`select u.email from "user" u join profiles p on p.id = u.id where p.is_demo order by u.email limit 1`,
  );
  await pglite.close();
  const server = await startServer({ AUTH_RATE_LIMIT: "100000" }, { dataDir });
  const cookie = await signIn(server.url, first!.email, "vouch-demo-2026");
  worlds.push({ name, server, cookie, runs: new Map<string, number[]>() });
  process.chdir(here);
}
for (let round = 0; round < ROUNDS; round++)
  for (const [path, label] of SCREENS)
    for (const enc of ["plain", "br"])
      for (const w of round % 2 ? [...worlds].reverse() : worlds) {
        const headers: Record<string, string> = { cookie: w.cookie };
        if (enc === "br") headers["accept-encoding"] = "br, gzip";
        const r = await load(`${w.server.url}${path}`, { seconds: 3, headers });
        const key = `${label} ${enc}`;
        w.runs.set(key, [...(w.runs.get(key) ?? []), r.rps]);
      }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const key of worlds[0]!.runs.keys()) {
  const [a, b] = worlds.map((w) => median(w.runs.get(key)!));
  console.log(`${key.padEnd(22)} before ${Math.round(a!)}  after ${Math.round(b!)}  ${(((b! - a!) / a!) * 100).toFixed(0)} %`);
}
for (const w of worlds) await w.server.stop();
