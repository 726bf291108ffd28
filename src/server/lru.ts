/** A small least-recently-used cache (a Map keeps insertion order, so the first key is the oldest). */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly limit: number) {}

  /** The cached value, refreshed as most recently used. */
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  /** Stores a value, evicting the oldest when full. */
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value as K);
  }
}
