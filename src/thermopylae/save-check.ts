/**
 * What a saved 9 Card Thermopylae game is, and how it is checked: its start (seed and options),
 * the log of its steps (engine actions, and dice-mode switches), and the rule that undo stops at
 * the last random event (a roll or a draw, R-TH undo; a dice-mode switch too). A stored game is
 * never trusted as a position: it is rebuilt from its seed and steps through the engine's public
 * API (newGame, applyAction), and any position stored beside it (a checkpoint, or an old save's
 * `game`) must match the rebuild — a checkpoint at once only as a position of this game that the
 * engine's state check accepts, so a long game opens from its last steps, and rebuilt when the
 * app is idle (storage/log-store.ts). Also the check of a finished game's history entry, and the
 * upgrade of the format 1 saves (a snapshot with its undo history) to the log.
 */
import { shown } from '../core/shown.js';
import { StrategosError } from '../core/errors.js';
import { StorageError, logKind, type LogDefinition, type SaveKind } from '../storage/index.js';
import { GAME_SETTINGS, applyAction, newGame, setDiceMode, validateState } from './index.js';
import type { Action, DiceMode, FlankingReading, GameState, Outcome, RulesEdition, SpartanRetreatReading, Variant } from './types.js';

/** 1: a snapshot `ThSaveV1` with undo history; 2: the action log (`ThMeta` + steps). */
export const SAVE_FORMAT = 2;
export const TOOL = 'thermopylae' as const;

/** A step of a game's record: an engine action, or a switch of dice mode (not an action). */
export type Step = Action | { type: 'diceMode'; mode: DiceMode };

export interface GameOptionsChosen {
  variant: Variant;
  dice: DiceMode;
  spartanRetreat: SpartanRetreatReading;
  /** R-TH-5; absent in games started before the setting: the default reading. */
  flankingRetreat?: FlankingReading;
  /** The rules the game is played with (R-TH-25); absent in games started before issue 18's rule fixes: edition 1. */
  edition?: RulesEdition;
}

/** What a game is started from. */
export interface ThMeta {
  seed: number;
  options: GameOptionsChosen;
}

/** The head's summary, for the list of saved games. */
export interface ThSummary {
  turn: number;
  tp: number;
  finished: boolean;
}

/** A finished game in the history: everything needed to replay it, and its result. */
export interface ThHistory {
  seed: number;
  options: GameOptionsChosen;
  steps: Step[];
  outcome: Outcome['outcome'];
  score: number;
  rank: string;
  turn: number;
  historic: boolean;
  /** The engine's reason for the result, as it gave it. */
  reason: unknown;
}

const VARIANTS: readonly Variant[] = ['normal', 'easy', 'difficult'];
const DICE: readonly DiceMode[] = ['app', 'physical'];
const READINGS: readonly SpartanRetreatReading[] = ['one', 'oneOrTwo'];
const FLANKING: readonly FlankingReading[] = ['twoOnes', 'anyOne'];
const EDITIONS: readonly RulesEdition[] = [1, 2];

const bad = (what: string, key = what) => new StorageError('corrupt', `Thermopylae save: ${what}`, { key });
/** More steps than a game ever takes (its decisions, its dice and dice-mode switches): a list of four billion is not walked. */
const MAX_STEPS = 100_000;
const stepList = (x: unknown): x is unknown[] => Array.isArray(x) && x.length <= MAX_STEPS;
/** `read()` of a save's data; a getter or proxy that throws there is a damaged save, not a crash. */
function reading<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof StrategosError) throw e;
    throw bad(`${what} that cannot be read`, what);
  }
}
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function checkOptions(x: unknown): GameOptionsChosen {
  return reading('options', () => optionsOf(x));
}
function optionsOf(x: unknown): GameOptionsChosen {
  if (!isObject(x)) throw bad('no options', 'options');
  if (!VARIANTS.includes(x.variant as Variant)) throw bad('no valid variant', 'variant');
  const dice = x.dice === undefined ? 'app' : x.dice;
  const reading = x.spartanRetreat === undefined ? 'one' : x.spartanRetreat;
  if (!DICE.includes(dice as DiceMode)) throw bad('no valid dice mode', 'dice');
  if (!READINGS.includes(reading as SpartanRetreatReading)) throw bad('no valid Spartan dice reading', 'spartanRetreat');
  if (x.flankingRetreat !== undefined && !FLANKING.includes(x.flankingRetreat as FlankingReading)) throw bad('no valid flanking reading', 'flankingRetreat');
  if (x.edition !== undefined && !EDITIONS.includes(x.edition as RulesEdition)) throw bad('no valid rules edition', 'edition');
  const o: GameOptionsChosen = { variant: x.variant as Variant, dice: dice as DiceMode, spartanRetreat: reading as SpartanRetreatReading };
  if (x.flankingRetreat !== undefined) o.flankingRetreat = x.flankingRetreat as FlankingReading;
  if (x.edition !== undefined) o.edition = x.edition as RulesEdition;
  return o;
}

export function checkMeta(x: unknown): ThMeta {
  return reading('meta', () => metaOf(x));
}
function metaOf(x: unknown): ThMeta {
  if (!isObject(x)) throw bad('no start', 'meta');
  const seed = x.seed;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw bad('no valid seed', 'seed');
  return { seed, options: checkOptions(x.options) };
}

const isPlain = (v: unknown): boolean =>
  (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string' || typeof v === 'boolean';

/** A step's shape: an object with a `type` and plain values (legality is the engine's to judge). */
export function checkStep(x: unknown): Step {
  return reading('step', () => stepOf(x));
}
function stepOf(x: unknown): Step {
  if (!isObject(x) || typeof x.type !== 'string' || x.type === '') throw bad('a step that is not an action', 'step');
  for (const [k, v] of Object.entries(x)) {
    if (v === undefined || isPlain(v)) continue;
    if (Array.isArray(v) && v.length <= 16 && v.every(isPlain)) continue;
    throw bad(`a step with a bad ${k}`, 'step');
  }
  if (x.type === 'diceMode' && !DICE.includes(x.mode as DiceMode)) throw bad('a dice-mode step without a mode', 'step');
  return x as unknown as Step;
}

/** Apply one step to a game (engine action, or the dice mode switch). */
export function applyStep(g: GameState, st: Step): GameState {
  if (st.type === 'diceMode') return setDiceMode(g, st.mode);
  return applyAction(g, st);
}

/** A game's start; a record without a rules edition was played before issue 18's rule fixes, with edition 1 (R-TH-25). */
export function startGame(meta: ThMeta): GameState {
  const o = meta.options;
  return newGame(meta.seed, { variant: o.variant, dice: o.dice, spartanRetreat: o.spartanRetreat, flankingRetreat: o.flankingRetreat, edition: o.edition ?? 1 });
}

/** Every position of a game, rebuilt from its seed and steps with the engine (for replay). */
export function rebuild(seed: number, options: GameOptionsChosen, steps: readonly Step[]): GameState[] {
  const out: GameState[] = [startGame({ seed, options })];
  for (const st of steps) out.push(applyStep(out[out.length - 1]!, st));
  return out;
}

/**
 * The position as a player sees it — turn, phase, Tactics Points, every unit, the cards, the
 * dice still to come (the RNG and the random events so far) and the result — read from public
 * fields only, and safely from anything.
 * Two states of the same game agree on it whatever form their logs take.
 */
export function positionKey(g: unknown): string {
  try {
    return keyOf(g);
  } catch {
    return 'unreadable'; // a getter or proxy that throws, a cycle, text too long: matches no game's position
  }
}
function keyOf(g: unknown): string {
  if (!isObject(g)) return 'none';
  const units = Array.isArray(g.units) && g.units.length <= 12 ? g.units.map((u) => (isObject(u) ? [u.id, u.strength, u.hex, u.status] : null)) : null;
  const c = isObject(g.cards) ? g.cards : null;
  const o = isObject(g.outcome) ? g.outcome.outcome : g.outcome;
  return JSON.stringify([g.seed, g.variant, g.diceMode, g.spartanRetreat, g.turn, g.phase, g.tp, g.randomEvents, g.rng ?? null, units, c && [c.draw, c.discard, c.hand, c.tactics, c.command, c.event], o ?? null]);
}

function rebuildTo(meta: ThMeta, steps: readonly Step[]): GameState {
  let g = startGame(meta);
  for (const st of steps) g = applyStep(g, st);
  return g;
}

/** A position stored beside a log must be the one its steps lead to. */
export function checkPosition(x: unknown, meta: ThMeta, steps: readonly Step[]): GameState {
  const g = rebuildTo(meta, steps);
  if (positionKey(x) !== positionKey(g)) throw bad('the stored position is not where its steps lead', 'position');
  return g;
}

/**
 * A checkpoint of a game (a position the store wrote beside its log) must be exactly the position
 * its steps lead to — its log of events included, which the screen shows — so it is compared
 * whole with the rebuild, not only as a position (`positionKey`). Returns the rebuild.
 */
export function checkCheckpoint(x: unknown, meta: ThMeta, steps: readonly Step[]): GameState {
  const g = rebuildTo(meta, steps);
  if (JSON.stringify(x) !== JSON.stringify(g)) throw bad('a checkpoint that is not where its steps lead', 'position');
  return g;
}

/**
 * A checkpoint on its own, before its steps are read (a load shows the game from it at once):
 * every invariant of the engine's (`validateState`: units, cards, Tactics Points, turn, the
 * dice still to come…), and a position of a game started from `meta` (its seed and every option
 * but the dice mode, which steps switch). The rebuild (`checkCheckpoint`) follows when the app is
 * idle, or before the player's next step.
 */
export function checkCheckpointAlone(x: unknown, meta: ThMeta): GameState {
  validateState(x);
  const start = startGame(meta);
  for (const k of GAME_SETTINGS) if (x[k] !== start[k]) throw bad(`a checkpoint of another game (its ${k})`, 'position');
  return x;
}

/** A format 1 save (`{ present, past, future }` of `{ format: 1, game, seed, options, steps }`), as a log with its undo and redo. */
export function upgradeV1(state: unknown, format: number): { meta: ThMeta; actions: Step[]; cursor: number } {
  return reading('state', () => upgradeOf(state, format));
}
function upgradeOf(state: unknown, format: number): { meta: ThMeta; actions: Step[]; cursor: number } {
  if (format !== 1) throw bad(`unknown save format ${shown(format)}`, 'format');
  if (!isObject(state)) throw bad('not a Thermopylae game', 'state');
  const p = state.present;
  if (!isObject(p) || p.format !== 1 || !stepList(p.steps)) throw bad('not a Thermopylae game', 'present');
  const meta = checkMeta({ seed: p.seed, options: p.options });
  const steps = p.steps.map(checkStep);
  if (p.game === null) throw bad('no game was started', 'game');
  checkPosition(p.game, meta, steps);
  // redo: the furthest position undone, if it continues this one
  let actions = steps;
  const future = Array.isArray(state.future) ? state.future : [];
  const last = future[future.length - 1];
  if (isObject(last) && stepList(last.steps) && last.steps.length > steps.length) {
    const ahead = last.steps.map(checkStep);
    if (JSON.stringify(ahead.slice(0, steps.length)) === JSON.stringify(steps)) actions = ahead;
  }
  return { meta, actions, cursor: steps.length };
}

export function checkHistory(x: unknown): ThHistory {
  return reading('summary', () => historyOf(x));
}
function historyOf(x: unknown): ThHistory {
  if (!isObject(x)) throw bad('a finished game without a record', 'summary');
  const meta = checkMeta({ seed: x.seed, options: x.options });
  if (!stepList(x.steps)) throw bad('a finished game without its steps', 'steps');
  const steps = x.steps.map(checkStep);
  if (x.outcome !== 'win' && x.outcome !== 'loss') throw bad('a finished game without a result', 'outcome');
  if (typeof x.score !== 'number' || !Number.isFinite(x.score)) throw bad('a finished game without a score', 'score');
  if (typeof x.turn !== 'number' || !Number.isInteger(x.turn) || x.turn < 1 || x.turn > 16) throw bad('a finished game without a turn', 'turn');
  if (typeof x.rank !== 'string') throw bad('a finished game without a rank', 'rank');
  return { ...meta, steps, outcome: x.outcome, score: x.score, rank: x.rank, turn: x.turn, historic: x.historic === true, reason: x.reason ?? null };
}

/** A saved game as the log store keeps it (storage/log-store.ts). */
export const thermopylaeLog: LogDefinition<GameState, Step, ThMeta> = {
  format: SAVE_FORMAT,
  init: startGame,
  apply: applyStep,
  checkAction: checkStep,
  checkMeta,
  // a checkpoint is rebuilt from every step before it: at load, only checked alone and the steps
  // after it read; the rebuild runs when the app is idle, or before undo or a step needs them
  checkState: (x, { meta, actions }) => checkCheckpoint(x, meta, actions),
  checkStateReplays: true,
  checkStateAlone: checkCheckpointAlone,
  barrier: (prev, next, step) => step.type === 'diceMode' || next.randomEvents !== prev.randomEvents,
  summarize: (g): ThSummary => ({ turn: g.turn, tp: g.tp, finished: g.outcome !== null }),
  upgrade: upgradeV1,
  finished(prev, next, meta, steps) {
    const o = next.outcome;
    if (!o || prev.outcome) return null;
    const summary: ThHistory = {
      seed: meta.seed,
      options: meta.options,
      steps: steps.slice(),
      outcome: o.outcome,
      score: o.score,
      rank: o.rank,
      turn: o.turn,
      historic: o.historic,
      reason: o.reason,
    };
    return { finishedAt: Date.now(), summary };
  },
  checkHistory,
};

/** The import check of Thermopylae saves and history (registered in controllers/save-kinds.ts). */
export const thermopylaeKind: SaveKind = logKind(thermopylaeLog);
