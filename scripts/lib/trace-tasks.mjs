#!/usr/bin/env node
// The main-thread tasks of a Lighthouse trace that count toward the CPU-time TBT (after first
// contentful paint; CPU time × 4, Lighthouse's mobile slowdown, beyond 50 ms), each with what
// took its time: `node scripts/lib/trace-tasks.mjs file.trace.json [more...]`. The trace files
// come from `LH_SAVE_DIR=dir npm run bench:lighthouse`.
import fs from "node:fs";

const SLOWDOWN = 4;

for (const file of process.argv.slice(2)) {
  const trace = JSON.parse(fs.readFileSync(file, "utf8"));
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "firstContentfulPaint"));
  if (!main) {
    console.log(`${file}: no renderer main thread`);
    continue;
  }
  const fcp = events.find((e) => e.pid === main.pid && e.name === "firstContentfulPaint")?.ts ?? 0;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X").sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === "RunTask" && typeof e.tdur === "number" && e.tdur * SLOWDOWN / 1000 > 50 && e.ts >= fcp);
  let total = 0;
  console.log(`\n${file}`);
  for (const task of tasks) {
    const blocking = (task.tdur / 1000) * SLOWDOWN - 50;
    total += blocking;
    // What ran inside it: top-level work by name and script, by CPU time.
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.name !== "RunTask");
    const parts = new Map();
    for (const e of inside) {
      if (!["EvaluateScript", "v8.compileModule", "v8.evaluateModule", "FunctionCall", "ParseHTML", "Layout", "UpdateLayoutTree", "v8.compile", "TimerFire", "EventDispatch", "FireAnimationFrame", "RunMicrotasks", "v8.run", "HTMLDocumentParser::MaybeParseHTML", "Paint", "PrePaint", "Commit", "Layerize", "MajorGC", "MinorGC", "V8.GC_SCAVENGER"].includes(e.name)) continue;
      const url = e.args?.data?.url || e.args?.data?.functionName || e.args?.fileName || "";
      const key = `${e.name}${url ? " " + String(url).replace(/^https?:\/\/[^/]+/, "") : ""}`;
      parts.set(key, (parts.get(key) ?? 0) + (e.tdur ?? e.dur ?? 0));
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, t]) => `${k} ${(t / 1000).toFixed(1)}`);
    console.log(`  @${((task.ts - fcp) / 1000).toFixed(0)} ms after FCP: cpu ${(task.tdur / 1000).toFixed(1)} ms (×${SLOWDOWN} → blocks ${blocking.toFixed(0)} ms); ${top.join("; ")}`);
  }
  console.log(`  CPU-time TBT ${total.toFixed(0)} ms`);
}
