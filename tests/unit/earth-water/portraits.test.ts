import { describe, expect, it } from 'vitest';
import {
  PORTRAITS,
  kingPortraits,
  kingsDeadOf,
  parsePortraits,
  placePortrait,
  portraitData,
  portraitNeedsCity,
  portraitPieces,
  portraitSources,
  removePortrait,
  reserveLeft,
  type Portraits,
} from '../../../src/earth-water/portraits.js';
import { CARDS, cardsWith } from '../../../src/earth-water/cards.js';
import { standardSetup, soloSetup, total } from '../../../src/earth-water/board.js';
import { validateBoard } from '../../../src/earth-water/validate.js';
import { RuleError } from '../../../src/earth-water/errors.js';
import * as ew from '../../../src/earth-water/index.js';
import type { Board } from '../../../src/earth-water/types.js';

/** All 9 Greek armies on the map (000 §2.2: "There are 9 Greek armies"). */
function allGreekOnMap(): Board {
  const b = standardSetup();
  return {
    ...b,
    forces: { ...b.forces, Athenai: { greekArmies: 4, greekFleets: 1 }, Sparta: { greekArmies: 3, greekFleets: 1 }, Korinthos: { greekArmies: 1 }, Thebai: { greekArmies: 1 } },
  };
}

function ruleOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    return (e as RuleError).rule;
  }
  throw new Error('expected a RuleError');
}

describe('PORTRAITS data (000 §2.1 Historical Figures)', () => {
  it('is exported from the E&W index', () => {
    expect(ew.PORTRAITS).toBe(PORTRAITS);
    expect(typeof ew.placePortrait).toBe('function');
  });

  it('the leaders with a piece on the portrait are exactly the cards marked "once" (000 §6.2), plus the two kings of Sudden Death (000 §5.3)', () => {
    const once = CARDS.flatMap((c) => [c.greek, c.persian].filter((h) => h.marks.includes('once')).map(() => c.number)).sort((a, b) => a - b);
    const leaders = PORTRAITS.filter((p) => p.rule === '000 §6.2').map((p) => p.card).sort((a, b) => a - b);
    expect(leaders).toEqual(once);
    const sudden = cardsWith('suddenDeath')[0]!.card.number;
    expect(portraitData('darius').card).toBe(sudden);
    expect(portraitData('xerxes').card).toBe(sudden);
  });

  it('Greek leaders take a Greek army, Artemisia a Persian fleet, the kings a Persian army (000 §6.2, §5.3)', () => {
    expect(portraitData('miltiades')).toMatchObject({ piece: 'greekArmies', side: 'greece' });
    expect(portraitData('themistocles')).toMatchObject({ piece: 'greekArmies', side: 'greece' });
    expect(portraitData('leonidas')).toMatchObject({ piece: 'greekArmies', side: 'greece' });
    expect(portraitData('artemisia')).toMatchObject({ piece: 'persianFleets', side: 'persia' });
    expect(portraitData('darius')).toMatchObject({ piece: 'persianArmies', side: 'persia' });
    expect(portraitData('xerxes')).toMatchObject({ piece: 'persianArmies', side: 'persia' });
  });

  it('portraitPieces counts what stands on the portraits', () => {
    expect(portraitPieces({})).toEqual({});
    expect(portraitPieces({ miltiades: true, leonidas: true, artemisia: true, darius: true, themistocles: false })).toEqual({
      greekArmies: 2,
      persianFleets: 1,
      persianArmies: 1,
    });
  });

  it('kings portraits follow the count of Sudden Deaths (000 §5.3: Darius first, then Xerxes)', () => {
    expect(kingPortraits(0)).toEqual({});
    expect(kingPortraits(1)).toEqual({ darius: true });
    expect(kingPortraits(2)).toEqual({ darius: true, xerxes: true });
    expect(kingsDeadOf({ darius: true, xerxes: true, miltiades: true })).toBe(2);
  });
});

describe('placePortrait: from the reserve (000 §6.2 "place an unused Greek Army cube")', () => {
  it('Miltiades takes an unused Greek army: the map is unchanged and the reserve drops by one', () => {
    const b = standardSetup();
    expect(reserveLeft(b, {}, 'greekArmies')).toBe(6);
    const r = placePortrait(b, {}, 'miltiades');
    expect(r.board).toBe(b);
    expect(r.portraits).toEqual({ miltiades: true });
    expect(reserveLeft(r.board, r.portraits, 'greekArmies')).toBe(5);
  });

  it('Artemisia: a Persian fleet disk goes on the image from the reserve (000 §6.2, R-EWP-3)', () => {
    const b = standardSetup();
    const r = placePortrait(b, {}, 'artemisia');
    expect(reserveLeft(r.board, r.portraits, 'persianFleets')).toBe(6 - 1 - 1);
    expect(total(r.board, 'persianFleets')).toBe(1);
  });

  it('takeFrom is refused while the reserve still has a piece (R-EWP-2)', () => {
    expect(ruleOf(() => placePortrait(standardSetup(), {}, 'leonidas', { takeFrom: 'Sparta' }))).toBe('000 §6.2');
  });

  it('each leader once per game (000 §6.2 "only once during the game")', () => {
    expect(ruleOf(() => placePortrait(standardSetup(), { themistocles: true }, 'themistocles'))).toBe('000 §6.2');
  });

  it('Darius dies first, then Xerxes (000 §5.3); a third Sudden Death has no portrait left', () => {
    const b = standardSetup();
    expect(ruleOf(() => placePortrait(b, {}, 'xerxes'))).toBe('000 §5.3');
    const one = placePortrait(b, {}, 'darius');
    const two = placePortrait(one.board, one.portraits, 'xerxes');
    expect(kingsDeadOf(two.portraits)).toBe(2);
    expect(reserveLeft(two.board, two.portraits, 'persianArmies')).toBe(24 - 4 - 2);
    expect(ruleOf(() => placePortrait(two.board, two.portraits, 'xerxes'))).toBe('000 §5.3');
  });
});

describe('placePortrait: all armies on the map (000 §6.2 "the Greek player removes one of them")', () => {
  it('needs the city, and takes the army from the city chosen', () => {
    const b = allGreekOnMap();
    expect(total(b, 'greekArmies')).toBe(9);
    expect(portraitNeedsCity(b, {}, 'leonidas')).toBe(true);
    expect(ruleOf(() => placePortrait(b, {}, 'leonidas'))).toBe('000 §6.2');
    const r = placePortrait(b, {}, 'leonidas', { takeFrom: 'Thebai' });
    expect(r.board.forces.Thebai).toBeUndefined(); // the last army left Thebai
    expect(total(r.board, 'greekArmies')).toBe(8);
    expect(reserveLeft(r.board, r.portraits, 'greekArmies')).toBe(0);
    expect(b.forces.Thebai).toEqual({ greekArmies: 1 }); // input untouched
  });

  it('refuses a city with no Greek army, and an unknown city', () => {
    const b = allGreekOnMap();
    expect(portraitSources(b, 'miltiades')).toEqual(['Athenai', 'Korinthos', 'Sparta', 'Thebai']);
    expect(ruleOf(() => placePortrait(b, {}, 'miltiades', { takeFrom: 'Ephesos' }))).toBe('000 §6.2');
    expect(ruleOf(() => placePortrait(b, {}, 'miltiades', { takeFrom: 'Troy' as never }))).toBe('000 §6.2');
  });

  it('a Greek army already on a portrait counts: 8 on the map + Miltiades leaves none for Themistocles', () => {
    const b = allGreekOnMap();
    const one = placePortrait(b, {}, 'miltiades', { takeFrom: 'Athenai' });
    expect(portraitNeedsCity(one.board, one.portraits, 'themistocles')).toBe(true);
    const two = placePortrait(one.board, one.portraits, 'themistocles', { takeFrom: 'Athenai' });
    expect(two.board.forces.Athenai).toEqual({ greekArmies: 2, greekFleets: 1 });
    expect(validateBoard(two.board, { offMap: portraitPieces(two.portraits) })).toEqual([]);
  });
});

describe('solo (004 §3 A: no Persian limit; R-EW-10)', () => {
  it('Persian portraits never take from the map, even past the box count', () => {
    const b: Board = { ...soloSetup(), forces: { ...soloSetup().forces, Pella: { persianArmies: 24 } } };
    expect(reserveLeft(b, { darius: true, xerxes: true }, 'persianArmies', true)).toBeNull();
    expect(portraitNeedsCity(b, { darius: true }, 'xerxes', true)).toBe(false);
    const r = placePortrait(b, { darius: true }, 'xerxes', { solo: true });
    expect(r.board).toBe(b);
  });

  it('but Greek leaders still take Greek armies: 9 on the map means one comes off it', () => {
    const b: Board = { ...soloSetup(), forces: { ...soloSetup().forces, ...allGreekOnMap().forces } };
    const kings: Portraits = { darius: true, xerxes: true };
    expect(reserveLeft(b, kings, 'greekArmies', true)).toBe(0);
    expect(ruleOf(() => placePortrait(b, kings, 'miltiades', { solo: true }))).toBe('000 §6.2');
    const r = placePortrait(b, kings, 'miltiades', { solo: true, takeFrom: 'Sparta' });
    expect(total(r.board, 'greekArmies')).toBe(8);
  });
});

describe('validateBoard with offMap (000 §2.2 limits count the portraits)', () => {
  it('9 Greek armies on the map are fine alone, too many with Leonidas on his portrait', () => {
    const b = allGreekOnMap();
    expect(validateBoard(b)).toEqual([]);
    const p = validateBoard(b, { offMap: portraitPieces({ leonidas: true }) });
    expect(p).toHaveLength(1);
    expect(p[0]).toMatchObject({ rule: '000 §2.2', severity: 'error' });
    expect(p[0]!.message).toContain('9 Greek armies on the map and 1 on leader portraits, but the game has only 9');
  });

  it('solo lifts the Persian limit with portraits too (004 §3 A), not the Greek one', () => {
    const b: Board = { ...soloSetup(), forces: { ...soloSetup().forces, Pella: { persianArmies: 20 } } };
    expect(validateBoard(b, { solo: true, offMap: { persianArmies: 2 } })).toEqual([]);
    expect(validateBoard(b, { solo: false, offMap: { persianArmies: 2 } }).map((x) => x.rule)).toEqual(['000 §2.2']);
    const g = { ...allGreekOnMap(), bridge: true };
    expect(validateBoard(g, { solo: true, offMap: { greekArmies: 1 } }).map((x) => x.rule)).toEqual(['000 §2.2']);
  });

  it('without offMap nothing changes (existing callers)', () => {
    expect(validateBoard(standardSetup(), {})).toEqual(validateBoard(standardSetup(), { offMap: {} }));
  });
});

describe('removePortrait: undoing a mistake', () => {
  it('back to the reserve by default; back to the city it came from with returnTo', () => {
    const b = allGreekOnMap();
    const on = placePortrait(b, {}, 'leonidas', { takeFrom: 'Thebai' });
    const back = removePortrait(on.board, on.portraits, 'leonidas', { returnTo: 'Thebai' });
    expect(back).toEqual({ board: b, portraits: {} });
    const toReserve = removePortrait(on.board, on.portraits, 'leonidas');
    expect(reserveLeft(toReserve.board, toReserve.portraits, 'greekArmies')).toBe(1);
  });

  it('refuses an uncovered portrait, Darius before Xerxes (000 §5.3), a fleet to a city without port (000 §2.1)', () => {
    const b = standardSetup();
    expect(ruleOf(() => removePortrait(b, {}, 'miltiades'))).toBe('000 §6.2');
    expect(ruleOf(() => removePortrait(b, { darius: true, xerxes: true }, 'darius'))).toBe('000 §5.3');
    expect(ruleOf(() => removePortrait(b, { artemisia: true }, 'artemisia', { returnTo: 'Korinthos' }))).toBe('000 §2.1');
  });
});

describe('parsePortraits (saves)', () => {
  it('an older save without portraits loads as none', () => {
    expect(parsePortraits(undefined)).toEqual({});
  });
  it('keeps the covered ones, refuses foreign values', () => {
    expect(parsePortraits({ miltiades: true, artemisia: false })).toEqual({ miltiades: true });
    expect(() => parsePortraits([])).toThrow(/not an object/);
    expect(() => parsePortraits({ pericles: true })).toThrow(/pericles/);
    expect(() => parsePortraits({ leonidas: 'yes' })).toThrow(/true or false/);
    expect(() => parsePortraits({ xerxes: true })).toThrow(/000 §5.3/);
    expect(() => parsePortraits({ darius: true }, ['miltiades'])).toThrow(/darius/);
  });
});

describe('rulings R-EWP (docs/rulings.md)', () => {
  it('R-EWP-1: a leader card used for movement or cancelled puts no piece (000 §6.3); a portrait covered by mistake is lifted back to the reserve and the leader can still be played', () => {
    const b = standardSetup();
    const on = placePortrait(b, {}, 'themistocles');
    const off = removePortrait(on.board, on.portraits, 'themistocles');
    expect(off.portraits).toEqual({});
    expect(reserveLeft(off.board, off.portraits, 'greekArmies')).toBe(reserveLeft(b, {}, 'greekArmies'));
    expect(placePortrait(off.board, off.portraits, 'themistocles').portraits).toEqual({ themistocles: true });
  });

  it('R-EWP-2: "all on the map" means none in the reserve; then any city with a Greek army, the player\'s choice — even one with a battle pending', () => {
    const b: Board = { ...allGreekOnMap(), forces: { ...allGreekOnMap().forces, Thebai: { greekArmies: 1, persianArmies: 2 } } };
    expect(portraitSources(b, 'leonidas')).toContain('Thebai');
    const r = placePortrait(b, {}, 'leonidas', { takeFrom: 'Thebai' });
    expect(r.board.forces.Thebai).toEqual({ persianArmies: 2 });
    expect(ruleOf(() => placePortrait(standardSetup(), {}, 'leonidas', { takeFrom: 'Athenai' }))).toBe('000 §6.2');
  });

  it('R-EWP-3: Artemisia\'s fleet comes from the reserve — the fleet the event just sank is there — and from a named port only when all 6 are on the map', () => {
    // The event's extra loss: one of 6 Persian fleets leaves the map (to the reserve) ...
    const full: Board = { ...standardSetup(), forces: { ...standardSetup().forces, Ephesos: { persianArmies: 2, persianFleets: 4 }, Abydos: { persianArmies: 2, persianFleets: 2 } } };
    expect(portraitNeedsCity(full, {}, 'artemisia')).toBe(true);
    const sunk: Board = { ...full, forces: { ...full.forces, Abydos: { persianArmies: 2, persianFleets: 1 } } };
    // ... and that same fleet goes on the image: the reserve ends where it began.
    const r = placePortrait(sunk, {}, 'artemisia');
    expect(reserveLeft(r.board, r.portraits, 'persianFleets')).toBe(0);
    expect(total(r.board, 'persianFleets')).toBe(5);
    const fromMap = placePortrait(full, {}, 'artemisia', { takeFrom: 'Abydos' });
    expect(fromMap.board.forces.Abydos).toEqual({ persianArmies: 2, persianFleets: 1 });
  });

  it('R-EWP-4: the kings are counted once — kingPortraits(kingsDead) and kingsDeadOf agree both ways', () => {
    for (const n of [0, 1, 2]) expect(kingsDeadOf(kingPortraits(n))).toBe(n);
  });
});
