/**
 * Issue 28 item 5: no step that carries no information. src/earth-water/forced-steps.ts takes the
 * table's only action when the rules force it — a side with no card passes (000 §6.1 "If a player
 * has no cards in their hand they must pass"), an empty hand is kept or discarded (000 §8.1), a
 * supply with nothing to remove (000 §8.2) — unless the player confirms every step; the passes are
 * returned to be kept in the log, and a replay applies them as kept.
 */
import { describe, expect, it } from 'vitest';
import { applyTable, type TableAction } from '../../../src/earth-water/table-actions.js';
import { newTable, type Table } from '../../../src/earth-water/table.js';
import { applyWithPasses, forcedStep, replayWithPasses } from '../../../src/earth-water/forced-steps.js';
import { InputError } from '../../../src/earth-water/errors.js';
import type { Board } from '../../../src/earth-water/types.js';
import { CAMPAIGN } from '../../fixtures/ew-campaign.js';

const play = (t: Table, actions: readonly TableAction[]): Table => actions.reduce((x, a) => applyTable(x, a), t);
function operations(hands: { persia: number; greece: number }, board?: Board): Table {
  const t = play(newTable('standard', 1), [{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }]);
  return { ...t, ...(board ? { board } : {}), checklist: { ...t.checklist, hands } };
}

describe('issue 28 item 5: the forced steps (src decides; the screen passes the setting)', () => {
  it('000 §6.1: the side to play with no card passes; with a card, or with "Confirm every step", nothing is taken', () => {
    expect(forcedStep(operations({ persia: 0, greece: 2 }))).toEqual({ type: 'pass', side: 'persia' });
    expect(forcedStep(operations({ persia: 1, greece: 0 }))).toBeNull();
    expect(forcedStep(operations({ persia: 0, greece: 2 }), { confirmEachStep: true })).toBeNull();
  });

  it('both hands empty: one pass ends the operations, and the empty hands (000 §8.1) and supplies with nothing to remove (000 §8.2) pass too — up to the scoring', () => {
    const t = operations({ persia: 0, greece: 0 });
    const r = applyWithPasses(t, { type: 'pass', side: 'persia' });
    expect(r.passes).toEqual([
      { type: 'pass', side: 'greece' },
      { type: 'keepCard', keep: false },
      { type: 'next' },
      { type: 'supply', side: 'persia', removals: {} },
      { type: 'supply', side: 'greece', removals: {} },
    ]);
    expect(r.table.checklist.step).toBe('scoring');
    // one tap, one undo step named for what the player did; each pass's note for the live region
    expect(r.table.note).toEqual(applyTable(t, { type: 'pass', side: 'persia' }).note);
    expect(r.notes.map((n) => n.id)).toEqual(['ew.note.pass', 'ew.note.keepCard', 'ew.note.next', 'ew.note.supply', 'ew.note.supply']);
    // a replay applies the passes kept, and gives the same table
    expect(replayWithPasses(t, { type: 'pass', side: 'persia' }, r.passes)).toEqual(r.table);
    // with "Confirm every step", the tap is all that happens
    expect(applyWithPasses(t, { type: 'pass', side: 'persia' }, { confirmEachStep: true }).passes).toEqual([]);
  });

  it('a step that asks something is never taken: Persia keeping one of its cards, Greece discarding down to 4, a supply with armies to remove, the scoring', () => {
    const t = operations({ persia: 1, greece: 3 });
    const hands = play(t, [{ type: 'pass', side: 'persia' }, { type: 'pass', side: 'greece' }]);
    expect(hands.checklist.step).toBe('persiaHand');
    expect(forcedStep(hands)).toBeNull();
    const greek = applyTable(hands, { type: 'keepCard', keep: true });
    expect(forcedStep(greek)).toBeNull(); // Greece holds 3 cards: the player sees the step
    // Persia with more armies than its cities feed (000 §8.2): the player chooses which go
    const over: Board = { forces: { Thebai: { persianArmies: 5 }, Ephesos: { persianArmies: 1 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, bridge: false, campaign: 1, score: 0 };
    const supply = play(operations({ persia: 0, greece: 0 }, over), [{ type: 'pass', side: 'persia' }, { type: 'pass', side: 'greece' }, { type: 'keepCard', keep: false }, { type: 'next' }]);
    expect(supply.checklist.step).toBe('persiaAttrition');
    expect(forcedStep(supply)).toBeNull();
    const scoring = applyWithPasses(operations({ persia: 0, greece: 0 }), { type: 'pass', side: 'persia' }).table;
    expect(forcedStep(scoring)).toBeNull();
  });

  it('never while a battle waits or is open (000 §7): the move that causes it is the last step taken', () => {
    let t = operations({ persia: 1, greece: 0 }, { forces: { Thebai: { persianArmies: 2 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 }, Ephesos: { persianArmies: 1 } }, bridge: false, campaign: 1, score: 0 });
    const r = applyWithPasses(t, { type: 'move', move: { by: 'land', side: 'persia', from: 'Thebai', to: 'Athenai', count: 2 } });
    expect(r.passes).toEqual([]); // Greece has no card, but the battle comes first
    t = applyTable(r.table, { type: 'battleOpen', request: r.table.lastMove!.battle! });
    expect(forcedStep(t)).toBeNull();
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'roll' }, dice: [4, 1, 1] });
    // applied: Greece, with no card, passes by itself (000 §6.1)
    const applied = applyWithPasses(t, { type: 'battleApply' });
    expect(applied.passes[0]).toEqual({ type: 'pass', side: 'greece' });
  });

  it('the scripted campaign: after the last battle is applied, the two passes and the two empty hands go by themselves', () => {
    let t = newTable('standard', 7);
    for (const s of CAMPAIGN) {
      if (s.label.startsWith('land battle at Athenai')) {
        const last = s.actions[s.actions.length - 1]!;
        t = play(t, s.actions.slice(0, -1));
        expect(applyWithPasses(t, last).passes).toEqual([{ type: 'pass', side: 'persia' }, { type: 'pass', side: 'greece' }, { type: 'keepCard', keep: false }, { type: 'next' }]);
        return;
      }
      t = play(t, s.actions);
    }
    throw new Error('no land battle in the campaign');
  });

  it('bad input: the project\'s error, nothing taken', () => {
    const t = operations({ persia: 0, greece: 0 });
    expect(() => forcedStep(t, { confirmEachStep: 'yes' as never })).toThrow(InputError);
    expect(() => replayWithPasses(t, { type: 'pass', side: 'persia' }, 'pass' as never)).toThrow(InputError);
    // a pass kept in the log that is not legal any more is refused as any verb
    expect(() => replayWithPasses(t, { type: 'pass', side: 'persia' }, [{ type: 'pass', side: 'persia' }])).toThrow();
  });
});
