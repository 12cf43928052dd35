// The README's command table names every option /heist start takes (commands/heist.ts: `game`, each registered
// game's options, `reminder-hours`), and says which game each one belongs to.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { lookup } from '../../src/core/text.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const row = readme.split('\n').find((l) => l.startsWith('| `/heist start ')) ?? '';

describe("the README's /heist start row", () => {
  it('lists every option of /heist start in its command', () => {
    const listed = [...(/^\| `\/heist start ([^`]*)`/.exec(row)?.[1] ?? '').matchAll(/\[([\w-]+)\]/g)].map((m) => m[1]);
    const options = ['game', ...new Set(GAMES.all().flatMap((g) => g.options.map((o) => o.name))), 'reminder-hours'];
    expect(options.filter((o) => !listed.includes(o))).toEqual([]);
    expect(listed.filter((o) => !options.includes(o))).toEqual([]);
  });

  it('says, for each option only some games take, which game it is for', () => {
    const [, , said = ''] = row.split(/(?<!\\)\|/);
    for (const g of GAMES.all()) {
      const title = lookup(g.texts, 'en', 'game.title') ?? g.kind;
      const others = GAMES.all().filter((o) => o !== g);
      for (const o of g.options) {
        if (others.every((x) => x.options.some((y) => y.name === o.name))) continue;
        const part = said.split(/(?=Burgle Bros\.:|Noir: Heist:|Art Robbery:|Every game:)/).findLast((p) => p.startsWith(`${title}:`)) ?? '';
        expect(part, `${o.name} under ${title}`).toContain(`\`${o.name}`);
      }
    }
  });
});
