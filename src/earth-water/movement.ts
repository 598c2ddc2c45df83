/**
 * Land and naval movement (000 §6.3–§6.5): where a group may go, and the board after it went.
 * Pure functions over the plain `Board`; nothing here resolves battles — a move into enemy
 * pieces leaves both sides in the city or port (a battle pending: rulings R-EW-1, R-EW-11) for
 * the battle module to fight out.
 */
import { shown } from '../core/shown.js';
import { CITIES, type Board, type City, type ForceKind, type Side, other } from './types.js';
import { MAP, PORTS, neighbours } from './map.js';
import { armiesOf as armies, controllerOf as controller, fleetsOf as fleets, setCount as withCount } from './board-core.js';
import { RuleError } from './errors.js';
import { checkBoard, checkSide, checkCity as checkCityArg } from './check.js';

/** A place a group may end its movement in. `path` includes `from` and `to`. */
export interface Destination {
  to: City;
  path: City[];
}

/**
 * Why a land movement may end in (and perhaps continue past) a city (000 §6.4):
 * - 'battle': enemy armies are there — the group must stop and fight (7.1);
 * - 'uncontrolled': no army of either side and not controlled by the mover — must stop;
 * - 'free': controlled by the mover and free of enemy armies — it may stop or go on.
 */
export type LandStop = 'battle' | 'uncontrolled' | 'free';

export interface LandDestination extends Destination {
  stop: LandStop;
}

export interface NavalDestination extends Destination {
  /** Enemy fleets in the destination port: a naval battle is fought first (000 §6.5, §7.2). */
  navalBattle: boolean;
  /** Enemy armies in the destination city: armies landed there must fight (000 §6.5, §7.1). */
  landBattle: boolean;
  /** Most armies the fleets at `from` can carry: one per fleet, at most 3 (000 §6.5). */
  maxArmies: number;
}

/** Most armies a naval movement can carry, whatever the number of fleets (000 §6.5). */
export const MAX_TRANSPORTED_ARMIES = 3;

function landStop(board: Board, side: Side, city: City): LandStop {
  if (armies(board, city, other(side)) > 0) return 'battle';
  // A city with no enemy army is "free" exactly when the mover controls it: either its own
  // armies hold it or it is the mover's empty major city (000 §3 "Control of cities").
  // Enemy fleets in its port never stop the group (000 §6.4, land movement example step 2).
  return controller(board, city) === side ? 'free' : 'uncontrolled';
}

const cityIndex = (c: City): number => CITIES.indexOf(c);

/**
 * Every city a group of `side`'s armies starting at `from` may end a land movement in
 * (000 §6.4), each with one shortest legal path (`from` … `to`).
 *
 * The group moves along roads (the Abydos–Pella road only while the bridge stands), may pass
 * through cities it controls that hold no enemy army, and must stop on entering a city with an
 * enemy army (battle) or a city with no army that it does not control — which includes the
 * enemy's empty major cities, since those stay under enemy control (000 §3): a Greek group
 * entering an empty Abydos stops there. Order: by path length, then by city name; among
 * equally short paths the one through the alphabetically first cities is given.
 * Empty when `side` has no army at `from`.
 */
export function landDestinations(board: Board, side: Side, from: City): LandDestination[] {
  checkBoard(board);
  checkSide(side, 'side');
  checkCityArg(from, 'from');
  if (armies(board, from, side) < 1) return [];
  const prev = new Map<City, City>();
  const found: LandDestination[] = [];
  const queue: City[] = [from];
  const seen = new Set<City>([from]);
  while (queue.length > 0) {
    const here = queue.shift()!;
    for (const next of neighbours(here, board.bridge)) {
      if (seen.has(next)) continue;
      seen.add(next);
      prev.set(next, here);
      const stop = landStop(board, side, next);
      const path: City[] = [next];
      for (let c = here; ; c = prev.get(c)!) {
        path.unshift(c);
        if (c === from) break;
      }
      found.push({ to: next, path, stop });
      if (stop === 'free') queue.push(next);
    }
  }
  return found.sort((a, b) => a.path.length - b.path.length || cityIndex(a.to) - cityIndex(b.to));
}

/**
 * Every port `side`'s fleets at `from` may sail to (000 §6.5): any other port — fleets do not
 * follow roads, and nothing stops them on the way. Enemy fleets in the destination port mean a
 * naval battle; enemy armies in the city never fight fleets, but armies carried there must fight
 * them on landing. Empty when `from` is not a port or holds no fleet of `side`.
 * Ports are given in map order (alphabetical).
 */
export function navalDestinations(board: Board, side: Side, from: City): NavalDestination[] {
  checkBoard(board);
  checkSide(side, 'side');
  checkCityArg(from, 'from');
  const here = fleets(board, from, side);
  if (!MAP[from].port || here < 1) return [];
  const maxArmies = Math.min(MAX_TRANSPORTED_ARMIES, here, armies(board, from, side));
  const enemy = other(side);
  return PORTS.filter((p) => p !== from).map((to) => ({
    to,
    path: [from, to],
    navalBattle: fleets(board, to, enemy) > 0,
    landBattle: armies(board, to, enemy) > 0,
    maxArmies,
  }));
}

function checkCity(c: unknown, what: string): asserts c is City {
  if (typeof c !== 'string' || !(CITIES as readonly string[]).includes(c)) {
    throw new RuleError('000 §2.1', `${what} ${shown(c)} is not a city on the map`);
  }
}

function checkCount(n: unknown, min: number, max: number, rule: string, what: string): asserts n is number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new RuleError(rule, `${what} must be a whole number from ${min} to ${max}, got ${shown(n)}`);
  }
}

const armyKind = (side: Side): ForceKind => (side === 'greece' ? 'greekArmies' : 'persianArmies');
const fleetKind = (side: Side): ForceKind => (side === 'greece' ? 'greekFleets' : 'persianFleets');

/**
 * The board after `count` of `side`'s armies move by land from `from` to `to` (000 §6.4).
 * Throws a `RuleError` naming the rule when the move is illegal; `board` is never modified.
 * A move into enemy armies leaves both sides in `to`: the battle (000 §7.1) is still to fight.
 */
export function applyLandMove(board: Board, side: Side, from: City, to: City, count: number): Board {
  checkBoard(board);
  checkSide(side, 'side');
  checkCity(from, 'start');
  checkCity(to, 'destination');
  const here = armies(board, from, side);
  if (here < 1) throw new RuleError('000 §6.4', `no ${side === 'greece' ? 'Greek' : 'Persian'} army in ${from} to move`, { id: 'ew.move.noArmy', params: { side, city: from } });
  checkCount(count, 1, here, '000 §6.4', `armies moving from ${from}`);
  if (to === from) throw new RuleError('000 §6.4', 'a land movement must leave its city', { id: 'ew.move.same', params: { city: from } });
  const dest = landDestinations(board, side, from).find((d) => d.to === to);
  if (!dest) {
    const bridgeNote =
      !board.bridge && ((from === 'Abydos' && to === 'Pella') || (from === 'Pella' && to === 'Abydos'))
        ? ' (the Abydos–Pella road needs the pontoon bridge)'
        : '';
    throw new RuleError(
      '000 §6.4',
      `armies cannot move from ${from} to ${to}: no road there without passing a city where they must stop${bridgeNote}`,
      { id: 'ew.move.noRoad', params: { from, to, bridge: bridgeNote !== '' } },
    );
  }
  const k = armyKind(side);
  const moved = withCount(board, from, k, here - count);
  return withCount(moved, to, k, armies(moved, to, side) + count);
}

/**
 * The board after `fleetCount` of `side`'s fleets sail from the port of `from` to the port of
 * `to`, carrying `armyCount` armies of that city (000 §6.5): one army per moving fleet, three
 * at most. Throws a `RuleError` naming the rule when illegal; `board` is never modified.
 * The mirror has no "at sea": fleets go into the destination port and carried armies into its
 * city, even when enemy fleets or armies are there — the battles (000 §7.2, then §7.1) are
 * still to fight, and the battle module removes what they cost.
 */
export function applyNavalMove(
  board: Board,
  side: Side,
  from: City,
  to: City,
  fleetCount: number,
  armyCount: number,
): Board {
  checkBoard(board);
  checkSide(side, 'side');
  checkCity(from, 'start');
  checkCity(to, 'destination');
  if (!MAP[from].port) throw new RuleError('000 §6.5', `${from} has no port`);
  if (!MAP[to].port) throw new RuleError('000 §6.5', `${to} has no port: fleets move from port to port`, { id: 'ew.move.noPortTo', params: { city: to } });
  if (to === from) throw new RuleError('000 §6.5', 'a naval movement must leave its port', { id: 'ew.move.same', params: { city: from } });
  const hereF = fleets(board, from, side);
  if (hereF < 1) throw new RuleError('000 §6.5', `no ${side === 'greece' ? 'Greek' : 'Persian'} fleet in ${from} to move`);
  checkCount(fleetCount, 1, hereF, '000 §6.5', `fleets sailing from ${from}`);
  const hereA = armies(board, from, side);
  const maxA = Math.min(MAX_TRANSPORTED_ARMIES, fleetCount, hereA);
  checkCount(
    armyCount,
    0,
    maxA,
    '000 §6.5',
    `armies carried (one per fleet, at most ${MAX_TRANSPORTED_ARMIES}, from the ${hereA} in ${from})`,
  );
  const fk = fleetKind(side);
  const ak = armyKind(side);
  let b = withCount(board, from, fk, hereF - fleetCount);
  b = withCount(b, to, fk, fleets(b, to, side) + fleetCount);
  if (armyCount > 0) {
    b = withCount(b, from, ak, hereA - armyCount);
    b = withCount(b, to, ak, armies(b, to, side) + armyCount);
  }
  return b;
}
