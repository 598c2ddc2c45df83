/**
 * Checking what the campaign checklist is handed (issue 17 item 8) and loading a saved checklist:
 * a foreign or damaged value is refused with an `InputError` naming the problem.
 */
import { readingInput } from '../core/errors.js';
import { LAST_CAMPAIGN } from './map.js';
import { InputError } from './errors.js';
import { checkCity, checkObject, checkSide, isList, isPlainObject, isSide, shown } from './check.js';
import { BUDGETS, DECK_SIZE, EVENT_CARDS, KINGS, STEPS, type ChecklistAction, type ChecklistState, type ScoringRecord, type Side } from './checklist-data.js';

// ---------------------------------------------------------------------------------------------
// Checking and loading
// ---------------------------------------------------------------------------------------------

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

export function checkOptions(opts: unknown): void {
  readingInput('options', () => {
    if (!isPlainObject(opts)) throw new InputError('options', `${shown(opts)} is not an object`);
    if (opts.edition !== undefined && opts.edition !== 'en' && opts.edition !== 'nl') throw new InputError('options.edition', `${shown(opts.edition)} is neither 'en' nor 'nl'`);
  });
}

export function checkAction(a: unknown): asserts a is ChecklistAction {
  readingInput('action', () => {
    checkObject(a, 'action');
    const side = () => checkSide(a.side, 'action.side');
    switch (a.type) {
      case 'buy':
        side();
        if (a.item !== 'card' && a.item !== 'army' && a.item !== 'fleet' && a.item !== 'bridge') throw new InputError('action.item', `${shown(a.item)} is not something to buy`);
        if (a.city !== undefined) checkCity(a.city, 'action.city');
        return;
      case 'suddenDeath':
        if (a.by !== 'preparation' && a.by !== 'pacification') throw new InputError('action.by', `${shown(a.by)} is not how the King died`);
        if (a.takeFrom !== undefined) checkCity(a.takeFrom, 'action.takeFrom');
        return;
      case 'next':
        return;
      case 'play':
      case 'pass':
        side();
        return;
      case 'event':
        side();
        if (!Object.prototype.hasOwnProperty.call(EVENT_CARDS, a.event as string)) throw new InputError('action.event', `${shown(a.event)} is not a checklist event`);
        return;
      case 'keepCard':
        if (typeof a.keep !== 'boolean') throw new InputError('action.keep', 'not true or false');
        return;
      case 'score':
        for (const k of ['greece', 'persia', 'score'] as const) if (typeof a[k] !== 'number' || !Number.isInteger(a[k])) throw new InputError(`action.${k}`, 'not a whole number');
        if (a.automaticVictory !== null && !isSide(a.automaticVictory)) throw new InputError('action.automaticVictory', 'neither a side nor null');
        return;
      default:
        throw new InputError('action.type', `${shown(a.type)} is not a checklist action`);
    }
  });
}

/** Throws an `InputError` unless `x` is a checklist state (see `parseChecklist`). */
export function checkState(x: unknown): asserts x is ChecklistState {
  checkedState(x);
}

/**
 * The checklist state `x` as `parseChecklist` reads it — a fresh copy of the checked fields only,
 * so an entry that returns a changed state carries nothing it did not check — or an `InputError`.
 * An entry takes the current shape only (parseChecklist also loads older saves, filling in hands,
 * used and lastScoring).
 */
export function checkedState(x: unknown): ChecklistState {
  const parsed = parseChecklist(x);
  const s = x as Record<string, unknown>;
  if (s.hands === undefined || s.used === undefined || s.lastScoring === undefined) {
    throw new InputError('checklist', 'not a current campaign checklist: hands, used and lastScoring are needed');
  }
  return parsed;
}

/**
 * A checked `ChecklistState` from untrusted JSON; throws an `InputError` naming the first problem.
 * Saves from before the hands were counted load with empty hands, no card used and no scoring
 * recorded (the players correct the hands, R-EWC-8).
 */
export function parseChecklist(x: unknown): ChecklistState {
  return readingInput('checklist', () => {
    const bad = (what: string): never => {
      throw new InputError('checklist', `not an Earth & Water campaign checklist: ${what}`);
    };
    if (!isPlainObject(x)) return bad('not an object');
    const c = x.campaign;
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 1 || c > LAST_CAMPAIGN) bad('campaign must be 1..5');
    if (!(STEPS as readonly unknown[]).includes(x.step)) bad(`unknown step ${shown(x.step)}`);
    const t = x.talents;
    if (!isPlainObject(t) || !isCount(t.persia) || !isCount(t.greece) || t.persia > BUDGETS.persia || t.greece > BUDGETS.persia) bad('talents must be two counts');
    const b = x.bought;
    if (!isPlainObject(b) || !isCount(b.cards) || !isCount(b.armies) || !isCount(b.fleets) || typeof b.bridge !== 'boolean') bad('bought is malformed');
    for (const k of ['persiaKeptCard', 'acropolisPenalty', 'acropolisOnFire', 'carneia', 'cheapFleets'] as const) {
      if (typeof x[k] !== 'boolean') bad(`${k} must be true or false`);
    }
    if (!isSide(x.turn)) bad('turn must be greece or persia');
    if (x.passed !== null && !isSide(x.passed)) bad('passed must be a side or null');
    if (!isCount(x.kingsDead) || (x.kingsDead as number) > KINGS.length) bad('kingsDead must be 0..2');
    if (x.suddenDeath !== null && x.suddenDeath !== 'preparation' && x.suddenDeath !== 'pacification') bad('suddenDeath is malformed');
    const h = x.hands === undefined ? { persia: 0, greece: 0 } : x.hands;
    if (!isPlainObject(h) || !isCount(h.persia) || !isCount(h.greece) || h.persia + h.greece > DECK_SIZE) bad('hands must be two counts (16 cards in all)');
    const used = x.used === undefined ? [] : x.used;
    if (!isList(used) || used.length > DECK_SIZE || !Array.prototype.every.call(used, (n: unknown) => isCount(n) && n >= 1 && n <= DECK_SIZE)) bad('used must be card numbers');
    const ls = x.lastScoring ?? null;
    if (ls !== null && (!isPlainObject(ls) || !['campaign', 'greece', 'persia', 'before', 'after'].every((k) => typeof ls[k] === 'number' && Number.isInteger(ls[k])))) {
      bad('lastScoring is malformed');
    }
    const r = x.result;
    if (r !== null && (!isPlainObject(r) || (r.winner !== null && !isSide(r.winner)) || (r.reason !== undefined && typeof r.reason !== 'string') || (r.rule !== '000 §9' && r.rule !== '000 §10') || (r.rule === '000 §9' && r.winner === null) || (r.score !== undefined && !(Number.isInteger(r.score) && Math.abs(r.score as number) <= 6)))) {
      bad('result is malformed');
    }
    const s = x as unknown as ChecklistState;
    const hands = h as Record<Side, number>;
    const last = ls as ScoringRecord | null;
    return {
      campaign: s.campaign,
      step: s.step,
      talents: { persia: s.talents.persia, greece: s.talents.greece },
      bought: { cards: s.bought.cards, armies: s.bought.armies, fleets: s.bought.fleets, bridge: s.bought.bridge },
      hands: { persia: hands.persia, greece: hands.greece },
      used: [...new Set(used as number[])].sort((p, q) => p - q),
      persiaKeptCard: s.persiaKeptCard,
      acropolisPenalty: s.acropolisPenalty,
      acropolisOnFire: s.acropolisOnFire,
      carneia: s.carneia,
      turn: s.turn,
      passed: s.passed,
      kingsDead: s.kingsDead,
      suddenDeath: s.suddenDeath,
      cheapFleets: s.cheapFleets,
      lastScoring: last ? { campaign: last.campaign, greece: last.greece, persia: last.persia, before: last.before, after: last.after } : null,
      result: s.result ? { winner: s.result.winner, rule: s.result.rule, ...(s.result.score === undefined ? {} : { score: s.result.score }) } : null,
    };
  });
}

