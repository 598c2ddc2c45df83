/**
 * The 16 cards of the game (000 §2.3) as counts: the two hands are in the solo state, the draw
 * and discard piles here. Drawing from an empty draw pile first shuffles the discard pile into a
 * new draw pile (000 §5.4 "When the draw pile is empty, shuffle the cards from the discard pile
 * to make a new draw pile"); with both piles empty no card can be drawn ("you cannot purchase
 * new cards, even if you still have talents available"). Reading R-PA-16.
 */
import { plainData } from '../core/errors.js';
import type { Deck } from './solo-state.js';
import { CARDS_IN_GAME, PersiaInputError, checkCount, show } from './validate.js';

export interface Draw {
  deck: Deck;
  /** Cards actually drawn (fewer than asked only when both piles ran out). */
  drawn: number;
  /** The discard pile was shuffled into a new draw pile on the way. */
  reshuffled: boolean;
}

/** Cards that can still be drawn: the draw pile and, shuffled in, the discard pile. */
export function cardsAvailable(deck: Deck): number {
  deck = plainData(deck, 'deck');
  if (typeof deck !== 'object' || deck === null) throw new PersiaInputError('000 §5.4', `the piles must be { draw, discard }, got ${show(deck)}`, 'persia.input.deck', { got: show(deck) });
  checkCount(deck.draw, 0, CARDS_IN_GAME, '000 §5.4', 'the draw pile');
  checkCount(deck.discard, 0, CARDS_IN_GAME, '000 §5.4', 'the discard pile');
  return deck.draw + deck.discard;
}

/** Draw `n` cards (000 §5.4). */
export function drawCards(deck: Deck, n: number): Draw {
  let { draw, discard } = deck;
  let drawn = Math.min(n, draw);
  draw -= drawn;
  let reshuffled = false;
  if (drawn < n && draw === 0 && discard > 0) {
    draw = discard;
    discard = 0;
    reshuffled = true;
    const more = Math.min(n - drawn, draw);
    draw -= more;
    drawn += more;
  }
  return { deck: { draw, discard }, drawn, reshuffled };
}

/** `n` cards from a hand onto the discard pile. */
export function discardCards(deck: Deck, n: number): Deck {
  return { draw: deck.draw, discard: deck.discard + n };
}
