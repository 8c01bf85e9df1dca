import { configFromEnv } from './config';
import { buildApp } from './app';

const config = configFromEnv();
const { app } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
console.log(`AI media app on http://localhost:${config.port} (data in ${config.dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
