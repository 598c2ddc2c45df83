/**
 * The campaign checklist (000 §4–§10): a pure state machine over plain JSON that walks the
 * players through one campaign after another — Preparation (Persia, then Greece), Operations,
 * Supply, Scoring — with the talents each side has left, whose turn it is, the passes, and
 * the Sudden Death of the Great King (000 §5.3).
 *
 *   newChecklist(opts)                        → ChecklistState (campaign 1, or the solo game's 3)
 *   checklistActions(state, board, opts)      → the ONLY source of what the checklist offers
 *   applyChecklist(state, action, board, opt) → the next state (throws RuleError on an illegal action)
 *   applyTable({board, checklist}, action)    → both, with the board effects (bridge, score, campaign)
 *   stepGuide(state)                          → the current step's rule in one or two sentences
 *
 * The board is read (never changed here) for what depends on it: building the bridge needs
 * Abydos (000 §5.1), Acropolis on Fire needs Athenai (card #15), and scoring (000 §9) and the
 * end of the game (000 §10) read the score track. Pieces are raised on the board mirror by the
 * players; the checklist counts the talents.
 */
import type { Board, Side } from './types.js';
import { LAST_CAMPAIGN } from './map.js';
import { armies, controller } from './board.js';
import { scoreCampaign, type Edition } from './scoring.js';
import { RuleError } from './errors.js';
import { cardNumber } from './cards.js';

// ---------------------------------------------------------------------------------------------
// Preparation data (000 §5.1, §5.2): each value once
// ---------------------------------------------------------------------------------------------

export type PrepItem = 'card' | 'army' | 'fleet' | 'bridge';

export interface PrepCost {
  /** Talents per item. */
  readonly talents: number;
  /** Most items per preparation phase; null = no limit. */
  readonly max: number | null;
  /** The optional rule's cost, if any (000 §5.1 "* Optional rule: each fleet costs only 1 talent"). */
  readonly optionalTalents?: number;
}

/** The two preparation cost tables (000 §5.1 Persia, §5.2 Greece). Greece cannot build a bridge. */
export const PREPARATION_COSTS: Readonly<Record<Side, Readonly<Partial<Record<PrepItem, PrepCost>>>>> = {
  persia: {
    card: { talents: 1, max: 6 },
    army: { talents: 1, max: null },
    fleet: { talents: 2, max: 2, optionalTalents: 1 },
    bridge: { talents: 6, max: 1 },
  },
  greece: {
    card: { talents: 1, max: 6 },
    army: { talents: 1, max: null },
    fleet: { talents: 1, max: 2 },
  },
};

/** Budgets in talents (000 §5.1, §5.2; cards #1 and #15). Unspent talents are lost. */
export const BUDGETS = {
  /** 000 §5.1: Persia's talents each campaign… */
  persia: 12,
  /** …or 10 when it kept a card from the previous campaign (000 §5.1 Exception, §8.1). */
  persiaKeptCard: 10,
  /** 000 §5.2. */
  greece: 6,
  /** Acropolis on Fire (card #15): Greece's next preparation. */
  greeceAfterAcropolis: 5,
  /** Mines of Laurion (card #1): the extra Greek preparation, with no 2-fleet limit. */
  laurion: 3,
} as const;

/** Cards each side may keep at the supply phase (000 §8.1). */
export const HAND_LIMITS: Readonly<Record<Side, number>> = { persia: 1, greece: 4 };

/** Sudden Death of the Great King can happen twice: Darius, then Xerxes (000 §5.3). */
export const KINGS = ['Darius', 'Xerxes'] as const;

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

export type StepId =
  | 'persiaCards'
  | 'persiaRaise'
  | 'greeceCards'
  | 'greeceRaise'
  | 'operations'
  | 'laurion'
  | 'persiaHand'
  | 'greeceHand'
  | 'persiaAttrition'
  | 'greeceAttrition'
  | 'scoring'
  | 'gameOver';

export type Phase = 'preparation' | 'operations' | 'supply' | 'scoring' | 'end';

/** The steps in the order of 000 §4.1 (Mines of Laurion's extra preparation sits inside operations). */
export const STEPS: readonly StepId[] = [
  'persiaCards',
  'persiaRaise',
  'greeceCards',
  'greeceRaise',
  'operations',
  'laurion',
  'persiaHand',
  'greeceHand',
  'persiaAttrition',
  'greeceAttrition',
  'scoring',
  'gameOver',
];

export const STEP_PHASE: Readonly<Record<StepId, Phase>> = {
  persiaCards: 'preparation',
  persiaRaise: 'preparation',
  greeceCards: 'preparation',
  greeceRaise: 'preparation',
  operations: 'operations',
  laurion: 'operations',
  persiaHand: 'supply',
  greeceHand: 'supply',
  persiaAttrition: 'supply',
  greeceAttrition: 'supply',
  scoring: 'scoring',
  gameOver: 'end',
};

export interface Purchases {
  cards: number;
  armies: number;
  fleets: number;
  bridge: boolean;
}

export interface GameResult {
  /** null = a tie (000 §10 "A score of 0 indicates a tie"). */
  winner: Side | null;
  reason: string;
  rule: string;
}

export interface ChecklistState {
  /** 1..5 (000 §4). */
  campaign: number;
  step: StepId;
  /** Talents left: in the preparation under way, or the budget of the one to come. */
  talents: Record<Side, number>;
  /** What the side preparing now has bought in this preparation (limits of 000 §5.1/§5.2). */
  bought: Purchases;
  /** Persia kept a card at the last supply phase: 10 talents instead of 12 (000 §5.1, §8.1). */
  persiaKeptCard: boolean;
  /** Acropolis on Fire was played: Greece has 5 talents at its next preparation (card #15, R-EWC-2). */
  acropolisPenalty: boolean;
  /** Acropolis on Fire played this campaign: Athenai scores for nobody (card #15). */
  acropolisOnFire: boolean;
  /** Carneia Festival played this campaign: no Sparta event, Spartan armies stay (card #4). */
  carneia: boolean;
  /** Operations: whose turn it is (Persia first, 000 §6.1). */
  turn: Side;
  /** Operations: the side whose pass is the last thing that happened (two in succession end it, 000 §4.3). */
  passed: Side | null;
  /** Great Kings dead so far: 0, 1 (Darius) or 2 (Xerxes) — a Persian army on each portrait (000 §5.3). */
  kingsDead: number;
  /** How the Great King died this campaign, if he did (000 §5.3). */
  suddenDeath: null | 'preparation' | 'pacification';
  /** Optional rule of 000 §5.1: Persian fleets cost 1 talent. */
  cheapFleets: boolean;
  /** Set when the game is over (000 §9 automatic victory, §10 after campaign 5). */
  result: GameResult | null;
}

export type ChecklistEvent = 'minesOfLaurion' | 'acropolisOnFire' | 'carneiaFestival';

export type ChecklistAction =
  /** Spend talents in a preparation (000 §5.1, §5.2; Mines of Laurion). */
  | { type: 'buy'; side: Side; item: PrepItem }
  /**
   * Sudden Death of the Great King: drawn in the Persian preparation (the campaign ends at once)
   * or through Pacification of Babylon or Egypt in operations (supply and scoring still happen).
   */
  | { type: 'suddenDeath'; by: 'preparation' | 'pacification' }
  /** This step is done. */
  | { type: 'next' }
  /** Operations: the side to play plays a card (a movement, or an event the checklist need not track). */
  | { type: 'play'; side: Side }
  /** Operations: the side to play passes (000 §6.1). */
  | { type: 'pass'; side: Side }
  /** Operations: an event that changes the campaign's course (played as the side's card). */
  | { type: 'event'; side: Side; event: ChecklistEvent }
  /** Supply: Persia keeps one card (next budget 10) or none (000 §8.1). */
  | { type: 'keepCard'; keep: boolean }
  /** Scoring: the campaign's result as 000 §9 gives it on the board (from `scoreCampaign`). */
  | { type: 'score'; greece: number; persia: number; score: number; automaticVictory: Side | null };

export interface ChecklistOptions {
  /** Scoring edition (R-EW-3) and the bridge condition (R-EWC-4). Default 'en'. */
  edition?: Edition;
}

export interface NewChecklistOptions {
  /** Campaign to start at: 1, or 3 in a solo game (004 §2). */
  campaign?: number;
  /** 000 §5.1 optional rule: each Persian fleet costs 1 talent. */
  cheapFleets?: boolean;
}

const NOTHING: Purchases = { cards: 0, armies: 0, fleets: 0, bridge: false };

/** A fresh checklist at the start of a campaign's Persian preparation. */
export function newChecklist(opts: NewChecklistOptions = {}): ChecklistState {
  const campaign = opts.campaign ?? 1;
  if (!Number.isInteger(campaign) || campaign < 1 || campaign > LAST_CAMPAIGN) {
    throw new RangeError(`campaign must be 1..${LAST_CAMPAIGN}, got ${campaign}`);
  }
  return beginCampaign(
    {
      campaign,
      step: 'persiaCards',
      talents: { persia: BUDGETS.persia, greece: BUDGETS.greece },
      bought: { ...NOTHING },
      persiaKeptCard: false,
      acropolisPenalty: false,
      acropolisOnFire: false,
      carneia: false,
      turn: 'persia',
      passed: null,
      kingsDead: 0,
      suddenDeath: null,
      cheapFleets: opts.cheapFleets ?? false,
      result: null,
    },
    campaign,
  );
}

/** Budgets for a campaign about to be prepared (000 §5.1, §5.2; card #15). */
export function budgets(state: Pick<ChecklistState, 'persiaKeptCard' | 'acropolisPenalty'>): Record<Side, number> {
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
    acropolisOnFire: false,
    carneia: false,
    turn: 'persia',
    passed: null,
    suddenDeath: null,
  };
}

/** The cost of one `item` for `side` now, or null if the side cannot buy it at all. */
export function itemCost(state: ChecklistState, side: Side, item: PrepItem): number | null {
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

const BOUGHT_FIELD: Record<Exclude<PrepItem, 'bridge'>, 'cards' | 'armies' | 'fleets'> = {
  card: 'cards',
  army: 'armies',
  fleet: 'fleets',
};

/** Why `side` cannot buy `item` now, or null if it can. */
export function whyNotBuy(
  state: ChecklistState,
  side: Side,
  item: PrepItem,
  board: Board,
  opts: ChecklistOptions = {},
): string | null {
  const prep = prepStep(state.step);
  if (!prep || prep.side !== side) return 'it is not this side’s preparation';
  if (!PREPARATION_COSTS[side][item]) return 'Greece cannot build a pontoon bridge (000 §5.2)';
  if (!prep.items.includes(item)) {
    return item === 'card' ? 'cards are bought first, before raising pieces (000 §5.1)' : 'first buy cards and read them, then raise (000 §5.1)';
  }
  const cost = itemCost(state, side, item);
  const table = PREPARATION_COSTS[side][item];
  if (cost === null || !table) return 'Greece cannot build a pontoon bridge (000 §5.2)';
  if (state.talents[side] < cost) return `not enough talents: it costs ${cost}, ${state.talents[side]} left`;
  if (item === 'bridge') {
    if (board.bridge || state.bought.bridge) return 'the bridge already stands';
    const edition = opts.edition ?? 'en';
    const ok =
      edition === 'nl' ? controller(board, 'Abydos') === 'persia' : armies(board, 'Abydos', 'persia') > 0;
    if (!ok) {
      return edition === 'nl'
        ? 'Persia must control Abydos to build the bridge (003 §5.1, R-EWC-4)'
        : 'Persia must occupy Abydos with an army to build the bridge (000 §5.1, R-EWC-4)';
    }
    return null;
  }
  const laurionFleets = state.step === 'laurion' && item === 'fleet';
  const max = laurionFleets ? null : table.max;
  if (max !== null && state.bought[BOUGHT_FIELD[item]] >= max) {
    return `at most ${max} ${item === 'card' ? 'cards' : 'fleets'} per preparation (${side === 'persia' ? '000 §5.1' : '000 §5.2'})`;
  }
  return null;
}

/** Greece may play a Sparta event? (card #4 Carneia Festival) — for the card reference and reminders. */
export function spartaEventsAllowed(state: ChecklistState): boolean {
  return !state.carneia;
}

/**
 * Everything the checklist offers now, in display order: the single source for the UI and the
 * tests. An empty list means the game is over.
 */
export function checklistActions(state: ChecklistState, board: Board, opts: ChecklistOptions = {}): ChecklistAction[] {
  const out: ChecklistAction[] = [];
  if (state.result || state.step === 'gameOver') return out;
  const prep = prepStep(state.step);
  if (prep) {
    for (const item of prep.items) {
      if (whyNotBuy(state, prep.side, item, board, opts) === null) out.push({ type: 'buy', side: prep.side, item });
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
      out.push({ type: 'play', side });
      if (side === 'greece') {
        out.push({ type: 'event', side, event: 'minesOfLaurion' });
      } else {
        if (!state.carneia) out.push({ type: 'event', side, event: 'carneiaFestival' });
        if (!state.acropolisOnFire && controller(board, 'Athenai') === 'persia') {
          out.push({ type: 'event', side, event: 'acropolisOnFire' });
        }
        if (state.kingsDead < KINGS.length) out.push({ type: 'suddenDeath', by: 'pacification' });
      }
      out.push({ type: 'pass', side });
      return out;
    }
    case 'persiaHand':
      return [
        { type: 'keepCard', keep: false },
        { type: 'keepCard', keep: true },
      ];
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

const same = (a: ChecklistAction, b: ChecklistAction) => JSON.stringify(a) === JSON.stringify(b);

function stepRule(step: StepId): string {
  return GUIDE[step].rule;
}

/** The game's end after the fifth campaign: the score advantage wins; 0 is a tie (000 §10). */
function finalResult(score: number, why: string): GameResult {
  if (score === 0) return { winner: null, reason: `${why}: the score is 0, a tie`, rule: '000 §10' };
  const winner: Side = score > 0 ? 'persia' : 'greece';
  return {
    winner,
    reason: `${why}: ${winner === 'persia' ? 'Persia' : 'Greece'} leads by ${Math.abs(score)} and wins`,
    rule: '000 §10',
  };
}

/** The campaign is over: the next one begins, or the game ends after the fifth (000 §4.1). */
function endCampaign(s: ChecklistState, score: number): ChecklistState {
  if (s.campaign >= LAST_CAMPAIGN) {
    return { ...s, step: 'gameOver', result: finalResult(score, `campaign ${LAST_CAMPAIGN} is over`) };
  }
  return beginCampaign(s, s.campaign + 1);
}

/**
 * The checklist after `action`. Throws a `RuleError` naming the rule when the action is not
 * one `checklistActions` offers now; `state` is never modified.
 */
export function applyChecklist(
  state: ChecklistState,
  action: ChecklistAction,
  board: Board,
  opts: ChecklistOptions = {},
): ChecklistState {
  const legal = checklistActions(state, board, opts);
  if (!legal.some((a) => same(a, action))) {
    let why = 'not possible at this step';
    if (action.type === 'buy') why = whyNotBuy(state, action.side, action.item, board, opts) ?? why;
    if (state.result) why = 'the game is over';
    throw new RuleError(stepRule(state.step), `${JSON.stringify(action)}: ${why}`);
  }
  const s: ChecklistState = { ...state, talents: { ...state.talents }, bought: { ...state.bought } };
  switch (action.type) {
    case 'buy': {
      s.talents[action.side] -= itemCost(state, action.side, action.item)!;
      if (action.item === 'bridge') s.bought.bridge = true;
      else s.bought[BOUGHT_FIELD[action.item]] += 1;
      return s;
    }
    case 'suddenDeath': {
      s.kingsDead = state.kingsDead + 1;
      s.suddenDeath = action.by;
      if (action.by === 'pacification') {
        // 000 §5.3: "if the Persian king dies suddenly due to the Pacification of Babylon or Egypt
        // card, the Supply and Scoring Phases are completed" (R-EWC-5: operations end at once).
        return { ...s, step: 'persiaHand', passed: null };
      }
      // 000 §5.3: the campaign ends at once; Persia discards its whole hand (so no kept card:
      // 12 talents next time, R-EWC-1); no raising, no Greek preparation, no supply, no scoring.
      s.persiaKeptCard = false;
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
          return { ...s, step: 'persiaAttrition' };
        case 'persiaAttrition':
          return { ...s, step: 'greeceAttrition' };
        case 'greeceAttrition':
          return { ...s, step: 'scoring' };
        default:
          throw new RuleError(stepRule(state.step), 'nothing to finish here');
      }
    case 'play':
      return { ...s, turn: action.side === 'persia' ? 'greece' : 'persia', passed: null };
    case 'pass':
      // 000 §4.3, §6.1: both players passing in succession ends the Operations Phase.
      if (state.passed !== null && state.passed !== action.side) return { ...s, step: 'persiaHand', passed: null };
      return { ...s, turn: action.side === 'persia' ? 'greece' : 'persia', passed: action.side };
    case 'event': {
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
    case 'keepCard': {
      const kept = { ...s, persiaKeptCard: action.keep, step: 'greeceHand' as StepId };
      return kept;
    }
    case 'score': {
      const scored = s;
      if (action.automaticVictory) {
        const w = action.automaticVictory;
        return {
          ...scored,
          step: 'gameOver',
          result: {
            winner: w,
            reason: `${w === 'persia' ? 'Persia' : 'Greece'} controls both enemy major cities at scoring: automatic victory`,
            rule: '000 §9',
          },
        };
      }
      return endCampaign(scored, action.score);
    }
  }
}

export interface Table {
  board: Board;
  checklist: ChecklistState;
}

/**
 * `applyChecklist` with what it means for the board mirror: a bridge bought is placed (000 §5.1),
 * the scoring moves the score track (000 §9), and the campaign track follows the checklist
 * (000 §4.1). Armies and fleets raised are placed by the players on the mirror themselves.
 */
export function applyTable(table: Table, action: ChecklistAction, opts: ChecklistOptions = {}): Table {
  const checklist = applyChecklist(table.checklist, action, table.board, opts);
  let board = table.board;
  if (action.type === 'buy' && action.item === 'bridge') board = { ...board, bridge: true };
  if (action.type === 'score') board = { ...board, score: action.score };
  if (checklist.campaign !== board.campaign) board = { ...board, campaign: checklist.campaign };
  return { board, checklist };
}

// ---------------------------------------------------------------------------------------------
// The guide: each step's rule in one or two sentences, with its section
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Loading a saved checklist
// ---------------------------------------------------------------------------------------------

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isSide = (x: unknown): x is Side => x === 'greece' || x === 'persia';
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** A checked `ChecklistState` from untrusted JSON; throws an Error naming the first problem. */
export function parseChecklist(x: unknown): ChecklistState {
  const bad = (what: string): never => {
    throw new Error(`not an Earth & Water campaign checklist: ${what}`);
  };
  if (!isObj(x)) return bad('not an object');
  const c = x.campaign;
  if (typeof c !== 'number' || !Number.isInteger(c) || c < 1 || c > LAST_CAMPAIGN) bad('campaign must be 1..5');
  if (!(STEPS as readonly unknown[]).includes(x.step)) bad(`unknown step ${String(x.step)}`);
  const t = x.talents;
  if (!isObj(t) || !isCount(t.persia) || !isCount(t.greece)) bad('talents must be two counts');
  const b = x.bought;
  if (!isObj(b) || !isCount(b.cards) || !isCount(b.armies) || !isCount(b.fleets) || typeof b.bridge !== 'boolean') bad('bought is malformed');
  for (const k of ['persiaKeptCard', 'acropolisPenalty', 'acropolisOnFire', 'carneia', 'cheapFleets'] as const) {
    if (typeof x[k] !== 'boolean') bad(`${k} must be true or false`);
  }
  if (!isSide(x.turn)) bad('turn must be greece or persia');
  if (x.passed !== null && !isSide(x.passed)) bad('passed must be a side or null');
  if (!isCount(x.kingsDead) || (x.kingsDead as number) > KINGS.length) bad('kingsDead must be 0..2');
  if (x.suddenDeath !== null && x.suddenDeath !== 'preparation' && x.suddenDeath !== 'pacification') bad('suddenDeath is malformed');
  const r = x.result;
  if (r !== null && (!isObj(r) || (r.winner !== null && !isSide(r.winner)) || typeof r.reason !== 'string' || typeof r.rule !== 'string')) {
    bad('result is malformed');
  }
  const s = x as unknown as ChecklistState;
  return {
    campaign: s.campaign,
    step: s.step,
    talents: { persia: s.talents.persia, greece: s.talents.greece },
    bought: { cards: s.bought.cards, armies: s.bought.armies, fleets: s.bought.fleets, bridge: s.bought.bridge },
    persiaKeptCard: s.persiaKeptCard,
    acropolisPenalty: s.acropolisPenalty,
    acropolisOnFire: s.acropolisOnFire,
    carneia: s.carneia,
    turn: s.turn,
    passed: s.passed,
    kingsDead: s.kingsDead,
    suddenDeath: s.suddenDeath,
    cheapFleets: s.cheapFleets,
    result: s.result ? { winner: s.result.winner, reason: s.result.reason, rule: s.result.rule } : null,
  };
}
