/**
 * What is wrong with a board mirror, in words: the `BoardProblem`s of src/earth-water/validate.ts
 * (000 §2, §2.1, §2.2, §4.5, §5.1, §7.1, §7.2; 004 §3 A) worded through @lit/localize in English
 * or Dutch. The rule cited beside it is the caller's (`citeRule`, 003 § in Dutch).
 */
import { msg, str } from '@lit/localize';
import type { BoardProblem } from '../../src/earth-water/validate.js';
import type { ForceKind } from '../../src/earth-water/types.js';
import { kindName } from './words.js';

const num = (x: unknown): number => (typeof x === 'number' ? x : Number(x ?? 0));
const txt = (x: unknown): string => String(x ?? '');

/** One board problem as a sentence (without its rule). */
export function boardProblemWords(p: BoardProblem): string {
  const q = p.params;
  const city = txt(q.city);
  switch (p.id) {
    case 'ew.board.landBattle':
      return msg(str`${city} holds armies of both sides: a land battle not yet fought out (nobody controls it).`);
    case 'ew.board.navalBattle':
      return msg(str`The port of ${city} holds fleets of both sides: a naval battle not yet fought out.`);
    case 'ew.board.noPort':
      return msg(str`${city} has no port: no fleet can be there.`);
    case 'ew.board.limit': {
      const kind = kindName(q.kind as ForceKind, true);
      const off = num(q.offMap);
      const head =
        off > 0
          ? msg(str`${num(q.onMap)} ${kind} on the map and ${off} on leader portraits, but the game has only ${num(q.limit)}.`)
          : msg(str`${num(q.onMap)} ${kind} on the map, but the game has only ${num(q.limit)}.`);
      return q.soloLifts ? `${head} ${msg('A solo game against PERS.IA has no Persian limit.')}` : head;
    }
    case 'ew.board.count':
      return msg(str`The number of ${kindName(q.kind as ForceKind, true)} in ${city} must be a whole number, 0 or more.`);
    case 'ew.board.unknownCity':
      return msg(str`"${txt(q.name)}" is not a city of the map.`);
    case 'ew.board.unknownKind':
      return msg(str`"${txt(q.name)}" is not a kind of piece.`);
    case 'ew.board.cityForces':
      return msg(str`The pieces in ${city} are not readable.`);
    case 'ew.board.extra':
      return msg(str`"${txt(q.name)}" is not part of a board.`);
    case 'ew.board.forces':
      return msg('The pieces on the map are not readable.');
    case 'ew.board.bridge':
      return msg('The pontoon bridge must be built or not built.');
    case 'ew.board.campaign':
      return msg(str`The campaign must be a whole number from 1 to ${num(q.max)}.`);
    case 'ew.board.score':
      return msg(str`The score must be a whole number from −${num(q.max)} to ${num(q.max)}.`);
    case 'ew.board.notJson':
    case 'ew.board.notBoard':
    case 'ew.board.options':
      return msg('This is not an Earth & Water board.');
  }
}
