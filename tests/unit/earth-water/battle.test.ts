import { describe, expect, it } from 'vitest';
import {
  applyBattle,
  battleChoices,
  battleResultToBoard,
  battleRounds,
  countedDie,
  diceCount,
  diceNeeded,
  persianCap,
  startBattle,
  type BattleChoice,
  type BattleSetup,
  type BattleState,
} from '../../../src/earth-water/battle.js';
import { applyNavalMove, applyLandMove } from '../../../src/earth-water/movement.js';
import { armies, fleets, controller } from '../../../src/earth-water/board.js';
import { RuleError } from '../../../src/earth-water/errors.js';
import { enteredDice, rngDice } from '../../../src/core/dice.js';
import { seedRng } from '../../../src/core/rng.js';
import { CITIES, type Board, type City, type Side } from '../../../src/earth-water/types.js';
import { MAP, PORTS, neighbours } from '../../../src/earth-water/map.js';
import { nextInt } from '../../../src/core/rng.js';
import type { LightningEvent, MoveEvent } from '../../../src/earth-water/battle.js';

const board = (forces: Board['forces'], bridge = false, score = 0): Board => ({ forces, bridge, campaign: 2, score });
const ROLL: BattleChoice = { type: 'roll' };
const CONTINUE: BattleChoice = { type: 'continue' };

/** Apply a list of choices, each roll taking its dice (Persia's first, then Greece's) from `faces`. */
function play(state: BattleState, steps: (BattleChoice | number[])[]): BattleState {
  let st = state;
  for (const s of steps) {
    if (Array.isArray(s)) st = applyBattle(st, ROLL, enteredDice(s));
    else st = applyBattle(st, s, enteredDice([]));
  }
  return st;
}

describe('dice rules (000 §7.1, §7.2)', () => {
  it('000 §7.1: a Persian 4 or more counts as 4; Greek dice count as rolled', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => countedDie(f, 'persia', 'Athenai'))).toEqual([1, 2, 3, 4, 4, 4]);
    expect([1, 2, 3, 4, 5, 6].map((f) => countedDie(f, 'greece', 'Athenai'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(persianCap('Thebai')).toMatchObject({ limit: 4, reason: 'persian' });
  });

  it('000 §7.1 Exception: at Ephesos or Abydos a Persian 5 or more is a 5', () => {
    for (const c of ['Ephesos', 'Abydos'] as const) {
      expect([4, 5, 6].map((f) => countedDie(f, 'persia', c))).toEqual([4, 5, 5]);
      expect(persianCap(c)).toMatchObject({ limit: 5, reason: 'asia' });
    }
    expect(countedDie(6, 'greece', 'Ephesos')).toBe(6);
  });

  it('card 1 Cavalry of Mardonius: Persian dice not capped, even in Asia', () => {
    expect(countedDie(6, 'persia', 'Thebai', { uncapped: true })).toBe(6);
    expect(countedDie(6, 'persia', 'Abydos', { uncapped: true })).toBe(6);
    expect(persianCap('Abydos', { uncapped: true }).reason).toBe('cavalry');
  });

  it('000 §7.1: one die per unit, at most three; a Greek dice event never lowers it (R-BT-8)', () => {
    expect([1, 2, 3, 4, 9].map((u) => diceCount(u))).toEqual([1, 2, 3, 3, 3]);
    expect([1, 2, 3, 4].map((u) => diceCount(u, 2))).toEqual([2, 2, 3, 3]); // Leonidas
    expect([1, 2, 3].map((u) => diceCount(u, 3))).toEqual([3, 3, 3]); // Miltiades
    expect(diceCount(0, 3)).toBe(0);
  });
});

describe('000 §7 combat example (Thebai → Eretria)', () => {
  // 000 §6.5 "Example of naval movement" and §7 "Combat example": three Greek fleets sail from
  // Thebai to Eretria carrying two of the three armies there; a Persian fleet is in Eretria's
  // port and a Persian army in the city. The mirror after the move (movement.ts, R-EW-1):
  const before = board({
    Thebai: { greekArmies: 3, greekFleets: 3 },
    Eretria: { persianArmies: 1, persianFleets: 1 },
    Athenai: { greekArmies: 1 },
  });
  const moved = applyNavalMove(before, 'greece', 'Thebai', 'Eretria', 3, 2);
  const setup: BattleSetup = { board: moved, kind: 'naval', where: 'Eretria', attacker: 'greece', from: 'Thebai', carried: 2 };

  it('step 1: Greeks roll 2, 3, 4; Persia rolls 5, which counts as 4: a tie, each loses a fleet, the Greek one carrying no army', () => {
    const st = play(startBattle(setup), [[5, 2, 3, 4]]);
    const [r] = battleRounds(st);
    expect(r!.stage).toBe('naval');
    expect(r!.greece).toMatchObject({ dice: [2, 3, 4], best: 4, counted: 4 });
    expect(r!.persia).toMatchObject({ dice: [5], best: 5, counted: 4, capped: true });
    expect(r!.persia.cap).toMatchObject({ limit: 4, reason: 'persian' });
    expect(r!.winner).toBe('tie');
    expect(r!.losses).toEqual({ persia: 1, greece: 1 });
    expect(r!.armiesLost).toBe(0); // the empty fleet went first (000 §7.2)
    // step 2: no enemy fleet left: the two armies land and a land battle begins
    expect(st.stage).toBe('land');
    expect(st.units).toEqual({ greece: 2, persia: 1 });
    expect(st.phase).toBe('ready');
  });

  it('step 2: Greeks roll 2 and 3, Persia rolls 4: Persia wins the round, one Greek army is removed', () => {
    const st = play(startBattle(setup), [[5, 2, 3, 4], [4, 2, 3]]);
    const r = battleRounds(st)[1]!;
    expect(r.stage).toBe('land');
    expect(r.winner).toBe('persia');
    expect(r.losses).toEqual({ persia: 0, greece: 1 });
    expect(st.units).toEqual({ greece: 1, persia: 1 });
    // the attacker may now retreat, by sea, to its port of embarkation — or roll on (one tap, nobody retreats)
    expect(battleChoices(st)).toEqual([{ type: 'retreat', side: 'greece', to: 'Thebai', by: 'sea' }, ROLL, CONTINUE]);
  });

  it('step 3: the Greeks retreat to their port of embarkation; the transported army disembarks in Thebai (R-BT-2)', () => {
    const st = play(startBattle(setup), [[5, 2, 3, 4], [4, 2, 3], { type: 'retreat', side: 'greece', to: 'Thebai', by: 'sea' }]);
    expect(st.phase).toBe('over');
    expect(st.outcome).toMatchObject({ winner: 'persia', how: 'retreat' });
    const after = battleResultToBoard(moved, st);
    expect(after.forces.Thebai).toEqual({ greekArmies: 2, greekFleets: 2 });
    expect(after.forces.Eretria).toEqual({ persianArmies: 1 });
    expect(controller(after, 'Eretria')).toBe('persia');
  });

  it('003 §7 example misprint (R-BT-15): a Persian 4 against Greek 1, 2, 3 counts as 4 (a Persian win), not 2', () => {
    const st = play(startBattle(setup), [[4, 1, 2, 3]]);
    const r = battleRounds(st)[0]!;
    expect(r.persia.counted).toBe(4);
    expect(r.winner).toBe('persia');
    // Greece lost one of its three fleets: the one carrying no army (000 §7.2)
    expect(st.units.greece).toBe(2);
    expect(st.carried).toBe(2);
  });
});

describe('land battles (000 §7.1)', () => {
  const b = board({ Thebai: { greekArmies: 2 }, Athenai: { greekArmies: 1 }, Larissa: { persianArmies: 4 } });
  const moved = applyLandMove(b, 'persia', 'Larissa', 'Thebai', 4);
  const setup: BattleSetup = { board: moved, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa' };

  it('000 §7.1: each side rolls one die per army, at most three; higher single die wins the round', () => {
    const st = startBattle(setup);
    expect(diceNeeded(st)).toEqual({ persia: 3, greece: 2 });
    const after = play(st, [[6, 1, 1, 5, 3]]);
    const r = battleRounds(after)[0]!;
    expect(r.persia).toMatchObject({ dice: [6, 1, 1], counted: 4 });
    expect(r.greece).toMatchObject({ dice: [5, 3], counted: 5 });
    expect(r.winner).toBe('greece');
    expect(after.units).toEqual({ persia: 3, greece: 2 });
  });

  it('000 §7.1: the loser of the round removes one army; a tie removes one from each', () => {
    const st = play(startBattle(setup), [[4, 1, 1, 4, 2]]);
    expect(battleRounds(st)[0]!.winner).toBe('tie');
    expect(st.units).toEqual({ persia: 3, greece: 1 });
  });

  it('000 §7.1 "End of a land battle": ends when one side has no army; the survivors hold the city', () => {
    // after the first round Persia may retreat, then Greece (to Athenai): both decline
    const st = play(startBattle(setup), [[4, 1, 1, 3, 2], CONTINUE, CONTINUE, [4, 1, 1, 3, 2]]);
    expect(st.phase).toBe('over');
    expect(st.outcome).toMatchObject({ winner: 'persia', how: 'eliminated' });
    expect(battleChoices(st)).toEqual([]);
    const after = battleResultToBoard(moved, st);
    expect(after.forces.Thebai).toEqual({ persianArmies: 4 });
    expect(controller(after, 'Thebai')).toBe('persia');
  });

  it('R-BT-13: a tie at one against one eliminates both; a minor city is then nobody\'s', () => {
    const b1 = board({ Thebai: { greekArmies: 1, persianArmies: 1 } });
    const st = play(startBattle({ board: b1, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa' }), [[3, 3]]);
    expect(st.outcome).toMatchObject({ winner: null, how: 'bothEliminated' });
    const after = battleResultToBoard(b1, st);
    expect(after.forces.Thebai).toBeUndefined();
    expect(controller(after, 'Thebai')).toBeNull();
  });

  it('000 §7.1 Retreat: after a round the attacker, then the defender, may retreat', () => {
    let st = play(startBattle(setup), [[4, 1, 1, 5, 2]]); // Greece wins: 3 v 2
    expect(st.phase).toBe('attackerRetreat');
    // the defender's retreat is offered with the attacker's (choosing it means the attacker stayed)
    expect(battleChoices(st)).toEqual([
      { type: 'retreat', side: 'persia', to: 'Larissa', by: 'road' },
      { type: 'retreat', side: 'greece', to: 'Athenai', by: 'road' },
      ROLL,
      CONTINUE,
    ]);
    st = applyBattle(st, CONTINUE, enteredDice([]));
    expect(st.phase).toBe('defenderRetreat');
    // the defender goes by road to an adjacent city it controls: Athenai (Greek army), not
    // Korinthos or Delphi (nobody's), not Larissa (emptied by the Persian move: nobody's)
    expect(battleChoices(st)).toEqual([{ type: 'retreat', side: 'greece', to: 'Athenai', by: 'road' }, ROLL, CONTINUE]);
    st = applyBattle(st, { type: 'retreat', side: 'greece', to: 'Athenai', by: 'road' }, enteredDice([]));
    expect(st.outcome).toMatchObject({ winner: 'persia', how: 'retreat' });
    const after = battleResultToBoard(moved, st);
    expect(after.forces.Athenai).toEqual({ greekArmies: 3 });
    expect(after.forces.Thebai).toEqual({ persianArmies: 3 });
  });

  it('000 §7.1 Retreat: an attacker that retreats returns to the adjacent city it came from', () => {
    const st = play(startBattle(setup), [[4, 1, 1, 5, 2], { type: 'retreat', side: 'persia', to: 'Larissa', by: 'road' }]);
    expect(st.outcome).toMatchObject({ winner: 'greece', how: 'retreat' });
    const after = battleResultToBoard(moved, st);
    expect(after.forces.Larissa).toEqual({ persianArmies: 3 });
    expect(after.forces.Thebai).toEqual({ greekArmies: 2 });
  });

  it('R-BT-1: after a move of several cities the attacker retreats to the last city before the battle', () => {
    // Persians from Abydos over the bridge through Pella (theirs) to Larissa (Greek).
    const b2 = board({ Abydos: { persianArmies: 3 }, Pella: { persianArmies: 1 }, Larissa: { greekArmies: 1 } }, true);
    const m2 = applyLandMove(b2, 'persia', 'Abydos', 'Larissa', 3);
    expect(() => startBattle({ board: m2, kind: 'land', where: 'Larissa', attacker: 'persia', from: 'Abydos' })).toThrow(RuleError);
    const st = play(startBattle({ board: m2, kind: 'land', where: 'Larissa', attacker: 'persia', from: 'Pella' }), [[1, 1, 1, 2]]);
    // Greece won the round (2 > 1) and still holds with 1 army against 2
    expect(battleChoices(st)[0]).toEqual({ type: 'retreat', side: 'persia', to: 'Pella', by: 'road' });
  });

  it('000 §7.1: the defender may not retreat to a city neither side controls; then it fights on', () => {
    const b3 = board({ Delphi: { greekArmies: 2, persianArmies: 3 } });
    let st = play(startBattle({ board: b3, kind: 'land', where: 'Delphi', attacker: 'persia', from: 'Larissa' }), [[1, 1, 1, 2, 2]]);
    expect(st.phase).toBe('attackerRetreat'); // Persia may go back to Larissa
    st = applyBattle(st, CONTINUE, enteredDice([]));
    expect(st.phase).toBe('ready'); // Thebai and Larissa are nobody's: no defender retreat, the phase is skipped
  });

  it('000 §7.1: defender retreat by sea needs at least as many fleets as armies, and every fleet leaves (R-BT-4)', () => {
    // Greek armies in Thebai with fleets in the port; Athenai and Sparta Greek; Naxos Persian.
    const mk = (gA: number, gF: number) =>
      board({ Thebai: { greekArmies: gA, greekFleets: gF, persianArmies: 4 }, Naxos: { persianArmies: 1 }, Eretria: { greekArmies: 1, persianFleets: 1 } });
    // Persia rolls three 1s, Greece a 2 and 1s: Greece wins the round
    const run = (gA: number, gF: number) =>
      play(startBattle({ board: mk(gA, gF), kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', persiaNeverRetreats: true }), [
        [1, 1, 1, 2, ...new Array<number>(Math.min(gA, 3) - 1).fill(1)],
      ]);
    // 3 armies and 1 fleet: no sea retreat; by road to Athenai (an empty Greek major is Greek)
    let st = run(3, 1);
    expect(st.units.greece).toBe(3); // Greece won the round
    expect(st.phase).toBe('defenderRetreat'); // Persia never retreats (004): straight to the defender
    let opts = battleChoices(st);
    expect(opts.filter((c) => c.type === 'retreat' && c.by === 'sea')).toEqual([]);
    expect(opts.filter((c) => c.type === 'retreat').map((c) => (c as { to: string }).to)).toEqual(['Athenai']);
    // 2 armies, 3 fleets: sea retreat to Greek ports free of Persian fleets: Athenai, Sparta (empty
    // Greek majors) — not Eretria (Persian fleet there, R-BT-6), not Naxos (Persian)
    st = run(2, 3);
    opts = battleChoices(st);
    expect(opts.filter((c) => c.type === 'retreat' && c.by === 'sea').map((c) => (c as { to: string }).to)).toEqual(['Athenai', 'Sparta']);
    st = applyBattle(st, { type: 'retreat', side: 'greece', to: 'Sparta', by: 'sea' }, enteredDice([]));
    const after = battleResultToBoard(mk(2, 3), st);
    expect(after.forces.Sparta).toEqual({ greekArmies: 2, greekFleets: 3 }); // all fleets left, with the empty one
    expect(after.forces.Thebai).toEqual({ persianArmies: 3 }); // Persia lost the round
  });

  it('R-BT-5: no defender retreat by sea with more than three armies, even with enough fleets', () => {
    const b4 = board({ Thebai: { greekArmies: 4, greekFleets: 5, persianArmies: 2 } });
    const st = play(startBattle({ board: b4, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', persiaNeverRetreats: true }), [[1, 1, 1, 1, 2]]);
    expect(st.units.greece).toBe(4);
    // by road to Athenai (Greek), but not by sea: four armies cannot all be carried
    expect(battleChoices(st)).toEqual([{ type: 'retreat', side: 'greece', to: 'Athenai', by: 'road' }, ROLL, CONTINUE]);
  });

  it('004 §1 C: the Persians never retreat under PERS.IA — no Persian retreat is ever offered', () => {
    const st = play(startBattle({ ...setup, persiaNeverRetreats: true }), [[4, 1, 1, 5, 2]]);
    expect(st.phase).toBe('defenderRetreat');
    expect(battleChoices(st).some((c) => c.type === 'retreat' && c.side === 'persia')).toBe(false);
  });

  it('000 §7.1: Persian dice are capped at 5 at Abydos when defending too', () => {
    const b5 = board({ Abydos: { persianArmies: 1, greekArmies: 1 } }, true);
    const st = play(startBattle({ board: b5, kind: 'land', where: 'Abydos', attacker: 'greece', from: 'Pella' }), []);
    expect(() => startBattle({ board: b5, kind: 'land', where: 'Abydos', attacker: 'greece', from: 'Pella' })).not.toThrow();
    const r = battleRounds(play(st, [[6, 5]]))[0]!;
    expect(r.persia).toMatchObject({ best: 6, counted: 5, capped: true });
    expect(r.persia.cap!.reason).toBe('asia');
    expect(r.winner).toBe('tie');
  });
});

describe('naval battles and transported armies (000 §7.2)', () => {
  it('000 §7.2: a fleet lost while every surviving fleet carries an army loses the army too (R-BT-3)', () => {
    // 2 Greek fleets carrying 2 armies into Naxos against 3 Persian fleets.
    const b = board({ Naxos: { greekFleets: 2, greekArmies: 2, persianFleets: 3 } });
    let st = startBattle({ board: b, kind: 'naval', where: 'Naxos', attacker: 'greece', from: 'Athenai', carried: 2 });
    st = play(st, [[4, 4, 4, 1, 2], CONTINUE, CONTINUE]); // Persia wins: a carrying fleet goes down with its army; nobody retreats
    expect(battleRounds(st)[0]!.armiesLost).toBe(1);
    expect(st.units.greece).toBe(1);
    expect(st.carried).toBe(1);
    st = play(st, [[4, 4, 4, 1]]);
    expect(st.outcome).toMatchObject({ winner: 'persia', how: 'eliminated' });
    const after = battleResultToBoard(b, st);
    expect(after.forces.Naxos).toEqual({ persianFleets: 3 });
  });

  it('000 §7.2: the attacker retreating at sea takes its fleets home and the carried armies disembark there', () => {
    const b = board({ Athenai: { greekArmies: 0 }, Naxos: { greekFleets: 3, greekArmies: 2, persianFleets: 2, persianArmies: 1 } });
    let st = startBattle({ board: b, kind: 'naval', where: 'Naxos', attacker: 'greece', from: 'Athenai', carried: 2 });
    st = play(st, [[4, 4, 1, 1, 1]]); // Persia wins: Greece loses its empty fleet
    expect(st.carried).toBe(2);
    expect(battleChoices(st)[0]).toEqual({ type: 'retreat', side: 'greece', to: 'Athenai', by: 'sea' });
    st = applyBattle(st, battleChoices(st)[0]!, enteredDice([]));
    const after = battleResultToBoard(b, st);
    expect(after.forces.Athenai).toEqual({ greekArmies: 2, greekFleets: 2 });
    expect(after.forces.Naxos).toEqual({ persianFleets: 2, persianArmies: 1 });
  });

  it('000 §7.2: the defender retreats its fleets (without armies) to a port city it controls; the carried armies land and fight (R-BT-17)', () => {
    const b = board({ Naxos: { greekFleets: 2, greekArmies: 2, persianFleets: 2, persianArmies: 1 }, Ephesos: {}, Pella: { persianArmies: 1, greekFleets: 1 } });
    let st = startBattle({ board: b, kind: 'naval', where: 'Naxos', attacker: 'greece', from: 'Athenai', carried: 2 });
    st = play(st, [[1, 1, 3, 3], CONTINUE]); // Greece wins: Persia 1 fleet left; Greece declines to retreat
    expect(st.phase).toBe('defenderRetreat');
    // Abydos and Ephesos are Persian (empty majors); Pella is Persian but has a Greek fleet (R-BT-6)
    expect(battleChoices(st)).toEqual([
      { type: 'retreat', side: 'persia', to: 'Abydos', by: 'sea' },
      { type: 'retreat', side: 'persia', to: 'Ephesos', by: 'sea' },
      ROLL,
      CONTINUE,
    ]);
    st = applyBattle(st, { type: 'retreat', side: 'persia', to: 'Ephesos', by: 'sea' }, enteredDice([]));
    expect(st.stage).toBe('land');
    expect(st.units).toEqual({ greece: 2, persia: 1 });
    st = play(st, [[2, 3, 1]]);
    expect(st.outcome).toMatchObject({ winner: 'greece', how: 'eliminated' });
    const after = battleResultToBoard(b, st);
    expect(after.forces.Ephesos).toEqual({ persianFleets: 1 });
    expect(after.forces.Naxos).toEqual({ greekFleets: 2, greekArmies: 2 });
  });

  it('000 §6.5: armies carried by the surviving fleets land in a city with no enemy army without a battle', () => {
    const b = board({ Naxos: { greekFleets: 1, greekArmies: 1, persianFleets: 1 } });
    const st = play(startBattle({ board: b, kind: 'naval', where: 'Naxos', attacker: 'greece', from: 'Athenai', carried: 1 }), [[1, 2]]);
    expect(st.outcome).toMatchObject({ winner: 'greece', how: 'eliminated' });
    expect(st.log.find((e) => e.type === 'landing')).toMatchObject({ armies: 1, battle: false });
    expect(battleResultToBoard(b, st).forces.Naxos).toEqual({ greekFleets: 1, greekArmies: 1 });
  });

  it('000 §7.2: a tie sinking the last fleets of both sides takes the carried army down too', () => {
    const b = board({ Naxos: { greekFleets: 1, greekArmies: 1, persianFleets: 1 } });
    const st = play(startBattle({ board: b, kind: 'naval', where: 'Naxos', attacker: 'greece', from: 'Athenai', carried: 1 }), [[3, 3]]);
    expect(st.outcome).toMatchObject({ winner: null, how: 'bothEliminated' });
    expect(battleResultToBoard(b, st).forces.Naxos).toBeUndefined();
  });

  it('000 §7.2 Exception: Persian fleets count a 5 at Ephesos', () => {
    const b = board({ Ephesos: { greekFleets: 1, persianFleets: 1 } });
    const st = play(startBattle({ board: b, kind: 'naval', where: 'Ephesos', attacker: 'greece', from: 'Athenai' }), [[6, 4]]);
    expect(battleRounds(st)[0]!.persia).toMatchObject({ counted: 5, capped: true });
    expect(st.outcome!.winner).toBe('persia');
  });
});

describe('the state machine', () => {
  const b = board({ Thebai: { greekArmies: 2, persianArmies: 3 } });
  const setup: BattleSetup = { board: b, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa' };

  it('throws on an illegal choice and leaves the state untouched', () => {
    const st = startBattle(setup);
    const copy = JSON.stringify(st);
    expect(() => applyBattle(st, CONTINUE, enteredDice([]))).toThrow(RuleError);
    expect(() => applyBattle(st, { type: 'retreat', side: 'persia', to: 'Larissa', by: 'road' }, enteredDice([]))).toThrow(RuleError);
    expect(() => applyBattle(st, { type: 'event', event: 'miltiades' }, enteredDice([]))).toThrow(RuleError);
    expect(() => applyBattle(st, ROLL, enteredDice([1]))).toThrow(); // too few dice entered
    expect(JSON.stringify(st)).toBe(copy);
    const next = applyBattle(st, ROLL, enteredDice([1, 1, 1, 2, 2]));
    expect(JSON.stringify(st)).toBe(copy);
    expect(next).not.toBe(st);
  });

  it('R-BT-14: dice typed in are read Persia\'s first, then Greece\'s (diceNeeded says how many)', () => {
    const st = startBattle(setup);
    expect(diceNeeded(st)).toEqual({ persia: 3, greece: 2 });
    const r = battleRounds(applyBattle(st, ROLL, enteredDice([6, 5, 4, 3, 2])))[0]!;
    expect(r.persia.dice).toEqual([6, 5, 4]);
    expect(r.greece.dice).toEqual([3, 2]);
  });

  it('the state is plain JSON and survives a round trip', () => {
    const st = play(startBattle(setup), [[1, 1, 1, 2, 2]]);
    expect(JSON.parse(JSON.stringify(st))).toEqual(st);
  });

  it('refuses setups that are not a battle', () => {
    expect(() => startBattle({ ...setup, board: board({ Thebai: { persianArmies: 3 } }) })).toThrow(RuleError);
    expect(() => startBattle({ ...setup, from: 'Sparta' })).toThrow(RuleError); // not adjacent by road
    expect(() => startBattle({ ...setup, units: 4 })).toThrow(RuleError);
    expect(() => startBattle({ ...setup, kind: 'naval' })).toThrow(RuleError); // no fleets
    expect(() => startBattle({ ...setup, event: 'evangelion' })).toThrow(RuleError); // Greek event, Persia moves
    expect(() => startBattle({ ...setup, attacker: 'greece', from: 'Athenai', event: 'leonidas' })).toThrow(RuleError); // 2 armies
    expect(() =>
      startBattle({ board: board({ Naxos: { greekFleets: 1, greekArmies: 2, persianFleets: 1 } }), kind: 'naval', where: 'Naxos', attacker: 'greece', from: 'Athenai', carried: 2 }),
    ).toThrow(RuleError); // one fleet carries one army (000 §6.5)
  });

  it('random battles on random boards: each ends, pieces are conserved, the city is left to one side (FUZZ_GAMES)', () => {
    const rng = seedRng('battle-fuzz-boards');
    const pick = <T,>(xs: readonly T[]): T => xs[nextInt(rng, xs.length)]!;
    const games = Number(process.env.FUZZ_GAMES ?? 400);
    const kinds = ['greekArmies', 'persianArmies', 'greekFleets', 'persianFleets'] as const;
    const totals = (bd: Board) => kinds.map((k) => CITIES.reduce((a, c) => a + (bd.forces[c]?.[k] ?? 0), 0));
    let played = 0;
    for (let g = 0; g < games; g++) {
      const forces: Board['forces'] = {};
      for (const c of CITIES) {
        if (nextInt(rng, 2) === 0) continue;
        const side: Side = pick(['greece', 'persia'] as const);
        forces[c] = side === 'greece' ? { greekArmies: nextInt(rng, 3) } : { persianArmies: nextInt(rng, 3) };
        if (MAP[c].port && nextInt(rng, 3) === 0) forces[c] = { ...forces[c], [side === 'greece' ? 'greekFleets' : 'persianFleets']: 1 + nextInt(rng, 2) };
      }
      const attacker: Side = pick(['greece', 'persia'] as const);
      const defender: Side = attacker === 'greece' ? 'persia' : 'greece';
      const A = attacker === 'greece' ? 'greek' : 'persian';
      const D = defender === 'greece' ? 'greek' : 'persian';
      const naval = nextInt(rng, 3) === 0;
      const where: City = naval ? pick(PORTS) : pick(CITIES);
      let setupX: BattleSetup;
      const hand = {
        greece: (['miltiades', 'spartans300', 'pausanias', 'artemisia'] as LightningEvent[]).filter(() => nextInt(rng, 2) === 0),
        persia: (['immortals'] as LightningEvent[]).filter(() => nextInt(rng, 2) === 0),
      };
      const here: Record<string, number> = {};
      if (naval) {
        const att = 1 + nextInt(rng, 4);
        const carried = nextInt(rng, Math.min(att, 3) + 1);
        here[`${A}Fleets`] = att;
        here[`${A}Armies`] = carried;
        here[`${D}Fleets`] = 1 + nextInt(rng, 4);
        if (nextInt(rng, 2) === 0) here[`${D}Armies`] = 1 + nextInt(rng, 4);
        forces[where] = here;
        const from = pick(PORTS.filter((c) => c !== where));
        setupX = { board: board(forces, true), kind: 'naval', where, attacker, from, carried, hand, xerxesDead: nextInt(rng, 4) === 0 };
      } else {
        const att = 1 + nextInt(rng, 6);
        here[`${A}Armies`] = att;
        here[`${D}Armies`] = 1 + nextInt(rng, 6);
        if (MAP[where].port && nextInt(rng, 2) === 0) here[`${D}Fleets`] = 1 + nextInt(rng, 4);
        forces[where] = here;
        const from = pick(neighbours(where, true).length ? neighbours(where, true) : [where]);
        if (from === where) continue; // an island: no road battle
        const moveEvents = (['cavalryOfMardonius', 'greatKing', 'leonidas', 'evangelion'] as MoveEvent[]).filter(
          (e) => (e === 'cavalryOfMardonius' || e === 'greatKing' ? attacker === 'persia' : attacker === 'greece') && (e !== 'leonidas' || att === 1),
        );
        const event = nextInt(rng, 2) === 0 && moveEvents.length ? pick(moveEvents) : undefined;
        setupX = { board: board(forces, true), kind: 'land', where, attacker, from, hand, ...(event ? { event } : {}), persiaNeverRetreats: nextInt(rng, 3) === 0 };
      }
      let st = startBattle(setupX);
      const start = totals(setupX.board);
      let steps = 0;
      while (st.phase !== 'over') {
        const cs = battleChoices(st);
        expect(cs.length).toBeGreaterThan(0);
        st = applyBattle(st, cs[nextInt(rng, cs.length)]!, rngDice(rng));
        expect(++steps).toBeLessThan(200);
      }
      played++;
      const after = battleResultToBoard(setupX.board, st);
      // pieces conserved: the totals fall exactly by what the battle lost
      const lost = kinds.map((k) => st.lost[k]);
      expect(totals(after)).toEqual(start.map((n, i) => n - lost[i]!));
      for (const c of CITIES) for (const k of kinds) expect(after.forces[c]?.[k] ?? 0).toBeGreaterThanOrEqual(0);
      // the battle city is left to one side (or to nobody)
      expect(armies(after, where, 'greece') > 0 && armies(after, where, 'persia') > 0).toBe(false);
      expect(fleets(after, where, 'greece') > 0 && fleets(after, where, 'persia') > 0).toBe(false);
      expect(Math.abs(after.score)).toBeLessThanOrEqual(6);
      if (st.outcome!.winner) expect(st.units[st.outcome!.winner === 'greece' ? 'persia' : 'greece']).toBe(0);
    }
    expect(played).toBeGreaterThan(games / 2);
  });

  it('random play: every battle ends, units never go negative, pieces are conserved on the board', () => {
    const rng = seedRng('battle-fuzz');
    const games = Number(process.env.FUZZ_GAMES ?? 300);
    const base = board({
      Naxos: { greekFleets: 3, greekArmies: 3, persianFleets: 3, persianArmies: 2 },
      Athenai: { greekArmies: 1 },
      Ephesos: { persianFleets: 1 },
    });
    for (let g = 0; g < games; g++) {
      let st = startBattle({
        board: base,
        kind: 'naval',
        where: 'Naxos',
        attacker: 'greece',
        from: 'Athenai',
        carried: 3,
        hand: { greece: ['artemisia', 'miltiades'], persia: ['immortals'] },
      });
      let steps = 0;
      while (st.phase !== 'over') {
        const cs = battleChoices(st);
        expect(cs.length).toBeGreaterThan(0);
        const c = cs[rngDice(rng).roll(1)[0]! % cs.length]!;
        st = applyBattle(st, c, rngDice(rng));
        expect(st.units.greece).toBeGreaterThanOrEqual(0);
        expect(st.units.persia).toBeGreaterThanOrEqual(0);
        expect(++steps).toBeLessThan(100);
      }
      const after = battleResultToBoard(base, st);
      for (const c of ['Naxos', 'Athenai', 'Ephesos'] as const) {
        expect(armies(after, c, 'greece')).toBeGreaterThanOrEqual(0);
        expect(fleets(after, c, 'persia')).toBeGreaterThanOrEqual(0);
      }
      // no piece created: Greek pieces never exceed the start; Persian armies ≤ start (Immortals restore, never add)
      const sum = (k: 'greekArmies' | 'greekFleets' | 'persianArmies' | 'persianFleets') =>
        Object.values(after.forces).reduce((a, f) => a + (f?.[k] ?? 0), 0);
      expect(sum('greekArmies')).toBeLessThanOrEqual(4);
      expect(sum('greekFleets')).toBeLessThanOrEqual(3);
      expect(sum('persianArmies')).toBeLessThanOrEqual(2);
      expect(sum('persianFleets')).toBeLessThanOrEqual(4);
    }
  });
});
