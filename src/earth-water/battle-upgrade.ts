/**
 * The save-format step for battles stored before their reasons were messages (Earth & Water
 * table format ≤ 2, battle roller format 1): a round's `diceReason`, an event's `text` and the
 * outcome's `reasons` were English sentences. They become the messages of battle-reasons.ts,
 * rebuilt from the battle's own data with the engine's functions — the dice rolled and the units
 * engaged (000 §7.1, §7.2), the cards played (000 §6.2), what the battle removed and where the
 * Great King or Evangelion leaves the score (R-BT-12). The old words are never read for facts:
 * where the data do not give the reason (a battle saved by a version with other rules), the old
 * sentence is kept whole as one `ew.battle.legacy` message, shown as it was.
 *
 * `upgradeBattle` takes anything (the checks come after it, in `checkBattleState`) and leaves a
 * battle already in the current form as it is.
 */
import type { Message } from '../core/message.js';
import type { Side } from './types.js';
import { BATTLE_EVENTS, MAX_DICE, type BattleEvent, type LightningEvent } from './battle-dice.js';
import { cardDiceReason, eventEffect, legacyText, unitsDiceReason } from './battle-reasons.js';
import type { BattleOutcome, BattleState } from './battle-types.js';
import { outcomeScore } from './battle-outcome.js';
import { isList, isPlainObject, isWhole } from './check.js';

type Json = Record<string, unknown>;

const isEvent = (x: unknown): x is BattleEvent => typeof x === 'string' && Object.prototype.hasOwnProperty.call(BATTLE_EVENTS, x);

/** A battle (any JSON) with its stored English turned into messages; anything else untouched. */
export function upgradeBattle(x: unknown): unknown {
  if (!isPlainObject(x) || !isList(x.log) || !isPlainObject(x.setup)) return x;
  const setup = x.setup;
  const played = isList(x.played) ? x.played.filter(isEvent) : [];
  // Armies aboard the attacking fleets, followed through the naval rounds (000 §7.2).
  let carried = setup.kind === 'naval' && isWhole(setup.carried) ? setup.carried : 0;
  const log = x.log.map((e): unknown => {
    if (!isPlainObject(e)) return e;
    if (e.type === 'round') {
      const out = { ...e, persia: upgradeRoll(e, 'persia', played), greece: upgradeRoll(e, 'greece', played) };
      if (e.stage === 'naval' && isWhole(e.armiesLost)) carried -= e.armiesLost;
      return out;
    }
    if (e.type === 'event' && typeof e.text === 'string') {
      const { text, ...rest } = e;
      const effect = rebuildEffect(e, setup.attacker === 'persia' ? carried : 0) ?? legacyText(text);
      if (effect.id === 'ew.battle.effect.artemisia' && effect.params?.armyLost === true) carried -= 1;
      return { ...rest, effect };
    }
    return e;
  });
  const out: Json = { ...x, log };
  if (isPlainObject(x.outcome) && isList(x.outcome.reasons) && x.outcome.reasons.some((r) => typeof r === 'string')) {
    out.outcome = { ...x.outcome, reasons: rebuildReasons(out, x.outcome) };
  }
  return out;
}

/** A round's roll with its dice reason rebuilt: the units engaged before the round and the dice rolled. */
function upgradeRoll(e: Json, side: Side, played: BattleEvent[]): unknown {
  const r = e[side];
  if (!isPlainObject(r) || typeof r.diceReason !== 'string') return r;
  const legacy = { ...r, diceReason: legacyText(r.diceReason) };
  const after = isPlainObject(e.after) ? e.after[side] : undefined;
  const lost = isPlainObject(e.losses) ? e.losses[side] : undefined;
  const stage = e.stage === 'naval' ? 'naval' : e.stage === 'land' ? 'land' : null;
  if (!isWhole(after) || !isWhole(lost) || !isList(r.dice) || stage === null) return legacy;
  // Each round removes at most one unit of a side, and a side rolls while it has a unit.
  const units = after + lost;
  const n = r.dice.length;
  if (side === 'greece' && stage === 'land' && n > Math.min(units, MAX_DICE)) {
    // More dice than units: a card set them (Leonidas 2, Miltiades or 300 Spartans 3).
    const card = played.find((p) => BATTLE_EVENTS[p].greekDice === n);
    return card ? { ...r, diceReason: cardDiceReason(n, card) } : legacy;
  }
  return units >= 1 && n === Math.min(units, MAX_DICE) ? { ...r, diceReason: unitsDiceReason(stage, units, n) } : legacy;
}

/** A card's effect rebuilt from the entry (`carried`: armies aboard the Persian fleets before it), or null. */
function rebuildEffect(e: Json, carried: number): Message | null {
  if (!isEvent(e.event) || BATTLE_EVENTS[e.event].timing !== 'lightning') return null;
  const ev = e.event as LightningEvent;
  const after = isPlainObject(e.after) ? e.after.persia : undefined;
  switch (ev) {
    case 'miltiades':
    case 'spartans300':
    case 'pausanias':
      return eventEffect(ev);
    case 'artemisia':
      // The lost fleet takes its army down once every fleet left carries one (000 §7.2).
      return isWhole(after) ? eventEffect(ev, { armyLost: carried > after }) : null;
    case 'immortals':
      // Played when no Persian army was left: those standing after it are those that came back.
      return isWhole(after) && after >= 1 && after <= MAX_DICE ? eventEffect(ev, { n: after }) : null;
  }
}

/** The outcome's reasons rebuilt (The Great King, Evangelion), or the old words kept when they do not agree. */
function rebuildReasons(st: Json, o: Json): Message[] {
  const old = (o.reasons as unknown[]).map((r) => (typeof r === 'string' ? legacyText(r) : (r as Message)));
  try {
    const again = outcomeScore(st as unknown as BattleState, o.how as BattleOutcome['how']);
    return again.scoreDelta === o.scoreDelta && again.reasons.length === old.length ? again.reasons : old;
  } catch {
    return old; // a battle the checks will refuse anyway
  }
}
