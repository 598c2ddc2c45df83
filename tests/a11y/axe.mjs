// axe-core (the dev dependency) run in a page of the built app. axe walks open shadow roots
// itself, so one run over `document` checks every Lit component on screen. Only violations of
// impact serious or critical are returned (issue 19: "no violations of level serious or above").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a screen. */
export const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * Run axe over the whole page and return its serious and critical violations, each with the
 * rule, its help text and the elements found (as axe's selectors, shadow roots included).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ id: string, impact: string, help: string, nodes: string[] }[]>}
 */
export async function seriousViolations(page) {
  // Evaluated through the DevTools protocol, which the app's Content-Security-Policy (no inline
  // script) does not apply to; a <script> tag would be refused, as the policy intends.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (impacts) => {
    // @ts-ignore axe is the global the script above defines
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => impacts.includes(v.impact))
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => `${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`),
      }));
  }, FAILING_IMPACTS);
}
