/**
 * PERS.IA's messages in words: every reason, instruction, log line, result and refusal that
 * src/persia returns as a typed `Message` (id, parameters, rule) is worded here, through `msg()`
 * so it reads in English or Dutch. Nothing here decides a rule or parses words back into facts;
 * the parameters are shown as given (cities, counts) or looked up in the data tables (lists).
 */
import { msg, str } from '@lit/localize';
import type { Message, MessageParam } from '../../src/core/message.js';
import { FORCE_KINDS, type ForceKind } from '../../src/earth-water/types.js';
import type { BoardChange } from '../../src/persia/changes.js';
import { PRIORITY_LISTS, PLACEMENT, DIE_ONE, type PriorityListId } from '../../src/persia/data.js';
import { BATTLE_EVENTS, type BattleEvent } from '../../src/earth-water/battle.js';
import { citeRule, formatNumber, plural } from '../i18n/format.js';
import { count } from '../i18n/counts.js';
import { cardName } from '../i18n/card-words.js';
import { boardProblemWords } from '../ew-words/problem-words.js';
import { kindPieces, word as ewWord } from '../ew-words/words.js';
import { BOARD_PROBLEM_IDS, type BoardProblemId } from '../../src/earth-water/validate.js';

const isBoardProblemId = (x: unknown): x is BoardProblemId => typeof x === 'string' && (BOARD_PROBLEM_IDS as readonly string[]).includes(x);

type P = Readonly<Record<string, MessageParam>>;

const side = (s: MessageParam): string => (s === 'persia' ? msg('Persia') : s === 'greece' ? msg('Greece') : msg('nobody'));
const list = (id: MessageParam): string => (typeof id === 'string' && id in PRIORITY_LISTS ? PRIORITY_LISTS[id as PriorityListId].cities.join(' > ') : String(id));
const n = (x: MessageParam): number => (typeof x === 'number' ? x : 0);
const s = (x: MessageParam): string => (x === null || x === undefined ? '' : String(x));

function pieces(kind: MessageParam, n: number): string {
  return kindPieces(n, kind === 'greekArmies' || kind === 'persianArmies' || kind === 'greekFleets' ? kind : 'persianFleets');
}

/** "Add 2 Persian armies in Abydos" — one change to make on the table. */
export function changeWords(c: BoardChange): string {
  if ('bridge' in c) return c.bridge ? msg('Place the pontoon bridge') : msg('Remove the pontoon bridge');
  const what = pieces(c.kind as ForceKind, Math.abs(c.delta));
  return c.delta > 0 ? msg(str`Add ${what} in ${c.city}`) : msg(str`Remove ${what} from ${c.city}`);
}

export function outcomeWords(o: MessageParam): string {
  switch (o) {
    case 'pass':
      return msg('pass');
    case 'move':
      return msg('move armies');
    case 'destroyArmy':
      return msg('destroy a Greek army');
    case 'destroyFleet':
      return msg('destroy a Greek fleet');
    default:
      return msg('place a fleet and an army');
  }
}

export function eventWords(e: MessageParam): string {
  const d = typeof e === 'string' ? BATTLE_EVENTS[e as BattleEvent] : undefined;
  return d ? `${cardName(e as string, d.name)} (${d.card})` : s(e);
}

const placementShort = (k: MessageParam): string => (k === 'controlled' ? msg('only cities Persia controls') : msg('any city free of Greek pieces'));

/** The Greek cards that raise pieces, named in the language on screen (003's names in Dutch). */
const CARD_NAMES: Record<string, [english: string, card: number]> = {
  melasZomos: ['Melas Zomos', 11],
  supportFromSyracuse: ['Support from Syracuse', 14],
  minesOfLaurion: ['Mines of Laurion', 1],
};
function raisingCard(key: string): string {
  const c = Object.hasOwn(CARD_NAMES, key) ? CARD_NAMES[key] : undefined;
  return c ? `${cardName(key, c[0])} (${c[1]})` : key;
}

/** The action a step of the flow names ("PERS.IA's supply", "your operation"). */
export function stepWords(action: MessageParam): string {
  switch (action) {
    case 'persianPreparation':
      return msg('PERS.IA’s preparation');
    case 'greekCards':
    case 'greekPreparation':
      return msg('your preparation');
    case 'persianOperation':
      return msg('PERS.IA’s operation');
    case 'greekOperation':
      return msg('your operation');
    case 'greekPass':
      return msg('your turn (you have no card: pass)');
    case 'resolveBattle':
      return msg('the battle');
    case 'persianSupply':
      return msg('PERS.IA’s supply');
    case 'greekSupply':
      return msg('your supply');
    case 'scoring':
      return msg('the scoring');
    default:
      return s(action);
  }
}

function withReading(text: string, p: P): string {
  return typeof p.reading === 'string' ? `${text} (${p.reading})` : text;
}

/** A message from src/persia in words (without its rule: the screens show that beside it). */
export function persiaWords(m: Message): string {
  return withReading(words(m.id, m.params ?? {}), m.params ?? {});
}

function words(id: string, p: P): string {
  switch (id) {
    // --- set-up
    case 'persia.setup':
      return msg(str`Campaign marker on ${n(p.campaign)}, score ${n(p.score)} for Persia, 3 armies and 2 fleets in Abydos and in Ephesos, the bridge built, an army on the Darius and Xerxes portraits.`);
    case 'persia.setup.noLimit':
      return msg('The Persians have no unit limit: use other cubes and disks when the box runs out.');
    case 'persia.setup.longer':
      return msg(str`This game starts at campaign ${n(p.campaign)}: a longer game than 004 describes.`);
    case 'persia.legacy':
      return s(p.text);
    // --- preparation (004 §4)
    case 'persia.prep.budget':
      return msg(str`PERS.IA has ${count(n(p.talents), 'talent')}; the situations A to D are checked in order.`);
    case 'persia.prep.check.occupied':
      return p.applies
        ? msg(str`Situation ${s(p.situation)}: Greek armies in ${s(p.cities)} — it applies.`)
        : msg(str`Situation ${s(p.situation)}: no Greek army in Abydos or Ephesos — no.`);
    case 'persia.prep.check.score': {
      const now = n(p.score) > 0 ? msg(str`Persia ${n(p.score)}`) : n(p.score) < 0 ? msg(str`Greece ${-n(p.score)}`) : '0';
      return p.applies ? msg(str`Situation ${s(p.situation)}: the score is ${now} — it applies.`) : msg(str`Situation ${s(p.situation)}: the score is ${now} — no.`);
    }
    case 'persia.prep.cards':
      return msg(str`Draw ${count(n(p.cards), 'card')} (${count(n(p.cost), 'talent')}, ${formatNumber(n(p.left))} left).`);
    case 'persia.prep.cardsShort':
      return msg(str`Only ${formatNumber(n(p.drawn))} of ${count(n(p.wanted), 'card')} can be drawn: the draw and discard piles are empty. The talents not spent on cards go on.`);
    case 'persia.prep.bridgeStands':
      return msg('The pontoon bridge is in place: nothing to build.');
    case 'persia.prep.bridge':
      return msg(str`Build the pontoon bridge (${count(n(p.cost), 'talent')}, ${formatNumber(n(p.left))} left).`);
    case 'persia.prep.fleets':
      return msg(str`One fleet in each Persian port without one: ${s(p.cities)} (${count(n(p.left), 'talent')} left).`);
    case 'persia.prep.noFleet':
      return msg('Every port Persia controls already has a fleet (or an enemy fleet): no fleet placed.');
    case 'persia.prep.bothMajorsHeld':
      return msg('Both Persian major cities hold Greek armies: the 9 armies have nowhere to go.');
    case 'persia.prep.unoccupiedMajor':
      return msg(str`Add ${count(n(p.count), 'army')} to the unoccupied major city, ${s(p.city)}.`);
    case 'persia.prep.allInto':
      return msg(str`Every remaining talent is an army in ${s(p.city)}: ${count(n(p.count), 'army')}.`);
    case 'persia.prep.armyList':
      return msg(str`Armies one by one along ${list(p.list)}, in the cities Persia controls: ${s(p.cities) || msg('none')}.`);
    case 'persia.prep.round':
      return p.capped
        ? msg(str`Round ${n(p.round)}: ${s(p.cities)}; skipped ${s(p.capped)} (a minor city already has ${count(n(p.cap), 'persianArmy')}).`)
        : msg(str`Round ${n(p.round)}: ${s(p.cities)}.`);
    case 'persia.prep.talentsLost':
      return msg(str`No city can take another army: ${count(n(p.talents), 'talent')} lost.`);
    // --- operations (004 §5)
    case 'persia.op.noCards':
      return msg('PERS.IA has no cards left: it passes and goes straight to step 4.');
    case 'persia.op.hasCards':
      return msg(str`PERS.IA holds ${count(n(p.cards), 'card')}: it operates.`);
    case 'persia.op.defend.none':
      return msg('No Greek army in Abydos or Ephesos: no defensive move.');
    case 'persia.op.defend.occupied':
      return msg(str`Greek armies occupy ${s(p.cities)}: PERS.IA reacts defensively.`);
    case 'persia.op.defend.cannotReach':
      return msg(str`No Persian stack can reach ${s(p.target)} by land.`);
    case 'persia.op.notBiggest':
      return msg(str`${s(p.biggest)} has the most armies (${n(p.n)}) but cannot reach ${s(p.target)}.`);
    case 'persia.op.defend.activate':
      return msg(str`Activate ${s(p.city)} (${count(n(p.n), 'army')}, the most that can reach it); one third rounded up, ${formatNumber(n(p.count))}, moves to ${s(p.target)} by ${s(p.path)}.`);
    case 'persia.op.defend.fallback':
      return msg('PERS.IA cannot make this move: it rolls the die as in step 3.');
    case 'persia.op.battleFollows':
      return p.kind === 'naval' ? msg(str`A naval battle follows at ${s(p.where)}; Persia never retreats.`) : msg(str`A land battle follows in ${s(p.where)}; Persia never retreats.`);
    case 'persia.op.die':
      return msg(str`The die shows ${n(p.die)}: ${outcomeWords(p.outcome)}.`);
    case 'persia.op.die1.phase':
      return msg('PERS.IA passes, and its operation phase is over: it performs no more operations this campaign.');
    case 'persia.op.die1.operation':
      return msg('PERS.IA passes this operation; it plays again on its next turn unless you pass too.');
    case 'persia.op.donePass':
      return msg('PERS.IA’s operation phase ended with its die 1: it passes. Play on, or pass to end the operations.');
    case 'persia.op.move.skip':
      switch (p.why) {
        case 'tooFew':
          return n(p.keep) > 0
            ? msg(str`${s(p.city)} (${n(p.n)}): half rounded down is ${n(p.half)}, and ${n(p.keep)} must stay — it cannot move.`)
            : msg(str`${s(p.city)} (${n(p.n)}): half rounded down is ${n(p.half)} — it cannot move.`);
        case 'notTowardsSparta':
          return msg(str`${s(p.city)} (${n(p.n)}): no city it can reach is nearer Sparta — it does not move away from Sparta.`);
        default:
          return msg(str`${s(p.city)} (${n(p.n)}): no empty or Greek-held city within reach.`);
      }
    case 'persia.op.move.notFirst':
      return msg(str`${s(p.first)} has more armies but cannot move: ${s(p.city)} is activated.`);
    case 'persia.op.move.activate':
      return n(p.keep) > 0
        ? msg(str`Activate ${s(p.city)} (${count(n(p.n), 'army')}); half rounded down: ${formatNumber(n(p.count))} move, at least ${formatNumber(n(p.keep))} stay.`)
        : msg(str`Activate ${s(p.city)} (${count(n(p.n), 'army')}); half rounded down: ${formatNumber(n(p.count))} move.`);
    case 'persia.op.move.target': {
      const head = p.empty
        ? msg(str`Towards the nearest city with no army, nearer Sparta: ${s(p.to)}`)
        : msg(str`No empty city towards Sparta within reach: towards the nearest Greek-held one, ${s(p.to)}`);
      const how = msg(str`${n(p.steps)} road steps by ${s(p.path)}; ${n(p.toSparta)} from Sparta instead of ${n(p.fromSparta)}`);
      const tie =
        p.why === 'sparta'
          ? msg(str`; equally near: ${s(p.tied)} — the nearest to Sparta`)
          : p.why === 'rather'
            ? msg(str`; equally near: ${s(p.tied)} — Thebai rather than Delphi`)
            : p.why === 'order'
              ? msg(str`; equally near: ${s(p.tied)} — the first in the activation order`)
              : '';
      return `${head} (${how}${tie}).`;
    }
    case 'persia.op.move.none':
      return p.armies ? msg('No movement is possible.') : msg('No movement is possible: no Persian army on the map.');
    case 'persia.op.destroyArmy.none':
      return msg('No Greek army on the map: no army can be destroyed.');
    case 'persia.op.destroyArmy.isolated':
      return msg(str`The first isolated Greek army on ${list(p.list)} is in ${s(p.city)}.`);
    case 'persia.op.destroyArmy.first':
      return msg(str`No Greek army is isolated: destroy one in the first Greek-held city on ${list(p.list)}: ${s(p.city)}.`);
    case 'persia.op.destroyArmy.discard':
      return msg('You discard a card; with no card left the army is destroyed anyway.');
    case 'persia.op.noGreekCard':
      return msg('You have no card left: the army is destroyed anyway.');
    case 'persia.op.destroyFleet.none':
      return msg('No Greek fleet on the map: no fleet can be destroyed.');
    case 'persia.op.destroyFleet':
      return msg(str`Destroy the Greek fleet in the first port on ${list(p.list)} that holds one: ${s(p.city)}; a Persian fleet from the reserve takes its place.`);
    case 'persia.op.destroyFleet.battle':
      return plural(n(p.left), { one: () => msg(str`1 Greek fleet remains at ${s(p.city)}: a naval battle follows at once; Persia never retreats.`), other: () => msg(str`${formatNumber(n(p.left))} Greek fleets remain at ${s(p.city)}: a naval battle follows at once; Persia never retreats.`) });
    case 'persia.op.place':
      return msg(str`Place a fleet and an army from the reserve in the first city on ${list(p.list)} that qualifies (${placementShort(p.placement)}): ${s(p.city)}.`);
    case 'persia.op.place.noList':
      return msg(str`No city on ${list(p.list)} qualifies (${placementShort(p.placement)}).`);
    case 'persia.op.place.atFleet':
      return msg(str`A Persian fleet lies at ${s(p.city)}, a minor city with no army: place one army there.`);
    case 'persia.op.place.noFleet':
      return msg('No Persian fleet in an unoccupied minor city either.');
    case 'persia.op.next':
      return msg(str`${outcomeWords(p.from)} is not possible: go to the next outcome, ${outcomeWords(p.to)}.`);
    case 'persia.op.discard':
      return msg('PERS.IA discards a card face up: it has no effect, and you may look at it.');
    case 'persia.op.noDiscard':
      return msg('PERS.IA has no card to discard.');
    case 'persia.ops.bothPassed':
      return msg('Both players passed in succession: the operations phase ends.');
    case 'persia.ops.noCards':
      return msg('Neither player has a card left: the operations phase ends.');
    // --- supply (004 §6) and scoring (000 §9)
    case 'persia.supply.discardHand':
      return msg(str`PERS.IA discards its whole hand: ${count(n(p.cards), 'card')}, none kept.`);
    case 'persia.supply.noCards':
      return msg('PERS.IA holds no card to discard.');
    case 'persia.supply.count':
      return n(p.excess) > 0
        ? msg(str`${count(n(p.armies), 'persianArmy')} outside Abydos and Ephesos for ${count(n(p.capacity), 'amphora')}: ${formatNumber(n(p.excess))} must go.`)
        : msg(str`${count(n(p.armies), 'persianArmy')} outside Abydos and Ephesos for ${count(n(p.capacity), 'amphora')}: no excess.`);
    case 'persia.supply.remove.outOfSupply':
      return msg(str`Out of supply first: remove ${n(p.armies)} from ${s(p.city)}.`);
    case 'persia.supply.remove.noPoints':
      return msg(str`An army that earns no points: remove ${n(p.armies)} from ${s(p.city)} (order ${list(p.list)}).`);
    case 'persia.supply.remove.scoring':
      return msg(str`Then the last army of a city: remove ${n(p.armies)} from ${s(p.city)} (order ${list(p.list)}).`);
    case 'persia.supply.remove.cutOff':
      return msg(str`No line of communication and no supply by sea: remove all ${n(p.armies)} from ${s(p.city)}.`);
    case 'persia.supply.allSupplied':
      return msg('Every Persian army is supplied: none removed.');
    case 'persia.score.city':
      return p.empty
        ? msg(str`${s(p.city)}: empty, but ${side(p.side)}’s major city — ${count(n(p.points), 'point')} for ${side(p.side)}.`)
        : msg(str`${s(p.city)}: ${side(p.side)} — ${count(n(p.points), 'point')}.`);
    case 'persia.score.total':
      return msg(str`Persia ${n(p.persia)}, Greece ${n(p.greece)}: the marker moves ${Math.abs(n(p.difference))} towards ${n(p.difference) >= 0 ? msg('Persia') : msg('Greece')}.`);
    case 'persia.score.marker':
      return p.side === null ? msg('Put the score marker on 0.') : msg(str`Put the score marker on ${n(p.space)} on the ${p.side === 'persia' ? msg('Persian') : msg('Greek')} side: ${side(p.side)} leads.`);
    case 'persia.score.campaign':
      return msg(str`Advance the campaign marker to ${n(p.to)}: campaign ${n(p.to)} begins.`);
    case 'persia.score.gameOver':
      return msg(str`Campaign ${n(p.campaign)} was the last: the game is over.`);
    case 'persia.result.instant':
      return msg(str`PERS.IA controls ${s(p.cities)}: Persia wins at once.`);
    case 'persia.result.automatic':
      return msg(str`${side(p.winner)} controls both enemy major cities at scoring: an automatic victory.`);
    case 'persia.result.score':
      return msg(str`The fifth campaign is over; ${side(p.winner)} leads by ${n(p.score)}.`);
    case 'persia.result.tie':
      return msg('The fifth campaign is over with the score on 0: a tie.');
    case 'persia.suddenDeath':
      return msg('Both kings are already dead in the solo game: the event does not occur, and the card stays in PERS.IA’s hand.');
    case 'persia.deck.reshuffle':
      return msg('The draw pile is empty: shuffle the discard pile to make a new draw pile.');
    case 'persia.deck.short':
      return plural(n(p.available), { one: () => msg('Only 1 card is left in the draw and discard piles.'), other: () => msg(str`Only ${formatNumber(n(p.available))} cards are left in the draw and discard piles.`) });
    // --- the Greek player
    case 'persia.greek.cards':
      return msg(str`You bought ${count(n(p.cards), 'card')}; ${count(n(p.left), 'talent')} left for armies and fleets.`);
    case 'persia.greek.prep':
      return msg('Your armies and fleets are raised.');
    case 'persia.greek.pass':
      return msg('You pass.');
    case 'persia.greek.hand':
      return msg(str`Your event discarded ${count(n(p.discarded), 'card')} and drew ${count(n(p.drawn), 'card')}: ${formatNumber(n(p.hand))} in your hand.`);
    case 'persia.greek.keep':
      return msg(str`You keep ${count(n(p.kept), 'card')}.`);
    case 'persia.greek.attrition':
      return n(p.removed) > 0 ? msg(str`${count(n(p.removed), 'greekArmy')} removed.`) : msg('No Greek army removed.');
    case 'persia.greek.leader':
      return msg(str`${eventWords(p.leader)}: a Greek army goes on the portrait.`);
    case 'persia.greek.play.card':
      return msg('A card played with no change on the board.');
    case 'persia.greek.play.land':
      return p.event
        ? msg(str`Land movement with ${eventWords(p.event)}: ${n(p.armies)} from ${s(p.from)} to ${s(p.to)} by ${s(p.path)}.`)
        : msg(str`Land movement: ${n(p.armies)} from ${s(p.from)} to ${s(p.to)} by ${s(p.path)}.`);
    case 'persia.greek.play.naval':
      return msg(str`Naval movement: ${count(n(p.fleets), 'fleet')} from ${s(p.from)} to ${s(p.to)}, carrying ${count(n(p.armies), 'army')}.`);
    case 'persia.greek.play.triremes':
      return msg(str`Triremes (13): two naval movements, ${s(p.moves)}.`);
    case 'persia.greek.play.removePersian':
      return p.piece === 'persianFleets' ? msg(str`A card event removes a Persian fleet at ${s(p.city)}.`) : msg(str`A card event removes a Persian army from ${s(p.city)}.`);
    case 'persia.greek.play.raise':
      return msg(str`${raisingCard(s(p.card))}: ${count(n(p.armies), 'army')} and ${count(n(p.fleets), 'fleet')} raised.`);
    case 'persia.correction':
      return msg(str`Kept as a table correction, though the rules do not allow it (${citeRule(s(p.rule))}):`);
    // --- the solo table (issue 29)
    case 'persia.note.correction':
      return msg(str`Correction: ${ewWord({ id: s(p.correction), params: p })}`);
    case 'persia.note.fromOlder':
      return msg(str`The game goes on on the table, from campaign ${n(p.campaign)}.`);
    case 'persia.note.copied':
      return msg('PERS.IA’s step is on the table.');
    case 'persia.note.copyAsRead':
      return p.on ? msg('You copy PERS.IA’s moves as you read them.') : msg('You tap “Done on the table” after copying PERS.IA’s moves.');
    case 'persia.table.copyFirst':
      return msg('Copy PERS.IA’s step onto the table first, then tap “Done on the table”.');
    case 'persia.table.nothingToCopy':
      return msg('No PERS.IA step is waiting to be copied onto the table.');
    case 'persia.table.notPersia':
    case 'persia.table.persiaTurn':
      return s(p.action) === '' ? msg('PERS.IA has no step waiting for its die now.') : msg('It is PERS.IA’s operation: roll its die first.');
    case 'persia.table.persiaDecides':
      return msg('PERS.IA plays the Persian side: its steps are its own decisions.');
    case 'persia.table.notInSolo':
      return msg('Not a step of the solo game: a new game starts a new save.');
    case 'persia.table.battleOwed':
      return msg(str`The battle in ${s(p.city)} is fought and applied before play goes on.`);
    case 'persia.table.battleFromMove':
      return msg('In the solo game a battle opens from the move that causes it.');
    // --- refusals the player can meet
    case 'persia.flow.notNow':
      return msg(str`Not possible now; what comes next: ${stepWords(s(p.possible).split(', ')[0] ?? '')}.`);
    case 'persia.greek.bridgeBuild':
      return msg('The Greeks cannot build a pontoon bridge.');
    case 'persia.greek.bridgeRemove':
      return msg('The bridge goes only following a land battle in Abydos that Greece wins.');
    case 'persia.greek.persianPieces':
      return msg('A Greek event removes one Persian army or one Persian fleet; only PERS.IA adds Persian pieces.');
    case 'persia.greek.removeOwn':
      return msg('Greek pieces leave the map only in a battle, at supply, or for a leader’s portrait.');
    case 'persia.greek.oneGroup':
      return msg('A land movement moves one group of armies from one city to one city.');
    case 'persia.greek.noRoad':
      return msg(str`Your armies cannot move from ${s(p.from)} to ${s(p.to)}: no road leads there without passing a city where they must stop.`);
    case 'persia.greek.fleetGroup':
      return msg('A naval movement moves one group of fleets from one port to one port.');
    case 'persia.greek.carried':
      return msg(str`Armies travel by sea only aboard the fleets, from ${s(p.from)} to ${s(p.to)}.`);
    case 'persia.greek.tooMany':
      return plural(n(p.fleets), {
        one: () => msg(str`1 fleet carries at most ${count(n(p.max), 'army')} (one per fleet, at most 3).`),
        other: () => msg(str`${formatNumber(n(p.fleets))} fleets carry at most ${count(n(p.max), 'army')} (one per fleet, at most 3).`),
      });
    case 'persia.greek.triremes':
      return msg('These fleet moves are not one naval movement, nor the two of Triremes.');
    case 'persia.greek.raise':
      return msg(str`That costs ${count(n(p.cost), 'talent')}: an event raises at most 3 (Mines of Laurion), one army in Sparta (Melas Zomos) or every fleet in the reserve (Support from Syracuse).`);
    case 'persia.greek.notGreek':
      return msg(str`${s(p.city)} is not a city Greece controls: no piece can be raised there.`);
    case 'persia.greek.enemyFleet':
      return msg(str`A Persian fleet is in the port of ${s(p.city)}: no new fleet there.`);
    case 'persia.greek.noPort':
      return msg(str`${s(p.city)} has no port.`);
    case 'persia.greek.prepOnlyAdds':
      return msg('A preparation only adds Greek pieces.');
    case 'persia.greek.maxFleets':
      return msg(str`At most ${count(n(p.max), 'fleet')} per preparation.`);
    case 'persia.greek.talents':
      return msg(str`That costs ${count(n(p.cost), 'talent')}; you have ${formatNumber(n(p.talents))}.`);
    case 'persia.greek.eventLand':
      return msg(str`${eventWords(p.event)} is played with a land movement.`);
    case 'persia.greek.leonidasOne':
      return msg('Leonidas moves one army.');
    case 'persia.greek.leaderUsed':
      return msg(str`${eventWords(p.leader)} happens only once per game: the portrait is covered.`);
    case 'persia.greek.leaderFrom':
      return msg('A Greek army is still in the reserve: it goes on the portrait.');
    case 'persia.greek.leaderNeedsCity':
      return msg(str`All 9 Greek armies are on the map: choose which one goes on the portrait of ${eventWords(p.leader)}.`);
    case 'persia.greek.leaderNoArmy':
      return msg(str`No Greek army in ${s(p.city)} to put on the portrait.`);
    case 'persia.correction.event':
      return msg('A table correction carries no card event: enter the edits alone.');
    case 'persia.battle.notThis':
      return msg(str`The battle to fight now is at ${s(p.where)}.`);
    case 'persia.battle.cards':
      return msg(str`The cards that may be played in this battle: ${s(p.offered) || msg('none')}.`);
    case 'persia.battle.bridge':
      return msg('The bridge goes only when Greece gains control of Abydos in a land battle there.');
    case 'persia.battle.neverRetreats':
      return msg('The Persians never retreat: remove their losses in the battle city only.');
    case 'persia.battle.notOver':
      return msg(str`The battle ends only when one side is gone from ${s(p.where)}.`);
    case 'persia.battle.impossible':
      return msg(str`The battle at ${s(p.where)} cannot end with that board: check the losses, the retreat and the score.`);
    case 'persia.battle.result':
      return p.holder
        ? msg(str`Battle at ${s(p.where)}: ${side(p.holder)} holds it.`)
        : msg(str`Battle at ${s(p.where)}: both sides were wiped out.`);
    case 'persia.battle.persiaStays':
      return msg('The Persians never retreat.');
    case 'persia.battle.card':
      return msg(str`You played ${eventWords(p.event)}: one card fewer in your hand.`);
    case 'persia.battle.bridgeGone':
      return msg('Greece holds Abydos: the pontoon bridge is removed.');
    case 'persia.battle.score':
      return msg(str`The battle moves the score marker by ${n(p.delta)}.`);
    // --- log lines
    case 'persia.log.setup':
      return msg('Solo set-up');
    case 'persia.log.prep':
      return msg(str`Situation ${s(p.situation)}: ${count(n(p.cards), 'card')}, ${count(n(p.fleets), 'fleet')}, ${count(n(p.armies), 'army')}`);
    case 'persia.log.suddenDeath':
      return msg('Sudden Death of the Great King: no effect');
    case 'persia.log.greekCards':
      return msg(str`You bought ${count(n(p.cards), 'card')}`);
    case 'persia.log.greekPrep':
      return msg('Your preparation');
    case 'persia.log.op':
      return opLine(p);
    case 'persia.log.pass':
      return msg('PERS.IA passes');
    case 'persia.log.greekOp':
      return msg('Your operation');
    case 'persia.log.correction':
      return msg('Your operation, kept as a table correction');
    case 'persia.log.greekPass':
      return msg('You pass');
    case 'persia.log.opsOver':
      return msg('Operations phase over');
    case 'persia.log.battle':
      return p.kind === 'naval' ? msg(str`Naval battle at ${s(p.where)}`) : msg(str`Land battle in ${s(p.where)}`);
    case 'persia.log.supply':
      return msg(str`PERS.IA supply: ${count(n(p.cards), 'card')} discarded, ${count(n(p.removed), 'army')} removed`);
    case 'persia.log.greekSupply':
      return msg(str`Your supply: ${count(n(p.kept), 'card')} kept, ${count(n(p.removed), 'army')} removed`);
    case 'persia.log.scoring':
      return p.side === null ? msg('Scoring: the marker on 0') : msg(str`Scoring: ${side(p.side)} leads by ${n(p.score)}`);
    case 'persia.log.win':
      return msg('PERS.IA wins');
    default:
      // An input refused deep inside (a damaged save, a board no table can hold): the
      // developer's description, kept as given.
      return typeof p.problem === 'string' ? p.problem : id;
  }
}

/** "Move 3 armies from Abydos to Pella" — a PERS.IA operation in a few big words. */
export function opLine(p: P): string {
  switch (p.action) {
    case 'pass':
      return msg('PERS.IA passes');
    case 'defend':
    case 'move':
      return msg(str`Move ${count(n(p.count), 'army')} from ${s(p.from)} to ${s(p.to)}`);
    case 'destroyArmy':
      return msg(str`Destroy 1 Greek army in ${s(p.to)}`);
    case 'destroyFleet':
      return msg(str`Destroy 1 Greek fleet at ${s(p.to)} and put a Persian fleet there`);
    default:
      return p.fleet ? msg(str`Place 1 Persian fleet and 1 army in ${s(p.to)}`) : msg(str`Place 1 Persian army in ${s(p.to)}`);
  }
}

/** The die-1 reading in words (R-PA-8). */
export function dieOneWords(k: keyof typeof DIE_ONE.options): string {
  return k === 'phase' ? msg('Die 1 ends PERS.IA’s operations for the campaign (as written)') : msg('Die 1 is a pass for one operation only');
}

/** The die-6 reading in words (R-PA-9). */
export function placementWords(k: keyof typeof PLACEMENT.options): string {
  return k === 'free' ? msg('Die 6 places in any listed city free of Greek pieces (as written)') : msg('Die 6 places only in cities Persia controls');
}

/** A board PERS.IA refuses (src/persia/validate.ts checkBoard): the board problem it names, in words. */
function boardRefusal(id: string, params: P): string | null {
  const problem = params.boardProblem;
  if ((id !== 'persia.input.board' && id !== 'persia.input.battleOnBoard') || !isBoardProblemId(problem)) return null;
  const words = boardProblemWords({ id: problem, params, rule: '', message: '', severity: 'error' });
  return id === 'persia.input.battleOnBoard' ? msg(str`PERS.IA cannot play while a battle is under way: ${words}`) : msg(str`PERS.IA cannot play this board: ${words}`);
}

const isForceKind = (k: unknown): k is ForceKind => (FORCE_KINDS as readonly unknown[]).includes(k);
const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/**
 * PERS.IA refusing what it was given (`persia.input.*`, src/persia/validate.ts and changes.ts) in
 * words: those a player can meet at the table worded in full; the rest — a value no screen
 * sends, met only in a damaged save — as one line naming the rule, never the developer's text.
 */
function inputRefusal(id: string, params: P, rule: string): string {
  const city = typeof params.city === 'string' ? params.city : '';
  switch (id) {
    case 'persia.input.notThere':
      if (isForceKind(params.kind) && whole(params.removed) && whole(params.there)) {
        return msg(str`${kindPieces(params.removed, params.kind)} cannot be removed from ${city}: only ${params.there} there.`);
      }
      break;
    case 'persia.input.ceiling':
      if (isForceKind(params.kind) && whole(params.count) && whole(params.max)) {
        return msg(str`${kindPieces(params.count, params.kind)} in ${city}: the board mirror holds at most ${params.max} pieces of a kind in a city.`);
      }
      break;
    case 'persia.input.noPort':
      return msg(str`${city} has no port.`);
    case 'persia.input.die':
      return msg('A die shows 1 to 6.');
  }
  return rule ? msg(str`PERS.IA cannot use what it was given: it is not as the rules allow (${citeRule(rule)}).`) : msg('PERS.IA cannot use what it was given: it is not as the rules allow.');
}

/**
 * An error thrown by src/ in words: PERS.IA's own messages and refusals worded; an error of
 * another part of the app (a storage failure) as it came.
 */
export function errorWords(e: unknown): string {
  if (typeof e === 'object' && e !== null && 'id' in e && typeof (e as { id: unknown }).id === 'string') {
    const err = e as { id: string; params?: P; message: string; rule?: unknown };
    if (err.id.startsWith('persia.') && !err.id.startsWith('persia.input.')) return persiaWords({ id: err.id, params: err.params ?? {} });
    const board = boardRefusal(err.id, err.params ?? {});
    if (board !== null) return board;
    if (err.id.startsWith('persia.input.')) return inputRefusal(err.id, err.params ?? {}, typeof err.rule === 'string' ? err.rule : '');
    return err.message;
  }
  return e instanceof Error ? e.message : String(e);
}
