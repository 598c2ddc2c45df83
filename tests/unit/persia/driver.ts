/**
 * The one driver of PERS.IA games for the seeded tests (random-play.test.ts, properties.test.ts,
 * fuzz.test.ts): seeded choices, a random but legal Greek player — its preparation, operations
 * (000 §6.3–§6.5 and the card events), the battles owed fought with the battle engine from the solo
 * state's own setup (000 §7, 004 §3 C), its supply (000 §8.2) — the die typed in or rolled for
 * PERS.IA's operation (004 §5), random legal boards for decisions taken one at a time, and the
 * road distance to Sparta that 004 §5.3 "they always move towards Sparta" is checked with (R-PA-7).
 * It plays only through the public solo API; it checks nothing — the tests do.
 */
import {
  applySoloAction,
  boardChanges,
  cardsAvailable,
  greekReserve,
  newSoloGame,
  owedBattleCards,
  owedBattleSetup,
  type BoardChange,
  type SoloAction,
  type SoloActionType,
  type SoloState,
} from '../../../src/persia/index.js';
import { CITIES, type Board, type City } from '../../../src/earth-water/types.js';
import { MAP, PIECES, PORTS, neighbours } from '../../../src/earth-water/map.js';
import { armies, controller, fleets } from '../../../src/earth-water/board.js';
import { landDestinations } from '../../../src/earth-water/movement.js';
import { supplyReport } from '../../../src/earth-water/supply.js';
import { applyBattle, battleChoices, battleResultToBoard, startBattle, type LightningEvent } from '../../../src/earth-water/battle.js';
import { isStrategosError } from '../../../src/core/errors.js';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import { rngDice, type Die } from '../../../src/core/dice.js';

export const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[nextInt(rng, xs.length)]!;
export const chance = (rng: RngState, p: number) => nextInt(rng, 1000) < p * 1000;

/** Run `body`; on failure, say which board it was (built only then: it is costly). */
export function on(what: () => string, body: () => void): void {
  try {
    body();
  } catch (e) {
    throw new Error(`${what()}\n${(e as Error).message}`);
  }
}

/** Road steps to Sparta on the map as it stands (the bridge road only while it stands). */
export function toSparta(b: Board, from: City): number {
  const seen = new Map<City, number>([[from, 0]]);
  const q = [from];
  while (q.length > 0) {
    const c = q.shift()!;
    if (c === 'Sparta') return seen.get(c)!;
    for (const n of neighbours(c, b.bridge)) if (!seen.has(n)) (seen.set(n, seen.get(c)! + 1), q.push(n));
  }
  return Infinity;
}

/** A random legal board (no battle pending): Greek pieces within the box, Persian ones without limit (004 §3 A). */
export function randomBoard(rng: RngState): Board {
  const b: Board = { forces: {}, bridge: nextInt(rng, 3) > 0, campaign: 3 + nextInt(rng, 3), score: nextInt(rng, 13) - 6 };
  let ga = PIECES.greekArmies;
  let gf = PIECES.greekFleets;
  for (const c of CITIES) {
    const here: Record<string, number> = {};
    const who = nextInt(rng, 3); // 0 nobody, 1 Greece, 2 Persia holds the city
    if (who === 1 && ga > 0) {
      const n = 1 + nextInt(rng, Math.min(3, ga));
      here.greekArmies = n;
      ga -= n;
    } else if (who === 2 || MAP[c].major === 'persia') {
      const n = nextInt(rng, 7);
      if (n > 0) here.persianArmies = n;
    }
    if (MAP[c].port) {
      const f = nextInt(rng, 4); // 0 none, 1 Greek, 2 Persian
      if (f === 1 && gf > 0) {
        here.greekFleets = 1 + nextInt(rng, Math.min(2, gf));
        gf -= here.greekFleets;
      } else if (f === 2) here.persianFleets = 1 + nextInt(rng, 2);
    }
    if (Object.keys(here).length > 0) b.forces[c] = here;
  }
  return b;
}

// ---------------------------------------------------------------------------------------------
// The Greek player and the table
// ---------------------------------------------------------------------------------------------

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

/** What the games reached (for the tests to require every kind of step came up). */
export interface Tally {
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

export const newTally = (): Tally => ({
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

/** A new solo game for `seed`, its options varied with the seed (placement, die 1, sea supply, edition). */
export function driverGame(seed: number): SoloState {
  return newSoloGame(seed, {
    placement: seed % 2 === 1 ? 'controlled' : 'free',
    dieOne: seed % 3 === 0 ? 'operation' : 'phase',
    seaSupply: seed % 5 === 0 ? 'strict' : 'lenient',
    edition: seed % 7 === 0 ? 'nl' : 'en',
  });
}

/** A random action among `types` (those `soloActions(s)` offers), played as a Greek player at the table would. */
export function nextAction(s: SoloState, types: readonly SoloActionType[], rng: RngState, tally: Tally = newTally()): SoloAction {
  const t = pick(rng, types);
  switch (t) {
    case 'greekCards':
      return { type: 'greekCards', cards: nextInt(rng, Math.min(6, cardsAvailable(s.deck)) + 1) };
    case 'greekPreparation':
      return greekPreparation(s, rng);
    case 'greekOperation':
      return chance(rng, 0.12) ? { type: 'greekPass' } : greekOperation(s, rng, tally);
    case 'resolveBattle':
      return resolveBattle(s, rng, tally);
    case 'greekSupply':
      return greekSupply(s, rng);
    case 'persianOperation':
      // Sometimes a physical die typed in, sometimes the seeded one.
      return chance(rng, 0.3) ? { type: 'persianOperation', die: (1 + nextInt(rng, 6)) as Die } : { type: 'persianOperation' };
    default:
      return { type: t } as SoloAction;
  }
}

/** The Greek player's dice and choices for game `seed`. */
export const driverRng = (seed: number): RngState => seedRng(`greek ${seed}`);
