import crypto from 'node:crypto';
import pg from 'pg';
import { migratePostgres } from '../../server/db/postgres';

/** The machine's PostgreSQL (trust auth) that scratch databases are made on; POSTGRES_ADMIN_URL names another. */
export const POSTGRES_ADMIN_URL =
  process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of another database on the same server as `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes a new, migrated PostgreSQL database, hands its URL to `use`, and drops it afterwards whatever happens:
 * each test run or script run works on its own database and leaves none behind.
 */
export async function withScratchPostgres<T>(
  adminUrl: string,
  label: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchPostgres(adminUrl, label);
  try {
    return await use(scratch.url);
  } finally {
    await scratch.drop();
  }
}

export async function createScratchPostgres(
  adminUrl: string,
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${label}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  await migratePostgres(url);
  return {
    url,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
