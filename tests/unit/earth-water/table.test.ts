/**
 * The Earth & Water table's verbs (src/earth-water/table*.ts), issue 15: each "wrong at the table"
 * item with a test that failed before the verbs existed, the verbs themselves, and the scripted
 * campaign the browser test plays (tests/fixtures/ew-campaign.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyTable, moveChoices, supplySideAt, tableActions, whyNotSupplyNow, whyNotTable, type TableAction } from '../../../src/earth-water/table-actions.js';
import { newTable, parseTable, type Table } from '../../../src/earth-water/table.js';
import { battlePreview, lightningAllowed } from '../../../src/earth-water/table-battle.js';
import { count, withCount } from '../../../src/earth-water/board.js';
import { battleChoices } from '../../../src/earth-water/battle.js';
import { RuleError } from '../../../src/earth-water/errors.js';
import { checklistActions } from '../../../src/earth-water/phases.js';
import type { Board } from '../../../src/earth-water/types.js';
import { CAMPAIGN, CAMPAIGN_END } from '../../fixtures/ew-campaign.js';

const play = (t: Table, actions: readonly TableAction[]): Table => actions.reduce((x, a) => applyTable(x, a), t);
const refusal = (t: Table, a: TableAction) => whyNotTable(t, a)?.id;
const stepsTo = (label: string): Table => {
  let t = newTable('standard', 7);
  for (const s of CAMPAIGN) {
    if (s.label === label) return t;
    t = play(t, s.actions);
  }
  throw new Error(`no step ${label}`);
};
/** The table in the operations phase of campaign 1 with `board` and both hands holding `cards`. */
function operations(board: Board, cards = 2): Table {
  const t = play(newTable('standard', 1), [{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }]);
  return { ...t, board, checklist: { ...t.checklist, hands: { persia: cards, greece: cards } } };
}

describe('the scripted campaign (tests/fixtures/ew-campaign.ts, played by the browser test too)', () => {
  it('ends on the board the fixture gives: campaign 2, the marker one space towards Persia', () => {
    let t = newTable('standard', 7);
    for (const s of CAMPAIGN) t = play(t, s.actions);
    expect(t.board).toEqual(CAMPAIGN_END);
    expect(t.checklist.step).toBe('persiaCards');
    expect(t.checklist.lastScoring).toEqual({ campaign: 1, greece: 4, persia: 5, before: 0, after: 1 });
    expect(t.checklist.hands).toEqual({ persia: 0, greece: 0 });
    expect(parseTable(JSON.parse(JSON.stringify(t)))).toEqual(t);
  });
});

describe('issue 15 item 1: a battle is applied as a change to the board as it is now (000 §7)', () => {
  it('an edit made while the battle was open is kept (the old roller put back the battle-start board)', () => {
    const t = stepsTo('the naval battle applied to the board');
    expect(count(t.board, 'Sparta', 'greekArmies')).toBe(2); // the edit made while it was open
    const after = applyTable(t, { type: 'battleApply', destroyBridge: false });
    expect(count(after.board, 'Sparta', 'greekArmies')).toBe(2);
    expect(count(after.board, 'Athenai', 'greekFleets')).toBe(0);
    expect(after.board.forces.Athenai).toEqual({ persianArmies: 2, persianFleets: 2 });
    expect(after.battle!.applied).toBe(true);
    expect(after.note).toEqual({ id: 'ew.note.battleApply', params: { city: 'Athenai', changes: 1 } });
  });

  it('if the battle city changed since it began, applying says so and waits for the player to choose', () => {
    let t = stepsTo('the naval battle applied to the board');
    t = applyTable(t, { type: 'edit', city: 'Athenai', kind: 'greekArmies', delta: 1 });
    const p = battlePreview(t);
    expect(p.conflicts).toEqual([{ id: 'ew.battle.changedSince', params: { city: 'Athenai' } }]);
    expect(refusal(t, { type: 'battleApply', destroyBridge: false })).toBe('ew.battle.changed');
    const now = applyTable(t, { type: 'battleApply', destroyBridge: false, asNow: true });
    expect(now.board.forces.Athenai).toEqual({ persianArmies: 2, persianFleets: 2, greekArmies: 1 });
  });
});

describe('issue 15 item 2: both sides are read from the board; the changes listed are the changes made', () => {
  it('a Persian move from Thebai into Athenai: the attackers leave Thebai, and a one-each result touches no fleet', () => {
    const b: Board = { forces: { Thebai: { persianArmies: 1 }, Athenai: { greekArmies: 1, greekFleets: 1 }, Abydos: { persianArmies: 2 } }, bridge: false, campaign: 1, score: 0 };
    let t = operations(b);
    t = applyTable(t, { type: 'move', move: { by: 'land', side: 'persia', from: 'Thebai', to: 'Athenai', count: 1 } });
    expect(count(t.board, 'Thebai', 'persianArmies')).toBe(0);
    expect(t.lastMove!.battle).toEqual({ kind: 'land', where: 'Athenai', attacker: 'persia', from: 'Thebai', by: 'road', units: 1 });
    t = applyTable(t, { type: 'battleOpen', request: t.lastMove!.battle! });
    expect(t.battle!.state.units).toEqual({ persia: 1, greece: 1 });
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'roll' }, dice: [3, 3] }); // a tie: one each (R-BT-13)
    const p = battlePreview(t, {});
    expect(p.entries.map((e) => e.message)).toEqual([
      { id: 'ew.battle.lost', params: { side: 'persia', n: 1, kind: 'armies', city: 'Athenai' }, rule: '000 §7.1' },
      { id: 'ew.battle.lost', params: { side: 'greece', n: 1, kind: 'armies', city: 'Athenai' }, rule: '000 §7.1' },
    ]);
    t = applyTable(t, { type: 'battleApply', destroyBridge: false });
    expect(t.board.forces.Athenai).toEqual({ greekFleets: 1 });
  });
});

describe('issue 15 item 3: a what-if battle is a calculator', () => {
  it('set up by hand, it cannot be applied to the board, and it does not stop a move', () => {
    let t = operations(newTable().board);
    t = applyTable(t, {
      type: 'battleOpen',
      request: { kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', by: 'road', whatIf: { attacking: 2, defending: 1, defendingOther: 0, bridge: false } },
    });
    expect(t.board).toEqual(newTable().board);
    while (t.battle!.state.phase !== 'over') t = applyTable(t, { type: 'battleChoice', choice: { type: 'roll' } });
    expect(refusal(t, { type: 'battleApply', destroyBridge: false })).toBe('ew.battle.whatIf');
    expect(battlePreview(t).problem!.id).toBe('ew.battle.whatIf');
    expect(refusal(t, { type: 'move', move: { by: 'land', side: 'persia', from: 'Abydos', to: 'Ephesos', count: 1 } })).toBeUndefined();
  });
});

describe('issue 15 item 4: one scoring per campaign (000 §9)', () => {
  it('the scoring moves the marker once and ends the campaign; a second scoring is refused; it is recorded', () => {
    const t = stepsTo('scoring: Persia 5, Greece 4');
    const score = CAMPAIGN[CAMPAIGN.length - 1]!.actions[0]!;
    expect(checklistActions(t.checklist, t.board)).toEqual([score]);
    const once = applyTable(t, score);
    expect(once.board.score).toBe(1);
    expect(refusal(once, score)).toBe('ew.checklist.notNow');
    expect(once.checklist.lastScoring).toEqual({ campaign: 1, greece: 4, persia: 5, before: 0, after: 1 });
    expect(once.note).toEqual({ id: 'ew.note.score', params: { campaign: 1, before: 0, after: 1 }, rule: '000 §9' });
  });

  it('scoring happens only at the scoring step (after supply), not from another screen mid-campaign', () => {
    const t = stepsTo('3 Greek armies Athenai → Thebai');
    expect(refusal(t, { type: 'score', greece: 5, persia: 4, score: -1, automaticVictory: null })).toBe('ew.checklist.notNow');
  });
});

describe('issue 15 item 5: 000 §5.3 Pacification Sudden Death — the whole Persian hand is discarded', () => {
  it('Persia cannot keep a card at the supply that follows (R-EWC-5): the next budget is 12', () => {
    let t = operations(newTable().board, 3);
    t = applyTable(t, { type: 'suddenDeath', by: 'pacification' });
    expect(t.checklist.hands.persia).toBe(0);
    expect(t.checklist.step).toBe('persiaHand');
    expect(checklistActions(t.checklist, t.board)).toEqual([{ type: 'keepCard', keep: false }]);
    expect(refusal(t, { type: 'keepCard', keep: true })).toBe('ew.hand.empty');
    t = play(t, [{ type: 'keepCard', keep: false }, { type: 'next' }, { type: 'next' }, { type: 'next' }]);
    t = applyTable(t, checklistActions(t.checklist, t.board)[0]!);
    expect(t.checklist.talents.persia).toBe(12);
  });
});

describe('issue 15 item 6: nothing is lost in one tap', () => {
  it('a battle still open or not applied is not replaced without the player saying so; a new game is an undoable verb', () => {
    let t = stepsTo('the naval battle applied to the board');
    const other = { kind: 'land' as const, where: 'Pella' as const, attacker: 'greece' as const, from: 'Larissa' as const, by: 'road' as const };
    expect(refusal(t, { type: 'battleOpen', request: other })).toBe('ew.battle.notApplied');
    const fresh = applyTable(t, { type: 'newGame', setup: 'standard', seed: 3 });
    expect(fresh.note).toEqual({ id: 'ew.note.newGame', params: { setup: 'standard' } });
    t = applyTable(t, { type: 'battleClose' });
    expect(t.battle).toBeNull();
    expect(t.note).toEqual({ id: 'ew.note.battleClose', params: { city: 'Athenai', applied: false } });
  });
});

describe('issue 15 item 7: piece limits hold everywhere the board changes (000 §2.2, §5.1, §5.3)', () => {
  const fullPersia = (): Table => {
    const t = newTable('standard', 2);
    // 24 Persian armies on the map: the box is empty.
    return { ...t, board: withCount(withCount(t.board, 'Abydos', 'persianArmies', 12), 'Ephesos', 'persianArmies', 12) };
  };
  it('raising a 25th Persian army is refused with the reason', () => {
    const t = play(fullPersia(), [{ type: 'buy', side: 'persia', item: 'card' }, { type: 'next' }]);
    expect(refusal(t, { type: 'buy', side: 'persia', item: 'army', city: 'Abydos' })).toBe('ew.raise.reserve');
    expect(refusal(t, { type: 'edit', city: 'Abydos', kind: 'persianArmies', delta: 1 })).toBe('ew.edit.reserve');
  });
  it('Sudden Death with no Persian army in the reserve takes one from the map, from the city the player names (000 §5.3)', () => {
    const t = applyTable(fullPersia(), { type: 'buy', side: 'persia', item: 'card' });
    expect(refusal(t, { type: 'suddenDeath', by: 'preparation' })).toBe('ew.king.fromWhere');
    const after = applyTable(t, { type: 'suddenDeath', by: 'preparation', takeFrom: 'Ephesos' });
    expect(count(after.board, 'Ephesos', 'persianArmies')).toBe(11);
    expect(after.checklist.kingsDead).toBe(1);
    expect(tableActions(t).filter((a) => a.type === 'suddenDeath').map((a) => (a as { takeFrom?: string }).takeFrom)).toEqual(['Abydos', 'Ephesos']);
  });
  it('solo (004 §3 A): no Persian limit, so the king takes a piece from beyond the box', () => {
    const t = { ...applyTable(fullPersia(), { type: 'buy', side: 'persia', item: 'card' }), solo: true };
    expect(applyTable(t, { type: 'suddenDeath', by: 'preparation' }).board.forces.Abydos).toEqual({ persianArmies: 12 });
  });
});

describe('issue 15 item 8: moves (000 §6.4, §6.5)', () => {
  it('a land move is one action, offered only to legal destinations, named in words, and costs the mover its card and turn', () => {
    let t = stepsTo('3 Greek armies Athenai → Thebai');
    const m = moveChoices(t, 'greece', 'Athenai');
    expect(m.blocked).toBeNull();
    expect(m.land!.max).toBe(3);
    // Korinthos (a Greek army) may be passed, Thebai (nobody's) must be stopped in (000 §6.4).
    expect(m.land!.destinations.map((d) => d.to)).toEqual(['Korinthos', 'Thebai', 'Sparta']);
    expect(refusal(t, { type: 'move', move: { by: 'land', side: 'greece', from: 'Athenai', to: 'Pella', count: 3 } })).toBe('ew.move.noRoad');
    t = applyTable(t, { type: 'move', move: { by: 'land', side: 'greece', from: 'Athenai', to: 'Thebai', count: 3 } });
    expect(t.note).toEqual({ id: 'ew.note.moveLand', params: { side: 'greece', n: 3, from: 'Athenai', to: 'Thebai' }, rule: '000 §6.4' });
    expect(t.checklist.turn).toBe('persia');
    expect(t.checklist.hands.greece).toBe(1);
    expect(moveChoices(t, 'greece', 'Thebai').blocked!.id).toBe('ew.move.notYourTurn');
  });

  it('a naval move carries armies (one per fleet, at most 3) and opens its battle with nothing retyped (000 §6.5)', () => {
    let t = stepsTo('2 Persian fleets with 2 armies Ephesos → Athenai');
    const m = moveChoices(t, 'persia', 'Ephesos');
    expect(m.naval).toMatchObject({ maxFleets: 2, maxArmies: 2 });
    expect(m.naval!.destinations.find((d) => d.to === 'Athenai')).toEqual({ to: 'Athenai', navalBattle: true, landBattle: false });
    t = applyTable(t, CAMPAIGN[4]!.actions[0]!);
    expect(t.lastMove!.battle).toEqual({ kind: 'naval', where: 'Athenai', attacker: 'persia', from: 'Ephesos', by: 'sea', units: 2, carried: 2 });
    // Nothing else moves until the battle is fought (000 §7).
    expect(refusal(t, { type: 'move', move: { by: 'land', side: 'greece', from: 'Thebai', to: 'Athenai', count: 1 } })).toBe('ew.move.battleFirst');
    // …but Themistocles, a lightning card, may answer the Persian naval movement first (card #5, issue 28).
    expect(tableActions(t)[0]).toEqual({ type: 'battleOpen', request: t.lastMove!.battle, replace: true });
    expect(tableActions(t).slice(1).every((a) => a.type === 'cardEvent' && a.event === 'themistocles')).toBe(true);
  });

  it('a side with no card cannot move (000 §6.1 "If a player has no cards in their hand they must pass"); Carneia keeps Spartans home', () => {
    const t = operations(newTable().board, 0);
    expect(refusal(t, { type: 'move', move: { by: 'land', side: 'persia', from: 'Abydos', to: 'Ephesos', count: 1 } })).toBe('ew.hand.empty');
    let c = operations(newTable().board, 2);
    c = applyTable(c, { type: 'event', side: 'persia', event: 'carneiaFestival' });
    expect(refusal(c, { type: 'move', move: { by: 'land', side: 'greece', from: 'Sparta', to: 'Korinthos', count: 1 } })).toBe('ew.move.carneia');
  });
});

describe('issue 15 item 9: preparation — talents spent once, pieces placed, cards in the hand (000 §5.1, §5.2)', () => {
  it('raising places the piece in the city chosen among those the side controls; a card bought is in the hand', () => {
    const t = stepsTo('4 Persian armies Abydos → Pella');
    expect(t.board.forces.Athenai).toEqual({ greekArmies: 3, greekFleets: 1 });
    expect(t.board.forces.Sparta).toEqual({ greekArmies: 1, greekFleets: 2 });
    expect(t.board.forces.Abydos).toEqual({ persianArmies: 4 });
    expect(t.board.bridge).toBe(true);
    expect(t.checklist.hands).toEqual({ persia: 2, greece: 2 });
    const prep = play(newTable('standard', 1), [{ type: 'next' }, { type: 'next' }, { type: 'next' }]);
    expect(refusal(prep, { type: 'buy', side: 'greece', item: 'army', city: 'Thebai' })).toBe('ew.raise.notControlled');
    expect(refusal(prep, { type: 'buy', side: 'greece', item: 'fleet', city: 'Korinthos' })).toBe('ew.raise.noPort');
    expect(refusal(prep, { type: 'buy', side: 'greece', item: 'army' })).toBe('ew.raise.where');
  });
});

describe('issue 15 item 10: the battle reads the table — cards offered when they can be played, and they cost the hand', () => {
  it('Carneia blocks the Sparta events; a covered leader is not offered; a card used this campaign is gone; no card, no event', () => {
    let t = operations(newTable().board, 2);
    expect(lightningAllowed(t, 'greece')).toEqual(['miltiades', 'pausanias', 'artemisia', 'spartans300']);
    t = applyTable(t, { type: 'event', side: 'persia', event: 'carneiaFestival' }); // card #4: also Miltiades' card, now discarded
    expect(lightningAllowed(t, 'greece')).toEqual(['artemisia']);
    expect(lightningAllowed({ ...t, portraits: { artemisia: true } }, 'greece')).toEqual([]);
    expect(lightningAllowed({ ...t, checklist: { ...t.checklist, hands: { persia: 1, greece: 0 } } }, 'greece')).toEqual([]);
  });

  it('Miltiades is offered before the first roll, played once, and applying lowers the Greek hand and covers his portrait (000 §6.2)', () => {
    const b: Board = { forces: { Thebai: { persianArmies: 2 }, Athenai: { greekArmies: 2 }, Abydos: { persianArmies: 1 } }, bridge: false, campaign: 1, score: 0 };
    let t = operations(b, 1);
    t = applyTable(t, { type: 'move', move: { by: 'land', side: 'persia', from: 'Thebai', to: 'Athenai', count: 2 } });
    t = applyTable(t, { type: 'battleOpen', request: t.lastMove!.battle! });
    expect(battleChoices(t.battle!.state)).toContainEqual({ type: 'event', event: 'miltiades' });
    expect(battleChoices(t.battle!.state)).not.toContainEqual({ type: 'event', event: 'immortals' }); // Persia's hand is empty now
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'event', event: 'miltiades' } });
    expect(battleChoices(t.battle!.state).filter((c) => c.type === 'event')).toEqual([]); // one card in hand, now played
    t = play(t, [{ type: 'battleChoice', choice: { type: 'roll' }, dice: [1, 1, 6, 1, 1] }, { type: 'battleChoice', choice: { type: 'roll' }, dice: [1, 6, 1, 1] }]);
    expect(t.battle!.state.phase).toBe('over');
    expect(battlePreview(t).extras).toEqual([
      { id: 'ew.battle.cardSpent', params: { side: 'greece', event: 'miltiades', card: 4 }, rule: '000 §6.1' },
      { id: 'ew.battle.portrait', params: { id: 'miltiades' }, rule: '000 §6.2' },
    ]);
    t = applyTable(t, { type: 'battleApply', destroyBridge: false });
    expect(t.checklist.hands.greece).toBe(0);
    expect(t.portraits).toEqual({ miltiades: true });
    expect(t.checklist.used).toContain(4);
  });
});

describe('issue 15 item 11: one tap per round (000 §7.1)', () => {
  it('after a round, a roll means nobody retreats: it goes straight to the next round', () => {
    let t = stepsTo('land battle at Athenai: 4 1 against 6 2 1, then 3 against 5 4 2');
    t = play(t, CAMPAIGN[9]!.actions.slice(0, 2));
    expect(t.battle!.state.phase).toBe('attackerRetreat');
    expect(battleChoices(t.battle!.state).map((c) => c.type)).toEqual(['retreat', 'retreat', 'retreat', 'retreat', 'roll', 'continue']);
    t = applyTable(t, CAMPAIGN[9]!.actions[2]!);
    expect(t.battle!.state.phase).toBe('over');
    expect(t.battle!.state.log.filter((e) => e.type === 'round')).toHaveLength(2);
  });
});

describe('supply is a verb of its side\'s step (000 §8.2)', () => {
  it('applied at the step, it moves the checklist on; elsewhere it is refused; the attrition step cannot be skipped while armies must go', () => {
    const t = stepsTo('hands, then attrition: Persia −3 in Pella, Greece −1 in Korinthos');
    const at = play(t, [{ type: 'keepCard', keep: false }, { type: 'next' }]);
    expect(refusal(at, { type: 'next' })).toBe('ew.supply.first');
    expect(refusal(at, { type: 'supply', side: 'greece', removals: { Korinthos: 1 } })).toBe('ew.supply.notNow');
    const done = applyTable(at, { type: 'supply', side: 'persia', removals: { Pella: 3 } });
    expect(done.checklist.step).toBe('greeceAttrition');
    expect(done.note).toEqual({ id: 'ew.note.supply', params: { side: 'persia', removed: 3 }, rule: '000 §8.2' });
  });

  it('whose supply step it is: Persia first, then Greece, nobody elsewhere or once the game is over (000 §8) — what the calculator shows and what applyTable refuses', () => {
    const t = stepsTo('hands, then attrition: Persia −3 in Pella, Greece −1 in Korinthos');
    const at = play(t, [{ type: 'keepCard', keep: false }, { type: 'next' }]);
    expect(supplySideAt(at.checklist)).toBe('persia');
    expect(whyNotSupplyNow(at.checklist, 'persia')).toBeNull();
    expect(whyNotSupplyNow(at.checklist, 'greece')).toEqual({ id: 'ew.supply.notNow', params: { side: 'greece', step: 'persiaAttrition' }, rule: '000 §8' });
    const greek = applyTable(at, { type: 'supply', side: 'persia', removals: { Pella: 3 } });
    expect(supplySideAt(greek.checklist)).toBe('greece');
    expect(supplySideAt(t.checklist)).toBeNull();
    expect(supplySideAt({ ...at.checklist, result: { winner: 'greece', rule: '000 §10', score: -2 } })).toBeNull();
  });
});

describe('random play through tableActions (seeded)', () => {
  it('every verb offered is accepted; counts stay whole and within the box; hands never negative', async () => {
    const { seedRng, nextInt } = await import('../../../src/core/rng.js');
    const rng = seedRng(15);
    const games = Number(process.env.FUZZ_GAMES ?? 6);
    let steps = 0;
    for (let g = 0; g < games; g++) {
      let t = newTable('standard', g);
      for (let n = 0; n < 300; n++) {
        const acts = tableActions(t);
        if (acts.length === 0) break;
        // Prefer ending steps now and then so games move through the campaigns.
        const a = acts[nextInt(rng, acts.length)]!;
        t = applyTable(t, a);
        steps++;
        expect(() => parseTable(JSON.parse(JSON.stringify(t)))).not.toThrow();
        expect(t.checklist.hands.persia >= 0 && t.checklist.hands.greece >= 0).toBe(true);
      }
    }
    expect(steps).toBeGreaterThan(games * 50);
  }, 60_000);

  it('a refused verb throws a RuleError and leaves the table as it was', () => {
    const t = newTable();
    const copy = JSON.parse(JSON.stringify(t));
    expect(() => applyTable(t, { type: 'move', move: { by: 'land', side: 'greece', from: 'Athenai', to: 'Thebai', count: 1 } })).toThrow(RuleError);
    expect(t).toEqual(copy);
  });
});
