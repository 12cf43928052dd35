// A private note's picture goes only when its reader's picture changed (issue 30): in a Noir: Heist game, where every
// note has one, a note whose picture would be the one its reader was last sent goes without it (the message above
// still shows it), a note whose picture changed carries it, /heist hand always draws the current one, and the export
// says exactly what was sent. Played alone as a thief with four bots in a DM, by typed commands (the normal bot's move).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import type { Action } from '../../src/core/types.js';
import { GAMES } from '../../src/games/index.js';
import type { Message } from '../../src/local/standin/index.js';
import { expectExportIsWhatWasSent } from './exported.js';
import { startHarness, stored, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); }); // pictures drawn, as in production: their bytes are compared
afterAll(async () => { await h?.close(); });

describe('a private note whose picture did not change', () => {
  it('is sent without a picture; a changed one is sent with it; /heist hand draws it again', async () => {
    const noir = GAMES.require('noir-heist');
    const me = h.standin.createUser({ username: 'thief' });
    const dm = h.standin.dmChannel(me.id);
    await h.driver.slashLine(me.id, dm, '/heist start game:noir-heist side:thief bots:4');
    await h.bot.idle();
    const gameId = h.bot.store.latestGame(dm)!.id;
    const engine = () => stored(h, gameId).state.engine as unknown;
    const seat = stored(h, gameId).state.seats.findIndex((s) => s.userId === me.id);
    /** The picture the seat's note would carry now. */
    const drawnNow = () => noir.render(noir.pictureView!(noir.view(engine(), seat)), 'en');
    // The seat's notes as the bot kept them, each the message it went as.
    const notes = () => h.bot.store.posts(gameId, { audiences: [me.id] }).filter((p) => p.kind === 'note' && p.messageId)
      .map((p) => h.standin.state.messages.get(p.messageId!)!);
    const picture = (m: Message) => m.attachments[0]?.bytes ?? null;

    const rng = new Rng(seedRng(3));
    let last = notes().findLast((m) => picture(m))!;
    expect(last, 'the first note has its picture').toBeDefined();
    let without = 0, withNew = 0;
    for (let step = 0; step < 14 && !noir.result(engine()) && noir.waitingOn(engine()).includes(seat); step++) {
      const seen = notes().length;
      const view = noir.view(engine(), seat);
      const action: Action = noir.bot({ view, seat, legal: noir.legal(engine(), seat), rng, level: 'normal' });
      const verb = noir.verbs.find((v) => v.name === action.verb)!;
      const values = noir.commandValues!({ view, seat, lang: 'en', verb, action })!;
      const line = `/${verb.name} ${Object.entries(values).map(([k, v]) => `${k}:${v}`).join(' ')}`.trim();
      expect((await h.driver.slashLine(me.id, dm, line)).error, line).toBeUndefined();
      await h.bot.idle();
      const note = notes().at(-1)!;
      expect(notes().length, `${line}: a new note`).toBeGreaterThan(seen);
      const now = drawnNow();
      if (picture(note)) {
        // Sent only because it changed; it is the seat's picture now.
        expect(picture(note)!.equals(picture(last)!), `${line}: a picture sent again unchanged`).toBe(false);
        expect(picture(note)!.equals(now)).toBe(true);
        last = note;
        withNew++;
      } else {
        // Not sent: the one the reader has above is the seat's picture now.
        expect(picture(last)!.equals(now), `${line}: the note went without a picture that changed`).toBe(true);
        expect(h.standin.state.messages.get(last.id)!.attachments).toHaveLength(1);
        without++;
      }
    }
    expect(without, "showing one's identity changes nothing drawn: some notes went without").toBeGreaterThan(0);
    expect(withNew, 'and some carried a changed picture').toBeGreaterThan(0);

    // Shown again on asking: the note with the current picture.
    const hand = (await h.driver.slashLine(me.id, dm, '/heist hand')).message!;
    expect(hand.attachments).toHaveLength(1);
    expect(picture(hand)!.equals(drawnNow())).toBe(true);
    await h.bot.idle();
    await expectExportIsWhatWasSent(h, gameId, dm);
  });
});
