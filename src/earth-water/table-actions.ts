/**
 * The verbs of the Earth & Water table as plain, serializable actions, and the one function that
 * applies them: `applyTable(table, action, opts)`. The screens dispatch these actions and decide
 * nothing; every rule is checked here (or in the module the verb belongs to) and a refused action
 * throws a `RuleError` whose `id` and `params` name the reason for the screen to word.
 *
 * Verbs: the checklist's own actions (buy — raising places the piece in the city chosen, 000 §5.1 —,
 * next, play, pass, event, keep a card, score, Sudden Death); a movement by land or sea (000 §6.3–
 * §6.5: the card played for it, the turn passing, the battle it causes remembered); a battle opened,
 * fought one choice at a time, applied or closed (table-battle.ts); a side's supply (000 §8.2);
 * and corrections of the mirror (a count, the tracks, a hand, a portrait), a new game, the checklist
 * restarted. Each action leaves its name in `note`. Piece limits (000 §2.2, §5.1) hold after every
 * action that places pieces, Sudden Death included (000 §5.3).
 */
import { plainData } from '../core/errors.js';
import type { Message } from '../core/message.js';
import { message } from '../core/message.js';
import { CITIES, type City, type ForceKind, type Side } from './types.js';
import { MAP, SCORE_LIMIT, LAST_CAMPAIGN } from './map.js';
import { armiesOf as armies, countOf as count, fleetsOf as fleets, setCount as withCount } from './board-core.js';
import { InputError, RuleError } from './errors.js';
import { checkBoolean, checkCity, checkKind, checkObject, checkSide, checkWhole, isList, isPlainObject, shown } from './check.js';
import { checkLimits } from './changes.js';
import { landDestinations, navalDestinations, MAX_TRANSPORTED_ARMIES } from './movement.js';
import { applySupply, supplyReport, type SeaSupplyMode } from './supply.js';
import type { Edition } from './scoring.js';
import { applyChecklist, checklistActions, correctHand, newChecklist, whyNotChecklist, KINGS, type ChecklistAction, type ChecklistState } from './phases.js';
import { battleChoices } from './battle.js';
import type { BattleChoice } from './battle-types.js';
import { BATTLE_EVENTS, type MoveEvent } from './battle-dice.js';
import { applyMove, battleFromMove, checkMove, checkRequest, type BattleRequest, type Move } from './battle-request.js';
import {
  KING_PORTRAITS,
  isPortraitId,
  kingsDeadOf,
  placePortrait,
  portraitNeedsCity,
  portraitPieces,
  portraitSources,
  removePortrait,
  type PortraitId,
} from './portraits.js';
import { TABLE_PORTRAITS, newTable, openBoardBattle, parseTable, sideToPlay, tablePortraits, type Table } from './table.js';
import { applyTableBattle, battlePreview, chooseInTableBattle, closeTableBattle, moveEventsNow, openTableBattle, whyNotMoveEvent, type BattleApplyOptions, type MoveEventChoice } from './table-battle.js';
import { applyCardEvent, whyWaitForEvent, windowAfter, type CardEventAction } from './table-events.js';
import { eventActionsOf as cardEventActions } from './table-events-list.js';

export type TableAction =
  | ChecklistAction
  /** A card event with the player's choices (table-events.ts). */
  | CardEventAction
  /** A movement (000 §6.3): the card it costs and the turn pass with it, unless `extra` (part of an event already played). */
  | { type: 'move'; move: Move; extra?: boolean; takeFrom?: City }
  /** Open a battle; `replace` discards a battle still open or not applied (the player confirmed). */
  | { type: 'battleOpen'; request: BattleRequest; replace?: boolean }
  /** One choice in the open battle; a roll with `dice` uses the faces typed in, else the table's dice. */
  | { type: 'battleChoice'; choice: BattleChoice; dice?: number[] }
  | ({ type: 'battleApply' } & BattleApplyOptions)
  | { type: 'battleClose' }
  /** A side's attrition at its supply step (000 §8.2): the excess armies the player chose to remove. */
  | { type: 'supply'; side: Side; removals: Partial<Record<City, number>> }
  /** Corrections of what the app cannot see at the table. */
  | { type: 'hand'; side: Side; delta: 1 | -1 }
  | { type: 'edit'; city: City; kind: ForceKind; delta: 1 | -1 }
  | { type: 'track'; score?: number; campaign?: number; bridge?: boolean }
  | { type: 'portrait'; id: PortraitId; on: boolean; takeFrom?: City; returnTo?: City }
  | { type: 'newGame'; setup: 'standard' | 'solo'; seed: number }
  | { type: 'restartChecklist' };

export interface TableOptions {
  /** Scoring and bridge edition (R-EW-3, R-EWC-4). */
  edition?: Edition;
  /** Sea supply reading (R-EW-2). */
  seaSupply?: SeaSupplyMode;
}

const refuse = (rule: string, m: Message): never => {
  throw new RuleError(rule, m.id, { id: m.id, params: { ...(m.params ?? {}) } });
};

const offMapOf = (t: Table) => portraitPieces(tablePortraits(t));

/** The table after `action` (one verb, one undo step). Throws a `RuleError` naming why it is refused; `table` is never modified. */
export function applyTable(table: Table, action: TableAction, opts: TableOptions = {}): Table {
  action = plainData(action, 'action');
  opts = plainData(opts, 'options');
  const t = parseTable(table);
  checkObject(action, 'action');
  // Card events (table-events.ts); any other verb waits for an event under way, and closes a reply's moment.
  const a = action as TableAction;
  if (a.type === 'cardEvent') return applyCardEvent(t, a);
  const wait = whyWaitForEvent(t, a);
  if (wait) refuse(wait.rule ?? '000 §6.2', wait);
  return windowAfter(t, a, applyVerb(t, a, opts));
}

function applyVerb(t: Table, action: TableAction, opts: TableOptions): Table {
  if (!isPlainObject(opts)) throw new InputError('options', `${shown(opts)} is not an object`);
  if (opts.edition !== undefined && opts.edition !== 'en' && opts.edition !== 'nl') throw new InputError('options.edition', 'neither en nor nl');
  if (opts.seaSupply !== undefined && opts.seaSupply !== 'lenient' && opts.seaSupply !== 'strict') throw new InputError('options.seaSupply', 'neither lenient nor strict');
  const a = action as TableAction;
  switch (a.type) {
    case 'buy':
    case 'suddenDeath':
    case 'next':
    case 'play':
    case 'pass':
    case 'event':
    case 'keepCard':
    case 'score':
      return checklistStep(t, a, opts);
    case 'move':
      return moveStep(t, a, opts);
    case 'battleOpen':
      checkRequest(a.request);
      if (a.replace !== undefined) checkBoolean(a.replace, 'action.replace');
      return openTableBattle(t, a.request, a.replace === true);
    case 'battleChoice':
      checkObject(a.choice, 'action.choice');
      if (a.dice !== undefined && (!isList(a.dice) || a.dice.length > 6)) throw new InputError('action.dice', 'not a list of up to 6 die faces');
      return chooseInTableBattle(t, a.choice, a.dice);
    case 'battleApply':
      if (a.destroyBridge !== undefined) checkBoolean(a.destroyBridge, 'action.destroyBridge');
      if (a.asNow !== undefined) checkBoolean(a.asNow, 'action.asNow');
      if (a.takeFrom !== undefined) {
        checkObject(a.takeFrom, 'action.takeFrom');
        for (const [k, v] of Object.entries(a.takeFrom)) {
          if (!isPortraitId(k)) throw new InputError('action.takeFrom', `${k} is not a portrait`);
          checkCity(v, `action.takeFrom.${k}`);
        }
      }
      return applyTableBattle(t, a);
    case 'battleClose':
      return closeTableBattle(t);
    case 'supply':
      return supplyStep(t, a, opts);
    case 'hand': {
      const checklist = correctHand(t.checklist, a.side, a.delta);
      return { ...t, checklist, note: message('ew.note.hand', { side: a.side, n: checklist.hands[a.side] }, '000 §6.1') };
    }
    case 'edit':
      return editStep(t, a);
    case 'track':
      return trackStep(t, a);
    case 'portrait':
      return portraitStep(t, a);
    case 'newGame':
      if (a.setup !== 'standard' && a.setup !== 'solo') throw new InputError('action.setup', 'neither standard nor solo');
      checkWhole(a.seed, 'action.seed', 0, 0xffffffff);
      return newTable(a.setup, a.seed);
    case 'restartChecklist':
      return {
        ...t,
        checklist: { ...newChecklist({ campaign: t.board.campaign }), kingsDead: t.checklist.kingsDead, hands: { ...t.checklist.hands } },
        note: message('ew.note.restart', { campaign: t.board.campaign }),
      };
    default:
      throw new InputError('action.type', `${shown((action as { type?: unknown }).type)} is not a verb of the table`);
  }
}

/** Why `action` would be refused now (the message `applyTable` would throw), or null when it is legal. */
export function whyNotTable(table: Table, action: TableAction, opts: TableOptions = {}): Message | null {
  try {
    applyTable(table, action, opts);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return { id: e.id, params: e.params, rule: e.rule };
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// The checklist's actions, with what they mean on the board
// ---------------------------------------------------------------------------------------------

function checklistStep(t: Table, a: ChecklistAction, opts: TableOptions): Table {
  const why = whyNotChecklist(t.checklist, a, t.board, opts);
  if (why) refuse(why.rule ?? '000 §4', why);
  if (a.type === 'next' && (t.checklist.step === 'persiaAttrition' || t.checklist.step === 'greeceAttrition')) {
    // Attrition is a verb of its own (000 §8.2): the supply is applied, and the step with it.
    const side: Side = t.checklist.step === 'persiaAttrition' ? 'persia' : 'greece';
    const report = supplyReport(t.board, side, { seaSupply: opts.seaSupply });
    if (report.excess > 0 || report.cutOff.length > 0) refuse('000 §8.2', message('ew.supply.first', { side, excess: report.excess, cutOff: report.cutOff.length }));
  }
  let board = t.board;
  if (a.type === 'buy' && (a.item === 'army' || a.item === 'fleet')) {
    // 000 §5.1: the raised piece goes on the map, in the city chosen, if the box still has one (000 §2.2).
    const kind: ForceKind = `${a.side === 'greece' ? 'greek' : 'persian'}${a.item === 'army' ? 'Armies' : 'Fleets'}` as ForceKind;
    board = withCount(board, a.city!, kind, count(board, a.city!, kind) + 1);
    try {
      checkLimits(board, t.solo, offMapOf(t));
    } catch {
      refuse('000 §2.2', message('ew.raise.reserve', { side: a.side, item: a.item }));
    }
  }
  if (a.type === 'buy' && a.item === 'bridge') board = { ...board, bridge: true };
  if (a.type === 'score') board = { ...board, score: a.score };
  if (a.type === 'suddenDeath') board = kingDies(t, a.takeFrom);
  const checklist = applyChecklist(t.checklist, a, t.board, opts);
  if (checklist.campaign !== board.campaign) board = { ...board, campaign: checklist.campaign };
  return { ...t, board, checklist, note: checklistNote(t, a) };
}

/** 000 §5.3: a Persian army goes on the king's portrait — from the reserve, or from the city named when none is left. */
function kingDies(t: Table, takeFrom: City | undefined): ReturnType<typeof placePortrait>['board'] {
  const id = KING_PORTRAITS[t.checklist.kingsDead];
  if (id === undefined) return t.board;
  const covered = tablePortraits(t);
  if (portraitNeedsCity(t.board, covered, id, t.solo) && takeFrom === undefined) {
    refuse('000 §5.3', message('ew.king.fromWhere', { id, cities: portraitSources(t.board, id).join(', ') }));
  }
  return placePortrait(t.board, covered, id, takeFrom === undefined ? { solo: t.solo } : { solo: t.solo, takeFrom }).board;
}

function checklistNote(t: Table, a: ChecklistAction): Message {
  switch (a.type) {
    case 'buy':
      return message('ew.note.buy', a.city ? { side: a.side, item: a.item, city: a.city } : { side: a.side, item: a.item });
    case 'suddenDeath':
      return message('ew.note.suddenDeath', { by: a.by, king: KINGS[t.checklist.kingsDead] ?? '' }, '000 §5.3');
    case 'next':
      return message('ew.note.next', { step: t.checklist.step });
    case 'play':
    case 'pass':
      return message(`ew.note.${a.type}`, { side: a.side });
    case 'event':
      return message('ew.note.event', { side: a.side, event: a.event });
    case 'keepCard':
      return message('ew.note.keepCard', { keep: a.keep }, '000 §8.1');
    case 'score':
      return message('ew.note.score', { campaign: t.checklist.campaign, before: t.board.score, after: a.score }, '000 §9');
  }
}

// ---------------------------------------------------------------------------------------------
// Movement (000 §6.3–§6.5)
// ---------------------------------------------------------------------------------------------

/** Why `side` may not make a movement now at all (before where to), or null. */
export function whyNotMoveNow(t: Table, side: Side, extra = false): Message | null {
  const battle = openBoardBattle(t);
  if (battle) return message('ew.move.battleFirst', { city: battle.state.setup.where }, '000 §7');
  if (t.lastMove?.battle) return message('ew.move.battleFirst', { city: t.lastMove.battle.where }, '000 §7');
  if (t.checklist.step !== 'operations' || t.checklist.result) return message('ew.move.notNow', { step: t.checklist.step }, '000 §6');
  if (sideToPlay(t) !== side && !extra) return message('ew.move.notYourTurn', { side: t.checklist.turn }, '000 §6.1');
  if (!extra && t.checklist.hands[side] < 1) return message('ew.hand.empty', { side }, '000 §6.3');
  return null;
}

function moveStep(t: Table, a: Extract<TableAction, { type: 'move' }>, _opts: TableOptions): Table {
  checkMove(a.move);
  if (a.extra !== undefined) checkBoolean(a.extra, 'action.extra');
  if (a.takeFrom !== undefined) checkCity(a.takeFrom, 'action.takeFrom');
  const m = a.move;
  const extra = a.extra === true;
  const now = whyNotMoveNow(t, m.side, extra);
  if (now) refuse(now.rule ?? '000 §6', now);
  // Carneia Festival (card #4): "Greek armies in Sparta may not move" until the campaign ends.
  if (t.checklist.carneia && m.side === 'greece' && m.from === 'Sparta' && (m.by === 'land' || m.armies > 0)) {
    refuse('card #4', message('ew.move.carneia', {}));
  }
  const event = m.by === 'land' ? m.event : undefined;
  if (event) {
    if (extra) refuse('000 §6.2', message('ew.move.eventIsACard', { event }));
    const why = whyNotMoveEvent(t, m.side, event);
    if (why) refuse(why.rule ?? '000 §6.2', why);
    if (event === 'leonidas' && m.by === 'land' && m.count !== 1) refuse('card 8 Leonidas', message('ew.move.leonidasOne', {}));
  }
  // 000 §6.2: "Once the Greek player plays the event, place an unused Greek Army cube on the
  // corresponding leader's image. If all the Greek armies are on the map, the Greek player removes one
  // of them": the card is played before its movement is made, so the army goes on the portrait from the
  // board as it is (the reserve, or the city named, among those `moveEventsNow` lists), then the army moves.
  let before = t.board;
  let portraits = t.portraits;
  if (event === 'leonidas') {
    const covered = tablePortraits(t);
    if (portraitNeedsCity(before, covered, 'leonidas', t.solo) && a.takeFrom === undefined) {
      refuse('000 §6.2', message('ew.king.fromWhere', { id: 'leonidas', cities: portraitSources(before, 'leonidas').join(', ') }));
    }
    before = placePortrait(before, covered, 'leonidas', a.takeFrom === undefined ? { solo: t.solo } : { solo: t.solo, takeFrom: a.takeFrom }).board;
    portraits = { ...portraits, leonidas: true };
  } else if (a.takeFrom !== undefined) {
    throw new InputError('action.takeFrom', 'only a movement with Leonidas places a piece on a portrait');
  }
  const board = applyMove(before, m);
  let checklist = t.checklist;
  if (!extra) {
    // The movement is the side's card for this turn (000 §6.1, §6.3): one card fewer, the turn passes.
    checklist = applyChecklist(checklist, { type: 'play', side: m.side }, t.board);
    if (event) checklist = { ...checklist, used: [...new Set([...checklist.used, cardOf(event)])].sort((x, y) => x - y) };
  }
  const battle = battleFromMove(before, m);
  const note =
    m.by === 'land'
      ? message('ew.note.moveLand', { side: m.side, n: m.count, from: m.from, to: m.to }, '000 §6.4')
      : message('ew.note.moveSea', { side: m.side, fleets: m.fleets, armies: m.armies, from: m.from, to: m.to }, '000 §6.5');
  return { ...t, board, portraits, checklist, lastMove: { move: m, battle }, note };
}

const cardOf = (e: MoveEvent): number => BATTLE_EVENTS[e].card;

/** Everything the mover may do from `city` now: land moves (how many, where) and naval moves (000 §6.4, §6.5). */
export interface MoveChoices {
  side: Side;
  city: City;
  /** Why no movement is possible now (not this side's turn, a battle first…), or null. */
  blocked: Message | null;
  /**
   * Land moves: how many armies, where, and the card events the movement may be made with (000 §6.2:
   * "movement" is the card played plainly; each of `events` plays its event instead — never for an
   * extra movement that is part of an event already played).
   */
  land: { max: number; destinations: { to: City; path: City[]; battle: boolean }[]; events: MoveEventChoice[] } | null;
  naval: { maxFleets: number; maxArmies: number; destinations: { to: City; navalBattle: boolean; landBattle: boolean }[] } | null;
}

/** The movements `side` may make from `city` now, for the mirror's move panel. */
export function moveChoices(table: Table, side: Side, city: City, extra = false): MoveChoices {
  const t = parseTable(table);
  checkSide(side, 'side');
  checkCity(city, 'city');
  const blocked = whyNotMoveNow(t, side, extra) ?? (t.checklist.carneia && side === 'greece' && city === 'Sparta' ? message('ew.move.carneia', {}, 'card #4') : null);
  const n = armies(t.board, city, side);
  const f = MAP[city].port ? fleets(t.board, city, side) : 0;
  const land =
    n > 0
      ? {
          max: n,
          destinations: landDestinations(t.board, side, city).map((d) => ({ to: d.to, path: d.path, battle: d.stop === 'battle' })),
          events: blocked || extra ? [] : moveEventsNow(t, side),
        }
      : null;
  const naval =
    f > 0
      ? {
          maxFleets: f,
          maxArmies: t.checklist.carneia && side === 'greece' && city === 'Sparta' ? 0 : Math.min(MAX_TRANSPORTED_ARMIES, f, n),
          destinations: navalDestinations(t.board, side, city).map((d) => ({ to: d.to, navalBattle: d.navalBattle, landBattle: d.landBattle })),
        }
      : null;
  return { side, city, blocked, land, naval };
}

// ---------------------------------------------------------------------------------------------
// Supply, corrections
// ---------------------------------------------------------------------------------------------

/** 000 §8: the side whose supply (Attrition) step the checklist is at, or null outside both. */
export function supplySideAt(checklist: Pick<ChecklistState, 'step' | 'result'>): Side | null {
  if (checklist.result) return null;
  return checklist.step === 'persiaAttrition' ? 'persia' : checklist.step === 'greeceAttrition' ? 'greece' : null;
}

/** 000 §8: why `side`'s supply cannot be applied now (the checklist is at another step), or null. */
export function whyNotSupplyNow(checklist: Pick<ChecklistState, 'step' | 'result'>, side: Side): Message | null {
  return supplySideAt(checklist) === side ? null : message('ew.supply.notNow', { side, step: checklist.step }, '000 §8');
}

function supplyStep(t: Table, a: Extract<TableAction, { type: 'supply' }>, opts: TableOptions): Table {
  checkSide(a.side, 'action.side');
  checkObject(a.removals, 'action.removals');
  const notNow = whyNotSupplyNow(t.checklist, a.side);
  if (notNow) refuse('000 §8', notNow);
  const board = applySupply(t.board, a.side, a.removals, { seaSupply: opts.seaSupply });
  const checklist = applyChecklist(t.checklist, { type: 'next' }, t.board, opts);
  let removed = 0;
  for (const c of CITIES) removed += armies(t.board, c, a.side) - armies(board, c, a.side);
  return { ...t, board, checklist, note: message('ew.note.supply', { side: a.side, removed }, '000 §8.2') };
}

function editStep(t: Table, a: Extract<TableAction, { type: 'edit' }>): Table {
  checkCity(a.city, 'action.city');
  checkKind(a.kind, 'action.kind');
  if (a.delta !== 1 && a.delta !== -1) throw new InputError('action.delta', 'neither 1 nor -1');
  const n = count(t.board, a.city, a.kind) + a.delta;
  if (n < 0) refuse('000 §2.2', message('ew.edit.none', { city: a.city, kind: a.kind }));
  if (a.delta > 0 && a.kind.endsWith('Fleets') && !MAP[a.city].port) refuse('000 §2.1', message('ew.raise.noPort', { city: a.city }));
  const board = withCount(t.board, a.city, a.kind, n);
  if (a.delta > 0) {
    try {
      checkLimits(board, t.solo, offMapOf(t));
    } catch {
      refuse('000 §2.2', message('ew.edit.reserve', { kind: a.kind }));
    }
  }
  return { ...t, board, note: message('ew.note.edit', { city: a.city, kind: a.kind, delta: a.delta }) };
}

function trackStep(t: Table, a: Extract<TableAction, { type: 'track' }>): Table {
  const keys = ['score', 'campaign', 'bridge'].filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  if (keys.length !== 1) throw new InputError('action', 'a track correction changes exactly one of score, campaign, bridge');
  if (a.score !== undefined) {
    checkWhole(a.score, 'action.score', -SCORE_LIMIT, SCORE_LIMIT);
    return { ...t, board: { ...t.board, score: a.score }, note: message('ew.note.scoreTrack', { score: a.score }) };
  }
  if (a.campaign !== undefined) {
    checkWhole(a.campaign, 'action.campaign', 1, LAST_CAMPAIGN);
    return { ...t, board: { ...t.board, campaign: a.campaign }, note: message('ew.note.campaign', { campaign: a.campaign }) };
  }
  checkBoolean(a.bridge, 'action.bridge');
  return { ...t, board: { ...t.board, bridge: a.bridge }, note: message('ew.note.bridge', { built: a.bridge }) };
}

function portraitStep(t: Table, a: Extract<TableAction, { type: 'portrait' }>): Table {
  if (!isPortraitId(a.id)) throw new InputError('action.id', `${shown(a.id)} is not a portrait`);
  checkBoolean(a.on, 'action.on');
  if (a.takeFrom !== undefined) checkCity(a.takeFrom, 'action.takeFrom');
  if (a.returnTo !== undefined) checkCity(a.returnTo, 'action.returnTo');
  const covered = tablePortraits(t);
  const r = a.on
    ? placePortrait(t.board, covered, a.id, a.takeFrom === undefined ? { solo: t.solo } : { solo: t.solo, takeFrom: a.takeFrom })
    : removePortrait(t.board, covered, a.id, a.returnTo === undefined ? {} : { returnTo: a.returnTo });
  const own: Table['portraits'] = {};
  for (const id of TABLE_PORTRAITS) if (r.portraits[id]) own[id] = true;
  try {
    checkLimits(r.board, t.solo, portraitPieces(r.portraits));
  } catch {
    refuse('000 §2.2', message('ew.edit.reserve', { kind: 'greekArmies' }));
  }
  return {
    ...t,
    board: r.board,
    portraits: own,
    checklist: { ...t.checklist, kingsDead: kingsDeadOf(r.portraits) },
    note: message('ew.note.portrait', { id: a.id, on: a.on }, '000 §6.2'),
  };
}

// ---------------------------------------------------------------------------------------------
// Everything the table offers now (random play, fuzzing, bots)
// ---------------------------------------------------------------------------------------------

/**
 * The verbs a game can go on with now (corrections left out): the checklist's actions (Sudden Death
 * with the city whose army goes on the portrait when the reserve is empty), every legal movement of
 * the side to play, the battle's choices, "Apply to the board", a side's supply with a legal choice
 * of armies. Each is accepted by `applyTable`.
 */
export function tableActions(table: Table, opts: TableOptions = {}): TableAction[] {
  const t = parseTable(table);
  const out: TableAction[] = [];
  const b = t.battle;
  if (b && !b.applied && b.state.phase !== 'over') {
    for (const c of battleChoices(b.state)) out.push({ type: 'battleChoice', choice: c });
    return out;
  }
  if (b && !b.applied && !b.request.whatIf) {
    const p = battlePreview(t, {});
    if (!p.problem) {
      const takeFrom: Partial<Record<PortraitId, City>> = {};
      for (const n of p.needsCity) if (n.cities[0]) takeFrom[n.id] = n.cities[0];
      out.push({ type: 'battleApply', asNow: true, ...(p.needsCity.length ? { takeFrom } : {}) });
    }
    out.push({ type: 'battleClose' });
    return out;
  }
  if (t.lastMove?.battle) {
    out.push({ type: 'battleOpen', request: t.lastMove.battle, replace: true }, ...cardEventActions(t));
    return out;
  }
  if (t.eventWindow?.kind === 'triremes' || t.eventWindow?.kind === 'separatePeace') return cardEventActions(t);
  for (const a of checklistActions(t.checklist, t.board, opts)) {
    if (a.type === 'suddenDeath') {
      const id = KING_PORTRAITS[t.checklist.kingsDead]!;
      if (portraitNeedsCity(t.board, tablePortraits(t), id, t.solo)) {
        for (const c of portraitSources(t.board, id)) out.push({ ...a, takeFrom: c });
        continue;
      }
    }
    if (a.type === 'next' && (t.checklist.step === 'persiaAttrition' || t.checklist.step === 'greeceAttrition')) {
      const side: Side = t.checklist.step === 'persiaAttrition' ? 'persia' : 'greece';
      out.push({ type: 'supply', side, removals: someRemovals(t, side, opts) });
      continue;
    }
    if (whyNotTable(t, a, opts) === null) out.push(a);
  }
  const side = sideToPlay(t);
  if (side && whyNotMoveNow(t, side) === null) {
    for (const from of CITIES) {
      const m = moveChoices(t, side, from);
      if (m.blocked) continue;
      if (m.land) {
        for (const d of m.land.destinations) {
          for (let n = 1; n <= m.land.max; n++) {
            out.push({ type: 'move', move: { by: 'land', side, from, to: d.to, count: n } });
            // The same movement made with a card event (000 §6.2), the portrait's army from the first city offered.
            for (const e of m.land.events) {
              if (e.maxArmies !== null && n > e.maxArmies) continue;
              const move = { type: 'move' as const, move: { by: 'land' as const, side, from, to: d.to, count: n, event: e.event } };
              out.push(e.takeFrom ? { ...move, takeFrom: e.takeFrom[0]! } : move);
            }
          }
        }
      }
      if (m.naval) {
        for (const d of m.naval.destinations) {
          for (let f = 1; f <= m.naval.maxFleets; f++) {
            for (let a = 0; a <= Math.min(f, m.naval.maxArmies); a++) out.push({ type: 'move', move: { by: 'sea', side, from, to: d.to, fleets: f, armies: a } });
          }
        }
      }
    }
  }
  out.push(...cardEventActions(t));
  return out;
}

/** A legal choice of excess armies for `side`'s supply: the first cities' counted armies (000 §8.2). */
function someRemovals(t: Table, side: Side, opts: TableOptions): Partial<Record<City, number>> {
  let left = supplyReport(t.board, side, { seaSupply: opts.seaSupply }).excess;
  const out: Partial<Record<City, number>> = {};
  for (const c of CITIES) {
    if (left === 0) break;
    if (side === 'persia' && MAP[c].major === 'persia') continue;
    const n = Math.min(left, armies(t.board, c, side));
    if (n > 0) {
      out[c] = n;
      left -= n;
    }
  }
  return out;
}
