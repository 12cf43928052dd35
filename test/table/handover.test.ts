// Hand-overs at the table (src/table/handover.ts), with the games that have secrets: the "scrambled twins" checks for
// a substitute (the new holder's posts, and everything the replaced one can still ask, are the same for two games that
// differ only in what they may not know), for a bot on a borrowed seat (it chooses from that seat's view only), and
// the bookkeeping: log lines, undo never crossing a hand-over, refusals as sentences.
import { afterEach, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import type { AnyGame } from '../../src/core/module.js';
import { SPECTATOR } from '../../src/core/types.js';
import { preloadRenderers } from '../../src/render/lazy.js';
import { GAMES } from '../../src/games/index.js';
import type { Stored } from '../../src/table/persist.js';
import { seatExport } from '../../src/table/seat-export.js';
import { encodeId, KEYS } from '../../src/table/ids.js';
import { replay, type ReplayedStep } from '../../src/table/replay.js';
import { live, mentionNames, reading, replayOf, revealAt } from '../../src/web/model.js';
import { Timeline } from '../../src/web/timeline.js';
import type { Outcome, Post, Result, UserRef } from '../../src/table/table.js';
import { ann, bad, bob, cat, dm, ok, server, setup } from './helpers.js';

const dan: UserRef = { id: 'u4', name: 'Dan' };
const outsider: UserRef = { id: 'u9', name: 'Zed' };
const HOUR = 3_600_000;

type Env = ReturnType<typeof setup>;
let envs: Env[] = [];
afterEach(() => { for (const e of envs) e.close(); envs = []; });

const START = {
  'art-robbery': { game: 'art-robbery' },
  'noir-heist': { game: 'noir-heist', bots: 2, chief: 'host' },
  'burgle-bros': { game: 'burgle-bros', scenario: 'office' },
} as const;

/** A server game of `kind` with Ann (host), Bob and Cat, played (first legal actions) until it waits on Bob. */
function toBob(kind: keyof typeof START): { env: Env; id: number } {
  const env = setup(5);
  envs.push(env);
  const t = env.service;
  ok(t.start(server, ann, { ...START[kind] }));
  ok(t.join(server, bob));
  ok(t.join(server, cat));
  const id = ok(t.begin(server, ann)).gameId;
  const game = GAMES.require(kind);
  for (let n = 0; n < 60; n++) {
    const s = stored(env);
    const seat = game.waitingOn(s.engine)[0];
    const who = s.seats[seat];
    if (who.userId === bob.id) return { env, id };
    const a = game.legal(s.engine, seat)[n % game.legal(s.engine, seat).length];
    ok(t.act(server, [ann, bob, cat].find((u) => u.id === who.userId)!, { verb: a.verb, args: a.args }));
  }
  throw new Error('never waited on Bob');
}

const stored = (env: Env) => env.store.activeGame('c1')!.state as Stored;

/** Ann and Cat make their first legal move (never a show), up to `steps` of them, while the game waits on one of
 * them. */
function annAndCatPlayOn(env: Env, game: AnyGame, steps: number): void {
  for (let n = 0; n < steps; n++) {
    const s = stored(env);
    if (game.result(s.engine)) return;
    const w = game.waitingOn(s.engine)[0];
    const who = [ann, cat].find((u) => u.id === s.seats[w].userId);
    if (!who) return;
    const legal = game.legal(s.engine, w).filter((a) => a.verb !== 'show');
    ok(env.service.act(server, who, { verb: legal[0].verb, args: legal[0].args }));
  }
}

/** Four reminders go unanswered; the host presses the last one's button: a bot plays the waited-on seat. */
function handOverByReminders(env: Env, id: number): void {
  for (let i = 0; i < 4; i++) {
    env.clock.t += 13 * HOUR;
    env.service.dueReminders(env.clock.t);
  }
  const final = env.store.posts(id).filter((p) => p.kind === 'reminder').at(-1)!;
  ok(env.service.button(server, ann, (final.body as Post).buttons.flat().find((x) => x.id.includes(':away:'))!.id));
}

/** Replaces the game's state by its twin for `viewer` (what that viewer may not know re-dealt), as one version. */
function scramble(env: Env, id: number, kind: string, viewer: number): void {
  const g = env.store.game(id)!;
  const s = g.state as Stored;
  const twin = GAMES.require(kind).tools!.scramble(s.engine, viewer, new Rng(seedRng(99)));
  env.store.commit(id, g.version, { state: { ...s, engine: twin } });
}
/** The same version bump with the state unchanged (the twin's original). */
function touch(env: Env, id: number): void {
  const g = env.store.game(id)!;
  env.store.commit(id, g.version, { state: g.state });
}

/** Everything a reader gets from a result: each post's text, controls and picture (drawn from its view), or the
 * refusal's sentence. */
function seen(r: Result, reader: (p: Post) => boolean): unknown {
  if (!r.ok) return { refused: r.text };
  const o = r as Outcome;
  return o.posts.filter(reader).map((p) => ({
    text: p.text, buttons: p.buttons, selects: p.selects, audience: p.audience, picture: JSON.stringify(o.pictures[o.posts.indexOf(p)]?.view ?? null),
  }));
}

for (const kind of ['art-robbery', 'noir-heist'] as const) {
  const game = GAMES.require(kind);
  describe(`${kind}: secrets across hand-overs`, () => {
    it('a substitute sees the seat\'s private state and nothing else; the replaced one sees nothing of it', () => {
      const [a, b] = [toBob(kind), toBob(kind)];
      const seat = stored(a.env).seats.findIndex((s) => s.userId === bob.id);
      expect(JSON.stringify(stored(a.env).engine)).toBe(JSON.stringify(stored(b.env).engine));
      // Twins for the seat Dan takes: his posts must not differ.
      touch(a.env, a.id);
      scramble(b.env, b.id, kind, seat);
      expect(JSON.stringify(stored(a.env).engine)).not.toBe(JSON.stringify(stored(b.env).engine));
      const mine = (p: Post) => p.audience === dan.id || p.audience === 'public';
      const subA = ok(a.env.service.sub(server, ann, bob, dan));
      const subB = ok(b.env.service.sub(server, ann, bob, dan));
      expect(subA.posts.filter((p) => p.audience === dan.id).map((p) => p.kind)).toEqual(['note']);
      expect(seen(subB, mine)).toEqual(seen(subA, mine));
      expect(seen(b.env.service.hand(server, dan), mine)).toEqual(seen(a.env.service.hand(server, dan), mine));
      // (An action of Dan's may draw what the seat could not know yet, e.g. a deck's next card: not compared.)
      const legal = game.legal(stored(a.env).engine, seat)[0];

      // The replaced one: twins that differ in everything but what everyone sees answer them the same, and refuse.
      touch(a.env, a.id);
      scramble(b.env, b.id, kind, SPECTATOR);
      const theirs = (p: Post) => p.audience === bob.id || p.audience === 'public';
      for (const ask of [
        (e: Env) => e.service.hand(server, bob),
        (e: Env) => e.service.act(server, bob, { verb: legal.verb, args: legal.args }),
        (e: Env) => e.service.status(server, bob),
        (e: Env) => e.service.leave(server, bob),
      ]) {
        expect(seen(ask(b.env), theirs)).toEqual(seen(ask(a.env), theirs));
      }
      const hand = bad(a.env.service.hand(server, bob));
      expect(hand.text).toMatch(/заменили/); // Bob reads Russian
    });

    it('a bot on a borrowed seat chooses from that seat\'s view only', () => {
      const [a, b] = [toBob(kind), toBob(kind)];
      const seat = stored(a.env).seats.findIndex((s) => s.userId === bob.id);
      touch(a.env, a.id);
      scramble(b.env, b.id, kind, seat);
      const firstBotLine = (e: Env, id: number) => {
        for (let i = 0; i < 4; i++) {
          e.clock.t += 13 * HOUR;
          e.service.dueReminders(e.clock.t);
        }
        const final = e.store.posts(id).filter((p) => p.kind === 'reminder').at(-1)!;
        const control = (final.body as Post).buttons.flat().find((x) => x.id.includes(':away:'))!;
        ok(e.service.button(server, ann, control.id));
        const log = e.store.log(id);
        const k = log.findIndex((x) => x.action.startsWith('#away'));
        expect(log[k + 1].actorId).toBe('bot');
        return log[k + 1].action;
      };
      expect(firstBotLine(b.env, b.id)).toBe(firstBotLine(a.env, a.id));
    });
  });
}

describe('controls across a change of seats', () => {
  const noteButtons = (env: Env, id: number, user: UserRef) => (env.store.posts(id).filter((p) => p.audience === user.id).at(-1)!.body as Post).buttons.flat();

  it('the waiting person\'s controls, made before someone else left, still act: the game itself did not move', () => {
    const { env, id } = toBob('art-robbery');
    const t = env.service;
    const card = noteButtons(env, id, bob).find((b) => /:a:play /.test(b.id))!;
    const before = env.store.game(id)!.version;
    // Cat asks to leave; Ann leaves first; then Cat confirms: her confirm, made before Ann's leave, still counts.
    const confirm = ok(t.leave(server, cat)).posts[0].buttons.flat()[0];
    ok(t.button(server, ann, ok(t.leave(server, ann)).posts[0].buttons.flat()[0].id));
    ok(t.button(server, cat, confirm.id));
    expect(env.store.log(id).slice(-2).map((e) => e.action)).toEqual(['#away 1', '#away 3']);
    expect(env.store.game(id)!.version).toBeGreaterThan(before);
    expect(env.store.log(id).at(-1)!.action).toMatch(/^#away /);
    const played = ok(t.button(server, bob, card.id));
    expect(played.posts[0].text[0]).toMatch(/^Bob played /);
  });

  it('an undo asked after a seat changed hands says why the move before it stays', () => {
    const env = setup(7);
    envs.push(env);
    const t = env.service;
    ok(t.start(server, ann, { scenario: 'office' }));
    ok(t.join(server, bob));
    ok(t.join(server, cat));
    const pick = ok(t.begin(server, ann)).posts[0].selects[0];
    ok(t.button(server, ann, `${pick.id}:${pick.options[5].value}`));
    // Ann peeks (that shows a tile) and steps onto it (that shows nothing: undoable), then Cat leaves.
    const board = () => ok(t.status(server, ann)).posts[0].buttons.flat();
    const peek = board().find((b) => /:a:peek /.test(b.id))!;
    ok(t.button(server, ann, peek.id));
    ok(t.button(server, ann, board().find((b) => b.id.endsWith(`:a:move ${peek.id.split(':a:peek ')[1]}`))!.id));
    ok(t.button(server, cat, ok(t.leave(server, cat)).posts[0].buttons.flat()[0].id));
    const r = bad(t.undo(server, ann));
    expect(r.code).toBe('undo-seat-changed');
    expect(r.text).toMatch(/^A seat changed hands since the last action .* no undo reaches across that\. Play on/);
  });

  it('a step or an undo since leaves them stale, a seat change between or not', () => {
    const { env, id } = toBob('noir-heist');
    const t = env.service;
    const first = noteButtons(env, id, bob).filter((b) => /:a:/.test(b.id));
    // Bob's own step: his earlier controls read a game that moved.
    ok(t.button(server, bob, first[0].id));
    const s = stored(env);
    if (GAMES.require('noir-heist').waitingOn(s.engine).includes(s.seats.findIndex((x) => x.userId === bob.id))) {
      expect(bad(t.button(server, bob, first[1].id)).code).toBe('stale-button');
    }
    // Someone else's seat changing hands after that step does not make the step's own stale controls good again.
    const confirm = ok(t.leave(server, cat)).posts[0].buttons.flat()[0];
    ok(t.button(server, cat, confirm.id));
    // Refused as stale; said as whose turn it is when the game waits on someone else.
    const now = stored(env);
    const waited = GAMES.require('noir-heist').waitingOn(now.engine).includes(now.seats.findIndex((x) => x.userId === bob.id));
    expect(bad(t.button(server, bob, first[1].id)).code).toBe(waited ? 'stale-button' : 'not-your-turn');
  });
});

describe('hand-overs: bookkeeping and refusals', () => {
  it('the log says who holds each seat; undo never crosses a hand-over; refusals are sentences', () => {
    const { env, id } = toBob('art-robbery');
    const t = env.service;
    // A 3-person table: one other player's press is an agreement, not yet a hand-over.
    for (let i = 0; i < 4; i++) {
      env.clock.t += 13 * HOUR;
      t.dueReminders(env.clock.t);
    }
    const final = env.store.posts(id).filter((p) => p.kind === 'reminder').at(-1)!;
    const control = (final.body as Post).buttons.flat().find((x) => x.id.includes(':away:'))!;
    expect(bad(t.button(server, outsider, control.id)).text).toMatch(/Only the host \(Ann\), someone with Manage Channels, or two other players/);
    expect(bad(t.button(server, bob, control.id)).text).toMatch(/собственное место/); // Bob reads Russian
    const agreed = ok(t.button(server, cat, control.id));
    expect(agreed.posts[0].text[0]).toMatch(/Cat agrees to let a bot play Bob's seat/);
    expect(stored(env).seats[1].away).toBeUndefined();
    // A channel manager hands it over at once.
    ok(t.button(server, outsider, control.id, { canManageChannel: true }));
    expect(stored(env).seats.find((s) => s.userId === bob.id)!.away).toMatchObject({ by: 'manager', since: env.clock.t });
    expect(env.store.log(id).map((e) => e.action)).toContain(`#away ${stored(env).seats.findIndex((s) => s.userId === bob.id) + 1}`);
    // The export (any seat's) says whose seat a bot plays, since when and why.
    const ex = seatExport(GAMES.require('art-robbery'), stored(env), env.store.posts(id), 2, 'en');
    expect(ex.botPlayed).toEqual([{ seat: 1, name: 'Bob', since: env.clock.t, by: 'manager', line: expect.stringMatching(/A bot plays Bob's seat since 2026-01-0\d \d\d:\d\d UTC \(handed over by a channel manager\)/) }]);
    // /heist status says it where the seats are listed, once.
    const listed = /^Bob: hand \d · face up .* · banked \d+ · a bot plays since 2026-01-0\d \d\d:\d\d UTC, until they return$/m;
    const status = ok(t.status(server, cat)).posts[0].text.join('\n');
    expect(status).toMatch(listed);
    expect(status.match(/a bot plays/gi)).toHaveLength(1);
    // A reminder (to whoever the game waits on now) does not repeat it.
    env.clock.t += 13 * HOUR;
    const next = t.dueReminders(env.clock.t);
    expect(next).toHaveLength(1);
    expect(next[0].post!.text.join('\n')).not.toMatch(/a bot plays/i);
    // The web page of a seat lists it too (its "where things stand").
    const page = live(reading(GAMES.require('art-robbery'), env.store.game(id)!, 2), env.store.posts(id), env.store.log(id));
    expect(page.status.join('\n')).toMatch(listed);
    // Undo reaches no step across it: the last steps are the bot's, or the hand-over's line.
    expect(bad(t.undo(server, cat)).code).toMatch(/undo-(nothing|not-yours|other-turn)/);
    // Taking back: one who never held a seat is told so; Bob's own command takes it back.
    const back = (stored(env).seats.findIndex((s) => s.userId === bob.id));
    const line = env.store.posts(id).filter((p) => p.audience === 'public').at(-1)!;
    const backId = ((line.body as Post).buttons.flat().find((x) => x.id.includes(':back:')) ?? { id: `h:${id}:${env.store.game(id)!.version}:back:${back}` }).id;
    expect(bad(t.button(server, outsider, backId)).text).toMatch(/never held a seat/);
    // A mate pressing it is pointed to where their own part is (their hand, not the public board).
    expect(bad(t.button(server, cat, backId)).text).toMatch(/only Bob can take it back\. Use \/heist hand to see your own part\./);
    const r = ok(t.hand(server, bob));
    expect(r.posts.map((p) => p.audience)).toEqual(['public', bob.id]);
    expect(env.store.log(id).at(-1)!.action).toBe(`#back ${back + 1}`);
    expect(bad(t.undo(server, bob)).code).toBe('undo-nothing-yet');
    // The seats are rebuilt from the store alone (a restart).
    const again = env.reopen();
    expect((again.store.activeGame('c1')!.state as Stored).seats[back].away).toBeUndefined();
    again.store.close();
  });

  it('a Let-a-bot-play control is honoured only after the final reminder: one made up the moment a turn begins hands nothing over', () => {
    const { env, id } = toBob('noir-heist');
    const t = env.service;
    const bobSeat = stored(env).seats.findIndex((s) => s.userId === bob.id);
    const forged = () => encodeId(id, env.store.activeGame('c1')!.version, KEYS.away, String(bobSeat));
    // The host (here Bob's opponent, the chief), a channel manager, and two other players agreeing: each refused before
    // any reminder, and after three reminders (the final one, the one with the button, not yet sent).
    for (let reminders = 0; reminders <= 3; reminders++) {
      if (reminders > 0) {
        env.clock.t += 13 * HOUR;
        t.dueReminders(env.clock.t);
      }
      expect(bad(t.button(server, ann, forged())).text).toMatch(/Bob's seat goes to a bot only once the game has reminded them and still waits/);
      expect(bad(t.button(server, dan, forged(), { canManageChannel: true })).code).toBe('away-too-soon');
      expect(bad(t.button(server, cat, forged())).code).toBe('away-too-soon');
      expect(stored(env).seats[bobSeat].away).toBeUndefined();
    }
    expect(env.store.posts(id).filter((p) => p.kind === 'reminder').flatMap((p) => (p.body as Post).buttons.flat()).some((b) => b.id.includes(':away:'))).toBe(false);
    // The final reminder offers it; the host's press there hands the seat over.
    env.clock.t += 13 * HOUR;
    t.dueReminders(env.clock.t);
    const final = env.store.posts(id).filter((p) => p.kind === 'reminder').at(-1)!;
    ok(t.button(server, ann, (final.body as Post).buttons.flat().find((x) => x.id.includes(':away:'))!.id));
    expect(stored(env).seats[bobSeat].away).toMatchObject({ by: 'host' });
  });

  it('away-after set once the reminders were all sent still hands the seat over when its time comes', () => {
    const { env, id } = toBob('art-robbery');
    const t = env.service;
    for (let i = 0; i < 4; i++) {
      env.clock.t += 13 * HOUR;
      t.dueReminders(env.clock.t);
    }
    expect(env.store.reminder(id)).toMatchObject({ dueAt: null, remindersSent: 4 });
    // Set 7 hours after the final reminder: its 60 hours count from that reminder, as the setting's texts say.
    env.clock.t += 7 * HOUR;
    ok(t.settings(server, ann, { awayAfterHours: 60 }));
    env.clock.t += 52 * HOUR;
    expect(t.dueReminders(env.clock.t)).toEqual([]);
    env.clock.t += 2 * HOUR;
    const due = t.dueReminders(env.clock.t);
    expect(due).toHaveLength(1);
    expect(due[0].post).toBeNull();
    expect(due[0].handover!.posts[0].text[0]).toBe("Bob has not moved for 60 h after the reminders: a bot plays their seat until they return (a move of theirs, /heist hand or the button takes it back).");
    expect(stored(env).seats.find((s) => s.userId === bob.id)!.away).toMatchObject({ by: 'deadline' });
    expect(env.store.log(id).map((e) => e.actorId)).toContain('table');
  });

  it('taking a seat back: the note starts with the hand-over, tells one line per thing, and says what it left out and where', () => {
    const { env, id } = toBob('art-robbery');
    const t = env.service;
    const game = GAMES.require('art-robbery');
    handOverByReminders(env, id);
    // Ann and Cat play on for a while (the bot plays Bob's seat): more happens than a note can hold.
    annAndCatPlayOn(env, game, 24);
    const note = ok(t.hand(server, bob)).posts.find((p) => p.audience === bob.id)!;
    const lines = note.text;
    // Bob reads Russian. First what happened first: the hand-over; then the bot's first move with his seat, as the
    // game tells a step's story (not a board post), one line per event.
    expect(lines[0]).toBe('Ваше место снова ваше. Что произошло с вашего последнего хода:');
    expect(lines[1]).toBe('Ваше место занял бот.');
    const seat = stored(env).seats.findIndex((s) => s.userId === bob.id);
    const log = env.store.log(id);
    const steps: ReplayedStep[] = [];
    replay(game, stored(env).setup, log.map((e) => e.action), (step) => steps.push(step));
    const firstAfter = log.slice(0, log.findIndex((e) => e.action.startsWith('#away'))).filter((e) => !e.action.startsWith('#')).length;
    expect(lines.slice(2, 2 + game.tell!({ events: steps[firstAfter].events, viewer: seat, lang: 'ru' }).length))
      .toEqual(game.tell!({ events: steps[firstAfter].events, viewer: seat, lang: 'ru' }));
    // Too much to tell: it ends with how much more and where to read it, whole lines only, within one message.
    const more = lines.findIndex((l) => /^… и ещё \d+: вся история с вашего последнего хода — на вашей веб-странице \(\/ограбление веб\)\.$/.test(l));
    expect(more).toBeGreaterThan(2);
    expect(lines.slice(0, more).filter((l) => l.startsWith('…'))).toEqual([]);
    expect(note.text.join('\n').length).toBeLessThanOrEqual(2000);
  });

  it('taking a seat back: a substitute that came meanwhile is named on the seat they took, as it was called then (TB8)', () => {
    const { env } = toBob('art-robbery');
    const t = env.service;
    handOverByReminders(env, env.store.activeGame('c1')!.id);
    ok(t.sub(server, ann, cat, dan));
    const lines = ok(t.hand(server, bob)).posts.find((p) => p.audience === bob.id)!.text;
    expect(lines).toContain('<@u4> с этого момента занимает место игрока Cat вместо прежнего.');
    expect(lines.join('\n')).not.toMatch(/игрока Dan/);
  });

  it('the picture marks the seat a bot plays, from the post as kept: drawn again, and on the web pages, the same', async () => {
    await preloadRenderers();
    for (const kind of ['art-robbery', 'burgle-bros'] as const) {
      const { env, id } = toBob(kind);
      const game = GAMES.require(kind);
      const before = env.store.posts(id).length;
      handOverByReminders(env, id);
      const seat = stored(env).seats.findIndex((s) => s.userId === bob.id);
      // The bot plays Bob's turn, the others play on: each picture since marks Bob's seat as a bot's.
      annAndCatPlayOn(env, game, 12);
      const kept = env.store.posts(id).slice(before).filter((p) => (p.body as Post).picture);
      expect(kept.length, kind).toBeGreaterThan(0);
      for (const p of kept) expect((p.body as Post).picture!.botPlayed, kind).toEqual([seat]);
      // The web pages draw each moment again from the log: the same seats, at each post's version.
      const timeline = new Timeline(game, stored(env).setup);
      await timeline.grow(env.store.log(id, { includeUndone: true }), env.store.game(id)!.version);
      for (const p of kept) expect(timeline.botPlayedAt(p.version), kind).toEqual([seat]);
      expect(timeline.botPlayedAt(before > 0 ? env.store.posts(id)[before - 1].version : 1), kind).toEqual([]);
      const status = ok(env.service.status(server, cat));
      const job = status.pictures[status.posts.indexOf(status.posts.find((p) => p.audience === 'public')!)]!;
      expect((job.view as { botPlayed?: number[] }).botPlayed, kind).toEqual([seat]);
      // Drawn: the mark is on the picture (it differs from the same view unmarked).
      const { botPlayed: _b, ...plain } = job.view as Record<string, unknown>;
      expect(game.render(job.view, 'en').equals(game.render(plain, 'en')), kind).toBe(false);
      // Bob takes his seat back: the next pictures mark no one.
      ok(env.service.hand(server, bob));
      const after = ok(env.service.status(server, cat));
      const now = after.pictures[after.posts.indexOf(after.posts.find((p) => p.audience === 'public')!)]!;
      expect((now.view as { botPlayed?: number[] }).botPlayed, kind).toBeUndefined();
    }
  });

  it('a bot minding a Noir thief\'s seat until they return shows no one their identity (their choice, not to be undone)', () => {
    const { env, id } = toBob('noir-heist');
    const game = GAMES.require('noir-heist');
    handOverByReminders(env, id);
    const seat = stored(env).seats.findIndex((s) => s.userId === bob.id);
    const name = stored(env).seats[seat].name;
    // Bob's seat could still show itself to someone: the bot, minding it, did not.
    annAndCatPlayOn(env, game, 30);
    const log = env.store.log(id);
    const away = log.findIndex((e) => e.action.startsWith('#away'));
    const played = log.slice(away).filter((e) => e.actorId === 'bot' && e.action.startsWith(`${name}:`));
    expect(played.length).toBeGreaterThan(0);
    expect(played.filter((e) => /^[^:]*: show /.test(e.action))).toEqual([]);
    expect(game.legal(stored(env).engine, seat).some((a) => a.verb === 'show')).toBe(true);
  });

  it('taking a Noir seat back: the identities shown them before the bot took it are not told again, a show is one line', () => {
    const { env, id } = toBob('noir-heist');
    const t = env.service;
    const game = GAMES.require('noir-heist');
    // Shown before the hand-over, after Bob's last move: the bots show theirs to every thief as they first act.
    const seat = stored(env).seats.findIndex((s) => s.userId === bob.id);
    const shownToBob = () => {
      const steps: ReplayedStep[] = [];
      replay(game, stored(env).setup, env.store.log(id).map((e) => e.action), (step) => steps.push(step));
      return steps.flatMap((s) => s.events).filter((e) => e.code === 'shown' && e.to?.includes(seat)).length;
    };
    for (let n = 0; n < 40 && !(shownToBob() > 0 && game.waitingOn(stored(env).engine)[0] === seat); n++) {
      const s = stored(env);
      const w = game.waitingOn(s.engine)[0];
      const who = [ann, bob, cat].find((u) => u.id === s.seats[w].userId)!;
      const legal = game.legal(s.engine, w).filter((a) => a.verb !== 'show');
      ok(t.act(server, who, { verb: legal[0].verb, args: legal[0].args }));
    }
    expect(shownToBob()).toBeGreaterThan(0);
    const before = env.store.log(id).length;
    handOverByReminders(env, id);
    expect(env.store.log(id).length).toBeGreaterThan(before);
    const note = ok(t.hand(server, bob)).posts.find((p) => p.audience === bob.id)!;
    const since = note.text.slice(0, note.text.indexOf(''));
    expect(since[0]).toMatch(/^Ваше место снова ваше/);
    expect(since.filter((l) => /показывает вам свою личность/.test(l))).toEqual([]);
    // Each thief's show to several is one line.
    const shows = since.filter((l) => /показывает свою личность/.test(l));
    expect(new Set(shows.map((l) => l.split(' ')[0] + l.split(' ')[1])).size).toBe(shows.length);
  });

  it('taking a seat back in a game with no secrets: the note is what happened since, with no blank line after it', () => {
    const { env } = toBob('burgle-bros');
    const t = env.service;
    ok(t.settings(server, ann, { awayAfterHours: 1 }));
    for (let i = 0; i < 5 && !stored(env).seats.some((s) => s.away); i++) {
      env.clock.t += 13 * HOUR;
      t.dueReminders(env.clock.t);
    }
    expect(stored(env).seats.find((s) => s.userId === bob.id)?.away).toBeTruthy();
    const note = ok(t.hand(server, bob)).posts.find((p) => p.audience === bob.id)!;
    expect(note.text[0]).toBe('Ваше место снова ваше. Что произошло с вашего последнего хода:');
    expect(note.text.length).toBeGreaterThan(1);
    expect(note.text.at(-1)).not.toBe('');
  });

  it('away-after counts its hours from the last reminder, not from when the wait began', () => {
    const { env, id } = toBob('art-robbery');
    const t = env.service;
    ok(t.settings(server, ann, { awayAfterHours: 6 }));
    // Three reminders 13 hours apart, then the final one ("the game is waiting on Bob"), 52 hours into the wait.
    for (let i = 0; i < 4; i++) {
      env.clock.t += 13 * HOUR;
      expect(t.dueReminders(env.clock.t).map((n) => n.post?.kind)).toEqual(['reminder']);
    }
    expect(env.store.reminder(id)).toMatchObject({ remindersSent: 4 });
    const finalAt = env.clock.t;
    expect(env.store.reminder(id)!.dueAt).toBe(finalAt + 6 * HOUR);
    // A quarter of an hour after it, and just before the 6 hours, Bob still holds his seat.
    env.clock.t = finalAt + 15 * 60_000;
    expect(t.dueReminders(env.clock.t)).toEqual([]);
    env.clock.t = finalAt + 6 * HOUR - 1;
    expect(t.dueReminders(env.clock.t)).toEqual([]);
    expect(stored(env).seats.find((s) => s.userId === bob.id)!.away).toBeUndefined();
    env.clock.t = finalAt + 6 * HOUR;
    expect(t.dueReminders(env.clock.t)[0].handover!.posts[0].text[0]).toMatch(/Bob has not moved for 6 h after the reminders/);
    expect(stored(env).seats.find((s) => s.userId === bob.id)!.away).toMatchObject({ by: 'deadline', since: finalAt + 6 * HOUR });
  });

  it('no seat is handed to a bot while nobody else plays their own (TB18): the bots would end the game at once', () => {
    const { env, id } = toBob('art-robbery');
    const t = env.service;
    const press = ok(t.leave(server, cat)).posts[0].buttons.flat()[0].id;
    ok(t.settings(server, ann, { awayAfterHours: 6 }));
    // Cat and Ann leave: nobody but Bob plays in person now.
    ok(t.button(server, cat, press));
    ok(t.button(server, ann, ok(t.leave(server, ann)).posts[0].buttons.flat()[0].id));
    const game = GAMES.require('art-robbery');
    expect(stored(env).seats[game.waitingOn(stored(env).engine)[0]].userId).toBe(bob.id);
    const finals: ReturnType<typeof t.dueReminders> = [];
    for (let i = 0; i < 4; i++) {
      env.clock.t += 13 * HOUR;
      finals.push(...t.dueReminders(env.clock.t));
    }
    // The final reminder offers no Let a bot play; the deadline passes and Bob still holds his seat, the game waiting.
    const last = finals.at(-1)!.post!;
    expect(last.text.join('\n')).toMatch(/waiting on/);
    expect(last.buttons.flat().map((b) => b.id.split(':')[3])).not.toContain('away');
    env.clock.t += 7 * HOUR;
    expect(t.dueReminders(env.clock.t).filter((n) => n.handover)).toEqual([]);
    expect(stored(env).seats.find((s) => s.userId === bob.id)!.away).toBeUndefined();
    expect(stored(env).seats[game.waitingOn(stored(env).engine)[0]].userId).toBe(bob.id);
    // A Let-a-bot-play pressed now (an older message's, by the host) says why.
    const bobSeat = stored(env).seats.findIndex((x) => x.userId === bob.id);
    const refused = bad(t.button(server, ann, encodeId(id, env.store.activeGame('c1')!.version, KEYS.away, String(bobSeat))));
    expect(refused.code).toBe('away-no-one-left');
    expect(refused.text).toMatch(/^Nobody else at this table plays their own seat now: a bot playing Bob's too would play the heist to its end at once/);
    expect(stored(env).seats[bobSeat].away).toBeUndefined();
  });

  it('a sub naming someone already seated, or by someone not entitled, is refused; a two-person table needs the host', () => {
    const { env } = toBob('art-robbery');
    const t = env.service;
    expect(bad(t.sub(server, ann, bob, cat)).text).toMatch(/Cat already plays in this heist/);
    expect(bad(t.sub(server, cat, bob, dan)).text).toMatch(/Only the host \(Ann\) or someone with Manage Channels/);
    expect(bad(t.sub(server, ann, outsider, dan)).text).toMatch(/Zed holds no seat/);
    // The host who gave their own seat to a substitute is still the host, and named as they were.
    ok(t.sub(server, ann, ann, dan));
    expect(bad(t.sub(server, cat, bob, outsider)).text).toMatch(/Only the host \(Ann\) or someone with Manage Channels/);
    expect(bad(t.hand(server, ann)).text).toMatch(/<@u4> plays your seat \(Ann\) now/);
    expect(bad(t.settings(server, ann, { awayAfterHours: 9999 })).code).toBe('bad-away-after');
    const on = ok(t.settings(server, ann, { awayAfterHours: 24 }));
    expect(on.posts[0].text.join(' ')).toMatch(/24 h/);
    // The hand-over counts from the last reminder: with reminders off it is said not to come, and how to bring it back.
    ok(t.settings(server, ann, { reminders: false }));
    const now = ok(t.settings(server, cat, {})).posts[0].text.join(' ');
    expect(now).toContain('A player the game has waited on for 24 h after the last reminder is handed to a bot, but reminders are off here, so none comes and no one is handed over: turn them on with /heist settings reminders:true.');
    expect(ok(t.settings(server, ann, { awayAfterHours: 12 })).posts[0].text.join(' ')).toMatch(/12 h .*reminders are off here/);
  });

  it('the final reminder stays final: a step that is not the waited person\'s (a show, a sub elsewhere, a new interval) counts on, and its Let-a-bot-play still works', () => {
    const cases: [keyof typeof START, (env: Env) => void][] = [
      ['noir-heist', (env) => {
        const g = GAMES.require('noir-heist');
        const s = stored(env);
        const cat3 = s.seats.findIndex((x) => x.userId === cat.id);
        const show = g.legal(s.engine, cat3).find((a) => a.verb === 'show');
        expect(show, 'Cat may show her identity').toBeDefined();
        ok(env.service.act(server, cat, { verb: show!.verb, args: show!.args }));
      }],
      ['burgle-bros', (env) => { ok(env.service.sub(server, ann, cat, dan)); }],
      ['art-robbery', (env) => { ok(env.service.settings(server, ann, { intervalHours: 6 })); }],
    ];
    for (const [kind, meanwhile] of cases) {
      const { env, id } = toBob(kind);
      for (let i = 0; i < 4; i++) {
        env.clock.t += 13 * HOUR;
        env.service.dueReminders(env.clock.t);
      }
      const finals = () => env.store.posts(id).filter((p) => p.kind === 'reminder' && (p.body as Post).buttons.flat().some((b) => b.id.includes(':away:')));
      expect(finals(), kind).toHaveLength(1);
      meanwhile(env);
      expect(env.store.reminder(id)?.remindersSent, kind).toBe(4);
      // No reminder comes again for this wait, and the final one's control still hands the seat over.
      for (let i = 0; i < 4; i++) {
        env.clock.t += 13 * HOUR;
        env.service.dueReminders(env.clock.t);
      }
      expect(env.store.posts(id).filter((p) => p.kind === 'reminder'), kind).toHaveLength(4);
      ok(env.service.button(server, ann, (finals()[0].body as Post).buttons.flat().find((x) => x.id.includes(':away:'))!.id));
      expect(stored(env).seats.find((x) => x.userId === bob.id)!.away, kind).toMatchObject({ by: 'host' });
    }
  });

  it('a sub\'s refusals quote names as posts do: no masked link, mention or direction mark from a display name', () => {
    const { env } = toBob('art-robbery');
    const t = env.service;
    const sly: UserRef = { id: 'u7', name: '[click](https://evil.example) `x`\u202E' };
    const texts = [bad(t.sub(server, ann, sly, dan)).text, bad(t.sub(server, ann, bob, { ...sly, bot: true })).text,
      bad(t.sub(server, ann, bob, { id: 'u2', name: 'mallory\u202Eevil <@u1>' })).text];
    for (const text of texts) expect(text).not.toMatch(/[[\]`<>\u202E]|\]\(/);
    expect(texts[0]).toMatch(/^click \(https… holds no seat/);
  });

  it('someone replaced in a game with secrets cannot take another of its seats (they saw their old one\'s hand); their own back, yes', () => {
    const { env } = toBob('art-robbery');
    const t = env.service;
    ok(t.sub(server, ann, bob, dan));
    const before = stored(env).seats.map((s) => s.userId);
    expect(bad(t.sub(server, ann, cat, bob)).text).toBe('Bob held another seat of this game and saw what it was shown: in a second seat they would play against it knowing that. Name someone else as player.');
    expect(stored(env).seats.map((s) => s.userId)).toEqual(before);
    expect(bad(t.sub(server, { ...ann, locale: 'ru' }, cat, bob)).text).toMatch(/^У игрока Bob уже было другое место в этой игре/);
    // The seat Bob held, given back to him: nothing he did not know.
    ok(t.sub(server, ann, dan, bob));
    expect(stored(env).seats.map((s) => s.userId)).toEqual(before.map((u) => (u === dan.id ? bob.id : u)));
  });

  it('a seat its player left takes a substitute (the bot gives it up); the leaver is told it is not given back', () => {
    for (const kind of ['art-robbery', 'burgle-bros'] as const) {
      const { env } = toBob(kind);
      const t = env.service;
      ok(t.button(server, bob, ok(t.leave(server, bob)).posts[0].buttons.flat()[0].id));
      expect(stored(env).seats.find((s) => s.userId === bob.id)!.away).toMatchObject({ by: 'leave' });
      // Bob cannot come back, as a substitute or by joining.
      expect(bad(t.sub(server, ann, cat, bob)).text).toBe('Bob left this heist, and a seat left is not given back. Name someone else as player.');
      expect(bad(t.join(server, bob)).text).toMatch(/^Вы вышли из этого ограбления: ваше место до конца ведёт бот/);
      expect(bad(t.join(server, { ...bob, locale: 'en' })).text).toMatch(/^You left this heist: a bot plays your seat to the end/);
      expect(bad(t.join(server, bob)).text).not.toMatch(/\/heist sub/);
      // Dan takes the seat Bob left: his from now on, no bot plays it.
      ok(t.sub(server, ann, bob, dan));
      const seat = stored(env).seats.find((s) => s.userId === dan.id)!;
      expect(seat.away).toBeUndefined();
      expect(seat.name).toBe('Dan');
      // Nor does the seat come back to Bob through Dan, and Bob is still told so when he asks to join.
      expect(bad(t.sub(server, ann, dan, bob)).text).toBe('Bob left this heist, and a seat left is not given back. Name someone else as player.');
      expect(bad(t.sub(server, { ...ann, locale: 'ru' }, dan, bob)).text).toMatch(/Укажите в `игрок:` кого-то другого\.$/);
      expect(bad(t.join(server, { ...bob, locale: 'en' })).text).toBe('You left this heist, and Dan plays your seat now: it is not given back. Watch it with /heist status, or join the next one.');
    }
  });

  it('a seat substituted twice: the first holder is told who holds it now, not the first substitute', () => {
    const { env } = toBob('burgle-bros');
    const t = env.service;
    ok(t.sub(server, ann, bob, dan));
    ok(t.sub(server, ann, dan, outsider));
    expect(bad(t.hand(server, { ...bob, locale: 'en' })).text).toMatch(/<@u9> plays your seat \(Bob\) now/);
  });

  it('in Burgle Bros., where nothing is hidden from a crew member, someone replaced may take another seat', () => {
    const { env } = toBob('burgle-bros');
    const t = env.service;
    ok(t.sub(server, ann, bob, dan));
    ok(t.sub(server, ann, cat, bob));
  });

  it('a solo heist in a DM refuses away-after, which would hand no seat over, and changes nothing with it', () => {
    const env = setup(5);
    envs.push(env);
    const t = env.service;
    ok(t.start(dm, ann, { scenario: 'office', crew: 2 }));
    const r = bad(t.settings(dm, ann, { awayAfterHours: 3, reminders: false }));
    expect(r.code).toBe('away-dm');
    expect(r.text).toBe('A solo heist in a DM hands no seat to a bot: there is no one else to play on for, so `away-after:` does nothing here. Leave it out (the reminders still come).');
    expect(bad(t.settings(dm, { ...ann, locale: 'ru' }, { awayAfterHours: 3 })).text).toContain('`бот-через:` здесь ничего не делает');
    // Nothing of the refused line was applied: the reminders are still on.
    const now = ok(t.settings(dm, ann, {})).posts[0].text;
    expect(now[0]).toMatch(/^Reminders are on/);
    // What can be changed here does not list away-after.
    expect(now.at(-1)).toBe('Change one with /heist settings and its option: reminders and interval for this heist; preview and dm are yours, in every game.');
  });
});

describe('a substitute is named as themself from the sub on', () => {
  const STARTS = { ...START, 'burgle-bros': { game: 'burgle-bros', scenario: 'office' } } as const;
  for (const kind of ['art-robbery', 'noir-heist', 'burgle-bros'] as const) {
    it(`${kind}: every post, question, button, status, page and export after the sub names Dan, never Bob; the log keeps who held it when`, async () => {
      const env = setup(5);
      envs.push(env);
      const t = env.service;
      const game = GAMES.require(kind);
      ok(t.start(server, ann, { ...STARTS[kind] }));
      ok(t.join(server, bob));
      ok(t.join(server, cat));
      const id = ok(t.begin(server, ann)).gameId;
      const people = [ann, bob, cat, dan];
      const S = () => env.store.game(id)!.state as Stored;
      const rng = new Rng(seedRng(3));
      const move = () => {
        const s = S();
        const seat = game.waitingOn(s.engine)[0];
        const who = people.find((u) => u.id === s.seats[seat].userId)!;
        const a = game.bot({ view: game.view(s.engine, seat), seat, legal: game.legal(s.engine, seat), rng, level: 'easy' });
        return ok(t.act(server, who, { verb: a.verb, args: a.args }));
      };
      let n = 0;
      // Bob plays a move of his own first, and the sub comes when the game waits on him again.
      const bobWaited = () => S().seats[game.waitingOn(S().engine)[0]].userId === bob.id;
      let bobMoved = 0;
      while (!(bobWaited() && bobMoved > 0) && n < 400) {
        if (bobWaited()) bobMoved++;
        move();
        n++;
      }
      const seat = S().seats.findIndex((s) => s.userId === bob.id);
      const said: string[] = [];
      const keep = (r: Result) => {
        if (!r.ok) return;
        for (const p of r.posts) said.push(...p.text, ...p.buttons.flat().map((b) => b.label), ...p.selects.flatMap((m) => [m.placeholder, ...m.options.map((o) => o.label)]));
      };
      const subbed = ok(t.sub(server, ann, bob, dan));
      // The hand-over itself names both: whose seat it was, and who takes it.
      expect(subbed.posts[0].text.join('\n')).toMatch(/<@u4> takes over Bob's seat/);
      keep({ ...subbed, posts: subbed.posts.map((p) => ({ ...p, text: p.text.filter((l) => !/takes over Bob's seat|now play Bob's seat/.test(l)) })) });
      expect(S().seats[seat]).toMatchObject({ userId: dan.id, name: 'Dan' });
      expect(env.store.log(id).at(-1)!.action).toBe(`#sub ${seat + 1} ${dan.id} Dan`);
      let danMoved = 0;
      for (; n < 3000 && game.result(S().engine) === null; n++) {
        const s = S();
        if (s.seats[game.waitingOn(s.engine)[0]].userId === dan.id) danMoved++;
        keep(move());
      }
      expect(game.result(S().engine), 'the game ends').not.toBeNull();
      expect(danMoved).toBeGreaterThan(0);
      // Bob, asking after the end, is told it in the past: Dan held his seat to the end.
      expect(bad(t.hand(server, { ...bob, locale: 'en-US' })).text).toBe('You were replaced in this heist: <@u4> held your seat (Bob) from then to its end. /heist status shows how it ended.');
      for (const u of [ann, cat, dan]) {
        keep(t.status(server, u));
        keep(t.hand(server, u));
      }
      // The pages and the export, as the seat's person and a spectator read them now.
      const g = env.store.game(id)!;
      const st = g.state as Stored;
      const posts = env.store.posts(id);
      for (const viewer of [seat, SPECTATOR]) {
        const r = reading(game, g, viewer);
        const l = live(r, posts.filter((p) => p.seq > subbed.posts[0].seq!), env.store.log(id));
        said.push(...l.status, ...l.mine, ...l.where.waiting, ...(l.where.winners ?? []), ...l.since.map((p) => p.text));
        const ex = seatExport(game, st, posts, viewer, 'en');
        said.push(...ex.now, ...(ex.result?.winners ?? []), ...(ex.seat === 'spectator' ? [] : [ex.seat.name]));
      }
      expect(said.join('\n')).toMatch(/\bDan\b/);
      // What was said before the sub still mentions Bob, shown as his name then on the pages (not "@…").
      expect(mentionNames(reading(game, g, SPECTATOR)).get(bob.id)).toBe('Bob');
      expect(mentionNames(reading(game, g, SPECTATOR)).get(dan.id)).toBe('Dan');
      const bobs = said.filter((x) => /\bBob\b/.test(x));
      expect(bobs, 'what still names Bob after the sub').toEqual([]);
      // The replay names each holder in their time (TB8): a step before the sub waiting on the seat names Bob, one
      // after it Dan; so does the reveal at the end, step by step.
      const tl = new Timeline(game, st.setup);
      await tl.grow(env.store.log(id, { includeUndone: true }), g.version);
      const subAt = tl.subs.find((x) => x.seat === seat)!.version;
      const frames = replayOf(reading(game, g, SPECTATOR), posts, tl).frames;
      const waitedOn = (before: boolean) => frames.filter((f) => (f.version < subAt) === before).flatMap((f) => f.where.waiting);
      expect(waitedOn(true)).toContain('Bob');
      expect(waitedOn(true)).not.toContain('Dan');
      expect(waitedOn(false)).not.toContain('Bob');
      if (!game.openInformation) {
        const r = reading(game, g, SPECTATOR);
        const early = tl.frames.find((f) => f.version < subAt)!;
        expect(revealAt(r, early, tl.subs)![seat].name).toBe('Bob');
        expect(revealAt(r, tl.frames.at(-1)!, tl.subs)![seat].name).toBe('Dan');
      }
      // The log keeps who held the seat when: Bob's moves before, Dan's after.
      const lines = env.store.log(id).map((e) => e.action);
      const at = lines.findIndex((l) => l.startsWith('#sub'));
      expect(lines.slice(0, at).some((l) => l.startsWith('Bob:'))).toBe(true);
      expect(lines.slice(at).some((l) => l.startsWith('Bob:'))).toBe(false);
      expect(lines.slice(at).some((l) => l.startsWith('Dan:'))).toBe(true);
    });
  }
});

describe('after the end, one whose seat a bot played to it', () => {
  for (const how of ['leave', 'away'] as const) {
    it(`(${how}) is told so when they ask for their part, and the seats' listing says it in the past`, () => {
      const { env } = toBob('noir-heist');
      const t = env.service;
      const game = GAMES.require('noir-heist');
      if (how === 'leave') {
        const asked = ok(t.leave(server, bob));
        ok(t.button(server, bob, asked.posts[0].buttons.flat().find((b) => b.id.includes(':quit'))!.id));
      } else {
        for (let i = 0; i < 6 && !stored(env).seats.find((x) => x.userId === bob.id)!.away; i++) {
          env.clock.t += 13 * HOUR;
          t.dueReminders(env.clock.t);
          const final = env.store.posts(env.store.activeGame('c1')!.id).filter((p) => p.kind === 'reminder').at(-1);
          const away = (final?.body as Post | undefined)?.buttons.flat().find((x) => x.id.includes(':away:'));
          if (away) ok(t.button(server, ann, away.id));
        }
        expect(stored(env).seats.find((x) => x.userId === bob.id)!.away?.by).not.toBe('leave');
      }
      const latest = () => env.store.latestGame('c1')!.state as Stored;
      for (let n = 0; n < 400 && game.result(latest().engine) === null; n++) {
        const s = latest();
        const seat = game.waitingOn(s.engine)[0];
        const who = [ann, cat].find((u) => u.id === s.seats[seat].userId)!;
        const a = game.bot({ view: game.view(s.engine, seat), legal: game.legal(s.engine, seat), seat, rng: new Rng(seedRng(n)), level: 'normal' });
        ok(t.act(server, who, { verb: a.verb, args: a.args }));
      }
      expect(game.result(latest().engine)).not.toBeNull();
      if (how === 'leave') {
        const hand = bad(t.hand(server, bob));
        expect(hand.code).toBe('back-left-over');
        expect(hand.text).toMatch(/Бот|бот/); // Bob reads Russian
        expect(hand.text).toMatch(/\/ограбление статус/);
      } else {
        // Away "until they return": the seat is still theirs to read once it is over (rulings TB2), with how it went.
        const note = ok(t.hand(server, bob)).posts.find((p) => p.audience === bob.id)!;
        expect(note.text[0]).toMatch(/^С .* UTC и до конца ограбления за вас играл бот; ваша часть, какой она осталась в конце:$/);
        expect(note.text.length).toBeGreaterThan(1);
        const mine = ok(t.status(server, bob)).posts.filter((p) => p.audience === bob.id);
        expect(mine.length, 'the status carries their own final part').toBeGreaterThan(0);
      }
      const status = ok(t.status(server, cat)).posts[0].text.join('\n');
      expect(status).toMatch(how === 'leave' ? /Bob.*left on .* UTC: a bot played to the end/ : /Bob.*a bot played from .* UTC to the end/);
      expect(status).not.toMatch(/a bot plays/);
      // In Russian, with no guess at the person's gender ("вышел", "за него").
      const ru = ok(t.status(server, bob)).posts[0].text.join('\n');
      expect(ru).toMatch(how === 'leave' ? /Bob.*игрок ушёл .* UTC: до конца играл бот/ : /Bob.*с .* UTC до конца за игрока играл бот/);
      expect(ru).not.toMatch(/вышел|за него/);
    });
  }
});

describe('whose seat a bot plays is said once', () => {
  for (const kind of ['art-robbery', 'noir-heist'] as const) {
    it(`${kind}: the leave is told by its own post; later posts do not end with it, the seat's listing shows it`, () => {
      const { env } = toBob(kind);
      const t = env.service;
      const game = GAMES.require(kind);
      const asked = ok(t.leave(server, bob));
      const quit = asked.posts[0].buttons.flat().find((b) => b.id.includes(':quit'))!;
      const left = ok(t.button(server, bob, quit.id));
      expect(left.posts[0].text[0]).toMatch(/^Bob has left the heist: a bot plays their seat for the rest of the game\.$/);
      // Asking for their hand afterwards, they are told they left, not that they are not in the crew.
      expect(bad(t.hand(server, bob)).code).toBe('back-left');
      const later: string[] = [];
      for (let n = 0; n < 12 && game.result(stored(env).engine) === null; n++) {
        const s = stored(env);
        const seat = game.waitingOn(s.engine)[0];
        const who = [ann, cat].find((u) => u.id === s.seats[seat].userId)!;
        const a = game.legal(s.engine, seat)[0];
        const r = ok(t.act(server, who, { verb: a.verb, args: a.args }));
        later.push(...r.posts.filter((p) => p.audience === 'public').map((p) => p.text.join('\n')));
      }
      expect(later.length).toBeGreaterThan(3);
      for (const text of later) expect(text).not.toMatch(/left the heist/);
      // Where the seats are listed (Art Robbery's board on every post; Noir's in /heist status), the seat says so.
      const status = ok(t.status(server, cat)).posts[0].text.join('\n');
      expect(status).toMatch(/Bob.*left on 2026-01-0\d \d\d:\d\d UTC: a bot plays to the end/);
      expect(status.match(/a bot plays/g)).toHaveLength(1);
    });
  }
});
