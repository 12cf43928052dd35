// Renderers load when first needed, not when their game is imported: a process that never draws (the CLIs, the store's
// tools, the bench's memory figure) never loads the canvas, the fonts or the drawing code (about 35 MB). Whoever draws
// loads them ahead (`preloadRenderers()`, at a drawing thread's start), so the first picture does not wait for them; a
// renderer asked for before that loads synchronously (require, through tsx as the bot runs).
import { createRequire } from 'node:module';

const pending = new Set<() => Promise<void>>();

/** A module of drawing code, loaded on first `get()` or by `preloadRenderers()`. `importer` is `() => import(path)`
 * (so bundlers and test runners see it); `from` and `path` load it synchronously when nothing preloaded it. */
export function lazyRenderer<M>(importer: () => Promise<M>, from: string, path: string): { get(): M } {
  let mod: M | null = null;
  const preload = async () => {
    mod ??= await importer();
    pending.delete(preload);
  };
  pending.add(preload);
  return {
    get(): M {
      if (!mod) {
        mod = createRequire(from)(path) as M;
        pending.delete(preload);
      }
      return mod;
    },
  };
}

/** Loads every renderer not loaded yet (of the games imported so far). */
export async function preloadRenderers(): Promise<void> {
  await Promise.all([...pending].map((p) => p()));
}
