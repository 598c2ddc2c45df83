/**
 * Battles saved before their reasons were messages (table format 2, roller format 1): the dice
 * reasons (000 §7.1, §7.2), the cards' effects (000 §6.2) and the Great King / Evangelion score
 * reasons (R-BT-12) are rebuilt from the battle's own data by battle-upgrade.ts — exactly what the
 * engine writes today — and words that the data do not give back are kept whole as a legacy
 * message, never read for facts.
 */
import { describe, expect, it } from 'vitest';
import { applyBattle, battleChoices, checkBattleState, startBattle, type BattleSetup, type BattleState } from '../../../src/earth-water/battle.js';
import { upgradeBattle } from '../../../src/earth-water/battle-upgrade.js';
import { BATTLE_EVENTS, type BattleEvent } from '../../../src/earth-water/battle-dice.js';
import { rngDice } from '../../../src/core/dice.js';
import { seedRng } from '../../../src/core/rng.js';
import type { Message } from '../../../src/core/message.js';
import type { Board } from '../../../src/earth-water/types.js';

const board = (forces: Board['forces'], score = 0): Board => ({ forces, bridge: false, campaign: 2, score });

/** The English the engine stored before (battle.ts as it was), from a message: the old save's words. */
function oldWords(m: Message): string {
  const p = m.params ?? {};
  const name = (e: unknown) => BATTLE_EVENTS[e as BattleEvent].name;
  switch (m.id) {
    case 'ew.battle.dice.perUnit':
      return `${p.n} ${p.n === 1 ? 'die' : 'dice'}: one per unit (000 §7.1)`;
    case 'ew.battle.dice.max':
      return `${p.n} dice: at most 3 (000 §7.1)`;
    case 'ew.battle.dice.card':
      return `${p.n} dice: ${name(p.event)} (card ${p.card})`;
    case 'ew.battle.effect.greekDice':
      return `Greece rolls ${p.n} dice in this battle (card ${p.card})`;
    case 'ew.battle.effect.pausanias':
      return 'Cavalry of Mardonius cancelled: Persian dice are capped again (card 6)';
    case 'ew.battle.effect.artemisia':
      return `Persia loses one more fleet${p.armyLost ? ' and the army it carried' : ''} (card 9)`;
    case 'ew.battle.effect.immortals':
      return `${p.n} Persian ${p.n === 1 ? 'army returns' : 'armies return'} and fight on (card 5)`;
    case 'ew.battle.score.wipedOut':
      return `${name(p.event)}: the ${p.side === 'persia' ? 'Greek' : 'Persian'} armies in ${p.where} were wiped out, +1 for ${p.side}`;
    case 'ew.battle.score.notControlled':
      return `${name(p.event)}: ${p.side} does not control ${p.where} after the battle, −1 for ${p.side}`;
  }
  throw new Error(`no old words for ${m.id}`);
}

/** A battle as format 2 / roller format 1 stored it: every reason as its English sentence. */
function asOldSave(st: BattleState): unknown {
  const x = JSON.parse(JSON.stringify(st)) as Record<string, any>;
  for (const e of x.log) {
    if (e.type === 'round') for (const s of ['persia', 'greece']) e[s].diceReason = oldWords(e[s].diceReason);
    if (e.type === 'event') {
      e.text = oldWords(e.effect);
      delete e.effect;
    }
  }
  if (x.outcome) x.outcome.reasons = x.outcome.reasons.map(oldWords);
  return x;
}

const SETUPS: BattleSetup[] = [
  // Cavalry of Mardonius against Miltiades, 300 Spartans, Pausanias; The Immortals; more than 3 units (000 §7.1).
  {
    board: board({ Thebai: { greekArmies: 5, persianArmies: 6 }, Athenai: { greekArmies: 1 } }),
    kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', event: 'cavalryOfMardonius',
    hand: { greece: ['miltiades', 'spartans300', 'pausanias'], persia: ['immortals'] },
  },
  // The Great King (card 7, R-BT-12).
  { board: board({ Thebai: { greekArmies: 2, persianArmies: 3 }, Athenai: { greekArmies: 1 } }), kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', event: 'greatKing', hand: { persia: ['immortals'] } },
  // Leonidas: one army, two dice (card 8).
  { board: board({ Thebai: { greekArmies: 1, persianArmies: 2 } }), kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Athenai', event: 'leonidas' },
  // Evangelion (card 10).
  { board: board({ Thebai: { greekArmies: 3, persianArmies: 2 } }), kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Athenai', event: 'evangelion', hand: { greece: ['miltiades'] } },
  // A naval battle with carried armies, Artemisia I (card 9), then the landing's land battle.
  {
    board: board({ Naxos: { persianFleets: 3, persianArmies: 2, greekFleets: 3, greekArmies: 1 } }),
    kind: 'naval', where: 'Naxos', attacker: 'persia', from: 'Ephesos', carried: 2, hand: { greece: ['artemisia', 'miltiades'], persia: ['immortals'] },
  },
  // Artemisia I against Persian fleets carrying nobody.
  { board: board({ Naxos: { persianFleets: 3, greekFleets: 3 } }), kind: 'naval', where: 'Naxos', attacker: 'greece', from: 'Athenai', hand: { greece: ['artemisia'] } },
];

/** A battle played to its end with seeded dice and seeded choices. */
function fight(setup: BattleSetup, seed: number): BattleState {
  let x = seed;
  const pick = (n: number) => ((x = (x * 1103515245 + 12345) % 2147483648), Math.floor((x / 2147483648) * n));
  const dice = rngDice(seedRng(seed + 1000));
  let st = startBattle(setup);
  for (let i = 0; i < 200 && st.phase !== 'over'; i++) {
    const choices = battleChoices(st);
    st = applyBattle(st, choices[pick(choices.length)]!, dice);
  }
  return st;
}

describe('battles saved with English reasons (table format 2, roller format 1)', () => {
  it('are rebuilt from their own data into exactly the messages the engine writes now (000 §7.1, §7.2, §6.2; R-BT-12)', () => {
    const seen = new Set<string>();
    for (const setup of SETUPS) {
      for (let seed = 1; seed <= 40; seed++) {
        const st = fight(setup, seed);
        const old = asOldSave(st);
        expect(() => checkBattleState(old), 'the old form is not the current one').toThrow();
        const up = upgradeBattle(old);
        expect(up).toEqual(JSON.parse(JSON.stringify(st)));
        checkBattleState(up);
        for (const e of st.log) {
          if (e.type === 'round') seen.add(e.persia.diceReason.id).add(e.greece.diceReason.id);
          if (e.type === 'event') seen.add(`${e.effect.id}${e.effect.params?.armyLost ? '+army' : ''}`);
        }
        for (const r of st.outcome!.reasons) seen.add(r.id);
      }
    }
    // every kind of reason was met, so each was rebuilt at least once
    expect([...seen].sort()).toEqual(
      [
        'ew.battle.dice.perUnit', 'ew.battle.dice.max', 'ew.battle.dice.card',
        'ew.battle.effect.greekDice', 'ew.battle.effect.pausanias', 'ew.battle.effect.artemisia', 'ew.battle.effect.artemisia+army', 'ew.battle.effect.immortals',
        'ew.battle.score.wipedOut', 'ew.battle.score.notControlled',
      ].sort(),
    );
  });

  it('keeps words the data do not give back as one legacy message, shown as they were', () => {
    const st = fight(SETUPS[1]!, 3);
    const old = asOldSave(st) as Record<string, any>;
    // a round whose dice do not fit its units (a version with other rules wrote it)
    old.log[0].persia.dice = old.log[0].persia.dice.slice(0, 1);
    old.log[0].persia.best = old.log[0].persia.dice[0];
    old.log[0].persia.counted = Math.min(old.log[0].persia.best, 4);
    old.log[0].persia.capped = old.log[0].persia.counted < old.log[0].persia.best;
    old.log[0].persia.diceReason = '1 die: the old rule';
    // outcome reasons that do not agree with the battle (one more than its score change gives)
    old.outcome.reasons = [...old.outcome.reasons, 'Something happened'];
    const kept = [...old.outcome.reasons];
    const up = upgradeBattle(old) as BattleState;
    expect(up.log[0]).toMatchObject({ type: 'round', persia: { diceReason: { id: 'ew.battle.legacy', params: { text: '1 die: the old rule' } } } });
    expect(up.outcome!.reasons).toEqual(kept.map((text) => ({ id: 'ew.battle.legacy', params: { text } })));
    checkBattleState(up);
  });

  it('leaves a battle in the current form as it is, and anything else to the checks', () => {
    const st = fight(SETUPS[0]!, 5);
    expect(upgradeBattle(JSON.parse(JSON.stringify(st)))).toEqual(JSON.parse(JSON.stringify(st)));
    for (const bad of [null, 3, 'battle', [], { log: 'x' }]) expect(upgradeBattle(bad)).toEqual(bad);
    expect(() => checkBattleState(upgradeBattle({ setup: {}, log: [{ type: 'event', text: 7 }] }))).toThrow();
  });
});
