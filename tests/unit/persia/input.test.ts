/**
 * Impossible input is refused before anything is decided (issue 16 item 4): every entry of
 * src/persia throws the project's own StrategosError naming the city and the problem for a board
 * no table can hold — negative or fractional counts, more Greek pieces than the box (the solo
 * game lifts only the Persian limits, 004 §3 A, R-EW-10), both sides in a city outside a battle,
 * a campaign or score off its track — for settings it does not know, and for a solo state the
 * game cannot reach.
 */
import { describe, expect, it } from 'vitest';
import { persiaPreparation } from '../../../src/persia/preparation.js';
import { persiaOperation, persiaNeedsDie } from '../../../src/persia/operation.js';
import { persiaAttrition } from '../../../src/persia/attrition.js';
import { applySoloAction, newSoloGame, soloActions, type SoloState } from '../../../src/persia/solo.js';
import { PersiaInputError, TABLE_CEILING } from '../../../src/persia/validate.js';
import { StrategosError } from '../../../src/core/errors.js';
import { soloSetup } from '../../../src/earth-water/board.js';
import type { Board } from '../../../src/earth-water/types.js';
import { ops } from './helpers.js';

const start = soloSetup();
const withCity = (city: string, forces: Record<string, unknown>): Board => ({ ...start, forces: { ...start.forces, [city]: forces } }) as Board;

/** Every board entry of src/persia, each given `b`. */
const ENTRIES: [string, (b: Board) => unknown][] = [
  ['persiaPreparation', (b) => persiaPreparation(b)],
  ['persiaOperation', (b) => persiaOperation(b, 4, 2)],
  ['persiaNeedsDie', (b) => persiaNeedsDie(b, 2)],
  ['persiaAttrition', (b) => persiaAttrition(b, 2)],
  ['applySoloAction', (b) => applySoloAction(ops(b), { type: 'persianOperation', die: 4 })],
  ['soloActions', (b) => soloActions(ops(b))],
];

function refusal(f: () => unknown): StrategosError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(StrategosError);
    return e as StrategosError;
  }
  throw new Error('accepted');
}

describe('impossible boards (000 §2–§4.5, 004 §3 A)', () => {
  const cases: [string, Board, Record<string, unknown>][] = [
    ['a negative count', withCity('Thebai', { greekArmies: -1 }), { city: 'Thebai' }],
    ['a fractional count', withCity('Delphi', { persianArmies: 1.5 }), { city: 'Delphi' }],
    ['a count that is text', withCity('Pella', { persianArmies: '2' }), { city: 'Pella' }],
    ['a fleet where there is no port', withCity('Korinthos', { greekFleets: 1 }), { city: 'Korinthos' }],
    ['both sides\' armies outside a battle', withCity('Thebai', { greekArmies: 1, persianArmies: 2 }), { city: 'Thebai' }],
    ['both sides\' fleets outside a battle', withCity('Naxos', { greekFleets: 1, persianFleets: 1 }), { city: 'Naxos' }],
    ['more Persian pieces than a city of the mirror holds (R-PA-20)', withCity('Abydos', { persianArmies: TABLE_CEILING + 1 }), { city: 'Abydos' }],
  ];
  for (const [what, b, params] of cases) {
    it(`${what}: every entry refuses it, naming the city`, () => {
      for (const [name, f] of ENTRIES) {
        const e = refusal(() => f(b));
        expect(e.params, name).toMatchObject(params);
        expect(e.message, name).toContain(String(params.city));
      }
    });
  }

  it('more Greek pieces than the box holds (000 §2.2) — while 30 Persian armies are fine (004 §3 A)', () => {
    const b = withCity('Thebai', { greekArmies: 7 });
    for (const [, f] of ENTRIES) expect(refusal(() => f(b)).rule).toBe('000 §2.2');
    expect(() => persiaOperation(withCity('Abydos', { persianArmies: 30 }), 4, 2)).not.toThrow();
  });

  it('a campaign or a score off its track, a bridge that is not true or false, no forces at all', () => {
    for (const b of [{ ...start, campaign: 6 }, { ...start, campaign: 0 }, { ...start, score: 7 }, { ...start, score: -6.5 }, { ...start, bridge: 'yes' }, { ...start, forces: null }, null, 'Athenai', 3] as unknown as Board[]) {
      for (const [name, f] of ENTRIES) expect(refusal(() => f(b)), name).toBeInstanceOf(StrategosError);
    }
  });
});

describe('settings and counts', () => {
  it('placement "NaN", an unknown die-1 reading or a bad start campaign are refused (R-PA-8, R-PA-9, R-PA-21)', () => {
    expect(refusal(() => persiaOperation(start, 6, 2, { placement: 'NaN' as never }))).toMatchObject({ id: 'persia.input.choice', params: { got: '"NaN"' } });
    expect(refusal(() => persiaOperation(start, 1, 2, { dieOne: 'turn' as never })).id).toBe('persia.input.choice');
    expect(refusal(() => newSoloGame(1, { placement: 'NaN' as never })).id).toBe('persia.input.choice');
    expect(refusal(() => newSoloGame(1, { startCampaign: Number.NaN })).id).toBe('persia.input.count');
    expect(refusal(() => newSoloGame(Number.NaN)).id).toBe('persia.input.seed');
    expect(refusal(() => persiaAttrition(start, 1, { seaSupply: 'loose' as never })).id).toBe('persia.input.choice');
  });

  it('a die that is not 1–6 and card counts that are not whole numbers from 0 to 16', () => {
    for (const die of [0, 7, 2.5, Number.NaN, '3']) expect(refusal(() => persiaOperation(start, die as never, 2)).id).toBe('persia.input.die');
    for (const n of [-1, 1.5, 17, Number.NaN, null]) {
      expect(refusal(() => persiaOperation(start, 3, n as never)).id).toBe('persia.input.count');
      expect(refusal(() => persiaAttrition(start, n as never)).id).toBe('persia.input.count');
    }
  });
});

describe('solo states the game cannot reach', () => {
  const good = ops(start);
  const broken: [string, Partial<SoloState> | Record<string, unknown>][] = [
    ['negative cards', { persianCards: -1 }],
    ['cards that do not add up to 16', { deck: { draw: 3, discard: 0 } }],
    ['PERS.IA holding 7 cards', { persianCards: 7, deck: { draw: 7, discard: 0 } }],
    ['an unknown phase', { phase: 'lunch' }],
    ['no options', { options: {} }],
    ['a battle owed that is not on the board', { battles: [{ kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', by: 'road', units: 2, cause: 0 }] }],
    ['a battle from nowhere for Greece', { battles: [{ kind: 'land', where: 'Thebai', attacker: 'greece', from: null, by: 'road', units: 2, cause: 0 }] }],
    ['a Greek leader that does not exist', { leaders: { hector: true } }],
    ['uncovered kings (004 §2)', { portraits: { darius: false, xerxes: true } }],
    ['a table step past the log', { onTable: 99 }],
    ['a damaged log', { log: [{}] }],
    ['a state of the older format', { version: 1 }],
    ['a campaign before the game started', { board: { ...start, campaign: 2 } }],
  ];
  for (const [what, patch] of broken) {
    it(`${what}: refused by every solo entry before it decides anything`, () => {
      const s = { ...structuredClone(good), ...patch } as SoloState;
      const before = JSON.stringify(s);
      expect(refusal(() => soloActions(s))).toBeInstanceOf(PersiaInputError);
      expect(refusal(() => applySoloAction(s, { type: 'persianOperation', die: 3 }))).toBeInstanceOf(PersiaInputError);
      expect(JSON.stringify(s)).toBe(before);
    });
  }

  it('a Greek operation with changes that are not changes is refused with our error, never a TypeError', () => {
    const s = ops(start, { turn: 'greece' });
    for (const changes of [null, 'Athenai', [null], [{ city: 'Troy', kind: 'greekArmies', delta: 1 }], [{ city: 'Athenai', kind: 'gods', delta: 1 }], [{ city: 'Athenai', kind: 'greekArmies', delta: 0.5 }], [{ bridge: 'down' }]]) {
      expect(refusal(() => applySoloAction(s, { type: 'greekOperation', changes } as never))).toBeInstanceOf(StrategosError);
    }
  });
});

describe('a board PERS.IA refuses names its problem as data, for the screens to word (no English in the error’s parameters)', () => {
  it('000 §7.1: both sides’ armies in one city outside a battle — the problem id, the city, the rule; every parameter an id, a city or a number', () => {
    const b = soloSetup();
    const both: Board = { ...b, forces: { ...b.forces, Pella: { ...b.forces.Pella, persianArmies: 2, greekArmies: 1 } } };
    const e = refusal(() => persiaPreparation(both));
    expect(e).toBeInstanceOf(PersiaInputError);
    const p = (e as PersiaInputError).params ?? {};
    expect(p.boardProblem).toBe('ew.board.landBattle');
    expect(p.city).toBe('Pella');
    expect(Object.values(p).filter((v) => typeof v === 'string' && /\s/.test(v))).toEqual([]);
  });
});
