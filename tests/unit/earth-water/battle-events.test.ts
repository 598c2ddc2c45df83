/**
 * Battle events, one block per card (effects: /work/shared/earth-water-facts.md card table;
 * timing and readings: docs/rulings.md R-BT-7 … R-BT-12).
 */
import { describe, expect, it } from 'vitest';
import {
  applyBattle,
  battleChoices,
  battleResultToBoard,
  battleRounds,
  diceNeeded,
  startBattle,
  type BattleChoice,
  type BattleSetup,
  type BattleState,
} from '../../../src/earth-water/battle.js';
import { controller } from '../../../src/earth-water/board.js';
import { RuleError } from '../../../src/earth-water/errors.js';
import { enteredDice } from '../../../src/core/dice.js';
import type { Board } from '../../../src/earth-water/types.js';

const board = (forces: Board['forces'], score = 0, bridge = false): Board => ({ forces, bridge, campaign: 2, score });
const ROLL: BattleChoice = { type: 'roll' };
const CONTINUE: BattleChoice = { type: 'continue' };
const none = enteredDice([]);

/** Decline every retreat until the next roll (or the end). */
function settle(state: BattleState): BattleState {
  let st = state;
  while (st.phase === 'attackerRetreat' || st.phase === 'defenderRetreat') st = applyBattle(st, CONTINUE, none);
  return st;
}

/** Apply choices; a roll (its dice, Persia's first) declines any pending retreat first. */
function play(state: BattleState, steps: (BattleChoice | number[])[]): BattleState {
  let st = state;
  for (const s of steps) st = Array.isArray(s) ? applyBattle(settle(st), ROLL, enteredDice(s)) : applyBattle(st, s, none);
  return st;
}

describe('card 1 Cavalry of Mardonius / card 6 Pausanias', () => {
  const b = board({ Thebai: { greekArmies: 1, persianArmies: 2 } });
  const setup: BattleSetup = { board: b, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', event: 'cavalryOfMardonius' };

  it('card 1: in its battle Persian dice are not capped — a 6 beats a Greek 5', () => {
    const st = play(startBattle(setup), [[6, 1, 5]]);
    const r = battleRounds(st)[0]!;
    expect(r.persia).toMatchObject({ best: 6, counted: 6, capped: false });
    expect(r.persia.cap).toMatchObject({ limit: 6, reason: 'cavalry' });
    expect(r.winner).toBe('persia');
  });

  it('card 6: Pausanias, played in response before the first roll, cancels the bonus (R-BT-7)', () => {
    let st = startBattle({ ...setup, hand: { greece: ['pausanias'] } });
    expect(battleChoices(st)).toContainEqual({ type: 'event', event: 'pausanias' });
    st = applyBattle(st, { type: 'event', event: 'pausanias' }, none);
    expect(battleChoices(st)).toEqual([ROLL]);
    st = play(st, [[6, 1, 5]]);
    expect(battleRounds(st)[0]!.persia).toMatchObject({ counted: 4, capped: true });
    expect(battleRounds(st)[0]!.winner).toBe('greece');
  });

  it('card 6: Pausanias is not offered without Cavalry of Mardonius, nor after the first roll', () => {
    expect(battleChoices(startBattle({ ...setup, event: undefined, hand: { greece: ['pausanias'] } }))).toEqual([ROLL]);
    const st = settle(play(startBattle({ ...setup, hand: { greece: ['pausanias'] } }), [[1, 1, 2]]));
    expect(st.phase).toBe('ready');
    expect(battleChoices(st)).toEqual([ROLL]);
  });

  it('card 1 is a Persian land movement: refused for Greece or by sea', () => {
    expect(() => startBattle({ ...setup, attacker: 'greece', from: 'Athenai' })).toThrow(RuleError);
    expect(() =>
      startBattle({ board: board({ Thebai: { greekArmies: 1, persianArmies: 1, persianFleets: 1 } }), kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Pella', by: 'sea', event: 'cavalryOfMardonius' }),
    ).toThrow(RuleError);
  });
});

describe('card 4 Miltiades', () => {
  const b = board({ Thebai: { greekArmies: 1, persianArmies: 3 } });

  it('card 4: in a land battle Greece rolls 3 dice, defending …', () => {
    let st = startBattle({ board: b, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', hand: { greece: ['miltiades'] } });
    expect(diceNeeded(st)).toEqual({ persia: 3, greece: 1 });
    st = applyBattle(st, { type: 'event', event: 'miltiades' }, none);
    expect(diceNeeded(st)).toEqual({ persia: 3, greece: 3 });
    st = play(st, [[4, 4, 4, 1, 1, 5]]);
    const r = battleRounds(st)[0]!;
    expect(r.greece.dice).toEqual([1, 1, 5]);
    expect(r.greece.diceReason).toEqual({ id: 'ew.battle.dice.card', params: { n: 3, event: 'miltiades', card: 4 }, rule: '000 §7.1' });
    expect(r.persia.diceReason).toEqual({ id: 'ew.battle.dice.perUnit', params: { n: 3 }, rule: '000 §7.1' });
    expect(r.winner).toBe('greece');
  });

  it('card 4: … and attacking', () => {
    const st = startBattle({ board: b, kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Athenai', hand: { greece: ['miltiades'] } });
    expect(diceNeeded(applyBattle(st, { type: 'event', event: 'miltiades' }, none)).greece).toBe(3);
  });

  it('card 4: not in a naval battle, and only if Greece holds the card; once per battle', () => {
    const nb = board({ Naxos: { greekFleets: 1, persianFleets: 1 } });
    expect(battleChoices(startBattle({ board: nb, kind: 'naval', where: 'Naxos', attacker: 'greece', from: 'Athenai', hand: { greece: ['miltiades'] } }))).toEqual([ROLL]);
    expect(battleChoices(startBattle({ board: b, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa' }))).toEqual([ROLL]);
    const st = applyBattle(startBattle({ board: b, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', hand: { greece: ['miltiades'] } }), { type: 'event', event: 'miltiades' }, none);
    expect(() => applyBattle(st, { type: 'event', event: 'miltiades' }, none)).toThrow(RuleError);
  });

  it('card 4 (R-BT-7): only before the first roll of the land battle', () => {
    const st = settle(play(startBattle({ board: b, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', hand: { greece: ['miltiades'] } }), [[1, 1, 1, 2]]));
    expect(st.phase).toBe('ready');
    expect(battleChoices(st)).toEqual([ROLL]);
  });

  it('card 4: playable in the land battle that follows a landing (R-BT-7)', () => {
    const nb = board({ Naxos: { greekFleets: 1, greekArmies: 1, persianFleets: 1, persianArmies: 2 } });
    let st = startBattle({ board: nb, kind: 'naval', where: 'Naxos', attacker: 'greece', from: 'Athenai', carried: 1, hand: { greece: ['miltiades'] } });
    st = play(st, [[1, 2]]);
    expect(st.stage).toBe('land');
    expect(battleChoices(st)).toEqual([ROLL, { type: 'event', event: 'miltiades' }]);
  });
});

describe('card 15 300 Spartans', () => {
  const b = board({ Korinthos: { greekArmies: 2, persianArmies: 5 } });

  it('card 15: when Persia attacks a Greek city by land the defending Greeks roll 3 dice', () => {
    let st = startBattle({ board: b, kind: 'land', where: 'Korinthos', attacker: 'persia', from: 'Thebai', hand: { greece: ['spartans300'] } });
    expect(battleChoices(st)).toEqual([ROLL, { type: 'event', event: 'spartans300' }]);
    st = applyBattle(st, { type: 'event', event: 'spartans300' }, none);
    expect(diceNeeded(st)).toEqual({ persia: 3, greece: 3 });
    // still 3 dice with one army left (R-BT-8)
    st = settle(play(st, [[4, 1, 1, 1, 1, 1]]));
    expect(st.units.greece).toBe(1);
    expect(diceNeeded(st).greece).toBe(3);
  });

  it('card 15 (R-BT-9): "by land" means a land battle — also one after a Persian landing from the sea', () => {
    const nb = board({ Athenai: { greekArmies: 1, persianFleets: 2, persianArmies: 2 } });
    const st = startBattle({ board: nb, kind: 'land', where: 'Athenai', attacker: 'persia', from: 'Ephesos', by: 'sea', hand: { greece: ['spartans300'] } });
    expect(battleChoices(st)).toEqual([ROLL, { type: 'event', event: 'spartans300' }]);
  });

  it('card 15: not when Greece is the attacker', () => {
    const st = startBattle({ board: b, kind: 'land', where: 'Korinthos', attacker: 'greece', from: 'Athenai', hand: { greece: ['spartans300'] } });
    expect(battleChoices(st)).toEqual([ROLL]);
  });
});

describe('card 8 Leonidas', () => {
  it('card 8: Leonidas moves one army; in its battle Greece rolls 2 dice', () => {
    const b = board({ Thebai: { greekArmies: 1, persianArmies: 2 } });
    const st = startBattle({ board: b, kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Athenai', event: 'leonidas' });
    expect(diceNeeded(st)).toEqual({ persia: 2, greece: 2 });
    const r = battleRounds(play(st, [[3, 3, 1, 4]]))[0]!;
    expect(r.greece.diceReason).toEqual({ id: 'ew.battle.dice.card', params: { n: 2, event: 'leonidas', card: 8 }, rule: '000 §7.1' });
    expect(r.winner).toBe('greece');
  });
});

describe('card 5 The Immortals', () => {
  const b = board({ Thebai: { greekArmies: 3, persianArmies: 2 } });
  const setup: BattleSetup = { board: b, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', hand: { persia: ['immortals'] } };
  // Greece wins two rounds: both Persian armies gone
  const wipe = [[1, 1, 6, 1, 1], [1, 6, 1, 1]] as (BattleChoice | number[])[];

  it('card 5: wiped-out Persian armies come back, as many as were engaged (max 3), and fight on', () => {
    let st = play(startBattle(setup), wipe);
    expect(st.units.persia).toBe(0);
    expect(st.phase).toBe('reaction');
    // two were engaged: 2 or 1 may return (R-BT-10)
    expect(battleChoices(st)).toEqual([{ type: 'event', event: 'immortals', count: 2 }, { type: 'event', event: 'immortals', count: 1 }, CONTINUE]);
    st = applyBattle(st, { type: 'event', event: 'immortals', count: 2 }, none);
    expect(st.units).toEqual({ persia: 2, greece: 3 });
    expect(st.log[st.log.length - 1]).toMatchObject({ type: 'event', effect: { id: 'ew.battle.effect.immortals', params: { card: 5, n: 2 } } });
    expect(st.phase).not.toBe('over');
    expect(st.lost.persianArmies).toBe(0);
    // and the battle goes on: the usual retreat choices, then the next round
    expect(st.phase).toBe('attackerRetreat');
    expect(settle(st).phase).toBe('ready');
  });

  it('card 5: played without a count, as many as possible return', () => {
    const st = applyBattle(play(startBattle(setup), wipe), { type: 'event', event: 'immortals' }, none);
    expect(st.units.persia).toBe(2);
  });

  it('card 5: at most 3 return, even when more were engaged', () => {
    const big = board({ Thebai: { greekArmies: 9, persianArmies: 5 } });
    let st = startBattle({ ...setup, board: big });
    for (let i = 0; i < 5; i++) st = play(st, [[...new Array<number>(Math.min(3, st.units.persia)).fill(1), 6, 1, 1]]);
    expect(st.phase).toBe('reaction');
    expect(battleChoices(st)[0]).toEqual({ type: 'event', event: 'immortals', count: 3 });
  });

  it('card 5: declining ends the battle; not offered after Xerxes is dead (000 §5.3)', () => {
    const st = play(startBattle(setup), wipe);
    expect(play(st, [CONTINUE]).outcome).toMatchObject({ winner: 'greece' });
    const dead = play(startBattle({ ...setup, xerxesDead: true }), wipe);
    expect(dead.phase).toBe('over');
  });

  it('card 5 (R-BT-10): not when both sides were eliminated in the same round', () => {
    const b1 = board({ Thebai: { greekArmies: 1, persianArmies: 1 } });
    const st = play(startBattle({ ...setup, board: b1 }), [[3, 3]]);
    expect(st.outcome).toMatchObject({ how: 'bothEliminated' });
  });

  it('card 5 concerns land battles only', () => {
    const nb = board({ Naxos: { greekFleets: 2, persianFleets: 1 } });
    const st = play(startBattle({ board: nb, kind: 'naval', where: 'Naxos', attacker: 'greece', from: 'Athenai', hand: { persia: ['immortals'] } }), [[1, 2, 1]]);
    expect(st.phase).toBe('over');
  });

  it('battleResultToBoard: armies brought back by the Immortals stay on the board', () => {
    let st = play(startBattle(setup), wipe);
    st = applyBattle(st, { type: 'event', event: 'immortals', count: 1 }, none);
    st = play(st, [[4, 1, 1, 1]]); // the one Immortal army rolls 4 against three Greek 1s
    const after = battleResultToBoard(b, st);
    expect(after.forces.Thebai).toEqual({ persianArmies: st.units.persia, greekArmies: st.units.greece });
  });
});

describe('card 9 Artemisia I', () => {
  const b = board({ Naxos: { persianFleets: 3, persianArmies: 2, greekFleets: 2 } });
  // Persia attacks Naxos with 3 fleets carrying 2 armies
  const setup: BattleSetup = { board: b, kind: 'naval', where: 'Naxos', attacker: 'persia', from: 'Ephesos', carried: 2, hand: { greece: ['artemisia'] } };

  it('card 9: when Persia has just lost a fleet it loses one more; the empty fleet first, then a carrying one with its army (000 §7.2)', () => {
    let st = play(startBattle(setup), [[1, 1, 1, 6, 1]]);
    expect(st.phase).toBe('reaction');
    expect(battleChoices(st)).toEqual([{ type: 'event', event: 'artemisia' }, ROLL, CONTINUE]);
    expect(st.units.persia).toBe(2); // the empty fleet went
    expect(st.carried).toBe(2);
    st = applyBattle(st, { type: 'event', event: 'artemisia' }, none);
    expect(st.units.persia).toBe(1);
    expect(st.carried).toBe(1); // that fleet carried an army
    expect(st.lost).toMatchObject({ persianFleets: 2, persianArmies: 1 });
    expect(st.log[st.log.length - 1]).toMatchObject({ type: 'event', event: 'artemisia', effect: { id: 'ew.battle.effect.artemisia', params: { card: 9, armyLost: true }, rule: '000 §6.2' } });
  });

  it('card 9: not when Persia did not lose a fleet, nor when it has none left, nor twice', () => {
    expect(play(startBattle(setup), [[6, 1, 1, 1, 1]]).phase).not.toBe('reaction'); // Persia won
    const one = board({ Naxos: { persianFleets: 1, greekFleets: 2 } });
    const st = play(startBattle({ ...setup, board: one, carried: 0 }), [[1, 6, 1]]);
    expect(st.phase).toBe('over'); // no fleet left to lose
    let s2 = play(startBattle(setup), [[1, 1, 1, 6, 1], { type: 'event', event: 'artemisia' }]);
    s2 = play(s2, [[1, 6, 1]]);
    expect(s2.units.persia).toBe(0);
    s2 = play(startBattle({ ...setup, board: board({ Naxos: { persianFleets: 4, greekFleets: 2 } }), carried: 0 }), [[1, 1, 1, 6, 1], { type: 'event', event: 'artemisia' }]);
    s2 = play(s2, [[1, 1, 6, 1]]);
    expect(s2.units.persia).toBe(1);
    expect(battleChoices(s2).some((c) => c.type === 'event')).toBe(false);
  });

  it('card 9 can end the battle: the carried armies are lost with the last fleet', () => {
    const two = board({ Naxos: { persianFleets: 2, persianArmies: 1, greekFleets: 2 } });
    let st = play(startBattle({ ...setup, board: two, carried: 1 }), [[1, 1, 6, 1]]);
    st = applyBattle(st, { type: 'event', event: 'artemisia' }, none);
    expect(st.outcome).toMatchObject({ winner: 'greece', how: 'eliminated' });
    expect(battleResultToBoard(two, st).forces.Naxos).toEqual({ greekFleets: 2 });
  });
});

describe('card 7 The Great King / card 10 Evangelion: the score after the battle', () => {
  const b = board({ Thebai: { greekArmies: 1, persianArmies: 2 }, Athenai: { greekArmies: 1 } }, 1);
  const gk: BattleSetup = { board: b, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', event: 'greatKing' };

  it('card 7: +1 for Persia when the battle wipes out the Greeks there', () => {
    const st = play(startBattle(gk), [[4, 1, 1]]);
    expect(st.outcome).toMatchObject({ winner: 'persia', scoreDelta: 1 });
    expect(battleResultToBoard(b, st).score).toBe(2);
  });

  it('card 7: −1 when Persia does not control the city after it (Persia retreated)', () => {
    const st = play(startBattle(gk), [[1, 1, 4], { type: 'retreat', side: 'persia', to: 'Larissa', by: 'road' }]);
    expect(st.outcome).toMatchObject({ winner: 'greece', how: 'retreat', scoreDelta: -1 });
    expect(battleResultToBoard(b, st).score).toBe(0);
  });

  it('card 7 (R-BT-12): Greeks retreating are not wiped out — Persia holds the city, no change', () => {
    const st = play(startBattle({ ...gk, board: board({ Thebai: { greekArmies: 2, persianArmies: 3 }, Athenai: { greekArmies: 1 } }) }), [[1, 1, 1, 3, 3], CONTINUE, { type: 'retreat', side: 'greece', to: 'Athenai', by: 'road' }]);
    expect(st.outcome).toMatchObject({ winner: 'persia', how: 'retreat', scoreDelta: 0 });
  });

  it('card 7 (R-BT-12): both eliminated — the Greeks are wiped out (+1) but Persia does not hold the city (−1): 0', () => {
    const b1 = board({ Thebai: { greekArmies: 1, persianArmies: 1 } });
    const st = play(startBattle({ ...gk, board: b1 }), [[2, 2]]);
    expect(st.outcome).toMatchObject({ winner: null, scoreDelta: 0 });
    expect(st.outcome!.reasons).toEqual([
      { id: 'ew.battle.score.wipedOut', params: { event: 'greatKing', card: 7, side: 'persia', where: 'Thebai' }, rule: '000 §6.2' },
      { id: 'ew.battle.score.notControlled', params: { event: 'greatKing', card: 7, side: 'persia', where: 'Thebai' }, rule: '000 §6.2' },
    ]);
  });

  it('card 7 (R-BT-12): at a Greek major, both eliminated leaves the city Greek (000 §3)', () => {
    const b1 = board({ Athenai: { greekArmies: 1, persianArmies: 1 } });
    const st = play(startBattle({ ...gk, board: b1, where: 'Athenai', from: 'Thebai' }), [[2, 2]]);
    expect(controller(battleResultToBoard(b1, st), 'Athenai')).toBe('greece');
    expect(st.outcome!.scoreDelta).toBe(0);
  });

  it('the score track is clamped to ±6 (000 §4.5)', () => {
    const st = play(startBattle({ ...gk, board: { ...b, score: 6 } }), [[4, 1, 1]]);
    expect(battleResultToBoard({ ...b, score: 6 }, st).score).toBe(6);
  });

  it('card 10: +1 for Greece (score −1) when its battle wipes out the Persians; +1 for Persia when Greece does not hold the city', () => {
    const eb = board({ Thebai: { greekArmies: 2, persianArmies: 1 } }, 0);
    const ev: BattleSetup = { board: eb, kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Athenai', event: 'evangelion' };
    const won = play(startBattle(ev), [[1, 4, 1]]);
    expect(won.outcome).toMatchObject({ winner: 'greece', scoreDelta: -1 });
    expect(battleResultToBoard(eb, won).score).toBe(-1);
    const lost = play(startBattle(ev), [[4, 1, 1], [4, 1]]);
    expect(lost.outcome).toMatchObject({ winner: 'persia', scoreDelta: 1 });
    expect(battleResultToBoard(eb, lost).score).toBe(1);
  });
});

describe('the Abydos bridge after a land battle (000 §7.1; 003 §7.1)', () => {
  const b = board({ Abydos: { greekArmies: 2, persianArmies: 1 } }, 0, true);
  const st = play(startBattle({ board: b, kind: 'land', where: 'Abydos', attacker: 'greece', from: 'Pella' }), [[1, 4, 1]]);

  it('English (default): Greece *may* destroy it — the bridge stays unless asked', () => {
    expect(battleResultToBoard(b, st).bridge).toBe(true);
  });

  it('destroyBridge: true (the Dutch reading, or the Greek player choosing to) removes it', () => {
    expect(battleResultToBoard(b, st, { destroyBridge: true }).bridge).toBe(false);
    expect(controller(battleResultToBoard(b, st), 'Abydos')).toBe('greece');
  });
});
