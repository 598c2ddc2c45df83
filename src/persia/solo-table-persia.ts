/**
 * PERS.IA's steps on the solo table (issue 29): each one is PERS.IA's decision computed from the
 * table as it stands — its preparation (004 §4), an operation (004 §5, the die only when step 3 is
 * reached, R-PS-1), its supply (004 §6: the whole hand discarded, attrition in the 004 §6 B order)
 * — applied to the Earth & Water table through the table's own checklist and verbs: the pieces and
 * bridge it places, the cards it draws and discards (the checklist's hands, the piles here), the
 * turn and the passes (000 §4.3, §6.1), the battle it starts opened on the table the way round the
 * rules give it (000 §7, 004 §3 C), and the instant win (004 §8).
 *
 * The deciding is preparation.ts's, operation.ts's and attrition.ts's, unchanged: the same boards
 * give the same decisions. This file only reads the table and writes the decision onto it.
 */
import { message, type Message } from '../core/message.js';
import { cloneRng } from '../core/rng.js';
import { d6, type Die } from '../core/dice.js';
import { applyChecklist, NOTHING } from '../earth-water/phases.js';
import { applyTable, type TableOptions } from '../earth-water/table-actions.js';
import type { Table } from '../earth-water/table.js';
import { holdsBothEnemyMajors } from '../earth-water/board.js';
import { MAJORS } from '../earth-water/map.js';
import type { City } from '../earth-water/types.js';
import { HAND_LIMITS } from '../earth-water/checklist-data.js';
import { applyChecked } from './changes.js';
import { persiaPreparation } from './preparation.js';
import { persiaOperation, persiaOperationStep } from './operation.js';
import { persiaAttrition } from './attrition.js';
import { cardsAvailable, discardCards, drawCards } from './deck.js';
import { battleRequestFor, persianBattle } from './battles.js';
import { VICTORY } from './data.js';
import type { GreekLeader } from './solo-state.js';
import { GREEK_LEADERS } from './solo-state.js';
import type { PersiaDecision, SoloTable } from './solo-table-state.js';

const tableOptions = (st: SoloTable): TableOptions => ({ edition: st.persia.options.edition, seaSupply: st.persia.options.seaSupply });

/** The Greek leaders covered on the table, as the battles of src/persia read them (R-PA-15). */
export function leadersOf(t: Table): Partial<Record<GreekLeader, boolean>> {
  const out: Partial<Record<GreekLeader, boolean>> = {};
  for (const id of GREEK_LEADERS) if (t.portraits[id]) out[id] = true;
  return out;
}

function show(st: SoloTable, d: PersiaDecision, note: Message): SoloTable {
  return { table: { ...st.table, note }, persia: { ...st.persia, shown: [...st.persia.shown, d] } };
}

/** 004 §4: PERS.IA's preparation, its cards drawn from the piles (000 §5.4) and its pieces placed. */
export function persiaPrepares(st: SoloTable): SoloTable {
  const t = st.table;
  const d = persiaPreparation(t.board, { cardsAvailable: cardsAvailable(st.persia.deck) });
  const draw = drawCards(st.persia.deck, d.cards);
  const board = applyChecked(t.board, d.changes);
  const c = t.checklist;
  // The Persian preparation is over: its talents spent or lost (000 §5.1), Greece prepares next.
  const checklist = { ...c, step: 'greeceCards' as const, talents: { ...c.talents, persia: 0 }, hands: { ...c.hands, persia: c.hands.persia + draw.drawn }, bought: { ...NOTHING } };
  const reasons = [...d.reasons];
  // 000 §5.4: the discard pile becomes the draw pile before the cards are drawn.
  if (draw.reshuffled) reasons.splice(Math.max(0, reasons.findIndex((r) => r.id === 'persia.prep.cards')), 0, message('persia.deck.reshuffle', {}, '000 §5.4'));
  const summary = message('persia.log.prep', { situation: d.situation, cards: draw.drawn, bridge: d.bridge, fleets: d.fleets.length, armies: d.armies.length }, '004 §4');
  const next: SoloTable = { table: { ...t, board, checklist }, persia: { ...st.persia, deck: draw.deck } };
  return show(next, { step: 'preparation', campaign: c.campaign, summary, reasons, changes: d.changes, matched: d.matched }, summary);
}

/** Whether PERS.IA's operation now reaches step 3 of 004 §5 and so needs the die (R-PS-1). */
export function operationNeedsDie(t: Table): boolean {
  return persiaOperationStep(t.board, t.checklist.hands.persia) === 3;
}

/**
 * 004 §5: one PERS.IA operation on the table — `given` a physical die typed in, else the table's
 * dice (only when step 3 is reached). The card discarded (step 4), the Greek card of die 4, the
 * turn or the pass, the battle it starts opened on the table, the instant win (004 §8).
 */
export function persiaOperates(st: SoloTable, given: Die | undefined): SoloTable {
  let t = st.table;
  const needed = operationNeedsDie(t);
  let die: Die | undefined;
  let rng = t.rng;
  if (needed) {
    if (given !== undefined) die = given;
    else {
      rng = cloneRng(t.rng);
      die = d6(rng);
    }
  }
  const c = t.checklist;
  const d = persiaOperation(t.board, die ?? 1, c.hands.persia, { placement: st.persia.options.placement, dieOne: st.persia.options.dieOne });
  const board = applyChecked(t.board, d.changes);
  let deck = st.persia.deck;
  // The turn passes (000 §6.1), or PERS.IA passes (die 1, no cards: 004 §5.1, §5.3); both passing ends the phase (000 §4.3).
  let checklist = applyChecklist(c, d.action === 'pass' ? { type: 'pass', side: 'persia' } : { type: 'play', side: 'persia' }, t.board);
  if (d.action === 'pass' && d.discard) checklist = { ...checklist, hands: { ...checklist.hands, persia: checklist.hands.persia - 1 } };
  if (d.discard) deck = discardCards(deck, 1);
  const reasons = [...d.reasons];
  if (d.greekDiscard) {
    if (checklist.hands.greece > 0) {
      checklist = { ...checklist, hands: { ...checklist.hands, greece: checklist.hands.greece - 1 } };
      deck = discardCards(deck, 1);
    } else reasons.push(message('persia.op.noGreekCard', {}, '004 §5.3'));
  }
  t = { ...t, board, checklist, rng };
  const decision: PersiaDecision['decision'] = { action: d.action, greekDiscard: d.greekDiscard, readings: d.readings, discard: d.discard, endsPhase: d.endsPhase };
  if (d.from) decision.from = d.from;
  if (d.to) decision.to = d.to;
  if (d.count !== undefined) decision.count = d.count;
  if (d.path) decision.path = d.path;
  if (d.battle) decision.battle = d.battle;
  const owed = persianBattle(d, 0);
  if (owed) {
    // The battle it starts, opened on the table from PERS.IA's move: Persia attacking, never retreating (004 §3 C).
    const request = battleRequestFor({ greekCards: checklist.hands.greece, leaders: leadersOf(t), portraits: { darius: true, xerxes: true } }, owed);
    t = applyTable(t, { type: 'battleOpen', request }, tableOptions(st));
  }
  const p: Record<string, string | number | boolean> = { action: d.action };
  if (d.from) p.from = d.from;
  if (d.to) p.to = d.to;
  if (d.count !== undefined) p.count = d.count;
  if (d.action === 'placeFleetAndArmy') p.fleet = d.changes.some((x) => 'kind' in x && x.kind === 'persianFleets');
  const summary = message('persia.log.op', p, '004 §5');
  const shown: PersiaDecision = { step: 'operation', campaign: c.campaign, summary, reasons, changes: d.changes, matched: d.matched, decision };
  if (die !== undefined) shown.die = die;
  if (c.hands.persia === 0) shown.forced = true;
  const next = show({ table: t, persia: { ...st.persia, deck, done: st.persia.done || d.endsPhase } }, shown, summary);
  return checkInstantWin(next);
}

/** R-PA-8 as written: after its die 1, PERS.IA passes on each of its turns (without a card to discard). */
export function persiaPassesDone(st: SoloTable): SoloTable {
  const t = st.table;
  const checklist = applyChecklist(t.checklist, { type: 'pass', side: 'persia' }, t.board);
  const summary = message('persia.log.pass', {}, '004 §5.3');
  const d: PersiaDecision = { step: 'operation', campaign: t.checklist.campaign, summary, reasons: [message('persia.op.donePass', { reading: 'R-PA-8' }, '004 §5.3')], changes: [], matched: [], forced: true };
  return show({ table: { ...t, checklist }, persia: st.persia }, d, summary);
}

/**
 * 004 §6: PERS.IA's supply. At the hands' step its whole hand is discarded (§6 A: none kept); the
 * Greek hand step follows — passed by itself when Greece holds 4 cards or fewer (000 §8.1: nothing
 * to give up) — then PERS.IA's attrition (§6 B) through the table's supply verb (000 §8.2).
 */
export function persiaSupplies(st: SoloTable): SoloTable {
  let t = st.table;
  let deck = st.persia.deck;
  const discarded = t.checklist.step === 'persiaHand' ? t.checklist.hands.persia : 0;
  if (t.checklist.step === 'persiaHand') {
    t = applyTable(t, { type: 'keepCard', keep: false }, tableOptions(st));
    deck = discardCards(deck, discarded);
    if (t.checklist.hands.greece <= HAND_LIMITS.greece) t = applyTable(t, { type: 'next' }, tableOptions(st));
  }
  if (t.checklist.step !== 'persiaAttrition') {
    // Greece has more than 4 cards: it chooses what to keep first (000 §8.1); the attrition follows.
    const summary = message('persia.log.supply', { cards: discarded, removed: 0 }, '004 §6');
    const d: PersiaDecision = { step: 'supply', campaign: t.checklist.campaign, summary, reasons: [message(discarded > 0 ? 'persia.supply.discardHand' : 'persia.supply.noCards', { cards: discarded }, '004 §6 A')], changes: [], matched: [] };
    return show({ table: t, persia: { ...st.persia, deck } }, d, summary);
  }
  const a = persiaAttrition(t.board, discarded, { seaSupply: st.persia.options.seaSupply });
  const removals: Partial<Record<City, number>> = {};
  for (const r of a.removals) removals[r.city] = (removals[r.city] ?? 0) + r.armies;
  t = applyTable(t, { type: 'supply', side: 'persia', removals }, tableOptions(st));
  const removed = a.changes.reduce((n, x) => n + ('delta' in x ? -x.delta : 0), 0);
  const summary = message('persia.log.supply', { cards: discarded, removed }, '004 §6');
  const d: PersiaDecision = { step: 'supply', campaign: t.checklist.campaign, summary, reasons: a.reasons, changes: a.changes, matched: a.matched };
  return show({ table: t, persia: { ...st.persia, deck } }, d, summary);
}

/** 004 §8: Persia wins the moment it controls both Greek major cities. */
export function checkInstantWin(st: SoloTable): SoloTable {
  if (st.persia.instantWin || st.table.checklist.result || !holdsBothEnemyMajors(st.table.board, 'persia')) return st;
  const why = message('persia.result.instant', { cities: MAJORS.greece.join(', ') }, VICTORY.section);
  const last = st.persia.shown[st.persia.shown.length - 1];
  const shown = last ? [...st.persia.shown.slice(0, -1), { ...last, reasons: [...last.reasons, why] }] : st.persia.shown;
  return { table: { ...st.table, note: message('persia.log.win', { winner: 'persia' }, VICTORY.section) }, persia: { ...st.persia, shown, instantWin: true } };
}
