/**
 * A cache kept in one process's memory: named (so a reader of the code, a log or a test can say which one), with at
 * most `limit` entries, and optionally `ttlMs`, after which an entry reads as absent. Setting a key moves it to the
 * newest place; when the cache is full the oldest entry goes first. Every instance of the API keeps its own, so what
 * a cache holds must be safe to be stale by its own rule (a version checked by the database, a short lifetime).
 */
export interface ProcessCache<K, V> {
  readonly name: string;
  readonly limit: number;
  readonly ttlMs: number | undefined;
  readonly size: number;
  get(key: K): V | undefined;
  /** Sets `key` and returns `value`. */
  set(key: K, value: V): V;
  delete(key: K): boolean;
  clear(): void;
}

export interface ProcessCacheOptions {
  name: string;
  limit: number;
  ttlMs?: number;
  /** Milliseconds now (the app's clock); only read with `ttlMs`. */
  now?: () => number;
}

export function createProcessCache<K, V>(options: ProcessCacheOptions): ProcessCache<K, V> {
  const { name, limit, ttlMs, now = Date.now } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`process cache ${name}: limit must be a positive integer`);
  // A Map iterates in insertion order, so the oldest entry is its first key.
  const entries = new Map<K, { value: V; expires: number }>();
  return {
    name,
    limit,
    ttlMs,
    get size() {
      return entries.size;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= limit) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: ttlMs === undefined ? Infinity : now() + ttlMs });
      return value;
    },
    delete: (key) => entries.delete(key),
    clear: () => entries.clear(),
  };
}
