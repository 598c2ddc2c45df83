/**
 * Seeded random play over the table's own listing, card events included (issue 28 item 1), with
 * the invariants checked after every step: pieces within the box (000 §2.2, portraits counted),
 * no count below 0, hands ≥ 0 and never more than the 16 cards (000 §2.3), the score on its
 * track (−6…6, 000 §9) and the campaign 1…5 (000 §4). And a small seeded fuzz of card event
 * actions (issue 28 item 8): a legal action broken in one place is refused with the project's
 * error and the table left as it was, or accepted as a table that loads.
 * FUZZ_GAMES=n plays more games.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import { isStrategosError } from '../../../src/core/errors.js';
import { applyTable, tableActions, type TableAction } from '../../../src/earth-water/table-actions.js';
import { newTable, parseTable, tablePortraits, type Table } from '../../../src/earth-water/table.js';
import { cardEventActions } from '../../../src/earth-water/table-events-list.js';
import { checkLimits } from '../../../src/earth-water/changes.js';
import { portraitPieces } from '../../../src/earth-water/portraits.js';
import { CITIES, FORCE_KINDS } from '../../../src/earth-water/types.js';
import type { CardEventAction } from '../../../src/earth-water/table-events.js';

function invariants(t: Table): void {
  for (const c of CITIES) for (const k of FORCE_KINDS) expect(t.board.forces[c]?.[k] ?? 0).toBeGreaterThanOrEqual(0);
  checkLimits(t.board, t.solo, portraitPieces(tablePortraits(t)));
  const h = t.checklist.hands;
  expect(h.greece >= 0 && h.persia >= 0 && h.greece + h.persia <= 16).toBe(true);
  expect(Math.abs(t.board.score)).toBeLessThanOrEqual(6);
  expect(t.board.campaign >= 1 && t.board.campaign <= 5).toBe(true);
  expect(t.checklist.campaign >= 1 && t.checklist.campaign <= 5).toBe(true);
  expect(parseTable(JSON.parse(JSON.stringify(t)))).toEqual(t);
}

/** A step of random play: mostly a card event when one is offered, mostly a card when one can be bought, the end of a step now and then, else anything. */
function pick(rng: RngState, acts: TableAction[]): TableAction {
  const events = acts.filter((a) => a.type === 'cardEvent');
  if (events.length && nextInt(rng, 4) > 0) return events[nextInt(rng, events.length)]!;
  const cards = acts.filter((a) => a.type === 'buy' && a.item === 'card');
  if (cards.length && nextInt(rng, 3) > 0) return cards[0]!;
  const ends = acts.filter((a) => a.type === 'next' || a.type === 'pass' || a.type === 'supply' || a.type === 'score');
  if (ends.length && nextInt(rng, 4) === 0) return ends[nextInt(rng, ends.length)]!;
  return acts[nextInt(rng, acts.length)]!;
}

describe('random play with card events (seeded; issue 28 item 1)', () => {
  it('every verb offered is accepted and every invariant holds after every step; most events get played, none needing a correction', () => {
    const rng = seedRng(28);
    const games = Number(process.env.FUZZ_GAMES ?? 4);
    const played = new Set<string>();
    let steps = 0;
    for (let g = 0; g < games; g++) {
      let t = newTable(g % 2 ? 'solo' : 'standard', g);
      for (let n = 0; n < 400; n++) {
        const acts = tableActions(t);
        if (acts.length === 0) break;
        // A game goes on without a correction: no card needs one (issue 28 item 7).
        expect(acts.some((x) => x.type === 'edit' || x.type === 'hand' || x.type === 'track' || x.type === 'portrait')).toBe(false);
        const a = pick(rng, acts);
        t = applyTable(t, a);
        if (a.type === 'cardEvent') played.add(a.event);
        steps++;
        invariants(t);
      }
    }
    expect(steps).toBeGreaterThan(games * 40);
    expect(played.size).toBeGreaterThanOrEqual(12);
  }, 120_000);
});

const HOSTILE: readonly unknown[] = [undefined, null, -1, 0, 1, 2, 3, 4, 13, 99, 0.5, NaN, '', 'Atlantis', 'Athenai', 'Delphi', 'Sparta', 'greece', 'persia', true, false, [], [1], [6, 6], {}, { Athenai: 9 }, { by: 'sea' }, 'x'.repeat(500)];
const KEYS = ['side', 'event', 'card', 'city', 'count', 'to', 'move', 'fleets', 'dice', 'discard', 'takeFrom', 'end', 'type'];

describe('card event actions broken in one place (seeded fuzz; issue 28 item 8)', () => {
  it("refused with the project's error and the table unchanged — or accepted as a table that loads", () => {
    const rng = seedRng(8);
    // Tables where events are on offer: a few steps of random play from the operations.
    let t = newTable('standard', 3);
    const tables: Table[] = [];
    for (let n = 0; n < 600 && tables.length < 12; n++) {
      const acts = tableActions(t);
      if (!acts.length) break;
      if (cardEventActions(t).length) tables.push(t);
      t = applyTable(t, pick(rng, acts));
    }
    expect(tables.length).toBeGreaterThan(3);
    let refused = 0;
    for (let i = 0; i < 1500; i++) {
      const table = tables[nextInt(rng, tables.length)]!;
      const legal = cardEventActions(table);
      const a: Record<string, unknown> = { ...legal[nextInt(rng, legal.length)]! } as CardEventAction as unknown as Record<string, unknown>;
      a[KEYS[nextInt(rng, KEYS.length)]!] = HOSTILE[nextInt(rng, HOSTILE.length)];
      const before = JSON.stringify(table);
      try {
        const after = applyTable(table, a as unknown as TableAction);
        invariants(after);
      } catch (e) {
        expect(isStrategosError(e), String(e)).toBe(true);
        refused++;
      }
      expect(JSON.stringify(table)).toBe(before);
    }
    expect(refused).toBeGreaterThan(500);
  }, 120_000);
});
