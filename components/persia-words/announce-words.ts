/**
 * The one line said through the app's live region (`announce()`, issue 19) after each step of the
 * solo game: PERS.IA's decisions and rolls ("PERS.IA rolled 2: 2 armies Larissa → Thebai"), a
 * battle's result, the player's own steps. Worded from the step's log entry (src/persia), never
 * with a rule citation. The screen shows the full sentence; this is the short form a screen
 * reader hears.
 */
import { msg, str } from '@lit/localize';
import type { MessageParam } from '../../src/core/message.js';
import type { SoloLogEntry } from '../../src/persia/solo.js';
import { persiaWords } from './persia-words.js';
import { count } from '../i18n/counts.js';

type P = Readonly<Record<string, MessageParam>>;
const n = (x: MessageParam): number => (typeof x === 'number' ? x : 0);
const s = (x: MessageParam): string => (x === null || x === undefined ? '' : String(x));

/** A Persian operation in a few words: "2 armies Larissa → Thebai". */
function operationWords(p: P): string {
  switch (p.action) {
    case 'pass':
      return msg('it passes');
    case 'defend':
    case 'move':
      return msg(str`${count(n(p.count), 'army')} from ${s(p.from)} to ${s(p.to)}`);
    case 'destroyArmy':
      return msg(str`destroys 1 Greek army in ${s(p.to)}`);
    case 'destroyFleet':
      return msg(str`destroys 1 Greek fleet at ${s(p.to)}`);
    default:
      return p.fleet ? msg(str`1 fleet and 1 army to ${s(p.to)}`) : msg(str`1 army to ${s(p.to)}`);
  }
}

/** Log lines that already name PERS.IA ("PERS.IA passes", "PERS.IA wins"). */
const NAMED = ['persia.log.pass', 'persia.log.win'];

/** The announcement for the step `e` just logged. */
export function announceWords(e: SoloLogEntry): string {
  const p: P = e.summary.params ?? {};
  if (e.summary.id === 'persia.log.op') {
    const what = operationWords(p);
    return e.die !== undefined ? msg(str`PERS.IA rolled ${e.die}: ${what}`) : msg(str`PERS.IA: ${what}`);
  }
  if (e.summary.id === 'persia.log.battle') {
    const where = s(p.where);
    if (p.holder === 'persia') return msg(str`Battle in ${where}: PERS.IA holds it`);
    if (p.holder === 'greece') return msg(str`Battle in ${where}: you hold it`);
    return msg(str`Battle in ${where}: neither side holds it`);
  }
  const line = persiaWords(e.summary);
  return e.actor === 'persia' && !NAMED.includes(e.summary.id) ? msg(str`PERS.IA: ${line}`) : line;
}
