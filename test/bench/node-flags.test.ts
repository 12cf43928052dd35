// The bench reads its figures under the bot's own V8 flags (src/cli/bench.ts starts itself again with those missing).
import { describe, expect, it } from 'vitest';
import { missingMemoryFlags, NODE_MEMORY_FLAGS } from '../../src/node-flags.js';

describe('the V8 flags the bench adds', () => {
  it('adds the bot\'s flags to a process started without them, and nothing to one started as the bot is', () => {
    expect(missingMemoryFlags([])).toEqual(NODE_MEMORY_FLAGS);
    expect(missingMemoryFlags(['--require', 'x/preflight.cjs', '--import', 'file:///x/loader.mjs'])).toEqual(NODE_MEMORY_FLAGS);
    expect(missingMemoryFlags(['--import', 'tsx', ...NODE_MEMORY_FLAGS])).toEqual([]);
  });

  it('keeps a flag of the same name given with another value', () => {
    expect(missingMemoryFlags(['--max-semi-space-size=16'])).toEqual([]);
    expect(missingMemoryFlags(['--max_semi_space_size=16'])).toEqual([]);
    expect(missingMemoryFlags(['--max-old-space-size=512'])).toEqual(NODE_MEMORY_FLAGS);
  });
});
