import { openStore, reseed } from './demo-pages/db/open';
const db = openStore(':memory:');
const t0 = performance.now();
reseed(db, { products: 100000, seed: 1 });
console.log(performance.now() - t0);
console.log((globalThis as any).T)
