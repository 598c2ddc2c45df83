/**
 * The end of a campaign in the solo game: PERS.IA's supply (004 §6: its whole hand discarded,
 * attrition in the 004 §6 B order), the Greek supply (000 §8: the cards kept, the armies removed),
 * and the scoring (000 §4.5, §9, §10) as instructions for the table — each city's points, who
 * leads, where the score marker goes, the campaign marker advancing, or the result.
 */
import type { City, Side } from '../earth-water/types.js';
import { armies } from '../earth-water/board.js';
import { applySupply } from '../earth-water/supply.js';
import { scoreExplain } from '../earth-water/scoring.js';
import { message, type Message, type MessageParam } from '../core/message.js';
import { changesBetween } from './changes.js';
import { persiaAttrition } from './attrition.js';
import { VICTORY } from './data.js';
import { discardCards } from './deck.js';
import { GREEK_PREPARATION, type SoloState } from './solo-state.js';
import { log, refuse } from './solo-steps.js';
import { checkCount, show } from './validate.js';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function persianSupply(s: SoloState): SoloState {
  const d = persiaAttrition(s.board, s.persianCards, { seaSupply: s.options.seaSupply });
  s.deck = discardCards(s.deck, s.persianCards);
  s.persianCards = 0;
  s.board = d.board;
  const removed = d.changes.reduce((n, c) => n + ('delta' in c ? -c.delta : 0), 0);
  const e = log(s, 'persia', 'persianSupply', message('persia.log.supply', { cards: d.cardsDiscarded, removed }, '004 §6'), d.reasons, d.changes, d.matched);
  s.phase = 'greekSupply';
  s.onTable = s.log.indexOf(e);
  return s;
}

export function greekSupply(s: SoloState, removals: unknown, keep: unknown): SoloState {
  const max = Math.min(GREEK_PREPARATION.keepCards, s.greekCards);
  checkCount(keep, 0, max, '000 §8.1', 'cards Greece keeps');
  if (!isObject(removals)) refuse('000 §8.2', 'persia.input.removals', `removals must map cities to armies, got ${show(removals)}`, { got: show(removals) });
  const before = s.board;
  s.board = applySupply(s.board, 'greece', removals as Partial<Record<City, number>>, { seaSupply: s.options.seaSupply });
  s.deck = discardCards(s.deck, s.greekCards - keep);
  s.greekCards = keep;
  const changes = changesBetween(before, s.board);
  const removed = changes.reduce((n, c) => n + ('delta' in c ? -c.delta : 0), 0);
  log(s, 'greece', 'greekSupply', message('persia.log.greekSupply', { kept: keep, removed }, '000 §8'), [
    message('persia.greek.keep', { kept: keep }, '000 §8.1'),
    message('persia.greek.attrition', { removed }, '000 §8.2'),
  ], changes);
  s.phase = 'scoring';
  return s;
}

export function scoring(s: SoloState): SoloState {
  const sc = scoreExplain(s.board, { edition: s.options.edition });
  const reasons: Message[] = [];
  for (const c of sc.cities) {
    if (c.controller === null) continue;
    const emptyMajor = armies(s.board, c.city, c.controller) === 0;
    const p: Record<string, MessageParam> = { city: c.city, side: c.controller, points: c.points, empty: emptyMajor };
    if (emptyMajor && c.controller === 'persia') p.reading = 'R-PA-17';
    reasons.push(message('persia.score.city', p, emptyMajor ? '000 §3' : c.rule));
  }
  const leader: Side | null = sc.score > 0 ? 'persia' : sc.score < 0 ? 'greece' : null;
  reasons.push(message('persia.score.total', { persia: sc.persia, greece: sc.greece, difference: sc.difference, before: sc.before, after: sc.score, clamped: sc.clamped }, '000 §4.5'));
  reasons.push(message('persia.score.marker', { space: Math.abs(sc.score), side: leader }, '000 §4.5'));
  s.board = { ...s.board, score: sc.score };
  if (sc.automaticVictory) {
    s.result = { winner: sc.automaticVictory, reason: message('persia.result.automatic', { winner: sc.automaticVictory }, '000 §9'), rule: '000 §9', campaign: s.board.campaign, score: sc.score };
  } else if (s.board.campaign >= VICTORY.lastCampaign) {
    s.result = leader
      ? { winner: leader, reason: message('persia.result.score', { winner: leader, score: Math.abs(sc.score) }, '000 §10'), rule: '000 §10', campaign: s.board.campaign, score: sc.score }
      : { winner: null, reason: message('persia.result.tie', {}, '000 §10'), rule: '000 §10', campaign: s.board.campaign, score: sc.score };
  }
  if (s.result) reasons.push(message('persia.score.gameOver', { campaign: s.board.campaign }, s.result.rule));
  else reasons.push(message('persia.score.campaign', { from: s.board.campaign, to: s.board.campaign + 1 }, '000 §4.1'));
  const e = log(s, 'persia', 'scoring', message('persia.log.scoring', { score: Math.abs(sc.score), side: leader }, '000 §9'), reasons);
  s.onTable = s.log.indexOf(e);
  if (s.result) s.phase = 'over';
  else {
    s.board = { ...s.board, campaign: s.board.campaign + 1 };
    s.phase = 'persianPreparation';
    s.turn = 'persia';
    s.lastPass = null;
    s.persiaDone = false;
  }
  return s;
}
