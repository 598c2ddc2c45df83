/**
 * Seeded hostile input to every public entry of src/earth-water (issue 17 item 8): boards, tables,
 * battles, checklists, moves, requests, changes and options, each either well formed, well formed
 * but illegal, or broken in one place (a negative, fractional, huge or NaN count, an unknown city or
 * key, a wrong type, a missing field). Every call must either return a result with no impossible
 * value (whole counts ≥ 0, known keys only, the box's limits where the game is known) or throw the
 * project's own error (`StrategosError`) — never a TypeError from deep inside. FUZZ_CASES=n for more,
 * FUZZ_SEED=… for other cases, FUZZ_TIMES=1 to print the time spent per entry (diagnostics only).
 */
import { describe, expect, it } from 'vitest';
import { cloneRng, seedRng, nextInt, type RngState } from '../../../src/core/rng.js';
import { isStrategosError } from '../../../src/core/errors.js';
import { enteredDice } from '../../../src/core/dice.js';
import * as EW from '../../../src/earth-water/index.js';
import type { Board } from '../../../src/earth-water/types.js';
import { HOSTILE_VALUES } from '../../fixtures/hostile.js';
import { badBoard, badChecklist, badTable, crashSite, boards, campaignVerbs, checklists, clone, mutator, pick, requests, tables } from './fuzz-harness.js';

const CASES = Number(process.env.FUZZ_CASES ?? 42_000);
/** A call this long is a hang (a loop over a sparse list of four billion, say), not a busy machine. */
const HANG_MS = 1000;

// ---------------------------------------------------------------------------------------------
// Material: good values to start from, taken from real play (fuzz-harness.ts)
// ---------------------------------------------------------------------------------------------

const battles: EW.BattleState[] = tables.flatMap((t) => (t.battle ? [t.battle.state] : []));
const actions: EW.TableAction[] = campaignVerbs;

const HOSTILE: readonly unknown[] = [
  undefined, null, NaN, Infinity, -Infinity, -1, 0.5, 1e9, -0, 0, 1, 2, 3, 7, 99, 1000, '', 'Atlantis', 'Athenai', 'greece', 'persia',
  'land', 'naval', 'road', 'sea', 'roll', true, false, [], [1, 2], {}, { forces: {} }, { __proto__: { x: 1 } }, '__proto__', 'constructor',
  'toString', 'greekArmies', { s: [1, 2, 3, 4] }, [[]],
  ...HOSTILE_VALUES, // tests/fixtures/hostile.ts: toString that is no function, traps, cycles, 10 MB, …
];

/** A value like `good`, broken in one place at random (or left whole: rolls 1–2 of ten). */
const mutate = mutator(HOSTILE, 3);

const arg = (rng: RngState, xs: readonly unknown[]) => mutate(rng, pick(rng, xs));
const cityArg = (rng: RngState) => (nextInt(rng, 4) === 0 ? pick(rng, HOSTILE) : pick(rng, EW.CITIES));
const sideArg = (rng: RngState) => (nextInt(rng, 5) === 0 ? pick(rng, HOSTILE) : pick(rng, ['greece', 'persia']));
const kindArg = (rng: RngState) => (nextInt(rng, 5) === 0 ? pick(rng, HOSTILE) : pick(rng, EW.FORCE_KINDS));
const numArg = (rng: RngState) => (nextInt(rng, 3) === 0 ? pick(rng, HOSTILE) : nextInt(rng, 6));

// ---------------------------------------------------------------------------------------------
// What a result may not be
// ---------------------------------------------------------------------------------------------

function badBattle(x: unknown): string | null {
  try {
    EW.checkBattleState(clone(x)); // a copy: checked in full
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

type Entry = { name: string; weight: number; call: (rng: RngState) => { result: unknown; kind?: 'board' | 'table' | 'battle' | 'checklist' } };

const ENTRIES: Entry[] = [
  { name: 'count', weight: 2, call: (r) => ({ result: EW.count(arg(r, boards) as Board, cityArg(r) as never, kindArg(r) as never) }) },
  { name: 'withCount', weight: 3, call: (r) => ({ result: EW.withCount(arg(r, boards) as Board, cityArg(r) as never, kindArg(r) as never, numArg(r) as number), kind: 'board' }) },
  { name: 'total', weight: 1, call: (r) => ({ result: EW.total(arg(r, boards) as Board, kindArg(r) as never) }) },
  { name: 'armies', weight: 1, call: (r) => ({ result: EW.armies(arg(r, boards) as Board, cityArg(r) as never, sideArg(r) as never) }) },
  { name: 'controller', weight: 2, call: (r) => ({ result: EW.controller(arg(r, boards) as Board, cityArg(r) as never) }) },
  { name: 'controlledBy', weight: 1, call: (r) => ({ result: EW.controlledBy(arg(r, boards) as Board, sideArg(r) as never) }) },
  { name: 'holdsBothEnemyMajors', weight: 1, call: (r) => ({ result: EW.holdsBothEnemyMajors(arg(r, boards) as Board, sideArg(r) as never) }) },
  { name: 'neighbours', weight: 1, call: (r) => ({ result: EW.neighbours(cityArg(r) as never, pick(r, [true, false, null, 'x']) as boolean) }) },
  { name: 'landDestinations', weight: 2, call: (r) => ({ result: EW.landDestinations(arg(r, boards) as Board, sideArg(r) as never, cityArg(r) as never) }) },
  { name: 'navalDestinations', weight: 1, call: (r) => ({ result: EW.navalDestinations(arg(r, boards) as Board, sideArg(r) as never, cityArg(r) as never) }) },
  { name: 'applyLandMove', weight: 3, call: (r) => ({ result: EW.applyLandMove(arg(r, boards) as Board, sideArg(r) as never, cityArg(r) as never, cityArg(r) as never, numArg(r) as number), kind: 'board' }) },
  {
    name: 'applyNavalMove',
    weight: 3,
    call: (r) => ({ result: EW.applyNavalMove(arg(r, boards) as Board, sideArg(r) as never, cityArg(r) as never, cityArg(r) as never, numArg(r) as number, numArg(r) as number), kind: 'board' }),
  },
  { name: 'supplyReport', weight: 2, call: (r) => ({ result: EW.supplyReport(arg(r, boards) as Board, sideArg(r) as never, mutate(r, { seaSupply: 'strict' }) as never) }) },
  { name: 'lineOfCommunication', weight: 1, call: (r) => ({ result: EW.lineOfCommunication(arg(r, boards) as Board, sideArg(r) as never, cityArg(r) as never) }) },
  {
    name: 'applySupply',
    weight: 3,
    call: (r) => ({ result: EW.applySupply(arg(r, boards) as Board, sideArg(r) as never, mutate(r, { Pella: 3, Korinthos: 1 }) as never, mutate(r, {}) as never), kind: 'board' }),
  },
  { name: 'scoreCampaign', weight: 2, call: (r) => ({ result: EW.scoreCampaign(arg(r, boards) as Board, mutate(r, { edition: 'nl', acropolisOnFire: true }) as never) }) },
  { name: 'battleOdds', weight: 2, call: (r) => ({ result: EW.battleOdds(mutate(r, { kind: 'land', where: 'Thebai', persia: 3, greece: 2, greekDice: 3 }) as never) }) },
  { name: 'roundOdds', weight: 1, call: (r) => ({ result: EW.roundOdds(numArg(r) as number, numArg(r) as number, numArg(r) as number) }) },
  { name: 'persianCap', weight: 1, call: (r) => ({ result: EW.persianCap(cityArg(r) as never, mutate(r, { cap: 5 }) as never) }) },
  { name: 'countedDie', weight: 1, call: (r) => ({ result: EW.countedDie(numArg(r) as number, sideArg(r) as never, cityArg(r) as never) }) },
  { name: 'diceCount', weight: 1, call: (r) => ({ result: EW.diceCount(numArg(r) as number, numArg(r) as number) }) },
  {
    name: 'startBattle',
    weight: 3,
    call: (r) => ({ result: EW.startBattle(arg(r, battles.map((b) => b.setup)) as never), kind: 'battle' }),
  },
  {
    name: 'applyBattle',
    weight: 5,
    call: (r) => {
      const st = arg(r, battles) as EW.BattleState;
      const choice = mutate(r, pick(r, [{ type: 'roll' }, { type: 'continue' }, { type: 'event', event: 'miltiades' }, { type: 'retreat', side: 'greece', to: 'Athenai', by: 'road' }]));
      return { result: EW.applyBattle(st, choice as never, enteredDice([nextInt(r, 6) + 1, nextInt(r, 6) + 1, nextInt(r, 6) + 1, nextInt(r, 6) + 1, nextInt(r, 6) + 1, nextInt(r, 6) + 1])), kind: 'battle' };
    },
  },
  { name: 'battleChoices', weight: 2, call: (r) => ({ result: EW.battleChoices(arg(r, battles) as never) }) },
  { name: 'retreatOptions', weight: 1, call: (r) => ({ result: EW.retreatOptions(arg(r, battles) as never, sideArg(r) as never) }) },
  { name: 'battleStateOdds', weight: 1, call: (r) => ({ result: EW.battleStateOdds(arg(r, battles) as never) }) },
  { name: 'oddsTrail', weight: 1, call: (r) => ({ result: EW.oddsTrail(arg(r, battles) as never) }) },
  { name: 'battleResultToBoard', weight: 3, call: (r) => ({ result: EW.battleResultToBoard(arg(r, boards) as Board, arg(r, battles) as never, mutate(r, { destroyBridge: true }) as never), kind: 'board' }) },
  { name: 'battleConflicts', weight: 1, call: (r) => ({ result: EW.battleConflicts(arg(r, boards) as Board, arg(r, battles) as never) }) },
  {
    name: 'applyChanges',
    weight: 4,
    call: (r) => ({
      result: EW.applyChanges(arg(r, boards) as Board, mutate(r, [{ city: 'Athenai', kind: 'greekArmies', delta: -1 }, { bridge: false }, { scoreDelta: 2 }]) as never, mutate(r, { solo: false }) as never),
      kind: 'board',
    }),
  },
  { name: 'boardChanges', weight: 1, call: (r) => ({ result: EW.boardChanges(arg(r, boards) as Board, arg(r, boards) as Board) }) },
  { name: 'applyMove', weight: 3, call: (r) => ({ result: EW.applyMove(arg(r, boards) as Board, mutate(r, (pick(r, actions.filter((a) => a.type === 'move')) as { move: unknown }).move) as never), kind: 'board' }) },
  { name: 'battleFromMove', weight: 2, call: (r) => ({ result: EW.battleFromMove(arg(r, boards) as Board, mutate(r, (pick(r, actions.filter((a) => a.type === 'move')) as { move: unknown }).move) as never) }) },
  { name: 'battleAt', weight: 2, call: (r) => ({ result: EW.battleAt(arg(r, boards) as Board, cityArg(r) as never, mutate(r, { attacker: 'persia', from: 'Thebai', carried: 1 }) as never) }) },
  { name: 'openBattle', weight: 3, call: (r) => ({ result: EW.openBattle(arg(r, boards) as Board, arg(r, requests) as never), kind: 'battle' }) },
  { name: 'newChecklist', weight: 1, call: (r) => ({ result: EW.newChecklist(mutate(r, { campaign: 3, cheapFleets: true }) as never), kind: 'checklist' }) },
  { name: 'checklistActions', weight: 2, call: (r) => ({ result: EW.checklistActions(arg(r, checklists) as never, arg(r, boards) as Board, mutate(r, { edition: 'en' }) as never) }) },
  {
    name: 'applyChecklist',
    weight: 4,
    call: (r) => {
      const args = [arg(r, checklists), arg(r, actions.filter((a) => !['move', 'battleOpen', 'battleChoice', 'battleApply', 'edit', 'supply'].includes(a.type))), arg(r, boards)] as const;
      return { result: EW.applyChecklist(args[0] as never, args[1] as never, args[2] as Board), kind: 'checklist' };
    },
  },
  { name: 'correctHand', weight: 1, call: (r) => ({ result: EW.correctHand(arg(r, checklists) as never, sideArg(r) as never, pick(r, [1, -1, 2, 0.5, 'x']) as number), kind: 'checklist' }) },
  { name: 'parseChecklist', weight: 2, call: (r) => ({ result: EW.parseChecklist(arg(r, checklists)), kind: 'checklist' }) },
  { name: 'placementCities', weight: 1, call: (r) => ({ result: EW.placementCities(arg(r, boards) as Board, sideArg(r) as never, pick(r, ['army', 'fleet', 'bridge', 1]) as never) }) },
  { name: 'applyTable', weight: 6, call: (r) => ({ result: EW.applyTable(arg(r, tables) as never, arg(r, actions) as never, mutate(r, { edition: 'en' }) as never), kind: 'table' }) },
  { name: 'whyNotTable', weight: 1, call: (r) => ({ result: EW.whyNotTable(arg(r, tables) as never, arg(r, actions) as never) }) },
  { name: 'moveChoices', weight: 1, call: (r) => ({ result: EW.moveChoices(arg(r, tables) as never, sideArg(r) as never, cityArg(r) as never) }) },
  { name: 'parseTable', weight: 2, call: (r) => ({ result: EW.parseTable(arg(r, tables), pick(r, [2, 2, 1, 3, 'x']) as number), kind: 'table' }) },
  { name: 'battlePreview', weight: 1, call: (r) => ({ result: EW.battlePreview(EW.parseTable(arg(r, tables)), mutate(r, { destroyBridge: true }) as never) }) },
  {
    name: 'placePortrait',
    weight: 2,
    call: (r) => ({ result: EW.placePortrait(arg(r, boards) as Board, mutate(r, { miltiades: true }) as never, pick(r, [...EW.PORTRAIT_IDS, 'pericles', 3]) as never, mutate(r, { takeFrom: 'Athenai', solo: false }) as never).board, kind: 'board' }),
  },
  {
    name: 'removePortrait',
    weight: 1,
    call: (r) => ({ result: EW.removePortrait(arg(r, boards) as Board, mutate(r, { miltiades: true, darius: true }) as never, pick(r, [...EW.PORTRAIT_IDS, 'pericles']) as never, mutate(r, { returnTo: 'Korinthos' }) as never).board, kind: 'board' }),
  },
  { name: 'reserveLeft', weight: 1, call: (r) => ({ result: EW.reserveLeft(arg(r, boards) as Board, mutate(r, { darius: true }) as never, kindArg(r) as never, pick(r, [true, false, 'x']) as boolean) }) },
  { name: 'validateBoard', weight: 2, call: (r) => ({ result: EW.validateBoard(arg(r, boards), mutate(r, { solo: false }) as never) }) },
  { name: 'parseBoard', weight: 2, call: (r) => ({ result: EW.parseBoard(arg(r, boards), mutate(r, { solo: true }) as never), kind: 'board' }) },
  { name: 'card', weight: 1, call: (r) => ({ result: EW.cardHalf(numArg(r) as number, sideArg(r) as never) }) },
];

describe(`fuzz: ${CASES} seeded hostile calls to every public entry of src/earth-water`, () => {
  it('each returns a result with no impossible value or throws a StrategosError — never anything else', () => {
    const rng = seedRng(process.env.FUZZ_SEED ?? 'ew-fuzz');
    const bag = ENTRIES.flatMap((e) => Array.from({ length: e.weight }, () => e));
    const crashes: string[] = [];
    const corrupt: string[] = [];
    const count = { crashes: 0, corrupt: 0, hangs: 0 };
    const calls = new Map<string, number>();
    let refused = 0;
    const slow = new Map<string, number>();
    for (let i = 0; i < CASES; i++) {
      const e = pick(rng, bag);
      calls.set(e.name, (calls.get(e.name) ?? 0) + 1);
      const start = cloneRng(rng);
      const t0 = performance.now();
      try {
        const { result, kind } = e.call(rng);
        const why =
          kind === 'board' ? badBoard(result) : kind === 'table' ? badTable(result) : kind === 'battle' ? badBattle(result) : kind === 'checklist' ? badChecklist(result) : null;
        if (why) count.corrupt++;
        if (why && corrupt.length < 5) corrupt.push(`${e.name} (case ${i}): ${why}`);
      } catch (x) {
        if (isStrategosError(x)) refused++;
        else if (++count.crashes && crashes.length < 40 && !crashes.some((c) => c.endsWith(crashSite(x)))) crashes.push(`${e.name} (case ${i}): ${crashSite(x)}`);
      }
      const dt = performance.now() - t0;
      if (dt > HANG_MS) {
        // timed twice more from the same case: a busy machine's moment is not a hang
        const again = (): number => {
          const t1 = performance.now();
          try {
            e.call(cloneRng(start));
          } catch {
            // timing only
          }
          return performance.now() - t1;
        };
        if (Math.min(again(), again()) > HANG_MS) count.hangs++;
      }
      slow.set(e.name, (slow.get(e.name) ?? 0) + dt);
      if (process.env.FUZZ_TIMES && dt > 200) console.log(`slow ${e.name} case ${i}: ${dt.toFixed(0)} ms`);
    }
    console.log(`fuzz earth-water entries: ${CASES} cases, ${count.crashes} crashes, ${count.corrupt} corrupt, ${count.hangs} hangs (calls over ${HANG_MS} ms)`);
    if (process.env.FUZZ_TIMES) console.log([...slow.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, ms]) => `${n} ${ms.toFixed(0)} ms`).join('\n'));
    expect(crashes, crashes.join('\n')).toEqual([]);
    expect(corrupt, corrupt.join('\n')).toEqual([]);
    expect(count.hangs).toBe(0);
    // Every entry was called, and hostile input was refused often (the cases are not all legal).
    expect([...calls.keys()].sort()).toEqual(ENTRIES.map((e) => e.name).sort());
    expect(refused).toBeGreaterThan(CASES / 4);
    expect(refused).toBeLessThan(CASES);
  }, 120_000);
});
