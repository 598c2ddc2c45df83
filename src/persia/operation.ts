/**
 * One PERS.IA operation (004 §5): step 1 (no cards → pass), step 2 (defend an occupied Persian
 * major), step 3 (the die, with its "go to the next outcome" chain), step 4 (discard a card).
 * Pure: reads the board, returns the decision, the reasons and the changes for the physical board.
 * Battles are not fought here: a decision says where one follows (Persia never retreats, 004 §3 C).
 */
import { CITIES, type Board, type City } from '../earth-water/types.js';
import { MAP, MAJORS, neighbours } from '../earth-water/map.js';
import { armies, controller, fleets } from '../earth-water/board.js';
import { landDestinations, type LandDestination } from '../earth-water/movement.js';
import { isDie, type Die } from '../core/dice.js';
import type { BoardChange } from './changes.js';
import {
  DEFEND,
  MOVE_TARGET,
  NEXT_OUTCOME,
  OPERATION_STEPS,
  OUTCOME_ROWS,
  PRIORITY_LISTS,
  dieRow,
  listRow,
  readingText,
  PLACEMENT,
  type OutcomeId,
  type PlacementReading,
  type ReadingId,
  type RowRef,
} from './data.js';

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
  reasons: string[];
  /** Rows of the data tables the decision went through and matched, for the player aid. */
  matched: RowRef[];
  /** Exactly what to change on the physical board. */
  changes: BoardChange[];
  /** Step 4: Persia discards a card (false only when it had none). */
  discard: boolean;
  /** Die 4: Greece must discard a card (if it has none, the army is destroyed anyway). */
  greekDiscard: boolean;
  /** A battle follows here; Persia never retreats (004 §3 C). */
  battle?: { kind: 'land' | 'naval'; where: City };
  /** The readings of docs/rulings.md this decision relied on. */
  readings: ReadingId[];
}

type Tried = Omit<OperationDecision, 'reasons' | 'matched' | 'discard' | 'readings'> & {
  matched: RowRef[];
};

/** Settings for readings where 004 allows more than one (see `PLACEMENT` in data.ts). */
export interface OperationOptions {
  /** Where die 6 may place its fleet and army (R-PA-9); default 'free'. */
  placement?: PlacementReading;
}

export interface Ctx {
  reasons: string[];
  matched: RowRef[];
  readings: Set<ReadingId>;
  opts?: OperationOptions;
}

function reading(ctx: Ctx, id: ReadingId): string {
  ctx.readings.add(id);
  return readingText(id);
}

const ACTIVATION = PRIORITY_LISTS.activation;
const rank = (list: readonly City[], c: City): number => {
  const i = list.indexOf(c);
  return i < 0 ? list.length + CITIES.indexOf(c) : i;
};

/** Road steps from `city` to `goal` on the current map (the bridge road only if it stands). */
function roadDistance(board: Board, city: City, goal: City): number {
  const dist = new Map<City, number>([[city, 0]]);
  const queue: City[] = [city];
  while (queue.length > 0) {
    const here = queue.shift()!;
    if (here === goal) return dist.get(here)!;
    for (const n of neighbours(here, board.bridge)) {
      if (!dist.has(n)) {
        dist.set(n, dist.get(here)! + 1);
        queue.push(n);
      }
    }
  }
  return Number.POSITIVE_INFINITY;
}

/** Stacks in activation order, biggest first (004 §5.2, §5.3: most armies, ties by the order). */
function stacksByActivation(board: Board): { city: City; n: number }[] {
  return ACTIVATION.cities
    .map((city) => ({ city, n: armies(board, city, 'persia') }))
    .filter((s) => s.n > 0)
    .sort((a, b) => b.n - a.n || rank(ACTIVATION.cities, a.city) - rank(ACTIVATION.cities, b.city));
}

// ---------------------------------------------------------------------------------------------
// Step 2 — defence
// ---------------------------------------------------------------------------------------------

function tryDefend(board: Board, ctx: Ctx): Tried | null {
  const section = DEFEND.section;
  const occupied = MAJORS.persia
    .filter((c) => armies(board, c, 'greece') > 0)
    .sort((a, b) => rank(ACTIVATION.cities, a) - rank(ACTIVATION.cities, b));
  if (occupied.length === 0) {
    ctx.reasons.push(`${section}: no Greek army in Abydos or Ephesos — no defensive move.`);
    return null;
  }
  ctx.matched.push({ table: 'operationSteps', row: 'step-2' });
  ctx.reasons.push(`${section}: Greek armies occupy ${occupied.join(' and ')} — the Persians react defensively.`);
  if (occupied.length > 1) ctx.reasons.push(`${section}: ${reading(ctx, 'R-PA-12')}.`);
  const stacks = stacksByActivation(board);
  for (const target of occupied) {
    const able = stacks
      .map((s) => ({ ...s, dest: landDestinations(board, 'persia', s.city).find((d) => d.to === target) }))
      .filter((s): s is { city: City; n: number; dest: LandDestination } => s.dest !== undefined);
    if (able.length === 0) {
      ctx.reasons.push(`${section}: no Persian stack can reach ${target} by land.`);
      continue;
    }
    const pick = able[0]!;
    const count = Math.ceil((pick.n * DEFEND.fraction.num) / DEFEND.fraction.den);
    const biggest = stacks[0]!;
    const tie = able.filter((s) => s.n === pick.n).length > 1;
    ctx.reasons.push(
      `${section}: activate ${pick.city} (${pick.n} armies, the most` +
        (tie ? `; tie broken by the order ${ACTIVATION.cities.join(' > ')}` : '') +
        ')' +
        (biggest.city !== pick.city ? ` — ${reading(ctx, 'R-PA-5')}; ${biggest.city} cannot reach ${target}` : '') +
        `; move one third rounded up = ${count} to ${target} by ${pick.dest.path.join(' → ')}` +
        ` (${reading(ctx, 'R-PA-6')}).`,
    );
    ctx.reasons.push(`004 §3 C: a land battle follows in ${target}; Persia never retreats.`);
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
      matched: [
        { table: 'priority', row: listRow('activation', pick.city) },
      ],
    };
  }
  ctx.reasons.push(`${section}: the Persians cannot perform this action — they roll the die as in step 3.`);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Step 3 outcomes
// ---------------------------------------------------------------------------------------------

const hasNoArmy = (board: Board, c: City): boolean =>
  armies(board, c, 'greece') === 0 && armies(board, c, 'persia') === 0;

/** Choose among equally near targets (004 §5.3, R-PA-7). */
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

function tryMove(board: Board, ctx: Ctx): Tried | null {
  const section = MOVE_TARGET.section;
  const stacks = stacksByActivation(board);
  const notes: string[] = [];
  for (const s of stacks) {
    const half = Math.floor((s.n * MOVE_TARGET.fraction.num) / MOVE_TARGET.fraction.den);
    const keep = MOVE_TARGET.keepInMajors[s.city] ?? 0;
    const count = Math.min(half, s.n - keep);
    if (count < 1) {
      notes.push(
        `${s.city} (${s.n}): half rounded down is ${half}` + (keep > 0 ? `, and ${keep} must stay in ${s.city}` : '') + ' — cannot move',
      );
      continue;
    }
    const dests = landDestinations(board, 'persia', s.city);
    const empty = dests.filter((d) => hasNoArmy(board, d.to));
    const greek = dests.filter((d) => armies(board, d.to, 'greece') > 0);
    const pool = empty.length > 0 ? empty : greek;
    if (pool.length === 0) {
      notes.push(`${s.city} (${s.n}): no city with no army and no Greek-occupied city within reach`);
      continue;
    }
    const first = stacks[0]!;
    const tie = stacks.filter((o) => o.n === s.n).length > 1;
    if (notes.length > 0) ctx.reasons.push(`${section}: ${notes.join('; ')}.`);
    ctx.reasons.push(
      `${section}: activate ${s.city} (${s.n} armies, the most` +
        (tie ? `; tie order ${ACTIVATION.cities.join(' > ')}` : '') +
        ')' +
        (first.city !== s.city ? ` — ${reading(ctx, 'R-PA-5')}` : '') +
        `; half rounded down = ${count}` +
        (keep > 0 ? ` (at least ${keep} stay in ${s.city})` : '') +
        '.',
    );
    const target = bestTarget(board, pool);
    const row = empty.length > 0 ? OUTCOME_ROWS.moveEmpty.id : OUTCOME_ROWS.moveGreek.id;
    const nearest = pool.filter((d) => d.path.length === target.path.length).map((d) => d.to);
    let tieNote = '';
    if (nearest.length > 1) {
      const toSparta = (c: City) => roadDistance(board, c, MOVE_TARGET.towards);
      const best = toSparta(target.to);
      const closest = nearest.filter((c) => toSparta(c) === best);
      const [a, b] = MOVE_TARGET.rather;
      const why =
        closest.length === 1
          ? `nearest to ${MOVE_TARGET.towards}`
          : closest.length === 2 && closest.includes(a) && closest.includes(b)
            ? `${a} rather than ${b}`
            : `first of ${closest.join(', ')} in the activation order`;
      tieNote = `; equally near: ${nearest.map((c) => `${c} (${toSparta(c)} from ${MOVE_TARGET.towards})`).join(', ')} → ${target.to}, ${why}`;
    }
    ctx.reasons.push(
      (empty.length > 0
        ? `${section}: towards the nearest city with no army: ${target.to}`
        : `${section}: no city with no army within reach — towards the nearest Greek-occupied city: ${target.to}`) +
        ` (${target.path.length - 1} road step${target.path.length === 2 ? '' : 's'}, by ${target.path.join(' → ')}` +
        tieNote +
        `; ${reading(ctx, 'R-PA-7')}).`,
    );
    const battle = armies(board, target.to, 'greece') > 0;
    if (battle) ctx.reasons.push(`004 §3 C: a land battle follows in ${target.to}; Persia never retreats.`);
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
  ctx.reasons.push(
    `${section}: no movement is possible` + (notes.length > 0 ? ` (${notes.join('; ')})` : ' (no Persian army on the map)') + '.',
  );
  return null;
}

function tryDestroyArmy(board: Board, ctx: Ctx): Tried | null {
  const list = PRIORITY_LISTS.destroyArmy;
  const isolated = list.cities.find((c) => armies(board, c, 'greece') === 1);
  const any = list.cities.find((c) => armies(board, c, 'greece') > 0);
  const city = isolated ?? any;
  if (!city) {
    ctx.reasons.push(`${list.section}: no Greek army on the map — no army can be destroyed.`);
    return null;
  }
  ctx.reasons.push(
    isolated
      ? `${list.section}: the first isolated Greek army on ${list.cities.join(' > ')} is in ${city} (${reading(ctx, 'R-PA-14')}).`
      : `${list.section}: no Greek army is isolated — destroy one in the first Greek-occupied city on ${list.cities.join(' > ')}: ${city}.`,
  );
  ctx.reasons.push(`${list.section}: Greece discards a card; with no card left the army is destroyed anyway.`);
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
    ctx.reasons.push(`${list.section}: no Greek fleet on the map — no fleet can be destroyed.`);
    return null;
  }
  const left = fleets(board, city, 'greece') - 1;
  ctx.reasons.push(
    `${list.section}: destroy the Greek fleet in the first port on ${list.cities.join(' > ')} holding one: ${city}; a Persian fleet from the reserve takes its place.`,
  );
  if (left > 0) ctx.reasons.push(`${list.section}: ${left} Greek fleet${left === 1 ? '' : 's'} remain in ${city} — a naval battle follows at once; Persia never retreats (004 §3 C).`);
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
  const mode = ctx.opts?.placement ?? PLACEMENT.default;
  const free = (c: City) =>
    armies(board, c, 'greece') === 0 &&
    fleets(board, c, 'greece') === 0 &&
    (mode === 'free' || controller(board, c) === 'persia');
  const how = mode === 'free' ? 'free of Greek armies and fleets' : 'Persia controls, free of Greek armies and fleets';
  const city = list.cities.find(free);
  if (city) {
    ctx.reasons.push(
      `${list.section}: place one fleet and one army from the reserve in the first city ${how} on ${list.cities.join(' > ')}: ${city} (${reading(ctx, 'R-PA-9')}: ${PLACEMENT.options[mode]}).`,
    );
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
  ctx.reasons.push(
    `${list.section}: no city on ${list.cities.join(' > ')} is ${how} (${reading(ctx, 'R-PA-9')}: ${PLACEMENT.options[mode]}).`,
  );
  const fleetCity = list.cities.find(
    (c) => MAP[c].major === null && fleets(board, c, 'persia') > 0 && hasNoArmy(board, c),
  );
  if (fleetCity) {
    ctx.reasons.push(`${list.section}: a Persian fleet lies at ${fleetCity}, a minor city with no army — place one army there.`);
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
  ctx.reasons.push(`${list.section}: no Persian fleet in an unoccupied minor city either.`);
  return null;
}

const OUTCOME_NAMES: Readonly<Record<Exclude<OutcomeId, 'pass'>, string>> = {
  move: 'move armies',
  destroyArmy: 'destroy a Greek army',
  destroyFleet: 'destroy a Greek fleet',
  placeFleetAndArmy: 'place a fleet and an army',
};

/** Try one outcome of the die table on `board` (exported for the player aid and tests). */
export function tryOutcome(
  board: Board,
  outcome: Exclude<OutcomeId, 'pass'>,
  ctx: Ctx = { reasons: [], matched: [], readings: new Set() },
): Tried | null {
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

/**
 * Whether this operation reaches step 3 and so needs the die (004 §5): not when Persia has no
 * card (step 1) nor when it defends an occupied major (step 2). Ask for a physical die only then.
 */
export function persiaNeedsDie(board: Board, persianCards: number): boolean {
  if (persianCards === 0) return false;
  return tryDefend(board, { reasons: [], matched: [], readings: new Set() }) === null;
}

/**
 * The Persian operation for `board`, a die face (used only if step 3 is reached) and the number
 * of cards in the Persian hand (004 §5). Pure: `board` is not modified.
 */
export function persiaOperation(
  board: Board,
  die: Die,
  persianCards: number,
  opts: OperationOptions = {},
): OperationDecision {
  if (!isDie(die)) throw new RangeError(`die must be 1–6, got ${String(die)}`);
  if (!Number.isInteger(persianCards) || persianCards < 0) {
    throw new RangeError(`persianCards must be a whole number ≥ 0, got ${String(persianCards)}`);
  }
  const ctx: Ctx = { reasons: [], matched: [], readings: new Set(), opts };
  const finish = (d: Omit<OperationDecision, 'reasons' | 'matched' | 'readings' | 'discard'> & { matched?: RowRef[] }, discard: boolean): OperationDecision => {
    const step4 = OPERATION_STEPS[3]!;
    if (discard) ctx.reasons.push(`${step4.section}: Persia discards a card (no effect; you may look at it); your turn.`);
    else ctx.reasons.push(`${step4.section}: Persia has no card to discard; your turn.`);
    const { matched: extra, ...rest } = d;
    ctx.matched.push(...(extra ?? []), { table: 'operationSteps', row: step4.id });
    return {
      ...rest,
      reasons: ctx.reasons,
      matched: ctx.matched,
      discard,
      readings: [...ctx.readings].sort(),
    };
  };

  // Step 1
  if (persianCards === 0) {
    ctx.reasons.push('004 §5.1: Persia has no cards left — it passes and goes straight to step 4.');
    ctx.matched.push({ table: 'operationSteps', row: 'step-1' });
    return finish({ action: 'pass', changes: [], greekDiscard: false }, false);
  }
  ctx.reasons.push(`004 §5.1: Persia holds ${persianCards} card${persianCards === 1 ? '' : 's'} — it operates.`);

  // Step 2
  const defended = tryDefend(board, ctx);
  if (defended) return finish(defended, true);

  // Step 3
  const row = dieRow(die);
  ctx.matched.push({ table: 'operationSteps', row: 'step-3' }, { table: 'operationDie', row: row.id });
  ctx.reasons.push(`${row.section}: the die shows ${die} — ${row.aid}`);
  if (row.outcome === 'pass') {
    ctx.reasons.push(`${row.section}: Persia passes (${reading(ctx, 'R-PA-8')}).`);
    return finish({ action: 'pass', changes: [], greekDiscard: false }, true);
  }
  const tried = new Set<OutcomeId>();
  for (let o: Exclude<OutcomeId, 'pass'> = row.outcome; !tried.has(o); o = NEXT_OUTCOME[o]) {
    tried.add(o);
    const got = tryOutcome(board, o, ctx);
    if (got) return finish(got, true);
    ctx.reasons.push(
      `${row.section}: ${OUTCOME_NAMES[o]} is not possible — go to the next outcome: ${OUTCOME_NAMES[NEXT_OUTCOME[o]]} (${reading(ctx, 'R-PA-10')}).`,
    );
  }
  // Unreachable on a board with legal counts: with a Greek army on the map "destroy an army" is
  // possible; with none but a Greek fleet, "destroy a fleet"; with neither, Abydos or Ephesos is
  // a Persian city free of Greek forces and "place" is possible (R-PA-10).
  throw new Error('PERS.IA: no outcome of the die table is possible on this board');
}
