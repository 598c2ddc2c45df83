/**
 * Seeded random play of complete solo games (004) through the public solo API only: PERS.IA
 * decides every Persian step through `applySoloAction`; the random but legal Greek player of
 * driver.ts makes its choices with the Earth & Water rules (movement.ts for its moves, the battle
 * engine for every battle owed, started from the solo state's own setup, supply.ts for its
 * supply) and card events.
 * After every step: the board is valid with the piece limits (`soloInvariants`, which runs
 * `checkSoloState`), the 16 cards add up and the hands are in range, no battle is owed when a
 * turn passes (and nothing but the battle is possible while one is), and every Persian move
 * ends nearer Sparta than it started (004 §5.3, R-PA-7).
 * GAMES=5000 npx vitest run tests/unit/persia/random-play.test.ts for a long run.
 */
import { describe, expect, it } from 'vitest';
import { applySoloAction, soloActions, soloInvariants, type SoloAction, type SoloState } from '../../../src/persia/index.js';
import { driverGame, driverRng, newTally, nextAction, toSparta, type Tally } from './driver.js';

const GAMES = Number(process.env.GAMES ?? 1000);
const TIMEOUT = 600_000;
const MAX_STEPS = 4000;

function check(seed: number, step: number, before: SoloState, a: SoloAction, next: SoloState, tally: Tally): void {
  const where = `seed ${seed} step ${step} after ${JSON.stringify(a)}`;
  const problems = soloInvariants(next);
  if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`);
  // The 16 cards (000 §2.3): hands and piles add up; PERS.IA draws at most 6 (004 §4).
  if (next.persianCards + next.greekCards + next.deck.draw + next.deck.discard !== 16) throw new Error(`${where}: the cards do not add up`);
  // No battle owed when a turn passes: a battle blocks everything else.
  if (before.battles.length > 0 && a.type !== 'resolveBattle') throw new Error(`${where}: an action taken with a battle owed`);
  if (next.battles.length > 0 && soloActions(next).join() !== 'resolveBattle') throw new Error(`${where}: a battle owed but other actions offered`);
  if ((next.turn !== before.turn || next.phase !== before.phase) && next.battles.length > 0 && soloActions(next).some((t) => t !== 'resolveBattle')) {
    throw new Error(`${where}: the turn passed with a battle owed`);
  }
  for (const e of next.log.slice(before.log.length)) {
    if (e.reasons.length === 0 && e.action !== 'tableDone') throw new Error(`${where}: ${e.action} without reasons`);
    for (const r of e.reasons) {
      if (typeof r.id !== 'string' || (r.rule !== undefined && !/^(00[0-4] §|card \d+)/.test(r.rule))) throw new Error(`${where}: a reason with a bad rule: ${JSON.stringify(r)}`);
      if (r.id === 'persia.deck.reshuffle') tally.reshuffles++;
      if (typeof r.params?.reading === 'string') tally.readings.add(r.params.reading);
    }
    if (e.action === 'persianOperation' && e.decision) {
      tally.actions[e.decision.action] = (tally.actions[e.decision.action] ?? 0) + 1;
      // 004 §5.3 "they always move towards Sparta" (R-PA-7): every die move ends nearer Sparta.
      if (e.decision.action === 'move') {
        tally.persianMoves++;
        if (!(toSparta(before.board, e.decision.to!) < toSparta(before.board, e.decision.from!))) {
          throw new Error(`${where}: a Persian move from ${e.decision.from} to ${e.decision.to} is not towards Sparta`);
        }
      }
    }
  }
}

function playGame(seed: number, tally: Tally): SoloState {
  const rng = driverRng(seed);
  let s = driverGame(seed);
  for (let step = 0; step < MAX_STEPS && !s.result; step++) {
    const types = soloActions(s);
    if (types.length === 0) throw new Error(`seed ${seed} step ${step}: no action possible in ${s.phase}`);
    const a = nextAction(s, types, rng, tally);
    // Purity: the whole state every 64th step, else all but the (append-only) log's old entries.
    const snapOf = (x: SoloState) => (step % 64 === 0 ? JSON.stringify(x) : JSON.stringify({ ...x, log: [x.log.length, x.log[x.log.length - 1]] }));
    const snap = snapOf(s);
    // An action not offered now is refused and leaves the state untouched.
    if (step % 7 === 0) {
      const wrong = (['tableDone', 'greekPass', 'scoring', 'persianOperation'] as const).find((x) => !types.includes(x));
      if (wrong) expect(() => applySoloAction(s, { type: wrong } as SoloAction)).toThrow();
    }
    const next = applySoloAction(s, a);
    if (snapOf(s) !== snap) throw new Error(`seed ${seed} step ${step}: applySoloAction modified its input`);
    check(seed, step, s, a, next, tally);
    s = next;
    tally.steps++;
  }
  expect(s.result).not.toBeNull();
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  tally.games++;
  tally.winners[String(s.result!.winner)] = (tally.winners[String(s.result!.winner)] ?? 0) + 1;
  return s;
}

describe('PERS.IA solo games, seeded random play through the public solo API (004, all sections)', () => {
  it(`${GAMES} complete games: every step legal, invariants after every step, each game ends with a result`, () => {
    const tally = newTally();
    for (let g = 1; g <= GAMES; g++) playGame(g, tally);
    expect(tally.games).toBe(GAMES);
    // The play reaches every kind of Persian operation but the defence, which needs a Greek
    // army to survive in Abydos or Ephesos: properties.test.ts drives that one on random boards.
    for (const k of ['pass', 'move', 'destroyArmy', 'destroyFleet', 'placeFleetAndArmy']) expect(tally.actions[k] ?? 0).toBeGreaterThan(0);
    expect(tally.persianMoves).toBeGreaterThan(0);
    expect(tally.fromReserve).toBeGreaterThan(0); // 004 §5.3 die 5 naval battles from no city (R-BT-19)
    expect(tally.cardsPlayed).toBeGreaterThan(0); // R-PA-15
    expect(tally.corrections).toBeGreaterThan(0); // R-PA-18
    expect(tally.reshuffles).toBeGreaterThan(0); // 000 §5.4, R-PA-16
    if (process.env.VERBOSE) console.log(JSON.stringify({ ...tally, readings: [...tally.readings].sort() }));
  }, TIMEOUT);

  it('replays exactly from the seed (same seed, same game)', () => {
    expect(JSON.stringify(playGame(7, newTally()))).toBe(JSON.stringify(playGame(7, newTally())));
  }, TIMEOUT);
});
