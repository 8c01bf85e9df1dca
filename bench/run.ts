// `npm run bench`: prints the project's speed and size figures. Figures only, no pass/fail thresholds.
import { firstLoadJs } from '../scripts/budget/first-load';
import { formatReadRow, signedInReadRps } from './user-rps';
import { benchTasks } from './tasks';
import { benchTaskProcesses } from './task-processes';
import { benchEngine } from './engine';
import { userRpsWhileEngineRuns } from './user-under-load';
import { measureUiLatency, printUiLatency } from './ui-latency';
import { benchCrop } from './crop';
import { benchExplore } from './explore';
import { benchLighthouse } from './lighthouse';
import { benchUploads } from './uploads';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const only = process.argv[2];
  const sections: Array<[string, () => Promise<void>]> = [
    [
      'bundle',
      async () => {
        for (const route of ['home', 'text-to-image', 'explore']) {
          const size = firstLoadJs(route);
          console.log(
            `JS for the first visit of /ai/${route}: ${kb(size.gzipBytes)} gzipped, ${kb(size.brotliBytes)} brotli (${kb(size.rawBytes)} raw, ${size.files.length} files)`,
          );
        }
      },
    ],
    [
      'lighthouse',
      async () => {
        for (const row of await benchLighthouse()) console.log(`${row.metric.padEnd(20)} ${row.value}`);
      },
    ],
    [
      'user',
      async () => {
        // Signed-in reads against a bare Fastify route, same run, same settings (target: ≥ 0.5× bare each).
        for (const row of await signedInReadRps()) console.log(formatReadRow(row));
      },
    ],
    [
      'tasks',
      async () => {
        // The same load on each database: the embedded SQLite file, and the machine's PostgreSQL.
        for (const database of ['sqlite', 'postgres'] as const) {
          for (const row of await benchTasks({}, database)) {
            console.log(`${database.padEnd(9)} ${row.metric.padEnd(58)} ${row.value}`);
          }
        }
      },
    ],
    [
      'task-processes',
      async () => {
        for (const row of await benchTaskProcesses()) console.log(`${row.metric.padEnd(64)} ${row.value}`);
      },
    ],
    [
      'user-under-load',
      async () => {
        const r = await userRpsWhileEngineRuns();
        console.log(
          `POST /v1/user while ${r.jobs} engine jobs run: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`,
        );
      },
    ],
    ['ui-latency', async () => printUiLatency(await measureUiLatency())],
    [
      'crop',
      async () => {
        for (const row of await benchCrop()) console.log(`${row.metric.padEnd(58)} ${row.value}`);
      },
    ],
    [
      'explore',
      async () => {
        for (const row of await benchExplore()) console.log(`${row.metric.padEnd(58)} ${row.value}`);
      },
    ],
    [
      'uploads',
      async () => {
        for (const row of await benchUploads()) console.log(`${row.metric.padEnd(58)} ${row.value}`);
      },
    ],
    [
      'engine',
      async () => {
        for (const row of await benchEngine()) console.log(`${row.key.padEnd(24)} ${row.ms.toFixed(0)} ms`);
      },
    ],
  ];
  for (const [name, run] of sections) {
    if (only && only !== name) continue;
    console.log(`\n== ${name}`);
    await run();
  }
}

await main();
