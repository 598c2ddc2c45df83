// Saved battles across the format step that made their reasons messages (issue 20 item 4): an
// Earth & Water table of format 2 (and a table log restoring one) and a battle roller save of
// format 1 load, validate and show their battles with the reasons rebuilt (battle-upgrade.ts);
// the new format round-trips through export and import.
import { describe, it, expect, beforeEach } from 'vitest';
import { exportAll, getSave, importAll, putSave } from '../../../src/storage/index.js';
import '../../../components/controllers/save-kinds.js';
import { TABLE_FORMAT, newTable, parseTable, type Table } from '../../../src/earth-water/table.js';
import { applyTable, type TableAction } from '../../../src/earth-water/table-actions.js';
import { battleChoices, type BattleChoice, type BattleState } from '../../../src/earth-water/battle.js';
import type { Message } from '../../../src/core/message.js';
import { TABLE_STORE_ID, checkTableStep, openTableStore } from '../../../src/earth-water/table-log.js';
import { ROLLER_FORMAT, validateRollerState } from '../../../src/earth-water/roller-save.js';
import { seedRng } from '../../../src/core/rng.js';
import { freshDatabase } from './helpers.js';

beforeEach(() => void freshDatabase());

const play = (t: Table, actions: TableAction[]) => actions.reduce((x, a) => applyTable(x, a), t);

/** Roll on; no card, no retreat. */
const next = (st: BattleState): BattleChoice => battleChoices(st).find((c) => c.type === 'roll') ?? { type: 'continue' };

/** A table whose what-if battle at Thebai (Cavalry of Mardonius, 5 against 4) has been fought to the end. */
function foughtTable(): Table {
  let t = play(newTable('standard', 5), [{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }]);
  t = applyTable(t, {
    type: 'battleOpen',
    request: { kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', by: 'road', whatIf: { attacking: 5, defending: 4, defendingOther: 0, bridge: false } },
  });
  while (t.battle!.state.phase !== 'over') t = applyTable(t, { type: 'battleChoice', choice: next(t.battle!.state) });
  return t;
}

/** The battle as the version before stored it: its reasons as English sentences. */
function oldBattle(st: BattleState): unknown {
  const x = JSON.parse(JSON.stringify(st)) as Record<string, any>;
  const words = (m: Message) => `${m.params!.n} dice: ${m.id === 'ew.battle.dice.max' ? 'at most 3' : 'one per unit'} (000 §7.1)`;
  for (const e of x.log) if (e.type === 'round') for (const s of ['persia', 'greece']) e[s].diceReason = words(e[s].diceReason);
  return x;
}

const oldTable = (t: Table) => ({ ...JSON.parse(JSON.stringify(t)), battle: { ...t.battle!, state: oldBattle(t.battle!.state) } });

const reasonsOf = (st: BattleState) => st.log.flatMap((e) => (e.type === 'round' ? [e.persia.diceReason, e.greece.diceReason] : []));

describe('saved battles from before their reasons were messages', () => {
  it('a format 2 table with a battle fought loads, validates and shows the battle with its dice reasons rebuilt', async () => {
    const t = foughtTable();
    const reasons = reasonsOf(t.battle!.state);
    expect(reasons.map((r) => r.id)).toContain('ew.battle.dice.max'); // five Persian armies: at most 3 dice (000 §7.1)
    const old = oldTable(t);
    expect(() => parseTable(old)).toThrow(); // not the current format…
    expect(parseTable(old, 2)).toEqual(t); // …but format 2, brought up exactly

    // an old snapshot save (before the action log) of format 2, with an undo step
    await putSave({ id: TABLE_STORE_ID, tool: 'earth-water', format: 2, state: { present: old, past: [oldTable({ ...t, battle: t.battle })], future: [] } });
    const s = openTableStore(() => 1);
    await s.load();
    expect(s.problem).toBeNull();
    expect(s.state).toEqual(t);
    expect(reasonsOf(s.state!.battle!.state)).toEqual(reasons);
    // written back in the current form, and read back the same
    const again = openTableStore(() => 1);
    await again.load();
    expect(again.state).toEqual(t);
  });

  it('a table log step restoring a format 2 table brings its battle up (checkTableStep)', () => {
    const t = foughtTable();
    expect(checkTableStep({ type: 'restore', table: oldTable(t), format: 2, first: true })).toEqual({ type: 'restore', table: t, format: TABLE_FORMAT, first: true });
    expect(() => checkTableStep({ type: 'restore', table: oldTable(t), format: 3 })).toThrow();
  });

  it('a table log whose checkpoint holds a format 2 battle replays past it and loads the same table', async () => {
    const s = openTableStore(() => 9);
    await s.load();
    for (const a of [{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }] as TableAction[]) await s.dispatch({ type: 'verb', verb: a, opts: {} });
    await s.dispatch({ type: 'verb', verb: { type: 'battleOpen', request: { kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', by: 'road', whatIf: { attacking: 5, defending: 4, defendingOther: 0, bridge: false } } }, opts: {} });
    while (s.state!.battle!.state.phase !== 'over') await s.dispatch({ type: 'verb', verb: { type: 'battleChoice', choice: next(s.state!.battle!.state) }, opts: {} });
    // past the 25th action, so a checkpoint (every 25) holds the battle
    for (let k = 0; s.length < 30; k++) await s.dispatch({ type: 'verb', verb: { type: 'edit', city: 'Athenai', kind: 'greekArmies', delta: k % 2 === 0 ? 1 : -1 }, opts: {} });
    await s.idle();
    const { db } = await import('../../../src/storage/db.js');
    const d = await db();
    const cp = (await d.get('checkpoints', [TABLE_STORE_ID, 25]))!;
    expect((cp.state as Table).battle).not.toBeNull();
    // the checkpoint as the version before wrote it: its battle's reasons in English
    await d.put('checkpoints', { ...cp, state: oldTable(cp.state as Table) });
    const again = openTableStore(() => 1);
    await again.load();
    expect(again.problem).toBeNull();
    expect(again.state).toEqual(s.state);
    expect(reasonsOf(again.state!.battle!.state).every((r) => r.id.startsWith('ew.battle.dice.'))).toBe(true);
  });

  it('a battle roller save of format 1 loads with its battle; format 2 is the current one', () => {
    const t = foughtTable();
    const saved = { v: 1, rng: seedRng(3), battle: oldBattle(t.battle!.state), applied: false };
    expect(ROLLER_FORMAT).toBe(2);
    expect(() => validateRollerState(saved, 2)).toThrow();
    expect(validateRollerState(saved, 1).battle).toEqual(t.battle!.state);
  });

  it('the new format round-trips through export and import', async () => {
    expect(TABLE_FORMAT).toBe(3);
    const s = openTableStore(() => 9);
    await s.load();
    for (const a of [{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }] as TableAction[]) await s.dispatch({ type: 'verb', verb: a, opts: {} });
    await s.dispatch({
      type: 'verb',
      verb: { type: 'battleOpen', request: { kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', by: 'road', whatIf: { attacking: 5, defending: 4, defendingOther: 0, bridge: false } } },
      opts: {},
    });
    while (s.state!.battle!.state.phase !== 'over') await s.dispatch({ type: 'verb', verb: { type: 'battleChoice', choice: next(s.state!.battle!.state) }, opts: {} });
    const file = await exportAll();
    expect(JSON.stringify(file)).not.toContain('one per unit');
    freshDatabase();
    await importAll(file);
    const back = openTableStore(() => 1);
    await back.load();
    expect(back.problem).toBeNull();
    expect(back.state).toEqual(s.state);
    expect(reasonsOf(back.state!.battle!.state).every((r) => r.id.startsWith('ew.battle.dice.'))).toBe(true);
    expect(await getSave(TABLE_STORE_ID)).not.toBeNull();
  });
});
