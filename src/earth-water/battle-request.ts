/**
 * How a battle comes to be fought, as a plain request (000 §6.4, §6.5, §7): who attacks, where,
 * from which city and how (road or sea, R-BT-1, R-BT-2), with how many units, what the fleets
 * carried (R-BR-2), and which cards may be played in it. Every screen that opens a battle — the
 * Earth & Water table after a move, its battle tab on a city of the mirror, PERS.IA's solo game,
 * the what-if calculator — builds a `BattleRequest` here and hands it to `openBattle`; the battle
 * roller only draws it.
 *
 *   battleFromMove(before, move) → the battle a move causes (or null): nothing to retype
 *   battleAt(board, where, opts) → what is known and what must be asked for a battle in a city
 *   whatIfRequest(spec)          → a battle set up by hand: a calculator, never applied to a board
 *   openBattle(board, request)   → the engine's BattleState (startBattle on the board built here)
 */
import { plainData, readingInput } from '../core/errors.js';
import { shown } from '../core/shown.js';
import { type Board, type City, type Side, other } from './types.js';
import { MAP, PORTS, neighbours } from './map.js';
import { armiesOf as armies, fleetsOf as fleets, setCount as withCount } from './board-core.js';
import type { Message } from '../core/message.js';
import { InputError, RuleError } from './errors.js';
import { checkBoard, checkBoolean, checkCity, checkObject, checkSide, checkWhole, isPlainObject } from './check.js';
import { applyLandMove, applyNavalMove, landDestinations, MAX_TRANSPORTED_ARMIES } from './movement.js';
import { BATTLE_EVENTS, type LightningEvent, type MoveEvent } from './battle-dice.js';
import type { BattleSetup, BattleState } from './battle-types.js';
import { startBattle } from './battle.js';

/** A movement (000 §6.3): by land along roads (§6.4), or by sea from port to port carrying armies (§6.5). */
export type Move =
  | { by: 'land'; side: Side; from: City; to: City; count: number; event?: MoveEvent }
  | { by: 'sea'; side: Side; from: City; to: City; fleets: number; armies: number };

/** What a battle set up by hand holds in its city (the what-if calculator, issue 15 item 3). */
export interface WhatIf {
  /** Attacking units: armies (land) or fleets (naval). */
  attacking: number;
  /** Defending units: armies (land) or fleets (naval). */
  defending: number;
  /** Naval: the defender's armies in the city (a land battle may follow). Land: its fleets in port. */
  defendingOther: number;
  /** The pontoon bridge stands (the Abydos–Pella road, 000 §5.1). */
  bridge: boolean;
}

export interface BattleRequest {
  kind: 'land' | 'naval';
  where: City;
  attacker: Side;
  /** The city the attacker retreats to (R-BT-1, R-BT-2); null = placed from the reserve (R-BT-19). */
  from: City | null;
  /** How the attacking armies came: a naval battle is always by sea. */
  by: 'road' | 'sea';
  /** Attacking units engaged (default: all of the attacker's in `where`). */
  units?: number;
  /** Naval: armies carried by the attacking fleets (000 §6.5). */
  carried?: number;
  /** Land by sea: the fleets that carried the armies (they go back with them, R-BT-2). */
  fleets?: number;
  /** The card event the movement was made with. */
  event?: MoveEvent;
  /** PERS.IA: the Persians never retreat (004 §3 C). */
  persiaNeverRetreats?: boolean;
  /** Lightning events each side may play in this battle (default: every one of its side). */
  events?: Partial<Record<Side, LightningEvent[]>>;
  /** Most lightning cards each side can play (the cards in its hand); default no limit. */
  cards?: Partial<Record<Side, number>>;
  /** Xerxes is dead: The Immortals can no longer be played (000 §5.3). */
  xerxesDead?: boolean;
  /** Set up by hand: a calculator whose forces replace the board's in `where`; never applied to a board. */
  whatIf?: WhatIf;
}

const LIGHTNING = (Object.keys(BATTLE_EVENTS) as (keyof typeof BATTLE_EVENTS)[]).filter(
  (e) => BATTLE_EVENTS[e].timing === 'lightning',
) as LightningEvent[];

/** Every lightning event of `side` (its cards that can be played during a battle, 000 §6.1). */
export function lightningEvents(side: Side): LightningEvent[] {
  return LIGHTNING.filter((e) => BATTLE_EVENTS[e].side === side);
}

/** Throws an `InputError` unless `x` is a well-formed move. */
export function checkMove(x: unknown): asserts x is Move {
  readingInput('move', () => {
    checkObject(x, 'move');
    checkSide(x.side, 'move.side');
    checkCity(x.from, 'move.from');
    checkCity(x.to, 'move.to');
    if (x.by === 'land') {
      checkWhole(x.count, 'move.count', 1, 99);
      if (x.event !== undefined && !(typeof x.event === 'string' && BATTLE_EVENTS[x.event as MoveEvent]?.timing === 'move')) {
        throw new InputError('move.event', `${shown(x.event)} is not a movement event`);
      }
    } else if (x.by === 'sea') {
      checkWhole(x.fleets, 'move.fleets', 1, 99);
      checkWhole(x.armies, 'move.armies', 0, 99);
    } else throw new InputError('move.by', `${shown(x.by)} is neither 'land' nor 'sea'`);
  });
}

/** The board after `move` (000 §6.4, §6.5); throws a `RuleError` naming the rule when it is illegal. */
export function applyMove(board: Board, move: Move): Board {
  checkBoard(board);
  checkMove(move);
  return move.by === 'land'
    ? applyLandMove(board, move.side, move.from, move.to, move.count)
    : applyNavalMove(board, move.side, move.from, move.to, move.fleets, move.armies);
}

/**
 * Why `move` cannot be made on `board` (000 §6.4, §6.5) — the message of the rule it breaks, for a
 * player who asks why a city is not offered — or null when it can.
 */
export function whyNotMove(board: Board, move: Move): Message | null {
  try {
    applyMove(board, move);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e.toMessage();
    throw e;
  }
}

/** Extra facts a battle request carries that no move says: who may play which cards. */
export interface RequestExtras {
  persiaNeverRetreats?: boolean;
  events?: Partial<Record<Side, LightningEvent[]>>;
  cards?: Partial<Record<Side, number>>;
  xerxesDead?: boolean;
}

/** PERS.IA's battles (a battle set up on a city of its board): the Persians never retreat and play no card, Greece any of its own (004 §3 C, E). */
export function persiaIaExtras(): RequestExtras {
  return { persiaNeverRetreats: true, events: { persia: [], greece: lightningEvents('greece') } };
}

function withExtras(r: BattleRequest, x: RequestExtras): BattleRequest {
  const out: BattleRequest = { ...r };
  if (x.persiaNeverRetreats) out.persiaNeverRetreats = true;
  if (x.events) out.events = { ...x.events };
  if (x.cards) out.cards = { ...x.cards };
  if (x.xerxesDead) out.xerxesDead = true;
  return out;
}

/**
 * The battle `move` causes, set up from the move itself (issue 15 item 8: nothing retyped), or null
 * when it causes none. `before` is the board the move starts from. A land move into enemy armies:
 * a land battle by road from the last city of its path (R-BT-1), with every attacking army there.
 * A naval move into enemy fleets: a naval battle from the port of embarkation, the armies carried
 * aboard (000 §6.5). A naval move carrying armies into a city with enemy armies and no enemy fleet:
 * a land battle by sea, the fleets going back with the armies on a retreat (R-BT-2). Fleets never
 * fight armies (000 §6.5).
 */
export function battleFromMove(before: Board, move: Move, extras: RequestExtras = {}): BattleRequest | null {
  const after = applyMove(before, move);
  if (!isPlainObject(extras)) throw new InputError('extras', 'not an object');
  const enemy = other(move.side);
  if (move.by === 'land') {
    if (armies(before, move.to, enemy) === 0) return null;
    const path = landDestinations(before, move.side, move.from).find((d) => d.to === move.to)!.path;
    const r: BattleRequest = { kind: 'land', where: move.to, attacker: move.side, from: path[path.length - 2]!, by: 'road', units: armies(after, move.to, move.side) };
    if (move.event) r.event = move.event;
    return withExtras(r, extras);
  }
  if (fleets(before, move.to, enemy) > 0) {
    return withExtras({ kind: 'naval', where: move.to, attacker: move.side, from: move.from, by: 'sea', units: fleets(after, move.to, move.side), carried: move.armies }, extras);
  }
  if (move.armies > 0 && armies(before, move.to, enemy) > 0) {
    return withExtras({ kind: 'land', where: move.to, attacker: move.side, from: move.from, by: 'sea', units: move.armies, fleets: move.fleets }, extras);
  }
  return null;
}

/** The battles waiting in `where` on the mirror: a naval one first (its landing may start the land one). */
export function pendingBattleKinds(board: Board, where: City): ('land' | 'naval')[] {
  checkBoard(board);
  checkCity(where, 'where');
  const out: ('land' | 'naval')[] = [];
  if (fleets(board, where, 'greece') > 0 && fleets(board, where, 'persia') > 0) out.push('naval');
  if (armies(board, where, 'greece') > 0 && armies(board, where, 'persia') > 0) out.push('land');
  return out;
}

/** Where an attacker in `where` can have come from: road neighbours (by road), other ports (by sea). */
export function battleOrigins(board: Board, where: City, attacker: Side, kind: 'land' | 'naval'): { from: City; by: 'road' | 'sea' }[] {
  checkBoard(board);
  checkCity(where, 'where');
  checkSide(attacker, 'attacker');
  const out: { from: City; by: 'road' | 'sea' }[] = [];
  const ports = MAP[where].port ? PORTS.filter((c) => c !== where) : [];
  if (kind === 'naval') return ports.map((from) => ({ from, by: 'sea' as const }));
  for (const from of neighbours(where, board.bridge)) out.push({ from, by: 'road' });
  // By sea only when the attacker's fleets are in the port to have carried them (000 §6.5).
  if (fleets(board, where, attacker) > 0 && armies(board, where, attacker) <= MAX_TRANSPORTED_ARMIES) {
    for (const from of ports) if (!out.some((o) => o.from === from)) out.push({ from, by: 'sea' });
  }
  return out;
}

/**
 * Where the attacker of a battle set up by hand may have come from: a road neighbour of `where`
 * (the Abydos–Pella road with the bridge) for a land battle by road, another port for a move by sea.
 */
export function whatIfOrigins(kind: 'land' | 'naval', where: City, by: 'road' | 'sea', bridge: boolean): City[] {
  checkCity(where, 'where');
  if (kind === 'land' && by === 'road') return neighbours(where, bridge === true);
  return MAP[where].port ? PORTS.filter((c) => c !== where) : [];
}

/** Options for a battle opened on a city of the mirror: what the host already knows. */
export interface BattleAtOptions extends RequestExtras {
  kind?: 'land' | 'naval';
  attacker?: Side;
  /** The city the attacker came from; null = placed from the reserve (R-BT-19). Omitted: ask. */
  from?: City | null;
  by?: 'road' | 'sea';
  /** Naval: armies carried (default all the attacker's fleets can carry, R-BR-2). */
  carried?: number;
}

export interface BattleAt {
  /** The battle kinds waiting here (the one chosen first). */
  kinds: ('land' | 'naval')[];
  kind: 'land' | 'naval';
  attacker: Side;
  /** Where the attacker may have come from (and how). */
  origins: { from: City; by: 'road' | 'sea' }[];
  /** Naval: most armies the attacking fleets carry here (000 §6.5). */
  maxCarried: number;
  carried: number;
  /** The full request, once the origin is known; null while it must still be asked. */
  request: BattleRequest | null;
}

/**
 * A battle in `where` on the mirror (a pending battle not started from a move): the kind (naval
 * first when both are waiting, 000 §6.5), the attacker (given, or the enemy of the city's owner as
 * a first guess), the origins to ask among, and — once the origin is given — the request.
 */
export function battleAt(board: Board, where: City, opts: BattleAtOptions = {}): BattleAt {
  opts = plainData(opts, 'options');
  checkBoard(board);
  checkCity(where, 'where');
  if (!isPlainObject(opts)) throw new InputError('options', 'not an object');
  if (opts.kind !== undefined && opts.kind !== 'land' && opts.kind !== 'naval') throw new InputError('options.kind', 'neither land nor naval');
  if (opts.by !== undefined && opts.by !== 'road' && opts.by !== 'sea') throw new InputError('options.by', 'neither road nor sea');
  if (opts.attacker !== undefined) checkSide(opts.attacker, 'attacker');
  if (opts.from !== undefined && opts.from !== null) checkCity(opts.from, 'from');
  if (opts.carried !== undefined) checkWhole(opts.carried, 'carried', 0, MAX_TRANSPORTED_ARMIES);
  const kinds = pendingBattleKinds(board, where);
  const kind = opts.kind && (kinds.includes(opts.kind) || kinds.length === 0) ? opts.kind : (kinds[0] ?? 'land');
  const major = MAP[where].major;
  const attacker = opts.attacker ?? (major ? other(major) : 'persia');
  const origins = battleOrigins(board, where, attacker, kind);
  const maxCarried = kind === 'naval' ? Math.min(armies(board, where, attacker), fleets(board, where, attacker), MAX_TRANSPORTED_ARMIES) : 0;
  const carried = Math.min(opts.carried ?? maxCarried, maxCarried);
  let request: BattleRequest | null = null;
  if (opts.from !== undefined) {
    const known = opts.from === null ? null : origins.find((o) => o.from === opts.from && (opts.by === undefined || o.by === opts.by));
    const by = kind === 'naval' ? 'sea' : (known?.by ?? opts.by ?? 'road');
    request = withExtras({ kind, where, attacker, from: opts.from, by }, opts);
    if (kind === 'naval') request.carried = carried;
  }
  return { kinds, kind, attacker, origins, maxCarried, carried, request };
}

/**
 * A battle set up by hand (the calculator): checked, with no board of its own yet. A naval battle is
 * fought by fleets that sailed (by sea, 000 §6.5) and may carry armies; a land battle by sea has the
 * fleets that carried the armies, one by road none.
 */
export function whatIfRequest(spec: Omit<BattleRequest, 'whatIf'> & { whatIf: WhatIf }): BattleRequest {
  checkRequest(spec);
  const out: BattleRequest = { ...spec, whatIf: { ...spec.whatIf } };
  if (out.kind === 'naval') {
    out.by = 'sea';
    delete out.fleets;
  } else {
    delete out.carried;
    if (out.by === 'road') delete out.fleets; // armies by road came without fleets
  }
  return out;
}

/** Throws an `InputError` unless `x` is a well-formed request (the rules are checked by `openBattle`). */
export function checkRequest(x: unknown): asserts x is BattleRequest {
  readingInput('request', () => {
    checkObject(x, 'request');
    if (x.kind !== 'land' && x.kind !== 'naval') throw new InputError('request.kind', `${shown(x.kind)} is neither 'land' nor 'naval'`);
    checkCity(x.where, 'request.where');
    checkSide(x.attacker, 'request.attacker');
    if (x.from !== null) checkCity(x.from, 'request.from');
    if (x.by !== 'road' && x.by !== 'sea') throw new InputError('request.by', `${shown(x.by)} is neither 'road' nor 'sea'`);
    for (const k of ['units', 'carried', 'fleets'] as const) if (x[k] !== undefined) checkWhole(x[k], `request.${k}`, 0, 99);
    if (x.whatIf !== undefined) {
      checkObject(x.whatIf, 'request.whatIf');
      checkWhole(x.whatIf.attacking, 'request.whatIf.attacking', 0, 99);
      checkWhole(x.whatIf.defending, 'request.whatIf.defending', 0, 99);
      checkWhole(x.whatIf.defendingOther, 'request.whatIf.defendingOther', 0, 99);
      checkBoolean(x.whatIf.bridge, 'request.whatIf.bridge');
    }
  });
}

const EMPTY: Board = { forces: {}, bridge: false, campaign: 1, score: 0 };

/**
 * The board a request's battle is fought on: the mirror as it is, or — for a what-if battle — the
 * mirror (or an empty board) with the city's forces replaced by the ones set up by hand.
 */
export function requestBoard(board: Board | null, request: BattleRequest): Board {
  if (board !== null) checkBoard(board);
  checkRequest(request);
  const w = request.whatIf;
  if (!w) {
    if (board === null) throw new InputError('board', 'a battle on the table needs the board');
    return board;
  }
  const A = request.attacker;
  const D = other(A);
  const armyOf = (s: Side) => (s === 'greece' ? 'greekArmies' : 'persianArmies');
  const fleetOf = (s: Side) => (s === 'greece' ? 'greekFleets' : 'persianFleets');
  const base = board ?? EMPTY;
  const forces = { ...base.forces };
  delete forces[request.where];
  let b: Board = { ...base, bridge: w.bridge, forces };
  const set = (k: Parameters<typeof withCount>[2], n: number) => (b = withCount(b, request.where, k, n));
  if (request.kind === 'land') {
    set(armyOf(A), w.attacking);
    set(armyOf(D), w.defending);
    if (MAP[request.where].port) set(fleetOf(D), w.defendingOther);
    if (request.by === 'sea' && MAP[request.where].port) set(fleetOf(A), request.fleets ?? 0);
  } else {
    if (!MAP[request.where].port) throw new RuleError('000 §6.5', `${request.where} has no port: no naval battle there`, { id: 'ew.battle.noPort', params: { city: request.where } });
    set(fleetOf(A), w.attacking);
    set(fleetOf(D), w.defending);
    set(armyOf(A), request.carried ?? 0);
    set(armyOf(D), w.defendingOther);
  }
  return b;
}

/** The engine's setup for `request` on `board` (see `requestBoard`). */
export function battleSetupFor(board: Board | null, request: BattleRequest): BattleSetup {
  const b = requestBoard(board, request);
  const setup: BattleSetup = { board: b, kind: request.kind, where: request.where, attacker: request.attacker, from: request.from };
  if (request.kind === 'land') setup.by = request.by;
  if (request.units !== undefined) setup.units = request.units;
  if (request.kind === 'naval') setup.carried = request.carried ?? 0;
  else if (request.by === 'sea' && request.fleets !== undefined) setup.fleets = request.fleets;
  if (request.event) setup.event = request.event;
  setup.hand = {
    greece: request.events?.greece ?? lightningEvents('greece'),
    persia: request.events?.persia ?? lightningEvents('persia'),
  };
  if (request.cards) setup.cards = { ...request.cards };
  if (request.xerxesDead) setup.xerxesDead = true;
  if (request.persiaNeverRetreats) setup.persiaNeverRetreats = true;
  return setup;
}

/** Start the battle `request` describes on `board` (null: a what-if battle on an empty map). */
export function openBattle(board: Board | null, request: BattleRequest): BattleState {
  return startBattle(battleSetupFor(board, request));
}
