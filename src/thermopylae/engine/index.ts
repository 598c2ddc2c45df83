/**
 * 9 Card Thermopylae engine — the public entry points (contract: /work/shared/DESIGN.md).
 *
 * A game is plain JSON (types.ts GameState) with its seeded RNG inside; `legalActions` is the one
 * source of what may be done, `applyAction` (copying) and `applyInPlace` (mutating, for
 * simulations) the one way to do it: the same rules either way, with or without a log. The rules
 * live by the game's own parts: turn.ts (§4–6, §12), tactics.ts (§7–8), command.ts (§9.0),
 * activation.ts (§9.1–9.2), combat.ts and tables.ts (rolls, §7.2, §9.2, §10.1), attack.ts (§9.2–9.4),
 * spartans.ts (§10), end-of-day.ts (§11), outcome.ts (§12); run.ts turns the task stack.
 */
import { plainData, readingInput } from '../../core/errors.js';
import { shown, shownJson } from '../../core/shown.js';
import { cloneRng, isRngState, nextInt, seedRng, shuffle, type RngState } from '../../core/rng.js';
import { isDie, rollD6 } from '../../core/dice.js';
import { PHASES, CARD_IDS, EASY_SPARTAN_STRENGTH, IMMORTAL_COUNT, INFANTRY_COUNT, LAST_TURN, MAX_DECISIONS, MAX_STRENGTH, RULES_EDITION, STANDARD_TACTIC_IDS, START_TP } from '../data.js';
import { SETUP_HEXES, SPARTAN_START } from '../hex.js';
import { IllegalActionError } from '../errors.js';
import type { Action, Day, DiceMode, Die, GameOptions, GameState, Hex, Outcome, Pending, StandardTactic, Unit, UnitId } from '../types.js';
import { findLegal } from './actions.js';
import { chooseAction } from '../bot.js';
import { record } from './log.js';
import { checkCopyable, checkInt, checkOptions, checkState, checkStateShape, checkUnitId, damaged, reading } from './checks.js';
import { moveDestinations as destinations } from './activation.js';
import { rankFor as rankOf, score as scoreOf } from './outcome.js';
import { retreatOptions as retreatSteps } from './spartans.js';
import { ephialtesCost as ephialtesCostOn, tacticCost as costOf, type Part } from './tactics.js';
import { dayOf as dayOfTurn } from './turn.js';
import { diceIn, run, taskAct, taskActions } from './run.js';
import { diceInStep, type DiceInStep } from './dice.js';
import { cloneTask, needOf, top } from './tasks.js';
import { freshFlags, startTurn } from './turn.js';
import { IMMORTAL_IDS, INFANTRY_IDS, SPARTAN_IDS, getUnit as unitOf } from './units.js';

/**
 * The fields a game keeps from its start to its end: newGame sets them from its seed and options,
 * and no action changes them (the dice mode is the player's to switch: setDiceMode). A checkpoint
 * of a game matches its start in each (save-check.ts).
 */
export const GAME_SETTINGS = ['seed', 'variant', 'spartanRetreat', 'flankingRetreat', 'edition', 'logOn'] as const satisfies readonly (keyof GameState)[];

/** 002 §3.0: a new game, run to the first decision (the card assignment). */
export function newGame(seed: number, options: GameOptions = {}): GameState {
  checkOptions(seed, options);
  const variant = options.variant ?? 'normal';
  const spartanStrength = variant === 'easy' ? EASY_SPARTAN_STRENGTH : MAX_STRENGTH; // 002 §14.1
  const units: Unit[] = [];
  for (let i = 0; i < INFANTRY_COUNT; i++) units.push({ id: INFANTRY_IDS[i], kind: 'infantry', strength: MAX_STRENGTH, hex: SETUP_HEXES[i], status: 'map' });
  for (let i = 0; i < IMMORTAL_COUNT; i++) units.push({ id: IMMORTAL_IDS[i], kind: 'immortal', strength: MAX_STRENGTH, hex: null, status: 'reserve' });
  for (let i = 0; i < SPARTAN_IDS.length; i++) units.push({ id: SPARTAN_IDS[i], kind: 'spartan', strength: spartanStrength, hex: SPARTAN_START[i], status: 'map' });
  const s: GameState = {
    version: 2,
    seed,
    variant,
    diceMode: options.dice ?? 'app',
    spartanRetreat: options.spartanRetreat ?? 'one',
    flankingRetreat: options.flankingRetreat ?? 'twoOnes',
    edition: options.edition ?? RULES_EDITION,
    logOn: options.log ?? true,
    rng: seedRng(seed),
    randomEvents: 0,
    turn: 1,
    phase: 'draw',
    tp: START_TP,
    ephialtes: false,
    cards: { draw: [], discard: [], hand: [], tactics: null, command: null, event: null },
    units,
    flags: freshFlags(),
    stack: [],
    log: [],
    outcome: null,
  };
  s.cards.draw = shuffle(s.rng, CARD_IDS); // 002 §3.0 shuffle the seven activation cards
  s.randomEvents++;
  if (s.logOn) record(s, '002 §3.0', { type: 'newGame', variant, spartanStrength, tp: START_TP });
  startTurn(s);
  run(s);
  return s;
}

/** Everything the player may do now (physical dice: a template of the dice asked for). */
export function legalActions(s: GameState): Action[] {
  checkStateShape(s);
  try {
    if (s.outcome !== null) return [];
    const t = top(s);
    return t === undefined ? [] : taskActions(s, t);
  } catch (e) {
    throw damaged(s, e);
  }
}

/**
 * Apply `a`, one of legalActions(s), to `s` itself (no copy): the simulations' path (the bench,
 * the balance runs, counsel). Throws IllegalActionError, leaving `s` untouched, for anything else.
 */
export function applyInPlace(s: GameState, a: Action): void {
  checkStateShape(s);
  try {
    play(s, a);
  } catch (e) {
    throw damaged(s, e);
  }
}
function play(s: GameState, a: Action): void {
  if (s.outcome !== null) throw new IllegalActionError('the game is over', { id: 'thermo.action.gameOver', rule: '002 §12.0' });
  const t = top(s);
  if (t === undefined) throw new IllegalActionError('the game waits for nothing', { id: 'thermo.action.nothingToDo' });
  const need = needOf(t);
  if (need !== null) {
    // the caller's action is read (a getter that throws, a revoked proxy: refused as no action) before anything changes
    const faces = readingInput('action', () => enteredFaces(s, a, need.count, need.purpose));
    rollD6(s.rng, need.count); // the RNG draws as if the app had rolled: the card order never depends on who rolls (R-TH-18)
    diceIn(s, t, faces);
  } else {
    // the part of the Tactics or Command Phase's choices an action of its type can be in (tactics.ts Part)
    const part = readingInput('action', () => partOf(a));
    const listed = taskActions(s, t, part);
    const legal = readingInput('action', () => findLegal(listed, a));
    if (legal === null) throw new IllegalActionError(`illegal action ${describe(a)} in the ${t.k} step`, { id: 'thermo.action.illegal', params: { step: t.k } });
    taskAct(s, t, legal);
  }
  run(s);
}

/**
 * Who decides in a simulated game (playOut): the heuristic Persian player (bot.ts), or a uniform
 * choice among the legal actions drawn from the caller's seeded RNG, which advances.
 */
export type Player = 'heuristic' | { random: RngState };

/**
 * Play `s` in place to its end with `player` making every decision — the simulations' loop
 * (counsel's playouts, the balance runs, the bench). Each decision lists the legal actions once
 * (taskActions, as legalActions does) and applies one of that very list, chosen by code of the
 * engine, so nothing can change the state between the listing and the choice and there is no
 * second listing to check it (applyInPlace must check: its action comes from the caller). The state
 * is checked whole on entry, as applyAction checks it (PositionError for an impossible one). The same
 * games, action for action, as legalActions + applyInPlace with the same player
 * (tests/unit/thermopylae/play-out.test.ts). Returns the decisions taken. Plays with the app's
 * dice: a game in physical-dice mode is refused, as is a player of neither kind.
 *
 * With `dicePerPhase` (a whole number 0 … 2^32 − 1), the dice and shuffles of each phase of each
 * turn, from the one the game is in, come from a stream of that phase's own, seeded from it
 * (dice.ts rngOf): games played out from the same `dicePerPhase` roll the same dice phase by
 * phase however they differed before — the counsel's paired playouts (counsel/playout.ts).
 */
export function playOut(s: GameState, player: Player, options: PlayOutOptions = {}): number {
  checkState(s); // once a game, so the whole state (a simulation's per-step entries check only its shape)
  const rng = randomOf(player);
  if (s.diceMode !== 'app') throw new IllegalActionError('a simulated game rolls the app\'s dice, not the player\'s', { id: 'thermo.playOut.physicalDice' });
  const seed = dicePerPhaseOf(options);
  return playTo(s, rng, seed === null ? null : diceInStep(s, seed));
}
/** Options of playOut. */
export interface PlayOutOptions {
  /** Keep the dice in step phase by phase, from this seed (a whole number 0 … 2^32 − 1). */
  dicePerPhase?: number;
}
function dicePerPhaseOf(options: unknown): number | null {
  const seed: unknown = readingInput('options', () => (isRecord(options) ? options.dicePerPhase : options === undefined ? undefined : NaN));
  if (seed === undefined) return null;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new IllegalActionError(`playOut's options are { dicePerPhase?: a whole number from 0 to 2^32 − 1 }, not ${describe(options)}`, { id: 'thermo.playOut.options' });
  }
  return seed;
}
function playTo(s: GameState, rng: RngState | null, inStep: DiceInStep | null): number {
  try {
    let n = 0;
    for (; s.outcome === null; n++) {
      if (n === MAX_DECISIONS) throw new Error(`engine: a game still runs after ${MAX_DECISIONS} decisions`);
      const t = top(s);
      const actions = t === undefined ? [] : taskActions(s, t);
      if (t === undefined || actions.length === 0) {
        throw new IllegalActionError(`the game waits ${t === undefined ? 'for nothing' : `in the ${t.k} step for nothing a player can choose`}`, { id: 'thermo.action.nothingToDo' });
      }
      taskAct(s, t, rng === null ? chooseAction(s, actions) : actions[nextInt(rng, actions.length)]);
      run(s, inStep);
    }
    return n;
  } catch (e) {
    throw damaged(s, e);
  }
}
/** The RNG of a random player, null for the heuristic one; anything else is refused. */
function randomOf(player: unknown): RngState | null {
  if (player === 'heuristic') return null;
  const rng: unknown = readingInput('player', () => (isRecord(player) ? player.random : undefined));
  if (isRngState(rng)) return rng;
  throw new IllegalActionError(`a player is 'heuristic' or { random: rng }, not ${describe(player)}`, { id: 'thermo.playOut.player' });
}

/** The faces of an `enterDice` action answering the dice asked for (physical mode). */
function enteredFaces(s: GameState, a: unknown, count: number, purpose: string): Die[] {
  const o: Record<string, unknown> = isRecord(a) ? a : {};
  if (o.type !== 'enterDice' || s.diceMode !== 'physical') {
    throw new IllegalActionError(`the game waits for ${count} dice (${purpose})`, { id: 'thermo.dice.expected', params: { count, purpose } });
  }
  if (o.count !== count || o.purpose !== purpose) {
    throw new IllegalActionError(`expected ${count} dice for ${purpose}`, { id: 'thermo.dice.expected', params: { count, purpose } });
  }
  const faces = o.faces;
  if (!Array.isArray(faces) || faces.length !== count || !faces.every(isDie)) {
    throw new IllegalActionError(`enter exactly ${count} die faces from 1 to 6`, { id: 'thermo.dice.faces', params: { count } });
  }
  return faces.slice();
}
/** The part of the Tactics or Command Phase's choices action `a` can be in (tactics.ts Part). */
function partOf(a: unknown): Part {
  if (!isRecord(a)) return 'all';
  if (a.type !== 'buy') return 'phase';
  const t = a.tactic;
  return t === 'archers' || t === 'infantry' || t === 'immortals' || t === 'reinforcements' || t === 'ephialtes' ? t : 'all';
}
function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
const describe = (a: unknown): string => shownJson(a);

/** The contract's pure step: `s` with `a` applied, as a new state; throws IllegalActionError (and leaves `s` as it was). */
export function applyAction(s: GameState, a: Action): GameState {
  checkState(s);
  const next = copyOf(s);
  applyInPlace(next, a);
  return next;
}

export function result(s: GameState): Outcome | null {
  checkStateShape(s);
  return s.outcome;
}

/** A deep copy of a game (events, never changed once recorded, are shared). */
export function cloneState(s: GameState): GameState {
  checkStateShape(s);
  return copyOf(s);
}
/**
 * A copy of a caller's state: what the copy walks is checked first (checks.ts checkCopyable: no
 * string spread into ten million keys, no list of four billion), and whatever throws while it is
 * read (a getter, a proxy) is refused as a state that is not plain data.
 */
function copyOf(s: GameState): GameState {
  return readingInput('state', () => {
    checkCopyable(s);
    return copy(s);
  });
}
function copy(s: GameState): GameState {
  return {
    ...s,
    rng: cloneRng(s.rng),
    cards: { ...s.cards, draw: s.cards.draw.slice(), discard: s.cards.discard.slice(), hand: s.cards.hand.slice() },
    units: s.units.map((u) => ({ ...u })),
    flags: { ...s.flags, bought: { ...s.flags.bought }, slotsUsed: s.flags.slotsUsed.slice(), commanded: s.flags.commanded.slice() },
    stack: s.stack.map(cloneTask),
    log: s.log.slice(),
    outcome: s.outcome === null ? null : { ...s.outcome },
  };
}

/** Switch between the app's dice and dice the player rolls and enters (from the next roll on). */
export function setDiceMode(s: GameState, mode: DiceMode): GameState {
  checkState(s);
  if (mode !== 'app' && mode !== 'physical') throw new IllegalActionError(`unknown dice mode ${describe(mode)}`, { id: 'thermo.option.dice' });
  const next = copyOf(s);
  next.diceMode = mode;
  if (next.logOn) record(next, 'DESIGN "Physical dice welcome"', { type: 'diceMode', mode });
  run(next);
  return next;
}

/** What the game waits for: a decision, dice (physical mode), or nothing (game over). */
export function pending(s: GameState): Pending {
  checkStateShape(s);
  try {
    return waitingFor(s);
  } catch (e) {
    throw damaged(s, e);
  }
}
function waitingFor(s: GameState): Pending {
  const t = top(s);
  if (s.outcome !== null || t === undefined) return { kind: 'none', step: 'over', unit: null, target: null, count: 0, purpose: null, dice: null };
  const need = needOf(t);
  let unit: UnitId | null = null;
  let target: UnitId | null = null;
  let dice = null;
  if (t.k === 'act' || t.k === 'retreat' || t.k === 'advance' || t.k === 'reinforce') unit = t.u;
  if (t.k === 'combat') {
    unit = t.attacker;
    target = t.target;
    if (need === null) dice = t.dice;
  }
  return { kind: need !== null ? 'dice' : 'decision', step: t.k, unit, target, count: need?.count ?? 0, purpose: need?.purpose ?? null, dice };
}

/** The phase names, in order of play (data.ts). */
export { PHASES };

/** A step of a game's record: an engine action, or a switch of who rolls the dice (setDiceMode). */
export type ReplayStep = Action | { type: 'diceMode'; mode: DiceMode };

/**
 * The game played from its seed, options and steps — how a saved record becomes a game again,
 * whatever form the state had when it was saved (a version-1 save, with its prose log, comes
 * back as today's state with typed events: the same actions give the same game, golden.test.ts).
 * Throws an IllegalActionError naming the first step that is not legal.
 */
export function replayGame(seed: number, options: GameOptions, steps: readonly ReplayStep[]): GameState {
  steps = plainData(steps, 'steps');
  options = plainData(options, 'options');
  if (!Array.isArray(steps)) throw new IllegalActionError('the steps are a list', { id: 'thermo.replay.steps' });
  let s = newGame(seed, options);
  steps.forEach((st, i) => {
    try {
      if (isRecord(st) && st.type === 'diceMode') s = setDiceMode(s, st.mode === 'physical' ? 'physical' : st.mode === 'app' ? 'app' : badMode(st.mode));
      else applyInPlace(s, st);
    } catch (e) {
      if (e instanceof IllegalActionError) throw new IllegalActionError(`step ${i + 1} of ${steps.length}: ${e.message}`, { id: 'thermo.replay.step', params: { step: i + 1 }, cause: e });
      throw e;
    }
  });
  return s;
}
function badMode(mode: unknown): never {
  throw new IllegalActionError(`unknown dice mode ${describe(mode)}`, { id: 'thermo.option.dice' });
}

// ---------------------------------------------------------------------------------------------
// What a screen (or a test) reads besides: each checks its input, as the entries above.
// ---------------------------------------------------------------------------------------------
export function getUnit(s: GameState, id: UnitId): Unit {
  checkUnitId(id);
  return reading(s, (st) => unitOf(st, id));
}
/** Where unit `id` may end a move if activated now, ascending (002 §9.1, R-TH-6). */
export function moveDestinations(s: GameState, id: UnitId): Hex[] {
  checkUnitId(id);
  return reading(s, (st) => destinations(st, unitOf(st, id)));
}
/** Where unit `id` may step back now (002 §10.1.3, R-TH-10). */
export function retreatOptions(s: GameState, id: UnitId): Hex[] {
  checkUnitId(id);
  return reading(s, (st) => retreatSteps(st, unitOf(st, id)));
}
/** The score of the units on the map on this turn (002 §12.1.1). */
export function score(s: GameState): number {
  return reading(s, scoreOf);
}
/** The TP a standard tactic costs this turn (002 §7.1). */
export function tacticCost(s: GameState, k: StandardTactic): number {
  if (!isTactic(k)) throw new IllegalActionError(`${shown(k)} is not a standard tactic (002 §7.1)`, { id: 'thermo.tactic.unknown' });
  return reading(s, (st) => costOf(st, k));
}
/** Ephialtes' cost on `turn` (002 §7.1). */
export function ephialtesCost(turn: number): number {
  checkInt(turn, 'turn', 1, LAST_TURN);
  return ephialtesCostOn(turn);
}
/** The day of `turn` (002 §4.0: four turns a day). */
export function dayOf(turn: number): Day {
  checkInt(turn, 'turn', 1, LAST_TURN);
  return dayOfTurn(turn);
}
/** The rank of a winning score (002 §12.1.2). */
export function rankFor(points: number): string {
  checkInt(points, 'score', -1000, 1000);
  return rankOf(points);
}
function isTactic(k: unknown): k is StandardTactic {
  return STANDARD_TACTIC_IDS.some((t) => t === k);
}

/** The heuristic Persian player's choice now (bot.ts), one of legalActions(s). */
export function botChoose(s: GameState): Action {
  return reading(s, (st) => chooseAction(st, legalActions(st)));
}
