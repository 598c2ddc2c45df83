/**
 * Words for the game log: every event the engine records (src/thermopylae/events.ts) as one line
 * a player reads, through msg() so it can be translated. The events are data; nothing here
 * decides a rule or reads a fact back out of words.
 */
import { msg, str } from '@lit/localize';
import { hexName } from '../../src/thermopylae/hex.js';
import type { EventOf, GameEvent, HoldReason, TargetPriority } from '../../src/thermopylae/events.js';
import type { Die, GameEnd, TableResult, Variant } from '../../src/thermopylae/types.js';
import { rankName, unitLabel } from '../thermopylae-screen/describe.js';
import { thCardWords } from '../i18n/th-cards-nl.js';
import { currentLocale } from '../i18n/locale.js';
import { count } from '../i18n/counts.js';

/** A variant's name inside a sentence (lower case). */
export function variantName(v: Variant): string {
  return v === 'easy' ? msg('easy') : v === 'difficult' ? msg('difficult') : msg('normal');
}
function tableResult(r: TableResult): string {
  return r === 'archers' ? msg('one archer attack') : r === 'anyInfantry' ? msg('any one infantry') : msg('one Immortal');
}
function holdReason(r: HoldReason): string {
  switch (r) {
    case 'towardPersians': return msg('not toward the Persians');
    case 'backRow': return msg('already on the back row');
    case 'blocked': return msg('a unit stands behind it');
    case 'immortalBehind': return msg('an Immortal stands behind its line');
  }
}
function priority(p: TargetPriority, strength: number): string {
  return p === 'flankingImmortal' ? msg('a flanking Immortal comes first') : p === 'immortal' ? msg('Immortals come before infantry') : msg(str`weakest first (strength ${strength})`);
}
/** Why the game ended (Outcome.end, the gameOver event). */
export function endWords(end: GameEnd): string {
  return end === 'spartansEliminated'
    ? msg('all three Spartans are eliminated')
    : end === 'infantryEliminated'
      ? msg('all Persian infantry are eliminated')
      : msg('the Spartans still hold the pass at the end of turn 16');
}
const hits = (n: number) => count(n, 'hit');
const retreats = (n: number) => count(n, 'retreat');
const strengthOrDead = (eliminated: boolean, strength: number) => (eliminated ? msg('eliminated') : msg(str`strength ${strength}`));

/** Who rolls, at whom: the line above a roll's dice. */
function rollWords(e: EventOf<'roll'>): string {
  const target = unitLabel(e.attack.target);
  const attacker = e.attack.attackers[0];
  let line: string;
  if (e.by === 'archers') line = msg(str`Archers shoot at ${target}`);
  else if (e.by === 'friendly') line = msg(str`Archers’ friendly fire on ${target}`);
  else if (e.by === 'spartan' || attacker === undefined) line = msg(str`The Spartans attack ${target}`);
  else line = msg(str`${unitLabel(attacker)} attacks ${target}`);
  if (e.reroll === null) return line;
  const n = e.reroll.faces.length;
  if (e.reroll.kind === 'eventMisses') return msg(str`${line}: card #1’s event rerolls the misses`);
  return msg(str`${line}: Second Chance rerolls ${count(n, 'die')}`);
}

/** One event in words. */
export function eventWords(e: GameEvent): string {
  switch (e.type) {
    case 'newGame':
      return msg(str`New game (${variantName(e.variant)}): the Spartans at strength ${e.spartanStrength}, ${e.tp} TP`);
    case 'reshuffle':
      return msg('One card left: all seven cards are shuffled into a new draw pile');
    case 'drawCards':
      return msg(str`Turn ${e.turn}, Day ${e.day}: drew cards #${e.cards[0] ?? '?'} and #${e.cards[1] ?? '?'}`);
    case 'assignCards':
      return msg(str`Card #${e.tactics} gives Tactics, card #${e.command} commands (final)`);
    case 'spartanEvent':
      return msg(str`Spartan event, card #${e.card}: ${thCardWords(e.card, currentLocale()).event}`);
    case 'weakestGains':
      return msg(str`${unitLabel(e.unit)}, the weakest Spartan, gains ${e.amount}: strength ${e.strength}`);
    case 'discard':
      return msg(str`Card #${e.card} discarded for ${e.value} TP`);
    case 'playSpecial':
      return msg(str`${thCardWords(e.card, currentLocale()).tactics?.name ?? ''} played (${e.cost} TP)`);
    case 'heal':
      return msg(str`${unitLabel(e.unit)} regains strength: ${e.strength}`);
    case 'buy':
      switch (e.tactic) {
        case 'archers':
          return msg(str`Archers bought (${e.cost} TP)`);
        case 'infantry':
          return msg(str`Infantry bought (${e.cost} TP): a die picks the unit`);
        case 'immortals':
          return e.unit === null
            ? msg(str`Immortals bought (${e.cost} TP)`)
            : e.hex !== null
              ? msg(str`Immortals bought (${e.cost} TP): ${unitLabel(e.unit)} placed on ${hexName(e.hex)} and activated`)
              : msg(str`Immortals bought (${e.cost} TP): ${unitLabel(e.unit)} activated`);
        case 'reinforcements':
          return e.unit === null || e.hex === null
            ? msg(str`Reinforcements bought (${e.cost} TP)`)
            : msg(str`Reinforcements bought (${e.cost} TP): ${unitLabel(e.unit)} back on ${hexName(e.hex)} at strength ${e.strength ?? 0}`);
        case 'ephialtes':
          return msg(str`Ephialtes bought (${e.cost} TP): the trail is open to the Immortals for the rest of the game`);
      }
      break;
    case 'activationDie':
      return e.activated ? msg(str`The die shows ${e.die}: ${unitLabel(e.unit)} is activated`) : msg(str`The die shows ${e.die}: ${unitLabel(e.unit)} is not on the map — no activation`);
    case 'reinforceActivate':
      return e.activate ? msg(str`${unitLabel(e.unit)} acts at once`) : msg(str`${unitLabel(e.unit)} waits`);
    case 'command':
      switch (e.order) {
        case 'archers':
          return msg('Command: an archer attack');
        case 'roll':
          return msg(str`Command card #${e.card}: a die picks the unit`);
        case 'unit':
          return e.unit === null ? msg('Command: a unit is activated') : msg(str`Command: ${unitLabel(e.unit)} is activated`);
        case 'none':
          return msg('Command: no infantry in that section — nothing is activated');
      }
      break;
    case 'commandTable':
      return msg(str`Card #3’s die shows ${e.die}: ${tableResult(e.result)}`);
    case 'noActivation':
      return msg('No unit can be activated');
    case 'placed':
      return msg(str`${unitLabel(e.unit)} is placed on ${hexName(e.hex)}`);
    case 'activated':
      return msg(str`${unitLabel(e.unit)} is activated`);
    case 'onTrail':
      return msg(str`${unitLabel(e.unit)} is on the trail and does not attack`);
    case 'intenseFighting':
      return msg(str`Intense Fighting (${e.cost} TP): +1 DRM on this roll`);
    case 'move':
      return msg(str`${unitLabel(e.unit)} moves from ${hexName(e.from)} to ${hexName(e.to)}`);
    case 'roll':
      return rollWords(e);
    case 'friendlyFireHit':
      return msg(str`Friendly fire hits ${unitLabel(e.unit)}: ${strengthOrDead(e.eliminated, e.strength)}`);
    case 'spartanRetreats':
      return msg(str`${unitLabel(e.unit)} retreats to ${hexName(e.to)}`);
    case 'spartanHolds':
      return msg(str`${unitLabel(e.unit)} cannot retreat (${holdReason(e.why)}): a hit instead`);
    case 'hitIgnored':
      return msg('The first hit on a Spartan this turn is ignored (card #3’s event)');
    case 'attackResult': {
      const parts = [hits(e.hits)];
      if (e.retreated) parts.push(msg('a retreat'));
      parts.push(strengthOrDead(e.eliminated, e.strength));
      if (e.hitIgnored) parts.push(msg('one hit ignored'));
      if (e.earned > 0) parts.push(msg(str`+${e.earned} TP (now ${e.tp})`));
      return msg(str`${unitLabel(e.target)}: ${parts.join(', ')}`);
    }
    case 'advance':
      return msg(str`${unitLabel(e.unit)} advances from ${hexName(e.from)} to ${hexName(e.to)}`);
    case 'staysOnFlank':
      return msg(str`${unitLabel(e.unit)} stays on its flanking hex`);
    case 'spartanForward':
      return msg(str`${unitLabel(e.unit)} steps forward into its start hex`);
    case 'secondAttack':
      return msg(str`${unitLabel(e.unit)}, the strongest Spartan, attacks a second time`);
    case 'spartanAttack':
      return e.chosen
        ? msg(str`The Spartans attack ${unitLabel(e.target)}: ${priority(e.priority, e.strength)}; equal strength, in your order`)
        : msg(str`The Spartans attack ${unitLabel(e.target)}: ${priority(e.priority, e.strength)}`);
    case 'spartanResult': {
      const parts = [hits(e.hits), retreats(e.retreats), strengthOrDead(e.eliminated, e.strength)];
      if (e.flankRetreats > 0) parts.push(msg(str`${retreats(e.flankRetreats)} ignored on a flanking hex`));
      if (e.whips) parts.push(msg('the first retreat ignored (Officers’ Whips)'));
      if (e.fourth) parts.push(msg('a 4th retreat counts as a hit'));
      return msg(str`${unitLabel(e.target)}: ${parts.join(', ')}`);
    }
    case 'retreatBlocked':
      return msg(str`${unitLabel(e.unit)} cannot retreat further: ${hits(e.hits)} instead, ${strengthOrDead(e.eliminated, e.strength)}`);
    case 'retreat':
      return msg(str`${unitLabel(e.unit)} retreats from ${hexName(e.from)} to ${hexName(e.to)}`);
    case 'endOfDay':
      return msg(str`End of Day ${e.day}: the armies return to camp`);
    case 'spartanReturns':
      return msg(str`${unitLabel(e.unit)} returns to its start hex`);
    case 'evenOut':
      return msg(str`The Spartans even out their strengths: from ${e.before.join('/')} to ${e.after.join('/')}`);
    case 'spartansRest':
      return msg(str`Difficult: the Spartans rest: ${e.units.map((u, i) => `${unitLabel(u)} ${e.strengths[i] ?? ''}`).join(', ')}`);
    case 'dayTP':
      return msg(str`+${e.amount} TP for the end of the day`);
    case 'camp':
      return msg(str`${unitLabel(e.unit)} returns to camp: from ${hexName(e.from)} to ${hexName(e.to)}`);
    case 'gameOver':
      return e.outcome === 'win'
        ? e.historic
          ? msg(str`Victory on turn ${e.turn}: ${count(e.score, 'point')}, ${rankName(e.rank)} — the historic result`)
          : msg(str`Victory on turn ${e.turn}: ${count(e.score, 'point')}, ${rankName(e.rank)}`)
        : msg(str`Defeat: ${endWords(e.end)}`);
    case 'diceMode':
      return e.mode === 'physical' ? msg('Dice: you roll physical dice and enter them') : msg('Dice: the app rolls');
  }
  return '';
}

/** The dice an event shows (a roll's, or the single die of an activation or of card #3), with their modified faces. */
export function eventDice(e: GameEvent): { dice: readonly Die[]; modified: readonly number[] } | null {
  if (e.type === 'roll') return { dice: e.dice, modified: e.modified };
  if (e.type === 'activationDie' || e.type === 'commandTable') return { dice: [e.die], modified: [e.die] };
  return null;
}

/** The numbers of an event's result: DRM, hits, retreats, TP gained. */
export function resultSummary(e: GameEvent): string {
  const parts: string[] = [];
  if (e.type === 'roll' && e.drm !== 0) parts.push(msg(str`DRM ${e.drm > 0 ? '+' : ''}${e.drm}`));
  if (e.type === 'attackResult' || e.type === 'spartanResult' || e.type === 'friendlyFireHit') parts.push(hits(e.hits));
  if (e.type === 'attackResult') parts.push(retreats(e.retreated ? 1 : 0));
  if (e.type === 'spartanResult') parts.push(retreats(e.retreats));
  const tp = e.type === 'attackResult' || e.type === 'discard' || e.type === 'dayTP' ? e.gained : 0;
  if (tp > 0) parts.push(msg(str`+${tp} TP`));
  return parts.join(' · ');
}
