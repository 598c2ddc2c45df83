/**
 * The words of PERS.IA's tables (src/persia/data.ts: 004 §4–§8 and the player aid): each row and
 * list is worded here by its stable id, so src/ holds no prose and Dutch can translate every line.
 * The rows say the rule in our own short words (the player aid's lines as 004 prints them).
 */
import { msg, str } from '@lit/localize';
import { citeRule } from '../i18n/format.js';
import type { PriorityListId } from '../../src/persia/data.js';
import type { ReadingId } from '../../src/persia/readings.js';

/** A row of the preparation, operation, die, outcome, supply or victory table, by its id. */
export function rowWords(id: string): string {
  switch (id) {
    case 'prep-A':
      return msg('Major city occupied: 3 cards + 9 armies.');
    case 'prep-B':
      return msg('Persians have 1 to 6 points: 4 cards + (bridge) + 1 fleet in all port cities lacking fleets + armies.');
    case 'prep-C':
      return msg('Score marker on 0: 5 cards + (bridge) + armies.');
    case 'prep-D':
      return msg('Greeks have 1 to 6 points: 6 cards + (bridge) + armies at Abydos.');
    case 'step-1':
      return msg('No cards left: pass, go to step 4.');
    case 'step-2':
      return msg('A Greek army in a Persian major city: move one third (rounded up) of the biggest stack to it.');
    case 'step-3':
      return msg('Roll a die and follow the die table.');
    case 'step-4':
      return msg('Discard a card (no effect); the Greek turn begins.');
    case 'die-1':
      return msg('They pass.');
    case 'die-2-3':
      return msg('They move their armies.');
    case 'die-4':
      return msg('They destroy one of your armies and you must discard a card.');
    case 'die-5':
      return msg('They destroy one of your fleets and replace it with their own.');
    case 'die-6':
      return msg('They place one fleet and one army in an unoccupied city.');
    case 'move:towards-empty':
      return msg('Towards the nearest city with no army.');
    case 'move:towards-greek':
      return msg('If no such city can be reached: towards the nearest Greek-occupied city.');
    case 'destroyArmy:isolated':
      return msg('The first isolated Greek army (alone in its city) on the list.');
    case 'destroyArmy:first-greek-city':
      return msg('If none is isolated: one army in the first Greek-occupied city on the list.');
    case 'destroyFleet:first-port':
      return msg('The Greek fleet in the first port on the list that holds one; a Persian fleet from the reserve takes its place.');
    case 'place:list':
      return msg('A fleet and an army in the first city on the list free of Greek armies and fleets.');
    case 'place:army-at-fleet':
      return msg('If none is: an army where a Persian fleet lies in a minor city with no army.');
    case 'attrition:out-of-supply':
      return msg('Out-of-supply armies first.');
    case 'attrition:no-points':
      return msg('Then supplied armies that earn no points (R-PA-11).');
    case 'attrition:scoring':
      return msg('Then armies whose removal loses a city.');
    case 'victory-greek-majors':
      return msg('Persia wins immediately on controlling both Greek major cities.');
    default:
      return id;
  }
}

/** The title of a priority list (004 §4–§6). */
export function listTitle(id: PriorityListId): string {
  switch (id) {
    case 'prepB':
      return msg('Situation B armies');
    case 'prepC':
      return msg('Situation C armies');
    case 'prepFleets':
      return msg('Situation B fleets (order of placement)');
    case 'activation':
      return msg('Order of activation (ties)');
    case 'destroyArmy':
      return msg('Greek army to destroy');
    case 'destroyFleet':
      return msg('Greek fleet to destroy');
    case 'placeFleetAndArmy':
      return msg('Where to place a fleet and an army');
    case 'attrition':
      return msg('Attrition order');
  }
}

/** A reading of ours where 004 is silent (docs/rulings.md), in one line for the step table. */
export function readingWords(id: ReadingId): string {
  switch (id) {
    case 'R-PA-1':
      return msg('"minor city" = a city that is no side’s major; Athenai and Sparta held by Persia have no 2-army cap');
    case 'R-PA-2':
      return msg('"cities they occupy/control" = cities Persia controls, its empty majors included');
    case 'R-PA-3':
      return msg('both Persian majors held by Greek armies: 3 cards, the 9 armies have nowhere to go');
    case 'R-PA-4':
      return msg('fleets go in the order of the situation C list (ports only) while talents last');
    case 'R-PA-5':
      return msg('the activated city is the one with most armies among those that can make the move');
    case 'R-PA-6':
      return msg('the defensive move keeps no 2-army minimum (that exception is written for the die move)');
    case 'R-PA-7':
      return msg('"towards Sparta": only cities nearer Sparta by road than the city left; "nearest" = fewest road steps on a legal land path; ties: nearest to Sparta, Thebai before Delphi, then the activation order');
    case 'R-PA-8':
      return msg(str`die 1 ends PERS.IA’s operation phase for this campaign, as written (setting "operation": a pass for this operation only, ${citeRule('000 §6.1')}); a card is still discarded`);
    case 'R-PA-9':
      return msg(str`die 6 places in the first list city with no Greek army or fleet (setting "controlled": only cities Persia controls, ${citeRule('000 §5.1')})`);
    case 'R-PA-10':
      return msg('the "next outcome" links form one cycle (move → destroy army → destroy fleet → place → move), entered at the rolled outcome; the first possible outcome is done');
    case 'R-PA-11':
      return msg('an army "earns no points" when its city keeps another Persian army after it goes; each army removed comes from the first city on the list that qualifies');
    case 'R-PA-12':
      return msg('both Persian majors held by Greece: the defence goes to the first on the activation order it can reach');
    case 'R-PA-13':
      return msg('both portraits covered at set-up: Sudden Death of the Great King never ends a solo campaign');
    case 'R-PA-14':
      return msg('"isolated" = exactly one Greek army in the city');
    case 'R-PA-15':
      return msg('PERS.IA plays no card in a battle; Greece may play Miltiades, 300 Spartans (when Persia attacks) and Artemisia, each lowering the Greek hand; Pausanias has nothing to cancel');
    case 'R-PA-16':
      return msg('the 16 cards are counted: the discard pile is shuffled into a new draw pile when a card must be drawn from an empty one; a card that cannot be drawn is not bought, its talent goes on');
    case 'R-PA-17':
      return msg('an empty Abydos or Ephesos is Persia’s: it scores 2 for Persia and takes PERS.IA’s armies, but feeds none');
    case 'R-PA-18':
      return msg('a Greek operation is read from the mirror edits: one land or naval movement, two fleet movements (Triremes), or one card event; anything else only as a table correction');
    case 'R-PA-19':
      return msg('the bridge goes only following a land battle in Abydos that leaves Greece in control of it');
    case 'R-PA-20':
      return msg('no Persian unit limit, but at most 999 pieces of a kind in one city of the mirror');
    case 'R-PA-21':
      return msg('the campaign marker starts on 3 as written; starting on 1 or 2 is a longer game, not in 004');
    default:
      return id;
  }
}
