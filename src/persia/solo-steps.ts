/**
 * What every step of the solo flow shares (solo.ts, solo-battle.ts, solo-supply.ts): a refusal
 * naming its rule, the log entry a step writes, the turn passing after an operation or a pass
 * (000 §4.3, §6.1; R-PA-8 as written: PERS.IA passes on each of its turns after its die 1), the
 * instant win (004 §8), and the copy of a state a step may change (the input is never touched).
 */
import { other, type Board, type Side } from '../earth-water/types.js';
import { MAJORS, SCORE_LIMIT } from '../earth-water/map.js';
import { holdsBothEnemyMajors } from '../earth-water/board.js';
import { RuleError } from '../earth-water/errors.js';
import { cloneRng } from '../core/rng.js';
import { message, type Message, type MessageParam } from '../core/message.js';
import { CITIES } from '../earth-water/types.js';
import type { BoardChange } from './changes.js';
import { VICTORY, type RowRef } from './data.js';
import type { SoloActionType, SoloLogEntry, SoloState } from './solo-state.js';

export function refuse(rule: string, id: string, text: string, params: Record<string, MessageParam> = {}): never {
  throw new RuleError(rule, text, { id, params });
}

export function log(s: SoloState, actor: Side, action: SoloActionType, summary: Message, reasons: Message[], changes: BoardChange[] = [], matched: RowRef[] = []): SoloLogEntry {
  const e: SoloLogEntry = { campaign: s.board.campaign, phase: s.phase, actor, action, summary, reasons, changes, matched };
  s.log.push(e);
  return e;
}

/** 004 §8: Persia wins the moment it controls both Greek major cities. */
export function checkInstantWin(s: SoloState, action: SoloActionType): void {
  if (s.result || !holdsBothEnemyMajors(s.board, 'persia')) return;
  log(s, 'persia', action, message('persia.log.win', { winner: 'persia' }, VICTORY.section), [message('persia.result.instant', { cities: MAJORS.greece.join(', ') }, VICTORY.section)], [], [
    { table: 'victory', row: VICTORY.id },
  ]);
  s.result = { winner: 'persia', reason: message('persia.result.instant', { cities: MAJORS.greece.join(', ') }, VICTORY.section), rule: VICTORY.section, campaign: s.board.campaign, score: s.board.score };
  s.phase = 'over';
  s.battles = [];
}

export function endOperations(s: SoloState, side: Side, action: SoloActionType, why: Message): void {
  log(s, side, action, message('persia.log.opsOver', {}, why.rule), [why]);
  s.phase = 'persianSupply';
  s.lastPass = null;
}

/** After an operation or a pass: the next player's turn, or the end of the phase (000 §4.3, §6.1). */
export function afterOperation(s: SoloState, side: Side, action: SoloActionType, passed: boolean): void {
  s.operations++;
  if (passed && s.lastPass === other(side)) return endOperations(s, side, action, message('persia.ops.bothPassed', {}, '000 §4.3'));
  s.lastPass = passed ? side : null;
  if (s.persianCards === 0 && s.greekCards === 0) return endOperations(s, side, action, message('persia.ops.noCards', {}, '000 §6.1'));
  s.turn = other(side);
  if (s.turn === 'persia' && s.persiaDone) {
    // R-PA-8, as written: after its die 1 PERS.IA performs no more operations this campaign; on
    // each of its turns it passes (without a card to discard), and Greece plays on.
    log(s, 'persia', 'persianOperation', message('persia.log.pass', {}, '004 §5.3'), [message('persia.op.donePass', { reading: 'R-PA-8' }, '004 §5.3')]);
    s.operations++;
    s.lastPass = 'persia';
    s.turn = 'greece';
  }
}

export function clampScore(n: number): number {
  return Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, n));
}

export function copyBoard(b: Board): Board {
  const forces: Board['forces'] = {};
  for (const c of CITIES) {
    const here = b.forces[c];
    if (here) forces[c] = { ...here };
  }
  return { forces, bridge: b.bridge, campaign: b.campaign, score: b.score };
}

/** A copy safe to change: the log array is new, its entries (never changed) are shared. */
export function copy(s: SoloState): SoloState {
  return {
    ...s,
    board: copyBoard(s.board),
    deck: { ...s.deck },
    portraits: { ...s.portraits },
    leaders: { ...s.leaders },
    options: { ...s.options },
    rng: cloneRng(s.rng),
    log: s.log.slice(),
    battles: s.battles.map((b) => ({ ...b })),
  };
}

