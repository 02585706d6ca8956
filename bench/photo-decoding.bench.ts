// Photo decoding: large photos uploaded at once by different members, against `npm start` on
// PGlite, the server process's peak memory beside its 1 GB budget. First four 49-megapixel
// progressive JPEGs (2–3 MB each, as once took a process to 1.8 GB): refused by their header,
// over the pixel limit. Then four just under it: decoded two at a time, all added. Everything
// goes to 127.0.0.1.
import sharp from "sharp";
import { PHOTO_MAX_PIXELS } from "#shared/constants";
import { report } from "./report";
import { signUp, startServer, statusField } from "./support";

const AT_ONCE = 4;
const RSS_BUDGET_MB = 1024;

/** A smooth, photo-like progressive JPEG of about `megapixels`, 4:3. */
async function progressiveJpeg(megapixels: number): Promise<Buffer> {
  const width = Math.floor(Math.sqrt((megapixels * 1_000_000 * 4) / 3));
  const height = Math.floor((width * 3) / 4);
  const seed = Buffer.alloc(80 * 60 * 3);
  for (let i = 0; i < seed.length; i++) seed[i] = (i * 7919 + (i >> 5) * 131) % 256;
  return sharp(seed, { raw: { width: 80, height: 60, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .jpeg({ quality: 85, progressive: true })
    .toBuffer();
}

const over = await progressiveJpeg(49);
const under = await progressiveJpeg((PHOTO_MAX_PIXELS / 1_000_000) * 0.98);

const server = await startServer();
const mb = (kb: number) => Math.round(kb / 1024);
const upload = async (cookie: string, jpeg: Buffer) => {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(jpeg)], "photo.jpg", { type: "image/jpeg" }));
  const res = await fetch(`${server.url}/api/profile/photos`, {
    method: "POST",
    headers: { cookie, origin: server.url },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
};
const rounds: {
  what: string;
  statuses: number[];
  seconds: number;
  beforeMb: number;
  peakMb: number;
}[] = [];
try {
  const members = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) =>
      signUp(server.url, `photo-decoding-${Date.now()}-${i}@bench.example`),
    ),
  );
  for (const [what, jpeg] of [
    [`${AT_ONCE} × 49 MP (${(over.length / 1e6).toFixed(1)} MB each)`, over],
    [
      `${AT_ONCE} × ${(PHOTO_MAX_PIXELS * 0.98) / 1e6} MP (${(under.length / 1e6).toFixed(1)} MB each)`,
      under,
    ],
  ] as const) {
    const beforeMb = mb(statusField(server.pid, "VmRSS"));
    let peakMb = beforeMb;
    const sampler = setInterval(
      () => (peakMb = Math.max(peakMb, mb(statusField(server.pid, "VmRSS")))),
      20,
    );
    const started = performance.now();
    const statuses = await Promise.all(members.map((cookie) => upload(cookie, jpeg)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    rounds.push({ what, statuses, seconds, beforeMb, peakMb });
  }
} finally {
  await server.stop();
}

const [refused, added] = rounds;
const met =
  refused!.statuses.every((s) => s === 413) &&
  added!.statuses.every((s) => s === 201) &&
  added!.peakMb <= RSS_BUDGET_MB;
report(
  "photo-decoding",
  `Photo decoding (${AT_ONCE} uploads at once, loopback; RSS sampled every 20 ms)`,
  rounds.map((round) => ({
    measure: round.what,
    figure: `answers ${round.statuses.join(", ")} in ${round.seconds.toFixed(1)} s; server RSS ${round.beforeMb} MB before, peak ${round.peakMb} MB`,
    goal: `peak RSS ≤ ${RSS_BUDGET_MB} MB`,
    result: round.peakMb <= RSS_BUDGET_MB ? "met" : "MISSED",
  })),
);
if (!met) {
  console.log("MISSED: the first round must be refused (413), the second added (201)");
  process.exitCode = 1;
}
