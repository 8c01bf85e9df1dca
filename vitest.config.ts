import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';

export default defineConfig({
  // The Lingui macro compiles msg`…` into message descriptors, so feature code with UI copy can be unit tested.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    // Closing a test app waits for the engine's worker threads to end, which on a loaded 2-core machine takes
    // longer than vitest's 10 s default.
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
