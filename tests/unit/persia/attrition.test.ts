import { describe, expect, it } from 'vitest';
import { persiaAttrition } from '../../../src/persia/attrition.js';
import { applyChanges } from '../../../src/persia/changes.js';
import { count } from '../../../src/earth-water/board.js';
import type { Board } from '../../../src/earth-water/types.js';

const board = (forces: Board['forces'], extra: Partial<Board> = {}): Board => ({
  forces,
  bridge: true,
  campaign: 3,
  score: 2,
  ...extra,
});

describe('PERS.IA supply phase (004 §6)', () => {
  it('004 §6 A: every Persian card is discarded; all armies supplied → none removed', () => {
    const b = board({ Abydos: { persianArmies: 9 }, Ephesos: { persianArmies: 7 }, Pella: { persianArmies: 1 }, Sparta: { greekArmies: 1 } });
    const d = persiaAttrition(b, 3);
    expect(d.cardsDiscarded).toBe(3);
    expect(d.removals).toEqual([]);
    expect(d.changes).toEqual([]);
    expect(d.board).toEqual(b);
    expect(d.reasons[0]).toEqual({ id: 'persia.supply.discardHand', params: { cards: 3 }, rule: '004 §6 A' });
  });

  it('004 §6 B, reading R-PA-11: excess goes first from armies that earn no points, one by one along Corinth > … > Athens (Korinthos 2→1, then Athenai 3→2)', () => {
    const b = board({
      Abydos: { persianArmies: 2 },
      Ephesos: { persianArmies: 2 },
      Korinthos: { persianArmies: 2 },
      Thebai: { persianArmies: 1 },
      Athenai: { persianArmies: 3 },
      Sparta: { greekArmies: 1 },
    });
    const d = persiaAttrition(b, 0);
    // capacity Korinthos 1 + Thebai 1 + Athenai 2 = 4; armies 6 → excess 2 (000 §8.2)
    expect(d.capacity).toBe(4);
    expect(d.excess).toBe(2);
    expect(d.removals).toEqual([
      { city: 'Korinthos', armies: 1, stage: 'noPoints' },
      { city: 'Athenai', armies: 1, stage: 'noPoints' },
    ]);
    const after = applyChanges(b, d.changes);
    expect(after).toEqual(d.board);
    expect(count(after, 'Athenai', 'persianArmies')).toBe(2);
    expect(count(after, 'Thebai', 'persianArmies')).toBe(1);
    expect(d.matched).toEqual([
      { table: 'attrition', row: 'attrition:no-points' },
      { table: 'attrition', row: 'attrition:Korinthos' },
      { table: 'attrition', row: 'attrition:Athenai' },
    ]);
  });

  it('004 §6 B: a stacked city loses armies down to one before the next city on the list is touched', () => {
    const b = board({ Korinthos: { persianArmies: 4 }, Delphi: { persianArmies: 2 }, Sparta: { greekArmies: 1 } });
    const d = persiaAttrition(b, 0);
    // capacity 2, armies 6 → 4 go: Korinthos 3 (to 1), then Delphi 1
    expect(d.removals).toEqual([
      { city: 'Korinthos', armies: 3, stage: 'noPoints' },
      { city: 'Delphi', armies: 1, stage: 'noPoints' },
    ]);
  });

  it('004 §6 B: out-of-supply armies go first — the cut-off Pella pair, not the sea-supplied Thebai pair earlier on the list', () => {
    const b = board(
      {
        Abydos: { persianArmies: 2 },
        Ephesos: { persianArmies: 2 },
        Thebai: { persianArmies: 2, persianFleets: 1 },
        Pella: { persianArmies: 2 },
        Larissa: { greekArmies: 1 },
        Athenai: { greekArmies: 1 },
        Sparta: { greekArmies: 1 },
      },
      { bridge: false },
    );
    const d = persiaAttrition(b, 1);
    expect(d.excess).toBe(2);
    expect(d.removals).toEqual([{ city: 'Pella', armies: 2, stage: 'outOfSupply' }]);
    expect(count(d.board, 'Thebai', 'persianArmies')).toBe(2);
    expect(count(d.board, 'Pella', 'persianArmies')).toBe(0);
  });

  it('000 §8.2 via 004 §6 C: cut-off armies beyond the excess are still removed by the line-of-communication rule', () => {
    const b = board(
      { Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Delphi: { persianArmies: 1 }, Larissa: { greekArmies: 1 }, Thebai: { greekArmies: 1 } },
      { bridge: true },
    );
    const d = persiaAttrition(b, 0);
    expect(d.excess).toBe(0);
    expect(d.removals).toEqual([{ city: 'Delphi', armies: 1, stage: 'cutOff' }]);
    expect(d.changes).toEqual([{ city: 'Delphi', kind: 'persianArmies', delta: -1 }]);
    expect(d.reasons).toContainEqual({ id: 'persia.supply.remove.cutOff', params: { city: 'Delphi', armies: 1, list: 'attrition' }, rule: '000 §8.2' });
  });
});
