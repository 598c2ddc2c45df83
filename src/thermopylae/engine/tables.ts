/**
 * What a combat rolls and reads (002 §9.2 battle dice and tables, §9.3 flanking results, §10.1
 * Spartan table, §20 "Combat Results"; the faces are data.ts DICE_TABLES, v1): how many dice, the
 * modifier (002 §7.2: Intense Fighting, the special tactics of cards #5 and #7, the Spartan
 * events of cards #2 and #6), and which table the dice are read on.
 */
import { CARDS, DICE_TABLES, FIRST_EDITION, SPARTAN_RETREAT_PROSE, type CombatTable } from '../data.js';
import { isFlankHex } from '../hex.js';
import type { Combatant, EventEffect, GameState, RollPurpose, SpecialEffect, Unit } from '../types.js';
import type { Need } from './tasks.js';
import { countFaces, faceMask, modify } from './dice.js';
import { eventEffect } from './turn.js';
import { FIRST_IMMORTAL, FIRST_SPARTAN } from './units.js';

/** Dice requests by purpose and count (0–10), made once: a task's need is never changed, only replaced. */
const needsOf = (purpose: RollPurpose): readonly Need[] => Array.from({ length: 11 }, (_, count) => Object.freeze({ count, purpose }));
const INFANTRY_NEEDS = needsOf('infantryAttack');
const IMMORTAL_NEEDS = needsOf('immortalAttack');
const ARCHER_NEEDS = needsOf('archerAttack');
const FRIENDLY_NEEDS = needsOf('friendlyFire');
const SPARTAN_NEEDS = needsOf('spartanAttack');
const REROLL_NEEDS = needsOf('reroll');
/**
 * The requests made once for `purpose` (a switch, not a record keyed by the purpose: a record
 * read with several keys is a megamorphic keyed load; speed only): a combat's purposes
 * (purposeOf) and rerolls; any other purpose gets a fresh request.
 */
function needsFor(purpose: RollPurpose): readonly Need[] | null {
  switch (purpose) {
    case 'infantryAttack': return INFANTRY_NEEDS;
    case 'immortalAttack': return IMMORTAL_NEEDS;
    case 'archerAttack': return ARCHER_NEEDS;
    case 'friendlyFire': return FRIENDLY_NEEDS;
    case 'spartanAttack': return SPARTAN_NEEDS;
    case 'reroll': return REROLL_NEEDS;
    default: return null;
  }
}
/** The dice request for `count` dice of `purpose`. */
export function needFor(count: number, purpose: RollPurpose): Need {
  return needsFor(purpose)?.[count] ?? { count, purpose };
}

/** What a combat's dice are asked for as (physical dice): a switch, as needsFor (speed only). */
export function purposeOf(who: Combatant): RollPurpose {
  switch (who) {
    case 'infantry': return 'infantryAttack';
    case 'immortal': return 'immortalAttack';
    case 'archers': return 'archerAttack';
    case 'friendly': return 'friendlyFire';
    case 'spartan': return 'spartanAttack';
  }
}

/** The special tactic in force this turn (002 §8.2), if any. */
export function specialEffect(s: GameState): SpecialEffect | null {
  const c = s.flags.special;
  const tactics = c === null ? null : CARDS[c].tactics;
  return tactics === null ? null : tactics.effect;
}

/** 002 §9.3: an Immortal on a flanking hex gives every *other* infantry and Immortal the flanking results. */
export function hasFlankBonus(s: GameState, attacker: Unit): boolean {
  for (let i = FIRST_IMMORTAL; i < FIRST_SPARTAN; i++) {
    const u = s.units[i];
    if (u !== attacker && u.status === 'map' && u.hex !== null && isFlankHex(u.hex)) return true;
  }
  return false;
}

/** How many dice a combat by `who` rolls now (002 §9.2, §10.1; card #1 special, card #7 event). */
export function combatDice(s: GameState, who: Combatant): number {
  switch (who) {
    case 'infantry':
      return DICE_TABLES.infantry.dice;
    case 'immortal':
      return DICE_TABLES.immortal.dice;
    case 'archers': {
      const sp = specialEffect(s);
      return sp !== null && sp.kind === 'archerDice' ? sp.dice : DICE_TABLES.archers.dice;
    }
    case 'friendly':
      return DICE_TABLES.friendlyFire.dice;
    case 'spartan': {
      const e = eventEffect(s);
      return e.kind === 'extraDice' && s.flags.spartanAttacks === 0 ? e.dice : DICE_TABLES.spartan.dice;
    }
  }
}

/** A combat's DRM now (002 §7.2): Intense Fighting +1 (§7.1), cards #5 and #7's specials, a Spartan event's DRM. */
export function combatDrm(s: GameState, who: Combatant, intense: boolean): number {
  let drm = intense ? 1 : 0;
  if (who === 'infantry' || who === 'immortal') {
    const sp = specialEffect(s);
    if (sp !== null && sp.kind === 'drm' && sp.unit === who) drm += sp.value;
  } else if (who === 'spartan') {
    const e = eventEffect(s);
    if (e.kind === 'drm' && (e.scope === 'all' || s.flags.spartanAttacks === 0)) drm += e.value;
  }
  return drm;
}

/** A Persian table with its faces as masks (dice.ts faceMask), to read a roll on it. */
export interface PersianTable {
  readonly table: CombatTable;
  readonly hitFaces: number;
  readonly retreatFaces: number;
  readonly flanking: boolean;
}
function persian(table: CombatTable): PersianTable {
  return { table, hitFaces: faceMask(table.hit.faces), retreatFaces: table.retreat === null ? 0 : faceMask(table.retreat.faces), flanking: table === DICE_TABLES.flanking || table === DICE_TABLES.flankingAnyOne };
}
const FRIENDLY_FIRE = persian(DICE_TABLES.friendlyFire);
const FRIENDLY_FIRE_FIRST_EDITION = persian(FIRST_EDITION.friendlyFire);
const FLANKING = persian(DICE_TABLES.flanking);
const FLANKING_ANY_ONE = persian(DICE_TABLES.flankingAnyOne);
const ARCHERS = persian(DICE_TABLES.archers);
const IMMORTAL = persian(DICE_TABLES.immortal);
const INFANTRY = persian(DICE_TABLES.infantry);

/**
 * The table a Persian roll is read on: friendly fire's (R-TH-23; the first edition's), the flanking
 * results (002 §9.3, as the game reads them, R-TH-5), or the unit's own.
 */
export function persianTable(s: GameState, who: Exclude<Combatant, 'spartan'>, attacker: Unit | null): PersianTable {
  if (who === 'friendly') return s.edition === 1 ? FRIENDLY_FIRE_FIRST_EDITION : FRIENDLY_FIRE;
  if (attacker !== null && hasFlankBonus(s, attacker)) return s.flankingRetreat === 'anyOne' ? FLANKING_ANY_ONE : FLANKING;
  return who === 'archers' ? ARCHERS : who === 'immortal' ? IMMORTAL : INFANTRY;
}
/** A Persian roll's hits on its table (002 §9.2): one per matching die (`each`), or one once `need` match. */
export function persianHits(t: PersianTable, dice: readonly number[], drm: number): number {
  const n = countFaces(t.hitFaces, dice, drm);
  return t.table.hit.each ? n : n >= t.table.hit.need ? 1 : 0;
}
/** A Persian roll's retreats on its table, read as persianHits. */
export function persianRetreats(t: PersianTable, dice: readonly number[], drm: number): number {
  const retreat = t.table.retreat;
  if (retreat === null) return 0;
  const n = countFaces(t.retreatFaces, dice, drm);
  return retreat.each ? n : n >= retreat.need ? 1 : 0;
}

const SPARTAN_HITS = faceMask(DICE_TABLES.spartan.hit.faces);
const SPARTAN_RETREATS = faceMask(DICE_TABLES.spartan.retreat.faces);
const PROSE_RETREATS = faceMask(SPARTAN_RETREAT_PROSE);

/**
 * One Spartan die (002 §10.1): a hit on a modified 3 or 4; else a retreat on a modified 1 (R-TH-1;
 * 1 or 2 in the prose reading) or, under card #6's event, on a natural 1 (002 §7.2); else a miss.
 */
export function spartanDie(s: GameState, e: EventEffect, face: number, drm: number): 'hit' | 'retreat' | 'miss' {
  const m = modify(face, drm);
  if ((SPARTAN_HITS >>> m) & 1) return 'hit';
  const retreats = s.spartanRetreat === 'one' ? SPARTAN_RETREATS : PROSE_RETREATS;
  if ((retreats >>> m) & 1 || (e.kind === 'drm' && e.naturalOneRetreats && face === 1)) return 'retreat';
  return 'miss';
}
