import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE } from './src/core/language';

export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...SUPPORTED_LANGUAGES],
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] }],
  // File names without line numbers: a build re-extracts the catalogs, and moved lines must not dirty the tree.
  format: formatter({ lineNumbers: false }),
});
