// The earlier controls a person's step supersedes are marked to go (`toRetire`) in the step's own commit: one write
// transaction for the step, and after it the store says of each earlier post what the plan says (its controls going, or,
// for the pressed message itself, left to the press that spends it).
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import type { SqliteStore } from '../../src/store/index.js';
import type { Post } from '../../src/table/table.js';
import { ann, bob, officeForTwo, ok, publicOf, server, setup } from './helpers.js';

/** The user the game waits on. */
function actingUser(store: SqliteStore, gameId: number): string {
  const data = store.game(gameId)!.state as { engine: { turn?: number; current?: number }; seats: { userId: string }[] };
  return data.seats[GAMES.require('art-robbery').waitingOn(data.engine)[0]].userId;
}

let env: ReturnType<typeof setup>;
afterEach(() => env?.close());

describe('controls taken away with the step', () => {
  it('a press that supersedes earlier controls is one write transaction, and the store marks what its plan retires', () => {
    env = officeForTwo(7);
    const store = env.store as SqliteStore;
    const gameId = store.activeGame(server.channelId)!.id;
    const board = publicOf(ok(env.service.status(server, ann)));
    const boardSeq = board.seq!;
    // Every post so far delivered, each a message of its own, its controls live; the board is pressed.
    for (const p of store.posts(gameId)) store.delivered(gameId, p.seq, { channelId: server.channelId, messageId: p.seq === boardSeq ? 'board' : `m${p.seq}`, live: true });
    const move = board.buttons.flat().find((b) => /:a:(move|peek) /.test(b.id))!;

    const writes = store.writeTransactions;
    const step = ok(env.service.button({ ...server, messageId: 'board' }, ann, move.id));
    expect(store.writeTransactions - writes, 'the step and its controls taken away: one transaction').toBe(1);
    expect(step.pressed.fate).toBe('spend');
    const retire = step.retire.map((p) => p.seq);
    expect(retire.length, 'earlier controls superseded').toBeGreaterThan(0);
    const after = new Map(store.posts(gameId).map((p) => [p.seq, p]));
    for (const seq of retire) expect(after.get(seq)!.retiring, `post ${seq}`).toBe(true);
    // The pressed message is the press's to spend: not marked (nor in the plan's list).
    expect(retire).not.toContain(boardSeq);
    expect(after.get(boardSeq)!.retiring).toBe(false);
    // Nothing else marked.
    expect([...after.values()].filter((p) => p.retiring).map((p) => p.seq).sort((a, b) => a - b)).toEqual([...retire].sort((a, b) => a - b));
  });
});

describe('what a step reads', () => {
  it('a step reads no whole list of the game\'s posts: only newer ones, however long the game has been', () => {
    env = officeForTwo(7);
    const store = env.store as SqliteStore;
    const gameId = store.activeGame(server.channelId)!.id;
    const board = publicOf(ok(env.service.status(server, ann)));
    // The lobby too was delivered, one message, its controls gone once the heist began: where it is must not be
    // looked for at every step.
    for (const p of store.posts(gameId)) {
      const lobby = p.kind === 'lobby';
      store.delivered(gameId, p.seq, { channelId: server.channelId, messageId: lobby ? 'lobby' : p.seq === board.seq ? 'board' : `m${p.seq}`, live: !lobby });
    }
    expect(store.posts(gameId).some((p) => p.kind === 'lobby' && p.messageId)).toBe(true);
    const move = board.buttons.flat().find((b) => /:a:(move|peek) /.test(b.id))!;
    const whole: unknown[] = [];
    const read = store.posts.bind(store);
    store.posts = (id, filter) => {
      if (filter?.afterSeq === undefined) whole.push(new Error().stack!.split('\n').slice(2, 4).join(' | '));
      return read(id, filter);
    };
    ok(env.service.button({ ...server, messageId: 'board' }, ann, move.id));
    expect(whole, 'whole post lists read by the step').toEqual([]);
  });
});

describe('controls taken away with a kept answer', () => {
  it('My hand pressed again is one write transaction: the new note kept and the older note\'s controls marked to go', () => {
    env = setup(11);
    const store = env.store as SqliteStore;
    ok(env.service.start(server, ann, { game: 'art-robbery' }));
    ok(env.service.join(server, bob));
    ok(env.service.begin(server, ann));
    const gameId = store.activeGame(server.channelId)!.id;
    const deliverAll = () => {
      for (const p of store.posts(gameId)) if (!p.messageId) store.delivered(gameId, p.seq, { channelId: server.channelId, messageId: `m${p.seq}`, live: true });
    };
    deliverAll();
    const board = store.posts(gameId, { audiences: ['public'] }).filter((p) => p.kind !== 'lobby').at(-1)!;
    const hand = ((board.body as Post).buttons ?? []).flat().find((b) => /My hand/.test(b.label))!;
    const waiting = actingUser(store, gameId) === ann.id ? ann : bob;
    const first = ok(env.service.button({ ...server, messageId: board.messageId! }, waiting, hand.id));
    expect(first.posts.some((p) => p.audience === waiting.id && p.buttons.flat().length > 0), 'their note, with its controls').toBe(true);
    deliverAll();

    const marked = new Set(store.posts(gameId).filter((p) => p.retiring).map((p) => p.seq));
    const writes = store.writeTransactions;
    const again = ok(env.service.button({ ...server, messageId: board.messageId! }, waiting, hand.id));
    expect(store.writeTransactions - writes, 'the note kept and the older one\'s controls taken away: one transaction').toBe(1);
    const retire = again.retire.map((p) => p.seq);
    expect(retire.length, 'the older note superseded').toBeGreaterThan(0);
    const after = new Map(store.posts(gameId).map((p) => [p.seq, p]));
    for (const seq of retire) expect(after.get(seq)!.retiring, `post ${seq}`).toBe(true);
    // Nothing else marked by this press (the first press's marks wait for their delivery).
    expect([...after.values()].filter((p) => p.retiring && !marked.has(p.seq)).map((p) => p.seq).sort((a, b) => a - b)).toEqual([...retire].filter((q) => !marked.has(q)).sort((a, b) => a - b));
    expect(retire.filter((q) => !marked.has(q)).length, 'newly superseded').toBeGreaterThan(0);
    // The board pressed keeps its controls: My hand works for the game's whole life.
    expect(retire).not.toContain(board.seq);
  });
});
