import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';

export default defineConfig({
  // The Lingui macro compiles msg`…` into message descriptors, so feature code with UI copy can be unit tested.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    pool: 'forks',
  },
});
