// lit-localize 0.8 writes "Earth & Water" as "Earth &amp; Water" into every message of a locale
// module (lit/lit#5012); scripts/i18n/unescape.ts decodes plain and `str` messages and leaves
// `html` messages, which Lit parses as HTML, as they are.
import { describe, it, expect } from 'vitest';
import { unescapePlainMessages, decodeEntities } from '../../../scripts/i18n/unescape.js';

describe('repairing the generated locale module', () => {
  it('decodes plain and str messages and keeps html messages escaped', () => {
    const generated = [
      "import {html} from 'lit';",
      "import {str} from '@lit/localize';",
      'export const templates = {',
      "'s1': `Tafelhulp voor Earth &amp; Water`,",
      "'s2': str`${0} &lt; ${1} &amp;&amp; meer`,",
      "'h3': html`<b>Earth &amp; Water</b> &lt;3`,",
      '};',
    ].join('\n');
    const out = unescapePlainMessages(generated);
    expect(out).toContain("'s1': `Tafelhulp voor Earth & Water`");
    expect(out).toContain("'s2': str`${0} < ${1} && meer`");
    expect(out).toContain("'h3': html`<b>Earth &amp; Water</b> &lt;3`");
  });

  it('decodes one layer only', () => {
    expect(decodeEntities('&amp;lt; &quot;x&quot; &apos;y&apos;')).toBe('&lt; "x" \'y\'');
  });
});
