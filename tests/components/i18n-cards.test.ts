// The Earth & Water card reference in Dutch (issue 20, items 3 and 6): 003's card names and our
// Dutch reminders (components/i18n/cards-nl.ts, loaded only in Dutch), the chips and the search
// in Dutch, rules cited by 003; and back in English.
import { fixture, html, expect } from '@open-wc/testing';
import '../../components/ew-card-reference/ew-card-reference.js';
import type { EwCardReference } from '../../components/ew-card-reference/ew-card-reference.js';
import { settings } from '../../components/controllers/settings.js';
import { languageSettled, screenMessages } from '../../components/i18n/locale.js';
import { dutchCardsReady } from '../../components/i18n/card-words.js';

const sr = (el: Element) => el.shadowRoot!;
const shown = (el: EwCardReference) => [...sr(el).querySelectorAll('article')].map((a) => Number(a.getAttribute('data-card')));
const heading = (el: EwCardReference, n: number, side: 'greece' | 'persia') =>
  sr(el).querySelector(`article[data-card="${n}"] .half.${side} h2`)!.textContent!.replace(/\s+/g, ' ').trim();

async function type(el: EwCardReference, text: string) {
  const input = sr(el).querySelector('input[type=search]') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

describe('the card reference in Dutch', () => {
  before(async () => {
    await settings.load();
    void screenMessages('earth-water');
  });
  after(async () => {
    await settings.set('language', 'system');
    await languageSettled();
  });

  it('English does not load the Dutch cards; Dutch names them as 003 prints them', async () => {
    await settings.set('language', 'en');
    await languageSettled();
    const el = await fixture<EwCardReference>(html`<ew-card-reference></ew-card-reference>`);
    expect(dutchCardsReady()).to.equal(false);
    expect(heading(el, 4, 'persia')).to.equal('#4 Carneia Festival');

    await settings.set('language', 'nl');
    await languageSettled();
    await el.updateComplete;
    expect(dutchCardsReady()).to.equal(true);
    expect(heading(el, 4, 'persia')).to.equal('#4 Carneiafeest');
    expect(heading(el, 5, 'persia')).to.equal('#5 De Onsterfelijken');
    expect(heading(el, 15, 'persia')).to.equal('#15 De Akropolis in vuur en vlam');
    expect(heading(el, 2, 'persia')).to.equal('#2 Aarde en water');
    const text = sr(el).querySelector('article[data-card="4"] .half.persia p')!.textContent!;
    expect(text).to.contain('gebeurtenis in Sparta');
    const marks = [...sr(el).querySelectorAll('article[data-card="4"] .half.greece .chip.mark')].map((c) => c.textContent!.trim());
    expect(marks).to.deep.equal(['⚡ Bliksems', 'Eenmaal per spel']);
    expect(sr(el).querySelector('article[data-card="4"]')!.getAttribute('aria-label')).to.equal('Kaart 4: Miltiades / Carneiafeest');
    // every rule chip cites the Dutch rulebook
    const rules = [...sr(el).querySelectorAll('.chip.rule')].map((c) => c.textContent!);
    expect(rules.filter((r) => r.includes('000 §'))).to.deep.equal([]);
  });

  it('searches in Dutch (003 names, Dutch marks), and still by English name or number', async () => {
    await settings.set('language', 'nl');
    await languageSettled();
    const el = await fixture<EwCardReference>(html`<ew-card-reference></ew-card-reference>`);
    await type(el, 'onsterfelijken');
    expect(shown(el)).to.deep.equal([5]);
    await type(el, 'bliksems');
    expect(shown(el).length).to.be.greaterThan(2);
    expect(shown(el)).to.include(5);
    await type(el, 'akropolis');
    expect(shown(el)).to.deep.equal([15]);
    await type(el, 'Carneia Festival');
    expect(shown(el)).to.deep.equal([4]);
    await type(el, '#11');
    expect(shown(el)).to.deep.equal([11]);
    expect(sr(el).querySelector('.count')!.textContent!.trim()).to.equal('1 kaart');
  });
});
