/** A deterministic pseudo-random source (mulberry32): the same seed gives the same demo data. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A value rounded to `step`, in [min, max]. */
  step(min: number, max: number, step: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A derived independent source, so adding data in one place does not shift another. */
  fork(label: string): Random;
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    step: (min, max, step) => Math.min(max, Math.round((min + next() * (max - min)) / step) * step),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (p) => next() < p,
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.max(0, count));
    },
    fork: (label) => createRandom(hashString(`${seed}:${label}`)),
  };
  return random;
}

/** FNV-1a of a text as 8 hex digits; used for asset hashes. */
export function shortHash(text: string): string {
  return hashString(text).toString(16).padStart(8, '0');
}
