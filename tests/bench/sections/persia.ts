/**
 * PERS.IA decision throughput: preparation, one operation, Persian supply on seeded random boards,
 * whole solo games in which Greece only passes and loses every battle (a pure engine loop, every
 * state checked at each step), and the check of a battle result against the battle engine — the
 * one step whose cost grows with the pieces engaged (a tap on "Record the battle").
 * Measurements only; budgets live in the issues.
 */
import { persiaAttrition, persiaOperation, persiaPreparation, applySoloAction, isBattleEnd, newSoloGame, soloActions } from '../../../src/persia/index.js';
import type { BoardChange, SoloAction, SoloState } from '../../../src/persia/index.js';
import { CITIES, type Board } from '../../../src/earth-water/types.js';
import { MAP, PIECES } from '../../../src/earth-water/map.js';
import { armies, fleets } from '../../../src/earth-water/board.js';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import type { Die } from '../../../src/core/dice.js';

export const title = 'PERS.IA engine (decisions per second)';

function randomBoard(rng: RngState): Board {
  const b: Board = { forces: {}, bridge: nextInt(rng, 3) > 0, campaign: 3, score: nextInt(rng, 13) - 6 };
  let ga = PIECES.greekArmies;
  for (const c of CITIES) {
    const here: Record<string, number> = {};
    const who = nextInt(rng, 3);
    if (who === 1 && ga > 0) {
      here.greekArmies = 1 + nextInt(rng, Math.min(3, ga));
      ga -= here.greekArmies;
    } else if (who === 2 || MAP[c].major === 'persia') here.persianArmies = 1 + nextInt(rng, 6);
    if (MAP[c].port && nextInt(rng, 3) === 0) here[who === 1 ? 'greekFleets' : 'persianFleets'] = 1;
    b.forces[c] = here;
  }
  return b;
}

function rate(label: string, n: number, f: (i: number) => void): void {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) f(i);
  const ms = performance.now() - t0;
  console.log(`${label.padEnd(34)} ${Math.round((n / ms) * 1000).toLocaleString('en').padStart(10)} /s   (${(ms / n * 1000).toFixed(1)} µs each, n=${n})`);
}

/** Greece passes, and loses every battle PERS.IA starts (its pieces there removed). */
function greekBot(s: SoloState): SoloAction {
  const t = soloActions(s).filter((a) => a !== 'suddenDeath')[0]!;
  if (t === 'resolveBattle') {
    const { kind, where } = s.battles[0]!;
    const k = kind === 'land' ? 'greekArmies' : 'greekFleets';
    const n = kind === 'land' ? armies(s.board, where, 'greece') : fleets(s.board, where, 'greece');
    const changes: BoardChange[] = [{ city: where, kind: k, delta: -n }];
    return { type: 'resolveBattle', changes };
  }
  if (t === 'greekCards') return { type: 'greekCards', cards: 2 };
  if (t === 'greekPreparation') return { type: 'greekPreparation', changes: [] };
  if (t === 'greekSupply') return { type: 'greekSupply', removals: {}, keepCards: 0 };
  if (t === 'greekOperation') return { type: 'greekPass' };
  return { type: t } as SoloAction;
}

export async function run(): Promise<void> {
  const rng = seedRng('bench persia');
  const boards = Array.from({ length: 1000 }, () => randomBoard(rng));
  rate('persiaPreparation', 20000, (i) => persiaPreparation(boards[i % boards.length]!));
  rate('persiaOperation (die 1–6)', 20000, (i) => persiaOperation(boards[i % boards.length]!, ((i % 6) + 1) as Die, 3));
  rate('persiaAttrition', 5000, (i) => persiaAttrition(boards[i % boards.length]!, 2));
  let steps = 0;
  rate('solo game (Greece passes)', 200, (g) => {
    let s = newSoloGame(g);
    while (!s.result && s.phase !== 'over') {
      s = applySoloAction(s, greekBot(s));
      steps++;
    }
  });
  console.log(`  ${steps} solo actions in those games`);
  // A result entered for a battle PERS.IA started, checked against every way the battle can go.
  for (const [p, g] of [
    [2, 2],
    [6, 3],
    [12, 9],
    [30, 9],
  ] as const) {
    const board: Board = { forces: { Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Thebai: { persianArmies: p, greekArmies: g }, Sparta: { greekArmies: 0 } }, bridge: true, campaign: 3, score: 0 };
    const setup = { board, kind: 'land' as const, where: 'Thebai' as const, attacker: 'persia' as const, from: 'Larissa' as const, by: 'road' as const, units: p, hand: { greece: ['miltiades' as const], persia: [] }, xerxesDead: true, persiaNeverRetreats: true };
    const won = { ...board, forces: { ...board.forces, Thebai: { persianArmies: 1 } } };
    rate(`battle result check, ${p} v ${g} armies`, p > 12 ? 20 : 200, () => isBattleEnd(setup, won, []));
  }
}
