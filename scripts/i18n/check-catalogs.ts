/**
 * `npm run i18n:check`: fails when a required locale's catalog has a missing or fuzzy message, a translation whose
 * placeholders, tags or plural cases differ from the source text, or an entry the source no longer has.
 *
 * Required locales are every locale of lingui.config.ts. While languages are still being translated,
 * `--only de,fr` narrows the required ones; the others are still counted and shown, but do not fail the run.
 * How to translate a language: src/locales/README.md.
 *
 * Then the server's catalogs (`server/locales/<lang>.json`, `server-catalogs.ts`): every message the server code
 * says, in all nine languages, always required (the server has no language in progress).
 */
import { isComplete, localeReport, type LocaleReport } from './catalog-report';
import { LOCALES, readCatalog, SOURCE_LOCALE } from './catalogs';
import { readServerCatalogs, readServerSources, serverCatalogProblems } from './server-catalogs';

const SHOWN_PER_KIND = 15;

function requiredLocales(argv: readonly string[]): string[] {
  const at = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (at === -1) return [...LOCALES];
  const value = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  const wanted = (value ?? '')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  const unknown = wanted.filter((l) => !LOCALES.includes(l));
  if (!wanted.length || unknown.length) {
    console.error(`--only takes locales of lingui.config.ts (${LOCALES.join(', ')}); got "${value ?? ''}"`);
    process.exit(2);
  }
  return wanted;
}

function printDetails(r: LocaleReport): void {
  const list = (title: string, items: string[]) => {
    if (!items.length) return;
    console.log(`  ${title} (${items.length}):`);
    for (const item of items.slice(0, SHOWN_PER_KIND)) console.log(`    ${item}`);
    if (items.length > SHOWN_PER_KIND) console.log(`    … and ${items.length - SHOWN_PER_KIND} more`);
  };
  console.log(`\n${r.locale}:`);
  list(
    'missing',
    r.missing.map((s) => JSON.stringify(s)),
  );
  list(
    'fuzzy',
    r.fuzzy.map((s) => JSON.stringify(s)),
  );
  list(
    'placeholders, tags or plurals differ',
    r.invalid.map(
      (i) => `${JSON.stringify(i.source)} → ${JSON.stringify(i.translation)}: ${i.problems.join('; ')}`,
    ),
  );
  list(
    'not in the source catalog',
    r.stale.map((s) => JSON.stringify(s)),
  );
}

const required = requiredLocales(process.argv.slice(2));
const source = await readCatalog(SOURCE_LOCALE);
const reports: LocaleReport[] = [];
for (const locale of LOCALES)
  reports.push(localeReport(locale, source.entries, (await readCatalog(locale)).entries));

console.log('locale  messages  missing  fuzzy  invalid  stale  status');
for (const r of reports) {
  const status = isComplete(r) ? 'ok' : required.includes(r.locale) ? 'FAIL' : 'not required yet';
  const cells = [r.total, r.missing.length, r.fuzzy.length, r.invalid.length, r.stale.length];
  console.log(
    `${r.locale.padEnd(6)}  ${cells.map((c, i) => String(c).padStart(i ? 7 : 8)).join('  ')}  ${status}`,
  );
}
const failing = reports.filter((r) => required.includes(r.locale) && !isComplete(r));
failing.forEach(printDetails);
const serverProblems = serverCatalogProblems(readServerSources(), readServerCatalogs());
if (serverProblems.length) {
  console.log(`\nserver/locales (${serverProblems.length} problems):`);
  for (const problem of serverProblems) console.log(`  ${problem}`);
}
if (failing.length || serverProblems.length) {
  const which = [...failing.map((r) => r.locale), ...(serverProblems.length ? ['server/locales'] : [])];
  console.error(`\nCatalogs incomplete: ${which.join(', ')}. See src/locales/README.md.`);
  process.exit(1);
}
console.log(`\nComplete: ${required.join(', ')}, and the server's catalogs.`);
