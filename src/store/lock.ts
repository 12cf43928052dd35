// Serialises actions on one game within this process: each call waits for the previous one on the same key.
// Across processes the version check (StaleVersionError) is what keeps an action from applying twice.
const tails = new Map<string | number, Promise<void>>();

export async function withGameLock<T>(key: string | number, fn: () => T | Promise<T>): Promise<T> {
  const prev = tails.get(key) ?? Promise.resolve();
  const run = prev.then(() => fn());
  const tail = run.then(() => undefined, () => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
