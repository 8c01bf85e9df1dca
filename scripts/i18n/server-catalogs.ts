/**
 * The server's catalogs (`server/locales/<lang>.json`, English text → translation) against the server's code: every
 * message id the server can say is translated in every non-English language, keeps its placeholders, selects and
 * plural cases (the UI catalogs' rules, `message-shape.ts`), and no catalog keeps an id the code no longer says.
 *
 * The ids are found by reading the code, by the convention of `server/i18n/server-text.ts`: the first argument of
 * `say(…)`, or the second of `sayIn(lang, …)`, is a string literal. A call whose id is anything else (a variable,
 * a template with `${…}`) is reported, since its text could not be checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../src/core/language';
import { messageProblems } from './message-shape';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_DIR = path.join(ROOT, 'server');
/** Where say and sayIn are defined (their own parameters are not calls with ids). */
const I18N_DIR = path.join(SERVER_DIR, 'i18n');

export const TRANSLATED_LANGUAGES = SUPPORTED_LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);

interface SourceFile {
  file: string;
  text: string;
}

interface FoundIds {
  /** Each id with the files that say it. */
  ids: Map<string, string[]>;
  /** Calls whose id is not a literal. */
  problems: string[];
}

/**
 * The string literal that is the whole first argument at the start of `text`: its value, or undefined when the
 * argument is something else (a variable, a template with `${…}`, a literal joined to more).
 */
function literalAt(text: string): string | undefined {
  const match =
    /^\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.|\$(?!\{))*)`)\s*[,)]/.exec(text);
  if (!match) return undefined;
  const body = match[1] ?? match[2] ?? match[3];
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|.)/gs, (_, esc: string) => {
    if (esc.startsWith('u')) return String.fromCodePoint(parseInt(esc.replace(/[u{}]/g, ''), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[esc] ?? esc;
  });
}

export function findMessageIds(sources: readonly SourceFile[]): FoundIds {
  const ids = new Map<string, string[]>();
  const problems: string[] = [];
  for (const { file, text } of sources) {
    for (const call of text.matchAll(/\bsay(In)?\(/g)) {
      let rest = text.slice(call.index + call[0].length);
      // sayIn(lang, 'id'): the language is a short expression without commas.
      if (call[1]) rest = rest.slice(rest.indexOf(',') + 1);
      const id = literalAt(rest);
      const line = text.slice(0, call.index).split('\n').length;
      if (id === undefined) {
        problems.push(`${file}:${line}: the message id of ${call[0]}…) is not a string literal`);
        continue;
      }
      ids.set(id, [...(ids.get(id) ?? []), `${file}:${line}`]);
    }
  }
  return { ids, problems };
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === I18N_DIR ? [] : tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

export function readServerSources(): SourceFile[] {
  return tsFiles(SERVER_DIR).map((full) => ({
    file: path.relative(ROOT, full),
    text: readFileSync(full, 'utf8'),
  }));
}

export type ServerCatalogs = Record<string, Record<string, string> | undefined>;

export function readServerCatalogs(): ServerCatalogs {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((lang) => {
      try {
        return [lang, JSON.parse(readFileSync(path.join(SERVER_DIR, 'locales', `${lang}.json`), 'utf8'))];
      } catch {
        return [lang, undefined];
      }
    }),
  );
}

/** Everything wrong with the server's copy and its catalogs; empty when complete. */
export function serverCatalogProblems(sources: readonly SourceFile[], catalogs: ServerCatalogs): string[] {
  const { ids, problems } = findMessageIds(sources);
  for (const [id, where] of ids) {
    const own = messageProblems(id, id, DEFAULT_LANGUAGE);
    if (own.length) problems.push(`${where[0]}: ${JSON.stringify(id)}: ${own.join('; ')}`);
  }
  for (const lang of TRANSLATED_LANGUAGES) {
    const catalog = catalogs[lang];
    if (!catalog) {
      problems.push(`${lang}: server/locales/${lang}.json is missing or not JSON`);
      continue;
    }
    for (const [id, where] of ids) {
      const translation = catalog[id];
      if (typeof translation !== 'string' || translation.trim() === '') {
        problems.push(`${lang}: missing ${JSON.stringify(id)} (${where[0]})`);
        continue;
      }
      const wrong = messageProblems(id, translation, lang);
      if (wrong.length) problems.push(`${lang}: ${JSON.stringify(id)}: ${wrong.join('; ')}`);
    }
    for (const id of Object.keys(catalog)) {
      if (!ids.has(id)) problems.push(`${lang}: ${JSON.stringify(id)} is said nowhere in server/`);
    }
  }
  return problems;
}
