import { fixture, html, expect, fixtureCleanup } from '@open-wc/testing';
import '../../components/ew-portraits/ew-portraits.js';
import type { EwPortraits, PortraitsChangeDetail } from '../../components/ew-portraits/ew-portraits.js';
import { standardSetup, soloSetup } from '../../src/earth-water/board.js';
import type { Board } from '../../src/earth-water/types.js';

const sr = (el: Element) => el.shadowRoot!;
const btn = (el: EwPortraits, id: string) => sr(el).querySelector(`button[data-portrait="${id}"]`) as HTMLButtonElement;

/** Click and collect the portraits-change events it fires. */
async function click(el: EwPortraits, b: HTMLButtonElement): Promise<PortraitsChangeDetail[]> {
  const got: PortraitsChangeDetail[] = [];
  const on = (e: Event) => got.push((e as CustomEvent<PortraitsChangeDetail>).detail);
  el.addEventListener('portraits-change', on);
  b.click();
  await el.updateComplete;
  el.removeEventListener('portraits-change', on);
  return got;
}

describe('ew-portraits (000 §2.1 Historical Figures)', () => {
  afterEach(() => fixtureCleanup());

  it('shows the six portraits with their card numbers, read from the card data', async () => {
    const el = await fixture<EwPortraits>(html`<ew-portraits .board=${standardSetup()}></ew-portraits>`);
    const ids = [...sr(el).querySelectorAll('button.portrait')].map((b) => b.getAttribute('data-portrait'));
    expect(ids).to.deep.equal(['miltiades', 'themistocles', 'leonidas', 'artemisia', 'darius', 'xerxes']);
    expect(btn(el, 'miltiades').textContent).to.contain('#4');
    expect(btn(el, 'leonidas').textContent).to.contain('#8');
    expect(btn(el, 'artemisia').textContent).to.contain('#9');
    expect(btn(el, 'xerxes').textContent).to.contain('#11');
    // Named by what it shows (issue 19: no label-content-name-mismatch); covered or not is its pressed state.
    expect(btn(el, 'miltiades').hasAttribute('aria-label')).to.equal(false);
    expect(btn(el, 'miltiades').textContent!.replace(/\s+/g, ' ').trim()).to.equal('Miltiades #4 · Greek army');
    expect(btn(el, 'miltiades').getAttribute('aria-pressed')).to.equal('false');
  });

  it('a tap covers a portrait from the reserve (000 §6.2); a second tap gives the piece back', async () => {
    const el = await fixture<EwPortraits>(html`<ew-portraits .board=${standardSetup()}></ew-portraits>`);
    const [d] = await click(el, btn(el, 'themistocles'));
    expect(d!.portraits).to.deep.equal({ themistocles: true });
    expect(d!.board).to.equal(el.board);
    el.portraits = d!.portraits;
    await el.updateComplete;
    expect(btn(el, 'themistocles').getAttribute('aria-pressed')).to.equal('true');
    const [back] = await click(el, btn(el, 'themistocles'));
    expect(back!.portraits).to.deep.equal({});
    expect(back!.label).to.contain('back to the reserve');
  });

  it('no Greek army in the reserve: asks for the city, Cancel changes nothing (000 §6.2)', async () => {
    const b: Board = { ...standardSetup(), forces: { ...standardSetup().forces, Athenai: { greekArmies: 7, greekFleets: 1 } } };
    const el = await fixture<EwPortraits>(html`<ew-portraits .board=${b}></ew-portraits>`);
    expect(await click(el, btn(el, 'miltiades'))).to.deep.equal([]);
    expect(sr(el).querySelector('.ask')!.textContent).to.contain('which city');
    expect(await click(el, sr(el).querySelector('.ask button.cancel') as HTMLButtonElement)).to.deep.equal([]);
    expect(sr(el).querySelector('.ask')).to.equal(null);
    await click(el, btn(el, 'miltiades'));
    const [d] = await click(el, sr(el).querySelector('.ask button.from[data-city="Athenai"]') as HTMLButtonElement);
    expect(d!.board.forces.Athenai).to.deep.equal({ greekArmies: 6, greekFleets: 1 });
    expect(d!.label).to.contain('taken from Athenai');
  });

  it('solo: the kings can be fixed (covered at set-up, 004 §2) and the Persian limit never asks for a city', async () => {
    const el = await fixture<EwPortraits>(
      html`<ew-portraits .board=${soloSetup()} .portraits=${{ darius: true, xerxes: true }} .fixed=${['darius', 'xerxes']} solo></ew-portraits>`,
    );
    expect(btn(el, 'darius').disabled).to.equal(true);
    expect(btn(el, 'xerxes').getAttribute('aria-pressed')).to.equal('true');
    const [d] = await click(el, btn(el, 'artemisia'));
    expect(d!.portraits).to.deep.equal({ darius: true, xerxes: true, artemisia: true });
  });

  it('readonly: nothing can be toggled', async () => {
    const el = await fixture<EwPortraits>(html`<ew-portraits .board=${standardSetup()} readonly></ew-portraits>`);
    expect(btn(el, 'leonidas').disabled).to.equal(true);
    expect(await click(el, btn(el, 'leonidas'))).to.deep.equal([]);
  });
});
