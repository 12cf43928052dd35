// A substitute through the real bot and the Discord stand-in (Art Robbery and Noir: Heist, the games with secrets):
// /heist sub seat:@old player:@new by the host. The new person is mentioned in the channel and gets that seat's private
// note when they ask (the same lines the old one's /heist hand showed, and whose seat they now hold); the old one loses
// every access to the seat: their buttons and /heist hand say they were replaced, nothing private reaches them, their
// web link answers 403. Refusals are sentences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import type { Message } from '../../src/local/standin/index.js';
import type { Stored } from '../../src/table/persist.js';
import { crewChannel, customIds, enabledActions, gatherAndBegin, isEphemeral, playFromHand, startHarness, type Harness, textOf } from './harness.js';

const CASES = [
  { kind: 'art-robbery', start: '/heist start game:art-robbery', secret: /Your hand/ },
  { kind: 'noir-heist', start: '/heist start game:noir-heist bots:2 chief:host', secret: /You are/ },
] as const;

for (const c of CASES) {
  const game = GAMES.require(c.kind);
  describe(`${c.kind}: a substitute takes a seat`, () => {
    let h: Harness;
    let channel: string;
    let guildId: string;
    let people: { id: string; username: string }[];

    beforeAll(async () => {
      h = await startHarness({ web: true, pictures: 'blank' });
      ({ people, channel, guildId } = crewChannel(h, ['ava', 'bo', 'cy', 'eve'], 'Sub'));
    });
    afterAll(async () => { await h?.close(); });

    it('the new holder gets the seat\'s note; the old one\'s buttons, /heist hand, DMs and web link are refused', async () => {
      const [ava, bo, cy, eve] = people;
      const gameId = await gatherAndBegin(h, channel, ava.id, [bo.id, cy.id], c.start);
      const S = () => h.bot.store.game(gameId)!.state as Stored;
      const waited = () => S().seats[game.waitingOn(S().engine)[0]]?.userId;
      let moves = 0;
      for (let n = 0; n < 60 && waited() !== bo.id; n++) await playFromHand(h, channel, waited()!, moves++);
      expect(waited()).toBe(bo.id);
      const seat = S().seats.findIndex((s) => s.userId === bo.id);

      // bo's web link works, and their note (hand, identity) has controls.
      const link = await h.driver.slashLine(bo.id, channel, '/heist web');
      const url = /(https?:\/\/\S+)/.exec(textOf(link.message!))![1];
      expect((await fetch(url)).status).toBe(200);
      const boHand = (await h.driver.slashLine(bo.id, channel, '/heist hand')).message!;
      expect(textOf(boHand)).toMatch(c.secret);
      expect(enabledActions(boHand).length).toBeGreaterThan(0);

      // Refusals, as sentences: someone already seated; a sub by one who is neither host nor channel manager.
      const seated = await h.driver.slashLine(ava.id, channel, `/heist sub seat:<@${bo.id}> player:<@${cy.id}>`);
      expect(isEphemeral(seated.message)).toBe(true);
      expect(textOf(seated.message!)).toMatch(/already plays in this heist: a substitute must be someone not seated/);
      const notHost = await h.driver.slashLine(cy.id, channel, `/heist sub seat:<@${bo.id}> player:<@${eve.id}>`);
      expect(textOf(notHost.message!)).toMatch(/Only the host .* can seat a substitute/);
      // Another app's bot in the server, this bot itself, someone outside the server: none can play the seat.
      const otherBot = h.standin.createUser({ username: 'mee6', bot: true });
      h.standin.addMember(guildId, otherBot.id);
      const stranger = h.standin.createUser({ username: 'stranger' });
      for (const [who, says] of [[otherBot.id, /mee6 is a bot account/], [h.standin.state.bot.id, /is a bot account/], [stranger.id, /stranger is not a member of this server/]] as const) {
        const refused = await h.driver.slashLine(ava.id, channel, `/heist sub seat:<@${bo.id}> player:<@${who}>`);
        expect(isEphemeral(refused.message)).toBe(true);
        expect(textOf(refused.message!)).toMatch(says);
      }
      expect(S().seats[seat].userId).toBe(bo.id);

      // What reaches one person privately: their DMs, and the notes only they see in the channel (a turn's note goes
      // as an ephemeral follow-up of their own latest interaction while its token is valid, else it waits for them to
      // act). Cards only: the refusals of their presses are plain sentences.
      const privately = (id: string) => h.driver.messages(h.standin.dmChannel(id), id).length
        + h.driver.messages(channel, id).filter((m) => m.ephemeralTo === id && (m.flags & 32768) !== 0).length;
      const boDms = () => privately(bo.id);
      const dmsBefore = boDms();
      const sub = await h.driver.slashLine(ava.id, channel, `/heist sub seat:<@${bo.id}> player:<@${eve.id}>`);
      await h.bot.idle();
      expect(textOf(sub.message!)).toMatch(/takes over .* seat from now on/);
      expect(sub.message!.content + textOf(sub.message!)).toContain(`<@${eve.id}>`);
      expect(S().seats[seat].userId).toBe(eve.id);
      expect(h.bot.store.log(gameId).at(-1)!.action).toBe(`#sub ${seat + 1} ${eve.id} eve`);

      // eve never interacted: nothing reaches her unasked (no DM). Her note waits for her: the seat's own lines, exactly
      // what bo's /heist hand showed, after whose seat she now holds.
      expect(h.driver.messages(h.standin.dmChannel(eve.id), eve.id)).toEqual([]);
      const eveNote = (await h.driver.slashLine(eve.id, channel, '/heist hand')).message!;
      await h.bot.idle();
      expect(textOf(eveNote)).toMatch(/You now play .* seat in this heist/);
      const lines = (m: Message) => textOf(m).split('\n').filter((l) => l.trim());
      for (const l of lines(boHand)) expect(lines(eveNote)).toContain(l);
      expect(enabledActions(eveNote).length).toBeGreaterThan(0);

      // bo: the old note's buttons, /heist hand and the web link are refused.
      const press = await h.driver.click(bo.id, boHand.id, enabledActions(boHand)[0]);
      expect(isEphemeral(press.message)).toBe(true);
      expect(textOf(press.message!)).toMatch(/You were replaced in this heist/);
      const hand = await h.driver.slashLine(bo.id, channel, '/heist hand');
      expect(textOf(hand.message!)).toMatch(/You were replaced in this heist: <@\d+> plays your seat/);
      const gone = await fetch(url);
      expect(gone.status).toBe(403);
      expect(await gone.text()).toMatch(/You were replaced in this game/);
      expect(S().seats[seat].userId).toBe(eve.id);

      // The game goes on with eve in the seat; bo gets no more DMs (eve gets the seat's), eve's own link works.
      const eveDms = () => privately(eve.id);
      const eveBefore = eveDms();
      for (let n = 0; n < 8 && !game.result(S().engine); n++) await playFromHand(h, channel, waited()!, moves++);
      expect(boDms()).toBe(dmsBefore);
      expect(eveDms()).toBeGreaterThan(eveBefore);
      const eveLink = await h.driver.slashLine(eve.id, channel, '/heist web');
      expect((await fetch(/(https?:\/\/\S+)/.exec(textOf(eveLink.message!))![1])).status).toBe(200);
      expect(customIds(eveNote).length).toBeGreaterThan(0);
    });
  });
}
