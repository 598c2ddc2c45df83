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
import { SPARTAN_IDS, getUnit } from './engine/units.js';
import { DISTANCE, FLANK_HEXES, SETUP_HEXES, TRAIL_FOOT_HEX, isFlankHex, terrainOf } from './hex.js';
import type { Action, ActionOf, CardId, GameState, Hex, UnitId } from './types.js';

/** The player's thresholds: TP in hand to use Intense Fighting / to play Xerxes Watches; the Ephialtes cost it accepts. */
export const BOT = { intenseAt: 2, ephialtesAt: 2, xerxesAt: 4 };
const P6 = SETUP_HEXES[5];

/** Is `a` of type `t`? */
function isType<T extends Action['type']>(a: Action, t: T): a is ActionOf<T> {
  return a.type === t;
}
/**
 * The first action of type `t` (and passing `keep`) with the highest score, null when none: one
 * pass, no filtered copy (speed only: the same choice as filtering first).
 */
function best<T extends Action['type']>(actions: readonly Action[], t: T, score: (a: ActionOf<T>) => number, keep: (a: ActionOf<T>) => boolean = () => true): ActionOf<T> | null {
  let top: ActionOf<T> | null = null;
  let topScore = -Infinity;
  for (const a of actions) {
    if (!isType(a, t) || !keep(a)) continue;
    const v = score(a);
    if (top === null || v > topScore) {
      top = a;
      topScore = v;
    }
  }
  return top;
}
/** The first action of type `t` passing `keep`, null when none. */
function firstOf<T extends Action['type']>(actions: readonly Action[], t: T, keep: (a: ActionOf<T>) => boolean): ActionOf<T> | null {
  for (const a of actions) if (isType(a, t) && keep(a)) return a;
  return null;
}
/** The strength of the weakest Spartan next to hex `h`, 99 when none is. */
function weakestSpartanNear(s: GameState, h: Hex | null): number {
  let weakest = 99;
  for (const id of SPARTAN_IDS) {
    const sp = getUnit(s, id);
    if (h !== null && sp.status === 'map' && sp.hex !== null && DISTANCE[h][sp.hex] === 1) weakest = Math.min(weakest, sp.strength);
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
  if (isFlankHex(h)) return 100;
  if (terrainOf(h) === 'trail') return 50 - DISTANCE[h][FLANK_HEXES[0]];
  const w = weakestSpartanNear(s, h);
  return w < 99 ? 20 - w : -DISTANCE[h][firstSpartanHex(s) ?? h];
}
/** The hex of the first Spartan on the map, S1 to S3, if any. */
function firstSpartanHex(s: GameState): Hex | null {
  for (const id of SPARTAN_IDS) {
    const sp = getUnit(s, id);
    if (sp.status === 'map') return sp.hex;
  }
  return null;
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
      return best(actions, 'assignCards', (a) => assignValue(s, a));
    case 'move':
      return best(actions, 'move', (a) => moveValue(s, a.to));
    case 'activate':
      return best(actions, 'activate', (a) => activateValue(s, a));
    case 'heal':
      return best(actions, 'heal', (a) => weaker(s, a.unit));
    case 'advance':
      return firstOf(actions, 'advance', (a) => !a.advance);
    case 'reinforceActivate':
      return firstOf(actions, 'reinforceActivate', (a) => a.activate);
    case 'reroll': // keep the roll
    case 'retreat':
    case 'spartanTarget':
      return first;
    case 'camp':
      // Immortals camp on P6, next to the trail foot
      return firstOf(actions, 'camp', (a) => a.to === P6 && getUnit(s, a.unit).kind === 'immortal');
    case 'attack': {
      // with Intense Fighting at 2 TP or more, if it is offered
      const intense = s.tp >= BOT.intenseAt;
      const want = firstOf(actions, 'attack', (a) => a.intense === intense) !== null;
      return best(actions, 'attack', (a) => weaker(s, a.target), (a) => !want || a.intense === intense);
    }
    case 'archerTargets':
      return best(actions, 'archerTargets', (a) => archerValue(s, a.targets), (a) => !a.intense);
    default:
      return phases(s, actions);
  }
}

/**
 * The Tactics and Command Phases: one pass over the actions notes the first of each kind (and the
 * best command by unit), then the order of preference below picks (a pass, not a filter per kind:
 * speed only, the same choice — golden.test.ts pins the heuristic player's games).
 */
function phases(s: GameState, actions: readonly Action[]): Action | null {
  let discard: Action | null = null;
  let play: Action | null = null;
  let endTactics: Action | null = null;
  let endCommand: Action | null = null;
  let firstCommand: Action | null = null;
  let bestCommand: Action | null = null;
  let bestCommandValue = -Infinity;
  let reinforcements: Action | null = null;
  let ephialtes: Action | null = null;
  let immortalOnMap: Action | null = null;
  let immortalOnP6: Action | null = null;
  let immortalFirst: Action | null = null;
  let infantry: Action | null = null;
  let archers: Action | null = null;
  for (const a of actions) {
    switch (a.type) {
      case 'discardTactics': discard ??= a; break;
      case 'playSpecial': play ??= a; break;
      case 'endTactics': endTactics ??= a; break;
      case 'endCommand': endCommand ??= a; break;
      case 'command':
        firstCommand ??= a;
        if (a.unit !== undefined) {
          const v = commandUnitValue(s, a.unit);
          if (bestCommand === null || v > bestCommandValue) {
            bestCommand = a;
            bestCommandValue = v;
          }
        }
        break;
      case 'buy':
        switch (a.tactic) {
          case 'reinforcements': reinforcements ??= a; break;
          case 'ephialtes': ephialtes ??= a; break;
          case 'infantry': infantry ??= a; break;
          case 'archers': archers ??= a; break;
          case 'immortals':
            immortalFirst ??= a;
            if (a.hex === undefined) immortalOnMap ??= a;
            else if (a.hex === P6) immortalOnP6 ??= a;
            break;
        }
        break;
    }
  }
  if (discard !== null) {
    // play the cheap +1 DRM special (Xerxes Watches) when the TP are there; otherwise take the TP
    const special = s.cards.tactics === null ? null : CARDS[s.cards.tactics].tactics;
    if (play !== null && special !== null && special.effect.kind === 'drm' && special.effect.unit === 'infantry' && s.tp >= BOT.xerxesAt) return play;
    return discard;
  }
  if (endTactics !== null) return endTactics;
  // command slots first: they are free
  if (firstCommand !== null) return bestCommand ?? firstCommand;
  if (reinforcements !== null) return reinforcements;
  if (ephialtes !== null && ephialtesCost(s.turn) <= BOT.ephialtesAt) return ephialtes;
  if (s.turn >= STANDARD_TACTICS.immortals.fromTurn) {
    const immortal = immortalOnMap ?? immortalOnP6 ?? immortalFirst;
    if (immortal !== null) return immortal;
  }
  return infantry ?? archers ?? endCommand;
}
