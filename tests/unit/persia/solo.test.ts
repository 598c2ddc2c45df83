/**
 * The solo game's flow (004 §2–§8 with 000 §4–§10): set-up, the two preparations (the Greek one
 * cards first, 000 §5.2), PERS.IA's steps waiting on the table, the operations and passes, the
 * die only at step 3, what comes next (`soloNext`), and the state machine contract.
 */
import { describe, expect, it } from 'vitest';
import { applySoloAction, newSoloGame, soloActions, soloInvariants, soloNext, type SoloAction, type SoloState } from '../../../src/persia/solo.js';
import { soloSetup, count } from '../../../src/earth-water/board.js';
import { persiaNeedsDie } from '../../../src/persia/operation.js';
import { StrategosError } from '../../../src/core/errors.js';
import type { Board } from '../../../src/earth-water/types.js';
import { ops, soloAt } from './helpers.js';

const last = (s: SoloState) => s.log[s.log.length - 1]!;
const done = (s: SoloState) => applySoloAction(s, { type: 'tableDone' });

describe('solo set-up (004 §2, §3)', () => {
  it('004 §2: campaign 3, score 2 for Persia, 3 armies + 2 fleets in Abydos and Ephesos, bridge built, both kings covered, 16 cards in the draw pile', () => {
    const s = newSoloGame(42);
    expect(s.board).toEqual(soloSetup());
    expect(s.portraits).toEqual({ darius: true, xerxes: true });
    expect(s.deck).toEqual({ draw: 16, discard: 0 });
    expect(s).toMatchObject({ phase: 'persianPreparation', battles: [], onTable: null, persiaDone: false });
    expect(soloActions(s)).toEqual(['persianPreparation']);
    expect(soloNext(s)).toEqual({ action: 'persianPreparation', actor: 'persia' });
    expect(soloInvariants(s)).toEqual([]);
  });

  it('004 §3 A: no Persian piece limit — 30 Persian armies on the mirror are legal', () => {
    const s = ops({ ...soloSetup(), forces: { ...soloSetup().forces, Abydos: { persianArmies: 30 } } });
    expect(soloInvariants(s)).toEqual([]);
  });

  it('004 §2, reading R-PA-21: the campaign marker starts on 3; a longer game from campaign 1 is an option, said so in the log', () => {
    expect(newSoloGame(1).options).toMatchObject({ startCampaign: 3, dieOne: 'phase', placement: 'free', edition: 'en', seaSupply: 'lenient' });
    const s = newSoloGame(1, { startCampaign: 1 });
    expect(s.board.campaign).toBe(1);
    expect(s.log[0]!.reasons.some((r) => r.id === 'persia.setup.longer' && r.params?.reading === 'R-PA-21')).toBe(true);
    expect(() => newSoloGame(1, { startCampaign: 4 })).toThrow(StrategosError);
  });
});

describe('a campaign, step by step', () => {
  it('004 §4, then 000 §5.2: PERS.IA prepares (on the table until done), Greece buys its cards as a step of its own, then raises its pieces within the talents left', () => {
    let s = applySoloAction(newSoloGame(1), { type: 'persianPreparation' });
    expect(s.persianCards).toBe(4);
    expect(s.deck).toEqual({ draw: 12, discard: 0 });
    expect(count(s.board, 'Abydos', 'persianArmies')).toBe(7);
    expect(last(s).matched[0]).toEqual({ table: 'preparation', row: 'prep-B' });
    // R-PS-2: the plan waits on the table; the next step is named.
    expect(soloActions(s)).toEqual(['tableDone']);
    expect(soloNext(s)).toEqual({ action: 'tableDone', actor: 'greece', then: 'greekCards' });
    s = done(s);
    expect(soloActions(s)).toEqual(['greekCards', 'suddenDeath']);
    // The pieces cannot be raised before the cards are bought (000 §5.2 "They first choose the number of cards").
    expect(() => applySoloAction(s, { type: 'greekPreparation', changes: [] })).toThrow(StrategosError);
    expect(() => applySoloAction(s, { type: 'greekCards', cards: 7 })).toThrow(StrategosError);
    s = applySoloAction(s, { type: 'greekCards', cards: 4 });
    expect(s).toMatchObject({ greekCards: 4, greekBought: 4, deck: { draw: 8, discard: 0 } });
    expect(soloActions(s)).toEqual(['greekPreparation']);
    // 6 talents: 4 for cards, so 3 armies are too many; at most 2 fleets; only in Greek cities.
    expect(() => applySoloAction(s, { type: 'greekPreparation', changes: [{ city: 'Athenai', kind: 'greekArmies', delta: 3 }] })).toThrow(/7 talents/);
    expect(() => applySoloAction(s, { type: 'greekPreparation', changes: [{ city: 'Thebai', kind: 'greekArmies', delta: 1 }] })).toThrow(StrategosError);
    expect(() => applySoloAction(s, { type: 'greekPreparation', changes: [{ city: 'Abydos', kind: 'persianArmies', delta: 1 }] })).toThrow(StrategosError);
    s = applySoloAction(s, { type: 'greekPreparation', changes: [{ city: 'Athenai', kind: 'greekArmies', delta: 1 }, { city: 'Sparta', kind: 'greekFleets', delta: 1 }] });
    expect(s).toMatchObject({ phase: 'operations', turn: 'persia', greekBought: null });
    expect(count(s.board, 'Athenai', 'greekArmies')).toBe(2);
  });

  it('000 §5.2: buying no card is a step the player takes, and it leaves them passing in the operations', () => {
    let s = done(applySoloAction(newSoloGame(1), { type: 'persianPreparation' }));
    s = applySoloAction(s, { type: 'greekCards', cards: 0 });
    s = applySoloAction(s, { type: 'greekPreparation', changes: [] });
    s = done(applySoloAction(s, { type: 'persianOperation', die: 6 }));
    expect(soloActions(s)).toEqual(['greekPass']);
  });

  it('000 §5.3, reading R-PA-13: Sudden Death of the Great King drawn — both kings are covered, so nothing happens but the log', () => {
    const s = done(applySoloAction(newSoloGame(1), { type: 'persianPreparation' }));
    const t = applySoloAction(s, { type: 'suddenDeath' });
    expect(t).toMatchObject({ phase: 'greekPreparation', persianCards: s.persianCards, board: s.board, greekBought: null });
    expect(last(t).reasons[0]).toMatchObject({ id: 'persia.suddenDeath', rule: '000 §5.3', params: { reading: 'R-PA-13' } });
  });
});

describe('operations (004 §5, 000 §4.3, §6.1)', () => {
  it('004 §5.3 die 1, reading R-PA-8 as written: PERS.IA passes and performs no more operations; Greece plays on until it passes', () => {
    let s = done(applySoloAction(ops(soloSetup(), { greekCards: 3 }), { type: 'persianOperation', die: 1 }));
    expect(s).toMatchObject({ persianCards: 2, persiaDone: true, turn: 'greece', lastPass: 'persia', phase: 'operations' });
    // Greece plays a card: PERS.IA's turn is a pass of its own, logged, and Greece plays again.
    s = applySoloAction(s, { type: 'greekOperation', changes: [] });
    expect(s).toMatchObject({ turn: 'greece', lastPass: 'persia', persianCards: 2, phase: 'operations' });
    expect(last(s).reasons[0]).toMatchObject({ id: 'persia.op.donePass', params: { reading: 'R-PA-8' }, rule: '004 §5.3' });
    s = applySoloAction(s, { type: 'greekPass' });
    expect(s.phase).toBe('persianSupply');
  });

  it('004 §5.3 die 1, reading R-PA-8 setting "operation": a pass for this operation only — after a Greek card PERS.IA operates again', () => {
    let s = done(applySoloAction(ops(soloSetup(), { greekCards: 3 }, { dieOne: 'operation' }), { type: 'persianOperation', die: 1 }));
    expect(s).toMatchObject({ persianCards: 2, persiaDone: false, turn: 'greece', lastPass: 'persia' });
    s = applySoloAction(s, { type: 'greekOperation', changes: [] });
    expect(soloActions(s)).toEqual(['persianOperation']);
    // …and two passes in succession end the phase (000 §4.3).
    s = applySoloAction(s, { type: 'persianOperation', die: 1 });
    s = applySoloAction(done(s), { type: 'greekPass' });
    expect(s.phase).toBe('persianSupply');
  });

  it('000 §4.3: a pass followed by a play does not end the phase; Greece passes, PERS.IA plays, Greece passes, PERS.IA passes → end', () => {
    let s = ops(soloSetup(), { turn: 'greece' });
    s = applySoloAction(s, { type: 'greekPass' });
    s = done(applySoloAction(s, { type: 'persianOperation', die: 6 }));
    expect(s.phase).toBe('operations');
    s = applySoloAction(s, { type: 'greekPass' });
    s = applySoloAction(s, { type: 'persianOperation', die: 1 });
    expect(s.phase).toBe('persianSupply');
    // PERS.IA's last operation: its button names the real next step (000 §8: the Persian supply).
    expect(soloNext(s)).toEqual({ action: 'tableDone', actor: 'greece', then: 'persianSupply' });
  });

  it('004 §5.1: with no cards PERS.IA passes without a die; the card count never goes below 0', () => {
    const s = applySoloAction(ops(soloSetup(), { persianCards: 0 }), { type: 'persianOperation', die: 6 });
    expect(s.persianCards).toBe(0);
    expect(last(s)).toMatchObject({ summary: { id: 'persia.log.op', params: { action: 'pass' } } });
    expect(last(s).die).toBeUndefined();
  });

  it('004 §5.3 die 4: Greece discards a card (onto the discard pile); with none left the army is destroyed anyway', () => {
    const a = applySoloAction(ops(soloSetup(), { greekCards: 2 }), { type: 'persianOperation', die: 4 });
    expect(a).toMatchObject({ greekCards: 1, persianCards: 2, deck: { discard: 2 } });
    expect(count(a.board, 'Athenai', 'greekArmies')).toBe(0);
    const b = applySoloAction(ops(soloSetup(), { greekCards: 0 }), { type: 'persianOperation', die: 4 });
    expect(b.greekCards).toBe(0);
    expect(last(b).reasons).toContainEqual({ id: 'persia.op.noGreekCard', params: {}, rule: '004 §5.3' });
  });

  it('004 §8: Persia wins at once on taking the second Greek major (Korinthos → the empty Sparta while it holds Athenai)', () => {
    const board: Board = { forces: { Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Korinthos: { persianArmies: 4 }, Athenai: { persianArmies: 1 }, Thebai: { greekArmies: 1 } }, bridge: true, campaign: 4, score: 0 };
    const s = applySoloAction(ops(board), { type: 'persianOperation', die: 3 });
    expect(s.result).toMatchObject({ winner: 'persia', rule: '004 §8', campaign: 4, score: 0, reason: { id: 'persia.result.instant' } });
    expect(s.phase).toBe('over');
    expect(soloActions(s)).toEqual([]);
    expect(soloNext(s)).toBeNull();
  });
});

describe('the die is rolled only at step 3 (004 §5)', () => {
  it('004 §5.2: a defence uses no die — none is drawn from the seeded RNG, none is logged, a typed die is ignored', () => {
    const board: Board = { forces: { Abydos: { persianArmies: 7 }, Ephesos: { greekArmies: 1 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, bridge: true, campaign: 3, score: 2 };
    const s0 = ops(board);
    expect(persiaNeedsDie(board, 3)).toBe(false);
    for (const die of [undefined, 6] as const) {
      const s = applySoloAction(s0, die === undefined ? { type: 'persianOperation' } : { type: 'persianOperation', die });
      expect(last(s).die).toBeUndefined();
      expect(last(s).decision).toMatchObject({ action: 'defend', from: 'Abydos', to: 'Ephesos', count: 3, battle: { kind: 'land', where: 'Ephesos' } });
      expect(s.rng).toEqual(s0.rng);
    }
  });

  it('004 §5.1: no cards, no die; 004 §5.3: otherwise the die is needed and logged', () => {
    expect(persiaNeedsDie(soloSetup(), 0)).toBe(false);
    expect(persiaNeedsDie(soloSetup(), 1)).toBe(true);
    const t = applySoloAction(ops(soloSetup()), { type: 'persianOperation', die: 2 });
    expect(last(t)).toMatchObject({ die: 2, decision: { action: 'move', from: 'Ephesos', to: 'Pella', count: 1 } });
  });
});

describe('the state machine contract', () => {
  it('an action not possible now throws a StrategosError and leaves the state untouched', () => {
    const s = newSoloGame(3);
    const before = JSON.stringify(s);
    expect(() => applySoloAction(s, { type: 'persianOperation' })).toThrow(StrategosError);
    expect(() => applySoloAction(s, null as never)).toThrow(StrategosError);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('every step is a new state and the old one stays whole: a store can undo any step, the table copy included', () => {
    const states: SoloState[] = [newSoloGame(5)];
    const snaps = [JSON.stringify(states[0])];
    const steps = [{ type: 'persianPreparation' }, { type: 'tableDone' }, { type: 'greekCards', cards: 2 }, { type: 'greekPreparation', changes: [] }, { type: 'persianOperation', die: 5 }, { type: 'tableDone' }] as SoloAction[];
    for (const a of steps) {
      states.push(applySoloAction(states[states.length - 1]!, a));
      snaps.push(JSON.stringify(states[states.length - 1]));
    }
    states.forEach((s, i) => expect(JSON.stringify(s)).toBe(snaps[i]));
    // Going back one step and taking it again gives the same state (the seeded RNG travels with it).
    expect(JSON.stringify(applySoloAction(states[4]!, steps[4]!))).toBe(snaps[5]);
  });

  it('the seeded die replays: same seed, same Persian operation; a physical die overrides it', () => {
    const a = applySoloAction(ops(soloSetup()), { type: 'persianOperation' });
    const b = applySoloAction(ops(soloSetup()), { type: 'persianOperation' });
    expect(last(a).die).toBe(last(b).die);
    expect(a.rng).not.toEqual(ops(soloSetup()).rng);
    const c = applySoloAction(ops(soloSetup()), { type: 'persianOperation', die: 5 });
    expect(last(c).die).toBe(5);
    expect(c.rng).toEqual(ops(soloSetup()).rng);
  });

  it('soloAt keeps the 16 cards whole (test helper sanity)', () => {
    expect(soloInvariants(soloAt({ persianCards: 4, greekCards: 3 }))).toEqual([]);
  });
});
