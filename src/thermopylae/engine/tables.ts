/**
 * What a combat rolls and reads (002 §9.2 battle dice and tables, §9.3 flanking results, §10.1
 * Spartan table, §20 "Combat Results"; the faces are data.ts DICE_TABLES, v1): how many dice, the
 * modifier (002 §7.2: Intense Fighting, the special tactics of cards #5 and #7, the Spartan
 * events of cards #2 and #6), and which table the dice are read on.
 */
import { CARDS, DICE_TABLES, SPARTAN_RETREAT_PROSE, type CombatTable } from '../data.js';
import { FLANK_HEXES } from '../hex.js';
import type { Combatant, EventEffect, GameState, RollPurpose, SpecialEffect, Unit } from '../types.js';
import { faceMask, modify } from './dice.js';
import { eventEffect } from './turn.js';
import { occupant } from './units.js';

/** What a combat's dice are asked for as (physical dice). */
export const PURPOSES: Readonly<Record<Combatant, RollPurpose>> = {
  infantry: 'infantryAttack', immortal: 'immortalAttack', archers: 'archerAttack', friendly: 'friendlyFire', spartan: 'spartanAttack',
};

/** The special tactic in force this turn (002 §8.2), if any. */
export function specialEffect(s: GameState): SpecialEffect | null {
  const c = s.flags.special;
  const tactics = c === null ? null : CARDS[c].tactics;
  return tactics === null ? null : tactics.effect;
}

/** 002 §9.3: an Immortal on a flanking hex gives every *other* infantry and Immortal the flanking results. */
export function hasFlankBonus(s: GameState, attacker: Unit): boolean {
  for (const h of FLANK_HEXES) {
    const u = occupant(s, h);
    if (u !== null && u.kind === 'immortal' && u !== attacker) return true;
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

/** The table a Persian roll is read on: friendly fire's, the flanking results (002 §9.3), or the unit's own. */
export function persianTable(s: GameState, who: Exclude<Combatant, 'spartan'>, attacker: Unit | null): CombatTable {
  if (who === 'friendly') return DICE_TABLES.friendlyFire;
  if (attacker !== null && hasFlankBonus(s, attacker)) return DICE_TABLES.flanking;
  return who === 'archers' ? DICE_TABLES.archers : who === 'immortal' ? DICE_TABLES.immortal : DICE_TABLES.infantry;
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
