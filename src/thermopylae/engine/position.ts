/**
 * A game at any position the rules allow (the DESIGN contract's positionFrom): where each unit
 * stands and how strong it is, the turn, the TP, the cards, the phase the turn is in, what was
 * bought or played this turn. The position is checked against the rules (checks.ts, and the
 * checks below: what a phase needs, Immortals not before Day 2, the trail not before Ephialtes)
 * and refused with a PositionError naming the problem; then the engine runs to its next decision,
 * as it would have in play. Tests build their positions here, not by assembling the engine's
 * task stack; a "set up a position" screen can too.
 */
import { readingInput } from '../../core/errors.js';
import { shown } from '../../core/shown.js';
import { seedRng } from '../../core/rng.js';
import { CARDS, CARD_IDS, EASY_SPARTAN_STRENGTH, LAST_TURN, MAX_STRENGTH, START_TP, STANDARD_TACTICS, STANDARD_TACTIC_IDS, TURNS_PER_DAY } from '../data.js';
import { PositionError } from '../errors.js';
import { hexOf, isHex } from '../hex.js';
import type {
  CardId, GameOptions, GameState, Hex, StandardTactic, Unit, UnitId,
} from '../types.js';
import { checkOptions, checkState, isCardId } from './checks.js';
import { run } from './run.js';
import type { Task } from './tasks.js';
import { freshFlags } from './turn.js';
import { UNIT_INDEX, isUnitId } from './units.js';
import { newGame } from './index.js';

/** Where a unit is: on a hex (a number, or a label of the map picture: 'P3', 'S1', 'F2', 't4'), dead, or in reserve. */
export type UnitPlace = { hex: Hex | string; strength?: number } | 'dead' | 'reserve';

/** The turn's phases a position can be in (the start of each, 002 §4.0). */
export type PositionPhase = 'draw' | 'tactics' | 'command' | 'spartan' | 'endOfDay';

/** A position: the options a new game takes (GameOptions), then where the game stands. */
export interface Position extends GameOptions {
  /** Seeds the dice and shuffles still to come (default 1). */
  seed?: number;
  /** 1–16 (default 1). */
  turn?: number;
  /** 0–5 (default the starting TP, 002 §3.0). */
  tp?: number;
  /** The trail is open (002 §9.1.1); from turn 8. */
  ephialtes?: boolean;
  /**
   * Where the turn stands (default 'command'): 'draw' the two cards in hand to assign; 'tactics'
   * the Tactics card to resolve; 'command' the Command card's slots to use; 'spartan' the Spartan
   * Attack Phase about to begin; 'endOfDay' the End of Day Phase about to begin (turns 4, 8, 12).
   */
  phase?: PositionPhase;
  /** The units that are not where the setup put them (002 §3.0); a strength defaults to 4. */
  units?: Partial<Record<UnitId, UnitPlace>>;
  /**
   * The cards: `hand` in the draw phase; `tactics`, `command`, `event` after it; `discard`; the
   * rest go to the draw pile (top last). Missing ones are dealt from 4, 5, 3, 7, 6, 2, 1 in turn.
   */
  cards?: { hand?: CardId[]; tactics?: CardId; command?: CardId; event?: CardId; discard?: CardId[]; draw?: CardId[] };
  /** The special tactic played this turn (its card is the Tactics card; 002 §8.2). */
  special?: CardId | null;
  /** In the 'tactics' phase: the Tactics card is already discarded or played. */
  tacticsResolved?: boolean;
  /** Standard tactics bought this turn (002 §7.1). */
  bought?: Partial<Record<StandardTactic, number>>;
  /** Command slots already used, and the infantry they activated (phase 'command'). */
  slotsUsed?: number[];
  commanded?: UnitId[];
}

function refuse(problem: string): never {
  throw new PositionError(`impossible position: ${problem}`, { id: 'thermo.position.invalid', params: { problem } });
}
function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
const DEAL_ORDER: readonly CardId[] = [4, 5, 3, 7, 6, 2, 1];
const PHASES: readonly PositionPhase[] = ['draw', 'tactics', 'command', 'spartan', 'endOfDay'];

function hexFrom(x: unknown, id: string): Hex {
  if (isHex(x)) return x;
  if (typeof x === 'string' && /^([bSPFt]\d)$/.test(x)) {
    try {
      return hexOf(x);
    } catch {
      // an unknown label: refused below
    }
  }
  return refuse(`${id}: ${shown(x)} is not a hex of the map`);
}

/** A game at position `p`, run to its next decision. */
export function positionFrom(p: Position): GameState {
  return readingInput('position', () => {
    const given: unknown = p;
    if (!isRecord(given)) refuse('a position is an object');
    const seed = p.seed ?? 1;
    const options = { variant: p.variant, dice: p.dice, spartanRetreat: p.spartanRetreat, flankingRetreat: p.flankingRetreat, edition: p.edition, log: p.log };
    checkOptions(seed, options);
    const s = newGame(seed, options);
    s.log = [];
    s.rng = seedRng(seed);
    s.randomEvents = 0;
    const turn = p.turn ?? 1;
    if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 1 || turn > LAST_TURN) refuse(`turn ${shown(turn)} is not 1–${LAST_TURN} (002 §4.0)`);
    s.turn = turn;
    s.tp = p.tp ?? START_TP;
    s.ephialtes = p.ephialtes ?? false;
    if (s.ephialtes !== true && s.ephialtes !== false) refuse('ephialtes is true or false');
    if (s.ephialtes && turn < STANDARD_TACTICS.ephialtes.fromTurn) refuse(`Ephialtes before turn ${STANDARD_TACTICS.ephialtes.fromTurn} (002 §7.1)`);
    const phase = p.phase ?? 'command';
    if (!PHASES.includes(phase)) refuse(`unknown phase ${shown(phase)}`);
    if (phase === 'endOfDay' && (turn % TURNS_PER_DAY !== 0 || turn === LAST_TURN)) refuse(`turn ${turn} has no End of Day Phase (002 §11.0)`);

    placeUnits(s, p);
    dealCards(s, p, phase);
    setFlags(s, p, phase);
    s.stack = stackFor(s, phase);
    s.phase = phase;
    checkState(s);
    run(s);
    return s;
  });
}

function placeUnits(s: GameState, p: Position): void {
  const given = p.units ?? {};
  if (!isRecord(given)) refuse('units is an object of unit ids');
  const easy = s.variant === 'easy' ? EASY_SPARTAN_STRENGTH : MAX_STRENGTH;
  for (const [id, place] of Object.entries(given)) {
    if (!isUnitId(id)) refuse(`${id} is not a unit (I1–I6, M1–M3, S1–S3)`);
    const u: Unit = s.units[UNIT_INDEX[id]];
    if (place === 'dead') {
      u.status = 'dead';
      u.hex = null;
      u.strength = 0;
    } else if (place === 'reserve') {
      u.status = 'reserve';
      u.hex = null;
      u.strength = MAX_STRENGTH;
    } else if (isRecord(place)) {
      u.status = 'map';
      u.hex = hexFrom(place.hex, id);
      u.strength = place.strength === undefined ? (u.kind === 'spartan' ? easy : MAX_STRENGTH) : Number(place.strength);
      if (!Number.isInteger(u.strength)) refuse(`${id}: strength ${shown(place.strength)} is not 1–4 (002 §2.2)`);
    } else refuse(`${id}: ${shown(place)} is not a place`);
  }
  if (s.turn < STANDARD_TACTICS.immortals.fromTurn && s.units.some((u) => u.kind === 'immortal' && u.status !== 'reserve')) {
    refuse(`an Immortal out of reserve on Day 1 (002 §7.1 "not available until Day 2")`);
  }
  if (!s.units.some((u) => u.kind === 'spartan' && u.status === 'map')) refuse('no Spartan on the map: the game is won (002 §12.1)');
  if (!s.units.some((u) => u.kind === 'infantry' && u.status === 'map')) refuse('no infantry on the map: the game is lost (002 §12.2)');
}

function dealCards(s: GameState, p: Position, phase: PositionPhase): void {
  const c = p.cards ?? {};
  if (!isRecord(c)) refuse('cards is an object');
  const list = (x: unknown, what: string): CardId[] => {
    if (x === undefined) return [];
    if (!Array.isArray(x) || x.length > 7 || !x.every(isCardId)) refuse(`${what} is not a list of cards 1–7`);
    return x.slice();
  };
  const one = (x: unknown, what: string): CardId | null => {
    if (x === undefined) return null;
    if (!isCardId(x)) refuse(`${what} is not a card 1–7`);
    return x;
  };
  const used = new Set<CardId>();
  const take = (card: CardId | null, what: string): CardId | null => {
    if (card === null) return null;
    if (used.has(card)) refuse(`card #${card} is in two places (${what})`);
    used.add(card);
    return card;
  };
  const hand = list(c.hand, 'the hand').map((x) => take(x, 'hand')).filter((x) => x !== null);
  const discard = list(c.discard, 'the discard pile').map((x) => take(x, 'discard pile')).filter((x) => x !== null);
  const drawGiven = c.draw === undefined ? null : list(c.draw, 'the draw pile').map((x) => take(x, 'draw pile')).filter((x) => x !== null);
  let tactics = take(one(c.tactics, 'the Tactics card'), 'Tactics');
  let command = take(one(c.command, 'the Command card'), 'Command');
  let event = take(one(c.event, 'the event card'), 'event');
  const deal = (ok: (x: CardId) => boolean): CardId | null => {
    const card = DEAL_ORDER.find((x) => !used.has(x) && ok(x)) ?? null;
    return take(card, 'dealt');
  };
  if (phase === 'draw') {
    if (tactics !== null || command !== null || event !== null) refuse('in the draw phase no card is assigned yet (002 §5.0)');
    while (hand.length < 2) {
      const x = deal(() => true);
      if (x === null) refuse('no cards left to deal');
      hand.push(x);
    }
    if (hand.length !== 2) refuse('the hand holds two cards (002 §5.0)');
  } else {
    if (hand.length !== 0) refuse('the hand is empty once the cards are assigned (002 §5.0)');
    tactics ??= deal((x) => CARDS[x].tactics !== null);
    command ??= deal(() => true);
    event ??= deal(() => true);
  }
  const rest = CARD_IDS.filter((x) => !used.has(x));
  if (drawGiven !== null && rest.length > 0) refuse(`card${rest.length > 1 ? 's' : ''} ${rest.map((x) => `#${x}`).join(', ')} in no pile`);
  s.cards = { draw: drawGiven ?? rest, discard, hand, tactics, command, event };
}

function setFlags(s: GameState, p: Position, phase: PositionPhase): void {
  const f = freshFlags();
  const bought = p.bought ?? {};
  if (!isRecord(bought)) refuse('bought is an object of standard tactics');
  for (const [k, n] of Object.entries(bought)) {
    const t = STANDARD_TACTIC_IDS.find((x) => x === k);
    if (t === undefined) refuse(`${k} is not a standard tactic (002 §7.1)`);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > STANDARD_TACTICS[t].perTurn) refuse(`${k} bought ${shown(n)} times (002 §7.1)`);
    f.bought[t] = n;
  }
  const special = p.special ?? null;
  if (special !== null) {
    if (!isCardId(special) || special !== s.cards.tactics || CARDS[special].tactics === null) refuse('the special tactic in force is the Tactics card\'s (002 §8.2)');
    f.special = special;
  }
  f.tacticsResolved = phase !== 'draw' && phase !== 'tactics' ? true : (p.tacticsResolved ?? false) || special !== null;
  if (phase === 'draw' && (f.tacticsResolved || special !== null)) refuse('nothing is played before the cards are assigned');
  const slots = p.slotsUsed ?? [];
  const commanded = p.commanded ?? [];
  if (!Array.isArray(slots) || !Array.isArray(commanded)) refuse('slotsUsed and commanded are lists');
  if ((slots.length > 0 || commanded.length > 0) && phase !== 'command' && phase !== 'spartan' && phase !== 'endOfDay') refuse('command slots used before the Command Phase (002 §9.0)');
  f.slotsUsed = slots.slice();
  if (!commanded.every((id) => isUnitId(id) && id[0] === 'I')) refuse('commanded names infantry I1–I6');
  f.commanded = commanded.slice();
  s.flags = f;
}

/** The engine's steps left in the turn, from the start of `phase` (002 §4.0). */
function stackFor(s: GameState, phase: PositionPhase): Task[] {
  const stack: Task[] = [{ k: 'endTurn' }];
  if (s.turn % TURNS_PER_DAY === 0 && s.turn < LAST_TURN) stack.push({ k: 'endOfDay', stage: 0, camped: [] });
  if (phase === 'endOfDay') return stack;
  stack.push({ k: 'spartanPhase', done: [], extra: null, extraDone: false, reformed: false });
  if (phase === 'spartan') return stack;
  stack.push({ k: 'command' });
  if (phase === 'command') return stack;
  stack.push({ k: 'tactics' });
  if (phase === 'tactics') return stack;
  stack.push({ k: 'event' }, { k: 'assign' });
  return stack;
}
