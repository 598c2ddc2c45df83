/**
 * The Greek player's operations in a solo game, read from the mirror edits and checked against
 * 000 (reading R-PA-18; issue 16 item 5): movement (000 §6.4, §6.5), card events, the bridge
 * (000 §7.1, R-PA-19), piece limits (000 §2.2, the leaders' armies included, 000 §6.2), and the
 * table correction that keeps, at the player's word and in the log, what the rules forbid.
 */
import { describe, expect, it } from 'vitest';
import { applySoloAction, soloInvariants, type SoloState } from '../../../src/persia/solo.js';
import { readGreekOperation } from '../../../src/persia/greek.js';
import { count, soloSetup } from '../../../src/earth-water/board.js';
import { StrategosError } from '../../../src/core/errors.js';
import type { BoardChange } from '../../../src/persia/changes.js';
import { board, ops } from './helpers.js';

const greek = (b = soloSetup(), extra: Partial<SoloState> = {}) => ops(b, { turn: 'greece', greekCards: 3, ...extra });
const op = (s: SoloState, changes: BoardChange[], extra = {}) => applySoloAction(s, { type: 'greekOperation', changes, ...extra });
const last = (s: SoloState) => s.log[s.log.length - 1]!;
const errorOf = (f: () => unknown): StrategosError => {
  try {
    f();
  } catch (e) {
    if (e instanceof StrategosError) return e;
    throw e;
  }
  throw new Error('no error');
};

describe('000 §6.4 land movement', () => {
  it('one group along the roads; the card played goes to the discard pile; PERS.IA is next', () => {
    const s = greek();
    const t = op(s, [{ city: 'Korinthos', kind: 'greekArmies', delta: -1 }, { city: 'Thebai', kind: 'greekArmies', delta: 1 }]);
    expect(t).toMatchObject({ greekCards: 2, turn: 'persia', battles: [] });
    expect(t.deck.discard).toBe(s.deck.discard + 1);
    expect(last(t).reasons[0]).toMatchObject({ id: 'persia.greek.play.land', params: { from: 'Korinthos', to: 'Thebai', armies: 1 }, rule: '000 §6.4' });
  });

  it('refused: armies that are not there, a city with no road, two groups, armies appearing from nowhere', () => {
    const s = greek();
    expect(errorOf(() => op(s, [{ city: 'Thebai', kind: 'greekArmies', delta: -1 }, { city: 'Delphi', kind: 'greekArmies', delta: 1 }])).params).toMatchObject({ city: 'Thebai' });
    expect(errorOf(() => op(s, [{ city: 'Sparta', kind: 'greekArmies', delta: -1 }, { city: 'Larissa', kind: 'greekArmies', delta: 1 }]))).toMatchObject({ id: 'persia.greek.noRoad', rule: '000 §6.4' });
    expect(errorOf(() => op(s, [{ city: 'Sparta', kind: 'greekArmies', delta: -1 }, { city: 'Athenai', kind: 'greekArmies', delta: -1 }, { city: 'Korinthos', kind: 'greekArmies', delta: 2 }])).id).toBe('persia.greek.oneGroup');
    // 4 armies appearing is no event (Mines of Laurion raises 3 talents' worth).
    expect(errorOf(() => op(s, [{ city: 'Athenai', kind: 'greekArmies', delta: 4 }])).id).toBe('persia.greek.raise');
  });

  it('card 8 Leonidas: one army, once per game, and his portrait takes an army (from the map when all 9 are out, 000 §6.2)', () => {
    const s = greek();
    const two = greek(board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Athenai: { greekArmies: 2 }, Sparta: { greekArmies: 1 } }));
    expect(errorOf(() => op(two, [{ city: 'Athenai', kind: 'greekArmies', delta: -2 }, { city: 'Thebai', kind: 'greekArmies', delta: 2 }], { event: 'leonidas' })).id).toBe('persia.greek.leonidasOne');
    const t = op(s, [{ city: 'Korinthos', kind: 'greekArmies', delta: -1 }, { city: 'Thebai', kind: 'greekArmies', delta: 1 }], { event: 'leonidas' });
    expect(t.leaders).toEqual({ leonidas: true });
    expect(errorOf(() => op({ ...t, turn: 'greece' }, [{ city: 'Thebai', kind: 'greekArmies', delta: -1 }, { city: 'Korinthos', kind: 'greekArmies', delta: 1 }], { event: 'leonidas' })).id).toBe('persia.greek.leaderUsed');
    // All 9 Greek armies on the map: the player says which one goes on the portrait.
    const full = greek(board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Athenai: { greekArmies: 5 }, Sparta: { greekArmies: 2 }, Korinthos: { greekArmies: 2 } }));
    const move: BoardChange[] = [{ city: 'Korinthos', kind: 'greekArmies', delta: -1 }, { city: 'Thebai', kind: 'greekArmies', delta: 1 }];
    expect(errorOf(() => op(full, move, { event: 'leonidas' })).id).toBe('persia.greek.leaderNeedsCity');
    const u = op(full, move, { event: 'leonidas', leaderFrom: 'Sparta' });
    expect(count(u.board, 'Sparta', 'greekArmies')).toBe(1);
    expect(soloInvariants(u)).toEqual([]);
  });
});

describe('000 §6.5 naval movement', () => {
  it('fleets from one port to one port, one army per fleet, at most 3 — and the armies only with the fleets', () => {
    const s = greek(board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Athenai: { greekArmies: 4, greekFleets: 4 }, Sparta: { greekArmies: 1 } }));
    const sail = (f: number, a: number, to: 'Naxos' | 'Eretria' = 'Naxos'): BoardChange[] => [
      { city: 'Athenai', kind: 'greekFleets', delta: -f },
      { city: to, kind: 'greekFleets', delta: f },
      ...(a > 0 ? [{ city: 'Athenai' as const, kind: 'greekArmies' as const, delta: -a }, { city: to, kind: 'greekArmies' as const, delta: a }] : []),
    ];
    expect(op(s, sail(2, 2)).battles).toEqual([]);
    expect(errorOf(() => op(s, sail(2, 3))).id).toBe('persia.greek.tooMany');
    expect(errorOf(() => op(s, sail(4, 4))).id).toBe('persia.greek.tooMany');
    expect(errorOf(() => op(s, [...sail(2, 0), { city: 'Athenai', kind: 'greekArmies', delta: -1 }, { city: 'Eretria', kind: 'greekArmies', delta: 1 }])).id).toBe('persia.greek.carried');
  });

  it('card 13 Triremes: two fleet movements in one operation; a naval battle owed where the fleets meet Persian ones', () => {
    const s = greek(board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3, persianFleets: 1 }, Athenai: { greekArmies: 1, greekFleets: 2 }, Sparta: { greekArmies: 1, greekFleets: 1 } }));
    const t = op(s, [
      { city: 'Athenai', kind: 'greekFleets', delta: -2 },
      { city: 'Naxos', kind: 'greekFleets', delta: 2 },
      { city: 'Sparta', kind: 'greekFleets', delta: -1 },
      { city: 'Ephesos', kind: 'greekFleets', delta: 1 },
    ]);
    expect(t.battles).toMatchObject([{ kind: 'naval', where: 'Ephesos', attacker: 'greece', from: 'Sparta', units: 1 }]);
    expect(last(t).reasons[0]).toMatchObject({ id: 'persia.greek.play.triremes', rule: 'card 13 Triremes' });
  });
});

describe('card events that add or remove pieces', () => {
  it('Ionian Revolt / Desertion remove one Persian army, Wrath of Poseidon one fleet; PERS.IA alone adds Persian pieces (004 §5)', () => {
    const s = greek();
    expect(count(op(s, [{ city: 'Abydos', kind: 'persianArmies', delta: -1 }]).board, 'Abydos', 'persianArmies')).toBe(2);
    expect(count(op(s, [{ city: 'Ephesos', kind: 'persianFleets', delta: -1 }]).board, 'Ephesos', 'persianFleets')).toBe(1);
    expect(errorOf(() => op(s, [{ city: 'Pella', kind: 'persianArmies', delta: 1 }])).id).toBe('persia.greek.persianPieces');
    expect(errorOf(() => op(s, [{ city: 'Abydos', kind: 'persianArmies', delta: -2 }])).id).toBe('persia.greek.persianPieces');
  });

  it('Melas Zomos (one army in Sparta), Mines of Laurion (3 talents, cards drawn included), Support from Syracuse (every fleet in the reserve)', () => {
    const s = greek();
    expect(readGreekOperation(s, { changes: [{ city: 'Sparta', kind: 'greekArmies', delta: 1 }] }).play).toMatchObject({ kind: 'raise', card: 'melasZomos' });
    expect(readGreekOperation(s, { changes: [{ city: 'Athenai', kind: 'greekArmies', delta: 2 }] }, 1).play).toMatchObject({ kind: 'raise', card: 'minesOfLaurion' });
    expect(errorOf(() => readGreekOperation(s, { changes: [{ city: 'Athenai', kind: 'greekArmies', delta: 2 }] }, 2))).toMatchObject({ id: 'persia.greek.raise', params: { cost: 4 } });
    // 2 Greek fleets on the map, 3 in the reserve: all 3 at once is Syracuse.
    expect(readGreekOperation(s, { changes: [{ city: 'Athenai', kind: 'greekFleets', delta: 2 }, { city: 'Sparta', kind: 'greekFleets', delta: 1 }] }).play).toMatchObject({ card: 'supportFromSyracuse', fleets: 3 });
    // Raised only where Greece controls the city (000 §5.2).
    expect(errorOf(() => op(s, [{ city: 'Thebai', kind: 'greekArmies', delta: 1 }])).id).toBe('persia.greek.notGreek');
  });

  it('000 §2.2: never more than 9 Greek armies, the leaders\' portraits counted (000 §6.2)', () => {
    const s = greek(soloSetup(), { leaders: { miltiades: true, leonidas: true } });
    // 3 on the map + 2 on portraits + Mines of Laurion's 3 = 8: fine; Melas Zomos on top of 6 more: not.
    expect(soloInvariants(op(s, [{ city: 'Athenai', kind: 'greekArmies', delta: 3 }]))).toEqual([]);
    const crowded = greek(board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Athenai: { greekArmies: 5 }, Sparta: { greekArmies: 2 } }), { leaders: { miltiades: true, leonidas: true } });
    expect(errorOf(() => op(crowded, [{ city: 'Sparta', kind: 'greekArmies', delta: 1 }])).rule).toBe('000 §2.2');
  });

  it('000 §5.2, §7.1 (R-PA-19): Greece never builds the bridge, and removes it only after a land battle in Abydos', () => {
    const s = greek();
    expect(errorOf(() => op(s, [{ bridge: false }]))).toMatchObject({ id: 'persia.greek.bridgeRemove', rule: '000 §7.1' });
    expect(errorOf(() => op({ ...s, board: { ...s.board, bridge: false } }, [{ bridge: true }])).id).toBe('persia.greek.bridgeBuild');
  });
});

describe('table corrections (R-PA-18)', () => {
  it('what the rules forbid is refused; kept at the player\'s word, the log says so and why', () => {
    const s = greek();
    const teleport: BoardChange[] = [{ city: 'Sparta', kind: 'greekArmies', delta: -1 }, { city: 'Larissa', kind: 'greekArmies', delta: 1 }];
    expect(() => op(s, teleport)).toThrow(StrategosError);
    const t = op(s, teleport, { correction: true });
    expect(count(t.board, 'Larissa', 'greekArmies')).toBe(1);
    expect(last(t)).toMatchObject({ correction: true, summary: { id: 'persia.log.correction' } });
    expect(last(t).reasons.map((r) => r.id)).toEqual(['persia.correction', 'persia.greek.noRoad']);
    expect(t.greekCards).toBe(2); // it was still the Greek operation: a card played
  });

  it('a correction still keeps the board possible: piece limits hold and it cannot start a battle', () => {
    const s = greek();
    expect(() => op(s, [{ city: 'Athenai', kind: 'greekArmies', delta: 7 }], { correction: true })).toThrow(/000 §2.2/);
    expect(() => op(s, [{ city: 'Athenai', kind: 'persianArmies', delta: 1 }], { correction: true })).toThrow(/battle/);
    expect(() => op(s, [{ city: 'Athenai', kind: 'greekArmies', delta: -1 }, { city: 'Thebai', kind: 'greekArmies', delta: 1 }], { correction: true, event: 'leonidas' })).not.toThrow();
    expect(() => op(s, [{ city: 'Sparta', kind: 'greekArmies', delta: -1 }, { city: 'Larissa', kind: 'greekArmies', delta: 1 }], { correction: true, event: 'leonidas' })).toThrow(/no card event/);
  });
});
