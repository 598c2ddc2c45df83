/**
 * The historical figures printed on the board (000 §2.1 "Historical Figures"): a piece placed on
 * a portrait marks a leader who died or was banished. The piece leaves the reserve for the rest of
 * the game, so the reserve and the piece limits must count it:
 *   - Miltiades, Themistocles, Leonidas: a Greek army each, when Greece plays the leader's event
 *     (000 §6.2 card notes) — "If all the Greek armies are on the map, the Greek player removes
 *     one of them and places it on the image";
 *   - Artemisia: a Persian fleet, when Greece plays the event (000 §6.2 card notes);
 *   - Darius, Xerxes: a Persian army each, at the first and second Sudden Death of the Great King
 *     (000 §5.3); both are covered at the solo set-up (004 §2).
 * Pure functions over plain JSON. Rulings R-EWP-n: docs/rulings.md.
 */
import { plainData, readingInput } from '../core/errors.js';
import { shown } from '../core/shown.js';
import { CITIES, type Board, type City, type ForceKind, type Forces, type Side } from './types.js';
import { MAP } from './map.js';
import { total } from './board.js';
import { countOf as count, setCount as withCount } from './board-core.js';
import { cardNumber, type CardKey } from './cards.js';
import { pieceLimit } from './validate.js';
import { InputError, RuleError } from './errors.js';
import { checkBoard, isPlainObject } from './check.js';

export type PortraitId = 'miltiades' | 'themistocles' | 'leonidas' | 'artemisia' | 'darius' | 'xerxes';

export interface PortraitData {
  readonly id: PortraitId;
  /** The name printed under the image. */
  readonly name: string;
  /** The card whose event covers the portrait (read from CARDS, never restated). */
  readonly card: number;
  /** The piece placed on it. */
  readonly piece: ForceKind;
  /** Whose piece it is (Artemisia: a Persian fleet, though Greece plays her event). */
  readonly side: Side;
  /** The rule that places it. */
  readonly rule: string;
}

function portrait(id: PortraitId, name: string, key: CardKey, piece: ForceKind, rule: string): PortraitData {
  return { id, name, card: cardNumber(key), piece, side: piece.startsWith('greek') ? 'greece' : 'persia', rule };
}

/** The six portraits of the board, in the order the panel shows them. */
export const PORTRAITS: readonly PortraitData[] = [
  portrait('miltiades', 'Miltiades', 'miltiades', 'greekArmies', '000 §6.2'),
  portrait('themistocles', 'Themistocles', 'themistocles', 'greekArmies', '000 §6.2'),
  portrait('leonidas', 'Leonidas', 'leonidas', 'greekArmies', '000 §6.2'),
  portrait('artemisia', 'Artemisia', 'artemisia', 'persianFleets', '000 §6.2'),
  portrait('darius', 'Darius', 'suddenDeath', 'persianArmies', '000 §5.3'),
  portrait('xerxes', 'Xerxes', 'suddenDeath', 'persianArmies', '000 §5.3'),
];

export const PORTRAIT_IDS: readonly PortraitId[] = PORTRAITS.map((p) => p.id);

/** The two kings, in the order they die (000 §5.3: "The first time, Darius … The second time, Xerxes"). */
export const KING_PORTRAITS = ['darius', 'xerxes'] as const satisfies readonly PortraitId[];

/** Which portraits carry a piece (missing = uncovered). */
export type Portraits = Partial<Record<PortraitId, boolean>>;

export function portraitData(id: PortraitId): PortraitData {
  const p = PORTRAITS.find((x) => x.id === id);
  if (!p) throw new InputError('portrait', `${shown(id)} is not a portrait (${PORTRAIT_IDS.join(', ')})`);
  return p;
}

export const isPortraitId = (x: unknown): x is PortraitId => (PORTRAIT_IDS as readonly unknown[]).includes(x);

/** The pieces standing on portraits: off the map, yet out of the reserve. */
export function portraitPieces(p: Portraits): Partial<Forces> {
  if (p === undefined) throw new InputError('portraits', 'missing');
  parsePortraits(p);
  const out: Partial<Forces> = {};
  for (const d of PORTRAITS) if (p[d.id]) out[d.piece] = (out[d.piece] ?? 0) + 1;
  return out;
}

/** The kings' portraits for a number of Sudden Deaths (0..2), as the checklist counts them. */
export function kingPortraits(kingsDead: number): Portraits {
  if (!Number.isInteger(kingsDead) || kingsDead < 0 || kingsDead > KING_PORTRAITS.length) throw new InputError('kingsDead', `${shown(kingsDead)} is not 0, 1 or 2`);
  const out: Portraits = {};
  KING_PORTRAITS.forEach((k, i) => {
    if (kingsDead > i) out[k] = true;
  });
  return out;
}

/** How many kings lie dead by these portraits (the checklist's `kingsDead`). */
export function kingsDeadOf(p: Portraits): number {
  if (p === undefined) throw new InputError('portraits', 'missing');
  parsePortraits(p);
  return KING_PORTRAITS.filter((k) => p[k]).length;
}

/**
 * Pieces of `kind` in the reserve — neither on the map nor on a portrait — or null when the game
 * has no limit (solo Persians, 004 §3 A, R-EW-10).
 */
export function reserveLeft(board: Board, portraits: Portraits, kind: ForceKind, solo = false): number | null {
  checkBoard(board);
  if (typeof solo !== 'boolean') throw new InputError('solo', 'not true or false');
  const limit = pieceLimit(kind, solo);
  return limit === null ? null : limit - total(board, kind) - (portraitPieces(portraits)[kind] ?? 0);
}

export interface PortraitOptions {
  /**
   * The city the piece comes from when none is left in the reserve (000 §6.2: "the Greek player
   * removes one of them"). Refused while the reserve still has one (R-EWP-2).
   */
  takeFrom?: City;
  /** Solo game against PERS.IA: no Persian limit, so a Persian piece always comes from the reserve. */
  solo?: boolean;
}

/** Cities holding a piece of the portrait's kind: where it may be taken from when the reserve is empty. */
export function portraitSources(board: Board, id: PortraitId): City[] {
  checkBoard(board);
  const kind = portraitData(id).piece;
  return CITIES.filter((c) => count(board, c, kind) > 0);
}

/**
 * True when placing `id` must take its piece from the map (none left in the reserve), so the
 * player has to choose the city (000 §6.2).
 */
export function portraitNeedsCity(board: Board, portraits: Portraits, id: PortraitId, solo = false): boolean {
  portraitData(id);
  const r = reserveLeft(board, portraits, portraitData(id).piece, solo);
  return r !== null && r <= 0;
}

/**
 * Why `id` cannot be placed (`on` true) or lifted (`on` false) now, or null when it can — the
 * order of the kings (000 §5.3) and "once per game" (000 §6.2). The city choice is not a reason.
 */
export function portraitBlocked(portraits: Portraits, id: PortraitId, on: boolean): RuleError | null {
  const d = portraitData(id);
  if (portraits === undefined) throw new InputError('portraits', 'missing');
  parsePortraits(portraits);
  if (typeof on !== 'boolean') throw new InputError('on', 'not true or false');
  if (on && portraits[id]) {
    return new RuleError(d.rule, `${d.name} is already covered: the event happens only once per game`);
  }
  if (!on && !portraits[id]) return new RuleError(d.rule, `${d.name} has no piece on the portrait`);
  if (id === 'xerxes' && on && !portraits.darius) {
    return new RuleError('000 §5.3', 'Darius dies first: the first Sudden Death covers Darius, the second Xerxes');
  }
  if (id === 'darius' && !on && portraits.xerxes) {
    return new RuleError('000 §5.3', 'Xerxes is covered: uncover Xerxes before Darius (Darius dies first)');
  }
  return null;
}

/**
 * Put the piece on portrait `id` (000 §2.1, §5.3, §6.2): an unused piece from the reserve; when
 * none is left, one removed from the map at `opts.takeFrom` (the player's choice, R-EWP-2).
 * Throws a RuleError naming the rule when the portrait is already covered, the kings' order is
 * broken, or `takeFrom` is missing (needed), given while the reserve still has one, or names a
 * city without such a piece. Inputs are not changed.
 */
export function placePortrait(
  board: Board,
  portraits: Portraits,
  id: PortraitId,
  opts: PortraitOptions = {},
): { board: Board; portraits: Portraits } {
  portraits = plainData(portraits, 'portraits');
  opts = plainData(opts, 'options');
  checkBoard(board);
  if (typeof opts !== 'object' || opts === null) throw new InputError('options', 'not an object');
  if (opts.solo !== undefined && typeof opts.solo !== 'boolean') throw new InputError('options.solo', 'not true or false');
  const d = portraitData(id);
  const blocked = portraitBlocked(portraits, id, true);
  if (blocked) throw blocked;
  const what = KIND_TEXT[d.piece];
  const next: Portraits = { ...portraits, [id]: true };
  if (!portraitNeedsCity(board, portraits, id, opts.solo ?? false)) {
    if (opts.takeFrom !== undefined) {
      throw new RuleError(
        d.rule,
        `a ${what} is still in the reserve: it goes on ${d.name}; one is taken from the map only when all are on the map`,
      );
    }
    return { board, portraits: next };
  }
  const from = opts.takeFrom;
  if (from === undefined) {
    throw new RuleError(d.rule, `no ${what} left in the reserve: choose the city whose ${what} goes on ${d.name}`);
  }
  if (!(CITIES as readonly string[]).includes(from)) throw new RuleError(d.rule, `${shown(from)} is not a city`);
  const n = count(board, from, d.piece);
  if (n === 0) throw new RuleError(d.rule, `there is no ${what} in ${from} to put on ${d.name}`);
  return { board: withCount(board, from, d.piece, n - 1), portraits: next };
}

/**
 * The reverse, for undoing a mistake: the piece leaves portrait `id` for the reserve, or — with
 * `returnTo` — goes back onto the map in that city (where it was taken from). Throws a RuleError
 * when the portrait is uncovered, Darius would be lifted before Xerxes (000 §5.3), or `returnTo`
 * cannot hold the piece (a fleet needs a port, 000 §2.1).
 */
export function removePortrait(
  board: Board,
  portraits: Portraits,
  id: PortraitId,
  opts: { returnTo?: City } = {},
): { board: Board; portraits: Portraits } {
  portraits = plainData(portraits, 'portraits');
  opts = plainData(opts, 'options');
  checkBoard(board);
  if (typeof opts !== 'object' || opts === null) throw new InputError('options', 'not an object');
  const d = portraitData(id);
  const blocked = portraitBlocked(portraits, id, false);
  if (blocked) throw blocked;
  const next: Portraits = { ...portraits };
  delete next[id];
  const to = opts.returnTo;
  if (to === undefined) return { board, portraits: next };
  if (!(CITIES as readonly string[]).includes(to)) throw new RuleError(d.rule, `${shown(to)} is not a city`);
  if (d.piece.endsWith('Fleets') && !MAP[to].port) {
    throw new RuleError('000 §2.1', `${to} has no port: the ${KIND_TEXT[d.piece]} cannot go back there`);
  }
  return { board: withCount(board, to, d.piece, count(board, to, d.piece) + 1), portraits: next };
}

const KIND_TEXT: Record<ForceKind, string> = {
  greekArmies: 'Greek army',
  persianArmies: 'Persian army',
  greekFleets: 'Greek fleet',
  persianFleets: 'Persian fleet',
};

/**
 * Portraits from untrusted JSON (a save): `undefined` (an older save) is none; anything else must
 * be an object of known portrait ids set to true or false. Throws an Error saying what is wrong.
 */
export function parsePortraits(x: unknown, allowed: readonly PortraitId[] = PORTRAIT_IDS): Portraits {
  return readingInput('portraits', () => {
    if (x === undefined) return {};
    if (!isPlainObject(x)) throw new InputError('portraits', 'the leader portraits are not an object');
    const out: Portraits = {};
    for (const [k, v] of Object.entries(x)) {
      if (!isPortraitId(k) || !allowed.includes(k)) throw new InputError('portraits', `"${k}" is not a leader portrait kept here (${allowed.join(', ')})`);
      if (typeof v !== 'boolean') throw new InputError('portraits', `the portrait ${k} must be true or false`);
      if (v) out[k] = true;
    }
    if (out.xerxes && !out.darius) throw new InputError('portraits', 'Xerxes is covered but Darius is not (000 §5.3)');
    return out;
  });
}
