/**
 * The dice entry of the Thermopylae game screen, for a game played with the player's own dice:
 * one row of faces per die the rules ask for, its purpose named (a Persian attack or archers'
 * friendly fire 002 §9.2, a Spartan attack §10.1, a Second Chance reroll, the activation die or
 * the command table §9.0), and "Enter these dice" once every die has a face. The engine offers the entry (legalActions' `enterDice`); this only collects the faces.
 */
import { html } from 'lit';
import { msg, str } from '@lit/localize';
import type { Action } from '../../src/thermopylae/types.js';
import { DIE_FACES, type Die } from '../../src/core/dice.js';
import { purposeLabel } from '../thermopylae-screen/describe.js';
import '../dice-face/dice-face.js';
import { count } from '../i18n/counts.js';

type EnterDice = Extract<Action, { type: 'enterDice' }>;

export interface DiceEntryProps {
  /** The faces picked so far (0: none yet); reset when the count asked for changes. */
  entry: readonly number[];
  /** A step is being saved: entering waits. */
  busy: boolean;
  onPick: (entry: number[]) => void;
  onEnter: (a: EnterDice) => void;
}

export function diceEntry(d: EnterDice, { entry: picked, busy, onPick, onEnter }: DiceEntryProps) {
  const entry = picked.length === d.count ? picked : Array.from({ length: d.count }, () => 0);
  const done = entry.every((v) => v > 0);
  return html`<div class="entry" role="group" aria-label=${msg(str`Enter ${count(d.count, 'die')}: ${purposeLabel(d.purpose)}`)}>
    ${entry.map(
      (v, i) => html`<div class="faces" role="radiogroup" aria-label=${msg(str`Die ${i + 1}`)}>
        ${DIE_FACES.map(
          (f) => html`<button
            role="radio"
            aria-checked=${v === f ? 'true' : 'false'}
            aria-pressed=${v === f ? 'true' : 'false'}
            aria-label=${msg(str`Die ${i + 1} shows ${f}`)}
            @click=${() => {
              const next = entry.slice();
              next[i] = f;
              onPick(next);
            }}
          ><dice-face value=${f} size="34" label=${String(f)}></dice-face></button>`,
        )}
      </div>`,
    )}
    <button class="primary" ?disabled=${!done || busy} @click=${() => onEnter({ ...d, faces: entry as Die[] })}>
      ${msg('Enter these dice')}
    </button>
  </div>`;
}
