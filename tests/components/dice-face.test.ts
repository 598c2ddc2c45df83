import { fixture, html, expect } from '@open-wc/testing';
import '../../components/dice-face/dice-face.js';
import type { DiceFace } from '../../components/dice-face/dice-face.js';

describe('dice-face', () => {
  it('draws as many pips as its value, for every face', async () => {
    for (let v = 1; v <= 6; v++) {
      const el = await fixture<DiceFace>(html`<dice-face value=${v}></dice-face>`);
      expect(el.shadowRoot!.querySelectorAll('circle').length).to.equal(v);
      expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.equal(`die showing ${v}`);
    }
  });

  it('shows the counted value when a cap lowers the die (000 §7.1: Persian dice count at most 4)', async () => {
    const el = await fixture<DiceFace>(html`<dice-face value="6" .counted=${4} tone="persian"></dice-face>`);
    expect(el.shadowRoot!.querySelector('.badge')!.textContent).to.equal('4');
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.equal('die showing 6, counts as 4');
  });

  it('keeps its size whether rolled or not, so rolling never moves the layout', async () => {
    const el = await fixture<DiceFace>(html`<dice-face size="48"></dice-face>`);
    const before = el.getBoundingClientRect();
    el.value = 5;
    await el.updateComplete;
    const after = el.getBoundingClientRect();
    expect([after.width, after.height]).to.deep.equal([before.width, before.height]);
    expect(before.width).to.equal(48);
  });
});
