// `npm run bench`: prints the project's speed and size figures. Figures only, no pass/fail thresholds.
import { homeBundleSize } from './bundle-size';
import { userEndpointRps } from './user-rps';
import { benchTasks } from './tasks';
import { benchEngine } from './engine';
import { userRpsWhileEngineRuns } from './user-under-load';
import { uiLatencyMedianMs } from './ui-latency';
import { benchCrop } from './crop';
import { benchExplore } from './explore';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const only = process.argv[2];
  const sections: Array<[string, () => Promise<void>]> = [
    [
      'bundle',
      async () => {
        const size = homeBundleSize();
        console.log(
          `JS for /ai/home: ${kb(size.gzipBytes)} gzipped (${kb(size.rawBytes)} raw, ${size.files.length} files)`,
        );
      },
    ],
    [
      'user',
      async () => {
        const r = await userEndpointRps();
        console.log(
          `POST /v1/user on loopback: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`,
        );
      },
    ],
    [
      'tasks',
      async () => {
        for (const row of await benchTasks()) console.log(`${row.metric.padEnd(58)} ${row.value}`);
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
    [
      'ui-latency',
      async () => {
        const ms = await uiLatencyMedianMs();
        console.log(`server finished → UI shows the result: median ${ms.toFixed(0)} ms over 20 tasks`);
      },
    ],
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
      'engine',
      async () => {
        for (const row of await benchEngine()) console.log(`${row.key.padEnd(22)} ${row.ms.toFixed(0)} ms`);
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
