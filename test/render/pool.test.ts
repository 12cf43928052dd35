// The render pool: up to one drawing thread per core by default (started as pictures need them), each at a lower
// priority than the bot's own thread, so a burst of pictures never delays an acknowledgement; the pictures it draws
// are the game's own, of whatever registry the bot hosts (the threads load it from where it is made), and a burst of
// them does not pile up memory; a thread that stops is replaced.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawQueue } from '../../src/discord/draw-queue.js';
import { DRAWING_NICENESS, RenderPool, renderPoolSize } from '../../src/discord/render-pool.js';
import { silentLogger, type Logger } from '../../src/log.js';
import { BotMetrics } from '../../src/metrics/metrics.js';
import { parseExposition, valueOf } from '../../src/metrics/parse.js';
import { GAMES } from '../../src/games/index.js';
import { GameRegistry } from '../../src/core/registry.js';
import { localeOf } from '../../src/core/text.js';
import { startBot } from '../../src/discord/bot.js';
import { lockbox } from '../fixture-game/index.js';
import { WITH_LOCKBOX } from '../fixture-game/registry.js';
import { compiledUrl } from '../node-args.js';

const entry = new URL('../../src/render-worker.ts', import.meta.url);
const worker = { entry, registry: GAMES.source! };
const drawHere = (kind: string, view: unknown, lang: string) => GAMES.require(kind).render(view, localeOf(lang));

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/TID/stat). */
function niceness(): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(Number(tid), Number(fields[16]));
  }
  return out;
}

/** A logger that hands over the pool's "render worker stopped" lines as they come: `stopped(n)` resolves with the
 * first n (what each said: replaced or not). */
function watching(): { log: Logger; stopped: (n: number) => Promise<Record<string, unknown>[]> } {
  const seen: Record<string, unknown>[] = [];
  let wake = () => {};
  const log: Logger = { ...silentLogger, warn(msg, ctx = {}) { if (msg === 'render worker stopped') { seen.push(ctx); wake(); } } };
  const stopped = async (n: number) => {
    while (seen.length < n) await new Promise<void>((resolve) => { wake = resolve; });
    return seen.slice(0, n);
  };
  return { log, stopped };
}

/** A view of the test registry's game, as its seat 0 sees it. */
function lockboxView() {
  const made = lockbox.setup({ options: {}, names: ['Ann', 'Bob'], bots: [false, false], seed: 4 });
  if (!made.ok) throw new Error('setup refused');
  return lockbox.view(made.state, 0);
}

let pool: RenderPool | null = null;
const saved = process.env.HEIST_RENDER_WORKERS;
afterEach(async () => {
  await pool?.close();
  pool = null;
  if (saved === undefined) delete process.env.HEIST_RENDER_WORKERS;
  else process.env.HEIST_RENDER_WORKERS = saved;
});

describe('the render pool', () => {
  it('has one drawing thread per core (at most 4) unless HEIST_RENDER_WORKERS says otherwise', () => {
    delete process.env.HEIST_RENDER_WORKERS;
    expect(renderPoolSize()).toBe(Math.min(4, availableParallelism()));
    process.env.HEIST_RENDER_WORKERS = '0';
    expect(renderPoolSize()).toBe(0);
    process.env.HEIST_RENDER_WORKERS = '3';
    expect(renderPoolSize()).toBe(3);
  });

  it.runIf(existsSync('/proc/thread-self'))('draws the game\'s own picture in a thread that runs at a lower priority than the bot', async () => {
    const before = niceness();
    pool = new RenderPool(silentLogger, drawHere, worker, 1);
    const game = GAMES.require('burgle-bros');
    const made = game.setup({ options: { scenario: 'office' }, names: ['Ann'], bots: [false], seed: 5 });
    if (!made.ok) throw new Error('setup refused');
    const view = game.view(made.state, -1);
    const png = await pool.draw({ kind: 'burgle-bros', view, lang: 'en' });
    expect(png.equals(drawHere('burgle-bros', view, 'en'))).toBe(true);
    const after = niceness();
    const added = [...after].filter(([tid]) => !before.has(tid));
    expect(added.map(([, nice]) => nice)).toContain(DRAWING_NICENESS);
    // The test's (the bot's) own thread keeps its priority.
    expect(after.get(process.pid)).toBe(before.get(process.pid));
  });

  it('draws a burst of pictures one per turn of the event loop, so each picture\'s pixel buffers are freed as it goes', async () => {
    // Reading a picture's pixels allocates them natively, freed by finalizers that run between turns of the loop.
    // Drawn back to back, a burst of Bank Job pictures kept every one (60 took about 200 MB); one per turn (DrawQueue,
    // used by the drawing threads, and by the bot itself when it has none), a fraction. Measured in this thread: a
    // drawing thread runs at the lowest priority, and a busy machine may leave it almost nothing.
    const game = GAMES.require('burgle-bros');
    const made = game.setup({ options: { scenario: 'bank' }, names: ['Ann'], bots: [false], seed: 5 });
    if (!made.ok) throw new Error('setup refused');
    const view = game.view(made.state, -1);
    const queue = new DrawQueue();
    const draw = () => queue.run(() => drawHere('burgle-bros', view, 'en'));
    const png = await draw();
    await draw();
    const pixelBytes = png.readUInt32BE(16) * png.readUInt32BE(20) * 4;
    const before = process.memoryUsage().rss;
    // Forty are enough to tell (drawn back to back, forty grew the process by 144 MB against this bound's 68).
    const burst = 40;
    await Promise.all(Array.from({ length: burst }, draw));
    expect(process.memoryUsage().rss - before).toBeLessThan(burst * pixelBytes * 0.6);
  });

  it('draws a game of a test\'s own registry in its drawing thread, as it draws the real games', async () => {
    const view = lockboxView();
    // Drawing in this thread would be a failure: the picture must come from the thread that loaded WITH_LOCKBOX.
    const here = () => { throw new Error('drawn in the bot\'s thread'); };
    pool = new RenderPool(silentLogger, here, { entry, registry: WITH_LOCKBOX.source! }, 1);
    expect(pool.threads).toBe(1);
    expect((await pool.draw({ kind: 'lockbox', view, lang: 'en' })).equals(lockbox.render(view, 'en'))).toBe(true);
    // A kind its registry lacks is refused, naming it: there is no other way to draw.
    await expect(pool.draw({ kind: 'no-such-game', view: {}, lang: 'en' })).rejects.toThrow(/no game "no-such-game"/);
  });

  it('the compiled drawing thread (one bundle, the bot\'s own games in it) draws the real games and a test\'s own registry', async () => {
    // As `npm start` runs it (test/node-args.ts compiles the sources the same way): a test's registry, imported from its
    // compiled module, is made by another copy of the registry's class than the bundle's own, and is taken all the same.
    const compiled = compiledUrl('src/render-worker.ts');
    const view = lockboxView();
    const here = () => { throw new Error('drawn in the bot\'s thread'); };
    pool = new RenderPool(silentLogger, here, { entry: compiled, registry: { module: compiledUrl('test/fixture-game/registry.ts').href, exported: 'WITH_LOCKBOX' } }, 1);
    expect((await pool.draw({ kind: 'lockbox', view, lang: 'en' })).equals(lockbox.render(view, 'en'))).toBe(true);
    await pool.close();
    const burgle = GAMES.require('burgle-bros');
    const game = burgle.setup({ options: {}, names: ['Ann', 'Bob'], bots: [false, false], seed: 4 });
    if (!game.ok) throw new Error('setup refused');
    const board = burgle.view(game.state, 0);
    pool = new RenderPool(silentLogger, here, { entry: compiled, registry: { module: compiledUrl('src/games/index.ts').href, exported: 'GAMES' } }, 1);
    expect((await pool.draw({ kind: 'burgle-bros', view: board, lang: 'en' })).equals(burgle.render(board, localeOf('en')))).toBe(true);
  });

  it('starts one drawing thread, and another only when a picture finds every ready one busy, up to its size', async () => {
    const view = lockboxView();
    const here = () => { throw new Error('drawn in the bot\'s thread'); };
    const metrics = new BotMetrics({ outbox: () => ({ posts: 0, oldestAt: null }), games: () => [], shards: () => [], now: () => 0 }, {});
    pool = new RenderPool(silentLogger, here, { entry, registry: WITH_LOCKBOX.source! }, 2, metrics);
    expect(pool.threads).toBe(1);
    expect(valueOf(parseExposition(await metrics.registry.metrics()), 'heist_drawing_threads')).toBe(1);
    // One picture at a time: one thread is enough.
    for (let k = 0; k < 3; k++) await pool.draw({ kind: 'lockbox', view, lang: 'en' });
    expect(pool.threads).toBe(1);
    // A burst: the second picture finds the thread busy, so a second starts; never more than the size.
    const burst = await Promise.all(Array.from({ length: 6 }, () => pool!.draw({ kind: 'lockbox', view, lang: 'en' })));
    expect(burst.every((png) => png.equals(lockbox.render(view, 'en')))).toBe(true);
    expect(pool.threads).toBe(2);
    expect(valueOf(parseExposition(await metrics.registry.metrics()), 'heist_drawing_threads')).toBe(2);
    await Promise.all(Array.from({ length: 6 }, () => pool!.draw({ kind: 'lockbox', view, lang: 'en' })));
    expect(pool.threads).toBe(2);
  });

  it('a drawing thread that stops is replaced: the next picture is drawn in a thread again, not in the bot\'s', async () => {
    const view = lockboxView();
    const here = () => { throw new Error('drawn in the bot\'s thread'); };
    const { log, stopped } = watching();
    pool = new RenderPool(log, here, { entry, registry: WITH_LOCKBOX.source! }, 1);
    expect((await pool.draw({ kind: 'lockbox', view, lang: 'en' })).equals(lockbox.render(view, 'en'))).toBe(true);
    // The thread dies (out of memory, an error of its own: here, ended from outside).
    await (pool as unknown as { workers: { worker: Worker }[] }).workers[0].worker.terminate();
    expect(await stopped(1)).toEqual([{ replaced: true }]);
    expect(pool.threads).toBe(1);
    expect((await pool.draw({ kind: 'lockbox', view, lang: 'en' })).equals(lockbox.render(view, 'en'))).toBe(true);
  });

  it('a drawing thread that cannot start is tried three times, then pictures are drawn in the bot\'s thread', async () => {
    const view = lockboxView();
    const { log, stopped } = watching();
    const drawn: string[] = [];
    const here = (kind: string, _v: unknown, lang: string) => { drawn.push(kind); return lockbox.render(view, localeOf(lang)); };
    pool = new RenderPool(log, here, { entry: new URL('./no-such-drawing-thread.js', import.meta.url), registry: WITH_LOCKBOX.source! }, 1);
    expect(await stopped(3)).toEqual([{ replaced: true }, { replaced: true }, { replaced: false, threads: 0 }]);
    expect(pool.threads).toBe(0);
    expect((await pool.draw({ kind: 'lockbox', view, lang: 'en' })).equals(lockbox.render(view, 'en'))).toBe(true);
    expect(drawn).toEqual(['lockbox']);
  });

  it('the bot refuses, before it opens anything, a registry that does not say where it is made', async () => {
    const games = new GameRegistry([lockbox]);
    await expect(startBot({ token: 'x', games, commands: [], renderWorker: entry })).rejects.toThrow(/does not say where it is made/);
  });

  it('a registry names where it is made, and refuses a kind registered twice', () => {
    expect(GAMES.source).toEqual({ module: new URL('../../src/games/index.ts', import.meta.url).href, exported: 'GAMES' });
    expect(() => new GameRegistry([lockbox, lockbox])).toThrow(/"lockbox" is registered twice/);
  });
});
