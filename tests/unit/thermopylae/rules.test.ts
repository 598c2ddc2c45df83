/** Rule-by-rule tests of the Thermopylae engine, each citing the 002 section it checks. */
import { describe, expect, it } from 'vitest';
import {
  applyAction, ephialtesCost, legalActions, moveDestinations, newGame, result,
} from '../../../src/thermopylae/index.js';
import { SETUP_HEXES, adjacent, terrainOf } from '../../../src/thermopylae/hex.js';
import type { Action, GameState } from '../../../src/thermopylae/types.js';
import { act, dice, events, hexAt, hexOf, lastEvent, scenario, types, u } from './helpers.js';

const buy = (s: GameState, tactic: string) => legalActions(s).filter((a) => a.type === 'buy' && a.tactic === tactic);

describe('002 §3.0 setup and §4.0 sequence', () => {
  it('starts on turn 1 with six infantry and three Spartans at 4, Immortals off the map, START_TP', () => {
    const s = newGame(7);
    expect(s.turn).toBe(1);
    expect(s.tp).toBe(2);
    expect(s.units.filter((x) => x.kind === 'infantry').map((x) => [x.hex, x.strength])).toEqual(SETUP_HEXES.map((h) => [h, 4]));
    expect(s.units.filter((x) => x.kind === 'spartan').every((x) => x.strength === 4)).toBe(true);
    expect(s.units.filter((x) => x.kind === 'immortal').every((x) => x.status === 'reserve')).toBe(true);
    expect(s.phase).toBe('draw');
    expect(types(s)).toEqual(['assignCards']);
  });
  it('002 §14.1 easy: Spartans start at 3', () => {
    expect(newGame(1, { variant: 'easy' }).units.filter((x) => x.kind === 'spartan').map((x) => x.strength)).toEqual([3, 3, 3]);
  });
});

describe('002 §5 cards', () => {
  it('draws two; card #3 must be the Command card (002 §5.0)', () => {
    for (let seed = 0; seed < 40; seed++) {
      const s = newGame(seed);
      const hand = s.cards.hand;
      expect(hand).toHaveLength(2);
      const opts = legalActions(s) as Extract<Action, { type: 'assignCards' }>[];
      if (hand.includes(3)) expect(opts.map((o) => o.tactics)).toEqual(hand.filter((c) => c !== 3));
      else expect(opts.map((o) => o.tactics).sort()).toEqual([...hand].sort());
    }
  });
  it('the choice is irrevocable and the Spartan event is the next card (002 §5.0, §6.0)', () => {
    let s = newGame(3);
    const [a, b] = s.cards.hand;
    const top = s.cards.draw[s.cards.draw.length - 1];
    s = applyAction(s, legalActions(s)[0]!);
    expect([s.cards.tactics, s.cards.command].sort()).toEqual([a, b].sort());
    expect(s.cards.event).toBe(top);
    expect(types(s)).not.toContain('assignCards');
  });
  it('reshuffles all seven when one card remains: every second turn (002 §5.0, §12.0)', () => {
    let s = newGame(11, { log: true });
    let turn = 1;
    while (s.turn < 3) {
      s = applyAction(s, legalActions(s).find((a) => a.type !== 'buy') ?? legalActions(s)[0]!);
      if (s.turn !== turn) {
        turn = s.turn;
        const c = s.cards;
        expect(c.draw.length + c.discard.length + c.hand.length + [c.tactics, c.command, c.event].filter((x) => x !== null).length).toBe(7);
      }
    }
    expect(s.log.some((e) => e.rule === '002 §5.0, §12.0')).toBe(true);
  });
});

describe('002 §8 Tactics Phase', () => {
  it('discard for 1 TP; card #1 for 2 TP; never above 5 (002 §8.1, §2.3.1)', () => {
    let s = scenario({ at: 'tactics', tactics: 4, tp: 2 });
    s = act(s, { type: 'discardTactics' });
    expect(s.tp).toBe(3);
    s = scenario({ at: 'tactics', tactics: 1, command: 5, tp: 2 });
    s = act(s, { type: 'discardTactics' });
    expect(s.tp).toBe(4);
    s = scenario({ at: 'tactics', tactics: 1, command: 5, tp: 4 });
    s = act(s, { type: 'discardTactics' });
    expect(s.tp).toBe(5);
  });
  it('no Special on Day 4, nor when unaffordable (002 §8)', () => {
    expect(types(scenario({ at: 'tactics', tactics: 6, tp: 5, turn: 13 }))).not.toContain('playSpecial');
    expect(types(scenario({ at: 'tactics', tactics: 6, tp: 2, turn: 5 }))).not.toContain('playSpecial');
    expect(types(scenario({ at: 'tactics', tactics: 6, tp: 3, turn: 5 }))).toContain('playSpecial');
  });
  it('the card must be resolved before the Command Phase (002 §8.2)', () => {
    const s = scenario({ at: 'tactics', tactics: 4 });
    expect(types(s)).not.toContain('endTactics');
    expect(types(act(s, { type: 'discardTactics' }))).toContain('endTactics');
  });
  it('Field Surgeons (card #6, v1): one infantry regains 1 strength, never above 4 (002 §2.2)', () => {
    let s = scenario({ at: 'tactics', tactics: 6, tp: 3, place: { I2: { hex: 'P2', strength: 2 } } });
    s = act(s, { type: 'playSpecial' });
    s = act(s, { type: 'heal', unit: 'I2' });
    expect(u(s, 'I2').strength).toBe(3);
    expect(s.tp).toBe(0);
  });
});

describe('002 §7.1 standard tactics', () => {
  it('Archers once a turn; Infantry rolls a die for the unit; Immortals not before Day 2', () => {
    let s = scenario({ tp: 5, command: 5 });
    expect(buy(s, 'archers')).toHaveLength(1);
    expect(buy(s, 'immortals')).toHaveLength(0); // Day 1
    s = act(s, { type: 'buy', tactic: 'infantry' });
    s = dice(s, [4]); // infantry #4 (R-TH-8) moves
    expect(types(s)).toEqual(['move']);
    expect(s.tp).toBe(3);
    expect(buy(s, 'infantry')).toHaveLength(0);
  });
  it('Immortals: twice a turn; placed on an empty setup hex when brought on (002 §7.1, R-TH-9)', () => {
    let s = scenario({ tp: 5, turn: 5, command: 5, place: { I1: { hex: hexAt(2, 2) } } });
    const opts = buy(s, 'immortals') as Extract<Action, { tactic: 'immortals' }>[];
    expect(opts.map((o) => o.hex)).toEqual([hexOf('P1')]); // only P1 is empty
    s = act(s, opts[0]!);
    expect(u(s, 'M1').hex).not.toBeNull();
    while (types(s).includes('move')) s = act(s, legalActions(s)[0]!);
    if (types(s).includes('attack')) { s = act(s, legalActions(s)[0]!); s = dice(s, [2, 2, 2, 2]); }
    expect(buy(s, 'immortals').length).toBeGreaterThan(0);
    s = act(s, buy(s, 'immortals')[0]!);
    while (legalActions(s).some((a) => a.type === 'move' || a.type === 'attack' || a.type === 'enterDice')) {
      const a = legalActions(s)[0]!;
      s = a.type === 'enterDice' ? dice(s, [2, 2, 2, 2]) : act(s, a);
    }
    expect(buy(s, 'immortals')).toHaveLength(0);
  });
  it('Reinforcements: a dead infantry back at strength 2 that may act at once', () => {
    let s = scenario({ tp: 3, dead: ['I2'] });
    const r = buy(s, 'reinforcements') as Extract<Action, { tactic: 'reinforcements' }>[];
    expect(r.map((a) => a.hex)).toEqual([hexOf('P2')]);
    s = act(s, r[0]!);
    expect(u(s, 'I2').strength).toBe(2);
    expect(types(s)).toEqual(['reinforceActivate']);
    s = act(s, { type: 'reinforceActivate', activate: true });
    expect(types(s)).toEqual(['move']);
  });
  it('Ephialtes from turn 8, cost 5,4,3,2 then 1 (v1), once per game', () => {
    expect([8, 9, 10, 11, 12, 16].map(ephialtesCost)).toEqual([5, 4, 3, 2, 1, 1]);
    expect(buy(scenario({ tp: 5, turn: 7 }), 'ephialtes')).toHaveLength(0);
    expect(buy(scenario({ tp: 4, turn: 8 }), 'ephialtes')).toHaveLength(0);
    let s = scenario({ tp: 4, turn: 9 });
    s = act(s, buy(s, 'ephialtes')[0]!);
    expect(s.ephialtes).toBe(true);
    expect(s.tp).toBe(0);
    expect(buy(scenario({ tp: 5, turn: 12, ephialtes: true }), 'ephialtes')).toHaveLength(0);
  });
  it('Intense Fighting: +1 DRM on an infantry roll, decided before rolling, not for Immortals', () => {
    let s = scenario({ tp: 1, command: 5, place: { I3: { hex: hexAt(3, 2) } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' });
    s = act(s, { type: 'attack', target: 'S1', intense: true });
    expect(s.tp).toBe(0);
    s = dice(s, [4, 4, 2]); // 5,5,3 → a hit
    expect(u(s, 'S1').strength).toBe(3);
  });
});

describe('002 §9 Command Phase', () => {
  it('section commands activate only infantry now in that section; none there → no activation (002 §9.0)', () => {
    let s = scenario({ command: 6, dead: ['I4', 'I5', 'I6'] });
    // card #6: Right section; I1–I3 stand left/center, nobody on the right
    expect(legalActions(s).filter((a) => a.type === 'command')).toEqual([{ type: 'command', slot: 0 }]);
    s = act(s, { type: 'command', slot: 0 });
    expect(types(s)).toContain('endCommand');
  });
  it('card #1: roll a die or choose any infantry; card #3: the die picks archers, infantry or an Immortal', () => {
    const s = scenario({ command: 1, tactics: 4 });
    const cmds = legalActions(s).filter((a) => a.type === 'command');
    expect(cmds).toContainEqual({ type: 'command', slot: 0, roll: true });
    expect(cmds.filter((a) => a.type === 'command' && a.unit)).toHaveLength(6);
    let t = scenario({ command: 3, tactics: 4, turn: 5, place: { I1: { hex: hexAt(2, 2) } } });
    t = act(t, { type: 'command', slot: 0, roll: true });
    t = dice(t, [6]); // 5–6: an Immortal; none on the map, so one is placed on the empty setup hex
    expect(legalActions(t)).toEqual([{ type: 'activate', unit: 'M1', hex: hexOf('P1') }]);
    let d1 = scenario({ command: 3, tactics: 4, turn: 1 });
    d1 = act(d1, { type: 'command', slot: 0, roll: true });
    d1 = dice(d1, [6]); // Day 1: any infantry instead (v1)
    expect(legalActions(d1)).toHaveLength(6);
    let full = scenario({ command: 3, tactics: 4, turn: 5 });
    full = act(full, { type: 'command', slot: 0, roll: true });
    full = dice(full, [5]); // no empty setup hex: no Immortal can come on (002 §7.1)
    expect(types(full)).toContain('endCommand');
  });
  it('a unit activated by a command and a tactic acts twice (002 §9.0)', () => {
    let s = scenario({ command: 5, tp: 2, place: { I3: { hex: hexAt(3, 2) } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' });
    s = act(s, { type: 'attack', target: 'S1', intense: false });
    s = dice(s, [2, 2, 3]);
    s = act(s, { type: 'buy', tactic: 'infantry' });
    s = dice(s, [3]);
    expect(types(s)).toEqual(['attack']);
  });
});

describe('002 §9.1 movement', () => {
  it('moves up to 3 hexes forward until adjacent to a Spartan; from the setup row every end is adjacent', () => {
    const s = scenario({});
    for (const id of ['I1', 'I2', 'I3', 'I4', 'I5', 'I6'] as const) {
      const d = moveDestinations(s, id);
      expect(d.length).toBeGreaterThan(0);
      for (const h of d) {
        expect(['S1', 'S2', 'S3'].some((sp) => adjacent(h, hexOf(sp)))).toBe(true);
        expect(terrainOf(h)).toBe('open');
      }
    }
  });
  it('a unit already adjacent cannot move; one unit per hex, never through a unit', () => {
    const s = scenario({ place: { I3: { hex: hexAt(3, 2) }, I2: { hex: hexAt(2, 4) }, I4: { hex: hexAt(3, 4) } } });
    expect(moveDestinations(s, 'I3')).toEqual([]);
    // P2/P3 blocked ahead by I2/I4: every destination is empty
    const occ = new Set(s.units.filter((x) => x.status === 'map').map((x) => x.hex));
    for (const id of ['I1', 'I5', 'I6'] as const) for (const h of moveDestinations(s, id)) expect(occ.has(h)).toBe(false);
  });
  it('002 §9.1.1 trail: Immortals only, only after Ephialtes, two activations to a flanking hex', () => {
    let s = scenario({ turn: 9, place: { M1: { hex: 'P6' }, I6: { hex: hexAt(6, 6) } } });
    expect(moveDestinations(s, 'M1').some((h) => terrainOf(h) === 'trail')).toBe(false);
    expect(moveDestinations(s, 'I6').some((h) => terrainOf(h) === 'trail')).toBe(false);
    s = scenario({ turn: 9, ephialtes: true, place: { M1: { hex: 'P6' }, I6: { hex: hexAt(6, 6) } } });
    expect(moveDestinations(s, 'M1')).toContain(hexOf('t3'));
    expect(moveDestinations(s, 'I6').some((h) => terrainOf(h) === 'trail')).toBe(false);
    s = scenario({ turn: 9, ephialtes: true, place: { M1: { hex: 't3' } } });
    const d = moveDestinations(s, 'M1');
    expect(d).toContain(hexOf('F1'));
    expect(d).toContain(hexOf('t6'));
    expect(d).not.toContain(hexOf('F2')); // F2 is four trail steps from t3
  });
  it('002 §9.2 exception: an Immortal on the trail does not attack', () => {
    let s = scenario({ turn: 9, tp: 2, ephialtes: true, place: { M1: { hex: 'P6' }, I6: { hex: hexAt(6, 6) } } });
    s = act(s, buy(s, 'immortals')[0]!);
    s = act(s, { type: 'move', to: hexOf('t3') });
    expect(types(s)).not.toContain('attack');
    expect(s.log.some((e) => e.rule === '002 §9.2 exception')).toBe(true);
  });
});

describe('002 §9.2 Persian combat', () => {
  it('a Spartan retreat moves it back one hex, and the attacker advances into the hex (002 §9.2, §9.2.2); +2 TP', () => {
    let s = scenario({ command: 5, tp: 0, place: { I3: { hex: hexAt(3, 2) } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' });
    s = act(s, { type: 'attack', target: 'S2', intense: false });
    s = dice(s, [1, 1, 3]);
    expect(u(s, 'S2').hex).toBe(hexOf('b2'));
    expect(u(s, 'I3').hex).toBe(hexOf('S2'));
    expect(s.tp).toBe(2);
  });
  it('a Spartan on its back row takes a hit instead of retreating; elimination → 3 TP only, and advance', () => {
    let s = scenario({ command: 5, tp: 0, place: { I3: { hex: hexOf('S2') }, S2: { hex: 'b2', strength: 1 } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' });
    s = act(s, { type: 'attack', target: 'S2', intense: false });
    s = dice(s, [1, 1, 3]);
    expect(u(s, 'S2').status).toBe('dead');
    expect(s.tp).toBe(3);
    expect(u(s, 'I3').hex).toBe(hexOf('b2'));
  });
  it('a retreat rolled from a flanking hex is a hit (toward the Persians, 002 §9.2); the flanking Immortal may stay (§9.2.2)', () => {
    let s = scenario({ command: 3, tactics: 4, turn: 9, ephialtes: true, place: { M1: { hex: 'F1' } } });
    s = act(s, { type: 'command', slot: 0, roll: true });
    s = dice(s, [5]);
    s = act(s, { type: 'activate', unit: 'M1' });
    s = act(s, { type: 'attack', target: 'S3', intense: false });
    s = dice(s, [1, 1, 6, 2]); // retreat → hit, + one hit for the 6
    expect(u(s, 'S3').strength).toBe(2);
    expect(u(s, 'S3').hex).toBe(hexOf('S3'));
  });
  it('Immortals hit on each 6 (v1); the first hit is ignored under card #3 event on Day 4 (v1, R-TH-15)', () => {
    let s = scenario({ command: 5, tactics: 4, turn: 13, event: 3, tp: 2, place: { M1: { hex: hexAt(4, 2) } } });
    s = act(s, { type: 'buy', tactic: 'immortals', unit: 'M1' });
    s = act(s, { type: 'attack', target: 'S3', intense: false });
    s = dice(s, [6, 6, 6, 2]);
    expect(u(s, 'S3').strength).toBe(2); // 3 hits, the first ignored
    let d3 = scenario({ command: 5, tactics: 4, turn: 9, event: 3, tp: 2, place: { M1: { hex: hexAt(4, 2) } } });
    d3 = act(d3, { type: 'buy', tactic: 'immortals', unit: 'M1' });
    d3 = act(d3, { type: 'attack', target: 'S3', intense: false });
    d3 = dice(d3, [6, 6, 6, 2]);
    expect(u(d3, 'S3').strength).toBe(1); // Day 3: no event
  });
  it('card #5 event: on Day 4 the weakest Spartan gains 1 (002 §14.1 clue; v1 day)', () => {
    // the turn's two cards in hand, card #5 on top of the draw pile: it is the event (002 §6.0)
    let s = scenario({ at: 'draw', turn: 13, place: { S2: { hex: 'S2', strength: 2 } }, more: { cards: { hand: [4, 6], draw: [1, 2, 3, 7, 5] } } });
    s = act(s, { type: 'assignCards', tactics: 4 });
    expect(s.cards.event).toBe(5);
    expect(u(s, 'S2').strength).toBe(3);
    expect(s.log.some((e) => e.rule === '002 §6.0, card #5')).toBe(true);
  });
  it('002 §9.2.3 archers: two adjacent Spartans (or one alone, R-TH-7), rolled separately, then friendly fire for exposed units except flanking ones', () => {
    let s = scenario({ command: 2, tactics: 4, turn: 9, ephialtes: true, place: { I3: { hex: hexAt(3, 2) }, M1: { hex: 'F1' } } });
    s = act(s, { type: 'command', slot: 0 });
    const sets = legalActions(s).filter((a) => a.type === 'archerTargets' && !a.intense).map((a) => (a as { targets: string[] }).targets);
    // the adjacent pairs (S1 and S3 are not next to each other), then each Spartan alone
    expect(sets).toEqual([['S1', 'S2'], ['S2', 'S3'], ['S1'], ['S2'], ['S3']]);
    s = act(s, { type: 'archerTargets', targets: ['S1', 'S2'], intense: false });
    s = dice(s, [6, 6, 1]); // S1: one hit
    s = dice(s, [2, 3, 4]); // S2: miss
    expect(u(s, 'S1').strength).toBe(3);
    // friendly fire: only I3 is exposed (M1 is on a flanking hex)
    const req = legalActions(s)[0]!;
    expect(req).toEqual({ type: 'enterDice', count: 2, purpose: 'friendlyFire' });
    s = dice(s, [1, 1]);
    expect(u(s, 'I3').strength).toBe(3);
    expect(u(s, 'M1').strength).toBe(4);
    expect(types(s)).toContain('command'); // back to the second archer attack
  });
  it('002 §9.4 TP: best result only, capped at 5', () => {
    let s = scenario({ command: 5, tp: 4, place: { I3: { hex: hexAt(3, 2) }, S2: { hex: 'S2', strength: 1 } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' });
    s = act(s, { type: 'attack', target: 'S2', intense: false });
    s = dice(s, [5, 6, 2]);
    expect(u(s, 'S2').status).toBe('dead');
    expect(s.tp).toBe(5);
  });
});

describe('002 §10 Spartan Attack Phase', () => {
  it('002 §10.0 a Spartan behind its empty start hex reforms before combat', () => {
    const s = scenario({ at: 'spartan', place: { S2: { hex: 'b2' } } });
    expect(u(s, 'S2').hex).toBe(hexOf('S2'));
  });
  it('002 §10.1.1 order: flanking Immortals, other Immortals, then weakest; ties are the player’s choice', () => {
    let s = scenario({ at: 'spartan', turn: 9, ephialtes: true, place: { M1: { hex: 'F1' }, M2: { hex: hexAt(4, 2), strength: 4 }, I2: { hex: hexAt(2, 2), strength: 2 }, I3: { hex: hexAt(3, 2), strength: 2 } } });
    expect(legalActions(s)[0]).toMatchObject({ type: 'enterDice', purpose: 'spartanAttack' });
    expect(lastEvent(s)).toMatchObject({ type: 'spartanAttack', target: 'M1', priority: 'flankingImmortal', rule: '002 §10.1.1' });
    s = dice(s, [2, 2, 2, 2]);
    expect(lastEvent(s)).toMatchObject({ type: 'spartanAttack', target: 'M2', priority: 'immortal' });
    s = dice(s, [2, 2, 2, 2]);
    expect(legalActions(s)).toEqual([{ type: 'spartanTarget', unit: 'I2' }, { type: 'spartanTarget', unit: 'I3' }]);
    s = act(s, { type: 'spartanTarget', unit: 'I3' });
    expect(lastEvent(s)).toMatchObject({ type: 'spartanAttack', target: 'I3', priority: 'weakest', strength: 2, chosen: true, rule: '002 §10.1.1' });
  });
  it('002 §10.1.3 retreats: one hex per result, player’s path, blocked → hits; 4th retreat is a hit', () => {
    let s = scenario({ at: 'spartan', place: { I3: { hex: hexAt(3, 2), strength: 4 } } });
    s = dice(s, [1, 1, 1, 1]); // 3 retreats + a hit
    expect(u(s, 'I3').strength).toBe(3);
    let steps = 0;
    while (types(s).includes('retreat')) { s = act(s, legalActions(s)[0]!); steps++; }
    expect(u(s, 'I3').hex === hexAt(3, 2)).toBe(false);
    expect(s.log.filter((e) => e.rule === '002 §10.1.3').length).toBe(3);
    void steps;
    // blocked: every hex behind is occupied
    let b = scenario({ at: 'spartan', place: { I3: { hex: hexAt(3, 2), strength: 4 }, I1: { hex: hexAt(2, 3) }, I2: { hex: hexAt(3, 3) } } });
    b = dice(b, [1, 5, 5, 5]);
    expect(u(b, 'I3').hex).toBe(hexAt(3, 2));
    expect(u(b, 'I3').strength).toBe(3);
  });
  it('002 §10.1.4 flanking Immortals ignore retreats; hits are cumulative', () => {
    let s = scenario({ at: 'spartan', turn: 9, ephialtes: true, place: { M1: { hex: 'F2' } } });
    s = dice(s, [1, 1, 3, 4]);
    expect(u(s, 'M1').hex).toBe(hexOf('F2'));
    expect(u(s, 'M1').strength).toBe(2);
  });
  it('002 §10.3 the Spartan advances into its start hex when the Persian there retreats', () => {
    let s = scenario({ at: 'spartan', dead: ['S2'], place: { I1: { hex: hexOf('S1') }, S1: { hex: 'b1' } } });
    expect(u(s, 'S1').hex).toBe(hexOf('b1')); // its start hex is taken: no reform
    s = dice(s, [1, 5, 5, 5]);
    while (types(s).includes('retreat')) s = act(s, legalActions(s)[0]!);
    expect(u(s, 'I1').hex).not.toBe(hexOf('S1'));
    expect(u(s, 'S1').hex).toBe(hexOf('S1'));
  });
  it('R-TH-1 setting: the prose reading retreats on 1 or 2', () => {
    let s = scenario({ at: 'spartan', spartanRetreat: 'oneOrTwo', place: { I3: { hex: hexAt(3, 2) } } });
    s = dice(s, [2, 5, 5, 5]);
    expect(types(s)).toEqual(['retreat']);
    let t = scenario({ at: 'spartan', place: { I3: { hex: hexAt(3, 2) } } });
    t = dice(t, [2, 5, 5, 5]);
    expect(types(t)).not.toContain('retreat');
    expect(u(t, 'I3').hex).toBe(hexAt(3, 2));
  });
  it('card #6 event: +1 DRM but a natural 1 still retreats (002 §7.2 note)', () => {
    let s = scenario({ at: 'spartan', event: 6, tactics: 4, command: 5, place: { I3: { hex: hexAt(3, 2) } } });
    s = dice(s, [1, 2, 6, 6]); // 1 → retreat, 2→3 hit, 6s miss
    expect(u(s, 'I3').strength).toBe(3);
    expect(events(s, 'spartanResult')[0]).toMatchObject({ hits: 1, retreats: 1 });
  });
  it('card #1 event: the misses of the first attack are rerolled (002 §10.1.2)', () => {
    let s = scenario({ at: 'spartan', event: 1, tactics: 4, command: 5, place: { I3: { hex: hexAt(3, 2) } } });
    s = dice(s, [3, 5, 6, 2]);
    expect(legalActions(s)[0]).toEqual({ type: 'enterDice', count: 3, purpose: 'reroll' });
    s = dice(s, [3, 3, 6]);
    expect(u(s, 'I3').strength).toBe(1);
  });
});

describe('002 §11 End of Day and §12 victory', () => {
  it('Persians back to setup hexes (player’s choice), flank Immortals stay, Spartans back and even out, +2 TP', () => {
    let s = scenario({ at: 'spartan', turn: 8, tp: 1, ephialtes: true, place: { I3: { hex: hexAt(1, 3) }, M1: { hex: 'F2' }, I4: { hex: hexAt(6, 6) }, S1: { hex: 'b1', strength: 2 } } });
    // no Persian adjacent except M1 (F2): Spartans attack it
    while (legalActions(s)[0]?.type === 'enterDice') s = dice(s, [5, 5, 5, 5]);
    expect(s.phase).toBe('endOfDay');
    const camps = legalActions(s) as Extract<Action, { type: 'camp' }>[];
    expect(new Set(camps.map((a) => a.unit))).toEqual(new Set(['I3', 'I4']));
    expect(new Set(camps.map((a) => a.to))).toEqual(new Set([hexOf('P3'), hexOf('P4')]));
    s = act(s, { type: 'camp', unit: 'I3', to: hexOf('P4') });
    s = act(s, { type: 'camp', unit: 'I4', to: hexOf('P3') });
    expect(u(s, 'M1').hex).toBe(hexOf('F2'));
    expect(u(s, 'S1').hex).toBe(hexOf('S1'));
    // 2/4/4 → as even as possible, same total (R-TH-13: a point moves from the first strongest to the weakest)
    expect(s.units.filter((x) => x.kind === 'spartan').map((x) => x.strength)).toEqual([3, 3, 4]);
    expect(s.tp).toBe(3);
    expect(s.turn).toBe(9);
  });
  it('even out: 2 and 4 → 3 and 3; a difference of 1 stays (002 §11.0)', () => {
    // the End of Day Phase of turn 4 (every Persian already in camp)
    const s = scenario({ at: 'endOfDay', turn: 4, place: { S1: { hex: 'S1', strength: 2 }, S2: { hex: 'S2', strength: 4 }, S3: { hex: 'S3', strength: 3 } } });
    expect(s.units.slice(9).map((x) => x.strength)).toEqual([3, 3, 3]);
    expect(events(s, 'evenOut')).toEqual([expect.objectContaining({ units: ['S1', 'S2', 'S3'], before: [2, 4, 3], after: [3, 3, 3], rule: '002 §11.0' })]);
    const t = scenario({ at: 'endOfDay', turn: 4, place: { S1: { hex: 'S1', strength: 3 }, S2: { hex: 'S2', strength: 4 } } });
    expect(t.units.slice(9).map((x) => x.strength)).toEqual([3, 4, 4]);
    expect(events(t, 'evenOut')).toEqual([]);
    expect(t.turn).toBe(5);
  });
  it('002 §14.2 difficult: each Spartan +1 at the end of the day', () => {
    let s = scenario({ variant: 'difficult', at: 'spartan', turn: 4, place: { S1: { hex: 'S1', strength: 2 }, S2: { hex: 'S2', strength: 2 }, S3: { hex: 'S3', strength: 2 } } });
    expect(s.units.slice(9).map((x) => x.strength)).toEqual([3, 3, 3]);
    void s;
  });
  it('win when the last Spartan falls: score and rank; historic by turn 12 (002 §12.1)', () => {
    let s = scenario({ command: 5, turn: 12, dead: ['S1', 'S3'], place: { I3: { hex: hexAt(3, 2) }, S2: { hex: 'S2', strength: 1 } } });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' });
    s = act(s, { type: 'attack', target: 'S2', intense: false });
    s = dice(s, [5, 5, 1]);
    const r = result(s)!;
    expect(r).toMatchObject({ outcome: 'win', turn: 12, historic: true });
    expect(r.score).toBe(24); // 24 infantry points + 2 × (12 − 12)
    expect(r.rank).toBe('Crushing Victory');
    expect(legalActions(s)).toEqual([]);
  });
  it('lose when all infantry are eliminated, Immortals or not (002 §12.2)', () => {
    let s = scenario({ at: 'spartan', turn: 9, dead: ['I1', 'I2', 'I4', 'I5', 'I6'], place: { I3: { hex: hexAt(3, 2), strength: 1 }, M1: { hex: 'P1' } } });
    s = dice(s, [3, 5, 5, 5]);
    expect(result(s)).toMatchObject({ outcome: 'loss', rank: 'Defeat' });
  });
  it('lose at the end of turn 16 (002 §12.2)', () => {
    let s = scenario({ at: 'spartan', turn: 16 });
    expect(result(s)).toMatchObject({ outcome: 'loss', turn: 16 });
    void s;
  });
});

describe('contract: applyAction', () => {
  it('throws on an illegal action and leaves the state untouched', () => {
    const s = newGame(5);
    const before = JSON.stringify(s);
    expect(() => applyAction(s, { type: 'endCommand' })).toThrow();
    expect(() => applyAction(s, { type: 'assignCards', tactics: 3 as never })).toThrow();
    const next = applyAction(s, legalActions(s)[0]!);
    expect(JSON.stringify(s)).toBe(before);
    expect(next).not.toBe(s);
  });
  it('physical dice: counts and faces are validated', () => {
    const s = scenario({ at: 'spartan', place: { I3: { hex: hexAt(3, 2) } } });
    const req = legalActions(s)[0] as Extract<Action, { type: 'enterDice' }>;
    expect(() => applyAction(s, { ...req, faces: [1, 2, 3] })).toThrow();
    expect(() => applyAction(s, { ...req, faces: [1, 2, 3, 7 as never] })).toThrow();
    expect(() => applyAction(s, { ...req, count: 3, faces: [1, 2, 3] })).toThrow();
    expect(() => applyAction(s, { ...req, faces: [1, 2, 3, 4] })).not.toThrow();
  });
});
