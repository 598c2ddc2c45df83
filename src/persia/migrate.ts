/**
 * Reading a solo game saved by an older version (state version 1) as the current one, so no game
 * in progress is lost: the log's words become legacy messages, the deck is counted from the hands
 * (the rest in the draw pile), the die-1 reading stays the one the game was played with
 * ('operation'), and a battle left on the mirror is set up from the step that caused it.
 */
import type { Board } from '../earth-water/types.js';
import { message, type Message } from '../core/message.js';
import { isStrategosError } from '../core/errors.js';
import { applyChecked, checkChanges, type BoardChange } from './changes.js';
import { persianBattle } from './battles.js';
import { readGreekOperation } from './greek.js';
import { checkSoloState } from './solo-check.js';
import { CARDS_IN_GAME, PersiaInputError, show } from './validate.js';
import type { OwedBattle, SoloLogEntry, SoloState } from './solo-state.js';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function legacy(x: unknown): Message {
  return typeof x === 'string' ? message('persia.legacy', { text: x }) : isObject(x) && typeof x.id === 'string' ? (x as unknown as Message) : message('persia.legacy', { text: '' });
}

function fail(problem: string): never {
  throw new PersiaInputError('004 §2', `this older PERS.IA game cannot be read: ${problem}`, 'persia.input.state', { field: 'version 1', problem });
}

/**
 * The current solo state for a saved one: version 2 is checked and returned; version 1 is
 * upgraded. `screen`: what the old screen kept beside the game (the leaders covered, the log
 * index of the PERS.IA step on show). Throws a PersiaInputError when it cannot be read.
 */
export function migrateSoloState(x: unknown, screen: { leaders?: SoloState['leaders']; shown?: number | null } = {}): SoloState {
  try {
    return migrate(x, isObject(screen) ? screen : {});
  } catch (e) {
    if (isStrategosError(e)) throw e;
    // A malformed old save trips over a missing field on the way: it cannot be read.
    return fail((e as Error).message);
  }
}

function migrate(x: unknown, screen: { leaders?: SoloState['leaders']; shown?: number | null }): SoloState {
  if (isObject(x) && x.version === 2) {
    checkSoloState(x);
    return x;
  }
  if (!isObject(x) || x.version !== 1) fail(`not a solo game (${show(isObject(x) ? x.version : x)})`);
  if (!Array.isArray(x.log) || !isObject(x.options)) fail('the log or the options are missing');
  const log: SoloLogEntry[] = (x.log as unknown[]).map((e) => {
    if (!isObject(e)) fail('a log entry is damaged');
    const out = { ...e, summary: legacy(e.summary), reasons: Array.isArray(e.reasons) ? e.reasons.map(legacy) : [] } as unknown as SoloLogEntry;
    return out;
  });
  const persianCards = x.persianCards as number;
  const greekCards = x.greekCards as number;
  const board = x.board as Board;
  const phase = x.phase as SoloState['phase'];
  const s: SoloState = {
    version: 2,
    board,
    phase,
    turn: x.turn as SoloState['turn'],
    lastPass: x.lastPass as SoloState['lastPass'],
    persianCards,
    greekCards,
    deck: { draw: CARDS_IN_GAME - persianCards - greekCards, discard: 0 },
    greekBought: null,
    portraits: { darius: true, xerxes: true },
    leaders: screen.leaders ?? {},
    persiaDone: false,
    operations: x.operations as number,
    options: { edition: 'en', seaSupply: 'lenient', placement: 'free', ...(x.options as object), dieOne: 'operation', startCampaign: 3 } as SoloState['options'],
    rng: x.rng as SoloState['rng'],
    log,
    result: isObject(x.result) ? ({ ...x.result, reason: legacy(x.result.reason) } as unknown as SoloState['result']) : null,
    battles: [],
    onTable: typeof screen.shown === 'number' && screen.shown < log.length ? screen.shown : null,
  };
  s.battles = battlesOnBoard(s);
  checkSoloState(s);
  return s;
}

/** A battle left on an old save's mirror, set up from the last step (it caused it). */
function battlesOnBoard(s: SoloState): OwedBattle[] {
  const f = s.board.forces;
  const pending = Object.values(f).some((h) => h && (((h.greekArmies ?? 0) > 0 && (h.persianArmies ?? 0) > 0) || ((h.greekFleets ?? 0) > 0 && (h.persianFleets ?? 0) > 0)));
  if (!pending || s.result) return [];
  const at = s.log.length - 1;
  const last = s.log[at]!;
  if (last.action === 'persianOperation' && last.decision) {
    const b = persianBattle(last.decision, at);
    if (b) return [b];
  }
  if (last.action === 'greekOperation') {
    try {
      checkChanges(last.changes, '000 §6');
      const inverse = (last.changes as BoardChange[]).map((c) => ('bridge' in c ? { bridge: !c.bridge } : { ...c, delta: -c.delta }));
      const before = applyChecked(s.board, inverse);
      const r = readGreekOperation({ ...s, board: before, battles: [] }, { changes: last.changes });
      return r.battles.map((b) => ({ ...b, cause: at }));
    } catch (e) {
      if (!isStrategosError(e)) throw e;
    }
  }
  return fail('a battle is left on the mirror and the step that caused it is not known');
}
