/**
 * Seeded hostile input to the Earth & Water verbs and the entries they are built from (issue 17
 * items 8–9, after issue 15 made the table's verbs plain actions): `applyTable` and `whyNotTable`
 * walked through games (each accepted verb's result is the next table), the move and battle
 * requests (battle-request.ts), board changes (changes.ts), the campaign checklist (phases.ts,
 * checklist-check.ts) and the table's helpers (table.ts, table-battle.ts). For every call: a
 * result with no impossible value (a table `parseTable` accepts within the box's limits, a board
 * `validateBoard` accepts, a checklist `parseChecklist` accepts) and the input left as it was, or
 * one of the project's own errors (`StrategosError`) — never a TypeError from deep inside — and
 * no call over 2 s (a call over it is timed twice more from the same input; slow three times
 * out of three is slow). FUZZ_CASES=n for more, FUZZ_SEED=… for other cases.
 */
import { describe, expect, it } from 'vitest';
import { cloneRng, seedRng, nextInt, type RngState } from '../../../src/core/rng.js';
import { isStrategosError } from '../../../src/core/errors.js';
import * as EW from '../../../src/earth-water/index.js';
import { HOSTILE_VALUES } from '../../fixtures/hostile.js';
import { badBoard, badChecklist, badTable, crashSite, boards, campaignVerbs, checklists, mutator, pick, requests, tables } from './fuzz-harness.js';

const CASES = Number(process.env.FUZZ_CASES ?? 24_000);
// A hang, not a speed budget: a call is a hang only when it takes over 2 s three times running — a busy shared machine never
// looks like one, and speed is measured by `npm run bench`, never asserted in a unit test.
const LIMIT_MS = 2000;

// ---- material: real tables and verbs from the scripted campaign (fuzz-harness.ts), and a few more verbs

const moves = campaignVerbs.flatMap((a) => (a.type === 'move' ? [a.move] : []));
const changes: EW.BoardChange[][] = [[{ city: 'Athenai', kind: 'greekArmies', delta: -1 }, { bridge: false }, { scoreDelta: 2 }], [{ city: 'Abydos', kind: 'persianArmies', delta: 2 }]];
const moreVerbs: EW.TableAction[] = [
  { type: 'edit', city: 'Athenai', kind: 'greekArmies', delta: 1 },
  { type: 'edit', city: 'Ephesos', kind: 'persianFleets', delta: -1 },
  { type: 'track', score: 3 },
  { type: 'track', campaign: 4, bridge: true },
  { type: 'hand', side: 'greece', delta: 1 },
  { type: 'hand', side: 'persia', delta: -1 },
  { type: 'portrait', id: 'miltiades', on: true },
  { type: 'portrait', id: 'leonidas', on: true, takeFrom: 'Sparta' },
  { type: 'portrait', id: 'miltiades', on: false, returnTo: 'Athenai' },
  { type: 'newGame', setup: 'solo', seed: 5 },
  { type: 'restartChecklist' },
  { type: 'battleClose' },
  { type: 'battleApply', destroyBridge: true },
  { type: 'battleChoice', choice: { type: 'roll' } },
  { type: 'battleChoice', choice: { type: 'continue' } },
  { type: 'supply', side: 'persia', removals: { Pella: 3 } },
  { type: 'suddenDeath', by: 'pacification' },
];

const HOSTILE: readonly unknown[] = [
  undefined, null, NaN, Infinity, -1, 0.5, 1e9, -0, 0, 1, 2, 3, 7, 99, '', 'Atlantis', 'Athenai', 'Pella', 'greece', 'persia', 'land',
  'naval', 'road', 'sea', 'roll', 'army', true, false, [], [1, 2], {}, { forces: {} }, '__proto__', 'constructor', 'toString', 'greekArmies',
  JSON.parse('{"__proto__":{"polluted":1}}'), 'x'.repeat(5000),
  ...HOSTILE_VALUES, // tests/fixtures/hostile.ts: toString that is no function, traps, cycles, 10 MB, …
];

/** The input as text, to see it is left as it was (undefined for one too big to write: a sparse list of a billion). */
const snap = (x: unknown): string | undefined => {
  try {
    return JSON.stringify(x);
  } catch {
    return undefined;
  }
};
/** A value like `good`, broken in one place at random (or left whole, a good value: rolls 1–3 of ten). */
const mutate = mutator(HOSTILE, 4);
const arg = (rng: RngState, xs: readonly unknown[]) => mutate(rng, pick(rng, xs));
const cityArg = (rng: RngState) => (nextInt(rng, 4) === 0 ? pick(rng, HOSTILE) : pick(rng, EW.CITIES));
const sideArg = (rng: RngState) => (nextInt(rng, 5) === 0 ? pick(rng, HOSTILE) : pick(rng, ['greece', 'persia']));

// ---- the entries (what a result may not be: fuzz-harness.ts) ---------------------------------------------------------------------------------

type Kind = 'board' | 'table' | 'checklist' | undefined;
interface Entry {
  name: string;
  weight: number;
  /** The call, from its own copy of the case's random state (so it can be timed again, the same). */
  call: (rng: RngState) => { result: unknown; kind?: Kind; input?: unknown; before?: string };
}

/** A walk through games: the table the last accepted verb gave (or a real one), and its next verb. */
let walk: EW.Table = tables[0]!;
function nextVerb(rng: RngState, t: EW.Table): unknown {
  const r = nextInt(rng, 10);
  if (r < 4) {
    const legal = EW.checklistActions(t.checklist, t.board);
    if (legal.length) return pick(rng, legal);
  }
  if (r < 6) return pick(rng, campaignVerbs);
  if (r < 8) return pick(rng, moreVerbs);
  return mutate(rng, pick(rng, [...campaignVerbs, ...moreVerbs]));
}

const ENTRIES: Entry[] = [
  {
    name: 'applyTable (a walk)',
    weight: 10,
    call: (r) => {
      const t = nextInt(r, 20) === 0 ? (mutate(r, walk) as EW.Table) : walk;
      const before = snap(t);
      const opts = nextInt(r, 8) === 0 ? mutate(r, { edition: 'nl', seaSupply: 'strict' }) : pick(r, [{}, { edition: 'nl' }, { seaSupply: 'strict' }]);
      const result = EW.applyTable(t, nextVerb(r, walk) as never, opts as never);
      return { result, kind: 'table', input: t, before };
    },
  },
  { name: 'applyTable', weight: 4, call: (r) => { const t = arg(r, tables); const before = snap(t); return { result: EW.applyTable(t as never, arg(r, [...campaignVerbs, ...moreVerbs]) as never), kind: 'table', input: t, before }; } },
  { name: 'whyNotTable', weight: 2, call: (r) => ({ result: EW.whyNotTable(arg(r, tables) as never, arg(r, [...campaignVerbs, ...moreVerbs]) as never) }) },
  { name: 'whyNotMoveNow', weight: 1, call: (r) => ({ result: EW.whyNotMoveNow(arg(r, tables) as never, sideArg(r) as never, pick(r, [true, false, 'x']) as boolean) }) },
  { name: 'moveChoices', weight: 1, call: (r) => ({ result: EW.moveChoices(arg(r, tables) as never, sideArg(r) as never, cityArg(r) as never) }) },
  { name: 'sideToPlay', weight: 1, call: (r) => ({ result: EW.sideToPlay(arg(r, tables) as never) }) },
  { name: 'openBoardBattle', weight: 1, call: (r) => ({ result: EW.openBoardBattle(arg(r, tables) as never) }) },
  { name: 'battleWaiting', weight: 1, call: (r) => ({ result: EW.battleWaiting(arg(r, tables) as never) }) },
  { name: 'tablePortraits', weight: 1, call: (r) => ({ result: EW.tablePortraits(arg(r, tables) as never) }) },
  { name: 'lightningAllowed', weight: 1, call: (r) => ({ result: EW.lightningAllowed(arg(r, tables) as never, sideArg(r) as never) }) },
  { name: 'whyNotMoveEvent', weight: 1, call: (r) => ({ result: EW.whyNotMoveEvent(arg(r, tables) as never, sideArg(r) as never, pick(r, ['miltiades', 'leonidas', 'themistocles', 'x', 3]) as never) }) },
  { name: 'tableRequest', weight: 1, call: (r) => ({ result: EW.tableRequest(arg(r, tables) as never, arg(r, requests) as never) }) },
  { name: 'battlePreview', weight: 1, call: (r) => ({ result: EW.battlePreview(arg(r, tables) as never, mutate(r, { destroyBridge: true }) as never) }) },
  // issue 28: moves with events, the forced steps, armies aboard
  { name: 'moveEventsNow', weight: 1, call: (r) => ({ result: EW.moveEventsNow(arg(r, tables) as never, sideArg(r) as never) }) },
  { name: 'forcedStep', weight: 1, call: (r) => ({ result: EW.forcedStep(arg(r, tables) as never, mutate(r, { confirmEachStep: false }) as never) }) },
  {
    name: 'applyWithPasses',
    weight: 2,
    call: (r) => { const t = arg(r, tables); const before = snap(t); return { result: EW.applyWithPasses(t as never, arg(r, [...campaignVerbs, ...moreVerbs]) as never, mutate(r, { confirmEachStep: false }) as never).table, kind: 'table', input: t, before }; },
  },
  { name: 'replayWithPasses', weight: 1, call: (r) => ({ result: EW.replayWithPasses(arg(r, tables) as never, arg(r, campaignVerbs) as never, mutate(r, [{ type: 'pass', side: 'persia' }]) as never), kind: 'table' }) },
  { name: 'armiesAboard', weight: 1, call: (r) => ({ result: EW.armiesAboard(arg(r, tables) as never) }) },
  // battle-request.ts
  { name: 'checkMove', weight: 1, call: (r) => ({ result: EW.checkMove(arg(r, moves)) }) },
  { name: 'applyMove', weight: 2, call: (r) => { const b = arg(r, boards); const before = snap(b); return { result: EW.applyMove(b as never, arg(r, moves) as never), kind: 'board', input: b, before }; } },
  { name: 'whyNotMove', weight: 1, call: (r) => ({ result: EW.whyNotMove(arg(r, boards) as never, arg(r, moves) as never) }) },
  { name: 'battleFromMove', weight: 1, call: (r) => ({ result: EW.battleFromMove(arg(r, boards) as never, arg(r, moves) as never, mutate(r, { events: ['miltiades'] }) as never) }) },
  { name: 'pendingBattleKinds', weight: 1, call: (r) => ({ result: EW.pendingBattleKinds(arg(r, boards) as never, cityArg(r) as never) }) },
  { name: 'battleOrigins', weight: 1, call: (r) => ({ result: EW.battleOrigins(arg(r, boards) as never, cityArg(r) as never, sideArg(r) as never, pick(r, ['land', 'naval', 'x']) as never) }) },
  { name: 'whatIfOrigins', weight: 1, call: (r) => ({ result: EW.whatIfOrigins(pick(r, ['land', 'naval', 'x']) as never, cityArg(r) as never, pick(r, ['road', 'sea', 1]) as never, pick(r, [true, false, null]) as boolean) }) },
  { name: 'whatIfRequest', weight: 1, call: (r) => ({ result: EW.whatIfRequest(mutate(r, { ...requests[0]!, whatIf: { greece: 2, persia: 3 } }) as never) }) },
  { name: 'checkRequest', weight: 1, call: (r) => ({ result: EW.checkRequest(arg(r, requests)) }) },
  { name: 'requestBoard', weight: 1, call: (r) => ({ result: EW.requestBoard(arg(r, boards) as never, arg(r, requests) as never) }) },
  { name: 'battleSetupFor', weight: 1, call: (r) => ({ result: EW.battleSetupFor(arg(r, boards) as never, arg(r, requests) as never) }) },
  { name: 'openBattle', weight: 1, call: (r) => ({ result: EW.openBattle(arg(r, boards) as never, arg(r, requests) as never) }) },
  { name: 'lightningEvents', weight: 1, call: (r) => ({ result: EW.lightningEvents(sideArg(r) as never) }) },
  // changes.ts
  { name: 'checkChanges', weight: 1, call: (r) => ({ result: EW.checkChanges(arg(r, changes)) }) },
  {
    name: 'applyChanges',
    weight: 3,
    call: (r) => { const b = arg(r, boards); const before = snap(b); return { result: EW.applyChanges(b as never, arg(r, changes) as never, mutate(r, { solo: false }) as never), kind: 'board', input: b, before }; },
  },
  { name: 'checkLimits', weight: 1, call: (r) => ({ result: EW.checkLimits(arg(r, boards) as never, pick(r, [true, false, 'x']) as boolean, mutate(r, { greekArmies: 1 }) as never) }) },
  { name: 'boardChanges', weight: 1, call: (r) => ({ result: EW.boardChanges(arg(r, boards) as never, arg(r, boards) as never) }) },
  { name: 'mergeChanges', weight: 1, call: (r) => ({ result: EW.mergeChanges(arg(r, changes) as never) }) },
  { name: 'changeMessage', weight: 1, call: (r) => ({ result: EW.changeMessage(arg(r, changes.flat()) as never) }) },
  // the checklist (phases.ts, checklist-check.ts, checklist-guide.ts)
  {
    name: 'applyChecklist',
    weight: 3,
    call: (r) => {
      const c = arg(r, checklists);
      const before = snap(c);
      const b = arg(r, boards);
      const a = nextInt(r, 2) ? arg(r, EW.checklistActions(pick(r, checklists), pick(r, boards))) : arg(r, campaignVerbs);
      return { result: EW.applyChecklist(c as never, a as never, b as never), kind: 'checklist', input: c, before };
    },
  },
  { name: 'whyNotChecklist', weight: 2, call: (r) => ({ result: EW.whyNotChecklist(arg(r, checklists) as never, arg(r, campaignVerbs) as never, arg(r, boards) as never) }) },
  { name: 'checklistActions', weight: 1, call: (r) => ({ result: EW.checklistActions(arg(r, checklists) as never, arg(r, boards) as never, mutate(r, { edition: 'nl' }) as never) }) },
  { name: 'whyNotBuy', weight: 1, call: (r) => ({ result: EW.whyNotBuy(arg(r, checklists) as never, sideArg(r) as never, pick(r, ['army', 'fleet', 'card', 'bridge', 'x']) as never, arg(r, boards) as never, mutate(r, { edition: 'nl' }) as never, cityArg(r) as never) }) },
  { name: 'whyNotPlace', weight: 1, call: (r) => ({ result: EW.whyNotPlace(arg(r, boards) as never, sideArg(r) as never, pick(r, ['army', 'fleet', 'x']) as never, cityArg(r) as never) }) },
  { name: 'placementCities', weight: 1, call: (r) => ({ result: EW.placementCities(arg(r, boards) as never, sideArg(r) as never, pick(r, ['army', 'fleet', 'x']) as never) }) },
  { name: 'itemCost', weight: 1, call: (r) => ({ result: EW.itemCost(arg(r, checklists) as never, sideArg(r) as never, pick(r, ['army', 'fleet', 'card', 'bridge', 'x']) as never) }) },
  { name: 'preparing', weight: 1, call: (r) => ({ result: EW.preparing(arg(r, checklists) as never) }) },
  { name: 'budgets', weight: 1, call: (r) => ({ result: EW.budgets(arg(r, checklists) as never) }) },
  { name: 'spartaEventsAllowed', weight: 1, call: (r) => ({ result: EW.spartaEventsAllowed(arg(r, checklists) as never) }) },
  { name: 'correctHand', weight: 1, call: (r) => ({ result: EW.correctHand(arg(r, checklists) as never, sideArg(r) as never, pick(r, [1, -1, 2, 0.5, 'x']) as number), kind: 'checklist' }) },
  { name: 'stepGuide', weight: 1, call: (r) => ({ result: EW.stepGuide(arg(r, checklists) as never) }) },
  { name: 'checkChecklist', weight: 1, call: (r) => ({ result: EW.checkChecklist(arg(r, checklists)) }) },
  { name: 'parseChecklist', weight: 1, call: (r) => ({ result: EW.parseChecklist(arg(r, checklists)), kind: 'checklist' }) },
  { name: 'newChecklist', weight: 1, call: (r) => ({ result: EW.newChecklist(mutate(r, { campaign: 3, cheapFleets: true }) as never), kind: 'checklist' }) },
];

describe(`fuzz: ${CASES} seeded hostile calls to the Earth & Water verbs and what they are built from`, () => {
  it('each returns a result with no impossible value (its input unchanged) or throws a StrategosError, none over 2 s', () => {
    const rng = seedRng(process.env.FUZZ_SEED ?? 'ew-verbs-fuzz');
    const bag = ENTRIES.flatMap((e) => Array.from({ length: e.weight }, () => e));
    const crashes: string[] = [];
    const corrupt: string[] = [];
    const slow: string[] = [];
    const count = { crashes: 0, corrupt: 0 };
    const calls = new Map<string, { ok: number; refused: number }>();
    let walked = 0;
    const run = (e: Entry, r: RngState) => {
      const t0 = performance.now();
      try {
        e.call(r);
      } catch {
        // timing only
      }
      return performance.now() - t0;
    };
    for (let i = 0; i < CASES; i++) {
      const e = pick(rng, bag);
      const tally = calls.get(e.name) ?? { ok: 0, refused: 0 };
      calls.set(e.name, tally);
      const start = cloneRng(rng);
      const walkBefore = walk;
      const t0 = performance.now();
      try {
        const { result, kind, input, before } = e.call(rng);
        tally.ok++;
        const why = kind === 'board' ? badBoard(result) : kind === 'table' ? badTable(result) : kind === 'checklist' ? badChecklist(result) : null;
        if (why || (before !== undefined && snap(input) !== before)) count.corrupt++;
        if (why && corrupt.length < 40 && !corrupt.some((c) => c.startsWith(e.name + ' '))) corrupt.push(`${e.name} (case ${i}): ${why}`);
        if (before !== undefined && snap(input) !== before && corrupt.length < 5) corrupt.push(`${e.name} (case ${i}): changed its input`);
        if (e.name === 'applyTable (a walk)' && !why) {
          walk = result as EW.Table;
          walked++;
          // a finished game, or a long walk, starts again from a real table
          if (walk.checklist.result || walked % 200 === 0) walk = pick(rng, tables);
        }
      } catch (x) {
        if (isStrategosError(x)) tally.refused++;
        else if (++count.crashes && crashes.length < 40 && !crashes.some((c) => c.endsWith(crashSite(x)))) crashes.push(`${e.name} (case ${i}): ${crashSite(x)}`);
      }
      const dt = performance.now() - t0;
      if (dt > LIMIT_MS) {
        // timed again from the same input: a busy machine's moment is not a slow call
        const now = walk;
        walk = walkBefore;
        const again = Math.min(dt, run(e, cloneRng(start)), run(e, cloneRng(start)));
        walk = now;
        if (again > LIMIT_MS) slow.push(`${e.name} (case ${i}): ${again.toFixed(0)} ms`);
      }
    }
    console.log(`fuzz earth-water verbs: ${CASES} cases, ${count.crashes} crashes, ${count.corrupt} corrupt, ${slow.length} hangs (over ${LIMIT_MS} ms three times)`);
    expect(crashes, crashes.join('\n')).toEqual([]);
    expect(corrupt, corrupt.join('\n')).toEqual([]);
    expect(slow, slow.join('\n')).toEqual([]);
    // every entry was called; the walk got somewhere; hostile input was refused and good input accepted
    expect([...calls.keys()].sort()).toEqual(ENTRIES.map((e) => e.name).sort());
    expect(walked).toBeGreaterThan(CASES / 20);
    for (const n of ['applyTable (a walk)', 'applyTable', 'applyMove', 'applyChanges', 'applyChecklist']) {
      expect(calls.get(n)!.ok, `${n} never accepted anything`).toBeGreaterThan(0);
      expect(calls.get(n)!.refused, `${n} never refused anything`).toBeGreaterThan(0);
    }
  }, 120_000);
});
