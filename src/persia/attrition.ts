/**
 * The PERS.IA supply phase (004 §6): every Persian card is discarded (§6 A), then attrition as in
 * the two-player game (000 §8.2, computed by src/earth-water/supply.ts), the Persian choice of
 * which excess armies go made by the 004 §6 B order: out-of-supply armies first, then armies that
 * earn no points, one by one along Corinth > Delphi > Thebes > Larissa > Eretria > Naxos > Pella >
 * Sparta > Athens (R-PA-11). Reasons leave as typed messages.
 */
import { CITIES, type Board, type City } from '../earth-water/types.js';
import { armies } from '../earth-water/board.js';
import { applySupply, supplyReport, type SeaSupplyMode, type SupplyOptions } from '../earth-water/supply.js';
import { message, type Message } from '../core/message.js';
import type { BoardChange } from './changes.js';
import { PRIORITY_LISTS, SUPPLY, listRow, type RowRef } from './data.js';
import { CARDS_IN_GAME, checkBoard, checkChoice, checkCount, checkOptions } from './validate.js';

export type AttritionStage = 'outOfSupply' | 'noPoints' | 'scoring' | 'cutOff';

export interface AttritionRemoval {
  city: City;
  armies: number;
  /** Why these go: chosen for capacity (first three stages) or cut off (000 §8.2 line of communication). */
  stage: AttritionStage;
}

export interface AttritionDecision {
  /** Persian cards discarded (all of them, 004 §6 A). */
  cardsDiscarded: number;
  capacity: number;
  /** Persian armies counted against the amphorae (none in Abydos and Ephesos, 000 §8.2). */
  armiesCounted: number;
  excess: number;
  removals: AttritionRemoval[];
  /** Exactly what to remove from the physical board. */
  changes: BoardChange[];
  /** The board after the Persian supply phase. */
  board: Board;
  reasons: Message[];
  matched: RowRef[];
}

const SEA_SUPPLY: readonly SeaSupplyMode[] = ['lenient', 'strict'];

/** The Persian supply phase for `board` and the cards Persia still holds (004 §6). Pure. */
export function persiaAttrition(board: Board, persianCards: number, opts: SupplyOptions = {}): AttritionDecision {
  checkBoard(board, { use: 'supply' });
  checkCount(persianCards, 0, CARDS_IN_GAME, '004 §6 A', 'cards in the Persian hand');
  const o = checkOptions(opts, 'supply options');
  const seaSupply = checkChoice(o.seaSupply, SEA_SUPPLY, 'the sea-supply reading (R-EW-2)');
  const sup: SupplyOptions = seaSupply === undefined ? {} : { seaSupply };

  const list = PRIORITY_LISTS[SUPPLY.attritionList];
  const reasons: Message[] = [];
  const matched: RowRef[] = [];
  reasons.push(message(persianCards > 0 ? 'persia.supply.discardHand' : 'persia.supply.noCards', { cards: persianCards }, SUPPLY.cardsSection));
  const rep = supplyReport(board, 'persia', sup);
  reasons.push(message('persia.supply.count', { armies: rep.armies, capacity: rep.capacity, excess: rep.excess }, '000 §8.2'));

  const removals: AttritionRemoval[] = [];
  const chosen: Partial<Record<City, number>> = {};
  const left = (c: City) => armies(board, c, 'persia') - (chosen[c] ?? 0);
  const take = (c: City, n: number, stage: AttritionStage) => {
    chosen[c] = (chosen[c] ?? 0) + n;
    const last = removals[removals.length - 1];
    if (last && last.city === c && last.stage === stage) last.armies += n;
    else removals.push({ city: c, armies: n, stage });
    const row = listRow(list.id, c);
    if (!matched.some((m) => m.row === row)) matched.push({ table: 'attrition', row });
  };
  const cutOff = new Set(rep.cutOff.map((x) => x.city));
  const order = (c: City) => list.cities.indexOf(c);
  let need = rep.excess;

  // 1. Out of supply first: they are lost anyway (004 §6 B).
  for (const c of [...cutOff].sort((a, b) => order(a) - order(b))) {
    const n = Math.min(need, left(c));
    if (n > 0) take(c, n, 'outOfSupply');
    need -= n;
  }
  // 2. One by one along the list, an army whose city keeps another: the first city with two or
  //    more gives armies until one is left, then the next (R-PA-11).
  for (const c of list.cities) {
    if (need === 0) break;
    if (cutOff.has(c)) continue;
    const n = Math.min(need, Math.max(0, left(c) - 1));
    if (n > 0) take(c, n, 'noPoints');
    need -= n;
  }
  // 3. Then, still along the list, the last army of a city (the city is lost with it).
  for (const c of list.cities) {
    if (need === 0) break;
    if (cutOff.has(c) || left(c) === 0) continue;
    take(c, 1, 'scoring');
    need -= 1;
  }
  // need is 0 here: the excess never exceeds the counted armies.

  // The line-of-communication step removes the rest of every cut-off city (000 §8.2).
  const after = applySupply(board, 'persia', chosen, sup);
  for (const c of CITIES) {
    const gone = armies(board, c, 'persia') - (chosen[c] ?? 0) - armies(after, c, 'persia');
    if (gone > 0) removals.push({ city: c, armies: gone, stage: 'cutOff' });
  }
  for (const r of removals) {
    reasons.push(
      message(
        `persia.supply.remove.${r.stage}`,
        r.stage === 'noPoints' ? { city: r.city, armies: r.armies, list: list.id, reading: 'R-PA-11' } : { city: r.city, armies: r.armies, list: list.id },
        r.stage === 'cutOff' ? '000 §8.2' : SUPPLY.attritionSection,
      ),
    );
  }
  for (const st of SUPPLY.stages) {
    const stage = st.id === 'attrition:out-of-supply' ? 'outOfSupply' : st.id === 'attrition:no-points' ? 'noPoints' : 'scoring';
    if (removals.some((r) => r.stage === stage)) matched.unshift({ table: 'attrition', row: st.id });
  }
  if (removals.length === 0) reasons.push(message('persia.supply.allSupplied', {}, SUPPLY.attritionSection));

  const changes: BoardChange[] = [];
  for (const c of CITIES) {
    const d = armies(after, c, 'persia') - armies(board, c, 'persia');
    if (d !== 0) changes.push({ city: c, kind: 'persianArmies', delta: d });
  }
  return {
    cardsDiscarded: persianCards,
    capacity: rep.capacity,
    armiesCounted: rep.armies,
    excess: rep.excess,
    removals,
    changes,
    board: after,
    reasons,
    matched,
  };
}
