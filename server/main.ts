import { configFromEnv, type ServerConfig } from './config';
import { buildApp } from './app';
import { StartupError } from './commerce/store-settings';
import { onStopSignal } from './stop-signal';
import { whereDataLives } from './start-note';

let config: ServerConfig;
try {
  config = configFromEnv();
} catch (error) {
  // A setting the server cannot run with: say which and why, without a stack trace, and stop.
  if (!(error instanceof StartupError)) throw error;
  console.error(`Not starting: ${error.message}`);
  process.exit(1);
}
const { app, ctx } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
console.log(`AI media app on http://localhost:${config.port} (${whereDataLives(config, ctx.media)})`);

// A graceful stop: /readyz turns 503 at once, then the server stops taking connections, lets requests in flight
// finish, ends event streams, and puts the tasks it runs back in the queue for another process or the next start.
onStopSignal(async () => {
  ctx.lifecycle.draining = true;
  await app.close();
});
