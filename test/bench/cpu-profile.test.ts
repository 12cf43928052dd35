// The CPU bench's allocation summary (src/cli/cpu-profile.ts `allocations`, read from BENCH_CPU_HEAP's heap
// profiles): each node's bytes go to the nearest part on its stack, as the profile's time does.
import { describe, expect, it } from 'vitest';
import { allocations, formatAllocations, partOf, type HeapProfile } from '../../src/cli/cpu-profile.js';

const node = (url: string, selfSize: number, children: HeapProfile['head'][] = []): HeapProfile['head'] =>
  ({ callFrame: { functionName: 'f', url }, selfSize, children });

describe('allocations by part', () => {
  it('gives each node the part of its nearest frame with one, Node and shared packages their caller\'s', () => {
    const profile: HeapProfile = {
      head: node('', 10, [
        node('file:///x/src/games/noir-heist/present.ts', 100, [
          // A helper package called by the engine: the engine's.
          node('file:///x/node_modules/pure-rand/lib/index.js', 50),
          // discord.js is a part of its own wherever it is called from.
          node('file:///x/node_modules/discord.js/src/index.js', 30, [node('node:internal/util', 5)]),
        ]),
        node('file:///x/src/store/sqlite.ts', 20, [node('file:///x/src/table/posts.ts', 7)]),
      ]),
    };
    const parts = allocations(profile);
    expect(parts.get('engine')).toBe(150);
    expect(parts.get('discord.js')).toBe(35);
    expect(parts.get('store')).toBe(20);
    expect(parts.get('table')).toBe(7);
    expect(parts.get('other')).toBe(10);
    const text = formatAllocations('noir-heist.hours', 1, parts, new Map([['discord.js', 35 * 1024]]));
    expect(text.split('\n')[0]).toBe('noir-heist.hours: KB allocated per step (1 steps), bot thread then bare client');
    expect(text).toMatch(/discord\.js\s+0\.0\s+35\.0/);
  });
});

describe('the part of a frame', () => {
  it('is the same for a source and for its compiled file in the product\'s build', () => {
    const build = 'file:///home/x/heist/node_modules/.cache/heist/build-0123456789abcdef-Ab12Cd';
    const pairs: [string, string][] = [
      ['src/games/noir-heist/engine', 'engine'], ['src/table/acting', 'table'], ['src/store/sqlite', 'store'],
      ['src/discord/deliver', 'delivery'], ['src/discord/router', 'router'], ['src/discord/render-pool', 'render pool'],
      ['src/cli/bench-e2e-bot', 'harness'],
    ];
    for (const [file, part] of pairs) {
      expect(partOf(`file:///home/x/heist/${file}.ts`)).toBe(part);
      expect(partOf(`${build}/${file}.js`)).toBe(part);
    }
    // A package under the checkout's node_modules stays its caller's, and discord.js its own.
    expect(partOf('file:///home/x/heist/node_modules/pure-rand/lib/index.js')).toBeNull();
    expect(partOf('file:///home/x/heist/node_modules/discord.js/src/index.js')).toBe('discord.js');
    expect(partOf(`${build}/src/core/rng.js`)).toBeNull();
  });
});
