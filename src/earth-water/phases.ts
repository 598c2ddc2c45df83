/**
 * The campaign checklist (000 §4–§10): a pure state machine over plain JSON that walks the
 * players through one campaign after another — Preparation (Persia, then Greece), Operations,
 * Supply, Scoring — with the talents each side has left, the cards each holds, whose turn it is,
 * the passes, and the Sudden Death of the Great King (000 §5.3).
 *
 *   newChecklist(opts)                        → ChecklistState (campaign 1, or the solo game's 3)
 *   checklistActions(state, board, opts)      → the ONLY source of what the checklist offers
 *   applyChecklist(state, action, board, opt) → the next state (throws RuleError on an illegal action)
 *   stepGuide(state)                          → the current step as messages: what to do, reminders, the rule (checklist-guide.ts)
 *
 * The board is read (never changed here) for what depends on it: where raised pieces may be placed
 * (000 §5.1 "in one of your Major cities or in a city you control"), building the bridge (Abydos),
 * Acropolis on Fire (Athenai), and scoring (000 §9). The table (table.ts) puts what the checklist
 * decides on the board: the pieces raised, the bridge, the score, the campaign track.
 *
 * Cards are counted, not named: buying one adds it to the hand (000 §5.1 "Add the cards you have
 * purchased to your hand"); playing one — for an event or a movement — takes it out (000 §6.1,
 * §6.3); the supply phase trims the hands (000 §8.1); the Sudden Death of the Great King empties
 * the Persian hand (000 §5.3). A side with no card must pass (000 §6.1). The cards whose events
 * were played this campaign are remembered (`used`) so a battle does not offer them again (R-EWC-8).
 */
import { plainData, readingInput } from '../core/errors.js';
import { shownJson } from '../core/shown.js';
import type { Message } from '../core/message.js';
import { message } from '../core/message.js';
import type { Board, City, Side } from './types.js';
import { CITIES } from './types.js';
import { LAST_CAMPAIGN, MAP } from './map.js';
import { armiesOf as armies, controllerOf as controller, fleetsOf as fleets } from './board-core.js';
import { scoreCampaign } from './scoring.js';
import { InputError, RuleError } from './errors.js';
import { cardNumber } from './cards.js';
import { checkBoard, checkCity, checkSide, isPlainObject, shown } from './check.js';
import {
  BUDGETS,
  DECK_SIZE,
  EVENT_CARDS,
  HAND_LIMITS,
  KINGS,
  NOTHING,
  PREPARATION_COSTS,
  stepRule,
  type ChecklistAction,
  type ChecklistEvent,
  type ChecklistOptions,
  type ChecklistState,
  type GameResult,
  type NewChecklistOptions,
  type PrepItem,
  type StepId,
} from './checklist-data.js';
import { checkAction, checkOptions, checkedState } from './checklist-check.js';

export * from './checklist-data.js';
export { checkState as checkChecklist, parseChecklist } from './checklist-check.js';

const PACIFICATION_CARD = cardNumber('pacification');

/** A fresh checklist at the start of a campaign's Persian preparation (no card in either hand, 000 §3.4). */
export function newChecklist(opts: NewChecklistOptions = {}): ChecklistState {
  opts = plainData(opts, 'options');
  if (!isPlainObject(opts)) throw new InputError('options', `${shown(opts)} is not an object`);
  const campaign: unknown = opts.campaign ?? 1;
  if (typeof campaign !== 'number' || !Number.isInteger(campaign) || campaign < 1 || campaign > LAST_CAMPAIGN) {
    throw new InputError('campaign', `must be 1..${LAST_CAMPAIGN}, got ${shown(campaign)}`);
  }
  if (opts.cheapFleets !== undefined && typeof opts.cheapFleets !== 'boolean') throw new InputError('cheapFleets', 'not true or false');
  return beginCampaign(
    {
      campaign: campaign as number,
      step: 'persiaCards',
      talents: { persia: BUDGETS.persia, greece: BUDGETS.greece },
      bought: { ...NOTHING },
      hands: { persia: 0, greece: 0 },
      used: [],
      persiaKeptCard: false,
      acropolisPenalty: false,
      acropolisOnFire: false,
      carneia: false,
      turn: 'persia',
      passed: null,
      kingsDead: 0,
      suddenDeath: null,
      cheapFleets: opts.cheapFleets ?? false,
      lastScoring: null,
      result: null,
    },
    campaign as number,
  );
}

/** Budgets for a campaign about to be prepared (000 §5.1, §5.2; card #15). */
export function budgets(state: Pick<ChecklistState, 'persiaKeptCard' | 'acropolisPenalty'>): Record<Side, number> {
  if (!isPlainObject(state)) throw new InputError('checklist', `${shown(state)} is not a checklist`);
  return {
    persia: state.persiaKeptCard ? BUDGETS.persiaKeptCard : BUDGETS.persia,
    greece: state.acropolisPenalty ? BUDGETS.greeceAfterAcropolis : BUDGETS.greece,
  };
}

function beginCampaign(s: ChecklistState, campaign: number): ChecklistState {
  return {
    ...s,
    campaign,
    step: 'persiaCards',
    talents: budgets(s),
    bought: { ...NOTHING },
    used: [],
    acropolisOnFire: false,
    carneia: false,
    turn: 'persia',
    passed: null,
    suddenDeath: null,
  };
}

/** The cost of one `item` for `side` now, or null if the side cannot buy it at all. */
export function itemCost(state: ChecklistState, side: Side, item: PrepItem): number | null {
  if (!isPlainObject(state)) throw new InputError('checklist', `${shown(state)} is not a checklist`);
  checkSide(side, 'side');
  if (!Object.hasOwn(PREPARATION_COSTS[side], item)) throw new InputError('item', `${shown(item)} is not something a side buys`);
  const c = PREPARATION_COSTS[side][item];
  if (!c) return null;
  if (side === 'persia' && item === 'fleet' && state.cheapFleets && c.optionalTalents !== undefined) return c.optionalTalents;
  return c.talents;
}

/** The side preparing in this step, and what it may buy now (cards first, then pieces: 000 §5.1). */
function prepStep(step: StepId): { side: Side; items: PrepItem[] } | null {
  switch (step) {
    case 'persiaCards':
      return { side: 'persia', items: ['card'] };
    case 'persiaRaise':
      return { side: 'persia', items: ['army', 'fleet', 'bridge'] };
    case 'greeceCards':
      return { side: 'greece', items: ['card'] };
    case 'greeceRaise':
      return { side: 'greece', items: ['army', 'fleet'] };
    case 'laurion':
      // Mines of Laurion: one extra preparation, cards then pieces at once (ruling R-EWC-3).
      return { side: 'greece', items: ['card', 'army', 'fleet'] };
    default:
      return null;
  }
}

/** The side preparing now (and what it may buy), or null outside a preparation. */
export function preparing(state: ChecklistState): { side: Side; items: PrepItem[] } | null {
  if (!isPlainObject(state)) throw new InputError('checklist', `${shown(state)} is not a checklist`);
  return prepStep(state.step);
}

const BOUGHT_FIELD: Record<Exclude<PrepItem, 'bridge'>, 'cards' | 'armies' | 'fleets'> = {
  card: 'cards',
  army: 'armies',
  fleet: 'fleets',
};

/**
 * Why a raised army or fleet of `side` may not be placed in `city`, or null when it may
 * (000 §5.1, §5.2 "Placement of armies and fleets", ruling R-EWC-7): a city the side controls —
 * which includes its own major cities while no enemy army is there (000 §3) — and, for a fleet,
 * a port holding no enemy fleet. Messages: `ew.raise.notControlled`, `ew.raise.noPort`,
 * `ew.raise.enemyFleet` ({ city, side }).
 */
export function whyNotPlace(board: Board, side: Side, item: 'army' | 'fleet', city: City): Message | null {
  checkBoard(board);
  checkSide(side, 'side');
  checkCity(city, 'city');
  if (item !== 'army' && item !== 'fleet') throw new InputError('item', `${shown(item)} is neither 'army' nor 'fleet'`);
  const rule = side === 'persia' ? '000 §5.1' : '000 §5.2';
  if (controller(board, city) !== side) return message('ew.raise.notControlled', { city, side }, rule);
  if (item === 'fleet') {
    if (!MAP[city].port) return message('ew.raise.noPort', { city, side }, '000 §2.1');
    if (fleets(board, city, side === 'greece' ? 'persia' : 'greece') > 0) return message('ew.raise.enemyFleet', { city, side }, rule);
  }
  return null;
}

/** The cities where `side` may place a raised army or fleet (see `whyNotPlace`), in map order. */
export function placementCities(board: Board, side: Side, item: 'army' | 'fleet'): City[] {
  checkBoard(board);
  checkSide(side, 'side');
  if (item !== 'army' && item !== 'fleet') throw new InputError('item', `${shown(item)} is neither 'army' nor 'fleet'`);
  return CITIES.filter((c) => whyNotPlace(board, side, item, c) === null);
}

/**
 * Why `side` cannot buy `item` now, or null if it can (000 §5.1, §5.2), as a message: `ew.buy.notNow`,
 * `ew.buy.noBridge`, `ew.buy.cardsFirst`, `ew.buy.raiseLater`, `ew.buy.talents` ({ cost, left }),
 * `ew.buy.bridgeStands`, `ew.buy.bridgeAbydos` ({ edition }), `ew.buy.max` ({ max, item }). With
 * `city`, also where the piece would go (`whyNotPlace`).
 */
export function whyNotBuy(
  state: ChecklistState,
  side: Side,
  item: PrepItem,
  board: Board,
  opts: ChecklistOptions = {},
  city?: City,
): Message | null {
  state = checkedState(state);
  checkBoard(board);
  checkSide(side, 'side');
  checkOptions(opts);
  if (!(['card', 'army', 'fleet', 'bridge'] as unknown[]).includes(item)) throw new InputError('item', `${shown(item)} is not something to buy`);
  if (city !== undefined) checkCity(city, 'city');
  const rule = side === 'persia' ? '000 §5.1' : '000 §5.2';
  const prep = prepStep(state.step);
  if (state.result) return message('ew.buy.notNow', { side }, '000 §10');
  if (!prep || prep.side !== side) return message('ew.buy.notNow', { side }, rule);
  if (!PREPARATION_COSTS[side][item]) return message('ew.buy.noBridge', {}, '000 §5.2');
  if (!prep.items.includes(item)) return item === 'card' ? message('ew.buy.cardsFirst', {}, rule) : message('ew.buy.raiseLater', {}, rule);
  const cost = itemCost(state, side, item)!;
  const table = PREPARATION_COSTS[side][item]!;
  if (state.talents[side] < cost) return message('ew.buy.talents', { cost, left: state.talents[side] }, rule);
  if (item === 'bridge') {
    if (board.bridge || state.bought.bridge) return message('ew.buy.bridgeStands', {}, '000 §5.1');
    const edition = opts.edition ?? 'en';
    const ok = edition === 'nl' ? controller(board, 'Abydos') === 'persia' : armies(board, 'Abydos', 'persia') > 0;
    return ok ? null : message('ew.buy.bridgeAbydos', { edition }, edition === 'nl' ? '003 §5.1' : '000 §5.1');
  }
  const laurionFleets = state.step === 'laurion' && item === 'fleet';
  const max = laurionFleets ? null : table.max;
  if (max !== null && state.bought[BOUGHT_FIELD[item]] >= max) return message('ew.buy.max', { max, item }, rule);
  if (city !== undefined && (item === 'army' || item === 'fleet')) return whyNotPlace(board, side, item, city);
  return null;
}

/** Greece may play a Sparta event? (card #4 Carneia Festival) — for the card reference and reminders. */
export function spartaEventsAllowed(state: ChecklistState): boolean {
  return readingInput('checklist', () => {
    if (!isPlainObject(state)) throw new InputError('checklist', `${shown(state)} is not a checklist`);
    return !state.carneia;
  });
}

/**
 * Everything the checklist offers now, in display order: the single source for the UI and the
 * tests. Raising an army or fleet is offered once per city it may be placed in. An empty list
 * means the game is over.
 */
export function checklistActions(state: ChecklistState, board: Board, opts: ChecklistOptions = {}): ChecklistAction[] {
  opts = plainData(opts, 'options');
  state = checkedState(state);
  checkBoard(board);
  checkOptions(opts);
  return actionsOf(state, board, opts);
}

function actionsOf(state: ChecklistState, board: Board, opts: ChecklistOptions): ChecklistAction[] {
  const out: ChecklistAction[] = [];
  if (state.result || state.step === 'gameOver') return out;
  const prep = prepStep(state.step);
  if (prep) {
    for (const item of prep.items) {
      if (whyNotBuy(state, prep.side, item, board, opts) !== null) continue;
      if (item === 'army' || item === 'fleet') {
        for (const city of CITIES) if (whyNotPlace(board, prep.side, item, city) === null) out.push({ type: 'buy', side: prep.side, item, city });
      } else out.push({ type: 'buy', side: prep.side, item });
    }
    if (state.step === 'persiaCards' && state.bought.cards > 0 && state.kingsDead < KINGS.length) {
      out.push({ type: 'suddenDeath', by: 'preparation' });
    }
    out.push({ type: 'next' });
    return out;
  }
  switch (state.step) {
    case 'operations': {
      const side = state.turn;
      // A side with no card must pass (000 §6.1). A card whose other half was played this
      // campaign is in the discard pile: its event is not offered (R-EWC-8).
      const inHand = (e: ChecklistEvent) => !state.used.includes(EVENT_CARDS[e]);
      if (state.hands[side] > 0) {
        out.push({ type: 'play', side });
        if (side === 'greece') {
          if (inHand('minesOfLaurion')) out.push({ type: 'event', side, event: 'minesOfLaurion' });
        } else {
          if (!state.carneia && inHand('carneiaFestival')) out.push({ type: 'event', side, event: 'carneiaFestival' });
          if (!state.acropolisOnFire && inHand('acropolisOnFire') && controller(board, 'Athenai') === 'persia') {
            out.push({ type: 'event', side, event: 'acropolisOnFire' });
          }
          if (state.kingsDead < KINGS.length) out.push({ type: 'suddenDeath', by: 'pacification' });
        }
      }
      out.push({ type: 'pass', side });
      return out;
    }
    case 'persiaHand':
      // Persia may keep one card only if it holds one (000 §8.1).
      return state.hands.persia > 0 ? [{ type: 'keepCard', keep: false }, { type: 'keepCard', keep: true }] : [{ type: 'keepCard', keep: false }];
    case 'greeceHand':
    case 'persiaAttrition':
    case 'greeceAttrition':
      return [{ type: 'next' }];
    case 'scoring': {
      const s = scoreCampaign(board, { edition: opts.edition ?? 'en', acropolisOnFire: state.acropolisOnFire });
      return [{ type: 'score', greece: s.greece, persia: s.persia, score: s.score, automaticVictory: s.automaticVictory }];
    }
    default:
      return out;
  }
}

/** The action as a canonical key (sorted fields), without what the table checks (`takeFrom`). */
function core(a: ChecklistAction): string {
  const r = a as unknown as Record<string, unknown>;
  return JSON.stringify(Object.keys(r).filter((k) => k !== 'takeFrom' && r[k] !== undefined).sort().map((k) => [k, r[k]]));
}
/** The game's end after the fifth campaign: the score advantage wins; 0 is a tie (000 §10). */
function finalResult(score: number): GameResult {
  return { winner: score === 0 ? null : score > 0 ? 'persia' : 'greece', rule: '000 §10', score };
}

/** The campaign is over: the next one begins, or the game ends after the fifth (000 §4.1). */
function endCampaign(s: ChecklistState, score: number): ChecklistState {
  if (s.campaign >= LAST_CAMPAIGN) {
    return { ...s, step: 'gameOver', result: finalResult(score) };
  }
  return beginCampaign(s, s.campaign + 1);
}

const withUsed = (used: readonly number[], card: number): number[] => (used.includes(card) ? [...used] : [...used, card].sort((a, b) => a - b));

/**
 * Why `action` is not possible now, as a message (`ew.checklist.notNow` with the step, or the
 * purchase's reason from `whyNotBuy`), or null when `checklistActions` offers it.
 */
export function whyNotChecklist(state: ChecklistState, action: ChecklistAction, board: Board, opts: ChecklistOptions = {}): Message | null {
  action = plainData(action, 'action');
  opts = plainData(opts, 'options');
  state = checkedState(state);
  checkBoard(board);
  checkOptions(opts);
  checkAction(action);
  const key = core(action);
  if (actionsOf(state, board, opts).some((a) => core(a) === key)) return null;
  if (state.result) return message('ew.checklist.over', {}, '000 §10');
  if (action.type === 'buy') {
    const why = whyNotBuy(state, action.side, action.item, board, opts, action.city);
    if (why) return why;
    if ((action.item === 'army' || action.item === 'fleet') && action.city === undefined) return message('ew.raise.where', { side: action.side }, stepRule(state.step));
  }
  if ((action.type === 'play' || action.type === 'event') && state.step === 'operations' && state.turn === action.side && state.hands[action.side] === 0) {
    return message('ew.hand.empty', { side: action.side }, '000 §6.1');
  }
  if (action.type === 'event' && state.step === 'operations' && state.used.includes(EVENT_CARDS[action.event])) {
    return message('ew.card.used', { card: EVENT_CARDS[action.event] }, 'R-EWC-8');
  }
  if (action.type === 'keepCard' && action.keep && state.hands.persia === 0) return message('ew.hand.empty', { side: 'persia' }, '000 §8.1');
  return message('ew.checklist.notNow', { step: state.step, action: action.type }, stepRule(state.step));
}

/**
 * The checklist after `action`. Throws a `RuleError` naming the rule when the action is not
 * one `checklistActions` offers now (its `id` and `params` are `whyNotChecklist`'s message);
 * `state` is never modified.
 */
export function applyChecklist(
  state: ChecklistState,
  action: ChecklistAction,
  board: Board,
  opts: ChecklistOptions = {},
): ChecklistState {
  action = plainData(action, 'action');
  opts = plainData(opts, 'options');
  state = checkedState(state);
  const why = whyNotChecklist(state, action, board, opts);
  if (why) throw new RuleError(why.rule ?? stepRule(state.step), `${shownJson(action)}: ${why.id}`, { id: why.id, params: { ...why.params } });
  const s: ChecklistState = { ...state, talents: { ...state.talents }, bought: { ...state.bought }, hands: { ...state.hands }, used: [...state.used] };
  switch (action.type) {
    case 'buy': {
      s.talents[action.side] -= itemCost(state, action.side, action.item)!;
      if (action.item === 'bridge') s.bought.bridge = true;
      else s.bought[BOUGHT_FIELD[action.item]] += 1;
      // 000 §5.1: "Add the cards you have purchased to your hand."
      if (action.item === 'card') s.hands[action.side] += 1;
      return s;
    }
    case 'suddenDeath': {
      s.kingsDead = state.kingsDead + 1;
      s.suddenDeath = action.by;
      // 000 §5.3: "The Persian player discards all the cards in their hand" — whichever way the
      // King died (R-EWC-1, R-EWC-5): no card is kept, so the next budget is 12.
      s.hands.persia = 0;
      s.persiaKeptCard = false;
      if (action.by === 'pacification') {
        // "…if the Persian king dies suddenly due to the Pacification of Babylon or Egypt card, the
        // Supply and Scoring Phases are completed" (R-EWC-5: operations end at once).
        s.used = withUsed(s.used, PACIFICATION_CARD);
        return { ...s, step: 'persiaHand', passed: null };
      }
      // The campaign ends at once: no raising, no Greek preparation, no supply, no scoring.
      s.talents.persia = 0;
      return endCampaign(s, board.score);
    }
    case 'next':
      switch (state.step) {
        case 'persiaCards':
          return { ...s, step: 'persiaRaise' };
        case 'persiaRaise':
          s.talents.persia = 0; // unspent talents are lost (000 §5.1)
          return { ...s, step: 'greeceCards', bought: { ...NOTHING } };
        case 'greeceCards':
          return { ...s, step: 'greeceRaise' };
        case 'greeceRaise':
          s.talents.greece = 0; // unspent talents are lost (000 §5.2)
          return { ...s, step: 'operations', acropolisPenalty: false, turn: 'persia', passed: null, bought: { ...NOTHING } };
        case 'laurion':
          // The Mines of Laurion were Greece's card: Persia plays next (000 §6.1).
          s.talents.greece = 0;
          return { ...s, step: 'operations', turn: 'persia', passed: null, bought: { ...NOTHING } };
        case 'greeceHand':
          // 000 §8.1: "The Greek player may keep up to 4 cards."
          s.hands.greece = Math.min(s.hands.greece, HAND_LIMITS.greece);
          return { ...s, step: 'persiaAttrition' };
        case 'persiaAttrition':
          return { ...s, step: 'greeceAttrition' };
        case 'greeceAttrition':
          return { ...s, step: 'scoring' };
        default:
          throw new RuleError(stepRule(state.step), 'nothing to finish here');
      }
    case 'play':
      s.hands[action.side] -= 1;
      return { ...s, turn: action.side === 'persia' ? 'greece' : 'persia', passed: null };
    case 'pass':
      // 000 §4.3, §6.1: both players passing in succession ends the Operations Phase.
      if (state.passed !== null && state.passed !== action.side) return { ...s, step: 'persiaHand', passed: null };
      return { ...s, turn: action.side === 'persia' ? 'greece' : 'persia', passed: action.side };
    case 'event': {
      s.hands[action.side] -= 1;
      s.used = withUsed(s.used, EVENT_CARDS[action.event]);
      const next = { ...s, turn: (action.side === 'persia' ? 'greece' : 'persia') as Side, passed: null };
      switch (action.event) {
        case 'minesOfLaurion':
          return { ...next, step: 'laurion', turn: 'greece', talents: { ...s.talents, greece: BUDGETS.laurion }, bought: { ...NOTHING } };
        case 'carneiaFestival':
          return { ...next, carneia: true };
        case 'acropolisOnFire':
          return { ...next, acropolisOnFire: true, acropolisPenalty: true };
      }
      throw new RuleError('000 §6.2', 'unknown event');
    }
    case 'keepCard':
      // 000 §8.1: Persia discards its hand, or keeps one card.
      s.hands.persia = action.keep ? 1 : 0;
      return { ...s, persiaKeptCard: action.keep, step: 'greeceHand' };
    case 'score': {
      const scored: ChecklistState = {
        ...s,
        lastScoring: { campaign: s.campaign, greece: action.greece, persia: action.persia, before: board.score, after: action.score },
      };
      if (action.automaticVictory) {
        const w = action.automaticVictory;
        return {
          ...scored,
          step: 'gameOver',
          result: { winner: w, rule: '000 §9' },
        };
      }
      return endCampaign(scored, action.score);
    }
  }
}

/**
 * Cards each side holds, corrected by hand (`delta` ±1) for what happened off the rules: the app
 * counts the cards bought and played, and the card events change the hands themselves
 * (table-events.ts; R-EWC-8). Never below 0, never above the 16 cards of the deck.
 */
export function correctHand(state: ChecklistState, side: Side, delta: number): ChecklistState {
  state = checkedState(state);
  checkSide(side, 'side');
  if (delta !== 1 && delta !== -1) throw new InputError('delta', `${shown(delta)} is neither 1 nor -1`);
  const n = state.hands[side] + delta;
  if (n < 0 || state.hands.greece + state.hands.persia + delta > DECK_SIZE) {
    throw new RuleError('000 §2.3', `a hand of ${n} cards is not possible`, { id: 'ew.hand.range', params: { side, n } });
  }
  return { ...state, hands: { ...state.hands, [side]: n } };
}

export { stepGuide, type StepGuide } from './checklist-guide.js';
