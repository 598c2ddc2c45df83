/**
 * Seeded random play of complete solo games (004) through the public solo API only: PERS.IA
 * decides every Persian step through `applySoloAction`; a random but legal Greek player makes
 * its choices with the Earth & Water rules (movement.ts for its moves, battle.ts for every battle
 * owed, started from the solo state's own setup, supply.ts for its supply) and card events.
 * After every step: the board is valid with the piece limits (`soloInvariants`, which runs
 * `checkSoloState`), the 16 cards add up and the hands are in range, no battle is owed when a
 * turn passes (and nothing but the battle is possible while one is), and every Persian move
 * ends nearer Sparta than it started (004 §5.3, R-PA-7).
 * GAMES=5000 npx vitest run tests/unit/persia/random-play.test.ts for a long run.
 */
import { describe, expect, it } from 'vitest';
import {
  applySoloAction,
  boardChanges,
  cardsAvailable,
  greekReserve,
  newSoloGame,
  owedBattleCards,
  owedBattleSetup,
  soloActions,
  soloInvariants,
  type BoardChange,
  type SoloAction,
  type SoloState,
} from '../../../src/persia/index.js';
import { CITIES, type Board, type City } from '../../../src/earth-water/types.js';
import { MAP, PORTS, neighbours } from '../../../src/earth-water/map.js';
import { armies, controller, fleets } from '../../../src/earth-water/board.js';
import { landDestinations } from '../../../src/earth-water/movement.js';
import { supplyReport } from '../../../src/earth-water/supply.js';
import { applyBattle, battleChoices, battleResultToBoard, startBattle, type LightningEvent } from '../../../src/earth-water/battle.js';
import { isStrategosError } from '../../../src/core/errors.js';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import { rngDice, type Die } from '../../../src/core/dice.js';

const GAMES = Number(process.env.GAMES ?? 1000);
const TIMEOUT = 600_000;
const MAX_STEPS = 4000;

const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[nextInt(rng, xs.length)]!;
const chance = (rng: RngState, p: number) => nextInt(rng, 1000) < p * 1000;

/** Road steps to Sparta on the map as it stands (the bridge road only while it stands). */
function toSparta(b: Board, from: City): number {
  const seen = new Map<City, number>([[from, 0]]);
  const q = [from];
  while (q.length > 0) {
    const c = q.shift()!;
    if (c === 'Sparta') return seen.get(c)!;
    for (const n of neighbours(c, b.bridge)) if (!seen.has(n)) (seen.set(n, seen.get(c)! + 1), q.push(n));
  }
  return Infinity;
}

function greekCities(b: Board): City[] {
  return CITIES.filter((c) => controller(b, c) === 'greece');
}

function greekPreparation(s: SoloState, rng: RngState): SoloAction {
  const b = s.board;
  let talents = 6 - (s.log[s.log.length - 1]!.action === 'greekCards' ? (s.log[s.log.length - 1]!.summary.params!.cards as number) : 0);
  const changes: BoardChange[] = [];
  const own = greekCities(b);
  const ports = own.filter((c) => MAP[c].port && fleets(b, c, 'persia') === 0);
  let fleetsLeft = Math.min(2, greekReserve(s, 'greekFleets'));
  let armiesLeft = greekReserve(s, 'greekArmies');
  while (talents > 0 && chance(rng, 0.9)) {
    if (ports.length > 0 && fleetsLeft > 0 && chance(rng, 0.3)) {
      changes.push({ city: pick(rng, ports), kind: 'greekFleets', delta: 1 });
      fleetsLeft--;
    } else if (own.length > 0 && armiesLeft > 0) {
      changes.push({ city: pick(rng, own), kind: 'greekArmies', delta: 1 });
      armiesLeft--;
    } else break;
    talents--;
  }
  return { type: 'greekPreparation', changes };
}

/** A random legal Greek operation (000 §6.3–§6.5 and the card events), or a table correction. */
function greekOperation(s: SoloState, rng: RngState, tally: Tally): SoloAction {
  const b = s.board;
  const r = nextInt(rng, 20);
  if (r < 9) {
    const from = CITIES.filter((c) => armies(b, c, 'greece') > 0 && landDestinations(b, 'greece', c).length > 0);
    if (from.length > 0) {
      const f = pick(rng, from);
      const d = pick(rng, landDestinations(b, 'greece', f));
      const leonidas = !s.leaders.leonidas && chance(rng, 0.15);
      const n = leonidas ? 1 : 1 + nextInt(rng, armies(b, f, 'greece'));
      const a: SoloAction = { type: 'greekOperation', changes: [{ city: f, kind: 'greekArmies', delta: -n }, { city: d.to, kind: 'greekArmies', delta: n }] };
      if (leonidas) {
        a.event = 'leonidas';
        if (greekReserve(s, 'greekArmies') === 0) {
          const after = { ...b, forces: { ...b.forces, [f]: { ...b.forces[f], greekArmies: armies(b, f, 'greece') - n } } } as Board;
          const c = CITIES.find((x) => (x === d.to ? n : armies(after, x, 'greece')) > 0)!;
          a.leaderFrom = c;
        }
      } else if (chance(rng, 0.1)) a.event = 'evangelion';
      return a;
    }
  } else if (r < 14) {
    const from = PORTS.filter((c) => fleets(b, c, 'greece') > 0);
    if (from.length > 0) {
      const f = pick(rng, from);
      const raids = PORTS.filter((p) => p !== f && MAP[p].major === 'persia');
      const to = raids.length > 0 && chance(rng, 0.4) ? pick(rng, raids) : pick(rng, PORTS.filter((p) => p !== f));
      const nf = 1 + nextInt(rng, fleets(b, f, 'greece'));
      const na = nextInt(rng, Math.min(3, nf, armies(b, f, 'greece')) + 1);
      const changes: BoardChange[] = [{ city: f, kind: 'greekFleets', delta: -nf }, { city: to, kind: 'greekFleets', delta: nf }];
      if (na > 0) changes.push({ city: f, kind: 'greekArmies', delta: -na }, { city: to, kind: 'greekArmies', delta: na });
      return { type: 'greekOperation', changes };
    }
  } else if (r === 14) {
    // Ionian Revolt / Desertion / Wrath of Poseidon: one Persian piece removed.
    const withArmy = CITIES.filter((c) => armies(b, c, 'persia') > 0);
    const withFleet = PORTS.filter((c) => fleets(b, c, 'persia') > 0);
    if (withArmy.length > 0 && chance(rng, 0.6)) return { type: 'greekOperation', changes: [{ city: pick(rng, withArmy), kind: 'persianArmies', delta: -1 }] };
    if (withFleet.length > 0) return { type: 'greekOperation', changes: [{ city: pick(rng, withFleet), kind: 'persianFleets', delta: -1 }] };
  } else if (r === 15) {
    // Mines of Laurion: up to 3 talents of cards, armies and fleets.
    const own = greekCities(b);
    const ports = own.filter((c) => MAP[c].port && fleets(b, c, 'persia') === 0);
    const changes: BoardChange[] = [];
    let armiesLeft = greekReserve(s, 'greekArmies');
    let fleetsLeft = greekReserve(s, 'greekFleets');
    const avail = cardsAvailable(s.deck) + 1;
    let drawn = 0;
    for (let t = 0; t < 3; t++) {
      const k = nextInt(rng, 3);
      if (k === 0 && drawn < avail) drawn++;
      else if (k === 1 && armiesLeft > 0 && own.length > 0) (changes.push({ city: pick(rng, own), kind: 'greekArmies', delta: 1 }), armiesLeft--);
      else if (k === 2 && fleetsLeft > 0 && ports.length > 0) (changes.push({ city: pick(rng, ports), kind: 'greekFleets', delta: 1 }), fleetsLeft--);
    }
    if (drawn > 0) tally.draws++;
    return { type: 'greekOperation', changes, drawn };
  } else if (r === 16) {
    // Oracle of Delphi: discard the hand, draw one more than discarded.
    const discarded = s.greekCards - 1;
    const drawn = Math.min(discarded + 1, cardsAvailable(s.deck) + 1 + discarded);
    tally.draws++;
    return { type: 'greekOperation', changes: [], discarded, drawn };
  } else if (r === 17) {
    // An edit the rules do not allow (an army moved where no road leads): refused, then kept
    // at the player's word as a table correction (R-PA-18).
    const from = CITIES.filter((c) => armies(b, c, 'greece') > 0);
    if (from.length > 0) {
      const f = pick(rng, from);
      const reach = landDestinations(b, 'greece', f).map((d) => d.to);
      const far = CITIES.filter((c) => c !== f && !reach.includes(c) && armies(b, c, 'persia') === 0);
      if (far.length > 0) {
        const a: SoloAction = { type: 'greekOperation', changes: [{ city: f, kind: 'greekArmies', delta: -1 }, { city: pick(rng, far), kind: 'greekArmies', delta: 1 }] };
        let refused = false;
        try {
          applySoloAction(s, a);
        } catch (e) {
          refused = isStrategosError(e);
        }
        if (!refused) throw new Error(`an illegal Greek operation was accepted: ${JSON.stringify(a)}`);
        tally.corrections++;
        return { ...a, correction: true };
      }
    }
  }
  return { type: 'greekOperation', changes: [] };
}

/** Fight the battle owed with battle.ts from the solo state's own setup; random choices, seeded dice. */
function resolveBattle(s: SoloState, rng: RngState, tally: Tally): SoloAction {
  const battle = s.battles[0]!;
  const offered = owedBattleCards(s)!.greece;
  const hand: LightningEvent[] = offered.filter(() => chance(rng, 0.5)).slice(0, s.greekCards);
  const setup = owedBattleSetup(s, hand);
  let st = startBattle(setup);
  const dice = rngDice(rng);
  for (let i = 0; i < 1000 && st.phase !== 'over'; i++) {
    const choices = battleChoices(st);
    const special = choices.filter((c) => c.type === 'retreat' || c.type === 'event');
    const c = special.length > 0 && chance(rng, 0.3) ? pick(rng, special) : (choices.find((x) => x.type === 'roll' || x.type === 'continue') ?? choices[0]!);
    st = applyBattle(st, c, dice);
  }
  if (st.phase !== 'over') throw new Error(`battle in ${battle.where} did not end`);
  if (st.moves.some((m) => m.side === 'persia')) throw new Error(`Persia retreated from ${battle.where}`); // 004 §3 C
  const after = battleResultToBoard(s.board, st, { destroyBridge: chance(rng, 0.5) });
  const played = st.played.filter((e): e is LightningEvent => offered.includes(e as LightningEvent));
  tally.cardsPlayed += played.length;
  if (battle.from === null) tally.fromReserve++;
  const changes = boardChanges(s.board, { ...after, score: s.board.score });
  const a: SoloAction = { type: 'resolveBattle', changes, played };
  if (after.score !== s.board.score) a.scoreDelta = after.score - s.board.score;
  if (played.includes('miltiades') && greekReserve({ board: after, leaders: s.leaders }, 'greekArmies') === 0) {
    a.leaderFrom = CITIES.find((c) => armies(after, c, 'greece') > 0)!;
  }
  return a;
}

function greekSupply(s: SoloState, rng: RngState): SoloAction {
  let excess = supplyReport(s.board, 'greece', { seaSupply: s.options.seaSupply }).excess;
  const removals: Partial<Record<City, number>> = {};
  while (excess > 0) {
    const c = pick(rng, CITIES.filter((x) => armies(s.board, x, 'greece') > (removals[x] ?? 0)));
    removals[c] = (removals[c] ?? 0) + 1;
    excess--;
  }
  return { type: 'greekSupply', removals, keepCards: nextInt(rng, Math.min(4, s.greekCards) + 1) };
}

interface Tally {
  games: number;
  steps: number;
  winners: Record<string, number>;
  actions: Record<string, number>;
  readings: Set<string>;
  fromReserve: number;
  cardsPlayed: number;
  corrections: number;
  draws: number;
  reshuffles: number;
  persianMoves: number;
}

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
  const rng = seedRng(`greek ${seed}`);
  let s = newSoloGame(seed, {
    placement: seed % 2 === 1 ? 'controlled' : 'free',
    dieOne: seed % 3 === 0 ? 'operation' : 'phase',
    seaSupply: seed % 5 === 0 ? 'strict' : 'lenient',
    edition: seed % 7 === 0 ? 'nl' : 'en',
  });
  for (let step = 0; step < MAX_STEPS && !s.result; step++) {
    const types = soloActions(s);
    if (types.length === 0) throw new Error(`seed ${seed} step ${step}: no action possible in ${s.phase}`);
    const t = pick(rng, types);
    let a: SoloAction;
    switch (t) {
      case 'greekCards':
        a = { type: 'greekCards', cards: nextInt(rng, Math.min(6, cardsAvailable(s.deck)) + 1) };
        break;
      case 'greekPreparation':
        a = greekPreparation(s, rng);
        break;
      case 'greekOperation':
        a = chance(rng, 0.12) ? { type: 'greekPass' } : greekOperation(s, rng, tally);
        break;
      case 'resolveBattle':
        a = resolveBattle(s, rng, tally);
        break;
      case 'greekSupply':
        a = greekSupply(s, rng);
        break;
      case 'persianOperation':
        // Sometimes a physical die typed in, sometimes the seeded one.
        a = chance(rng, 0.3) ? { type: 'persianOperation', die: (1 + nextInt(rng, 6)) as Die } : { type: 'persianOperation' };
        break;
      default:
        a = { type: t } as SoloAction;
    }
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

const newTally = (): Tally => ({
  games: 0,
  steps: 0,
  winners: {},
  actions: {},
  readings: new Set(),
  fromReserve: 0,
  cardsPlayed: 0,
  corrections: 0,
  draws: 0,
  reshuffles: 0,
  persianMoves: 0,
});

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
