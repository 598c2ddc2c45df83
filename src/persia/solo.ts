/**
 * The solo game against PERS.IA as a pure state machine: `soloActions(state)` (what may be done
 * now), `soloNext(state)` (what comes next, for the screen's one button), `applySoloAction(state,
 * action)` (throws a StrategosError on an illegal action and leaves the state untouched).
 *
 * The app decides every Persian step (004 §4–§6) and applies it to the mirror; the Greek player
 * tells the app what they did at the table. Campaigns run from 3 (004 §2) to 5, each: Persian
 * preparation → Greek preparation (cards first, then pieces, 000 §5.2) → operations (Persia
 * first, alternating; two passes in succession end it, 000 §4.3) → Persian supply → Greek supply
 * → scoring (000 §9). Every PERS.IA step waits on the table until the player says it is copied
 * (`onTable`, R-PS-2); a battle owed is fought before anything else (000 §7) and set up the way
 * round the rules give it (battles.ts). Persia wins at once on holding both Greek majors (004 §8);
 * either side wins at scoring on holding both enemy majors (000 §9); after campaign 5 the score
 * decides (000 §10). Here: the public entries, the preparations and the operations; the battle
 * results are solo-battle.ts's, supply and scoring solo-supply.ts's, what the steps share
 * solo-steps.ts's, and the state's own checks solo-check.ts's.
 */
import { CITIES, type City, type Side } from '../earth-water/types.js';
import { armies, fleets } from '../earth-water/board.js';
import { RuleError } from '../earth-water/errors.js';
import { portraitPieces } from '../earth-water/portraits.js';
import type { BattleSetup, LightningEvent } from '../earth-water/battle.js';
import { d6, type Die } from '../core/dice.js';
import { isStrategosError, plainData } from '../core/errors.js';
import { message, type Message, type MessageParam } from '../core/message.js';
import { applyChecked, changesBetween, checkChanges, mergeChanges } from './changes.js';
import { persiaPreparation, type PreparationDecision } from './preparation.js';
import { persiaOperation, persiaOperationStep } from './operation.js';
import { cardsAvailable, discardCards, drawCards } from './deck.js';
import { battleCards, battleRequestFor, persianBattle } from './battles.js';
import { battleSetupFor as requestSetup, type BattleRequest } from '../earth-water/battle-request.js';
import { checkGreekPreparation, greekPlayMessage, readGreekMove } from './greek.js';
import { GREEK_MOVE_EVENTS, GREEK_PREPARATION, type SoloAction, type SoloActionType, type SoloState } from './solo-state.js';
import { checkSoloState } from './solo-check.js';
import { afterOperation, checkInstantWin, copy, log, refuse } from './solo-steps.js';
import { resolveBattle } from './solo-battle.js';
import { greekSupply, persianSupply, scoring } from './solo-supply.js';
import { CARDS_IN_GAME, checkBoard, checkChoice, checkCity, checkCount, checkDie, show } from './validate.js';

export * from './solo-state.js';
export { checkSoloState, soloInvariants } from './solo-check.js';

/** The actions possible now; a screen offers these (Greek ones carry the player's edits). */
export function soloActions(state: SoloState): SoloActionType[] {
  checkSoloState(state);
  return actionsOf(state);
}

function actionsOf(s: SoloState): SoloActionType[] {
  if (s.result) return [];
  // A battle is fought out before anything else (000 §7), even after the phase's last operation.
  if (s.battles.length > 0) return ['resolveBattle'];
  if (s.onTable !== null) return ['tableDone'];
  switch (s.phase) {
    case 'persianPreparation':
      return ['persianPreparation'];
    case 'greekPreparation':
      return s.greekBought === null ? ['greekCards', 'suddenDeath'] : ['greekPreparation'];
    case 'operations':
      if (s.turn === 'persia') return ['persianOperation'];
      return s.greekCards > 0 ? ['greekOperation', 'greekPass'] : ['greekPass'];
    case 'persianSupply':
      return ['persianSupply'];
    case 'greekSupply':
      return ['greekSupply'];
    case 'scoring':
      return ['scoring'];
    case 'over':
      return [];
  }
}

const PERSIAN_STEPS: readonly SoloActionType[] = ['persianPreparation', 'persianOperation', 'persianSupply', 'scoring'];

export interface SoloNext {
  /** The action to take now (the first of `soloActions`). */
  action: SoloActionType;
  /** Whose step it is: PERS.IA's (the app decides) or the player's. */
  actor: Side;
  /** For 'tableDone': the step that follows it, so the button can name it. */
  then?: SoloActionType;
}

/** What comes next, or null when the game is over (R-PS-2, R-PS-4). */
export function soloNext(state: SoloState): SoloNext | null {
  checkSoloState(state);
  const acts = actionsOf(state);
  const action = acts[0];
  if (action === undefined) return null;
  const next: SoloNext = { action, actor: PERSIAN_STEPS.includes(action) ? 'persia' : 'greece' };
  if (action === 'tableDone') {
    const after = actionsOf({ ...state, onTable: null })[0];
    if (after !== undefined) next.then = after;
  }
  return next;
}

/** The PERS.IA preparation the next step will make (004 §4), with the cards the piles hold (000 §5.4). */
export function nextPreparation(state: SoloState): PreparationDecision {
  checkSoloState(state);
  return persiaPreparation(state.board, { cardsAvailable: cardsAvailable(state.deck) });
}

/** Which step of 004 §5 decides PERS.IA's next operation: 1 (no cards), 2 (defence), 3 (the die). */
export function nextOperationStep(state: SoloState): 1 | 2 | 3 {
  checkSoloState(state);
  return persiaOperationStep(state.board, state.persianCards);
}

/** The cards each side may play in the battle owed now (R-PA-15), or null when none is owed. */
export function owedBattleCards(state: SoloState): Record<'greece' | 'persia', LightningEvent[]> | null {
  checkSoloState(state);
  const b = state.battles[0];
  return b ? battleCards(state, b) : null;
}

/**
 * The battle owed now as a `BattleRequest` (src/earth-water/battle-request.ts), the one way the
 * battle roller — and the Earth & Water table — opens a battle: PERS.IA or the player attacking
 * as the rules give it, from the city it came from, road or sea, the units that moved, carried
 * armies only when some were carried, Persia never retreating (004 §5.3), only the Greek cards
 * 004 §3 E and R-PA-15 allow and no more than the Greek hand holds, Xerxes as the board shows him.
 * `greek` narrows the Greek cards to some of those allowed (the ones played); throws when none is owed.
 */
export function owedBattleRequest(state: SoloState, greek?: readonly LightningEvent[]): BattleRequest {
  greek = plainData(greek, 'Greek cards');
  checkSoloState(state);
  const b = state.battles[0];
  if (!b) refuse('000 §7', 'persia.battle.none', 'no battle is owed', {});
  const offered = battleCards(state, b).greece;
  if (greek !== undefined && (!Array.isArray(greek) || !greek.every((e) => offered.includes(e)))) {
    refuse('000 §6.1', 'persia.battle.cards', `the cards that may be played in this battle are ${offered.join(', ') || 'none'} (R-PA-15)`, { offered: offered.join(', '), reading: 'R-PA-15' });
  }
  return battleRequestFor(state, b, greek);
}

/** The battle engine's setup for the battle owed now: `owedBattleRequest` opened on the board (`startBattle` starts it). */
export function owedBattleSetup(state: SoloState, hand?: readonly LightningEvent[]): BattleSetup {
  const request = owedBattleRequest(state, hand); // checks the state first
  return requestSetup(state.board, request);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The state after `action`. Throws a StrategosError (RuleError or PersiaInputError) naming the
 * rule when the state is not one the game can reach, the action is not possible now, or its data
 * is illegal; `state` is never modified.
 */
export function applySoloAction(state: SoloState, action: SoloAction): SoloState {
  action = plainData(action, 'action');
  checkSoloState(state);
  const allowed = actionsOf(state);
  const type = isObject(action) ? action.type : undefined;
  if (typeof type !== 'string' || !(allowed as string[]).includes(type)) {
    refuse(state.result ? '000 §10' : '004 §5', 'persia.flow.notNow', `not possible now (${state.phase}): ${show(type ?? action)}; possible: ${allowed.join(', ') || 'nothing (the game is over)'}`, {
      action: typeof type === 'string' ? type : show(action),
      possible: allowed.join(', '),
    });
  }
  const s = copy(state);
  const a = action;
  switch (a.type) {
    case 'persianPreparation':
      return persianPreparation(s);
    case 'suddenDeath':
      log(s, 'persia', a.type, message('persia.log.suddenDeath', {}, '000 §5.3'), [message('persia.suddenDeath', { reading: 'R-PA-13' }, '000 §5.3')]);
      return s;
    case 'greekCards':
      return greekCards(s, a.cards);
    case 'greekPreparation':
      return greekPreparation(s, a.changes);
    case 'persianOperation':
      return persianOperation(s, a.die);
    case 'greekOperation':
      return greekOperation(s, a);
    case 'greekPass':
      log(s, 'greece', a.type, message('persia.log.greekPass', {}, '000 §6.1'), [message('persia.greek.pass', {}, '000 §6.1')]);
      afterOperation(s, 'greece', a.type, true);
      return s;
    case 'resolveBattle':
      return resolveBattle(s, a);
    case 'tableDone':
      s.onTable = null;
      return s;
    case 'persianSupply':
      return persianSupply(s);
    case 'greekSupply':
      return greekSupply(s, a.removals, a.keepCards);
    case 'scoring':
      return scoring(s);
  }
}

// ---------------------------------------------------------------------------------------------
// Preparation
// ---------------------------------------------------------------------------------------------

function persianPreparation(s: SoloState): SoloState {
  const d = persiaPreparation(s.board, { cardsAvailable: cardsAvailable(s.deck) });
  const draw = drawCards(s.deck, d.cards);
  s.deck = draw.deck;
  s.persianCards += draw.drawn;
  s.board = applyChecked(s.board, d.changes);
  const reasons = [...d.reasons];
  // 000 §5.4: the discard pile becomes the draw pile before the cards are drawn.
  if (draw.reshuffled) reasons.splice(Math.max(0, reasons.findIndex((r) => r.id === 'persia.prep.cards')), 0, message('persia.deck.reshuffle', {}, '000 §5.4'));
  const e = log(
    s,
    'persia',
    'persianPreparation',
    message('persia.log.prep', { situation: d.situation, cards: draw.drawn, bridge: d.bridge, fleets: d.fleets.length, armies: d.armies.length }, '004 §4'),
    reasons,
    d.changes,
    d.matched,
  );
  s.phase = 'greekPreparation';
  s.greekBought = null;
  s.onTable = s.log.indexOf(e);
  return s;
}

function greekCards(s: SoloState, cards: unknown): SoloState {
  const available = cardsAvailable(s.deck);
  checkCount(cards, 0, GREEK_PREPARATION.maxCards, GREEK_PREPARATION.section, 'cards bought');
  if (cards > available) {
    refuse('000 §5.4', 'persia.deck.short', `only ${available} cards are left in the draw and discard piles`, { available, wanted: cards });
  }
  const draw = drawCards(s.deck, cards);
  s.deck = draw.deck;
  s.greekCards += draw.drawn;
  s.greekBought = cards;
  const reasons = [message('persia.greek.cards', { cards, left: GREEK_PREPARATION.talents - cards }, GREEK_PREPARATION.section)];
  if (draw.reshuffled) reasons.unshift(message('persia.deck.reshuffle', {}, '000 §5.4'));
  log(s, 'greece', 'greekCards', message('persia.log.greekCards', { cards }, GREEK_PREPARATION.section), reasons);
  return s;
}

function greekPreparation(s: SoloState, changes: unknown): SoloState {
  checkChanges(changes, GREEK_PREPARATION.section);
  const merged = mergeChanges(changes);
  checkGreekPreparation(s.board, s.greekBought ?? 0, merged);
  const board = applyChecked(s.board, merged);
  checkBoard(board, { use: 'Greek preparation', offMap: portraitPieces(s.leaders) });
  s.board = board;
  log(s, 'greece', 'greekPreparation', message('persia.log.greekPrep', { pieces: merged.length }, GREEK_PREPARATION.section), [
    message('persia.greek.prep', { cards: s.greekBought ?? 0 }, GREEK_PREPARATION.section),
  ], merged);
  s.phase = 'operations';
  s.turn = 'persia';
  s.lastPass = null;
  s.operations = 0;
  s.persiaDone = false;
  s.greekBought = null;
  return s;
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

function persianOperation(s: SoloState, given: unknown): SoloState {
  // The die is rolled only when step 3 is reached (004 §5.1, §5.2 need none; R-PS-1).
  const needed = persiaOperationStep(s.board, s.persianCards) === 3;
  let die: Die | undefined;
  if (given !== undefined) {
    checkDie(given);
    if (needed) die = given;
  } else if (needed) die = d6(s.rng);
  const d = persiaOperation(s.board, die ?? 1, s.persianCards, { placement: s.options.placement, dieOne: s.options.dieOne });
  s.board = applyChecked(s.board, d.changes);
  if (d.discard) {
    s.persianCards--;
    s.deck = discardCards(s.deck, 1);
  }
  const reasons = [...d.reasons];
  if (d.greekDiscard) {
    if (s.greekCards > 0) {
      s.greekCards--;
      s.deck = discardCards(s.deck, 1);
    } else reasons.push(message('persia.op.noGreekCard', {}, '004 §5.3'));
  }
  const e = log(s, 'persia', 'persianOperation', summariseOperation(d), reasons, d.changes, d.matched);
  if (die !== undefined) e.die = die;
  e.decision = { action: d.action, greekDiscard: d.greekDiscard, readings: d.readings, discard: d.discard, endsPhase: d.endsPhase };
  if (d.from) e.decision.from = d.from;
  if (d.to) e.decision.to = d.to;
  if (d.count !== undefined) e.decision.count = d.count;
  if (d.path) e.decision.path = d.path;
  if (d.battle) e.decision.battle = d.battle;
  const at = s.log.indexOf(e);
  const battle = persianBattle(d, at);
  s.battles = battle ? [battle] : [];
  s.onTable = at;
  checkInstantWin(s, 'persianOperation');
  if (!s.result) {
    if (d.endsPhase) s.persiaDone = true;
    afterOperation(s, 'persia', 'persianOperation', d.action === 'pass');
  }
  return s;
}

function summariseOperation(d: ReturnType<typeof persiaOperation>): Message {
  const p: Record<string, MessageParam> = { action: d.action };
  if (d.from) p.from = d.from;
  if (d.to) p.to = d.to;
  if (d.count !== undefined) p.count = d.count;
  if (d.action === 'placeFleetAndArmy') p.fleet = d.changes.some((c) => 'kind' in c && c.kind === 'persianFleets');
  return message('persia.log.op', p, '004 §5');
}

function greekOperation(s: SoloState, a: Extract<SoloAction, { type: 'greekOperation' }>): SoloState {
  checkChanges(a.changes, '000 §6.3');
  const event = checkChoice(a.event, GREEK_MOVE_EVENTS, 'the movement event');
  if (a.leaderFrom !== undefined) checkCity(a.leaderFrom, 'the city whose army goes on the portrait');
  const inHand = s.greekCards - 1; // the card played goes to the discard pile (000 §6.2, §6.3)
  const discarded = a.discarded ?? 0;
  checkCount(discarded, 0, inHand, '000 §6.2', 'cards the event discarded from the hand');
  let deck = discardCards(s.deck, 1 + discarded);
  const drawn = a.drawn ?? 0;
  checkCount(drawn, 0, CARDS_IN_GAME, '000 §6.2', 'cards the event drew');
  if (drawn > cardsAvailable(deck)) {
    refuse('000 §5.4', 'persia.deck.short', `only ${cardsAvailable(deck)} cards are left in the draw and discard piles`, { available: cardsAvailable(deck), wanted: drawn });
  }
  if (a.correction !== undefined && typeof a.correction !== 'boolean') refuse('000 §6', 'persia.input.correction', 'correction is true or false', { got: show(a.correction) });
  const index = s.log.length;
  const reasons: Message[] = [];
  let changes = mergeChanges(a.changes);
  let correction = false;
  const greekMove: { event?: typeof event; leaderFrom?: City } = {};
  if (event !== undefined) greekMove.event = event;
  if (a.leaderFrom !== undefined) greekMove.leaderFrom = a.leaderFrom;
  try {
    const r = readGreekMove(s, { changes, ...greekMove }, drawn);
    s.board = r.board;
    s.leaders = r.leaders;
    s.battles = r.battles.map((b) => ({ ...b, cause: index }));
    reasons.push(greekPlayMessage(r.play, event));
    if (event === 'leonidas') reasons.push(message('persia.greek.leader', { leader: 'leonidas' }, '000 §6.2'));
  } catch (e) {
    if (!a.correction || !isStrategosError(e)) throw e;
    // R-PA-18: kept at the player's word, as a table correction the log shows with why.
    if (event !== undefined || a.leaderFrom !== undefined) {
      refuse('000 §6', 'persia.correction.event', 'a table correction carries no card event: enter the edits alone');
    }
    const board = applyChecked(s.board, changes);
    checkBoard(board, { use: 'table correction', offMap: portraitPieces(s.leaders) });
    changes = changesBetween(s.board, board);
    s.board = board;
    correction = true;
    reasons.push(message('persia.correction', { rule: e.rule ?? '000 §6' }, '000 §6'), e.toMessage());
  }
  s.greekCards = inHand - discarded;
  const draw = drawCards(deck, drawn);
  deck = draw.deck;
  s.deck = deck;
  s.greekCards += draw.drawn;
  if (discarded > 0 || drawn > 0) reasons.push(message('persia.greek.hand', { discarded, drawn, hand: s.greekCards }, '000 §6.2'));
  if (draw.reshuffled) reasons.push(message('persia.deck.reshuffle', {}, '000 §5.4'));
  const e = log(s, 'greece', 'greekOperation', message(correction ? 'persia.log.correction' : 'persia.log.greekOp', {}, '000 §6'), reasons, changes);
  if (correction) e.correction = true;
  checkInstantWin(s, 'greekOperation');
  if (!s.result) afterOperation(s, 'greece', 'greekOperation', false);
  return s;
}

/** Battles left on the mirror (both sides in one city or port), for old saves and tools. */
export function pendingBattles(board: SoloState['board']): { kind: 'land' | 'naval'; where: City }[] {
  checkBoard(board, { use: 'battle list', battles: CITIES });
  const out: { kind: 'land' | 'naval'; where: City }[] = [];
  for (const c of CITIES) if ((board.forces[c]?.greekFleets ?? 0) > 0 && (board.forces[c]?.persianFleets ?? 0) > 0) out.push({ kind: 'naval', where: c });
  for (const c of CITIES) if (armies(board, c, 'greece') > 0 && armies(board, c, 'persia') > 0) out.push({ kind: 'land', where: c });
  return out;
}
