/**
 * `npm run worker`: an engine worker. No HTTP server: it takes tasks from the queue in the shared data (DATA_DIR
 * with SHARED_DATA on every process), runs them on the engine, records progress and results, and announces
 * changes over Redis (REDIS_URL) to the API processes' event streams.
 */
import { configFromEnv } from './config';
import { StartupError } from './commerce/store-settings';
import { openTaskRuntime } from './task-runtime';
import { onStopSignal } from './stop-signal';
import { whereDataLives } from './start-note';

function fail(message: string): never {
  console.error(`Not starting the worker: ${message}`);
  process.exit(1);
}

let config;
try {
  // A worker always shares its data: it exists to run the tasks API processes store.
  config = { ...configFromEnv(), sharedData: true };
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  fail(error.message);
}
if (config.engineConcurrency === 0) fail('ENGINE_CONCURRENCY is 0, so it would run nothing');

let runtime;
try {
  runtime = await openTaskRuntime(config);
} catch (error) {
  // The embedded server holds its database alone unless told it is shared.
  if ((error as { code?: string }).code === 'SQLITE_BUSY') {
    fail(`the database in ${config.dataDir} is held by a server started without SHARED_DATA=1`);
  }
  throw error;
}
const { kdb, taskQueue } = runtime;
await taskQueue.start();
// The queue's timers let the process exit; a worker lives until it is told to stop.
const alive = setInterval(() => undefined, 1 << 30);
console.log(
  `engine worker ${taskQueue.owner} running up to ${config.engineConcurrency} tasks (${whereDataLives(config, runtime.media)})`,
);

// A graceful stop puts the tasks this worker runs back in the queue, where another worker takes them at once.
onStopSignal(async () => {
  clearInterval(alive);
  await runtime.stop();
  await kdb.destroy();
});
