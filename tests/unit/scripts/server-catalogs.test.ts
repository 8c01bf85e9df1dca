import { describe, expect, it } from 'vitest';
import {
  TRANSLATED_LANGUAGES,
  findMessageIds,
  readServerCatalogs,
  readServerSources,
  serverCatalogProblems,
  type ServerCatalogs,
} from '../../../scripts/i18n/server-catalogs';

const source = (text: string) => [{ file: 'server/x.ts', text }];

const PLURAL = '{count, plural, one {# file} other {# files}}';
/** Languages whose plurals have only the "other" case. */
const OTHER_ONLY = ['id', 'ja', 'ko', 'zh'];

/** A complete catalog for every language (the checks read placeholders and cases, not words). */
const complete = (): ServerCatalogs =>
  Object.fromEntries(
    TRANSLATED_LANGUAGES.map((lang) => [
      lang,
      {
        'Hello {name}': 'Hallo {name}',
        [PLURAL]: OTHER_ONLY.includes(lang)
          ? '{count, plural, other {#件}}'
          : '{count, plural, one {# Datei} other {# Dateien}}',
      },
    ]),
  );

describe('the server catalogs', () => {
  it('translate every message the server says, in all nine languages, with nothing left over', () => {
    expect(serverCatalogProblems(readServerSources(), readServerCatalogs())).toEqual([]);
  });
});

describe('finding the message ids in the code', () => {
  it('reads literal ids of say and sayIn, whatever the quotes and line breaks', () => {
    const { ids, problems } = findMessageIds(
      source(`const a = say('Task does not exist');
const b = say(
  "The free plan's limit, {count}",
  { count },
);
const c = sayIn(lang, \`Log in\`);
const d = sayIn(model.query.lang, 'It\\'s {name}', { name });`),
    );
    expect(problems).toEqual([]);
    expect([...ids.keys()]).toEqual([
      'Task does not exist',
      "The free plan's limit, {count}",
      'Log in',
      "It's {name}",
    ]);
    expect(ids.get('Log in')).toEqual(['server/x.ts:6']);
  });

  it('reports an id it cannot read: a variable, an interpolated template, a joined literal', () => {
    const { ids, problems } = findMessageIds(source("say(text);\nsay(`Hi ${name}`);\nsayIn(lang, 'a' + b);"));
    expect(ids.size).toBe(0);
    expect(problems).toHaveLength(3);
    expect(problems[1]).toBe('server/x.ts:2: the message id of say(…) is not a string literal');
  });
});

describe('checking a catalog against the ids', () => {
  const code = source(`say('Hello {name}'); say('${PLURAL}');`);

  it('accepts a complete catalog whose plural cases fit each language', () => {
    expect(serverCatalogProblems(code, complete())).toEqual([]);
  });

  it('refuses a missing, renamed, unused or absent translation', () => {
    const catalogs = complete();
    catalogs.de = { ...catalogs.de, 'Hello {name}': 'Hallo {nom}', 'Old text': 'Alter Text' };
    delete catalogs.fr!['Hello {name}'];
    catalogs.it = undefined;
    expect(serverCatalogProblems(code, catalogs)).toEqual([
      'de: "Hello {name}": placeholders missing: name:argument; placeholders not in the source: nom:argument',
      'de: "Old text" is said nowhere in server/',
      'fr: missing "Hello {name}" (server/x.ts:1)',
      'it: server/locales/it.json is missing or not JSON',
    ]);
  });

  it('refuses plural cases a language needs but lacks, or does not have', () => {
    const catalogs = complete();
    catalogs.de = { ...catalogs.de, [PLURAL]: '{count, plural, other {# Dateien}}' };
    catalogs.ja = { ...catalogs.ja, [PLURAL]: '{count, plural, one {#件} other {#件}}' };
    expect(serverCatalogProblems(code, catalogs)).toEqual([
      `de: "${PLURAL}": {count}: cases one are needed in de`,
      `ja: "${PLURAL}": {count}: cases one do not exist in ja`,
    ]);
  });
});
