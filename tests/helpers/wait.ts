/**
 * Reads until `done` holds of what it read, for at most `timeoutMs`, and returns the last reading:
 * the caller asserts on it, so a timeout fails with what was last seen. Tests wait for states this
 * way, never for fixed delays.
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
