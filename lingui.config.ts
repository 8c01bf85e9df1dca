import { defineConfig } from '@lingui/cli';
import { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE } from './src/core/language';

export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...SUPPORTED_LANGUAGES],
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] }],
  format: 'po',
});
