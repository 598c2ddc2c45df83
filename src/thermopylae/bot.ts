/**
 * A heuristic Persian player for balance runs (reconstruction doc "Balance targets"): it attacks
 * with everything it can afford, takes the command card that activates most, buys Ephialtes
 * when cheap, reinforces when an infantry has died and heads its Immortals up the trail.
 * It only ever picks from legalActions(state).
 */
import { CARDS, STANDARD_TACTICS } from './data.js';
import { legalActions } from './engine/index.js';
import { ephialtesCost } from './engine/tactics.js';
import { getUnit } from './engine/units.js';
import { FLANK_HEXES, SETUP_HEXES, TRAIL_FOOT_HEX, adjacent, distance, terrainOf } from './hex.js';
import type { Action, CardId, GameState, Hex, Unit, UnitId } from './types.js';

const SPARTAN_IDS: UnitId[] = ['S1', 'S2', 'S3'];

/** The bot's thresholds (TP in hand to use Intense Fighting / play Xerxes Watches; Ephialtes cost it accepts). */
export const BOT = { intenseAt: 2, ephialtesAt: 2, xerxesAt: 4 };

function spartansOnMap(s: GameState): Unit[] {
  const out: Unit[] = [];
  for (const id of SPARTAN_IDS) {
    const u = getUnit(s, id);
    if (u.status === 'map') out.push(u);
  }
  return out;
}
function weakestSpartanNear(s: GameState, h: Hex): number {
  let best = 99;
  for (const id of SPARTAN_IDS) {
    const sp = getUnit(s, id);
    if (sp.status === 'map' && adjacent(h, sp.hex!)) best = Math.min(best, sp.strength);
  }
  return best;
}
/** How much a command card is worth to the bot this turn. */
function commandValue(s: GameState, c: CardId): number {
  const slots = CARDS[c].command.slots;
  let v = 0;
  for (const slot of slots) {
    if (slot.kind === 'archers') v += 1.5;
    else if (slot.kind === 'rollOrChoose') v += 3;
    else if (slot.kind === 'rollTable') v += 2;
    else v += 2;
  }
  return v;
}
function tacticsValue(s: GameState, c: CardId): number {
  return CARDS[c].discardTP; // the bot discards its tactics card for TP
}

// The helpers below are module functions, not closures made per call: a named closure costs an
// allocation (and, under tsx's keepNames, a defineProperty) on every decision (speed only).
function byType<T extends Action['type']>(actions: readonly Action[], t: T): Extract<Action, { type: T }>[] {
  const out: Extract<Action, { type: T }>[] = [];
  for (const a of actions) if (a.type === t) out.push(a as Extract<Action, { type: T }>);
  return out;
}
function assignScore(s: GameState, a: { tactics: CardId }): number {
  const cmd = s.cards.hand.find((c) => c !== a.tactics) ?? a.tactics;
  return commandValue(s, cmd) + tacticsValue(s, a.tactics);
}
function moveValue(s: GameState, h: Hex): number {
  if (FLANK_HEXES.includes(h)) return 100;
  if (terrainOf(h) === 'trail') return 50 - distance(h, FLANK_HEXES[0]!);
  const w = weakestSpartanNear(s, h);
  return w < 99 ? 20 - w : -distance(h, spartansOnMap(s)[0]?.hex ?? h);
}
function activateValue(s: GameState, a: { unit: UnitId; hex?: Hex }): number {
  if (a.hex !== undefined) return a.hex === SETUP_HEXES[5] && s.ephialtes ? 30 : a.hex === TRAIL_FOOT_HEX ? 25 : 10;
  const u = getUnit(s, a.unit);
  return u.strength + (weakestSpartanNear(s, u.hex!) < 99 ? 5 : 0);
}
function meanStrength(s: GameState, a: { targets: UnitId[] }): number {
  return a.targets.reduce((n, id) => n + getUnit(s, id).strength, 0) / a.targets.length;
}
function commandScore(s: GameState, a: { unit?: UnitId }): number {
  return getUnit(s, a.unit!).strength + (weakestSpartanNear(s, getUnit(s, a.unit!).hex!) < 99 ? 2 : 0);
}
function pickBuy(buys: readonly Extract<Action, { type: 'buy' }>[], t: string) {
  return buys.find((b) => b.tactic === t);
}

export function chooseAction(s: GameState, actions: Action[] = legalActions(s)): Action {
  if (actions.length === 0) throw new Error('bot: no legal action');
  const first = actions[0]!;
  if (first.type === 'enterDice') throw new Error('bot: plays in app-dice mode only');

  switch (first.type) {
    case 'assignCards': {
      const opts = byType(actions, 'assignCards');
      return opts.reduce((m, a) => (assignScore(s, a) > assignScore(s, m) ? a : m));
    }
    case 'move': {
      const opts = byType(actions, 'move');
      return opts.reduce((m, a) => (moveValue(s, a.to) > moveValue(s, m.to) ? a : m));
    }
    case 'activate': {
      const opts = byType(actions, 'activate');
      return opts.reduce((m, a) => (activateValue(s, a) > activateValue(s, m) ? a : m));
    }
    case 'heal': {
      const opts = byType(actions, 'heal');
      return opts.reduce((m, a) => (getUnit(s, a.unit).strength < getUnit(s, m.unit).strength ? a : m));
    }
    case 'advance':
      return actions.find((a) => a.type === 'advance' && !a.advance) ?? first;
    case 'reinforceActivate':
      return actions.find((a) => a.type === 'reinforceActivate' && a.activate) ?? first;
    case 'reroll':
      return first; // keep
    case 'retreat':
    case 'spartanTarget':
      return first;
    case 'camp': {
      // Immortals camp next to the trail foot once Ephialtes is bought
      const opts = byType(actions, 'camp');
      const m = opts.find((a) => getUnit(s, a.unit).kind === 'immortal' && a.to === SETUP_HEXES[5]);
      return m ?? first;
    }
    case 'attack': {
      const opts = byType(actions, 'attack');
      const want = opts.filter((a) => a.intense === s.tp >= BOT.intenseAt);
      const pool = want.length ? want : opts;
      return pool.reduce((m, a) => (getUnit(s, a.target).strength < getUnit(s, m.target).strength ? a : m));
    }
    case 'archerTargets': {
      const opts = byType(actions, 'archerTargets').filter((a) => !a.intense);
      return opts.reduce((m, a) => (meanStrength(s, a) < meanStrength(s, m) ? a : m));
    }
    default:
      break;
  }
  // Tactics and Command phases
  const discard = actions.find((a) => a.type === 'discardTactics');
  if (discard) {
    const card = s.cards.tactics!;
    const tac = CARDS[card].tactics;
    // play the cheap +1 DRM specials when the TP are there; otherwise take the TP
    const play = actions.find((a) => a.type === 'playSpecial');
    if (play && tac && tac.effect.kind === 'drm' && tac.effect.unit === 'infantry' && s.tp >= BOT.xerxesAt) return play;
    return discard;
  }
  const endTactics = actions.find((a) => a.type === 'endTactics');
  if (endTactics) return endTactics;
  // command slots first: they are free
  const cmds = byType(actions, 'command');
  if (cmds.length) {
    const withUnit = cmds.filter((a) => a.unit);
    if (withUnit.length) {
      return withUnit.reduce((m, a) => (commandScore(s, a) > commandScore(s, m) ? a : m));
    }
    return cmds[0]!;
  }
  const buys = byType(actions, 'buy');
  const reinf = pickBuy(buys, 'reinforcements');
  if (reinf) return reinf;
  const eph = pickBuy(buys, 'ephialtes');
  if (eph && ephialtesCost(s.turn) <= BOT.ephialtesAt) return eph;
  if (s.turn >= STANDARD_TACTICS.immortals.fromTurn) {
    const imm = buys.filter((b) => b.tactic === 'immortals') as Extract<Action, { tactic: 'immortals' }>[];
    if (imm.length) {
      const onP6 = imm.find((b) => b.hex === SETUP_HEXES[5]);
      const onMap = imm.find((b) => b.hex === undefined);
      if (onMap) return onMap;
      if (onP6 || imm[0]) return onP6 ?? imm[0]!;
    }
  }
  const inf = pickBuy(buys, 'infantry');
  if (inf) return inf;
  const arch = pickBuy(buys, 'archers');
  if (arch) return arch;
  return actions.find((a) => a.type === 'endCommand') ?? first;
}
