// Noir: Heist through the real bot and the Discord stand-in: five people in a channel (the host as security chief,
// four thieves) plus two bot thieves. Every message each person can see is checked: a thief's identity reaches only
// that thief (and thieves it was shown to), the plainclothes officer only the chief; no public message carries a
// private line or an action button; every refusal stays with the one who typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import type { Message } from '../../src/local/standin/index.js';
import { expectExportIsWhatWasSent } from './exported.js';
import { crewChannel, customIds, gatherAndBegin, isEphemeral, playFromHand, startHarness, type Harness, textOf } from './harness.js';

const game = GAMES.require('noir-heist');
let h: Harness;
let channel: string;
let people: { id: string; username: string }[];
let gameId = 0;

beforeAll(async () => {
  h = await startHarness({ pictures: 'blank' }); // a whole game: its pictures are counted (exported.ts), never looked at
  ({ people, channel } = crewChannel(h, ['zed', 'ava', 'bo', 'cy', 'di'], 'Casino'));
});
afterAll(async () => { await h?.close(); });

type Seat = { userId: string; name: string; bot?: boolean };
const stored = () => h.bot.store.game(gameId)!.state as { engine: unknown; seats: Seat[] };
const dmOf = (userId: string) => h.standin.dmChannel(userId);
const seenBy = (userId: string): Message[] => [...h.driver.messages(channel, userId), ...h.driver.messages(dmOf(userId), userId)];
const privateTo = (m: Message, userId: string) => (isEphemeral(m) && (m.ephemeralTo ?? userId) === userId) || m.channelId === dmOf(userId);

describe('Noir: Heist in a channel: a chief, four thieves and two bots', () => {
  it('plays from private notes, and no identity or plainclothes officer reaches anyone who may not know it', async () => {
    const [zed] = people;
    gameId = await gatherAndBegin(h, channel, zed.id, people.slice(1).map((p) => p.id), '/heist start game:noir-heist bots:2 chief:host');
    const seats = stored().seats;
    expect(seats[0].userId).toBe(zed.id);
    expect(seats.filter((s) => s.bot).length).toBe(2);

    // A thief shows their identity to another thief (a private line for that thief only).
    const [ava, bo] = [people[1], people[2]];
    const boName = seats.find((s) => s.userId === bo.id)!.name;
    await h.driver.slashLine(ava.id, channel, `/show thief:${boName}`);
    await h.bot.idle();

    let moves = 0;
    while (!game.result(stored().engine) && moves < 80) {
      const s = stored();
      const seat = game.waitingOn(s.engine)[0];
      const who = s.seats[seat].userId;
      const note = await playFromHand(h, channel, who, moves, moves % 3 === 2);
      expect(isEphemeral(note)).toBe(true);
      moves++;
    }
    expect(moves).toBeGreaterThan(10);

    const chiefId = zed.id;
    const over = game.result(stored().engine) !== null;
    for (const p of people) {
      for (const m of seenBy(p.id)) {
        // The chief's private line, the thieves' own identity lines and shown identities: only in messages to them.
        if (/Your plainclothes officer|Case file/.test(textOf(m))) {
          expect(p.id).toBe(chiefId);
          expect(privateTo(m, p.id), textOf(m)).toBe(true);
        }
        if (/Your identity:|showed you their identity|Identities you know:/.test(textOf(m))) {
          expect(p.id).not.toBe(chiefId);
          expect(privateTo(m, p.id), textOf(m)).toBe(true);
        }
        if (!isEphemeral(m) && m.channelId === channel) {
          // Public: no private line, no action button (only "My hand" and the lobby's).
          expect(textOf(m)).not.toMatch(/Your plainclothes officer|Your identity:|showed you their identity|Case file|Identities you know:/);
          expect(customIds(m).filter((id) => /:a[a-h]?:|:m[b-e]:/.test(id))).toEqual([]);
          if (!over) expect(textOf(m)).not.toMatch(/plainclothes officer was/i);
        }
      }
    }
    // Bo learned Ava's identity privately, and so did each thief she showed it to later in play (as the table says
    // publicly, naming them); nobody else did (the bot thieves show theirs to every thief: their own lines).
    const avaName = seats.find((s) => s.userId === ava.id)!.name;
    const shownTo = people.filter((p) => seenBy(p.id).some((m) => textOf(m).includes(`${avaName} showed you their identity`)));
    const toldPublicly = new Set(seenBy(zed.id).filter((m) => !isEphemeral(m) && m.channelId === channel)
      .flatMap((m) => textOf(m).split('\n')).flatMap((l) => l.startsWith(`${avaName} showed their identity to `) ? [l.slice(`${avaName} showed their identity to `.length)] : []));
    expect(toldPublicly.has(boName)).toBe(true);
    // (A bot she showed it to reads no messages.)
    const seated = new Set(seats.filter((s) => !s.bot).map((s) => s.name));
    expect(shownTo.map((p) => seats.find((s) => s.userId === p.id)!.name).sort()).toEqual([...toldPublicly].filter((n) => seated.has(n)).sort());
    // The chief's notes carry his case file; Bo's, the identity he was shown, where it stands.
    expect(seenBy(chiefId).some((m) => /Case file/.test(textOf(m)))).toBe(true);
    expect(seenBy(bo.id).some((m) => new RegExp(`Identities you know:\\n(.*\\n)*${avaName}: `).test(textOf(m)))).toBe(true);

    // The per-seat export is exactly what each person was sent, in order: the chief's notes and the thieves' included.
    await expectExportIsWhatWasSent(h, gameId, channel, 0);
  });
});
