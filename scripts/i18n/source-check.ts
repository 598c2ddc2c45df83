/**
 * What `npm run i18n:check` finds in the components' messages themselves (issue 31, item 2), read
 * with the TypeScript compiler (types included) over every `msg()` call in components/:
 *
 * - `count`: a number put straight before a counted noun ("${n} armies", "${num(p.x)} talents")
 *   outside a `plural()` call and outside components/i18n/counts.ts — it would read "1 armies" /
 *   "1 legers". Counts go through `count(n, 'army')` (counts.ts) or `plural(n, { one, other })`.
 * - `number`: a number written outside Intl inside a message: `.toFixed()`, `.toPrecision()`,
 *   `.toString()`, `.toLocaleString()` or `String()` of a number, or a bare number whose name says
 *   it is a fraction (mean, share, chance, lo/hi …) — "15.6" where Dutch writes "15,6". Numbers go
 *   through components/i18n/format.ts (formatNumber, formatDecimal, formatPercent …).
 * - `englishName`: the English name of a card, a battle event or a tactic (a `.name` declared in
 *   src/earth-water/cards.ts, battle-dice.ts or src/thermopylae/data.ts) put into a message
 *   as it is; names go through cardName / battleEventName / thCardWords, which give 003's Dutch.
 *
 * Whole numbers of no counted noun ("turn ${n}", "card #${n}") pass: Intl writes them alike in
 * both languages below 1,000.
 */
import ts from 'typescript';
import { relative, resolve } from 'node:path';

export type SourceProblemKind = 'count' | 'number' | 'englishName';
export interface SourceProblem {
  readonly kind: SourceProblemKind;
  readonly file: string;
  readonly line: number;
  /** The span of the message it is about, as written. */
  readonly text: string;
}

/** Counted nouns as a message writes them after the number (plural forms). */
export const COUNT_NOUNS = [
  'armies', 'fleets', 'cards', 'talents', 'amphorae', 'dice', 'points', 'times', 'games', 'wins', 'decisions',
  'hits', 'retreats', 'cities', 'turns', 'days', 'rounds', 'saves', 'records', 'units', 'hexes', 'moves', 'steps',
  'percentage points', 'turning points', 'simulated games',
  'Greek armies', 'Persian armies', 'Greek fleets', 'Persian fleets',
];
const COUNT_AFTER = new RegExp(`^\\s+(?:${COUNT_NOUNS.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`);

/** Calls whose result is a number written as a count. */
const NUMBER_CALLS = new Set(['formatNumber', 'n', 'num', 'Number']);
/** Methods and functions that write a number outside Intl. */
const RAW_FORMATTERS = new Set(['toFixed', 'toPrecision', 'toString', 'toLocaleString']);
/** A bare number under one of these names is a fraction, not a whole count. */
const FRACTION_NAME = /(mean|average|avg|share|ratio|rate|pct|percent|chance|prob|win|lo|hi|half|precision|fraction|expected)$/i;
/** Where the English names of cards, battle events and tactics are declared. */
const NAME_SOURCES = [/src\/earth-water\/cards\.ts$/, /src\/earth-water\/battle-dice\.ts$/, /src\/thermopylae\/data\.ts$/];
/** The one helper allowed to write "${k} armies": it is the plural forms. */
const COUNT_HELPER = /components\/i18n\/counts\.ts$/;

function isMsgCall(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'msg';
}

function insidePlural(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isCallExpression(p) && ts.isIdentifier(p.expression) && p.expression.text === 'plural') return true;
  }
  return false;
}

/** The expression itself, looking through parentheses, `!`, `??`, `||` and `a ? b : c` branches. */
function outcomes(e: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e)) return outcomes(e.expression);
  if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
    return [...outcomes(e.left), ...outcomes(e.right)];
  }
  if (ts.isConditionalExpression(e)) return [...outcomes(e.whenTrue), ...outcomes(e.whenFalse)];
  return [e];
}

function isNumberish(e: ts.Expression, checker: ts.TypeChecker): boolean {
  for (const o of outcomes(e)) {
    if (ts.isCallExpression(o) && ts.isIdentifier(o.expression) && NUMBER_CALLS.has(o.expression.text)) return true;
    const t = checker.getTypeAtLocation(o);
    if (t.flags & ts.TypeFlags.NumberLike) return true;
  }
  return false;
}

function writesRawNumber(e: ts.Expression, checker: ts.TypeChecker): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      if (ts.isPropertyAccessExpression(callee) && RAW_FORMATTERS.has(callee.name.text)) {
        if (checker.getTypeAtLocation(callee.expression).flags & ts.TypeFlags.NumberLike) found = true;
      }
      if (ts.isIdentifier(callee) && callee.text === 'String' && n.arguments[0] && checker.getTypeAtLocation(n.arguments[0]).flags & ts.TypeFlags.NumberLike) found = true;
      // A call's arguments are its own business (formatNumber(x.mean) is fine); its receiver is not.
      if (ts.isPropertyAccessExpression(callee)) visit(callee.expression);
      return;
    }
    n.forEachChild(visit);
  };
  visit(e);
  if (found) return true;
  // A bare fraction: `${score.mean}`, `${e.win}`.
  return outcomes(e).some((o) => {
    if (!(checker.getTypeAtLocation(o).flags & ts.TypeFlags.NumberLike)) return false;
    const name = ts.isPropertyAccessExpression(o) ? o.name.text : ts.isIdentifier(o) ? o.text : null;
    if (name !== null) return FRACTION_NAME.test(name);
    return ts.isBinaryExpression(o) && o.operatorToken.kind === ts.SyntaxKind.SlashToken;
  });
}

function showsEnglishName(e: ts.Expression, checker: ts.TypeChecker): boolean {
  return outcomes(e).some((o) => {
    const access = ts.isPropertyAccessExpression(o) ? o : null;
    if (!access || access.name.text !== 'name') return false;
    const symbol = checker.getSymbolAtLocation(access.name);
    return (symbol?.declarations ?? []).some((d) => NAME_SOURCES.some((re) => re.test(d.getSourceFile().fileName.replace(/\\/g, '/'))));
  });
}

/** Every problem in `files` of `program` (file names as the program has them). */
export function checkProgram(program: ts.Program, files: readonly string[], root = process.cwd()): SourceProblem[] {
  const checker = program.getTypeChecker();
  const problems: SourceProblem[] = [];
  for (const name of files) {
    const sf = program.getSourceFile(name);
    if (!sf) throw new Error(`source-check: ${name} is not in the program`);
    const file = relative(root, sf.fileName).replace(/\\/g, '/');
    const say = (kind: SourceProblemKind, span: ts.Node) =>
      problems.push({ kind, file, line: sf.getLineAndCharacterOfPosition(span.getStart(sf)).line + 1, text: `${'${'}${span.getText(sf)}` });
    const visit = (node: ts.Node): void => {
      if (isMsgCall(node)) {
        const arg = node.arguments[0];
        const template = arg && ts.isTaggedTemplateExpression(arg) ? arg.template : arg;
        if (template && ts.isTemplateExpression(template)) {
          for (const span of template.templateSpans) {
            const e = span.expression;
            if (!COUNT_HELPER.test(file) && COUNT_AFTER.test(span.literal.text) && isNumberish(e, checker) && !insidePlural(node)) say('count', span);
            if (writesRawNumber(e, checker)) say('number', span);
            if (showsEnglishName(e, checker)) say('englishName', span);
          }
        }
      }
      node.forEachChild(visit);
    };
    visit(sf);
  }
  return problems;
}

/** The components' files (not the generated locale modules), checked in the project's program. */
export function checkComponents(root = process.cwd()): SourceProblem[] {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json could not be read');
  const files = config.fileNames.filter((f) => {
    const r = relative(root, f).replace(/\\/g, '/');
    return r.startsWith('components/') && !r.startsWith('components/i18n/locales/');
  });
  const program = ts.createProgram(files, config.options);
  return checkProgram(program, files, root);
}

/**
 * Check source texts held in memory (`path → text`, paths relative to a virtual root), for the
 * unit tests: each bad example must be caught. Only `check` files are checked; the others are
 * there for their declarations (src/earth-water/cards.ts …).
 */
export function checkSourceTexts(sources: Readonly<Record<string, string>>, check: readonly string[]): SourceProblem[] {
  const root = '/virtual';
  const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true };
  const host = ts.createCompilerHost(options);
  const inMemory = new Map(Object.entries(sources).map(([p, t]) => [`${root}/${p}`, t]));
  const base = { ...host };
  host.fileExists = (f) => inMemory.has(f) || base.fileExists(f);
  host.directoryExists = (d) => [...inMemory.keys()].some((f) => f.startsWith(`${d}/`)) || (base.directoryExists?.(d) ?? false);
  host.readFile = (f) => inMemory.get(f) ?? base.readFile(f);
  host.getSourceFile = (f, lang, onError) => {
    const text = inMemory.get(f);
    return text !== undefined ? ts.createSourceFile(f, text, lang) : base.getSourceFile(f, lang, onError);
  };
  const names = [...inMemory.keys()];
  const program = ts.createProgram(names, options, host);
  return checkProgram(program, check.map((c) => `${root}/${c}`), root);
}

export function describeSource(p: SourceProblem): string {
  const where = `${p.file}:${p.line} ${p.text.trim()}`;
  switch (p.kind) {
    case 'count':
      return `count without plural forms (use count() or plural() from components/i18n): ${where}`;
    case 'number':
      return `number written outside Intl (use components/i18n/format.ts): ${where}`;
    case 'englishName':
      return `English card or tactic name in a message (use cardName, battleEventName or thCardWords): ${where}`;
  }
}
