// Every code the tools and loot emit, ask or refuse with has an English sentence.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EN } from '../../../../../../src/games/burgle-bros/text/en-engine.js';

describe('tool and loot messages', () => {
  it('every emitted, asked or refused code in the tools and loot folders has a text', () => {
    const codes = new Set<string>();
    for (const dir of ['src/games/burgle-bros/engine/cards/tools', 'src/games/burgle-bros/engine/cards/loot']) {
      for (const f of readdirSync(dir)) {
        const src = readFileSync(`${dir}/${f}`, 'utf8');
        for (const m of src.matchAll(/emit\(\s*'([a-z-]+)'/g)) codes.add(m[1]);
        for (const m of src.matchAll(/ask\(\s*\w+,\s*'([a-z-]+)'/g)) codes.add(m[1]);
        for (const m of src.matchAll(/code: '([a-z-]+)'/g)) codes.add(m[1]);
        for (const m of src.matchAll(/\?\s*'([a-z-]+)'\s*:\s*null/g)) codes.add(m[1]);
      }
    }
    codes.add('guard-eats-donuts'); // emitted by rules/guards.ts for the Donuts
    codes.delete('mirror'); // an alarm-cancelling card's name (alarm-cancelled), not a code
    expect(codes.size).toBeGreaterThan(30);
    expect([...codes].filter((c) => !EN[c])).toEqual([]);
  });
});
