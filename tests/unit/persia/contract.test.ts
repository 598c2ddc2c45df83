/**
 * The stable entry points of src/persia as ../shared/DESIGN.md states them ("Contracts"):
 * `persiaPreparation(board)` and `persiaOperation(board, die, persianCards)` return plain data
 * whose `reasons` are typed: `{ rule, id, params }`, the rule citing its book first.
 */
import { describe, expect, it } from 'vitest';
import * as persia from '../../../src/persia/index.js';
import { soloSetup } from '../../../src/earth-water/board.js';
import type { Board } from '../../../src/earth-water/types.js';

const isReason = (r: unknown): boolean => {
  if (typeof r !== 'object' || r === null) return false;
  const { rule, id, params } = r as { rule?: unknown; id?: unknown; params?: unknown };
  if (typeof rule !== 'string' || !/^00[0-4] §/.test(rule) || typeof id !== 'string') return false;
  if (params === undefined) return true;
  return typeof params === 'object' && params !== null && Object.values(params).every((v) => ['string', 'number', 'boolean'].includes(typeof v));
};

const boards: Board[] = [
  soloSetup(),
  { forces: { Abydos: { greekArmies: 2 }, Ephesos: { persianArmies: 4 }, Pella: { persianArmies: 6 }, Athenai: { greekArmies: 1 } }, bridge: true, campaign: 4, score: -2 },
  { forces: { Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Larissa: { persianArmies: 4 }, Thebai: { greekArmies: 2 }, Sparta: { greekArmies: 1 } }, bridge: false, campaign: 5, score: 0 },
];

describe('contract (DESIGN.md "src/persia/index.ts")', () => {
  it('persiaPreparation(board) → { situation, cards, bridge, fleets, armies, talentsLeft, reasons: Reason[] }', () => {
    for (const b of boards) {
      const d = persia.persiaPreparation(b);
      expect(['A', 'B', 'C', 'D']).toContain(d.situation);
      expect(typeof d.cards).toBe('number');
      expect(typeof d.bridge).toBe('boolean');
      expect(Array.isArray(d.fleets) && Array.isArray(d.armies)).toBe(true);
      expect(typeof d.talentsLeft).toBe('number');
      expect(d.reasons.length).toBeGreaterThan(0);
      for (const r of d.reasons) expect(isReason(r), JSON.stringify(r)).toBe(true);
    }
  });

  it('persiaOperation(board, die, persianCards) → { action, from?, to?, count?, reasons: Reason[] }, every reason citing 004 or 000', () => {
    for (const b of boards) {
      for (const die of [1, 2, 3, 4, 5, 6] as const) {
        for (const cards of [0, 2]) {
          const d = persia.persiaOperation(b, die, cards);
          expect(['pass', 'defend', 'move', 'destroyArmy', 'destroyFleet', 'placeFleetAndArmy']).toContain(d.action);
          for (const r of d.reasons) expect(isReason(r), JSON.stringify(r)).toBe(true);
          // JSON in, JSON out.
          expect(JSON.parse(JSON.stringify(d))).toEqual(d);
        }
      }
    }
  });
});
