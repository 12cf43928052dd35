// Play-by-post pace through the real bot and the stand-in, on one clock moved by hand: an interaction's token works
// 15 minutes from the interaction's creation, whatever was sent through it since; past that nothing is sent or edited
// through it (Discord answers 401 50027 and counts it as an invalid request: the harness fails the test on any).
import { afterEach, describe, expect, it } from 'vitest';
import type { Stored } from '../../src/table/persist.js';
import { GAMES } from '../../src/games/index.js';
import { crewChannel, customIds, enabledActions, isEphemeral, startHarness, type Harness, latestWithComponents } from './harness.js';

const MINUTE = 60_000;
const harnesses: Harness[] = [];
afterEach(async () => { await Promise.all(harnesses.splice(0).map((h) => h.close())); });

describe('an interaction token at play-by-post pace', () => {
  it('a note sent through an older token is not edited once that token is 15 minutes old, counted from its interaction', async () => {
    const h = await startHarness({ pictures: 'blank' });
    harnesses.push(h);
    const game = GAMES.require('art-robbery');
    const { people, channel } = crewChannel(h, ['ava', 'bo']);
    const [ava, bo] = people;
    await h.driver.slashLine(ava.id, channel, '/heist start game:art-robbery');
    await h.bot.idle();
    let lobby = latestWithComponents(h, channel, bo.id)!;
    // bo's token is made here, at t0.
    await h.driver.click(bo.id, lobby.id, customIds(lobby).find((x) => x.endsWith(':join'))!);
    await h.bot.idle();
    h.clock.advance(10 * MINUTE);
    lobby = latestWithComponents(h, channel, ava.id)!;
    await h.driver.click(ava.id, lobby.id, customIds(lobby).find((x) => x.endsWith(':begin'))!);
    await h.bot.idle();
    const waited = () => {
      const s = h.bot.store.activeGame(channel)!.state as Stored;
      return s.seats[game.waitingOn(s.engine)[0]].userId;
    };
    // ava plays first (the seeds are pinned), at once: bo's note then goes through his 10-minute-old token.
    expect(waited()).toBe(ava.id);
    const hers = h.driver.messages(channel, ava.id).filter((m) => isEphemeral(m) && enabledActions(m).length).at(-1)!;
    await h.driver.click(ava.id, hers.id, enabledActions(hers)[0]);
    await h.bot.idle();
    expect(waited()).toBe(bo.id);
    const g = h.bot.store.activeGame(channel)!;
    const note = h.driver.messages(channel, bo.id).filter((m) => isEphemeral(m) && enabledActions(m).length).at(-1)!;
    expect(note, 'bo\'s note, an ephemeral follow-up of his Join').toBeDefined();
    // 16 minutes after his Join he types his move: his note's controls would go, but only its token could edit it and
    // that token no longer works. Nothing is tried (a refused edit fails this test).
    h.clock.advance(6 * MINUTE);
    const card = /^h:\d+:\d+:a[a-h]?:(.*)$/.exec(enabledActions(note)[0])![1];
    const reply = await h.driver.slashLine(bo.id, channel, `/play card:${card.replace(/^play /, '')}`);
    await h.bot.idle();
    expect(reply.error).toBeUndefined();
    expect(h.bot.store.activeGame(channel)!.version).toBeGreaterThan(g.version);
    expect(h.standin.state.errorLog.filter((e) => e.code === 50027)).toEqual([]);
  });
});
