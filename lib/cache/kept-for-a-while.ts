import "server-only";

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * A cache in this server process: `read(key, compute)` answers `compute()` for a key and keeps it
 * for `maxAgeMs`, shared meanwhile by the callers of that key, concurrent ones included. For values
 * that their key pins down (it names what they depend on), where the age bound only covers the rare
 * changes a key cannot see. A failed computation is not kept; expired entries go when a new one is made.
 */
export function keptForAWhile<T>(maxAgeMs: number) {
  const entries = new Map<string, Entry<T>>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    for (const [oldKey, old] of entries) if (old.expiresAt <= now) entries.delete(oldKey);
    const value = compute();
    entries.set(key, { value, expiresAt: now + maxAgeMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
