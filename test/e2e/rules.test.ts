// /heist rules through the real bot and the stand-in: without a topic the list (in a DM, and at the offline table),
// a topic as a person types it in either language, the channel's game's topics first in autocomplete, and inside an
// Art Robbery game `topic:turn` is Art Robbery's turn.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './child.js';
import { isEphemeral, startHarness, type Harness, textOf } from './harness.js';
import { nodeArgs } from '../node-args.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

function alone(username: string, locale = 'en-US'): { id: string; dm: string } {
  const u = h.standin.createUser({ username, locale });
  return { id: u.id, dm: h.standin.dmChannel(u.id) };
}

describe('/heist rules through the stand-in', () => {
  it('without a topic: every game\'s topics, only to the asker; a game\'s name gives its summary', async () => {
    const me = alone('reader');
    const list = await h.driver.slashLine(me.id, me.dm, '/heist rules');
    expect(isEphemeral(list.message)).toBe(true);
    const text = textOf(list.message);
    for (const title of ['**Burgle Bros.**', '**Art Robbery**', '**Noir: Heist**']) expect(text).toContain(title);
    expect(text).toContain('Cards: Number cards, Watchdog, Greedy Thief, Boss');
    const art = await h.driver.slashLine(me.id, me.dm, '/heist rules topic:art robbery');
    expect(textOf(art.message)).toMatch(/^\*Art Robbery\*\n\*\*Summary\*\* \(rules\)\n\*\*Goal:\*\*/);
  });

  it('in Russian, a topic typed in any case and either language', async () => {
    const me = alone('читатель', 'ru');
    for (const typed of ['сторожевой пёс', 'Watchdog', 'СТОРОЖЕВОЙ ПЕС']) {
      const r = await h.driver.slashLine(me.id, me.dm, `/heist rules topic:${typed}`);
      expect(textOf(r.message), typed).toMatch(/\*\*Сторожевой пёс\*\* \(карта\)\nШесть карт\. Возьмите фигурку пса/);
    }
    const noir = await h.driver.slashLine(me.id, me.dm, '/heist rules topic:бегун');
    expect(textOf(noir.message)).toMatch(/\*\*Бегун\*\* \(роль\)\n1-й уровень\. УСКОРЕННО СДВИНУТЬ/);
  });

  it('inside an Art Robbery game: its topics first in autocomplete, and topic:turn is its turn', async () => {
    const me = alone('art-player');
    await h.driver.slashLine(me.id, me.dm, '/heist start game:art-robbery bots:2');
    await h.bot.idle();
    const all = await h.driver.autocomplete(me.id, me.dm, 'heist rules', { topic: '' }, 'topic');
    expect(all[0]).toEqual({ name: 'Summary (rules)', value: 'art-robbery|basics.summary' });
    const own = all.findIndex((c) => !String(c.value).startsWith('art-robbery|'));
    expect(own).toBe(18);
    expect(all.slice(own).every((c) => /^(Burgle Bros\.|Noir: Heist): /.test(c.name))).toBe(true);
    const turn = await h.driver.autocomplete(me.id, me.dm, 'heist rules', { topic: 'tur' }, 'topic');
    expect(turn[0]).toEqual({ name: 'Your turn (rules)', value: 'art-robbery|basics.turn' });
    for (const line of ['/heist rules topic:turn', `/heist rules topic:${turn[0].value}`]) {
      const r = await h.driver.slashLine(me.id, me.dm, line);
      expect(textOf(r.message), line).toMatch(/^\*\*Your turn\*\* \(rules\)\n1\. Play a card from your hand/);
    }
    const other = await h.driver.slashLine(me.id, me.dm, '/heist rules topic:Laser');
    expect(textOf(other.message)).toMatch(/^\*Burgle Bros\.\*\n\*\*Laser\*\* \(room\)/);
  });
});

describe('/heist rules at the offline table', () => {
  const dir = mkdtempSync(join(tmpdir(), 'heist-offline-rules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the topics of every game, then answers a topic typed with spaces', async () => {
    const r = await run(process.execPath, nodeArgs('src/main.ts'), {
      input: '/heist rules\n/heist rules topic:Greedy Thief\n',
      env: { ...process.env, DISCORD_TOKEN: '', DATABASE_PATH: join(dir, 'heist.sqlite'), HEIST_OFFLINE_DIR: dir, LANG: 'en_US.UTF-8' },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Rules help.');
    expect(r.stdout).toContain('Roles: ');
    expect(r.stdout).toContain('Rooms: Atrium, Camera');
    expect(r.stdout).toMatch(/Greedy Thief\*?\*? \(card\)\n?.*Seven cards\. Take any one token from the centre/);
  });
});
