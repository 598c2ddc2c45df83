/**
 * An older solo game (`SoloState`, the solo flow before the one table) continued on the solo table
 * (issue 29 item 5): the position it reached becomes a `SoloTable` — the board, the hands and the
 * piles, the step of the campaign with the talents left (000 §5.2), whose turn it is and who passed
 * last (000 §4.3), the readings, the dice, the leaders covered, PERS.IA's die 1 (R-PA-8), the battle
 * owed opened on the table the way round it was owed (000 §7, 004 §3 C), the PERS.IA step being
 * copied still waiting on the table (R-PS-2), and the result; what then happens by itself (PERS.IA's
 * preparation or supply, a forced pass) happens at once, as on the table. Its log stays the older game's, read
 * only (the save keeps it beside the table); from here on the steps are the table's.
 */
import { applyTable } from '../earth-water/table-actions.js';
import { parseChecklist, type ChecklistState, type StepId } from '../earth-water/phases.js';
import { KINGS, NOTHING } from '../earth-water/checklist-data.js';
import { message } from '../core/message.js';
import { battleRequestFor } from './battles.js';
import { checkSoloState } from './solo-check.js';
import { GREEK_PREPARATION, type SoloState } from './solo-state.js';
import { newPersiaSide, parseSoloTable, soloStartTable, type PersiaDecision, type SoloTable } from './solo-table-state.js';
import { settle } from './solo-table.js';

const STEP: Record<SoloState['phase'], StepId> = {
  persianPreparation: 'persiaCards',
  greekPreparation: 'greeceCards',
  operations: 'operations',
  persianSupply: 'persiaHand',
  greekSupply: 'greeceAttrition',
  scoring: 'scoring',
  over: 'gameOver',
};

function decisionOf(s: SoloState): PersiaDecision[] {
  if (s.onTable === null) return [];
  const e = s.log[s.onTable]!;
  const step = e.action === 'persianPreparation' ? 'preparation' : e.action === 'persianOperation' ? 'operation' : e.action === 'persianSupply' ? 'supply' : null;
  if (step === null) return []; // the scoring's words were shown: the table's scoring is its own verb
  const d: PersiaDecision = { step, campaign: e.campaign, summary: e.summary, reasons: e.reasons, changes: e.changes, matched: e.matched };
  if (e.die !== undefined) d.die = e.die;
  if (e.decision) d.decision = e.decision;
  return [d];
}

/**
 * The solo table at the position `state` reached (a checked `SoloState`, version 2 —
 * `migrateSoloState` reads version 1). Throws a `StrategosError` when it is not one PERS.IA can play.
 */
export function soloTableFromSoloState(state: SoloState): SoloTable {
  checkSoloState(state);
  const s = state;
  const start = soloStartTable(1, s.options);
  const step = STEP[s.phase];
  const bought = s.phase === 'greekPreparation' && s.greekBought !== null ? s.greekBought : null;
  const checklist: ChecklistState = {
    ...start.checklist,
    campaign: s.board.campaign,
    step: bought === null ? step : 'greeceRaise',
    talents: { persia: 0, greece: s.phase === 'greekPreparation' ? GREEK_PREPARATION.talents - (bought ?? 0) : 0 },
    bought: { ...NOTHING, cards: bought ?? 0 },
    hands: { persia: s.persianCards, greece: s.greekCards },
    turn: s.turn,
    passed: s.phase === 'operations' ? s.lastPass : null,
    kingsDead: KINGS.length,
    result: null,
  };
  if (s.result && s.result.rule !== '004 §8') {
    checklist.result = { winner: s.result.winner, rule: s.result.rule === '000 §9' ? '000 §9' : '000 §10', score: s.result.score };
  }
  const portraits: SoloTable['table']['portraits'] = {};
  for (const [id, on] of Object.entries(s.leaders)) if (on) portraits[id as keyof typeof portraits] = true;
  let table = {
    ...start,
    board: s.board,
    checklist: parseChecklist(checklist),
    portraits,
    rng: { s: [...s.rng.s] as typeof s.rng.s },
    note: message('persia.note.fromOlder', { campaign: s.board.campaign }),
  };
  const owed = s.battles[0];
  if (owed && !s.result) {
    table = { ...applyTable(table, { type: 'battleOpen', request: battleRequestFor(s, owed) }, { edition: s.options.edition, seaSupply: s.options.seaSupply }), note: table.note };
  }
  const shown = decisionOf(s);
  const persia = { ...newPersiaSide(s.options), deck: { ...s.deck }, done: s.persiaDone, shown, onTable: shown.length > 0, instantWin: s.result?.rule === '004 §8' };
  // What happens by itself from there (PERS.IA's preparation or supply, a forced pass) happens now.
  return settle(parseSoloTable({ table, persia }));
}
