// Selfie verification against `npm start` on PGlite: the server's check of one verification (three
// frames read, each pose judged, the face compared with the member's photo), the face model's load
// on the first check, the server's memory with the model loaded beside the bare server's, and
// SIGTERM still ending it. Frames and photos are made from the face library's own sample images.
import { SELFIE_POSES_PER_CHALLENGE } from "#shared/constants";
import type { SelfieChallenge, SelfieResult } from "#shared/schemas/selfie";
import { poseFrame, portraitOf } from "#tests/support/selfie-media";
import { loadavg } from "node:os";
import { report } from "./report";
import { signUp, startServer, statusField } from "./support";

const CHECK_GOAL_MS = 1500;
/** The face model's share of the budget both models (face and nudity) share: bare + 300 MB. */
const BOTH_MODELS_MB = 300;
const WARM_CHECKS = 4;

const mb = (kb: number) => Math.round(kb / 1024);

const server = await startServer();
/** The server's RSS before either model's first use (photo uploads load the nudity model). */
const bareMb = mb(statusField(server.pid, "VmRSS"));
const photo = await portraitOf("man");

async function member(i: number): Promise<string> {
  const cookie = await signUp(server.url, `selfie-${Date.now()}-${i}@bench.example`);
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
  const res = await fetch(`${server.url}/api/profile/photos`, {
    method: "POST",
    headers: { cookie, origin: server.url },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status}`);
  return cookie;
}

/** One verification: the challenge, then the frames; the check's own time, in ms. */
async function verify(cookie: string): Promise<number> {
  const headers = { cookie, origin: server.url };
  const drawn = await fetch(`${server.url}/api/profile/verification/challenge`, {
    method: "POST",
    headers,
  });
  const { id, poses } = (await drawn.json()) as SelfieChallenge;
  const form = new FormData();
  form.append("challenge", id);
  for (const pose of poses.slice(0, SELFIE_POSES_PER_CHALLENGE)) {
    const frame = new Uint8Array(await poseFrame("man", pose));
    form.append("frame", new File([frame], "frame.jpg", { type: "image/jpeg" }));
  }
  const started = performance.now();
  const res = await fetch(`${server.url}/api/profile/verification/check`, {
    method: "POST",
    headers,
    body: form,
  });
  const result = (await res.json()) as SelfieResult;
  const ms = performance.now() - started;
  if (res.status !== 200 || !result.passed)
    throw new Error(`check: ${res.status} ${result.message}`);
  return ms;
}

let firstMs = 0;
const warm: number[] = [];
// The server's CPU time per check: what the check costs whatever else the machine runs.
const cpu: number[] = [];
let loadedMb = 0;
let stopMs = 0;
try {
  const cookies = await Promise.all(Array.from({ length: WARM_CHECKS + 1 }, (_, i) => member(i)));
  firstMs = await verify(cookies[0]!);
  for (const cookie of cookies.slice(1)) {
    const cpuBefore = server.cpuMs();
    warm.push(await verify(cookie));
    cpu.push(server.cpuMs() - cpuBefore);
  }
  loadedMb = mb(statusField(server.pid, "VmRSS"));
} finally {
  const stopping = performance.now();
  await server.stop();
  stopMs = performance.now() - stopping;
}

warm.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)]!;
const cpuMedian = cpu[Math.floor(cpu.length / 2)]!;
const growth = loadedMb - bareMb;
report("selfie", "Selfie verification (one member's check, loopback; the model in its thread)", [
  {
    measure: "server check of one verification (3 frames + 1 photo), median of 4 warm",
    figure: `${Math.round(median)} ms (fastest ${Math.round(warm[0]!)}, slowest ${Math.round(warm.at(-1)!)})`,
    goal: `≤ ${CHECK_GOAL_MS} ms`,
    result: median <= CHECK_GOAL_MS ? "met" : `MISSED (load average ${loadavg()[0]!.toFixed(1)})`,
  },
  {
    measure: "server CPU time of one verification, median of 4",
    figure: `${Math.round(cpuMedian)} ms`,
    goal: `≤ ${CHECK_GOAL_MS} ms`,
    result: cpuMedian <= CHECK_GOAL_MS ? "met" : "MISSED",
  },
  {
    measure: "first check, the face model loading in its thread first",
    figure: `${Math.round(firstMs)} ms (model load ≈ ${Math.round(firstMs - median)} ms)`,
    goal: "measured",
    result: "",
  },
  {
    measure: "server RSS with both models loaded (nudity from the uploads, face from the checks)",
    figure: `${loadedMb} MB (bare ${bareMb} MB, +${growth} MB)`,
    goal: `≤ bare + ${BOTH_MODELS_MB} MB`,
    result: growth <= BOTH_MODELS_MB ? "met" : "MISSED",
  },
  {
    measure: "SIGTERM with the model loaded: the server ends",
    figure: `${Math.round(stopMs)} ms`,
    goal: "ends",
    result: "met",
  },
]);
if (cpuMedian > CHECK_GOAL_MS) process.exitCode = 1;
