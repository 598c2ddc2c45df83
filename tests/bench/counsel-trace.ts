/**
 * Reads the Chromium traces `COUNSEL_TAP_TRACE=dir npm run bench -- counsel-tap` writes (one per
 * traced tap, `on-N.json` / `off-N.json`) and says where the time between the press and the frame
 * went: on the tapping page's main thread, the self time of each kind of event (script, style,
 * layout, paint, GC, message handling…), and on every other busy thread of the machine (the
 * page's compositor and raster threads, its counsel worker, the GPU process, the browser process)
 * its time in tasks. Averages per tap, off against on.
 *
 *   npx tsx tests/bench/counsel-trace.ts dir [top=25]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Ev {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: { type?: string } };
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: counsel-trace.ts dir [top]');
const TOP = Number(process.argv[3] ?? 25);

/** Per file: main-thread self time by event name, thread busy time by thread name (ms). */
function summarise(file: string): { self: Map<string, number>; threads: Map<string, number>; span: number } {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: Ev[] } | Ev[];
  const evs = Array.isArray(raw) ? raw : raw.traceEvents;
  const names = new Map<string, string>();
  const procs = new Map<number, string>();
  for (const e of evs) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
    if (e.ph === 'M' && e.name === 'process_name') procs.set(e.pid, e.args?.name ?? '?');
  }
  // the tapping page: the renderer whose main thread dispatched the pointerdown
  const down = evs.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  if (!down) throw new Error(`${file}: no pointerdown`);
  const main = `${down.pid}:${down.tid}`;
  const t0 = down.ts;
  let t1 = t0;
  for (const e of evs) if (`${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts + (e.dur ?? 0) > t1) t1 = e.ts + (e.dur ?? 0);
  // complete events (and B/E pairs) per thread, inside [t0, t1]
  const byThread = new Map<string, { name: string; ts: number; end: number }[]>();
  const open = new Map<string, Ev[]>();
  for (const e of evs) {
    const key = `${e.pid}:${e.tid}`;
    let span: { name: string; ts: number; end: number } | null = null;
    if (e.ph === 'X' && e.dur !== undefined) span = { name: e.name, ts: e.ts, end: e.ts + e.dur };
    else if (e.ph === 'B') (open.get(key) ?? open.set(key, []).get(key)!).push(e);
    else if (e.ph === 'E') {
      const b = open.get(key)?.pop();
      if (b) span = { name: b.name, ts: b.ts, end: e.ts };
    }
    if (!span || span.end < t0 || span.ts > t1) continue;
    span.ts = Math.max(span.ts, t0);
    span.end = Math.min(span.end, t1);
    (byThread.get(key) ?? byThread.set(key, []).get(key)!).push(span);
  }
  const self = new Map<string, number>();
  const threads = new Map<string, number>();
  for (const [key, spans] of byThread) {
    spans.sort((a, b) => a.ts - b.ts || b.end - a.end);
    // busy time: the union of the outermost spans
    let busy = 0;
    let reach = -Infinity;
    for (const s of spans) {
      if (s.ts >= reach) {
        busy += s.end - s.ts;
        reach = s.end;
      } else if (s.end > reach) {
        busy += s.end - reach;
        reach = s.end;
      }
    }
    const pid = Number(key.split(':')[0]);
    const label = key === main ? 'page main thread' : `${procs.get(pid) ?? pid}${pid === down.pid ? ' (page)' : ''} / ${names.get(key) ?? key}`;
    threads.set(label, (threads.get(label) ?? 0) + busy / 1000);
    if (key !== main) continue;
    // self time per name: a span's time minus its children's
    const stack: { name: string; end: number; child: number; dur: number }[] = [];
    const pop = () => {
      const s = stack.pop()!;
      self.set(s.name, (self.get(s.name) ?? 0) + Math.max(0, s.dur - s.child) / 1000);
    };
    for (const s of spans) {
      while (stack.length && stack[stack.length - 1]!.end <= s.ts) pop();
      const dur = s.end - s.ts;
      if (stack.length) stack[stack.length - 1]!.child += dur;
      stack.push({ name: s.name, end: s.end, child: 0, dur });
    }
    while (stack.length) pop();
  }
  return { self, threads, span: (t1 - t0) / 1000 };
}

const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
for (const side of ['off', 'on']) {
  const mine = files.filter((f) => f.startsWith(side + '-'));
  if (!mine.length) continue;
  const self = new Map<string, number>();
  const threads = new Map<string, number>();
  let span = 0;
  for (const f of mine) {
    const s = summarise(join(dir, f));
    span += s.span;
    for (const [k, v] of s.self) self.set(k, (self.get(k) ?? 0) + v);
    for (const [k, v] of s.threads) threads.set(k, (threads.get(k) ?? 0) + v);
  }
  const n = mine.length;
  console.log(`\n## counsel ${side}: ${n} taps, pointerdown to the frame's end ${(span / n).toFixed(1)} ms a tap (mean)`);
  console.log('main thread, self time by event (ms a tap):');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${(v / n).toFixed(1).padStart(7)}  ${k}`);
  console.log('busy time by thread (ms a tap):');
  for (const [k, v] of [...threads].sort((a, b) => b[1] - a[1]).slice(0, TOP)) if (v / n >= 0.5) console.log(`  ${(v / n).toFixed(1).padStart(7)}  ${k}`);
}
