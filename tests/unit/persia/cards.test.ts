/**
 * The 16 cards of a solo game (000 §2.3, §5.4; reading R-PA-16; issue 16 item 6): the hands and
 * both piles counted through every step, the discard pile shuffled into a new draw pile when a
 * card must be drawn from an empty one, and what cannot be drawn not bought.
 */
import { describe, expect, it } from 'vitest';
import { applySoloAction, newSoloGame, type SoloState } from '../../../src/persia/solo.js';
import { persiaPreparation } from '../../../src/persia/preparation.js';
import { drawCards } from '../../../src/persia/deck.js';
import { soloSetup } from '../../../src/earth-water/board.js';
import { StrategosError } from '../../../src/core/errors.js';
import { ops, soloAt } from './helpers.js';

const last = (s: SoloState) => s.log[s.log.length - 1]!;
const cards = (s: SoloState) => s.persianCards + s.greekCards + s.deck.draw + s.deck.discard;

describe('000 §5.4: the draw pile', () => {
  it('draws from the draw pile; an empty one is refilled from the shuffled discard pile; both empty, nothing is drawn', () => {
    expect(drawCards({ draw: 5, discard: 3 }, 4)).toEqual({ deck: { draw: 1, discard: 3 }, drawn: 4, reshuffled: false });
    expect(drawCards({ draw: 2, discard: 10 }, 4)).toEqual({ deck: { draw: 8, discard: 0 }, drawn: 4, reshuffled: true });
    expect(drawCards({ draw: 0, discard: 1 }, 3)).toEqual({ deck: { draw: 0, discard: 0 }, drawn: 1, reshuffled: true });
    expect(drawCards({ draw: 0, discard: 0 }, 3)).toEqual({ deck: { draw: 0, discard: 0 }, drawn: 0, reshuffled: false });
  });

  it('a campaign keeps the 16 cards whole: PERS.IA draws, discards one per operation and its whole hand at supply (004 §6 A); Greece keeps at most 4 (000 §8.1)', () => {
    let s = applySoloAction(newSoloGame(9), { type: 'persianPreparation' });
    expect(s.deck).toEqual({ draw: 12, discard: 0 });
    s = applySoloAction(applySoloAction(applySoloAction(s, { type: 'tableDone' }), { type: 'greekCards', cards: 6 }), { type: 'greekPreparation', changes: [] });
    expect(s.deck).toEqual({ draw: 6, discard: 0 });
    s = applySoloAction(s, { type: 'persianOperation', die: 6 });
    expect(s).toMatchObject({ persianCards: 3, deck: { discard: 1 } });
    s = applySoloAction(applySoloAction(s, { type: 'tableDone' }), { type: 'greekOperation', changes: [] });
    expect(s).toMatchObject({ greekCards: 5, deck: { discard: 2 } });
    while (s.phase === 'operations') {
      s = applySoloAction(s, s.onTable !== null ? { type: 'tableDone' } : s.turn === 'persia' ? { type: 'persianOperation', die: 1 } : { type: 'greekPass' });
    }
    s = applySoloAction(s, { type: 'persianSupply' });
    expect(s.persianCards).toBe(0);
    expect(last(s).reasons[0]).toMatchObject({ id: 'persia.supply.discardHand', rule: '004 §6 A' });
    s = applySoloAction(applySoloAction(s, { type: 'tableDone' }), { type: 'greekSupply', removals: {}, keepCards: 4 });
    expect(s.greekCards).toBe(4);
    expect(cards(s)).toBe(16);
    expect(() => applySoloAction(soloAt({ phase: 'greekSupply', greekCards: 6 }), { type: 'greekSupply', removals: {}, keepCards: 5 })).toThrow(StrategosError);
  });

  it('the draw pile runs out in play: PERS.IA\'s preparation tells the player to shuffle the discard pile first', () => {
    const s = soloAt({ greekCards: 4, deck: { draw: 0, discard: 2 } });
    // soloAt puts the other 10 in the draw pile; make it 2 and the discard pile 10.
    const t = applySoloAction({ ...s, deck: { draw: 2, discard: 10 } }, { type: 'persianPreparation' });
    expect(t).toMatchObject({ persianCards: 4, deck: { draw: 8, discard: 0 } });
    const ids = last(t).reasons.map((r) => r.id);
    expect(ids).toContain('persia.deck.reshuffle');
    expect(ids.indexOf('persia.deck.reshuffle')).toBe(ids.indexOf('persia.prep.cards') - 1);
  });

  it('both piles empty (all 16 in the hands): a card event cannot draw more than there is (000 §5.4 "you cannot purchase new cards")', () => {
    const s = ops(soloSetup(), { turn: 'greece', persianCards: 6, greekCards: 10 });
    expect(s.deck).toEqual({ draw: 0, discard: 0 });
    // Mines of Laurion: its own card goes to the discard pile first, so one card can be drawn, not two.
    expect(() => applySoloAction(s, { type: 'greekOperation', changes: [], drawn: 2 })).toThrow(/only 1 cards/);
    const t = applySoloAction(s, { type: 'greekOperation', changes: [], drawn: 1 });
    expect(t).toMatchObject({ greekCards: 10, deck: { draw: 0, discard: 0 } });
    expect(last(t).reasons.map((r) => r.id)).toContain('persia.deck.reshuffle');
  });

  it('card 7 Oracle of Delphi: the hand discarded, one more card drawn — the discarded hand shuffled back in', () => {
    const s = ops(soloSetup(), { turn: 'greece', persianCards: 6, greekCards: 10 });
    const t = applySoloAction(s, { type: 'greekOperation', changes: [], discarded: 9, drawn: 10 });
    expect(t).toMatchObject({ greekCards: 10, deck: { draw: 0, discard: 0 } });
    expect(() => applySoloAction(s, { type: 'greekOperation', changes: [], discarded: 10, drawn: 0 })).toThrow(StrategosError);
  });

  it('reading R-PA-16: PERS.IA cannot buy the cards that are not there; those talents go on to its armies (004 §4 "until all talents are spent")', () => {
    const full = persiaPreparation(soloSetup());
    const short = persiaPreparation(soloSetup(), { cardsAvailable: 2 });
    expect(full).toMatchObject({ situation: 'B', cards: 4 });
    expect(short).toMatchObject({ situation: 'B', cards: 2 });
    expect(short.armies.length).toBe(full.armies.length + 2);
    expect(short.reasons).toContainEqual({ id: 'persia.prep.cardsShort', params: { wanted: 4, drawn: 2, reading: 'R-PA-16' }, rule: '000 §5.4' });
  });
});
