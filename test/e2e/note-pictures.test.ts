// A private note's picture goes only when its reader's picture changed (issue 30): in a Noir: Heist game, where every
// note has one, a note whose picture would be the one its reader was last sent goes without it (the message above
// still shows it; a note that reads wholly as the last one shows in that message again), a note whose picture changed carries it, /heist hand always draws the current one, and the export
// says exactly what was sent. Played alone as a thief with four bots in a DM, by typed commands (the normal bot's move).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import type { Action } from '../../src/core/types.js';
import { GAMES } from '../../src/games/index.js';
import { controlsOf } from '../../src/local/driver.js';
import type { Message } from '../../src/local/standin/index.js';
import type { SqliteStore } from '../../src/store/index.js';
import { expectExportIsWhatWasSent } from './exported.js';
import { startHarness, stored, textOf, type Harness } from './harness.js';

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
    let without = 0, withNew = 0, renewed = 0;
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
      if (note.id === last.id) {
        // A note that reads as the last one shows in that message again (its controls renewed): its picture kept.
        expect(picture(note)!.equals(now), `${line}: the note was renewed in place with a picture that changed`).toBe(true);
        renewed++;
      } else if (picture(note)) {
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
    expect(without + renewed, "showing one's identity changes nothing drawn: some notes went without").toBeGreaterThan(0);
    expect(withNew, 'and some carried a changed picture').toBeGreaterThan(0);

    // Shown again on asking: the note with the current picture.
    const hand = (await h.driver.slashLine(me.id, dm, '/heist hand')).message!;
    expect(hand.attachments).toHaveLength(1);
    expect(picture(hand)!.equals(drawnNow())).toBe(true);
    await h.bot.idle();
    await expectExportIsWhatWasSent(h, gameId, dm);
  });
});

// Issue 32: a press that changes nothing in the game (a focus: a kind of action chosen, its targets shown) answers by
// showing the pressed note again in place through the interaction: no new message, no new picture, no REST call.
describe('a focus press on a note', () => {
  it('rewrites the pressed note in place, its picture kept, through the interaction alone', async () => {
    const me = h.standin.createUser({ username: 'focus' });
    const dm = h.standin.dmChannel(me.id);
    await h.driver.slashLine(me.id, dm, '/heist start game:noir-heist side:chief bots:4');
    await h.bot.idle();
    const gameId = h.bot.store.latestGame(dm)!.id;
    const note = h.bot.store.posts(gameId, { audiences: [me.id] }).filter((p) => p.kind === 'note' && p.messageId).at(-1)!;
    const message = () => h.standin.state.messages.get(note.messageId!)!;
    const focusIds = () => controlsOf(message()).map((c) => c.custom_id ?? '').filter((id) => /^h:\d+:\d+:f[b-h]?:/.test(id));
    expect(focusIds().length, 'the chief\'s note offers kinds of action first').toBeGreaterThan(1);
    const picture = message().attachments[0];
    expect(picture).toBeDefined();
    for (const focus of [focusIds()[1], focusIds()[1], focusIds()[0]]) {
      const before = { messages: h.standin.state.messages.size, calls: { ...h.standin.state.callTotals }, version: stored(h, gameId).version };
      const shown = JSON.stringify(message().components);
      const r = await h.driver.click(me.id, note.messageId!, focus);
      await h.bot.idle();
      expect(r.error).toBeUndefined();
      expect(h.standin.state.messages.size, 'no new message').toBe(before.messages);
      expect(message().attachments, 'the picture kept, not sent again').toEqual([picture]);
      const calls = h.standin.state.callTotals;
      expect(calls.globalLimited - before.calls.globalLimited, 'no global-limited call').toBe(0);
      expect(calls.all - before.calls.all, 'one answer: the update of the pressed message').toBe(1);
      expect(stored(h, gameId).version).toBe(before.version);
      void shown;
    }
  });
});

/**
 * The bot dies between the edit that showed a kept note in the pressed message and its report of it: the rows as they
 * were then (the note still to deliver, the one it replaces live) and a restart. The note is noted before the edit as
 * renewed in place through the press's token, so the restarted bot finds the message saying it, sends nothing, and
 * takes the note it replaced off (before: noted after the edit with the replaced note's own attempt, or not at all,
 * so a death in between left the old note live beside it, or had the note sent a second time).
 */
async function diesBeforeItsReport(gameId: number, seq: number, replaced: number, messageId: string, userId: string, channel: string) {
  const post = () => h.bot.store.posts(gameId, { audiences: [userId] }).find((p) => p.seq === seq)!;
  const attempt = post().attempt;
  const store = h.bot.store as SqliteStore;
  store.query('UPDATE posts SET outbox = 1, channel_id = NULL, message_id = NULL, live = 0 WHERE game_id = ? AND seq = ?', gameId, seq);
  store.query('UPDATE posts SET live = 1 WHERE game_id = ? AND seq = ?', gameId, replaced);
  const seen = h.driver.messages(channel, userId).length;
  await h.restart();
  await h.bot.idle();
  expect(h.driver.messages(channel, userId).length, 'nothing sent again').toBe(seen);
  expect(post()).toMatchObject({ outbox: 0, messageId });
  expect(h.bot.store.posts(gameId, { audiences: [userId] }).find((p) => p.seq === replaced)!.live).toBe(false);
  expect(JSON.parse(attempt ?? 'null'), 'noted before the edit').toMatchObject({ how: 'renew', messageId, replaces: replaced });
}

// Issue 32: a press whose step leaves the presser's note reading exactly as before (the same lines and controls) is
// answered by showing the pressed note again in place, its controls renewed: the note is not sent again.
describe('a press that changes nothing in the presser\'s note', () => {
  it('renews the pressed note in place instead of sending it again', async () => {
    const noir = GAMES.require('noir-heist');
    const me = h.standin.createUser({ username: 'presser' });
    const dm = h.standin.dmChannel(me.id);
    await h.driver.slashLine(me.id, dm, '/heist start game:noir-heist side:thief bots:4');
    await h.bot.idle();
    const gameId = h.bot.store.latestGame(dm)!.id;
    const engine = () => stored(h, gameId).state.engine as unknown;
    const seat = stored(h, gameId).state.seats.findIndex((s) => s.userId === me.id);
    const kept = () => h.bot.store.posts(gameId, { audiences: [me.id] }).filter((p) => p.kind === 'note' && p.messageId);
    const looks = (p: { body: unknown }) => {
      const b = p.body as { text: string[]; buttons: { label: string }[][]; selects: { options: { label: string }[] }[] };
      return JSON.stringify([b.text, b.buttons.map((r) => r.map((x) => x.label)), b.selects.map((m) => m.options.map((o) => o.label))]);
    };
    const rng = new Rng(seedRng(3));
    let inPlace = 0, sent = 0;
    for (let step = 0; step < 14 && !noir.result(engine()) && noir.waitingOn(engine()).includes(seat); step++) {
      const note = kept().at(-1)!;
      const message = h.standin.state.messages.get(note.messageId!)!;
      const view = noir.view(engine(), seat);
      const action: Action = noir.bot({ view, seat, legal: noir.legal(engine(), seat), rng, level: 'normal' });
      const typed = noir.format(engine(), action).replace(/^[^:]*:\s*/, '');
      // Pressed as a person would: the note's button, or its menu's option, for this action (its kind chosen first).
      const find = () => {
        const shown = controlsOf(h.standin.state.messages.get(message.id)!);
        return {
          button: shown.find((c) => c.type === 2 && (c.custom_id ?? '').replace(/^h:\d+:\d+:a[a-h]?:/, '') === typed && /:a[a-h]?:/.test(c.custom_id ?? '')),
          menu: shown.find((c) => c.type === 3 && (c.options ?? []).some((o) => o.value === typed)),
          focus: shown.filter((c) => /^h:\d+:\d+:f[b-h]?:/.test(c.custom_id ?? '')).map((c) => c.custom_id!),
        };
      };
      let { button, menu } = find();
      for (const focus of find().focus) {
        if (button || menu) break;
        await h.driver.click(me.id, message.id, focus);
        await h.bot.idle();
        ({ button, menu } = find());
      }
      if (!button && !menu) break;
      const before = {
        messages: h.standin.state.messages.size, global: h.standin.state.callTotals.globalLimited, text: textOf(message), version: stored(h, gameId).version,
        pictures: message.attachments.map((a) => a.id),
      };
      if (button) await h.driver.click(me.id, message.id, button.custom_id!);
      else await h.driver.select(me.id, message.id, menu!.custom_id!, [typed]);
      await h.bot.idle();
      expect(stored(h, gameId).version, typed).toBeGreaterThan(before.version);
      expect(h.standin.state.callTotals.globalLimited, 'a solo DM game: no global-limited call').toBe(before.global);
      const now = kept().at(-1)!;
      if (noir.result(engine())) {
        // The press ended the game: its public post tells it all, so no note follows; the pressed note loses its controls.
        expect(now.seq, 'no note after the end').toBe(note.seq);
        expect(controlsOf(h.standin.state.messages.get(message.id)!).filter((c) => /^h:\d+:\d+:a/.test(c.custom_id ?? ''))).toEqual([]);
        break;
      }
      if (now.messageId === message.id) {
        // The same message: it reads as before, its controls carry the new version; no new note was sent.
        inPlace++;
        const after = h.standin.state.messages.get(message.id)!;
        expect(textOf(after)).toBe(before.text);
        expect(after.attachments.map((a) => a.id), 'its picture kept').toEqual(before.pictures);
        expect(controlsOf(after).some((c) => (c.custom_id ?? '').startsWith(`h:${gameId}:${stored(h, gameId).version}:`))).toBe(true);
        if (inPlace === 1) await diesBeforeItsReport(gameId, now.seq, note.seq, message.id, me.id, dm);
      } else {
        sent++;
        expect(looks(now), 'a note sent again reads differently (its lines or its controls)').not.toBe(looks(note));
      }
    }
    expect(inPlace, 'some presses left the note as it was').toBeGreaterThan(0);
    expect(sent, 'and some changed it').toBeGreaterThan(0);
    await expectExportIsWhatWasSent(h, gameId, dm);
  });
});
