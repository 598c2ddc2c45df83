import { describe, expect, it } from 'vitest';
import { BOARD_PROBLEM_IDS, BoardParseError, parseBoard, validateBoard } from '../../../src/earth-water/validate.js';
import { standardSetup, soloSetup } from '../../../src/earth-water/board.js';
import type { Board } from '../../../src/earth-water/types.js';

const board = (forces: Board['forces'], extra: Partial<Board> = {}): Board => ({
  forces,
  bridge: false,
  campaign: 1,
  score: 0,
  ...extra,
});
const rules = (b: unknown, solo?: boolean) => validateBoard(b, { solo }).map((p) => p.rule);

describe('validateBoard', () => {
  it('the standard (000 §3) and solo (004 §2) starts are clean', () => {
    expect(validateBoard(standardSetup())).toEqual([]);
    expect(validateBoard(soloSetup(), { solo: true })).toEqual([]);
    expect(validateBoard(soloSetup())).toEqual([]); // within the box limits too
  });

  it('000 §2.2: negative or non-integer counts', () => {
    const p = validateBoard(board({ Thebai: { greekArmies: -1, persianArmies: 1.5 } }));
    expect(p).toHaveLength(2);
    expect(p.every((x) => x.rule === '000 §2.2' && x.city === 'Thebai' && x.severity === 'error')).toBe(true);
    expect(rules(board({ Thebai: { greekArmies: '2' as unknown as number } }))).toEqual(['000 §2.2']);
    expect(rules(board({ Thebai: { greekArmies: Number.NaN } }))).toEqual(['000 §2.2']);
  });

  it('000 §2.2: more pieces than the game has (9 Greek armies, 24 Persian, 5 and 6 fleets)', () => {
    expect(rules(board({ Athenai: { greekArmies: 9 } }))).toEqual([]);
    expect(rules(board({ Athenai: { greekArmies: 5 }, Sparta: { greekArmies: 5 } }))).toEqual(['000 §2.2']);
    expect(rules(board({ Abydos: { persianArmies: 25 } }))).toEqual(['000 §2.2']);
    expect(rules(board({ Abydos: { persianFleets: 4 }, Ephesos: { persianFleets: 3 } }))).toEqual(['000 §2.2']);
    expect(rules(board({ Athenai: { greekFleets: 6 } }))).toEqual(['000 §2.2']);
  });

  it('R-EW-10 / 004 §3 A: solo lifts the Persian limit on armies and fleets, not the Greek one', () => {
    const big = board({ Abydos: { persianArmies: 30, persianFleets: 9 } });
    expect(rules(big, true)).toEqual([]);
    expect(rules(big, false)).toEqual(['000 §2.2', '000 §2.2']);
    expect(rules(board({ Athenai: { greekArmies: 10 } }), true)).toEqual(['000 §2.2']);
  });

  it('000 §2.1: fleets in a port-less city (Korinthos, Delphi, Larissa)', () => {
    const p = validateBoard(board({ Korinthos: { greekFleets: 1 }, Delphi: { persianFleets: 1 } }));
    expect(p.map((x) => [x.rule, x.city])).toEqual([
      ['000 §2.1', 'Korinthos'],
      ['000 §2.1', 'Delphi'],
    ]);
    expect(p[0]!.message).toMatch(/no port/);
  });

  it('000 §2.1 / §4.5: campaign outside 1..5, score outside −6..6', () => {
    expect(rules(board({}, { campaign: 0 }))).toEqual(['000 §2.1']);
    expect(rules(board({}, { campaign: 6 }))).toEqual(['000 §2.1']);
    expect(rules(board({}, { campaign: 2.5 }))).toEqual(['000 §2.1']);
    expect(rules(board({}, { score: 7 }))).toEqual(['000 §4.5']);
    expect(rules(board({}, { score: -7 }))).toEqual(['000 §4.5']);
    expect(rules(board({}, { score: -6, campaign: 5 }))).toEqual([]);
  });

  it('000 §2.1: unknown city names and unknown kinds of piece', () => {
    const p = validateBoard(board({ Marathon: { greekArmies: 1 } } as Board['forces']));
    expect(p).toEqual([expect.objectContaining({ rule: '000 §2.1', severity: 'error' })]);
    expect(p[0]!.message).toMatch(/"Marathon" is not a city/);
    expect(rules(board({ Thebai: { hoplites: 1 } as never }))).toEqual(['000 §2.2']);
  });

  it('000 §7.1 / §7.2: both sides in one city or port is a warning (a battle not fought)', () => {
    const p = validateBoard(board({ Thebai: { greekArmies: 1, persianArmies: 2, greekFleets: 1, persianFleets: 1 } }));
    expect(p.map((x) => [x.rule, x.severity, x.city])).toEqual([
      ['000 §7.1', 'warning', 'Thebai'],
      ['000 §7.2', 'warning', 'Thebai'],
    ]);
    // As data for the screens to word (issue 20 item 4): an id, the city, the rule.
    expect(p.map(({ id, params, rule }) => ({ id, params, rule }))).toEqual([
      { id: 'ew.board.landBattle', params: { city: 'Thebai' }, rule: '000 §7.1' },
      { id: 'ew.board.navalBattle', params: { city: 'Thebai' }, rule: '000 §7.2' },
    ]);
  });

  it('every problem is a typed message with a known id and plain parameters (no prose for the screens)', () => {
    const boards: unknown[] = [
      null, 42, [], { forces: [] }, { forces: {}, bridge: 'yes', campaign: 9, score: 8 },
      board({ Marathon: { greekArmies: 1 } } as unknown as Board['forces']),
      board({ Thebai: { hoplites: 1, greekArmies: -1 } } as unknown as Board['forces']),
      board({ Korinthos: { greekFleets: 1 }, Athenai: { greekArmies: 5 }, Sparta: { greekArmies: 5 } }),
      board({ Abydos: { persianArmies: 25 } }),
    ];
    const ids = new Set<string>();
    for (const b of boards) {
      for (const p of validateBoard(b, { solo: false })) {
        expect(BOARD_PROBLEM_IDS).toContain(p.id);
        expect(p.rule).toMatch(/^000 §\d/);
        for (const v of Object.values(p.params)) expect(['string', 'number', 'boolean']).toContain(typeof v);
        ids.add(p.id);
      }
    }
    expect([...ids].sort()).toEqual(
      ['ew.board.notBoard', 'ew.board.forces', 'ew.board.bridge', 'ew.board.campaign', 'ew.board.score', 'ew.board.unknownCity', 'ew.board.unknownKind', 'ew.board.count', 'ew.board.noPort', 'ew.board.limit'].sort(),
    );
    const limit = validateBoard(board({ Abydos: { persianArmies: 25 } }), { solo: false, offMap: { persianArmies: 1 } })[0]!;
    expect(limit).toMatchObject({ id: 'ew.board.limit', params: { kind: 'persianArmies', onMap: 25, offMap: 1, limit: 24, soloLifts: true }, rule: '000 §2.2' });
  });

  it('000 §2: malformed JSON shapes', () => {
    for (const bad of [null, 42, 'board', [], {}, { forces: [] }, { forces: {}, bridge: 'yes', campaign: 1, score: 0 }]) {
      expect(validateBoard(bad).length).toBeGreaterThan(0);
    }
    expect(rules({ forces: { Thebai: 3 }, bridge: false, campaign: 1, score: 0 })).toEqual(['000 §2']);
    expect(rules({ forces: {}, bridge: true })).toEqual(['000 §2.1', '000 §4.5']);
    expect(validateBoard(null)[0]!.message).toMatch(/not an Earth & Water board: got null/);
  });
});

describe('parseBoard (loading saves)', () => {
  it('round-trips a board through JSON text and objects, dropping zero counts and stray fields', () => {
    const b = standardSetup();
    expect(parseBoard(JSON.stringify(b))).toEqual(b);
    expect(parseBoard(JSON.parse(JSON.stringify(b)))).toEqual(b);
    const messy = { ...board({ Thebai: { greekArmies: 0, persianFleets: 2 }, Naxos: {} }), version: 3 };
    expect(parseBoard(messy)).toEqual(board({ Thebai: { persianFleets: 2 } }));
  });

  it('refuses foreign and malformed objects with a clear message listing every error', () => {
    const thermopylae = { seed: 1, turn: 3, units: [] };
    expect(() => parseBoard(thermopylae)).toThrow(BoardParseError);
    expect(() => parseBoard(thermopylae)).toThrow(/Not a valid Earth & Water board: "forces" must be an object/);
    expect(() => parseBoard('{oops')).toThrow(/not JSON/);
    expect(() => parseBoard(board({ Korinthos: { greekFleets: 1 } }, { score: 9 }))).toThrow(/no port.*score/);
    let caught: unknown;
    try {
      parseBoard(board({ Korinthos: { greekFleets: 1 } }, { score: 9 }));
    } catch (e) {
      caught = e;
    }
    expect((caught as BoardParseError).problems.map((p) => p.rule)).toEqual(['000 §2.1', '000 §4.5']);
  });

  it('warnings do not refuse a save: a board mid-battle loads', () => {
    const mid = board({ Thebai: { greekArmies: 1, persianArmies: 1 } });
    expect(parseBoard(mid)).toEqual(mid);
  });

  it('R-EW-10: piece limits are enforced only when the caller says which game it is', () => {
    const soloBig = board({ Abydos: { persianArmies: 30 } });
    expect(parseBoard(soloBig)).toEqual(soloBig);
    expect(parseBoard(soloBig, { solo: true })).toEqual(soloBig);
    expect(() => parseBoard(soloBig, { solo: false })).toThrow(/only 24/);
  });
});
