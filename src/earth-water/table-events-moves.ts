/**
 * The card events made of movements (000 §6.3–§6.5): Triremes (card #13, two naval movements of
 * fleets only), Molon Labe (card #12, a lightning reply to a Tribute: the army placed leaves, then
 * a land movement) and Themistocles (card #5, a lightning reply to a Persian naval movement: Greek
 * fleets sail to its port before the battle; R-EWE-3, R-EWE-4). Each movement is checked as any
 * movement is (table-actions.ts `moveChoices`) and leaves its battle waiting, as a movement does.
 */
import { message } from '../core/message.js';
import { CITIES, type Board } from './types.js';
import { MAP } from './map.js';
import { armiesOf } from './board-core.js';
import { applyMove, battleFromMove, type Move } from './battle-request.js';
import { placePortrait, portraitNeedsCity, portraitSources } from './portraits.js';
import { tablePortraits, type Table } from './table.js';
import { moveChoices } from './table-actions.js';
import { add, cardAllowed, done, ev, inOperations, need, none, onTurn, refuse, rule, spend, type CardEventAction } from './table-events-core.js';

/** A naval movement of Greek fleets only (Triremes, Themistocles): checked like any movement. */
function fleetsOnly(a: CardEventAction): Extract<Move, { by: 'sea' }> {
  const m = need(a.move, a.event, 'move');
  if (m.by !== 'sea' || m.side !== 'greece') refuse(rule(a.event), ev('navalMove', { event: a.event }));
  const sea = m as Extract<Move, { by: 'sea' }>;
  if (sea.armies !== 0) refuse(rule(a.event), ev('fleetsOnly', { event: a.event }));
  return sea;
}

/** Card #13: two naval movements, fleets only — the first with the card, the second (or none) after its battle. */
export function triremes(t: Table, a: CardEventAction, card: number): Table {
  const second = t.eventWindow?.kind === 'triremes';
  if (second) inOperations(t, a.event);
  else {
    onTurn(t, a, card);
    none(a.end, a.event, 'end');
  }
  if (a.end) {
    none(a.move, a.event, 'move');
    return done(t, a, { checklist: { ...t.checklist, turn: 'persia', passed: null } }, { step: 2, moved: false }, card);
  }
  const m = fleetsOnly(a);
  const choices = moveChoices({ ...t, eventWindow: undefined } as Table, 'greece', m.from, true);
  if (choices.blocked) refuse(choices.blocked.rule ?? '000 §6', choices.blocked);
  if (!choices.naval?.destinations.some((d) => d.to === m.to) || m.fleets > choices.naval.maxFleets) refuse('000 §6.5', ev('navalMove', { event: a.event }));
  const board = applyMove(t.board, m);
  const lastMove = { move: m as Move, battle: battleFromMove(t.board, m) };
  const params = { step: second ? 2 : 1, moved: true, from: m.from, to: m.to, fleets: m.fleets };
  if (second) return done(t, a, { board, lastMove, checklist: { ...t.checklist, turn: 'persia', passed: null } }, params, card);
  return done(t, a, { board, lastMove, checklist: spend(t.checklist, 'greece', card, false), eventWindow: { kind: 'triremes' } }, params, card);
}

/** The land movements Greece may make in Molon Labe's reply, on `board` (the Tribute army gone). */
export function molonLabeMoves(t: Table, board: Board): Extract<Move, { by: 'land' }>[] {
  const out: Extract<Move, { by: 'land' }>[] = [];
  const after = { ...t, board, eventWindow: undefined } as Table;
  for (const from of CITIES) {
    if (armiesOf(board, from, 'greece') < 1) continue;
    const m = moveChoices(after, 'greece', from, true);
    if (m.blocked || !m.land) continue;
    for (const d of m.land.destinations) for (let n = 1; n <= m.land.max; n++) out.push({ by: 'land', side: 'greece', from, to: d.to, count: n });
  }
  return out;
}

/** Card #12 (lightning): in reply to a Tribute, the army placed is removed, then a land movement. */
export function molonLabe(t: Table, a: CardEventAction, card: number): Table {
  inOperations(t, a.event);
  const w = t.eventWindow;
  if (w?.kind !== 'tribute') return refuse(rule(a.event), ev('noTribute'));
  cardAllowed(t, 'greece', a.event, card);
  if (armiesOf(t.board, w.city, 'persia') < 1) refuse(rule(a.event), message('ew.edit.none', { city: w.city, kind: 'persianArmies' }));
  const board1 = add(t.board, w.city, 'persianArmies', -1);
  const possible = molonLabeMoves(t, board1);
  const c = spend(t.checklist, 'greece', card, false);
  if (a.move === undefined) {
    // "then make a land movement": only when none can be made does the card end here (R-EWE-4).
    if (possible.length > 0) refuse(rule(a.event), ev('mustMove', { event: a.event }));
    return done(t, a, { board: board1, checklist: c }, { city: w.city, moved: false }, card);
  }
  const m = a.move;
  if (m.by !== 'land' || m.event !== undefined || !possible.some((p) => p.from === m.from && p.to === m.to && p.count === m.count)) {
    refuse(rule(a.event), ev('landMove', { event: a.event }));
  }
  const board = applyMove(board1, m);
  return done(t, a, { board, checklist: c, lastMove: { move: m, battle: battleFromMove(board1, m) } }, { city: w.city, moved: true, from: m.from, to: m.to, n: (m as { count: number }).count }, card);
}

/** Card #5 (lightning, once): after a Persian naval movement, Greek fleets sail to its port before the battle (R-EWE-3). */
export function themistocles(t: Table, a: CardEventAction, card: number): Table {
  inOperations(t, a.event);
  const w = t.eventWindow;
  if (w?.kind !== 'persianNaval') return refuse(rule(a.event), ev('noNavalMove'));
  cardAllowed(t, 'greece', a.event, card);
  if (tablePortraits(t).themistocles) refuse('000 §6.2', message('ew.card.once', { event: a.event }));
  const m = fleetsOnly(a);
  if (m.to !== w.move.to) refuse(rule(a.event), ev('themistoclesTo', { city: w.move.to }));
  if (!MAP[m.from].port || m.from === m.to) refuse('000 §6.5', ev('navalMove', { event: a.event }));
  const moved = applyMove(t.board, m);
  // 000 §6.2: an army goes on Themistocles' portrait, from the reserve or, when none is left, the city named.
  const covered = tablePortraits(t);
  if (portraitNeedsCity(moved, covered, 'themistocles', t.solo) && a.takeFrom === undefined) {
    refuse('000 §6.2', message('ew.king.fromWhere', { id: 'themistocles', cities: portraitSources(moved, 'themistocles').join(', ') }));
  }
  let board: Board;
  try {
    board = placePortrait(moved, covered, 'themistocles', a.takeFrom === undefined ? { solo: t.solo } : { solo: t.solo, takeFrom: a.takeFrom }).board;
  } catch {
    return refuse('000 §6.2', ev('portraitFrom', { id: 'themistocles' }));
  }
  // The Persian movement's battle, now with the Greek fleets in its port: the board before the
  // Persian movement is this one with the Persian pieces sent back where they sailed from.
  const p = w.move;
  const before = add(add(add(add(board, p.to, 'persianFleets', -p.fleets), p.to, 'persianArmies', -p.armies), p.from, 'persianFleets', p.fleets), p.from, 'persianArmies', p.armies);
  const battle = battleFromMove(before, p);
  return done(
    t,
    a,
    { board, portraits: { ...t.portraits, themistocles: true }, checklist: spend(t.checklist, 'greece', card, false), lastMove: { move: p, battle } },
    { from: m.from, to: m.to, fleets: m.fleets },
    card,
  );
}

