/**
 * The glossary (issue 19, item 7): every entry shown with its full term, its short form where
 * the screens use one, and the rule it comes from; termName() writes a term in full at its
 * first use ("dice roll modifier (DRM)"); a link to /glossary#id lands on that entry.
 */
import { fixture, html, expect } from '@open-wc/testing';
import '../../components/glossary-panel/glossary-panel.js';
import type { GlossaryPanel } from '../../components/glossary-panel/glossary-panel.js';
import { GLOSSARY, glossaryHref, termName } from '../../components/glossary-panel/terms.js';
import { deepActiveElement } from '../../components/controllers/focus.js';

describe('glossary-panel', () => {
  it('shows every term with its rule, under a heading per game', async () => {
    const el = await fixture<GlossaryPanel>(html`<glossary-panel></glossary-panel>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('h1')!.textContent).to.equal('Glossary');
    expect([...root.querySelectorAll('h2')].map((h) => h.textContent)).to.deep.equal([
      '300: Earth & Water',
      'PERS.IA solo opponent',
      '9 Card Thermopylae',
    ]);
    for (const t of GLOSSARY) {
      const entry = root.querySelector(`[id="${t.id}"]`)!;
      expect(entry, t.id).to.exist;
      expect(entry.querySelector('dt')!.textContent).to.contain(t.term());
      if (t.abbr) expect(entry.querySelector('dt abbr')!.textContent).to.equal(t.abbr);
      expect(entry.querySelector('.rule')!.textContent).to.match(/^00[024] §\d/);
    }
  });

  it('writes TP and DRM in full at their first use, and links them to their entries', () => {
    expect(termName('tp', true)).to.equal('Tactics Points (TP)');
    expect(termName('drm', true)).to.equal('dice roll modifier (DRM)');
    expect(termName('drm')).to.equal('DRM');
    expect(termName('talents')).to.equal('talents');
    expect(glossaryHref('drm')).to.equal('/glossary#drm');
    expect(() => glossaryHref('nope')).to.throw(/no glossary entry "nope"/);
  });

  it('opened at /glossary#drm, the DRM entry is focused and marked', async () => {
    const before = location.href;
    history.replaceState({}, '', '#drm');
    try {
      const el = await fixture<GlossaryPanel>(html`<glossary-panel level="2"></glossary-panel>`);
      const entry = el.shadowRoot!.querySelector('[id="drm"]')!;
      expect(entry.classList.contains('current')).to.equal(true);
      expect(deepActiveElement() === entry).to.equal(true);
      // inside another screen its headings start at h2
      expect(el.shadowRoot!.querySelector('h1')).to.equal(null);
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Glossary');
    } finally {
      history.replaceState({}, '', before);
    }
  });
});
