/**
 * Checking a board mirror (000 §2, §3, §4.5; 004 §3) and loading one from untrusted JSON
 * (saved games, imports): a foreign or malformed object is refused with a clear message,
 * never half-loaded.
 */
import { shown, shownKey } from '../core/shown.js';
import { StrategosError, readingInput } from '../core/errors.js';
import type { MessageParam } from '../core/message.js';
import { CITIES, FORCE_KINDS, type Board, type City, type ForceKind, type Forces } from './types.js';
import { MAP, PIECES, SCORE_LIMIT, LAST_CAMPAIGN } from './map.js';

export type Severity = 'error' | 'warning';

/**
 * One thing wrong with a board, as data (a `Message`: `id`, `params`, `rule`) that the screens
 * word (components/ew-words/problem-words.ts), with the developer's description beside it.
 * Ids: `ew.board.<what>`; every one is listed in `BOARD_PROBLEM_IDS`.
 */
export interface BoardProblem {
  /** What is wrong, for the screens to word: one of `BOARD_PROBLEM_IDS`. */
  id: BoardProblemId;
  /** What the words need: the city, the kind of piece, counts and limits. */
  params: Record<string, MessageParam>;
  /** The rule the board breaks, e.g. '000 §2.2'. */
  rule: string;
  /** The developer's description (thrown errors, logs); never shown to a player as it is. */
  message: string;
  city?: City;
  /** 'error': the position cannot exist; 'warning': legal mid-turn but worth a look (a battle not fought). */
  severity: Severity;
}

export interface ValidateOptions {
  /**
   * Solo game against PERS.IA: the Persians have no unit limit on armies or fleets (004 §3 A,
   * ruling R-EW-10). Default false (the two-player limits of 000 §2.2).
   */
  solo?: boolean;
  /**
   * Pieces off the map but out of the reserve — on the leader portraits (000 §2.1, §5.3, §6.2;
   * `portraitPieces` in portraits.ts): counted with the map against the piece limits.
   */
  offMap?: Partial<Forces>;
}

/** Every id a `BoardProblem` may carry. */
export const BOARD_PROBLEM_IDS = [
  'ew.board.options',
  'ew.board.notJson',
  'ew.board.notBoard',
  'ew.board.forces',
  'ew.board.extra',
  'ew.board.unknownCity',
  'ew.board.cityForces',
  'ew.board.unknownKind',
  'ew.board.count',
  'ew.board.noPort',
  'ew.board.landBattle',
  'ew.board.navalBattle',
  'ew.board.limit',
  'ew.board.bridge',
  'ew.board.campaign',
  'ew.board.score',
] as const;
export type BoardProblemId = (typeof BOARD_PROBLEM_IDS)[number];

/** A problem of severity 'error' with no city, for a refusal before any board is read. */
const refusal = (id: BoardProblemId, rule: string, message: string): BoardProblem => ({ id, params: {}, rule, message, severity: 'error' });

const KIND_NAME: Record<ForceKind, string> = {
  greekArmies: 'Greek armies',
  persianArmies: 'Persian armies',
  greekFleets: 'Greek fleets',
  persianFleets: 'Persian fleets',
};

const isCity = (k: string): k is City => (CITIES as readonly string[]).includes(k);
const isKind = (k: string): k is ForceKind => (FORCE_KINDS as readonly string[]).includes(k);
const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const show = shown;

/**
 * Every problem with `board` (which may be any JSON value): shape, counts, piece limits,
 * fleets where there is no port, campaign and score out of range, unknown cities, and — as
 * warnings — armies (or fleets) of both sides in one place, i.e. a battle not yet fought.
 * Checks only what it can reach: a `forces` that is not an object gives one problem, not many.
 */
export function validateBoard(board: unknown, opts: ValidateOptions = {}): BoardProblem[] {
  return readingInput('board', () => {
    if (typeof opts !== 'object' || opts === null) throw new BoardParseError([refusal('ew.board.options', '000 §2', 'the options are not an object')]);
    if (opts.solo !== undefined && typeof opts.solo !== 'boolean') throw new BoardParseError([refusal('ew.board.options', '000 §2', 'solo must be true or false')]);
    if (opts.offMap !== undefined && (typeof opts.offMap !== 'object' || opts.offMap === null || Object.values(opts.offMap).some((n) => typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 99))) {
      throw new BoardParseError([refusal('ew.board.options', '000 §2', 'offMap must give whole counts')]);
    }
    return collect(board, opts.solo ?? false, opts.offMap ?? {});
  });
}

/**
 * The problems of `board` that make it no board at all — shape, counts, ports, campaign, score —
 * without the piece limits (which need to know whether the game is solo, R-EW-10).
 */
export function boardShapeErrors(board: unknown): BoardProblem[] {
  return readingInput('board', () => {
    return collect(board, null).filter((p) => p.severity === 'error');
  });
}

/**
 * How many pieces of `kind` the game has (000 §2.2), or null when there is no limit: PERS.IA
 * lifts the Persian limit in a solo game (004 §3 A, ruling R-EW-10).
 */
export function pieceLimit(kind: ForceKind, solo: boolean): number | null {
  if (!isKind(kind as string)) throw new BoardParseError([{ ...refusal('ew.board.unknownKind', '000 §2.2', `${shown(kind)} is not a kind of piece`), params: { name: shownKey(kind).slice(0, 30) } }]);
  return solo && (kind === 'persianArmies' || kind === 'persianFleets') ? null : PIECES[kind];
}

/** `solo`: null = the mode is unknown, so piece limits are not checked. */
function collect(board: unknown, solo: boolean | null, offMap: Partial<Forces> = {}): BoardProblem[] {
  const out: BoardProblem[] = [];
  const err = (id: BoardProblemId, params: Record<string, MessageParam>, rule: string, message: string, city?: City) =>
    out.push(city ? { id, params, rule, message, city, severity: 'error' } : { id, params, rule, message, severity: 'error' });
  const warn = (id: BoardProblemId, rule: string, message: string, city: City) => out.push({ id, params: { city }, rule, message, city, severity: 'warning' });

  if (!isPlainObject(board)) {
    err('ew.board.notBoard', {}, '000 §2', `not an Earth & Water board: got ${show(board)} instead of an object with forces, bridge, campaign and score`);
    return out;
  }

  // Forces: city → { kind → count }.
  const totals: Forces = { greekArmies: 0, persianArmies: 0, greekFleets: 0, persianFleets: 0 };
  const forces = board.forces;
  if (!isPlainObject(forces)) {
    err('ew.board.forces', {}, '000 §2', `"forces" must be an object of cities, got ${show(forces)}`);
  } else {
    for (const [key, here] of Object.entries(forces)) {
      if (!isCity(key)) {
        err('ew.board.unknownCity', { name: key.slice(0, 30) }, '000 §2.1', `"${key}" is not a city of the map (cities: ${CITIES.join(', ')})`);
        continue;
      }
      const city = key;
      if (here === undefined) continue;
      if (!isPlainObject(here)) {
        err('ew.board.cityForces', { city }, '000 §2', `forces in ${city} must be an object of counts, got ${show(here)}`, city);
        continue;
      }
      const ok: Partial<Forces> = {};
      for (const [k, n] of Object.entries(here)) {
        if (!isKind(k)) {
          err('ew.board.unknownKind', { city, name: k.slice(0, 30) }, '000 §2.2', `"${k}" in ${city} is not a kind of piece (${FORCE_KINDS.join(', ')})`, city);
          continue;
        }
        if (n === undefined) continue;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
          err('ew.board.count', { city, kind: k }, '000 §2.2', `${KIND_NAME[k]} in ${city} must be a whole number ≥ 0, got ${show(n)}`, city);
          continue;
        }
        ok[k] = n;
        totals[k] += n;
      }
      if (!MAP[city].port && ((ok.greekFleets ?? 0) > 0 || (ok.persianFleets ?? 0) > 0)) {
        err('ew.board.noPort', { city }, '000 §2.1', `${city} has no port: no fleet can be there (000 §6.5 fleets move port to port)`, city);
      }
      if ((ok.greekArmies ?? 0) > 0 && (ok.persianArmies ?? 0) > 0) {
        warn('ew.board.landBattle', '000 §7.1', `${city} holds armies of both sides: a land battle not yet fought out (controlled by nobody, R-EW-1)`, city);
      }
      if ((ok.greekFleets ?? 0) > 0 && (ok.persianFleets ?? 0) > 0) {
        warn('ew.board.navalBattle', '000 §7.2', `the port of ${city} holds fleets of both sides: a naval battle not yet fought out`, city);
      }
    }
    if (solo !== null) {
      for (const k of FORCE_KINDS) {
        const limit = pieceLimit(k, solo);
        const off = offMap[k] ?? 0;
        if (limit !== null && totals[k] + off > limit) {
          // A solo game has no Persian limit (004 §3 A): `soloLifts` says so for a Persian kind.
          err(
            'ew.board.limit',
            { kind: k, onMap: totals[k], offMap: off, limit, soloLifts: k.startsWith('persian') },
            '000 §2.2',
            (off > 0
              ? `${totals[k]} ${KIND_NAME[k]} on the map and ${off} on leader portraits, but the game has only ${PIECES[k]}`
              : `${totals[k]} ${KIND_NAME[k]} on the map, but the game has only ${PIECES[k]}`) +
              (k.startsWith('persian') ? ' (a solo game against PERS.IA has no Persian limit, 004 §3 A)' : ''),
          );
        }
      }
    }
  }

  if (typeof board.bridge !== 'boolean') {
    err('ew.board.bridge', {}, '000 §5.1', `"bridge" must be true or false, got ${show(board.bridge)}`);
  }
  const c = board.campaign;
  if (typeof c !== 'number' || !Number.isInteger(c) || c < 1 || c > LAST_CAMPAIGN) {
    err('ew.board.campaign', { max: LAST_CAMPAIGN }, '000 §2.1', `"campaign" must be a whole number from 1 to ${LAST_CAMPAIGN}, got ${show(c)}`);
  }
  const s = board.score;
  if (typeof s !== 'number' || !Number.isInteger(s) || s < -SCORE_LIMIT || s > SCORE_LIMIT) {
    err('ew.board.score', { max: SCORE_LIMIT }, '000 §4.5', `"score" must be a whole number from −${SCORE_LIMIT} to ${SCORE_LIMIT}, got ${show(s)}`);
  }
  return out;
}

/** Thrown by `parseBoard`; `problems` lists every error found. */
export class BoardParseError extends StrategosError {
  override name = 'BoardParseError';
  constructor(readonly problems: BoardProblem[]) {
    super(
      `Not a valid Earth & Water board: ${problems
        .map((p) => `${p.message} (${p.rule})`)
        .join('; ')}`,
      { id: 'error.board', params: { problems: problems.length } },
    );
  }
}

/**
 * A clean `Board` from untrusted JSON (an object, or its JSON text): throws a
 * `BoardParseError` naming every problem of severity 'error' — a foreign or malformed object
 * is never half-loaded. Warnings (a battle not yet fought) do not refuse a save. Piece limits
 * are checked only when the caller says which game it is (`opts.solo` true or false), so a solo
 * save with more Persian pieces than the box is never refused for want of that flag (R-EW-10).
 * The result holds only the known fields, with zero counts dropped (missing = 0).
 */
export function parseBoard(json: unknown, opts: ValidateOptions = {}): Board {
  return readingInput('board', () => {
    if (typeof opts !== 'object' || opts === null || (opts.solo !== undefined && typeof opts.solo !== 'boolean')) {
      throw new BoardParseError([refusal('ew.board.options', '000 §2', 'the options are not { solo?: boolean }')]);
    }
    let value = json;
    if (typeof json === 'string') {
      try {
        value = JSON.parse(json) as unknown;
      } catch (e) {
        throw new BoardParseError([refusal('ew.board.notJson', '000 §2', `the text is not JSON (${(e as Error).message})`)]);
      }
    }
    const errors = collect(value, opts.solo ?? null).filter((p) => p.severity === 'error');
    if (errors.length > 0) throw new BoardParseError(errors);
    const src = value as unknown as Board;
    const forces: Board['forces'] = {};
    for (const city of CITIES) {
      const here = src.forces[city];
      if (!here) continue;
      const clean: Partial<Forces> = {};
      for (const k of FORCE_KINDS) {
        const n = here[k];
        if (n) clean[k] = n;
      }
      if (Object.keys(clean).length > 0) forces[city] = clean;
    }
    return { forces, bridge: src.bridge, campaign: src.campaign, score: src.score };
  });
}
