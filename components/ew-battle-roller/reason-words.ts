/**
 * A battle's reasons in words: why a side rolls this many dice (000 §7.1, §7.2, and the cards that
 * set Greece's dice), what a card played in the battle did, and why the score track moved after
 * it (The Great King, Evangelion; R-BT-12) — the messages of src/earth-water/battle-reasons.ts,
 * worded through @lit/localize in English or Dutch. Words stored by an older version
 * (`ew.battle.legacy`) are shown as they were.
 */
import { msg, str } from '@lit/localize';
import type { Message } from '../../src/core/message.js';
import type { BattleEvent } from '../../src/earth-water/battle-dice.js';
import { battleEventName, sideName } from '../ew-words/words.js';
import { citeRule, formatNumber, plural } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

const num = (x: unknown): number => (typeof x === 'number' ? x : Number(x ?? 0));
const txt = (x: unknown): string => String(x ?? '');

/** One battle message as a sentence; a dice reason ends with its rule (003 § in Dutch). */
export function battleReasonWords(m: Message): string {
  const p = m.params ?? {};
  const n = num(p.n);
  const card = num(p.card);
  const rule = citeRule(m.rule ?? '');
  switch (m.id) {
    case 'ew.battle.dice.perUnit':
      return msg(str`${count(n, 'die')}: one per unit (${rule})`);
    case 'ew.battle.dice.max':
      return msg(str`${count(n, 'die')}: at most ${formatNumber(num(p.max))} (${rule})`);
    case 'ew.battle.dice.card':
      return msg(str`${count(n, 'die')}: ${battleEventName(p.event as BattleEvent)} (card ${card})`);
    case 'ew.battle.effect.greekDice':
      return msg(str`Greece rolls ${count(n, 'die')} in this battle (card ${card})`);
    case 'ew.battle.effect.pausanias':
      return msg(str`${battleEventName('cavalryOfMardonius')} cancelled: Persian dice are capped again (card ${card})`);
    case 'ew.battle.effect.artemisia':
      return p.armyLost ? msg(str`Persia loses one more fleet and the army it carried (card ${card})`) : msg(str`Persia loses one more fleet (card ${card})`);
    case 'ew.battle.effect.immortals':
      return plural(n, { one: () => msg(str`1 Persian army returns and fights on (card ${card})`), other: () => msg(str`${formatNumber(n)} Persian armies return and fight on (card ${card})`) });
    case 'ew.battle.score.wipedOut':
      return p.side === 'persia'
        ? msg(str`${battleEventName(p.event as BattleEvent)}: the Greek armies in ${txt(p.where)} were wiped out, +1 for ${sideName(p.side)}`)
        : msg(str`${battleEventName(p.event as BattleEvent)}: the Persian armies in ${txt(p.where)} were wiped out, +1 for ${sideName(p.side)}`);
    case 'ew.battle.score.notControlled':
      return msg(str`${battleEventName(p.event as BattleEvent)}: ${sideName(p.side)} does not control ${txt(p.where)} after the battle, −1 for ${sideName(p.side)}`);
    case 'ew.battle.legacy':
      return txt(p.text);
    default:
      return m.id;
  }
}
