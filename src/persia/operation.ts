/**
 * One PERS.IA operation (004 §5): step 1 (no cards → pass), step 2 (defend an occupied Persian
 * major), step 3 (the die, with its "go to the next outcome" chain), step 4 (discard a card).
 * Pure: reads the board, returns the decision, the reasons (typed messages) and the changes for
 * the physical board. Battles are not fought here: a decision says where one follows (Persia
 * never retreats, 004 §3 C). Readings: R-PA-5 … R-PA-10, R-PA-12, R-PA-14 (docs/rulings.md).
 */
import type { Board, City } from '../earth-water/types.js';
import { MAP, MAJORS } from '../earth-water/map.js';
import { armies, controller, fleets } from '../earth-water/board.js';
import { landDestinations, type LandDestination } from '../earth-water/movement.js';
import { message, type Message, type MessageParam } from '../core/message.js';
import type { Die } from '../core/dice.js';
import type { BoardChange } from './changes.js';
import {
  DEFEND,
  DIE_ONE,
  MOVE_TARGET,
  NEXT_OUTCOME,
  OPERATION_STEPS,
  OUTCOME_ROWS,
  PRIORITY_LISTS,
  PLACEMENT,
  dieRow,
  listRow,
  type DieOneReading,
  type OutcomeId,
  type PlacementReading,
  type ReadingId,
  type RowRef,
} from './data.js';
import { rank, roadDistance, stacksByActivation } from './roads.js';
import {
  CARDS_IN_GAME,
  DIE_ONE_READINGS,
  PLACEMENT_READINGS,
  checkBoard,
  checkChoice,
  checkCount,
  checkDie,
  checkOptions,
} from './validate.js';

export type OperationAction = 'pass' | 'defend' | 'move' | 'destroyArmy' | 'destroyFleet' | 'placeFleetAndArmy';

export interface OperationDecision {
  action: OperationAction;
  /** defend / move: the activated city */
  from?: City;
  /** defend / move: destination; destroy* / place*: the city or port affected */
  to?: City;
  /** defend / move: armies moved */
  count?: number;
  /** defend / move: the road taken, `from` … `to` */
  path?: City[];
  /** Each step tested, in order, citing 004 §… */
  reasons: Message[];
  /** Rows of the data tables the decision went through and matched, for the player aid. */
  matched: RowRef[];
  /** Exactly what to change on the physical board. */
  changes: BoardChange[];
  /** Step 4: Persia discards a card (false only when it had none). */
  discard: boolean;
  /** Die 4: Greece must discard a card (if it has none, the army is destroyed anyway). */
  greekDiscard: boolean;
  /** Die 1 read as written (R-PA-8 'phase'): PERS.IA performs no more operations this campaign. */
  endsPhase: boolean;
  /** A battle follows here; Persia never retreats (004 §3 C). */
  battle?: { kind: 'land' | 'naval'; where: City };
  /** The readings of docs/rulings.md this decision relied on. */
  readings: ReadingId[];
}

type Tried = Omit<OperationDecision, 'reasons' | 'matched' | 'discard' | 'readings' | 'endsPhase'> & {
  matched: RowRef[];
};

/** Settings for readings where 004 allows more than one (see `PLACEMENT`, `DIE_ONE` in data.ts). */
export interface OperationOptions {
  /** Where die 6 may place its fleet and army (R-PA-9); default 'free'. */
  placement?: PlacementReading;
  /** What die 1 ends (R-PA-8); default 'phase'. */
  dieOne?: DieOneReading;
}

interface Ctx {
  reasons: Message[];
  matched: RowRef[];
  readings: Set<ReadingId>;
  placement: PlacementReading;
}

function say(ctx: Ctx, id: string, params: Record<string, MessageParam>, rule: string, reading?: ReadingId): void {
  if (reading !== undefined) {
    ctx.readings.add(reading);
    params = { ...params, reading };
  }
  ctx.reasons.push(message(id, params, rule));
}

const ACTIVATION = PRIORITY_LISTS.activation;

// ---------------------------------------------------------------------------------------------
// Step 2 — defence
// ---------------------------------------------------------------------------------------------

function tryDefend(board: Board, ctx: Ctx): Tried | null {
  const section = DEFEND.section;
  const occupied = MAJORS.persia
    .filter((c) => armies(board, c, 'greece') > 0)
    .sort((a, b) => rank(ACTIVATION.cities, a) - rank(ACTIVATION.cities, b));
  if (occupied.length === 0) {
    say(ctx, 'persia.op.defend.none', {}, section);
    return null;
  }
  ctx.matched.push({ table: 'operationSteps', row: 'step-2' });
  say(ctx, 'persia.op.defend.occupied', { cities: occupied.join(', ') }, section, occupied.length > 1 ? 'R-PA-12' : undefined);
  const stacks = stacksByActivation(board);
  for (const target of occupied) {
    const able = stacks
      .map((s) => ({ ...s, dest: landDestinations(board, 'persia', s.city).find((d) => d.to === target) }))
      .filter((s): s is { city: City; n: number; dest: LandDestination } => s.dest !== undefined);
    if (able.length === 0) {
      say(ctx, 'persia.op.defend.cannotReach', { target }, section);
      continue;
    }
    const pick = able[0]!;
    const count = Math.ceil((pick.n * DEFEND.fraction.num) / DEFEND.fraction.den);
    const biggest = stacks[0]!;
    if (biggest.city !== pick.city) say(ctx, 'persia.op.notBiggest', { biggest: biggest.city, n: biggest.n, target }, section, 'R-PA-5');
    say(
      ctx,
      'persia.op.defend.activate',
      { city: pick.city, n: pick.n, tie: able.filter((s) => s.n === pick.n).length > 1, count, target, path: pick.dest.path.join(' → ') },
      section,
      'R-PA-6',
    );
    say(ctx, 'persia.op.battleFollows', { kind: 'land', where: target }, '004 §3 C');
    return {
      action: 'defend',
      from: pick.city,
      to: target,
      count,
      path: pick.dest.path,
      changes: [
        { city: pick.city, kind: 'persianArmies', delta: -count },
        { city: target, kind: 'persianArmies', delta: count },
      ],
      greekDiscard: false,
      battle: { kind: 'land', where: target },
      matched: [{ table: 'priority', row: listRow('activation', pick.city) }],
    };
  }
  say(ctx, 'persia.op.defend.fallback', {}, section);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Step 3 outcomes
// ---------------------------------------------------------------------------------------------

const hasNoArmy = (board: Board, c: City): boolean => armies(board, c, 'greece') === 0 && armies(board, c, 'persia') === 0;

/** Choose among the targets (004 §5.3, R-PA-7): fewest steps, nearest Sparta, Thebai before Delphi, activation order. */
function bestTarget(board: Board, dests: LandDestination[]): LandDestination {
  const [a, b] = MOVE_TARGET.rather;
  const key = (d: LandDestination) => [
    d.path.length,
    roadDistance(board, d.to, MOVE_TARGET.towards),
    d.to === a ? 0 : d.to === b ? 1 : 0.5,
    rank(ACTIVATION.cities, d.to),
  ];
  return [...dests].sort((x, y) => {
    const kx = key(x);
    const ky = key(y);
    for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return kx[i]! - ky[i]!;
    return 0;
  })[0]!;
}

/** Why equally near targets went the way they did, for the reason. */
function tieBreak(board: Board, pool: LandDestination[], target: LandDestination): Record<string, MessageParam> {
  const nearest = pool.filter((d) => d.path.length === target.path.length).map((d) => d.to);
  if (nearest.length < 2) return {};
  const toSparta = (c: City) => roadDistance(board, c, MOVE_TARGET.towards);
  const closest = nearest.filter((c) => toSparta(c) === toSparta(target.to));
  const [a, b] = MOVE_TARGET.rather;
  const why = closest.length === 1 ? 'sparta' : closest.length === 2 && closest.includes(a) && closest.includes(b) ? 'rather' : 'order';
  return { tied: nearest.join(', '), why };
}

function tryMove(board: Board, ctx: Ctx): Tried | null {
  const section = MOVE_TARGET.section;
  const stacks = stacksByActivation(board);
  const goal = MOVE_TARGET.towards;
  for (const s of stacks) {
    const half = Math.floor((s.n * MOVE_TARGET.fraction.num) / MOVE_TARGET.fraction.den);
    const keep = MOVE_TARGET.keepInMajors[s.city] ?? 0;
    const count = Math.min(half, s.n - keep);
    if (count < 1) {
      say(ctx, 'persia.op.move.skip', { city: s.city, n: s.n, half, keep, why: 'tooFew' }, section);
      continue;
    }
    // "they always move towards Sparta" (R-PA-7): only a city nearer Sparta by road than this one.
    const here = roadDistance(board, s.city, goal);
    const dests = landDestinations(board, 'persia', s.city);
    const towards = dests.filter((d) => roadDistance(board, d.to, goal) < here);
    const empty = towards.filter((d) => hasNoArmy(board, d.to));
    const greek = towards.filter((d) => armies(board, d.to, 'greece') > 0);
    const pool = empty.length > 0 ? empty : greek;
    if (pool.length === 0) {
      const away = dests.some((d) => hasNoArmy(board, d.to) || armies(board, d.to, 'greece') > 0);
      say(ctx, 'persia.op.move.skip', { city: s.city, n: s.n, half, keep, why: away ? 'notTowardsSparta' : 'noTarget' }, section, away ? 'R-PA-7' : undefined);
      continue;
    }
    const first = stacks[0]!;
    if (first.city !== s.city) say(ctx, 'persia.op.move.notFirst', { city: s.city, first: first.city }, section, 'R-PA-5');
    say(ctx, 'persia.op.move.activate', { city: s.city, n: s.n, tie: stacks.filter((o) => o.n === s.n).length > 1, count, keep }, section);
    const target = bestTarget(board, pool);
    const row = empty.length > 0 ? OUTCOME_ROWS.moveEmpty.id : OUTCOME_ROWS.moveGreek.id;
    say(
      ctx,
      'persia.op.move.target',
      {
        to: target.to,
        empty: empty.length > 0,
        steps: target.path.length - 1,
        path: target.path.join(' → '),
        fromSparta: here,
        toSparta: roadDistance(board, target.to, goal),
        ...tieBreak(board, pool, target),
      },
      section,
      'R-PA-7',
    );
    const battle = armies(board, target.to, 'greece') > 0;
    if (battle) say(ctx, 'persia.op.battleFollows', { kind: 'land', where: target.to }, '004 §3 C');
    return {
      action: 'move',
      from: s.city,
      to: target.to,
      count,
      path: target.path,
      changes: [
        { city: s.city, kind: 'persianArmies', delta: -count },
        { city: target.to, kind: 'persianArmies', delta: count },
      ],
      greekDiscard: false,
      ...(battle ? { battle: { kind: 'land' as const, where: target.to } } : {}),
      matched: [
        { table: 'operationDie', row },
        { table: 'priority', row: listRow('activation', s.city) },
      ],
    };
  }
  say(ctx, 'persia.op.move.none', { armies: stacks.length > 0 }, section);
  return null;
}

function tryDestroyArmy(board: Board, ctx: Ctx): Tried | null {
  const list = PRIORITY_LISTS.destroyArmy;
  const isolated = list.cities.find((c) => armies(board, c, 'greece') === 1);
  const any = list.cities.find((c) => armies(board, c, 'greece') > 0);
  const city = isolated ?? any;
  if (!city) {
    say(ctx, 'persia.op.destroyArmy.none', {}, list.section);
    return null;
  }
  if (isolated) say(ctx, 'persia.op.destroyArmy.isolated', { city, list: list.id }, list.section, 'R-PA-14');
  else say(ctx, 'persia.op.destroyArmy.first', { city, list: list.id }, list.section);
  say(ctx, 'persia.op.destroyArmy.discard', {}, list.section);
  return {
    action: 'destroyArmy',
    to: city,
    changes: [{ city, kind: 'greekArmies', delta: -1 }],
    greekDiscard: true,
    matched: [
      { table: 'operationDie', row: isolated ? OUTCOME_ROWS.destroyIsolated.id : OUTCOME_ROWS.destroyFirstGreek.id },
      { table: 'priority', row: listRow(list.id, city) },
    ],
  };
}

function tryDestroyFleet(board: Board, ctx: Ctx): Tried | null {
  const list = PRIORITY_LISTS.destroyFleet;
  const city = list.cities.find((c) => fleets(board, c, 'greece') > 0);
  if (!city) {
    say(ctx, 'persia.op.destroyFleet.none', {}, list.section);
    return null;
  }
  const left = fleets(board, city, 'greece') - 1;
  say(ctx, 'persia.op.destroyFleet', { city, list: list.id }, list.section);
  if (left > 0) say(ctx, 'persia.op.destroyFleet.battle', { city, left }, list.section);
  return {
    action: 'destroyFleet',
    to: city,
    changes: [
      { city, kind: 'greekFleets', delta: -1 },
      { city, kind: 'persianFleets', delta: 1 },
    ],
    greekDiscard: false,
    ...(left > 0 ? { battle: { kind: 'naval' as const, where: city } } : {}),
    matched: [
      { table: 'operationDie', row: OUTCOME_ROWS.destroyFleet.id },
      { table: 'priority', row: listRow(list.id, city) },
    ],
  };
}

function tryPlace(board: Board, ctx: Ctx): Tried | null {
  const list = PRIORITY_LISTS.placeFleetAndArmy;
  const mode = ctx.placement;
  const free = (c: City) =>
    armies(board, c, 'greece') === 0 && fleets(board, c, 'greece') === 0 && (mode === 'free' || controller(board, c) === 'persia');
  const city = list.cities.find(free);
  if (city) {
    say(ctx, 'persia.op.place', { city, list: list.id, placement: mode }, list.section, 'R-PA-9');
    return {
      action: 'placeFleetAndArmy',
      to: city,
      changes: [
        { city, kind: 'persianFleets', delta: 1 },
        { city, kind: 'persianArmies', delta: 1 },
      ],
      greekDiscard: false,
      matched: [
        { table: 'operationDie', row: OUTCOME_ROWS.placeList.id },
        { table: 'priority', row: listRow(list.id, city) },
      ],
    };
  }
  say(ctx, 'persia.op.place.noList', { list: list.id, placement: mode }, list.section, 'R-PA-9');
  const fleetCity = list.cities.find((c) => MAP[c].major === null && fleets(board, c, 'persia') > 0 && hasNoArmy(board, c));
  if (fleetCity) {
    say(ctx, 'persia.op.place.atFleet', { city: fleetCity }, list.section);
    return {
      action: 'placeFleetAndArmy',
      to: fleetCity,
      changes: [{ city: fleetCity, kind: 'persianArmies', delta: 1 }],
      greekDiscard: false,
      matched: [
        { table: 'operationDie', row: OUTCOME_ROWS.placeArmyAtFleet.id },
        { table: 'priority', row: listRow(list.id, fleetCity) },
      ],
    };
  }
  say(ctx, 'persia.op.place.noFleet', {}, list.section);
  return null;
}

function tryOutcome(board: Board, outcome: Exclude<OutcomeId, 'pass'>, ctx: Ctx): Tried | null {
  switch (outcome) {
    case 'move':
      return tryMove(board, ctx);
    case 'destroyArmy':
      return tryDestroyArmy(board, ctx);
    case 'destroyFleet':
      return tryDestroyFleet(board, ctx);
    case 'placeFleetAndArmy':
      return tryPlace(board, ctx);
  }
}

function readOptions(opts: unknown): Required<OperationOptions> {
  const o = checkOptions(opts, 'operation options');
  return {
    placement: checkChoice(o.placement, PLACEMENT_READINGS, 'the die-6 placement (R-PA-9)') ?? PLACEMENT.default,
    dieOne: checkChoice(o.dieOne, DIE_ONE_READINGS, 'the die-1 reading (R-PA-8)') ?? DIE_ONE.default,
  };
}

const newCtx = (placement: PlacementReading): Ctx => ({ reasons: [], matched: [], readings: new Set(), placement });

/**
 * Which step of 004 §5 this operation is decided by: 1 (no cards: pass), 2 (defence of an
 * occupied Persian major) or 3 (the die). Only step 3 needs a die (R-PS-1).
 */
export function persiaOperationStep(board: Board, persianCards: number): 1 | 2 | 3 {
  checkBoard(board, { use: 'operation' });
  checkCount(persianCards, 0, CARDS_IN_GAME, '004 §5.1', 'cards in the Persian hand');
  if (persianCards === 0) return 1;
  return tryDefend(board, newCtx(PLACEMENT.default)) === null ? 3 : 2;
}

/** Whether this operation reaches step 3 and so needs the die (004 §5). */
export function persiaNeedsDie(board: Board, persianCards: number): boolean {
  return persiaOperationStep(board, persianCards) === 3;
}

/**
 * The Persian operation for `board`, a die face (used only if step 3 is reached) and the number
 * of cards in the Persian hand (004 §5). Pure: `board` is not modified.
 */
export function persiaOperation(board: Board, die: Die, persianCards: number, opts: OperationOptions = {}): OperationDecision {
  checkBoard(board, { use: 'operation' });
  checkDie(die);
  checkCount(persianCards, 0, CARDS_IN_GAME, '004 §5.1', 'cards in the Persian hand');
  const options = readOptions(opts);
  const ctx = newCtx(options.placement);
  const finish = (d: Tried | Omit<Tried, 'matched'>, discard: boolean, endsPhase = false): OperationDecision => {
    const step4 = OPERATION_STEPS[3]!;
    say(ctx, discard ? 'persia.op.discard' : 'persia.op.noDiscard', {}, step4.section);
    const extra = 'matched' in d ? d.matched : [];
    ctx.matched.push(...extra, { table: 'operationSteps', row: step4.id });
    return { ...d, reasons: ctx.reasons, matched: ctx.matched, discard, endsPhase, readings: [...ctx.readings].sort() };
  };

  // Step 1
  if (persianCards === 0) {
    say(ctx, 'persia.op.noCards', {}, '004 §5.1');
    ctx.matched.push({ table: 'operationSteps', row: 'step-1' });
    return finish({ action: 'pass', changes: [], greekDiscard: false }, false);
  }
  say(ctx, 'persia.op.hasCards', { cards: persianCards }, '004 §5.1');

  // Step 2
  const defended = tryDefend(board, ctx);
  if (defended) return finish(defended, true);

  // Step 3
  const row = dieRow(die);
  ctx.matched.push({ table: 'operationSteps', row: 'step-3' }, { table: 'operationDie', row: row.id });
  say(ctx, 'persia.op.die', { die, outcome: row.outcome }, row.section);
  if (row.outcome === 'pass') {
    say(ctx, options.dieOne === 'phase' ? 'persia.op.die1.phase' : 'persia.op.die1.operation', {}, row.section, 'R-PA-8');
    return finish({ action: 'pass', changes: [], greekDiscard: false }, true, options.dieOne === 'phase');
  }
  const tried = new Set<OutcomeId>();
  for (let o: Exclude<OutcomeId, 'pass'> = row.outcome; !tried.has(o); o = NEXT_OUTCOME[o]) {
    tried.add(o);
    const got = tryOutcome(board, o, ctx);
    if (got) return finish(got, true);
    say(ctx, 'persia.op.next', { from: o, to: NEXT_OUTCOME[o] }, row.section, 'R-PA-10');
  }
  // Unreachable on a board checkBoard accepted: with a Greek army on the map "destroy an army" is
  // possible; with none but a Greek fleet, "destroy a fleet"; with neither, Abydos or Ephesos is
  // a Persian city free of Greek forces and "place" is possible (R-PA-10).
  throw new Error('unreachable: no outcome of the die table is possible on this board');
}
