// Lockbox, the test-only fourth game, registered beside the real games and played to its end through the real bot and
// the Discord stand-in: in a server channel (two people, a bot, and a spectator who only watches) from private notes
// (`/heist hand` and their buttons), and alone in a DM. What each person must see: the game starts, a note with
// controls reaches only its holder, no public post ever names a card still hidden, and a result post ends the game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/local/standin/index.js';
import { crewChannel, enabledActions, gatherAndBegin, isEphemeral, startHarness, textOf, type Harness } from '../e2e/harness.js';
import { CARDS, type LockboxState } from './engine/index.js';
import { lockbox } from './index.js';
import { WITH_LOCKBOX } from './registry.js';
import { en } from './text/en.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ games: WITH_LOCKBOX }); });
afterAll(async () => { await h?.close(); });

type Stored = { kind: string; engine: LockboxState; seats: { userId: string; name: string; bot?: boolean }[] };
const game = (id: number) => h.bot.store.game(id)! as unknown as { status: string; state: Stored };
const CARD = new RegExp(`\\b(${CARDS.join('|')})\\b`, 'g');
const isPng = (m: Message) => m.attachments.some((a) => a.bytes.subarray(1, 4).toString() === 'PNG');
const wonLine = (names: string) => en['ui.won'].toString().replace('{players}', names);

/** Every card a message names that is not face up on the table: a leak, in a message that is not its holder's. */
function hiddenCards(m: Message, s: LockboxState): string[] {
  const open = new Set(s.played.map((p) => p.card));
  return [...textOf(m).matchAll(CARD)].map((x) => x[1]).filter((c) => !open.has(c));
}

/** The seat's own cards: what its private notes may name. */
const mine = (s: LockboxState, seat: number) => s.hands[seat];

describe('Lockbox, a game that lives only in the tests', () => {
  it('is played in a channel from private notes: notes reach only their holders, public posts hide every hand, a result ends it', async () => {
    const { people, channel } = crewChannel(h, ['ann', 'bob', 'eve'], 'Lockbox');
    const [ann, bob, eve] = people;
    const id = await gatherAndBegin(h, channel, ann.id, [bob.id], '/heist start game:lockbox bots:1 length:long');
    expect(game(id).state.kind).toBe('lockbox');
    expect(game(id).status).toBe('active');
    expect(game(id).state.seats.map((x) => !!x.bot)).toEqual([false, false, true]);

    let presses = 0;
    while (game(id).status === 'active') {
      const s = game(id).state;
      const seat = lockbox.waitingOn(s.engine)[0];
      const who = people.find((p) => p.id === s.seats[seat].userId)!;
      const other = who === ann ? bob : ann;
      const note = (await h.driver.slashLine(who.id, channel, '/heist hand')).message!;
      // The note: only its holder sees it, it shows their hand and has their controls.
      expect(isEphemeral(note)).toBe(true);
      expect(h.driver.messages(channel, other.id).map((m) => m.id)).not.toContain(note.id);
      expect(textOf(note)).toContain(`Your hand: ${[...mine(s.engine, seat)].sort().join(' ')}`);
      const controls = enabledActions(note);
      expect(controls.length, textOf(note)).toBeGreaterThan(0);
      // Each dials their lowest card (and so may peek), and answers a question with its first answer.
      const low = (c: string) => Number(/:a:dial [gs](\d)$/.exec(c)?.[1] ?? 0);
      await h.driver.click(who.id, note.id, controls.reduce((a, b) => (low(b) < low(a) ? b : a)));
      await h.bot.idle();
      presses++;
      expect(presses, 'the game ends').toBeLessThan(40);
      // Whatever a spectator can see (public posts only) names no card still in a hand or the deck.
      const now = game(id).state.engine;
      for (const m of h.driver.messages(channel, eve.id)) expect(hiddenCards(m, now), textOf(m)).toEqual([]);
      // And no one sees another's hand line.
      for (const [p, k] of [[ann, 0], [bob, 1]] as const) {
        for (const m of h.driver.messages(channel, p.id)) expect(textOf(m)).not.toContain(`Your hand: ${[...mine(now, 1 - k)].sort().join(' ')}`);
      }
    }
    const end = game(id);
    expect(end.status).toBe('finished');
    const winners = lockbox.result(end.state.engine)!.winners.map((k) => end.state.seats[k].name).join(', ');
    const publicPosts = h.driver.messages(channel, eve.id);
    expect(publicPosts.some((m) => textOf(m).includes(wonLine(winners))), 'the result post').toBe(true);
    expect(publicPosts.some(isPng), 'a picture of the table').toBe(true);
    // Cards of 3 or less were dialled: the public posts say who peeked at whose hand, only the one who peeked saw a card.
    expect(publicPosts.some((m) => / peeked at /.test(textOf(m)))).toBe(true);
    for (const m of publicPosts) expect(textOf(m)).not.toMatch(/highest card in/);
    const told = [ann, bob].map((p) => h.driver.messages(channel, p.id).filter((m) => /highest card in/.test(textOf(m))));
    expect(told.flat().length, 'a person peeked').toBeGreaterThan(0);
    for (const m of told.flat()) expect(isEphemeral(m)).toBe(true);
  });

  it('is played alone in a DM against bots, from the notes there, to a result', async () => {
    const me = h.standin.createUser({ username: 'solo' });
    const dm = h.standin.dmChannel(me.id);
    await h.driver.slashLine(me.id, dm, '/heist start game:lockbox bots:2 length:short');
    await h.bot.idle();
    const active = h.bot.store.activeGame(dm);
    expect(active, 'the DM game starts at once').not.toBeNull();
    const id = active!.id;
    let presses = 0;
    while (game(id).status === 'active') {
      const note = (await h.driver.slashLine(me.id, dm, '/heist hand')).message!;
      expect(textOf(note)).toContain(`Your hand: ${[...mine(game(id).state.engine, 0)].sort().join(' ')}`);
      expect(isPng(note), 'a private note carries the seat\'s own picture').toBe(true);
      const controls = enabledActions(note);
      expect(controls.length, textOf(note)).toBeGreaterThan(0);
      await h.driver.click(me.id, note.id, controls[0]);
      await h.bot.idle();
      expect(++presses, 'the game ends').toBeLessThan(20);
    }
    const s = game(id).state;
    const winners = lockbox.result(s.engine)!.winners.map((k) => s.seats[k].name).join(', ');
    expect(h.driver.messages(dm, me.id).some((m) => textOf(m).includes(wonLine(winners)))).toBe(true);
  });
});
