// Burgle Bros. with bot burglars, through the real bot and the Discord stand-in, each game played to its end: a server
// lobby with `bots:2` (each bot its own character, at the table's level), a DM crew of one person and two bots, and a
// person who leaves mid-game, whose seat the bot plays at the table's level until the game ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import type { Stored } from '../../src/table/persist.js';
import {
  confirmOf, crewChannel, customIds, endTurnFromHand, gameIdOf, gatherAndBegin, latestWithComponents, playFromHand, selectOf, startHarness, textOf, type Harness,
} from './harness.js';

const game = GAMES.require('burgle-bros');
let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); }); // whole games: no picture is looked at
afterAll(async () => { await h?.close(); });

type Engine = { outcome: string; players: { name: string; character: string }[] };
const S = (gameId: number) => h.bot.store.game(gameId)!.state as Stored;
const over = (gameId: number) => game.result(S(gameId).engine) !== null;
/** Which seats acted in the log: the bots' steps are logged as the bot's. */
const botSteps = (gameId: number) => h.bot.store.log(gameId).filter((e) => e.actorId === 'bot').length;

/** A person's step from their note: every other time the end of their turn (confirmed), else one of its buttons. */
async function step(channel: string, userId: string, n: number): Promise<void> {
  if (n % 2 === 1 && await endTurnFromHand(h, channel, userId)) return;
  await playFromHand(h, channel, userId, n);
}

/** The people play from their notes until the game ends; the bots play their own seats in between. */
async function playToTheEnd(gameId: number, channel: string, limit = 800): Promise<void> {
  for (let n = 0; n < limit && !over(gameId); n++) {
    const s = S(gameId);
    const seat = game.waitingOn(s.engine)[0];
    const held = s.seats[seat];
    expect(held.bot || held.away, 'the game never waits on a bot').toBeFalsy();
    await step(channel, held.userId, n);
  }
  expect(over(gameId), 'the game ended').toBe(true);
  expect(h.bot.store.game(gameId)!.status).toBe('finished');
}

describe('Burgle Bros. with bot burglars', () => {
  it('a server lobby with bots:2: two bots join the crew, each with its own character, and play to the end', async () => {
    const { people, channel } = crewChannel(h, ['ava'], 'Bank');
    const [ava] = people;
    const gameId = await gatherAndBegin(h, channel, ava.id, [], '/heist start scenario:office bots:2 level:hard');
    const s = S(gameId);
    expect(s.seats.map((x) => !!x.bot)).toEqual([false, true, true]);
    expect(s.options.level).toBe('hard');
    const engine = s.engine as Engine;
    expect(new Set(engine.players.map((p) => p.character)).size).toBe(3);
    expect(engine.players.map((p) => p.name)).toEqual(['ava', 'Bot 1', 'Bot 2']);
    expect(h.driver.messages(channel, ava.id).map(textOf).join('\n')).toContain('hard bots');
    await playToTheEnd(gameId, channel);
    expect(botSteps(gameId)).toBeGreaterThan(0);
  });

  it('in a DM: one burglar and two bot burglars, played with buttons to the end', async () => {
    const me = h.standin.createUser({ username: 'solo' });
    const dm = h.standin.dmChannel(me.id);
    const start = await h.driver.slashLine(me.id, dm, '/heist start scenario:office bots:2');
    expect(start.error).toBeUndefined();
    await h.bot.idle();
    const first = latestWithComponents(h, dm, me.id)!;
    const gameId = gameIdOf(customIds(first)[0]);
    const s = S(gameId);
    expect(s.seats.map((x) => !!x.bot)).toEqual([false, true, true]);
    expect((s.engine as Engine).players.map((p) => p.name)).toEqual(['solo', 'Bot 1', 'Bot 2']);
    for (let clicks = 0; clicks < 800 && !over(gameId); clicks++) {
      const m = latestWithComponents(h, dm, me.id)!;
      const select = selectOf(m);
      const actions = customIds(m).filter((id) => /:a[a-h]?:/.test(id));
      const ends = actions.filter((id) => /:a:end$/.test(id));
      const pick = clicks % 4 === 3 && ends.length ? ends[0] : actions[clicks % Math.max(1, actions.length)];
      const reply = pick ? await h.driver.click(me.id, m.id, pick) : await h.driver.select(me.id, m.id, select!.id, [select!.values[0]]);
      expect(reply.error).toBeUndefined();
      await h.bot.idle();
      // End of turn may first show what would happen: confirmed.
      const confirm = confirmOf(reply.message);
      if (confirm) {
        await h.driver.click(me.id, reply.message!.id, confirm);
        await h.bot.idle();
      }
    }
    expect(over(gameId), 'the game ended').toBe(true);
    expect(botSteps(gameId)).toBeGreaterThan(0);
  });

  it('a person who leaves mid-game: the bot plays their seat at the table\'s level until the game ends', async () => {
    const { people, channel } = crewChannel(h, ['cy', 'di'], 'Office');
    const [cy, di] = people;
    const gameId = await gatherAndBegin(h, channel, cy.id, [di.id], '/heist start scenario:office bots:1 level:easy');
    expect(S(gameId).seats.map((x) => !!x.bot)).toEqual([false, false, true]);
    // A few moves each, then di leaves for good.
    for (let n = 0; n < 6 && !over(gameId); n++) {
      const s = S(gameId);
      await playFromHand(h, channel, s.seats[game.waitingOn(s.engine)[0]].userId, n);
    }
    const ask = await h.driver.slashLine(di.id, channel, '/heist leave');
    await h.bot.idle();
    await h.driver.click(di.id, ask.message!.id, customIds(ask.message!).find((id) => /:quit$/.test(id))!);
    await h.bot.idle();
    expect(S(gameId).seats[1].away).toMatchObject({ by: 'leave' });
    const before = botSteps(gameId);
    await playToTheEnd(gameId, channel);
    // The bot played di's seat (and its own) after they left.
    const log = h.bot.store.log(gameId);
    expect(botSteps(gameId)).toBeGreaterThan(before);
    expect(log.some((e) => e.actorId === 'bot' && /^di: /.test(e.action))).toBe(true);
  });
});
