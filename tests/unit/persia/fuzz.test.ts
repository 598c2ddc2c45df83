/**
 * Seeded hostile input to every public entry of src/persia (issue 16 item 4): boards and solo
 * states taken from real play and broken one field at a time, actions with the wrong shape, and
 * plain garbage. Every call either returns something the rules can produce — checked here, not
 * trusted — or throws the project's own StrategosError. 0 other throws, 0 corrupt results.
 * FUZZ_CASES=300000 npx vitest run tests/unit/persia/fuzz.test.ts for a long run.
 */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import * as persia from '../../../src/persia/index.js';
import type { Board } from '../../../src/earth-water/types.js';
import { CITIES } from '../../../src/earth-water/types.js';
import { validateBoard } from '../../../src/earth-water/validate.js';
import { isStrategosError } from '../../../src/core/errors.js';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import { driverGame, driverRng, nextAction } from './driver.js';
import { HOSTILE_VALUES, hostileInside, keyOf } from '../../fixtures/hostile.js';
import { crashSite } from '../earth-water/fuzz-harness.js';

const CASES = Number(process.env.FUZZ_CASES ?? 30_000);

const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[nextInt(rng, xs.length)]!;

const WEIRD: readonly unknown[] = [
  null, undefined, 0, -1, 1, 2, 3, 6, 7, 16, 17, 999, 1000, 1.5, -0.5, Number.NaN, Infinity, -Infinity, 2 ** 53,
  '', 'NaN', '3', 'Athenai', 'Troy', 'greekArmies', 'land', 'persia', true, false, [], [1, 2], {}, { forces: {} }, { id: 'x' },
  ...HOSTILE_VALUES, // tests/fixtures/hostile.ts: toString that is no function, traps, cycles, 10 MB, …
];
const KEYS = ['forces', 'bridge', 'campaign', 'score', 'greekArmies', 'persianArmies', 'greekFleets', 'persianFleets', ...CITIES];

/** A copy of `x` with one value somewhere inside replaced by something hostile (or a key added, or deleted). */
function mutate(rng: RngState, x: unknown, depth = 0): unknown {
  if (typeof x !== 'object' || x === null || depth > 5 || nextInt(rng, 5) === 0) return pick(rng, WEIRD);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(x) ? [...x] : { ...(x as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const r = nextInt(rng, 10);
  if (nextInt(rng, 12) === 0 && hostileInside(rng, copy, copy)) return copy;
  if (r === 0 && !Array.isArray(copy)) (copy as Record<string | symbol, unknown>)[keyOf(pick(rng, [...KEYS, pick(rng, WEIRD)]))] = pick(rng, WEIRD);
  else if (r === 1 && keys.length > 0) delete (copy as Record<string, unknown>)[pick(rng, keys)];
  else if (keys.length > 0) {
    const k = pick(rng, keys);
    (copy as Record<string, unknown>)[k] = mutate(rng, (copy as Record<string, unknown>)[k], depth + 1);
  }
  return copy;
}

/** Real solo states and boards, from seeded play with the tests' Greek player (driver.ts). */
function harvest(): { states: persia.SoloState[]; boards: Board[]; actions: persia.SoloAction[] } {
  const states: persia.SoloState[] = [];
  const actions: persia.SoloAction[] = [];
  for (let g = 1; g <= 12; g++) {
    const rng = driverRng(g);
    let s = driverGame(g);
    for (let step = 0; step < 400 && !s.result; step++) {
      const a = nextAction(s, persia.soloActions(s), rng);
      s = persia.applySoloAction(s, a);
      actions.push(a);
      states.push(s);
    }
  }
  return { states, boards: states.map((s) => s.board), actions };
}

/** A result the rules cannot produce (thrown by the checks below, counted as corrupt). */
class Corrupt extends Error {}

/** What a returned value must be: something the rules can produce. Throws `Corrupt` if not. */
function checkBoardResult(b: unknown, battles: boolean, what: string): void {
  let errors;
  try {
    errors = validateBoard(b, { solo: true }).filter((p) => p.severity === 'error' || !battles);
  } catch (e) {
    throw new Corrupt(`${what}: an unreadable board (${(e as Error).message})`);
  }
  if (errors.length > 0) throw new Corrupt(`${what}: a corrupt board (${errors[0]!.message})`);
}

function checkState(s: unknown, what: string): void {
  try {
    persia.checkSoloState(s);
  } catch (e) {
    throw new Corrupt(`${what}: a corrupt solo state (${(e as Error).message})`);
  }
}

type Entry = (rng: RngState) => void;

describe('src/persia under hostile input (issue 16 item 4)', () => {
  it(`${CASES} seeded cases across every public entry: only StrategosErrors, no corrupt result`, () => {
    const { states, boards, actions } = harvest();
    expect(states.length).toBeGreaterThan(500);
    const rng = seedRng('persia fuzz');
    const board = (): unknown => (nextInt(rng, 3) === 0 ? pick(rng, boards) : mutate(rng, pick(rng, boards)));
    const state = (): unknown => (nextInt(rng, 3) === 0 ? pick(rng, states) : mutate(rng, pick(rng, states)));
    const action = (): unknown => (nextInt(rng, 2) === 0 ? pick(rng, actions) : mutate(rng, pick(rng, actions)));
    const any = (): unknown => pick(rng, WEIRD);

    const entries: Record<string, Entry> = {
      persiaPreparation: () => {
        const b = board();
        const d = persia.persiaPreparation(b as Board, nextInt(rng, 2) ? { cardsAvailable: any() as number } : undefined);
        checkBoardResult(persia.applyChanges(b as Board, d.changes), false, 'preparation');
        if (d.talentsLeft < 0 || d.cards > 6) throw new Corrupt('preparation: impossible spending');
      },
      situationApplies: () => void persia.situationApplies(nextInt(rng, 2) ? pick(rng, persia.SITUATIONS) : (any() as never), board() as Board),
      persiaOperation: () => {
        const b = board();
        const d = persia.persiaOperation(b as Board, (nextInt(rng, 3) ? 1 + nextInt(rng, 6) : any()) as 1, (nextInt(rng, 3) ? nextInt(rng, 5) : any()) as number, nextInt(rng, 2) ? (mutate(rng, { placement: 'free', dieOne: 'phase' }) as never) : undefined);
        checkBoardResult(persia.applyChanges(b as Board, d.changes), d.battle !== undefined, 'operation');
      },
      persiaNeedsDie: () => void persia.persiaNeedsDie(board() as Board, (nextInt(rng, 2) ? 2 : any()) as number),
      persiaOperationStep: () => void persia.persiaOperationStep(board() as Board, (nextInt(rng, 2) ? 0 : any()) as number),
      persiaAttrition: () => {
        const d = persia.persiaAttrition(board() as Board, (nextInt(rng, 2) ? 2 : any()) as number, nextInt(rng, 2) ? (mutate(rng, { seaSupply: 'strict' }) as never) : undefined);
        checkBoardResult(d.board, false, 'attrition');
      },
      applyChanges: () => checkBoardResult(persia.applyChanges(board() as Board, mutate(rng, [{ city: 'Athenai', kind: 'greekArmies', delta: 1 }]) as never), true, 'applyChanges'),
      mergeChanges: () => void persia.mergeChanges(mutate(rng, [{ city: 'Athenai', kind: 'greekArmies', delta: 1 }, { bridge: true }]) as never),
      boardChanges: () => void persia.boardChanges(board() as Board, board() as Board),
      describeChange: () => void persia.describeChange(mutate(rng, { city: 'Sparta', kind: 'persianFleets', delta: -1 }) as never),
      readGreekOperation: () => {
        const s = state() as persia.SoloState;
        const r = persia.readGreekOperation(s, mutate(rng, { changes: [{ city: 'Athenai', kind: 'greekArmies', delta: -1 }, { city: 'Thebai', kind: 'greekArmies', delta: 1 }] }) as never, (nextInt(rng, 2) ? 0 : any()) as number);
        checkBoardResult(r.board, r.battles.length > 0, 'Greek operation');
      },
      greekReserve: () => {
        const n = persia.greekReserve(state() as persia.SoloState, (nextInt(rng, 2) ? 'greekArmies' : any()) as 'greekArmies');
        if (!Number.isInteger(n) || n < 0) throw new Corrupt(`greekReserve: ${n}`);
      },
      greekPlayMessage: () => void persia.greekPlayMessage(mutate(rng, { kind: 'land', from: 'Athenai', to: 'Thebai', armies: 1, path: ['Athenai', 'Thebai'] }) as never),
      battleEnds: () => {
        const s = pick(rng, states.filter((x) => x.battles.length > 0));
        const setup = persia.owedBattleSetup(s);
        // Whole explorations are dear: one real setup in eight, the rest broken.
        const ends = persia.battleEnds(nextInt(rng, 8) === 0 ? setup : (mutate(rng, setup) as never));
        if (ends.size === 0) throw new Corrupt('a battle with no end');
      },
      isBattleEnd: () => {
        const s = pick(rng, states.filter((x) => x.battles.length > 0));
        void persia.isBattleEnd(persia.owedBattleSetup(s), board() as Board, (nextInt(rng, 2) ? [] : any()) as never);
      },
      cardsAvailable: () => {
        const n = persia.cardsAvailable(mutate(rng, { draw: 3, discard: 4 }) as never);
        if (!Number.isInteger(n) || n < 0 || n > 32) throw new Corrupt(`cardsAvailable: ${n}`);
      },
      migrateSoloState: () => checkState(persia.migrateSoloState(state(), mutate(rng, { leaders: {}, shown: 1 }) as never), 'migrate'),
      newSoloGame: () => checkState(persia.newSoloGame((nextInt(rng, 2) ? nextInt(rng, 99) : any()) as number, mutate(rng, { placement: 'free', dieOne: 'phase', startCampaign: 3, edition: 'en', seaSupply: 'lenient' }) as never), 'newSoloGame'),
      soloActions: () => void persia.soloActions(state() as persia.SoloState),
      soloNext: () => void persia.soloNext(state() as persia.SoloState),
      nextPreparation: () => void persia.nextPreparation(state() as persia.SoloState),
      nextOperationStep: () => void persia.nextOperationStep(state() as persia.SoloState),
      owedBattleCards: () => void persia.owedBattleCards(state() as persia.SoloState),
      owedBattleSetup: () => void persia.owedBattleSetup(state() as persia.SoloState, (nextInt(rng, 2) ? undefined : any()) as never),
      owedBattleRequest: () => void persia.owedBattleRequest(state() as persia.SoloState, (nextInt(rng, 2) ? undefined : any()) as never),
      checkSoloState: () => persia.checkSoloState(state()),
      soloInvariants: () => void persia.soloInvariants(state() as persia.SoloState),
      pendingBattles: () => void persia.pendingBattles(board() as Board),
      readSoloOptions: () => void persia.readSoloOptions(mutate(rng, { placement: 'controlled' })),
      dieRow: () => void persia.dieRow(any() as 1),
      applySoloAction: () => {
        // Real states with their real next action, broken actions, broken states.
        const i = nextInt(rng, states.length - 1);
        const r = nextInt(rng, 3);
        const s = (r === 2 ? mutate(rng, states[i]) : states[i]) as persia.SoloState;
        const a = r === 0 ? actions[i + 1] ?? action() : action();
        checkState(persia.applySoloAction(s, a as persia.SoloAction), 'applySoloAction');
      },
    };

    const names = Object.keys(entries);
    const tally: Record<string, { ok: number; refused: number }> = {};
    const count = { crashes: 0, corrupt: 0, hangs: 0 };
    const crashes: string[] = [];
    const corrupt: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const name = names[i % names.length]!;
      const t = (tally[name] ??= { ok: 0, refused: 0 });
      const t0 = performance.now();
      if (process.env.FUZZ_TRACE) writeFileSync(process.env.FUZZ_TRACE, `case ${i} ${name}\n`);
      try {
        entries[name]!(rng);
        t.ok++;
      } catch (e) {
        if (e instanceof Corrupt) {
          count.corrupt++;
          if (corrupt.length < 20) corrupt.push(`case ${i} (${name}): ${e.message.slice(0, 200)}`);
        } else if (!isStrategosError(e)) {
          count.crashes++;
          if (crashes.length < 40 && !crashes.some((c) => c.endsWith(crashSite(e)))) crashes.push(`case ${i} (${name}): ${crashSite(e)}`);
        } else t.refused++;
      }
      // no retiming here (the case's random draws are spent): a hang is a call over 2 s, far over any busy moment
      if (performance.now() - t0 > 2000) count.hangs++;
    }
    console.log(`fuzz persia: ${CASES} cases, ${count.crashes} crashes, ${count.corrupt} corrupt, ${count.hangs} hangs (calls over 2,000 ms)`);
    expect(crashes, crashes.join('\n')).toEqual([]);
    expect(corrupt, corrupt.join('\n')).toEqual([]);
    expect(count.hangs).toBe(0);
    // Both paths of every entry were exercised: it accepted good input and refused bad.
    for (const n of names) {
      if (['mergeChanges', 'soloInvariants', 'battleEnds'].includes(n)) continue;
      expect(tally[n]!.refused, `${n} never refused anything`).toBeGreaterThan(0);
    }
    for (const n of ['persiaPreparation', 'persiaOperation', 'persiaAttrition', 'applySoloAction', 'soloActions', 'readGreekOperation', 'newSoloGame', 'migrateSoloState']) {
      expect(tally[n]!.ok, `${n} never accepted anything`).toBeGreaterThan(0);
    }
    if (process.env.VERBOSE) console.log(JSON.stringify(tally));
  }, 300_000);
});
