/**
 * A translator's worksheet for one locale, so nobody edits .po files by hand:
 *
 *   node --import tsx scripts/i18n/worksheet.ts export de [--all] > de.json
 *     The messages de lacks (or all with --all) as a JSON array of
 *     { msgid, msgstr, where, notes }: the English text, its current translation, the files it comes from and the
 *     developer's notes (what each {0} stands for).
 *   node --import tsx scripts/i18n/worksheet.ts import de de.json
 *     Writes each msgstr into src/locales/de/messages.po. Takes that array or a plain { "msgid": "msgstr" }
 *     object. A translation whose placeholders, tags or plural cases differ from the source is refused and listed,
 *     as is a msgid the catalog does not have; the run then exits non-zero (the rest is written).
 *
 * Full method: src/locales/README.md.
 */
import { readFileSync } from 'node:fs';
import { LOCALES, readCatalog, SOURCE_LOCALE, writeCatalog } from './catalogs';
import { messageProblems } from './message-shape';

interface Row {
  msgid: string;
  msgstr: string;
  where?: string[];
  notes?: string[];
}

function usage(): never {
  console.error('usage: worksheet.ts export <locale> [--all] | worksheet.ts import <locale> <file.json>');
  process.exit(2);
}

async function exportSheet(locale: string, all: boolean): Promise<void> {
  const catalog = await readCatalog(locale);
  const rows: Row[] = catalog.entries
    .filter((e) => !e.obsolete && (all || e.translation.trim() === ''))
    .map((e) => ({ msgid: e.source, msgstr: e.translation, where: e.origins, notes: e.comments }));
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
}

function readRows(file: string): Row[] {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (Array.isArray(data)) return data as Row[];
  if (data && typeof data === 'object')
    return Object.entries(data as Record<string, string>).map(([msgid, msgstr]) => ({ msgid, msgstr }));
  throw new Error(`${file}: expected an array of rows or a { msgid: msgstr } object`);
}

async function importSheet(locale: string, file: string): Promise<void> {
  if (locale === SOURCE_LOCALE)
    throw new Error(`${locale} is the source locale: its text comes from the code`);
  const catalog = await readCatalog(locale);
  const bySource = new Map(catalog.entries.filter((e) => !e.obsolete).map((e) => [e.source, e.id]));
  let written = 0;
  const refused: string[] = [];
  for (const row of readRows(file)) {
    if (typeof row.msgstr !== 'string' || row.msgstr.trim() === '') continue;
    const id = bySource.get(row.msgid);
    if (!id) {
      refused.push(
        `${JSON.stringify(row.msgid)}: not in the ${locale} catalog (run npx lingui extract --clean?)`,
      );
      continue;
    }
    const problems = messageProblems(row.msgid, row.msgstr, locale);
    if (problems.length) {
      refused.push(`${JSON.stringify(row.msgid)} → ${JSON.stringify(row.msgstr)}: ${problems.join('; ')}`);
      continue;
    }
    catalog.raw[id] = { ...catalog.raw[id], translation: row.msgstr };
    written += 1;
  }
  await writeCatalog(catalog);
  console.log(`${catalog.file}: ${written} translations written`);
  if (refused.length) {
    console.error(`refused (${refused.length}):\n  ${refused.join('\n  ')}`);
    process.exit(1);
  }
}

const [command, locale, ...rest] = process.argv.slice(2);
if (!locale || !LOCALES.includes(locale)) usage();
if (command === 'export') await exportSheet(locale, rest.includes('--all'));
else if (command === 'import' && rest[0]) await importSheet(locale, rest[0]);
else usage();
