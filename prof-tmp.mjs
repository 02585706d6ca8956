import { chromium } from "playwright";
const [url, email, password] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const res = await page.request.post(new URL("/api/account/sign-in", url).href, { data: { email, password } });
if (!res.ok()) throw new Error("sign in " + res.status());
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"] });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
const { profile } = await cdp.send("Profiler.stop");
const trace = JSON.parse((await browser.stopTracing()).toString());
const events = trace.traceEvents;
const threads = new Map(); for (const e of events) if (e.name === "thread_name") threads.set(`${e.pid}:${e.tid}`, e.args.name);
const main = [...threads].filter(([, v]) => v === "CrRendererMain").map(([k]) => k);
const tasks = events.filter(e => e.name === "RunTask" && e.ph === "X" && main.includes(`${e.pid}:${e.tid}`) && e.dur > 50000);
const t0 = Math.min(...events.filter(e=>e.ts>0).map(e => e.ts));
for (const t of tasks) {
  const kids = events.filter(e => e.ph === "X" && e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 8000 && e.name !== "RunTask");
  const summary = {}; for (const k of kids) { const n = k.name + (k.args?.data?.url ? " " + k.args.data.url.split("/").pop() : ""); summary[n] = Math.max(summary[n] ?? 0, Math.round(k.dur/1000)); }
  // profile samples within the task
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  let ts = profile.startTime; const self = new Map();
  profile.samples.forEach((id, i) => { ts += profile.timeDeltas[i]; if (ts < t.ts || ts > t.ts + t.dur) return; const cf = byId.get(id).callFrame; const key = `${cf.functionName||"(anon)"} ${cf.url.split("/").pop()}`; self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i]/1000); });
  console.log(`task ${Math.round(t.dur/1000)}ms`, JSON.stringify(Object.entries(summary).sort((a,b)=>b[1]-a[1]).slice(0,5)));
  console.log("   self:", [...self].sort((a,b)=>b[1]-a[1]).slice(0,6).map(([k,v])=>`${Math.round(v)} ${k}`).join(" | "));
}
await browser.close();
