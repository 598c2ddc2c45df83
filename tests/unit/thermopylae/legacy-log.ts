/**
 * Test only: the game log as the engine wrote it before the issue-18 restructuring (English prose
 * entries with a few fields), rebuilt from today's typed events. The golden test (golden.test.ts)
 * digests it against the log recorded from the old engine: every entry must come back exactly —
 * text, rule, side, dice, modified dice, DRM, hits, retreats, TP and attack — so the events are
 * proven to carry every fact the prose did. The screens word events their own way (through
 * msg()); nothing in the app uses this.
 */
import { CARDS } from '../../../src/thermopylae/data.js';
import { hexName } from '../../../src/thermopylae/hex.js';
import { sideOf, type GameEvent } from '../../../src/thermopylae/events.js';
import type { AttackRef, Die, GameState, Phase } from '../../../src/thermopylae/types.js';

/** The old engine's log entry (types.ts LogEntry before the restructuring). */
export interface LegacyEntry {
  turn: number;
  phase: Phase;
  who: 'persian' | 'spartan' | 'game';
  text: string;
  rule: string;
  dice?: Die[];
  modified?: number[];
  drm?: number;
  hits?: number;
  retreats?: number;
  tp?: number;
  attack?: AttackRef;
}
type Extra = Omit<LegacyEntry, 'turn' | 'phase' | 'who' | 'text' | 'rule'>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** The old engine's wording of a rank: 'Pyrrhic Victory', where 002 §12.1.2 prints 'Pyrrhic victory' (R-TH-24). */
export function oldRank(rank: string): string {
  return rank === 'Pyrrhic victory' ? 'Pyrrhic Victory' : rank;
}

/** The old words of one event, with the fields the old entry had. */
function words(e: GameEvent): [string, Extra] {
  switch (e.type) {
    case 'newGame':
      return [`New game (${e.variant}): Spartans at strength ${e.spartanStrength}, ${e.tp} TP`, {}];
    case 'reshuffle':
      return ['Only one card left: all seven cards shuffled into a new draw pile', {}];
    case 'drawCards':
      return [`Turn ${e.turn} (Day ${e.day}): drew cards #${e.cards[0]} and #${e.cards[1]}`, {}];
    case 'assignCards':
      return [`Card #${e.tactics} for Tactics, card #${e.command} for Command (irrevocable)`, {}];
    case 'spartanEvent':
      return [`Spartan event: card #${e.card} — ${CARDS[e.card].eventText}`, {}];
    case 'weakestGains':
      return [`${e.unit} is the weakest Spartan and gains ${e.amount}: strength ${e.strength}`, {}];
    case 'discard':
      return [`Discarded card #${e.card} for ${e.value} TP (+${e.gained}, now ${e.tp})`, { tp: e.gained }];
    case 'playSpecial': {
      const t = CARDS[e.card].tactics!;
      return [`Played ${t.name} (${e.cost} TP): ${t.text}`, {}];
    }
    case 'heal':
      return [`${e.unit} regains strength: ${e.strength}`, {}];
    case 'buy':
      switch (e.tactic) {
        case 'archers':
          return [`Bought Archers (${e.cost} TP)`, {}];
        case 'infantry':
          return [`Bought Infantry (${e.cost} TP): roll a die for the infantry`, {}];
        case 'immortals':
          return [e.hex !== null ? `Bought Immortals (${e.cost} TP): ${e.unit} placed on ${hexName(e.hex)} and activated` : `Bought Immortals (${e.cost} TP): ${e.unit} activated`, {}];
        case 'reinforcements':
          return [`Bought Reinforcements (${e.cost} TP): ${e.unit} returns on ${hexName(e.hex!)} at strength ${e.strength}`, {}];
        case 'ephialtes':
          return [`Bought Ephialtes (${e.cost} TP): the trail is open to the Immortals for the rest of the game`, {}];
      }
      break;
    case 'activationDie':
      return [e.activated ? `Die ${e.die}: infantry ${e.unit} is activated` : `Die ${e.die}: infantry ${e.unit} is not on the map — no activation`, { dice: [e.die] }];
    case 'reinforceActivate':
      return [e.activate ? `${e.unit} acts at once` : `${e.unit} waits`, {}];
    case 'command':
      switch (e.order) {
        case 'archers':
          return ['Command: archer attack', {}];
        case 'roll':
          return [`Command card #${e.card}: roll a die for the activated unit`, {}];
        case 'unit':
          return [`Command: ${e.unit} is activated`, {}];
        case 'none':
          return ['Command: no infantry in that section — no unit may be activated', {}];
      }
      break;
    case 'commandTable':
      return [`Card #3 die ${e.die}: ${e.result === 'archers' ? 'one archer attack' : e.result === 'anyInfantry' ? 'any one infantry' : 'one Immortal'}`, { dice: [e.die] }];
    case 'noActivation':
      return ['No unit can be activated', {}];
    case 'placed':
      return [`${e.unit} placed on ${hexName(e.hex)}`, {}];
    case 'activated':
      return [`${e.unit} is activated`, {}];
    case 'onTrail':
      return [`${e.unit} is on the trail and does not attack`, {}];
    case 'intenseFighting':
      return [`Intense Fighting (${e.cost} TP): +1 DRM on this ${e.archers ? 'archer attack' : 'roll'}`, {}];
    case 'move':
      return [`${e.unit} moves ${hexName(e.from)} → ${hexName(e.to)} (${e.chosen ? 'chosen' : 'its only destination'})`, {}];
    case 'roll': {
      const name = e.by === 'archers' ? 'Archers' : e.by === 'friendly' ? 'Friendly fire' : e.by === 'spartan' ? 'Spartans' : e.attack.attackers[0];
      const verb = e.reroll === null
        ? 'rolls'
        : e.reroll.kind === 'eventMisses'
          ? `reroll misses (card #1 event, 002 §10.1.2): ${e.reroll.faces.join(' ')} →`
          : `Second Chance reroll of ${e.reroll.faces.length} (002 §8.2): ${e.reroll.faces.join(' ')} →`;
      const drm = e.drm ? ` (DRM ${e.drm > 0 ? '+' : ''}${e.drm})` : '';
      return [`${name} ${verb} ${e.dice.join(' ')} vs ${e.attack.target}${drm}`, { dice: e.dice, modified: e.modified, drm: e.drm, attack: e.attack }];
    }
    case 'friendlyFireHit':
      return [`Friendly fire hits ${e.unit}${e.eliminated ? ': eliminated' : `: strength ${e.strength}`}`, { hits: e.hits }];
    case 'spartanRetreats':
      return [`${e.unit} retreats to ${hexName(e.to)}`, {}];
    case 'spartanHolds':
      return [`${e.unit} cannot retreat (${e.why === 'towardPersians' ? 'not toward the Persians' : e.why === 'backRow' ? 'already on the back row' : e.why === 'blocked' ? 'blocked' : 'blocked by an Immortal behind it'}): a hit instead`, {}];
    case 'hitIgnored':
      return ['The first hit on a Spartan this turn is ignored', {}];
    case 'attackResult':
      return [
        `${e.target}: ${plural(e.hits, 'hit')}${e.retreated ? ', retreat' : ''}${e.eliminated ? ', eliminated' : ` (strength ${e.strength})`}${e.earned ? `; +${e.earned} TP (now ${e.tp})` : ''}${e.hitIgnored ? ' (one hit ignored)' : ''}`,
        { hits: e.hits, retreats: e.retreated ? 1 : 0, tp: e.gained },
      ];
    case 'advance':
      return [`${e.unit} advances ${hexName(e.from)} → ${hexName(e.to)}`, {}];
    case 'staysOnFlank':
      return [`${e.unit} stays on its flanking hex`, {}];
    case 'spartanForward':
      return [`${e.unit} steps forward into its start hex`, {}];
    case 'secondAttack':
      return [`${e.unit}, the strongest Spartan, attacks a second time`, {}];
    case 'spartanAttack': {
      const why = e.priority === 'flankingImmortal' ? 'a flanking Immortal comes first' : e.priority === 'immortal' ? 'Immortals come before infantry' : `weakest first (strength ${e.strength})`;
      return [`Spartans attack ${e.target}: ${why}${e.chosen ? '; equal strength, order chosen by the player' : ''}`, { attack: e.attack }];
    }
    case 'spartanResult': {
      const notes: string[] = [];
      if (e.flankRetreats > 0) notes.push(`${e.flankRetreats} retreat${e.flankRetreats > 1 ? 's' : ''} ignored on a flanking hex (002 §10.1.4)`);
      if (e.whips) notes.push("first retreat ignored (Officers' Whips, card #4)");
      if (e.fourth) notes.push('a 4th retreat counts as a hit (002 §10.1.3)');
      return [
        `${e.target}: ${plural(e.hits, 'hit')}, ${plural(e.retreats, 'retreat')}${e.eliminated ? ' — eliminated' : ` (strength ${e.strength})`}${notes.length ? `; ${notes.join('; ')}` : ''}`,
        { hits: e.hits, retreats: e.retreats },
      ];
    }
    case 'retreatBlocked':
      return [`${e.unit} cannot retreat further: ${e.hits} hit${e.hits > 1 ? 's' : ''} instead${e.eliminated ? ' — eliminated' : ` (strength ${e.strength})`}`, {}];
    case 'retreat':
      return [`${e.unit} retreats ${hexName(e.from)} → ${hexName(e.to)} (${e.chosen ? 'chosen' : 'the only way back'})`, {}];
    case 'endOfDay':
      return [`End of Day ${e.day}: the armies return to camp`, {}];
    case 'spartanReturns':
      return [`${e.unit} returns to its start hex`, {}];
    case 'evenOut':
      return [`The Spartans even out their strengths: ${e.before.join('/')} → ${e.after.join('/')}`, {}];
    case 'spartansRest':
      return [`Difficult: the Spartans rest: ${e.units.map((u, i) => `${u} ${e.strengths[i]}`).join(', ')}`, {}];
    case 'dayTP':
      return [`+${e.amount} TP for the end of the day (+${e.gained}, now ${e.tp})`, { tp: e.gained }];
    case 'camp':
      return [`${e.unit} returns to camp: ${hexName(e.from)} → ${hexName(e.to)}`, {}];
    case 'gameOver': {
      if (e.outcome === 'win') return [`Victory on turn ${e.turn}: score ${e.score}, ${oldRank(e.rank)}${e.historic ? ' — the historic result' : ''}`, {}];
      return [`Defeat: ${e.end === 'infantryEliminated' ? 'all Persian infantry eliminated' : 'the Spartans still hold the pass at the end of turn 16'}`, {}];
    }
    case 'diceMode':
      return [e.mode === 'physical' ? 'Dice: you roll physical dice and enter them' : 'Dice: the app rolls', {}];
  }
  throw new Error(`legacy-log: no words for ${JSON.stringify(e)}`);
}

export function legacyEntry(e: GameEvent): LegacyEntry {
  const [text, extra] = words(e);
  return { turn: e.turn, phase: e.phase, who: sideOf(e), text: `${text} (${e.rule})`, rule: e.rule, ...extra };
}

export function legacyEntries(s: GameState): LegacyEntry[] {
  return s.log.map(legacyEntry);
}
