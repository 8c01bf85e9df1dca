/**
 * `npm run report [-- --days N]`: the product funnel (visits → sign-ups → first generation → purchase) by day.
 * It asks the running server (PORT), proving with a token signed by the installation's secret in DATA_DIR that
 * it runs on the operator's side; with no server answering it reads the database itself (the server holds the
 * SQLite file exclusively while it runs, so the file is read only when it is stopped).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../../server/config';
import { loadSecret } from '../../server/auth/tokens';
import { databaseFile, openDatabase } from '../../server/db/database';
import { funnelReport } from '../../server/tracking/track-events';
import { signReportToken } from '../../server/tracking/report-token';
import { trackReportQuerySchema, type TrackReport } from '../../src/core/contract/track';
import { TRACK_REPORT_PATH } from '../../src/core/tracking';
import type { Envelope } from '../../src/core/contract/envelope';
import { formatReport } from './format-report';

const { values } = parseArgs({ options: { days: { type: 'string' } } });
const query = trackReportQuerySchema.safeParse({ days: values.days });
if (!query.success) {
  console.error(`--days: ${query.error.issues[0]?.message ?? 'must be a number of days'}`);
  process.exit(2);
}
const { days } = query.data;
const config = configFromEnv();
const dbFile = databaseFile(config.dataDir);
if (!fs.existsSync(path.join(config.dataDir, 'token-secret.key'))) {
  console.error(`No installation in ${config.dataDir} (DATA_DIR): start the server once with npm start.`);
  process.exit(1);
}

async function fromServer(): Promise<TrackReport | undefined> {
  const url = `http://127.0.0.1:${config.port}${TRACK_REPORT_PATH}?days=${days}`;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization: `Bearer ${await signReportToken(loadSecret(config.dataDir))}` },
    });
  } catch {
    return undefined; // nothing listens: read the file
  }
  const body = (await res.json()) as Envelope<TrackReport>;
  if (body.code !== 0) throw new Error(`the server at ${url} refused the report: ${body.msg}`);
  return body.data;
}

const served = await fromServer();
if (served) console.log(formatReport(served, `from the server on port ${config.port}`));
else {
  const db = openDatabase(dbFile);
  try {
    console.log(formatReport(funnelReport(db, days, Date.now()), `read from ${dbFile}`));
  } finally {
    db.close();
  }
}
