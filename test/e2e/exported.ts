// The per-seat export checked against what the stand-in really delivered: for every person at the table, the messages
// they can see (the channel, their own ephemeral answers, their DM with the bot), in the order they appeared, are
// exactly the export's posts for their seat — same text, a picture where the post had one — and `npm run -s export
// -- --game ID --seat N` prints that same list.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import type { Stored } from '../../src/table/persist.js';
import { seatExport } from '../../src/table/seat-export.js';
import { seenInOrder, type Harness, textOf } from './harness.js';
import { nodeArgs } from '../node-args.js';

export async function expectExportIsWhatWasSent(h: Harness, gameId: number, channel: string, cliSeat?: number): Promise<void> {
  const g = h.bot.store.game(gameId)!;
  const stored = g.state as Stored;
  const game = GAMES.require(g.kind);
  const posts = h.bot.store.posts(gameId);
  let people = 0;
  for (const [i, seat] of stored.seats.entries()) {
    if (seat.bot || !seat.userId || stored.seats.findIndex((x) => x.userId === seat.userId) !== i) continue;
    people++;
    const told = seatExport(game, stored, posts, i, 'en').posts;
    const seen = seenInOrder(h, seat.userId, [channel, h.standin.dmChannel(seat.userId)]);
    expect(seen.map((m) => textOf(m)), `what ${seat.name} was sent`).toEqual(told.map((p) => p.text));
    expect(seen.map((m) => m.attachments.length > 0), `${seat.name}'s pictures`).toEqual(told.map((p) => p.picture));
  }
  expect(people).toBeGreaterThan(0);
  if (cliSeat !== undefined) {
    const run = promisify(execFile);
    const out = await run(process.execPath, nodeArgs('src/cli/export.ts', '--game', String(gameId), '--seat', String(cliSeat + 1)), {
      env: { ...process.env, DATABASE_PATH: h.storePath },
    });
    expect(JSON.parse(out.stdout).posts).toEqual(seatExport(game, stored, posts, cliSeat, 'en').posts);
  }
}
