import './young-generation.js';
import { loadConfigOrExit } from './config/config.js';
import { createApp } from './app.js';
import { prepareSecondReader } from './checkins/assistant/triage/similar-messages.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const api = await createApp(config);
  // The assistant's second reader learns before the port opens: no request waits behind it.
  prepareSecondReader();
  await api.app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.pgliteDir}`;
  api.app
    .getHttpAdapter()
    .getInstance()
    .log.info(`API escuchando en http://${config.host}:${config.port} (${where})`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void api.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(
    `La API no pudo arrancar: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
