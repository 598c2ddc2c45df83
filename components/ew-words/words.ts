/**
 * The Earth & Water companion's words: every `Message` src/earth-water returns (undo names,
 * reasons a verb is refused, a battle's changes, what to do at the table) worded through
 * @lit/localize, in English or Dutch. src/ speaks in data; this is the one place that turns it
 * into sentences for the screens (earth-water-screen and its ew-* widgets).
 */
import { msg, str } from '@lit/localize';
import type { Message, MessageParam } from '../../src/core/message.js';
import { isStrategosError } from '../../src/core/errors.js';
import type { ForceKind, Side } from '../../src/earth-water/types.js';
import { BATTLE_EVENTS, type BattleEvent } from '../../src/earth-water/battle-dice.js';
import { portraitData, isPortraitId } from '../../src/earth-water/portraits.js';
import type { StepId } from '../../src/earth-water/checklist-data.js';
import { citeRule } from '../i18n/format.js';
import { cardName } from '../i18n/card-words.js';
import { correction, eventWords } from './event-words.js';
import { count } from '../i18n/counts.js';

export function sideName(s: unknown): string {
  return s === 'persia' ? msg('Persia') : s === 'greece' ? msg('Greece') : msg('nobody');
}

export function sideAdj(s: Side): string {
  return s === 'persia' ? msg('Persian') : msg('Greek');
}

/** "1 army", "3 fleets". */
export function pieces(n: number, unit: 'armies' | 'fleets'): string {
  return count(n, unit === 'armies' ? 'army' : 'fleet');
}

/** "2 Greek armies", "1 Persian fleet". */
export function kindPieces(n: number, kind: ForceKind): string {
  const counted = { greekArmies: 'greekArmy', persianArmies: 'persianArmy', greekFleets: 'greekFleet', persianFleets: 'persianFleet' } as const;
  return count(n, counted[kind]);
}

/** "Greek army" / "Greek armies". */
export function kindName(kind: ForceKind, plural = false): string {
  switch (kind) {
    case 'greekArmies':
      return plural ? msg('Greek armies') : msg('Greek army');
    case 'persianArmies':
      return plural ? msg('Persian armies') : msg('Persian army');
    case 'greekFleets':
      return plural ? msg('Greek fleets') : msg('Greek fleet');
    case 'persianFleets':
      return plural ? msg('Persian fleets') : msg('Persian fleet');
  }
}

/** A battle event's card name as the language's rulebook prints it (003's names in Dutch). */
export function battleEventName(e: BattleEvent): string {
  switch (e) {
    case 'cavalryOfMardonius':
      return msg('Cavalry of Mardonius');
    case 'immortals':
      return msg('The Immortals');
    case 'greatKing':
      return msg('The Great King');
    case 'spartans300':
      return msg('300 Spartans');
  }
  return BATTLE_EVENTS[e].name; // a leader's name, the same in both editions
}

export function eventName(e: unknown): string {
  const d = typeof e === 'string' ? BATTLE_EVENTS[e as BattleEvent] : undefined;
  if (d) return `${battleEventName(e as BattleEvent)} (#${d.card})`;
  switch (e) {
    case 'minesOfLaurion':
      return msg('Mines of Laurion (#1)');
    case 'carneiaFestival':
      return msg('Carneia Festival (#4)');
    case 'acropolisOnFire':
      return msg('Acropolis on Fire (#15)');
  }
  return String(e);
}

export function portraitName(id: unknown): string {
  return isPortraitId(id) ? portraitData(id).name : String(id);
}

export function stepName(step: unknown): string {
  switch (step as StepId) {
    case 'persiaCards':
      return msg('the Persian cards');
    case 'persiaRaise':
      return msg('the Persian raising');
    case 'greeceCards':
      return msg('the Greek cards');
    case 'greeceRaise':
      return msg('the Greek raising');
    case 'operations':
      return msg('the operations');
    case 'laurion':
      return msg('the Mines of Laurion');
    case 'persiaHand':
      return msg('the Persian hand');
    case 'greeceHand':
      return msg('the Greek hand');
    case 'persiaAttrition':
      return msg('the Persian supply');
    case 'greeceAttrition':
      return msg('the Greek supply');
    case 'scoring':
      return msg('the scoring');
    case 'gameOver':
      return msg('the end of the game');
  }
  return String(step);
}

function itemName(item: unknown, n = 1): string {
  switch (item) {
    case 'card':
      return n === 1 ? msg('a card') : msg('cards');
    case 'army':
      return n === 1 ? msg('an army') : msg('armies');
    case 'fleet':
      return n === 1 ? msg('a fleet') : msg('fleets');
    case 'bridge':
      return msg('the pontoon bridge');
  }
  return String(item);
}

const num = (x: MessageParam | undefined): number => (typeof x === 'number' ? x : Number(x ?? 0));
const txt = (x: MessageParam | undefined): string => String(x ?? '');

/** A message from src/earth-water in words (falls back to its id for one not known here). */
export function word(m: Message): string {
  const p = m.params ?? {};
  const n = num(p.n);
  const city = txt(p.city);
  const side = p.side as Side;
  const card = eventWords(m);
  if (card !== null) return card;
  switch (m.id) {
    // --- undo names ---------------------------------------------------------------------
    case 'ew.note.moveLand':
      return msg(str`${pieces(n, 'armies')} from ${txt(p.from)} to ${txt(p.to)}`);
    case 'ew.note.moveSea':
      return num(p.armies) > 0
        ? msg(str`${pieces(num(p.fleets), 'fleets')} with ${pieces(num(p.armies), 'armies')} from ${txt(p.from)} to ${txt(p.to)}`)
        : msg(str`${pieces(num(p.fleets), 'fleets')} from ${txt(p.from)} to ${txt(p.to)}`);
    case 'ew.note.buy':
      return p.city ? msg(str`${sideName(side)} raises ${itemName(p.item)} in ${city}`) : msg(str`${sideName(side)} buys ${itemName(p.item)}`);
    case 'ew.note.next':
      return msg(str`Done: ${stepName(p.step)}`);
    case 'ew.note.play':
      return msg(str`${sideName(side)} plays a card`);
    case 'ew.note.pass':
      return msg(str`${sideName(side)} passes`);
    case 'ew.note.event':
      return msg(str`${sideName(side)} plays ${eventName(p.event)}`);
    case 'ew.note.keepCard':
      return p.keep ? msg('Persia keeps one card') : msg('Persia discards its hand');
    case 'ew.note.score':
      return msg(str`Campaign ${num(p.campaign)} scored: from ${scoreWords(num(p.before))} to ${scoreWords(num(p.after))}`);
    case 'ew.note.suddenDeath':
      return msg(str`Sudden Death of the Great King: ${txt(p.king)} dies`);
    case 'ew.note.battleOpen':
      return p.kind === 'naval' ? msg(str`Naval battle at ${city} opened`) : msg(str`Land battle in ${city} opened`);
    case 'ew.note.whatIf':
      return msg(str`What-if battle in ${city} set up`);
    case 'ew.note.battleRound':
      return msg(str`Battle in ${city}: round ${n} rolled`);
    case 'ew.note.battleEvent':
      return msg(str`Battle in ${city}: ${eventName(p.event)} played`);
    case 'ew.note.battleRetreat':
      return msg(str`Battle in ${city}: ${sideName(side)} retreats to ${txt(p.to)}`);
    case 'ew.note.battleContinue':
      return msg(str`Battle in ${city}: no retreat`);
    case 'ew.note.battleApply':
      return msg(str`Battle in ${city} applied to the board`);
    case 'ew.note.battleClose':
      return p.applied ? msg(str`Battle in ${city} closed`) : msg(str`Battle in ${city} discarded`);
    case 'ew.note.supply':
      return num(p.removed) > 0 ? msg(str`${sideName(side)} supply: ${pieces(num(p.removed), 'armies')} removed`) : msg(str`${sideName(side)} supply: every army fed`);
    // Corrections of what happened off the rules (issue 28 item 7): named so in the undo list.
    case 'ew.note.hand':
      return correction(msg(str`${sideName(side)} holds ${count(n, 'card')}`));
    case 'ew.note.edit':
      return correction(num(p.delta) > 0 ? msg(str`${city}: +1 ${kindName(p.kind as ForceKind)}`) : msg(str`${city}: −1 ${kindName(p.kind as ForceKind)}`));
    case 'ew.note.scoreTrack':
      return correction(msg(str`Score: ${scoreWords(num(p.score))}`));
    case 'ew.note.campaign':
      return correction(msg(str`Campaign ${num(p.campaign)}`));
    case 'ew.note.bridge':
      return correction(p.built ? msg('Bridge built') : msg('Bridge removed'));
    case 'ew.note.portrait':
      return correction(p.on ? msg(str`${portraitName(p.id)}: piece on the portrait`) : msg(str`${portraitName(p.id)}: piece lifted`));
    case 'ew.note.newGame':
      return p.setup === 'solo' ? msg('New game: solo setup') : msg('New game: standard setup');
    case 'ew.note.restart':
      return msg(str`Checklist restarted at campaign ${num(p.campaign)}`);
    case 'ew.note.text':
      return txt(p.text);
    // --- changes on the board ----------------------------------------------------------
    case 'ew.change.add':
      return msg(str`Add ${kindPieces(n, p.kind as ForceKind)} in ${city}`);
    case 'ew.change.remove':
      return msg(str`Remove ${kindPieces(n, p.kind as ForceKind)} from ${city}`);
    case 'ew.change.bridge':
      return p.built ? msg('Place the pontoon bridge') : msg('Remove the pontoon bridge');
    case 'ew.change.score':
      return msg(str`Move the score marker ${n} towards ${sideName(p.towards)}`);
    case 'ew.battle.lost':
      return msg(str`Remove ${kindPieces(n, kindOf(side, p.kind))} from ${city} (lost)`);
    case 'ew.battle.retreat':
      return msg(str`Move ${kindPieces(n, kindOf(side, p.kind))} from ${txt(p.from)} to ${txt(p.to)} (retreat)`);
    case 'ew.battle.cardSpent':
      return msg(str`${sideName(side)} discards ${eventName(p.event)}: one card fewer in hand`);
    case 'ew.battle.portrait':
      return msg(str`Put a piece on ${portraitName(p.id)}'s portrait`);
    // --- why not -----------------------------------------------------------------------
    case 'ew.battle.changedSince':
      return msg(str`${city} has changed since this battle began.`);
    case 'ew.battle.bridgeChanged':
      return msg('The bridge has changed since this battle began.');
    case 'ew.battle.changed':
      return msg(str`The battle's cities have changed since it began (${txt(p.cities)}): choose to apply it to the board as it is now, or not.`);
    case 'ew.battle.whatIf':
      return msg('This battle was set up by hand: it is a calculator and changes nothing on the board.');
    case 'ew.battle.applied':
      return msg(str`The battle in ${city} is already on the board.`);
    case 'ew.battle.notOver':
      return msg(str`The battle in ${city} is not over yet.`);
    case 'ew.battle.none':
      return msg('No battle is open.');
    case 'ew.battle.stillOpen':
      return msg(str`The battle in ${city} is still being fought.`);
    case 'ew.battle.notApplied':
      return msg(str`The battle in ${city} is over but not applied to the board.`);
    case 'ew.battle.cannotApply':
    case 'ew.change.tooFew':
      return m.id === 'ew.change.tooFew'
        ? msg(str`The board has only ${num(p.have)} ${kindName(p.kind as ForceKind, true)} in ${city}: the battle cannot remove ${num(p.n)}.`)
        : msg('The battle cannot be applied to the board as it is now.');
    case 'ew.change.noPort':
    case 'ew.raise.noPort':
      return msg(str`${city} has no port.`);
    case 'ew.change.limit':
      return msg('The game has no more pieces of that kind.');
    case 'ew.battle.notNow':
      return msg('That is not possible at this point of the battle.');
    case 'ew.dice.tooMany':
      return msg('More dice were entered than this round needs.');
    case 'ew.buy.notNow':
      return msg(str`It is not ${sideName(side)}'s preparation.`);
    case 'ew.buy.noBridge':
      return msg('Greece cannot build a pontoon bridge.');
    case 'ew.buy.cardsFirst':
      return msg('Cards are bought first, before raising pieces.');
    case 'ew.buy.raiseLater':
      return msg('First buy cards and read them, then raise.');
    case 'ew.buy.talents':
      return msg(str`Not enough talents: it costs ${num(p.cost)}, ${num(p.left)} left.`);
    case 'ew.buy.bridgeStands':
      return msg('The bridge already stands.');
    case 'ew.buy.bridgeAbydos':
      return p.edition === 'nl' ? msg('Persia must control Abydos to build the bridge.') : msg('Persia must occupy Abydos with an army to build the bridge.');
    case 'ew.buy.max':
      return p.item === 'card' ? msg(str`At most ${count(num(p.max), 'card')} per preparation.`) : msg(str`At most ${count(num(p.max), 'fleet')} per preparation.`);
    case 'ew.raise.notControlled':
      return msg(str`${sideName(side)} does not control ${city}: raised pieces go to its major cities or cities it controls.`);
    case 'ew.raise.enemyFleet':
      return msg(str`An enemy fleet is in the port of ${city}: no new fleet there.`);
    case 'ew.raise.reserve':
      return msg(str`No ${kindName(kindOf(side, p.item === 'fleet' ? 'fleets' : 'armies'))} is left in the box.`);
    case 'ew.raise.where':
      return msg('Choose the city for the piece.');
    case 'ew.edit.none':
      return msg(str`No ${kindName(p.kind as ForceKind, true)} in ${city}.`);
    case 'ew.edit.reserve':
      return msg('None left in the box: the game has no more pieces of that kind.');
    case 'ew.hand.empty':
      return msg(str`${sideName(side)} has no card in hand: it must pass (correct the hand if it is wrong).`);
    case 'ew.hand.range':
      return msg('A hand cannot hold that many cards.');
    case 'ew.card.used':
      return msg(str`Card #${num(p.card)} was already played this campaign.`);
    case 'ew.card.once':
      return msg(str`${eventName(p.event)} happens once per game: the portrait is covered.`);
    case 'ew.card.carneia':
      return msg('Carneia Festival: no Sparta event this campaign.');
    case 'ew.card.xerxes':
      return msg('Xerxes is dead: The Immortals can no longer be played.');
    case 'ew.card.notYours':
      return msg(str`${eventName(p.event)} is not ${sideName(side)}'s event.`);
    case 'ew.king.fromWhere':
      return msg(str`No piece is left in the box for ${portraitName(p.id)}: choose the city it comes from (${txt(p.cities)}).`);
    case 'ew.move.noRoad':
      return p.bridge
        ? msg(str`The armies cannot go from ${txt(p.from)} to ${txt(p.to)}: the Abydos–Pella road needs the pontoon bridge.`)
        : msg(str`The armies cannot go from ${txt(p.from)} to ${txt(p.to)}: no road there without stopping first in a city they do not control or one held by the enemy.`);
    case 'ew.move.noArmy':
      return msg(str`No ${sideAdj(side)} army in ${city} to move.`);
    case 'ew.move.same':
      return msg(str`The pieces must leave ${city}.`);
    case 'ew.move.noPortTo':
      return msg(str`${city} has no port: fleets sail from port to port.`);
    case 'ew.move.battleFirst':
      return msg(str`The battle in ${city} is fought first.`);
    case 'ew.move.notNow':
      return msg(str`Pieces move in the operations; the checklist is at ${stepName(p.step)}.`);
    case 'ew.move.notYourTurn':
      return msg(str`It is ${sideName(side)}'s turn.`);
    case 'ew.move.carneia':
      return msg('Carneia Festival: Greek armies in Sparta may not move this campaign.');
    case 'ew.move.leonidasOne':
      return msg('Leonidas moves one army.');
    case 'ew.move.eventIsACard':
      return msg('A movement with an event is the side’s card for the turn.');
    case 'ew.supply.first':
      return msg(str`${sideName(side)} supply: apply it in the Supply tab (armies must be removed).`);
    case 'ew.supply.notNow':
      return msg(str`${sideName(side)} supplies at its own supply step; the checklist is at ${stepName(p.step)}.`);
    case 'ew.checklist.over':
      return msg('The game is over.');
    case 'ew.checklist.notNow':
      return msg(str`Not possible at ${stepName(p.step)}.`);
  }
  return m.id;
}

function kindOf(side: Side, unit: MessageParam | undefined): ForceKind {
  return `${side === 'greece' ? 'greek' : 'persian'}${unit === 'fleets' ? 'Fleets' : 'Armies'}` as ForceKind;
}

/** How the score track reads: "Persia 2", "Greece 3", "Even (0)". */
export function scoreWords(score: number): string {
  if (score === 0) return msg('Even (0)');
  return score > 0 ? msg(str`Persia ${score}`) : msg(str`Greece ${-score}`);
}

/** A message with its rule, for a line that shows where it comes from: "… (000 §6.4)". */
export function wordWithRule(m: Message): string {
  return m.rule ? `${word(m)} (${citeRule(m.rule)})` : word(m);
}

/**
 * What to tell the player about an error: a refusal of src/ in words (its message id and
 * parameters), or — for older parts of src/ that still explain in English — its text.
 */
export function wordError(e: unknown): string {
  if (isStrategosError(e)) {
    if (e.id.startsWith('ew.')) return wordWithRule(e.toMessage());
    return e.message;
  }
  return e instanceof Error ? e.message : String(e);
}
