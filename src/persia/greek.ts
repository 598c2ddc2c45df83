/**
 * The Greek player's moves in a solo game, read from the edits made on the mirror and checked
 * against 000 (R-PA-18): the preparation (000 §5.2) and each operation — one land movement
 * (000 §6.4), one naval movement with the armies it carries (000 §6.5), two fleet movements
 * (card 13 Triremes), or one card event that adds or removes pieces (Ionian Revolt, Desertion,
 * Wrath of Poseidon, Melas Zomos, Mines of Laurion, Support from Syracuse). A move into enemy
 * pieces owes a battle, set up here the way round the rules give it. Anything else is refused
 * with the rule it breaks; the solo flow may keep it as a table correction at the player's word.
 */
import { plainData, readingInput } from '../core/errors.js';
import { CITIES, type Board, type City } from '../earth-water/types.js';
import { MAP, PIECES, PORTS } from '../earth-water/map.js';
import { armies, controller, fleets, total } from '../earth-water/board.js';
import { landDestinations, MAX_TRANSPORTED_ARMIES } from '../earth-water/movement.js';
import { RuleError } from '../earth-water/errors.js';
import { portraitPieces } from '../earth-water/portraits.js';
import { message, type Message, type MessageParam } from '../core/message.js';
import { applyChecked, checkChanges, mergeChanges, type BoardChange } from './changes.js';
import { battleCities } from './battles.js';
import { GREEK_LEADERS, GREEK_MOVE_EVENTS, GREEK_PREPARATION, type GreekLeader, type GreekMoveEvent, type OwedBattle, type SoloState } from './solo-state.js';
import { CARDS_IN_GAME, PersiaInputError, checkBoard, checkChoice, checkCity, checkCount, show } from './validate.js';
import { checkSoloState } from './solo-check.js';

type Move = { from: City; to: City; fleets: number };

export type GreekPlay =
  /** A card played for an event that changes no piece (Oracle of Delphi), or for nothing. */
  | { kind: 'card' }
  | { kind: 'land'; from: City; to: City; armies: number; path: City[] }
  | { kind: 'naval'; from: City; to: City; fleets: number; armies: number }
  | { kind: 'triremes'; moves: Move[] }
  | { kind: 'removePersian'; city: City; piece: 'persianArmies' | 'persianFleets' }
  | { kind: 'raise'; card: 'melasZomos' | 'supportFromSyracuse' | 'minesOfLaurion'; armies: number; fleets: number };

export interface GreekReading {
  play: GreekPlay;
  /** The board after the operation, a leader's army taken from the map included. */
  board: Board;
  leaders: SoloState['leaders'];
  battles: Omit<OwedBattle, 'cause'>[];
}

function refuse(rule: string, id: string, text: string, params: Record<string, MessageParam> = {}): never {
  throw new RuleError(rule, text, { id, params });
}

/** Greek pieces in the reserve, neither on the map nor on a leader's portrait (000 §2.2, §6.2). */
export function greekReserve(state: Pick<SoloState, 'board' | 'leaders'>, kind: 'greekArmies' | 'greekFleets'): number {
  return readingInput('state', () => {
    if (typeof state !== 'object' || state === null) throw new PersiaInputError('000 §2.2', `the reserve of ${show(state)}`, 'persia.input.state', { field: 'state', problem: show(state) });
    if (kind !== 'greekArmies' && kind !== 'greekFleets') checkChoice(kind ?? null, ['greekArmies', 'greekFleets'] as const, 'the kind of Greek piece');
    checkLeaders(state.leaders);
    checkBoard(state.board, { use: 'reserve', battles: CITIES, offMap: portraitPieces(state.leaders) });
    return reserveOf(state, kind);
  });
}

function reserveOf(state: Pick<SoloState, 'board' | 'leaders'>, kind: 'greekArmies' | 'greekFleets'): number {
  return PIECES[kind] - total(state.board, kind) - (portraitPieces(state.leaders)[kind] ?? 0);
}

function checkLeaders(x: unknown): void {
  readingInput('leaders', () => {
    if (typeof x !== 'object' || x === null || Array.isArray(x) || Object.entries(x).some(([k, v]) => !(GREEK_LEADERS as readonly string[]).includes(k) || typeof v !== 'boolean')) {
      throw new PersiaInputError('000 §6.2', `the leaders covered must be an object of ${GREEK_LEADERS.join(', ')} set to true or false, got ${show(x)}`, 'persia.input.state', { field: 'leaders', problem: show(x) });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Preparation (000 §5.2)
// ---------------------------------------------------------------------------------------------

/** The Greek pieces raised in a preparation: own major or a city Greece controls; fleets not beside an enemy fleet. */
export function checkGreekPreparation(board: Board, cards: number, changes: BoardChange[]): void {
  const rule = GREEK_PREPARATION.section;
  let armiesBought = 0;
  let fleetsBought = 0;
  for (const c of changes) {
    if ('bridge' in c) refuse(rule, 'persia.greek.bridgeBuild', 'the Greeks cannot build a pontoon bridge');
    if (c.delta < 0 || (c.kind !== 'greekArmies' && c.kind !== 'greekFleets')) {
      refuse(rule, 'persia.greek.prepOnlyAdds', `a preparation only adds Greek pieces (${c.kind} ${c.delta} in ${c.city})`, { city: c.city });
    }
    if (controller(board, c.city) !== 'greece') {
      refuse(rule, 'persia.greek.notGreek', `${c.city} is neither a Greek major city free of enemy armies nor a city Greece controls`, { city: c.city });
    }
    if (c.kind === 'greekArmies') armiesBought += c.delta;
    else {
      if (!MAP[c.city].port) refuse(rule, 'persia.greek.noPort', `${c.city} has no port`, { city: c.city });
      if (fleets(board, c.city, 'persia') > 0) refuse(rule, 'persia.greek.enemyFleet', `a Persian fleet is in the port of ${c.city}: no new fleet there`, { city: c.city });
      fleetsBought += c.delta;
    }
  }
  if (fleetsBought > GREEK_PREPARATION.maxFleets) {
    refuse(rule, 'persia.greek.maxFleets', `at most ${GREEK_PREPARATION.maxFleets} fleets per preparation`, { max: GREEK_PREPARATION.maxFleets, got: fleetsBought });
  }
  const cost = cards * GREEK_PREPARATION.card + armiesBought * GREEK_PREPARATION.army + fleetsBought * GREEK_PREPARATION.fleet;
  if (cost > GREEK_PREPARATION.talents) {
    refuse(rule, 'persia.greek.talents', `that costs ${cost} talents; Greece has ${GREEK_PREPARATION.talents}`, { cost, talents: GREEK_PREPARATION.talents, cards });
  }
}

// ---------------------------------------------------------------------------------------------
// Operations (000 §6)
// ---------------------------------------------------------------------------------------------

type Deltas = Map<City, number>;

function deltasOf(changes: BoardChange[], kind: string): Deltas {
  const m: Deltas = new Map();
  for (const c of changes) if (!('bridge' in c) && c.kind === kind) m.set(c.city, c.delta);
  return m;
}

const sources = (d: Deltas) => [...d].filter(([, n]) => n < 0);
const targets = (d: Deltas) => [...d].filter(([, n]) => n > 0);

/** Card events that only add Greek pieces: Melas Zomos, Support from Syracuse, Mines of Laurion. */
function readRaise(state: SoloState, changes: BoardChange[], drawn: number): GreekPlay {
  const b = state.board;
  const add = changes as { city: City; kind: 'greekArmies' | 'greekFleets'; delta: number }[];
  const nArmies = add.filter((c) => c.kind === 'greekArmies').reduce((n, c) => n + c.delta, 0);
  const nFleets = add.filter((c) => c.kind === 'greekFleets').reduce((n, c) => n + c.delta, 0);
  // Card 11 Melas Zomos: one army in Sparta.
  if (drawn === 0 && add.length === 1 && add[0]!.city === 'Sparta' && add[0]!.kind === 'greekArmies' && nArmies === 1 && controller(b, 'Sparta') === 'greece') {
    return { kind: 'raise', card: 'melasZomos', armies: 1, fleets: 0 };
  }
  for (const c of add) {
    if (controller(b, c.city) !== 'greece') {
      refuse('000 §5.2', 'persia.greek.notGreek', `${c.city} is neither a Greek major city free of enemy armies nor a city Greece controls: no piece can be raised there`, { city: c.city });
    }
    if (c.kind === 'greekFleets' && fleets(b, c.city, 'persia') > 0) {
      refuse('000 §5.2', 'persia.greek.enemyFleet', `a Persian fleet is in the port of ${c.city}: no new fleet there`, { city: c.city });
    }
  }
  // Card 14 Support from Syracuse: every Greek fleet of the reserve.
  const reserve = reserveOf(state, 'greekFleets');
  if (drawn === 0 && nArmies === 0 && nFleets > 0 && nFleets === reserve) return { kind: 'raise', card: 'supportFromSyracuse', armies: 0, fleets: nFleets };
  // Card 1 Mines of Laurion: an extra preparation with 3 talents, no 2-fleet limit.
  const cost = nArmies + nFleets + drawn;
  if (cost > 3) {
    refuse('card 1 Mines of Laurion', 'persia.greek.raise', `${nArmies} armies, ${nFleets} fleets and ${drawn} cards cost ${cost} talents: an event raises at most 3 (Mines of Laurion), one army in Sparta (Melas Zomos) or every fleet in the reserve (Support from Syracuse, ${reserve} now)`, {
      armies: nArmies,
      fleets: nFleets,
      cards: drawn,
      cost,
      reserve,
    });
  }
  return { kind: 'raise', card: 'minesOfLaurion', armies: nArmies, fleets: nFleets };
}

/** Fleet-only deltas as two naval movements (card 13 Triremes), or null. */
function twoFleetMoves(board: Board, d: Deltas): Move[] | null {
  const have = (c: City, first?: Move) => fleets(board, c, 'greece') + (first ? (first.to === c ? first.fleets : first.from === c ? -first.fleets : 0) : 0);
  const rest = (m: Move): Deltas => {
    const r = new Map(d);
    r.set(m.from, (r.get(m.from) ?? 0) + m.fleets);
    r.set(m.to, (r.get(m.to) ?? 0) - m.fleets);
    for (const [c, n] of r) if (n === 0) r.delete(c);
    return r;
  };
  for (const from of PORTS) {
    for (let n = 1; n <= have(from); n++) {
      for (const to of PORTS) {
        if (to === from) continue;
        const first: Move = { from, to, fleets: n };
        const r = rest(first);
        const s = sources(r);
        const t = targets(r);
        if (s.length !== 1 || t.length !== 1) continue;
        const second: Move = { from: s[0]![0], to: t[0]![0], fleets: t[0]![1] };
        if (second.fleets > have(second.from, first)) continue;
        // A battle at the first move's port is fought before the second sails (000 §7.2): not
        // a pair of plain moves, and two fleets arriving from two ports make one battle of two origins.
        if (second.from === first.to && fleets(board, first.to, 'persia') > 0) continue;
        if (second.to === first.to && fleets(board, first.to, 'persia') > 0) continue;
        return [first, second];
      }
    }
  }
  return null;
}

function readMove(state: SoloState, changes: BoardChange[], event: GreekMoveEvent | undefined): { play: GreekPlay; battles: Omit<OwedBattle, 'cause'>[] } {
  const b = state.board;
  const a = deltasOf(changes, 'greekArmies');
  const f = deltasOf(changes, 'greekFleets');
  const as = sources(a);
  const at = targets(a);
  if (f.size === 0) {
    // 000 §6.4: one group of armies from one city, along the roads.
    if (as.length !== 1 || at.length !== 1 || as[0]![1] + at[0]![1] !== 0) {
      refuse('000 §6.4', 'persia.greek.oneGroup', 'a land movement moves one group of armies from one city to one city (armies on the move travel together)');
    }
    const from = as[0]![0];
    const to = at[0]![0];
    const n = at[0]![1];
    const dest = landDestinations(b, 'greece', from).find((x) => x.to === to);
    if (!dest) {
      refuse('000 §6.4', 'persia.greek.noRoad', `Greek armies cannot move from ${from} to ${to}: no road there without passing a city where they must stop`, { from, to });
    }
    if (event === 'leonidas' && n !== 1) refuse('card 8 Leonidas', 'persia.greek.leonidasOne', 'Leonidas moves one army', { armies: n });
    const battles: Omit<OwedBattle, 'cause'>[] = [];
    if (armies(b, to, 'persia') > 0) {
      battles.push({ kind: 'land', where: to, attacker: 'greece', from: dest.path[dest.path.length - 2]!, by: 'road', units: n, ...(event ? { event } : {}) });
    }
    return { play: { kind: 'land', from, to, armies: n, path: dest.path }, battles };
  }
  if (event !== undefined) refuse('000 §6.2', 'persia.greek.eventLand', `${event === 'leonidas' ? 'Leonidas' : 'Evangelion'} is played with a land movement`, { event });
  const fs = sources(f);
  const ft = targets(f);
  if (a.size === 0 && (fs.length > 1 || ft.length > 1)) {
    const moves = twoFleetMoves(b, f);
    if (!moves) refuse('card 13 Triremes', 'persia.greek.triremes', 'these fleet edits are not one naval movement, nor two (Triremes)');
    const battles = moves
      .filter((m) => fleets(b, m.to, 'persia') > 0)
      .map((m): Omit<OwedBattle, 'cause'> => ({ kind: 'naval', where: m.to, attacker: 'greece', from: m.from, by: 'sea', units: m.fleets }));
    return { play: { kind: 'triremes', moves }, battles };
  }
  // 000 §6.5: fleets from one port to one port, each able to carry one army of that city (at most 3).
  if (fs.length !== 1 || ft.length !== 1 || fs[0]![1] + ft[0]![1] !== 0) {
    refuse('000 §6.5', 'persia.greek.fleetGroup', 'a naval movement moves one group of fleets from one port to one port (fleets on the move travel together)');
  }
  const from = fs[0]![0];
  const to = ft[0]![0];
  const nf = ft[0]![1];
  let na = 0;
  if (a.size > 0) {
    if (as.length !== 1 || at.length !== 1 || as[0]![0] !== from || at[0]![0] !== to || as[0]![1] + at[0]![1] !== 0) {
      refuse('000 §6.5', 'persia.greek.carried', `armies travel by sea only aboard the fleets, from ${from} to ${to}`, { from, to });
    }
    na = at[0]![1];
    const max = Math.min(MAX_TRANSPORTED_ARMIES, nf, armies(b, from, 'greece'));
    if (na > max) refuse('000 §6.5', 'persia.greek.tooMany', `${nf} fleets carry at most ${max} armies (one per fleet, at most ${MAX_TRANSPORTED_ARMIES})`, { fleets: nf, max, armies: na });
  }
  const battles: Omit<OwedBattle, 'cause'>[] = [];
  if (fleets(b, to, 'persia') > 0) {
    battles.push({ kind: 'naval', where: to, attacker: 'greece', from, by: 'sea', units: nf, ...(na > 0 ? { carried: na } : {}) });
  } else if (na > 0 && armies(b, to, 'persia') > 0) {
    battles.push({ kind: 'land', where: to, attacker: 'greece', from, by: 'sea', units: na, fleets: nf });
  }
  return { play: { kind: 'naval', from, to, fleets: nf, armies: na }, battles };
}

/**
 * What the Greek operation entered as `changes` is (R-PA-18), checked against 000; throws a
 * RuleError (a StrategosError with a message id) naming the rule it breaks. `drawn`: cards an
 * event drew (Mines of Laurion's purchases count against its 3 talents). `state`: a solo state.
 */
export function readGreekOperation(
  state: SoloState,
  a: { changes: BoardChange[]; event?: GreekMoveEvent; leaderFrom?: City },
  drawn = 0,
): GreekReading {
  a = plainData(a, 'Greek operation');
  checkSoloState(state);
  if (typeof a !== 'object' || a === null) throw new PersiaInputError('000 §6', `a Greek operation is an object of changes, got ${show(a)}`, 'persia.input.changes', { got: show(a) });
  checkChanges(a.changes, '000 §6.3');
  const event = checkChoice(a.event, GREEK_MOVE_EVENTS, 'the movement event');
  if (a.leaderFrom !== undefined) checkCity(a.leaderFrom, 'the city whose army goes on the portrait');
  checkCount(drawn, 0, CARDS_IN_GAME, '000 §6.2', 'cards the event drew');
  const move: { changes: BoardChange[]; event?: GreekMoveEvent; leaderFrom?: City } = { changes: a.changes };
  if (event !== undefined) move.event = event;
  if (a.leaderFrom !== undefined) move.leaderFrom = a.leaderFrom;
  return readGreekMove(state, move, drawn);
}

/** `readGreekOperation` for inputs the solo flow has checked. */
export function readGreekMove(
  state: SoloState,
  a: { changes: BoardChange[]; event?: GreekMoveEvent; leaderFrom?: City },
  drawn = 0,
): GreekReading {
  const changes = mergeChanges(a.changes);
  const bridge = changes.find((c): c is { bridge: boolean } => 'bridge' in c);
  if (bridge?.bridge === true) refuse('000 §5.2', 'persia.greek.bridgeBuild', 'the Greeks cannot build a pontoon bridge');
  if (bridge) refuse('000 §7.1', 'persia.greek.bridgeRemove', 'the bridge goes only following a land battle in Abydos that Greece wins (R-PA-19)', { reading: 'R-PA-19' });
  // Pieces that are not there cannot move or go (a PersiaInputError naming the city).
  let board = applyChecked(state.board, changes);
  const pieces = changes as { city: City; kind: string; delta: number }[];
  const persian = pieces.filter((c) => c.kind.startsWith('persian'));
  const greek = pieces.filter((c) => c.kind.startsWith('greek'));

  let play: GreekPlay;
  let battles: Omit<OwedBattle, 'cause'>[] = [];
  if (persian.length > 0) {
    // Ionian Revolt (Abydos or Ephesos), Desertion (anywhere): one Persian army; Wrath of Poseidon: one fleet.
    const p = persian[0]!;
    if (persian.length !== 1 || greek.length !== 0 || p.delta !== -1) {
      refuse('004 §5', 'persia.greek.persianPieces', 'a Greek event removes one Persian army or one Persian fleet, and only PERS.IA adds Persian pieces');
    }
    play = { kind: 'removePersian', city: p.city, piece: p.kind as 'persianArmies' | 'persianFleets' };
  } else if (greek.length === 0) play = { kind: 'card' };
  else if (greek.every((c) => c.delta > 0)) play = readRaise(state, changes, drawn);
  else if (greek.every((c) => c.delta < 0)) {
    refuse('000 §6', 'persia.greek.removeOwn', 'Greek pieces leave the map only in a battle, at supply, or for a leader\'s portrait (000 §6.2)');
  } else ({ play, battles } = readMove(state, changes, a.event));
  if (a.event !== undefined && play.kind !== 'land') {
    refuse('000 §6.2', 'persia.greek.eventLand', `${a.event === 'leonidas' ? 'Leonidas' : 'Evangelion'} is played with a land movement`, { event: a.event });
  }

  let leaders = state.leaders;
  if (a.event === 'leonidas') ({ board, leaders } = coverLeader(state, board, 'leonidas', a.leaderFrom));
  else if (a.leaderFrom !== undefined) refuse('000 §6.2', 'persia.greek.leaderFrom', 'an army goes on a portrait only when its leader\'s event is played');
  checkBoard(board, { use: 'Greek operation', battles: battleCities(battles as OwedBattle[]), offMap: portraitPieces(leaders) });
  return { play, board, leaders, battles };
}

/**
 * A Greek leader's event is played (000 §6.2): his portrait is covered by an army from the
 * reserve — or, when all 9 are on the map, by one the player takes from `from`.
 */
export function coverLeader(
  state: Pick<SoloState, 'board' | 'leaders'>,
  board: Board,
  leader: GreekLeader,
  from: City | undefined,
): { board: Board; leaders: SoloState['leaders'] } {
  if (state.leaders[leader]) refuse('000 §6.2', 'persia.greek.leaderUsed', `${leader}'s event happens only once per game: the portrait is covered`, { leader });
  const leaders = { ...state.leaders, [leader]: true };
  if (leader === 'artemisia') return { board, leaders }; // a Persian fleet: no limit in the solo game (004 §3 A)
  const reserve = reserveOf(state, 'greekArmies');
  if (reserve > 0) {
    if (from !== undefined) refuse('000 §6.2', 'persia.greek.leaderFrom', `a Greek army is still in the reserve: it goes on ${leader}'s portrait`, { leader });
    return { board, leaders };
  }
  if (from === undefined) refuse('000 §6.2', 'persia.greek.leaderNeedsCity', `all 9 Greek armies are on the map: say which one goes on ${leader}'s portrait`, { leader });
  checkCity(from, 'the city whose army goes on the portrait');
  if (armies(board, from, 'greece') < 1) refuse('000 §6.2', 'persia.greek.leaderNoArmy', `no Greek army in ${from} to put on ${leader}'s portrait`, { leader, city: from });
  return { board: applyChecked(board, [{ city: from, kind: 'greekArmies', delta: -1 }]), leaders };
}

/** What a Greek play was, as a message for the log and the screen (R-PA-18). */
export function greekPlayMessage(play: GreekPlay, event?: string): Message {
  play = plainData(play, 'play');
  checkPlay(play);
  if (event !== undefined) checkChoice(event, GREEK_MOVE_EVENTS, 'the movement event');
  switch (play.kind) {
    case 'card':
      return message('persia.greek.play.card', {}, '000 §6.2');
    case 'land':
      return message('persia.greek.play.land', { from: play.from, to: play.to, armies: play.armies, path: play.path.join(' → '), event: event ?? null }, '000 §6.4');
    case 'naval':
      return message('persia.greek.play.naval', { from: play.from, to: play.to, fleets: play.fleets, armies: play.armies }, '000 §6.5');
    case 'triremes':
      return message('persia.greek.play.triremes', { moves: play.moves.map((m) => `${m.fleets} ${m.from} → ${m.to}`).join('; ') }, 'card 13 Triremes');
    case 'removePersian':
      return message('persia.greek.play.removePersian', { city: play.city, piece: play.piece }, '000 §6.2');
    case 'raise':
      return message('persia.greek.play.raise', { card: play.card, armies: play.armies, fleets: play.fleets }, '000 §6.2');
  }
}

/** A Greek play as `readGreekOperation` returns it, or a PersiaInputError. */
function checkPlay(play: unknown): asserts play is GreekPlay {
  readingInput('play', () => {
    const bad = (): never => {
      throw new PersiaInputError('000 §6', `not a Greek play: ${show(play)}`, 'persia.input.play', { got: show(play) });
    };
    if (typeof play !== 'object' || play === null) bad();
    const p = play as Record<string, unknown>;
    const city = (x: unknown) => (CITIES as readonly unknown[]).includes(x);
    const n = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 999;
    switch (p.kind) {
      case 'card':
        return;
      case 'land':
        if (!city(p.from) || !city(p.to) || !n(p.armies) || !Array.isArray(p.path) || !p.path.every(city)) bad();
        return;
      case 'naval':
        if (!city(p.from) || !city(p.to) || !n(p.fleets) || !n(p.armies)) bad();
        return;
      case 'triremes':
        if (!Array.isArray(p.moves) || p.moves.length > 2 || !p.moves.every((m: unknown) => typeof m === 'object' && m !== null && city((m as Move).from) && city((m as Move).to) && n((m as Move).fleets))) bad();
        return;
      case 'removePersian':
        if (!city(p.city) || (p.piece !== 'persianArmies' && p.piece !== 'persianFleets')) bad();
        return;
      case 'raise':
        if (!['melasZomos', 'supportFromSyracuse', 'minesOfLaurion'].includes(p.card as string) || !n(p.armies) || !n(p.fleets)) bad();
        return;
      default:
        bad();
    }
  });
}
