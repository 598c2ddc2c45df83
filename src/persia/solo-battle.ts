/**
 * The result of the battle owed, entered at the table (000 §7; 004 §3 C): checked against the
 * battle engine with the cards the player says they played (R-PA-15), the bridge only after a
 * land battle Greece wins in Abydos (R-PA-19), Miltiades' and Artemisia's portraits covered
 * (000 §6.2), the Greek hand lowered by each card played.
 */
import { armies, controller, fleets } from '../earth-water/board.js';
import { portraitPieces } from '../earth-water/portraits.js';
import type { LightningEvent } from '../earth-water/battle.js';
import { message, type Message } from '../core/message.js';
import { applyChecked, changesBetween, checkChanges, mergeChanges } from './changes.js';
import { discardCards } from './deck.js';
import { battleCards, battleCities, battleSetupFor, isBattleEnd } from './battles.js';
import { coverLeader } from './greek.js';
import type { SoloAction, SoloState } from './solo-state.js';
import { checkInstantWin, clampScore, log, refuse } from './solo-steps.js';
import { checkBoard, checkCity, checkCount } from './validate.js';

const LIGHTNING_LEADERS: Partial<Record<LightningEvent, 'miltiades' | 'artemisia'>> = { miltiades: 'miltiades', artemisia: 'artemisia' };

export function resolveBattle(s: SoloState, a: Extract<SoloAction, { type: 'resolveBattle' }>): SoloState {
  const battle = s.battles[0]!;
  const rule = battle.kind === 'land' ? '000 §7.1' : '000 §7.2';
  if ((a.kind !== undefined && a.kind !== battle.kind) || (a.where !== undefined && a.where !== battle.where)) {
    refuse(rule, 'persia.battle.notThis', `the battle to resolve now is the ${battle.kind} battle in ${battle.where}`, { kind: battle.kind, where: battle.where });
  }
  checkChanges(a.changes, rule);
  const delta = a.scoreDelta ?? 0;
  checkCount(delta, -1, 1, rule, 'the score moved by the battle (The Great King / Evangelion)');
  const offered = battleCards(s, battle).greece;
  const played = a.played ?? [];
  if (!Array.isArray(played) || played.length > Math.min(offered.length, s.greekCards) || new Set(played).size !== played.length || !played.every((e) => offered.includes(e))) {
    refuse('000 §6.1', 'persia.battle.cards', `the cards that may be played in this battle are ${offered.join(', ') || 'none'}, as many as the ${s.greekCards} in the Greek hand (R-PA-15)`, {
      offered: offered.join(', '),
      hand: s.greekCards,
      reading: 'R-PA-15',
    });
  }
  if (a.leaderFrom !== undefined) checkCity(a.leaderFrom, 'the city whose army goes on the portrait');
  const changes = mergeChanges(a.changes);
  const before = s.board;
  let after = applyChecked(before, changes);
  after = { ...after, score: clampScore(after.score + delta) };

  // Plain reasons first; the battle engine has the last word.
  for (const c of changes) {
    if ('bridge' in c) {
      if (c.bridge || battle.where !== 'Abydos' || battle.kind !== 'land' || controller(after, 'Abydos') !== 'greece') {
        refuse('000 §7.1', 'persia.battle.bridge', 'the bridge may go only when Greece gains control of Abydos in a land battle there (R-PA-19)', { reading: 'R-PA-19' });
      }
    } else if (c.kind.startsWith('persian') && (c.delta > 0 || c.city !== battle.where)) {
      refuse('004 §3 C', 'persia.battle.neverRetreats', 'the Persians never retreat: remove their losses in the battle city only', { where: battle.where });
    }
  }
  const w = battle.where;
  const stillBoth =
    (armies(after, w, 'greece') > 0 && armies(after, w, 'persia') > 0) || (fleets(after, w, 'greece') > 0 && fleets(after, w, 'persia') > 0);
  if (stillBoth) refuse(rule, 'persia.battle.notOver', `the battle ends only when one side is gone from ${battle.where}`, { where: battle.where });
  const setup = battleSetupFor(s, battle, { greece: played, persia: [] });
  if (!isBattleEnd(setup, after, played)) {
    refuse(rule, 'persia.battle.impossible', `this battle in ${battle.where} cannot end with that board: check the losses, the retreat and the score`, { where: battle.where, kind: battle.kind });
  }
  let board = after;
  let leaders = s.leaders;
  for (const ev of played) {
    const leader = LIGHTNING_LEADERS[ev];
    if (leader) ({ board, leaders } = coverLeader({ board, leaders }, board, leader, leader === 'miltiades' ? a.leaderFrom : undefined));
  }
  const rest = s.battles.slice(1);
  checkBoard(board, { use: 'battle result', battles: battleCities(rest), offMap: portraitPieces(leaders) });
  s.board = board;
  s.leaders = leaders;
  s.battles = rest;
  s.greekCards -= played.length;
  s.deck = discardCards(s.deck, played.length);
  const holder = controller(board, battle.where);
  const reasons: Message[] = [message('persia.battle.result', { kind: battle.kind, where: battle.where, attacker: battle.attacker, holder }, rule)];
  if (battle.attacker === 'persia') reasons.push(message('persia.battle.persiaStays', {}, '004 §3 C'));
  for (const ev of played) reasons.push(message('persia.battle.card', { event: ev, reading: 'R-PA-15' }, '000 §6.1'));
  if (before.bridge && !board.bridge) reasons.push(message('persia.battle.bridgeGone', { reading: 'R-PA-19' }, '000 §7.1'));
  if (delta !== 0) reasons.push(message('persia.battle.score', { delta, score: board.score }, battle.event === 'evangelion' ? 'card 10 Evangelion' : rule));
  log(s, 'greece', 'resolveBattle', message('persia.log.battle', { kind: battle.kind, where: battle.where, holder }, rule), reasons, changesBetween(before, board));
  checkInstantWin(s, 'resolveBattle');
  return s;
}
