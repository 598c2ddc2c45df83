/**
 * What the counsel has counted of one choice, playout number by playout number, so that any two
 * choices can be compared on the numbers both ran (paired: the same deal and dice, playout.ts
 * runPaired). Per choice: each number's win (or "not run"), score and the Spartans' strength
 * left, and running sums for the choice's own chance to win and average score. No rules here.
 */
import { pairedDifference, type Difference } from './interval.js';

const NOT_RUN = -1;

/**
 * Sums over the playouts of one choice: how many, how many won, the won games' scores
 * (002 §12.1.1), and the Spartans' strength left on the map at the end (0 after a win).
 */
export interface Tally {
  n: number;
  wins: number;
  scoreSum: number;
  scoreSq: number;
  spartanSum: number;
}

export class ChoiceResults {
  /** Per playout number: 1 won, 0 lost, NOT_RUN. */
  private win = new Int8Array(64).fill(NOT_RUN);
  private score = new Float64Array(64);
  private left = new Float64Array(64);
  /** One past the highest number counted. */
  private end = 0;
  /** Sums over the numbers counted. */
  readonly tally: Tally = { n: 0, wins: 0, scoreSum: 0, scoreSq: 0, spartanSum: 0 };

  /** Count playout number `i` (once: the counsel checks `has` first; a number counted again is ignored). */
  set(i: number, won: boolean, score: number, spartans: number): void {
    if (i >= this.win.length) this.grow(i + 1);
    if (this.win[i] !== NOT_RUN) return;
    this.win[i] = won ? 1 : 0;
    this.score[i] = score;
    this.left[i] = spartans;
    if (i >= this.end) this.end = i + 1;
    const t = this.tally;
    t.n++;
    t.spartanSum += spartans;
    if (won) {
      t.wins++;
      t.scoreSum += score;
      t.scoreSq += score * score;
    }
  }

  has(i: number): boolean {
    return i < this.end && this.win[i] !== NOT_RUN;
  }

  private grow(min: number): void {
    let size = this.win.length;
    while (size < min) size *= 2;
    const w = new Int8Array(size).fill(NOT_RUN);
    w.set(this.win);
    const s = new Float64Array(size);
    s.set(this.score);
    const l = new Float64Array(size);
    l.set(this.left);
    this.win = w;
    this.score = s;
    this.left = l;
  }

  /**
   * This choice's chance to win minus `other`'s, on the playout numbers both counted, with its
   * 95 % interval (interval.ts pairedDifference); and the difference of the Spartans' strength
   * left on the same pairs (`spartans`, this minus other).
   */
  against(other: ChoiceResults): Difference & { spartans: number } {
    const a = this.win;
    const b = other.win;
    const end = Math.min(this.end, other.end);
    let n = 0;
    let aOnly = 0;
    let bOnly = 0;
    let left = 0;
    for (let i = 0; i < end; i++) {
      const x = a[i]!;
      const y = b[i]!;
      if (x === NOT_RUN || y === NOT_RUN) continue;
      n++;
      if (x > y) aOnly++;
      else if (y > x) bOnly++;
      left += this.left[i]! - other.left[i]!;
    }
    return { ...pairedDifference(n, aOnly, bOnly), spartans: n ? left / n : 0 };
  }
}
