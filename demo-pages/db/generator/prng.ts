/**
 * A seeded pseudo-random generator. The catalogue must come out byte-identical for the same size and seed, so
 * nothing in the generator may read Math.random or the clock; everything random flows from here.
 *
 * Each product draws from its own stream (seed, product index), so product 42 does not change when a product
 * before it draws one number more, and a catalogue of 2,000 is the first 2,000 products of one of 100,000.
 */

/** splitmix32 finaliser: spreads the bits of small, similar integers (seed 1 vs 2, stream 41 vs 42). */
function mix32(value: number): number {
  let z = (value + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number, stream = 0) {
    this.state = mix32(mix32(seed >>> 0) ^ mix32((stream + 0x51ed27) >>> 0));
  }

  /** mulberry32: small, fast and good enough for test data. A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick needs at least one item');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0);
    let point = this.next() * total;
    for (const item of items) {
      point -= weightOf(item);
      if (point < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** `count` distinct items in a random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    }
    return out;
  }
}
