/**
 * R-BT-19: an attacker whose pieces were placed from the reserve came from no city
 * (`BattleSetup.from: null`). PERS.IA's die 5 (004 §5.3): "The Persians destroy one of your fleets
 * and place a Persian fleet in the port where the ship has just been destroyed. … The fleet placed
 * by the Persians is taken from the Persian reserve. If there were several of your fleets in the
 * port, a battle is triggered immediately after the Persian fleet has been put in place." Persia
 * never retreats in the solo game (004 §3 C), so it needs no city to go back to.
 */
import { describe, expect, it } from 'vitest';
import {
  applyBattle,
  battleChoices,
  battleResultToBoard,
  retreatOptions,
  startBattle,
  type BattleChoice,
  type BattleSetup,
} from '../../../src/earth-water/battle.js';
import { RuleError } from '../../../src/earth-water/errors.js';
import { count } from '../../../src/earth-water/board.js';
import { enteredDice } from '../../../src/core/dice.js';
import type { Board } from '../../../src/earth-water/types.js';

const ROLL: BattleChoice = { type: 'roll' };
const CONTINUE: BattleChoice = { type: 'continue' };

// Athenai held three Greek fleets; die 5 destroyed one and put a Persian fleet from the reserve there.
const afterDie5: Board = {
  forces: {
    Athenai: { greekArmies: 1, greekFleets: 2, persianFleets: 1 },
    Sparta: { greekArmies: 1, greekFleets: 1 },
    Abydos: { persianArmies: 4, persianFleets: 2 },
    Ephesos: { persianArmies: 4, persianFleets: 2 },
  },
  bridge: true,
  campaign: 3,
  score: 2,
};
const die5: BattleSetup = { board: afterDie5, kind: 'naval', where: 'Athenai', attacker: 'persia', from: null, persiaNeverRetreats: true };

describe('R-BT-19: pieces placed from the reserve attack from no city (004 §5.3 die 5, 004 §3 C)', () => {
  it('004 §5.3 die 5: the naval battle starts with from: null; Persia is never offered a retreat, Greece still is', () => {
    const st0 = startBattle(die5);
    expect(st0.setup.from).toBeNull();
    expect(st0.units).toEqual({ persia: 1, greece: 2 });
    // Persia 4 (capped at 4 in Athenai) against Greece 2 and 1: Greece loses a fleet.
    const st1 = applyBattle(st0, ROLL, enteredDice([4, 2, 1]));
    expect(st1.units).toEqual({ persia: 1, greece: 1 });
    expect(retreatOptions(st1, 'persia')).toEqual([]);
    const choices = battleChoices(st1);
    expect(choices.some((c) => c.type === 'retreat' && c.side === 'persia')).toBe(false);
    // The Greek defender may sail to a port it controls with no Persian fleet (000 §7.2): Sparta.
    expect(choices).toContainEqual({ type: 'retreat', side: 'greece', to: 'Sparta', by: 'sea' });
    // Greece stays; Persia 1 against Greece 6: the Persian fleet from the reserve is sunk.
    const st2 = applyBattle(applyBattle(st1, CONTINUE, enteredDice([])), ROLL, enteredDice([1, 6]));
    expect(st2.phase).toBe('over');
    expect(st2.outcome!.winner).toBe('greece');
    const after = battleResultToBoard(afterDie5, st2);
    expect(count(after, 'Athenai', 'persianFleets')).toBe(0);
    expect(count(after, 'Athenai', 'greekFleets')).toBe(1);
  });

  it('000 §7.1: an attacker that may retreat must come from a city — from: null is refused for Greece, and for Persia outside the solo rule', () => {
    expect(() => startBattle({ ...die5, persiaNeverRetreats: false })).toThrow(RuleError);
    expect(() => startBattle({ ...die5, persiaNeverRetreats: undefined })).toThrow(/must come from a city/);
    const greekAttack: Board = { ...afterDie5, forces: { ...afterDie5.forces, Naxos: { persianFleets: 1, greekFleets: 1 } } };
    expect(() => startBattle({ board: greekAttack, kind: 'naval', where: 'Naxos', attacker: 'greece', from: null, persiaNeverRetreats: true })).toThrow(RuleError);
    // a real origin is checked as before: never the battle city itself (000 §7.1)
    expect(() => startBattle({ ...die5, from: 'Athenai' })).toThrow(RuleError);
    expect(startBattle({ ...die5, from: 'Sparta' }).setup.from).toBe('Sparta');
  });
});
