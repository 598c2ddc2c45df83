/**
 * The solo game as one Earth & Water table (issue 29): PERS.IA's steps are its decisions computed
 * from the table — the same decisions the solo flow made on the same boards (004 §4, §5, §6) — and
 * the Greek player plays the table's own verbs (000 §5.2 raising with the talents counting down,
 * §6.4 moves, §7 battles opened from the move, §8 supply, §9 scoring). "Done on the table" once
 * per PERS.IA step (R-PS-2) or never with the setting; forced passes pass by themselves (000 §6.1,
 * 004 §5.1); a battle PERS.IA starts is fought with the Persians never retreating (004 §3 C) and
 * the step shown after it is the one that follows; bad input changes nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  applySoloTable,
  decisionReadings,
  newSoloTable,
  parseSoloTable,
  soloTableActions,
  soloTableNext,
  soloTableResult,
  type SoloTable,
  type SoloTableAction,
} from '../../../src/persia/solo-table.js';
import { applySoloAction, newSoloGame } from '../../../src/persia/solo.js';
import { persiaOperation } from '../../../src/persia/operation.js';
import { StrategosError } from '../../../src/core/errors.js';
import { count, soloSetup } from '../../../src/earth-water/board.js';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import type { Board } from '../../../src/earth-water/types.js';

const done = (g: SoloTable) => applySoloTable(g, { type: 'persiaDone' });
const act = (g: SoloTable, a: SoloTableAction) => applySoloTable(g, a);

/** A game whose table stands at the Greek operation, with `board`, the hands given, PERS.IA's step copied. */
function atGreekTurn(board: Board, hands: { greece: number; persia: number }): SoloTable {
  const g = done(newSoloTable(1));
  const deck = { draw: 16 - hands.greece - hands.persia, discard: 0 };
  return parseSoloTable({
    table: { ...g.table, board, checklist: { ...g.table.checklist, step: 'operations', turn: 'greece', passed: null, talents: { persia: 0, greece: 0 }, hands } },
    persia: { ...g.persia, deck },
  });
}

describe('a solo game is an Earth & Water table', () => {
  it('004 §2, §4: the solo set-up at campaign 3 with both kings covered; PERS.IA\'s first preparation is on the table — the same decision the solo flow made', () => {
    const g = newSoloTable(42);
    const old = applySoloAction(newSoloGame(42), { type: 'persianPreparation' });
    expect(g.table.solo).toBe(true);
    expect(g.table.checklist).toMatchObject({ campaign: 3, kingsDead: 2, step: 'greeceCards', hands: { persia: 4, greece: 0 }, talents: { greece: 6 } });
    expect(g.table.board).toEqual(old.board);
    expect(g.persia.deck).toEqual(old.deck);
    const shown = g.persia.shown[0]!;
    expect(shown.step).toBe('preparation');
    expect(shown.reasons).toEqual(old.log[old.log.length - 1]!.reasons);
    expect(shown.changes).toEqual(old.log[old.log.length - 1]!.changes);
    expect(g.persia.onTable).toBe(true);
    expect(soloTableActions(g)).toEqual([{ type: 'persiaDone' }]);
    expect(soloTableNext(g)).toEqual({ actor: 'persia', what: 'copy' });
  });

  it('R-PS-2: while PERS.IA\'s step is being copied only "Done on the table" (and a correction) goes on; the setting "I copy as I read" removes the step', () => {
    const g = newSoloTable(3);
    expect(() => act(g, { type: 'buy', side: 'greece', item: 'card' })).toThrow(expect.objectContaining({ id: 'persia.table.copyFirst', rule: 'R-PS-2' }));
    // A correction is allowed and named as one.
    const c = act(g, { type: 'edit', city: 'Sparta', kind: 'greekArmies', delta: 1 });
    expect(c.table.note).toMatchObject({ id: 'persia.note.correction', params: { correction: 'ew.note.edit', city: 'Sparta', delta: 1 } });
    expect(c.persia.onTable).toBe(true);
    const on = act(g, { type: 'copyAsRead', on: true });
    expect(on.persia.onTable).toBe(false);
    expect(on.persia.shown).toHaveLength(1); // still shown, for the player to read as they copy
    expect(soloTableActions(on).some((a) => a.type === 'buy')).toBe(true);
    expect(() => done(on)).toThrow(expect.objectContaining({ id: 'persia.table.nothingToCopy' }));
  });
});

describe('the Greek preparation with the table\'s verbs (000 §5.2)', () => {
  it('the talents count down as cards and pieces are bought; the tap that overspends is refused at once; a third fleet is refused', () => {
    let g = done(newSoloTable(1));
    for (let i = 0; i < 3; i++) g = act(g, { type: 'buy', side: 'greece', item: 'card' });
    expect(g.table.checklist.talents.greece).toBe(3);
    expect(g.table.checklist.hands.greece).toBe(3);
    expect(g.persia.deck).toEqual({ draw: 9, discard: 0 });
    g = act(g, { type: 'next' });
    g = act(g, { type: 'buy', side: 'greece', item: 'fleet', city: 'Athenai' });
    expect(g.table.checklist.talents.greece).toBe(2);
    g = act(g, { type: 'buy', side: 'greece', item: 'fleet', city: 'Sparta' });
    expect(() => act(g, { type: 'buy', side: 'greece', item: 'fleet', city: 'Athenai' })).toThrow(expect.objectContaining({ id: 'ew.buy.max', rule: '000 §5.2' }));
    g = act(g, { type: 'buy', side: 'greece', item: 'army', city: 'Athenai' });
    expect(g.table.checklist.talents.greece).toBe(0);
    const before = JSON.stringify(g);
    expect(() => act(g, { type: 'buy', side: 'greece', item: 'army', city: 'Sparta' })).toThrow(expect.objectContaining({ id: 'ew.buy.talents', rule: '000 §5.2' }));
    expect(JSON.stringify(g)).toBe(before);
    expect(count(g.table.board, 'Athenai', 'greekFleets')).toBe(2);
  });
});

describe('operations', () => {
  it('004 §5.3: PERS.IA\'s operation that reaches the die waits for it — typed in or the table\'s — and decides as persiaOperation does on that board', () => {
    let g = done(newSoloTable(1));
    g = act(g, { type: 'buy', side: 'greece', item: 'card' });
    g = act(g, { type: 'next' });
    g = act(g, { type: 'next' });
    expect(soloTableNext(g)).toEqual({ actor: 'persia', what: 'die' });
    expect(() => act(g, { type: 'pass', side: 'greece' })).toThrow(expect.objectContaining({ id: 'persia.table.persiaTurn' }));
    const board = g.table.board;
    const after = act(g, { type: 'persia', die: 2 });
    const d = persiaOperation(board, 2, 4, { placement: 'free', dieOne: 'phase' });
    const shown = after.persia.shown[0]!;
    expect(shown).toMatchObject({ step: 'operation', die: 2, reasons: d.reasons, changes: d.changes });
    expect(after.table.checklist).toMatchObject({ turn: 'greece', hands: { persia: 3, greece: 1 } });
    expect(after.persia.deck.discard).toBe(1);
  });

  it('000 §6.1, 004 §5.1: a side with no card passes by itself — no tap for a forced pass', () => {
    const g = atGreekTurn(soloSetup(), { greece: 1, persia: 0 });
    // Greece passes; PERS.IA has no card: it passes by itself, and the two passes end the operations (000 §4.3).
    const after = act(g, { type: 'pass', side: 'greece' });
    expect(after.table.checklist.step).not.toBe('operations');
    // The PERS.IA supply followed by itself too (004 §6), waiting on the table.
    expect(after.persia.shown.map((d) => d.step)).toEqual(['operation', 'supply']);
    expect(after.persia.shown[0]!.forced).toBe(true);
    expect(after.table.checklist.step).toBe('greeceAttrition');
  });

  it('004 §3 B: the Persian side\'s verbs are PERS.IA\'s — a Persian move, purchase or pass by the player is refused and nothing changes', () => {
    const g = atGreekTurn(soloSetup(), { greece: 2, persia: 2 });
    const before = JSON.stringify(g);
    for (const a of [
      { type: 'move', move: { by: 'land', side: 'persia', from: 'Abydos', to: 'Pella', count: 1 } },
      { type: 'pass', side: 'persia' },
      { type: 'keepCard', keep: true },
      { type: 'newGame', setup: 'solo', seed: 1 },
    ] as SoloTableAction[]) {
      expect(() => act(g, a)).toThrow(StrategosError);
    }
    expect(JSON.stringify(g)).toBe(before);
  });

  it('bad input gets the project\'s error naming the rule, and nothing changes', () => {
    const g = atGreekTurn(soloSetup(), { greece: 2, persia: 2 });
    const before = JSON.stringify(g);
    expect(() => act(g, null as unknown as SoloTableAction)).toThrow(StrategosError);
    expect(() => act(g, { type: 'fly' } as unknown as SoloTableAction)).toThrow(StrategosError);
    expect(() => act(g, { type: 'move', move: { by: 'land', side: 'greece', from: 'Athenai', to: 'Abydos', count: 1 } })).toThrow(expect.objectContaining({ rule: '000 §6.4' }));
    expect(() => act(g, { type: 'persia', die: 7 as 1 })).toThrow(StrategosError);
    expect(() => applySoloTable({ ...g, persia: { ...g.persia, deck: { draw: 20, discard: 0 } } }, { type: 'pass', side: 'greece' })).toThrow(expect.objectContaining({ id: 'persia.input.state' }));
    expect(JSON.stringify(g)).toBe(before);
  });
});

describe('issue 29 item 6: what the rules forbid is refused naming the rule, and nothing changes', () => {
  /** The error `action` gets on `g`: the project's, with its rule cited from a rulebook or a reading; `g` unchanged. */
  function refusal(g: SoloTable, action: SoloTableAction): { rule: string; id: string } {
    const before = JSON.stringify(g);
    let thrown: unknown = null;
    try {
      applySoloTable(g, action);
    } catch (e) {
      thrown = e;
    }
    expect(thrown, JSON.stringify(action)).toBeInstanceOf(StrategosError);
    expect(JSON.stringify(g)).toBe(before);
    const e = thrown as StrategosError & { rule?: string; id: string };
    expect(e.rule, `${JSON.stringify(action)}: ${e.message}`).toMatch(/^(00[0-4] §\d|R-[A-Z]+-\d)/);
    return { rule: e.rule!, id: e.id };
  }

  it('at the Greek operation: a move with no road, a Persian verb, a battle not from a move, a new game, PERS.IA\'s die, "Done" with nothing to copy, a purchase', () => {
    const g = atGreekTurn(soloSetup(), { greece: 2, persia: 2 });
    expect(refusal(g, { type: 'move', move: { by: 'land', side: 'greece', from: 'Athenai', to: 'Abydos', count: 1 } }).rule).toBe('000 §6.4');
    expect(refusal(g, { type: 'move', move: { by: 'land', side: 'greece', from: 'Athenai', to: 'Thebai', count: 9 } }).rule).toMatch(/^000 §6/);
    expect(refusal(g, { type: 'move', move: { by: 'land', side: 'persia', from: 'Abydos', to: 'Pella', count: 1 } }).rule).toBe('004 §3 B');
    expect(refusal(g, { type: 'pass', side: 'persia' }).rule).toBe('004 §3 B');
    expect(refusal(g, { type: 'battleOpen', request: { kind: 'land', where: 'Abydos', attacker: 'greece', from: 'Athenai', by: 'road' } } as SoloTableAction).rule).toBe('000 §7');
    expect(refusal(g, { type: 'newGame', setup: 'solo', seed: 1 } as SoloTableAction).rule).toBe('004 §2');
    expect(refusal(g, { type: 'persia', die: 3 }).rule).toBe('004 §5');
    expect(refusal(g, { type: 'persiaDone' }).rule).toBe('R-PS-2');
    expect(refusal(g, { type: 'buy', side: 'greece', item: 'army', city: 'Athenai' }).rule).toMatch(/^000 §/);
  });

  it('while PERS.IA\'s step is being copied, at its die, and after the end', () => {
    const copying = newSoloTable(1);
    expect(refusal(copying, { type: 'buy', side: 'greece', item: 'card' })).toEqual({ rule: 'R-PS-2', id: 'persia.table.copyFirst' });
    let g = done(copying);
    g = act(g, { type: 'next' });
    g = act(g, { type: 'next' });
    expect(soloTableNext(g)).toEqual({ actor: 'persia', what: 'die' });
    expect(refusal(g, { type: 'pass', side: 'greece' })).toEqual({ rule: '004 §5', id: 'persia.table.persiaTurn' });
    const over = parseSoloTable({ ...g, persia: { ...g.persia, instantWin: true } });
    expect(refusal(over, { type: 'persia', die: 2 }).rule).toBe('004 §8');
  });
});

describe('battles (000 §7, 004 §3 C)', () => {
  it('a Greek move into Persian armies opens its battle at once from that move; the Persians never retreat; after it is applied the step shown is the one that follows', () => {
    const board: Board = { forces: { Abydos: { persianArmies: 3, persianFleets: 2 }, Ephesos: { persianArmies: 3, persianFleets: 2 }, Thebai: { persianArmies: 1 }, Athenai: { greekArmies: 4, greekFleets: 1 }, Sparta: { greekArmies: 1 } }, bridge: true, campaign: 3, score: 0 };
    let g = atGreekTurn(board, { greece: 2, persia: 2 });
    g = act(g, { type: 'move', move: { by: 'land', side: 'greece', from: 'Athenai', to: 'Thebai', count: 3 } });
    expect(g.table.battle?.request).toMatchObject({ attacker: 'greece', where: 'Thebai', from: 'Athenai', persiaNeverRetreats: true, events: { persia: [] } });
    expect(soloTableNext(g)).toEqual({ actor: 'greece', what: 'battle' });
    const rng = seedRng('battle');
    while (g.table.battle && g.table.battle.state.phase !== 'over') {
      const choices = soloTableActions(g).filter((a) => a.type === 'battleChoice');
      expect(choices.every((c) => !(c.type === 'battleChoice' && c.choice.type === 'retreat' && c.choice.side === 'persia'))).toBe(true);
      g = act(g, choices[nextInt(rng, choices.length)]!);
    }
    g = act(g, { type: 'battleApply', asNow: true });
    // The step after the battle: PERS.IA's operation, decided now (or its die) — never the battle's cause.
    expect(g.persia.shown.every((d) => d.step === 'operation')).toBe(true);
    expect(soloTableNext(g)?.actor).toBe('persia');
  });

  it('a battle PERS.IA starts is opened from its move (attacking, from the last city of its road) and copied before it is fought; once applied nothing of the operation is shown again', () => {
    // Play seeded games until PERS.IA starts a battle, then fight it.
    for (let seed = 1; seed < 40; seed++) {
      const rng = seedRng(`p${seed}`);
      let g = newSoloTable(seed);
      for (let i = 0; i < 400 && !soloTableResult(g); i++) {
        const acts = soloTableActions(g);
        g = act(g, acts[nextInt(rng, acts.length)]!);
        const b = g.table.battle;
        if (b && !b.applied && b.request.attacker === 'persia') {
          expect(b.request.persiaNeverRetreats).toBe(true);
          expect(g.persia.onTable).toBe(true);
          expect(soloTableActions(g)).toEqual([{ type: 'persiaDone' }]);
          g = done(g);
          expect(g.persia.shown).toEqual([]);
          while (g.table.battle!.state.phase !== 'over') {
            const ch = soloTableActions(g);
            g = act(g, ch[nextInt(rng, ch.length)]!);
          }
          const applied = act(g, soloTableActions(g).find((a) => a.type === 'battleApply')!);
          expect(applied.persia.shown.every((d) => d.decision?.battle === undefined || d !== g.persia.shown[0])).toBe(true);
          expect(applied.table.battle!.applied).toBe(true);
          return;
        }
      }
    }
    throw new Error('no PERS.IA battle in 40 games');
  });
});

describe('seeded random play through soloTableActions', () => {
  it('every step keeps a table PERS.IA can play: 16 cards, the game never modified, only the listed actions, games end; every operation is persiaOperation\'s on that board', () => {
    const results: Record<string, number> = {};
    let decided = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const rng = seedRng(`r${seed}`);
      let g = newSoloTable(seed, { placement: seed % 2 ? 'controlled' : 'free', dieOne: seed % 3 === 0 ? 'operation' : 'phase', seaSupply: seed % 5 === 0 ? 'strict' : 'lenient', startCampaign: seed % 4 === 0 ? 2 : 3 });
      let steps = 0;
      for (; steps < 3000 && !soloTableResult(g); steps++) {
        const acts = soloTableActions(g);
        expect(acts.length).toBeGreaterThan(0);
        const a = acts[nextInt(rng, acts.length)]!;
        const before = JSON.stringify(g);
        const next = act(g, a);
        expect(JSON.stringify(g)).toBe(before);
        // The hold-out behaviour: PERS.IA's operation on the table is persiaOperation's on that board, die and hand.
        if (a.type === 'persia' && a.die !== undefined) {
          const d = persiaOperation(g.table.board, a.die, g.table.checklist.hands.persia, { placement: g.persia.options.placement, dieOne: g.persia.options.dieOne });
          const shown = next.persia.shown[0]!;
          expect(shown).toMatchObject({ step: 'operation', die: a.die, changes: d.changes, matched: d.matched });
          // Its reasons, and — as the solo flow said too — that Greece had no card to discard (004 §5.3).
          expect(shown.reasons.slice(0, d.reasons.length)).toEqual(d.reasons);
          expect(shown.reasons.slice(d.reasons.length).map((r) => r.id).filter((id) => id !== 'persia.result.instant')).toEqual(d.greekDiscard && g.table.checklist.hands.greece === 0 ? ['persia.op.noGreekCard'] : []);
          decided++;
        }
        const h = next.table.checklist.hands;
        expect(h.greece + h.persia + next.persia.deck.draw + next.persia.deck.discard).toBe(16);
        expect(parseSoloTable(JSON.parse(JSON.stringify(next)))).toEqual(next);
        g = next;
      }
      const r = soloTableResult(g);
      expect(r).not.toBeNull();
      results[`${r!.winner} ${r!.rule}`] = (results[`${r!.winner} ${r!.rule}`] ?? 0) + 1;
    }
    expect(Object.values(results).reduce((a, b) => a + b, 0)).toBe(12);
    expect(decided).toBeGreaterThan(20);
  }, 120_000);
});

describe("a decision's readings for the player aid (read by <persia-table>, never worked out there)", () => {
  it('004 §5.3, R-PA-8: die 1 names its reading once, from the operation and from its reason alike', () => {
    const d = persiaOperation(soloSetup(), 1, 4);
    const record = { campaign: 3, summary: d.reasons[0]!, reasons: d.reasons, changes: d.changes, matched: d.matched, decision: { ...d } };
    expect(decisionReadings(record)).toEqual(['R-PA-8']);
  });

  it('an operation reading its reasons do not name is still listed; a preparation (no operation) lists what its reasons name', () => {
    const d = persiaOperation(soloSetup(), 1, 4);
    const quiet = d.reasons.map((r) => ({ ...r, params: {} }));
    expect(decisionReadings({ campaign: 3, summary: d.reasons[0]!, reasons: quiet, changes: [], matched: [], decision: { ...d, readings: ['R-PA-6'] } })).toEqual(['R-PA-6']);
    expect(decisionReadings({ campaign: 3, summary: d.reasons[0]!, reasons: d.reasons, changes: [], matched: [] })).toEqual(['R-PA-8']);
  });
});
