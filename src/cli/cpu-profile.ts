// What a thread's V8 CPU profile (.cpuprofile, as the benches write them) spent its time on, by part of the bot: each
// sample goes to the nearest frame on its stack whose source is one of the parts below (the games' engines, the table,
// the store, delivery, the router and commands, discord.js and its network stack, the render pool's messages), native
// frames and Node's own code to the part that called them; JSON.parse and JSON.stringify called by the bot's own code
// are a part of their own, garbage collection too. `npx tsx src/cli/cpu-profile.ts FILE [STEPS]` prints one profile.
import { readFileSync } from 'node:fs';

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** The parts, in the order they are printed. */
export const PARTS = ['engine', 'table', 'store', 'JSON', 'delivery', 'router', 'render pool', 'discord.js', 'harness', 'GC', 'other'] as const;
export type Part = (typeof PARTS)[number];

/** The part a frame's source belongs to; null: look at its caller (Node's own code, shared helpers, native code). */
export function partOf(url: string): Part | null {
  if (!url) return null;
  // The bench's threads run the product's compiled build (src/build.mjs): a file there is its source's part.
  url = url.replace(/^.*\/node_modules\/\.cache\/heist\/build-[^/]+\//, '/').replace(/\.js$/, '.ts');
  if (/node_modules\/(discord\.js|@discordjs|undici|ws|@sapphire|magic-bytes\.js|@vladfrangu)\//.test(url)) return 'discord.js';
  if (/node_modules\/better-sqlite3\//.test(url)) return 'store';
  if (/node_modules\//.test(url)) return null;
  if (/\/src\/games\//.test(url)) return 'engine';
  if (/\/src\/table\//.test(url)) return 'table';
  if (/\/src\/store\//.test(url)) return 'store';
  if (/\/src\/delivery\/|\/src\/discord\/(deliver|outbox|view|handing|token-rest|text)\.ts/.test(url)) return 'delivery';
  if (/\/src\/discord\/render-pool|\/src\/render/.test(url)) return 'render pool';
  if (/\/src\/discord\/|\/commands\//.test(url)) return 'router';
  if (/\/src\/cli\//.test(url)) return 'harness';
  return null;
}

/** Milliseconds per part. */
export function breakdown(profile: CpuProfile): Map<Part, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, Part | 'idle'>();
  const partOfNode = (id: number): Part | 'idle' => {
    const known = memo.get(id);
    if (known) return known;
    const { functionName, url } = byId.get(id)!.callFrame;
    let part: Part | 'idle';
    if (functionName === '(idle)') part = 'idle';
    else if (functionName === '(garbage collector)') part = 'GC';
    else if (functionName === '(program)' || functionName === '(root)') part = 'other';
    else {
      let found: Part | null = null;
      for (let at: number | undefined = id; at !== undefined && !found; at = parent.get(at)) found = partOf(byId.get(at)!.callFrame.url);
      part = found ?? 'other';
      // JSON parsed or written by the bot's own code (states, post bodies), not by discord.js's.
      if (!url && (functionName === 'parse' || functionName === 'stringify') && part !== 'discord.js') part = 'JSON';
    }
    memo.set(id, part);
    return part;
  };
  const out = new Map<Part, number>(PARTS.map((p) => [p, 0]));
  for (let k = 0; k < profile.samples.length; k++) {
    const part = partOfNode(profile.samples[k]);
    if (part === 'idle') continue;
    // A sample stands for the time until the next one.
    const us = profile.timeDeltas[k + 1] ?? 0;
    out.set(part, out.get(part)! + us / 1000);
  }
  return out;
}

/** Several profiles' parts added up. */
export function sum(all: Map<Part, number>[]): Map<Part, number> {
  const out = new Map<Part, number>(PARTS.map((p) => [p, 0]));
  for (const m of all) for (const [p, ms] of m) out.set(p, out.get(p)! + ms);
  return out;
}

/** The parts in ms per step; given the thread's CPU time measured beside the profile (`botMs`, `bareMs`), each part
 * is its share of that (a profile's samples count wall time: on a busy machine a thread waiting for a core is counted
 * in the function it waits in, and so is one blocked in a call. On the CPU bench's bot thread the render pool's
 * postMessage took about 8% of the samples and about 1% of the thread's time on a core, its garbage collection about
 * 10% and 3%: a profiler of time on the CPU (Linux perf, the bench run with node's --perf-basic-prof) tells the
 * parts apart where it matters). */
export function formatBreakdown(name: string, steps: number, t: { bot: Map<Part, number>; botMs?: number; bare?: Map<Part, number>; bareMs?: number }): string {
  const total = (m: Map<Part, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const scaled = (m: Map<Part, number>, ms?: number) => {
    const k = ms !== undefined && total(m) > 0 ? ms / total(m) : 1;
    return new Map([...m].map(([p, v]) => [p, (v * k) / Math.max(1, steps)]));
  };
  const bot = scaled(t.bot, t.botMs);
  const bare = t.bare ? scaled(t.bare, t.bareMs) : null;
  const cell = (ms: number | undefined) => (ms ?? 0).toFixed(3).padStart(9);
  const rows = PARTS.filter((p) => (bot.get(p) ?? 0) > 0 || (bare?.get(p) ?? 0) > 0)
    .map((p) => `  ${p.padEnd(12)}${cell(bot.get(p))}${bare ? cell(bare.get(p)) : ''}`);
  return [`${name}: ms per step (${steps} steps)${bare ? ', bot thread then bare client' : ''}${t.botMs !== undefined ? ', each part its share of the thread\'s CPU time' : ''}`,
    ...rows, `  ${'all'.padEnd(12)}${cell(total(bot))}${bare ? cell(total(bare)) : ''}`, ''].join('\n');
}

if (process.argv[1]?.endsWith('cpu-profile.ts')) {
  const [file, steps] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: npx tsx src/cli/cpu-profile.ts FILE.cpuprofile [STEPS]\n');
    process.exit(2);
  }
  process.stdout.write(formatBreakdown(file, Number(steps ?? 1), { bot: breakdown(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile) }));
}

/** A sampling heap profile (.heapprofile, as BENCH_CPU_HEAP writes them): its call tree, each node's bytes allocated. */
export interface HeapProfile {
  head: HeapNode;
}
interface HeapNode { callFrame: { functionName: string; url: string }; selfSize: number; children?: HeapNode[] }

/** Bytes allocated per part: each node's to the nearest frame on its stack whose source is one of the parts (as
 * `breakdown` gives time). */
export function allocations(profile: HeapProfile): Map<Part, number> {
  const out = new Map<Part, number>(PARTS.map((p) => [p, 0]));
  const walk = (n: HeapNode, part: Part | null) => {
    const here = partOf(n.callFrame.url) ?? part;
    if (n.selfSize) out.set(here ?? 'other', out.get(here ?? 'other')! + n.selfSize);
    for (const c of n.children ?? []) walk(c, here);
  };
  walk(profile.head, null);
  return out;
}

/** Kilobytes allocated per step by part, the bot thread's then the bare client's. */
export function formatAllocations(name: string, steps: number, bot: Map<Part, number>, bare: Map<Part, number>): string {
  const kb = (b: number | undefined) => ((b ?? 0) / 1024 / Math.max(1, steps)).toFixed(1).padStart(9);
  const total = (m: Map<Part, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const rows = PARTS.filter((p) => (bot.get(p) ?? 0) > 0 || (bare.get(p) ?? 0) > 0).map((p) => `  ${p.padEnd(12)}${kb(bot.get(p))}${kb(bare.get(p))}`);
  return [`${name}: KB allocated per step (${steps} steps), bot thread then bare client`, ...rows, `  ${'all'.padEnd(12)}${kb(total(bot))}${kb(total(bare))}`, ''].join('\n');
}
