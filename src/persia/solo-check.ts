/**
 * Is this a solo state the game can reach? `checkSoloState` refuses anything else before the
 * flow decides a thing (a saved game edited by hand, a state a bug produced): a PersiaInputError
 * naming the field and the problem. `soloInvariants` lists, for tests, everything that must hold
 * after every step — the same checks plus those only a whole game can break.
 */
import { CITIES, type City } from '../earth-water/types.js';
import { MAJORS, LAST_CAMPAIGN } from '../earth-water/map.js';
import { holdsBothEnemyMajors } from '../earth-water/board.js';
import { supplyReport } from '../earth-water/supply.js';
import { portraitPieces } from '../earth-water/portraits.js';
import { startBattle } from '../earth-water/battle.js';
import { isRngState } from '../core/rng.js';
import { isDie } from '../core/dice.js';
import { isStrategosError, readingInput } from '../core/errors.js';
import { battleSetupFor } from './battles.js';
import { VICTORY } from './data.js';
import { GREEK_LEADERS, GREEK_MOVE_EVENTS, GREEK_PREPARATION, readSoloOptions, type OwedBattle, type SoloState } from './solo-state.js';
import { CARDS_IN_GAME, PersiaInputError, checkBoard, checkCount, show } from './validate.js';

const PHASES = ['persianPreparation', 'greekPreparation', 'operations', 'persianSupply', 'greekSupply', 'scoring', 'over'] as const;
const SIDES = ['greece', 'persia'] as const;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCity = (x: unknown): x is City => typeof x === 'string' && (CITIES as readonly string[]).includes(x);
const isMessage = (x: unknown): boolean => isObject(x) && typeof x.id === 'string' && (x.params === undefined || isObject(x.params));

function bad(field: string, problem: string): never {
  throw new PersiaInputError('004 §2', `not a solo game PERS.IA can play: ${field} ${problem}`, 'persia.input.state', { field, problem });
}

function checkBattle(b: unknown, i: number, logLength: number): asserts b is OwedBattle {
  const f = `battles[${i}]`;
  if (!isObject(b)) bad(f, 'is not an object');
  if (b.kind !== 'land' && b.kind !== 'naval') bad(`${f}.kind`, `is ${show(b.kind)}`);
  if (!isCity(b.where)) bad(`${f}.where`, `is ${show(b.where)}`);
  if (b.attacker !== 'greece' && b.attacker !== 'persia') bad(`${f}.attacker`, `is ${show(b.attacker)}`);
  if (!(b.from === null ? b.attacker === 'persia' : isCity(b.from))) bad(`${f}.from`, `is ${show(b.from)}`);
  if (b.by !== 'road' && b.by !== 'sea') bad(`${f}.by`, `is ${show(b.by)}`);
  checkCount(b.units, 1, 999, '000 §7', `${f}.units`);
  if (b.carried !== undefined) checkCount(b.carried, 1, 3, '000 §6.5', `${f}.carried`);
  if (b.fleets !== undefined) checkCount(b.fleets, 1, 999, '000 §6.5', `${f}.fleets`);
  if (b.event !== undefined && !(GREEK_MOVE_EVENTS as readonly unknown[]).includes(b.event)) bad(`${f}.event`, `is ${show(b.event)}`);
  checkCount(b.cause, 0, Math.max(0, logLength - 1), '000 §7', `${f}.cause`);
}

/** Throws a PersiaInputError unless `x` is a solo state the game can reach. */
export function checkSoloState(x: unknown): asserts x is SoloState {
  readingInput('solo game', () => {
    if (!isObject(x)) bad('the state', `is ${show(x)}`);
    if (x.version !== 2) bad('version', x.version === 1 ? 'is 1: an older save, read it through migrateSoloState' : `is ${show(x.version)}`);
    if (!(PHASES as readonly unknown[]).includes(x.phase)) bad('phase', `is ${show(x.phase)}`);
    if (!(SIDES as readonly unknown[]).includes(x.turn)) bad('turn', `is ${show(x.turn)}`);
    if (x.lastPass !== null && !(SIDES as readonly unknown[]).includes(x.lastPass)) bad('lastPass', `is ${show(x.lastPass)}`);
    const options = readSoloOptions(x.options);
    if (!isObject(x.options) || Object.keys(options).some((k) => (x.options as Record<string, unknown>)[k] !== (options as Record<string, unknown>)[k])) {
      bad('options', 'are incomplete');
    }
    if (!isObject(x.portraits) || x.portraits.darius !== true || x.portraits.xerxes !== true) bad('portraits', 'must have both kings covered (004 §2)');
    if (!isObject(x.leaders)) bad('leaders', `are ${show(x.leaders)}`);
    for (const [k, v] of Object.entries(x.leaders)) {
      if (!(GREEK_LEADERS as readonly string[]).includes(k) || typeof v !== 'boolean') bad(`leaders.${k}`, `is ${show(v)}`);
    }
    if (!Array.isArray(x.log) || x.log.length < 1) bad('log', 'is missing');
    for (let i = 0; i < x.log.length; i++) {
      const e: unknown = x.log[i];
      if (!isObject(e) || typeof e.action !== 'string' || !isMessage(e.summary) || !Array.isArray(e.reasons) || !Array.isArray(e.changes) || !Array.isArray(e.matched)) {
        bad(`log[${i}]`, 'is damaged');
      }
      if (e.die !== undefined && !isDie(e.die)) bad(`log[${i}].die`, `is ${show(e.die)}`);
    }
    if (!Array.isArray(x.battles) || x.battles.length > 4) bad('battles', 'are not a list of at most 4');
    x.battles.forEach((b, i) => checkBattle(b, i, (x.log as unknown[]).length));
    const battles = x.battles as OwedBattle[];
    checkBoard(x.board, { use: 'solo game', battles: battles.map((b) => b.where), offMap: portraitPieces(x.leaders) });
    const board = x.board;
    checkCount(board.campaign, options.startCampaign, LAST_CAMPAIGN, '000 §2.1', 'the campaign of a solo game');
    checkCount(x.persianCards, 0, CARDS_IN_GAME, '000 §2.3', 'persianCards');
    checkCount(x.greekCards, 0, CARDS_IN_GAME, '000 §2.3', 'greekCards');
    if (!isObject(x.deck)) bad('deck', `is ${show(x.deck)}`);
    checkCount(x.deck.draw, 0, CARDS_IN_GAME, '000 §5.4', 'deck.draw');
    checkCount(x.deck.discard, 0, CARDS_IN_GAME, '000 §5.4', 'deck.discard');
    if (x.persianCards + x.greekCards + x.deck.draw + x.deck.discard !== CARDS_IN_GAME) bad('cards', 'in the hands and piles do not add up to 16 (000 §2.3)');
    if (x.greekBought !== null) {
      checkCount(x.greekBought, 0, GREEK_PREPARATION.maxCards, '000 §5.2', 'greekBought');
      if (x.phase !== 'greekPreparation') bad('greekBought', 'is set outside the Greek preparation');
    }
    if (typeof x.persiaDone !== 'boolean') bad('persiaDone', `is ${show(x.persiaDone)}`);
    checkCount(x.operations, 0, 10_000, '000 §6', 'operations');
    if (!isRngState(x.rng)) bad('rng', 'is not a dice generator');
    if (x.onTable !== null) checkCount(x.onTable, 0, x.log.length - 1, '004 §5.4', 'onTable');
    const r = x.result;
    if (r !== null) {
      if (!isObject(r) || !(r.winner === null || r.winner === 'greece' || r.winner === 'persia') || !isMessage(r.reason) || typeof r.rule !== 'string') {
        bad('result', 'is damaged');
      }
    }
    if ((r === null) === (x.phase === 'over')) bad('phase', 'is "over" exactly when there is a result');
    // Hands the rules cannot produce (004 §4, §6 A; 000 §8.1) and a win not declared (004 §8).
    if (x.persianCards > 6) bad('persianCards', `is ${x.persianCards}: PERS.IA never draws more than 6 (004 §4)`);
    if ((x.phase === 'greekSupply' || x.phase === 'scoring') && x.persianCards !== 0) bad('persianCards', 'are kept after the Persian supply (004 §6 A)');
    if (x.phase === 'persianPreparation' && x.greekCards > GREEK_PREPARATION.keepCards && x.onTable === null) bad('greekCards', `are ${x.greekCards} before a preparation: Greece keeps at most 4 (000 §8.1)`);
    if (r === null && holdsBothEnemyMajors(board, 'persia')) bad('result', `is missing: Persia holds ${MAJORS.greece.join(' and ')} (004 §8)`);
    if (battles.length > 0 && r === null && x.phase !== 'operations' && x.phase !== 'persianSupply') bad('battles', 'are owed outside the operations');
    if (battles.length > 0 && r === null) {
      // The battle owed now must be one the battle engine can start on this board.
      try {
        startBattle(battleSetupFor(x as unknown as SoloState, battles[0]!));
      } catch (e) {
        bad('battles[0]', `cannot be fought on this board (${isStrategosError(e) ? e.message : 'bad setup'})`);
      }
    }
  });
}

/**
 * Everything that must hold in any state reachable through `applySoloAction` (the random-play
 * and fuzz tests check it after every step), as a list of what is wrong.
 */
export function soloInvariants(s: SoloState): string[] {
  const out: string[] = [];
  try {
    checkSoloState(s);
  } catch (e) {
    return [(e as Error).message];
  }
  if (s.result?.winner === 'persia' && s.result.rule === VICTORY.section && !holdsBothEnemyMajors(s.board, 'persia')) {
    out.push('instant Persian victory without both Greek majors');
  }
  if ((s.phase === 'greekSupply' || s.phase === 'scoring') && supplyReport(s.board, 'persia', { seaSupply: s.options.seaSupply }).cutOff.length > 0) {
    out.push('Persian armies out of supply after the Persian supply phase');
  }
  return out;
}
