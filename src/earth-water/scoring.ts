/**
 * Scoring phase (000 §4.5, §9) and automatic victory (000 §9, §10), in the English reading
 * (every controlled major city scores 2) or the Dutch one (003 §9: only an enemy major city
 * scores 2). Pure functions over the plain `Board`. Why each city scores what it does, and why
 * there is or is not an automatic victory, are messages the score calculator words.
 */
import { plainData } from '../core/errors.js';
import { CITIES, type Board, type City, type Side } from './types.js';
import { MAP, SCORE_LIMIT } from './map.js';
import { holdsBothEnemyMajors } from './board.js';
import { controllerOf as controller } from './board-core.js';
import { InputError } from './errors.js';
import { checkBoard, isPlainObject } from './check.js';
import { message, type Message } from '../core/message.js';

export type Edition = 'en' | 'nl';

export interface ScoreOptions {
  /** 'en' (default, 000 §4.5/§9) or 'nl' (003 §4.5/§9); see ruling R-EW-3. */
  edition?: Edition;
  /**
   * Persian event "Acropolis on Fire" played this campaign (card #15): Athenai scores for
   * nobody at this scoring. Control itself is unchanged (ruling R-EW-5).
   */
  acropolisOnFire?: boolean;
}

/** The contract's campaign score (DESIGN.md). */
export interface CampaignScore {
  greece: number;
  persia: number;
  /** The new total score track value, clamped to −6…6; positive = Persia ahead. */
  score: number;
  automaticVictory: Side | null;
}

export interface CityScore {
  city: City;
  controller: Side | null;
  points: number;
  /** Why: `ew.score.city.*` with the city and the side (the rule is `rule`). */
  why: Message;
  rule: string;
}

export interface ScoreExplanation extends CampaignScore {
  edition: Edition;
  /** Every city of the map, in map order, with what it scores and why. */
  cities: CityScore[];
  /** Persia's points minus Greece's: how far the marker moves (positive = towards Persia). */
  difference: number;
  /** Track value before this scoring. */
  before: number;
  /** True when the ±6 end of the track stopped the marker (000 §4.5). */
  clamped: boolean;
  /** Why there is (or is not) an automatic victory: `ew.score.victory.*`. */
  victory: Message;
  rulings: string[];
}

/** Points a controlled minor city scores; a major may score more (000 §9, MAP[c].score). */
const CITY_POINTS = 1;

function cityScore(board: Board, city: City, opts: ScoreOptions): CityScore {
  const edition = opts.edition ?? 'en';
  const side = controller(board, city);
  const rule = edition === 'nl' ? '003 §9' : '000 §4.5';
  if (side === null) {
    return { city, controller: null, points: 0, why: message('ew.score.city.nobody', { city }, '000 §3'), rule: '000 §3' };
  }
  if (opts.acropolisOnFire && city === 'Athenai') {
    return {
      city,
      controller: side,
      points: 0,
      why: message('ew.score.city.acropolis', { city, side }, 'card #15'),
      rule: 'card #15',
    };
  }
  const major = MAP[city].major;
  if (major === null) {
    return { city, controller: side, points: MAP[city].score, why: message('ew.score.city.minor', { city, side }, rule), rule };
  }
  if (edition === 'nl' && major === side) {
    return {
      city,
      controller: side,
      points: CITY_POINTS,
      why: message('ew.score.city.ownMajorDutch', { city, side }, rule),
      rule,
    };
  }
  return {
    city,
    controller: side,
    points: MAP[city].score,
    why: message(major === side ? 'ew.score.city.ownMajor' : 'ew.score.city.enemyMajor', { city, side }, rule),
    rule,
  };
}

/** The scoring phase, city by city, with the reasons (000 §4.5, §9; 003 §9). */
export function scoreExplain(board: Board, opts: ScoreOptions = {}): ScoreExplanation {
  opts = plainData(opts, 'options');
  checkBoard(board);
  if (!isPlainObject(opts)) throw new InputError('options', 'not an object');
  if (opts.edition !== undefined && opts.edition !== 'en' && opts.edition !== 'nl') throw new InputError('options.edition', 'neither en nor nl');
  if (opts.acropolisOnFire !== undefined && typeof opts.acropolisOnFire !== 'boolean') throw new InputError('options.acropolisOnFire', 'not true or false');
  const edition = opts.edition ?? 'en';
  const cities = CITIES.map((c) => cityScore(board, c, opts));
  const points = (s: Side) => cities.filter((c) => c.controller === s).reduce((n, c) => n + c.points, 0);
  const greece = points('greece');
  const persia = points('persia');
  const difference = persia - greece;
  const raw = board.score + difference;
  const score = Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, raw));

  const g = holdsBothEnemyMajors(board, 'greece');
  const p = holdsBothEnemyMajors(board, 'persia');
  let automaticVictory: Side | null = null;
  let victory: Message;
  if (g && p) {
    victory = message('ew.score.victory.both', {}, 'R-EW-4');
  } else if (g || p) {
    automaticVictory = g ? 'greece' : 'persia';
    victory = message('ew.score.victory.automatic', { side: automaticVictory }, '000 §9, §10');
  } else {
    victory = message('ew.score.victory.none', {}, '000 §9');
  }

  return {
    edition,
    cities,
    greece,
    persia,
    difference,
    before: board.score,
    score,
    clamped: score !== raw,
    automaticVictory,
    victory,
    rulings: ['R-EW-1', 'R-EW-3', ...(g && p ? ['R-EW-4'] : []), ...(opts.acropolisOnFire ? ['R-EW-5'] : [])],
  };
}

/** The contract's scoring (DESIGN.md): points per side, new clamped track value, automatic victory. */
export function scoreCampaign(board: Board, opts: ScoreOptions = {}): CampaignScore {
  const e = scoreExplain(board, opts);
  return { greece: e.greece, persia: e.persia, score: e.score, automaticVictory: e.automaticVictory };
}
