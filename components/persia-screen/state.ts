/**
 * The saved state of the PERS.IA screen (tool 'persia', id 'persia:solo'): the solo game itself
 * (src/persia/solo.ts, plain JSON with its seeded RNG), the Greek edits on the mirror not yet
 * handed to the engine, and which Persian decision is on show. Validation refuses a foreign or
 * damaged save with a clear message (the store sets it aside and tells the player).
 */
import { isRngState } from '../../src/core/rng.js';
import { isDie } from '../../src/core/dice.js';
import { CITIES, FORCE_KINDS, type Board, type City } from '../../src/earth-water/types.js';
import { count } from '../../src/earth-water/board.js';
import { BRIDGE_ROAD } from '../../src/earth-water/map.js';
import { parseBoard } from '../../src/earth-water/validate.js';
import { KING_PORTRAITS, PORTRAIT_IDS, parsePortraits, type PortraitId, type Portraits } from '../../src/earth-water/portraits.js';
import type { BoardChange } from '../../src/persia/changes.js';
import { newSoloGame, type SoloOptions, type SoloPhase, type SoloState } from '../../src/persia/solo.js';

export const PERSIA_FORMAT = 1;
export const PERSIA_STORE_ID = 'persia:solo';

export interface ShownDecision {
  /** Index in `game.log` of the Persian entry on show. */
  log: number;
  /** The board and Persian hand it was decided from (an operation is redrawn from them). */
  before: Board;
  cards: number;
}

export interface PersiaScreenState {
  v: 1;
  game: SoloState;
  /** The board as the player is editing it on the mirror (Greek moves), or null. */
  draft: Board | null;
  /** The Persian decision the player is copying onto the table, or null. */
  shown: ShownDecision | null;
  /**
   * The Greek leaders (and Artemisia) covered on the board (000 §6.2): a Greek army on each Greek
   * leader leaves the Greek reserve. Missing = none (saves from before it was kept). The kings are
   * the engine's own `game.portraits` (covered at set-up, 004 §2).
   */
  leaders?: Portraits;
  /**
   * The leaders as they were when the current draft began: "Discard my edits" puts them back,
   * so a leader that took an army from the map is uncovered with the army's return.
   */
  leadersBeforeDraft?: Portraits;
}

/** Start (or keep) a draft: remember the leaders as they stood before the first edit. */
export function withDraft(s: PersiaScreenState, board: Board, leaders: Portraits | undefined = s.leaders): PersiaScreenState {
  const leadersBeforeDraft = s.draft ? s.leadersBeforeDraft : { ...(s.leaders ?? {}) };
  return { ...s, draft: board, leaders, leadersBeforeDraft };
}

/** Drop the draft and undo what it did to the leaders. */
export function discardDraft(s: PersiaScreenState): PersiaScreenState {
  const { leadersBeforeDraft, ...rest } = s;
  return { ...rest, draft: null, leaders: s.draft ? (leadersBeforeDraft ?? s.leaders) : s.leaders };
}

/** The draft went to the engine: it is the game now. */
export function draftCommitted(s: PersiaScreenState): PersiaScreenState {
  const { leadersBeforeDraft: _gone, ...rest } = s;
  return { ...rest, draft: null };
}

/** The portraits the screen keeps itself: all but the kings, which the solo engine keeps. */
export const LEADER_PORTRAITS: readonly PortraitId[] = PORTRAIT_IDS.filter((id) => !(KING_PORTRAITS as readonly string[]).includes(id));

/** Every covered portrait of the solo game: the leaders the player covered and the engine's kings. */
export function soloPortraits(s: PersiaScreenState): Portraits {
  const out: Portraits = { ...(s.leaders ?? {}) };
  if (s.game.portraits.darius) out.darius = true;
  if (s.game.portraits.xerxes) out.xerxes = true;
  return out;
}

/** A new solo game (004 §2); `options`: the rules readings it is played with (edition, sea supply, R-PA-9). */
export function initialPersiaState(seed?: number | string, options: SoloOptions = {}): PersiaScreenState {
  const s = seed ?? (typeof crypto !== 'undefined' ? crypto.getRandomValues(new Uint32Array(1))[0]! : Date.now());
  return { v: 1, game: newSoloGame(s, options), draft: null, shown: null };
}

const PHASES: readonly SoloPhase[] = ['persianPreparation', 'greekPreparation', 'operations', 'persianSupply', 'greekSupply', 'scoring', 'over'];

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function checkGame(x: unknown): SoloState {
  if (typeof x !== 'object' || x === null) throw new Error('the solo game is not an object');
  const g = x as Partial<SoloState>;
  if (g.version !== 1) throw new Error('this is not a PERS.IA solo game');
  parseBoard(g.board, { solo: true });
  if (!PHASES.includes(g.phase as SoloPhase)) throw new Error(`unknown phase ${String(g.phase)}`);
  if (g.turn !== 'greece' && g.turn !== 'persia') throw new Error('the game does not say whose turn it is');
  if (g.lastPass !== null && g.lastPass !== 'greece' && g.lastPass !== 'persia') throw new Error('the last pass is not a side');
  if (!isCount(g.persianCards) || !isCount(g.greekCards) || !isCount(g.operations)) throw new Error('card or operation counts are not whole numbers');
  if (!g.portraits || typeof g.portraits.darius !== 'boolean' || typeof g.portraits.xerxes !== 'boolean') throw new Error('the portraits are missing');
  if (!g.options || typeof g.options !== 'object') throw new Error('the game options are missing');
  if (!isRngState(g.rng)) throw new Error('the game has no valid dice generator');
  if (!Array.isArray(g.log)) throw new Error('the game log is missing');
  for (const e of g.log) {
    if (typeof e !== 'object' || e === null || typeof e.summary !== 'string' || !Array.isArray(e.reasons) || !Array.isArray(e.changes) || !Array.isArray(e.matched)) {
      throw new Error('a log entry is damaged');
    }
    if (e.die !== undefined && !isDie(e.die)) throw new Error('a log entry has a die that is not 1–6');
  }
  if (g.result !== null && (typeof g.result !== 'object' || typeof g.result.reason !== 'string')) throw new Error('the result is damaged');
  return x as SoloState;
}

/** The store's `validate`: the state as saved, or an Error saying what is wrong. */
export function validatePersiaState(x: unknown, format: number): PersiaScreenState {
  if (format !== PERSIA_FORMAT) throw new Error(`PERS.IA save format ${format} is not one this version reads (${PERSIA_FORMAT})`);
  if (typeof x !== 'object' || x === null) throw new Error('the PERS.IA save is not an object');
  const s = x as Partial<PersiaScreenState>;
  if (s.v !== 1) throw new Error('this is not a PERS.IA save');
  const game = checkGame(s.game);
  const draft = s.draft === null || s.draft === undefined ? null : parseBoard(s.draft, { solo: true });
  let shown: ShownDecision | null = null;
  if (s.shown) {
    const d = s.shown;
    if (!Number.isInteger(d.log) || d.log < 0 || d.log >= game.log.length || !isCount(d.cards)) throw new Error('the decision on show is damaged');
    shown = { log: d.log, before: parseBoard(d.before, { solo: true }), cards: d.cards };
  }
  const out: PersiaScreenState = { v: 1, game, draft, shown };
  // Saves from before the leaders were kept have none (missing = none); kept as saved otherwise.
  if (s.leaders !== undefined) out.leaders = parsePortraits(s.leaders, LEADER_PORTRAITS);
  if (s.leadersBeforeDraft !== undefined && draft) out.leadersBeforeDraft = parsePortraits(s.leadersBeforeDraft, LEADER_PORTRAITS);
  return out;
}

/** What changed from `a` to `b`, as the engine's board changes, plus the score moved. */
export function boardDiff(a: Board, b: Board): { changes: BoardChange[]; scoreDelta: number } {
  const changes: BoardChange[] = [];
  for (const city of CITIES as readonly City[]) {
    for (const kind of FORCE_KINDS) {
      const d = count(b, city, kind) - count(a, city, kind);
      if (d !== 0) changes.push({ city, kind, delta: d });
    }
  }
  if (a.bridge !== b.bridge) changes.push({ bridge: b.bridge });
  return { changes, scoreDelta: b.score - a.score };
}

/** Cities a list of changes touches, for the mirror's highlight. */
export function changedCities(changes: readonly BoardChange[]): City[] {
  const out: City[] = [];
  for (const c of changes) {
    if ('bridge' in c) {
      for (const x of BRIDGE_ROAD) if (!out.includes(x)) out.push(x);
    } else if (!out.includes(c.city)) out.push(c.city);
  }
  return out;
}
