// Posts with an audience, with a small game that has secrets (toy-game.ts): public posts are made from the spectator
// view, each hand reaches only its holder (an ephemeral answer to the one who acted, a DM to the next, /heist hand),
// bots take their seats and their turns are told together, and a button is never a grant.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/core/registry.js';
import { openStore, type SqliteStore } from '../../src/store/index.js';
import { Table, type Outcome, type Post, type Result, type UserRef, type Where } from '../../src/table/table.js';
import type { Stored } from '../../src/table/persist.js';
import { answerOf, jobOf, notesOf, publicOf, publicPosts, storyOf } from './helpers.js';
import { controlKind, decodeId } from '../../src/table/ids.js';
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
  return new Table(store, new GameRegistry([toyGame]), { seed: () => seed++ });
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
const ids = (p: Post) => [...p.buttons.flat().map((b) => b.id), ...p.selects.map((m) => m.id)];
/** What a control does (ids.ts): an action, a confirm, a focus … or one of the table's own (My hand). */
const does = (id: string) => controlKind(decodeId(id)?.what ?? '');
const who = (o: Outcome) => notesOf(o).map((n) => [n.audience, n.via]);

/** Nothing of anyone's hand in any public message of an outcome: no hand line, no drawn card, no card control, a
 * picture drawn from the spectator's view; and there is one. */
function expectPublic(o: Outcome): void {
  const all = publicPosts(o);
  expect(all.length).toBeGreaterThan(0);
  for (const p of all) {
    expect(p.via).toBe('channel');
    expect(p.seat).toBeNull();
    expect(p.text.join('\n')).not.toMatch(/Your hand|You drew/);
    expect(ids(p).filter((id) => ['act', 'confirm', 'focus'].includes(does(id)))).toEqual([]);
    if (p.picture) expect((jobOf(o, p)!.view as { hand: unknown }).hand).toBeNull();
  }
}

describe('a game with secrets at the table', () => {
  it('in a DM: starts at once against a bot; your hand comes as a note there, never in the public post', () => {
    const t = table();
    const r = ok(t.start(dm, ann, { game: 'toy' }));
    expectPublic(r);
    expect(r.posts[0].kind).toBe('start');
    const s = state(dm);
    expect(s.names.length).toBe(2);
    const seats = (store.activeGame('dm1')!.state as Stored).seats;
    expect(seats.map((x) => !!x.bot)).toEqual([false, true]);
    // A DM game's channel is already private: the note is a plain message there.
    expect(who(r)).toEqual([['u1', 'channel']]);
    expect(notesOf(r)[0].text.join(' ')).toContain(`Your hand: ${s.hands[0].join(' ')}`);
  });

  it('in a channel: the actor gets an ephemeral note, the next person a DM, bots play in between, told in one post', () => {
    const t = table();
    ok(t.start(server, ann, { game: 'toy', bots: 1 }));
    ok(t.join(server, bob));
    const begun = ok(t.begin(server, ann));
    expectPublic(begun);
    expect(begun.posts.map((p) => p.kind)).toEqual(['start', 'note']);
    expect(who(begun)).toEqual([['u1', 'answer']]);
    const annNote = answerOf(begun);
    expect(annNote.kind).toBe('note');
    const card = state(server).hands[0][0];
    const press = annNote.buttons.flat().find((b) => b.id.endsWith(`:a:play ${card}`))!;

    // Ann plays from her note: the channel gets the turn's post (first), Ann's note is the answer (her new hand).
    const played = ok(t.button(server, ann, press.id));
    expectPublic(played);
    expect(played.posts[0]).toBe(storyOf(played));
    expect(storyOf(played).text.join(' ')).toContain(`Ann played ${card}`);
    expect(storyOf(played).picture).not.toBeNull();
    // While the game goes on, the public post offers My hand (for anyone to see their own).
    expect(ids(storyOf(played)).map(does)).toEqual(['hand']);
    const annNew = answerOf(played);
    expect(annNew).toMatchObject({ kind: 'note', audience: 'u1' });
    expect(annNew.text.join(' ')).toMatch(/You drew c\d/);
    // Bob is next: his hand comes by DM, and only his; Ann gets no second note.
    expect(who(played)).toEqual([['u1', 'answer'], ['u2', 'dm']]);
    const bobNote = notesOf(played)[1];
    expect(bobNote.text.join(' ')).toContain(`Your hand: ${state(server).hands[1].join(' ')}`);
    expect(bobNote.text.join(' ')).not.toContain(`Your hand: ${state(server).hands[0].join(' ')}`);

    // Bob types his play in the channel; the bot plays next at once; both told in one public post.
    const bobCard = state(server).hands[1][0];
    const after = ok(t.act(server, bob, `play ${bobCard}`));
    expectPublic(after);
    expect(after.posts[0]).toBe(storyOf(after));
    const post = storyOf(after).text.join('\n');
    expect(post).toContain(`Bob played ${bobCard}`);
    expect(post).toMatch(/Bot 1 played c\d/);
    expect(state(server).turn).toBe(0);
    expect(who(after)).toEqual([['u1', 'dm'], ['u2', 'answer']]);
  });

  it('/heist hand shows only your own hand, only to you; a stranger has none', () => {
    const t = table();
    ok(t.start(server, ann, { game: 'toy', bots: 1 }));
    ok(t.join(server, bob));
    ok(t.begin(server, ann));
    const asked = ok(t.hand(server, bob));
    expect(asked.posts).toHaveLength(1);
    const mine = answerOf(asked);
    expect(mine).toMatchObject({ kind: 'hand', audience: 'u2', seat: 1 });
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
    const annButton = notesOf(begun)[0].buttons.flat()[0];
    const before = store.activeGame('c1')!.version;
    const byBob = t.button(server, bob, annButton.id);
    expect(byBob.ok).toBe(false);
    expect(!byBob.ok && byBob.code).toBe('not-your-turn');
    expect(t.button(server, zed, annButton.id).ok).toBe(false);
    expect(store.activeGame('c1')!.version).toBe(before);
  });

  it('a control acts from the game\'s channel or from the private note it is on, not from anywhere else', () => {
    const t = table();
    ok(t.start(server, ann, { game: 'toy', bots: 1 }));
    ok(t.join(server, bob));
    const begun = ok(t.begin(server, ann));
    const card = state(server).hands[0][0];
    const played = ok(t.button(server, ann, answerOf(begun).buttons.flat().find((b) => b.id.endsWith(`:a:play ${card}`))!.id));
    // Bob's note came by DM; its message is where his controls live.
    const bobNote = notesOf(played).find((n) => n.audience === 'u2')!;
    expect(bobNote.via).toBe('dm');
    t.report(bobNote.gameId, [{ seq: bobNote.seq!, sent: { channelId: 'dm-bob', messageId: 'm-bob' }, live: true }]);
    const bobCard = state(server).hands[1][0];
    const id = bobNote.buttons.flat().find((b) => b.id.endsWith(`:a:play ${bobCard}`))!.id;
    const before = store.activeGame('c1')!.version;
    const elsewhere: Where = { guildId: null, channelId: 'dm-other', isDM: true };
    const refused = t.button(elsewhere, bob, id);
    expect(!refused.ok && refused.code).toBe('unknown-button');
    const notOurs = t.button({ ...elsewhere, messageId: 'm-unknown' }, bob, id);
    expect(!notOurs.ok && notOurs.code).toBe('unknown-button');
    expect(store.activeGame('c1')!.version).toBe(before);
    // From the note itself it plays; the public post still goes to the game's channel.
    const fromNote = ok(t.button({ guildId: null, channelId: 'dm-bob', isDM: true, messageId: 'm-bob' }, bob, id));
    expect(fromNote.channelId).toBe('c1');
    expect(storyOf(fromNote).text.join(' ')).toContain(`Bob played ${bobCard}`);
    expect(fromNote.pressed.fate).toBe('spend');
  });
});

describe('a start where bots play first', () => {
  it('tells the header, then the bots\' moves, then where things stand once, with no line said twice', async () => {
    const { artRobbery } = await import('../../src/games/art-robbery/index.js');
    dir = mkdtempSync(join(tmpdir(), 'heist-hidden-'));
    store = openStore(join(dir, 't.sqlite'), { warn: () => {} });
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const t = new Table(store, new GameRegistry([artRobbery]), { seed: () => seed });
      const where: Where = { guildId: null, channelId: `dm-${seed}`, isDM: true };
      const start = publicOf(ok(t.start(where, ann, { game: 'art-robbery' })));
      expect(start.kind).toBe('start');
      const post = start.text;
      const story = post.filter((l) => /^Bot \w+ played/.test(l));
      if (story.length === 0) continue;
      checked++;
      expect(new Set(post).size, post.join('\n')).toBe(post.length);
      // The header, then what the bots did, then where things stand (as /heist status tells it), each once.
      const now = publicOf(ok(t.status(where, ann))).text;
      expect(post).toEqual([now[0], ...story, ...now.slice(1)]);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('a reader\'s last note, as renewing it in place sees it', () => {
  it('shows a picture only where its message does: its own, or the one kept from the note it renewed in place', () => {
    const t = table();
    ok(t.start(server, ann, { game: 'toy', bots: 1 }));
    ok(t.join(server, bob));
    ok(t.begin(server, ann));
    const gameId = store.activeGame('c1')!.id;
    const note = (text: string, picture: boolean) => ({
      kind: 'note' as const, audience: bob.id, seat: 1,
      body: { via: 'dm', text: [text], buttons: [], selects: [], picture: picture ? { viewer: 1 } : null, drawn: 'his view', mention: null },
    });
    const sent = (seq: number, messageId: string) => ({ seq, sent: { channelId: 'dm-bob', messageId }, live: true });
    const first = store.addPosts(gameId, [note('one', true)])[0].seq;
    t.report(gameId, [sent(first, 'm1')]);
    expect(t.deliveryFacts(gameId).lastNote(bob.id)).toMatchObject({ seq: first, pictured: true });
    // Sent without its picture (its reader's was the same, shown above): its message shows none, so renewing it in
    // place must keep none (a card naming a picture its message lacks is refused by Discord).
    const second = store.addPosts(gameId, [note('two', false)])[0].seq;
    t.report(gameId, [sent(second, 'm2')]);
    expect(t.deliveryFacts(gameId).lastNote(bob.id)).toMatchObject({ seq: second, pictured: false });
    // Shown in place of the first: its message still shows the first one's picture.
    const third = store.addPosts(gameId, [note('one', false)])[0].seq;
    t.report(gameId, [{ seq: first, retired: true }, sent(third, 'm1')]);
    expect(t.deliveryFacts(gameId).lastNote(bob.id)).toMatchObject({ seq: third, pictured: true });
  });
});
