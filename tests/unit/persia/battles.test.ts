/**
 * The battles of a solo game (000 §7, 004 §3 C and E): owed before the turn can pass, set up the
 * way round the rules give them (who attacks, from where, with what), the cards that may be
 * played (R-PA-15), and results checked by the battle engine (battles.ts).
 */
import { describe, expect, it } from 'vitest';
import { applySoloAction, owedBattleCards, owedBattleRequest, owedBattleSetup, soloActions, soloNext, type SoloAction, type SoloState } from '../../../src/persia/solo.js';
import { battleEnds, battleSetupFor, isBattleEnd } from '../../../src/persia/battles.js';
import { count } from '../../../src/earth-water/board.js';
import { applyBattle, battleChoices, battleResultToBoard, diceNeeded, startBattle, retreatOptions } from '../../../src/earth-water/battle.js';
import { battleSetupFor as requestSetup, openBattle } from '../../../src/earth-water/battle-request.js';
import { battleChanges } from '../../../src/earth-water/battle-result.js';
import { lightningPlayed } from '../../../src/earth-water/battle-check.js';
import { applyChanges } from '../../../src/earth-water/changes.js';
import { changesBetween } from '../../../src/persia/changes.js';
import { enteredDice } from '../../../src/core/dice.js';
import { StrategosError } from '../../../src/core/errors.js';
import { board, ops } from './helpers.js';

const greekMajors = { Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } };
const last = (s: SoloState) => s.log[s.log.length - 1]!;

/** Larissa 4 moves 2 to the Greek-held Thebai (004 §5.3): a land battle PERS.IA starts. */
function persianAttack(greekCards = 2): SoloState {
  const b = board({ Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Larissa: { persianArmies: 4 }, Pella: { persianArmies: 1 }, Delphi: { greekArmies: 1 }, Thebai: { greekArmies: 2 }, ...greekMajors }, { bridge: false });
  return applySoloAction(ops(b, { greekCards }), { type: 'persianOperation', die: 2 });
}

describe('a battle PERS.IA starts (004 §5.3, §3 C; issue 16 item 1)', () => {
  it('is owed at once, set up with PERS.IA attacking from the last city of its road, the armies that moved, never retreating', () => {
    const s = persianAttack();
    expect(s.battles).toEqual([{ kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', by: 'road', units: 2, cause: s.log.length - 1 }]);
    const setup = owedBattleSetup(s);
    expect(setup).toMatchObject({ attacker: 'persia', from: 'Larissa', by: 'road', units: 2, persiaNeverRetreats: true, xerxesDead: true });
    // The engine, set up from it, never offers Persia a retreat (004 §3 C).
    const st = startBattle(setup);
    expect(retreatOptions(st, 'persia')).toEqual([]);
  });

  it('000 §7: the turn cannot pass before it is fought — the table copy, a Greek card and a pass are all refused', () => {
    const s = persianAttack();
    expect(s.turn).toBe('greece');
    expect(soloActions(s)).toEqual(['resolveBattle']);
    expect(soloNext(s)).toEqual({ action: 'resolveBattle', actor: 'greece' });
    for (const a of [{ type: 'tableDone' }, { type: 'greekPass' }, { type: 'greekOperation', changes: [] }] as SoloAction[]) {
      expect(() => applySoloAction(s, a)).toThrow(StrategosError);
    }
    // Fought: the step waits on the table, then Greece plays.
    const t = applySoloAction(s, { type: 'resolveBattle', changes: [{ city: 'Thebai', kind: 'persianArmies', delta: -2 }, { city: 'Thebai', kind: 'greekArmies', delta: -1 }] });
    expect(t.battles).toEqual([]);
    expect(soloActions(t)).toEqual(['tableDone']);
    expect(soloActions(applySoloAction(t, { type: 'tableDone' }))).toEqual(['greekOperation', 'greekPass']);
  });

  it('004 §3 C: a Persian retreat is refused, so is a result the battle cannot end in or one that leaves both sides', () => {
    const s = persianAttack();
    expect(() =>
      applySoloAction(s, { type: 'resolveBattle', changes: [{ city: 'Thebai', kind: 'persianArmies', delta: -2 }, { city: 'Larissa', kind: 'persianArmies', delta: 2 }] }),
    ).toThrow(/never retreat/);
    expect(() => applySoloAction(s, { type: 'resolveBattle', changes: [{ city: 'Thebai', kind: 'persianArmies', delta: -1 }] })).toThrow(/ends only/);
    // Greece wins a round, then retreats to Delphi (its city, next door): possible. Retreating at
    // once, with no round fought: not (000 §7.1 "After determining the winner of a round").
    expect(() =>
      applySoloAction(s, { type: 'resolveBattle', changes: [{ city: 'Thebai', kind: 'persianArmies', delta: -1 }, { city: 'Thebai', kind: 'greekArmies', delta: -2 }, { city: 'Delphi', kind: 'greekArmies', delta: 2 }] }),
    ).not.toThrow();
    expect(() =>
      applySoloAction(s, { type: 'resolveBattle', changes: [{ city: 'Thebai', kind: 'greekArmies', delta: -2 }, { city: 'Delphi', kind: 'greekArmies', delta: 2 }] }),
    ).toThrow(/cannot end/);
    expect(() =>
      applySoloAction(s, { type: 'resolveBattle', changes: [{ city: 'Thebai', kind: 'greekArmies', delta: -2 }, { city: 'Korinthos', kind: 'greekArmies', delta: 2 }] }),
    ).toThrow(/cannot end/);
    // More losses than pieces engaged: refused before anything is decided.
    expect(() => applySoloAction(s, { type: 'resolveBattle', changes: [{ city: 'Thebai', kind: 'persianArmies', delta: -3 }] })).toThrow(StrategosError);
  });

  it('004 §5.3 die 5 with two Greek fleets in Athenai: a naval battle from no city (R-BT-19), no carried armies though Persian armies stand in the city', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Athenai: { persianArmies: 2, greekFleets: 2 }, Sparta: { greekArmies: 1 } });
    const s = applySoloAction(ops(b), { type: 'persianOperation', die: 5 });
    expect(s.battles).toEqual([{ kind: 'naval', where: 'Athenai', attacker: 'persia', from: null, by: 'sea', units: 1, cause: s.log.length - 1 }]);
    expect(battleSetupFor(s, s.battles[0]!).carried).toBe(0);
    expect(startBattle(battleSetupFor(s, s.battles[0]!)).carried).toBe(0);
  });
});

describe('cards in a solo battle (004 §3 E, 000 §6.1; reading R-PA-15; issue 16 item 6)', () => {
  it('PERS.IA plays none; Greece may play Miltiades and 300 Spartans when PERS.IA attacks by land — never Pausanias or a Persian event', () => {
    expect(owedBattleCards(persianAttack())).toEqual({ greece: ['miltiades', 'spartans300'], persia: [] });
    // With no card in hand, Greece can play none.
    expect(owedBattleCards(persianAttack(0))).toEqual({ greece: [], persia: [] });
  });

  it('a lightning card Greece plays lowers its hand and goes to the discard pile; Miltiades covers his portrait (000 §6.2)', () => {
    const s = persianAttack(2);
    const setup = battleSetupFor(s, s.battles[0]!, { greece: ['miltiades'], persia: [] });
    let st = applyBattle(startBattle(setup), { type: 'event', event: 'miltiades' }, enteredDice([]));
    st = applyBattle(st, { type: 'roll' }, enteredDice([1, 1, 6, 6, 6])); // Greece wins the round (3 dice: Miltiades)
    while (st.phase !== 'over') st = applyBattle(st, st.phase === 'ready' ? { type: 'roll' } : { type: 'continue' }, enteredDice([1, 6, 6, 6]));
    const after = battleResultToBoard(s.board, st);
    const changes = [{ city: 'Thebai' as const, kind: 'persianArmies' as const, delta: count(after, 'Thebai', 'persianArmies') - 2 }, { city: 'Thebai' as const, kind: 'greekArmies' as const, delta: count(after, 'Thebai', 'greekArmies') - 2 }].filter((c) => c.delta !== 0);
    // Not saying the card was played makes the result one the battle cannot end in (Greece rolled 3 dice).
    const t = applySoloAction(s, { type: 'resolveBattle', changes, played: ['miltiades'] });
    expect(t).toMatchObject({ greekCards: 1, leaders: { miltiades: true } });
    expect(t.deck.discard).toBe(s.deck.discard + 1);
    expect(last(t).reasons).toContainEqual({ id: 'persia.battle.card', params: { event: 'miltiades', reading: 'R-PA-15' }, rule: '000 §6.1' });
    // Cards not offered, or more than the hand holds, are refused.
    expect(() => applySoloAction(s, { type: 'resolveBattle', changes, played: ['immortals'] })).toThrow(/R-PA-15/);
    expect(() => applySoloAction(persianAttack(1), { type: 'resolveBattle', changes, played: ['miltiades', 'spartans300'] })).toThrow(/R-PA-15/);
  });

  it('the battle engine decides which ends are possible: without Miltiades Greece cannot have rolled past a Persian 4 with one army left', () => {
    const s = persianAttack();
    const ends = battleEnds(battleSetupFor(s, s.battles[0]!, { greece: [], persia: [] }));
    expect(ends.size).toBeGreaterThan(3);
    const after = { ...s.board, forces: { ...s.board.forces, Thebai: { greekArmies: 2 } } };
    expect(isBattleEnd(battleSetupFor(s, s.battles[0]!, { greece: [], persia: [] }), after, [])).toBe(true);
    expect(isBattleEnd(battleSetupFor(s, s.battles[0]!, { greece: [], persia: [] }), after, ['miltiades'])).toBe(false);
  });
});

describe('a battle Greece starts (000 §6.4–§6.5, §7)', () => {
  it('000 §6.5: a naval move with armies aboard into a Persian port owes a naval battle, Greece attacking from its port, with the armies carried', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3, persianFleets: 1 }, Athenai: { greekArmies: 3, greekFleets: 2 }, Sparta: { greekArmies: 1 } });
    const s = ops(b, { turn: 'greece' });
    const t = applySoloAction(s, {
      type: 'greekOperation',
      changes: [
        { city: 'Athenai', kind: 'greekFleets', delta: -2 },
        { city: 'Ephesos', kind: 'greekFleets', delta: 2 },
        { city: 'Athenai', kind: 'greekArmies', delta: -2 },
        { city: 'Ephesos', kind: 'greekArmies', delta: 2 },
      ],
    });
    expect(t.battles).toEqual([{ kind: 'naval', where: 'Ephesos', attacker: 'greece', from: 'Athenai', by: 'sea', units: 2, carried: 2, cause: t.log.length - 1 }]);
    expect(owedBattleCards(t)).toEqual({ greece: ['miltiades', 'artemisia'], persia: [] });
  });

  it('000 §6.4: a land move into Persian armies owes a land battle, Greece attacking from the last city of its road', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Korinthos: { persianArmies: 1 }, Athenai: { greekArmies: 3 }, Sparta: { greekArmies: 1 } });
    const t = applySoloAction(ops(b, { turn: 'greece' }), { type: 'greekOperation', changes: [{ city: 'Athenai', kind: 'greekArmies', delta: -2 }, { city: 'Korinthos', kind: 'greekArmies', delta: 2 }], event: 'evangelion' });
    expect(t.battles).toEqual([{ kind: 'land', where: 'Korinthos', attacker: 'greece', from: 'Athenai', by: 'road', units: 2, event: 'evangelion', cause: t.log.length - 1 }]);
    // 300 Spartans only when Persia attacks: not offered here.
    expect(owedBattleCards(t)).toEqual({ greece: ['miltiades'], persia: [] });
  });

  it('000 §7.1, reading R-PA-19: the bridge goes only when Greece holds Abydos after a land battle there', () => {
    const b = board({ Abydos: { persianArmies: 1 }, Ephesos: { persianArmies: 3 }, Pella: { greekArmies: 2 }, Athenai: { greekArmies: 1 } }, { score: 0 });
    const s = applySoloAction(ops(b, { turn: 'greece' }), { type: 'greekOperation', changes: [{ city: 'Pella', kind: 'greekArmies', delta: -2 }, { city: 'Abydos', kind: 'greekArmies', delta: 2 }] });
    const won = applySoloAction(s, { type: 'resolveBattle', changes: [{ city: 'Abydos', kind: 'persianArmies', delta: -1 }, { bridge: false }] });
    expect(won.board.bridge).toBe(false);
    expect(last(won).reasons).toContainEqual({ id: 'persia.battle.bridgeGone', params: { reading: 'R-PA-19' }, rule: '000 §7.1' });
    expect(() => applySoloAction(s, { type: 'resolveBattle', changes: [{ city: 'Abydos', kind: 'greekArmies', delta: -2 }, { bridge: false }] })).toThrow(/bridge/);
  });
});

describe('the battle owed as the roller opens it: one BattleRequest (004 §3 C, §3 E, §5.3; issue 16 item 1, item 6)', () => {
  it('004 §5.3: PERS.IA attacks from the last city of its road with the armies that moved, by road, never retreating; no carried armies, no fleets', () => {
    const s = persianAttack();
    expect(owedBattleRequest(s)).toEqual({
      kind: 'land',
      where: 'Thebai',
      attacker: 'persia',
      from: 'Larissa',
      by: 'road',
      units: 2,
      persiaNeverRetreats: true,
      events: { greece: ['miltiades', 'spartans300'], persia: [] },
      cards: { greece: 2, persia: 0 },
      xerxesDead: true,
    });
    // The engine's setup is that request opened on the board — no second way of setting a battle up.
    expect(owedBattleSetup(s)).toEqual(requestSetup(s.board, owedBattleRequest(s)));
    expect(() => owedBattleRequest(ops(s.board))).toThrow(/no battle/);
  });

  it('004 §3 E "The Persians do not resolve events on the cards it uses": the battle opened from the request offers PERS.IA no event, Greece only the cards R-PA-15 allows, none with an empty hand', () => {
    const events = (s: SoloState) =>
      battleChoices(openBattle(s.board, owedBattleRequest(s)))
        .filter((c) => c.type === 'event')
        .map((c) => (c as { event: string }).event)
        .sort();
    expect(events(persianAttack(2))).toEqual(['miltiades', 'spartans300']);
    expect(events(persianAttack(0))).toEqual([]);
    // Miltiades' portrait covered: he is not offered again (000 §6.2).
    expect(events({ ...persianAttack(2), leaders: { ...persianAttack(2).leaders, miltiades: true } })).toEqual(['spartans300']);
  });

  it('004 §5.3 "the Persians never retreat": no retreat is ever offered to PERS.IA in the battle opened from the request', () => {
    let st = openBattle(persianAttack().board, owedBattleRequest(persianAttack()));
    // Greece wins the first round: Persia may not retreat, Greece may (it defends, 000 §7.1).
    st = applyBattle(st, { type: 'roll' }, enteredDice([1, 1, 6, 6]));
    expect(retreatOptions(st, 'persia')).toEqual([]);
    expect(battleChoices(st).some((c) => c.type === 'retreat' && c.side === 'persia')).toBe(false);
  });

  it('004 §5.3 die 5: the fleet from the reserve attacks from no city, carrying nothing — `carried` only when armies were carried', () => {
    const b = board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Athenai: { persianArmies: 2, greekFleets: 2 }, Sparta: { greekArmies: 1 } });
    const s = applySoloAction(ops(b), { type: 'persianOperation', die: 5 });
    const r = owedBattleRequest(s);
    expect(r).toMatchObject({ kind: 'naval', where: 'Athenai', attacker: 'persia', from: null, by: 'sea', units: 1, persiaNeverRetreats: true });
    expect('carried' in r).toBe(false);
    expect(openBattle(s.board, r).carried).toBe(0);
  });

  it('000 §6.5: a Greek naval move carries its armies into the request; a landing by sea names the fleets; a movement event travels with it', () => {
    const naval = ops(board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3, persianFleets: 1 }, Athenai: { greekArmies: 3, greekFleets: 2 }, Sparta: { greekArmies: 1 } }), { turn: 'greece' });
    const move = (from: 'Athenai', to: 'Ephesos', f: number, a: number) => [
      { city: from, kind: 'greekFleets' as const, delta: -f },
      { city: to, kind: 'greekFleets' as const, delta: f },
      { city: from, kind: 'greekArmies' as const, delta: -a },
      { city: to, kind: 'greekArmies' as const, delta: a },
    ];
    const t = applySoloAction(naval, { type: 'greekOperation', changes: move('Athenai', 'Ephesos', 2, 2) });
    expect(owedBattleRequest(t)).toMatchObject({ kind: 'naval', attacker: 'greece', from: 'Athenai', by: 'sea', units: 2, carried: 2, events: { greece: ['miltiades', 'artemisia'], persia: [] } });
    const landing = ops(board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Athenai: { greekArmies: 3, greekFleets: 2 }, Sparta: { greekArmies: 1 } }), { turn: 'greece' });
    const u = applySoloAction(landing, { type: 'greekOperation', changes: move('Athenai', 'Ephesos', 2, 2) });
    expect(owedBattleRequest(u)).toMatchObject({ kind: 'land', where: 'Ephesos', attacker: 'greece', from: 'Athenai', by: 'sea', units: 2, fleets: 2 });
    const land = ops(board({ Abydos: { persianArmies: 3 }, Ephesos: { persianArmies: 3 }, Korinthos: { persianArmies: 1 }, Athenai: { greekArmies: 3 }, Sparta: { greekArmies: 1 } }), { turn: 'greece' });
    const v = applySoloAction(land, { type: 'greekOperation', changes: [{ city: 'Athenai', kind: 'greekArmies', delta: -2 }, { city: 'Korinthos', kind: 'greekArmies', delta: 2 }], event: 'evangelion' });
    expect(owedBattleRequest(v)).toMatchObject({ kind: 'land', by: 'road', from: 'Athenai', event: 'evangelion' });
  });

  it('004 §3 E, 000 §6.1: the result applied from the roller — its changes and the cards it played — is one step: the Greek hand lowered by the card, the losses in the battle city only', () => {
    const s = persianAttack(2);
    let st = openBattle(s.board, owedBattleRequest(s));
    st = applyBattle(st, { type: 'event', event: 'spartans300' }, enteredDice([]));
    while (st.phase !== 'over') st = applyBattle(st, st.phase === 'ready' ? { type: 'roll' } : { type: 'continue' }, enteredDice(Array(diceNeeded(st).persia + diceNeeded(st).greece).fill(1)));
    const after = applyChanges(s.board, battleChanges(st));
    const played = lightningPlayed(st, 'greece');
    expect(played).toEqual(['spartans300']);
    expect(lightningPlayed(st, 'persia')).toEqual([]);
    const changes = changesBetween(s.board, after);
    const scoreDelta = after.score - s.board.score;
    const t = applySoloAction(s, { type: 'resolveBattle', changes, played, ...(scoreDelta ? { scoreDelta } : {}) });
    expect(t.log.length).toBe(s.log.length + 1);
    expect(t.greekCards).toBe(1);
    expect(t.deck.discard).toBe(s.deck.discard + 1);
    expect(t.board).toEqual(after);
    expect(t.battles).toEqual([]);
    expect(last(t).reasons).toContainEqual({ id: 'persia.battle.card', params: { event: 'spartans300', reading: 'R-PA-15' }, rule: '000 §6.1' });
  });
});
