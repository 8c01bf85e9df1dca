import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;

/**
 * Who may import whom, by resolved path (README "How it is built" and the area READMEs say why). Each runtime
 * gets its own globals from its tsconfig; these zones keep its imports to the folders that run there too.
 */
const zones = [
  // Core is the shared rules: pure, so page, service worker and server can all run it.
  { target: './src/core', from: './src', except: ['./core'], message: 'core imports only core (and zod).' },
  { target: './src/core', from: ['./sw', './workers', './server', './tests', './bench', './scripts'] },
  // The request layer runs in page and service worker alike.
  {
    target: './src/api',
    from: './src',
    except: ['./api', './core'],
    message: 'src/api imports only itself and core.',
  },
  { target: './src/api', from: ['./sw', './workers', './server'] },
  // What page and service worker share: it imports only core, and both sides import it.
  { target: './src/sw-contract', from: './src', except: ['./sw-contract', './core'] },
  {
    target: './src/sw-contract',
    from: ['./sw', './workers', './server'],
    message: 'the contract is what both sides import: it names nothing of the service worker.',
  },
  // Generic UI knows no feature, page or shell.
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/pages', './sw', './workers', './server'],
  },
  // Features are used by the shell, never the other way round; the service worker is reached only through the
  // contract (src/sw-contract) and the in-page host that runs it where there is no service worker.
  {
    target: './src/features',
    from: './src/app',
    message: 'features never import the shell: move what they share to src/ui, src/api or a feature.',
  },
  {
    target: './src/features',
    from: './sw',
    except: ['./page-host.ts'],
    message: 'features reach the service worker through src/sw-contract only.',
  },
  { target: './src', from: './server', message: 'the page never imports the server.' },
  {
    target: './sw',
    from: './src',
    except: ['./core', './api', './sw-contract'],
    message: 'sw imports sw, core, api.',
  },
  { target: './sw', from: ['./workers', './server'] },
  {
    target: './workers',
    from: './src',
    except: ['./core'],
    message: 'workers import only workers and core.',
  },
  { target: './workers', from: ['./sw', './server'] },
  {
    target: './server',
    from: './src',
    except: ['./core'],
    message: 'the server imports only server and core.',
  },
  { target: './server', from: ['./sw', './workers'] },
];

/**
 * The barrel rule (src/features/README.md): a feature with an `index.ts` is entered through it from anywhere
 * else in the page. The files named beside the index are lazy entries: an `import()` names the file it splits
 * off, so the split chunk stays small.
 */
const LAZY_ENTRIES = { templates: ['./TemplateListModal.tsx'] };
const featuresDir = path.join(root, 'src/features');
const features = fs
  .readdirSync(featuresDir)
  .filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory());
const pageTops = fs.readdirSync(path.join(root, 'src')).filter((name) => name !== 'features');
for (const feature of features.filter((name) => fs.existsSync(path.join(featuresDir, name, 'index.ts')))) {
  zones.push({
    target: [
      ...pageTops.map((name) => `./src/${name}`),
      ...features.filter((name) => name !== feature).map((name) => `./src/features/${name}`),
    ],
    from: `./src/features/${feature}`,
    except: ['./index.ts', ...(LAZY_ENTRIES[feature] ?? [])],
    message: `enter the ${feature} feature through its index.ts (the barrel rule).`,
  });
}

/**
 * Every word a user reads goes through Lingui (`<Trans>`, `t`, `msg`): `lingui/no-unlocalized-strings` reports any
 * other string literal or JSX text in the page code that renders UI (src/app, src/features, src/pages, src/ui).
 * What it lets through is text no user reads, each kind for its reason:
 */
const names = (list) => ({ regex: { pattern: `^(${list.join('|')})$` } });
const UNLOCALIZED_STRINGS = {
  ignore: [
    // One token that does not start with a capital letter: ids, keys, event names, enum values, CSS classes,
    // MIME types, URLs and route paths ('/ai/home', 'image/png', 'mi:draft', 'text2video'). English copy starts
    // with a capital or has a space.
    '^(?![A-Z])\\S+$',
    // One upper-case token: codes, HTTP methods and format names, which are never translated (POST, ZIP, MP4).
    '^[A-Z][A-Z0-9_-]*$',
    // A PascalCase name, or a file so named: code (EffectPage, AbortError, HomePage.tsx), never a sentence.
    '^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+(?:\\.[a-z]+)?$',
    // A CSS value or media query: rgb(…), var(--…), (prefers-reduced-motion: reduce).
    '^(?:rgba?|hsla?|var|calc|url)\\(.*\\)$',
    '^\\([a-z-]+: .*\\)$',
  ],
  // Attributes, properties and variables whose value is never shown. Not listed, so still checked: children,
  // aria-label, aria-valuetext, title, alt, placeholder, label, name and every other prop a component shows.
  ignoreNames: [
    // Styling and identity.
    names(['class', 'className', '\\w+ClassName', 'style', 'id', 'htmlFor', 'key']),
    // What an element is, how it loads and where it points.
    names(['type', 'role', 'rel', 'target', 'accept', 'autoComplete', 'inputMode', 'enterKeyHint']),
    names(['loading', 'decoding', 'preload', 'crossOrigin', 'referrerPolicy', 'sandbox', 'allow']),
    names(['href', 'src', 'srcSet', 'sizes', 'media', 'to', 'path', 'cookie']),
    // data-* attributes, ARIA states and references; aria-keyshortcuts names keys in the platform's notation.
    names([
      'data-[\\w-]+',
      'aria-(hidden|live|current|haspopup|controls|describedby|labelledby|keyshortcuts)',
    ]),
    // CSS selectors (FOCUSABLE_SELECTOR).
    { regex: { pattern: '(Selector|SELECTOR)$' } },
  ],
  ignoreFunctions: [
    // Logs and thrown errors are for developers: where a failure reaches the user, the UI says it in its own copy.
    'console.*',
    'Error',
    'DOMException',
    // DOM queries, media queries, events and messages, request headers and storage keys.
    '*.querySelector',
    '*.querySelectorAll',
    '*.closest',
    '*.matches',
    'matchMedia',
    '*.matchMedia',
    'useMediaQuery',
    '*.addEventListener',
    '*.removeEventListener',
    '*.postMessage',
    '*.setRequestHeader',
    '*.getItem',
    '*.setItem',
    '*.removeItem',
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/locales', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Type-only imports vanish at run time, so a type cycle costs nothing; a value cycle (dynamic imports too)
      // makes load order matter.
      'import-x/no-cycle': 'error',
    },
  },
  // What path zones cannot say: packages in core, and imports that are fine as types only.
  {
    files: ['src/core/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$)[^.]', message: 'core imports only core and zod.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/core/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+workers/',
              allowTypeImports: true,
              message: 'a worker module exposes itself when it loads: the page imports its types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/{app,features,pages,ui}/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_STRINGS],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-single-tag-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
);
