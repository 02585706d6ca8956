// Photos: a 12-megapixel phone JPEG processed into every size (median of several runs, in
// process), and a card's photo served to a match through the started server (autocannon,
// 10 connections), each printed beside its goal.
import { spawnSync } from "node:child_process";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { openPglite, queryRows } from "../src/server/db/client";
import { processPhoto } from "../src/server/features/photos/process";
import { photoSrc } from "#shared/constants";
import type { ConversationsResponse } from "#shared/schemas/chat";
import { freshDataDir, load, signIn, startServer } from "./support";
import { report } from "./report";

const GOAL = { processMs: 1000, rps: 1000, p99: 25 };
const RUNS = 5;

// A phone photo: 4000×3000, detailed enough to compress like one, with EXIF and an orientation.
const width = 4000;
const height = 3000;
const pixels = Buffer.alloc(width * height * 3);
for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 12) * 131) % 256;
const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
  .jpeg({ quality: 90 })
  .withMetadata({ orientation: 6 })
  .toBuffer();

await processPhoto(jpeg); // warm up sharp's thread pool
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  await processPhoto(jpeg);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const processMs = Math.round(times[Math.floor(RUNS / 2)]!);

// The demo world: a member and the main photo of their first conversation's partner.
const dataDir = freshDataDir();
const seeded = spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/seed-cli.ts"], {
  env: { ...process.env, DATA_DIR: dataDir },
  encoding: "utf8",
});
if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
const pglite = await openPglite({ dataDir });
const [first] = await queryRows<{ email: string }>(
  pglite.db,
  sql`select u.email from "user" u join profiles p on p.id = u.id
       where p.is_demo and exists (select 1 from matches m
         where m.status = 'active' and p.id in (m.user_a_id, m.user_b_id))
       order by u.email limit 1`,
);
await pglite.close();
const server = await startServer({ AUTH_RATE_LIMIT: "100000" }, { dataDir });
let served;
let bytes = 0;
try {
  const cookie = await signIn(server.url, first!.email, "vouch-demo-2026");
  const list = (await (
    await fetch(`${server.url}/api/chat/conversations`, { headers: { cookie } })
  ).json()) as ConversationsResponse;
  const photo = list.conversations.find((c) => c.partner.mainPhoto)?.partner.mainPhoto;
  if (!photo) throw new Error("no conversation partner with a photo");
  const src = photoSrc(photo.id, "small");
  const url = `${server.url}${src}`;
  const probe = await fetch(url, { headers: { cookie } });
  if (probe.status !== 200) throw new Error(`${src} answered ${probe.status}`);
  bytes = (await probe.arrayBuffer()).byteLength;
  await load(url, { seconds: 2, headers: { cookie } });
  served = await load(url, { headers: { cookie } });
  if (served.errors) throw new Error(`${served.errors} failed requests`);
} finally {
  await server.stop();
}

const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
report("photos", "Photos (sharp, autocannon 10 connections 5 s, loopback)", [
  {
    measure: "12 MP phone JPEG → 3 WebP sizes + ThumbHash (median)",
    figure: `${processMs} ms`,
    goal: `≤ ${GOAL.processMs} ms`,
    result: verdict(processMs <= GOAL.processMs),
  },
  {
    measure: `a card's photo to a match (small, ${bytes} bytes)`,
    figure: `${served.rps} req/s, p99 ${served.p99} ms`,
    goal: `≥ ${GOAL.rps} req/s, p99 ≤ ${GOAL.p99} ms`,
    result: verdict(served.rps >= GOAL.rps && served.p99 <= GOAL.p99),
  },
]);
