// Every post is one card on Discord (layout components, IS_COMPONENTS_V2), in its game's colour: the lobby, the turn
// posts with their picture inside, the private notes (made from the seat's own view, picture and all), the end post.
// A superseded card loses its controls but keeps its text and picture; the next player is pinged exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { IMAGE_NAME, IMAGE_URL } from '../../src/discord/view.js';
import type { Message } from '../../src/local/standin/index.js';
import {
  actingUser, confirmOf, crewChannel, customIds, enabledActions, gatherAndBegin, isEphemeral, latestWithComponents, selectOf, startHarness, textOf, type Harness,
} from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const V2 = 1 << 15;
/** The one container of a card, or a failure naming what the message is instead. */
function cardOf(m: Message): { accent_color?: number; components: { type: number; items?: { media: { url: string } }[] }[] } {
  expect(m.flags & V2, `a card: ${textOf(m).slice(0, 60)}`).toBe(V2);
  expect(m.content).toBe('');
  expect(m.components.map((c: any) => c.type)).toEqual([17]);
  return m.components[0] as any;
}
/** A card's inside as component types: 12 picture, 10 text, 14 separator, 1 a row of controls. */
const layout = (m: Message) => cardOf(m).components.map((c) => c.type);
/** The card shows its own picture: a gallery naming the one attachment the message has. */
function showsPicture(m: Message): boolean {
  const gallery = cardOf(m).components.find((c) => c.type === 12);
  if (!gallery) return false;
  expect(gallery.items!.map((i) => i.media.url)).toEqual([IMAGE_URL]);
  expect(m.attachments.map((a) => a.filename)).toEqual([IMAGE_NAME]);
  return true;
}

describe('posts as cards', () => {
  it('a server game: the lobby, the turn post with its picture, the next player pinged once, the old card kept without controls, the end', async () => {
    const color = GAMES.require('burgle-bros').color;
    expect(color).toBeDefined();
    const { people: [ava, bo], channel } = crewChannel(h, ['ava', 'bo'], 'Cards');
    const gameId = await gatherAndBegin(h, channel, ava.id, [bo.id], '/heist start scenario:office');
    const shown = h.driver.messages(channel, bo.id).filter((m) => !isEphemeral(m));
    const [lobby, start] = shown;
    expect(layout(lobby)).toEqual([10]);
    expect(cardOf(lobby).accent_color).toBe(color);
    // Begun, the lobby message says so, with the crew (no invitation left with nothing to press).
    expect(textOf(lobby)).toMatch(/^The heist began: Burgle Bros\. \(The Office Job\), crew ava, bo\./);
    // The start post: the picture, the story, then ava's controls under a separator, in the game's colour.
    expect(layout(start).slice(0, 3)).toEqual([12, 10, 14]);
    expect(layout(start).slice(3).every((t) => t === 1)).toBe(true);
    expect(cardOf(start).accent_color).toBe(color);
    expect(showsPicture(start)).toBe(true);
    const startText = textOf(start);

    // Ava picks the entrance on the start post: the pressed card keeps its text and picture, without its controls.
    const entrance = selectOf(start)!;
    await h.driver.select(ava.id, start.id, entrance.id, [entrance.values[0]]);
    await h.bot.idle();
    const spent = h.driver.messages(channel, bo.id).find((m) => m.id === start.id)!;
    expect(customIds(spent)).toEqual([]);
    expect(layout(spent)).toEqual([12, 10]);
    expect(showsPicture(spent)).toBe(true);
    expect(textOf(spent)).toBe(startText);

    // Ava ends her turn (End turn, then Confirm): bo is pinged by the one post that says it is his move, and by no edit.
    const mine = latestWithComponents(h, channel, ava.id)!;
    const mineText = textOf(mine);
    const minePictured = showsPicture(mine);
    const pinged: { event: string; id: string }[] = [];
    const before = new Map<string, string[]>();
    const off = h.driver.onMessage((m, event) => {
      if (event === 'create' && m.mentions?.includes(bo.id)) pinged.push({ event, id: m.id });
      if (event === 'update' && m.mentions?.includes(bo.id) && !before.get(m.id)?.includes(bo.id)) pinged.push({ event, id: m.id });
      before.set(m.id, m.mentions ?? []);
    });
    // End turn shows a preview (Confirm); an event may then ask ava something: she answers until it is bo's move.
    await h.driver.click(ava.id, mine.id, customIds(mine).find((id) => id.endsWith(':a:end'))!);
    await h.bot.idle();
    for (let n = 0; actingUser(h, gameId) === ava.id && n < 10; n++) {
      const ask = latestWithComponents(h, channel, ava.id)!;
      const confirm = confirmOf(ask);
      const menu = selectOf(ask);
      if (confirm) await h.driver.click(ava.id, ask.id, confirm);
      else if (enabledActions(ask).length) await h.driver.click(ava.id, ask.id, enabledActions(ask)[0]);
      else await h.driver.select(ava.id, ask.id, menu!.id, [menu!.values[0]]);
      await h.bot.idle();
    }
    expect(actingUser(h, gameId)).toBe(bo.id);
    off();
    const turn = latestWithComponents(h, channel, bo.id)!;
    expect(textOf(turn)).toContain(`<@${bo.id}>`);
    expect(pinged).toEqual([{ event: 'create', id: turn.id }]);
    expect(turn.mentions).toEqual([bo.id]);
    expect(showsPicture(turn)).toBe(true);
    // Ava's post, superseded by it: the same card, text (and picture, if it had one), without controls.
    const old = h.driver.messages(channel, bo.id).find((m) => m.id === mine.id)!;
    expect(customIds(old)).toEqual([]);
    expect(layout(old)).toEqual(minePictured ? [12, 10] : [10]);
    expect(showsPicture(old)).toBe(minePictured);
    expect(textOf(old)).toBe(mineText);

    // The host ends the game: the end post is a card too, and no card of the game keeps a control.
    const ask = await h.driver.slashLine(ava.id, channel, '/heist end');
    await h.driver.click(ava.id, ask.message!.id, customIds(ask.message!)[0]);
    await h.bot.idle();
    const all = h.driver.messages(channel, ava.id);
    for (const m of all.filter((x) => !isEphemeral(x))) {
      expect(cardOf(m).accent_color, textOf(m).slice(0, 60)).toBe(color);
      expect(customIds(m)).toEqual([]);
    }
    expect(textOf(all.at(-1)!)).toMatch(/called off/);
  });

  it('a private note is a card made from its seat: its own picture, in the game colour; pressed, it keeps both', async () => {
    const color = GAMES.require('noir-heist').color;
    const u = h.standin.createUser({ username: 'chief' });
    const dm = h.standin.dmChannel(u.id);
    await h.driver.slashLine(u.id, dm, '/heist start game:noir-heist side:chief bots:6');
    await h.bot.idle();
    const note = latestWithComponents(h, dm, u.id)!;
    expect(textOf(note)).toMatch(/plainclothes officer/i);
    expect(cardOf(note).accent_color).toBe(color);
    expect(showsPicture(note)).toBe(true);
    const noteText = textOf(note);
    const button = enabledActions(note)[0];
    const menu = selectOf(note)!;
    if (button) await h.driver.click(u.id, note.id, button);
    else await h.driver.select(u.id, note.id, menu.id, [menu.values[0]]);
    await h.bot.idle();
    const pressed = h.driver.messages(dm, u.id).find((m) => m.id === note.id)!;
    expect(customIds(pressed)).toEqual([]);
    expect(showsPicture(pressed)).toBe(true);
    expect(textOf(pressed)).toBe(noteText);
  });
});
