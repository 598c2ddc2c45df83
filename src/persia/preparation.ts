/**
 * The PERS.IA preparation phase (004 §4): situations A–D checked in order; the first that
 * applies spends the 12 talents on cards, the bridge, fleets and armies, exactly as its row in
 * `SITUATIONS` (data.ts) says. Cards that cannot be drawn (000 §5.4: draw and discard piles both
 * empty) are not bought, and their talents go on down the row (R-PA-16).
 * Reasons leave as typed messages (src/core/message.ts); the screens word them.
 */
import type { Board, City } from '../earth-water/types.js';
import { MAP, MAJORS } from '../earth-water/map.js';
import { armies, controller, fleets } from '../earth-water/board.js';
import { message, type Message } from '../core/message.js';
import type { BoardChange } from './changes.js';
import { BUDGET, PRIORITY_LISTS, SITUATIONS, listRow, type RowRef, type SituationId, type SituationRow } from './data.js';
import { CARDS_IN_GAME, PersiaInputError, checkBoard, checkCount, checkOptions, show } from './validate.js';

export interface PreparationDecision {
  situation: SituationId;
  /** Cards Persia draws (fewer than its row says only when the cards ran out, 000 §5.4). */
  cards: number;
  /** True when Persia builds the pontoon bridge in this preparation. */
  bridge: boolean;
  /** One entry per fleet placed, in order. */
  fleets: City[];
  /** One entry per army placed, in order (a city appears once per army). */
  armies: City[];
  talentsLeft: number;
  /** Each step tested, in order, citing 004. */
  reasons: Message[];
  /** Rows of the data tables this decision used, for the player aid. */
  matched: RowRef[];
  /** What to change on the physical board (cards are not board changes). */
  changes: BoardChange[];
}

export interface PreparationOptions {
  /** Cards in the draw and discard piles together (000 §5.4); default: plenty. */
  cardsAvailable?: number;
}

/** True when the situation's condition holds on `board` (004 §4). */
export function situationApplies(row: SituationRow, board: Board): boolean {
  if (!SITUATIONS.includes(row)) throw new PersiaInputError('004 §4', `not a row of the situation table: ${show(row)}`, 'persia.input.row', { got: show(row) });
  checkBoard(board, { use: 'preparation' });
  return applies(row, board);
}

function applies(row: SituationRow, board: Board): boolean {
  const w = row.when;
  if (w.kind === 'greekArmyInPersianMajor') return MAJORS.persia.some((c) => armies(board, c, 'greece') > 0);
  return board.score >= w.min && board.score <= w.max;
}

function condition(row: SituationRow, board: Board, ok: boolean): Message {
  const w = row.when;
  if (w.kind === 'greekArmyInPersianMajor') {
    const held = MAJORS.persia.filter((c) => armies(board, c, 'greece') > 0);
    return message('persia.prep.check.occupied', { situation: row.situation, cities: held.join(', '), applies: ok }, row.section);
  }
  return message('persia.prep.check.score', { situation: row.situation, score: board.score, min: w.min, max: w.max, applies: ok }, row.section);
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
export function persiaPreparation(board: Board, opts: PreparationOptions = {}): PreparationDecision {
  checkBoard(board, { use: 'preparation' });
  const o = checkOptions(opts, 'preparation options');
  const available = o.cardsAvailable ?? CARDS_IN_GAME;
  checkCount(available, 0, CARDS_IN_GAME, '000 §5.4', 'cards in the draw and discard piles');

  const reasons: Message[] = [message('persia.prep.budget', { talents: BUDGET.talents }, '004 §4')];
  const matched: RowRef[] = [];
  const changes: BoardChange[] = [];
  let row: SituationRow | undefined;
  for (const r of SITUATIONS) {
    const ok = applies(r, board);
    reasons.push(condition(r, board, ok));
    if (ok) {
      row = r;
      break;
    }
  }
  // B, C and D cover every score from −6 to 6, and checkBoard keeps the score on the track.
  if (!row) throw new Error('unreachable: no preparation situation applies');
  matched.push({ table: 'preparation', row: row.id });

  let talents: number = BUDGET.talents;
  const cards = Math.min(row.cards, available);
  talents -= cards * BUDGET.card;
  const out: PreparationDecision = {
    situation: row.situation,
    cards,
    bridge: false,
    fleets: [],
    armies: [],
    talentsLeft: 0,
    reasons,
    matched,
    changes,
  };
  reasons.push(message('persia.prep.cards', { cards, cost: cards * BUDGET.card, left: talents }, row.section));
  if (cards < row.cards) {
    reasons.push(message('persia.prep.cardsShort', { wanted: row.cards, drawn: cards, reading: 'R-PA-16' }, '000 §5.4'));
  }

  if (row.bridge) {
    if (board.bridge) reasons.push(message('persia.prep.bridgeStands', {}, row.section));
    else if (talents >= BUDGET.bridge) {
      talents -= BUDGET.bridge;
      out.bridge = true;
      changes.push({ bridge: true });
      reasons.push(message('persia.prep.bridge', { cost: BUDGET.bridge, left: talents }, row.section));
    }
  }

  // Board as it grows, to apply the two-army cap to armies placed this phase too.
  const placed: Partial<Record<City, number>> = {};
  const persianArmies = (c: City) => armies(board, c, 'persia') + (placed[c] ?? 0);

  if (row.fleetList) {
    const list = PRIORITY_LISTS[row.fleetList];
    for (const c of list.cities) {
      if (talents < BUDGET.fleet) break;
      if (!fleetWanted(board, c)) continue;
      talents -= BUDGET.fleet;
      out.fleets.push(c);
      changes.push({ city: c, kind: 'persianFleets', delta: 1 });
      matched.push({ table: 'priority', row: listRow(list.id, c) });
    }
    reasons.push(
      out.fleets.length > 0
        ? message('persia.prep.fleets', { cities: out.fleets.join(', '), count: out.fleets.length, left: talents, reading: 'R-PA-4' }, row.section)
        : message('persia.prep.noFleet', {}, row.section),
    );
  }

  const plan = row.armies;
  if (plan.kind === 'unoccupiedMajor') {
    const free = MAJORS.persia.filter((c) => armies(board, c, 'greece') === 0);
    if (free.length === 0) {
      reasons.push(message('persia.prep.bothMajorsHeld', { reading: 'R-PA-3' }, row.section));
    } else {
      const target = free[0]!;
      const n = Math.min(plan.count, talents);
      for (let i = 0; i < n; i++) out.armies.push(target);
      talents -= n * BUDGET.army;
      if (n > 0) changes.push({ city: target, kind: 'persianArmies', delta: n });
      reasons.push(message('persia.prep.unoccupiedMajor', { count: n, city: target }, row.section));
    }
  } else if (plan.kind === 'allInto') {
    const n = Math.floor(talents / BUDGET.army);
    if (n > 0) {
      for (let i = 0; i < n; i++) out.armies.push(plan.city);
      talents -= n * BUDGET.army;
      changes.push({ city: plan.city, kind: 'persianArmies', delta: n });
      reasons.push(message('persia.prep.allInto', { count: n, city: plan.city }, row.section));
    }
  } else {
    const list = PRIORITY_LISTS[plan.list];
    const eligible = list.cities.filter((c) => controller(board, c) === 'persia');
    reasons.push(message('persia.prep.armyList', { list: list.id, cities: eligible.join(', '), reading: 'R-PA-2' }, row.section));
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
        reasons.push(message('persia.prep.talentsLost', { talents }, '000 §5.1'));
        break;
      }
      const params: Record<string, string | number> = { round, cities: thisRound.join(', ') };
      if (capped.length > 0) Object.assign(params, { capped: capped.join(', '), cap: plan.minorCap, reading: 'R-PA-1' });
      reasons.push(message('persia.prep.round', params, row.section));
    }
    for (const c of list.cities) {
      const n = placed[c] ?? 0;
      if (n > 0) changes.push({ city: c, kind: 'persianArmies', delta: n });
    }
  }
  out.talentsLeft = talents;
  return out;
}
