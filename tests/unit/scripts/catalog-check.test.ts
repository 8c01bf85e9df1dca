import { describe, expect, it } from 'vitest';
import { isComplete, localeReport } from '../../../scripts/i18n/catalog-report';
import type { CatalogEntry } from '../../../scripts/i18n/catalogs';
import { messageProblems } from '../../../scripts/i18n/message-shape';

const entry = (id: string, source: string, translation: string, flags: string[] = []): CatalogEntry => ({
  id,
  source,
  translation,
  flags,
  obsolete: false,
  origins: [],
  comments: [],
});

describe('a translation keeps its message working', () => {
  it('accepts moved placeholders and plural cases the language has', () => {
    expect(messageProblems('Page {0} of {1}', 'Seite {0} von {1}', 'de')).toEqual([]);
    expect(messageProblems('Crop {label}', '{label} zuschneiden', 'de')).toEqual([]);
    expect(
      messageProblems(
        '{count, plural, one {# item deleted} other {# items deleted}}',
        '{count, plural, one {# élément supprimé} other {# éléments supprimés}}',
        'fr',
      ),
    ).toEqual([]);
    // A placeholder repeated in each case is still the same placeholder.
    expect(
      messageProblems(
        '{shown} of {total, plural, one {# item} other {# items}}',
        '{total, plural, one {{shown} von # Element} other {{shown} von # Elementen}}',
        'de',
      ),
    ).toEqual([]);
    expect(messageProblems('Open <0>the docs</0><1/>', '<0>Doku</0> öffnen<1/>', 'de')).toEqual([]);
  });

  it('refuses lost, renamed or extra placeholders and tags', () => {
    expect(messageProblems('Page {0} of {1}', 'Seite {0} von {2}', 'de')).toEqual([
      'placeholders missing: 1:argument',
      'placeholders not in the source: 2:argument',
    ]);
    expect(messageProblems('Open <0>the docs</0>', 'Doku öffnen', 'de')).toEqual(['tags missing: <0> </0>']);
    expect(messageProblems('{n, plural, one {# item} other {# items}}', '{n} Elemente', 'de')).toEqual([
      'placeholders missing: n:plural',
      'placeholders not in the source: n:argument',
    ]);
  });

  it('sees an apostrophe that quotes a brace as a lost placeholder, as the page would show it', () => {
    // ICU quotes from an apostrophe before a brace to the next apostrophe: "{0} d" would show as typed.
    expect(messageProblems('{0} of {1}', "l'{0} d'{1}", 'fr')).toEqual(['placeholders missing: 0:argument']);
    expect(messageProblems('{0} of {1}', 'l’{0} d’{1}', 'fr')).toEqual([]);
  });

  it('wants the plural cases small counts pick in the language, and no others', () => {
    const source = '{n, plural, one {# credit} other {# credits}}';
    expect(messageProblems(source, '{n, plural, other {# Credits}}', 'de')).toEqual([
      '{n}: cases one are needed in de',
    ]);
    expect(messageProblems(source, '{n, plural, other {# クレジット}}', 'ja')).toEqual([]);
    expect(messageProblems(source, '{n, plural, one {#} other {# クレジット}}', 'ja')).toEqual([
      '{n}: cases one do not exist in ja',
    ]);
    // French 'many' (round millions) may be given or left to 'other'.
    expect(
      messageProblems(source, '{n, plural, one {# crédit} many {# de crédits} other {# crédits}}', 'fr'),
    ).toEqual([]);
  });

  it('reports text that does not parse', () => {
    expect(messageProblems('Page {0}', 'Seite {0', 'de')[0]).toMatch(/^does not parse/);
  });
});

describe('a locale report', () => {
  const source = [
    entry('a', 'Open', 'Open'),
    entry('b', 'Page {0}', 'Page {0}'),
    entry('c', 'Close', 'Close'),
  ];

  it('counts missing, fuzzy, broken and stale entries', () => {
    const report = localeReport('de', source, [
      entry('a', 'Open', 'Öffnen', ['fuzzy']),
      entry('b', 'Page {0}', 'Seite'),
      entry('z', 'Gone', 'Weg'),
    ]);
    expect(report.total).toBe(3);
    expect(report.missing).toEqual(['Close']);
    expect(report.fuzzy).toEqual(['Open']);
    expect(report.invalid.map((i) => i.source)).toEqual(['Page {0}']);
    expect(report.stale).toEqual(['Gone']);
    expect(isComplete(report)).toBe(false);
  });

  it('is complete when every message is translated and whole', () => {
    const report = localeReport('de', source, [
      entry('a', 'Open', 'Öffnen'),
      entry('b', 'Page {0}', 'Seite {0}'),
      entry('c', 'Close', 'Schließen'),
    ]);
    expect(isComplete(report)).toBe(true);
  });
});
