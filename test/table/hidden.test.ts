// Posts with an audience, with a small game that has secrets (toy-game.ts): public posts are made from the spectator
// view, each hand reaches only its holder (an ephemeral reply to the one who acted, a DM to the next, /heist hand),
// bots take their seats and their turns are told together, and a button is never a grant.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/core/registry.js';
import { openStore, type SqliteStore } from '../../src/store/index.js';
import { Table, type Outcome, type Result, type UserRef, type View, type Where } from '../../src/table/table.js';
import type { Stored } from '../../src/table/persist.js';
import { toyGame, type ToyState } from './toy-game.js';

const server: Where = { guildId: 'g1', channelId: 'c1', isDM: false };
const dm: Where = { guildId: null, channelId: 'dm1', isDM: true };
const ann: UserRef = { id: 'u1', name: 'Ann' }, bob: UserRef = { id: 'u2', name: 'Bob' }, zed: UserRef = { id: 'u9', name: 'Zed' };

let dir = '';
let store: SqliteStore;
function table(): Table {
  dir = mkdtempSync(join(tmpdir(), 'heist-hidden-'));
  store = openStore(join(dir, 't.sqlite'), { warn: () => {} });
  let seed = 11;
  return new Table(store, new GameRegistry([toyGame]), { seed: () => seed++, render: (_k, v) => Buffer.from(JSON.stringify(v)) });
}
afterEach(() => {
  store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const ok = (r: Result): Outcome => {
  if (!r.ok) throw new Error(`expected ok, got ${r.code}: ${r.text}`);
  return r;
};
const state = (where: Where) => (store.activeGame(where.channelId)?.state as Stored | undefined)?.engine as ToyState;
const ids = (v: View) => v.buttons.flat().map((b) => b.id);

/** Nothing of anyone's hand in a public message: no hand line, no drawn card, no card button. */
function expectPublic(v: View | undefined): void {
  if (!v) return;
  expect(v.ephemeral ?? false).toBe(false);
  expect(v.text.join('\n')).not.toMatch(/Your hand|You drew/);
  expect(ids(v).filter((id) => id.includes(':a:'))).toEqual([]);
  if (v.image) expect(JSON.parse(v.image().toString()).hand).toBeNull();
}

describe('a game with secrets at the table', () => {
  it('in a DM: starts at once against a bot; your hand comes as a note there, never in the public post', () => {
    const t = table();
    const r = ok(t.start(dm, ann, { game: 'toy' }));
    expectPublic(r.reply);
    const s = state(dm);
    expect(s.names.length).toBe(2);
    const seats = (store.activeGame('dm1')!.state as Stored).seats;
    expect(seats.map((x) => !!x.bot)).toEqual([false, true]);
    expect(r.notes?.map((n) => [n.userId, n.via])).toEqual([['u1', 'here']]);
    expect(r.notes![0].view.text.join(' ')).toContain(`Your hand: ${s.hands[0].join(' ')}`);
  });

  it('in a channel: the actor gets an ephemeral note, the next person a DM, bots play in between, told in one post', () => {
    const t = table();
    ok(t.start(server, ann, { game: 'toy', bots: 1 }));
    ok(t.join(server, bob));
    const begun = ok(t.begin(server, ann));
    expectPublic(begun.reply);
    expect(begun.notes?.map((n) => [n.userId, n.via])).toEqual([['u1', 'reply']]);
    const annNote = begun.notes![0].view;
    expect(annNote.ephemeral).toBe(true);
    const card = state(server).hands[0][0];
    const press = annNote.buttons.flat().find((b) => b.id.endsWith(`:a:play ${card}`))!;

    // Ann plays from her note: the note is the reply (her new hand), the channel gets the public post.
    const played = ok(t.button(server, ann, press.id));
    expect(played.reply.ephemeral).toBe(true);
    expect(played.reply.text.join(' ')).toMatch(/You drew c\d/);
    expectPublic(played.turnPost);
    expect(played.turnPost!.text.join(' ')).toContain(`Ann played ${card}`);
    // Bob is next: his hand comes by DM, and only his.
    const bobNote = played.notes!.find((n) => n.userId === 'u2')!;
    expect(bobNote.via).toBe('dm');
    expect(bobNote.view.text.join(' ')).toContain(`Your hand: ${state(server).hands[1].join(' ')}`);
    expect(played.notes!.every((n) => n.userId !== 'u1')).toBe(true);

    // Bob types his play in the channel; the bot plays next at once; both told in one public post.
    const bobCard = state(server).hands[1][0];
    const after = ok(t.act(server, bob, `play ${bobCard}`));
    expectPublic(after.reply);
    expectPublic(after.turnPost);
    const post = after.turnPost!.text.join('\n');
    expect(post).toContain(`Bob played ${bobCard}`);
    expect(post).toMatch(/Bot 1 played c\d/);
    expect(state(server).turn).toBe(0);
    expect(after.notes!.map((n) => [n.userId, n.via])).toEqual([['u1', 'dm'], ['u2', 'reply']]);
  });

  it('/heist hand shows only your own hand, only to you; a stranger has none', () => {
    const t = table();
    ok(t.start(server, ann, { game: 'toy', bots: 1 }));
    ok(t.join(server, bob));
    ok(t.begin(server, ann));
    const mine = ok(t.hand(server, bob)).reply;
    expect(mine.ephemeral).toBe(true);
    expect(mine.text.join(' ')).toContain(`Your hand: ${state(server).hands[1].join(' ')}`);
    expect(mine.text.join(' ')).not.toContain(state(server).hands[0].join(' '));
    expect(t.hand(server, zed).ok).toBe(false);
    // Not Bob's turn: his card buttons are there but disabled.
    expect(mine.buttons.flat().every((b) => b.disabled)).toBe(true);
  });

  it('a button is never a grant: the presser acts as their own seat, or is refused', () => {
    const t = table();
    ok(t.start(server, ann, { game: 'toy', bots: 1 }));
    ok(t.join(server, bob));
    const begun = ok(t.begin(server, ann));
    const annButton = begun.notes![0].view.buttons.flat()[0];
    const before = store.activeGame('c1')!.version;
    const byBob = t.button(server, bob, annButton.id);
    expect(byBob.ok).toBe(false);
    expect(!byBob.ok && byBob.code).toBe('not-your-turn');
    expect(t.button(server, zed, annButton.id).ok).toBe(false);
    expect(store.activeGame('c1')!.version).toBe(before);
  });
});

describe('a start where bots play first', () => {
  it('tells the bots\' moves first and where things stand once, with no line said twice', async () => {
    const { artRobbery } = await import('../../src/games/art-robbery/index.js');
    dir = mkdtempSync(join(tmpdir(), 'heist-hidden-'));
    store = openStore(join(dir, 't.sqlite'), { warn: () => {} });
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const t = new Table(store, new GameRegistry([artRobbery]), { seed: () => seed, render: () => Buffer.alloc(0) });
      const where: Where = { guildId: null, channelId: `dm-${seed}`, isDM: true };
      const post = ok(t.start(where, ann, { game: 'art-robbery' })).reply.text;
      const story = post.findIndex((l) => /^Bot \w+ played/.test(l));
      if (story < 0) continue;
      checked++;
      expect(new Set(post).size, post.join('\n')).toBe(post.length);
      // What the bots did comes before where things stand (the title line of the status).
      expect(story).toBeLessThan(post.findIndex((l) => l.includes('Art Robbery')));
    }
    expect(checked).toBeGreaterThan(0);
  });
});
