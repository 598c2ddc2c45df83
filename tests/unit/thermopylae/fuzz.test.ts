/**
 * Random play (DESIGN "Quality gates"): seeded games choosing uniformly among legalActions,
 * invariants checked after every step. FUZZ_GAMES=20000 npx vitest run tests/unit/thermopylae
 * for a bigger run; the default (2000) is what CI runs.
 */
import { describe, expect, it } from 'vitest';
import { cloneRng, nextInt, seedRng } from '../../../src/core/rng.js';
import { rollD6 } from '../../../src/core/dice.js';
import { GAME_SETTINGS, applyAction, applyInPlace, legalActions, newGame, result, validateState } from '../../../src/thermopylae/index.js';
import { SPARTAN_BACK, SPARTAN_START, terrainOf } from '../../../src/thermopylae/hex.js';
import type { Action, GameState } from '../../../src/thermopylae/types.js';

const GAMES = Number(process.env.FUZZ_GAMES ?? 2000);

/** Freeze `x` and everything it holds (what is frozen already — shared with an earlier state — is skipped). */
function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}
const VARIANTS = ['normal', 'easy', 'difficult'] as const;

function check(s: GameState, lastEvents: number): void {
  const fail = (m: string) => { throw new Error(`seed ${s.seed} turn ${s.turn}: ${m}`); };
  validateState(s); // every invariant the engine checks a state from outside against
  if (s.tp < 0 || s.tp > 5 || !Number.isInteger(s.tp)) fail(`TP ${s.tp} (002 §2.3.1)`);
  if (s.turn < 1 || s.turn > 16) fail(`turn ${s.turn} (002 §4.0)`);
  if (s.randomEvents < lastEvents) fail('random event counter went back');
  const seen = new Set<number>();
  for (const u of s.units) {
    if (u.status === 'map') {
      if (u.strength < 1 || u.strength > 4) fail(`${u.id} strength ${u.strength} (002 §2.2)`);
      if (u.hex === null) fail(`${u.id} on the map without a hex`);
      if (seen.has(u.hex!)) fail(`two units on hex ${u.hex} (002 §9.1 stacking)`);
      seen.add(u.hex!);
      const t = terrainOf(u.hex!);
      if (t === 'sea' || t === 'mountain') fail(`${u.id} on ${t} (002 §2.1.1)`);
      if (t === 'trail' && (u.kind !== 'immortal' || !s.ephialtes)) fail(`${u.id} on the trail (002 §9.1.1)`);
      if (u.kind === 'spartan') {
        const i = Number(u.id[1]) - 1;
        if (u.hex !== SPARTAN_START[i] && u.hex !== SPARTAN_BACK[i]) fail(`${u.id} off its start/back hex (002 §10.3)`);
      }
    } else if (u.hex !== null) fail(`${u.id} ${u.status} but on a hex`);
  }
  const c = s.cards;
  const all = [...c.draw, ...c.discard, ...c.hand, c.tactics, c.command, c.event].filter((x) => x !== null);
  if (all.length !== 7 || new Set(all).size !== 7) fail(`cards: ${JSON.stringify(c)}`);
}

describe(`Thermopylae random play (${GAMES} games)`, () => {
  it('every game ends with a result and every step keeps the invariants', { timeout: 300_000 }, () => {
    const pick = seedRng('thermopylae fuzz');
    let wins = 0;
    for (let g = 0; g < GAMES; g++) {
      // every 25th game goes through the copying contract API and checks the old state is untouched
      const contract = g % 25 === 0;
      let s = newGame(g, { variant: VARIANTS[g % 3], log: contract });
      const settings = GAME_SETTINGS.map((k) => s[k]);
      let steps = 0;
      while (!result(s)) {
        const acts = legalActions(s);
        if (acts.length === 0) throw new Error(`seed ${g}: no legal action in ${JSON.stringify(s.stack.at(-1))}`);
        const a = acts[nextInt(pick, acts.length)]!;
        const before = s.randomEvents;
        if (contract) {
          // the input is frozen through and through: applyAction writing to any part of it throws
          // here (ES modules are strict), which is cheaper than comparing it as text before and
          // after — the log grows through a game, and that comparison was a third of this test
          deepFreeze(s);
          try {
            s = applyAction(s, a);
          } catch (e) {
            if (e instanceof TypeError && /read.only|not extensible|Cannot (add|delete|assign)/i.test(e.message)) throw new Error(`seed ${g}: applyAction changed its input: ${e.message}`);
            throw e;
          }
        } else applyInPlace(s, a);
        check(s, before);
        // what the game keeps from its start (save-check.ts compares a checkpoint with it)
        GAME_SETTINGS.forEach((k, i) => { if (s[k] !== settings[i]) throw new Error(`seed ${g}: ${k} changed from ${String(settings[i])} to ${String(s[k])}`); });
        if (++steps > 20000) throw new Error(`seed ${g}: no end after ${steps} steps`);
      }
      const r = result(s)!;
      expect(['win', 'loss']).toContain(r.outcome);
      if (r.outcome === 'win') wins++;
    }
    expect(wins).toBeGreaterThan(0);
  });

  it('physical dice entered with the faces the RNG would roll replay the app game exactly', { timeout: 120_000 }, () => {
    const pick = seedRng('physical replay');
    for (let g = 0; g < 10; g++) {
      const app = newGame(500 + g);
      const phys = newGame(500 + g, { dice: 'physical' });
      let a = app;
      let p = phys;
      while (!result(a)) {
        // answer every dice request in physical mode with the faces the RNG would have rolled
        for (;;) {
          const req = legalActions(p)[0];
          if (!req || req.type !== 'enterDice') break;
          p = applyAction(p, { ...req, faces: rollD6(cloneRng(p.rng), req.count) });
        }
        expect({ ...p, diceMode: 'app' }).toEqual(a);
        const acts = legalActions(a);
        const act: Action = acts[nextInt(pick, acts.length)]!;
        a = applyAction(a, act);
        p = applyAction(p, act);
      }
      for (;;) {
        const req = legalActions(p)[0];
        if (!req || req.type !== 'enterDice') break;
        p = applyAction(p, { ...req, faces: rollD6(cloneRng(p.rng), req.count) });
      }
      expect({ ...p, diceMode: 'app' }).toEqual(a);
    }
  });

  it('a game replays exactly from its seed and action list', () => {
    const pick = seedRng(9);
    let s = newGame(77);
    const actions: Action[] = [];
    while (!result(s)) {
      const acts = legalActions(s);
      const a = acts[nextInt(pick, acts.length)]!;
      actions.push(a);
      s = applyAction(s, a);
    }
    let r = newGame(77);
    for (const a of actions) r = applyAction(r, JSON.parse(JSON.stringify(a)) as Action);
    expect(r).toEqual(s);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s); // plain JSON
  });
});
