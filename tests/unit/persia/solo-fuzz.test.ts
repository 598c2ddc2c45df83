/**
 * Seeded random play of complete solo games (004): PERS.IA decides every Persian step through
 * `applySoloAction`; the Greek side makes random legal mirror edits (movement.ts for its moves,
 * battle.ts for every battle, supply.ts for its supply). After every step the board and state
 * invariants are checked (validateBoard {solo:true} inside `soloInvariants`, plus the checks
 * below). FUZZ_GAMES=2000 npx vitest run tests/unit/persia/solo-fuzz.test.ts for a long run.
 */
import { describe, expect, it } from 'vitest';
import {
  applySoloAction,
  newSoloGame,
  pendingBattles,
  soloActions,
  soloInvariants,
  type BoardChange,
  type SoloAction,
  type SoloState,
} from '../../../src/persia/index.js';
import { CITIES, FORCE_KINDS, type Board, type City, type Side } from '../../../src/earth-water/types.js';
import { MAP, PIECES, PORTS } from '../../../src/earth-water/map.js';
import { armies, controller, count, fleets, total } from '../../../src/earth-water/board.js';
import { applyLandMove, applyNavalMove, landDestinations, navalDestinations } from '../../../src/earth-water/movement.js';
import { supplyReport } from '../../../src/earth-water/supply.js';
import { applyBattle, battleChoices, battleResultToBoard, startBattle, type BattleSetup } from '../../../src/earth-water/battle.js';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import { rngDice, type Die } from '../../../src/core/dice.js';

const GAMES = Number(process.env.FUZZ_GAMES ?? 60);
/** Generous: the machine is shared; the default run takes about a second on an idle core. */
const TIMEOUT = 120_000;
const MAX_STEPS = 3000;

const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[nextInt(rng, xs.length)]!;
const chance = (rng: RngState, p: number) => nextInt(rng, 1000) < p * 1000;

function diff(a: Board, b: Board): { changes: BoardChange[]; score: number } {
  const changes: BoardChange[] = [];
  for (const c of CITIES) {
    for (const k of FORCE_KINDS) {
      const d = count(b, c, k) - count(a, c, k);
      if (d !== 0) changes.push({ city: c, kind: k, delta: d });
    }
  }
  if (a.bridge !== b.bridge) changes.push({ bridge: b.bridge });
  return { changes, score: b.score - a.score };
}

/** How the pending battle came about, for battle.ts (attacker and where it came from). */
interface Origin {
  attacker: Side;
  /** null: die 5's fleet from the reserve came from no city (004 §5.3, R-BT-19). */
  from: City | null;
  by: 'road' | 'sea';
  carried?: number;
  fleets?: number;
}

function greekPreparation(s: SoloState, rng: RngState): SoloAction {
  const b = s.board;
  const deckRoom = Math.max(0, 16 - s.persianCards - s.greekCards);
  const cards = nextInt(rng, Math.min(6, deckRoom) + 1);
  let talents = 6 - cards;
  const changes: BoardChange[] = [];
  const own = CITIES.filter((c) => controller(b, c) === 'greece');
  const ports = own.filter((c) => MAP[c].port && fleets(b, c, 'persia') === 0);
  let fleetsLeft = Math.min(2, PIECES.greekFleets - total(b, 'greekFleets'));
  let armiesLeft = PIECES.greekArmies - total(b, 'greekArmies');
  while (talents > 0) {
    if (ports.length > 0 && fleetsLeft > 0 && chance(rng, 0.3)) {
      changes.push({ city: pick(rng, ports), kind: 'greekFleets', delta: 1 });
      fleetsLeft--;
    } else if (own.length > 0 && armiesLeft > 0) {
      changes.push({ city: pick(rng, own), kind: 'greekArmies', delta: 1 });
      armiesLeft--;
    } else break;
    talents--;
  }
  return { type: 'greekPreparation', cards, changes };
}

function greekOperation(s: SoloState, rng: RngState): { action: SoloAction; origin?: Origin } {
  const b = s.board;
  if (s.greekCards === 0 || chance(rng, 0.15)) return { action: { type: 'greekPass' } };
  const r = nextInt(rng, 10);
  if (r < 6) {
    const from = CITIES.filter((c) => armies(b, c, 'greece') > 0);
    if (from.length > 0) {
      const f = pick(rng, from);
      const dests = landDestinations(b, 'greece', f);
      if (dests.length > 0) {
        const d = pick(rng, dests);
        const n = 1 + nextInt(rng, armies(b, f, 'greece'));
        const after = applyLandMove(b, 'greece', f, d.to, n);
        return {
          action: { type: 'greekOperation', changes: diff(b, after).changes },
          origin: { attacker: 'greece', from: d.path[d.path.length - 2]!, by: 'road' },
        };
      }
    }
  } else if (r < 9) {
    const from = PORTS.filter((c) => fleets(b, c, 'greece') > 0);
    if (from.length > 0) {
      const f = pick(rng, from);
      const all = navalDestinations(b, 'greece', f);
      // Raids on the Persian majors half the time, so the defensive reaction (004 §5.2) gets played.
      const raids = all.filter((x) => MAP[x.to].major === 'persia');
      const d = raids.length > 0 && chance(rng, 0.5) ? pick(rng, raids) : pick(rng, all);
      const nf = 1 + nextInt(rng, fleets(b, f, 'greece'));
      const na = nextInt(rng, Math.min(d.maxArmies, nf) + 1);
      const after = applyNavalMove(b, 'greece', f, d.to, nf, na);
      return {
        action: { type: 'greekOperation', changes: diff(b, after).changes },
        origin: { attacker: 'greece', from: f, by: 'sea', carried: na, fleets: nf },
      };
    }
  } else {
    // Ionian Revolt (card 2): remove one Persian army from Abydos or Ephesos.
    const majors = (['Abydos', 'Ephesos'] as const).filter((c) => armies(b, c, 'persia') > 0);
    if (majors.length > 0) {
      return { action: { type: 'greekOperation', changes: [{ city: pick(rng, majors), kind: 'persianArmies', delta: -1 }] } };
    }
  }
  return { action: { type: 'greekOperation', changes: [] } };
}

function resolveBattle(s: SoloState, rng: RngState, origin: Origin | undefined): SoloAction {
  const { kind, where } = pendingBattles(s.board)[0]!;
  const o: Origin = origin ?? { attacker: 'persia', from: where === 'Ephesos' ? 'Abydos' : 'Ephesos', by: 'sea' };
  const setup: BattleSetup = {
    board: s.board,
    kind,
    where,
    attacker: o.attacker,
    from: o.from,
    persiaNeverRetreats: true,
    xerxesDead: true,
  };
  if (kind === 'naval' && o.attacker === 'greece') {
    setup.units = o.fleets ?? fleets(s.board, where, 'greece');
    setup.carried = o.carried ?? 0;
  }
  if (kind === 'naval' && o.attacker === 'persia') setup.units = fleets(s.board, where, 'persia');
  if (kind === 'land') {
    setup.by = o.by;
    if (o.by === 'sea') setup.fleets = o.fleets ?? fleets(s.board, where, o.attacker);
  }
  let st = startBattle(setup);
  const dice = rngDice(rng);
  for (let i = 0; i < 500 && st.phase !== 'over'; i++) {
    const choices = battleChoices(st);
    const retreat = choices.filter((c) => c.type === 'retreat');
    const c = retreat.length > 0 && chance(rng, 0.2) ? pick(rng, retreat) : (choices.find((x) => x.type !== 'retreat' && x.type !== 'event') ?? choices[0]!);
    st = applyBattle(st, c, dice);
  }
  if (st.phase !== 'over') throw new Error(`battle in ${where} did not end`);
  // Persia never retreats (004 §3 C).
  if (st.moves.some((m) => m.side === 'persia')) throw new Error(`Persia retreated from ${where}`);
  const after = battleResultToBoard(s.board, st, { destroyBridge: chance(rng, 0.5) });
  const d = diff(s.board, after);
  return { type: 'resolveBattle', kind, where, changes: d.changes, scoreDelta: d.score };
}

function greekSupply(s: SoloState, rng: RngState): SoloAction {
  let excess = supplyReport(s.board, 'greece').excess;
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
  /** Battles fought by die 5's fleet from the reserve, from no city (R-BT-19). */
  fromReserve: number;
}

function playGame(seed: number, tally: Tally): SoloState {
  const rng = seedRng(`greek ${seed}`);
  // Odd seeds read die 6 as "controlled" (R-PA-9), even seeds as "free" (the default).
  let s = newSoloGame(seed, seed % 2 === 1 ? { placement: 'controlled' } : {});
  let origin: Origin | undefined;
  for (let step = 0; step < MAX_STEPS && !s.result; step++) {
    const types = soloActions(s);
    if (types.length === 0) throw new Error(`seed ${seed} step ${step}: no action possible in ${s.phase}`);
    const t = types.includes('resolveBattle') ? 'resolveBattle' : pick(rng, types);
    let a: SoloAction;
    let nextOrigin: Origin | undefined;
    switch (t) {
      case 'greekPreparation':
        a = greekPreparation(s, rng);
        break;
      case 'greekOperation':
      case 'greekPass': {
        const g = greekOperation(s, rng);
        a = g.action;
        nextOrigin = g.origin;
        break;
      }
      case 'resolveBattle':
        if (origin?.from === null) tally.fromReserve++;
        a = resolveBattle(s, rng, origin);
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
    // Purity: everything but the (append-only) log compared in full, the log by length and last entry.
    const snap = (x: SoloState) => JSON.stringify({ ...x, log: [x.log.length, x.log[x.log.length - 1]] });
    const before = snap(s);
    // An action not offered now is refused and leaves the state untouched.
    if (t !== 'scoring' && step % 8 === 0) {
      expect(() => applySoloAction(s, { type: 'scoring' })).toThrow();
      expect(snap(s)).toBe(before);
    }
    const next = applySoloAction(s, a);
    if (snap(s) !== before) throw new Error(`seed ${seed} step ${step}: applySoloAction modified its input`);
    const problems = soloInvariants(next);
    if (problems.length > 0) throw new Error(`seed ${seed} step ${step} after ${JSON.stringify(a)}: ${problems.join('; ')}`);
    // Persian decisions explain themselves, citing the rules.
    for (const e of next.log.slice(s.log.length)) {
      if (e.reasons.length === 0) throw new Error(`seed ${seed} step ${step}: ${e.action} without reasons`);
      for (const r of e.reasons) {
        if (!/^00[034] §/.test(r)) throw new Error(`seed ${seed} step ${step}: a reason that cites no rule: ${r}`);
      }
      if (e.action === 'persianOperation' && e.decision) {
        tally.actions[e.decision.action] = (tally.actions[e.decision.action] ?? 0) + 1;
        for (const r of e.reasons) for (const m of r.matchAll(/R-PA-\d+/g)) tally.readings.add(m[0]);
      }
    }
    if (t === 'persianOperation') {
      const dec = next.log.filter((e) => e.decision).pop()!.decision!;
      origin =
        dec.battle?.kind === 'land' && dec.path
          ? { attacker: 'persia', from: dec.path[dec.path.length - 2]!, by: 'road' }
          : dec.battle?.kind === 'naval' && dec.action === 'destroyFleet'
            ? { attacker: 'persia', from: null, by: 'sea' } // R-BT-19: the fleet came from the reserve
            : undefined;
    } else if (a.type === 'greekOperation') origin = nextOrigin;
    else if (t === 'resolveBattle') origin = pendingBattles(next.board).length > 0 ? origin : undefined;
    s = next;
    tally.steps++;
  }
  expect(s.result).not.toBeNull();
  // The JSON state survives a save/load round trip.
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  tally.games++;
  tally.winners[String(s.result!.winner)] = (tally.winners[String(s.result!.winner)] ?? 0) + 1;
  return s;
}

describe('PERS.IA solo games, seeded random play (004, all sections)', () => {
  it(`${GAMES} complete games: every step legal, invariants hold, each game ends with a result`, () => {
    const tally: Tally = { games: 0, steps: 0, winners: {}, actions: {}, readings: new Set(), fromReserve: 0 };
    for (let g = 1; g <= GAMES; g++) playGame(g, tally);
    expect(tally.games).toBe(GAMES);
    // The random play reaches every kind of Persian operation but the defence, which needs a
    // Greek army to survive in Abydos or Ephesos: properties.test.ts drives that one on random boards.
    for (const k of ['pass', 'move', 'destroyArmy', 'destroyFleet', 'placeFleetAndArmy']) expect(tally.actions[k] ?? 0).toBeGreaterThan(0);
    // 004 §5.3 die 5 with several Greek fleets in the port: naval battles from no city were fought (R-BT-19).
    expect(tally.fromReserve).toBeGreaterThan(0);
    if (process.env.FUZZ_VERBOSE) console.log(JSON.stringify({ ...tally, readings: [...tally.readings].sort() }));
  }, TIMEOUT);

  it('replays exactly from the seed (same seed, same game)', () => {
    const t = (): Tally => ({ games: 0, steps: 0, winners: {}, actions: {}, readings: new Set(), fromReserve: 0 });
    expect(JSON.stringify(playGame(7, t()))).toBe(JSON.stringify(playGame(7, t())));
  }, TIMEOUT);
});
