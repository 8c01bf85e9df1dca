import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';
import { LEFT_OUT_OF_POSTGRES_RUN } from './tests/unit/server/postgres-run.ts';

export default defineConfig({
  // The Lingui macro compiles msg`…` into message descriptors, so feature code with UI copy can be unit tested.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Closing a test app waits for the engine's worker threads to end, which on a loaded 2-core machine takes
    // longer than vitest's 10 s default.
    hookTimeout: 30_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'] },
      },
      {
        // The server suite again, each test app on a PostgreSQL database of its own (the machine's local service).
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['tests/unit/server/**/*.test.ts'],
          exclude: LEFT_OUT_OF_POSTGRES_RUN,
          env: { TEST_DATABASE: 'postgres' },
        },
      },
    ],
  },
});
