/**
 * Server copy in the user's language: one Lingui instance per language, its catalog (`server/locales/<lang>.json`,
 * English text → translation, ICU syntax) read and compiled once, the first time that language is asked for.
 * English has no catalog: the id is the text, so English answers stay exactly what the code says.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  DEFAULT_LANGUAGE,
  asLanguage,
  languageFromAcceptLanguage,
  type Language,
} from '../../src/core/language';
import { isServerText, type ServerText, type TextValue } from './server-text';

const SERVER_LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

function serverCatalogFile(lang: Language): string {
  return path.join(SERVER_LOCALES_DIR, `${lang}.json`);
}

const instances = new Map<Language, I18n>();

/** A catalog (any but English's, which has none) whose keys are every message id. */
const CATALOG_OF_EVERY_ID: Language = 'de';

function instanceFor(lang: Language): I18n {
  let i18n = instances.get(lang);
  if (i18n) return i18n;
  const catalog: Record<string, string> =
    lang === DEFAULT_LANGUAGE ? {} : JSON.parse(readFileSync(serverCatalogFile(lang), 'utf8'));
  const messages = Object.fromEntries(
    Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]),
  );
  i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  // An id with no translation (English) is compiled from the id itself.
  i18n.setMessagesCompiler(compileMessage);
  instances.set(lang, i18n);
  return i18n;
}

function valueIn(value: TextValue, lang: Language): string | number {
  return isServerText(value) ? translate(value, lang) : value;
}

/** The message in `lang` (English by default), its values put in; nested messages are translated first. */
export function translate(text: ServerText, lang: Language = DEFAULT_LANGUAGE): string {
  const values = text.values
    ? Object.fromEntries(Object.entries(text.values).map(([name, value]) => [name, valueIn(value, lang)]))
    : undefined;
  return instanceFor(lang)._(text.id, values);
}

/** A page's or an API answer's language: the first supported one of Accept-Language, else English. */
export function requestLanguage(req: FastifyRequest): Language {
  return languageFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** A service page opened with a `lang` of the app takes it; else the request's Accept-Language decides. */
export function pageLanguage(req: FastifyRequest, lang: unknown): Language {
  return (typeof lang === 'string' ? asLanguage(lang) : undefined) ?? requestLanguage(req);
}

/** `translate(say(id, values), lang)` for pages, which write their text at once. */
export function sayIn(lang: Language, id: string, values?: Record<string, TextValue>): string {
  return translate(values ? { id, values } : { id }, lang);
}

/**
 * Whether `id` is a message the server says (a key of its catalogs). Every catalog holds every id (the catalog
 * check), so one non-English catalog answers for all; text stored before it was a message is not one.
 */
export function isServerMessage(id: string): boolean {
  return instanceFor(CATALOG_OF_EVERY_ID).messages[id] !== undefined;
}
