// One error type reachable from each tool's public index (issue 30 item 6): a caller catches what
// a tool throws with the classes that tool's index exports — never importing from its internals.
// For each index: the classes are the project's own (the very StrategosError of
// src/core/errors.ts, each subclass one of it), and errors thrown by that tool's entries given
// something impossible are instances of them.
import 'fake-indexeddb/auto';
import { describe, it, expect } from 'vitest';
import * as core from '../../../src/core/index.js';
import * as EW from '../../../src/earth-water/index.js';
import * as P from '../../../src/persia/index.js';
import * as T from '../../../src/thermopylae/index.js';
import * as S from '../../../src/storage/index.js';
import { tables } from '../earth-water/fuzz-harness.js';

/** What `f` throws (or rejects with); fails the test if it does neither. */
async function thrown(f: () => unknown): Promise<unknown> {
  try {
    await f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('each tool index exports the project\'s one error type', () => {
  it.each([
    ['earth-water', EW, ['RuleError', 'InputError', 'BoardParseError', 'DiceEntryError']],
    ['persia', P, ['PersiaInputError', 'RuleError', 'InputError', 'BoardParseError', 'DiceEntryError']],
    ['thermopylae', T, ['IllegalActionError', 'PositionError', 'CounselError', 'DiceEntryError']],
    ['storage', S, ['StorageError', 'ImportError']],
  ] as const)('%s: StrategosError, isStrategosError and its subclasses', (_, index, subclasses) => {
    const ix = index as unknown as Record<string, unknown>;
    expect(ix.StrategosError).toBe(core.StrategosError);
    expect(ix.isStrategosError).toBe(core.isStrategosError);
    for (const name of subclasses) {
      const C = ix[name] as typeof core.StrategosError;
      expect(typeof C, name).toBe('function');
      expect(C.prototype, name).toBeInstanceOf(core.StrategosError);
    }
  });
});

describe('what each tool throws is caught by the classes of its own index', () => {
  it('earth-water', async () => {
    const board = EW.newTable('standard', 1).board;
    const notACity = await thrown(() => EW.applyLandMove(board, 'greece', 'Athenai', 'Atlantis' as never, 1));
    expect(notACity).toBeInstanceOf(EW.StrategosError);
    expect(notACity).toBeInstanceOf(EW.RuleError);
    const notABoard = await thrown(() => EW.parseBoard({}));
    expect(notABoard).toBeInstanceOf(EW.StrategosError);
    expect(notABoard).toBeInstanceOf(EW.BoardParseError);
    const badTable = await thrown(() => EW.applyTable(null as never, { type: 'pass' } as never));
    expect(EW.isStrategosError(badTable)).toBe(true);
    const battle = tables.find((t) => t.battle && EW.battleChoices(t.battle.state).some((c) => c.type === 'roll'))!.battle!.state;
    const shortDice = await thrown(() => EW.applyBattle(battle, { type: 'roll' }, core.enteredDice([])));
    expect(shortDice).toBeInstanceOf(EW.DiceEntryError);
  });

  it('persia', async () => {
    const game = P.newSoloGame(1);
    const notAGame = await thrown(() => P.applySoloAction(null as never, { type: 'persianPreparation' } as never));
    expect(notAGame).toBeInstanceOf(P.StrategosError);
    expect(notAGame).toBeInstanceOf(P.PersiaInputError);
    const notNow = await thrown(() => P.applySoloAction(game, { type: 'nope' } as never));
    expect(notNow).toBeInstanceOf(P.StrategosError);
    expect(notNow).toBeInstanceOf(P.RuleError);
    expect(await thrown(() => P.persiaPreparation({} as never))).toBeInstanceOf(P.StrategosError);
  });

  it('thermopylae', async () => {
    const game = T.newGame(1);
    const illegal = await thrown(() => T.applyAction(game, { type: 'x' } as never));
    expect(illegal).toBeInstanceOf(T.StrategosError);
    expect(illegal).toBeInstanceOf(T.IllegalActionError);
    const position = await thrown(() => T.validateState({} as never));
    expect(position).toBeInstanceOf(T.PositionError);
    expect(T.isStrategosError(await thrown(() => T.newGame('x' as never)))).toBe(true);
  });

  it('storage', async () => {
    S.useDatabase(`errors-index-${Math.random().toString(36).slice(2)}`);
    const notJson = await thrown(() => S.parseExport('junk'));
    expect(notJson).toBeInstanceOf(S.StrategosError);
    expect(notJson).toBeInstanceOf(S.ImportError);
    const badArgument = await thrown(() => S.registerSaveKind('chess' as never, {} as never));
    expect(badArgument).toBeInstanceOf(S.StrategosError);
    expect(badArgument).toBeInstanceOf(S.StorageError);
  });
});
