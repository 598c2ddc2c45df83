/**
 * What the step of a Thermopylae game offers, read from legalActions alone (never the screen's
 * own idea): the choices shown as buttons and on the map, the tactics to buy (002 §7.1), dice to
 * enter, and whether Intense Fighting (002 §7.1) can be added to an attack — its variants of an
 * attack are folded into one toggle. While a tactic or a hex is being picked, the choices narrow
 * to it; a pick that needs two hexes (a unit, then where it goes) shows the second on the map.
 */
import { msg } from '@lit/localize';
import { legalActions } from '../../src/thermopylae/index.js';
import type { Action, GameState, Hex, StandardTactic } from '../../src/thermopylae/types.js';
import { actionHexes, actionLabel } from '../thermopylae-screen/describe.js';
import type { HexChoice } from '../th-hex-map/th-hex-map.js';

export interface Offered {
  all: Action[];
  /** The step's choices, Intense Fighting folded as the toggle says. */
  main: Action[];
  buys: Action[];
  dice: Extract<Action, { type: 'enterDice' }> | null;
  intenseOffered: boolean;
}

/** Legal actions, with the Intense Fighting variants folded into the toggle (`intense`). */
export function offered(g: GameState, intense: boolean): Offered {
  const all = legalActions(g);
  const intenseOffered = all.some((a) => (a.type === 'attack' || a.type === 'archerTargets') && a.intense);
  const fold = (a: Action) => !((a.type === 'attack' || a.type === 'archerTargets') && a.intense !== (intenseOffered && intense));
  const main = all.filter((a) => a.type !== 'buy' && a.type !== 'enterDice' && fold(a));
  const buys = all.filter((a) => a.type === 'buy');
  const dice = (all.find((a) => a.type === 'enterDice') as Extract<Action, { type: 'enterDice' }> | undefined) ?? null;
  return { all, main, buys, dice, intenseOffered };
}

/** What is being picked: a tactic's uses, and a hex picked on the map that holds several choices. */
export interface Pick {
  tactic: StandardTactic | null;
  hex: Hex | null;
}

/** The actions the buttons and the map offer right now. */
export function current(g: GameState, o: Offered, pick: Pick): Action[] {
  let list = pick.tactic ? o.buys.filter((a) => a.type === 'buy' && a.tactic === pick.tactic) : o.main;
  if (pick.hex !== null) list = list.filter((a) => actionHexes(g, a).hex === pick.hex);
  return list;
}

/** A hex is picked and every choice left moves something from it: the map offers where it goes. */
export function isTwoStep(g: GameState, list: readonly Action[], pickedHex: Hex | null): boolean {
  return pickedHex !== null && list.length > 1 && list.every((a) => actionHexes(g, a).hex2 !== null);
}

/** The hex a choice is shown at (its destination in the second step of a two-hex pick). */
export function choiceHex(g: GameState, a: Action, twoStep: boolean): Hex | null {
  const h = actionHexes(g, a);
  return twoStep ? h.hex2 : h.hex;
}

/** The choices on the map: one per hex (a hex holding several says so). */
export function mapChoices(g: GameState, list: readonly Action[], pickedHex: Hex | null): HexChoice[] {
  const out: HexChoice[] = [];
  const twoStep = isTwoStep(g, list, pickedHex);
  for (const a of list) {
    const h = actionHexes(g, a);
    const hex = twoStep ? h.hex2 : h.hex;
    if (hex === null) continue;
    const prev = out.find((c) => c.hex === hex);
    if (prev) prev.label = msg('several choices');
    else out.push({ hex, label: actionLabel(g, a), kind: twoStep ? 'dest' : h.kind });
  }
  return out;
}
