/**
 * What the two Earth & Water fuzz tests share (fuzz.test.ts: every public entry of
 * src/earth-water; fuzz-verbs.test.ts: the table's verbs and what they are built from): real
 * material to start from — the tables, boards, checklists, verbs and battle requests of the
 * scripted campaign (tests/fixtures/ew-campaign.ts) — the seeded mutation that breaks a good
 * value in one place, and the checks that a result holds no impossible value.
 */
import { nextInt, type RngState } from '../../../src/core/rng.js';
import * as EW from '../../../src/earth-water/index.js';
import { CAMPAIGN } from '../../fixtures/ew-campaign.js';
import type { Board } from '../../../src/earth-water/types.js';
import { hostileInside, keyOf } from '../../fixtures/hostile.js';

// ---- material: good values from real play ------------------------------------------------------

/** Every table of the scripted campaign in turn (a standard table, seed 11), and a solo one. */
export const tables: EW.Table[] = [];
{
  let t = EW.newTable('standard', 11);
  tables.push(t);
  for (const step of CAMPAIGN) {
    for (const a of step.actions) {
      t = EW.applyTable(t, a);
      tables.push(t);
    }
  }
  tables.push(EW.newTable('solo', 3));
}
export const boards: Board[] = tables.map((t) => t.board);
export const checklists = tables.map((t) => t.checklist);
export const campaignVerbs: EW.TableAction[] = CAMPAIGN.flatMap((s) => s.actions);
export const requests: EW.BattleRequest[] = campaignVerbs.flatMap((a) => (a.type === 'battleOpen' ? [a.request] : []));

// ---- values, and values broken in one place -------------------------------------------------------

export const clone = <T,>(x: T): T => (x === undefined ? x : (JSON.parse(JSON.stringify(x)) as T));
export const pick = <T,>(rng: RngState, xs: readonly T[]): T => xs[nextInt(rng, xs.length)]!;

/**
 * A mutation over `hostile` values: a value like `good`, broken in one place at random (a hostile
 * value put in, a key deleted or added; one time in twelve a cycle, a throwing getter, a proxy or
 * no prototype somewhere inside: tests/fixtures/hostile.ts) or left whole — a copy, a legal value —
 * when the roll of ten is below `wholeBelow`.
 */
export function mutator(hostile: readonly unknown[], wholeBelow: number): (rng: RngState, good: unknown) => unknown {
  const mutate = (rng: RngState, good: unknown, depth = 0): unknown => {
    const roll = nextInt(rng, 10);
    if (roll === 0 || good === null || typeof good !== 'object') return roll < 3 ? pick(rng, hostile) : clone(good);
    const copy = clone(good) as Record<string, unknown>;
    if (roll < wholeBelow || depth > 6) return copy;
    if (nextInt(rng, 12) === 0 && hostileInside(rng, copy, copy)) return copy;
    const keys = Object.keys(copy);
    if (keys.length === 0 || roll === 9) {
      (copy as Record<string | symbol, unknown>)[keyOf(pick(rng, hostile))] = pick(rng, hostile);
      return copy;
    }
    const k = pick(rng, keys);
    if (roll === 8) delete copy[k];
    else copy[k] = mutate(rng, copy[k], depth + 1);
    return copy;
  };
  return (rng, good) => mutate(rng, good);
}

export { crashSite } from '../../fixtures/fuzz-run.js';

// ---- what a result may not be -------------------------------------------------------------------

/** `check(x)`, or the reason a result cannot even be looked at (a trap, a cycle: corrupt too). */
function readable(x: unknown, check: (x: unknown) => string | null): string | null {
  try {
    return check(x);
  } catch (e) {
    return `an unreadable result (${e instanceof Error ? e.message : typeof e})`;
  }
}

/** A board with an impossible value (the box's limits aside, 000 §2.2) or a key boards do not have. */
export const badBoard = (x: unknown): string | null => readable(x, badBoardOf);
function badBoardOf(x: unknown): string | null {
  const problems = EW.validateBoard(x).filter((p) => p.severity === 'error' && p.rule !== '000 §2.2');
  if (problems.length) return problems[0]!.message;
  const extra = Object.keys(x as object).filter((k) => !['forces', 'bridge', 'campaign', 'score'].includes(k));
  return extra.length ? `unknown key ${extra[0]}` : null;
}

/** Not a table `parseTable` accepts, or one beyond the box's limits, or with a negative hand. */
export const badTable = (x: unknown): string | null => readable(x, badTableOf);
function badTableOf(x: unknown): string | null {
  const copy = clone(x);
  try {
    const t = EW.parseTable(copy);
    const limits = EW.validateBoard(t.board, { solo: t.solo, offMap: EW.portraitPieces(EW.tablePortraits(t)) }).filter((p) => p.severity === 'error');
    if (limits.length) return limits[0]!.message;
    if (t.checklist.hands.greece < 0 || t.checklist.hands.persia < 0) return 'a negative hand';
    return null;
  } catch (e) {
    return `not a table: ${(e as Error).message}`;
  }
}

/** Not a checklist `parseChecklist` accepts. */
export const badChecklist = (x: unknown): string | null => readable(x, badChecklistOf);
function badChecklistOf(x: unknown): string | null {
  const copy = clone(x);
  try {
    EW.parseChecklist(copy);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}
