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
 * decides (000 §10).
 */
import { CITIES, other, type Board, type City, type Side } from '../earth-water/types.js';
import { MAJORS, SCORE_LIMIT } from '../earth-water/map.js';
import { armies, controller, fleets, holdsBothEnemyMajors } from '../earth-water/board.js';
import { RuleError } from '../earth-water/errors.js';
import { applySupply } from '../earth-water/supply.js';
import { scoreExplain } from '../earth-water/scoring.js';
import { portraitPieces } from '../earth-water/portraits.js';
import type { BattleSetup, LightningEvent } from '../earth-water/battle.js';
import { d6, type Die } from '../core/dice.js';
import { cloneRng } from '../core/rng.js';
import { isStrategosError } from '../core/errors.js';
import { message, type Message, type MessageParam } from '../core/message.js';
import { applyChecked, changesBetween, checkChanges, mergeChanges, type BoardChange } from './changes.js';
import { persiaPreparation, type PreparationDecision } from './preparation.js';
import { persiaOperation, persiaOperationStep } from './operation.js';
import { persiaAttrition } from './attrition.js';
import { SOLO_SETUP, VICTORY, type RowRef } from './data.js';
import { cardsAvailable, discardCards, drawCards } from './deck.js';
import { battleCards, battleCities, battleSetupFor, isBattleEnd, persianBattle } from './battles.js';
import { checkGreekPreparation, coverLeader, greekPlayMessage, readGreekMove } from './greek.js';
import {
  GREEK_MOVE_EVENTS,
  GREEK_PREPARATION,
  type SoloAction,
  type SoloActionType,
  type SoloLogEntry,
  type SoloState,
} from './solo-state.js';
import { checkSoloState } from './solo-check.js';
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
 * The battle engine's setup for the battle owed now (src/earth-water/battle.ts `startBattle`):
 * the board, who attacks from where, the units, Persia never retreating, and the cards the
 * player holds among those that may be played (`hand`, default all of them; R-PA-15).
 */
export function owedBattleSetup(state: SoloState, hand?: readonly LightningEvent[]): BattleSetup {
  checkSoloState(state);
  const b = state.battles[0];
  if (!b) refuse('000 §7', 'persia.battle.none', 'no battle is owed', {});
  const offered = battleCards(state, b).greece;
  if (hand !== undefined && (!Array.isArray(hand) || !hand.every((e) => offered.includes(e)))) {
    refuse('000 §6.1', 'persia.battle.cards', `the cards that may be played in this battle are ${offered.join(', ') || 'none'} (R-PA-15)`, { offered: offered.join(', '), reading: 'R-PA-15' });
  }
  return battleSetupFor(state, b, hand === undefined ? undefined : { greece: [...hand], persia: [] });
}

// ---------------------------------------------------------------------------------------------

function refuse(rule: string, id: string, text: string, params: Record<string, MessageParam> = {}): never {
  throw new RuleError(rule, text, { id, params });
}

function log(s: SoloState, actor: Side, action: SoloActionType, summary: Message, reasons: Message[], changes: BoardChange[] = [], matched: RowRef[] = []): SoloLogEntry {
  const e: SoloLogEntry = { campaign: s.board.campaign, phase: s.phase, actor, action, summary, reasons, changes, matched };
  s.log.push(e);
  return e;
}

/** 004 §8: Persia wins the moment it controls both Greek major cities. */
function checkInstantWin(s: SoloState, action: SoloActionType): void {
  if (s.result || !holdsBothEnemyMajors(s.board, 'persia')) return;
  log(s, 'persia', action, message('persia.log.win', { winner: 'persia' }, VICTORY.section), [message('persia.result.instant', { cities: MAJORS.greece.join(', ') }, VICTORY.section)], [], [
    { table: 'victory', row: VICTORY.id },
  ]);
  s.result = { winner: 'persia', reason: message('persia.result.instant', { cities: MAJORS.greece.join(', ') }, VICTORY.section), rule: VICTORY.section, campaign: s.board.campaign, score: s.board.score };
  s.phase = 'over';
  s.battles = [];
}

function endOperations(s: SoloState, side: Side, action: SoloActionType, why: Message): void {
  log(s, side, action, message('persia.log.opsOver', {}, why.rule), [why]);
  s.phase = 'persianSupply';
  s.lastPass = null;
}

/** After an operation or a pass: the next player's turn, or the end of the phase (000 §4.3, §6.1). */
function afterOperation(s: SoloState, side: Side, action: SoloActionType, passed: boolean): void {
  s.operations++;
  if (passed && s.lastPass === other(side)) return endOperations(s, side, action, message('persia.ops.bothPassed', {}, '000 §4.3'));
  s.lastPass = passed ? side : null;
  if (s.persianCards === 0 && s.greekCards === 0) return endOperations(s, side, action, message('persia.ops.noCards', {}, '000 §6.1'));
  s.turn = other(side);
  if (s.turn === 'persia' && s.persiaDone) {
    // R-PA-8, as written: after its die 1 PERS.IA performs no more operations this campaign; on
    // each of its turns it passes (without a card to discard), and Greece plays on.
    log(s, 'persia', 'persianOperation', message('persia.log.pass', {}, '004 §5.3'), [message('persia.op.donePass', { reading: 'R-PA-8' }, '004 §5.3')]);
    s.operations++;
    s.lastPass = 'persia';
    s.turn = 'greece';
  }
}

function clampScore(n: number): number {
  return Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, n));
}

function copyBoard(b: Board): Board {
  const forces: Board['forces'] = {};
  for (const c of CITIES) {
    const here = b.forces[c];
    if (here) forces[c] = { ...here };
  }
  return { forces, bridge: b.bridge, campaign: b.campaign, score: b.score };
}

/** A copy safe to change: the log array is new, its entries (never changed) are shared. */
function copy(s: SoloState): SoloState {
  return {
    ...s,
    board: copyBoard(s.board),
    deck: { ...s.deck },
    portraits: { ...s.portraits },
    leaders: { ...s.leaders },
    options: { ...s.options },
    rng: cloneRng(s.rng),
    log: s.log.slice(),
    battles: s.battles.map((b) => ({ ...b })),
  };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The state after `action`. Throws a StrategosError (RuleError or PersiaInputError) naming the
 * rule when the state is not one the game can reach, the action is not possible now, or its data
 * is illegal; `state` is never modified.
 */
export function applySoloAction(state: SoloState, action: SoloAction): SoloState {
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

// ---------------------------------------------------------------------------------------------
// Battles
// ---------------------------------------------------------------------------------------------

const LIGHTNING_LEADERS: Partial<Record<LightningEvent, 'miltiades' | 'artemisia'>> = { miltiades: 'miltiades', artemisia: 'artemisia' };

function resolveBattle(s: SoloState, a: Extract<SoloAction, { type: 'resolveBattle' }>): SoloState {
  const battle = s.battles[0]!;
  const rule = battle.kind === 'land' ? '000 §7.1' : '000 §7.2';
  if ((a.kind !== undefined && a.kind !== battle.kind) || (a.where !== undefined && a.where !== battle.where)) {
    refuse(rule, 'persia.battle.notThis', `the battle to resolve now is the ${battle.kind} battle in ${battle.where}`, { kind: battle.kind, where: battle.where });
  }
  checkChanges(a.changes, rule);
  const delta = a.scoreDelta ?? 0;
  checkCount(delta, -1, 1, rule, 'the score moved by the battle (The Great King / Evangelion)');
  const offered = battleCards(s, battle).greece;
  const played = a.played ?? [];
  if (!Array.isArray(played) || played.length > Math.min(offered.length, s.greekCards) || new Set(played).size !== played.length || !played.every((e) => offered.includes(e))) {
    refuse('000 §6.1', 'persia.battle.cards', `the cards that may be played in this battle are ${offered.join(', ') || 'none'}, as many as the ${s.greekCards} in the Greek hand (R-PA-15)`, {
      offered: offered.join(', '),
      hand: s.greekCards,
      reading: 'R-PA-15',
    });
  }
  if (a.leaderFrom !== undefined) checkCity(a.leaderFrom, 'the city whose army goes on the portrait');
  const changes = mergeChanges(a.changes);
  const before = s.board;
  let after = applyChecked(before, changes);
  after = { ...after, score: clampScore(after.score + delta) };

  // Plain reasons first; the battle engine has the last word.
  for (const c of changes) {
    if ('bridge' in c) {
      if (c.bridge || battle.where !== 'Abydos' || battle.kind !== 'land' || controller(after, 'Abydos') !== 'greece') {
        refuse('000 §7.1', 'persia.battle.bridge', 'the bridge may go only when Greece gains control of Abydos in a land battle there (R-PA-19)', { reading: 'R-PA-19' });
      }
    } else if (c.kind.startsWith('persian') && (c.delta > 0 || c.city !== battle.where)) {
      refuse('004 §3 C', 'persia.battle.neverRetreats', 'the Persians never retreat: remove their losses in the battle city only', { where: battle.where });
    }
  }
  const w = battle.where;
  const stillBoth =
    (armies(after, w, 'greece') > 0 && armies(after, w, 'persia') > 0) || (fleets(after, w, 'greece') > 0 && fleets(after, w, 'persia') > 0);
  if (stillBoth) refuse(rule, 'persia.battle.notOver', `the battle ends only when one side is gone from ${battle.where}`, { where: battle.where });
  const setup = battleSetupFor(s, battle, { greece: played, persia: [] });
  if (!isBattleEnd(setup, after, played)) {
    refuse(rule, 'persia.battle.impossible', `this battle in ${battle.where} cannot end with that board: check the losses, the retreat and the score`, { where: battle.where, kind: battle.kind });
  }
  let board = after;
  let leaders = s.leaders;
  for (const ev of played) {
    const leader = LIGHTNING_LEADERS[ev];
    if (leader) ({ board, leaders } = coverLeader({ board, leaders }, board, leader, leader === 'miltiades' ? a.leaderFrom : undefined));
  }
  const rest = s.battles.slice(1);
  checkBoard(board, { use: 'battle result', battles: battleCities(rest), offMap: portraitPieces(leaders) });
  s.board = board;
  s.leaders = leaders;
  s.battles = rest;
  s.greekCards -= played.length;
  s.deck = discardCards(s.deck, played.length);
  const holder = controller(board, battle.where);
  const reasons: Message[] = [message('persia.battle.result', { kind: battle.kind, where: battle.where, attacker: battle.attacker, holder }, rule)];
  if (battle.attacker === 'persia') reasons.push(message('persia.battle.persiaStays', {}, '004 §3 C'));
  for (const ev of played) reasons.push(message('persia.battle.card', { event: ev, reading: 'R-PA-15' }, '000 §6.1'));
  if (before.bridge && !board.bridge) reasons.push(message('persia.battle.bridgeGone', { reading: 'R-PA-19' }, '000 §7.1'));
  if (delta !== 0) reasons.push(message('persia.battle.score', { delta, score: board.score }, battle.event === 'evangelion' ? 'card 10 Evangelion' : rule));
  log(s, 'greece', 'resolveBattle', message('persia.log.battle', { kind: battle.kind, where: battle.where, holder }, rule), reasons, changesBetween(before, board));
  checkInstantWin(s, 'resolveBattle');
  return s;
}

// ---------------------------------------------------------------------------------------------
// Supply and scoring
// ---------------------------------------------------------------------------------------------

function persianSupply(s: SoloState): SoloState {
  const d = persiaAttrition(s.board, s.persianCards, { seaSupply: s.options.seaSupply });
  s.deck = discardCards(s.deck, s.persianCards);
  s.persianCards = 0;
  s.board = d.board;
  const removed = d.changes.reduce((n, c) => n + ('delta' in c ? -c.delta : 0), 0);
  const e = log(s, 'persia', 'persianSupply', message('persia.log.supply', { cards: d.cardsDiscarded, removed }, '004 §6'), d.reasons, d.changes, d.matched);
  s.phase = 'greekSupply';
  s.onTable = s.log.indexOf(e);
  return s;
}

function greekSupply(s: SoloState, removals: unknown, keep: unknown): SoloState {
  const max = Math.min(GREEK_PREPARATION.keepCards, s.greekCards);
  checkCount(keep, 0, max, '000 §8.1', 'cards Greece keeps');
  if (!isObject(removals)) refuse('000 §8.2', 'persia.input.removals', `removals must map cities to armies, got ${show(removals)}`, { got: show(removals) });
  const before = s.board;
  s.board = applySupply(s.board, 'greece', removals as Partial<Record<City, number>>, { seaSupply: s.options.seaSupply });
  s.deck = discardCards(s.deck, s.greekCards - keep);
  s.greekCards = keep;
  const changes = changesBetween(before, s.board);
  const removed = changes.reduce((n, c) => n + ('delta' in c ? -c.delta : 0), 0);
  log(s, 'greece', 'greekSupply', message('persia.log.greekSupply', { kept: keep, removed }, '000 §8'), [
    message('persia.greek.keep', { kept: keep }, '000 §8.1'),
    message('persia.greek.attrition', { removed }, '000 §8.2'),
  ], changes);
  s.phase = 'scoring';
  return s;
}

function scoring(s: SoloState): SoloState {
  const sc = scoreExplain(s.board, { edition: s.options.edition });
  const reasons: Message[] = [];
  for (const c of sc.cities) {
    if (c.controller === null) continue;
    const emptyMajor = armies(s.board, c.city, c.controller) === 0;
    const p: Record<string, MessageParam> = { city: c.city, side: c.controller, points: c.points, empty: emptyMajor };
    if (emptyMajor && c.controller === 'persia') p.reading = 'R-PA-17';
    reasons.push(message('persia.score.city', p, emptyMajor ? '000 §3' : c.rule));
  }
  const leader: Side | null = sc.score > 0 ? 'persia' : sc.score < 0 ? 'greece' : null;
  reasons.push(message('persia.score.total', { persia: sc.persia, greece: sc.greece, difference: sc.difference, before: sc.before, after: sc.score, clamped: sc.clamped }, '000 §4.5'));
  reasons.push(message('persia.score.marker', { space: Math.abs(sc.score), side: leader }, '000 §4.5'));
  s.board = { ...s.board, score: sc.score };
  if (sc.automaticVictory) {
    s.result = { winner: sc.automaticVictory, reason: message('persia.result.automatic', { winner: sc.automaticVictory }, '000 §9'), rule: '000 §9', campaign: s.board.campaign, score: sc.score };
  } else if (s.board.campaign >= VICTORY.lastCampaign) {
    s.result = leader
      ? { winner: leader, reason: message('persia.result.score', { winner: leader, score: Math.abs(sc.score) }, '000 §10'), rule: '000 §10', campaign: s.board.campaign, score: sc.score }
      : { winner: null, reason: message('persia.result.tie', {}, '000 §10'), rule: '000 §10', campaign: s.board.campaign, score: sc.score };
  }
  if (s.result) reasons.push(message('persia.score.gameOver', { campaign: s.board.campaign }, s.result.rule));
  else reasons.push(message('persia.score.campaign', { from: s.board.campaign, to: s.board.campaign + 1 }, '000 §4.1'));
  const e = log(s, 'persia', 'scoring', message('persia.log.scoring', { score: Math.abs(sc.score), side: leader }, '000 §9'), reasons);
  s.onTable = s.log.indexOf(e);
  if (s.result) s.phase = 'over';
  else {
    s.board = { ...s.board, campaign: s.board.campaign + 1 };
    s.phase = 'persianPreparation';
    s.turn = 'persia';
    s.lastPass = null;
    s.persiaDone = false;
  }
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
