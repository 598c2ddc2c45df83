/**
 * Words for the battle roller: side names, piece counts, round results, the end summary.
 * Every string goes through @lit/localize; the facts come from the engine's state (no rule is
 * decided here — only said).
 */
import { msg, str } from '@lit/localize';
import { other, type Side, type City } from '../../src/earth-water/types.js';
import type { Board } from '../../src/earth-water/types.js';
import {
  BATTLE_EVENTS,
  type BattleChoice,
  type BattleLogEntry,
  type BattleState,
  type RoundEntry,
  type SideRoll,
} from '../../src/earth-water/battle.js';
import { formatNumber, formatPercent, plural } from '../i18n/format.js';
import { battleEventName } from '../ew-words/words.js';
import { battleReasonWords } from './reason-words.js';
import { count } from '../i18n/counts.js';

export const SIDES: readonly Side[] = ['persia', 'greece'];

export function sideName(s: Side | null): string {
  return s === 'persia' ? msg('Persia') : s === 'greece' ? msg('Greece') : msg('nobody');
}

export function sideAdjective(s: Side): string {
  return s === 'persia' ? msg('Persian') : msg('Greek');
}

export function pieces(n: number, kind: 'armies' | 'fleets'): string {
  return count(n, kind === 'armies' ? 'army' : 'fleet');
}

/** The kind of unit fighting in a stage. */
export function stageUnits(stage: 'land' | 'naval'): 'armies' | 'fleets' {
  return stage === 'land' ? 'armies' : 'fleets';
}

export function stageTitle(stage: 'land' | 'naval', where: City): string {
  return stage === 'land' ? msg(str`Land battle at ${where}`) : msg(str`Naval battle at ${where}`);
}

export function byWord(by: 'road' | 'sea'): string {
  return by === 'road' ? msg('by road') : msg('by sea');
}

/** "37 %", with "<1 %" and ">99 %" for chances that are not quite 0 or 1. */
export function percent(p: number): string {
  // written as the language writes it (components/i18n/format.ts): "62 %" in Dutch, "62%" in English
  if (p > 0 && p < 0.005) return `<${formatPercent(0.01, 0)}`;
  if (p < 1 && p > 0.995) return `>${formatPercent(0.99, 0)}`;
  return formatPercent(p, 0);
}

/** "6 → 4" when the cap lowered the best die, else the die. */
export function countedText(r: SideRoll): string {
  return r.capped ? `${r.best} → ${r.counted}` : `${r.counted}`;
}

/** Who lost what in a round, in one sentence. */
export function roundResult(r: RoundEntry, attacker: Side): string {
  const kind = stageUnits(r.stage);
  let s: string;
  if (r.winner === 'tie') {
    s = msg(str`Tie: Persia loses ${pieces(r.losses.persia, kind)}, Greece loses ${pieces(r.losses.greece, kind)}.`);
  } else {
    const loser: Side = r.winner === 'persia' ? 'greece' : 'persia';
    s = msg(str`${sideName(r.winner)} wins the round: ${sideName(loser)} loses ${pieces(r.losses[loser], kind)}.`);
  }
  if (r.armiesLost > 0) {
    s += ' ' + msg(str`${sideName(attacker)} also loses ${pieces(r.armiesLost, 'armies')} carried aboard.`);
  }
  return s;
}

/** The whole round read out (the aria-live announcement). */
export function roundAnnouncement(r: RoundEntry, attacker: Side): string {
  const kind = stageUnits(r.stage);
  const head = r.stage === 'land' ? msg(str`Land round ${r.n}.`) : msg(str`Naval round ${r.n}.`);
  const rolled = (s: Side) => {
    const roll = r[s];
    const dice = roll.dice.join(', ');
    return roll.capped
      ? msg(str`${sideName(s)} rolled ${dice}: best ${roll.best}, counts ${roll.counted}.`)
      : msg(str`${sideName(s)} rolled ${dice}: best ${roll.best}.`);
  };
  const left = msg(str`Left: Persia ${pieces(r.after.persia, kind)}, Greece ${pieces(r.after.greece, kind)}.`);
  return [head, rolled('persia'), rolled('greece'), roundResult(r, attacker), left].join(' ');
}

/** One log line (rounds are drawn with their dice beside this text). */
export function logText(e: BattleLogEntry, st: BattleState): string {
  switch (e.type) {
    case 'round':
      return roundResult(e, st.setup.attacker);
    case 'event':
      return `${battleEventName(e.event)} (${sideName(e.side)}): ${battleReasonWords(e.effect)}`;
    case 'retreat': {
      const what = [e.armies ? pieces(e.armies, 'armies') : '', e.fleets ? pieces(e.fleets, 'fleets') : ''].filter(Boolean).join(', ');
      return msg(str`${sideName(e.side)} retreats to ${e.to} ${byWord(e.by)}: ${what}.`);
    }
    case 'landing':
      return e.battle
        ? plural(e.armies, {
            one: () => msg(str`1 army lands in ${st.setup.where}: a land battle follows.`),
            other: () => msg(str`${formatNumber(e.armies)} armies land in ${st.setup.where}: a land battle follows.`),
          })
        : plural(e.armies, {
            one: () => msg(str`1 army lands in ${st.setup.where} unopposed.`),
            other: () => msg(str`${formatNumber(e.armies)} armies land in ${st.setup.where} unopposed.`),
          });
  }
}

/** The label of a button for one of the engine's choices. */
export function choiceLabel(c: BattleChoice, st: BattleState): string {
  switch (c.type) {
    case 'roll':
      return msg('Roll the dice');
    case 'event': {
      const d = { ...BATTLE_EVENTS[c.event], name: battleEventName(c.event) }; // the card's name in the player's language
      if (c.count !== undefined) {
        const n = c.count;
        return plural(n, {
          one: () => msg(str`${sideName(d.side)} plays ${d.name} (card ${d.card}): 1 army returns`),
          other: () => msg(str`${sideName(d.side)} plays ${d.name} (card ${d.card}): ${formatNumber(n)} armies return`),
        });
      }
      return msg(str`${sideName(d.side)} plays ${d.name} (card ${d.card})`);
    }
    case 'retreat':
      return msg(str`Retreat to ${c.to} ${byWord(c.by)}`);
    case 'continue': {
      // Declining this step only: no card (then the retreats), or no retreat for the side asked.
      if (st.phase === 'reaction') return msg('No card: go on');
      const asked: Side = st.phase === 'attackerRetreat' ? st.setup.attacker : other(st.setup.attacker);
      return msg(str`${sideName(asked)} does not retreat`);
    }
  }
}

/** Who is being asked, in the current phase. */
export function phasePrompt(st: BattleState): string | null {
  const att = st.setup.attacker;
  const def: Side = att === 'persia' ? 'greece' : 'persia';
  // 004 §3 C: against PERS.IA the Persians never retreat — never said to be able to.
  const may = (s: Side) => !(s === 'persia' && st.setup.persiaNeverRetreats === true);
  switch (st.phase) {
    case 'attackerRetreat':
      if (may(att) && may(def)) return msg(str`${sideName(att)} (attacking), then ${sideName(def)} (defending), may retreat — or roll the next round.`);
      if (may(att)) return msg(str`${sideName(att)} (attacking) may retreat — or roll the next round.`);
      if (may(def)) return msg(str`${sideName(def)} (defending) may retreat — or roll the next round.`);
      return msg('The Persians never retreat: roll the next round.');
    case 'defenderRetreat':
      return may(def) ? msg(str`${sideName(def)} (defending) may retreat — or roll the next round.`) : msg('The Persians never retreat: roll the next round.');
    case 'reaction':
      return msg('A card may be played now.');
    default:
      return null;
  }
}

/** The end of the battle in words; also the `summary` of `battle-apply`. */
export function battleSummary(st: BattleState, board: Board | null, bridgeDestroyed: boolean): string {
  const o = st.outcome;
  if (!o) return '';
  const where = st.setup.where;
  const parts: string[] = [];
  if (o.how === 'bothEliminated') parts.push(msg(str`${where}: both sides were eliminated.`));
  else if (o.winner) {
    const loser: Side = o.winner === 'persia' ? 'greece' : 'persia';
    parts.push(
      o.how === 'retreat'
        ? msg(str`${sideName(o.winner)} holds ${where}: ${sideName(loser)} retreated.`)
        : msg(str`${sideName(o.winner)} wins at ${where}: the ${sideAdjective(loser)} forces were eliminated.`),
    );
  }
  const losses: string[] = [];
  for (const s of SIDES) {
    const a = st.lost[s === 'persia' ? 'persianArmies' : 'greekArmies'];
    const f = st.lost[s === 'persia' ? 'persianFleets' : 'greekFleets'];
    const what = [a ? pieces(a, 'armies') : '', f ? pieces(f, 'fleets') : ''].filter(Boolean).join(', ');
    if (what) losses.push(`${sideName(s)} ${what}`);
  }
  parts.push(losses.length ? msg(str`Lost: ${losses.join('; ')}.`) : msg('No pieces lost.'));
  for (const m of st.moves) {
    parts.push(msg(str`${sideAdjective(m.side)} ${pieces(m.count, m.kind)} to ${m.to}.`));
  }
  parts.push(...o.reasons.map(battleReasonWords));
  if (board && o.scoreDelta !== 0) parts.push(msg(str`Score track: ${board.score}.`));
  if (bridgeDestroyed) parts.push(msg('The pontoon bridge is destroyed.'));
  return parts.join(' ');
}
