/** Entry point: `node --import tsx server/main.ts` (npm run serve). */
import { buildServer } from './app';
import { loadConfig } from './config';

/** Starts the server and stops it cleanly on SIGINT/SIGTERM. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildServer(config);
  const close = (signal: string): void => {
    app.log.info({ signal }, 'Shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => close('SIGINT'));
  process.once('SIGTERM', () => close('SIGTERM'));
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: address, staticDir: config.staticDir, dataDir: config.dataDir },
    `Open ${address}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
