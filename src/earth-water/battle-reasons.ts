/**
 * What a battle says to the players, as data (`Message`s the battle roller words): why a side rolls
 * this many dice (one per unit, at most three, 000 §7.1, §7.2; or the card that sets it — Leonidas,
 * Miltiades, 300 Spartans), what a card played in the battle did (000 §6.2 and the cards' texts),
 * and why the score track moves after it (The Great King, Evangelion; ruling R-BT-12).
 *
 * The engine (battle.ts) writes these into the battle's log and outcome; battle-upgrade.ts rebuilds
 * them with the same functions for battles saved before they were messages.
 *
 * Ids: `ew.battle.dice.*` (a roll's dice), `ew.battle.effect.*` (a card's effect), `ew.battle.score.*`
 * (the score track), `ew.battle.legacy` (words stored by an older version, shown as they were).
 */
import { message, type Message } from '../core/message.js';
import type { City, Side } from './types.js';
import { BATTLE_EVENTS, MAX_DICE, type BattleEvent, type LightningEvent } from './battle-dice.js';

/** Every id a battle's dice reason, card effect or score reason may carry. */
export const BATTLE_MESSAGE_IDS = [
  'ew.battle.dice.perUnit',
  'ew.battle.dice.max',
  'ew.battle.dice.card',
  'ew.battle.effect.greekDice',
  'ew.battle.effect.pausanias',
  'ew.battle.effect.artemisia',
  'ew.battle.effect.immortals',
  'ew.battle.score.wipedOut',
  'ew.battle.score.notControlled',
  'ew.battle.legacy',
] as const;
export type BattleMessageId = (typeof BATTLE_MESSAGE_IDS)[number];

const stageRule = (stage: 'land' | 'naval'): string => (stage === 'land' ? '000 §7.1' : '000 §7.2');

/**
 * Why a side rolls `n` dice with `units` engaged: one per unit, at most `MAX_DICE`
 * (`ew.battle.dice.perUnit` { n }, `ew.battle.dice.max` { n, max }).
 */
export function unitsDiceReason(stage: 'land' | 'naval', units: number, n: number): Message {
  return units > MAX_DICE ? message('ew.battle.dice.max', { n, max: MAX_DICE }, stageRule(stage)) : message('ew.battle.dice.perUnit', { n }, stageRule(stage));
}

/** Greece rolls `n` dice because of the card `event` (Leonidas, Miltiades, 300 Spartans): `ew.battle.dice.card` { n, event, card }. */
export function cardDiceReason(n: number, event: BattleEvent): Message {
  return message('ew.battle.dice.card', { n, event, card: BATTLE_EVENTS[event].card }, '000 §7.1');
}

/**
 * What a lightning card did (000 §6.2): Greece's dice for the battle (Miltiades, 300 Spartans),
 * Persia's cap back (Pausanias against the Cavalry of Mardonius), one more Persian fleet lost —
 * and the army it carried (Artemisia I), `n` Persian armies back in the fight (The Immortals).
 */
export function eventEffect(event: LightningEvent, detail: { armyLost?: boolean; n?: number } = {}): Message {
  const card = BATTLE_EVENTS[event].card;
  switch (event) {
    case 'miltiades':
    case 'spartans300':
      return message('ew.battle.effect.greekDice', { n: BATTLE_EVENTS[event].greekDice!, card }, '000 §6.2');
    case 'pausanias':
      return message('ew.battle.effect.pausanias', { card, cancels: 'cavalryOfMardonius' }, '000 §6.2');
    case 'artemisia':
      return message('ew.battle.effect.artemisia', { card, armyLost: detail.armyLost === true }, '000 §6.2');
    case 'immortals':
      return message('ew.battle.effect.immortals', { card, n: detail.n ?? 0 }, '000 §6.2');
  }
}

/**
 * The score track after a battle fought with The Great King or Evangelion (cards 7 and 10,
 * ruling R-BT-12): +1 for the side that played it when the enemy armies there were wiped out,
 * −1 when it does not control the city afterwards. Returns the change (positive = towards Persia)
 * and a message for each part.
 */
export function cardScore(
  event: BattleEvent | undefined,
  facts: { where: City; wipedOut: boolean; controlsAfter: boolean },
): { scoreDelta: number; reasons: Message[] } {
  const reasons: Message[] = [];
  let scoreDelta = 0;
  if (event !== 'greatKing' && event !== 'evangelion') return { scoreDelta, reasons };
  const mover: Side = BATTLE_EVENTS[event].side;
  const sign = mover === 'persia' ? 1 : -1;
  const card = BATTLE_EVENTS[event].card;
  if (facts.wipedOut) {
    scoreDelta += sign;
    reasons.push(message('ew.battle.score.wipedOut', { event, card, side: mover, where: facts.where }, '000 §6.2'));
  }
  if (!facts.controlsAfter) {
    scoreDelta -= sign;
    reasons.push(message('ew.battle.score.notControlled', { event, card, side: mover, where: facts.where }, '000 §6.2'));
  }
  return { scoreDelta, reasons };
}

/** Words an older version stored as text, kept as they were (`ew.battle.legacy` { text }). */
export function legacyText(text: string): Message {
  return message('ew.battle.legacy', { text: text.slice(0, 500) });
}
