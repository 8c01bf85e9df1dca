/**
 * The Lingui catalogs as lingui.config.ts declares them: which locales, where their files are, and reading and
 * writing them with the same formatter `lingui extract` uses, so a file written here is byte for byte what the
 * next extract would write (a build must not dirty the tree).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import config from '../../lingui.config';

// The formatter's own types, taken from the config rather than from @lingui/conf (not a direct dependency).
type CatalogFormatter = Exclude<NonNullable<typeof config.format>, string>;
type CatalogType = Awaited<ReturnType<CatalogFormatter['parse']>>;

const ROOT = path.resolve(import.meta.dirname, '../..');

export const SOURCE_LOCALE: string = config.sourceLocale ?? 'en';
export const LOCALES: readonly string[] = config.locales;

function formatter(): CatalogFormatter {
  const format = config.format;
  if (!format || typeof format === 'string')
    throw new Error('lingui.config.ts must pass a formatter to `format`');
  return format;
}

function catalogFile(locale: string): string {
  const catalog = config.catalogs?.[0];
  if (!catalog || (config.catalogs?.length ?? 0) > 1)
    throw new Error('lingui.config.ts must declare one catalog');
  const pattern = catalog.path.replace('<rootDir>', ROOT).replace('{locale}', locale);
  return `${pattern}${formatter().catalogExtension}`;
}

/** One message of a catalog: the source text (msgid), its translation (msgstr) and what the file says about it. */
export interface CatalogEntry {
  /** Lingui's id (a hash of the source text for generated ids). */
  id: string;
  source: string;
  translation: string;
  flags: string[];
  obsolete: boolean;
  /** Files the message comes from (the `#:` lines). */
  origins: string[];
  /** Extracted comments (`#.`): the developer's notes and what each `{0}` stands for. */
  comments: string[];
}

export interface Catalog {
  locale: string;
  file: string;
  raw: CatalogType;
  entries: CatalogEntry[];
}

interface PoExtra {
  flags?: string[];
}

export async function readCatalog(locale: string): Promise<Catalog> {
  const file = catalogFile(locale);
  const raw = await formatter().parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: file,
  });
  const entries = Object.entries(raw).map(([id, m]) => ({
    id,
    source: m.message ?? id,
    translation: m.translation ?? '',
    flags: (m.extra as PoExtra | undefined)?.flags ?? [],
    obsolete: Boolean(m.obsolete),
    origins: (m.origin ?? []).map(([file]) => file),
    comments: m.comments ?? [],
  }));
  return { locale, file, raw, entries };
}

const PLACEHOLDER_NOTE = /^placeholder \{(\d+)\}: (.*)$/;

/**
 * The po formatter writes the `#. placeholder {0}: …` notes from a message's `placeholders` (what extract knows)
 * and drops them from its comments; parsing puts them in the comments. Moved back, so a write keeps them.
 */
function withPlaceholders(raw: CatalogType): CatalogType {
  return Object.fromEntries(
    Object.entries(raw).map(([id, m]) => {
      const placeholders: Record<string, string[]> = {};
      for (const comment of m.comments ?? []) {
        const [, name, value] = PLACEHOLDER_NOTE.exec(comment) ?? [];
        if (name !== undefined) (placeholders[name] ??= []).push(value);
      }
      return [id, { ...m, placeholders }];
    }),
  );
}

/** Writes the catalog's `raw` back through the project's formatter, keeping the file's header. */
export async function writeCatalog(catalog: Catalog): Promise<void> {
  const existing = readFileSync(catalog.file, 'utf8');
  const text = await formatter().serialize(withPlaceholders(catalog.raw), {
    locale: catalog.locale,
    sourceLocale: SOURCE_LOCALE,
    filename: catalog.file,
    existing,
  });
  writeFileSync(catalog.file, text);
}
