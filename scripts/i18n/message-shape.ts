/**
 * Whether a translation keeps its message's working parts: the same placeholders with the same kinds (`{name}`,
 * `{count, plural, …}`, `{kind, select, …}`), the same Lingui tags (`<0>`, `</0>`, `<1/>`), plural cases the
 * language knows, and no broken ICU syntax. Parsed with the parser Lingui compiles messages with, so an apostrophe
 * that quotes a brace (ICU's `'{`) shows up here as a lost placeholder, as it would on screen.
 */
import { parse, type Token } from '@messageformat/parser';

interface Shape {
  /** 'name:kind', kind being argument, plural, selectordinal, select or a function (number, date…). */
  args: Set<string>;
  tags: Set<string>;
  /** Case keys per plural / selectordinal argument. */
  plurals: { arg: string; type: 'plural' | 'selectordinal'; keys: string[] }[];
  /** Case keys per select argument. */
  selects: Map<string, Set<string>>;
}

const TAG = /<\/?\d+\s*\/?>/g;

function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Set(), tags: new Set(), plurals: [], selects: new Map() };
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case 'content':
          for (const tag of token.value.match(TAG) ?? []) shape.tags.add(tag.replace(/\s+/g, ''));
          break;
        case 'argument':
          shape.args.add(`${token.arg}:argument`);
          break;
        case 'function':
          shape.args.add(`${token.arg}:${token.key}`);
          if (token.param) walk(token.param);
          break;
        case 'plural':
        case 'selectordinal':
          shape.args.add(`${token.arg}:${token.type}`);
          shape.plurals.push({ arg: token.arg, type: token.type, keys: token.cases.map((c) => c.key) });
          token.cases.forEach((c) => walk(c.tokens));
          break;
        case 'select': {
          shape.args.add(`${token.arg}:select`);
          const keys = shape.selects.get(token.arg) ?? new Set<string>();
          token.cases.forEach((c) => {
            keys.add(c.key);
            walk(c.tokens);
          });
          shape.selects.set(token.arg, keys);
          break;
        }
        case 'octothorpe':
          break;
      }
    }
  };
  walk(parse(message));
  return shape;
}

const difference = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x));

/**
 * The plural cases a translation must have: those some count from 0 to 100 selects in the language. French,
 * Spanish, Italian and Portuguese also have 'many', which only round millions pick ("1 million de crédits"); left
 * out, Lingui uses 'other' there, which reads right, so it is allowed but not required.
 */
function requiredCategories(locale: string, type: 'plural' | 'selectordinal'): Set<string> {
  const rules = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' });
  return new Set(Array.from({ length: 101 }, (_, n) => rules.select(n)));
}

function knownCategories(locale: string, type: 'plural' | 'selectordinal'): Set<string> {
  const rules = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' });
  return new Set<string>(rules.resolvedOptions().pluralCategories);
}

/** What is wrong with `translation` as the `locale` text of `source`; empty when nothing is. */
export function messageProblems(source: string, translation: string, locale: string): string[] {
  let want: Shape;
  let got: Shape;
  try {
    want = shapeOf(source);
  } catch (error) {
    return [`the source text does not parse: ${(error as Error).message.split('\n')[0]}`];
  }
  try {
    got = shapeOf(translation);
  } catch (error) {
    return [`does not parse: ${(error as Error).message.split('\n')[0]}`];
  }
  const problems: string[] = [];
  const missingArgs = difference(want.args, got.args);
  const extraArgs = difference(got.args, want.args);
  if (missingArgs.length) problems.push(`placeholders missing: ${missingArgs.join(', ')}`);
  if (extraArgs.length) problems.push(`placeholders not in the source: ${extraArgs.join(', ')}`);
  const missingTags = difference(want.tags, got.tags);
  const extraTags = difference(got.tags, want.tags);
  if (missingTags.length) problems.push(`tags missing: ${missingTags.join(' ')}`);
  if (extraTags.length) problems.push(`tags not in the source: ${extraTags.join(' ')}`);
  for (const { arg, type, keys } of got.plurals) {
    const known = knownCategories(locale, type);
    const unknown = keys.filter((k) => !k.startsWith('=') && !known.has(k));
    const absent = [...requiredCategories(locale, type)].filter((k) => !keys.includes(k));
    if (unknown.length) problems.push(`{${arg}}: cases ${unknown.join(', ')} do not exist in ${locale}`);
    if (absent.length) problems.push(`{${arg}}: cases ${absent.join(', ')} are needed in ${locale}`);
  }
  for (const [arg, keys] of got.selects) {
    const source = want.selects.get(arg) ?? new Set<string>();
    const missing = difference(source, keys);
    if (missing.length) problems.push(`{${arg}}: select cases missing: ${missing.join(', ')}`);
  }
  return problems;
}
