/**
 * The PERS.IA supply phase (004 §6): every Persian card is discarded, then attrition as in the
 * two-player game (000 §8.2, computed by src/earth-water/supply.ts), the Persian choice of which
 * excess armies go made by the 004 §6 B order: out-of-supply armies first, then armies that earn
 * no points, one by one along Corinth > Delphi > Thebes > Larissa > Eretria > Naxos > Pella >
 * Sparta > Athens.
 */
import { CITIES, type Board, type City } from '../earth-water/types.js';
import { armies } from '../earth-water/board.js';
import { applySupply, supplyReport, type SupplyOptions } from '../earth-water/supply.js';
import type { BoardChange } from './changes.js';
import { PRIORITY_LISTS, SUPPLY, listRow, readingText, type RowRef } from './data.js';

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
  reasons: string[];
  matched: RowRef[];
}

/** The Persian supply phase for `board` and the cards Persia still holds (004 §6). Pure. */
export function persiaAttrition(board: Board, persianCards: number, opts: SupplyOptions = {}): AttritionDecision {
  const list = PRIORITY_LISTS[SUPPLY.attritionList];
  const reasons: string[] = [];
  const matched: RowRef[] = [];
  reasons.push(
    persianCards > 0
      ? `${SUPPLY.cardsSection}: Persia discards all ${persianCards} card${persianCards === 1 ? '' : 's'} in hand (none are kept).`
      : `${SUPPLY.cardsSection}: Persia holds no card.`,
  );
  const rep = supplyReport(board, 'persia', opts);
  reasons.push(
    `000 §8.2: ${rep.armies} Persian armies outside Abydos and Ephesos for ${rep.capacity} amphorae — ` +
      (rep.excess > 0 ? `${rep.excess} must go.` : 'no excess.'),
  );

  const removals: AttritionRemoval[] = [];
  const chosen: Partial<Record<City, number>> = {};
  const left = (c: City) => armies(board, c, 'persia') - (chosen[c] ?? 0);
  const take = (c: City, stage: AttritionStage) => {
    chosen[c] = (chosen[c] ?? 0) + 1;
    const last = removals[removals.length - 1];
    if (last && last.city === c && last.stage === stage) last.armies++;
    else removals.push({ city: c, armies: 1, stage });
    const row = listRow(list.id, c);
    if (!matched.some((m) => m.row === row)) matched.push({ table: 'attrition', row });
  };
  const cutOff = new Set(rep.cutOff.map((x) => x.city));
  const rank = (c: City) => list.cities.indexOf(c);
  let need = rep.excess;

  // 1. Out of supply first: they are lost anyway (004 §6 B).
  for (const c of [...cutOff].sort((a, b) => rank(a) - rank(b))) {
    while (need > 0 && left(c) > 0) {
      take(c, 'outOfSupply');
      need--;
    }
  }
  const stage1 = removals.filter((r) => r.stage === 'outOfSupply');
  if (stage1.length > 0) {
    reasons.push(
      `${SUPPLY.attritionSection}: out-of-supply armies first: ${stage1.map((r) => `${r.armies} from ${r.city}`).join(', ')}.`,
    );
  }
  // 2. and 3. One by one along the list: first an army whose city keeps another, else any.
  while (need > 0) {
    const supplied = list.cities.filter((c) => !cutOff.has(c) && left(c) > 0);
    const spare = supplied.find((c) => left(c) >= 2);
    const c = spare ?? supplied[0];
    if (!c) break; // cannot happen: the excess never exceeds the counted armies
    take(c, spare ? 'noPoints' : 'scoring');
    need--;
  }
  const stage2 = removals.filter((r) => r.stage === 'noPoints');
  if (stage2.length > 0) {
    reasons.push(
      `${SUPPLY.attritionSection}: then armies that earn no points, along ${list.cities.join(' > ')}: ${stage2
        .map((r) => `${r.armies} from ${r.city}`)
        .join(', ')} (${readingText('R-PA-11')}).`,
    );
  }
  const stage3 = removals.filter((r) => r.stage === 'scoring');
  if (stage3.length > 0) {
    reasons.push(
      `${SUPPLY.attritionSection}: then, still along the list, armies whose city is lost with them: ${stage3
        .map((r) => `${r.armies} from ${r.city}`)
        .join(', ')}.`,
    );
  }

  // The line-of-communication step removes the rest of every cut-off city (000 §8.2).
  const after = applySupply(board, 'persia', chosen, opts);
  for (const c of CITIES) {
    const gone = armies(board, c, 'persia') - (chosen[c] ?? 0) - armies(after, c, 'persia');
    if (gone > 0) removals.push({ city: c, armies: gone, stage: 'cutOff' });
  }
  const stage4 = removals.filter((r) => r.stage === 'cutOff');
  if (stage4.length > 0) {
    reasons.push(
      `000 §8.2: no line of communication and no supply by sea — remove all: ${stage4
        .map((r) => `${r.armies} from ${r.city}`)
        .join(', ')}.`,
    );
  }
  for (const st of SUPPLY.stages) {
    const stage = st.id === 'attrition:out-of-supply' ? 'outOfSupply' : st.id === 'attrition:no-points' ? 'noPoints' : 'scoring';
    if (removals.some((r) => r.stage === stage)) matched.unshift({ table: 'attrition', row: st.id });
  }
  if (removals.length === 0) reasons.push(`${SUPPLY.attritionSection}: every Persian army is supplied — none removed.`);

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
