import { describe, expect, it } from 'vitest';
import { persiaPreparation } from '../../../src/persia/preparation.js';
import { applyChanges } from '../../../src/persia/changes.js';
import { soloSetup, count } from '../../../src/earth-water/board.js';
import type { Board } from '../../../src/earth-water/types.js';

const board = (forces: Board['forces'], extra: Partial<Board> = {}): Board => ({
  forces,
  bridge: true,
  campaign: 3,
  score: 0,
  ...extra,
});

describe('PERS.IA preparation (004 §4)', () => {
  it('004 §4 worked example: score 0, bridge destroyed, only Abydos and Ephesos → 5 cards, bridge, armies Abydos, Ephesos, Abydos', () => {
    const b = board({ Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, { bridge: false, score: 0 });
    const d = persiaPreparation(b);
    expect(d.situation).toBe('C');
    expect(d.cards).toBe(5);
    expect(d.bridge).toBe(true);
    expect(d.fleets).toEqual([]);
    expect(d.armies).toEqual(['Abydos', 'Ephesos', 'Abydos']);
    expect(d.talentsLeft).toBe(0);
    expect(d.matched[0]).toEqual({ table: 'preparation', row: 'prep-C' });
    const after = applyChanges(b, d.changes);
    expect(after.bridge).toBe(true);
    expect(count(after, 'Abydos', 'persianArmies')).toBe(2);
    expect(count(after, 'Ephesos', 'persianArmies')).toBe(1);
    // reasons: A tested and rejected before C matched, each citing 004
    expect(d.reasons).toContainEqual({ id: 'persia.prep.check.occupied', params: { situation: 'A', cities: '', applies: false }, rule: '004 §4 A' });
    expect(d.reasons).toContainEqual({ id: 'persia.prep.check.score', params: { situation: 'C', score: 0, min: 0, max: 0, applies: true }, rule: '004 §4 C' });
  });

  it('004 §4 A: a Greek army in Ephesos → 3 cards and 9 armies in the unoccupied major (Abydos), whatever the score', () => {
    const b = board({ Ephesos: { greekArmies: 2 }, Abydos: { persianArmies: 1 } }, { score: -3, bridge: false });
    const d = persiaPreparation(b);
    expect(d.situation).toBe('A');
    expect(d.cards).toBe(3);
    expect(d.bridge).toBe(false); // A buys no bridge: 3 + 9 = 12 talents
    expect(d.armies).toEqual(Array(9).fill('Abydos'));
    expect(d.talentsLeft).toBe(0);
    expect(d.changes).toEqual([{ city: 'Abydos', kind: 'persianArmies', delta: 9 }]);
  });

  it('004 §4 A, reading R-PA-3: both Persian majors Greek-held → 3 cards, no army placed, 9 talents lost', () => {
    const b = board({ Ephesos: { greekArmies: 1 }, Abydos: { greekArmies: 1 } });
    const d = persiaPreparation(b);
    expect(d.situation).toBe('A');
    expect(d.armies).toEqual([]);
    expect(d.talentsLeft).toBe(9);
    expect(d.reasons.some((r) => r.id === 'persia.prep.bothMajorsHeld' && r.params?.reading === 'R-PA-3')).toBe(true);
  });

  it('004 §4 B at the solo start (score Persia 2, bridge built, fleets in both majors): 4 cards, no bridge, no fleet, 8 armies alternating Abydos/Ephesos', () => {
    const d = persiaPreparation(soloSetup());
    expect(d.situation).toBe('B');
    expect(d.cards).toBe(4);
    expect(d.bridge).toBe(false);
    expect(d.fleets).toEqual([]);
    expect(d.armies).toEqual(['Abydos', 'Ephesos', 'Abydos', 'Ephesos', 'Abydos', 'Ephesos', 'Abydos', 'Ephesos']);
    expect(d.talentsLeft).toBe(0);
  });

  it('004 §4 B, reading R-PA-4: bridge (4), one fleet per controlled port lacking one (Pella, Thebai; not Abydos which has one; not Naxos with a Greek fleet), then armies along the B list', () => {
    const b = board(
      {
        Abydos: { persianArmies: 2, persianFleets: 1 },
        Ephesos: { persianArmies: 2 },
        Pella: { persianArmies: 1 },
        Thebai: { persianArmies: 2 },
        Naxos: { persianArmies: 1, greekFleets: 1 },
        Athenai: { greekArmies: 1 },
        Sparta: { greekArmies: 1 },
      },
      { score: 3, bridge: false },
    );
    const d = persiaPreparation(b);
    expect(d.situation).toBe('B');
    expect(d.bridge).toBe(true);
    // 12 − 4 cards − 4 bridge = 4; fleets in B-fleet order (R-PA-4): Ephesos, Thebai, Pella
    expect(d.fleets).toEqual(['Ephesos', 'Thebai', 'Pella']);
    // 1 talent left: the first city on the B list, Abydos
    expect(d.armies).toEqual(['Abydos']);
    expect(d.talentsLeft).toBe(0);
  });

  it('004 §4 B: the B list has no Eretria and Naxos — a Persian Eretria gets a fleet but never an army', () => {
    const b = board(
      { Abydos: { persianArmies: 3, persianFleets: 1 }, Ephesos: { persianArmies: 3, persianFleets: 1 }, Eretria: { persianArmies: 1 } },
      { score: 1 },
    );
    const d = persiaPreparation(b);
    expect(d.fleets).toEqual(['Eretria']);
    expect(d.armies).not.toContain('Eretria');
    expect(d.armies).toEqual(['Abydos', 'Ephesos', 'Abydos', 'Ephesos', 'Abydos', 'Ephesos', 'Abydos']);
  });

  it('004 §4 C: the C list includes Eretria and Naxos; a minor city never gets a third army; round after round', () => {
    const b = board(
      {
        Abydos: { persianArmies: 2 },
        Ephesos: { persianArmies: 2 },
        Larissa: { persianArmies: 2 }, // already 2: capped
        Eretria: { persianArmies: 1 },
        Naxos: { persianArmies: 1 },
        Korinthos: { persianArmies: 1 },
        Sparta: { greekArmies: 1 },
      },
      { score: 0 },
    );
    const d = persiaPreparation(b);
    expect(d.situation).toBe('C');
    // 12 − 5 cards = 7 (bridge stands): round 1 Abydos, Ephesos, Athenai? no — Athenai is Greek-controlled (empty Greek major).
    expect(d.armies).toEqual(['Abydos', 'Ephesos', 'Korinthos', 'Eretria', 'Naxos', 'Abydos', 'Ephesos']);
    const after = applyChanges(b, d.changes);
    for (const c of ['Larissa', 'Eretria', 'Naxos', 'Korinthos'] as const) {
      expect(count(after, c, 'persianArmies')).toBeLessThanOrEqual(2);
    }
    expect(d.reasons.some((r) => r.id === 'persia.prep.round' && String(r.params?.capped).includes('Larissa') && r.params?.reading === 'R-PA-1')).toBe(true);
  });

  it('004 §4 C, reading R-PA-1: Athenai held by Persia is a major — no two-army cap there', () => {
    const b = board(
      { Abydos: { persianArmies: 5 }, Ephesos: { persianArmies: 5 }, Athenai: { persianArmies: 3 }, Sparta: { greekArmies: 1 } },
      { score: 0 },
    );
    const d = persiaPreparation(b);
    expect(d.armies).toEqual(['Abydos', 'Ephesos', 'Athenai', 'Abydos', 'Ephesos', 'Athenai', 'Abydos']);
  });

  it('004 §4 C, reading R-PA-2: an empty Persian major still counts as a city Persia controls', () => {
    const b = board({ Abydos: { persianArmies: 4 }, Sparta: { greekArmies: 1 } }, { score: 0 });
    const d = persiaPreparation(b);
    expect(d.armies.slice(0, 2)).toEqual(['Abydos', 'Ephesos']);
  });

  it('004 §4 D: Greece ahead → 6 cards, bridge if missing, every remaining talent an army in Abydos', () => {
    const d1 = persiaPreparation(board({ Abydos: { persianArmies: 1 } }, { score: -2, bridge: false }));
    expect(d1.situation).toBe('D');
    expect(d1.cards).toBe(6);
    expect(d1.bridge).toBe(true);
    expect(d1.armies).toEqual(['Abydos', 'Abydos']);
    const d2 = persiaPreparation(board({ Abydos: { persianArmies: 1 } }, { score: -6, bridge: true }));
    expect(d2.armies).toEqual(Array(6).fill('Abydos'));
    expect(d2.changes).toEqual([{ city: 'Abydos', kind: 'persianArmies', delta: 6 }]);
  });

  it('004 §4: situations B, C and D follow the score exactly at their bounds (1 and 6; 0; −1 and −6)', () => {
    const s = (score: number) => persiaPreparation(board({}, { score })).situation;
    expect([6, 1, 0, -1, -6].map(s)).toEqual(['B', 'B', 'C', 'D', 'D']);
  });

  it('004 §4: the input board is never modified', () => {
    const b = soloSetup();
    const before = JSON.stringify(b);
    persiaPreparation(b);
    expect(JSON.stringify(b)).toBe(before);
  });
});
