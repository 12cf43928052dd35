// Trouble while a committed step is delivered. A press while an earlier post of its game still waits in the outbox
// (Discord failed it): the waiting post goes first, the interaction acknowledged while it does, and then the pressed
// message is shown again; acknowledged as a reply there, the update that follows was refused (discord.js: already
// replied) and the person was told Discord was not taking messages, though it was. The database failing while a saved
// step's sends are noted (a full disk): the person was told "nothing changed", and a move made again counted twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import type { SqliteStore } from '../../src/store/sqlite.js';
import type { Stored } from '../../src/table/persist.js';
import { crewChannel, enabledActions, gatherAndBegin, startHarness, textOf, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

/** An Art Robbery of three in a server channel, begun: the person it waits on, and their note from /heist hand. */
async function waitedNote(names: string[]) {
  const game = GAMES.require('art-robbery');
  const { people, channel } = crewChannel(h, names);
  const gameId = await gatherAndBegin(h, channel, people[0].id, people.slice(1).map((p) => p.id), '/heist start game:art-robbery');
  const S = () => h.bot.store.game(gameId)!.state as Stored;
  const who = S().seats[game.waitingOn(S().engine)[0]].userId;
  const note = (await h.driver.slashLine(who, channel, '/heist hand')).message!;
  await h.bot.idle();
  return { channel, gameId, who, note };
}

describe('a press behind a post still waiting', () => {
  it('delivers the waiting post, then shows the pressed message again: no false "Discord is not taking my messages"', async () => {
    const { channel, gameId, who, note } = await waitedNote(['ann', 'bo', 'cy']);
    const card = enabledActions(note)[0];
    expect(card).toBeDefined();
    // The reminder 13 hours later meets Discord failing: it waits in the outbox.
    const storm = h.standin.faults.serverError({ path: /\/channels\/\d+\/messages/, status: 503 });
    h.clock.advance(13 * 3_600_000);
    await h.bot.tickReminders();
    await h.bot.idle();
    storm.cancel();
    expect(storm.hits).toBeGreaterThan(0);
    expect(h.bot.store.undelivered(gameId).length).toBeGreaterThan(0);
    const version = h.bot.store.game(gameId)!.version;
    // They press a card on the note they had.
    const pressed = await h.driver.click(who, note.id, card);
    await h.bot.idle();
    expect(pressed.error).toBeUndefined();
    expect(h.bot.store.game(gameId)!.version).toBeGreaterThan(version);
    const said = [pressed.message, ...pressed.followUps].map(textOf).join('\n');
    expect(said).not.toMatch(/not taking my messages/);
    expect(h.bot.store.undelivered(gameId)).toEqual([]);
    // The reminder was delivered before the story of the press.
    const texts = h.driver.messages(channel).map(textOf);
    const reminder = texts.findIndex((t) => t.includes(`<@${who}>`) && /waiting for your move/.test(t));
    expect(reminder).toBeGreaterThanOrEqual(0);
  });
});

describe('the database failing while a saved step is delivered', () => {
  it('is never told as "nothing changed": the step stands, and what was not noted goes once the database writes again', async () => {
    const { channel, gameId, who, note } = await waitedNote(['dee', 'eli', 'fay']);
    const version = h.bot.store.game(gameId)!.version;
    // The disk turns read-only once the step is committed and its answer is on its way to Discord.
    const db = (h.bot.store as SqliteStore).db;
    const held = h.standin.faults.hang({ path: /\/callback$/, phase: 'before', delayMs: 200, count: 1 });
    void held.reached.then(() => db.pragma('query_only = ON'));
    const pressed = await h.driver.click(who, note.id, enabledActions(note)[0]);
    // Told once the delivery gave up (the outbox then tries again, in vain while the database writes nothing).
    const told = () => h.driver.messages(channel, who).some((m) => /Done, but the database could not note what I sent you/.test(textOf(m)));
    for (let k = 0; k < 200 && !told(); k++) await new Promise((r) => setTimeout(r, 25));
    db.pragma('query_only = OFF');
    expect(told()).toBe(true);
    expect(h.bot.store.game(gameId)!.version).toBeGreaterThan(version);
    const said = [pressed.message, ...pressed.followUps, ...h.driver.messages(channel, who)].map(textOf).join('\n');
    expect(said).not.toMatch(/nothing changed/);
    // Nothing left behind once it writes again.
    await h.bot.sweepOutbox();
    await h.bot.idle();
    expect(h.bot.store.undelivered(gameId)).toEqual([]);
  });
});
