/**
 * How a battle is set up from the board (src/earth-water/battle-request.ts): what the battle roller
 * used to infer itself — road or sea, where the attacker came from, the armies carried, the board
 * of a battle set up by hand — now in src with the rules it follows (000 §6.4, §6.5, §7; R-BT-1,
 * R-BT-2, R-BR-2, R-BR-4).
 */
import { describe, expect, it } from 'vitest';
import {
  battleAt,
  battleFromMove,
  battleOrigins,
  openBattle,
  requestBoard,
  whatIfOrigins,
  whatIfRequest,
  whyNotMove,
} from '../../../src/earth-water/battle-request.js';
import type { Board } from '../../../src/earth-water/types.js';
import { COMBAT_EXAMPLE } from '../../fixtures/earth-water.js';

const board = (forces: Board['forces'], bridge = false): Board => ({ forces, bridge, campaign: 2, score: 0 });

describe('battleFromMove: the battle a move causes, nothing retyped (000 §6.4, §6.5, §7)', () => {
  it('000 §6.4 land movement example: Ephesos → Abydos → bridge → Pella → Larissa → Delphi; the attacker came from Larissa (R-BT-1)', () => {
    const b = board({ Ephesos: { persianArmies: 3 }, Abydos: { greekFleets: 1 }, Pella: { persianArmies: 1 }, Larissa: { persianArmies: 1 }, Delphi: { greekArmies: 1 } }, true);
    const r = battleFromMove(b, { by: 'land', side: 'persia', from: 'Ephesos', to: 'Delphi', count: 3 });
    expect(r).toEqual({ kind: 'land', where: 'Delphi', attacker: 'persia', from: 'Larissa', by: 'road', units: 3 });
    expect(openBattle(board({ ...b.forces, Ephesos: {}, Delphi: { greekArmies: 1, persianArmies: 3 } }, true), r!).units).toEqual({ persia: 3, greece: 1 });
  });

  it('000 §6.5 naval movement example: Thebai → Eretria with two of three armies aboard, a Persian fleet there: a naval battle from Thebai', () => {
    const before = board({ Thebai: { greekArmies: 3, greekFleets: 3 }, Eretria: { persianFleets: 1, persianArmies: 1 } });
    const r = battleFromMove(before, { by: 'sea', side: 'greece', from: 'Thebai', to: 'Eretria', fleets: 3, armies: 2 });
    expect(r).toEqual({ kind: 'naval', where: 'Eretria', attacker: 'greece', from: 'Thebai', by: 'sea', units: 3, carried: 2 });
    expect(openBattle(COMBAT_EXAMPLE, r!).carried).toBe(2);
  });

  it('000 §6.5 "If the city is occupied by enemy armies a land battle must occur": a landing with no enemy fleet fights by sea, the fleets going back with the armies (R-BT-2)', () => {
    const before = board({ Athenai: { greekArmies: 2, greekFleets: 2 }, Naxos: { persianArmies: 1 } });
    expect(battleFromMove(before, { by: 'sea', side: 'greece', from: 'Athenai', to: 'Naxos', fleets: 2, armies: 2 })).toEqual({
      kind: 'land', where: 'Naxos', attacker: 'greece', from: 'Athenai', by: 'sea', units: 2, fleets: 2,
    });
    // "No battle takes place between fleets and armies even if enemy armies occupy the port city."
    expect(battleFromMove(before, { by: 'sea', side: 'greece', from: 'Athenai', to: 'Naxos', fleets: 1, armies: 0 })).toBeNull();
  });

  it('a move into a city with no enemy army causes no battle', () => {
    const b = board({ Athenai: { greekArmies: 2 } });
    expect(battleFromMove(b, { by: 'land', side: 'greece', from: 'Athenai', to: 'Thebai', count: 2 })).toBeNull();
  });
});

describe('battleAt: a battle in a city of the mirror, only what is not known is asked', () => {
  it('naval first when both are waiting (000 §6.5); the carried armies default to one per fleet, at most 3 (R-BR-2)', () => {
    const at = battleAt(COMBAT_EXAMPLE, 'Eretria', { attacker: 'greece' });
    expect(at.kinds).toEqual(['naval', 'land']);
    expect(at.kind).toBe('naval');
    expect(at.maxCarried).toBe(2);
    expect(at.carried).toBe(2);
    expect(at.request).toBeNull(); // the origin is still to be asked
    expect(at.origins.every((o) => o.by === 'sea')).toBe(true);
    const given = battleAt(COMBAT_EXAMPLE, 'Eretria', { attacker: 'greece', from: 'Thebai', carried: 1 });
    expect(given.request).toEqual({ kind: 'naval', where: 'Eretria', attacker: 'greece', from: 'Thebai', by: 'sea', carried: 1 });
  });

  it('a land battle: road neighbours by road, and — with the attacker\'s fleets in port — other ports by sea; the first guess of attacker is the enemy of a major\'s owner', () => {
    const b = board({ Athenai: { greekArmies: 1, persianArmies: 2, persianFleets: 2 } });
    const at = battleAt(b, 'Athenai');
    expect(at.attacker).toBe('persia');
    expect(at.origins.filter((o) => o.by === 'road').map((o) => o.from)).toEqual(['Korinthos', 'Thebai']);
    expect(at.origins.some((o) => o.from === 'Ephesos' && o.by === 'sea')).toBe(true);
    expect(battleAt(b, 'Athenai', { from: 'Ephesos' }).request).toMatchObject({ by: 'sea', from: 'Ephesos' });
    expect(battleOrigins(board({ Thebai: { greekArmies: 1, persianArmies: 1 } }), 'Thebai', 'persia', 'land').every((o) => o.by === 'road')).toBe(true);
  });
});

describe('a battle set up by hand is a calculator with its own forces (issue 15 item 3, R-BR-4)', () => {
  it('its forces replace the city\'s; the rest of the board is untouched; origins follow the roads or the ports', () => {
    const r = whatIfRequest({
      kind: 'land', where: 'Athenai', attacker: 'persia', from: 'Thebai', by: 'road',
      whatIf: { attacking: 3, defending: 2, defendingOther: 1, bridge: false },
    });
    const base = board({ Athenai: { greekArmies: 1, greekFleets: 1 }, Sparta: { greekArmies: 1 } });
    expect(requestBoard(base, r).forces).toEqual({ Athenai: { persianArmies: 3, greekArmies: 2, greekFleets: 1 }, Sparta: { greekArmies: 1 } });
    expect(openBattle(null, r).units).toEqual({ persia: 3, greece: 2 });
    expect(whatIfOrigins('land', 'Pella', 'road', false)).toEqual(['Larissa']);
    expect(whatIfOrigins('land', 'Pella', 'road', true)).toEqual(['Abydos', 'Larissa']);
    expect(whatIfOrigins('naval', 'Korinthos', 'sea', false)).toEqual([]);
  });

  it('issue 28 item 3: the calculator\'s route is src\'s — a naval battle is by sea with armies carried (000 §6.5); a land battle by road has no fleets', () => {
    const w = { attacking: 2, defending: 1, defendingOther: 0, bridge: false };
    const naval = whatIfRequest({ kind: 'naval', where: 'Athenai', attacker: 'persia', from: 'Ephesos', by: 'road', carried: 2, fleets: 2, whatIf: w });
    expect(naval).toMatchObject({ by: 'sea', carried: 2 });
    expect(naval.fleets).toBeUndefined();
    const road = whatIfRequest({ kind: 'land', where: 'Athenai', attacker: 'persia', from: 'Thebai', by: 'road', carried: 2, fleets: 2, whatIf: w });
    expect(road.carried).toBeUndefined();
    expect(road.fleets).toBeUndefined();
    expect(whatIfRequest({ kind: 'land', where: 'Athenai', attacker: 'persia', from: 'Ephesos', by: 'sea', carried: 2, fleets: 2, whatIf: w })).toMatchObject({ by: 'sea', fleets: 2 });
  });
});

describe('asking why a destination is not offered (000 §6.4, §6.5)', () => {
  it('the rule it breaks, as a message; null when the move is legal', () => {
    const b = board({ Abydos: { persianArmies: 2 }, Pella: {} });
    expect(whyNotMove(b, { by: 'land', side: 'persia', from: 'Abydos', to: 'Pella', count: 2 })).toEqual({
      id: 'ew.move.noRoad', params: { from: 'Abydos', to: 'Pella', bridge: true }, rule: '000 §6.4',
    });
    expect(whyNotMove({ ...b, bridge: true }, { by: 'land', side: 'persia', from: 'Abydos', to: 'Pella', count: 2 })).toBeNull();
    expect(whyNotMove(b, { by: 'sea', side: 'persia', from: 'Abydos', to: 'Korinthos', fleets: 1, armies: 0 })?.rule).toBe('000 §6.5');
  });
});
