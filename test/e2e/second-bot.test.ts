// A second bot started on the shards a running one runs (by mistake, or a dead machine come back), through the
// stand-in, which sends every event of a shard to each session that identified as it, as Discord does: a start that
// fails takes nothing from the running bot; one that succeeds runs the shards from then on, and the first answers none
// of their interactions (a typed move is played once, not twice) and says so in its log, until the second stops saying
// it runs them: then the first takes them back.
import { afterEach, describe, expect, it } from 'vitest';
import { startBot, type Bot } from '../../src/app.js';
import { createLogger, silentLogger } from '../../src/log.js';
import { BLANK_PICTURE } from './blank.js';
import { crewChannel, gatherAndBegin, startHarness, stored, TOKEN, type Harness } from './harness.js';
import { GAMES } from '../../src/games/index.js';
import { asTyped, now } from './typed-kit.js';

const HOUR = 3_600_000;
let h: Harness | undefined;
let second: Bot | undefined;
afterEach(async () => {
  await second?.stop();
  second = undefined;
  await h?.close();
  h = undefined;
});

const startSecond = (x: Harness, more: Record<string, unknown> = {}) => startBot({
  token: TOKEN, apiUrl: x.standin.apiUrl, storePath: x.storePath, clock: x.clock, reminderEveryMs: null, outboxEveryMs: null,
  metrics: false, retentionDays: null, drawInstead: () => BLANK_PICTURE, log: silentLogger, ...more,
});

describe('a second bot on the same shards', () => {
  it('that fails to start takes nothing: the running one keeps its shards and sends their reminders', async () => {
    const x = h = await startHarness({ pictures: 'blank', web: true });
    const { people, channel } = crewChannel(x, ['ann', 'bo']);
    await gatherAndBegin(x, channel, people[0].id, [people[1].id], '/heist start game:art-robbery');
    const owners = x.bot.store.shardOwners();
    // Its web pages cannot listen where the running bot's do: it stops, after logging in.
    const port = Number(new URL(x.bot.web!.url).port);
    await expect(startSecond(x, { web: { port } })).rejects.toThrow(/The web pages cannot listen/);
    expect(x.bot.store.shardOwners()).toEqual(owners);
    x.clock.advance(13 * HOUR);
    expect(await x.bot.tickReminders()).toBe(1);
  });

  it('that starts runs them: the first answers none of their interactions from then on, and says so once', async () => {
    const logged: Record<string, unknown>[] = [];
    const x = h = await startHarness({ pictures: 'blank', shardOwnersAlways: true, metrics: true, log: createLogger('info', (line) => logged.push(JSON.parse(line) as Record<string, unknown>)) });
    // Connected, yet not serving: /readyz and the gauge the HeistNotReady alert reads say so while another runs it.
    const health = async () => {
      const ready = await fetch(`${x.bot.metrics!.url}/readyz`);
      const text = await (await fetch(`${x.bot.metrics!.url}/metrics`)).text();
      return { status: ready.status, body: await ready.text(), gauge: /heist_gateway_shard_ready\{[^}]*gateway_shard="0"[^}]*\} (\d)/.exec(text)?.[1] };
    };
    expect(await health()).toMatchObject({ status: 200, gauge: '1' });
    const { people, channel } = crewChannel(x, ['ann', 'bo']);
    const gameId = await gatherAndBegin(x, channel, people[0].id, [people[1].id], '/heist start game:art-robbery');
    second = await startSecond(x);
    const game = GAMES.require('art-robbery');
    for (let k = 0; k < 2; k++) {
      const s = stored(x, gameId).state as unknown as { engine: unknown; seats: { userId: string }[] };
      const userId = s.seats[game.waitingOn(s.engine)[0]].userId;
      const t = { h: x, game, userId, dm: channel, gameId, lang: 'en' as const };
      const before = x.bot.store.log(gameId).length;
      const n = now(t);
      const r = await x.driver.slashLine(userId, channel, asTyped(t, n, n.legal[0]));
      await x.bot.idle();
      await second.idle();
      // Answered (by the second), played once.
      expect(r.error).toBeUndefined();
      expect(x.bot.store.log(gameId).length - before).toBeGreaterThanOrEqual(1);
      expect(x.bot.store.log(gameId).slice(before).filter((e) => e.actorId === userId)).toHaveLength(1);
    }
    const said = logged.filter((l) => l.level === 'error' && /another process took this one's shards/.test(String(l.msg)));
    expect(said).toHaveLength(1);
    const taken = await health();
    expect(taken).toMatchObject({ status: 503, gauge: '0' });
    expect(taken.body).toContain('fail gateway: shard 0 run by another process now');
    // The second stops (killed: it gives nothing back) and says no more that it runs them: after three minutes the
    // first takes them back, and answers again.
    await second.stop();
    second = undefined;
    x.clock.advance(4 * 60_000);
    const back = await x.driver.slashLine(people[0].id, channel, '/heist status');
    await x.bot.idle();
    expect(back.error).toBeUndefined();
    expect(back.message).toBeTruthy();
    expect(logged.filter((l) => /took back shards/.test(String(l.msg)))).toHaveLength(1);
    expect(await health()).toMatchObject({ status: 200, gauge: '1' });
  });
});
