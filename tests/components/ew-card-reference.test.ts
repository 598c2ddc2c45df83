import { fixture, html, expect } from '@open-wc/testing';
import '../../components/ew-card-reference/ew-card-reference.js';
import type { EwCardReference } from '../../components/ew-card-reference/ew-card-reference.js';

const sr = (el: Element) => el.shadowRoot!;
const shown = (el: EwCardReference) => [...sr(el).querySelectorAll('article')].map((a) => Number(a.getAttribute('data-card')));

async function type(el: EwCardReference, text: string) {
  const input = sr(el).querySelector('input[type=search]') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

describe('ew-card-reference', () => {
  it('shows the 16 cards, both halves, with their marks (000 §2.3, §6.1)', async () => {
    const el = await fixture<EwCardReference>(html`<ew-card-reference></ew-card-reference>`);
    expect(shown(el)).to.have.length(16);
    const miltiades = sr(el).querySelector('article[data-card="4"]')!;
    expect(miltiades.querySelector('.half.greece h2')!.textContent).to.contain('Miltiades');
    expect(miltiades.querySelector('.half.persia h2')!.textContent).to.contain('Carneia Festival');
    const marks = [...miltiades.querySelectorAll('.half.greece .chip.mark')].map((c) => c.textContent!.trim());
    expect(marks).to.deep.equal(['⚡ Lightning', 'Once per game']);
    expect(miltiades.querySelector('.half.greece')!.textContent).to.contain('in the battle roller');
  });

  it('the search box filters as the player types (name, number, mark)', async () => {
    const el = await fixture<EwCardReference>(html`<ew-card-reference></ew-card-reference>`);
    await type(el, 'leonidas');
    expect(shown(el)).to.deep.equal([8]);
    await type(el, '11');
    expect(shown(el)).to.deep.equal([11]);
    await type(el, 'lightning naval');
    expect(shown(el)).to.deep.equal([5, 9]);
    expect(sr(el).querySelector('.count')!.textContent!.trim()).to.equal('2 cards');
    await type(el, 'zzz');
    expect(shown(el)).to.deep.equal([]);
    await type(el, '');
    expect(shown(el)).to.have.length(16);
  });

  it('Carneia Festival in force: Sparta events are marked as not playable this campaign', async () => {
    const el = await fixture<EwCardReference>(html`<ew-card-reference spartaBlocked></ew-card-reference>`);
    const blocked = [...sr(el).querySelectorAll('.chip.blocked')].map((c) => c.closest('article')!.getAttribute('data-card'));
    expect(blocked).to.deep.equal(['6', '8', '11', '15']);
  });
});
