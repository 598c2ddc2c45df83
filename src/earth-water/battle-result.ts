/**
 * What a battle (000 §7) does to the board, as changes: the pieces each side lost in the battle
 * city, the pieces that retreated out of it, the score moved by The Great King or Evangelion
 * (R-BT-12), and the pontoon bridge the Greeks may destroy after taking Abydos (000 §7.1, R-BT-16).
 *
 * The changes are applied to the board as it is *now* (changes.ts), so a correction made on the
 * mirror while the battle was open is kept (issue 15 item 1); `battleResultEntries` gives them
 * with a message each, so a screen lists exactly what "Apply to the board" will do.
 */
import { plainData } from '../core/errors.js';
import type { Message } from '../core/message.js';
import { message } from '../core/message.js';
import { FORCE_KINDS, type Board, type ForceKind, type Side } from './types.js';
import { countOf as count, setCount as withCount, controllerOf as controller } from './board-core.js';
import { RuleError } from './errors.js';
import { applyChanges, type BoardChange } from './changes.js';
import type { BattleState, RoundEntry } from './battle-types.js';
import { checkBattleState, lightningPlayed } from './battle-check.js';
import { BATTLE_EVENTS } from './battle-dice.js';
import { checkBoard, isPlainObject } from './check.js';
import { InputError } from './errors.js';

const armyKind = (s: Side): ForceKind => (s === 'greece' ? 'greekArmies' : 'persianArmies');
const fleetKind = (s: Side): ForceKind => (s === 'greece' ? 'greekFleets' : 'persianFleets');
const SIDES: readonly Side[] = ['persia', 'greece'];

/**
 * The battle's own board after what it did so far (losses and retreats applied to the board it
 * started from). The engine reads it for retreats and for The Great King / Evangelion.
 */
export function applyResult(board: Board, st: BattleState): Board {
  const where = st.setup.where;
  let b = board;
  for (const k of ['greekArmies', 'persianArmies', 'greekFleets', 'persianFleets'] as const) {
    const n = count(b, where, k) - st.lost[k];
    if (n < 0) throw new RuleError('000 §7', `the board has fewer ${k} in ${where} than the battle lost`);
    b = withCount(b, where, k, n);
  }
  for (const m of st.moves) {
    const k = m.kind === 'armies' ? armyKind(m.side) : fleetKind(m.side);
    b = withCount(b, where, k, count(b, where, k) - m.count);
    b = withCount(b, m.to, k, count(b, m.to, k) + m.count);
  }
  return b;
}

/**
 * True when the battle is a land battle at Abydos that leaves the Greeks in control of it while
 * the bridge stands: they may destroy the bridge (000 §7.1 "may"; 003 §7.1 they do, R-BT-16).
 */
export function bridgeDestroyable(state: BattleState): boolean {
  checkBattleState(state);
  if (state.stage !== 'land' || state.setup.where !== 'Abydos' || !state.setup.board.bridge) return false;
  return controller(applyResult(state.setup.board, state), 'Abydos') === 'greece';
}

/** One line of a battle's result: what it means at the table, and the board changes it makes. */
export interface BattleResultEntry {
  message: Message;
  changes: BoardChange[];
}

export interface BattleResultOptions {
  /** Greece destroys the bridge (asked when `bridgeDestroyable`; the Dutch edition's default). */
  destroyBridge?: boolean;
}

/**
 * The battle's result so far, line by line (losses, retreats, score, bridge), each with its board
 * changes. Messages: `ew.battle.lost` ({ side, n, kind: 'armies'|'fleets', city }),
 * `ew.battle.retreat` ({ side, n, kind, from, to }), `ew.change.score`, `ew.change.bridge`.
 */
export function battleResultEntries(state: BattleState, opts: BattleResultOptions = {}): BattleResultEntry[] {
  opts = plainData(opts, 'options');
  checkBattleState(state);
  if (!isPlainObject(opts)) throw new InputError('options', 'not an object');
  const where = state.setup.where;
  const out: BattleResultEntry[] = [];
  for (const side of SIDES) {
    for (const [unit, kind] of [['armies', armyKind(side)], ['fleets', fleetKind(side)]] as const) {
      const n = state.lost[kind];
      if (n > 0) {
        out.push({
          message: message('ew.battle.lost', { side, n, kind: unit, city: where }, unit === 'armies' ? '000 §7.1' : '000 §7.2'),
          changes: [{ city: where, kind, delta: -n }],
        });
      }
    }
  }
  for (const m of state.moves) {
    const kind = m.kind === 'armies' ? armyKind(m.side) : fleetKind(m.side);
    out.push({
      message: message('ew.battle.retreat', { side: m.side, n: m.count, kind: m.kind, from: where, to: m.to }, state.stage === 'naval' ? '000 §7.2' : '000 §7.1'),
      changes: [
        { city: where, kind, delta: -m.count },
        { city: m.to, kind, delta: m.count },
      ],
    });
  }
  const delta = state.outcome?.scoreDelta ?? 0;
  if (delta !== 0) {
    const c: BoardChange = { scoreDelta: delta };
    out.push({ message: message('ew.change.score', { n: Math.abs(delta), towards: delta > 0 ? 'persia' : 'greece' }, 'R-BT-12'), changes: [c] });
  }
  if (opts.destroyBridge === true && state.phase === 'over' && bridgeDestroyable(state)) {
    out.push({ message: message('ew.change.bridge', { built: false }, '000 §7.1'), changes: [{ bridge: false }] });
  }
  return out;
}

/** Every board change of the battle's result, in the order of `battleResultEntries`. */
export function battleChanges(state: BattleState, opts: BattleResultOptions = {}): BoardChange[] {
  return battleResultEntries(state, opts).flatMap((e) => e.changes);
}

/**
 * The board after the battle (or as it stands, if still going): the battle's changes applied to
 * `board` — the board it started from, or the board as it is now (the changes, not a copy of the
 * battle's board, issue 15 item 1). Score clamped to ±6; the bridge only with `destroyBridge`.
 */
export function battleResultToBoard(board: Board, state: BattleState, opts: BattleResultOptions = {}): Board {
  return applyChanges(board, battleChanges(state, opts));
}

/**
 * The battle's cities whose pieces changed on `now` since the battle began (the battle city and
 * where pieces retreated to), and the bridge if the result would destroy it but it already moved:
 * the player is told and chooses before the result is applied (issue 15 item 1). Messages:
 * `ew.battle.changedSince` ({ city }), `ew.battle.bridgeChanged`.
 */
export function battleConflicts(now: Board, state: BattleState, opts: BattleResultOptions = {}): Message[] {
  checkBoard(now);
  checkBattleState(state);
  const cities = new Set([state.setup.where, ...state.moves.map((m) => m.to)]);
  const out: Message[] = [];
  for (const city of cities) {
    if (FORCE_KINDS.some((k) => count(state.setup.board, city, k) !== count(now, city, k))) out.push(message('ew.battle.changedSince', { city }));
  }
  if (opts.destroyBridge === true && state.phase === 'over' && bridgeDestroyable(state) && now.bridge !== state.setup.board.bridge) {
    out.push(message('ew.battle.bridgeChanged', {}));
  }
  return out;
}

/** Rounds fought so far, all stages. */
export function battleRounds(state: BattleState): RoundEntry[] {
  checkBattleState(state);
  return state.log.filter((e): e is RoundEntry => e.type === 'round');
}

/**
 * The cards the battle cost beside the board: each lightning card played takes one card out of its
 * side's hand (000 §6.1), Persia's first — listed before "Apply to the board" (`ew.battle.cardSpent`).
 */
export function cardsSpent(state: BattleState): Message[] {
  checkBattleState(state);
  return (['persia', 'greece'] as const).flatMap((side) =>
    lightningPlayed(state, side).map((e) => message('ew.battle.cardSpent', { side, event: e, card: BATTLE_EVENTS[e].card }, '000 §6.1')),
  );
}
