// Art Robbery through the real bot and the Discord stand-in: three people in a channel plus one bot play a whole game
// with the buttons of their private notes. Each person's hand appears only in messages addressed to them (an ephemeral
// note, their DM), never in a public post, a public button or another's message; the final post names the winners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import type { Message } from '../../src/local/standin/index.js';
import { expectExportIsWhatWasSent } from './exported.js';
import { crewChannel, customIds, gatherAndBegin, isEphemeral, playFromHand, startHarness, type Harness, textOf } from './harness.js';

const game = GAMES.require('art-robbery');
let h: Harness;
let channel: string;
let people: { id: string; username: string }[];
let gameId = 0;

beforeAll(async () => {
  h = await startHarness({ pictures: 'blank' }); // a whole game: its pictures are counted (exported.ts), never looked at
  ({ people, channel } = crewChannel(h, ['ava', 'bo', 'cy'], 'Museum'));
});
afterAll(async () => { await h?.close(); });

const stored = () => h.bot.store.game(gameId)!.state as { engine: unknown; seats: { userId: string; name: string; bot?: boolean }[] };
/** What a person can see: the channel (ephemeral messages only if theirs) and their DM with the bot. */
const seenBy = (userId: string): Message[] => [...h.driver.messages(channel, userId), ...h.driver.messages(h.standin.dmChannel(userId), userId)];
const isPrivateTo = (m: Message, userId: string) => (isEphemeral(m) && (m.ephemeralTo ?? userId) === userId) || m.channelId === h.standin.dmChannel(userId);

describe('Art Robbery in a channel: three people and a bot', () => {
  it('plays a whole game from private notes; hands reach only their holders; the result is posted', async () => {
    const [ava, bo, cy] = people;
    gameId = await gatherAndBegin(h, channel, ava.id, [bo.id, cy.id], '/heist start game:art-robbery bots:1');
    expect(stored().seats.map((s) => !!s.bot)).toEqual([false, false, false, true]);

    let moves = 0;
    while (!game.result(stored().engine) && moves < 400) {
      const s = stored();
      const seat = game.waitingOn(s.engine)[0];
      const who = s.seats[seat].userId;
      // The person asks for their note (their hand and buttons), then presses one of its actions.
      const note = await playFromHand(h, channel, who, moves);
      expect(isEphemeral(note)).toBe(true);
      moves++;
    }
    const result = game.result(stored().engine);
    expect(result, `finished within ${moves} moves`).not.toBeNull();

    // Secrets: a hand line only ever in a message private to its reader; no card button on a public message.
    for (const p of people) {
      for (const m of seenBy(p.id)) {
        if (/Your hand/.test(textOf(m))) expect(isPrivateTo(m, p.id), textOf(m)).toBe(true);
        if (!isEphemeral(m) && m.channelId === channel) {
          expect(textOf(m)).not.toMatch(/Your hand|You drew|banked tokens:/);
          expect(customIds(m).filter((id) => /:a[a-h]?:play /.test(id))).toEqual([]);
        }
      }
    }
    // The final public post names the winners.
    const names = result!.winners.map((w) => stored().seats[w].name);
    const last = h.driver.messages(channel, ava.id).filter((m) => !isEphemeral(m)).map((m) => textOf(m)).join('\n');
    expect(last).toMatch(/The game is over/);
    for (const n of names) expect(last).toContain(n);

    // Every person's final banked tokens reach them, not only the last mover's.
    for (const p of people) {
      const final = seenBy(p.id).filter((m) => isPrivateTo(m, p.id) && /banked tokens:/i.test(textOf(m))).at(-1);
      expect(final, `${p.username}'s final note`).toBeTruthy();
      expect(customIds(final!), 'a note after the end has no controls').toEqual([]);
    }
    // The per-seat export is exactly what each person was sent, in order.
    await expectExportIsWhatWasSent(h, gameId, channel, 1);
  });
});
