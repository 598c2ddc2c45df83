/**
 * What a game state must be for the engine to play it (002's invariants: strength 1–4 on the
 * map, §2.2; TP 0–5, §2.3.1; turns 1–16, §4.0; one unit per hex, §9.1; terrain, §2.1.1, §9.1.1;
 * Spartans on their start or back hexes, R-TH-14; each of the seven cards once, §5.0), and what
 * options a game takes. A state that breaks one is refused with a PositionError naming it.
 *
 * `checkState` reads everything (the copying entries, positionFrom, replayGame run it);
 * `checkStateShape` is the few reads that tell a state of this engine from anything else, for
 * the entries a simulation calls at every step (legalActions, applyInPlace), which are handed
 * states the engine made.
 */
import { shown, shownKey } from '../../core/shown.js';
import { isRngState } from '../../core/rng.js';
import { isDie } from '../../core/dice.js';
import { CARDS, CARD_IDS, LAST_TURN, MAX_STRENGTH, MAX_TP, PHASES, STANDARD_TACTICS } from '../data.js';
import { PositionError } from '../errors.js';
import { StrategosError, readingInput } from '../../core/errors.js';
import { SPARTAN_BACK, SPARTAN_START, isHex, terrainOf } from '../hex.js';
import type {
  CardId, Combatant, DiceMode, FlankingReading, GameOptions, GameState, RollPurpose, RulesEdition, SpartanRetreatReading, StandardTactic, UnitId, Variant,
} from '../types.js';
import type { Task } from './tasks.js';
import { FIRST_IMMORTAL, FIRST_SPARTAN, UNIT_COUNT, UNIT_IDS, isUnitId } from './units.js';

const VARIANTS: readonly Variant[] = ['normal', 'easy', 'difficult'];
const MAX_SLOTS = Math.max(...CARD_IDS.map((c) => CARDS[c].command.slots.length));
const DICE_MODES: readonly DiceMode[] = ['app', 'physical'];
const READINGS: readonly SpartanRetreatReading[] = ['one', 'oneOrTwo'];
const FLANKING_READINGS: readonly FlankingReading[] = ['twoOnes', 'anyOne'];
const EDITIONS: readonly RulesEdition[] = [1, 2];
const PURPOSES: readonly RollPurpose[] = ['infantryAttack', 'immortalAttack', 'archerAttack', 'friendlyFire', 'spartanAttack', 'reroll', 'activationDie', 'commandTable'];
const COMBATANTS: readonly Combatant[] = ['infantry', 'immortal', 'archers', 'friendly', 'spartan'];

function fail(problem: string): never {
  throw new PositionError(`impossible game state: ${problem}`, { id: 'thermo.state.invalid', params: { problem } });
}
function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
/** The fields of an object, read as unknown (to check them). */
function fields(x: unknown, what: string): Record<string, unknown> {
  if (!isRecord(x)) fail(`damaged ${what}`);
  return x;
}
function oneOf<T>(list: readonly T[], x: unknown): x is T {
  for (let i = 0; i < list.length; i++) if (list[i] === x) return true; // a loop, no closure to make (speed only: playOut checks every state it plays)
  return false;
}
function isInt(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
}
export function isCardId(x: unknown): x is CardId {
  return oneOf(CARD_IDS, x);
}
function cardOrNull(x: unknown, what: string): void {
  if (x !== null && !isCardId(x)) fail(`${what} is not a card`);
}
/** A list of at most `max` items (a list of four billion is not walked). */
const short = (x: unknown, max: number): x is unknown[] => Array.isArray(x) && x.length <= max;
function ids(x: unknown, what: string, ok: (id: UnitId) => boolean): void {
  if (!short(x, UNIT_COUNT) || !x.every((id) => isUnitId(id) && ok(id))) fail(`${what} is not a list of the right units`);
}
const isPersian = (id: UnitId) => id[0] !== 'S';
const isSpartan = (id: UnitId) => id[0] === 'S';

/** The options of a new game (and its seed). */
export function checkOptions(seed: unknown, o: unknown): asserts o is GameOptions {
  readingInput('options', () => {
    if (typeof seed !== 'number' || !Number.isFinite(seed)) throw new PositionError(`a seed is a finite number, not ${shown(seed)}`, { id: 'thermo.option.seed' });
    if (o === undefined) return;
    if (!isRecord(o)) throw new PositionError('the options are an object', { id: 'thermo.option.invalid' });
    if (o.variant !== undefined && !oneOf(VARIANTS, o.variant)) throw new PositionError(`unknown variant ${shown(o.variant)}`, { id: 'thermo.option.variant' });
    if (o.dice !== undefined && !oneOf(DICE_MODES, o.dice)) throw new PositionError(`unknown dice mode ${shown(o.dice)}`, { id: 'thermo.option.dice' });
    if (o.spartanRetreat !== undefined && !oneOf(READINGS, o.spartanRetreat)) throw new PositionError(`unknown Spartan dice reading ${shown(o.spartanRetreat)}`, { id: 'thermo.option.spartanRetreat' });
    if (o.flankingRetreat !== undefined && !oneOf(FLANKING_READINGS, o.flankingRetreat)) throw new PositionError(`unknown flanking reading ${shown(o.flankingRetreat)}`, { id: 'thermo.option.flankingRetreat' });
    if (o.edition !== undefined && !oneOf(EDITIONS, o.edition)) throw new PositionError(`unknown rules edition ${shown(o.edition)}`, { id: 'thermo.option.edition' });
    if (o.log !== undefined && typeof o.log !== 'boolean') throw new PositionError('the log option is true or false', { id: 'thermo.option.log' });
  });
}

/** More tasks than a game ever stacks up (a stack of four billion is not walked). */
const MAX_STACK = 1000;
/**
 * The reads that tell a state of this engine from anything else, and the lists the rules walk
 * bounded (the stack, the twelve units, the card piles), so a damaged state the simulation's
 * entries take on trust fails as a damaged state instead of looping over four billion places.
 */
export function checkStateShape(s: unknown): asserts s is GameState {
  readingInput('state', () => {
    if (typeof s !== 'object' || s === null || !('version' in s) || s.version !== 2) notAState(s);
    if (!('stack' in s) || !Array.isArray(s.stack) || s.stack.length > MAX_STACK) fail('damaged');
    const x = s as unknown as Record<string, unknown>;
    if (!Array.isArray(x.units) || x.units.length !== UNIT_COUNT) fail('the units are not the twelve of the game');
    // a unit on the map with a strength that is no count (NaN) once looped the combat for ever
    for (const u of x.units as unknown[]) {
      if (!isRecord(u)) fail('a unit that is not an object');
      if (u.status === 'map' && !isInt(u.strength, 1, MAX_STRENGTH)) fail(`${shown(u.id)} on the map has strength ${shown(u.strength)}, not 1–4 (002 §2.2)`);
    }
    const c = x.cards;
    if (!isRecord(c) || !short(c.draw, 7) || !short(c.discard, 7) || !short(c.hand, 7)) fail('damaged card piles');
  });
}
/** More events than a game's log ever holds (a log of four billion is not copied). */
const MAX_LOG = 1_000_000;
/**
 * What copying a state walks besides the shape (the copying entries: cloneState, applyAction,
 * setDiceMode): the turn flags and their lists, the log (bounded) and the outcome, each what it
 * must be — a 10 MB text where the flags should be would be spread into ten million keys.
 */
export function checkCopyable(s: GameState): void {
  readingInput('state', () => {
    const f: unknown = s.flags;
    if (!isRecord(f) || !isRecord(f.bought) || !short(f.slotsUsed, MAX_SLOTS) || !short(f.commanded, UNIT_COUNT)) fail('damaged turn flags');
    if (!isRngState(s.rng)) fail('damaged random number generator');
    if (!short(s.log, MAX_LOG)) fail('damaged log');
    if (s.outcome !== null && !isRecord(s.outcome)) fail('damaged outcome');
  });
}
function notAState(s: unknown): never {
  if (isRecord(s) && s.version === 1) fail('a game saved by an earlier version: replay it from its seed and steps (replayGame)');
  fail('not a 9 Card Thermopylae game of this version');
}

/**
 * What to throw for error `e`, raised inside the engine while it read state `s` from a caller: a
 * StrategosError as it is; otherwise, when `s` breaks an invariant, the PositionError naming it
 * (the entries a simulation calls at every step check only the state's shape, and a damaged
 * state shows up here); otherwise `e` itself, a fault of the engine, not hidden.
 */
export function damaged(s: unknown, e: unknown): unknown {
  if (e instanceof StrategosError) return e;
  try {
    checkState(s);
  } catch (problem) {
    return problem;
  }
  return e;
}

/** `read(s)` for a state from a caller: its shape checked first, a damaged state reported as such (damaged). */
export function reading<T>(s: GameState, read: (s: GameState) => T): T {
  checkStateShape(s);
  try {
    return read(s);
  } catch (e) {
    throw damaged(s, e);
  }
}
/** A unit id from a caller. */
export function checkUnitId(id: unknown): asserts id is UnitId {
  if (!isUnitId(id)) throw new PositionError(`${shown(id)} is not a unit (I1–I6, M1–M3, S1–S3)`, { id: 'thermo.unit.unknown' });
}
/** A whole number from a caller (a turn, a score). */
export function checkInt(x: unknown, what: string, min: number, max: number): asserts x is number {
  if (!isInt(x, min, max)) throw new PositionError(`${what} ${shown(x)} is not a whole number ${min}–${max}`, { id: 'thermo.number.invalid', params: { what } });
}

/** Every invariant of a game state; throws a PositionError naming the first one broken. */
export function checkState(s: unknown): asserts s is GameState {
  readingInput('state', () => {
    checkStateShape(s);
    const x = fields(s, 'state');
    if (!Array.isArray(x.units) || x.units.length !== UNIT_COUNT) fail('the units are not the twelve of the game');
    fields(x.cards, 'cards');
    fields(x.flags, 'turn flags');
    if (x.outcome !== null) fields(x.outcome, 'outcome');
    if (typeof x.seed !== 'number' || !Number.isFinite(x.seed)) fail('no seed');
    if (!oneOf(VARIANTS, x.variant)) fail('unknown variant');
    if (!oneOf(DICE_MODES, x.diceMode)) fail('unknown dice mode');
    if (!oneOf(READINGS, x.spartanRetreat)) fail('unknown Spartan dice reading');
    if (!oneOf(FLANKING_READINGS, x.flankingRetreat)) fail('unknown flanking reading');
    if (!oneOf(EDITIONS, x.edition)) fail('unknown rules edition');
    if (typeof x.logOn !== 'boolean') fail('logOn is not true or false');
    if (!isRngState(x.rng)) fail('damaged random number generator');
    if (!isInt(x.randomEvents, 0, Number.MAX_SAFE_INTEGER)) fail('randomEvents is not a count');
    if (!isInt(x.turn, 1, LAST_TURN)) fail(`turn ${shown(x.turn)} is not 1–${LAST_TURN} (002 §4.0)`);
    if (!oneOf(PHASES, x.phase)) fail('unknown phase');
    if (!isInt(x.tp, 0, MAX_TP)) fail(`TP ${shown(x.tp)} is not 0–${MAX_TP} (002 §2.3.1)`);
    if (typeof x.ephialtes !== 'boolean') fail('ephialtes is not true or false');
    if (!short(x.log, MAX_LOG)) fail('damaged log'); // the rules never read it
    checkCards(s);
    checkUnits(s);
    checkFlags(s);
    checkOutcome(s);
    s.stack.forEach((t, i) => checkTask(s, t, i));
  });
}

/** A pile of cards: a list of at most seven cards (each pile read by its name, not by a key that varies: speed only). */
function checkPile(pile: unknown, name: string): void {
  if (!short(pile, 7) || !pile.every(isCardId)) fail(`the ${name} pile holds something that is not a card`);
}
/** Bit c for each card id c (checkCards). */
const ALL_CARDS = CARD_IDS.reduce((m, c) => m | (1 << c), 0);
function checkCards(s: GameState): void {
  const c = fields(s.cards, 'cards');
  checkPile(c.draw, 'draw');
  checkPile(c.discard, 'discard');
  checkPile(c.hand, 'hand');
  cardOrNull(c.tactics, 'the Tactics card');
  cardOrNull(c.command, 'the Command card');
  cardOrNull(c.event, 'the event card');
  // every card once: seven places taken, and each card id among them (as bits: no list or set to build, speed only)
  const { draw, discard, hand, tactics, command, event } = s.cards;
  let seen = 0;
  for (const id of draw) seen |= 1 << id;
  for (const id of discard) seen |= 1 << id;
  for (const id of hand) seen |= 1 << id;
  for (const id of [tactics, command, event]) if (id !== null) seen |= 1 << id;
  const places = draw.length + discard.length + hand.length + (tactics === null ? 0 : 1) + (command === null ? 0 : 1) + (event === null ? 0 : 1);
  if (places !== CARD_IDS.length || seen !== ALL_CARDS) fail('the seven cards are not each in one place (002 §5.0)');
  if (s.cards.hand.length !== 0 && s.cards.hand.length !== 2) fail('the hand holds neither 0 nor 2 cards (002 §5.0)');
  if (s.cards.tactics !== null && CARDS[s.cards.tactics].tactics === null) fail('card #3 cannot be the Tactics card (002 §5.0)');
}

function checkUnit(s: GameState, u: unknown, i: number): void {
  const id = UNIT_IDS[i];
  if (!isRecord(u) || u.id !== id) fail(`unit ${i} is not ${id}`);
  const kind = i < FIRST_IMMORTAL ? 'infantry' : i < FIRST_SPARTAN ? 'immortal' : 'spartan';
  if (u.kind !== kind) fail(`${id} is not ${kind}`);
  if (u.status === 'map') {
    if (!isInt(u.strength, 1, MAX_STRENGTH)) fail(`${id} has strength ${shown(u.strength)} on the map (002 §2.2: 1–4)`);
    if (!isHex(u.hex)) fail(`${id} is on the map without a hex`);
    const t = terrainOf(u.hex);
    if (kind === 'spartan') {
      const k = i - FIRST_SPARTAN;
      if (u.hex !== SPARTAN_START[k] && u.hex !== SPARTAN_BACK[k]) fail(`${id} is neither on its start nor its back hex (R-TH-14)`);
    } else if (t === 'sea' || t === 'mountain') fail(`${id} is on ${t} (002 §2.1.1)`);
    else if (t === 'trail' && (kind !== 'immortal' || !s.ephialtes)) fail(`${id} is on the trail (002 §9.1.1: Immortals only, after Ephialtes)`);
  } else if (u.status === 'dead') {
    if (u.hex !== null || u.strength !== 0) fail(`${id} is dead but has a hex or strength`);
  } else if (u.status === 'reserve') {
    if (kind !== 'immortal') fail(`${id} cannot be in reserve (only Immortals wait off the map, 002 §3.0)`);
    if (u.hex !== null || !isInt(u.strength, 1, MAX_STRENGTH)) fail(`${id} in reserve has a hex or a wrong strength`);
  } else fail(`${id} has no status`);
}
function checkUnits(s: GameState): void {
  for (let i = 0; i < s.units.length; i++) checkUnit(s, s.units[i], i);
  // the hexes taken so far as bits (checkUnit has made each a hex of the map, 0–63: no set to build, speed only)
  let lo = 0;
  let hi = 0;
  for (const u of s.units) {
    if (u.hex === null) continue;
    const bit = 1 << (u.hex & 31);
    const taken = u.hex < 32 ? lo : hi;
    if ((taken & bit) !== 0) fail(`two units on hex ${u.hex} (002 §9.1)`);
    if (u.hex < 32) lo |= bit;
    else hi |= bit;
  }
}

/** How often standard tactic `k` was bought this turn (002 §7.1). */
function checkBought(n: unknown, k: StandardTactic): void {
  if (!isInt(n, 0, STANDARD_TACTICS[k].perTurn)) fail(`${k} bought ${shown(n)} times this turn (002 §7.1)`);
}
function checkFlag(x: unknown, name: string): void {
  if (typeof x !== 'boolean') fail(`${name} is not true or false`);
}
function checkFlags(s: GameState): void {
  const f = fields(s.flags, 'turn flags');
  const bought = f.bought;
  if (!isRecord(bought)) fail('damaged turn flags');
  // each field read by its name, not by a key that varies (speed only: playOut checks every state it plays)
  checkBought(bought.intense, 'intense');
  checkBought(bought.archers, 'archers');
  checkBought(bought.infantry, 'infantry');
  checkBought(bought.immortals, 'immortals');
  checkBought(bought.reinforcements, 'reinforcements');
  checkBought(bought.ephialtes, 'ephialtes');
  checkFlag(f.tacticsResolved, 'tacticsResolved');
  checkFlag(f.specialUsed, 'specialUsed');
  checkFlag(f.firstHitIgnored, 'firstHitIgnored');
  checkFlag(f.firstRetreatIgnored, 'firstRetreatIgnored');
  cardOrNull(f.special, 'the special tactic');
  if (f.special !== null && (f.special !== s.cards.tactics || !s.flags.tacticsResolved)) fail('a special tactic in force that is not the played Tactics card (002 §8.2)');
  // the slots of the Command card in play (the card is discarded at the end of the turn, its flags stay until the next)
  const slots = s.cards.command === null ? MAX_SLOTS : CARDS[s.cards.command].command.slots.length;
  if (!short(f.slotsUsed, MAX_SLOTS) || !f.slotsUsed.every((n, i, all) => isInt(n, 0, slots - 1) && all.indexOf(n) === i)) fail('command slots used that the Command card does not have');
  ids(f.commanded, 'commanded', (id) => id[0] === 'I');
  if (!isInt(f.spartanAttacks, 0, Number.MAX_SAFE_INTEGER)) fail('spartanAttacks is not a count');
}

function checkOutcome(s: GameState): void {
  const o = s.outcome;
  if (o === null) {
    if (s.stack.length === 0) fail('the game is not over but nothing is left to do');
    if (s.phase === 'over') fail('the phase is over but there is no outcome');
    return;
  }
  const r = fields(o, 'outcome');
  if ((r.outcome !== 'win' && r.outcome !== 'loss') || !isInt(r.turn, 1, LAST_TURN) || typeof r.score !== 'number' || typeof r.rank !== 'string' || typeof r.historic !== 'boolean') fail('damaged outcome');
  if (s.stack.length !== 0 || s.phase !== 'over') fail('the game is over but steps are left');
}

function checkTask(s: GameState, t: unknown, i: number): asserts t is Task {
  if (!isRecord(t)) fail(`step ${i} is not an object`);
  const where = `step ${i} (${shownKey(t.k)})`;
  const onTop = i === s.stack.length - 1;
  const unit = (x: unknown, ok: (id: UnitId) => boolean) => {
    if (!isUnitId(x) || !ok(x)) fail(`${where} names a wrong unit`);
  };
  switch (t.k) {
    case 'draw':
    case 'event':
    case 'endTurn':
    case 'friendlyFire':
    case 'rollInfantry':
      return;
    // the phases below the top wait for the cards the turn has not dealt yet
    case 'assign':
      if (onTop && (s.cards.hand.length !== 2 || s.cards.draw.length === 0)) fail(`${where}: the two cards are not in hand with the event to draw (002 §5.0)`);
      return;
    case 'tactics':
      if (onTop && (s.cards.tactics === null || s.cards.command === null)) fail(`${where}: no Tactics and Command cards (002 §5.0)`);
      return;
    case 'command':
      if (onTop && s.cards.command === null) fail(`${where}: no Command card (002 §9.0)`);
      return;
    case 'spartanPhase':
      ids(t.done, `${where} done`, isPersian);
      if (t.extra !== null) unit(t.extra, isSpartan);
      if (typeof t.extraDone !== 'boolean' || typeof t.reformed !== 'boolean') fail(`${where} is damaged`);
      return;
    case 'endOfDay':
      if (t.stage !== 0 && t.stage !== 1) fail(`${where} has no stage`);
      ids(t.camped, `${where} camped`, isPersian);
      return;
    case 'act':
      unit(t.u, isPersian);
      if (t.stage !== 'move' && t.stage !== 'attack') fail(`${where} has no stage`);
      if (t.dests !== null && !(short(t.dests, 100) && t.dests.every(isHex))) fail(`${where} has damaged destinations`);
      return;
    case 'archers':
      if (t.src !== 'tactic' && t.src !== 'command' && t.src !== 'card3') fail(`${where} is damaged`);
      return;
    case 'retreat':
      unit(t.u, isPersian);
      if (!isInt(t.left, 1, 3)) fail(`${where}: retreat steps left is not 1–3 (002 §10.1.3)`);
      return;
    case 'advance':
      unit(t.u, (id) => id[0] === 'M');
      if (!isHex(t.to)) fail(`${where} has no hex`);
      return;
    case 'reinforce':
      unit(t.u, (id) => id[0] === 'I');
      return;
    case 'pick':
      if (t.what !== 'anyInfantry' && t.what !== 'immortal') fail(`${where} is damaged`);
      return;
    case 'heal':
      if (!isInt(t.amount, 1, MAX_STRENGTH)) fail(`${where} is damaged`);
      return;
    case 'rollTable': {
      if (!onTop) fail(`${where}: a die is rolled at once`);
      const slot = s.cards.command === null ? undefined : CARDS[s.cards.command].command.slots[Number(t.slot)];
      if (!isInt(t.slot, 0, 9) || slot === undefined || slot.kind !== 'rollTable') fail(`${where}: the Command card has no die table there`);
      return;
    }
    case 'combat':
      return checkCombat(t, where);
    default:
      fail(`${where} is not a step of the game`);
  }
}

function checkCombat(t: Record<string, unknown>, where: string): void {
  if (!oneOf(COMBATANTS, t.who)) fail(`${where}: nobody rolls`);
  const persian = (x: unknown) => isUnitId(x) && isPersian(x);
  const spartanId = (x: unknown) => isUnitId(x) && isSpartan(x);
  if (t.who === 'spartan' || t.who === 'friendly' ? !persian(t.target) : !spartanId(t.target)) fail(`${where}: a wrong target`);
  if (t.attacker !== null && !(persian(t.attacker) && (t.who === 'infantry' || t.who === 'immortal'))) fail(`${where}: a wrong attacker`);
  if ((t.who === 'infantry' || t.who === 'immortal') && t.attacker === null) fail(`${where}: no attacker`);
  if (t.by !== null && !(spartanId(t.by) && t.who === 'spartan')) fail(`${where}: a wrong Spartan`);
  if (!isInt(t.drm, -6, 6)) fail(`${where}: a wrong DRM`);
  const need = t.need;
  const waits = t.stage === 'roll' || t.stage === 'eventReroll' || t.stage === 'chanceRoll';
  if (!waits && t.stage !== 'chance' && t.stage !== 'resolve') fail(`${where}: no stage`);
  if (waits !== (need !== null)) fail(`${where}: dice asked for at the wrong stage`);
  if (need !== null && !(isRecord(need) && isInt(need.count, 1, 10) && oneOf(PURPOSES, need.purpose))) fail(`${where}: damaged dice request`);
  const dice = t.dice;
  if ((t.stage === 'roll') !== (dice === null)) fail(`${where}: dice at the wrong stage`);
  if (dice !== null && !(Array.isArray(dice) && dice.length >= 1 && dice.length <= 10 && dice.every(isDie))) fail(`${where}: damaged dice`);
  const rerolling = t.stage === 'eventReroll' || t.stage === 'chanceRoll';
  const idx = t.rerollIdx;
  if (rerolling) {
    if (!short(idx, 10) || !short(dice, 10) || !isRecord(need) || idx.length !== need.count || !idx.every((n, k) => isInt(n, 0, dice.length - 1) && idx.indexOf(n) === k)) {
      fail(`${where}: damaged reroll`);
    }
  } else if (idx !== null && !(short(idx, 10) && idx.every((n) => isInt(n, 0, 9)))) fail(`${where}: damaged reroll`);
}
