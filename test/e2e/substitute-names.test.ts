// A substitute's game end to end through the real bot and the Discord stand-in, as the issue saw it: after
// `/heist sub seat:carol player:dave`, everything anyone is shown names dave for that seat — the story of his moves,
// his questions, the table's lines, the results, his web page — and carol only where it says whose seat he took.
// The log keeps who held the seat when.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import type { Stored } from '../../src/table/persist.js';
import { seatExport } from '../../src/table/seat-export.js';
import { crewChannel, gatherAndBegin, playFromHand, seenInOrder, startHarness, type Harness, textOf } from './harness.js';

const CASES = [
  { kind: 'art-robbery', start: '/heist start game:art-robbery' },
  { kind: 'noir-heist', start: '/heist start game:noir-heist bots:3 chief:bot level:hard' },
] as const;

/** The sentences that say whose seat the substitute took: the only ones after the sub that may name carol. */
const HANDOVER = /takes over carol's seat|You now play carol's seat/;

for (const c of CASES) {
  const game = GAMES.require(c.kind);
  describe(`${c.kind}: a substitute plays under their own name`, () => {
    let h: Harness;
    beforeAll(async () => { h = await startHarness({ web: true, pictures: 'blank', maxMessagesPerChannel: 20_000 }); });
    afterAll(async () => { await h?.close(); });

    it('after the sub, every message, question, result and page names dave, never carol; the log keeps carol\'s moves as hers', async () => {
      const { people, channel } = crewChannel(h, ['ava', 'carol', 'cy', 'dave'], 'Names');
      const [ava, carol, cy, dave] = people;
      const gameId = await gatherAndBegin(h, channel, ava.id, [carol.id, cy.id], c.start);
      const S = () => h.bot.store.game(gameId)!.state as Stored;
      const waited = () => S().seats[game.waitingOn(S().engine)[0]]?.userId;
      let moves = 0;
      let carolMoved = 0;
      for (let n = 0; n < 200 && !(waited() === carol.id && carolMoved > 0); n++) {
        if (waited() === carol.id) carolMoved++;
        await playFromHand(h, channel, waited()!, moves++);
      }
      expect(waited()).toBe(carol.id);
      const seat = S().seats.findIndex((s) => s.userId === carol.id);
      const everyone = [ava, carol, cy, dave];
      const places = (id: string) => [channel, h.standin.dmChannel(id)];
      const newest = () => everyone.flatMap((u) => seenInOrder(h, u.id, places(u.id))).reduce((m, x) => (BigInt(x.id) > m ? BigInt(x.id) : m), 0n);
      const cut = newest();

      const sub = await h.driver.slashLine(ava.id, channel, `/heist sub seat:<@${carol.id}> player:<@${dave.id}>`);
      await h.bot.idle();
      expect(textOf(sub.message!)).toMatch(/takes over carol's seat/);
      expect(S().seats[seat]).toMatchObject({ userId: dave.id, name: 'dave' });

      // The game to its end, dave playing the seat.
      let daveMoved = 0;
      for (let n = 0; n < 1500 && game.result(S().engine) === null; n++) {
        if (waited() === dave.id) daveMoved++;
        await playFromHand(h, channel, waited()!, moves++);
      }
      expect(game.result(S().engine), 'the game ended').not.toBeNull();
      expect(daveMoved).toBeGreaterThan(0);
      for (const u of [ava, cy, dave]) {
        await h.driver.slashLine(u.id, channel, '/heist status');
        await h.driver.slashLine(u.id, channel, '/heist hand');
      }
      await h.bot.idle();

      // Everything anyone saw after the sub (messages made since; earlier ones keep what they said then).
      const after = everyone.flatMap((u) => seenInOrder(h, u.id, places(u.id)).filter((m) => BigInt(m.id) > cut).map((m) => textOf(m)));
      const lines = after.flatMap((t) => t.split('\n')).filter((l) => !HANDOVER.test(l));
      expect(lines.join('\n')).toMatch(/\bdave\b/);
      expect(lines.filter((l) => /\bcarol\b/i.test(l)), 'lines after the sub that still name carol').toEqual([]);
      expect(after.join('\n')).not.toMatch(/<@\d+> \(carol\)/);

      // dave's web page (its reader, the results, what he missed) and his seat's export say dave.
      const link = await h.driver.slashLine(dave.id, channel, '/heist web');
      const url = /(https?:\/\/\S+)/.exec(textOf(link.message!))![1];
      const page = await (await fetch(url)).text();
      expect(page).toMatch(/as dave/);
      expect(page).not.toMatch(/\bcarol\b/i);
      const g = h.bot.store.game(gameId)!;
      const exported = seatExport(game, g.state as Stored, h.bot.store.posts(gameId), seat, 'en');
      expect(exported.seat).toMatchObject({ name: 'dave' });
      expect([...exported.now, ...(exported.result?.winners ?? [])].join('\n')).not.toMatch(/\bcarol\b/i);

      // The log keeps who held the seat when.
      const log = h.bot.store.log(gameId).map((e) => e.action);
      const at = log.findIndex((l) => l.startsWith('#sub'));
      expect(log[at]).toBe(`#sub ${seat + 1} ${dave.id} dave`);
      expect(log.slice(0, at).some((l) => l.startsWith('carol:'))).toBe(true);
      expect(log.slice(at).some((l) => l.startsWith('carol:'))).toBe(false);
      expect(log.slice(at).some((l) => l.startsWith('dave:'))).toBe(true);
    });
  });
}
