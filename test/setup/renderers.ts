// Vitest setup for every test file: the games' drawing code loaded ahead, as a drawing thread does at its start (the
// games load it lazily, src/render/lazy.ts; its synchronous fallback needs tsx, which vitest's runner is not).
import '../../src/games/index.js';
import { preloadRenderers } from '../../src/render/lazy.js';

await preloadRenderers();
