import { serve } from '@hono/node-server';
import { defaultStorePath, openStore, StoreDamagedError } from '../db/open';
import { createApp, NODE_MODULES } from './app';
import { CUTS, fontCut } from './fonts';

/**
 * `npm start` (after the build) and the end-to-end tests start this. PORT and HOST override 4173 and 127.0.0.1;
 * HSA_DB names the SQLite file; HSA_DEV=1 turns on development mode (AppOptions.dev); HSA_BUILD=islands prints an entry per island instead of the site bundle (AppOptions.build). With HSA_EXIT_WITH_STDIN=1 the server stops when its parent closes stdin, so a
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
let db: ReturnType<typeof openStore>;
try {
  db = openStore(file);
} catch (error) {
  if (!(error instanceof StoreDamagedError)) throw error;
  // One line that says what to do, not a stack; and no server that would answer 500 from the damaged pages.
  console.error(`The demo store's database ${file} is damaged (${error.reason}): run \`npm run seed\` to rebuild it${process.env.HSA_DB ? ' (with the same HSA_DB)' : ''}, or delete the file to start afresh.`);
  process.exit(1);
}
let siteUrl = `http://${host}:${port}`;
// Vazirmatn's cuts (demo-pages/server/fonts.ts) are made now, not at the first page that asks for them.
for (const cut of CUTS) fontCut(NODE_MODULES, cut).catch((error: unknown) => console.warn(`[demo store] the ${cut.name} cut of Vazirmatn failed; it is tried again at its first request`, error));
const { app, store } = createApp({ db, siteUrl: () => siteUrl, dev: process.env.HSA_DEV === '1', build: process.env.HSA_BUILD === 'islands' ? 'islands' : 'site' });
const info = store.catalogue.seedInfo();

// Sessions idle for 48 hours go at start and every hour after, with their carts.
store.sessions.prune();
const pruning = setInterval(() => store.sessions.prune(), 60 * 60 * 1000);
pruning.unref();

const server = serve({ fetch: app.fetch, port, hostname: host }, (address) => {
  siteUrl = `http://${host}:${address.port}`;
  console.log(
    `ابزارآلات هسا — demo store on ${siteUrl} (${info?.products ?? 0} products in ${file}, ready in ${Date.now() - started} ms)`,
  );
});

function stop() {
  clearInterval(pruning);
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
