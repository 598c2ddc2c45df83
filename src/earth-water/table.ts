/**
 * The Earth & Water table: everything the companion keeps about a game at the table — the board
 * mirror, the campaign checklist (with the hands), the leader portraits, the battle being fought,
 * the last move, the dice generator and the name of the last change — as one plain-JSON value.
 *
 * It changes only through `applyTable(table, action)` (table-actions.ts): one serializable action
 * per verb a player performs (a move, a purchase, a battle round, a supply, a scoring…), so a game
 * is its start plus a list of actions, each undone as one step, and each named in words (`note`, a
 * `Message` the screens word). This file holds the state, a new game, and loading a save.
 */
import { readingInput } from '../core/errors.js';
import { shown } from '../core/shown.js';
import type { Message } from '../core/message.js';
import { message } from '../core/message.js';
import { isRngState, seedRng, type RngState } from '../core/rng.js';
import type { Board, City, Side } from './types.js';
import { standardSetup, soloSetup } from './board.js';
import { parseBoard } from './validate.js';
import { newChecklist, parseChecklist, type ChecklistState } from './phases.js';
import { KING_PORTRAITS, PORTRAIT_IDS, kingPortraits, parsePortraits, type PortraitId, type Portraits } from './portraits.js';
import { checkMove, checkRequest, type BattleRequest, type Move } from './battle-request.js';
import { checkBattleState } from './battle-check.js';
import { upgradeBattle } from './battle-upgrade.js';
import type { BattleState } from './battle-types.js';
import { InputError } from './errors.js';
import { isList, isPlainObject } from './check.js';
import { parseEventWindow, type EventWindow } from './event-window.js';

/** The battle open on the table's battle tab. */
export interface TableBattle {
  /** How it came about (from a move, from a city of the mirror, or set up by hand). */
  request: BattleRequest;
  /** The engine's battle, as fought so far. */
  state: BattleState;
  /** Its result is on the board ("Apply to the board" was done). */
  applied: boolean;
}

/** The last movement made, and the battle it causes (offered as "Fight the battle here"). */
export interface LastMove {
  move: Move;
  battle: BattleRequest | null;
}

export interface Table {
  board: Board;
  checklist: ChecklistState;
  /** Solo game against PERS.IA: no Persian piece limit (004 §3 A, R-EW-10). */
  solo: boolean;
  /**
   * The Greek leaders and Artemisia covered on the board (000 §6.2). The kings are not here: the
   * checklist's `kingsDead` counts them (000 §5.3), one source of truth (R-EWP-4).
   */
  portraits: Portraits;
  battle: TableBattle | null;
  lastMove: LastMove | null;
  /** The app's dice (battles rolled by the app), advanced by each roll and undone with it. */
  rng: RngState;
  /** The last change, as a message: the undo step's name ("4 armies Athenai → Thebai"). */
  note: Message;
  /** A card event under way, or a lightning reply open for a moment (event-window.ts); absent = none. */
  eventWindow?: EventWindow;
}

/** The portraits the table keeps itself (all but the kings, which the checklist counts). */
export const TABLE_PORTRAITS: readonly PortraitId[] = PORTRAIT_IDS.filter((id) => !(KING_PORTRAITS as readonly string[]).includes(id));

/**
 * The shape the table's small readers rely on (a whole check is `parseTable`'s): an object with a
 * checklist, and a battle and last move that are objects when present. Throws an `InputError`.
 */
function checkTableShape(t: unknown): asserts t is Table {
  readingInput('table', () => {
    if (!isPlainObject(t) || !isPlainObject(t.checklist)) throw new InputError('table', 'not an Earth & Water table');
    if (t.portraits !== undefined && !isPlainObject(t.portraits)) throw new InputError('table.portraits', 'not an object');
    if (t.battle != null && (!isPlainObject(t.battle) || !isPlainObject(t.battle.request) || !isPlainObject(t.battle.state))) throw new InputError('table.battle', 'not a battle');
    if (t.lastMove != null && (!isPlainObject(t.lastMove) || (t.lastMove.battle != null && !isPlainObject(t.lastMove.battle)))) throw new InputError('table.lastMove', 'not a move');
  });
}

/** Every covered portrait of the table: its own, and the kings from the checklist's Sudden Deaths. */
export function tablePortraits(t: Pick<Table, 'portraits' | 'checklist'>): Portraits {
  return readingInput('table', () => {
    if (!isPlainObject(t) || !isPlainObject(t.checklist) || (t.portraits !== undefined && !isPlainObject(t.portraits))) throw new InputError('table', 'not an Earth & Water table');
    return { ...t.portraits, ...kingPortraits(t.checklist.kingsDead) };
  });
}

/** A new game: the standard set-up (000 §3) or the solo one (004 §2, campaign 3), with its dice seed. */
export function newTable(setup: 'standard' | 'solo' = 'standard', seed: number | string = 1): Table {
  if (setup !== 'standard' && setup !== 'solo') throw new InputError('setup', `${shown(setup)} is neither 'standard' nor 'solo'`);
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed))) throw new InputError('seed', 'not a number or text');
  const board = setup === 'solo' ? soloSetup() : standardSetup();
  return {
    board,
    checklist: newChecklist({ campaign: board.campaign }),
    solo: setup === 'solo',
    portraits: {},
    battle: null,
    lastMove: null,
    rng: seedRng(seed),
    note: message('ew.note.newGame', { setup }),
  };
}

/**
 * The format of a saved table: 1 = before the verbs (note as text), 2 = a battle's reasons as
 * English text, 3 = now (a battle's reasons as messages; battle-upgrade.ts brings 2 up).
 */
export const TABLE_FORMAT = 3;

function parseNote(x: unknown): Message {
  if (typeof x === 'string') return message('ew.note.text', { text: x.slice(0, 200) });
  if (!isPlainObject(x) || typeof x.id !== 'string') throw new InputError('table.note', 'not a message');
  const params: Record<string, string | number | boolean | null> = {};
  if (x.params !== undefined) {
    if (!isPlainObject(x.params)) throw new InputError('table.note.params', 'not an object');
    for (const [k, v] of Object.entries(x.params)) {
      if (v !== null && typeof v !== 'string' && typeof v !== 'boolean' && !(typeof v === 'number' && Number.isFinite(v))) throw new InputError('table.note.params', `${k} is not a plain value`);
      params[k] = v as string | number | boolean | null;
    }
  }
  if (x.rule !== undefined && typeof x.rule !== 'string') throw new InputError('table.note.rule', 'not text');
  return message(x.id, params, x.rule as string | undefined);
}

/**
 * A checked table from a save (format 1 — before the verbs — 2 or 3); throws a `StrategosError`
 * naming the problem, so the store sets the save aside and says why. Format 1 saves load with no
 * battle open (the old battle roller kept its own), no last move, empty hands and a fresh dice seed.
 */
export function parseTable(x: unknown, format: number = TABLE_FORMAT): Table {
  return readingInput('table', () => {
    if (format !== 1 && format !== 2 && format !== 3) throw new InputError('format', `unknown Earth & Water table format ${shown(format)}`);
    if (!isPlainObject(x)) throw new InputError('table', 'not an Earth & Water table');
    if (typeof x.solo !== 'boolean') throw new InputError('table', 'not an Earth & Water table: "solo" missing');
    const solo = x.solo;
    const board = parseBoard(x.board, { solo });
    const checklist = parseChecklist(x.checklist);
    // Saves from before the portraits were kept have none: they load with every leader uncovered.
    let portraits: Portraits;
    try {
      portraits = parsePortraits(x.portraits, TABLE_PORTRAITS);
    } catch (e) {
      throw new InputError('table.portraits', (e as Error).message);
    }
    const note = x.note === undefined ? message('ew.note.text', { text: '' }) : parseNote(x.note);
    if (format === 1) {
      return { board, checklist, solo, portraits, battle: null, lastMove: null, rng: seedRng('earth-water table'), note };
    }
    if (!isPlainObject(x.rng) || !isList(x.rng.s) || !isRngState(x.rng)) throw new InputError('table.rng', 'not a dice generator state');
    let battle: TableBattle | null = null;
    if (x.battle !== null) {
      if (!isPlainObject(x.battle)) throw new InputError('table.battle', 'not an object');
      checkRequest(x.battle.request);
      // Format 2 kept a battle's reasons as English text: rebuilt as messages (battle-upgrade.ts).
      const state: unknown = format === 2 ? upgradeBattle(x.battle.state) : x.battle.state;
      checkBattleState(state);
      if (typeof x.battle.applied !== 'boolean') throw new InputError('table.battle.applied', 'not true or false');
      const st = state;
      if (st.setup.where !== x.battle.request.where || st.setup.attacker !== x.battle.request.attacker) {
        throw new InputError('table.battle', 'the battle does not match how it was opened');
      }
      if (x.battle.applied && st.phase !== 'over') throw new InputError('table.battle', 'applied before it was over');
      battle = { request: x.battle.request, state: st, applied: x.battle.applied };
    }
    let lastMove: LastMove | null = null;
    if (x.lastMove !== null) {
      if (!isPlainObject(x.lastMove)) throw new InputError('table.lastMove', 'not an object');
      checkMove(x.lastMove.move);
      if (x.lastMove.battle !== null) checkRequest(x.lastMove.battle);
      lastMove = { move: x.lastMove.move, battle: x.lastMove.battle };
    }
    const out: Table = { board, checklist, solo, portraits, battle, lastMove, rng: { s: [...x.rng.s] as RngState['s'] }, note };
    if (x.eventWindow != null) out.eventWindow = parseEventWindow(x.eventWindow);
    return out;
  });
}

/** The side whose turn it is in the Operations Phase, or null outside it (000 §6.1). */
export function sideToPlay(t: Table): Side | null {
  checkTableShape(t);
  return t.checklist.step === 'operations' && !t.checklist.result ? t.checklist.turn : null;
}

/** A battle on the board that is open and not yet applied (a what-if battle does not count). */
export function openBoardBattle(t: Table): TableBattle | null {
  checkTableShape(t);
  return t.battle && !t.battle.applied && !t.battle.request.whatIf ? t.battle : null;
}

/** The city of the battle the last move causes, while it waits to be fought. */
export function battleWaiting(t: Table): City | null {
  checkTableShape(t);
  return t.lastMove?.battle?.where ?? null;
}
