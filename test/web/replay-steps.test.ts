// The replay and the export from kept posts as their delivery reported them: each post at the step it was made, a
// note shown again in place (renewed later) once, at the step it came to read as it does, without moving any other
// post; and how each private note reached its reader (an ephemeral answer in the channel, a DM) as reported.
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { SPECTATOR } from '../../src/core/types.js';
import type { Stored } from '../../src/table/persist.js';
import { seatExport } from '../../src/table/seat-export.js';
import type { Fate } from '../../src/table/types.js';
import { liveMain, replayPage, served } from '../../src/web/html.js';
import { live, reading, replayOf } from '../../src/web/model.js';
import { Timeline } from '../../src/web/timeline.js';
import { ann, bob, cat, ok, server, setup } from '../table/helpers.js';

const game = GAMES.require('art-robbery');
const users = [ann, bob, cat];
const envs: ReturnType<typeof setup>[] = [];
afterEach(() => {
  for (const e of envs.splice(0)) e.close();
});

/**
 * An Art Robbery of Ann, Bob and Cat in a server channel, every post reported delivered as Discord would: public posts
 * in the channel, a note for the one who acted as an ephemeral answer there, a note for someone else by DM — except
 * Ann's notes after her first, each shown again in place (renewed) as her last one while she has not acted since.
 */
function played(steps: number) {
  const e = setup(5);
  envs.push(e);
  ok(e.service.start(server, ann, { game: 'art-robbery' }));
  ok(e.service.join(server, bob));
  ok(e.service.join(server, cat));
  let gameId = 0;
  let n = 0;
  let annLast: string | null = null;
  const deliver = (actor: string) => {
    const fates: Fate[] = [];
    for (const p of e.store.posts(gameId).filter((x) => x.outbox === 1)) {
      const renewed = p.audience === ann.id && annLast !== null && actor !== ann.id;
      const channelId = p.audience === 'public' || p.audience === actor || renewed ? server.channelId : `dm-${p.audience}`;
      const messageId = renewed ? annLast! : `m${++n}`;
      if (p.audience === ann.id) annLast = messageId;
      fates.push({ seq: p.seq, sent: { channelId, messageId }, live: false });
    }
    e.service.report(gameId, fates);
  };
  gameId = ok(e.service.begin(server, ann)).gameId;
  deliver(ann.id);
  for (let k = 0; k < steps; k++) {
    const s = (e.store.game(gameId)!.state as Stored).engine;
    const seat = game.waitingOn(s)[0];
    const a = game.legal(s, seat)[0];
    ok(e.service.act(server, users[seat], [a.verb, ...a.args].join(' ')));
    deliver(users[seat].id);
  }
  return { e, gameId };
}

describe('the replay from kept posts', () => {
  it('shows each post at the step it was made, a note renewed later once and at its last showing', async () => {
    const { e, gameId } = played(6);
    const posts = e.store.posts(gameId);
    const g = e.store.game(gameId)!;
    const tl = new Timeline(game, (g.state as Stored).setup);
    await tl.grow(e.store.log(gameId, { includeUndone: true }), g.version);
    // Ann's notes were shown again in place later: the case that moved posts to the wrong step.
    const exported = seatExport(game, g.state as Stored, posts, 0, 'en');
    expect(exported.posts.some((p) => p.to === 'you' && p.again !== undefined)).toBe(true);
    for (const seat of [0, 1, 2, SPECTATOR]) {
      const replay = replayOf(reading(game, g, seat), posts, tl);
      const stepOf = new Map(replay.frames.flatMap((f, i) => f.posts.map((p) => [p.seq, i] as const)));
      // Every public post of a step (the start, each move's story) sits at the frame of its own version.
      const publics = posts.filter((p) => p.audience === 'public' && p.kind !== 'lobby');
      expect(publics.length).toBeGreaterThan(3);
      for (const p of publics) {
        const at = stepOf.get(p.seq);
        expect(at, `post ${p.seq} (${p.kind})`).toBeDefined();
        expect(replay.frames[at!].version, `post ${p.seq} (${p.kind}) at version ${p.version}`).toBe(p.version);
      }
      // Each message once; a renewed note at the step of its last showing, after what came before it there.
      const listed = replay.frames.flatMap((f) => f.posts);
      expect(new Set(listed.map((p) => p.seq)).size).toBe(listed.length);
      for (const [i, f] of replay.frames.entries()) {
        // (The start holds the lobby's posts too, made before it.)
        for (const p of f.posts) if (i > 0) expect(p.version).toBeGreaterThanOrEqual(f.version);
        const order = f.posts.map((p) => p.again ?? p.seq);
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }
    }
  });
});

describe('the export says how each note reached its reader', () => {
  it('an ephemeral answer or follow-up in the channel is "answer", a DM "dm", whatever the plan said', () => {
    const { e, gameId } = played(4);
    const posts = e.store.posts(gameId);
    const g = e.store.game(gameId)!;
    for (const seat of [0, 1, 2]) {
      const mine = seatExport(game, g.state as Stored, posts, seat, 'en').posts.filter((p) => p.to === 'you');
      expect(mine.length).toBeGreaterThan(0);
      for (const p of mine) {
        // The kept post the message reads as (a renewal's own report), and where its delivery said it went.
        const last = posts.find((x) => x.seq === (p.again ?? p.seq))!;
        expect(p.via, `seat ${seat}, post ${p.seq}`).toBe(last.channelId === server.channelId ? 'answer' : 'dm');
      }
    }
    // Ann's notes all reached her in the channel (answers and renewals of them), though some were planned as DMs.
    const annNotes = seatExport(game, g.state as Stored, posts, 0, 'en').posts.filter((p) => p.to === 'you');
    expect(annNotes.map((p) => p.via)).toEqual(annNotes.map(() => 'answer'));
    expect(posts.some((p) => p.audience === ann.id && (p.body as { via: string }).via === 'dm')).toBe(true);
    // Public posts are in the channel.
    expect(seatExport(game, g.state as Stored, posts, SPECTATOR, 'en').posts.every((p) => p.via === 'channel')).toBe(true);
  });
});

describe('the pages say each thing once', () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, '\n').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

  it('the live page names whom the game waits on once: its board says it', () => {
    const { e, gameId } = played(2);
    const g = e.store.game(gameId)!;
    for (const seat of [0, 1, 2, SPECTATOR]) {
      const r = reading(game, g, seat);
      const m = live(r, e.store.posts(gameId), e.store.log(gameId));
      const waited = m.where.waiting[0];
      expect(waited).toBeTruthy();
      // (Bob reads Russian.)
      const turn = seat === 1 ? `Ходит ${waited}.` : `${waited}'s turn.`;
      expect(m.status.join('\n')).toContain(turn);
      const page = text(liveMain(r, m));
      expect(page).not.toMatch(/Waiting on|Ждём/);
      expect(page.split(turn)).toHaveLength(2);
    }
  });

  it('the replay names each step once (the count over the steps)', async () => {
    const { e, gameId } = played(3);
    const g = e.store.game(gameId)!;
    const tl = new Timeline(game, (g.state as Stored).setup);
    await tl.grow(e.store.log(gameId, { includeUndone: true }), g.version);
    const html = replayPage(reading(game, g, 0), replayOf(reading(game, g, 0), e.store.posts(gameId), tl), { src: served });
    for (let i = 1; i <= 3; i++) expect(text(html).split(`Step ${i} of 3`), `step ${i}`).toHaveLength(1);
    expect(html).toContain('aria-label="Step 2 of 3"');
  });

  it('"since your last move" does not repeat the start post while it is the board shown above it', () => {
    // Before anyone moved: the start post is the board itself, shown once.
    const { e, gameId } = played(0);
    const start = e.store.posts(gameId).find((p) => p.kind === 'start')!;
    for (const seat of [0, 1, 2]) {
      const m = live(reading(game, e.store.game(gameId)!, seat), e.store.posts(gameId), e.store.log(gameId));
      expect(m.since.map((p) => p.seq)).not.toContain(start.seq);
    }
    // Once someone moved, it is what a seat that has not moved yet was told first: it stays, in order.
    const later = played(1);
    const g = later.e.store.game(later.gameId)!;
    const waited = game.waitingOn((g.state as Stored).engine)[0];
    const m = live(reading(game, g, waited), later.e.store.posts(later.gameId), later.e.store.log(later.gameId));
    expect(m.since.filter((p) => !p.mine).map((p) => p.kind)).toEqual(['start', 'story']);
  });
});
