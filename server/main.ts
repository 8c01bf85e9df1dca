import { configFromEnv, type ServerConfig } from './config';
import { buildApp } from './app';
import { StartupError } from './commerce/store-settings';

let config: ServerConfig;
try {
  config = configFromEnv();
} catch (error) {
  // A setting the server cannot run with: say which and why, without a stack trace, and stop.
  if (!(error instanceof StartupError)) throw error;
  console.error(`Not starting: ${error.message}`);
  process.exit(1);
}
const { app } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
console.log(`AI media app on http://localhost:${config.port} (data in ${config.dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
