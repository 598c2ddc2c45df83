/**
 * Words for what the engine offers: a label for every Action, the hex it points at on the map,
 * and the one-sentence rule of the current step. Presentation only — which actions exist always
 * comes from legalActions(state); nothing here decides legality.
 */
import { msg, str } from '@lit/localize';
import { termName } from '../glossary-panel/terms.js';
import { thCardWords } from '../i18n/th-cards-nl.js';
import { currentLocale } from '../i18n/locale.js';
import { CARDS, STANDARD_TACTICS } from '../../src/thermopylae/data.js';
import { placeName as hexName } from '../th-hex-map/place-name.js';
import { getUnit, tacticCost, type TacticBlock } from '../../src/thermopylae/index.js';
import type { Action, GameState, Hex, RollPurpose, StandardTactic, UnitId } from '../../src/thermopylae/types.js';
import { count } from '../i18n/counts.js';
import { formatNumber, plural } from '../i18n/format.js';

export function unitLabel(id: UnitId): string {
  const n = id.slice(1);
  if (id[0] === 'S') return msg(str`Spartan ${n}`);
  if (id[0] === 'M') return msg(str`Immortal ${n}`);
  return msg(str`Infantry ${n}`);
}

export function purposeLabel(p: RollPurpose): string {
  switch (p) {
    case 'infantryAttack':
      return msg('Infantry attack');
    case 'immortalAttack':
      return msg('Immortal attack');
    case 'archerAttack':
      return msg('Archer attack');
    case 'friendlyFire':
      return msg('Archers’ friendly fire');
    case 'spartanAttack':
      return msg('Spartan attack');
    case 'reroll':
      return msg('Reroll');
    case 'activationDie':
      return msg('Which infantry is activated');
    case 'commandTable':
      return msg('Card #3 command roll');
  }
}

export function tacticName(t: StandardTactic): string {
  switch (t) {
    case 'intense': return msg('Intense Fighting');
    case 'archers': return msg('Archers');
    case 'infantry': return msg('Infantry');
    case 'immortals': return msg('Immortals');
    case 'reinforcements': return msg('Reinforcements');
    case 'ephialtes': return msg('Ephialtes');
  }
}

/** What a standard tactic does, without its citation (STANDARD_TACTICS[t].text is the English with it). */
export function tacticText(t: StandardTactic): string {
  switch (t) {
    // The full term: this text is where a player first meets the DRM on the tactics list (issue 19).
    case 'intense': return msg(str`+1 ${termName('drm', true)} to all dice of one archer or infantry battle roll, declared before rolling`);
    case 'archers': return msg('Make an archer battle roll');
    case 'infantry': return msg('Activate a random infantry unit: roll a die');
    case 'immortals': return msg('Activate an Immortal of your choice, or place one on an empty infantry setup hex; from Day 2');
    case 'reinforcements': return msg('A dead infantry returns at strength 2 on an empty setup hex and may act at once');
    case 'ephialtes': return msg('Open the trail to the Immortals for the rest of the game; from turn 8, cost falls each turn, min 1');
  }
}

/** A standard tactic's citation, as STANDARD_TACTICS[t].text ends with it ("002 §7.1"). */
export function tacticRule(t: StandardTactic): string {
  return /\((002[^)]*)\)$/.exec(STANDARD_TACTICS[t].text)?.[1] ?? '002 §7.1';
}

/** Words for why a standard tactic is not offered (the reason itself is the engine's: tacticStatus). */
export function tacticWhy(b: TacticBlock): string {
  switch (b.code) {
    case 'gameOver':
      return msg('The game is over');
    case 'wrongPhase':
      return msg('Only in the Tactics or Command Phase');
    case 'finishStep':
      return msg('Finish the current step first');
    case 'noRoll':
      return msg('Declared with an archer or infantry attack');
    case 'immortalRoll':
      return msg('Not for Immortal rolls');
    case 'fromTurn':
      return msg(str`From turn ${b.turn}`);
    case 'trailOpen':
      return msg('The trail is already open');
    case 'limit':
      return b.perTurn > 1 ? msg(str`Already bought ${count(b.perTurn, 'time')} this turn`) : msg('Already bought this turn');
    case 'tp':
      return msg(str`Needs ${b.cost} TP, you have ${b.have}`);
    case 'noDeadInfantry':
      return msg('No infantry has died');
    case 'noPlace':
      return msg('No place for it now');
  }
}

/** A short label for a button offering `a`. */
export function actionLabel(s: GameState, a: Action): string {
  switch (a.type) {
    case 'assignCards': {
      const other = s.cards.hand.find((c) => c !== a.tactics);
      return msg(str`Card #${a.tactics} for Tactics, #${other ?? '?'} commands`);
    }
    case 'discardTactics': {
      const c = s.cards.tactics;
      return msg(str`Discard card #${c ?? '?'} for ${c ? CARDS[c].discardTP : 1} TP`);
    }
    case 'playSpecial': {
      const t = s.cards.tactics ? CARDS[s.cards.tactics].tactics : null;
      // The tactic's name in the reader's language (th-cards-nl.ts in Dutch), never the English data.
      const name = s.cards.tactics ? thCardWords(s.cards.tactics, currentLocale()).tactics?.name : undefined;
      return t && name ? msg(str`Play ${name} (${t.cost} TP)`) : msg('Play the special tactic');
    }
    case 'endTactics':
      return msg('Go on to the Command Phase');
    case 'endCommand':
      return msg('End Command: the Spartans attack');
    case 'buy': {
      const cost = tacticCost(s, a.tactic);
      if (a.tactic === 'immortals') {
        return a.hex !== undefined
          ? msg(str`Immortals (${cost} TP): place ${unitLabel(a.unit)} on ${hexName(a.hex)}`)
          : msg(str`Immortals (${cost} TP): activate ${unitLabel(a.unit)}`);
      }
      if (a.tactic === 'reinforcements') {
        return msg(str`Reinforcements (${cost} TP): ${unitLabel(a.unit)} back on ${hexName(a.hex)}`);
      }
      return msg(str`${tacticName(a.tactic)} (${cost} TP)`);
    }
    case 'command': {
      const card = s.cards.command;
      const slot = card ? CARDS[card].command.slots[a.slot] : undefined;
      if (a.unit) return msg(str`Command: activate ${unitLabel(a.unit)}`);
      if (a.roll) return msg('Command: roll a die for the unit');
      if (slot?.kind === 'archers') return msg('Command: archer attack');
      return msg('Pass this command (no unit there)');
    }
    case 'activate':
      return a.hex !== undefined ? msg(str`Place ${unitLabel(a.unit)} on ${hexName(a.hex)} and activate it`) : msg(str`Activate ${unitLabel(a.unit)}`);
    case 'move':
      return msg(str`Move to ${hexName(a.to)}`);
    case 'attack':
      return a.intense ? msg(str`Attack ${unitLabel(a.target)} with Intense Fighting (1 TP)`) : msg(str`Attack ${unitLabel(a.target)}`);
    case 'archerTargets': {
      const names = a.targets.map(unitLabel).join(msg(' and '));
      return a.intense ? msg(str`Archers shoot at ${names}, Intense Fighting (1 TP)`) : msg(str`Archers shoot at ${names}`);
    }
    case 'reroll':
      return a.dice.length ? msg(str`Reroll dice ${a.dice.map((d) => d + 1).join(', ')}`) : msg('Keep this roll');
    case 'advance':
      return a.advance ? msg('Advance into the vacated hex') : msg('Stay on the flanking hex');
    case 'reinforceActivate':
      return a.activate ? msg('Activate it now') : msg('Do not activate it');
    case 'heal':
      return msg(str`Heal ${unitLabel(a.unit)}`);
    case 'spartanTarget':
      return msg(str`Spartans attack ${unitLabel(a.unit)} next`);
    case 'retreat':
      return msg(str`Retreat to ${hexName(a.to)}`);
    case 'camp':
      return msg(str`${unitLabel(a.unit)} camps on ${hexName(a.to)}`);
    case 'enterDice':
      return msg(str`Enter ${count(a.count, 'die')}: ${purposeLabel(a.purpose)}`);
  }
}

/** The hex an action points at on the map (first pick), and a second hex for two-step picks. */
export function actionHexes(s: GameState, a: Action): { hex: Hex | null; hex2: Hex | null; kind: 'target' | 'dest' | 'unit' } {
  const at = (id: UnitId) => getUnit(s, id).hex;
  switch (a.type) {
    case 'command':
      return { hex: a.unit ? at(a.unit) : null, hex2: null, kind: 'unit' };
    case 'activate':
      return a.hex !== undefined ? { hex: a.hex, hex2: null, kind: 'dest' } : { hex: at(a.unit), hex2: null, kind: 'unit' };
    case 'buy':
      if (a.tactic === 'immortals') return a.hex !== undefined ? { hex: a.hex, hex2: null, kind: 'dest' } : { hex: at(a.unit), hex2: null, kind: 'unit' };
      if (a.tactic === 'reinforcements') return { hex: a.hex, hex2: null, kind: 'dest' };
      return { hex: null, hex2: null, kind: 'unit' };
    case 'move':
      return { hex: a.to, hex2: null, kind: 'dest' };
    case 'retreat':
      return { hex: a.to, hex2: null, kind: 'dest' };
    case 'attack':
      return { hex: at(a.target), hex2: null, kind: 'target' };
    case 'heal':
      return { hex: at(a.unit), hex2: null, kind: 'unit' };
    case 'spartanTarget':
      return { hex: at(a.unit), hex2: null, kind: 'target' };
    case 'camp':
      return { hex: at(a.unit), hex2: a.to, kind: 'unit' };
    default:
      return { hex: null, hex2: null, kind: 'unit' };
  }
}

/** The rule of the step the game waits on, in one sentence, from the kind of choice offered. */
export function stepRule(s: GameState, actions: readonly Action[]): string {
  if (s.outcome) return msg('The game is over (002 §12).');
  const types = new Set(actions.map((a) => a.type));
  if (types.has('enterDice')) {
    const a = actions.find((x) => x.type === 'enterDice') as Extract<Action, { type: 'enterDice' }>;
    return plural(a.count, {
      one: () => msg(str`Roll 1 die at the table and enter what it shows — ${purposeLabel(a.purpose)}.`),
      other: () => msg(str`Roll ${formatNumber(a.count)} dice at the table and enter what they show — ${purposeLabel(a.purpose)}.`),
    });
  }
  if (types.has('assignCards')) return msg('Card Draw: choose which card gives Tactics; the other one commands. The choice is final (002 §5.0).');
  if (types.has('discardTactics') || types.has('playSpecial')) return msg('Tactics: discard the Tactics card for TP, or pay for its special tactic, which lasts this turn (002 §8).');
  if (types.has('endTactics')) return msg('Tactics: buy standard tactics if you like, then go on to the Command Phase (002 §7.1).');
  if (types.has('heal')) return msg('Field Surgeons: choose the infantry that regains strength (002 §8.2).');
  if (types.has('command') || types.has('endCommand')) return msg('Command: activate the units your Command card shows, by map section (002 §9.0).');
  if (types.has('activate')) return msg('Choose the unit to activate (002 §9.0).');
  if (types.has('move')) return msg('Move forward up to 3 hexes until next to a Spartan; one unit per hex (002 §9.1).');
  if (types.has('attack')) return msg('Attack one adjacent Spartan; Intense Fighting must be declared before rolling (002 §9.2, §7.1).');
  if (types.has('archerTargets')) return msg('Archers: shoot at one Spartan, or at two next to each other, each rolled for separately (002 §9.2.3).');
  if (types.has('reroll')) return msg('Second Chance: reroll any two dice of this combat, or keep it (002 §8.2).');
  if (types.has('advance')) return msg('Advance after combat into the hex the Spartan left, or stay on the flank (002 §9.2.2).');
  if (types.has('reinforceActivate')) return msg('Reinforcements may be activated at once without paying more (002 §7.1).');
  if (types.has('spartanTarget')) return msg('Spartans attack Immortals first, then the weakest; you order equal ones (002 §10.1.1).');
  if (types.has('retreat')) return msg('Retreat one hex farther from the Spartans and toward the setup hexes; blocked steps become hits (002 §10.1.3).');
  if (types.has('camp')) return msg('End of Day: every Persian goes back to a setup hex, overflow next to them (002 §11.0).');
  if (types.has('buy')) return msg('Buy standard tactics with your Tactics Points (002 §7.1).');
  return msg('The game moves on.');
}

export function phaseName(p: GameState['phase']): string {
  switch (p) {
    case 'draw':
      return msg('Card Draw');
    case 'event':
      return msg('Spartan Event');
    case 'tactics':
      return msg('Persian Tactics');
    case 'command':
      return msg('Persian Command');
    case 'spartan':
      return msg('Spartan Attack');
    case 'endOfDay':
      return msg('End of Day');
    case 'victoryCheck':
      return msg('Victory Check');
    case 'over':
      return msg('Game over');
  }
}

/** A score rank's name in words (the rank is stored as 002 §12.1.2 prints it: RANKS, DEFEAT_RANK). */
export function rankName(rank: string): string {
  switch (rank) {
    case 'Crushing Victory': return msg('Crushing Victory');
    case 'Historic Victory': return msg('Historic Victory');
    case 'Average Victory': return msg('Average Victory');
    case 'Pyrrhic victory': return msg('Pyrrhic victory');
    case 'Defeat': return msg('Defeat');
    default: return rank;
  }
}

/** A winning rank's text (002 §12.1.2), or null for a rank without one. */
export function rankText(rank: string): string | null {
  switch (rank) {
    case 'Crushing Victory': return msg('You have destroyed the pitiful Greek forces that dared to block your path and the battle is remembered through history as little more than a footnote in the story of your success.');
    case 'Historic Victory': return msg('The invasion continues with minimal losses to your total forces, but the tale of this battle inspires the Greeks in all your future battles.');
    case 'Average Victory': return msg('Your invasion continues as planned but the Greeks know how easily your troops can be defeated and do not fear facing you in future combats.');
    case 'Pyrrhic victory': return msg('You have cleared the path into Greece, but your troops are demoralized and ill-prepared to conquer.');
    default: return null;
  }
}
