import { describe, expect, it } from 'vitest';
import { persiaOperation } from '../../../src/persia/operation.js';
import { applyChanges } from '../../../src/persia/changes.js';
import { soloSetup, count } from '../../../src/earth-water/board.js';
import type { Board } from '../../../src/earth-water/types.js';
import { StrategosError } from '../../../src/core/errors.js';

const board = (forces: Board['forces'], extra: Partial<Board> = {}): Board => ({
  forces,
  bridge: true,
  campaign: 3,
  score: 2,
  ...extra,
});
const rows = (d: { matched: { row: string }[] }) => d.matched.map((m) => m.row);
const said = <M extends { id: string }>(d: { reasons: M[] }, id: string) => d.reasons.filter((r) => r.id === id);
const greekMajors = { Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } };

describe('004 §5.1 step 1 and §5.4 step 4', () => {
  it('004 §5.1: no cards → pass, straight to step 4, nothing to discard', () => {
    const d = persiaOperation(soloSetup(), 6, 0);
    expect(d.action).toBe('pass');
    expect(d.changes).toEqual([]);
    expect(d.discard).toBe(false);
    expect(rows(d)).toEqual(['step-1', 'step-4']);
    expect(d.reasons[0]).toMatchObject({ id: 'persia.op.noCards', rule: '004 §5.1' });
  });

  it('004 §5.4: after any operation Persia discards a card; every reason cites 004 or 000', () => {
    const d = persiaOperation(soloSetup(), 4, 3);
    expect(d.discard).toBe(true);
    expect(d.reasons[d.reasons.length - 1]).toMatchObject({ id: 'persia.op.discard', rule: '004 §5.4' });
    for (const r of d.reasons) expect(r.rule).toMatch(/^00[04] §/);
  });

  it('rejects a die face outside 1–6 and a negative card count with the project\'s own error', () => {
    expect(() => persiaOperation(soloSetup(), 7 as never, 1)).toThrow(StrategosError);
    expect(() => persiaOperation(soloSetup(), 3, -1)).toThrow(StrategosError);
    expect(() => persiaOperation(soloSetup(), 3, 1, { placement: 'NaN' as never })).toThrow(/placement/);
  });
});

describe('004 §5.2 step 2: the defensive move', () => {
  it('004 §5.2: activate the biggest stack (Pella 6) and move one third rounded up (2) to the Greek-held Abydos; the die is not used', () => {
    const b = board({ Abydos: { greekArmies: 2 }, Ephesos: { persianArmies: 4 }, Pella: { persianArmies: 6 }, ...greekMajors });
    for (const die of [1, 4, 6] as const) {
      const d = persiaOperation(b, die, 2);
      expect(d).toMatchObject({ action: 'defend', from: 'Pella', to: 'Abydos', count: 2, battle: { kind: 'land', where: 'Abydos' } });
      expect(d.path).toEqual(['Pella', 'Abydos']);
      expect(rows(d)).toContain('step-2');
      expect(rows(d)).not.toContain('step-3');
    }
  });

  it('004 §5.2: tie on most armies → the order Ephesus > Abydos > Pella …; 3 armies → 1 moves (one third rounded up)', () => {
    const b = board({ Abydos: { greekArmies: 1 }, Ephesos: { persianArmies: 3 }, Pella: { persianArmies: 3 }, ...greekMajors });
    const d = persiaOperation(b, 3, 1);
    expect(d).toMatchObject({ action: 'defend', from: 'Ephesos', to: 'Abydos', count: 1 });
    expect(rows(d)).toContain('activation:Ephesos');
  });

  it('004 §5.2, reading R-PA-6: the defence may empty Ephesos below 2 (4 armies → 2 move)', () => {
    const b = board({ Abydos: { greekArmies: 1 }, Ephesos: { persianArmies: 4 }, ...greekMajors });
    const d = persiaOperation(b, 3, 1);
    expect(d).toMatchObject({ action: 'defend', from: 'Ephesos', count: 2 });
    expect(d.readings).toContain('R-PA-6');
  });

  it('004 §5.2, reading R-PA-5: the biggest stack cannot reach (bridge down) → the biggest that can (Ephesos) defends', () => {
    const b = board(
      { Abydos: { greekArmies: 1 }, Ephesos: { persianArmies: 2 }, Thebai: { persianArmies: 9 }, ...greekMajors },
      { bridge: false },
    );
    const d = persiaOperation(b, 3, 1);
    expect(d).toMatchObject({ action: 'defend', from: 'Ephesos', to: 'Abydos', count: 1 });
    expect(d.readings).toContain('R-PA-5');
  });

  it('004 §5.2 example: bridge destroyed and no army in the other supply city → roll the die as in step 3 (die 4: the isolated Athenai army before the pair in Abydos)', () => {
    const b = board(
      { Abydos: { greekArmies: 2 }, Pella: { persianArmies: 5 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 2 } },
      { bridge: false },
    );
    const d = persiaOperation(b, 4, 1);
    expect(said(d, 'persia.op.defend.fallback')).toHaveLength(1);
    expect(d).toMatchObject({ action: 'destroyArmy', to: 'Athenai', greekDiscard: true });
    expect(rows(d)).toEqual(expect.arrayContaining(['step-3', 'die-4', 'destroyArmy:isolated', 'destroyArmy:Athenai']));
  });

  it('004 §5.2, reading R-PA-12: both Persian majors Greek-held → Ephesos first, else Abydos (Pella reaches only Abydos)', () => {
    const b = board({ Abydos: { greekArmies: 1 }, Ephesos: { greekArmies: 1 }, Pella: { persianArmies: 6 }, ...greekMajors });
    const d = persiaOperation(b, 2, 1);
    expect(d).toMatchObject({ action: 'defend', from: 'Pella', to: 'Abydos', count: 2 });
    expect(d.readings).toContain('R-PA-12');
  });
});

describe('004 §5.3 die 1: pass', () => {
  it('004 §5.3, reading R-PA-8 (default "phase", as written): die 1 → Persia passes and its operation phase is over; a card is still discarded', () => {
    const d = persiaOperation(soloSetup(), 1, 4);
    expect(d).toMatchObject({ action: 'pass', changes: [], discard: true, endsPhase: true });
    expect(rows(d)).toEqual(['step-3', 'die-1', 'step-4']);
    expect(d.readings).toEqual(['R-PA-8']);
    expect(said(d, 'persia.op.die1.phase')).toHaveLength(1);
  });

  it('004 §5.3, reading R-PA-8 (setting "operation"): die 1 → a pass for this operation only (000 §6.1)', () => {
    const d = persiaOperation(soloSetup(), 1, 4, { dieOne: 'operation' });
    expect(d).toMatchObject({ action: 'pass', discard: true, endsPhase: false });
    expect(said(d, 'persia.op.die1.operation')).toHaveLength(1);
  });

  it('004 §5.1: a pass for want of cards never ends the phase by itself (000 §6.1), whatever the die-1 reading', () => {
    expect(persiaOperation(soloSetup(), 1, 0)).toMatchObject({ action: 'pass', endsPhase: false, discard: false });
  });
});

describe('004 §5.3 die 2–3: move armies', () => {
  it('004 §5.3 at the solo start (die 2 and 3 alike): Ephesos (tie first) sends half of 3 = 1, keeping 2, over the bridge to Pella — it must stop there (000 §6.4)', () => {
    for (const die of [2, 3] as const) {
      const d = persiaOperation(soloSetup(), die, 4);
      expect(d).toMatchObject({ action: 'move', from: 'Ephesos', to: 'Pella', count: 1 });
      expect(d.path).toEqual(['Ephesos', 'Abydos', 'Pella']);
      expect(d.battle).toBeUndefined();
      expect(rows(d)).toEqual(expect.arrayContaining(['die-2-3', 'move:towards-empty', 'activation:Ephesos']));
      const after = applyChanges(soloSetup(), d.changes);
      expect(count(after, 'Ephesos', 'persianArmies')).toBe(2);
      expect(count(after, 'Pella', 'persianArmies')).toBe(1);
    }
  });

  it('004 §5.3: half rounded down (5 → 2) from the biggest stack', () => {
    const b = board({ Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Larissa: { persianArmies: 5 }, ...greekMajors });
    const d = persiaOperation(b, 2, 1);
    expect(d).toMatchObject({ action: 'move', from: 'Larissa', count: 2 });
  });

  it('004 §5.3 exception + reading R-PA-5: 2 must stay in Ephesos and Abydos, so Larissa (2, later in the tie order) moves 1 — to Thebai, not Delphi or Pella (towards Sparta; R-PA-7)', () => {
    const b = board({ Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Larissa: { persianArmies: 2 }, ...greekMajors });
    const d = persiaOperation(b, 3, 1);
    expect(d).toMatchObject({ action: 'move', from: 'Larissa', to: 'Thebai', count: 1 });
    expect(said(d, 'persia.op.move.target')[0]).toMatchObject({ params: { to: 'Thebai', fromSparta: 3, toSparta: 2 } });
    expect(d.readings).toEqual(expect.arrayContaining(['R-PA-5', 'R-PA-7']));
  });

  it('004 §5.3 "they always move towards Sparta", reading R-PA-7: the empty Pella 1 step away is farther from Sparta than Larissa, so the empty Korinthos 2 steps away is the target', () => {
    // Larissa (3 road steps from Sparta) 4: the empty Pella is 1 step away but 4 from Sparta; the
    // empty Korinthos is 2 steps away through the Persian Thebai and 1 from Sparta.
    const b = board({
      Abydos: { persianArmies: 2 },
      Ephesos: { persianArmies: 2 },
      Larissa: { persianArmies: 4 },
      Thebai: { persianArmies: 1 },
      Delphi: { persianArmies: 1 },
      ...greekMajors,
    });
    const d = persiaOperation(b, 2, 1);
    expect(d).toMatchObject({ action: 'move', from: 'Larissa', to: 'Korinthos', count: 2 });
    expect(d.path).toEqual(['Larissa', 'Thebai', 'Korinthos']);
    expect(said(d, 'persia.op.move.target')[0]).toMatchObject({ params: { fromSparta: 3, toSparta: 1, steps: 2 }, rule: '004 §5.3' });
  });

  it('004 §5.3, reading R-PA-7: a stack with no city nearer Sparta in reach does not move; the next stack that can is activated', () => {
    // Korinthos 6 can only reach Thebai and Athenai (2 from Sparta, farther than Korinthos's 1)
    // and the Greek-held Sparta is behind a Greek army… which is a target: Persia attacks Sparta.
    const b = board({ Korinthos: { persianArmies: 6 }, Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Pella: { persianArmies: 3 } });
    const d = persiaOperation(b, 2, 1);
    // Sparta is empty: an empty Greek major (Greek-controlled) is a city with no army, 0 from Sparta.
    expect(d).toMatchObject({ action: 'move', from: 'Korinthos', to: 'Sparta', count: 3 });
    const held = board({ Korinthos: { persianArmies: 6 }, Sparta: { persianArmies: 1 }, Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Pella: { persianArmies: 3 } });
    const e = persiaOperation(held, 3, 1);
    // Korinthos has nowhere nearer Sparta to go (Sparta is its own): Pella (3) moves 1 towards Sparta.
    expect(said(e, 'persia.op.move.skip')[0]).toMatchObject({ params: { city: 'Korinthos', why: 'notTowardsSparta' } });
    expect(e).toMatchObject({ action: 'move', from: 'Pella', to: 'Larissa', count: 1 });
    expect(e.readings).toEqual(expect.arrayContaining(['R-PA-5', 'R-PA-7']));
  });

  it('004 §5.3 "always choose Thebes rather than Delphi": from Larissa both are one step away — Thebai', () => {
    const b = board({ Larissa: { persianArmies: 6 }, Pella: { persianArmies: 1 }, Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, ...greekMajors });
    const d = persiaOperation(b, 2, 1);
    expect(d).toMatchObject({ from: 'Larissa', to: 'Thebai', count: 3 });
  });

  it('004 §5.3 "always towards Sparta": from Korinthos the empty Sparta beats the empty Thebai and Athenai', () => {
    const b = board({ Korinthos: { persianArmies: 4 }, Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 } });
    const d = persiaOperation(b, 2, 1);
    expect(d).toMatchObject({ from: 'Korinthos', to: 'Sparta', count: 2 });
  });

  it('004 §5.3 "always towards Sparta" (R-PA-7): from Korinthos the empty Thebai and Athenai lead away from Sparta — Persia attacks the Greek-held Sparta instead', () => {
    const b = board({ Korinthos: { persianArmies: 4 }, Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Sparta: { greekArmies: 1 } });
    const d = persiaOperation(b, 3, 1);
    expect(d).toMatchObject({ from: 'Korinthos', to: 'Sparta', count: 2, battle: { kind: 'land', where: 'Sparta' } });
    expect(rows(d)).toContain('move:towards-greek');
  });

  it('004 §5.3: no empty city in reach → towards the nearest Greek-occupied city (Thebai before Delphi); a land battle follows, Persia never retreats', () => {
    const b = board(
      {
        Abydos: { persianArmies: 2 },
        Ephesos: { persianArmies: 2 },
        Larissa: { persianArmies: 4 },
        Pella: { persianArmies: 1 },
        Delphi: { greekArmies: 1 },
        Thebai: { greekArmies: 2 },
        ...greekMajors,
      },
      { bridge: false },
    );
    const d = persiaOperation(b, 2, 1);
    expect(d).toMatchObject({ action: 'move', from: 'Larissa', to: 'Thebai', count: 2, battle: { kind: 'land', where: 'Thebai' } });
    expect(rows(d)).toContain('move:towards-greek');
    expect(said(d, 'persia.op.battleFollows')[0]).toMatchObject({ params: { kind: 'land', where: 'Thebai' }, rule: '004 §3 C' });
  });

  it('004 §5.3 "If no movement is possible, the Persians destroy one Greek army": 2 + 2 in the majors only → die 3 destroys the first isolated army', () => {
    const b = board({ Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Athenai: { greekArmies: 2 }, Sparta: { greekArmies: 1 } });
    const d = persiaOperation(b, 3, 1);
    expect(d).toMatchObject({ action: 'destroyArmy', to: 'Sparta', greekDiscard: true });
    expect(d.readings).toContain('R-PA-10');
  });
});

describe('004 §5.3 die 4: destroy a Greek army', () => {
  it('004 §5.3, reading R-PA-14: the first isolated army on Abydos > … > Athens > Corinth > Sparta: Athenai (1) before Sparta (1); Thebai (2) is not isolated', () => {
    const b = board({ ...soloSetup().forces, Thebai: { greekArmies: 2 } });
    const d = persiaOperation(b, 4, 2);
    expect(d).toMatchObject({ action: 'destroyArmy', to: 'Athenai', greekDiscard: true });
    expect(d.changes).toEqual([{ city: 'Athenai', kind: 'greekArmies', delta: -1 }]);
    expect(d.readings).toContain('R-PA-14');
  });

  it('004 §5.3: none isolated → one army in the first Greek-occupied city on the list (Thebai before Athenai)', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Thebai: { greekArmies: 2 }, Athenai: { greekArmies: 3 } });
    const d = persiaOperation(b, 4, 2);
    expect(d).toMatchObject({ action: 'destroyArmy', to: 'Thebai' });
    expect(rows(d)).toContain('destroyArmy:first-greek-city');
  });

  it('004 §5.3: Naxos comes before Eretria at the end of the list', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Naxos: { greekArmies: 1 }, Eretria: { greekArmies: 1 } });
    expect(persiaOperation(b, 4, 1).to).toBe('Naxos');
  });

  it('004 §5.3: no Greek army → destroy a Greek fleet instead (next outcome)', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Sparta: { greekFleets: 1 }, Naxos: { greekFleets: 1 } });
    const d = persiaOperation(b, 4, 1);
    expect(d).toMatchObject({ action: 'destroyFleet', to: 'Naxos', greekDiscard: false });
  });
});

describe('004 §5.3 die 5: destroy a Greek fleet', () => {
  it('004 §5.3: the first port on Abydos > Ephesus > Naxos > Eretria > Pella > Thebes > Athens > Sparta with a Greek fleet; a Persian fleet replaces it', () => {
    const b = board({ ...soloSetup().forces, Eretria: { greekFleets: 1 } });
    const d = persiaOperation(b, 5, 1);
    expect(d).toMatchObject({ action: 'destroyFleet', to: 'Eretria' });
    expect(d.battle).toBeUndefined();
    const after = applyChanges(b, d.changes);
    expect(count(after, 'Eretria', 'greekFleets')).toBe(0);
    expect(count(after, 'Eretria', 'persianFleets')).toBe(1);
    expect(rows(d)).toContain('destroyFleet:Eretria');
  });

  it('004 §5.3: several Greek fleets in that port → a naval battle follows at once', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Athenai: { greekArmies: 1, greekFleets: 3 } });
    const d = persiaOperation(b, 5, 1);
    expect(d).toMatchObject({ action: 'destroyFleet', to: 'Athenai', battle: { kind: 'naval', where: 'Athenai' } });
  });

  it('004 §5.3: no Greek fleet → place a fleet and an army (next outcome)', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, ...greekMajors });
    const d = persiaOperation(b, 5, 1);
    expect(d).toMatchObject({ action: 'placeFleetAndArmy', to: 'Thebai' });
  });
});

describe('004 §5.3 die 6: place a fleet and an army', () => {
  const controlled = { placement: 'controlled' as const };

  it('004 §5.3, reading R-PA-9 (default "free"): at the solo start Athens and Sparta hold Greek armies → Thebai, the first city with no enemy forces', () => {
    const d = persiaOperation(soloSetup(), 6, 4);
    expect(d).toMatchObject({ action: 'placeFleetAndArmy', to: 'Thebai' });
    expect(d.changes).toEqual([
      { city: 'Thebai', kind: 'persianFleets', delta: 1 },
      { city: 'Thebai', kind: 'persianArmies', delta: 1 },
    ]);
    expect(d.readings).toContain('R-PA-9');
    expect(rows(d)).toEqual(expect.arrayContaining(['die-6', 'place:list', 'placeFleetAndArmy:Thebai']));
  });

  it('004 §5.3, R-PA-9 "free": an empty Athenai (Greek-controlled but with no Greek army or fleet) comes first', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Sparta: { greekArmies: 2 } });
    expect(persiaOperation(b, 6, 1)).toMatchObject({ action: 'placeFleetAndArmy', to: 'Athenai' });
  });

  it('004 §5.3, reading R-PA-9 (setting "controlled"): at the solo start only the Persian cities qualify → Abydos', () => {
    const d = persiaOperation(soloSetup(), 6, 4, controlled);
    expect(d).toMatchObject({ action: 'placeFleetAndArmy', to: 'Abydos' });
  });

  it('004 §5.3: Athenai first when Persia holds it free of Greek fleets (both readings)', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Athenai: { persianArmies: 2 }, Sparta: { greekArmies: 1 } });
    expect(persiaOperation(b, 6, 1)).toMatchObject({ action: 'placeFleetAndArmy', to: 'Athenai' });
    expect(persiaOperation(b, 6, 1, controlled)).toMatchObject({ action: 'placeFleetAndArmy', to: 'Athenai' });
  });

  it('004 §5.3: a Greek fleet in the port rules a city out (Sparta held by Persia with a Greek fleet → Thebai)', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Sparta: { persianArmies: 1, greekFleets: 1 }, Thebai: { persianArmies: 1 }, Athenai: { greekArmies: 1 } });
    expect(persiaOperation(b, 6, 1).to).toBe('Thebai');
    expect(persiaOperation(b, 6, 1, controlled).to).toBe('Thebai');
  });

  it('004 §5.3 fallback ("controlled"): no city on the list possible, but a Persian fleet in an unoccupied minor city (Naxos) → one army there', () => {
    const b = board({
      Abydos: { persianArmies: 3, greekFleets: 1 },
      Ephesos: { persianArmies: 3, greekFleets: 1 },
      Naxos: { persianFleets: 1 },
      ...greekMajors,
    });
    const d = persiaOperation(b, 6, 1, controlled);
    expect(d).toMatchObject({ action: 'placeFleetAndArmy', to: 'Naxos' });
    expect(d.changes).toEqual([{ city: 'Naxos', kind: 'persianArmies', delta: 1 }]);
    expect(rows(d)).toContain('place:army-at-fleet');
    // read as "free", Thebai (no enemy forces) is on the list before that fallback
    expect(persiaOperation(b, 6, 1).to).toBe('Thebai');
  });

  it('004 §5.3: still not possible → move armies', () => {
    const b = board({ Abydos: { persianArmies: 3, greekFleets: 1 }, Ephesos: { persianArmies: 3, greekFleets: 1 }, ...greekMajors });
    const d = persiaOperation(b, 6, 1, controlled);
    expect(d).toMatchObject({ action: 'move', from: 'Ephesos', to: 'Pella', count: 1 });
  });

  it('004 §5.3 chain, reading R-PA-10 ("free"): every list city holds Greek forces → move impossible (2 + 2) → destroy the first isolated Greek army (Pella)', () => {
    const b = board({
      Abydos: { persianArmies: 2, greekFleets: 1 },
      Ephesos: { persianArmies: 2, greekFleets: 1 },
      Athenai: { greekArmies: 1 },
      Sparta: { greekArmies: 1 },
      Thebai: { greekArmies: 1 },
      Eretria: { greekArmies: 1 },
      Naxos: { greekArmies: 1 },
      Pella: { greekArmies: 1 },
    });
    const d = persiaOperation(b, 6, 1);
    expect(d).toMatchObject({ action: 'destroyArmy', to: 'Pella' });
    expect(said(d, 'persia.op.next')).toHaveLength(2);
    expect(d.readings).toContain('R-PA-10');
  });

  it('004 §5.3 chain, reading R-PA-10 ("controlled"): place impossible → move impossible → destroy a Greek army', () => {
    const b = board({ Abydos: { persianArmies: 2, greekFleets: 1 }, Ephesos: { persianArmies: 2, greekFleets: 1 }, Sparta: { greekArmies: 1 } });
    const d = persiaOperation(b, 6, 1, controlled);
    expect(d).toMatchObject({ action: 'destroyArmy', to: 'Sparta' });
    expect(said(d, 'persia.op.next').map((r) => r.params)).toEqual([
      { from: 'placeFleetAndArmy', to: 'move', reading: 'R-PA-10' },
      { from: 'move', to: 'destroyArmy', reading: 'R-PA-10' },
    ]);
  });
});
