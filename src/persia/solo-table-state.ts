/**
 * The solo game against PERS.IA as an Earth & Water table (issue 29): the table of
 * src/earth-water/table.ts — its board mirror, checklist (hands, talents, turn, passes), portraits,
 * battle, last move and dice — plus, as plain data, what only PERS.IA's side needs: the readings it
 * plays with (R-PA-8, R-PA-9, R-PA-21; edition and sea supply), the draw and discard piles its
 * preparation draws from (000 §5.4, R-PA-16), whether its die 1 ended its operations (R-PA-8), the
 * decisions it made in the last step (each with its die, reasons, rule citations, table rows and
 * changes), and whether the player is still copying them onto the physical board (R-PS-2).
 *
 * src/persia keeps no board of its own: the board is the table's. This file holds the types, a
 * new game (004 §2) and the check of a saved one (`parseSoloTable`).
 */
import { message } from '../core/message.js';
import { isDie } from '../core/dice.js';
import { newTable, parseTable, type Table } from '../earth-water/table.js';
import { newChecklist } from '../earth-water/phases.js';
import { KINGS } from '../earth-water/checklist-data.js';
import { SOLO_SETUP, type ReadingId, type TableId } from './data.js';
import type { DecisionRecord, Deck, SoloOptions } from './solo-state.js';
import { readSoloOptions } from './solo-state.js';
import { CARDS_IN_GAME, PersiaInputError, show } from './validate.js';

/** Which PERS.IA step a decision is (004 §4, §5, §6). */
export type PersiaStepKind = 'preparation' | 'operation' | 'supply';

/** One decision of PERS.IA, as the screen shows it and the player copies it (R-PS-2). */
export interface PersiaDecision extends DecisionRecord {
  step: PersiaStepKind;
  /** Forced, nothing to copy but a pass (no cards, 004 §5.1; after die 1, R-PA-8). */
  forced?: boolean;
}

/** The tables of the player aid (data.ts) that explain each kind of PERS.IA step (004 §4, §5, §6). */
export const STEP_TABLES: Readonly<Record<PersiaStepKind, readonly TableId[]>> = {
  preparation: ['preparation'],
  operation: ['operationSteps', 'operationDie'],
  supply: ['attrition'],
};

/** The readings of docs/rulings.md a decision relied on: its operation's own, and those its reasons name. */
export function decisionReadings(d: DecisionRecord): ReadingId[] {
  const named = d.reasons.map((r) => r.params?.reading).filter((r): r is ReadingId => typeof r === 'string');
  return [...new Set([...(d.decision?.readings ?? []), ...named])];
}

/** What the solo table keeps beside the Earth & Water table: PERS.IA's side, as plain data. */
export interface PersiaSide {
  options: Required<SoloOptions>;
  /** The 16 cards outside the hands (000 §2.3, §5.4); with the checklist's hands, always 16. */
  deck: Deck;
  /** Die 1 read as written (R-PA-8): PERS.IA performs no more operations this campaign. */
  done: boolean;
  /** The decisions PERS.IA made in the last step (empty after a step of the player's). */
  shown: PersiaDecision[];
  /** The player is copying `shown` onto the physical board: only "Done on the table" goes on (R-PS-2). */
  onTable: boolean;
  /** The setting "I copy PERS.IA's moves as I read them": no "Done on the table" step. */
  copyAsRead: boolean;
  /** Persia won at once by holding both Greek major cities (004 §8). */
  instantWin: boolean;
}

export interface SoloTable {
  table: Table;
  persia: PersiaSide;
}

/** The solo table's save format (its first). */
export const SOLO_TABLE_FORMAT = 1;

/**
 * The E&W table of a new solo game (004 §2): the solo set-up at the start campaign chosen, both
 * kings' portraits covered (the checklist counts them, R-EWP-4), the table's dice seeded.
 */
export function soloStartTable(seed: number | string, options: Required<SoloOptions>): Table {
  const t = newTable('solo', seed);
  const board = { ...t.board, campaign: options.startCampaign };
  return {
    ...t,
    board,
    checklist: { ...newChecklist({ campaign: options.startCampaign }), kingsDead: KINGS.length },
    note: message('persia.log.setup', { campaign: options.startCampaign }, SOLO_SETUP.section),
  };
}

export function newPersiaSide(options: Required<SoloOptions>): PersiaSide {
  return { options, deck: { draw: CARDS_IN_GAME, discard: 0 }, done: false, shown: [], onTable: false, copyAsRead: false, instantWin: false };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function bad(field: string, problem: string): never {
  throw new PersiaInputError('004 §2', `not a solo table PERS.IA can play: ${field} ${problem}`, 'persia.input.state', { field, problem });
}

function checkCount(x: unknown, field: string): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > CARDS_IN_GAME) bad(field, `is ${show(x)}`);
  return x;
}

function parseDecision(x: unknown, i: number): PersiaDecision {
  const f = `persia.shown[${i}]`;
  if (!isObject(x)) bad(f, 'is not an object');
  if (x.step !== 'preparation' && x.step !== 'operation' && x.step !== 'supply') bad(`${f}.step`, `is ${show(x.step)}`);
  if (typeof x.campaign !== 'number' || !isObject(x.summary) || typeof x.summary.id !== 'string') bad(f, 'is damaged');
  if (!Array.isArray(x.reasons) || !x.reasons.every((r) => isObject(r) && typeof r.id === 'string')) bad(`${f}.reasons`, 'are damaged');
  if (!Array.isArray(x.changes) || !Array.isArray(x.matched)) bad(f, 'is damaged');
  if (x.die !== undefined && !isDie(x.die)) bad(`${f}.die`, `is ${show(x.die)}`);
  if (x.forced !== undefined && typeof x.forced !== 'boolean') bad(`${f}.forced`, `is ${show(x.forced)}`);
  return x as unknown as PersiaDecision;
}

/**
 * A checked solo table (a save, or the input of every public entry): the E&W table checked by
 * `parseTable` (a solo table: no Persian piece limit), PERS.IA's side checked here, the 16 cards
 * adding up (000 §2.3). Throws a `StrategosError` naming the problem.
 */
export function parseSoloTable(x: unknown): SoloTable {
  if (!isObject(x)) bad('the game', `is ${show(x)}`);
  const table = parseTable(x.table);
  if (!table.solo) bad('table', 'is not a solo set-up (004 §2)');
  const p = x.persia;
  if (!isObject(p)) bad('persia', `is ${show(p)}`);
  const options = readSoloOptions(p.options);
  if (!isObject(p.deck)) bad('persia.deck', `is ${show(p.deck)}`);
  const deck = { draw: checkCount(p.deck.draw, 'persia.deck.draw'), discard: checkCount(p.deck.discard, 'persia.deck.discard') };
  const hands = table.checklist.hands;
  if (deck.draw + deck.discard + hands.greece + hands.persia !== CARDS_IN_GAME) bad('cards', 'in the hands and piles do not add up to 16 (000 §2.3)');
  for (const k of ['done', 'onTable', 'copyAsRead', 'instantWin'] as const) if (typeof p[k] !== 'boolean') bad(`persia.${k}`, `is ${show(p[k])}`);
  if (!Array.isArray(p.shown) || p.shown.length > 8) bad('persia.shown', 'is not a list of decisions');
  const shown = p.shown.map(parseDecision);
  if (p.onTable === true && shown.length === 0) bad('persia.onTable', 'is set with no decision on show');
  if (table.checklist.kingsDead !== KINGS.length) bad('table.checklist.kingsDead', 'must be 2: both kings are covered at the set-up (004 §2)');
  return {
    table,
    persia: { options, deck, done: p.done as boolean, shown, onTable: p.onTable as boolean, copyAsRead: p.copyAsRead as boolean, instantWin: p.instantWin as boolean },
  };
}
