/**
 * What the player is told to do at the table at supply and scoring (004 §6, §7; 000 §4.1, §4.5,
 * §8, §9, §10; issue 16 item 7): PERS.IA's whole hand discarded, the armies removed and why, each
 * city's points, who leads, where the score marker goes, the campaign marker advancing — and an
 * empty Persian major city counted for Persia (reading R-PA-17).
 */
import { describe, expect, it } from 'vitest';
import { applySoloAction, soloNext, type SoloState } from '../../../src/persia/solo.js';
import { persiaPreparation } from '../../../src/persia/preparation.js';
import { persiaAttrition } from '../../../src/persia/attrition.js';
import { soloSetup } from '../../../src/earth-water/board.js';
import type { Board } from '../../../src/earth-water/types.js';
import { board, soloAt } from './helpers.js';

const last = (s: SoloState) => s.log[s.log.length - 1]!;
const scoring = (b: Board) => applySoloAction(soloAt({ board: b, phase: 'scoring' }), { type: 'scoring' });

describe('004 §6: PERS.IA supply, as instructions', () => {
  it('004 §6 A: the whole hand discarded (none kept), then each removal with its stage; the step waits on the table, then your supply', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Korinthos: { persianArmies: 2 }, Athenai: { persianArmies: 3 }, Sparta: { greekArmies: 1 } });
    const s = applySoloAction(soloAt({ board: b, phase: 'persianSupply', persianCards: 3 }), { type: 'persianSupply' });
    const ids = last(s).reasons.map((r) => r.id);
    expect(ids[0]).toBe('persia.supply.discardHand');
    expect(last(s).reasons[0]).toMatchObject({ params: { cards: 3 }, rule: '004 §6 A' });
    expect(ids).toContain('persia.supply.count');
    expect(s).toMatchObject({ persianCards: 0, deck: { discard: 3 }, onTable: s.log.length - 1 });
    expect(soloNext(s)).toEqual({ action: 'tableDone', actor: 'greece', then: 'greekSupply' });
  });

  it('004 §6 B: each army removed is named with its city and its reason (R-PA-11)', () => {
    // Korinthos 2 + Athenai 3 = 5 armies for 1 + 2 = 3 amphorae: 2 go, first the Korinthos army that earns no points.
    const b = board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Korinthos: { persianArmies: 2 }, Athenai: { persianArmies: 3 }, Sparta: { greekArmies: 1 } });
    const d = persiaAttrition(b, 0);
    expect(d.reasons.filter((r) => r.id.startsWith('persia.supply.remove.'))).toEqual([
      { id: 'persia.supply.remove.noPoints', params: { city: 'Korinthos', armies: 1, list: 'attrition', reading: 'R-PA-11' }, rule: '004 §6 B' },
      { id: 'persia.supply.remove.noPoints', params: { city: 'Athenai', armies: 1, list: 'attrition', reading: 'R-PA-11' }, rule: '004 §6 B' },
    ]);
  });
});

describe('000 §9 (004 §7): scoring, as instructions', () => {
  it('each controlled city and its points, the totals, who leads and where the marker goes, then the campaign marker advances (000 §4.1)', () => {
    // Persia: Abydos 2 + Ephesos 2 + Pella 1 = 5; Greece: Athenai 2 + Sparta 2 + Korinthos 1 = 5 → the marker stays on 2 (Persia).
    const s = scoring({ ...soloSetup(), forces: { ...soloSetup().forces, Pella: { persianArmies: 1 } } });
    expect(s.board).toMatchObject({ score: 2, campaign: 4 });
    expect(s.phase).toBe('persianPreparation');
    const r = last(s).reasons;
    expect(r).toContainEqual({ id: 'persia.score.city', params: { city: 'Pella', side: 'persia', points: 1, empty: false }, rule: '000 §4.5' });
    expect(r).toContainEqual({ id: 'persia.score.total', params: { persia: 5, greece: 5, difference: 0, before: 2, after: 2, clamped: false }, rule: '000 §4.5' });
    expect(r).toContainEqual({ id: 'persia.score.marker', params: { space: 2, side: 'persia' }, rule: '000 §4.5' });
    expect(r[r.length - 1]).toEqual({ id: 'persia.score.campaign', params: { from: 3, to: 4 }, rule: '000 §4.1' });
    expect(last(s).summary).toMatchObject({ id: 'persia.log.scoring', params: { score: 2, side: 'persia' } });
    // The scoring waits on the table; then PERS.IA prepares the next campaign.
    expect(soloNext(s)).toEqual({ action: 'tableDone', actor: 'greece', then: 'persianPreparation' });
  });

  it('the marker on 0 belongs to nobody; Greece ahead is said so', () => {
    // At the set-up position Greece scores 5 to Persia's 4: the marker moves 1 towards Greece.
    const zero = scoring({ ...soloSetup(), score: 1 });
    expect(last(zero).reasons).toContainEqual({ id: 'persia.score.marker', params: { space: 0, side: null }, rule: '000 §4.5' });
    const greek = scoring({ ...soloSetup(), score: -3 });
    expect(last(greek).reasons).toContainEqual({ id: 'persia.score.marker', params: { space: 4, side: 'greece' }, rule: '000 §4.5' });
  });

  it('000 §10: after the fifth campaign the score decides (Persia ahead wins; 0 is a tie); the marker is still placed', () => {
    const p = scoring({ ...soloSetup(), campaign: 5 });
    expect(p.result).toMatchObject({ winner: 'persia', rule: '000 §10', score: 1, reason: { id: 'persia.result.score' } });
    expect(last(p).reasons.map((r) => r.id)).toEqual(expect.arrayContaining(['persia.score.marker', 'persia.score.gameOver']));
    const tie = scoring({ ...soloSetup(), campaign: 5, score: 1 });
    expect(tie.result).toMatchObject({ winner: null, score: 0, reason: { id: 'persia.result.tie' } });
  });

  it('000 §9: Greece holding both Persian majors at scoring wins automatically', () => {
    const s = scoring({ forces: { Abydos: { greekArmies: 1 }, Ephesos: { greekArmies: 1 }, Athenai: { greekArmies: 1 } }, bridge: false, campaign: 3, score: 6 });
    expect(s.result).toMatchObject({ winner: 'greece', rule: '000 §9', reason: { id: 'persia.result.automatic', params: { winner: 'greece' } } });
  });
});

describe('reading R-PA-17: an empty Persian major city (000 §3 "each side controls its Major cities without having to station an army in them")', () => {
  it('scores 2 for Persia at scoring (000 §4.5), said so', () => {
    const s = scoring(board({ Abydos: { persianArmies: 3 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, { score: 0 }));
    expect(last(s).reasons).toContainEqual({ id: 'persia.score.city', params: { city: 'Ephesos', side: 'persia', points: 2, empty: true, reading: 'R-PA-17' }, rule: '000 §3' });
    // Persia: Abydos 2 + Ephesos 2; Greece: Athenai 2 + Sparta 2 → the marker stays on 0.
    expect(s.board.score).toBe(0);
  });

  it('takes PERS.IA\'s armies at preparation (R-PA-2) but feeds none at supply (000 §8.2)', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Korinthos: { persianArmies: 2 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, { score: 0 });
    expect(persiaPreparation(b).armies).toContain('Ephesos');
    // Korinthos 2 armies, 1 amphora (Ephesos and Abydos count for nothing): 1 goes.
    expect(persiaAttrition(b, 0).excess).toBe(1);
  });
});
