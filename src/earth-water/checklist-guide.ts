/**
 * The campaign checklist's guide: each step's rule in one or two sentences with the numbers of this
 * game, its section, and short reminders (000 §4–§10). The words are English prose from before the
 * screens spoke in messages; the Dutch-language pass will move them to the screen.
 */
import { LAST_CAMPAIGN } from './map.js';
import { cardNumber } from './cards.js';
import { BUDGETS, HAND_LIMITS, KINGS, STEP_PHASE, type ChecklistState, type Phase, type StepId } from './checklist-data.js';
import { itemCost } from './phases.js';
import { checkState } from './checklist-check.js';

export interface StepGuide {
  step: StepId;
  phase: Phase;
  title: string;
  /** One or two sentences. */
  text: string;
  rule: string;
  /** Short reminders worth a glance at this step. */
  reminders: string[];
}

const GUIDE: Readonly<Record<StepId, { title: string; rule: string }>> = {
  persiaCards: { title: 'Persian preparation: cards', rule: '000 §5.1' },
  persiaRaise: { title: 'Persian preparation: armies, fleets, bridge', rule: '000 §5.1' },
  greeceCards: { title: 'Greek preparation: cards', rule: '000 §5.2' },
  greeceRaise: { title: 'Greek preparation: armies and fleets', rule: '000 §5.2' },
  operations: { title: 'Operations', rule: '000 §6.1' },
  laurion: { title: 'Mines of Laurion: extra Greek preparation', rule: '000 §5.2' },
  persiaHand: { title: 'Supply: Persian hand', rule: '000 §8.1' },
  greeceHand: { title: 'Supply: Greek hand', rule: '000 §8.1' },
  persiaAttrition: { title: 'Supply: Persian attrition', rule: '000 §8.2' },
  greeceAttrition: { title: 'Supply: Greek attrition', rule: '000 §8.2' },
  scoring: { title: 'Scoring', rule: '000 §9' },
  gameOver: { title: 'Game over', rule: '000 §10' },
};

const SUDDEN_DEATH_CARD = cardNumber('suddenDeath');

/** The current step explained: title, one or two sentences with the numbers of this game, the rule. */
export function stepGuide(state: ChecklistState): StepGuide {
  checkState(state);
  const g = GUIDE[state.step];
  const t = state.talents;
  const reminders: string[] = [];
  let text: string;
  const fleetCost = itemCost(state, 'persia', 'fleet');
  switch (state.step) {
    case 'persiaCards':
      text = `Persia has ${t.persia} talents${state.persiaKeptCard ? ' (10, not 12: it kept a card)' : ''}. First buy cards, 1 talent each, at most 6, and read them.`;
      reminders.push(
        state.kingsDead < KINGS.length
          ? `Sudden Death of the Great King (card #${SUDDEN_DEATH_CARD}) drawn now ends the campaign at once: ${KINGS[state.kingsDead]} dies (000 §5.3).`
          : `Both Great Kings are dead: Sudden Death drawn now does nothing and is used for movement (000 §5.3).`,
        'If the draw pile is empty, shuffle the discards; with no cards left, none can be bought (000 §5.4).',
      );
      break;
    case 'persiaRaise':
      text = `Raise armies (1 talent) and fleets (${fleetCost} talent${fleetCost === 1 ? '' : 's'}, at most 2) in Persian major cities or cities Persia controls; build the bridge (6) if Persia holds Abydos. Unspent talents are lost.`;
      reminders.push('No new fleet in a port that holds an enemy fleet.');
      break;
    case 'greeceCards':
      text = `Greece has ${t.greece} talents${state.acropolisPenalty ? ' (5, not 6: Acropolis on Fire)' : ''}. First buy cards, 1 talent each, at most 6, and read them.`;
      break;
    case 'greeceRaise':
      text = 'Raise armies (1 talent) and fleets (1 talent, at most 2) in Greek major cities or cities Greece controls. Unspent talents are lost.';
      reminders.push('No new fleet in a port that holds an enemy fleet.');
      break;
    case 'operations':
      text = `${state.turn === 'persia' ? 'Persia' : 'Greece'} plays a card — its event, or a movement instead — or passes. Two passes in succession end the operations.`;
      if (state.passed) reminders.push(`${state.passed === 'persia' ? 'Persia' : 'Greece'} just passed: one more pass ends the operations (000 §4.3).`);
      reminders.push('Lightning cards (⚡) are played in reply and do not cost a turn (000 §6.1).');
      reminders.push('A player with no cards must pass.');
      if (state.carneia) reminders.push('Carneia Festival: no Sparta event, and Greek armies in Sparta stay put, until the campaign ends.');
      if (state.acropolisOnFire) reminders.push('Acropolis on Fire: Athenai scores for nobody this campaign.');
      break;
    case 'laurion':
      text = `Greece prepares once more with ${t.greece} talents: cards, armies and fleets, with no limit of 2 fleets. Then Persia plays.`;
      break;
    case 'persiaHand':
      text = `Persia discards its hand, or keeps one card and then has ${BUDGETS.persiaKeptCard} talents instead of ${BUDGETS.persia} next campaign.`;
      if (state.suddenDeath === 'pacification') reminders.push('The Great King died through Pacification of Babylon or Egypt: supply and scoring still happen (000 §5.3).');
      break;
    case 'greeceHand':
      text = `Greece keeps at most ${HAND_LIMITS.greece} cards and discards the rest.`;
      break;
    case 'persiaAttrition':
      text = 'Persia supplies first: armies beyond the amphorae of the cities it controls (not counting Abydos and Ephesos) are removed, then armies with no line of communication to a Persian major city, unless a Persian fleet is in their port.';
      reminders.push('Use the Supply tab: it shows every city and applies the result.');
      break;
    case 'greeceAttrition':
      text = 'Greece supplies: armies beyond the amphorae of the cities it controls are removed, then armies with no line of communication to Athenai or Sparta, unless a Greek fleet is in their port.';
      reminders.push('Use the Supply tab: it shows every city and applies the result.');
      break;
    case 'scoring':
      text = 'Each controlled city scores 1, a major city 2; move the score marker by the difference, never past 6. Holding both enemy major cities wins at once.';
      if (state.acropolisOnFire) reminders.push('Acropolis on Fire: Athenai scores for nobody this time.');
      if (state.campaign >= LAST_CAMPAIGN) reminders.push('This is the last campaign: the score decides the game; 0 is a tie (000 §10).');
      break;
    case 'gameOver':
      text = state.result ? `${state.result.reason}.` : 'The game is over.';
      break;
  }
  return { step: state.step, phase: STEP_PHASE[state.step], title: g.title, text, rule: state.result?.rule ?? g.rule, reminders };
}

