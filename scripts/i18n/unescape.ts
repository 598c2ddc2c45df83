/**
 * Undoes one known defect of @lit/localize-tools 0.8 (lit/lit#5012): `lit-localize build`
 * HTML-escapes `&`, `<` and `>` in every message it writes into a locale module, so a plain or
 * `str` message such as "Earth & Water" would show "Earth &amp; Water" on screen. Only
 * `html`-tagged messages are parsed as HTML by Lit and keep their escapes.
 */
import ts from 'typescript';
import { decodeEntities } from './text.mjs';

export { decodeEntities };

/** `source` (a generated locale module) with the XML entities of every non-`html` template decoded. */
export function unescapePlainMessages(source: string): string {
  const file = ts.createSourceFile('locale.ts', source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const spans: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const parent = node.parent;
      const tag = ts.isTaggedTemplateExpression(parent) ? parent.tag.getText(file) : '';
      if (tag !== 'html') spans.push([node.getStart(file), node.getEnd()]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + decodeEntities(out.slice(start, end)) + out.slice(end);
  }
  return out;
}
