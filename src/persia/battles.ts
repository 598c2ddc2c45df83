/**
 * The battles of a solo game: the battle owed after a move, set up the way round the rules give
 * it (000 §7: the moving player attacks; R-BT-1 where it came from; 004 §3 C Persia never
 * retreats), which cards may be played in it (004 §3 E, 000 §6.1; R-PA-15), the setup the battle
 * engine (src/earth-water/battle.ts) starts it from, and whether a result entered at the table is
 * one that battle can end in.
 *
 * A result is checked by the battle engine itself, never by a second copy of its rules: every
 * way the battle can go is explored — each round won by Persia, by Greece or tied, each retreat
 * and each card the player says was played — and the board entered must be one of the ends.
 */
import { plainData, readingInput } from '../core/errors.js';
import { FORCE_KINDS, CITIES, type Board, type City, type ForceKind } from '../earth-water/types.js';
import { count } from '../earth-water/board.js';
import {
  applyBattle,
  battleChoices,
  battleResultToBoard,
  diceNeeded,
  startBattle,
  type BattleSetup,
  type BattleState,
  type LightningEvent,
} from '../earth-water/battle.js';
import type { Die, DiceSource } from '../core/dice.js';
import { battleSetupFor as requestSetup, type BattleRequest } from '../earth-water/battle-request.js';
import type { OperationDecision } from './operation.js';
import type { OwedBattle, SoloState } from './solo-state.js';
import { PersiaInputError, checkBoard, show } from './validate.js';

/** The battle a PERS.IA decision starts (004 §5.2, §5.3), or null. */
export function persianBattle(d: Pick<OperationDecision, 'action' | 'battle' | 'path' | 'count'>, cause: number): OwedBattle | null {
  if (!d.battle) return null;
  if (d.action === 'destroyFleet') {
    // 004 §5.3 die 5: "The fleet placed by the Persians is taken from the Persian reserve" (R-BT-19).
    return { kind: 'naval', where: d.battle.where, attacker: 'persia', from: null, by: 'sea', units: 1, cause };
  }
  const path = d.path ?? [];
  return { kind: 'land', where: d.battle.where, attacker: 'persia', from: path[path.length - 2] ?? null, by: 'road', units: d.count ?? 0, cause };
}

/**
 * Lightning cards each side may play in `battle` (R-PA-15): PERS.IA none (004 §3 E "The Persians
 * do not resolve events on the cards it uses"); Greece, while it holds a card: Miltiades in a land
 * battle (or the land battle after its landing) while his portrait is free, 300 Spartans when
 * Persia attacks by land, Artemisia in a naval battle while her portrait is free. Pausanias only
 * cancels Cavalry of Mardonius, which PERS.IA never plays.
 */
export function battleCards(state: Pick<SoloState, 'greekCards' | 'leaders'>, battle: OwedBattle): Record<'greece' | 'persia', LightningEvent[]> {
  const greece: LightningEvent[] = [];
  if (state.greekCards > 0) {
    const land = battle.kind === 'land' || (battle.carried ?? 0) > 0;
    if (land && !state.leaders.miltiades) greece.push('miltiades');
    if (battle.kind === 'land' && battle.attacker === 'persia') greece.push('spartans300');
    if (battle.kind === 'naval' && !state.leaders.artemisia) greece.push('artemisia');
  }
  return { greece, persia: [] };
}

/**
 * The battle owed as the request every screen opens a battle from (src/earth-water/battle-request.ts,
 * the same kind the Earth & Water table builds after a move): who attacks, where, from which city
 * and how (road or sea), the units that moved, the armies carried only when some were carried,
 * the fleets that carried a landing, the Greek movement event, the Persians never retreating
 * (004 §3 C, §5.3 "If a battle occurs, the Persians never retreat"), the cards 004 §3 E allows
 * (PERS.IA none; Greece those of `battleCards`, as many as its hand holds, R-PA-15) and Xerxes'
 * portrait as the board shows it (000 §5.3). `greek` narrows the Greek cards (those played).
 */
export function battleRequestFor(
  state: Pick<SoloState, 'greekCards' | 'leaders' | 'portraits'>,
  battle: OwedBattle,
  greek: readonly LightningEvent[] = battleCards(state, battle).greece,
): BattleRequest {
  const r: BattleRequest = {
    kind: battle.kind,
    where: battle.where,
    attacker: battle.attacker,
    from: battle.from,
    by: battle.kind === 'naval' ? 'sea' : battle.by,
    units: battle.units,
    persiaNeverRetreats: true,
    events: { greece: [...greek], persia: [] },
    cards: { greece: state.greekCards, persia: 0 },
  };
  if (battle.kind === 'naval') {
    if ((battle.carried ?? 0) > 0) r.carried = battle.carried!;
  } else {
    if (battle.by === 'sea' && battle.fleets !== undefined) r.fleets = battle.fleets;
    if (battle.event !== undefined) r.event = battle.event;
  }
  if (state.portraits.xerxes) r.xerxesDead = true;
  return r;
}

/** The battle engine's setup for `battle` on the state's board: its request, opened the one way every battle is. */
export function battleSetupFor(state: SoloState, battle: OwedBattle, hand?: Partial<Record<'greece' | 'persia', readonly LightningEvent[]>>): BattleSetup {
  return requestSetup(state.board, battleRequestFor(state, battle, hand?.greece));
}

/** A board as a string that is equal exactly when the boards are (for comparing ends). */
export function boardKey(b: Board): string {
  let s = `${b.bridge ? 1 : 0}|${b.score}|`;
  for (const c of CITIES) for (const k of FORCE_KINDS) s += `${count(b, c, k)},`;
  return s;
}

/** Dice that make a round come out one way: Persia wins, Greece wins, or a tie (000 §7.1). */
function fixedDice(persia: Die, greece: Die): DiceSource {
  let call = 0;
  return {
    roll: (n) => {
      const face = call === 0 ? persia : greece;
      call++;
      return Array.from({ length: n }, () => face);
    },
  };
}
const ROUNDS: readonly [Die, Die][] = [
  [4, 1], // Persia's 4 counts 4 (000 §7.1 cap) and beats a 1
  [1, 6], // Greece wins
  [1, 1], // a tie: each loses one
];
const NO_DICE: DiceSource = {
  roll: () => {
    throw new Error('no dice for this choice');
  },
};

/** The most battle positions explored before a result is refused as unverifiable. */
const MAX_POSITIONS = 200_000;

function positionKey(st: BattleState): string {
  return JSON.stringify([st.stage, st.phase, st.units, st.carried, st.escort, st.round === 0, st.greekDice, st.uncapped, st.played, st.hand, st.lost, st.moves]);
}

/**
 * Whether `after` (with the cards `played`) is an end of the battle `setup` starts: the same
 * exploration as `battleEnds`, but only down the paths that can still reach `after` — losses and
 * retreats out of the battle city never shrink (unless The Immortals may be played), and a card
 * the player did not play is never played on the way.
 */
export function isBattleEnd(setup: BattleSetup, after: Board, played: readonly LightningEvent[]): boolean {
  played = plainData(played, 'played');
  checkSetup(setup);
  checkBoard(after, { use: 'battle result', battles: CITIES });
  if (!Array.isArray(played) || !played.every((e) => typeof e === 'string')) {
    throw new PersiaInputError('000 §6.1', `the cards played must be a list of events, got ${show(played)}`, 'persia.input.played', { got: show(played) });
  }
  const target = `${boardKey(after)}|${[...played].sort().join(',')}`;
  const where = setup.where;
  const gone: Record<ForceKind, number> = { greekArmies: 0, persianArmies: 0, greekFleets: 0, persianFleets: 0 };
  for (const k of FORCE_KINDS) gone[k] = count(setup.board, where, k) - count(after, where, k);
  const prune = !(setup.hand?.persia ?? []).includes('immortals');
  const reachable = (st: BattleState): boolean => {
    if (st.played.some((e) => e !== setup.event && !played.includes(e as LightningEvent))) return false;
    if (!prune) return true;
    const out: Record<ForceKind, number> = { ...st.lost };
    for (const m of st.moves) out[m.kind === 'armies' ? (m.side === 'greece' ? 'greekArmies' : 'persianArmies') : m.side === 'greece' ? 'greekFleets' : 'persianFleets'] += m.count;
    return FORCE_KINDS.every((k) => out[k] <= gone[k]);
  };
  return explore(setup, reachable, (key) => key === target);
}

/**
 * Every board the battle can end in, each with the cards played on the way (sorted), keyed
 * `boardKey|cards`. `setup.hand` bounds the cards; the bridge may or may not be destroyed where
 * the engine allows it (000 §7.1 "may").
 */
export function battleEnds(setup: BattleSetup): Set<string> {
  checkSetup(setup);
  const ends = new Set<string>();
  explore(setup, () => true, (key) => {
    ends.add(key);
    return false;
  });
  return ends;
}

/** Walk the battle's positions that `keep` allows; `end` sees each end's key and may stop the walk. */
function explore(setup: BattleSetup, keep: (st: BattleState) => boolean, end: (key: string) => boolean): boolean {
  const seen = new Set<string>();
  const stack: BattleState[] = [startBattle(setup)];
  while (stack.length > 0) {
    const st = stack.pop()!;
    if (!keep(st)) continue;
    const key = positionKey(st);
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > MAX_POSITIONS) {
      throw new PersiaInputError('000 §7', `the battle in ${setup.where} is too large to check`, 'persia.battle.tooLarge', { where: setup.where });
    }
    if (st.phase === 'over') {
      const cards = st.played.filter((e) => e !== setup.event).sort().join(',');
      for (const destroyBridge of [false, true]) if (end(`${boardKey(battleResultToBoard(setup.board, st, { destroyBridge }))}|${cards}`)) return true;
      continue;
    }
    for (const c of battleChoices(st)) {
      if (c.type === 'roll') {
        const need = diceNeeded(st);
        if (need.persia === 0 || need.greece === 0) continue;
        for (const [p, g] of ROUNDS) stack.push(applyBattle(st, c, fixedDice(p, g)));
      } else stack.push(applyBattle(st, c, NO_DICE));
    }
  }
  return false;
}

/** The parts of a setup `startBattle` reads, checked (the engine checks the rest with RuleErrors). */
function checkSetup(setup: BattleSetup): void {
  readingInput('battle setup', () => {
    const bad = (problem: string): never => {
      throw new PersiaInputError('000 §7', `not a battle setup: ${problem}`, 'persia.battle.setup', { problem });
    };
    if (typeof setup !== 'object' || setup === null) bad(show(setup));
    checkBoard(setup.board, { use: 'battle', battles: CITIES });
    if (setup.kind !== 'land' && setup.kind !== 'naval') bad(`kind ${show(setup.kind)}`);
    if (setup.attacker !== 'greece' && setup.attacker !== 'persia') bad(`attacker ${show(setup.attacker)}`);
    if (!(CITIES as readonly unknown[]).includes(setup.where)) bad(`where ${show(setup.where)}`);
    if (setup.from !== null && !(CITIES as readonly unknown[]).includes(setup.from)) bad(`from ${show(setup.from)}`);
    if (setup.by !== undefined && setup.by !== 'road' && setup.by !== 'sea') bad(`by ${show(setup.by)}`);
    for (const k of ['units', 'carried', 'fleets'] as const) {
      const n = setup[k];
      if (n !== undefined && (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 999)) bad(`${k} ${show(n)}`);
    }
    const hand = setup.hand;
    if (hand !== undefined) {
      if (typeof hand !== 'object' || hand === null) bad(`hand ${show(hand)}`);
      for (const side of ['greece', 'persia'] as const) {
        const h = hand[side];
        if (h !== undefined && (!Array.isArray(h) || h.length > 9 || !h.every((e) => typeof e === 'string'))) bad(`hand.${side} ${show(h)}`);
      }
    }
    if (setup.event !== undefined && typeof setup.event !== 'string') bad(`event ${show(setup.event)}`);
  });
}

/** The cities of the battles owed (both sides may stand there). */
export function battleCities(battles: readonly OwedBattle[]): City[] {
  return battles.map((b) => b.where);
}
