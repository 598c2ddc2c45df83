// The battle roller's words in a PERS.IA battle (issue 29 item 4): 004 §3 C "In the case of land or
// naval battles, the Persians never retreat" — after a round the roller never says Persia may
// retreat, whoever attacks; in a two-player battle it still offers both sides as before (000 §7.1).
import { describe, expect, it } from 'vitest';
import { phasePrompt } from '../../../components/ew-battle-roller/text.js';
import { openBattle, type BattleRequest } from '../../../src/earth-water/battle-request.js';
import { applyBattle, battleChoices } from '../../../src/earth-water/battle.js';
import { enteredDice } from '../../../src/core/dice.js';
import type { Board } from '../../../src/earth-water/types.js';

const board: Board = { forces: { Thebai: { greekArmies: 3, persianArmies: 3 }, Athenai: { greekArmies: 1 }, Larissa: { persianArmies: 1 } }, bridge: true, campaign: 3, score: 0 };

/** The battle after one tied round (each side loses one, 000 §7.1), at its retreat phase. */
function afterRound(r: BattleRequest) {
  let st = openBattle(board, r);
  while (st.phase !== 'attackerRetreat' && st.phase !== 'defenderRetreat' && st.phase !== 'over') {
    const roll = battleChoices(st).find((c) => c.type === 'roll') ?? battleChoices(st).find((c) => c.type === 'continue')!;
    st = applyBattle(st, roll, enteredDice(Array(12).fill(3)));
  }
  return st;
}

describe('who may retreat, in words', () => {
  it('004 §3 C: Greece attacking PERS.IA — only Greece may retreat', () => {
    const st = afterRound({ kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Athenai', by: 'road', persiaNeverRetreats: true });
    const p = phasePrompt(st) ?? '';
    expect(p).toMatch(/Greece/);
    expect(p).not.toMatch(/Persia \(defending\)/);
    expect(p).not.toMatch(/then/);
  });

  it('004 §3 C: PERS.IA attacking — the Persians are never said to retreat', () => {
    const st = afterRound({ kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', by: 'road', persiaNeverRetreats: true });
    expect(phasePrompt(st) ?? '').not.toMatch(/Persia \(attacking\)/);
  });

  it('000 §7.1: a two-player battle still offers both sides a retreat', () => {
    const st = afterRound({ kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Athenai', by: 'road' });
    expect(phasePrompt(st)).toMatch(/Greece \(attacking\), then Persia \(defending\), may retreat/);
  });
});
