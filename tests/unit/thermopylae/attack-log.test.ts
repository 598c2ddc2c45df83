/**
 * The log names who attacks whom (the roll event's `attack`), so a screen can point at both on
 * the map while it shows the Spartan attacks one at a time (002 §10). Hexes are those at the time
 * of the roll.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { applyInPlace, legalActions, newGame, result } from '../../../src/thermopylae/index.js';
import { NEIGHBOURS } from '../../../src/thermopylae/hex.js';
import { act, dice, events, hexAt, hexOf, scenario, u } from './helpers.js';

describe('attack events (002 §9.2, §9.2.3, §10.0)', () => {
  it('an infantry attack: the roll names the attacker, the Spartan and both hexes (002 §9.2)', () => {
    let s = scenario({ command: 5, place: { I3: { hex: hexAt(3, 2) } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' });
    s = act(s, { type: 'attack', target: 'S2', intense: false });
    s = dice(s, [6, 6, 6]);
    const roll = events(s, 'roll')[0]!;
    expect(roll.by).toBe('infantry');
    expect(roll.attack).toEqual({ attackers: ['I3'], attackerHexes: [hexAt(3, 2)], target: 'S2', targetHex: hexOf('S2') });
  });

  it('archers are off the map (002 §3.0): no attacker, the Spartan targeted; friendly fire targets the Persian (002 §9.2.3.1)', () => {
    let s = scenario({ at: 'tactics', tp: 2, place: { I3: { hex: hexAt(3, 2) } } });
    s = act(s, { type: 'buy', tactic: 'archers' });
    const shot = legalActions(s).find((a) => a.type === 'archerTargets' && !a.intense)!;
    s = act(s, shot);
    while (legalActions(s)[0]?.type === 'enterDice') s = dice(s, Array.from({ length: (legalActions(s)[0] as { count: number }).count }, () => 6 as const));
    const rolls = events(s, 'roll');
    const targets = (shot as { targets: string[] }).targets;
    expect(rolls.slice(0, targets.length).map((e) => e.attack)).toEqual(targets.map((id) => ({ attackers: [], attackerHexes: [], target: id, targetHex: u(s, id as 'S1').hex })));
    const ff = rolls.find((e) => e.by === 'friendly');
    expect(ff?.attack).toEqual({ attackers: [], attackerHexes: [], target: 'I3', targetHex: hexAt(3, 2) });
    expect(ff?.rule).toBe('002 §9.2.3.1');
  });

  it('a Spartan attack names the Spartans next to the target (002 §10.0), the announcement and the roll alike', () => {
    let s = scenario({ at: 'spartan', place: { I3: { hex: hexAt(3, 2) } } });
    const ann = events(s, 'spartanAttack').find((e) => e.target === 'I3')!;
    const adj = ['S1', 'S2', 'S3'].filter((id) => NEIGHBOURS[u(s, id as 'S1').hex!]!.includes(hexAt(3, 2)));
    expect(adj.length).toBeGreaterThan(0);
    expect(ann.attack).toEqual({ attackers: adj, attackerHexes: adj.map((id) => u(s, id as 'S1').hex), target: 'I3', targetHex: hexAt(3, 2) });
    s = dice(s, [5, 5, 5, 5]);
    const roll = events(s, 'roll').find((e) => e.by === 'spartan')!;
    expect(roll.attack).toEqual(ann.attack);
  });

  it('card #4 event (R-TH-21): the second attack names the strongest Spartan alone', () => {
    let s = scenario({ at: 'spartan', turn: 9, event: 4, tactics: 6, command: 5, place: { I3: { hex: hexAt(3, 2) }, S1: { hex: 'S1', strength: 2 } } });
    s = dice(s, [5, 5, 5, 5]);
    s = dice(s, [3, 5, 5, 5]);
    const rolls = events(s, 'roll').filter((e) => e.by === 'spartan');
    expect(rolls).toHaveLength(2);
    expect(rolls[0]!.attack.attackers.length).toBeGreaterThanOrEqual(1);
    expect(rolls[1]!.attack).toEqual({ attackers: ['S2'], attackerHexes: [hexOf('S2')], target: 'I3', targetHex: hexAt(3, 2) });
  });

  it('in random games every roll names its target and its attackers, a Spartan roll at least one Spartan, a Persian unit\'s roll the unit', { timeout: 60_000 }, () => {
    const pick = seedRng('attack log');
    for (let g = 0; g < 30; g++) {
      const s = newGame(g, { variant: (['normal', 'easy', 'difficult'] as const)[g % 3] });
      let seen = 0;
      while (!result(s)) {
        const acts = legalActions(s);
        const before = s.log.length;
        applyInPlace(s, acts[nextInt(pick, acts.length)]!);
        for (const e of s.log.slice(before)) {
          if (e.type !== 'roll') continue;
          expect(e.attack.attackerHexes).toHaveLength(e.attack.attackers.length);
          expect(e.dice).toHaveLength(e.modified.length);
          if (e.by === 'spartan') expect(e.attack.attackers.length).toBeGreaterThan(0);
          if (e.by === 'infantry' || e.by === 'immortal') expect(e.attack.attackers).toHaveLength(1);
          if (e.by === 'archers' || e.by === 'friendly') expect(e.attack.attackers).toEqual([]);
          seen++;
        }
      }
      expect(seen).toBeGreaterThan(0);
    }
  });
});
