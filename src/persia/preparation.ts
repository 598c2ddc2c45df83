/**
 * The PERS.IA preparation phase (004 §4): situations A–D checked in order; the first that
 * applies spends the 12 talents on cards, the bridge, fleets and armies, exactly as its row in
 * `SITUATIONS` (data.ts) says.
 */
import type { Board, City } from '../earth-water/types.js';
import { MAP, MAJORS } from '../earth-water/map.js';
import { armies, controller, fleets } from '../earth-water/board.js';
import type { BoardChange } from './changes.js';
import {
  BUDGET,
  PRIORITY_LISTS,
  SITUATIONS,
  listRow,
  readingText,
  type RowRef,
  type SituationId,
  type SituationRow,
} from './data.js';

export interface PreparationDecision {
  situation: SituationId;
  /** Cards Persia draws. */
  cards: number;
  /** True when Persia builds the pontoon bridge in this preparation. */
  bridge: boolean;
  /** One entry per fleet placed, in order. */
  fleets: City[];
  /** One entry per army placed, in order (a city appears once per army). */
  armies: City[];
  talentsLeft: number;
  /** Each step tested, in order, citing 004. */
  reasons: string[];
  /** Rows of the data tables this decision used, for the player aid. */
  matched: RowRef[];
  /** What to change on the physical board (cards are not board changes). */
  changes: BoardChange[];
}

/** True when the situation's condition holds on `board` (004 §4). */
export function situationApplies(row: SituationRow, board: Board): boolean {
  const w = row.when;
  if (w.kind === 'greekArmyInPersianMajor') return MAJORS.persia.some((c) => armies(board, c, 'greece') > 0);
  return board.score >= w.min && board.score <= w.max;
}

function describeCondition(row: SituationRow, board: Board): string {
  const w = row.when;
  if (w.kind === 'greekArmyInPersianMajor') {
    const held = MAJORS.persia.filter((c) => armies(board, c, 'greece') > 0);
    return held.length > 0
      ? `Greek armies in ${held.join(' and ')}`
      : 'no Greek army in Abydos or Ephesos';
  }
  const s = board.score;
  const now = s > 0 ? `Persia ${s}` : s < 0 ? `Greece ${-s}` : '0';
  const want = w.min === 0 && w.max === 0 ? 'marker on 0' : w.min > 0 ? 'Persia 1–6' : 'Greece 1–6';
  return `score ${now} (needs ${want})`;
}

/** May Persia raise a fleet in this port now (000 §5.1: a city it controls, no enemy fleet there)? */
function fleetWanted(board: Board, city: City): boolean {
  return (
    MAP[city].port &&
    controller(board, city) === 'persia' &&
    fleets(board, city, 'persia') === 0 &&
    fleets(board, city, 'greece') === 0
  );
}

/** The Persian preparation for `board` (004 §4). Pure: `board` is not modified. */
export function persiaPreparation(board: Board): PreparationDecision {
  const reasons: string[] = [`004 §4: Persia has ${BUDGET.talents} talents; situations A–D are checked in order.`];
  const matched: RowRef[] = [];
  const changes: BoardChange[] = [];
  let row: SituationRow | undefined;
  for (const r of SITUATIONS) {
    const ok = situationApplies(r, board);
    reasons.push(`${r.section}: ${describeCondition(r, board)} — ${ok ? 'applies' : 'no'}.`);
    if (ok) {
      row = r;
      break;
    }
  }
  // B, C and D cover every score from −6 to 6, so some row always applies on a valid board.
  if (!row) throw new RangeError(`score ${board.score} is off the track (−6 … 6)`);
  matched.push({ table: 'preparation', row: row.id });

  let talents: number = BUDGET.talents;
  const out: PreparationDecision = {
    situation: row.situation,
    cards: row.cards,
    bridge: false,
    fleets: [],
    armies: [],
    talentsLeft: 0,
    reasons,
    matched,
    changes,
  };
  talents -= row.cards * BUDGET.card;
  reasons.push(`${row.section}: draw ${row.cards} cards (${row.cards * BUDGET.card} talents, ${talents} left).`);

  if (row.bridge) {
    if (board.bridge) reasons.push(`${row.section}: the pontoon bridge is in place — nothing to build.`);
    else if (talents >= BUDGET.bridge) {
      talents -= BUDGET.bridge;
      out.bridge = true;
      changes.push({ bridge: true });
      reasons.push(`${row.section}: build the pontoon bridge (${BUDGET.bridge} talents, 004 §3 D; ${talents} left).`);
    }
  }

  // Board as it grows, to apply the two-army cap to armies placed this phase too.
  const placed: Partial<Record<City, number>> = {};
  const persianArmies = (c: City) => armies(board, c, 'persia') + (placed[c] ?? 0);

  if (row.fleetList) {
    const list = PRIORITY_LISTS[row.fleetList];
    const got: City[] = [];
    for (const c of list.cities) {
      if (talents < BUDGET.fleet) break;
      if (!fleetWanted(board, c)) continue;
      talents -= BUDGET.fleet;
      got.push(c);
      out.fleets.push(c);
      changes.push({ city: c, kind: 'persianFleets', delta: 1 });
      matched.push({ table: 'priority', row: listRow(list.id, c) });
    }
    reasons.push(
      got.length > 0
        ? `${row.section}: one fleet in each Persian port without one: ${got.join(', ')} (${got.length} talents, ${talents} left; ${readingText('R-PA-4')}).`
        : `${row.section}: every port Persia controls already has a fleet (or an enemy fleet) — no fleet placed.`,
    );
  }

  const plan = row.armies;
  if (plan.kind === 'unoccupiedMajor') {
    const free = MAJORS.persia.filter((c) => armies(board, c, 'greece') === 0);
    if (free.length === 0) {
      reasons.push(`${row.section}: both Persian majors hold Greek armies — ${readingText('R-PA-3')}.`);
    } else {
      const target = free[0]!;
      const n = Math.min(plan.count, talents);
      for (let i = 0; i < n; i++) out.armies.push(target);
      talents -= n * BUDGET.army;
      changes.push({ city: target, kind: 'persianArmies', delta: n });
      reasons.push(`${row.section}: add ${n} armies to the unoccupied major city, ${target}.`);
    }
  } else if (plan.kind === 'allInto') {
    const n = Math.floor(talents / BUDGET.army);
    if (n > 0) {
      for (let i = 0; i < n; i++) out.armies.push(plan.city);
      talents -= n * BUDGET.army;
      changes.push({ city: plan.city, kind: 'persianArmies', delta: n });
      reasons.push(`${row.section}: add all ${n} remaining talents as armies in ${plan.city}.`);
    }
  } else {
    const list = PRIORITY_LISTS[plan.list];
    const eligible = list.cities.filter((c) => controller(board, c) === 'persia');
    reasons.push(
      `${row.section}: armies one by one along ${list.cities.join(' > ')}, in the cities Persia controls: ${eligible.join(', ') || 'none'} (${readingText('R-PA-2')}).`,
    );
    let round = 0;
    while (talents >= BUDGET.army) {
      round++;
      const thisRound: City[] = [];
      const capped: City[] = [];
      for (const c of eligible) {
        if (talents < BUDGET.army) break;
        const minor = MAP[c].major === null;
        if (minor && persianArmies(c) >= plan.minorCap) {
          capped.push(c);
          continue;
        }
        placed[c] = (placed[c] ?? 0) + 1;
        talents -= BUDGET.army;
        thisRound.push(c);
        out.armies.push(c);
        if (!matched.some((m) => m.row === listRow(list.id, c))) matched.push({ table: 'priority', row: listRow(list.id, c) });
      }
      if (thisRound.length === 0) {
        reasons.push(`${row.section}: no city can take another army — ${talents} talents are lost (000 §5.1).`);
        break;
      }
      reasons.push(
        `${row.section}: round ${round}: ${thisRound.join(', ')}` +
          (capped.length > 0
            ? `; skipped ${capped.join(', ')} (a minor city already has ${plan.minorCap} Persian armies; ${readingText('R-PA-1')})`
            : '') +
          '.',
      );
    }
    for (const c of list.cities) {
      const n = placed[c] ?? 0;
      if (n > 0) changes.push({ city: c, kind: 'persianArmies', delta: n });
    }
  }
  out.talentsLeft = talents;
  return out;
}
