/**
 * Supply phase, attrition of forces (000 §8.2): supply capacity first, then lines of
 * communication, then supply by sea. Pure functions over the plain `Board`.
 *
 * Order of the rule, as applied here:
 * 1. Capacity. Count the amphorae of the cities the side controls and the armies it has on the
 *    map; the player removes the excess, choosing which (000 §8.2 "The … player chooses which
 *    armies to remove"). Persia never counts the amphorae of Ephesos and Abydos nor the armies
 *    in them: their supply comes by the Royal Road.
 * 2. Lines of communication, on the board after the excess is gone (R-EW-7). Armies in a city
 *    with no road line to a controlled own major city (R-EW-8) that avoids enemy-controlled
 *    cities are removed…
 * 3. …unless an own fleet is in that city's port (sea supply), which the presence of enemy fleets
 *    in the ports of one's major cities prevents — see `SeaSupplyMode` (ruling R-EW-2).
 *
 * Persia supplies first, then Greece (000 §8): call `applySupply` for Persia, then compute the
 * Greek report on the board it returns.
 */
import { shown } from '../core/shown.js';
import { plainData, readingInput } from '../core/errors.js';
import { CITIES, type Board, type City, type Side, other } from './types.js';
import { MAP, MAJORS, neighbours } from './map.js';
import { armiesOf as armies, controllerOf as controller, fleetsOf as fleets, setCount as withCount } from './board-core.js';
import { InputError, RuleError } from './errors.js';
import { checkBoard, checkCity, checkSide, isPlainObject } from './check.js';
import { message, type Message } from '../core/message.js';

function checkArgs(board: Board, side: Side, opts: unknown): void {
  readingInput('arguments', () => {
    checkBoard(board);
    checkSide(side, 'side');
    if (!isPlainObject(opts)) throw new InputError('options', 'not an object');
    if (opts.seaSupply !== undefined && opts.seaSupply !== 'lenient' && opts.seaSupply !== 'strict') throw new InputError('options.seaSupply', 'neither lenient nor strict');
  });
}

/**
 * How to read 000 §8.2 "the presence of enemy fleets in the ports of your Major cities prevents
 * you from using this maritime supply" (ruling R-EW-2):
 * - 'lenient' (default): sea supply works while at least one major city the side controls has
 *   no enemy fleet in its port — the sea line, like the land line, needs only one major city;
 * - 'strict': any enemy fleet in the port of either of the side's major cities voids it.
 */
export type SeaSupplyMode = 'lenient' | 'strict';

export const DEFAULT_SEA_SUPPLY: SeaSupplyMode = 'lenient';

export interface SupplyOptions {
  seaSupply?: SeaSupplyMode;
}

/** The contract's supply report (DESIGN.md). */
export interface SupplyReport {
  /** Amphorae counted for this side (000 §8.2). */
  capacity: number;
  /** Armies counted against it. */
  armies: number;
  /** Armies to remove for capacity (the player's choice). */
  excess: number;
  /** Removed for no line of communication (computed on the board as given). */
  cutOff: { city: City; armies: number }[];
  /** Cut off by land but kept by a fleet in port. */
  seaSupplied: City[];
}

export type ArmySupplyStatus = 'fed' | 'cutOff' | 'seaSupplied' | 'notCounted';

export interface CitySupply {
  city: City;
  /** The side's armies in the city. */
  armies: number;
  status: ArmySupplyStatus;
  /** The line of communication found, city by city to a major (`[city]` in a major itself); null if none. */
  line: City[] | null;
  /**
   * Why, for the calculator screen to word: `ew.supply.city.*` with the city, the side, the line
   * (`A – B – C`), whether the bridge stands and, when cut off, what stopped supply by sea
   * (`cause`: noPort, noFleet, or sea — then `seaSupplyWhy` says why).
   */
  why: Message;
  /** Rules applied, e.g. ['000 §8.2']. */
  rules: string[];
}

export interface CapacityEntry {
  city: City;
  amphorae: number;
  /** False for Ephesos and Abydos when counting for Persia (000 §8.2). */
  counted: boolean;
  /** `ew.supply.capacity.counted` or `.royalRoad`, with the city and its amphorae. */
  why: Message;
}

export interface SupplyExplanation extends SupplyReport {
  side: Side;
  seaSupplyMode: SeaSupplyMode;
  /** Whether supply by sea is possible at all for this side, and why. */
  seaSupplyAvailable: boolean;
  /** `ew.supply.sea.*`: the ports that allow or prevent supply by sea, under the reading in force. */
  seaSupplyWhy: Message;
  /** Every city the side controls, with the amphorae it gives (or why it gives none). */
  capacityCities: CapacityEntry[];
  /** Every city holding the side's armies, in map order. */
  cities: CitySupply[];
  /** Ruling ids applied (see docs/rulings.md). */
  rulings: string[];
}

/** For the refusals' developer messages (the screens offer only legal removals). */
const NAME: Record<Side, string> = { greece: 'Greek', persia: 'Persian' };

/** Persian major cities neither give Persia amphorae nor count its armies (000 §8.2). */
function royalRoad(side: Side, city: City): boolean {
  return side === 'persia' && MAP[city].major === 'persia';
}

/**
 * A line of communication from `city` to a major city of `side` that `side` controls, along
 * roads (the Abydos–Pella road only with the bridge), never through a city the enemy controls;
 * cities neither side controls are passable (000 §8.2). Shortest such line, or null.
 */
export function lineOfCommunication(board: Board, side: Side, city: City): City[] | null {
  checkArgs(board, side, {});
  checkCity(city, 'city');
  const enemy = other(side);
  const isGoal = (c: City) => MAP[c].major === side && controller(board, c) === side;
  if (controller(board, city) === enemy) return null;
  if (isGoal(city)) return [city];
  const prev = new Map<City, City>();
  const seen = new Set<City>([city]);
  const queue: City[] = [city];
  while (queue.length > 0) {
    const here = queue.shift()!;
    for (const next of neighbours(here, board.bridge)) {
      if (seen.has(next) || controller(board, next) === enemy) continue;
      seen.add(next);
      prev.set(next, here);
      if (isGoal(next)) {
        const path: City[] = [next];
        for (let c = here; ; c = prev.get(c)!) {
          path.unshift(c);
          if (c === city) break;
        }
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

/** Whether `side` may use supply by sea at all (000 §8.2, ruling R-EW-2), and why. */
export function seaSupplyStatus(
  board: Board,
  side: Side,
  mode: SeaSupplyMode = DEFAULT_SEA_SUPPLY,
): { available: boolean; blockedPorts: City[]; why: Message } {
  checkArgs(board, side, { seaSupply: mode });
  const enemy = other(side);
  const majors = MAJORS[side];
  const blockedPorts = majors.filter((m) => fleets(board, m, enemy) > 0);
  if (mode === 'strict') {
    const available = blockedPorts.length === 0;
    return {
      available,
      blockedPorts,
      why: available
        ? message('ew.supply.sea.strictOpen', { side, enemy, cities: majors.join(', ') }, 'R-EW-2')
        : message('ew.supply.sea.strictBlocked', { side, enemy, cities: blockedPorts.join(', ') }, '000 §8.2'),
    };
  }
  const open = majors.filter((m) => controller(board, m) === side && fleets(board, m, enemy) === 0);
  const available = open.length > 0;
  return {
    available,
    blockedPorts,
    why: available
      ? message('ew.supply.sea.lenientOpen', { side, enemy, cities: open.join(', ') }, 'R-EW-2')
      : message('ew.supply.sea.lenientBlocked', { side, enemy }, '000 §8.2'),
  };
}

/**
 * City-by-city supply for `side` (000 §8.2): the amphorae counted, and for every city with the
 * side's armies whether they are fed by a line of communication, kept by sea, cut off, or not
 * counted at all (Persian armies in Ephesos and Abydos).
 */
export function supplyExplain(board: Board, side: Side, opts: SupplyOptions = {}): SupplyExplanation {
  checkArgs(board, side, opts);
  const mode = opts.seaSupply ?? DEFAULT_SEA_SUPPLY;
  const capacityCities: CapacityEntry[] = [];
  let capacity = 0;
  for (const c of CITIES) {
    if (controller(board, c) !== side) continue;
    const counted = !royalRoad(side, c);
    if (counted) capacity += MAP[c].amphorae;
    capacityCities.push({
      city: c,
      amphorae: MAP[c].amphorae,
      counted,
      why: counted
        ? message('ew.supply.capacity.counted', { city: c, side, amphorae: MAP[c].amphorae }, '000 §8.2')
        : message('ew.supply.capacity.royalRoad', { city: c }, '000 §8.2'),
    });
  }

  const sea = seaSupplyStatus(board, side, mode);
  const cities: CitySupply[] = [];
  let counted = 0;
  const cutOff: { city: City; armies: number }[] = [];
  const seaSupplied: City[] = [];
  for (const c of CITIES) {
    const n = armies(board, c, side);
    if (n === 0) continue;
    if (royalRoad(side, c)) {
      cities.push({
        city: c,
        armies: n,
        status: 'notCounted',
        line: [c],
        why: message('ew.supply.city.royalRoad', { city: c }, '000 §8.2'),
        rules: ['000 §8.2'],
      });
      continue;
    }
    counted += n;
    const line = lineOfCommunication(board, side, c);
    if (line) {
      cities.push({
        city: c,
        armies: n,
        status: 'fed',
        line,
        why:
          line.length === 1
            ? message('ew.supply.city.ownMajor', { city: c, side }, '000 §8.2')
            : message('ew.supply.city.line', { city: c, side, line: line.join(' – ') }, '000 §8.2'),
        rules: ['000 §8.2'],
      });
      continue;
    }
    const ownFleet = MAP[c].port && fleets(board, c, side) > 0;
    if (ownFleet && sea.available) {
      seaSupplied.push(c);
      cities.push({
        city: c,
        armies: n,
        status: 'seaSupplied',
        line: null,
        why: message('ew.supply.city.bySea', { city: c, side }, 'R-EW-2'),
        rules: ['000 §8.2', 'R-EW-2'],
      });
      continue;
    }
    cutOff.push({ city: c, armies: n });
    const cause = !MAP[c].port ? 'noPort' : !ownFleet ? 'noFleet' : 'sea';
    cities.push({
      city: c,
      armies: n,
      status: 'cutOff',
      line: null,
      why: message('ew.supply.city.cutOff', { city: c, side, armies: n, bridge: board.bridge, cause }, '000 §8.2'),
      rules: ownFleet ? ['000 §8.2', 'R-EW-2'] : ['000 §8.2'],
    });
  }

  return {
    side,
    seaSupplyMode: mode,
    seaSupplyAvailable: sea.available,
    seaSupplyWhy: sea.why,
    capacity,
    armies: counted,
    excess: Math.max(0, counted - capacity),
    cutOff,
    seaSupplied,
    capacityCities,
    cities,
    rulings: ['R-EW-1', 'R-EW-2', 'R-EW-6', 'R-EW-8', ...(side === 'persia' ? ['R-EW-9'] : [])],
  };
}

/** The contract's supply report for `side` (000 §8.2); see `supplyExplain` for the reasons. */
export function supplyReport(board: Board, side: Side, opts: SupplyOptions = {}): SupplyReport {
  const e = supplyExplain(board, side, opts);
  return { capacity: e.capacity, armies: e.armies, excess: e.excess, cutOff: e.cutOff, seaSupplied: e.seaSupplied };
}

/**
 * The board after `side`'s attrition (000 §8.2): first the excess armies the player chose
 * (`removals`, city → armies), then every army left without a line of communication or sea
 * supply on the board that results. Validates the choice: whole numbers, no more than the
 * city holds, exactly `excess` in total, and — for Persia — none from Ephesos or Abydos, whose
 * armies are not counted. Throws a `RuleError` (000 §8.2) when the choice is not legal;
 * `board` is never modified.
 */
export function applySupply(
  board: Board,
  side: Side,
  removals: Partial<Record<City, number>>,
  opts: SupplyOptions = {},
): Board {
  removals = plainData(removals, 'removals');
  opts = plainData(opts, 'options');
  checkArgs(board, side, opts);
  if (typeof removals !== 'object' || removals === null) {
    throw new RuleError('000 §8.2', 'removals must be an object mapping cities to armies removed');
  }
  const report = supplyReport(board, side, opts);
  let total = 0;
  let b = board;
  for (const [key, n] of Object.entries(removals)) {
    if (!(CITIES as readonly string[]).includes(key)) {
      throw new RuleError('000 §8.2', `"${key}" is not a city on the map`);
    }
    const c = key as City;
    if (n === undefined || n === 0) continue;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
      throw new RuleError('000 §8.2', `armies removed from ${c} must be a whole number ≥ 0, got ${shown(n)}`);
    }
    const here = armies(board, c, side);
    if (n > here) throw new RuleError('000 §8.2', `cannot remove ${n} ${NAME[side]} armies from ${c}: only ${here} there`);
    if (royalRoad(side, c)) {
      throw new RuleError(
        '000 §8.2',
        `Persian armies in ${c} are not counted against supply: excess armies must come from other cities`,
      );
    }
    total += n;
    b = withCount(b, c, side === 'greece' ? 'greekArmies' : 'persianArmies', here - n);
  }
  if (total !== report.excess) {
    throw new RuleError(
      '000 §8.2',
      `${NAME[side]} supply: ${report.armies} armies for ${report.capacity} amphorae, so exactly ${report.excess} must be removed (got ${total})`,
    );
  }
  for (const { city } of supplyReport(b, side, opts).cutOff) {
    b = withCount(b, city, side === 'greece' ? 'greekArmies' : 'persianArmies', 0);
  }
  return b;
}
