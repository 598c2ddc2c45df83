/**
 * Speed guard (engine.ts "Task shapes"): every task on the stack has the keys of one of the four
 * task classes, so reading t.k in run/legalActions/applyInPlace stays a polymorphic load over four
 * hidden classes (a new task literal with its own keys would make it megamorphic again, ~5 % of
 * the engine's instructions). Behaviour is the golden test's business; this checks the shapes only.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { applyInPlace, legalActions, newGame } from '../../../src/thermopylae/engine.js';

const CLASSES = new Set([
  'k,need',
  'k,need,who,attacker,target,drm,dice,stage,rerollIdx',
  'k,need,u,stage,dests,camped,left,from,to',
  'k,need,done,extra,extraDone,reformed,src,what,amount,slot',
]);

describe('Thermopylae task shapes', () => {
  it('every task on the stack is in one of the four task classes', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 200; g++) {
      const pick = seedRng(`shapes ${g}`);
      const s = newGame(g, { log: false, dice: g % 10 === 0 ? 'physical' : 'app' });
      for (let n = 0; !s.outcome && n < 2000; n++) {
        for (const t of s.stack) seen.add(Object.keys(t).join(','));
        const acts = legalActions(s);
        const a = acts[nextInt(pick, acts.length)]!;
        applyInPlace(s, a.type === 'enterDice' ? { ...a, faces: Array.from({ length: a.count }, () => (nextInt(pick, 6) + 1) as 1) } : a, true);
      }
    }
    expect([...seen].filter((k) => !CLASSES.has(k))).toEqual([]);
  });
});
