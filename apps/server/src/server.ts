import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp({ config });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an unexpected error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

try {
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : `pglite (${config.dataDir})` },
    `Mockingbird is ready at ${address}`,
  );
} catch (error) {
  app.log.fatal({ err: error }, 'could not start listening');
  await app.close();
  process.exit(1);
}
