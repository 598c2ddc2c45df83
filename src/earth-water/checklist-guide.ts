/**
 * The campaign checklist's guide: what to do at each step, with the numbers of this game, its
 * section, and short reminders worth a glance (000 §4–§10). It speaks in data: each text and
 * reminder is a `Message` (id, parameters, rule) that the checklist screen words in English or
 * Dutch (components/ew-words/guide-words.ts); the step's title is worded from `step`.
 */
import { LAST_CAMPAIGN } from './map.js';
import { cardNumber } from './cards.js';
import { message, type Message } from '../core/message.js';
import { BUDGETS, HAND_LIMITS, KINGS, PREPARATION_COSTS, STEP_PHASE, stepRule, type ChecklistState, type Phase, type StepId } from './checklist-data.js';
import { itemCost } from './phases.js';
import { checkedState } from './checklist-check.js';

export interface StepGuide {
  step: StepId;
  phase: Phase;
  /** What to do now: one or two sentences once worded. */
  text: Message;
  /** The section the step follows (the result's own rule once the game is over). */
  rule: string;
  /** Short reminders worth a glance at this step. */
  reminders: Message[];
}

const SUDDEN_DEATH_CARD = cardNumber('suddenDeath');
const CARDS = PREPARATION_COSTS.greece.card!;

/** The current step explained: what to do with the numbers of this game, the rule, reminders. */
export function stepGuide(state: ChecklistState): StepGuide {
  state = checkedState(state);
  const t = state.talents;
  const reminders: Message[] = [];
  const cards = { cost: CARDS.talents, max: CARDS.max };
  let text: Message;
  switch (state.step) {
    case 'persiaCards':
      text = message('ew.guide.persiaCards', { talents: t.persia, keptCard: state.persiaKeptCard, budget: BUDGETS.persia, ...cards }, '000 §5.1');
      reminders.push(
        state.kingsDead < KINGS.length
          ? message('ew.guide.suddenDeath', { card: SUDDEN_DEATH_CARD, king: KINGS[state.kingsDead]! }, '000 §5.3')
          : message('ew.guide.suddenDeath.kingsDead', {}, '000 §5.3'),
        message('ew.guide.emptyDrawPile', {}, '000 §5.4'),
      );
      break;
    case 'persiaRaise': {
      const fleet = PREPARATION_COSTS.persia.fleet!;
      const bridge = PREPARATION_COSTS.persia.bridge!;
      text = message('ew.guide.persiaRaise', { fleetCost: itemCost(state, 'persia', 'fleet') ?? fleet.talents, maxFleets: fleet.max, bridgeCost: bridge.talents }, '000 §5.1');
      reminders.push(message('ew.guide.enemyFleetInPort', {}, '000 §5.1'));
      break;
    }
    case 'greeceCards':
      text = message('ew.guide.greeceCards', { talents: t.greece, acropolis: state.acropolisPenalty, budget: BUDGETS.greece, ...cards }, '000 §5.2');
      break;
    case 'greeceRaise':
      text = message('ew.guide.greeceRaise', { fleetCost: PREPARATION_COSTS.greece.fleet!.talents, maxFleets: PREPARATION_COSTS.greece.fleet!.max }, '000 §5.2');
      reminders.push(message('ew.guide.enemyFleetInPort', {}, '000 §5.2'));
      break;
    case 'operations':
      text = message('ew.guide.operations', { side: state.turn }, '000 §6.1');
      if (state.passed) reminders.push(message('ew.guide.justPassed', { side: state.passed }, '000 §4.3'));
      reminders.push(message('ew.guide.lightning', {}, '000 §6.1'), message('ew.guide.noCardPass', {}, '000 §6.1'));
      if (state.carneia) reminders.push(message('ew.guide.carneia', {}, 'card #4'));
      if (state.acropolisOnFire) reminders.push(message('ew.guide.acropolis', {}, 'card #15'));
      break;
    case 'laurion':
      text = message('ew.guide.laurion', { talents: t.greece }, 'card #1');
      break;
    case 'persiaHand':
      text = message('ew.guide.persiaHand', { kept: BUDGETS.persiaKeptCard, budget: BUDGETS.persia }, '000 §8.1');
      if (state.suddenDeath === 'pacification') reminders.push(message('ew.guide.pacification', {}, '000 §5.3'));
      break;
    case 'greeceHand':
      text = message('ew.guide.greeceHand', { max: HAND_LIMITS.greece }, '000 §8.1');
      break;
    case 'persiaAttrition':
      text = message('ew.guide.persiaAttrition', {}, '000 §8.2');
      reminders.push(message('ew.guide.supplyTab', {}, '000 §8.2'));
      break;
    case 'greeceAttrition':
      text = message('ew.guide.greeceAttrition', {}, '000 §8.2');
      reminders.push(message('ew.guide.supplyTab', {}, '000 §8.2'));
      break;
    case 'scoring':
      text = message('ew.guide.scoring', { limit: 6 }, '000 §9');
      if (state.acropolisOnFire) reminders.push(message('ew.guide.acropolis.scoring', {}, 'card #15'));
      if (state.campaign >= LAST_CAMPAIGN) reminders.push(message('ew.guide.lastCampaign', {}, '000 §10'));
      break;
    case 'gameOver':
      text = gameOverText(state);
      break;
  }
  return { step: state.step, phase: STEP_PHASE[state.step], text, rule: state.result?.rule ?? stepRule(state.step), reminders };
}

/** Why the game ended: both enemy major cities held at scoring (000 §9), or the score after the last campaign (000 §10). */
function gameOverText(state: ChecklistState): Message {
  const r = state.result;
  if (!r) return message('ew.guide.gameOver', {}, '000 §10');
  if (r.rule === '000 §9' && r.winner !== null) return message('ew.guide.gameOver.automatic', { winner: r.winner }, '000 §9');
  const lead = r.score === undefined ? null : Math.abs(r.score);
  if (r.winner === null) return message('ew.guide.gameOver.tie', { campaign: LAST_CAMPAIGN }, '000 §10');
  return message('ew.guide.gameOver.lead', { campaign: LAST_CAMPAIGN, winner: r.winner, lead }, '000 §10');
}
