// Seeded fuzz of storage's entries (issue 17 items 8–9, storage's part): the record checks, the
// export parser and import, the settings parser, the Thermopylae save and history checks, and
// the log store loading whatever a damaged database holds. Over 20,000 hostile inputs — mutated
// export files (as text and as data), saves, logs, histories, settings — and for each: a result
// or one of the project's own errors (StrategosError), never a crash; a failed import leaves the
// database exactly as it was, a successful one leaves only saves that load; no call over 2 s.
// The hostile values include tests/fixtures/hostile.ts's (issue 30 item 2); a hang is a call over 2 s three times running.
// FUZZ_SCALE=10 npx vitest run tests/unit/storage/fuzz.test.ts for a bigger run.
import { describe, it, expect, beforeAll } from 'vitest';
import { StrategosError } from '../../../src/core/errors.js';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import {
  DEFAULT_SETTINGS,
  db,
  exportAll,
  historyRecordProblem,
  importAll,
  isSettingValue,
  normaliseSettings,
  parseExport,
  putSave,
  registerSaveKind,
  saveKind,
  saveRecordProblem,
  snapshotKind,
  type ExportFile,
  type SaveRecord,
  type Settings,
} from '../../../src/storage/index.js';
import { checkHistory, checkStep, positionKey, thermopylaeKind, thermopylaeLog, type ThHistory } from '../../../src/thermopylae/save-check.js';
import { openStore } from '../../../components/thermopylae-screen/saves.js';
import { checkTableMeta, checkTableStep, openTableStore, tableKind, tableLog } from '../../../src/earth-water/table-log.js';
import { checkPersiaMeta, checkPersiaStep, openPersiaStore, persiaKind, persiaLog } from '../../../src/persia/screen-log.js';
import { parseTable } from '../../../src/earth-water/table.js';
import { soloActions } from '../../../src/persia/index.js';
import { validateRollerState } from '../../../src/earth-water/roller-save.js';
import { result } from '../../../src/thermopylae/index.js';
import { freshDatabase } from './helpers.js';
import { OPTIONS, firstChoices, formatOneSave } from './th-fixtures.js';
import { HOSTILE_VALUES, keyOf } from '../../fixtures/hostile.js';

const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
// A hang, not a speed budget: a call is a hang only when it takes over 2 s three times running — a busy shared machine never
// looks like one, and speed is measured by `npm run bench`, never asserted in a unit test.
const LIMIT_MS = 2000;

// ---- hostile values -------------------------------------------------------------------------

const deep = (n: number): unknown => {
  let x: unknown = 1;
  for (let i = 0; i < n; i++) x = [x];
  return x;
};
const HOSTILE: (() => unknown)[] = [
  () => null, () => undefined, () => 0, () => -1, () => 1.5, () => NaN, () => Infinity, () => -Infinity, () => 2 ** 53,
  () => 1e308, () => -0, () => '', () => 'x', () => 'NaN', () => '__proto__', () => 'constructor', () => true, () => false,
  () => [], () => ({}), () => [null], () => ({ __proto__: { polluted: 1 } }), () => JSON.parse('{"__proto__":{"polluted":1}}'),
  () => 'x'.repeat(10_000), () => deep(500), () => Array.from({ length: 2000 }, (_, i) => i), () => ({ type: 'move', to: 17 }),
  () => ({ type: 'diceMode', mode: 'physical' }), () => ({ type: 'endTactics' }), () => ({ present: null }), () => ({ length: -1 }),
  // tests/fixtures/hostile.ts's values: toString that is no function, symbols, traps, cycles, lists of four billion, 10 MB of text, …
  ...HOSTILE_VALUES.map((v) => () => v),
];

/**
 * The values mutate puts in: all of them, or (for what is written to the test's IndexedDB, whose
 * in-memory stand-in copies a list index by index) all but the list of four billion.
 */
const STORABLE = HOSTILE.filter((f) => {
  const v = f();
  return readSafely(() => Array.isArray(v) && v.length > 2_000_000) !== true;
});
let hostileNow = HOSTILE;

/** A file's text as JSON writes it ('undefined' for what it cannot write: a cycle, a bigint, a getter that throws). */
function asJson(x: unknown): string {
  try {
    return JSON.stringify(x) ?? 'undefined';
  } catch {
    return 'undefined';
  }
}

/** `read()`, or undefined when it throws (the harness's own look at a hostile value). */
function readSafely(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function pick<T>(rng: RngState, xs: readonly T[]): T {
  return xs[nextInt(rng, xs.length)]!;
}

/** A copy of `x` with one to three random changes somewhere inside it. */
function mutate(rng: RngState, x: unknown): unknown {
  let out = structuredClone(x);
  for (let k = 1 + nextInt(rng, 3); k > 0; k--) out = mutateOnce(rng, out, 0);
  return out;
}
function mutateOnce(rng: RngState, x: unknown, depth: number): unknown {
  try {
    return mutateInside(rng, x, depth);
  } catch {
    return pick(rng, hostileNow)(); // x is a hostile value already (a trap, a revoked proxy): replaced by another
  }
}
/** The shared hostile values: a later mutation replaces one, never walks into it (a list of four billion, a trap). */
const SHARED = new Set<unknown>(HOSTILE_VALUES);
function mutateInside(rng: RngState, x: unknown, depth: number): unknown {
  const r = nextInt(rng, 10);
  if (r === 0 || depth > 12 || x === null || typeof x !== 'object' || SHARED.has(x)) return pick(rng, hostileNow)();
  if (Array.isArray(x)) {
    if (!x.length || r === 1) return [...x, pick(rng, hostileNow)()];
    const i = nextInt(rng, x.length);
    if (r === 2) return x.filter((_, j) => j !== i);
    if (r === 3) return [...x.slice(0, i), x[i], ...x.slice(i)];
    if (r === 4) return x.slice(0, i);
    const y = x.slice();
    y[i] = mutateOnce(rng, y[i], depth + 1);
    return y;
  }
  const o = { ...(x as Record<string, unknown>) };
  const keys = Object.keys(o);
  if (!keys.length || r === 1) {
    (o as Record<string | symbol, unknown>)[keyOf(pick(rng, ['junk', '__proto__', 'kind', 'state', 'length', 'cursor', 'toString']))] = pick(rng, hostileNow)();
    return o;
  }
  const key = pick(rng, keys);
  if (r === 2) delete o[key];
  else if (r === 3) o[key] = pick(rng, hostileNow)();
  else o[key] = mutateOnce(rng, o[key], depth + 1);
  return o;
}

/** Text damage: cut short, a byte changed, junk inserted, or another encoding's bytes. */
function damageText(rng: RngState, text: string): string {
  const i = nextInt(rng, Math.max(1, text.length));
  switch (nextInt(rng, 5)) {
    case 0:
      return text.slice(0, i);
    case 1:
      return text.slice(0, i) + String.fromCharCode(nextInt(rng, 0x3000)) + text.slice(i + 1);
    case 2:
      return text.slice(0, i) + pick(rng, ['{', ']', '"', '\\', '\u0000', ',,', 'null', '1e999', '-']) + text.slice(i);
    case 3:
      return '\ufeff' + text;
    default:
      return pick(rng, ['', 'null', '[]', '"strategos-export"', 'PK\u0003\u0004', '{"app":"strategos-export"}', '{"app":"strategos-export","version":1e400,"saves":[]}']);
  }
}

// ---- bookkeeping -----------------------------------------------------------------------------

const stats = { cases: 0, maxMs: 0, crashes: [] as string[], slow: [] as string[], corrupt: [] as string[] };
/** Calls that took over LIMIT_MS once, with a way to time them afresh (the machine may just have been busy). */
let suspects: { what: string; ms: number; again: () => Promise<number> }[] = [];

const timed = async (f: () => unknown): Promise<number> => {
  const t0 = performance.now();
  try {
    await f();
  } catch {
    // timing only
  }
  return performance.now() - t0;
};

/**
 * Run `f`; a throw must be a StrategosError. A call over LIMIT_MS is timed twice more (`again`:
 * the same call on the same input, from the same starting point) and counts as slow only if it
 * is slow every time — a hang or a blow-up is, a shared machine's busy moment is not.
 */
async function probe<T>(
  what: string,
  f: () => T | Promise<T>,
  again: () => Promise<number> = () => timed(f),
): Promise<{ ok: true; value: T } | { ok: false; error: StrategosError }> {
  stats.cases++;
  const t0 = performance.now();
  try {
    const out = f();
    // (a result that is a trap is not awaited: await would look for its `then`)
    const value = readSafely(() => out instanceof Promise) === true ? await out : (out as T);
    return { ok: true, value };
  } catch (e) {
    if (!(e instanceof StrategosError)) stats.crashes.push(`${what}: ${(e as Error)?.name}: ${(e as Error)?.message ?? String(e)}`.slice(0, 300));
    return { ok: false, error: e as StrategosError };
  } finally {
    const ms = performance.now() - t0;
    if (ms > LIMIT_MS) suspects.push({ what, ms, again });
    else stats.maxMs = Math.max(stats.maxMs, ms);
  }
}

/** Time the suspects again; a call slow three times out of three is slow. */
async function settleSuspects(): Promise<void> {
  for (const s of suspects) {
    const ms = Math.min(s.ms, await s.again(), await s.again());
    stats.maxMs = Math.max(stats.maxMs, ms);
    if (ms > LIMIT_MS) stats.slow.push(`${s.what}: ${ms.toFixed(0)} ms`);
  }
  suspects = [];
}

function finishedGame(seed: number): ThHistory {
  const { steps, states } = firstChoices(seed);
  const o = result(states[states.length - 1]!)!;
  return { seed, options: OPTIONS, steps, outcome: o.outcome, score: o.score, rank: o.rank, turn: o.turn, historic: o.historic, reason: o.reason };
}

/** Everything the database holds, as text (to see that a refused import changed nothing). */
async function dump(): Promise<string> {
  const d = await db();
  const stores = ['saves', 'actions', 'checkpoints', 'history', 'replaced', 'settings'] as const;
  const out: unknown[] = [];
  for (const s of stores) out.push(await d.getAll(s));
  return JSON.stringify(out);
}

let base: ExportFile;
let baseText: string;

beforeAll(async () => {
  registerSaveKind('thermopylae', thermopylaeKind);
  registerSaveKind('persia', persiaKind);
  registerSaveKind('earth-water', tableKind);
  registerSaveKind('battle', snapshotKind(validateRollerState));
  freshDatabase();
  // a database with one of everything: a Thermopylae log, a format 1 Thermopylae save, a finished game
  const s = openStore('log');
  await s.start({ seed: 99, options: OPTIONS });
  for (const st of firstChoices(99, 30).steps) await s.dispatch(st);
  await putSave({ id: 'thermopylae:old', tool: 'thermopylae', format: 1, state: formatOneSave(5, 6, 1) });
  // an Earth & Water table and a PERS.IA game, each a few steps into its log
  const ew = openTableStore(() => 5);
  for (const delta of [1, 1, -1] as const) await ew.dispatch({ type: 'verb', verb: { type: 'edit', city: 'Athenai', kind: 'greekArmies', delta }, opts: {} });
  await ew.dispatch({ type: 'verb', verb: { type: 'buy', side: 'persia', item: 'card' }, opts: { edition: 'nl' } });
  const pa = openPersiaStore();
  await pa.start({ seed: 'fuzz', options: {} });
  await pa.dispatch({ type: 'solo', action: { type: soloActions(pa.state!.game!)[0]! } as never });
  await pa.dispatch({ type: 'draft', board: pa.state!.game!.board });
  base = await exportAll();
  base.history = [{ id: 'thermopylae:done', tool: 'thermopylae', finishedAt: 1, summary: finishedGame(35) }];
  baseText = JSON.stringify(base);
}, 30_000);

describe('storage fuzz (seeded)', () => {
  it('the export parser and import: hostile files give a result or an ImportError; a refused import changes nothing', async () => {
    const rng = seedRng('storage-fuzz-import');
    // text damage, then data damage, each through the parser
    for (let i = 0; i < 3000 * SCALE; i++) {
      const text = i % 2 ? damageText(rng, baseText) : asJson(mutate(rng, base));
      await probe('parseExport', () => parseExport(text));
    }
    // whole imports into a database that already holds games
    const here = async () => {
      freshDatabase();
      const s = openStore('here');
      await s.start({ seed: 7, options: OPTIONS });
      for (const st of firstChoices(7, 10).steps) await s.dispatch(st);
    };
    await here();
    for (let i = 0; i < 250 * SCALE; i++) {
      const file = mutate(rng, { ...base, saves: base.saves.map((x) => ({ ...x, updatedAt: x.updatedAt + nextInt(rng, 3) * 1e12 })) });
      const parsed = await probe('parseExport(data)', () => parseExport(asJson(file)));
      if (!parsed.ok) continue;
      const before = await dump();
      const r = await probe('importAll', () => importAll(parsed.value), async () => {
        await here();
        return timed(() => importAll(parsed.value));
      });
      if (!r.ok) {
        if ((await dump()) !== before) stats.corrupt.push(`importAll ${i}: a refused import changed the database`);
        continue;
      }
      // what was imported loads: every save checks out with its tool, every game opens
      const now = await exportAll();
      for (const rec of now.saves) {
        const kind = await saveKind(rec.tool);
        const c = await probe('checkSave(imported)', () => kind!.checkSave(rec));
        if (!c.ok) stats.corrupt.push(`importAll ${i}: ${rec.id} was imported but does not load (${c.error.message})`);
      }
      await here();
    }
    await settleSuspects();
    expect([...new Set(stats.crashes)]).toEqual([]);
    expect([...new Set(stats.corrupt)]).toEqual([]);
  }, 60_000);

  it('the Thermopylae save and history checks: a checked log is always one that replays', async () => {
    const rng = seedRng('storage-fuzz-thermopylae');
    const saves = base.saves;
    for (let i = 0; i < 1500 * SCALE; i++) {
      const rec = mutate(rng, pick(rng, saves)) as SaveRecord;
      const r = await probe('thermopylae checkSave', () => thermopylaeKind.checkSave(rec));
      if (r.ok) {
        // a save the check passes is a log that the check passes again, the same
        const again = await probe('thermopylae checkSave(again)', () => thermopylaeKind.checkSave({ ...rec, kind: 'log', format: r.value.format, state: r.value.state }));
        if (!again.ok || JSON.stringify(again.value) !== JSON.stringify(r.value)) stats.corrupt.push(`checkSave ${i}: not stable`);
      }
    }
    const done = base.history[0]!.summary;
    for (let i = 0; i < 2000 * SCALE; i++) {
      const h = mutate(rng, done);
      const r = await probe('checkHistory', () => checkHistory(h));
      if (r.ok && (!Array.isArray(r.value.steps) || typeof r.value.options.variant !== 'string')) stats.corrupt.push(`checkHistory ${i}`);
    }
    const position = firstChoices(3, 2).states[2];
    for (let i = 0; i < 2000 * SCALE; i++) {
      const x = mutate(rng, { type: 'move', to: 3 });
      await probe('checkStep', () => checkStep(x));
      await probe('positionKey', () => positionKey(mutate(rng, position)));
      await probe('checkMeta', () => thermopylaeLog.checkMeta(mutate(rng, { seed: 1, options: OPTIONS })));
    }
    await settleSuspects();
    expect([...new Set(stats.crashes)]).toEqual([]);
    expect([...new Set(stats.corrupt)]).toEqual([]);
  }, 60_000);

  it('the Earth & Water and PERS.IA log checks: a checked log replays, a step applies to a table or is refused', async () => {
    const rng = seedRng('storage-fuzz-tool-logs');
    const logs = base.saves.filter((r) => r.tool === 'earth-water' || r.tool === 'persia');
    expect(logs.map((r) => r.tool).sort()).toEqual(['earth-water', 'persia']);
    for (let i = 0; i < 1200 * SCALE; i++) {
      const rec = mutate(rng, pick(rng, logs)) as SaveRecord;
      const tool = readSafely(() => rec?.tool);
      const kind = tool === 'persia' ? persiaKind : tableKind;
      const r = await probe(`${tool === 'persia' ? 'persia' : 'earth-water'} checkSave`, () => kind.checkSave(rec));
      if (r.ok) {
        const again = await probe('tool checkSave(again)', () => kind.checkSave({ ...rec, kind: 'log', format: r.value.format, state: r.value.state }));
        if (!again.ok || JSON.stringify(again.value) !== JSON.stringify(r.value)) stats.corrupt.push(`tool checkSave ${i}: not stable`);
      }
    }
    const ewLog = logs.find((r) => r.tool === 'earth-water')!.state as { actions: { action: unknown }[] };
    const paLog = logs.find((r) => r.tool === 'persia')!.state as { actions: { action: unknown }[] };
    const table = tableLog.init({ setup: 'standard', seed: 5 });
    const solo = persiaLog.init({ seed: 'fuzz', options: {} });
    for (let i = 0; i < 1500 * SCALE; i++) {
      const st = await probe('checkTableStep', () => checkTableStep(mutate(rng, pick(rng, ewLog.actions).action)));
      if (st.ok) {
        const t = await probe('tableLog.apply', () => tableLog.apply(table, st.value));
        if (t.ok) await probe('tableLog.apply result', () => parseTable(t.value)).then((p) => (p.ok ? null : stats.corrupt.push(`tableLog.apply ${i}: not a table`)));
      }
      await probe('checkTableMeta', () => checkTableMeta(mutate(rng, { setup: 'solo', seed: 3 })));
      const ps = await probe('checkPersiaStep', () => checkPersiaStep(mutate(rng, pick(rng, paLog.actions).action)));
      if (ps.ok) await probe('persiaLog.apply', () => persiaLog.apply(solo, ps.value));
      const pm = await probe('checkPersiaMeta', () => checkPersiaMeta(mutate(rng, { seed: 'x', options: { placement: 'controlled' } })));
      if (pm.ok) await probe('persiaLog.init', () => persiaLog.init(pm.value));
    }
    await settleSuspects();
    expect([...new Set(stats.crashes)]).toEqual([]);
    expect([...new Set(stats.corrupt)]).toEqual([]);
  }, 60_000);

  it('record checks and the settings parser never throw, and settings always come out valid', async () => {
    const rng = seedRng('storage-fuzz-records');
    for (let i = 0; i < 3500 * SCALE; i++) {
      const r = await probe('saveRecordProblem', () => saveRecordProblem(mutate(rng, pick(rng, base.saves))));
      if (r.ok && r.value !== null && typeof r.value !== 'string') stats.corrupt.push('saveRecordProblem');
      await probe('historyRecordProblem', () => historyRecordProblem(mutate(rng, base.history[0])));
      const s = await probe('normaliseSettings', () => normaliseSettings(mutate(rng, DEFAULT_SETTINGS)));
      if (!s.ok) stats.corrupt.push('normaliseSettings threw');
      else for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) if (!isSettingValue(k, s.value[k])) stats.corrupt.push(`normaliseSettings ${k}`);
    }
    await settleSuspects();
    expect([...new Set(stats.crashes)]).toEqual([]);
    expect([...new Set(stats.corrupt)]).toEqual([]);
  });

  it('a log store opening whatever a damaged database holds: the game loads whole, or is set aside whole', async () => {
    const rng = seedRng('storage-fuzz-load');
    const log = base.saves.find((s) => s.id === 'thermopylae:log')!;
    const head = { ...log, state: { ...(log.state as Record<string, unknown>) } };
    const actions = (head.state.actions as { action: unknown }[]).map((a, i) => ({ save: 'thermopylae:f', i, ...a }));
    delete head.state.actions;
    const cp = firstChoices(99, 25).states[25];
    hostileNow = STORABLE;
    for (let i = 0; i < 200 * SCALE; i++) {
      const which = nextInt(rng, 3);
      const h = which === 0 ? mutate(rng, { ...head, id: 'thermopylae:f' }) : { ...head, id: 'thermopylae:f' };
      const acts = which === 1 ? (mutate(rng, actions) as unknown[]) : actions;
      const cpState = which === 2 ? (mutate(rng, { state: cp }) as object) : null;
      /** A database holding this damage; false when the head is not even storable (no key). */
      const setup = async (): Promise<boolean> => {
        freshDatabase();
        const d = await db();
        try {
          await d.put('saves', h as SaveRecord);
        } catch {
          return false;
        }
        // (a value the database cannot hold may throw at once, not reject: then it is simply not there)
        for (const a of Array.isArray(acts) ? acts : []) await Promise.resolve().then(() => d.put('actions', a as never)).catch(() => undefined);
        if (cpState) await Promise.resolve().then(() => d.put('checkpoints', { save: 'thermopylae:f', i: 25, h: '00000000', ...cpState } as never)).catch(() => undefined);
        return true;
      };
      if (!(await setup())) continue;
      const store = openStore('f');
      // a load may read only the steps after a checkpoint: the rest is checked by whole() (when idle, in the app)
      const r = await probe('LogStore.load', () => store.load().then(() => store.whole()), async () => {
        await setup();
        const fresh = openStore('f');
        return timed(() => fresh.load().then(() => fresh.whole()));
      });
      if (!r.ok) continue;
      const d = await db();
      const left = (await d.getAll('actions')).filter((a) => a.save === 'thermopylae:f');
      if (store.noticeMessage && left.length) stats.corrupt.push(`load ${i}: set aside but ${left.length} actions left behind`);
      if (store.state !== null && store.applied().length !== store.cursor) stats.corrupt.push(`load ${i}: cursor`);
    }
    await settleSuspects();
    expect([...new Set(stats.crashes)]).toEqual([]);
    expect([...new Set(stats.corrupt)]).toEqual([]);
  }, 60_000);

  it('in all: over 20,000 cases, no crash, no corrupt result, no call over 2 s', () => {
    console.log(`fuzz storage: ${stats.cases} cases, ${stats.crashes.length} crashes, ${stats.corrupt.length} corrupt, ${stats.slow.length} hangs (over 2 s three times); slowest call ${stats.maxMs.toFixed(0)} ms`);
    expect(stats.cases).toBeGreaterThan(20_000);
    expect([...new Set(stats.crashes)]).toEqual([]);
    expect([...new Set(stats.corrupt)]).toEqual([]);
    expect(stats.slow).toEqual([]);
  });
});
