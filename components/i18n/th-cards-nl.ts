/**
 * The seven 9 Card Thermopylae activation cards in Dutch, keyed by card id as
 * src/thermopylae/data.ts `CARDS` is. 002 has no Dutch edition: the words follow
 * docs/glossary.md (tactiek, bevel, voetvolk, Onsterfelijken, boogschutters, TP, DRM …), and the
 * citations and "(v1)" marks stay as the English texts have them — tests/unit/i18n/th-cards-nl.test.ts
 * checks each Dutch text cites what its English text cites.
 */
import { CARDS } from '../../src/thermopylae/data.js';
import type { CardId } from '../../src/thermopylae/types.js';
import { StrategosError } from '../../src/core/errors.js';

export interface ThCardWords {
  /** Special Persian tactic (002 §8.2); null on card #3, which has none (§5.0). */
  readonly tactics: { readonly name: string; readonly text: string } | null;
  readonly command: string;
  readonly event: string;
}

export const TH_CARDS_NL: Readonly<Record<CardId, ThCardWords>> = {
  1: {
    tactics: { name: 'Massaal salvo', text: 'Aanvallen van boogschutters werpen deze beurt 4 dobbelstenen (v1)' },
    command: 'Gooi een dobbelsteen en activeer dat voetvolk, of activeer één voetvolk naar keuze (002 §9.0, noot)',
    event: 'Dag 1–2: gooi de missers van de eerste Spartaanse aanval opnieuw. Dag 3–4: gooi alle missers opnieuw (v1)',
  },
  2: {
    tactics: { name: 'Tweede kans', text: 'Gooi twee dobbelstenen naar keuze van één gevecht opnieuw (002 §8.2, voorbeeld)' },
    command: 'Twee aanvallen van boogschutters (002 §9.0, voorbeeld; §16.3.2)',
    event: 'Dag 1–2: +1 DRM op de eerste Spartaanse aanval (002 §6.0, voorbeeld). Dag 3–4: +1 DRM op alle Spartaanse aanvallen (v1)',
  },
  3: {
    tactics: null,
    command: 'Gooi: 1–2 één aanval van boogschutters; 3–4 één voetvolk naar keuze; 5–6 één Onsterfelijke (dag 1: voetvolk naar keuze) (002 §9.0, noot; §16.3.2; v1)',
    event: 'Dag 1–3: geen. Dag 4: de eerste treffer op een Spartaan deze beurt telt niet (v1)',
  },
  4: {
    tactics: { name: 'Zwepen van de officieren', text: 'Voetvolk negeert deze beurt de eerste uitslag ‘terugtrekken’ (v1)' },
    command: 'Activeer één voetvolk in de linkersector (v1)',
    event: 'Dag 1–2: geen. Dag 3–4: de sterkste Spartaan valt twee keer aan (v1)',
  },
  5: {
    tactics: { name: 'Koninklijke garde', text: '+1 DRM op worpen van Onsterfelijken deze beurt (v1)' },
    command: 'Activeer één voetvolk in de middensector (v1)',
    event: 'Dag 1–3: geen. Dag 4: de zwakste Spartaan krijgt 1 sterkte terug, tot maximaal 4 (002 §14.1; v1)',
  },
  6: {
    tactics: { name: 'Veldchirurgijns', text: 'Eén voetvolk krijgt 1 sterkte terug (v1)' },
    command: 'Activeer één voetvolk in de rechtersector (002 §9.0, voorbeeld)',
    event: '+1 DRM op alle Spartaanse dobbelstenen, en een gegooide 1 dwingt nog steeds tot terugtrekken (002 §7.2, noot)',
  },
  7: {
    tactics: { name: 'Xerxes kijkt toe', text: '+1 DRM op alle worpen van voetvolk deze beurt (v1)' },
    command: 'Activeer één voetvolk in de linker- en één in de rechtersector (v1)',
    event: 'Dag 1–2: geen. Dag 3–4: de eerste Spartaanse aanval werpt 5 dobbelstenen (v1)',
  },
};

/** A card's words in `locale`: English from the rules data, Dutch from this module. */
export function thCardWords(id: CardId, locale: 'en' | 'nl'): ThCardWords {
  const c = Object.hasOwn(CARDS, id) ? CARDS[id] : undefined;
  if (!c) throw new StrategosError(`thCardWords: no card ${String(id)}`, { params: { id: String(id) } });
  if (locale === 'nl') return TH_CARDS_NL[id];
  return {
    tactics: c.tactics ? { name: c.tactics.name, text: c.tactics.text } : null,
    command: c.command.text,
    event: c.eventText,
  };
}
