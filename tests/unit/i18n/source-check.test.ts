// The checks `npm run i18n:check` makes on the components' messages (issue 31, item 2), each fed
// a bad example it must catch and the good way of writing it, which it must pass: a count with no
// plural forms ("1 legers"), a number written outside Intl ("15.6" in Dutch), and an English card
// or tactic name ("Speel Xerxes Watches"), in the sources and in the Dutch targets.
import { describe, it, expect } from 'vitest';
import { checkSourceTexts, describeSource } from '../../../scripts/i18n/source-check.js';
import { checkUnits, englishCardNames, describe as say, loadWords } from '../../../scripts/i18n/dutch-check.js';
import { runSourceCheck } from '../../../scripts/i18n/check.js';

/** lit-localize's msg and str, and the app's helpers, as far as the checker needs their types. */
const PRELUDE = `
declare function msg(s: unknown): string;
declare function str(s: TemplateStringsArray, ...v: unknown[]): unknown;
declare function plural(n: number, forms: { one: () => string; other: () => string }): string;
declare function count(n: number, what: string): string;
declare function formatNumber(n: number): string;
declare function formatDecimal(n: number): string;
`;

/** Problems found in one component file (with the src/ declarations it may use). */
function problems(body: string, extra: Record<string, string> = {}) {
  const found = checkSourceTexts({ ...extra, 'components/x/x.ts': PRELUDE + body }, ['components/x/x.ts']);
  return found.map((p) => `${p.kind} ${p.text}`);
}

describe('i18n:check — counts need plural forms', () => {
  it('catches a number straight before a counted noun ("1 legers", "0 keer gewonnen in 1 spellen")', () => {
    expect(problems('export const a = (n: number) => msg(str`Move ${n} armies`);')).toEqual(['count ${n} armies`']);
    expect(problems('export const b = (w: number, g: number) => msg(str`${w} wins in ${g} games`);')).toEqual(['count ${w} wins in ${', 'count ${g} games`']);
    // A count passed through a helper that returns a number is still a count.
    expect(problems('const num = (x: unknown) => Number(x); export const c = (p: { t: unknown }) => msg(str`Persia has ${num(p.t)} talents.`);')).toEqual([
      'count ${num(p.t)} talents.`',
    ]);
    expect(problems('export const d = (n: number) => msg(str`${n} Persian armies return`);')).toEqual(['count ${n} Persian armies return`']);
  });

  it('passes count(), plural() and a word that is not a number before the noun', () => {
    expect(problems("export const a = (n: number) => msg(str`Move ${count(n, 'army')}`);")).toEqual([]);
    expect(problems('export const b = (n: number) => plural(n, { one: () => msg(\'1 army attacks.\'), other: () => msg(str`${formatNumber(n)} armies attack.`) });')).toEqual([]);
    expect(problems('export const c = (who: string) => msg(str`Move ${who} armies`);')).toEqual([]);
    expect(problems('export const d = (n: number) => msg(str`Turn ${n}: the Spartans attack`);')).toEqual([]);
  });
});

describe('i18n:check — numbers through Intl', () => {
  it('catches toFixed, toPrecision, String() and a bare fraction in a message', () => {
    expect(problems('export const a = (s: { mean: number }) => msg(str`Average ${s.mean.toFixed(1)}.`);')).toEqual(['number ${s.mean.toFixed(1)}.`']);
    expect(problems('export const b = (x: number) => msg(str`Share ${x.toPrecision(2)}`);')).toEqual(['number ${x.toPrecision(2)}`']);
    expect(problems('export const c = (x: number) => msg(str`Share ${String(x)}`);')).toEqual(['number ${String(x)}`']);
    expect(problems('export const d = (s: { mean: number; lo: number }) => msg(str`Average ${s.mean} (from ${s.lo})`);')).toEqual([
      'number ${s.mean} (from ${',
      'number ${s.lo})`',
    ]);
    expect(problems('export const e = (a: number, b: number) => msg(str`Ratio ${a / b}`);')).toEqual(['number ${a / b}`']);
  });

  it('passes format.ts, and whole numbers that are not fractions', () => {
    expect(problems('export const a = (s: { mean: number }) => msg(str`Average ${formatDecimal(s.mean)}.`);')).toEqual([]);
    expect(problems('export const b = (turn: number) => msg(str`Turn ${turn}`);')).toEqual([]);
    // Outside a message (SVG coordinates) toFixed is not a reader's number.
    expect(problems('export const c = (x: number) => `${x.toFixed(2)},0`;')).toEqual([]);
  });
});

describe('i18n:check — card and tactic names from the Dutch card texts', () => {
  const SRC = {
    'src/thermopylae/data.ts': 'export const CARDS: Record<number, { tactics: { name: string; cost: number } | null }> = {};',
    'src/earth-water/cards.ts': 'export interface CardHalf { readonly key: string; readonly name: string }',
  };
  it('catches an English tactic or card name put into a message ("Speel Xerxes Watches (2 TP)")', () => {
    const body = `import { CARDS } from '../../src/thermopylae/data';
      export const a = (id: number) => { const t = CARDS[id]!.tactics!; return msg(str\`Play \${t.name} (\${t.cost} TP)\`); };
      export const b = (id: number) => msg(str\`In force: \${CARDS[id]!.tactics?.name ?? ''}\`);`;
    expect(problems(body, SRC)).toEqual(['englishName ${t.name} (${', "englishName ${CARDS[id]!.tactics?.name ?? ''}`"]);
    const half = `import type { CardHalf } from '../../src/earth-water/cards';
      export const c = (h: CardHalf) => msg(str\`Card: \${h.name}\`);`;
    expect(problems(half, SRC)).toEqual(['englishName ${h.name}`']);
  });

  it('passes a name looked up in the reader’s language', () => {
    const body = `import type { CardHalf } from '../../src/earth-water/cards';
      declare function cardName(key: string, english: string): string;
      export const c = (h: CardHalf) => msg(str\`Card: \${cardName(h.key, h.name)}\`);`;
    expect(problems(body, SRC)).toEqual([]);
  });

  it('catches an English card or tactic name in a Dutch target, and knows the names Dutch keeps', () => {
    const words = loadWords();
    const names = englishCardNames(words);
    expect(names).toContain('Xerxes Watches');
    expect(names).toContain('Mines of Laurion');
    expect(names).toContain('Intense Fighting');
    expect(names).not.toContain('Miltiades'); // the same name in 003
    expect(names).not.toContain('300 Spartans'); // also the game's title, kept
    const unit = (id: string, source: string, target: string) => ({ id, source, target });
    const found = checkUnits(
      [
        unit('s1', 'Play Xerxes Watches (2 TP)', 'Speel Xerxes Watches (2 TP)'),
        unit('s2', 'Greece plays Mines of Laurion', 'De Grieken spelen Mines of Laurion'),
        unit('s3', 'Play Xerxes Watches (2 TP)', 'Speel Xerxes kijkt toe (2 TP)'),
        unit('s4', 'Intense Fighting: +1 on this roll', 'Intense Fighting: +1 op deze worp'),
      ],
      words,
      names,
    );
    expect(found.filter((p) => p.kind === 'cardName').map((p) => p.unit.id)).toEqual(['s1', 's2', 's4']);
    expect(say(found.find((p) => p.unit.id === 's1')!)).toContain('"Xerxes Watches"');
  });
});

describe('i18n:check — the components run', () => {
  it('exits 1 and names each problem when the sources have one, 0 when they have none', () => {
    const lines: string[] = [];
    const bad = checkSourceTexts({ 'components/x/x.ts': PRELUDE + 'export const a = (n: number) => msg(str`${n} armies`);' }, ['components/x/x.ts']);
    expect(runSourceCheck((l) => lines.push(l), bad)).toBe(1);
    expect(lines.join('\n')).toContain('count without plural forms');
    expect(describeSource(bad[0]!)).toContain('components/x/x.ts:');
    expect(runSourceCheck(() => {}, [])).toBe(0);
  });
});
