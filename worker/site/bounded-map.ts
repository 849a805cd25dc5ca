/*
 * Every in-memory structure of the site worker that a visitor can make grow ("memory
 * that settles") is one of these: a Map with an entry cap and, where its values are text, a
 * byte cap; past either, the entry set longest ago goes first (setting a key again moves it to
 * the end). An isolate lives for many requests and sites, so nothing kept per key may grow
 * without bound. Each map is named, and `memoryReport` (GET /admin/health) says what each holds.
 */

/** What a text takes in the isolate's heap, about: two bytes a character (V8 keeps some in one). */
export const textBytes = (text: string): number => text.length * 2;

export interface MemoryFigures {
  entries: number;
  bytes: number;
  maxEntries: number;
  maxBytes: number | null;
  evicted: number;
}

const named = new Map<string, BoundedMap<unknown, unknown>>();

export class BoundedMap<K, V> {
  private readonly map = new Map<K, { value: V; bytes: number }>();
  private total = 0;
  private evictions = 0;

  /** `name` must be unique per isolate: the report lists the maps by it. */
  constructor(
    readonly name: string,
    readonly maxEntries: number,
    readonly maxBytes: number = Number.POSITIVE_INFINITY,
  ) {
    named.set(name, this as BoundedMap<unknown, unknown>);
  }

  get size(): number {
    return this.map.size;
  }

  /** Bytes of the entries as their setters counted them. */
  get bytes(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    return this.map.get(key)?.value;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  /** Keeps `value` as the newest entry, counted as `bytes`; then drops the oldest until both caps hold. */
  set(key: K, value: V, bytes = 0): this {
    this.delete(key);
    this.map.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.map) {
      if (this.map.size <= this.maxEntries && this.total <= this.maxBytes) break;
      this.map.delete(oldest);
      this.total -= entry.bytes;
      this.evictions += 1;
    }
    return this;
  }

  delete(key: K): boolean {
    const entry = this.map.get(key);
    if (!entry) return false;
    this.map.delete(key);
    this.total -= entry.bytes;
    return true;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  /** The oldest key first. */
  keys(): IterableIterator<K> {
    return this.map.keys();
  }

  figures(): MemoryFigures {
    return {
      entries: this.map.size,
      bytes: this.total,
      maxEntries: this.maxEntries,
      maxBytes: Number.isFinite(this.maxBytes) ? this.maxBytes : null,
      evicted: this.evictions,
    };
  }
}

/** What every named map of this isolate holds now, by name. */
export function memoryReport(): Record<string, MemoryFigures> {
  return Object.fromEntries([...named].map(([name, map]) => [name, map.figures()]));
}
