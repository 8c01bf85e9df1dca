/** What a locale's catalog still lacks against the source catalog: the rules `npm run i18n:check` enforces. */
import type { CatalogEntry } from './catalogs';
import { messageProblems } from './message-shape';

export interface LocaleReport {
  locale: string;
  total: number;
  /** Source texts with no translation (an empty msgstr, or no entry at all). */
  missing: string[];
  /** Translations marked `#, fuzzy`: a guess nobody confirmed, which must not ship. */
  fuzzy: string[];
  /** Translations whose placeholders, tags or plural cases differ from the source's, or that do not parse. */
  invalid: { source: string; translation: string; problems: string[] }[];
  /** Entries the source catalog no longer has (a re-extract with --clean removes them). */
  stale: string[];
}

export function localeReport(
  locale: string,
  sourceEntries: readonly CatalogEntry[],
  entries: readonly CatalogEntry[],
): LocaleReport {
  const live = (list: readonly CatalogEntry[]) => list.filter((e) => !e.obsolete);
  const byId = new Map(live(entries).map((e) => [e.id, e]));
  const sourceIds = new Set(live(sourceEntries).map((e) => e.id));
  const report: LocaleReport = {
    locale,
    total: sourceIds.size,
    missing: [],
    fuzzy: [],
    invalid: [],
    stale: live(entries)
      .filter((e) => !sourceIds.has(e.id))
      .map((e) => e.source),
  };
  for (const source of live(sourceEntries)) {
    const entry = byId.get(source.id);
    if (!entry || entry.translation.trim() === '') {
      report.missing.push(source.source);
      continue;
    }
    if (entry.flags.includes('fuzzy')) report.fuzzy.push(source.source);
    const problems = messageProblems(source.source, entry.translation, locale);
    if (problems.length)
      report.invalid.push({ source: source.source, translation: entry.translation, problems });
  }
  return report;
}

export const isComplete = (r: LocaleReport) =>
  r.missing.length === 0 && r.fuzzy.length === 0 && r.invalid.length === 0 && r.stale.length === 0;
