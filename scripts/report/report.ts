/**
 * `npm run report [-- --days N]`: the product funnel (visits → sign-ups → first generation → purchase) by day.
 * It asks the running server (PORT), proving with a token signed by the installation's secret in DATA_DIR that
 * it runs on the operator's side; with no server answering it reads the database, read-only: the SQLite file
 * under DATA_DIR (the server holds it exclusively while it runs, so the file is read only when it is stopped), or
 * PostgreSQL when DATABASE_URL names it (in a read-only transaction).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { configFromEnv } from '../../server/config';
import { loadSecret } from '../../server/auth/tokens';
import { databaseFile } from '../../server/db/database';
import { sqliteKysely } from '../../server/db/sqlite-kysely';
import { openPostgres } from '../../server/db/postgres';
import type { DB } from '../../server/db/schema';
import { funnelReport } from '../../server/tracking/funnel-report';
import { signReportToken } from '../../server/tracking/report-token';
import { trackReportQuerySchema, type TrackReport } from '../../src/core/contract/track';
import { TRACK_REPORT_PATH } from '../../src/core/tracking';
import type { Envelope } from '../../src/core/contract/envelope';
import { formatReport } from './format-report';

/** How long the running server may take to count (a year of events on a busy installation). */
const REPORT_WAIT_MS = 30_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { days: { type: 'string' } } });
const query = trackReportQuerySchema.safeParse({ days: values.days });
if (!query.success) fail(`--days: ${query.error.issues[0]?.message ?? 'must be a number of days'}`);
const { days } = query.data;
const config = configFromEnv();
const dbFile = databaseFile(config.dataDir);
if (!fs.existsSync(path.join(config.dataDir, 'token-secret.key'))) {
  fail(`No installation in ${config.dataDir} (DATA_DIR): start the server once with npm start.`);
}

async function fromServer(): Promise<TrackReport | undefined> {
  const url = `http://127.0.0.1:${config.port}${TRACK_REPORT_PATH}?days=${days}`;
  const token = await signReportToken(loadSecret(config.dataDir, config.tokenSecret));
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REPORT_WAIT_MS),
    });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError')
      fail(`the server on port ${config.port} did not answer in time`);
    return undefined; // nothing listens: read the file
  }
  const body = (await res.json().catch(() => undefined)) as Envelope<TrackReport> | undefined;
  if (!body) fail(`port ${config.port} answered, but not as this app's server (HTTP ${res.status})`);
  if (body.code !== 0) fail(`the server on port ${config.port} refused the report: ${body.msg}`);
  return body.data;
}

async function fromPostgres(url: string): Promise<TrackReport> {
  const kdb = openPostgres(url);
  try {
    // Read-only, as it is: the report changes nothing.
    return await kdb
      .transaction()
      .setAccessMode('read only')
      .execute((trx) => funnelReport(trx, days, Date.now()));
  } catch (err) {
    return fail(`cannot read the database at DATABASE_URL: ${(err as Error).message}`);
  } finally {
    await kdb.destroy();
  }
}

async function fromFile(): Promise<TrackReport> {
  let kdb: Kysely<DB> | undefined;
  try {
    // Read-only, as it is: the report changes nothing, not even the schema.
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 1000');
    kdb = sqliteKysely(db);
    return await funnelReport(kdb, days, Date.now());
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      fail(
        `a server holds ${dbFile} but does not answer on port ${config.port}: run with its PORT, or stop it`,
      );
    }
    return fail(
      `cannot read ${dbFile}: ${(err as Error).message} (start the server once with npm start to update it)`,
    );
  } finally {
    // Closes the SQLite connection under it too.
    await kdb?.destroy();
  }
}

const served = await fromServer();
if (served) console.log(formatReport(served, `from the server on port ${config.port}`));
else if (config.databaseUrl)
  console.log(formatReport(await fromPostgres(config.databaseUrl), 'read from DATABASE_URL'));
else console.log(formatReport(await fromFile(), `read from ${dbFile}`));
