/**
 * Battles on the Earth & Water table (000 §7): opened from a move or a city of the mirror with the
 * cards the table allows (issue 15 item 10), fought one choice at a time, and applied to the board
 * *as it is now* as the list of changes the preview shows (issue 15 items 1–3).
 *
 * What the table allows in a battle: a side's lightning cards only while it holds a card (each one
 * played costs one, 000 §6.1); not a card whose event was played this campaign (R-EWC-8); not a
 * leader whose portrait is covered (Miltiades, Artemisia: once per game, 000 §6.2); no Sparta event
 * after Carneia Festival (card #4); no Immortals once Xerxes is dead (000 §5.3). On a solo table
 * the Persians never retreat and play no card (004 §3 C, E).
 */
import { plainData } from '../core/errors.js';
import { shown } from '../core/shown.js';
import type { Message } from '../core/message.js';
import { message } from '../core/message.js';
import { cloneRng } from '../core/rng.js';
import { enteredDice, rngDice, type DiceSource } from '../core/dice.js';
import type { City, Side } from './types.js';
import { InputError, RuleError } from './errors.js';
import { checkSide, isPlainObject } from './check.js';
import { CARDS } from './cards.js';
import { applyChanges, type BoardChange } from './changes.js';
import { applyBattle } from './battle.js';
import { BATTLE_EVENTS, type LightningEvent, type MoveEvent } from './battle-dice.js';
import type { BattleChoice, BattleState } from './battle-types.js';
import { battleConflicts, battleResultEntries, bridgeDestroyable, cardsSpent, type BattleResultEntry } from './battle-result.js';
import { lightningPlayed } from './battle-check.js';
import { checkRequest, lightningEvents, openBattle, type BattleRequest } from './battle-request.js';
import { KINGS } from './checklist-data.js';
import { PORTRAIT_IDS, placePortrait, portraitNeedsCity, portraitSources, portraitPieces, type PortraitId } from './portraits.js';
import { TABLE_PORTRAITS, parseTable, tablePortraits, type Table, type TableBattle } from './table.js';

const refuse = (rule: string, m: Message): never => {
  throw new RuleError(rule, m.id, { id: m.id, params: { ...(m.params ?? {}) } });
};

/** Card numbers whose half for the Greeks is a Sparta event (read from CARDS' marks). */
const SPARTA_CARDS: readonly number[] = CARDS.filter((c) => c.greek.marks.includes('sparta')).map((c) => c.number);

/** Why the table does not allow `side` to play event `e` now, or null (see the file comment). */
function whyNotEvent(t: Table, e: LightningEvent | MoveEvent): Message | null {
  const d = BATTLE_EVENTS[e];
  const c = t.checklist;
  if (c.hands[d.side] < 1) return message('ew.hand.empty', { side: d.side }, '000 §6.1');
  if (c.used.includes(d.card)) return message('ew.card.used', { card: d.card }, 'R-EWC-8');
  if ((PORTRAIT_IDS as readonly string[]).includes(e) && tablePortraits(t)[e as PortraitId]) return message('ew.card.once', { event: e }, '000 §6.2');
  if (d.side === 'greece' && c.carneia && SPARTA_CARDS.includes(d.card)) return message('ew.card.carneia', { event: e }, 'card #4');
  if (e === 'immortals' && c.kingsDead >= KINGS.length) return message('ew.card.xerxes', {}, '000 §5.3');
  return null;
}

/** The lightning events `side` may play in a battle on this table now. */
export function lightningAllowed(table: Table, side: Side): LightningEvent[] {
  const t = parseTable(table);
  checkSide(side, 'side');
  return lightningEvents(side).filter((e) => whyNotEvent(t, e) === null);
}

/** Why `side` may not make its movement with event `e` now (000 §6.2), or null. */
export function whyNotMoveEvent(table: Table, side: Side, e: MoveEvent): Message | null {
  const t = parseTable(table);
  checkSide(side, 'side');
  if (typeof e !== 'string' || !Object.prototype.hasOwnProperty.call(BATTLE_EVENTS, e) || BATTLE_EVENTS[e].timing !== 'move') throw new InputError('event', `${shown(e)} is not a movement event`);
  if (BATTLE_EVENTS[e].side !== side) return message('ew.card.notYours', { event: e, side }, '000 §6.2');
  return whyNotEvent(t, e);
}

/** A card event `side` may make its land movement with now (000 §6.2, §6.3), as the move panel offers it. */
export interface MoveEventChoice {
  event: MoveEvent;
  /** The card's number (its other half is the other side's). */
  card: number;
  /** What it does in the battle the movement causes, cited: the card, and the rule of its effect. */
  rule: string;
  /** Most armies it moves (Leonidas: one, card 8), or null: as many as the movement may. */
  maxArmies: number | null;
  /**
   * Leonidas: a Greek army goes on his portrait (000 §6.2); when none is left in the reserve it comes
   * off the map, from one of these cities (the action's `takeFrom`). Null: from the reserve.
   */
  takeFrom: City[] | null;
}

/** The rule each movement event follows in its battle (earth-water-facts.md's card table; R-BT-12 for the score). */
const MOVE_EVENT_RULES: Readonly<Record<MoveEvent, string>> = {
  cavalryOfMardonius: 'card 1 Cavalry of Mardonius',
  greatKing: 'card 7 The Great King, R-BT-12',
  leonidas: 'card 8 Leonidas, 000 §6.2',
  evangelion: 'card 10 Evangelion, R-BT-12',
};

const MOVE_EVENTS = (Object.keys(BATTLE_EVENTS) as (keyof typeof BATTLE_EVENTS)[]).filter((e) => BATTLE_EVENTS[e].timing === 'move') as MoveEvent[];

/**
 * The movement events `side` may play now (000 §6.2: a card's event instead of a plain movement):
 * its own (Cavalry of Mardonius and The Great King for Persia; Leonidas and Evangelion for Greece),
 * while it holds a card, not played this campaign (R-EWC-8), the leader's portrait uncovered (once
 * per game), no Sparta event after Carneia Festival (card #4) — `whyNotMoveEvent` for each. Empty
 * when the side cannot make a movement now at all (`whyNotMoveNow` says why).
 */
export function moveEventsNow(table: Table, side: Side): MoveEventChoice[] {
  const t = parseTable(table);
  checkSide(side, 'side');
  const out: MoveEventChoice[] = [];
  for (const e of MOVE_EVENTS) {
    if (BATTLE_EVENTS[e].side !== side || whyNotMoveEvent(t, side, e) !== null) continue;
    const d = BATTLE_EVENTS[e];
    let takeFrom: City[] | null = null;
    if (e === 'leonidas' && portraitNeedsCity(t.board, tablePortraits(t), 'leonidas', t.solo)) takeFrom = portraitSources(t.board, 'leonidas');
    out.push({ event: e, card: d.card, rule: MOVE_EVENT_RULES[e], maxArmies: e === 'leonidas' ? 1 : null, takeFrom });
  }
  return out;
}

/** The request with what the table knows: the cards each side may play and holds, and the kings. */
export function tableRequest(table: Table, r: BattleRequest): BattleRequest {
  const t = parseTable(table);
  checkRequest(r);
  if (r.whatIf) return r;
  const out: BattleRequest = {
    ...r,
    events: { greece: lightningAllowed(t, 'greece'), persia: lightningAllowed(t, 'persia') },
    cards: { greece: t.checklist.hands.greece, persia: t.checklist.hands.persia },
  };
  if (t.checklist.kingsDead >= KINGS.length) out.xerxesDead = true;
  else delete out.xerxesDead;
  if (t.solo) {
    // The solo game: "the Persians never retreat" (004 §3 C) and "do not resolve events on the cards" (004 §3 E, R-PA-15).
    out.persiaNeverRetreats = true;
    out.events = { ...out.events, persia: [] };
    out.cards = { ...out.cards, persia: 0 };
  }
  return out;
}

/** Open a battle on the table (from a move, a city, or set up by hand). */
export function openTableBattle(t: Table, request: BattleRequest, replace: boolean): Table {
  const open = t.battle && !t.battle.applied && t.battle.state.phase !== 'over' ? t.battle : null;
  if (open && !replace) refuse('000 §7', message('ew.battle.stillOpen', { city: open.state.setup.where }));
  const unapplied = t.battle && !t.battle.applied && !t.battle.request.whatIf && t.battle.state.phase === 'over' ? t.battle : null;
  if (unapplied && !replace) refuse('000 §7', message('ew.battle.notApplied', { city: unapplied.state.setup.where }));
  const req = tableRequest(t, request);
  const state = openBattle(req.whatIf ? null : t.board, req);
  const fromMove = t.lastMove?.battle && JSON.stringify(t.lastMove.battle) === JSON.stringify(request);
  return {
    ...t,
    battle: { request: req, state, applied: false },
    lastMove: fromMove ? null : t.lastMove,
    note: message(req.whatIf ? 'ew.note.whatIf' : 'ew.note.battleOpen', { city: req.where, kind: req.kind }),
  };
}

/** One choice in the battle open on the table; a roll uses `dice` typed in, or the table's dice. */
export function chooseInTableBattle(t: Table, choice: BattleChoice, dice: readonly number[] | undefined): Table {
  const b = t.battle;
  if (!b || b.applied || b.state.phase === 'over') refuse('000 §7', message('ew.battle.none', {}));
  const battle = b as TableBattle;
  let rng = t.rng;
  let src: DiceSource & { remaining?: () => number };
  if (choice.type !== 'roll') src = enteredDice([]);
  else if (dice !== undefined) src = enteredDice(dice);
  else {
    rng = cloneRng(t.rng);
    src = rngDice(rng);
  }
  const state = applyBattle(battle.state, choice, src);
  if (dice !== undefined && src.remaining && src.remaining() !== 0) refuse('000 §7.1', message('ew.dice.tooMany', { extra: src.remaining() }));
  return { ...t, rng, battle: { ...battle, state }, note: choiceNote(state, choice) };
}

function choiceNote(st: BattleState, c: BattleChoice): Message {
  const city = st.setup.where;
  switch (c.type) {
    case 'roll': {
      const rounds = st.log.filter((e) => e.type === 'round');
      return message('ew.note.battleRound', { city, n: rounds.length });
    }
    case 'event':
      return message('ew.note.battleEvent', { city, event: c.event });
    case 'retreat':
      return message('ew.note.battleRetreat', { city, side: c.side, to: c.to });
    case 'continue':
      return message('ew.note.battleContinue', { city });
  }
}

/** What applying the battle open on the table would do, and what stands in its way. */
export interface BattlePreview {
  /** The board changes, line by line (losses, retreats, score, bridge). */
  entries: BattleResultEntry[];
  /** The table changes beside the board: cards spent, leaders placed on their portraits. */
  extras: Message[];
  /** Cities of the battle whose pieces changed since it began: the player must choose (item 1). */
  conflicts: Message[];
  /** Portraits whose piece must come from the map (none left in the reserve): the cities to choose from. */
  needsCity: { id: PortraitId; cities: City[] }[];
  /** Greece may destroy the bridge: the player is asked (000 §7.1 "may"; Dutch: it is destroyed). */
  bridgeChoice: boolean;
  /** Why it cannot be applied at all, or null. */
  problem: Message | null;
}

export interface BattleApplyOptions {
  destroyBridge?: boolean;
  /** For each leader portrait whose piece comes off the map: from which city (000 §6.2, R-EWP-2). */
  takeFrom?: Partial<Record<PortraitId, City>>;
  /** Apply to the board as it is now although the battle's cities changed (the player chose). */
  asNow?: boolean;
}

/**
 * The leaders' portraits the battle's lightning events cover (000 §6.2: Miltiades, Artemisia).
 * Not the move event's leader: Leonidas went on his portrait with the move (table-actions.ts).
 */
function portraitsOf(st: BattleState): PortraitId[] {
  return st.played.filter((e) => e !== st.setup.event && (TABLE_PORTRAITS as readonly string[]).includes(e)) as PortraitId[];
}

/** The preview of "Apply to the board" for the battle open on the table. */
export function battlePreview(table: Table, opts: BattleApplyOptions = {}): BattlePreview {
  opts = plainData(opts, 'options');
  const t = parseTable(table);
  if (!isPlainObject(opts)) throw new InputError('options', 'not an object');
  if (opts.destroyBridge !== undefined && typeof opts.destroyBridge !== 'boolean') throw new InputError('options.destroyBridge', 'not true or false');
  const b = t.battle;
  const none: BattlePreview = { entries: [], extras: [], conflicts: [], needsCity: [], bridgeChoice: false, problem: null };
  if (!b) return { ...none, problem: message('ew.battle.none', {}) };
  const st = b.state;
  const entries = battleResultEntries(st, { destroyBridge: opts.destroyBridge === true });
  const bridgeChoice = st.phase === 'over' && bridgeDestroyable(st);
  if (b.request.whatIf) return { ...none, entries, bridgeChoice, problem: message('ew.battle.whatIf', {}, 'issue 15 item 3') };
  if (b.applied) return { ...none, entries, problem: message('ew.battle.applied', { city: st.setup.where }) };
  if (st.phase !== 'over') return { ...none, entries, bridgeChoice, problem: message('ew.battle.notOver', { city: st.setup.where }, '000 §7') };
  const extras: Message[] = cardsSpent(st);
  const needsCity: BattlePreview['needsCity'] = [];
  let board = t.board;
  let problem: Message | null = null;
  try {
    board = applyChanges(t.board, entries.flatMap((e) => e.changes), { solo: t.solo, offMap: portraitPieces(tablePortraits(t)) });
  } catch (e) {
    problem = e instanceof RuleError ? { id: e.id, params: e.params, rule: e.rule } : message('ew.battle.cannotApply', {});
  }
  let covered = tablePortraits(t);
  for (const id of portraitsOf(st)) {
    extras.push(message('ew.battle.portrait', { id }, '000 §6.2'));
    if (!problem && portraitNeedsCity(board, covered, id, t.solo)) needsCity.push({ id, cities: portraitSources(board, id) });
    covered = { ...covered, [id]: true };
  }
  const conflicts = battleConflicts(t.board, st, { destroyBridge: opts.destroyBridge === true });
  return { entries, extras, conflicts, needsCity, bridgeChoice, problem };
}

/**
 * "Apply to the board": the battle's changes applied to the board as it is now, the lightning
 * cards taken out of the hands (and remembered as played this campaign), the leaders placed on
 * their portraits. Refused while the battle's cities changed since it began, unless `asNow`.
 */
export function applyTableBattle(t: Table, opts: BattleApplyOptions): Table {
  const p = battlePreview(t, opts);
  if (p.problem) refuse(p.problem.rule ?? '000 §7', p.problem);
  if (p.conflicts.length > 0 && opts.asNow !== true) refuse('000 §7', message('ew.battle.changed', { cities: p.conflicts.map((c) => String(c.params?.city ?? '')).filter(Boolean).join(', ') }));
  const b = t.battle!;
  const st = b.state;
  const changes: BoardChange[] = p.entries.flatMap((e) => e.changes);
  let board = applyChanges(t.board, changes, { solo: t.solo, offMap: portraitPieces(tablePortraits(t)) });
  let portraits = { ...t.portraits };
  for (const id of portraitsOf(st)) {
    const from = opts.takeFrom?.[id];
    const placed = placePortrait(board, { ...portraits, ...tablePortraits({ portraits: {}, checklist: t.checklist }) }, id, from === undefined ? { solo: t.solo } : { solo: t.solo, takeFrom: from });
    board = placed.board;
    portraits = { ...portraits, [id]: true };
  }
  const hands = { ...t.checklist.hands };
  let used = [...t.checklist.used];
  for (const side of ['persia', 'greece'] as const) {
    for (const e of lightningPlayed(st, side)) {
      hands[side] = Math.max(0, hands[side] - 1);
      if (!used.includes(BATTLE_EVENTS[e].card)) used = [...used, BATTLE_EVENTS[e].card].sort((x, y) => x - y);
    }
  }
  return {
    ...t,
    board,
    portraits,
    checklist: { ...t.checklist, hands, used },
    battle: { ...b, applied: true },
    note: message('ew.note.battleApply', { city: st.setup.where, changes: changes.length }),
  };
}

/** Close the battle tab's battle (a new one can be opened); undoable like every verb. */
export function closeTableBattle(t: Table): Table {
  if (!t.battle) refuse('000 §7', message('ew.battle.none', {}));
  return { ...t, battle: null, note: message('ew.note.battleClose', { city: t.battle!.state.setup.where, applied: t.battle!.applied }) };
}
