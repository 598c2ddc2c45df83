/**
 * The campaign checklist's guide in words: each step's title, and the texts and reminders
 * `stepGuide` (src/earth-water/checklist-guide.ts) returns as messages, worded in English or
 * Dutch with the numbers of this game (000 §4–§10; in Dutch the sections of 003, which carry
 * the same numbers).
 */
import { msg, str } from '@lit/localize';
import type { Message, MessageParam } from '../../src/core/message.js';
import type { StepId } from '../../src/earth-water/checklist-data.js';
import { citeRule, formatNumber } from '../i18n/format.js';
import { sideName } from './words.js';
import { count } from '../i18n/counts.js';

const num = (x: MessageParam | undefined): number => (typeof x === 'number' ? x : Number(x ?? 0));

/** The title of a checklist step. */
export function stepTitle(step: StepId): string {
  switch (step) {
    case 'persiaCards':
      return msg('Persian preparation: cards');
    case 'persiaRaise':
      return msg('Persian preparation: armies, fleets, bridge');
    case 'greeceCards':
      return msg('Greek preparation: cards');
    case 'greeceRaise':
      return msg('Greek preparation: armies and fleets');
    case 'operations':
      return msg('Operations');
    case 'laurion':
      return msg('Mines of Laurion: extra Greek preparation');
    case 'persiaHand':
      return msg('Supply: Persian hand');
    case 'greeceHand':
      return msg('Supply: Greek hand');
    case 'persiaAttrition':
      return msg('Supply: Persian attrition');
    case 'greeceAttrition':
      return msg('Supply: Greek attrition');
    case 'scoring':
      return msg('Scoring');
    case 'gameOver':
      return msg('Game over');
  }
  return String(step);
}

/** A guide citation as the player's rulebook numbers it; a card is cited by its number. */
export function guideRule(rule: string): string {
  const card = /^card #(\d+)$/.exec(rule);
  return card ? msg(str`card #${card[1]!}`) : citeRule(rule);
}

/** A guide text or reminder in words (its id for one not known here). */
export function guideWords(m: Message): string {
  const p = m.params ?? {};
  switch (m.id) {
    case 'ew.guide.persiaCards':
      return p.keptCard
        ? msg(str`Persia has ${count(num(p.talents), 'talent')} (not ${num(p.budget)}: it kept a card). First buy cards, ${count(num(p.cost), 'talent')} each, at most ${num(p.max)}, and read them.`)
        : msg(str`Persia has ${count(num(p.talents), 'talent')}. First buy cards, ${count(num(p.cost), 'talent')} each, at most ${num(p.max)}, and read them.`);
    case 'ew.guide.suddenDeath':
      return msg(str`Sudden Death of the Great King (card #${num(p.card)}) drawn now ends the campaign at once: ${String(p.king)} dies.`);
    case 'ew.guide.suddenDeath.kingsDead':
      return msg('Both Great Kings are dead: Sudden Death drawn now does nothing and is used for movement.');
    case 'ew.guide.emptyDrawPile':
      return msg('If the draw pile is empty, shuffle the discards; with no cards left, none can be bought.');
    case 'ew.guide.persiaRaise':
      return msg(str`Raise armies (1 talent) and fleets (${count(num(p.fleetCost), 'talent')}, at most ${formatNumber(num(p.maxFleets))}) in Persian major cities or cities Persia controls; build the bridge (${count(num(p.bridgeCost), 'talent')}) if Persia holds Abydos. Unspent talents are lost.`);
    case 'ew.guide.enemyFleetInPort':
      return msg('No new fleet in a port that holds an enemy fleet.');
    case 'ew.guide.greeceCards':
      return p.acropolis
        ? msg(str`Greece has ${count(num(p.talents), 'talent')} (not ${num(p.budget)}: Acropolis on Fire). First buy cards, ${count(num(p.cost), 'talent')} each, at most ${num(p.max)}, and read them.`)
        : msg(str`Greece has ${count(num(p.talents), 'talent')}. First buy cards, ${count(num(p.cost), 'talent')} each, at most ${num(p.max)}, and read them.`);
    case 'ew.guide.greeceRaise':
      return msg(str`Raise armies (1 talent) and fleets (${count(num(p.fleetCost), 'talent')}, at most ${formatNumber(num(p.maxFleets))}) in Greek major cities or cities Greece controls. Unspent talents are lost.`);
    case 'ew.guide.operations':
      return msg(str`${sideName(p.side)} plays a card — its event, or a movement instead — or passes. Two passes in succession end the operations.`);
    case 'ew.guide.justPassed':
      return msg(str`${sideName(p.side)} just passed: one more pass ends the operations.`);
    case 'ew.guide.lightning':
      return msg('Lightning cards (⚡) are played in reply and do not cost a turn.');
    case 'ew.guide.noCardPass':
      return msg('A player with no cards must pass.');
    case 'ew.guide.carneia':
      return msg('Carneia Festival: no Sparta event, and Greek armies in Sparta stay put, until the campaign ends.');
    case 'ew.guide.acropolis':
      return msg('Acropolis on Fire: Athenai scores for nobody this campaign.');
    case 'ew.guide.laurion':
      return msg(str`Greece prepares once more with ${count(num(p.talents), 'talent')}: cards, armies and fleets, with no limit of 2 fleets. Then Persia plays.`);
    case 'ew.guide.persiaHand':
      return msg(str`Persia discards its hand, or keeps one card and then has ${count(num(p.kept), 'talent')} instead of ${formatNumber(num(p.budget))} next campaign.`);
    case 'ew.guide.pacification':
      return msg('The Great King died through Pacification of Babylon or Egypt: supply and scoring still happen.');
    case 'ew.guide.greeceHand':
      return msg(str`Greece keeps at most ${count(num(p.max), 'card')} and discards the rest.`);
    case 'ew.guide.persiaAttrition':
      return msg('Persia supplies first: armies beyond the amphorae of the cities it controls (not counting Abydos and Ephesos) are removed, then armies with no line of communication to a Persian major city, unless a Persian fleet is in their port.');
    case 'ew.guide.greeceAttrition':
      return msg('Greece supplies: armies beyond the amphorae of the cities it controls are removed, then armies with no line of communication to Athenai or Sparta, unless a Greek fleet is in their port.');
    case 'ew.guide.supplyTab':
      return msg('Use the Supply tab: it shows every city and applies the result.');
    case 'ew.guide.scoring':
      return msg(str`Each controlled city scores 1, a major city 2; move the score marker by the difference, never past ${num(p.limit)}. Holding both enemy major cities wins at once.`);
    case 'ew.guide.acropolis.scoring':
      return msg('Acropolis on Fire: Athenai scores for nobody this time.');
    case 'ew.guide.lastCampaign':
      return msg('This is the last campaign: the score decides the game; 0 is a tie.');
    case 'ew.guide.gameOver.automatic':
      return msg(str`${sideName(p.winner)} controls both enemy major cities at scoring: automatic victory.`);
    case 'ew.guide.gameOver.tie':
      return msg(str`Campaign ${num(p.campaign)} is over: the score is 0, a tie.`);
    case 'ew.guide.gameOver.lead':
      return p.lead === null || p.lead === undefined
        ? msg(str`Campaign ${num(p.campaign)} is over: ${sideName(p.winner)} leads and wins.`)
        : msg(str`Campaign ${num(p.campaign)} is over: ${sideName(p.winner)} leads by ${num(p.lead)} and wins.`);
    case 'ew.guide.gameOver':
      return msg('The game is over.');
  }
  return m.id;
}

/** A reminder with the rule it comes from: "… (000 §5.3)". */
export function guideWithRule(m: Message): string {
  return m.rule ? `${guideWords(m)} (${guideRule(m.rule)})` : guideWords(m);
}
