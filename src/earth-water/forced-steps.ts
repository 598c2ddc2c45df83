/**
 * Steps that carry no information (issue 28 item 5): when the table's listing (`tableActions`)
 * offers one action only, and that action is one the rules force — nothing for the player to decide,
 * nothing to do on the physical board — the table takes it by itself, unless the player asked to
 * confirm every step (Settings). The forced steps, each with its rule:
 *   - a side to play with no card passes (000 §6.1 "If a player has no cards in their hand they must pass");
 *   - Persia keeps no card from an empty hand (000 §8.1);
 *   - Greece, with an empty hand, has nothing to discard (000 §8.1);
 *   - a side's supply with no army over its capacity and none cut off removes nothing (000 §8.2).
 * Never while a battle waits or is open (000 §7), never at the scoring (the marker moves).
 *
 *   forcedStep(table, opts)                 → the one forced action now, or null
 *   applyWithPasses(table, action, opts)    → the table after `action` and every forced step after it,
 *                                             with the passes taken (the log keeps them with the action)
 *   replayWithPasses(table, action, passes) → the same, from the passes kept (a replay never decides again)
 *
 * The table after the chain keeps the note of the action tapped: one tap, one undo step, named for
 * what the player did; the passes' own notes are returned for the screen to say.
 */
import type { Message } from '../core/message.js';
import { plainData } from '../core/errors.js';
import { InputError } from './errors.js';
import { isList, isPlainObject } from './check.js';
import { supplyReport } from './supply.js';
import { parseTable, type Table } from './table.js';
import { applyTable, supplySideAt, tableActions, type TableAction, type TableOptions } from './table-actions.js';

export interface PassOptions extends TableOptions {
  /** Settings "Confirm every step": every step waits for a tap, forced or not. */
  confirmEachStep?: boolean;
}

/** Most forced steps in a row (a campaign's end: two passes, two hands, two supplies). */
const MAX_PASSES = 12;

/** Why `a` carries no information on `t`, as the rule that forces it, or null when the player has something to decide or do. */
function forcedBy(t: Table, a: TableAction, opts: TableOptions): string | null {
  const c = t.checklist;
  switch (a.type) {
    case 'pass':
      return c.step === 'operations' && c.hands[a.side] === 0 ? '000 §6.1' : null;
    case 'keepCard':
      return c.step === 'persiaHand' && !a.keep && c.hands.persia === 0 ? '000 §8.1' : null;
    case 'next':
      return c.step === 'greeceHand' && c.hands.greece === 0 ? '000 §8.1' : null;
    case 'supply': {
      if (supplySideAt(c) !== a.side) return null;
      const r = supplyReport(t.board, a.side, { seaSupply: opts.seaSupply });
      return r.excess === 0 && r.cutOff.length === 0 ? '000 §8.2' : null;
    }
    default:
      return null;
  }
}

/** The options as a plain copy (a getter or proxy that throws is refused, never read twice), checked. */
function checkPassOptions(opts: unknown): PassOptions {
  if (!isPlainObject(opts)) throw new InputError('options', 'not an object');
  const o = plainData(opts, 'options');
  if (o.confirmEachStep !== undefined && typeof o.confirmEachStep !== 'boolean') throw new InputError('options.confirmEachStep', 'not true or false');
  return o as PassOptions;
}

/** The table's only action now when the rules force it (see the file comment), or null. */
export function forcedStep(table: Table, options: PassOptions = {}): TableAction | null {
  const t = parseTable(table);
  const opts = checkPassOptions(options);
  if (opts.confirmEachStep || t.checklist.result) return null;
  if (t.lastMove?.battle || (t.battle && !t.battle.applied && !t.battle.request.whatIf)) return null;
  const all = tableActions(t, opts);
  return all.length === 1 && forcedBy(t, all[0]!, opts) !== null ? all[0]! : null;
}

/** What `applyWithPasses` gives: the table, the forced steps taken after the action, and their notes. */
export interface PassedTable {
  table: Table;
  passes: TableAction[];
  notes: Message[];
}

/**
 * `applyTable(table, action)`, then every forced step after it (none with `confirmEachStep`). Throws
 * as `applyTable` does when `action` is refused; `table` is never modified.
 */
export function applyWithPasses(table: Table, action: TableAction, options: PassOptions = {}): PassedTable {
  const opts = checkPassOptions(options);
  const tableOpts: TableOptions = {};
  if (opts.edition !== undefined) tableOpts.edition = opts.edition;
  if (opts.seaSupply !== undefined) tableOpts.seaSupply = opts.seaSupply;
  const first = applyTable(table, action, tableOpts);
  let t = first;
  const passes: TableAction[] = [];
  const notes: Message[] = [];
  for (let f = forcedStep(t, opts); f && passes.length < MAX_PASSES; f = forcedStep(t, opts)) {
    t = applyTable(t, f, tableOpts);
    passes.push(f);
    notes.push(t.note);
  }
  return { table: passes.length ? { ...t, note: first.note } : t, passes, notes };
}

/**
 * The table after `action` and the `passes` the log kept with it (each checked by `applyTable` as any
 * verb): a replay applies what was recorded and decides nothing again.
 */
export function replayWithPasses(table: Table, action: TableAction, passes: readonly TableAction[], opts: TableOptions = {}): Table {
  if (!isList(passes) || passes.length > MAX_PASSES) throw new InputError('passes', `not a list of up to ${MAX_PASSES} actions`);
  const first = applyTable(table, action, opts);
  if (passes.length === 0) return first;
  let t = first;
  for (const p of passes) t = applyTable(t, p, opts);
  return { ...t, note: first.note };
}
