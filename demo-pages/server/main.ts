import { serve } from '@hono/node-server';
import { openStore, defaultStorePath } from '../db/open';
import { createApp } from './app';

/**
 * `npm start` (after the build) and the end-to-end tests start this. PORT and HOST override 4173 and 127.0.0.1;
 * HSA_DB names the SQLite file. With HSA_EXIT_WITH_STDIN=1 the server stops when its parent closes stdin, so a
 * test run never leaves it behind.
 */
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535, not "${process.env.PORT}"`);
  process.exit(2);
}

const started = Date.now();
const file = defaultStorePath();
const db = openStore(file);
const { app, store } = createApp({ db });
const info = store.catalogue.seedInfo();

const server = serve({ fetch: app.fetch, port, hostname: host }, (address) => {
  console.log(
    `ابزارآلات هسا — demo store on http://${host}:${address.port} (${info?.products ?? 0} products in ${file}, ready in ${Date.now() - started} ms)`,
  );
});

function stop() {
  server.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
if (process.env.HSA_EXIT_WITH_STDIN === '1') {
  process.stdin.resume();
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
}
