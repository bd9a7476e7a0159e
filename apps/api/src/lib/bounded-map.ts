/**
 * Sets `key` in a per-process cache of at most `limit` entries: the key moves to the newest place, and when the map is
 * full the oldest entry goes first. A `Map` iterates in insertion order, so the oldest is its first key.
 */
export function setBounded<K, V>(map: Map<K, V>, limit: number, key: K, value: V) {
  map.delete(key);
  if (map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
}
