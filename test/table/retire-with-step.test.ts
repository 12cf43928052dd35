// The earlier controls a person's step supersedes are marked to go (`toRetire`) in the step's own commit: one write
// transaction for the step, and after it the store says of each earlier post what the plan says (its controls going, or,
// for the pressed message itself, left to the press that spends it).
import { afterEach, describe, expect, it } from 'vitest';
import type { SqliteStore } from '../../src/store/index.js';
import { ann, officeForTwo, ok, publicOf, server } from './helpers.js';

let env: ReturnType<typeof officeForTwo>;
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
