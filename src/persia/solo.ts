/**
 * The solo game against PERS.IA as a pure state machine for the PERS.IA screen:
 * `newSoloGame(seed)`, `soloActions(state)` (what may be done now), `applySoloAction(state, a)`
 * (throws a RuleError on an illegal action and leaves the state untouched).
 *
 * The app decides every Persian step (004 §4–§6) and applies it to the mirror; the Greek
 * player tells the app what they did at the table (preparation, each operation, each battle's
 * result, their supply choice). Campaigns run 3 → 5 (004 §2), each: Persian preparation →
 * Greek preparation → operations (Persia first, alternating; two passes in succession end it,
 * 000 §4.3) → Persian supply → Greek supply → scoring (000 §9). Persia wins at once on holding
 * both Greek majors (004 §8); either side wins at scoring on holding both enemy majors (000 §9);
 * after campaign 5 the score decides (000 §10).
 */
import { CITIES, type Board, type City, type Side, other } from '../earth-water/types.js';
import { MAP, MAJORS, PIECES, SCORE_LIMIT } from '../earth-water/map.js';
import { armies, controller, fleets, holdsBothEnemyMajors, soloSetup, total } from '../earth-water/board.js';
import { RuleError } from '../earth-water/errors.js';
import { applySupply, supplyReport, type SeaSupplyMode } from '../earth-water/supply.js';
import { scoreCampaign, type Edition } from '../earth-water/scoring.js';
import { validateBoard } from '../earth-water/validate.js';
import { seedRng, type RngState } from '../core/rng.js';
import { d6, isDie, type Die } from '../core/dice.js';
import { applyChanges, describeChange, type BoardChange } from './changes.js';
import { persiaPreparation } from './preparation.js';
import { persiaNeedsDie, persiaOperation, type OperationDecision } from './operation.js';
import { persiaAttrition } from './attrition.js';
import { PLACEMENT, SOLO_SETUP, VICTORY, readingText, type King, type PlacementReading, type RowRef } from './data.js';

export type SoloPhase =
  | 'persianPreparation'
  | 'greekPreparation'
  | 'operations'
  | 'persianSupply'
  | 'greekSupply'
  | 'scoring'
  | 'over';

export type SoloAction =
  /** Run the PERS.IA preparation (004 §4). `cardsDrawn`: fewer when the deck ran short (000 §5.4). */
  | { type: 'persianPreparation'; cardsDrawn?: number }
  /** The player reports that Persia drew Sudden Death of the Great King (000 §5.3). */
  | { type: 'suddenDeath' }
  /** The Greek preparation (000 §5.2): cards bought and pieces placed. */
  | { type: 'greekPreparation'; cards: number; changes: BoardChange[] }
  /** One PERS.IA operation (004 §5); `die` = a physical die, else the seeded one. */
  | { type: 'persianOperation'; die?: Die }
  /**
   * A Greek operation played at the table (a card: movement or event), as mirror edits.
   * `handAfter`: the Greek hand size after it, when an event changed it beyond the card played
   * (Oracle of Delphi, Mines of Laurion); default one card less.
   */
  | { type: 'greekOperation'; changes: BoardChange[]; handAfter?: number }
  | { type: 'greekPass' }
  /** The result of the battle pending in `where`, as mirror edits (Persia never retreats, 004 §3 C). */
  | { type: 'resolveBattle'; kind: 'land' | 'naval'; where: City; changes: BoardChange[]; scoreDelta?: number }
  | { type: 'persianSupply' }
  /** The Greek supply (000 §8): armies removed for capacity, and the cards kept (≤ 4). */
  | { type: 'greekSupply'; removals: Partial<Record<City, number>>; keepCards: number }
  | { type: 'scoring' };

export type SoloActionType = SoloAction['type'];

export interface SoloLogEntry {
  campaign: number;
  phase: SoloPhase;
  actor: Side;
  action: SoloActionType;
  summary: string;
  reasons: string[];
  changes: BoardChange[];
  matched: RowRef[];
  /** The die PERS.IA rolled (or the physical die entered), only when step 3 was reached. */
  die?: Die;
  /** A Persian operation's decision (what moved where, the battle that follows, the readings used). */
  decision?: Pick<OperationDecision, 'action' | 'from' | 'to' | 'count' | 'path' | 'battle' | 'greekDiscard' | 'readings'>;
}

export interface SoloResult {
  winner: Side | null;
  reason: string;
  rule: string;
  campaign: number;
  score: number;
}

export interface SoloOptions {
  edition?: Edition;
  seaSupply?: SeaSupplyMode;
  /** Where die 6 places (R-PA-9); default 'free'. */
  placement?: PlacementReading;
}

export interface SoloState {
  version: 1;
  board: Board;
  phase: SoloPhase;
  /** Whose operation it is (meaningful in 'operations'). */
  turn: Side;
  /** The side whose pass was the last action of the operations phase, if the last action was a pass. */
  lastPass: Side | null;
  persianCards: number;
  greekCards: number;
  /** A cube on the king's portrait (000 §5.3); both are covered at the solo set-up (004 §2). */
  portraits: Record<King, boolean>;
  /** Operations played this campaign (both sides). */
  operations: number;
  options: Required<SoloOptions>;
  rng: RngState;
  log: SoloLogEntry[];
  result: SoloResult | null;
}

/** Greek preparation prices and limits (000 §5.2). */
export const GREEK_PREPARATION = {
  section: '000 §5.2',
  talents: 6,
  card: 1,
  army: 1,
  fleet: 1,
  maxCards: 6,
  maxFleets: 2,
  /** 000 §8.1: the Greek player may keep up to 4 cards. */
  keepCards: 4,
} as const;

/** A fresh solo game (004 §2): campaign 3, score Persia 2, both portraits covered. */
export function newSoloGame(seed: number | string, options: SoloOptions = {}): SoloState {
  const board = soloSetup();
  return {
    version: 1,
    board,
    phase: 'persianPreparation',
    turn: 'persia',
    lastPass: null,
    persianCards: 0,
    greekCards: 0,
    portraits: { ...SOLO_SETUP.portraits },
    operations: 0,
    options: {
      edition: options.edition ?? 'en',
      seaSupply: options.seaSupply ?? 'lenient',
      placement: options.placement ?? PLACEMENT.default,
    },
    rng: seedRng(seed),
    log: [
      {
        campaign: board.campaign,
        phase: 'persianPreparation',
        actor: 'persia',
        action: 'persianPreparation',
        summary: 'Solo set-up',
        reasons: [
          `${SOLO_SETUP.section}: campaign marker on ${SOLO_SETUP.campaign}, score 2 for Persia, 3 armies and 2 fleets in Abydos and in Ephesos, the bridge built, an army on the Darius and Xerxes portraits.`,
          '004 §3 A: the Persians have no unit limit.',
        ],
        changes: [],
        matched: [{ table: 'setup', row: SOLO_SETUP.id }],
      },
    ],
    result: null,
  };
}

/** Battles left to fight on the mirror: a port with both sides' fleets, a city with both sides' armies. */
export function pendingBattles(board: Board): { kind: 'land' | 'naval'; where: City }[] {
  const out: { kind: 'land' | 'naval'; where: City }[] = [];
  for (const c of CITIES) if (fleets(board, c, 'greece') > 0 && fleets(board, c, 'persia') > 0) out.push({ kind: 'naval', where: c });
  for (const c of CITIES) if (armies(board, c, 'greece') > 0 && armies(board, c, 'persia') > 0) out.push({ kind: 'land', where: c });
  return out;
}

/** The kinds of action possible now (the UI offers these; Greek ones carry the player's edits). */
export function soloActions(state: SoloState): SoloActionType[] {
  if (state.result) return [];
  // A battle on the mirror is fought out before anything else (000 §7), even when the
  // operation that caused it was the last of the phase.
  if (pendingBattles(state.board).length > 0) return ['resolveBattle'];
  switch (state.phase) {
    case 'persianPreparation':
      return ['persianPreparation'];
    case 'greekPreparation':
      return ['suddenDeath', 'greekPreparation'];
    case 'operations':
      if (state.turn === 'persia') return ['persianOperation'];
      return state.greekCards > 0 ? ['greekOperation', 'greekPass'] : ['greekPass'];
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

// ---------------------------------------------------------------------------------------------

function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

function checkChanges(changes: unknown, rule: string): asserts changes is BoardChange[] {
  if (!Array.isArray(changes)) throw new RuleError(rule, 'changes must be a list');
  for (const c of changes) {
    if (typeof c !== 'object' || c === null) throw new RuleError(rule, 'each change must be an object');
    if ('bridge' in c) {
      if (typeof (c as { bridge: unknown }).bridge !== 'boolean') throw new RuleError(rule, 'bridge must be true or false');
      continue;
    }
    const { city, kind, delta } = c as { city: unknown; kind: unknown; delta: unknown };
    if (!(CITIES as readonly unknown[]).includes(city)) throw new RuleError(rule, `"${String(city)}" is not a city`);
    if (!['greekArmies', 'persianArmies', 'greekFleets', 'persianFleets'].includes(kind as string)) {
      throw new RuleError(rule, `"${String(kind)}" is not a kind of piece`);
    }
    if (typeof delta !== 'number' || !Number.isInteger(delta) || delta === 0) {
      throw new RuleError(rule, 'delta must be a whole number other than 0');
    }
  }
}

function applyChecked(board: Board, changes: BoardChange[], rule: string): Board {
  let b: Board;
  try {
    b = applyChanges(board, changes);
  } catch (e) {
    throw new RuleError(rule, (e as Error).message);
  }
  const errors = validateBoard(b, { solo: true }).filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new RuleError(errors[0]!.rule, errors[0]!.message);
  return b;
}

function log(s: SoloState, actor: Side, action: SoloActionType, summary: string, reasons: string[], changes: BoardChange[] = [], matched: RowRef[] = [], die?: Die): void {
  const e: SoloLogEntry = { campaign: s.board.campaign, phase: s.phase, actor, action, summary, reasons, changes, matched };
  if (die !== undefined) e.die = die;
  s.log.push(e);
}

/** 004 §8: Persia wins the moment it controls both Greek major cities. */
function checkInstantWin(s: SoloState, action: SoloActionType): void {
  if (s.result || !holdsBothEnemyMajors(s.board, 'persia')) return;
  log(s, 'persia', action, 'Persia wins', [`${VICTORY.section}: ${VICTORY.text}`], [], [{ table: 'victory', row: VICTORY.id }]);
  s.result = {
    winner: 'persia',
    reason: `Persia controls ${MAJORS.greece.join(' and ')}: ${VICTORY.text}`,
    rule: VICTORY.section,
    campaign: s.board.campaign,
    score: s.board.score,
  };
  s.phase = 'over';
}

function endOperations(s: SoloState, side: Side, action: SoloActionType, why: string): void {
  log(s, side, action, 'Operations phase over', [why]);
  s.phase = 'persianSupply';
  s.lastPass = null;
}

/** After an operation or a pass: next player's turn, or the end of the phase (000 §4.3, §6.1). */
function afterOperation(s: SoloState, side: Side, action: SoloActionType, passed: boolean): void {
  s.operations++;
  if (passed && s.lastPass === other(side)) {
    endOperations(s, side, action, `000 §4.3: both players passed in succession — the operations phase ends.`);
    return;
  }
  s.lastPass = passed ? side : null;
  if (s.persianCards === 0 && s.greekCards === 0) {
    endOperations(s, side, action, '000 §6.1: neither player has a card left — the operations phase ends.');
    return;
  }
  s.turn = other(side);
}

/** Greek piece placement (000 §5.2): own major or a city it controls; fleets not beside an enemy fleet. */
function checkGreekPreparation(board: Board, cards: unknown, changes: BoardChange[]): void {
  const rule = GREEK_PREPARATION.section;
  if (typeof cards !== 'number' || !Number.isInteger(cards) || cards < 0 || cards > GREEK_PREPARATION.maxCards) {
    throw new RuleError(rule, `cards bought must be a whole number from 0 to ${GREEK_PREPARATION.maxCards}`);
  }
  let armiesBought = 0;
  let fleetsBought = 0;
  for (const c of changes) {
    if ('bridge' in c) throw new RuleError(rule, 'the Greeks cannot build a pontoon bridge');
    if (c.delta < 0 || (c.kind !== 'greekArmies' && c.kind !== 'greekFleets')) {
      throw new RuleError(rule, `a preparation only adds Greek pieces (${describeChange(c)})`);
    }
    if (controller(board, c.city) !== 'greece') {
      throw new RuleError(rule, `${c.city} is neither a Greek major city free of enemy armies nor a city Greece controls`);
    }
    if (c.kind === 'greekArmies') armiesBought += c.delta;
    else {
      if (!MAP[c.city].port) throw new RuleError(rule, `${c.city} has no port`);
      if (fleets(board, c.city, 'persia') > 0) throw new RuleError(rule, `a Persian fleet is in the port of ${c.city}: no new fleet there`);
      fleetsBought += c.delta;
    }
  }
  if (fleetsBought > GREEK_PREPARATION.maxFleets) throw new RuleError(rule, `at most ${GREEK_PREPARATION.maxFleets} fleets per preparation`);
  const cost = cards * GREEK_PREPARATION.card + armiesBought * GREEK_PREPARATION.army + fleetsBought * GREEK_PREPARATION.fleet;
  if (cost > GREEK_PREPARATION.talents) {
    throw new RuleError(rule, `that costs ${cost} talents; Greece has ${GREEK_PREPARATION.talents}`);
  }
}

/** Mirror edits of a Greek operation: Persian pieces may only be removed (by a Greek event). */
function checkGreekOperation(changes: BoardChange[]): void {
  for (const c of changes) {
    if ('bridge' in c) {
      if (c.bridge) throw new RuleError('000 §5.2', 'the Greeks cannot build a pontoon bridge');
      continue;
    }
    if ((c.kind === 'persianArmies' || c.kind === 'persianFleets') && c.delta > 0) {
      throw new RuleError('004 §5', `only PERS.IA adds Persian pieces (${describeChange(c)})`);
    }
  }
}

/** A battle's result: Persia loses pieces only where it fought (never retreats, 004 §3 C). */
function checkBattle(s: SoloState, a: Extract<SoloAction, { type: 'resolveBattle' }>): Board {
  const rule = a.kind === 'land' ? '000 §7.1' : '000 §7.2';
  const pending = pendingBattles(s.board);
  const first = pending[0];
  if (!first || first.kind !== a.kind || first.where !== a.where) {
    throw new RuleError(rule, first ? `the battle to resolve now is the ${first.kind} battle in ${first.where}` : 'no battle is pending');
  }
  checkChanges(a.changes, rule);
  const armyKind = a.kind === 'land' ? 'Armies' : 'Fleets';
  let removedGreek = 0;
  let addedGreek = 0;
  for (const c of a.changes) {
    if ('bridge' in c) {
      if (c.bridge || a.where !== 'Abydos') throw new RuleError('000 §7.1', 'only a Greek victory in Abydos may destroy the bridge');
      continue;
    }
    if (c.kind.startsWith('persian')) {
      if (c.delta > 0 || c.city !== a.where) throw new RuleError('004 §3 C', 'the Persians never retreat: remove their losses in the battle city only');
    } else if (c.city === a.where) {
      if (c.delta > 0) throw new RuleError(rule, 'a battle never adds pieces');
      removedGreek -= c.delta;
    } else {
      if (c.delta < 0) throw new RuleError(rule, `a battle in ${a.where} cannot remove pieces in ${c.city}`);
      addedGreek += c.delta;
    }
  }
  if (addedGreek > removedGreek) throw new RuleError(rule, 'more Greek pieces retreat than left the battle');
  const d = a.scoreDelta ?? 0;
  if (!Number.isInteger(d) || Math.abs(d) > 1) throw new RuleError(rule, 'a battle moves the score by at most 1 (The Great King / Evangelion)');
  let b = applyChecked(s.board, a.changes, rule);
  if (a.changes.some((c) => 'bridge' in c) && controller(b, 'Abydos') !== 'greece') {
    throw new RuleError('000 §7.1', 'the bridge may be destroyed only when Greece gains control of Abydos');
  }
  const k = a.kind === 'land' ? armies : fleets;
  if (k(b, a.where, 'greece') > 0 && k(b, a.where, 'persia') > 0) {
    throw new RuleError(rule, `the battle ends only when one side's ${armyKind.toLowerCase()} are gone from ${a.where}`);
  }
  b = { ...b, score: Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, b.score + d)) };
  return b;
}

/**
 * The state after `action`. Throws a RuleError naming the rule when the action is not possible
 * now or its data is illegal; `state` is never modified.
 */
export function applySoloAction(state: SoloState, action: SoloAction): SoloState {
  const allowed = soloActions(state);
  if (!action || typeof action !== 'object' || !allowed.includes(action.type)) {
    throw new RuleError(
      state.result ? '000 §10' : '004 §5',
      `not possible now (${state.phase}${state.phase === 'operations' ? `, ${state.turn === 'persia' ? 'Persian' : 'Greek'} turn` : ''}): ${
        action && typeof action === 'object' ? action.type : String(action)
      }; possible: ${allowed.join(', ') || 'nothing (the game is over)'}`,
    );
  }
  // The log is append-only and its entries are never changed: copy the array, not the entries.
  const s: SoloState = { ...clone({ ...state, log: [] }), log: state.log.slice() };
  switch (action.type) {
    case 'persianPreparation': {
      const d = persiaPreparation(s.board);
      const drawn = action.cardsDrawn ?? d.cards;
      if (!Number.isInteger(drawn) || drawn < 0 || drawn > d.cards) {
        throw new RuleError('000 §5.4', `cards drawn must be 0–${d.cards}`);
      }
      s.board = applyChanges(s.board, d.changes);
      s.persianCards += drawn;
      const reasons = [...d.reasons];
      if (drawn < d.cards) reasons.push(`000 §5.4: the draw pile ran out — Persia drew ${drawn} of ${d.cards}; the talents are spent all the same.`);
      log(s, 'persia', action.type, `Situation ${d.situation}: ${drawn} cards${d.bridge ? ', bridge' : ''}${d.fleets.length ? `, fleets ${d.fleets.join(', ')}` : ''}${d.armies.length ? `, ${d.armies.length} armies` : ''}`, reasons, d.changes, d.matched);
      s.phase = 'greekPreparation';
      return s;
    }
    case 'suddenDeath': {
      log(s, 'persia', action.type, 'Sudden Death of the Great King: no effect', [
        `000 §5.3: "The Sudden Death event cannot occur again" — ${readingText('R-PA-13')}; the card stays in the Persian hand as a card for movement.`,
      ]);
      return s;
    }
    case 'greekPreparation': {
      checkChanges(action.changes, GREEK_PREPARATION.section);
      checkGreekPreparation(s.board, action.cards, action.changes);
      s.board = applyChecked(s.board, action.changes, GREEK_PREPARATION.section);
      s.greekCards += action.cards;
      log(s, 'greece', action.type, `Greek preparation: ${action.cards} cards`, [`${GREEK_PREPARATION.section}: ${action.changes.map(describeChange).join('; ') || 'no piece raised'}.`], action.changes);
      s.phase = 'operations';
      s.turn = 'persia';
      s.lastPass = null;
      s.operations = 0;
      return s;
    }
    case 'persianOperation': {
      // The die is rolled only when step 3 is reached (004 §5.1, §5.2 need none).
      const needed = persiaNeedsDie(s.board, s.persianCards);
      let die: Die | undefined;
      if (action.die !== undefined) {
        if (!isDie(action.die)) throw new RuleError('004 §5.3', `a die shows 1–6, got ${String(action.die)}`);
        if (needed) die = action.die;
      } else if (needed) die = d6(s.rng);
      // Without step 3 the face is never read: any face gives the same decision.
      const d = persiaOperation(s.board, die ?? 1, s.persianCards, { placement: s.options.placement ?? PLACEMENT.default });
      s.board = applyChanges(s.board, d.changes);
      if (d.discard) s.persianCards--;
      const reasons = [...d.reasons];
      if (d.greekDiscard) {
        if (s.greekCards > 0) s.greekCards--;
        else reasons.push('004 §5.3: you have no card left — the army is destroyed anyway.');
      }
      log(s, 'persia', action.type, summarise(d), reasons, d.changes, d.matched, die);
      const entry = s.log[s.log.length - 1]!;
      entry.decision = { action: d.action, greekDiscard: d.greekDiscard, readings: d.readings };
      if (d.from) entry.decision.from = d.from;
      if (d.to) entry.decision.to = d.to;
      if (d.count !== undefined) entry.decision.count = d.count;
      if (d.path) entry.decision.path = d.path;
      if (d.battle) entry.decision.battle = d.battle;
      checkInstantWin(s, action.type);
      if (!s.result) afterOperation(s, 'persia', action.type, d.action === 'pass');
      return s;
    }
    case 'greekOperation': {
      checkChanges(action.changes, '000 §6.3');
      checkGreekOperation(action.changes);
      s.board = applyChecked(s.board, action.changes, '000 §6.3');
      if (action.handAfter !== undefined) {
        const max = 16 - s.persianCards; // 16 cards in the game (000 §2.3)
        if (!Number.isInteger(action.handAfter) || action.handAfter < 0 || action.handAfter > max) {
          throw new RuleError('000 §2.3', `the Greek hand holds 0–${max} cards (16 in the game, ${s.persianCards} with Persia)`);
        }
        s.greekCards = action.handAfter;
      } else s.greekCards--;
      log(s, 'greece', action.type, 'Greek operation', [`000 §6.1: ${action.changes.map(describeChange).join('; ') || 'a card played with no change on the board'}.`], action.changes);
      checkInstantWin(s, action.type);
      if (!s.result) afterOperation(s, 'greece', action.type, false);
      return s;
    }
    case 'greekPass': {
      log(s, 'greece', action.type, 'Greek pass', ['000 §6.1: Greece passes.']);
      afterOperation(s, 'greece', action.type, true);
      return s;
    }
    case 'resolveBattle': {
      const b = checkBattle(s, action);
      s.board = b;
      log(s, 'greece', action.type, `${action.kind === 'land' ? 'Land' : 'Naval'} battle in ${action.where}`, [
        `${action.kind === 'land' ? '000 §7.1' : '000 §7.2'}: ${action.changes.map(describeChange).join('; ')}; the Persians never retreat (004 §3 C).`,
      ], action.changes);
      checkInstantWin(s, action.type);
      return s;
    }
    case 'persianSupply': {
      const d = persiaAttrition(s.board, s.persianCards, { seaSupply: s.options.seaSupply });
      s.board = d.board;
      s.persianCards = 0;
      log(s, 'persia', action.type, `Persian supply: ${d.changes.map(describeChange).join('; ') || 'nothing removed'}`, d.reasons, d.changes, d.matched);
      s.phase = 'greekSupply';
      return s;
    }
    case 'greekSupply': {
      const keep = action.keepCards;
      if (!Number.isInteger(keep) || keep < 0 || keep > Math.min(GREEK_PREPARATION.keepCards, s.greekCards)) {
        throw new RuleError('000 §8.1', `Greece keeps 0–${Math.min(GREEK_PREPARATION.keepCards, s.greekCards)} cards`);
      }
      const before = s.board;
      s.board = applySupply(s.board, 'greece', action.removals ?? {}, { seaSupply: s.options.seaSupply });
      s.greekCards = keep;
      const changes: BoardChange[] = [];
      for (const c of CITIES) {
        const d = armies(s.board, c, 'greece') - armies(before, c, 'greece');
        if (d !== 0) changes.push({ city: c, kind: 'greekArmies', delta: d });
      }
      log(s, 'greece', action.type, 'Greek supply', [`000 §8.1: Greece keeps ${keep} cards.`, `000 §8.2: ${changes.map(describeChange).join('; ') || 'no army removed'}.`], changes);
      s.phase = 'scoring';
      return s;
    }
    case 'scoring': {
      const sc = scoreCampaign(s.board, { edition: s.options.edition });
      const reasons = [`000 §9: Persia ${sc.persia}, Greece ${sc.greece} — the marker goes from ${s.board.score} to ${sc.score}.`];
      s.board = { ...s.board, score: sc.score };
      if (sc.automaticVictory) {
        s.result = {
          winner: sc.automaticVictory,
          reason: `${sc.automaticVictory === 'persia' ? 'Persia' : 'Greece'} controls both enemy major cities at scoring`,
          rule: '000 §9',
          campaign: s.board.campaign,
          score: sc.score,
        };
      } else if (s.board.campaign >= VICTORY.lastCampaign) {
        const w: Side | null = sc.score > 0 ? 'persia' : sc.score < 0 ? 'greece' : null;
        s.result = {
          winner: w,
          reason: w ? `the fifth campaign is over; ${w === 'persia' ? 'Persia' : 'Greece'} has the score advantage` : 'the fifth campaign is over with the score at 0: a tie',
          rule: '000 §10',
          campaign: s.board.campaign,
          score: sc.score,
        };
      }
      log(s, 'persia', action.type, `Scoring: ${sc.score}`, reasons);
      if (s.result) s.phase = 'over';
      else {
        s.board = { ...s.board, campaign: s.board.campaign + 1 };
        s.phase = 'persianPreparation';
        s.turn = 'persia';
        s.lastPass = null;
      }
      return s;
    }
  }
}

function summarise(d: ReturnType<typeof persiaOperation>): string {
  switch (d.action) {
    case 'pass':
      return 'Persia passes';
    case 'defend':
    case 'move':
      return `${d.action === 'defend' ? 'Defence' : 'Move'}: ${d.count} from ${d.from} to ${d.to}`;
    case 'destroyArmy':
      return `Destroy a Greek army in ${d.to}`;
    case 'destroyFleet':
      return `Destroy a Greek fleet at ${d.to}; a Persian fleet takes its place`;
    case 'placeFleetAndArmy':
      return `Place ${d.changes.length === 2 ? 'a fleet and an army' : 'an army'} in ${d.to}`;
  }
}

/**
 * Everything that must hold in any solo state reachable through `applySoloAction` (the fuzz
 * test checks it after every step): a valid board with the Greek piece limits, no battle left
 * once the operations are over, counts in range, the phase consistent with the result.
 */
export function soloInvariants(s: SoloState): string[] {
  const out: string[] = [];
  for (const p of validateBoard(s.board, { solo: true })) if (p.severity === 'error') out.push(`${p.rule}: ${p.message}`);
  if (total(s.board, 'greekArmies') > PIECES.greekArmies) out.push('too many Greek armies');
  if (total(s.board, 'greekFleets') > PIECES.greekFleets) out.push('too many Greek fleets');
  if (!Number.isInteger(s.persianCards) || s.persianCards < 0) out.push(`persianCards ${s.persianCards}`);
  if (!Number.isInteger(s.greekCards) || s.greekCards < 0) out.push(`greekCards ${s.greekCards}`);
  if (s.board.campaign < SOLO_SETUP.campaign || s.board.campaign > VICTORY.lastCampaign) out.push(`campaign ${s.board.campaign}`);
  if ((s.result === null) === (s.phase === 'over')) out.push('phase "over" exactly when there is a result');
  if (s.phase !== 'operations' && s.phase !== 'persianSupply' && !s.result && pendingBattles(s.board).length > 0) {
    out.push('a battle left outside the operations phase');
  }
  if (!s.portraits.darius || !s.portraits.xerxes) out.push('a portrait uncovered in the solo game');
  if (s.result?.winner === 'persia' && s.result.rule === VICTORY.section && !holdsBothEnemyMajors(s.board, 'persia')) {
    out.push('instant Persian victory without both Greek majors');
  }
  if (!s.result && holdsBothEnemyMajors(s.board, 'persia')) out.push('Persia holds both Greek majors but has not won (004 §8)');
  if (s.phase === 'greekSupply' && s.persianCards !== 0) out.push('Persia kept a card (004 §6 A)');
  if (s.phase === 'persianSupply' || s.phase === 'greekSupply' || s.phase === 'scoring') {
    if (s.phase !== 'persianSupply' && supplyReport(s.board, 'persia', { seaSupply: s.options.seaSupply }).cutOff.length > 0) {
      out.push('Persian armies out of supply after the Persian supply phase');
    }
  }
  return out;
}
