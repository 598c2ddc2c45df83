// Switching the language (issue 20, item 1): immediate, in place, nothing lost; <html lang>
// follows; the choice is saved. Dutch words for the dice and the Thermopylae cards.
import { fixture, html, expect, waitUntil } from '@open-wc/testing';
import '../../components/settings-screen/settings-screen.js';
import '../../components/th-card-view/th-card-view.js';
import '../../components/dice-face/dice-face.js';
import type { SettingsScreen } from '../../components/settings-screen/settings-screen.js';
import type { ThCardView } from '../../components/th-card-view/th-card-view.js';
import type { DiceFace } from '../../components/dice-face/dice-face.js';
import { settings } from '../../components/controllers/settings.js';
import { currentLocale, languageSettled, screenMessages } from '../../components/i18n/locale.js';
import { loadSettings } from '../../src/storage/index.js';
import { actionLabel } from '../../components/thermopylae-screen/describe.js';
import { count } from '../../components/i18n/counts.js';
import { formatDecimal } from '../../components/i18n/format.js';
import type { GameState } from '../../src/thermopylae/types.js';

/** The radio labelled `name` inside the fieldset whose legend is `legend`. */
function radio(el: HTMLElement, legend: string, name: string): HTMLInputElement {
  const set = [...el.shadowRoot!.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')!.textContent!.trim() === legend);
  if (!set) throw new Error(`no fieldset ${legend}`);
  const label = [...set.querySelectorAll('label.choice')].find((l) => l.textContent!.trim() === name);
  if (!label) throw new Error(`no option ${name} in ${legend}`);
  return label.querySelector('input')!;
}

async function switched(...els: HTMLElement[]): Promise<void> {
  await languageSettled();
  for (const el of els) await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
}

describe('switching the language', () => {
  // The router asks for a screen's Dutch messages as it shows the screen (i18n/screens.ts); these
  // components are shown here without it.
  before(() => {
    void screenMessages('settings');
    void screenMessages('thermopylae');
  });

  after(async () => {
    // Leave the browser's language for the other test files (the settings live in IndexedDB).
    await settings.set('language', 'system');
    await languageSettled();
  });

  it('speaks Dutch at once when Nederlands is chosen, keeps what is on screen, and saves the choice', async () => {
    await settings.load();
    const el = await fixture<SettingsScreen>(html`<settings-screen></settings-screen>`);
    // something on screen that a switch must not lose: a status message and a chosen theme
    radio(el, 'Theme', 'Dark').click();
    (el as unknown as { dataMessage: unknown }).dataMessage = {
      kind: 'ok',
      text: () => (currentLocale() === 'nl' ? '2 opgeslagen spellen geëxporteerd.' : 'Exported 2 saves.'),
    };
    await el.updateComplete;

    radio(el, 'Language', 'Nederlands').click();
    await switched(el);
    expect(currentLocale()).to.equal('nl');
    expect(document.documentElement.lang).to.equal('nl');
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('Instellingen');
    expect(radio(el, 'Thema', 'Donker').checked).to.equal(true);
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent!.trim()).to.equal('2 opgeslagen spellen geëxporteerd.');
    expect(radio(el, 'Taal', 'Nederlands').checked).to.equal(true);
    await waitUntil(async () => (await loadSettings()).language === 'nl', 'language not saved');

    radio(el, 'Taal', 'English').click();
    await switched(el);
    expect(document.documentElement.lang).to.equal('en');
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('Settings');
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent!.trim()).to.equal('Exported 2 saves.');
    await waitUntil(async () => (await loadSettings()).language === 'en', 'language not saved');
    radio(el, 'Theme', 'Follow the system').click();
  });

  it('keeps the rules edition when the language changes (a separate setting)', async () => {
    await settings.load();
    await settings.set('edition', 'en');
    await settings.set('language', 'nl');
    await languageSettled();
    expect((await loadSettings()).edition).to.equal('en');
    await settings.set('language', 'system');
  });

  it('writes the Thermopylae cards and the dice in Dutch, and back', async () => {
    const card = await fixture<ThCardView>(html`<th-card-view .card=${6} use="tactics"></th-card-view>`);
    const die = await fixture<DiceFace>(html`<dice-face value="6" .counted=${4}></dice-face>`);
    await settings.set('language', 'nl');
    await switched(card, die);
    const text = card.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Veldchirurgijns');
    expect(text).to.contain('Eén voetvolk krijgt 1 sterkte terug (v1)');
    expect(text).to.contain('Activeer één voetvolk in de rechtersector (002 §9.0, voorbeeld)');
    expect(text).to.contain('Perzische tactiek');
    expect(card.shadowRoot!.querySelector('article')!.getAttribute('aria-label')).to.equal('Kaart 6, Tactiek');
    expect(die.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.equal('dobbelsteen toont 6, geldt als 4');

    await settings.set('language', 'en');
    await switched(card, die);
    expect(card.shadowRoot!.textContent).to.contain('Field Surgeons');
    expect(die.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.equal('die showing 6, counts as 4');
  });

  it('names a special tactic by its Dutch card text, counts "1 leger" / "2 legers", and writes "15,6" (issue 31)', async () => {
    // actionLabel reads only the tactics card of the state for this action.
    const withTactics = { cards: { tactics: 7 } } as unknown as GameState;
    await settings.set('language', 'nl');
    await languageSettled();
    await screenMessages('thermopylae');
    expect(actionLabel(withTactics, { type: 'playSpecial' })).to.match(/^Speel Xerxes kijkt toe \(\d+ TP\)$/);
    expect(count(1, 'army')).to.equal('1 leger');
    expect(count(2, 'army')).to.equal('2 legers');
    expect(count(0, 'win')).to.equal('0 overwinningen');
    expect(count(1, 'game')).to.equal('1 spel');
    expect(count(1200, 'simulatedGame')).to.equal('1.200 gesimuleerde spellen');
    expect(formatDecimal(15.63)).to.equal('15,6');

    await settings.set('language', 'en');
    await languageSettled();
    expect(actionLabel(withTactics, { type: 'playSpecial' })).to.match(/^Play Xerxes Watches \(\d+ TP\)$/);
    expect(count(1, 'point')).to.equal('1 point');
    expect(count(2, 'point')).to.equal('2 points');
  });
});
