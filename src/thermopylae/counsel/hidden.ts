/**
 * What the player cannot know, and playout positions that do not know it either
 * (determinization).
 *
 * The activation cards are shuffled face down (002 §3.0) and drawn from the top (002 §5.0, §6.0),
 * and the pile is reshuffled when one card is left (002 §5.0, §12.0): a player knows which cards
 * are in the draw pile (every card not in the discard pile, the hand or in play this turn) but not
 * their order. Dice not yet rolled are unknown. The engine's state knows both: the pile's order,
 * and the RNG that will roll every future die and make every future shuffle — in physical-dice
 * games too, where it advances as if it had rolled.
 *
 * So a playout never starts from the state itself: `simulationBase` makes one copy with the draw
 * pile sorted (its order forgotten), app-rolled dice and no log, and `determinize` gives each
 * playout a copy of it whose draw pile is shuffled by that playout's own RNG, which then rolls
 * every die (the counsel's playouts go on with a second stream of the same playout number once
 * the choice is applied: playout.ts finish). Two positions that differ only in the pile's order or the RNG give the same
 * simulation base, hence the same counsel from the same seed (tests/unit/thermopylae/counsel.test.ts).
 *
 * Only the public engine API (index.ts) and the state's JSON fields are read here.
 */
import { shownJson } from '../../core/shown.js';
import { readingInput } from '../../core/errors.js';
import { CounselError, StrategosError } from '../errors.js';
import { seedRng, shuffle, type RngState } from '../../core/rng.js';
import { cloneState, legalActions } from '../index.js';
import type { Action, CardId, GameState } from '../types.js';

export { CounselError };

const CARD_COUNT = 7;

function isCard(x: unknown): x is CardId {
  return typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= CARD_COUNT;
}

/** The cards of the draw pile, which the player knows by elimination (002 §5.0), in card order. */
export function unseenCards(s: GameState): CardId[] {
  return readingInput('position', () => {
    const draw: unknown = s.cards.draw;
    if (!Array.isArray(draw) || draw.length > CARD_COUNT || !draw.every(isCard)) throw new CounselError('counsel: the position has no draw pile of cards', { id: 'counsel.badPosition' });
    return (draw as CardId[]).slice().sort((a, b) => a - b);
  });
}

/**
 * Check that `s` is a game position waiting for a decision of the player, and return its legal
 * choices (legalActions, in its order). Throws CounselError otherwise: not a game, over, or
 * waiting for physical dice (entering dice is not a choice to counsel).
 */
export function decisionChoices(s: GameState): Action[] {
  const over = readingInput('position', () => {
    checkCards(s);
    return s.outcome !== null;
  });
  if (over) throw new CounselError('counsel: the game is over', { id: 'counsel.gameOver' });
  let actions: Action[];
  try {
    actions = legalActions(s);
  } catch (e) {
    if (e instanceof StrategosError) throw e;
    throw new CounselError(`counsel: the engine cannot read this position (${(e as Error).message})`, { id: 'counsel.badPosition', cause: e });
  }
  if (actions.length === 0) throw new CounselError('counsel: nothing to decide in this position', { id: 'counsel.noDecision' });
  if (actions.some((a) => a.type === 'enterDice')) {
    throw new CounselError('counsel: the game waits for dice, not for a decision', { id: 'counsel.waitsForDice' });
  }
  return actions;
}
/** The position's cards: seven at most, each once, in piles that are lists (read by decisionChoices inside readingInput). */
function checkCards(s: GameState): void {
  if (typeof s !== 'object' || s === null || !Array.isArray((s as GameState).units) || typeof (s as GameState).cards !== 'object' || (s as GameState).cards === null) {
    throw new CounselError('counsel: not a 9 Card Thermopylae position', { id: 'counsel.badPosition' });
  }
  const c = s.cards;
  const piles = [c.draw, c.discard, c.hand];
  if (!piles.every((p) => Array.isArray(p) && p.length <= CARD_COUNT)) throw new CounselError('counsel: the position has no card piles', { id: 'counsel.badPosition' });
  const all = [...c.draw, ...c.discard, ...c.hand, c.tactics, c.command, c.event].filter((x) => x !== null);
  if (!all.every(isCard) || new Set(all).size !== all.length || all.length > CARD_COUNT) {
    throw new CounselError(`counsel: impossible cards in the position (${shownJson(all)})`, { id: 'counsel.badPosition' });
  }
}

/**
 * The position playouts start from: a copy of `s` that forgets what the player cannot know (the
 * draw pile sorted), rolls its own dice (dice mode 'app': physical-dice games are simulated with
 * simulated dice) and keeps no log. `s` is checked (decisionChoices) and left untouched.
 */
export function simulationBase(s: GameState): GameState {
  decisionChoices(s);
  const b = cloneState(s);
  b.cards.draw = unseenCards(s);
  b.rng = seedRng(0); // forgotten: each playout brings its own (determinize)
  b.diceMode = 'app';
  // No log in playouts (GameOptions.log: "Simulations may turn it off for speed"); nobody reads it.
  if ('logOn' in b) b.logOn = false;
  if (Array.isArray(b.log)) b.log = [];
  return b;
}

/**
 * One playout's position: a copy of `base` (from simulationBase) whose draw pile is shuffled by
 * `rng`, and whose every later die and shuffle comes from `rng` too (it is advanced in place).
 */
export function determinize(base: GameState, rng: RngState): GameState {
  const s = cloneState(base);
  s.cards.draw = shuffle(rng, s.cards.draw);
  s.rng = rng;
  return s;
}
