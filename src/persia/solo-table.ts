/**
 * The solo game against PERS.IA as one Earth & Water table (issue 29): one action log, one undo
 * list, one save. `applySoloTable(game, action)` is the one way it changes; `soloTableActions(game)`
 * the only source of what may be done; `soloTableNext(game)` what the screen's button names.
 *
 * - The Greek player uses exactly the verbs of the two-player table (`applyTable`: raising with the
 *   talents counting down, moves by land and sea, card events, battles, supply, scoring) with the
 *   same checks; a move that causes a battle opens it at once (000 §7). Verbs of the Persian side
 *   are refused: PERS.IA plays it (004 §3 B).
 * - PERS.IA's steps are its decisions computed from the table (solo-table-persia.ts). A step that
 *   needs no die — its preparation, a defence, an operation without cards, its supply — is taken
 *   as soon as it is reached, in the same undo step as the action that led to it; an operation
 *   that reaches the die waits for `{ type: 'persia', die? }` (a physical die typed in, or the
 *   table's dice, R-PS-1).
 * - After a PERS.IA step the player copies it onto the physical board: only "Done on the table"
 *   (`persiaDone`) and corrections go on until then (R-PS-2) — unless the setting "I copy PERS.IA's
 *   moves as I read them" (`copyAsRead`) is on. Forced passes (no cards: 000 §6.1, 004 §5.1; after
 *   die 1: R-PA-8) pass by themselves.
 * - Corrections (`hand`, `edit`, `track`, `portrait`) are the table's, named as corrections, and
 *   allowed at any time; they never start a PERS.IA step.
 * Anything the rules forbid throws the project's error naming the rule; the game is never changed.
 */
import { message, type Message } from '../core/message.js';
import { isDie, type Die, DIE_FACES } from '../core/dice.js';
import type { Side } from '../earth-water/types.js';
import { RuleError } from '../earth-water/errors.js';
import { applyTable, tableActions, type TableAction, type TableOptions } from '../earth-water/table-actions.js';
import { openBoardBattle, type Table } from '../earth-water/table.js';
import { cardsAvailable, discardCards, drawCards } from './deck.js';
import { readSoloOptions, type Deck, type SoloOptions } from './solo-state.js';
import { newPersiaSide, parseSoloTable, soloStartTable, type SoloTable } from './solo-table-state.js';
import { checkInstantWin, operationNeedsDie, persiaOperates, persiaPassesDone, persiaPrepares, persiaSupplies } from './solo-table-persia.js';
import { PersiaInputError, show } from './validate.js';

export * from './solo-table-state.js';

export type SoloTableAction =
  | TableAction
  /** PERS.IA's operation that reaches the die (004 §5.3): `die` typed in from a physical die, else the table's dice. */
  | { type: 'persia'; die?: Die }
  /** "Done on the table": the PERS.IA step on show is copied onto the physical board (R-PS-2). */
  | { type: 'persiaDone' }
  /** The setting "I copy PERS.IA's moves as I read them": no "Done on the table" step. */
  | { type: 'copyAsRead'; on: boolean };

/** Corrections of the mirror: what the app cannot see at the table, allowed at any time. */
export const SOLO_CORRECTIONS = ['hand', 'edit', 'track', 'portrait'] as const;
const isCorrection = (a: { type: string }): boolean => (SOLO_CORRECTIONS as readonly string[]).includes(a.type);

const refuse = (rule: string, id: string, text: string, params: Record<string, string | number | boolean> = {}): never => {
  throw new RuleError(rule, text, { id, params });
};

const tableOptions = (st: SoloTable): TableOptions => ({ edition: st.persia.options.edition, seaSupply: st.persia.options.seaSupply });

/** How the game ended: the instant win (004 §8), or the table's result (000 §9, §10); null while it goes on. */
export function soloTableResult(game: SoloTable): { winner: Side | null; rule: string } | null {
  const st = parseSoloTable(game);
  return resultOf(st);
}

function resultOf(st: SoloTable): { winner: Side | null; rule: string } | null {
  if (st.persia.instantWin) return { winner: 'persia', rule: '004 §8' };
  const r = st.table.checklist.result;
  return r ? { winner: r.winner, rule: r.rule } : null;
}

/** A new solo game (004 §2) with its options (readings R-PA-8, R-PA-9, R-PA-21; edition, sea supply): PERS.IA's first preparation is on show. */
export function newSoloTable(seed: number | string, options: SoloOptions = {}): SoloTable {
  if (!((typeof seed === 'number' && Number.isFinite(seed)) || typeof seed === 'string')) {
    throw new PersiaInputError('004 §2', `a game's seed is a finite number or a text, got ${show(seed)}`, 'persia.input.seed', { got: show(seed) });
  }
  const opts = readSoloOptions(options);
  return settle({ table: soloStartTable(seed, opts), persia: newPersiaSide(opts) });
}

/** The PERS.IA step the table waits for now: only an operation that needs its die does (the others are taken at once). */
function persiaWaits(st: SoloTable): boolean {
  const t = st.table;
  return !resultOf(st) && !st.persia.onTable && !openBoardBattle(t) && !t.lastMove?.battle && !t.eventWindow && t.checklist.step === 'operations' && t.checklist.turn === 'persia' && !st.persia.done && operationNeedsDie(t);
}

/** After a PERS.IA step: the player copies it, unless it was forced (nothing to copy) or the setting says they copy as they read. */
function copying(st: SoloTable): SoloTable {
  const onTable = !st.persia.copyAsRead && st.persia.shown.some((d) => !d.forced);
  return onTable === st.persia.onTable ? st : { ...st, persia: { ...st.persia, onTable } };
}

/**
 * Everything that happens by itself: PERS.IA's steps that need no die, forced passes (000 §6.1,
 * 004 §5.1, R-PA-8). Stops at a step that waits for the player or for PERS.IA's die, a battle, a
 * step being copied onto the table, or the end.
 */
export function settle(start: SoloTable): SoloTable {
  let st = start;
  for (let i = 0; i < 40; i++) {
    st = checkInstantWin(st);
    if (resultOf(st) || st.persia.onTable) return st;
    const t = st.table;
    if (openBoardBattle(t) || t.lastMove?.battle) return st;
    // A card event under way or a Greek reply open (Triremes' second move, Molon Labe, Themistocles, Separate Peace's discard): the Greek player's to finish first.
    if (t.eventWindow) return st;
    const c = t.checklist;
    if (c.step === 'persiaCards') st = copying(persiaPrepares(st));
    else if (c.step === 'persiaHand' || c.step === 'persiaAttrition') st = copying(persiaSupplies(st));
    else if (c.step === 'operations' && c.turn === 'persia') {
      if (st.persia.done) st = copying(persiaPassesDone(st));
      else if (!operationNeedsDie(t)) st = copying(persiaOperates(st, undefined));
      else return st;
    } else if (c.step === 'operations' && c.hands.greece === 0) {
      // 000 §6.1: a side with no card must pass.
      st = { ...st, table: applyTable(t, { type: 'pass', side: 'greece' }, tableOptions(st)) };
    } else return st;
    // A new campaign: PERS.IA's die 1 ends only the campaign it was rolled in (R-PA-8).
    if (st.table.checklist.campaign !== c.campaign) st = { ...st, persia: { ...st.persia, done: false } };
  }
  return st;
}

/** The piles after the hands changed from `before` to `after` (cards bought or drawn come off the piles, 000 §5.4; cards played or given up go on the discard pile). */
function piles(before: Table, after: Table, deck: Deck): Deck {
  const b = before.checklist.hands.greece + before.checklist.hands.persia;
  const a = after.checklist.hands.greece + after.checklist.hands.persia;
  if (a > b) {
    const available = cardsAvailable(deck);
    if (available < a - b) refuse('000 §5.4', 'persia.deck.short', `only ${available} cards are left in the draw and discard piles`, { available, wanted: a - b });
    return drawCards(deck, a - b).deck;
  }
  return a < b ? discardCards(deck, b - a) : deck;
}

/** A verb of the Persian side, which PERS.IA plays (004 §3 B) — corrections aside. */
function persianVerb(a: TableAction): boolean {
  const r = a as unknown as Record<string, unknown>;
  if (r.side === 'persia') return true;
  if (a.type === 'move') return a.move.side === 'persia';
  return a.type === 'keepCard' || a.type === 'suddenDeath';
}

/**
 * The game after `action` (one step, one undo). Throws a `StrategosError` naming the rule when the
 * game is not one PERS.IA can play or the action is not possible now; `game` is never modified.
 */
export function applySoloTable(game: SoloTable, action: SoloTableAction): SoloTable {
  const st = parseSoloTable(game);
  if (typeof action !== 'object' || action === null || Array.isArray(action) || typeof (action as { type?: unknown }).type !== 'string') {
    throw new PersiaInputError('004 §3', `an action is an object with a type, got ${show(action)}`, 'persia.input.action', { got: show(action) });
  }
  const a = action;
  const opts = tableOptions(st);
  if (isCorrection(a)) {
    // A correction of the mirror: the table's own verb; the piles follow a hand corrected.
    const t = applyTable(st.table, a as TableAction, opts);
    // Named as a correction (the undo step and the log say so), with the table's own words of it.
    const table = { ...t, note: message('persia.note.correction', { ...(t.note.params ?? {}), correction: t.note.id }, t.note.rule) };
    return { table, persia: { ...st.persia, deck: piles(st.table, table, st.persia.deck) } };
  }
  if (a.type === 'copyAsRead') {
    if (typeof a.on !== 'boolean') throw new PersiaInputError('R-PS-2', `the setting is on or off, got ${show(a.on)}`, 'persia.input.setting', { got: show(a.on) });
    const persia = { ...st.persia, copyAsRead: a.on, onTable: a.on ? false : st.persia.onTable };
    return settle({ table: { ...st.table, note: message('persia.note.copyAsRead', { on: a.on }) }, persia });
  }
  const over = resultOf(st);
  if (over) refuse(over.rule, 'ew.checklist.over', 'the game is over');
  if (a.type === 'persiaDone') {
    if (!st.persia.onTable) refuse('R-PS-2', 'persia.table.nothingToCopy', 'no PERS.IA step is waiting to be copied onto the table');
    return settle({ table: { ...st.table, note: message('persia.note.copied', {}) }, persia: { ...st.persia, shown: [], onTable: false } });
  }
  if (st.persia.onTable) refuse('R-PS-2', 'persia.table.copyFirst', 'copy PERS.IA\'s step onto the table first ("Done on the table")');
  const cleared: SoloTable = { table: st.table, persia: { ...st.persia, shown: [] } };
  if (a.type === 'persia') {
    if (a.die !== undefined && !isDie(a.die)) throw new PersiaInputError('004 §5.3', `a die shows 1 to 6, got ${show(a.die)}`, 'persia.input.die', { got: show(a.die) });
    if (!persiaWaits(st)) refuse('004 §5', 'persia.table.notPersia', 'PERS.IA has no step waiting for its die now');
    return settle(copying(persiaOperates(cleared, a.die)));
  }
  const ta = a as TableAction;
  if (ta.type === 'newGame' || ta.type === 'restartChecklist') refuse('004 §2', 'persia.table.notInSolo', `${ta.type} is not a step of a solo game (a new game starts a new save)`, { action: ta.type });
  if (persianVerb(ta)) refuse('004 §3 B', 'persia.table.persiaDecides', 'PERS.IA plays the Persian side: its steps are its own decisions', { action: ta.type });
  if (persiaWaits(st)) refuse('004 §5', 'persia.table.persiaTurn', 'it is PERS.IA\'s operation: roll its die first', { action: ta.type });
  const battle = st.table.battle;
  if (ta.type === 'battleClose' && battle && !battle.applied && !battle.request.whatIf) refuse('000 §7', 'persia.table.battleOwed', 'the battle is fought and applied before play goes on', { city: battle.request.where });
  if (ta.type === 'battleOpen') refuse('000 §7', 'persia.table.battleFromMove', 'a battle of the solo game opens from the move that causes it', { city: ta.request?.where ?? '' });
  let table = applyTable(st.table, ta, opts);
  const deck = piles(st.table, table, st.persia.deck);
  // A move into enemy pieces: its battle opens at once, set up from the move (000 §7).
  if (table.lastMove?.battle && !openBoardBattle(table)) table = { ...applyTable(table, { type: 'battleOpen', request: table.lastMove.battle }, opts), note: table.note };
  return settle({ table, persia: { ...cleared.persia, deck } });
}

/** Why `action` would be refused now (the message `applySoloTable` would throw), or null when it is legal. */
export function whyNotSoloTable(game: SoloTable, action: SoloTableAction): Message | null {
  try {
    applySoloTable(game, action);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return { id: e.id, params: e.params, rule: e.rule };
    throw e;
  }
}

/**
 * The actions a game can go on with now (corrections left out): "Done on the table" while a
 * PERS.IA step is being copied; PERS.IA's die (the table's, or each face typed in) when its
 * operation reaches it; otherwise the Greek verbs the table offers. Each is accepted by `applySoloTable`.
 */
export function soloTableActions(game: SoloTable): SoloTableAction[] {
  const st = parseSoloTable(game);
  if (resultOf(st)) return [];
  if (st.persia.onTable) return [{ type: 'persiaDone' }];
  if (persiaWaits(st)) return [{ type: 'persia' }, ...DIE_FACES.map((die) => ({ type: 'persia' as const, die }))];
  const b = st.table.battle;
  return tableActions(st.table, tableOptions(st)).filter((a) => {
    if (persianVerb(a) || a.type === 'battleOpen') return false;
    if (a.type === 'battleClose' && b && !b.applied) return false;
    if (a.type === 'buy' && a.item === 'card') return whyNotSoloTable(st, a) === null;
    return true;
  });
}

export interface SoloTableNext {
  /** Whose step it is: PERS.IA's (being copied, or its die) or the player's. */
  actor: Side;
  /** 'copy': "Done on the table"; 'die': PERS.IA's die; 'battle': the battle open; 'play': the player's verbs. */
  what: 'copy' | 'die' | 'battle' | 'play';
}

/** What comes next, or null when the game is over. */
export function soloTableNext(game: SoloTable): SoloTableNext | null {
  const st = parseSoloTable(game);
  if (resultOf(st)) return null;
  if (st.persia.onTable) return { actor: 'persia', what: 'copy' };
  if (persiaWaits(st)) return { actor: 'persia', what: 'die' };
  if (openBoardBattle(st.table)) return { actor: 'greece', what: 'battle' };
  return { actor: 'greece', what: 'play' };
}
