// The bots' level (`level:easy|normal|hard`, docs/bots.md) through the real bot and the stand-in: kept with the game,
// shown in the lobby and in the status, in a channel and in a DM, in English and Russian; the bots play at it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewChannel, gatherAndBegin, startHarness, textOf, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

const options = (gameId: number) => (h.bot.store.game(gameId)!.state as { options: Record<string, unknown> }).options;

describe('the bots\' level', () => {
  it('in a channel: the lobby names it, the game keeps it, the status says it', async () => {
    const { people, channel } = crewChannel(h, ['ava', 'bo'], 'Levels');
    const [ava, bo] = people;
    const gameId = await gatherAndBegin(h, channel, ava.id, [bo.id], '/heist start game:art-robbery bots:1 level:hard');
    expect(h.driver.messages(channel, ava.id).map(textOf).join('\n')).toContain('Art Robbery (hard bots)');
    expect(options(gameId).level).toBe('hard');
    const status = await h.driver.slashLine(bo.id, channel, '/heist status');
    await h.bot.idle();
    expect(textOf(status.message)).toContain('Playing with hard bots.');
  });

  it('in a DM, in Russian: the chief against easy thieves', async () => {
    const me = h.standin.createUser({ username: 'shef', locale: 'ru' });
    const dm = h.standin.dmChannel(me.id);
    await h.driver.slashLine(me.id, dm, '/heist start game:noir-heist side:chief level:easy');
    await h.bot.idle();
    const gameId = h.bot.store.latestGame(dm)!.id;
    expect(options(gameId).level).toBe('easy');
    const status = await h.driver.slashLine(me.id, dm, '/heist status');
    await h.bot.idle();
    expect(textOf(status.message)).toContain('Играют лёгкие боты.');
  });

  it('without one, the bots play at normal and the status says nothing of it', async () => {
    const me = h.standin.createUser({ username: 'solo' });
    const dm = h.standin.dmChannel(me.id);
    await h.driver.slashLine(me.id, dm, '/heist start game:art-robbery');
    await h.bot.idle();
    expect(options(h.bot.store.latestGame(dm)!.id).level).toBeUndefined();
    const status = await h.driver.slashLine(me.id, dm, '/heist status');
    expect(textOf(status.message)).not.toContain('Playing with');
  });
});
