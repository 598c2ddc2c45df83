/**
 * Six-sided dice, from the seeded RNG or from physical dice the player typed in.
 *
 * Every engine rolls through a `DiceSource`. `rngDice` draws from a seeded generator;
 * `enteredDice` replays the faces a player rolled at the table, in order, and refuses
 * anything that is not a die face or runs short. Both go through the same code path, so a
 * battle rolled by hand is resolved exactly like one rolled by the app.
 */
import { StrategosError, readingInput } from './errors.js';
import { nextInt, type RngState } from './rng.js';
import { shown } from './shown.js';

/** More dice than any roll of the games asks for (a count of a billion is refused, not rolled). */
const MAX_DICE = 1000;
/** A count of dice from a caller: a whole number 0–MAX_DICE (a value of another type is never compared: no valueOf is called). */
function diceCount(n: unknown, what: string): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_DICE) throw new DiceEntryError(`${what} is a whole number of dice from 0 to ${MAX_DICE}, not ${shown(n)}`);
  return n;
}

export type Die = 1 | 2 | 3 | 4 | 5 | 6;

export const DIE_FACES: readonly Die[] = [1, 2, 3, 4, 5, 6];

export function isDie(x: unknown): x is Die {
  return typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 6;
}

export interface DiceSource {
  /** Roll `n` six-sided dice. */
  roll(n: number): Die[];
}

/** One d6 from the seeded RNG; advances `rng` in place. */
export function d6(rng: RngState): Die {
  return (nextInt(rng, 6) + 1) as Die;
}

/** `n` d6 from the seeded RNG; advances `rng` in place. */
export function rollD6(rng: RngState, n: number): Die[] {
  diceCount(n, 'a roll');
  const out: Die[] = [];
  for (let i = 0; i < n; i++) out.push(d6(rng));
  return out;
}

/** A dice source drawing from a seeded generator (advancing it in place). */
export function rngDice(rng: RngState): DiceSource {
  return { roll: (n) => rollD6(rng, n) };
}

export class DiceEntryError extends StrategosError {
  override name = 'DiceEntryError';
}

/** Parse what a player typed ("3 5 6", "356", "3,5,6") into die faces, or explain what is wrong. */
export function parseDice(text: string, expected?: number): Die[] {
  if (typeof text !== 'string') throw new DiceEntryError(`dice are entered as text, not ${shown(text)}`);
  if (expected !== undefined) diceCount(expected, 'the dice expected');
  const tokens = text.trim() === '' ? [] : text.trim().split(/[\s,;/+-]+|(?<=\d)(?=\d)/);
  const faces: Die[] = [];
  for (const t of tokens) {
    const n = Number(t);
    if (!isDie(n)) throw new DiceEntryError(`${shown(t)} is not a die face: enter numbers from 1 to 6`);
    faces.push(n);
  }
  if (expected !== undefined && faces.length !== expected) {
    throw new DiceEntryError(`expected ${expected} ${expected === 1 ? 'die' : 'dice'}, got ${faces.length}`);
  }
  return faces;
}

/**
 * A dice source that hands out faces the player rolled, in order. Throws `DiceEntryError`
 * when a face is not 1–6 or when more dice are asked for than were entered.
 */
export function enteredDice(entered: readonly number[]): DiceSource & { remaining(): number } {
  // read once, into a list of our own: a getter or proxy that throws, or a list of four billion, is refused here
  const faces = readingInput('dice entered', () => {
    if (!Array.isArray(entered) || entered.length > 100_000) throw new DiceEntryError(`dice entered are a list of at most 100,000 faces, not ${shown(entered)}`);
    return entered.slice();
  });
  for (const f of faces) {
    if (!isDie(f)) throw new DiceEntryError(`${shown(f)} is not a die face (1–6)`);
  }
  let i = 0;
  return {
    roll(n: number): Die[] {
      diceCount(n, 'a roll');
      if (i + n > faces.length) {
        throw new DiceEntryError(`needed ${n} more ${n === 1 ? 'die' : 'dice'}, only ${faces.length - i} entered`);
      }
      const out = faces.slice(i, i + n) as Die[];
      i += n;
      return out;
    },
    remaining: () => faces.length - i,
  };
}
