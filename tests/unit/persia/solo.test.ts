import { describe, expect, it } from 'vitest';
import { applySoloAction, newSoloGame, soloActions, soloInvariants, type SoloState } from '../../../src/persia/solo.js';
import { soloSetup, count } from '../../../src/earth-water/board.js';
import { persiaNeedsDie } from '../../../src/persia/operation.js';
import { RuleError } from '../../../src/earth-water/errors.js';
import type { Board } from '../../../src/earth-water/types.js';

const at = (s: SoloState, patch: Partial<SoloState> & { board?: Board }): SoloState => ({ ...structuredClone(s), ...patch });
const ops = (board: Board, extra: Partial<SoloState> = {}): SoloState =>
  at(newSoloGame(1), { board, phase: 'operations', turn: 'persia', persianCards: 3, greekCards: 2, ...extra });

describe('solo set-up (004 §2, §3)', () => {
  it('004 §2: campaign 3, score 2 for Persia, 3 armies + 2 fleets in Abydos and Ephesos, bridge built, both portraits covered', () => {
    const s = newSoloGame(42);
    expect(s.board).toEqual(soloSetup());
    expect(s.board).toMatchObject({ campaign: 3, score: 2, bridge: true });
    expect(s.board.forces.Abydos).toEqual({ persianArmies: 3, persianFleets: 2 });
    expect(s.board.forces.Ephesos).toEqual({ persianArmies: 3, persianFleets: 2 });
    expect(s.portraits).toEqual({ darius: true, xerxes: true });
    expect(s.phase).toBe('persianPreparation');
    expect(soloActions(s)).toEqual(['persianPreparation']);
    expect(soloInvariants(s)).toEqual([]);
  });

  it('004 §3 A: no Persian piece limit — 30 Persian armies on the mirror are legal', () => {
    const s = ops({ ...soloSetup(), forces: { ...soloSetup().forces, Abydos: { persianArmies: 30 } } });
    expect(soloInvariants(s)).toEqual([]);
  });
});

describe('a campaign, step by step', () => {
  it('004 §4 then 000 §5.2: Persian preparation (situation B at the start), then the Greek one, checked for talents and placement', () => {
    let s = applySoloAction(newSoloGame(1), { type: 'persianPreparation' });
    expect(s.persianCards).toBe(4);
    expect(count(s.board, 'Abydos', 'persianArmies')).toBe(7);
    expect(count(s.board, 'Ephesos', 'persianArmies')).toBe(7);
    expect(s.phase).toBe('greekPreparation');
    expect(s.log[s.log.length - 1]!.matched[0]).toEqual({ table: 'preparation', row: 'prep-B' });
    // 000 §5.2: 6 talents, at most 2 fleets, only in Greek cities
    expect(() => applySoloAction(s, { type: 'greekPreparation', cards: 5, changes: [{ city: 'Athenai', kind: 'greekArmies', delta: 2 }] })).toThrow(/7 talents/);
    expect(() => applySoloAction(s, { type: 'greekPreparation', cards: 0, changes: [{ city: 'Sparta', kind: 'greekFleets', delta: 3 }] })).toThrow(/at most 2 fleets/);
    expect(() => applySoloAction(s, { type: 'greekPreparation', cards: 0, changes: [{ city: 'Thebai', kind: 'greekArmies', delta: 1 }] })).toThrow(RuleError);
    expect(() => applySoloAction(s, { type: 'greekPreparation', cards: 0, changes: [{ city: 'Abydos', kind: 'persianArmies', delta: 1 }] })).toThrow(RuleError);
    s = applySoloAction(s, { type: 'greekPreparation', cards: 3, changes: [{ city: 'Athenai', kind: 'greekArmies', delta: 2 }, { city: 'Sparta', kind: 'greekFleets', delta: 1 }] });
    expect(s.greekCards).toBe(3);
    expect(s).toMatchObject({ phase: 'operations', turn: 'persia' });
    expect(count(s.board, 'Athenai', 'greekArmies')).toBe(3);
  });

  it('000 §5.3, reading R-PA-13: Sudden Death of the Great King drawn — both portraits are covered, so nothing happens', () => {
    const s = applySoloAction(newSoloGame(1), { type: 'persianPreparation' });
    const t = applySoloAction(s, { type: 'suddenDeath' });
    expect(t.phase).toBe('greekPreparation');
    expect(t.persianCards).toBe(s.persianCards);
    expect(t.board).toEqual(s.board);
    expect(t.log[t.log.length - 1]!.reasons[0]).toContain('R-PA-13');
  });

  it('000 §5.4: a short draw pile — Persia gets fewer cards, the talents are spent all the same', () => {
    const s = applySoloAction(newSoloGame(1), { type: 'persianPreparation', cardsDrawn: 2 });
    expect(s.persianCards).toBe(2);
    expect(count(s.board, 'Abydos', 'persianArmies')).toBe(7);
    expect(() => applySoloAction(newSoloGame(1), { type: 'persianPreparation', cardsDrawn: 5 })).toThrow(RuleError);
  });

  it('004 §5.3 die 1 + 000 §4.3: Persia passes (a card discarded, R-PA-8), Greece passes → the operations phase ends', () => {
    let s = ops(soloSetup());
    s = applySoloAction(s, { type: 'persianOperation', die: 1 });
    expect(s).toMatchObject({ persianCards: 2, lastPass: 'persia', turn: 'greece', phase: 'operations' });
    s = applySoloAction(s, { type: 'greekPass' });
    expect(s.phase).toBe('persianSupply');
  });

  it('000 §4.3: a pass followed by a play does not end the phase; Greece passes, Persia plays, Greece passes, Persia passes → end', () => {
    let s = ops(soloSetup(), { turn: 'greece' });
    s = applySoloAction(s, { type: 'greekPass' });
    s = applySoloAction(s, { type: 'persianOperation', die: 6 });
    expect(s.phase).toBe('operations');
    s = applySoloAction(s, { type: 'greekPass' });
    s = applySoloAction(s, { type: 'persianOperation', die: 1 });
    expect(s.phase).toBe('persianSupply');
  });

  it('004 §5.1: with no cards Persia passes without a die; the card count never goes below 0', () => {
    let s = ops(soloSetup(), { persianCards: 0 });
    s = applySoloAction(s, { type: 'persianOperation', die: 6 });
    expect(s.persianCards).toBe(0);
    expect(s.log[s.log.length - 1]!.summary).toBe('Persia passes');
  });

  it('004 §5.3 die 4: Greece discards a card; with none left the army is destroyed anyway', () => {
    const a = applySoloAction(ops(soloSetup(), { greekCards: 2 }), { type: 'persianOperation', die: 4 });
    expect(a.greekCards).toBe(1);
    expect(count(a.board, 'Athenai', 'greekArmies')).toBe(0);
    const b = applySoloAction(ops(soloSetup(), { greekCards: 0 }), { type: 'persianOperation', die: 4 });
    expect(b.greekCards).toBe(0);
    expect(count(b.board, 'Athenai', 'greekArmies')).toBe(0);
    expect(b.log.find((e) => e.action === 'persianOperation')!.reasons).toContain('004 §5.3: you have no card left — the army is destroyed anyway.');
  });

  it('004 §3 C: a battle caused by PERS.IA must be fought out before play goes on, and the Persians never retreat', () => {
    const board: Board = { forces: { Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Larissa: { persianArmies: 4 }, Pella: { persianArmies: 1 }, Delphi: { greekArmies: 1 }, Thebai: { greekArmies: 2 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, bridge: false, campaign: 3, score: 2 };
    const s = applySoloAction(ops(board), { type: 'persianOperation', die: 2 });
    expect(count(s.board, 'Thebai', 'persianArmies')).toBe(2);
    expect(soloActions(s)).toEqual(['resolveBattle']);
    expect(() => applySoloAction(s, { type: 'greekPass' })).toThrow(RuleError);
    // a Persian retreat is refused
    expect(() =>
      applySoloAction(s, { type: 'resolveBattle', kind: 'land', where: 'Thebai', changes: [{ city: 'Thebai', kind: 'persianArmies', delta: -2 }, { city: 'Larissa', kind: 'persianArmies', delta: 2 }] }),
    ).toThrow(/never retreat/);
    // the battle is not over while both sides remain
    expect(() => applySoloAction(s, { type: 'resolveBattle', kind: 'land', where: 'Thebai', changes: [{ city: 'Thebai', kind: 'persianArmies', delta: -1 }] })).toThrow(RuleError);
    const t = applySoloAction(s, { type: 'resolveBattle', kind: 'land', where: 'Thebai', changes: [{ city: 'Thebai', kind: 'persianArmies', delta: -2 }, { city: 'Thebai', kind: 'greekArmies', delta: -1 }] });
    expect(soloActions(t)).toEqual(['greekOperation', 'greekPass']);
  });

  it('004 §8: Persia wins at once on taking the second Greek major (Korinthos → the empty Sparta while it holds Athenai)', () => {
    const board: Board = { forces: { Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Korinthos: { persianArmies: 4 }, Athenai: { persianArmies: 1 }, Thebai: { greekArmies: 1 } }, bridge: true, campaign: 4, score: 0 };
    const s = applySoloAction(ops(board), { type: 'persianOperation', die: 3 });
    expect(s.result).toEqual({ winner: 'persia', reason: expect.stringContaining('Athenai and Sparta'), rule: '004 §8', campaign: 4, score: 0 });
    expect(s.phase).toBe('over');
    expect(soloActions(s)).toEqual([]);
    expect(() => applySoloAction(s, { type: 'greekPass' })).toThrow(RuleError);
    expect(soloInvariants(s)).toEqual([]);
  });
});

describe('Greek operations on the mirror', () => {
  it('000 §6.1: a Greek card costs a card; an event that changes the hand (Oracle of Delphi) sets it; PERS.IA alone adds Persian pieces', () => {
    const s = ops(soloSetup(), { turn: 'greece', greekCards: 3 });
    const a = applySoloAction(s, { type: 'greekOperation', changes: [{ city: 'Korinthos', kind: 'greekArmies', delta: -1 }, { city: 'Thebai', kind: 'greekArmies', delta: 1 }] });
    expect(a).toMatchObject({ greekCards: 2, turn: 'persia' });
    const b = applySoloAction(s, { type: 'greekOperation', changes: [], handAfter: 4 });
    expect(b.greekCards).toBe(4);
    expect(() => applySoloAction(s, { type: 'greekOperation', changes: [], handAfter: 14 })).toThrow(/0–13/);
    expect(() => applySoloAction(s, { type: 'greekOperation', changes: [{ city: 'Pella', kind: 'persianArmies', delta: 1 }] })).toThrow(/only PERS.IA/);
    // Ionian Revolt (card 2) removes a Persian army: allowed
    const c = applySoloAction(s, { type: 'greekOperation', changes: [{ city: 'Abydos', kind: 'persianArmies', delta: -1 }] });
    expect(count(c.board, 'Abydos', 'persianArmies')).toBe(2);
    // Greek piece limit (000 §2.2): 9 armies
    expect(() => applySoloAction(s, { type: 'greekOperation', changes: [{ city: 'Athenai', kind: 'greekArmies', delta: 7 }] })).toThrow(RuleError);
  });

  it('000 §7.1: the bridge may go only when Greece holds Abydos after the battle there', () => {
    const board: Board = { forces: { Abydos: { persianArmies: 1, greekArmies: 2 }, Ephesos: { persianArmies: 3 }, Athenai: { greekArmies: 1 } }, bridge: true, campaign: 3, score: 0 };
    const s = ops(board, { turn: 'greece' });
    const won = applySoloAction(s, { type: 'resolveBattle', kind: 'land', where: 'Abydos', changes: [{ city: 'Abydos', kind: 'persianArmies', delta: -1 }, { bridge: false }] });
    expect(won.board.bridge).toBe(false);
    expect(() =>
      applySoloAction(s, { type: 'resolveBattle', kind: 'land', where: 'Abydos', changes: [{ city: 'Abydos', kind: 'greekArmies', delta: -2 }, { bridge: false }] }),
    ).toThrow(/bridge/);
  });
});

describe('supply and scoring (004 §6, §7; 000 §8–§10)', () => {
  const supplyState = (board: Board, extra: Partial<SoloState> = {}) => at(newSoloGame(1), { board, phase: 'persianSupply', persianCards: 2, greekCards: 6, ...extra });

  it('004 §6 A: Persia discards every card; then Greece keeps at most 4 (000 §8.1)', () => {
    let s = applySoloAction(supplyState(soloSetup()), { type: 'persianSupply' });
    expect(s.persianCards).toBe(0);
    expect(s.phase).toBe('greekSupply');
    expect(() => applySoloAction(s, { type: 'greekSupply', removals: {}, keepCards: 5 })).toThrow(/0–4/);
    s = applySoloAction(s, { type: 'greekSupply', removals: {}, keepCards: 4 });
    expect(s.greekCards).toBe(4);
    expect(s.phase).toBe('scoring');
  });

  it('000 §9 (004 §7): scoring moves the marker, the next campaign begins with the Persian preparation', () => {
    // Persia: Abydos 2 + Ephesos 2 + Pella 1 = 5; Greece: Athenai 2 + Sparta 2 + Korinthos 1 = 5 → no change
    const board = { ...soloSetup(), forces: { ...soloSetup().forces, Pella: { persianArmies: 1 } } };
    let s = at(newSoloGame(1), { board, phase: 'scoring' });
    s = applySoloAction(s, { type: 'scoring' });
    expect(s.board).toMatchObject({ score: 2, campaign: 4 });
    expect(s.phase).toBe('persianPreparation');
  });

  it('000 §10: after the fifth campaign the score decides (Persia ahead wins; 0 is a tie)', () => {
    const five = { ...soloSetup(), campaign: 5 };
    const p = applySoloAction(at(newSoloGame(1), { board: five, phase: 'scoring' }), { type: 'scoring' });
    expect(p.result).toMatchObject({ winner: 'persia', rule: '000 §10', score: 1 });
    const tie = applySoloAction(at(newSoloGame(1), { board: { ...five, score: 1 }, phase: 'scoring' }), { type: 'scoring' });
    expect(tie.result).toMatchObject({ winner: null, score: 0 });
  });

  it('000 §9: Greece holding both Persian majors at scoring wins automatically', () => {
    const board: Board = { forces: { Abydos: { greekArmies: 1 }, Ephesos: { greekArmies: 1 }, Athenai: { greekArmies: 1 } }, bridge: false, campaign: 3, score: 6 };
    const s = applySoloAction(at(newSoloGame(1), { board, phase: 'scoring' }), { type: 'scoring' });
    expect(s.result).toMatchObject({ winner: 'greece', rule: '000 §9' });
  });
});

describe('the die is rolled only at step 3 (004 §5)', () => {
  it('004 §5.2: a defence uses no die — none is drawn from the seeded RNG, none is logged, a typed die is ignored', () => {
    const board: Board = { forces: { Abydos: { persianArmies: 7 }, Ephesos: { greekArmies: 1 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, bridge: true, campaign: 3, score: 2 };
    const s0 = ops(board);
    expect(persiaNeedsDie(board, 3)).toBe(false);
    for (const die of [undefined, 6] as const) {
      const s = applySoloAction(s0, die === undefined ? { type: 'persianOperation' } : { type: 'persianOperation', die });
      const e = s.log[s.log.length - 1]!;
      expect(e.die).toBeUndefined();
      expect(e.decision).toMatchObject({ action: 'defend', from: 'Abydos', to: 'Ephesos', count: 3, battle: { kind: 'land', where: 'Ephesos' } });
      expect(s.rng).toEqual(s0.rng);
    }
  });

  it('004 §5.1: no cards, no die; 004 §5.3: otherwise the die is needed and logged', () => {
    expect(persiaNeedsDie(soloSetup(), 0)).toBe(false);
    expect(persiaNeedsDie(soloSetup(), 1)).toBe(true);
    const s = applySoloAction(ops(soloSetup(), { persianCards: 0 }), { type: 'persianOperation' });
    expect(s.log[s.log.length - 1]!.die).toBeUndefined();
    const t = applySoloAction(ops(soloSetup()), { type: 'persianOperation', die: 2 });
    expect(t.log[t.log.length - 1]).toMatchObject({ die: 2, decision: { action: 'move', from: 'Ephesos', to: 'Pella', count: 1 } });
  });
});

describe('the state machine contract', () => {
  it('an action not possible now throws a RuleError and leaves the state untouched', () => {
    const s = newSoloGame(3);
    const before = JSON.stringify(s);
    expect(() => applySoloAction(s, { type: 'persianOperation' })).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the seeded die replays: same seed, same Persian operation; a physical die overrides it', () => {
    const a = applySoloAction(ops(soloSetup()), { type: 'persianOperation' });
    const b = applySoloAction(ops(soloSetup()), { type: 'persianOperation' });
    expect(a.log[a.log.length - 1]!.die).toBe(b.log[b.log.length - 1]!.die);
    expect(a.rng).not.toEqual(ops(soloSetup()).rng);
    const c = applySoloAction(ops(soloSetup()), { type: 'persianOperation', die: 5 });
    expect(c.log[c.log.length - 1]!.die).toBe(5);
    expect(c.rng).toEqual(ops(soloSetup()).rng);
  });
});
