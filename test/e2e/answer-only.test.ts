// A person who added the app to their account may use its commands where the bot itself is not: a server it is not a
// member of, a group DM. Discord lets the bot answer them there and refuses every message of its own (403 50001), so
// no heist starts there (docs/rulings.md TB17); what only answers, such as the rules help, still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, textOf, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

describe('where the bot may only answer', () => {
  it('in a server it is not in, /heist start says so and what to do, and nothing is left behind', async () => {
    const ann = h.standin.createUser({ username: 'ann', installed: true });
    const guild = h.standin.createGuild({ name: 'Not ours', ownerId: ann.id, channels: ['games'], bot: false });
    const channel = guild.channels[0].id;
    const refusedBefore = h.standin.state.invalidRequests.length;
    const start = await h.driver.slashLine(ann.id, channel, '/heist start game:art-robbery');
    await h.bot.idle();
    expect(start.error).toBeUndefined();
    expect(start.message?.flags ?? 0).toBe(64);
    expect(textOf(start.message)).toMatch(/^I cannot run a heist here: I am not a member of this server/);
    expect(h.bot.store.activeGame(channel)).toBeNull();
    // The rules help only answers: it works there.
    const rules = await h.driver.slashLine(ann.id, channel, '/heist rules topic:Greedy Thief');
    expect(textOf(rules.message)).toMatch(/Greedy Thief/);
    expect(h.standin.state.invalidRequests.length).toBe(refusedBefore);
  });

  it('in a group DM, the same', async () => {
    const bo = h.standin.createUser({ username: 'bo', installed: true });
    const cy = h.standin.createUser({ username: 'cy' });
    const group = h.standin.createGroupDm(bo.id, [cy.id]);
    const start = await h.driver.slashLine(bo.id, group.id, '/heist start scenario:office');
    await h.bot.idle();
    expect(textOf(start.message)).toMatch(/^I cannot run a heist in a group DM/);
    expect(h.bot.store.activeGame(group.id)).toBeNull();
  });

  it('in a server that added the bot, someone who also installed it starts a heist as anyone does', async () => {
    const di = h.standin.createUser({ username: 'di', installed: true });
    const guild = h.standin.createGuild({ name: 'Ours', ownerId: di.id, channels: ['heist'] });
    const start = await h.driver.slashLine(di.id, guild.channels[0].id, '/heist start game:art-robbery');
    await h.bot.idle();
    expect(textOf(start.message)).toMatch(/is planning a heist/);
    expect(h.bot.store.activeGame(guild.channels[0].id)).not.toBeNull();
  });
});
