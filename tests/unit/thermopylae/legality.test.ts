/**
 * The check of an action is the listing itself (`applyInPlace` finds the action among `taskActions`):
 * over seeded games of every variant and both rules editions, at every step, `applyInPlace`
 * accepts exactly the actions `legalActions` lists — tried on every listed action and on a broad
 * sample of all actions the game has, as fresh objects, not the listed ones — and refuses the
 * rest with an IllegalActionError, leaving the state as it was. And a state edited by hand between
 * `legalActions` and `applyInPlace` is judged as it is now, never as it was when listed.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { IllegalActionError, actionKey, applyInPlace, cloneState, legalActions, newGame } from '../../../src/thermopylae/index.js';
import { HEX_COUNT, SETUP_HEXES } from '../../../src/thermopylae/hex.js';
import type { Action, GameState, UnitId } from '../../../src/thermopylae/types.js';

const UNITS: UnitId[] = ['I1', 'I2', 'I3', 'I4', 'I5', 'I6', 'M1', 'M2', 'M3', 'S1', 'S2', 'S3'];
const HEXES = Array.from({ length: HEX_COUNT }, (_, h) => h);
const SPARTAN_SETS: UnitId[][] = [['S1'], ['S2'], ['S3'], ['S1', 'S2'], ['S2', 'S3'], ['S1', 'S3'], ['S1', 'S2', 'S3'], ['S2', 'S1']];

/** Every action of every kind the game has (and a few near misses), each a fresh plain object. */
function universe(): Action[] {
  const out: Action[] = [{ type: 'discardTactics' }, { type: 'playSpecial' }, { type: 'endTactics' }, { type: 'endCommand' }];
  for (const tactics of [1, 2, 3, 4, 5, 6, 7] as const) out.push({ type: 'assignCards', tactics });
  for (const tactic of ['archers', 'infantry', 'ephialtes'] as const) out.push({ type: 'buy', tactic });
  for (const unit of UNITS) {
    out.push({ type: 'buy', tactic: 'immortals', unit }, { type: 'activate', unit }, { type: 'heal', unit }, { type: 'spartanTarget', unit });
    out.push({ type: 'attack', target: unit, intense: false }, { type: 'attack', target: unit, intense: true });
    for (const hex of SETUP_HEXES) out.push({ type: 'buy', tactic: 'immortals', unit, hex }, { type: 'buy', tactic: 'reinforcements', unit, hex }, { type: 'activate', unit, hex });
    for (const to of HEXES) out.push({ type: 'camp', unit, to });
    for (let slot = 0; slot < 3; slot++) out.push({ type: 'command', slot, unit });
  }
  for (let slot = 0; slot < 3; slot++) out.push({ type: 'command', slot }, { type: 'command', slot, roll: true }, { type: 'command', slot, roll: false });
  for (const to of HEXES) out.push({ type: 'move', to }, { type: 'retreat', to });
  for (const targets of SPARTAN_SETS) for (const intense of [false, true]) out.push({ type: 'archerTargets', targets: targets.slice(), intense });
  out.push({ type: 'reroll', dice: [] });
  for (let i = 0; i < 6; i++) {
    out.push({ type: 'reroll', dice: [i] });
    for (let j = 0; j < 6; j++) out.push({ type: 'reroll', dice: [i, j] });
  }
  for (const b of [true, false]) out.push({ type: 'advance', advance: b }, { type: 'reinforceActivate', activate: b });
  return out;
}

/** Does applyInPlace take `a` in `s`? Tried on a copy; a refusal must be an IllegalActionError and leave `s` as it was. */
function accepted(s: GameState, a: Action): boolean {
  const before = JSON.stringify(s);
  try {
    applyInPlace(cloneState(s), a);
    return true;
  } catch (e) {
    if (!(e instanceof IllegalActionError)) throw e;
    expect(JSON.stringify(s)).toBe(before);
    return false;
  }
}

const ALL = universe();
const fresh = (a: Action): Action => JSON.parse(JSON.stringify(a)) as Action;

describe('applyInPlace accepts exactly what legalActions lists (the check shares the listing\'s rules)', () => {
  it('24 seeded games, every variant and edition, every step: each listed action and 40 others', { timeout: 300_000 }, () => {
    const pick = seedRng('legality');
    let tried = 0;
    for (let g = 0; g < 24; g++) {
      const s = newGame(7000 + g, { log: false, variant: (['normal', 'easy', 'difficult'] as const)[g % 3], edition: g % 2 === 0 ? 2 : 1 });
      while (!s.outcome) {
        const listed = legalActions(s);
        const keys = new Set(listed.map(actionKey));
        for (const a of listed) expect(accepted(s, fresh(a)), `listed ${actionKey(a)}`).toBe(true);
        for (let k = 0; k < 40; k++) {
          const x = ALL[nextInt(pick, ALL.length)]!;
          expect(accepted(s, fresh(x)), `${actionKey(x)} at ${s.stack[s.stack.length - 1]?.k}`).toBe(keys.has(actionKey(x)));
          tried++;
        }
        applyInPlace(s, listed[nextInt(pick, listed.length)]!);
      }
    }
    expect(tried).toBeGreaterThan(50_000);
  });
});

/** Hand edits a caller may make between legalActions and applyInPlace (each leaves a valid position). */
const EDITS: { name: string; edit: (s: GameState, pick: ReturnType<typeof seedRng>) => void }[] = [
  { name: 'TP to 0', edit: (s) => void (s.tp = 0) },
  { name: 'TP to 5', edit: (s) => void (s.tp = 5) },
  { name: 'the Tactics card resolved or not', edit: (s) => void (s.flags.tacticsResolved = !s.flags.tacticsResolved) },
  { name: 'every standard tactic bought', edit: (s) => void (s.flags.bought = { intense: 1, archers: 1, infantry: 1, immortals: 2, reinforcements: 1, ephialtes: 1 }) },
  { name: 'a command slot used', edit: (s) => void (s.flags.slotsUsed = s.flags.slotsUsed.includes(0) ? [] : [0]) },
  {
    name: 'a Persian unit on the map eliminated',
    edit: (s, pick) => {
      const on = s.units.filter((u) => u.kind !== 'spartan' && u.status === 'map');
      const u = on[nextInt(pick, Math.max(1, on.length))];
      if (u !== undefined) Object.assign(u, { status: 'dead', hex: null, strength: 0 });
    },
  },
];

describe('a state edited by hand after legalActions is judged as it is now', () => {
  it('every listed action of 12 seeded games, after each edit: accepted exactly when the edited state lists it', { timeout: 300_000 }, () => {
    const pick = seedRng('legality edits');
    let refused = 0;
    for (let g = 0; g < 12; g++) {
      const s = newGame(8000 + g, { log: false, edition: g % 2 === 0 ? 2 : 1 });
      while (!s.outcome) {
        const listed = legalActions(s);
        const e = EDITS[nextInt(pick, EDITS.length)]!;
        const edited = cloneState(s);
        e.edit(edited, pick);
        const now = new Set(legalActions(edited).map(actionKey));
        for (const a of listed) {
          const ok = accepted(edited, a); // the very object listed before the edit
          expect(ok, `${e.name}: ${actionKey(a)}`).toBe(now.has(actionKey(a)));
          if (!ok) refused++;
        }
        applyInPlace(s, listed[nextInt(pick, listed.length)]!);
      }
    }
    expect(refused).toBeGreaterThan(100); // the edits did make listed actions illegal
  });
});
