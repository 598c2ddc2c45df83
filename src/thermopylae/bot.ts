/**
 * The heuristic Persian player (reconstruction doc "Balance targets"; R-TH-15 says what it does):
 * it takes the card split that activates most, discards its Tactics card for TP (Xerxes Watches
 * at 4 TP or more), uses its command first, then buys Reinforcements, Ephialtes when cheap,
 * Immortals (onto P6, the trail foot), Infantry and Archers; it attacks the weakest Spartan, with
 * Intense Fighting at 2 TP or more, and heads its Immortals up the trail. It picks one of the
 * actions it is given, legalActions(state); the public `botChoose(state)` is engine/index.ts.
 */
import { CARDS, STANDARD_TACTICS } from './data.js';
import { IllegalActionError } from './errors.js';
import { ephialtesCost } from './engine/tactics.js';
import { SPARTAN_IDS, getUnit, spartansOnMap } from './engine/units.js';
import { FLANK_HEXES, SETUP_HEXES, TRAIL_FOOT_HEX, adjacent, distance, terrainOf } from './hex.js';
import type { Action, ActionOf, BuyAction, CardId, GameState, Hex, UnitId } from './types.js';

/** The player's thresholds: TP in hand to use Intense Fighting / to play Xerxes Watches; the Ephialtes cost it accepts. */
export const BOT = { intenseAt: 2, ephialtesAt: 2, xerxesAt: 4 };
const P6 = SETUP_HEXES[5];

/** The actions of one type. */
function ofType<T extends Action['type']>(actions: readonly Action[], t: T): ActionOf<T>[] {
  return actions.filter((a): a is ActionOf<T> => a.type === t);
}
/** The first of `xs` with the highest score (null when empty). */
function best<T>(xs: readonly T[], score: (x: T) => number): T | null {
  let top: T | null = null;
  let topScore = -Infinity;
  for (const x of xs) {
    const v = score(x);
    if (top === null || v > topScore) {
      top = x;
      topScore = v;
    }
  }
  return top;
}
/** The strength of the weakest Spartan next to hex `h`, 99 when none is. */
function weakestSpartanNear(s: GameState, h: Hex | null): number {
  let weakest = 99;
  for (const id of SPARTAN_IDS) {
    const sp = getUnit(s, id);
    if (h !== null && sp.status === 'map' && sp.hex !== null && adjacent(h, sp.hex)) weakest = Math.min(weakest, sp.strength);
  }
  return weakest;
}
/** A command card's worth this turn: what its slots activate. */
function commandValue(c: CardId): number {
  let v = 0;
  for (const slot of CARDS[c].command.slots) v += slot.kind === 'archers' ? 1.5 : slot.kind === 'rollOrChoose' ? 3 : 2;
  return v;
}
function assignValue(s: GameState, a: ActionOf<'assignCards'>): number {
  const command = s.cards.hand.find((c) => c !== a.tactics) ?? a.tactics;
  return commandValue(command) + CARDS[a.tactics].discardTP; // the Tactics card is discarded for TP
}
function moveValue(s: GameState, h: Hex): number {
  if (FLANK_HEXES.includes(h)) return 100;
  if (terrainOf(h) === 'trail') return 50 - distance(h, FLANK_HEXES[0]);
  const w = weakestSpartanNear(s, h);
  return w < 99 ? 20 - w : -distance(h, spartansOnMap(s)[0]?.hex ?? h);
}
function activateValue(s: GameState, a: ActionOf<'activate'>): number {
  if (a.hex !== undefined) return a.hex === P6 && s.ephialtes ? 30 : a.hex === TRAIL_FOOT_HEX ? 25 : 10;
  const u = getUnit(s, a.unit);
  return u.strength + (weakestSpartanNear(s, u.hex) < 99 ? 5 : 0);
}
function commandUnitValue(s: GameState, unit: UnitId): number {
  const u = getUnit(s, unit);
  return u.strength + (weakestSpartanNear(s, u.hex) < 99 ? 2 : 0);
}
/**
 * An archer attack's worth (002 §9.2.3, R-TH-7): each target is a roll, worth more the weaker the
 * Spartan; so a pair is always worth more than either of its Spartans alone, and a single Spartan
 * beats a pair only when it is much weaker (a 1 alone over a pair of 4s).
 */
function archerValue(s: GameState, targets: readonly UnitId[]): number {
  return targets.reduce((n, id) => n + 6 - getUnit(s, id).strength, 0);
}
const weaker = (s: GameState, id: UnitId) => -getUnit(s, id).strength;

export function chooseAction(s: GameState, actions: readonly Action[]): Action {
  const first = actions[0];
  if (first === undefined) throw new IllegalActionError('the heuristic player has nothing to choose from: the game is over', { id: 'thermo.bot.nothing' });
  if (first.type === 'enterDice') throw new IllegalActionError('the heuristic player plays with the app\'s dice only', { id: 'thermo.bot.physicalDice' });
  const chosen = choose(s, actions, first);
  return chosen ?? first;
}

function choose(s: GameState, actions: readonly Action[], first: Action): Action | null {
  switch (first.type) {
    case 'assignCards':
      return best(ofType(actions, 'assignCards'), (a) => assignValue(s, a));
    case 'move':
      return best(ofType(actions, 'move'), (a) => moveValue(s, a.to));
    case 'activate':
      return best(ofType(actions, 'activate'), (a) => activateValue(s, a));
    case 'heal':
      return best(ofType(actions, 'heal'), (a) => weaker(s, a.unit));
    case 'advance':
      return ofType(actions, 'advance').find((a) => !a.advance) ?? null;
    case 'reinforceActivate':
      return ofType(actions, 'reinforceActivate').find((a) => a.activate) ?? null;
    case 'reroll': // keep the roll
    case 'retreat':
    case 'spartanTarget':
      return first;
    case 'camp':
      // Immortals camp on P6, next to the trail foot
      return ofType(actions, 'camp').find((a) => getUnit(s, a.unit).kind === 'immortal' && a.to === P6) ?? null;
    case 'attack': {
      const opts = ofType(actions, 'attack');
      const want = opts.filter((a) => a.intense === s.tp >= BOT.intenseAt);
      return best(want.length > 0 ? want : opts, (a) => weaker(s, a.target));
    }
    case 'archerTargets':
      return best(ofType(actions, 'archerTargets').filter((a) => !a.intense), (a) => archerValue(s, a.targets));
    default:
      return phases(s, actions);
  }
}

/** The Tactics and Command Phases. */
function phases(s: GameState, actions: readonly Action[]): Action | null {
  const discard = actions.find((a) => a.type === 'discardTactics');
  if (discard !== undefined) {
    // play the cheap +1 DRM special (Xerxes Watches) when the TP are there; otherwise take the TP
    const special = s.cards.tactics === null ? null : CARDS[s.cards.tactics].tactics;
    const play = actions.find((a) => a.type === 'playSpecial');
    if (play !== undefined && special !== null && special.effect.kind === 'drm' && special.effect.unit === 'infantry' && s.tp >= BOT.xerxesAt) return play;
    return discard;
  }
  const endTactics = actions.find((a) => a.type === 'endTactics');
  if (endTactics !== undefined) return endTactics;
  // command slots first: they are free
  const commands = ofType(actions, 'command');
  if (commands.length > 0) {
    const withUnit = commands.flatMap((a) => (a.unit === undefined ? [] : [{ a, unit: a.unit }]));
    return best(withUnit, (c) => commandUnitValue(s, c.unit))?.a ?? commands[0] ?? null;
  }
  const buys: BuyAction[] = ofType(actions, 'buy');
  const reinforcements = buys.find((b) => b.tactic === 'reinforcements');
  if (reinforcements !== undefined) return reinforcements;
  const ephialtes = buys.find((b) => b.tactic === 'ephialtes');
  if (ephialtes !== undefined && ephialtesCost(s.turn) <= BOT.ephialtesAt) return ephialtes;
  if (s.turn >= STANDARD_TACTICS.immortals.fromTurn) {
    const immortals = buys.filter((b) => b.tactic === 'immortals');
    const onMap = immortals.find((b) => b.tactic === 'immortals' && b.hex === undefined);
    if (onMap !== undefined) return onMap;
    const placed = immortals.find((b) => b.tactic === 'immortals' && b.hex === P6) ?? immortals[0];
    if (placed !== undefined) return placed;
  }
  return buys.find((b) => b.tactic === 'infantry') ?? buys.find((b) => b.tactic === 'archers') ?? actions.find((a) => a.type === 'endCommand') ?? null;
}
