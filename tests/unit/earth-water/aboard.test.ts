/**
 * Issue 28 item 6: armies carried by a naval move show aboard their fleets until they land (000 §6.5
 * "resolve the naval battle first, then land the armies carried by the surviving fleets in the
 * city"). `armiesAboard` says which armies the mirror counts in the port are still on the fleets.
 */
import { describe, expect, it } from 'vitest';
import { applyTable, type TableAction } from '../../../src/earth-water/table-actions.js';
import { newTable, type Table } from '../../../src/earth-water/table.js';
import { armiesAboard } from '../../../src/earth-water/aboard.js';
import type { Board } from '../../../src/earth-water/types.js';
import { CAMPAIGN } from '../../fixtures/ew-campaign.js';

const play = (t: Table, actions: readonly TableAction[]): Table => actions.reduce((x, a) => applyTable(x, a), t);
function operations(board: Board): Table {
  const t = play(newTable('standard', 1), [{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }]);
  return { ...t, board, checklist: { ...t.checklist, hands: { persia: 2, greece: 2 } } };
}

describe('issue 28 item 6: armies aboard until they land (000 §6.5)', () => {
  it('the scripted campaign: 2 Persian armies sail with 2 fleets into Athenai — aboard while the naval battle waits and is fought; landed once it is won', () => {
    let t = newTable('standard', 7);
    for (const s of CAMPAIGN) {
      t = play(t, s.actions.slice(0, s.label.startsWith('naval battle at Athenai') ? 1 : undefined));
      if (s.label.startsWith('2 Persian fleets')) {
        expect(armiesAboard(t)).toEqual({ city: 'Athenai', side: 'persia', armies: 2, rule: '000 §6.5' });
      }
      if (s.label.startsWith('naval battle at Athenai')) {
        // opened, not yet fought: still aboard
        expect(armiesAboard(t)).toEqual({ city: 'Athenai', side: 'persia', armies: 2, rule: '000 §6.5' });
        t = play(t, s.actions.slice(1));
        // Persia won at sea: the armies landed (no Greek army was there to fight)
        expect(t.battle!.state.log.some((e) => e.type === 'landing')).toBe(true);
        expect(armiesAboard(t)).toBeNull();
        return;
      }
    }
  });

  it('a naval move that ends at sea keeps them aboard until the battle is applied; a move with no enemy fleet lands them at once; none without armies carried', () => {
    const b: Board = { forces: { Ephesos: { persianArmies: 3, persianFleets: 2 }, Naxos: { greekFleets: 1, greekArmies: 1 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, bridge: false, campaign: 1, score: 0 };
    let t = applyTable(operations(b), { type: 'move', move: { by: 'sea', side: 'persia', from: 'Ephesos', to: 'Naxos', fleets: 2, armies: 2 } });
    expect(armiesAboard(t)).toMatchObject({ city: 'Naxos', side: 'persia', armies: 2 });
    t = applyTable(t, { type: 'battleOpen', request: t.lastMove!.battle! });
    // Greece wins both rounds at sea: the Persian fleets sink with the armies they carry (000 §7.2)
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'roll' }, dice: [1, 1, 6] });
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'roll' }, dice: [1, 6] }); // no card, nobody retreats: the next round
    expect(t.battle!.state.phase).toBe('over');
    expect(armiesAboard(t)).toMatchObject({ city: 'Naxos', armies: 2 });
    t = applyTable(t, { type: 'battleApply' });
    expect(armiesAboard(t)).toBeNull();
    // no enemy fleet in the port: the armies land at once
    const c: Board = { ...b, forces: { ...b.forces, Naxos: { greekArmies: 1 } } };
    expect(armiesAboard(applyTable(operations(c), { type: 'move', move: { by: 'sea', side: 'persia', from: 'Ephesos', to: 'Naxos', fleets: 2, armies: 2 } }))).toBeNull();
    // fleets alone: nothing aboard
    expect(armiesAboard(applyTable(operations(b), { type: 'move', move: { by: 'sea', side: 'persia', from: 'Ephesos', to: 'Naxos', fleets: 2, armies: 0 } }))).toBeNull();
  });
});
