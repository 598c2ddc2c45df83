/**
 * The supply calculator's reasons in words: the amphorae each city gives, whether supply by sea
 * is open under the reading in force, and why the armies of each city are fed, kept by sea, cut
 * off or not counted — the messages `supplyExplain` (src/earth-water/supply.ts) returns
 * (000 §8.2, rulings R-EW-2, R-EW-8).
 */
import { msg, str } from '@lit/localize';
import type { Message, MessageParam } from '../../src/core/message.js';
import { kindName, sideName } from './words.js';
import type { ForceKind } from '../../src/earth-water/types.js';
import { formatList, plural } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

/** "Greek fleet" / "Persian fleets" for a side given as a parameter. */
const fleetsOf = (x: MessageParam | undefined, plural: boolean): string =>
  kindName((x === 'persia' ? 'persianFleets' : 'greekFleets') as ForceKind, plural);
const cityList = (x: MessageParam | undefined): string[] => String(x ?? '').split(', ').filter(Boolean);
const cities = (x: MessageParam | undefined, kind: 'and' | 'or'): string => formatList(cityList(x), kind);

/** A supply reason in words (its id for one not known here). */
export function supplyReason(m: Message): string {
  const p = m.params ?? {};
  const city = String(p.city ?? '');
  const n = typeof p.armies === 'number' ? p.armies : 0;
  const side = sideName(p.side);
  switch (m.id) {
    case 'ew.supply.capacity.counted':
      return msg(str`${city} is controlled by ${side}: ${count(Number(p.amphorae), 'amphora')}`);
    case 'ew.supply.capacity.royalRoad':
      return msg(str`${city} is a Persian major city: its amphorae are not counted for Persia`);
    case 'ew.supply.sea.strictOpen':
      return msg(str`No ${fleetsOf(p.enemy, true)} in the ports of ${cities(p.cities, 'or')}: supply by sea is possible (strict reading: any one of your major cities).`);
    case 'ew.supply.sea.strictBlocked':
      // One port or several: "the port of Athenai", "the ports of Athenai and Sparta" (issue 31).
      return plural(cityList(p.cities).length, {
        one: () => msg(str`${fleetsOf(p.enemy, true)} in the port of ${cities(p.cities, 'and')} prevent supply by sea (strict reading: any one of your major cities).`),
        other: () => msg(str`${fleetsOf(p.enemy, true)} in the ports of ${cities(p.cities, 'and')} prevent supply by sea (strict reading: any one of your major cities).`),
      });
    case 'ew.supply.sea.lenientOpen':
      return plural(cityList(p.cities).length, {
        one: () => msg(str`The port of ${cities(p.cities, 'and')} is free of ${fleetsOf(p.enemy, true)}: supply by sea is possible (lenient reading: one free major city is enough).`),
        other: () => msg(str`The ports of ${cities(p.cities, 'and')} are free of ${fleetsOf(p.enemy, true)}: supply by sea is possible (lenient reading: one free major city is enough).`),
      });
    case 'ew.supply.sea.lenientBlocked':
      return msg(str`No major city controlled by ${side} has a port free of ${fleetsOf(p.enemy, true)}: supply by sea is prevented (lenient reading).`);
    case 'ew.supply.city.royalRoad':
      return msg(str`Persian armies in ${city} are supplied by the Royal Road: never counted, never cut off`);
    case 'ew.supply.city.ownMajor':
      return msg(str`${city} is a major city of ${side}, under its own control`);
    case 'ew.supply.city.line':
      return msg(str`Line of communication ${String(p.line)} avoids enemy-controlled cities`);
    case 'ew.supply.city.bySea':
      return msg(str`No line of communication, but a ${fleetsOf(p.side, false)} in the port of ${city} supplies it by sea`);
    case 'ew.supply.city.cutOff': {
      const why =
        p.cause === 'noPort'
          ? msg(str`${city} has no port for supply by sea`)
          : p.cause === 'noFleet'
            ? msg(str`there is no ${fleetsOf(p.side, false)} in the port of ${city}`)
            : msg('supply by sea is prevented');
      return p.bridge
        ? msg(str`No line of communication to a major city of ${side} without crossing enemy-controlled cities, and ${why}: all ${n} removed`)
        : msg(str`No line of communication to a major city of ${side} without crossing enemy-controlled cities (the Abydos–Pella road needs the bridge), and ${why}: all ${n} removed`);
    }
  }
  return m.id;
}
