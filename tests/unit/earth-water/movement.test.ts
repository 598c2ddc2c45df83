import { describe, expect, it } from 'vitest';
import {
  applyLandMove,
  applyNavalMove,
  landDestinations,
  navalDestinations,
  MAX_TRANSPORTED_ARMIES,
} from '../../../src/earth-water/movement.js';
import { standardSetup, armies, fleets, controller } from '../../../src/earth-water/board.js';
import { PORTS } from '../../../src/earth-water/map.js';
import { RuleError } from '../../../src/earth-water/errors.js';
import type { Board, City } from '../../../src/earth-water/types.js';

const board = (forces: Board['forces'], bridge = true): Board => ({ forces, bridge, campaign: 1, score: 0 });
const dest = (ds: { to: City }[]) => ds.map((d) => d.to);

describe('land movement (000 §6.4)', () => {
  // 000 §6.4 "Example of land movement": three Persian armies leave Ephesos; Abydos is Persian
  // (an enemy fleet in its port does not interfere), the bridge stands, Persian armies hold
  // Pella and Larissa, a Greek army holds Delphi, Thebai is empty.
  const example = board({
    Ephesos: { persianArmies: 3 },
    Abydos: { greekFleets: 1 },
    Pella: { persianArmies: 1 },
    Larissa: { persianArmies: 1 },
    Delphi: { greekArmies: 1 },
    Athenai: { greekArmies: 1 },
  });

  it('000 §6.4 example: Ephesos → Abydos → bridge → Pella → Larissa → Delphi (battle) or Thebai (stop)', () => {
    const ds = landDestinations(example, 'persia', 'Ephesos');
    expect(dest(ds)).toEqual(['Abydos', 'Pella', 'Larissa', 'Delphi', 'Thebai']);
    const byTo = Object.fromEntries(ds.map((d) => [d.to, d]));
    expect(byTo.Abydos!.stop).toBe('free'); // step 2: Persian-controlled, enemy fleet ignored
    expect(byTo.Pella!.stop).toBe('free'); // step 4
    expect(byTo.Larissa!.stop).toBe('free'); // step 5
    expect(byTo.Delphi!.stop).toBe('battle'); // step 6: enemy army
    expect(byTo.Thebai!.stop).toBe('uncontrolled'); // step 6: empty, not Persian-controlled
    expect(byTo.Delphi!.path).toEqual(['Ephesos', 'Abydos', 'Pella', 'Larissa', 'Delphi']);
    expect(byTo.Thebai!.path).toEqual(['Ephesos', 'Abydos', 'Pella', 'Larissa', 'Thebai']);
    // Thebai is a stop, so Athenai and Korinthos beyond it are out of reach this move.
    expect(dest(ds)).not.toContain('Athenai');
    expect(dest(ds)).not.toContain('Korinthos');
  });

  it('000 §6.4 / §2.1: without the pontoon bridge no army uses the Abydos–Pella road', () => {
    const noBridge = { ...example, bridge: false };
    expect(dest(landDestinations(noBridge, 'persia', 'Ephesos'))).toEqual(['Abydos']);
    expect(dest(landDestinations(noBridge, 'persia', 'Pella'))).toEqual(['Larissa', 'Delphi', 'Thebai']);
    expect(() => applyLandMove(noBridge, 'persia', 'Pella', 'Abydos', 1)).toThrow(/pontoon bridge/);
  });

  it('000 §6.4: a group must stop on entering an empty city it does not control', () => {
    // Standard start (000 §3.2): Greeks in Korinthos may reach Athenai and Sparta (Greek) and
    // Thebai, where they must stop: Delphi and Larissa beyond are out of reach.
    const ds = landDestinations(standardSetup(), 'greece', 'Korinthos');
    expect(dest(ds)).toEqual(['Athenai', 'Sparta', 'Thebai']);
    expect(ds.find((d) => d.to === 'Thebai')!.stop).toBe('uncontrolled');
  });

  it('000 §6.4 + §3 control: an empty enemy major stays enemy-controlled, so entering it stops a group', () => {
    const b = board({ Pella: { greekArmies: 2 } });
    const ds = landDestinations(b, 'greece', 'Pella');
    const abydos = ds.find((d) => d.to === 'Abydos')!;
    expect(abydos.stop).toBe('uncontrolled');
    expect(dest(ds)).not.toContain('Ephesos'); // cannot pass through Abydos to Ephesos
    // Persian armies, by contrast, pass through their own empty major.
    const p = landDestinations(board({ Ephesos: { persianArmies: 1 } }), 'persia', 'Ephesos');
    expect(p.find((d) => d.to === 'Abydos')!.stop).toBe('free');
    expect(dest(p)).toContain('Pella');
  });

  it('000 §6.4: own empty major city is passed freely (controlled without an army)', () => {
    const b = board({ Korinthos: { greekArmies: 1 }, Thebai: { greekArmies: 1 } }, false);
    // Athenai and Sparta are empty but Greek; Thebai is Greek-held; so Delphi and Larissa are
    // reachable — and each is a stop (empty, uncontrolled), so Pella beyond Larissa is not.
    const ds = landDestinations(b, 'greece', 'Korinthos');
    expect(dest(ds)).toEqual(['Athenai', 'Sparta', 'Thebai', 'Delphi', 'Larissa']);
    expect(ds.find((d) => d.to === 'Larissa')!.path).toEqual(['Korinthos', 'Thebai', 'Larissa']);
    expect(ds.find((d) => d.to === 'Athenai')!.stop).toBe('free');
  });

  it('000 §6.4: a city holding armies of both sides (battle pending, R-EW-1) stops a group', () => {
    const b = board({ Larissa: { persianArmies: 1 }, Thebai: { persianArmies: 1, greekArmies: 1 } });
    const ds = landDestinations(b, 'persia', 'Larissa');
    expect(ds.find((d) => d.to === 'Thebai')!.stop).toBe('battle');
    expect(dest(ds)).not.toContain('Athenai');
  });

  it('000 §6.4: islands have no road; no armies means no destinations', () => {
    expect(landDestinations(board({ Naxos: { greekArmies: 2 } }), 'greece', 'Naxos')).toEqual([]);
    expect(landDestinations(standardSetup(), 'persia', 'Athenai')).toEqual([]);
  });

  it('000 §6.4: applyLandMove moves the group, leaves the input untouched and keeps the rest behind', () => {
    const b = board({ Ephesos: { persianArmies: 3 } });
    const snapshot = JSON.stringify(b);
    const after = applyLandMove(b, 'persia', 'Ephesos', 'Pella', 2);
    expect(JSON.stringify(b)).toBe(snapshot);
    expect(armies(after, 'Ephesos', 'persia')).toBe(1);
    expect(armies(after, 'Pella', 'persia')).toBe(2);
    // Moving everyone out removes the field entirely (missing = 0).
    const all = applyLandMove(b, 'persia', 'Ephesos', 'Abydos', 3);
    expect(all.forces.Ephesos).toBeUndefined();
    expect(controller(all, 'Ephesos')).toBe('persia'); // empty major, still Persian
  });

  it('R-EW-11 / 000 §6.4 / §7.1: moving into enemy armies leaves both there, a battle pending', () => {
    const after = applyLandMove(standardSetup(), 'greece', 'Athenai', 'Thebai', 1);
    expect(armies(after, 'Thebai', 'greece')).toBe(1);
    const attack = applyLandMove(
      board({ Thebai: { greekArmies: 2 }, Larissa: { persianArmies: 1 } }),
      'greece',
      'Thebai',
      'Larissa',
      2,
    );
    expect(armies(attack, 'Larissa', 'greece')).toBe(2);
    expect(armies(attack, 'Larissa', 'persia')).toBe(1);
    expect(controller(attack, 'Larissa')).toBeNull();
  });

  it('000 §6.4: illegal land moves throw a RuleError citing the rule, input untouched', () => {
    const b = standardSetup();
    const snap = JSON.stringify(b);
    expect(() => applyLandMove(b, 'greece', 'Korinthos', 'Delphi', 1)).toThrow(RuleError);
    expect(() => applyLandMove(b, 'greece', 'Korinthos', 'Delphi', 1)).toThrow(/000 §6\.4/);
    expect(() => applyLandMove(b, 'greece', 'Korinthos', 'Thebai', 2)).toThrow(/1 to 1/);
    expect(() => applyLandMove(b, 'greece', 'Korinthos', 'Thebai', 0)).toThrow(RuleError);
    expect(() => applyLandMove(b, 'greece', 'Korinthos', 'Thebai', 0.5)).toThrow(RuleError);
    expect(() => applyLandMove(b, 'persia', 'Korinthos', 'Thebai', 1)).toThrow(/no Persian army/);
    expect(() => applyLandMove(b, 'greece', 'Korinthos', 'Korinthos', 1)).toThrow(RuleError);
    expect(() => applyLandMove(b, 'greece', 'Korinthos', 'Atlantis' as City, 1)).toThrow(/not a city/);
    expect(JSON.stringify(b)).toBe(snap);
  });
});

describe('naval movement (000 §6.5)', () => {
  it('000 §6.5 example, R-EW-11: Greek fleets sail Thebai → Eretria carrying two of three armies; Persian fleet there means a naval battle', () => {
    const b = board({ Thebai: { greekArmies: 3, greekFleets: 3 }, Eretria: { persianArmies: 1, persianFleets: 1 } });
    const ds = navalDestinations(b, 'greece', 'Thebai');
    const eretria = ds.find((d) => d.to === 'Eretria')!;
    expect(eretria).toEqual({ to: 'Eretria', path: ['Thebai', 'Eretria'], navalBattle: true, landBattle: true, maxArmies: 3 });
    const after = applyNavalMove(b, 'greece', 'Thebai', 'Eretria', 3, 2);
    expect(fleets(after, 'Eretria', 'greece')).toBe(3);
    expect(armies(after, 'Eretria', 'greece')).toBe(2);
    expect(armies(after, 'Thebai', 'greece')).toBe(1);
    expect(fleets(after, 'Thebai', 'greece')).toBe(0);
  });

  it('000 §6.5 example: the Persian fleet in Pella carries its army to Abydos, which lands at once', () => {
    const b = board({ Pella: { persianArmies: 1, persianFleets: 1 }, Abydos: { greekFleets: 0 } }, false);
    const abydos = navalDestinations(b, 'persia', 'Pella').find((d) => d.to === 'Abydos')!;
    expect(abydos.navalBattle).toBe(false);
    const after = applyNavalMove(b, 'persia', 'Pella', 'Abydos', 1, 1);
    expect(armies(after, 'Abydos', 'persia')).toBe(1);
    expect(fleets(after, 'Abydos', 'persia')).toBe(1);
    expect(after.forces.Pella).toBeUndefined();
  });

  it('000 §6.5: fleets go to any other port, never along roads, never to a port-less city', () => {
    const ds = navalDestinations(standardSetup(), 'greece', 'Athenai');
    expect(dest(ds)).toEqual(PORTS.filter((p) => p !== 'Athenai'));
    for (const noPort of ['Korinthos', 'Delphi', 'Larissa'] as City[]) expect(dest(ds)).not.toContain(noPort);
    expect(() => applyNavalMove(standardSetup(), 'greece', 'Athenai', 'Korinthos', 1, 0)).toThrow(/no port/);
    expect(navalDestinations(standardSetup(), 'greece', 'Korinthos')).toEqual([]); // no port, no fleet
  });

  it('000 §6.5: one army per fleet, at most three whatever the number of fleets', () => {
    const b = board({ Athenai: { greekArmies: 5, greekFleets: 5 } });
    expect(MAX_TRANSPORTED_ARMIES).toBe(3);
    expect(navalDestinations(b, 'greece', 'Athenai')[0]!.maxArmies).toBe(3);
    expect(() => applyNavalMove(b, 'greece', 'Athenai', 'Naxos', 5, 4)).toThrow(/000 §6\.5/);
    expect(() => applyNavalMove(b, 'greece', 'Athenai', 'Naxos', 2, 3)).toThrow(RuleError); // 2 fleets carry 2
    expect(armies(applyNavalMove(b, 'greece', 'Athenai', 'Naxos', 2, 2), 'Naxos', 'greece')).toBe(2);
    const few = board({ Athenai: { greekArmies: 1, greekFleets: 3 } });
    expect(navalDestinations(few, 'greece', 'Athenai')[0]!.maxArmies).toBe(1);
  });

  it('000 §6.5: enemy armies in the port city do not fight fleets; carried armies would', () => {
    const b = board({ Sparta: { greekFleets: 1 }, Naxos: { persianArmies: 2 } });
    const naxos = navalDestinations(b, 'greece', 'Sparta').find((d) => d.to === 'Naxos')!;
    expect(naxos.navalBattle).toBe(false);
    expect(naxos.landBattle).toBe(true);
    const after = applyNavalMove(b, 'greece', 'Sparta', 'Naxos', 1, 0);
    expect(fleets(after, 'Naxos', 'greece')).toBe(1);
    expect(controller(after, 'Naxos')).toBe('persia'); // fleets never control (000 §3)
  });

  it('000 §6.5: illegal naval moves throw, input untouched', () => {
    const b = standardSetup();
    const snap = JSON.stringify(b);
    expect(() => applyNavalMove(b, 'persia', 'Athenai', 'Naxos', 1, 0)).toThrow(/no Persian fleet/);
    expect(() => applyNavalMove(b, 'greece', 'Athenai', 'Naxos', 2, 0)).toThrow(/1 to 1/);
    expect(() => applyNavalMove(b, 'greece', 'Athenai', 'Athenai', 1, 0)).toThrow(RuleError);
    expect(() => applyNavalMove(b, 'greece', 'Athenai', 'Naxos', 1, -1)).toThrow(RuleError);
    expect(JSON.stringify(b)).toBe(snap);
  });
});
