import { describe, expect, it } from 'vitest';
import {
  PERSIA_FORMAT,
  boardDiff,
  changedCities,
  initialPersiaState,
  validatePersiaState,
} from '../../../components/persia-screen/state.js';
import { applyChanges } from '../../../src/persia/changes.js';
import { applySoloAction } from '../../../src/persia/solo.js';
import { soloSetup, withCount } from '../../../src/earth-water/board.js';

describe('PERS.IA screen state (the saved game of tool "persia")', () => {
  it('004 §2: a new state is the solo set-up in the Persian preparation, nothing on show', () => {
    const s = initialPersiaState('seed');
    expect(s.game.board).toEqual(soloSetup());
    expect(s.game.phase).toBe('persianPreparation');
    expect(s.draft).toBeNull();
    expect(s.shown).toBeNull();
    // the readings a game is played with travel in its state (R-PA-9 and the app settings)
    expect(initialPersiaState('seed', { edition: 'nl', placement: 'controlled' }).game.options).toMatchObject({ edition: 'nl', placement: 'controlled' });
  });

  it('a saved state survives JSON and validation unchanged, with a decision on show', () => {
    const s0 = initialPersiaState(7);
    const game = applySoloAction(s0.game, { type: 'persianPreparation' });
    const s = { ...s0, game, shown: { log: 1, before: s0.game.board, cards: 0 } };
    expect(validatePersiaState(JSON.parse(JSON.stringify(s)), PERSIA_FORMAT)).toEqual(s);
  });

  it('refuses foreign or damaged saves with a message naming the problem', () => {
    const good = JSON.parse(JSON.stringify(initialPersiaState(1)));
    expect(() => validatePersiaState(good, 2)).toThrow(/format 2/);
    expect(() => validatePersiaState({ hello: 'world' }, PERSIA_FORMAT)).toThrow(/not a PERS\.IA save/);
    expect(() => validatePersiaState({ ...good, game: { ...good.game, version: 9 } }, PERSIA_FORMAT)).toThrow(/not a PERS\.IA solo game/);
    expect(() => validatePersiaState({ ...good, game: { ...good.game, phase: 'lunch' } }, PERSIA_FORMAT)).toThrow(/unknown phase/);
    expect(() => validatePersiaState({ ...good, game: { ...good.game, rng: { s: [1, 2] } } }, PERSIA_FORMAT)).toThrow(/dice generator/);
    expect(() => validatePersiaState({ ...good, game: { ...good.game, board: { ...good.game.board, score: 9 } } }, PERSIA_FORMAT)).toThrow(/score/);
    expect(() => validatePersiaState({ ...good, shown: { log: 5, before: good.game.board, cards: 0 } }, PERSIA_FORMAT)).toThrow(/decision on show/);
    expect(() => validatePersiaState({ ...good, draft: { forces: { Korinthos: { greekFleets: 1 } }, bridge: true, campaign: 3, score: 0 } }, PERSIA_FORMAT)).toThrow(
      /Korinthos has no port/,
    );
  });

  it('boardDiff turns mirror edits into the engine\'s changes: applying them gives the edited board back', () => {
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

describe('drafts and leader portraits (000 §6.2: a leader with no army in reserve takes one from the map)', () => {
  it('"Discard my edits" uncovers a leader covered during the draft, with the army it took', async () => {
    const { withDraft, discardDraft, draftCommitted } = await import('../../../components/persia-screen/state.js');
    const s0 = { ...initialPersiaState(3), leaders: { themistocles: true } };
    const taken = withCount(s0.game.board, 'Korinthos', 'greekArmies', 0);
    const s1 = withDraft(s0, taken, { themistocles: true, leonidas: true });
    expect(s1.draft).toEqual(taken);
    expect(s1.leaders).toEqual({ themistocles: true, leonidas: true });
    // a second edit keeps the leaders as they were before the FIRST one
    const s2 = withDraft(s1, withCount(taken, 'Thebai', 'greekArmies', 1));
    expect(s2.leadersBeforeDraft).toEqual({ themistocles: true });
    const back = discardDraft(s2);
    expect(back.draft).toBeNull();
    expect(back.leaders).toEqual({ themistocles: true });
    expect('leadersBeforeDraft' in back).toBe(false);
    // committed: the leaders stay as the draft left them, nothing remembered
    const done = draftCommitted(s2);
    expect(done.leaders).toEqual({ themistocles: true, leonidas: true });
    expect(done.draft).toBeNull();
    expect('leadersBeforeDraft' in done).toBe(false);
    // the remembered leaders survive a save and reload
    expect(validatePersiaState(JSON.parse(JSON.stringify(s2)), PERSIA_FORMAT).leadersBeforeDraft).toEqual({ themistocles: true });
  });
});
