/** One test per reading recorded in docs/rulings.md (R-TH-n), where not tested elsewhere. */
import { describe, expect, it } from 'vitest';
import { cloneRng } from '../../../src/core/rng.js';
import { rollD6 } from '../../../src/core/dice.js';
import { applyAction, legalActions, newGame, rankFor, result, setDiceMode } from '../../../src/thermopylae/index.js';
import { OVERFLOW_HEXES, SETUP_HEXES, inSection, terrainOf } from '../../../src/thermopylae/hex.js';
import type { Action } from '../../../src/thermopylae/types.js';
import { act, dice, events, hexAt, hexOf, lastEvent, scenario, types, u } from './helpers.js';

describe('Thermopylae rulings', () => {
  it('R-TH-2: a modified die is clamped to 1–6 (002 §7.2 "max die roll is 12" read as 6)', () => {
    let s = scenario({ command: 5, tp: 1, special: 7, tactics: 7, place: { I3: { hex: hexAt(3, 2) } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' });
    s = act(s, { type: 'attack', target: 'S1', intense: true }); // +1 Intense, +1 Xerxes Watches
    s = dice(s, [6, 5, 1]);
    const roll = events(s, 'roll').find((e) => e.dice.join() === '6,5,1')!;
    expect(roll.modified).toEqual([6, 6, 3]);
    expect(roll.drm).toBe(2);
  });

  it('R-TH-3: difficult +1 comes after the Spartans even out (002 §14.2 → §11.0)', () => {
    const s = scenario({ variant: 'difficult', at: 'spartan', turn: 4, place: { S1: { hex: 'S1', strength: 4 }, S2: { hex: 'S2', strength: 2 }, S3: { hex: 'S3', strength: 4 } } });
    // 4/2/4 → 3/3/4 → 4/4/4
    expect(s.units.slice(9).map((x) => x.strength)).toEqual([4, 4, 4]);
  });

  it('R-TH-4: the game ends the moment the last Spartan falls, and at once when the last infantry falls', () => {
    let s = scenario({ command: 7, turn: 3, dead: ['S1', 'S2'], place: { I5: { hex: hexAt(5, 2) }, S3: { hex: 'S3', strength: 1 } } });
    s = act(s, { type: 'command', slot: 1, unit: 'I5' });
    s = act(s, { type: 'attack', target: 'S3', intense: false });
    s = dice(s, [6, 6, 2]);
    expect(result(s)).toMatchObject({ outcome: 'win', turn: 3 });
    expect(s.stack).toEqual([]);
    // friendly fire kills the last infantry: lost, though Reinforcements could have brought one back
    let f = scenario({ command: 2, tactics: 4, tp: 3, dead: ['I1', 'I2', 'I4', 'I5', 'I6'], place: { I3: { hex: hexAt(3, 2), strength: 1 } } });
    f = act(f, { type: 'command', slot: 0 });
    f = act(f, { type: 'archerTargets', targets: ['S1', 'S2'], intense: false });
    f = dice(f, [2, 3, 4]);
    f = dice(f, [2, 3, 4]);
    f = dice(f, [1, 1]);
    expect(result(f)).toMatchObject({ outcome: 'loss' });
  });

  it('R-TH-6: a move may not stop short while a forward step is open', () => {
    const s = act(scenario({}), { type: 'command', slot: 0, unit: 'I3' });
    const dests = legalActions(s).map((a) => (a as { to: number }).to);
    expect(dests.length).toBeGreaterThan(1);
    // from the setup row (4 from the Spartans) every destination is three full steps away, on the contact row
    expect(dests.every((h) => Math.floor(h / 9) === 2)).toBe(true);
  });

  it('R-TH-7: archers pick two Spartans next to each other; with none adjacent, one Spartan', () => {
    let s = scenario({ command: 2, tactics: 4, dead: ['S2'] });
    s = act(s, { type: 'command', slot: 0 });
    const sets = legalActions(s).filter((a) => a.type === 'archerTargets' && !a.intense).map((a) => (a as { targets: string[] }).targets);
    expect(sets).toEqual([['S1'], ['S3']]);
  });

  it('R-TH-8: the infantry die names the unit by number; a dead one means no activation', () => {
    let s = scenario({ tp: 2, dead: ['I4'] });
    s = act(s, { type: 'buy', tactic: 'infantry' });
    s = dice(s, [4]);
    expect(types(s)).toEqual(['command']); // back to the command phase, nobody moved
    expect(lastEvent(s)).toMatchObject({ type: 'activationDie', die: 4, unit: 'I4', activated: false, rule: '002 §9.0' });
  });

  it('R-TH-10: a Persian retreat steps onto open ground, farther from the Spartans and closer to the setup row', () => {
    let s = scenario({ at: 'spartan', place: { I3: { hex: hexAt(3, 2) } } });
    s = dice(s, [1, 1, 5, 5]);
    let prev = hexAt(3, 2);
    while (types(s).includes('retreat')) {
      for (const a of legalActions(s) as Extract<Action, { type: 'retreat' }>[]) {
        expect(terrainOf(a.to)).toBe('open');
        expect(Math.floor(a.to / 9)).toBe(Math.floor(prev / 9) + 1);
      }
      const a = legalActions(s)[0] as Extract<Action, { type: 'retreat' }>;
      s = act(s, a);
      prev = a.to;
    }
    expect(Math.floor(u(s, 'I3').hex! / 9)).toBe(4);
  });

  it('R-TH-11: end-of-day overflow only when every setup hex is taken; Immortals on the trail stay', () => {
    let s = scenario({ at: 'spartan', turn: 8, ephialtes: true, place: { M1: { hex: hexAt(2, 3) }, M2: { hex: 't2' } } });
    while (legalActions(s)[0]?.type === 'enterDice') s = dice(s, [5, 5, 5, 5]);
    const camps = legalActions(s) as Extract<Action, { type: 'camp' }>[];
    expect(camps.map((a) => a.unit)).toEqual(camps.map(() => 'M1'));
    for (const a of camps) {
      expect(OVERFLOW_HEXES).toContain(a.to);
      expect(SETUP_HEXES).not.toContain(a.to);
    }
    s = act(s, camps[0]!);
    expect(u(s, 'M2').hex).toBe(hexOf('t2'));
  });

  it('R-TH-12: card #5 heals the lowest-numbered of equally weak Spartans', () => {
    const s = scenario({ at: 'draw', turn: 13, place: { S2: { hex: 'S2', strength: 2 }, S3: { hex: 'S3', strength: 2 } }, more: { cards: { hand: [4, 6], draw: [7, 1, 2, 3, 5] } } });
    const next = act(s, { type: 'assignCards', tactics: 4 }); // card #5 is the event (002 §6.0)
    expect([u(next, 'S2').strength, u(next, 'S3').strength]).toEqual([3, 2]);
    expect(events(next, 'weakestGains')).toEqual([expect.objectContaining({ unit: 'S2', amount: 1, strength: 3, rule: '002 §6.0, card #5' })]);
  });

  it('R-TH-14: the flanking Immortal chooses whether to advance after a Spartan retreat or elimination', () => {
    let s = scenario({ command: 5, turn: 9, tp: 2, ephialtes: true, place: { M1: { hex: 'F1' }, S3: { hex: 'S3', strength: 1 } } });
    s = act(s, { type: 'buy', tactic: 'immortals', unit: 'M1' });
    s = act(s, { type: 'attack', target: 'S3', intense: false });
    s = dice(s, [6, 2, 2, 2]);
    expect(legalActions(s)).toEqual([{ type: 'advance', advance: true }, { type: 'advance', advance: false }]);
    expect(u(act(s, { type: 'advance', advance: true }), 'M1').hex).toBe(hexOf('S3'));
    expect(u(act(s, { type: 'advance', advance: false }), 'M1').hex).toBe(hexOf('F1'));
  });

  it('R-TH-16: an ignored hit earns no TP', () => {
    let s = scenario({ command: 5, turn: 13, event: 3, tactics: 4, tp: 2, place: { M1: { hex: hexAt(4, 2) } } });
    s = act(s, { type: 'buy', tactic: 'immortals', unit: 'M1' });
    s = act(s, { type: 'attack', target: 'S3', intense: false });
    s = dice(s, [6, 2, 2, 2]);
    expect(u(s, 'S3').strength).toBe(4);
    expect(s.tp).toBe(0);
  });

  it('R-TH-17: Second Chance may reroll Spartan dice too, once a turn', () => {
    let s = scenario({ at: 'spartan', special: 2, tactics: 2, command: 5, place: { I3: { hex: hexAt(3, 2) } } });
    s = dice(s, [3, 3, 3, 3]);
    expect(types(s)).toEqual(['reroll']);
    s = act(s, { type: 'reroll', dice: [0, 1] });
    s = dice(s, [6, 6]);
    expect(u(s, 'I3').strength).toBe(2);
    expect(events(s, 'roll').filter((e) => e.reroll?.kind === 'secondChance')).toHaveLength(1);
  });

  it('R-TH-18: switching dice mode mid-game does not change the card order (the RNG advances either way)', () => {
    let a = newGame(42);
    let p = setDiceMode(newGame(42), 'physical');
    for (let i = 0; i < 400 && !result(a); i++) {
      while (legalActions(p)[0]?.type === 'enterDice') {
        const req = legalActions(p)[0] as Extract<Action, { type: 'enterDice' }>;
        p = applyAction(p, { ...req, faces: rollD6(cloneRng(p.rng), req.count) });
      }
      expect(p.cards).toEqual(a.cards);
      const act0 = legalActions(a)[0]!;
      a = applyAction(a, act0);
      p = applyAction(p, act0);
    }
  });

  it('R-TH-20: a hex on a section line counts for both sections (002 §2.1)', () => {
    expect(inSection(hexOf('P2'), 'left') && inSection(hexOf('P2'), 'center')).toBe(true);
    const s = scenario({ command: 4 });
    const units = legalActions(s).filter((a) => a.type === 'command').map((a) => (a as { unit?: string }).unit);
    expect(units).toEqual(['I1', 'I2']);
  });
});

describe('Thermopylae rulings (2)', () => {
  it('R-TH-19: Intense Fighting is bought with an attack, once a turn (002 §7.1)', () => {
    let s = scenario({ command: 7, tp: 3, place: { I1: { hex: hexAt(2, 2) }, I5: { hex: hexAt(5, 2) } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I1' });
    expect(legalActions(s).some((a) => a.type === 'attack' && a.intense)).toBe(true);
    s = act(s, { type: 'attack', target: 'S1', intense: true });
    s = dice(s, [2, 2, 2]);
    s = act(s, { type: 'command', slot: 1, unit: 'I5' });
    expect(legalActions(s).some((a) => a.type === 'attack' && a.intense)).toBe(false);
  });

  it('R-TH-21: card #4 event on Day 3: after the normal attacks the strongest Spartan attacks once more', () => {
    let s = scenario({ at: 'spartan', turn: 9, event: 4, tactics: 6, command: 5, place: { I3: { hex: hexAt(3, 2) }, S1: { hex: 'S1', strength: 2 } } });
    s = dice(s, [5, 5, 5, 5]); // the normal attack on I3
    expect(legalActions(s)[0]).toMatchObject({ type: 'enterDice', purpose: 'spartanAttack' });
    expect(events(s, 'secondAttack')).toEqual([expect.objectContaining({ unit: 'S2', rule: '002 §6.0, card #4' })]);
    s = dice(s, [3, 5, 5, 5]);
    expect(u(s, 'I3').strength).toBe(3);
  });
});

describe('pending (for the screen)', () => {
  it('names the step, the acting unit and the dice asked for', async () => {
    const { pending } = await import('../../../src/thermopylae/index.js');
    let s = scenario({ command: 5, place: { I3: { hex: hexAt(3, 2) } } });
    expect(pending(s)).toMatchObject({ kind: 'decision', step: 'command', unit: null });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' });
    expect(pending(s)).toMatchObject({ kind: 'decision', step: 'act', unit: 'I3' });
    s = act(s, { type: 'attack', target: 'S2', intense: false });
    expect(pending(s)).toEqual({ kind: 'dice', step: 'combat', unit: 'I3', target: 'S2', count: 3, purpose: 'infantryAttack', dice: null });
  });
});

describe('Thermopylae rule fixes of issue 18', () => {
  /** An archer attack (card #2's command) on S1 and S2 that misses both, then friendly fire on I3 with `faces`. */
  function friendlyFireOn(faces: [1 | 2 | 3 | 4 | 5 | 6, 1 | 2 | 3 | 4 | 5 | 6]) {
    let s = scenario({ command: 2, tactics: 4, place: { I3: { hex: hexAt(3, 2) } } });
    s = act(s, { type: 'command', slot: 0 });
    s = act(s, { type: 'archerTargets', targets: ['S1', 'S2'], intense: false });
    s = dice(s, [2, 3, 4]);
    s = dice(s, [2, 3, 4]);
    expect(legalActions(s)[0]).toEqual({ type: 'enterDice', count: 2, purpose: 'friendlyFire' });
    return u(dice(s, faces), 'I3').strength;
  }
  it('R-TH-23, 002 §9.2.3.1: friendly fire hits when both dice show 1 or 2 — 4 of the 36 pairs', () => {
    expect([friendlyFireOn([1, 1]), friendlyFireOn([1, 2]), friendlyFireOn([2, 1]), friendlyFireOn([2, 2])]).toEqual([3, 3, 3, 3]);
    expect([friendlyFireOn([1, 3]), friendlyFireOn([3, 2]), friendlyFireOn([6, 6])]).toEqual([4, 4, 4]);
  });
});

describe('Thermopylae rule fixes of issue 18: ranks', () => {
  it('R-TH-24, 002 §12.1.2: the ranks are worded as printed ("Pyrrhic victory")', () => {
    expect([9, 10, 15, 20].map(rankFor)).toEqual(['Pyrrhic victory', 'Average Victory', 'Historic Victory', 'Crushing Victory']);
  });
});

describe('Thermopylae rule fixes of issue 18 (2)', () => {
  it('R-TH-10, 002 §10.1.3 and §10.3: an infantry in S2\'s start hex, between two Spartans, retreats down the map, and S2 advances into the hex it left', () => {
    // S2 was driven back to b2 and I3 advanced into its start hex (002 §9.2.2); the Spartans attack it: one retreat
    let s = scenario({ at: 'spartan', place: { S2: { hex: 'b2' }, I3: { hex: 'S2' } } });
    s = dice(s, [1, 5, 5, 5]);
    const steps = legalActions(s) as Extract<Action, { type: 'retreat' }>[];
    expect(steps.map((a) => a.to)).toEqual([hexAt(4, 2), hexAt(3, 2)]); // one row farther from the Spartans' line, nearer the setup row
    s = act(s, steps[1]!);
    expect(u(s, 'I3').hex).toBe(hexAt(3, 2));
    expect(u(s, 'I3').strength).toBe(4); // a retreat made is no hit (002 §10.1.3)
    expect(u(s, 'S2').hex).toBe(hexOf('S2')); // 002 §10.3: the Spartan advances into the vacated hex
    expect(events(s, 'spartanForward')).toEqual([expect.objectContaining({ unit: 'S2', why: 'advance', rule: '002 §10.3 Spartan advance' })]);
  });

  it('R-TH-10: only a unit blocks a retreat step; a blocked step is a hit (002 §10.1.3)', () => {
    // I3, the weakest, is attacked first (002 §10.1.1); the two hexes below it are taken
    let s = scenario({ at: 'spartan', place: { S2: { hex: 'b2' }, I3: { hex: 'S2', strength: 3 }, I1: { hex: hexAt(3, 2) }, I2: { hex: hexAt(4, 2) } } });
    s = dice(s, [1, 5, 5, 5]);
    expect(u(s, 'I3').hex).toBe(hexOf('S2'));
    expect(u(s, 'I3').strength).toBe(2);
    expect(events(s, 'retreatBlocked')).toEqual([expect.objectContaining({ unit: 'I3', hits: 1 })]);
  });
});

describe('Thermopylae rule fixes of issue 18 (3)', () => {
  const archerSets = (s: ReturnType<typeof scenario>) =>
    legalActions(s).filter((a): a is Extract<Action, { type: 'archerTargets' }> => a.type === 'archerTargets' && !a.intense).map((a) => a.targets);

  it('R-TH-7, 002 §9.2.3 "Archers may target two adjacent Spartan units": one Spartan alone is always a target too (S3 while S2 is back on b2)', () => {
    let s = scenario({ command: 2, tactics: 4, place: { S2: { hex: 'b2' } } });
    s = act(s, { type: 'command', slot: 0 });
    expect(archerSets(s)).toEqual([['S1', 'S2'], ['S1'], ['S2'], ['S3']]);
    // the first rules edition offered the adjacent pair only
    let first = scenario({ command: 2, tactics: 4, place: { S2: { hex: 'b2' } }, more: { edition: 1 } });
    first = act(first, { type: 'command', slot: 0 });
    expect(archerSets(first)).toEqual([['S1', 'S2']]);
  });

  it('R-TH-14, 002 §9.2 "blocked by immortal": an Immortal on F2, behind S3, blocks its retreat: a hit instead', () => {
    const at = (edition: 1 | 2) => {
      let s = scenario({ command: 6, turn: 9, ephialtes: true, place: { M1: { hex: 'F2' }, I5: { hex: hexAt(5, 2) } }, more: { edition } });
      s = act(s, { type: 'command', slot: 0, unit: 'I5' }); // card #6: the Right section
      s = act(s, { type: 'attack', target: 'S3', intense: false });
      return dice(s, [1, 1, 6]); // two 1s: a retreat (the flanking results, R-TH-5); the 6 does nothing
    };
    const s = at(2);
    expect([u(s, 'S3').hex, u(s, 'S3').strength]).toEqual([hexOf('S3'), 3]);
    expect(events(s, 'spartanHolds')).toEqual([expect.objectContaining({ unit: 'S3', why: 'immortalBehind', rule: '002 §9.2' })]);
    const first = at(1); // the first rules edition: nothing behind S3 blocks it
    expect([u(first, 'S3').hex, u(first, 'S3').strength]).toEqual([hexOf('b3'), 4]);
  });

  it('R-TH-5 setting, 002 §9.3 "Retreat 1": the chart\'s reading retreats on any 1, where the §9.3.1 example\'s 1-2-3 gives a hit only', () => {
    const roll = (flankingRetreat: 'twoOnes' | 'anyOne') => {
      let s = scenario({ command: 6, turn: 9, ephialtes: true, place: { M1: { hex: 'F2' }, I6: { hex: hexAt(5, 2) }, S3: { hex: 'S3', strength: 2 } }, more: { flankingRetreat } });
      s = act(s, { type: 'command', slot: 0, unit: 'I6' });
      s = act(s, { type: 'attack', target: 'S3', intense: false });
      return dice(s, [1, 2, 3]);
    };
    expect(events(roll('twoOnes'), 'attackResult')[0]).toMatchObject({ hits: 1, retreated: false, flanking: true });
    // with the chart's reading the 1 is a retreat: S3 cannot retreat (M1 on F2 behind it, R-TH-14), a second hit: eliminated
    expect(events(roll('anyOne'), 'spartanHolds')).toEqual([expect.objectContaining({ unit: 'S3', why: 'immortalBehind' })]);
    expect(events(roll('anyOne'), 'attackResult')[0]).toMatchObject({ hits: 2, eliminated: true, flanking: true });
  });
});

describe('Thermopylae rules editions (R-TH-25)', () => {
  it('the first rules edition keeps the reads of before issue 18: friendly fire on 1-1 only, no retreat from S2\'s hex', () => {
    let s = scenario({ command: 2, tactics: 4, place: { I3: { hex: hexAt(3, 2) } }, more: { edition: 1 } });
    s = act(s, { type: 'command', slot: 0 });
    s = act(s, { type: 'archerTargets', targets: ['S1', 'S2'], intense: false });
    s = dice(dice(s, [2, 3, 4]), [2, 3, 4]);
    expect(u(dice(s, [1, 2]), 'I3').strength).toBe(4);
    let r = scenario({ at: 'spartan', place: { S2: { hex: 'b2' }, I3: { hex: 'S2' } }, more: { edition: 1 } });
    r = dice(r, [1, 5, 5, 5]);
    expect([u(r, 'I3').hex, u(r, 'I3').strength, u(r, 'S2').hex]).toEqual([hexOf('S2'), 3, hexOf('b2')]);
  });
});
