// Who is told what (src/table/posts.ts): every post a seat receives — public ones and its own — is made only from what
// that seat may know. Checked for every seat of every game with secrets over whole bot games: the posts a press makes
// for a seat are the same when every event the seat may not read is dropped and every view is taken of a twin that
// differs only in what the seat may not know. Also: what a seat was told alone reaches it and no one else, the
// per-seat export shows exactly the kept posts of that seat, and the export command refuses a seat that is not there.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/module.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { playBotGame } from '../../src/core/sim.js';
import { SPECTATOR } from '../../src/core/types.js';
import { artRobbery } from '../../src/games/art-robbery/index.js';
import type { ArtState } from '../../src/games/art-robbery/engine/types.js';
import { noirHeist } from '../../src/games/noir-heist/index.js';
import type { GameRecord, Stored } from '../../src/table/persist.js';
import { notePost, Sight, stepPosts, type Step, type Telling } from '../../src/table/posts.js';
import { seatNamed } from '../../src/table/seat-export.js';
import type { Post } from '../../src/table/types.js';
import { toyGame } from './toy-game.js';
import { nodeArgs } from '../node-args.js';

/** A whole bot game as the steps the table would have applied, each seat held by a person `u<seat>`. */
function played(game: AnyGame, players: number, seed: number): { steps: Step[]; record: (s: unknown, version: number) => GameRecord } {
  const report = playBotGame(game, { players, seed, check: false });
  let s = game.restart(report.origin);
  const steps = report.actions.map((a) => {
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(`replay refused ${game.format(s, a)}`);
    const step: Step = {
      seat: a.player, action: a, line: game.format(s, a), actorId: `u${a.player}`, before: s, after: r.state, events: r.events,
      turnEnded: r.turnEnded, undoable: r.undoable, turnKey: game.turnKey(s),
    };
    s = r.state;
    return step;
  });
  const names = Array.from({ length: players }, (_, i) => `Bot ${i + 1}`);
  const record = (engine: unknown, version: number): GameRecord => ({
    id: 1, version, guildId: 'g1', channelId: 'c1', status: game.result(engine) ? 'over' : 'playing',
    data: {
      kind: game.kind, engine, setup: report.origin, seats: names.map((name, i) => ({ userId: `u${i}`, name })), lobby: false,
      hostId: 'u0', options: {}, lang: 'en', reminderHours: null,
    } as Stored,
  });
  return { steps, record };
}

/** The game as a seat can know it: events it may not read dropped, every view taken of a twin for that seat. */
function knownTo(game: AnyGame, viewer: number, seed: number): AnyGame {
  const rng = new Rng(seedRng(seed));
  return {
    ...game,
    apply(s, a) {
      const r = game.apply(s, a);
      return r.ok ? { ...r, events: r.events.filter((e) => !e.to || (viewer !== SPECTATOR && e.to.includes(viewer))) } : r;
    },
    view: (s, v) => game.view(game.tools!.scramble(s, viewer, rng), v),
  };
}

function postsOf(game: AnyGame, step: Step, rec: GameRecord, keepEvents: (e: Step['events'][number]) => boolean = () => true): Post[] {
  const s = rec.data.engine;
  const over = game.result(s) !== null;
  const tl: Telling = { game, rec, sight: new Sight(game), waiting: over ? [] : game.waitingOn(s), over, pinged: null, undoable: false };
  return stepPosts(tl, { begin: false, steps: [{ ...step, events: step.events.filter(keepEvents) }], actorId: step.actorId });
}

const forSeat = (posts: Post[], viewer: number) => posts.filter((p) => p.audience === 'public' || (viewer !== SPECTATOR && p.audience === `u${viewer}`));

/** Each game with secrets, its players, and the seats checked (all of them but for Noir's long game: the chief and two thieves). */
const cases: [AnyGame, number, number[]][] = [[toyGame, 3, [0, 1, 2]], [artRobbery, 3, [0, 1, 2]], [noirHeist, 5, [0, 1, 2]]];

describe('the posts of a step, seat by seat', () => {
  for (const [game, players, seats] of cases) {
    it(`${game.kind}: every post a seat receives is made only from what that seat may know`, () => {
      const { steps, record } = played(game, players, 12);
      expect(steps.length).toBeGreaterThan(5);
      for (const viewer of [SPECTATOR, ...seats]) {
        const twin = knownTo(game, viewer, 5);
        steps.forEach((step, k) => {
          const rec = record(step.after, k + 2);
          const real = forSeat(postsOf(game, step, rec), viewer);
          const known = forSeat(postsOf(twin, step, rec, (e) => !e.to || (viewer !== SPECTATOR && e.to.includes(viewer))), viewer);
          expect(known, `viewer ${viewer}, step ${k} (${step.line})`).toEqual(real);
        });
      }
    });
  }

  it('tells a seat what was for it alone, and no one else; the public post never holds a hand', () => {
    const { steps, record } = played(toyGame, 2, 4);
    const all = steps.flatMap((step, k) => postsOf(toyGame, step, record(step.after, k + 2)));
    const drew = (userId: string) => all.filter((p) => p.audience === userId).flatMap((p) => p.text).filter((l) => l.startsWith('You drew'));
    // Six plays, three each, each followed by a draw while the deck lasts.
    expect(drew('u0')).toHaveLength(3);
    expect(drew('u1')).toHaveLength(3);
    for (const p of all.filter((x) => x.audience === 'public')) {
      expect(p.text.join('\n')).not.toMatch(/Your hand|You drew/);
      expect(p.seat).toBeNull();
      expect(p.picture === null || p.picture.viewer === SPECTATOR).toBe(true);
    }
  });

  it('a press makes one public post, then notes; once the game is over every seat gets a final note without controls', () => {
    const { steps, record } = played(toyGame, 2, 4);
    steps.forEach((step, k) => {
      const posts = postsOf(toyGame, step, record(step.after, k + 2));
      expect(posts.filter((p) => p.audience === 'public')).toHaveLength(1);
      expect(posts[0].audience).toBe('public');
    });
    const last = steps.at(-1)!;
    const end = postsOf(toyGame, last, record(last.after, steps.length + 1));
    const notes = end.filter((p) => p.kind === 'note');
    expect(notes.map((n) => n.audience).sort()).toEqual(['u0', 'u1']);
    for (const p of end) expect([p.buttons.flat().length, p.selects.length]).toEqual([0, 0]);
    expect(end[0].picture).toEqual({ viewer: SPECTATOR });
  });
});

describe('a seat\'s note made again at the same version', () => {
  const tellingOf = (game: AnyGame, rec: GameRecord): Telling => {
    const s = rec.data.engine;
    const over = game.result(s) !== null;
    return { game, rec, sight: new Sight(game), waiting: over ? [] : game.waitingOn(s), over, pinged: null, undoable: false };
  };
  for (const [game, players] of [[artRobbery, 3], [noirHeist, 5]] as const) {
    it(`${game.kind}: is its own seat's whichever seat's note was made before it (a note is written once per seat and version)`, () => {
      const { steps, record } = played(game, players, 12);
      const seats = Array.from({ length: players }, (_, i) => i);
      for (const k of [0, Math.floor(steps.length / 2), steps.length - 2]) {
        const rec = record(steps[k].after, k + 2);
        // Each seat's note from a state of its own (a copy: nothing written for the shared one is found for it).
        const alone = seats.map((seat) => notePost(tellingOf(game, record(JSON.parse(JSON.stringify(steps[k].after)), k + 2)), seat, 'hand', 'answer', []));
        // The seats' notes differ (each holds its own secrets): a note handed to the wrong seat would be seen.
        expect(new Set(alone.map((n) => n.text.join('\n'))).size).toBe(players);
        for (const order of [seats, [...seats].reverse(), seats]) {
          for (const seat of order) {
            const note = notePost(tellingOf(game, rec), seat, 'hand', 'answer', []);
            expect(note.audience).toBe(`u${seat}`);
            expect([note.text, note.buttons, note.selects], `step ${k}, seat ${seat}`).toEqual([alone[seat].text, alone[seat].buttons, alone[seat].selects]);
          }
        }
        // What a seat is told alone is part of what its note is made from: told, it is another note.
        const told = steps[k].events.filter((e) => e.to?.length === 1);
        for (const e of told) {
          const seat = e.to![0];
          const withIt = notePost(tellingOf(game, rec), seat, 'note', 'dm', [e]);
          const fresh = notePost(tellingOf(game, record(JSON.parse(JSON.stringify(steps[k].after)), k + 2)), seat, 'note', 'dm', [e]);
          expect(withIt.text).toEqual(fresh.text);
        }
        // Another version of the same state: its controls carry that version.
        const later = notePost(tellingOf(game, record(steps[k].after, k + 3)), 0, 'hand', 'answer', []);
        for (const b of later.buttons.flat().filter((x) => !x.url)) expect(b.id).not.toEqual(alone[0].buttons.flat().find((x) => x.label === b.label)?.id);
      }
    });
  }
});

describe('the note of a move by DM, where the message above it in that DM says it all already', () => {
  const tellingOf = (game: AnyGame, rec: GameRecord, shown: readonly string[] | null): Telling => {
    const s = rec.data.engine;
    const over = game.result(s) !== null;
    return { game, rec, sight: new Sight(game), waiting: over ? [] : game.waitingOn(s), over, pinged: null, undoable: false, shownInDm: () => shown };
  };
  it('says only that it is their move, with all its controls; anything new, another route, or no DM above: the whole note', () => {
    const { steps, record } = played(artRobbery, 3, 12);
    const k = Math.floor(steps.length / 2);
    const rec = record(steps[k].after, k + 2);
    const seat = artRobbery.waitingOn(rec.data.engine as ArtState)[0];
    const whole = notePost(tellingOf(artRobbery, rec, null), seat, 'note', 'dm', []);
    expect(whole.text.join('\n')).toMatch(/^Your hand: /m);
    // The message above: their own answer, a card drawn and the same hand.
    const above = ['You drew a 4.', ...whole.text];
    const brief = notePost(tellingOf(artRobbery, rec, above), seat, 'note', 'dm', []);
    expect(brief.text).toEqual(['Your move. Nothing of yours has changed since your last message.']);
    expect([brief.buttons, brief.selects, brief.moveOrEnd]).toEqual([whole.buttons, whole.selects, 'move']);
    expect(brief.buttons.flat().length).toBeGreaterThan(0);
    // A line the message above does not have (the hand changed since): the whole note.
    expect(notePost(tellingOf(artRobbery, rec, above.slice(0, -1)), seat, 'note', 'dm', []).text).toEqual(whole.text);
    // Something told them alone: the whole note, that first.
    const told = { code: 'drew', params: { card: '3' }, to: [seat] };
    expect(notePost(tellingOf(artRobbery, rec, above), seat, 'note', 'dm', [told]).text[0]).toMatch(/^You drew a 3/);
    // Their own answer, or a seat the game does not wait on: as it is.
    expect(notePost(tellingOf(artRobbery, rec, above), seat, 'note', 'answer', []).text).toEqual(whole.text);
    const other = (seat + 1) % 3;
    const otherWhole = notePost(tellingOf(artRobbery, rec, null), other, 'note', 'dm', []);
    // A note of a seat the game does not wait on offers nothing to press, not even its cards greyed out: a message that
    // stays (a DM) would otherwise keep controls to take away later, by a call of its own.
    expect([otherWhole.buttons, otherWhole.selects]).toEqual([[], []]);
    expect(otherWhole.text.join('\n')).toMatch(/^Your hand: /m);
    expect(notePost(tellingOf(artRobbery, rec, otherWhole.text), other, 'note', 'dm', []).text).toEqual(otherWhole.text);
  });

  it('in a server channel\'s game, one who takes their turns by DM is told first in which channel it is their move', () => {
    const { steps, record } = played(artRobbery, 3, 12);
    const k = Math.floor(steps.length / 2);
    const rec = record(steps[k].after, k + 2);
    expect(rec.guildId).not.toBeNull();
    const seat = artRobbery.waitingOn(rec.data.engine as ArtState)[0];
    const byDm = (r: GameRecord, shown: readonly string[] | null): Telling => ({ ...tellingOf(artRobbery, r, shown), byDm: () => true });
    const plain = notePost(tellingOf(artRobbery, rec, null), seat, 'note', 'dm', []);
    const told = notePost(byDm(rec, null), seat, 'note', 'dm', []);
    expect(told.text).toEqual([`Your move in <#${rec.channelId}>.`, ...plain.text]);
    // Nothing new since the DM above: where, and that nothing of theirs changed (not "Your move" twice).
    expect(notePost(byDm(rec, told.text), seat, 'note', 'dm', []).text)
      .toEqual([`Your move in <#${rec.channelId}>.`, 'Nothing of yours has changed since your last message.']);
    // Their own answer, a seat not waited on, a game played in a DM: no such line.
    expect(notePost(byDm(rec, null), seat, 'note', 'answer', []).text).toEqual(plain.text);
    expect(notePost(byDm(rec, null), (seat + 1) % 3, 'note', 'dm', []).text[0]).not.toMatch(/^Your move in/);
    expect(notePost(byDm({ ...rec, guildId: null }, null), seat, 'note', 'dm', []).text[0]).not.toMatch(/^Your move in/);
  });

  it('at the end: that the game is over, where nothing of theirs changed since the message above', () => {
    const { steps, record } = played(artRobbery, 3, 12);
    const rec = record(steps.at(-1)!.after, steps.length + 1);
    const whole = notePost(tellingOf(artRobbery, rec, null), 1, 'note', 'dm', []);
    expect(notePost(tellingOf(artRobbery, rec, whole.text), 1, 'note', 'dm', []).text).toEqual(['The game is over: its channel tells how it ended. Nothing of yours has changed since your last message.']);
    expect(notePost(tellingOf(artRobbery, rec, ['Your hand: 1']), 1, 'note', 'dm', []).text).toEqual(whole.text);
  });
});

describe('npm run -s export -- CHANNEL --seat NAME', () => {
  it('writes the posts that seat was sent, in order, as they were shown; refuses a seat that is not there', async () => {
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const { setup, dm, ann, ok } = await import('./helpers.js');
    const { postContent } = await import('../../src/table/content.js');
    const env = setup(21);
    try {
      ok(env.service.start(dm, ann, { game: 'art-robbery', bots: 2 }));
      for (let i = 0; i < 6; i++) {
        const rec = env.store.activeGame(dm.channelId)!;
        const engine = (rec.state as Stored).engine as ArtState;
        if (!artRobbery.waitingOn(engine).includes(0)) break;
        const legal = artRobbery.legal(engine, 0);
        ok(env.service.act(dm, ann, artRobbery.format(engine, legal[0]).replace(/^[^:]*:\s*/, '')));
      }
      const game = env.store.activeGame(dm.channelId)!;
      const stored = game.state as Stored & { engine: ArtState };
      const kept = env.store.posts(game.id);
      const run = promisify(execFile);
      const cli = (...args: string[]) => run(process.execPath, nodeArgs('src/cli/export.ts', dm.channelId, ...args), { env: { ...process.env, DATABASE_PATH: env.file } });
      const mine = JSON.parse((await cli('--seat', 'ann')).stdout);
      expect(mine.seat).toEqual({ index: 0, name: stored.seats[0].name });
      expect(mine.view).toEqual(JSON.parse(JSON.stringify(artRobbery.view(stored.engine, 0))));
      // Exactly Ann's kept posts (public ones and hers), in order, as their messages read: her starting hand first.
      const hers = kept.filter((p) => p.audience === 'public' || p.audience === ann.id);
      expect(mine.posts.map((p: { seq: number }) => p.seq)).toEqual(hers.map((p) => p.seq));
      expect(mine.posts.map((p: { text: string }) => p.text)).toEqual(hers.map((p) => postContent(p.body as Post)));
      expect(mine.posts[0].kind).toBe('start');
      expect(mine.posts[1]).toMatchObject({ kind: 'note', to: 'you' });
      expect(mine.posts[1].text).toMatch(/Your hand/);
      const watcher = JSON.parse((await cli('--seat', 'spectator', '--lang', 'ru')).stdout);
      expect(watcher.seat).toBe('spectator');
      expect(watcher.posts.every((p: { to: string }) => p.to === 'public')).toBe(true);
      expect(JSON.stringify(watcher)).not.toMatch(/Your hand/);
      expect(watcher.view).toEqual(JSON.parse(JSON.stringify(artRobbery.view(stored.engine, SPECTATOR))));
      const refused = await cli('--seat', 'Zed').catch((e: { stderr: string; code: number }) => e);
      expect('code' in refused && refused.code).toBe(1);
      expect((refused as { stderr: string }).stderr).toMatch(/No seat "Zed"/);
    } finally {
      env.close();
    }
  });

  it('finds a seat by its name in any letters, its number from 1, or as spectator', () => {
    const stored = { seats: [{ userId: 'u0', name: 'Bot 1' }, { userId: 'u1', name: 'Bot 2' }] } as Stored;
    expect(seatNamed(stored, 'bot 2')).toBe(1);
    expect(seatNamed(stored, '1')).toBe(0);
    expect(seatNamed(stored, 'Spectator')).toBe(SPECTATOR);
    expect(seatNamed(stored, '3')).toBeNull();
    expect(seatNamed(stored, 'nobody')).toBeNull();
  });
});
