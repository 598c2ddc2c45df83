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
  let command = a.tactics; // the other card of the hand
  for (const c of s.cards.hand) {
    if (c !== a.tactics) {
      command = c;
      break;
    }
  }
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
  let v = 0;
  for (const id of targets) v += 6 - getUnit(s, id).strength;
  return v;
}

export function chooseAction(s: GameState, actions: readonly Action[]): Action {
  const first = actions[0];
  if (first === undefined) throw new IllegalActionError('the heuristic player has nothing to choose from: the game is over', { id: 'thermo.bot.nothing' });
  if (first.type === 'enterDice') throw new IllegalActionError('the heuristic player plays with the app\'s dice only', { id: 'thermo.bot.physicalDice' });
  const chosen = choose(s, actions, first);
  return chosen ?? first;
}

/**
 * What an action of the kinds chosen by worth is worth to the player (the higher, the better):
 * one function over the action's type, called directly (speed only: no closure made per
 * decision, no call through a function value).
 */
function worth(s: GameState, a: Action): number {
  switch (a.type) {
    case 'assignCards': return assignValue(s, a);
    case 'move': return moveValue(s, a.to);
    case 'activate': return activateValue(s, a);
    case 'heal': return -getUnit(s, a.unit).strength; // the weakest
    case 'attack': return -getUnit(s, a.target).strength; // the weakest Spartan
    case 'archerTargets': return archerValue(s, a.targets);
    default: return 0;
  }
}
/**
 * The first action of type `t` with the highest worth, null when none; with `intense` not null,
 * only the attacks declared with (true) or without (false) Intense Fighting. One pass, no filtered
 * copy (speed only: the same choice as filtering first).
 */
function best(s: GameState, actions: readonly Action[], t: Action['type'], intense: boolean | null = null): Action | null {
  let top: Action | null = null;
  let topScore = -Infinity;
  for (const a of actions) {
    if (a.type !== t || (intense !== null && (a.type === 'attack' || a.type === 'archerTargets') && a.intense !== intense)) continue;
    const v = worth(s, a);
    if (top === null || v > topScore) {
      top = a;
      topScore = v;
    }
  }
  return top;
}

function choose(s: GameState, actions: readonly Action[], first: Action): Action | null {
  switch (first.type) {
    case 'assignCards':
    case 'move':
    case 'activate':
    case 'heal':
      return best(s, actions, first.type);
    case 'advance':
      for (const a of actions) if (a.type === 'advance' && !a.advance) return a;
      return null;
    case 'reinforceActivate':
      for (const a of actions) if (a.type === 'reinforceActivate' && a.activate) return a;
      return null;
    case 'reroll': // keep the roll
    case 'retreat':
    case 'spartanTarget':
      return first;
    case 'camp':
      // Immortals camp on P6, next to the trail foot
      for (const a of actions) if (a.type === 'camp' && a.to === P6 && getUnit(s, a.unit).kind === 'immortal') return a;
      return null;
    case 'attack': {
      // with Intense Fighting at 2 TP or more, if it is offered
      const intense = s.tp >= BOT.intenseAt;
      let want = false;
      for (const a of actions) if (a.type === 'attack' && a.intense === intense) want = true;
      return best(s, actions, 'attack', want ? intense : null);
    }
    case 'archerTargets':
      return best(s, actions, 'archerTargets', false);
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
