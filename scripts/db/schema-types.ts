/**
 * `npm run db:types [-- --verify]`: writes server/db/schema.ts, the Kysely table types, from the PostgreSQL
 * migrations applied to a throw-away database (kysely-codegen reads the real columns; PostgreSQL's types are the
 * stricter of the two, e.g. a TEXT primary key is never null there). `--verify` fails when the file is stale.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTGRES_ADMIN_URL, withScratchPostgres } from './scratch-postgres';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const verify = process.argv.includes('--verify');

const status = await withScratchPostgres(POSTGRES_ADMIN_URL, 'schema_types', async (url) => {
  const result = spawnSync(
    'npx',
    [
      'kysely-codegen',
      '--dialect',
      'postgres',
      '--url',
      url,
      // The pool reads int8 and numeric as JS numbers (see postgres-types.ts); times in ms stay far below 2^53.
      '--type-mapping',
      JSON.stringify({ int8: 'number', numeric: 'number' }),
      // Our tables only: graphile-worker's (schema graphile_worker, the queue on PostgreSQL) are its own.
      '--include-pattern',
      'public.*',
      '--exclude-pattern',
      'schema_migrations',
      '--out-file',
      'server/db/schema.ts',
      ...(verify ? ['--verify'] : []),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  return result.status ?? 1;
});
process.exit(status);
