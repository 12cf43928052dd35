// Small holes an outside fuzz found, each closed and checked through the real bot and the stand-in: free text that
// names a property of every JavaScript object; a board post Discord refuses after the move was saved; display names
// that would ping everyone; controls forged onto another channel's message; a typed end of turn right after the
// entrance; a move typed while the bots were still playing. (Attachment ids as strings, and allowed_mentions on every
// message, are checked by the stand-in on every request of every e2e test.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import type { Stored } from '../../src/table/persist.js';
import { customIds, enabledActions, expectRefusals, gameIdOf, isEphemeral, latestWithComponents, selectOf, seenInOrder, startHarness, stored, type Harness, textOf } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

const INTERNAL = /Something went wrong/;
const PROPERTY_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

function alone(username: string): { id: string; dm: string } {
  const u = h.standin.createUser({ username });
  return { id: u.id, dm: h.standin.dmChannel(u.id) };
}

describe('free text that names a property of every object', () => {
  for (const game of GAMES.all()) {
    it(`${game.kind}: every verb's options, rules topics and start options answer plainly`, async () => {
      const me = alone(`fuzz-${game.kind}`);
      const start = game.kind === 'burgle-bros' ? '/heist start scenario:office' : `/heist start game:${game.kind}`;
      for (const word of PROPERTY_NAMES) {
        const r = await h.driver.slashLine(me.id, me.dm, `/heist rules topic:${word}`);
        expect(textOf(r.message!), `/heist rules topic:${word}`).not.toMatch(INTERNAL);
      }
      await h.driver.slashLine(me.id, me.dm, start);
      await h.bot.idle();
      for (const verb of game.verbs) {
        for (const word of PROPERTY_NAMES) {
          const options = verb.options.map((o) => `${o.name}:${word}`).join(' ');
          const line = `/${verb.name} ${options}`.trim();
          const r = await h.driver.slashLine(me.id, me.dm, line);
          await h.bot.idle();
          expect(textOf(r.message), line).not.toMatch(INTERNAL);
          if (verb.options[0]) {
            const choices = await h.driver.autocomplete(me.id, me.dm, verb.name, { [verb.options[0].name]: word }, verb.options[0].name);
            expect(Array.isArray(choices)).toBe(true);
          }
        }
      }
      const g = h.bot.store.latestGame(me.dm)!;
      expect(g.status).toBe('active');
    });
  }

  it('start options too: a property name as a character, scenario or anything typed', async () => {
    const me = alone('fuzz-start');
    for (const word of PROPERTY_NAMES) {
      const r = await h.driver.slashLine(me.id, me.dm, `/heist start characters:${word}`);
      expect(textOf(r.message!)).not.toMatch(INTERNAL);
      expect(isEphemeral(r.message)).toBe(true);
    }
  });
});

describe('a board post Discord refuses after the move was saved', () => {
  it('tells the player the move stands and where to see the board; it never says nothing changed', async () => {
    const host = h.standin.createUser({ username: 'refused' });
    const guild = h.standin.createGuild({ name: 'Refusing', ownerId: host.id, channels: ['heist'] });
    const channel = guild.channels[0].id;
    await h.driver.slashLine(host.id, channel, '/heist start scenario:office');
    await h.bot.idle();
    const lobby = latestWithComponents(h, channel, host.id)!;
    const gameId = gameIdOf(customIds(lobby)[0]);
    await h.driver.click(host.id, lobby.id, customIds(lobby).find((id) => id.endsWith(':begin'))!);
    await h.bot.idle();
    const question = latestWithComponents(h, channel, host.id)!;
    const menu = selectOf(question)!;
    const version = stored(h, gameId).version;
    // The post of what happened (a follow-up of the interaction) is refused once, as Discord would without permission.
    h.standin.failNext('POST', /^\/api\/v\d+\/webhooks\/\d+\/[^/]+$/, 403, 50013, 'Missing Permissions');
    expectRefusals(h, 1);
    const r = await h.driver.select(host.id, question.id, menu.id, [menu.values[5]]);
    await h.bot.idle();
    expect(stored(h, gameId).version, 'the entrance was chosen and saved').toBeGreaterThan(version);
    const said = [r.message, ...r.followUps].filter((m) => m && isEphemeral(m)).map((m) => textOf(m!)).join('\n');
    expect(said).toMatch(/Your move was made and saved/);
    expect(said).toMatch(/\/heist status/);
    expect(said).not.toMatch(/nothing (was )?changed/i);
    const status = await h.driver.slashLine(host.id, channel, '/heist status');
    expect(status.message!.attachments.length).toBe(1);
  });
});

describe('a display name that would ping everyone', () => {
  it('never pings: the lobby edited after a typed /heist join and leave, the posts that name them', async () => {
    const host = h.standin.createUser({ username: 'host' });
    const loud = h.standin.createUser({ username: '@everyone' });
    const guild = h.standin.createGuild({ name: 'Loud', ownerId: host.id, channels: ['heist'] });
    h.standin.addMember(guild.id, loud.id);
    const channel = guild.channels[0].id;
    await h.driver.slashLine(host.id, channel, '/heist start scenario:office');
    await h.bot.idle();
    await h.driver.slashLine(loud.id, channel, '/heist join');
    await h.bot.idle();
    const lobby = seenInOrder(h, host.id, [channel]).find((m) => /Crew \(2\/4\)/.test(textOf(m)));
    // The name is made plain before any post names it (src/table/names.ts); the posts' allowed mentions would stop a
    // ping anyway (checked below).
    expect(textOf(lobby)).toContain('everyone');
    expect(textOf(lobby)).not.toContain('@everyone');
    await h.driver.slashLine(loud.id, channel, '/heist leave');
    await h.driver.slashLine(loud.id, channel, '/heist join');
    await h.bot.idle();
    expect(h.standin.state.everyoneLog).toEqual([]);
    for (const m of h.driver.messages(channel, host.id)) expect(m.mentionEveryone ?? false).toBe(false);
  });
});

describe('a control forged onto another channel\'s message', () => {
  it('acts only on the game of its own channel: a Join or status id of a game elsewhere is refused', async () => {
    const host = h.standin.createUser({ username: 'forger' });
    const other = h.standin.createUser({ username: 'mark' });
    const guild = h.standin.createGuild({ name: 'Forgery', ownerId: host.id, channels: ['one', 'two'] });
    h.standin.addMember(guild.id, other.id);
    const [one, two] = guild.channels.map((c) => c.id);
    await h.driver.slashLine(host.id, one, '/heist start scenario:office');
    await h.driver.slashLine(host.id, two, '/heist start scenario:bank');
    await h.bot.idle();
    const lobbyOne = latestWithComponents(h, one, other.id)!;
    const lobbyTwo = latestWithComponents(h, two, other.id)!;
    const gameOne = gameIdOf(customIds(lobbyOne)[0]);
    const version = stored(h, gameOne).version;
    for (const what of ['join', 'status', 'hand']) {
      const forged = `h:${gameOne}:${version}:${what}`;
      const reply = await h.standin.state.startInteraction({
        type: 3, userId: other.id, channelId: two, messageId: lobbyTwo.id, data: { custom_id: forged, component_type: 2 },
        replyTimeoutMs: h.driver.replyTimeoutMs,
      });
      await h.bot.idle();
      expect(isEphemeral(reply.message), what).toBe(true);
      expect(textOf(reply.message!)).toMatch(/not one of the game's|no longer used/);
    }
    expect(stored(h, gameOne).version).toBe(version);
    expect(stored(h, gameOne).state.seats.map((s) => s.userId)).toEqual([host.id]);
  });
});

describe('a typed end of turn with previews off', () => {
  it('ends at once right after the entrance was chosen (TB5); only a repeat of an end of turn asks', async () => {
    const me = alone('quick');
    await h.driver.slashLine(me.id, me.dm, '/heist settings preview:false');
    await h.driver.slashLine(me.id, me.dm, '/heist start scenario:office crew:2');
    await h.bot.idle();
    const question = latestWithComponents(h, me.dm, me.id)!;
    const menu = selectOf(question)!;
    await h.driver.select(me.id, question.id, menu.id, [menu.values[5]]);
    await h.bot.idle();
    const g = h.bot.store.latestGame(me.dm)!;
    const turn = () => ((h.bot.store.game(g.id)!.state as Stored).engine as { turn: { number: number } }).turn.number;
    const first = turn();
    const end = await h.driver.slashLine(me.id, me.dm, '/end-turn');
    await h.bot.idle();
    expect(textOf(end.message!)).not.toMatch(/A turn ended only seconds ago/);
    // An event may ask a question first; answer it so the turn is over.
    for (let i = 0; i < 5 && turn() === first; i++) {
      const m = latestWithComponents(h, me.dm, me.id)!;
      const buttons = enabledActions(m);
      const sel = selectOf(m);
      if (buttons.length) await h.driver.click(me.id, m.id, buttons[0]);
      else if (sel) await h.driver.select(me.id, m.id, sel.id, [sel.values[0]]);
      await h.bot.idle();
    }
    expect(turn()).toBeGreaterThan(first);
    const again = await h.driver.slashLine(me.id, me.dm, '/end-turn');
    expect(textOf(again.message!)).toMatch(/A turn ended only seconds ago/);
  });
});

describe('a move typed while the bots were still playing (TB1)', () => {
  it('is not played on the turn that follows: the player is told to look and type again', async () => {
    const me = alone('hasty');
    await h.driver.slashLine(me.id, me.dm, '/heist start game:art-robbery bots:2');
    await h.bot.idle();
    const g = h.bot.store.latestGame(me.dm)!;
    const note = [...h.driver.messages(me.dm, me.id)].reverse().find((m) => enabledActions(m).length)!;
    const press = enabledActions(note)[0];
    const card = press.replace(/^.*:a[a-h]?:play /, '');
    // The press (after which both bots play); while its posts are on their way (the first follow-up held), the
    // player types a move, before the bots' moves have reached them.
    const hold = h.standin.holdNext('POST', /^\/api\/v\d+\/webhooks\/\d+\/[^/]+$/);
    const clicked = h.driver.click(me.id, note.id, press);
    await hold.reached;
    const t = await h.driver.slashLine(me.id, me.dm, `/play card:${card}`);
    hold.release();
    await clicked;
    await h.bot.idle();
    const log = h.bot.store.log(g.id).filter((e) => e.actorId === me.id && !e.action.startsWith('#'));
    expect(log.length, `only the press was played: ${JSON.stringify(h.bot.store.log(g.id).map((e) => e.action))} ${textOf(t.message)}`).toBe(1);
    expect(textOf(t.message!)).toMatch(/bots were still playing/);
    expect(isEphemeral(t.message)).toBe(true);
  });
});
