import { describe, expect, it } from 'vitest';
import {
  PERSIA_FORMAT,
  boardDiff,
  changedCities,
  emptyPersiaState,
  initialPersiaState,
  validatePersiaState,
} from '../../../src/persia/screen-state.js';
import { applyChanges } from '../../../src/persia/changes.js';
import { applySoloAction } from '../../../src/persia/solo.js';
import { soloSetup, withCount } from '../../../src/earth-water/board.js';

/** A solo game saved by the previous version (state version 1, screen format 1), mid-operation. */
function formatOneSave() {
  return {
    v: 1,
    game: {
      version: 1,
      board: { ...soloSetup(), forces: { ...soloSetup().forces, Ephesos: { persianArmies: 2, persianFleets: 2 }, Pella: { persianArmies: 1 } } },
      phase: 'operations',
      turn: 'greece',
      lastPass: null,
      persianCards: 3,
      greekCards: 2,
      portraits: { darius: true, xerxes: true },
      operations: 1,
      options: { edition: 'en', seaSupply: 'lenient', placement: 'free' },
      rng: { s: [1, 2, 3, 4] },
      log: [
        { campaign: 3, phase: 'persianPreparation', actor: 'persia', action: 'persianPreparation', summary: 'Solo set-up', reasons: ['004 §2: …'], changes: [], matched: [] },
        {
          campaign: 3,
          phase: 'operations',
          actor: 'persia',
          action: 'persianOperation',
          summary: 'Move: 1 from Ephesos to Pella',
          reasons: ['004 §5.3: the die shows 2'],
          changes: [{ city: 'Ephesos', kind: 'persianArmies', delta: -1 }, { city: 'Pella', kind: 'persianArmies', delta: 1 }],
          matched: [],
          die: 2,
          decision: { action: 'move', from: 'Ephesos', to: 'Pella', count: 1, path: ['Ephesos', 'Abydos', 'Pella'], greekDiscard: false, readings: [] },
        },
      ],
      result: null,
    },
    draft: null,
    shown: { log: 1, before: soloSetup(), cards: 4 },
    leaders: { miltiades: true },
  };
}

describe('PERS.IA screen state (the saved game of tool "persia")', () => {
  it('the first visit has no game: the options come first (issue 16 item 8)', () => {
    expect(emptyPersiaState()).toEqual({ v: 2, game: null, draft: null });
    expect(validatePersiaState(emptyPersiaState(), PERSIA_FORMAT)).toEqual(emptyPersiaState());
  });

  it('004 §2: a new game is the solo set-up in the Persian preparation, played with the options chosen', () => {
    const s = initialPersiaState('seed');
    expect(s.game!.board).toEqual(soloSetup());
    expect(s.game!.phase).toBe('persianPreparation');
    expect(s.draft).toBeNull();
    expect(initialPersiaState('seed', { edition: 'nl', placement: 'controlled', dieOne: 'operation' }).game!.options).toMatchObject({ edition: 'nl', placement: 'controlled', dieOne: 'operation' });
  });

  it('a saved state survives JSON and validation unchanged, with a PERS.IA step on the table', () => {
    const s0 = initialPersiaState(7);
    const s = { ...s0, game: applySoloAction(s0.game!, { type: 'persianPreparation' }) };
    expect(s.game.onTable).toBe(1);
    expect(validatePersiaState(JSON.parse(JSON.stringify(s)), PERSIA_FORMAT)).toEqual(s);
  });

  it('a game saved by the previous version is read: its words kept, the step on show and the leaders moved into the game, die 1 read as it was played', () => {
    const s = validatePersiaState(JSON.parse(JSON.stringify(formatOneSave())), 1);
    const g = s.game!;
    expect(g).toMatchObject({ version: 2, onTable: 1, leaders: { miltiades: true }, deck: { draw: 11, discard: 0 }, battles: [] });
    expect(g.options).toMatchObject({ dieOne: 'operation', placement: 'free', startCampaign: 3 });
    expect(g.log[1]!.summary).toEqual({ id: 'persia.legacy', params: { text: 'Move: 1 from Ephesos to Pella' } });
  });

  it('a battle left on an old save is set up from the step that caused it', () => {
    const old = formatOneSave();
    old.game.board.forces = { ...old.game.board.forces, Pella: { persianArmies: 1, greekArmies: 1 } } as never;
    (old.game.log[1]!.decision as Record<string, unknown>).battle = { kind: 'land', where: 'Pella' };
    const g = validatePersiaState(JSON.parse(JSON.stringify(old)), 1).game!;
    expect(g.battles).toEqual([{ kind: 'land', where: 'Pella', attacker: 'persia', from: 'Abydos', by: 'road', units: 1, cause: 1 }]);
  });

  it('refuses foreign or damaged saves with a message naming the problem', () => {
    const good = JSON.parse(JSON.stringify(initialPersiaState(1)));
    expect(() => validatePersiaState(good, 3)).toThrow(/format 3/);
    expect(() => validatePersiaState({ hello: 'world' }, PERSIA_FORMAT)).toThrow(/not a PERS\.IA save/);
    expect(() => validatePersiaState({ ...good, game: { ...good.game, version: 9 } }, PERSIA_FORMAT)).toThrow(/not a solo game/);
    expect(() => validatePersiaState({ ...good, game: { ...good.game, phase: 'lunch' } }, PERSIA_FORMAT)).toThrow(/phase/);
    expect(() => validatePersiaState({ ...good, game: { ...good.game, rng: { s: [1, 2] } } }, PERSIA_FORMAT)).toThrow(/dice generator/);
    expect(() => validatePersiaState({ ...good, game: { ...good.game, board: { ...good.game.board, score: 9 } } }, PERSIA_FORMAT)).toThrow(/score/);
    expect(() => validatePersiaState({ ...good, game: { ...good.game, onTable: 5 } }, PERSIA_FORMAT)).toThrow(/onTable/);
    expect(() => validatePersiaState({ ...good, draft: { forces: { Korinthos: { greekFleets: 1 } }, bridge: true, campaign: 3, score: 0 } }, PERSIA_FORMAT)).toThrow(/Korinthos has no port/);
  });

  it("boardDiff turns mirror edits into the engine's changes: applying them gives the edited board back", () => {
    const a = soloSetup();
    let b = withCount(a, 'Athenai', 'greekArmies', 3);
    b = withCount(b, 'Korinthos', 'greekArmies', 0);
    b = withCount(b, 'Pella', 'persianArmies', 2);
    b = { ...b, bridge: false, score: 3 };
    const { changes, scoreDelta } = boardDiff(a, b);
    expect(changes).toEqual([
      { city: 'Athenai', kind: 'greekArmies', delta: 2 },
      { city: 'Korinthos', kind: 'greekArmies', delta: -1 },
      { city: 'Pella', kind: 'persianArmies', delta: 2 },
      { bridge: false },
    ]);
    expect(scoreDelta).toBe(1);
    expect(applyChanges(a, changes)).toEqual({ ...b, score: a.score });
    expect(boardDiff(a, a)).toEqual({ changes: [], scoreDelta: 0 });
  });

  it('the mirror highlights each city a change touches once; the bridge lights both its ends (000 §2.1)', () => {
    expect(
      changedCities([
        { city: 'Abydos', kind: 'persianArmies', delta: -4 },
        { city: 'Pella', kind: 'persianArmies', delta: 4 },
        { city: 'Abydos', kind: 'persianFleets', delta: 1 },
      ]),
    ).toEqual(['Abydos', 'Pella']);
    expect(changedCities([{ bridge: true }])).toEqual(['Abydos', 'Pella']);
  });
});
