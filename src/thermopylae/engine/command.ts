/**
 * The Persian Command Phase (002 §9.0): the Command card's slots activate units by map section
 * and type — one infantry now in a section (none there: no unit may be activated), an archer
 * attack, card #1's die or any one infantry, card #3's die table (archers, any infantry or an
 * Immortal; Day 1's table, v1) — and the random activations of 002 §7.1 Infantry: a die names the
 * infantry by number (R-TH-8). Standard tactics may be bought between the slots (002 §7.1).
 */
import { CARDS } from '../data.js';
import { inSection } from '../hex.js';
import type { Action, CommandSlot, Die, GameState } from '../types.js';
import { ACTIVATE, ACTIVATE_AT, COMMAND, COMMAND_ROLL, COMMAND_UNIT, END_COMMAND } from './actions.js';
import { record } from './log.js';
import { buy, buyActions, immortalChoices, type Part } from './tactics.js';
import { activation, pop, type CommandTask, type PickTask, type RollInfantryTask, type RollTableTask } from './tasks.js';
import { dayOf } from './turn.js';
import { FIRST_IMMORTAL, getUnit, hexOn, place } from './units.js';

function commandSlots(s: GameState): readonly CommandSlot[] {
  if (s.cards.command === null) throw new Error('engine: a Command Phase without a Command card');
  return CARDS[s.cards.command].command.slots;
}

export function commandStep(s: GameState): boolean {
  s.phase = 'command';
  return false;
}

/** Each slot not used yet, with the units it may activate; the end of the phase once all are used; standard tactics (`part`: one of the two). */
export function commandActions(s: GameState, part: Part = 'all'): Action[] {
  const out: Action[] = [];
  if (part !== 'all' && part !== 'phase') return buyActions(s, out, part);
  const slots = commandSlots(s);
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    if (s.flags.slotsUsed.includes(i)) continue;
    switch (slot.kind) {
      case 'infantry': {
        // one infantry now in the section (002 §9.0 "based on its current location"), not one
        // this card already activated (a card's two slots name two units)
        const first = out.length;
        for (let j = 0; j < FIRST_IMMORTAL; j++) {
          const h = hexOn(s.units[j]);
          if (h >= 0 && inSection(h, slot.section) && !s.flags.commanded.includes(s.units[j].id)) out.push(COMMAND_UNIT[i][j]);
        }
        if (out.length === first) out.push(COMMAND[i]); // "no unit may be activated"
        break;
      }
      case 'archers':
        out.push(COMMAND[i]);
        break;
      case 'rollOrChoose':
        // card #1: roll a die for the unit, or any one infantry on the map
        out.push(COMMAND_ROLL[i]);
        for (let j = 0; j < FIRST_IMMORTAL; j++) if (s.units[j].status === 'map') out.push(COMMAND_UNIT[i][j]);
        break;
      case 'rollTable':
        out.push(COMMAND_ROLL[i]);
        break;
    }
  }
  if (s.flags.slotsUsed.length === slots.length) out.push(END_COMMAND);
  return part === 'phase' ? out : buyActions(s, out);
}

export function commandAct(s: GameState, t: CommandTask, a: Action): void {
  if (a.type === 'endCommand') return pop(s, t);
  if (a.type === 'buy') return buy(s, a);
  if (a.type !== 'command') throw new Error(`engine: ${a.type} in the Command Phase`);
  const card = s.cards.command;
  const slot = commandSlots(s)[a.slot];
  if (card === null || slot === undefined) throw new Error(`engine: no command slot ${a.slot}`);
  s.flags.slotsUsed.push(a.slot);
  const rule = '002 §9.0';
  if (slot.kind === 'archers') {
    if (s.logOn) record(s, rule, { type: 'command', card, slot: a.slot, order: 'archers', unit: null });
    s.stack.push({ k: 'archers', src: 'command' });
  } else if (a.roll === true) {
    if (s.logOn) record(s, rule, { type: 'command', card, slot: a.slot, order: 'roll', unit: null });
    s.stack.push(slot.kind === 'rollOrChoose' ? { k: 'rollInfantry' } : { k: 'rollTable', slot: a.slot });
  } else if (a.unit !== undefined) {
    s.flags.commanded.push(a.unit);
    if (s.logOn) record(s, rule, { type: 'command', card, slot: a.slot, order: 'unit', unit: a.unit });
    s.stack.push(activation(a.unit));
  } else {
    if (s.logOn) record(s, rule, { type: 'command', card, slot: a.slot, order: 'none', unit: null });
  }
}

/** 002 §7.1, §9.0: the die names infantry I1–I6 (R-TH-8); one not on the map means no activation. */
export function rollInfantryDice(s: GameState, t: RollInfantryTask, faces: readonly Die[]): void {
  pop(s, t);
  const n = faces[0];
  const u = s.units[n - 1];
  if (u.status === 'map') {
    if (s.logOn) record(s, '002 §7.1, §9.0', { type: 'activationDie', die: n, unit: u.id, activated: true });
    s.stack.push(activation(u.id));
  } else {
    if (s.logOn) record(s, '002 §9.0', { type: 'activationDie', die: n, unit: u.id, activated: false });
  }
}

/** 002 §9.0 card #3: the die picks an archer attack, any one infantry or an Immortal (Day 1: its own table, v1). */
export function rollTableDice(s: GameState, t: RollTableTask, faces: readonly Die[]): void {
  const slot = commandSlots(s)[t.slot];
  if (slot === undefined || slot.kind !== 'rollTable') throw new Error('engine: rollTable on a slot without a table');
  pop(s, t);
  const n = faces[0];
  const result = (dayOf(s.turn) === 1 ? slot.day1 : slot.table)[n - 1];
  if (s.logOn) record(s, '002 §9.0 card #3', { type: 'commandTable', die: n, result });
  s.stack.push(result === 'archers' ? { k: 'archers', src: 'card3' } : { k: 'pick', what: result });
}

/** The units a pick may activate: any infantry on the map, or an Immortal (placing one if needed). */
export function pickActions(s: GameState, t: PickTask): Action[] {
  if (t.what === 'immortal') return immortalChoices(s, ACTIVATE, ACTIVATE_AT);
  const out: Action[] = [];
  for (let i = 0; i < FIRST_IMMORTAL; i++) if (s.units[i].status === 'map') out.push(ACTIVATE[i]);
  return out;
}
export function pickStep(s: GameState, t: PickTask): boolean {
  if (pickActions(s, t).length > 0) return false;
  if (s.logOn) record(s, '002 §9.0', { type: 'noActivation' });
  pop(s, t);
  return true;
}
export function pickAct(s: GameState, t: PickTask, a: Action): void {
  if (a.type !== 'activate') throw new Error('engine: expected activate');
  const u = getUnit(s, a.unit);
  if (u.status === 'reserve' && a.hex !== undefined) {
    place(u, 'map', a.hex);
    if (s.logOn) record(s, '002 §7.1, §9.0', { type: 'placed', unit: u.id, hex: a.hex });
  }
  if (s.logOn) record(s, '002 §9.0', { type: 'activated', unit: u.id });
  pop(s, t);
  s.stack.push(activation(u.id));
}
