/** The worked examples of 002, each replayed through the engine with the example's dice. */
import { describe, expect, it } from 'vitest';
import { legalActions, rankFor, score } from '../../../src/thermopylae/index.js';
import { act, dice, events, hexAt, hexOf, scenario, u } from './helpers.js';

describe('002 worked examples', () => {
  it('002 §9.2.1 ground combat: infantry strength 2 rolls 1,5,6 against a Spartan of 3 → one hit, no retreat', () => {
    // v1 dice table: two dice of 5–6 hit; two 1s retreat (the example rolled only one 1)
    let s = scenario({ command: 4, place: { I1: { hex: 'P1', strength: 2 }, S1: { hex: 'S1', strength: 3 } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I1' }); // card #4: one infantry in the Left section
    const moves = legalActions(s);
    expect(moves.every((m) => m.type === 'move')).toBe(true);
    s = act(s, moves.find((m) => m.type === 'move' && m.to === hexAt(2, 2))!);
    expect(u(s, 'I1').hex).toBe(hexAt(2, 2));
    s = act(s, { type: 'attack', target: 'S1', intense: false });
    const tp = s.tp;
    s = dice(s, [1, 5, 6]);
    expect(u(s, 'S1').strength).toBe(2);
    expect(u(s, 'S1').hex).toBe(hexOf('S1')); // no retreat: one 1 of the two needed
    expect(s.tp).toBe(tp + 1); // 002 §9.4 hit: 1 TP
    const roll = events(s, 'roll').find((e) => e.dice.join() === '1,5,6')!;
    expect(roll.rule).toBe('002 §9.2');
  });

  it('002 §9.3.1 flanking: infantry 4 rolls 1,2,3 against a Spartan of 2 with an Immortal on a flanking hex → one hit', () => {
    let s = scenario({ command: 6, turn: 9, ephialtes: true, place: { M1: { hex: 'F2' }, I6: { hex: hexAt(5, 2) }, S3: { hex: 'S3', strength: 2 } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I6' }); // card #6: Right section
    // already adjacent: no move (002 §9.1), straight to the attack
    expect(legalActions(s).every((a) => a.type === 'attack')).toBe(true);
    s = act(s, { type: 'attack', target: 'S3', intense: false });
    s = dice(s, [1, 2, 3]);
    expect(u(s, 'S3').strength).toBe(1);
    expect(u(s, 'S3').hex).toBe(hexOf('S3'));
    expect(s.log.some((e) => e.rule === '002 §9.3, §9.4')).toBe(true);
  });

  it('002 §10.2 Spartan combat: 1,2,3,4 with a +1 DRM event → 2,3,4,5: two hits, the retreat is lost; infantry 3 → 1', () => {
    // card #2's event on Day 1: +1 DRM to the first Spartan attack (002 §6.0 example)
    let s = scenario({ at: 'spartan', event: 2, tactics: 4, command: 5, place: { I3: { hex: hexAt(3, 2), strength: 3 } } });
    s = dice(s, [1, 2, 3, 4]);
    expect(u(s, 'I3').strength).toBe(1);
    expect(u(s, 'I3').hex).toBe(hexAt(3, 2));
    const roll = events(s, 'roll').find((e) => e.by === 'spartan')!;
    expect(roll.modified).toEqual([2, 3, 4, 5]);
    expect(roll.drm).toBe(1);
  });

  it('002 §12.1.1 score: turn 14, infantry 7, Immortals 4 → 7 + 8 − 4 = 11, Average Victory', () => {
    const s = scenario({
      place: { I1: { hex: 'P1', strength: 3 }, I2: { hex: 'P2', strength: 2 }, I3: { hex: 'P3', strength: 2 }, M1: { hex: 'P4', strength: 2 }, M2: { hex: 'P5', strength: 2 } },
      dead: ['I4', 'I5', 'I6'],
      turn: 14,
    });
    expect(score(s)).toBe(11);
    expect(rankFor(11)).toBe('Average Victory');
    // 002 §12.1.2 rank bounds
    expect([9, 10, 14, 15, 19, 20].map(rankFor)).toEqual([
      'Pyrrhic victory', 'Average Victory', 'Average Victory', 'Historic Victory', 'Historic Victory', 'Crushing Victory',
    ]);
  });

  it('002 §8.2 example: Second Chance costs 2 TP and rerolls any two dice of a chosen combat', () => {
    let s = scenario({ at: 'tactics', tactics: 2, command: 5, tp: 3, place: { I3: { hex: hexAt(3, 2) } } });
    s = act(s, { type: 'playSpecial' });
    expect(s.tp).toBe(1);
    s = act(s, { type: 'endTactics' });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' }); // card #5: Center
    s = act(s, { type: 'attack', target: 'S2', intense: false });
    s = dice(s, [1, 1, 4]); // two 1s: a retreat…
    expect(legalActions(s).filter((a) => a.type === 'reroll')).toHaveLength(1 + 3 + 3);
    s = act(s, { type: 'reroll', dice: [0, 1] });
    s = dice(s, [6, 5]); // …rerolled into a hit
    expect(u(s, 'S2').strength).toBe(3);
    expect(u(s, 'S2').hex).toBe(hexOf('S2'));
  });
});
