/**
 * positionFrom (the DESIGN contract): any position the rules allow, as a game that plays on; an
 * impossible one refused with a PositionError naming the problem (002 §2.2 strength 1–4, §2.3.1
 * TP 0–5, §4.0 turns, §5.0 cards, §7.1 Immortals from Day 2 and Ephialtes from turn 8, §9.1 one
 * unit per hex, §9.1.1 the trail, R-TH-14 Spartans on their start or back hexes).
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { PositionError, applyInPlace, legalActions, newGame, pending, positionFrom, type Position } from '../../../src/thermopylae/index.js';
import type { GameState, UnitId } from '../../../src/thermopylae/types.js';
import { hexAt, hexOf } from './helpers.js';

/** The position a game is in at the start of its Tactics Phase, as positionFrom takes it. */
function positionOf(s: GameState): Position {
  const units: Position['units'] = {};
  for (const u of s.units) units[u.id] = u.status === 'map' ? { hex: u.hex!, strength: u.strength } : u.status;
  const { tactics, command, event, draw, discard } = s.cards;
  return {
    seed: s.seed, variant: s.variant, turn: s.turn, tp: s.tp, ephialtes: s.ephialtes, phase: 'tactics', units,
    cards: { tactics: tactics!, command: command!, event: event!, draw, discard }, bought: s.flags.bought,
  };
}
/** What a game is, less how it got there (its RNG, random-event count and log). */
function game(s: GameState): unknown {
  const { rng: _r, randomEvents: _e, log: _l, seed: _s, ...rest } = s;
  return rest;
}

describe('positionFrom builds the game play would have reached (002 §4.0)', () => {
  it('at the start of every Tactics Phase of 60 random games: the same state, the same choices', { timeout: 60_000 }, () => {
    const pick = seedRng('position');
    let compared = 0;
    for (let g = 0; g < 60; g++) {
      const s = newGame(g, { variant: (['normal', 'easy', 'difficult'] as const)[g % 3] });
      while (!s.outcome) {
        const assigning = pending(s).step === 'assign';
        const acts = legalActions(s);
        applyInPlace(s, acts[nextInt(pick, acts.length)]!);
        if (assigning && pending(s).step === 'tactics') {
          // the cards are assigned and the event drawn: the Tactics Phase begins
          const p = positionFrom(positionOf(s));
          expect(game(p)).toEqual(game(s));
          expect(legalActions(p)).toEqual(legalActions(s));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('each phase starts where it should, run to its first decision', () => {
    expect(pending(positionFrom({ phase: 'draw' })).step).toBe('assign');
    expect(pending(positionFrom({ phase: 'tactics' })).step).toBe('tactics');
    expect(pending(positionFrom({ phase: 'command' })).step).toBe('command');
    // no Persian next to a Spartan: the Spartan phase passes, the next turn waits for its cards
    const sp = positionFrom({ phase: 'spartan', turn: 2 });
    expect([sp.turn, pending(sp).step]).toEqual([3, 'assign']);
    const day = positionFrom({ phase: 'endOfDay', turn: 8, tp: 4, units: { I3: { hex: hexAt(3, 2) } } });
    expect([day.phase, pending(day).step, legalActions(day).every((a) => a.type === 'camp')]).toEqual(['endOfDay', 'endOfDay', true]);
    expect(day.tp).toBe(4); // +2 TP only once everyone is in camp (002 §11.0)
  });

  it('keeps what it is given: units by hex or map label, strengths, TP, turn, cards, special, purchases', () => {
    const s = positionFrom({
      turn: 9, tp: 3, ephialtes: true, phase: 'command', special: 7,
      units: { M1: { hex: 'F1', strength: 2 }, I2: 'dead', S2: { hex: 'b2', strength: 3 }, I3: { hex: hexAt(3, 2) } },
      cards: { tactics: 7, command: 2, event: 5, discard: [1, 3, 4] }, bought: { archers: 1 }, slotsUsed: [0],
    });
    const at = (id: UnitId) => s.units.find((u) => u.id === id)!;
    expect([at('M1').hex, at('M1').strength, at('I2').status, at('S2').hex, at('S2').strength, at('I3').hex]).toEqual([hexOf('F1'), 2, 'dead', hexOf('b2'), 3, hexAt(3, 2)]);
    expect([s.turn, s.tp, s.ephialtes, s.flags.special, s.flags.bought.archers, s.flags.slotsUsed]).toEqual([9, 3, true, 7, 1, [0]]);
    expect(s.cards).toEqual({ draw: [6], discard: [1, 3, 4], hand: [], tactics: 7, command: 2, event: 5 });
    expect(legalActions(s).some((a) => a.type === 'buy' && a.tactic === 'archers')).toBe(false); // bought this turn already (002 §7.1)
  });
});

describe('positionFrom refuses an impossible position, naming the problem', () => {
  const refused: [string, Position, RegExp][] = [
    ['two units on one hex (002 §9.1)', { units: { I1: { hex: 'P2' } } }, /two units on hex/],
    ['a Spartan off its start and back hexes (R-TH-14)', { units: { S1: { hex: hexAt(2, 2) } } }, /S1 is neither on its start nor its back hex/],
    ['strength 5 (002 §2.2)', { units: { I1: { hex: 'P1', strength: 5 } } }, /strength 5/],
    ['strength 0 on the map (002 §2.2)', { units: { I1: { hex: 'P1', strength: 0 } } }, /strength 0/],
    ['TP 6 (002 §2.3.1)', { tp: 6 }, /TP 6/],
    ['turn 17 (002 §4.0)', { turn: 17 }, /turn 17/],
    ['an Immortal on Day 1 (002 §7.1)', { turn: 3, units: { M1: { hex: hexAt(3, 4) } } }, /Immortal out of reserve on Day 1/],
    ['Ephialtes before turn 8 (002 §7.1)', { turn: 7, ephialtes: true }, /Ephialtes before turn 8/],
    ['an Immortal on the trail without Ephialtes (002 §9.1.1)', { turn: 9, units: { M1: { hex: 't3' } } }, /M1 is on the trail/],
    ['infantry on the trail (002 §9.1.1)', { turn: 9, ephialtes: true, units: { I6: { hex: 't1' } } }, /I6 is on the trail/],
    ['a unit at sea (002 §2.1.1)', { units: { I1: { hex: hexAt(0, 3) } } }, /I1 is on sea/],
    ['a hex off the map', { units: { I1: { hex: 63 } } }, /63 is not a hex of the map/],
    ['an unknown unit', { units: { X9: { hex: 'P1' } } as never }, /X9 is not a unit/],
    ['a card in two places (002 §5.0)', { cards: { tactics: 4, event: 4 } }, /card #4 is in two places/],
    ['card #3 for Tactics (002 §5.0)', { cards: { tactics: 3 } }, /card #3 cannot be the Tactics card/],
    ['a card in no pile', { cards: { tactics: 4, command: 5, event: 6, draw: [1, 2], discard: [3] } }, /#7 in no pile/],
    ['a special tactic that is not the Tactics card (002 §8.2)', { cards: { tactics: 4 }, special: 7 }, /special tactic/],
    ['cards in hand after the draw (002 §5.0)', { phase: 'command', cards: { hand: [1, 2] } }, /hand is empty/],
    ['an End of Day on turn 5 (002 §11.0)', { phase: 'endOfDay', turn: 5 }, /turn 5 has no End of Day/],
    ['no Spartan left: the game is won (002 §12.1)', { units: { S1: 'dead', S2: 'dead', S3: 'dead' } }, /no Spartan/],
    ['no infantry left: the game is lost (002 §12.2)', { units: { I1: 'dead', I2: 'dead', I3: 'dead', I4: 'dead', I5: 'dead', I6: 'dead' } }, /no infantry/],
    ['infantry in reserve (002 §3.0)', { units: { I1: 'reserve' } }, /I1 cannot be in reserve/],
    ['archers bought twice (002 §7.1)', { bought: { archers: 2 } }, /archers bought 2 times/],
    ['an unknown variant', { variant: 'hard' as never }, /unknown variant/],
  ];
  for (const [what, p, message] of refused) {
    it(what, () => {
      let error: unknown = null;
      try {
        positionFrom(p);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PositionError);
      expect((error as Error).message).toMatch(message);
    });
  }
});
