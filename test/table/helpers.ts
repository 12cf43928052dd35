// A service on a real store in a temp file, a fake clock, and users; and small readers of a plan's posts (the public story, the private notes, the answer to the one who acted).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../src/store/index.js';
import type { AnyGame, OptionValue } from '../../src/core/module.js';
import { GAMES } from '../../src/games/index.js';
import type { GameState as BurgleState, PlayerState as BurglePlayer } from '../../src/games/burgle-bros/engine/index.js';
import type { Stored } from '../../src/table/persist.js';
import type { StartInput } from '../../src/table/types.js';
import { Table, type Result, type Outcome, type Failure, type PictureJob, type Plan, type Post, type UserRef, type Where } from '../../src/table/table.js';

export function setup(seed = 42) {
  const dir = mkdtempSync(join(tmpdir(), 'heist-service-'));
  const file = join(dir, 'test.sqlite');
  const clock = { t: Date.UTC(2026, 0, 1), now() { return this.t; } };
  let store = openStore(file, { clock, warn: () => {} });
  let seeds = seed;
  const service = new Table(store, GAMES, {
    clock, seed: () => seeds++,
  });
  return {
    store, service, clock, file,
    reopen() {
      store.close();
      store = openStore(file, { clock, warn: () => {} });
      return { store, service: new Table(store, GAMES, { clock }) };
    },
    close() { try { store.close(); } catch { /* closed */ } rmSync(dir, { recursive: true, force: true }); },
  };
}

/** A two-player Office Job (Ann and Bob) in `server`, past the entrance question (its sixth cell): `host` to move. */
export function officeForTwo(seed = 7, input: Partial<StartInput> = {}, host: UserRef = ann): ReturnType<typeof setup> {
  const env = setup(seed);
  ok(env.service.start(server, host, { scenario: 'office', ...input }));
  ok(env.service.join(server, bob));
  const pick = publicOf(ok(env.service.begin(server, host))).selects[0];
  ok(env.service.button(server, host, `${pick.id}:${pick.options[5].value}`));
  return env;
}

export const server: Where = { guildId: 'g1', channelId: 'c1', isDM: false };
export const dm: Where = { guildId: null, channelId: 'dm1', isDM: true };
export const ann: UserRef = { id: 'u1', name: 'Ann' };
export const bob: UserRef = { id: 'u2', name: 'Bob', locale: 'ru' };
export const cat: UserRef = { id: 'u3', name: 'Cat', locale: 'en-US' };

export function ok(r: Result): Outcome {
  if (!r.ok) throw new Error(`expected ok, got ${r.code}: ${r.text}`);
  return r;
}

export function bad(r: Result): Failure {
  if (r.ok) throw new Error(`expected a failure, got ${r.posts.map((p) => p.text.join(' / ')).join(' // ')}`);
  return r;
}

/** The posts everyone in the channel sees. */
export function publicPosts(o: Outcome): Post[] {
  return o.posts.filter((p) => p.audience === 'public');
}

/** The one public post of an outcome (a lobby, a start, a story, a status, a notice): fails when there are more or none. */
export function publicOf(o: Outcome): Post {
  const all = publicPosts(o);
  if (all.length !== 1) throw new Error(`expected one public post, got ${all.length}: ${all.map((p) => p.kind).join(', ')}`);
  return all[0];
}

/** The one public 'story' post of a press (a turn's post when it carries a picture). */
export function storyOf(o: Outcome): Post {
  const p = publicOf(o);
  if (p.kind !== 'story') throw new Error(`expected a story post, got ${p.kind}`);
  return p;
}

/** Whether the press ended a turn (or the game): its story is the turn's post, with the picture. */
export function turned(o: Outcome): boolean {
  return storyOf(o).picture !== null;
}

/** The private notes of a step, in order. */
export function notesOf(o: Outcome): Post[] {
  return o.posts.filter((p) => p.kind === 'note');
}

/** The one post answered only to the one who acted (an ephemeral answer): fails when there are more or none. */
export function answerOf(o: Outcome): Post {
  const all = o.posts.filter((p) => p.via === 'answer');
  if (all.length !== 1) throw new Error(`expected one answer, got ${all.length}: ${all.map((p) => p.kind).join(', ')}`);
  return all[0];
}

/** The custom ids of a post's buttons and menus. */
export function controlIds(p: Post): string[] {
  return [...p.buttons.flat().map((b) => b.id), ...p.selects.map((s) => s.id)];
}

/** A post's picture as the plan names it (data: the game, the reader's view, the language), or null. */
export function jobOf(plan: Plan, post: Post): PictureJob | null {
  const k = plan.posts.indexOf(post);
  if (k < 0) throw new Error('that post is not one of the plan\'s');
  return plan.pictures[k];
}

/** Every value of a game's options a person could type in a DM (each choice, each integer from one below its range
 * to one above, both booleans, a word no game reads as a free text), then (`pairs`) every pair of two options: each a solo start to try. */
export function soloStarts(game: AnyGame, pairs = true): Record<string, OptionValue>[] {
  const values = (o: AnyGame['options'][number]): OptionValue[] => {
    if (o.choices) return [...o.choices];
    if (o.type === 'boolean') return [true, false];
    if (o.type === 'integer') {
      const lo = (o.min ?? 0) - 1;
      const hi = (o.max ?? 6) + 1;
      return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
    }
    // A free text: one no game reads (Burgle Bros.' characters).
    return ['nobody'];
  };
  const opts = game.options.filter((o) => values(o).length);
  const out: Record<string, OptionValue>[] = [{}];
  for (const [i, a] of opts.entries()) {
    for (const va of values(a)) {
      out.push({ [a.name]: va });
      if (pairs) for (const b of opts.slice(i + 1)) for (const vb of values(b)) out.push({ [a.name]: va, [b.name]: vb });
    }
  }
  return out;
}

/** Ann (the Hawk) and a bot (the Spotter) in an Office Job, past the entrance, on Ann's turn: the bot put on her
 * tile holding `tools` and `loot`, and her turn as `turn` says (her actions spent, say). */
export function annBesideBot(env: ReturnType<typeof setup>, hold: Partial<Pick<BurglePlayer, 'tools' | 'loot'>>, turn: Partial<BurgleState['turn']> = {}) {
  const t = env.service;
  ok(t.start(server, ann, { game: 'burgle-bros', scenario: 'office', bots: 1, characters: 'hawk,spotter', advanced: 'no' }));
  let o = ok(t.begin(server, ann));
  const id = o.gameId;
  const stored = () => env.store.game(id)!.state as Stored;
  const engine = () => stored().engine as BurgleState;
  // The entrance, if Ann is asked it first.
  const pick = publicOf(o).selects[0];
  if (pick) o = ok(t.button(server, ann, `${pick.id}:${pick.options[5].value}`));
  const ai = engine().players.findIndex((p) => p.name === 'Ann');
  if (engine().turn.player !== ai) throw new Error('not Ann\'s turn');
  const s = engine();
  const bot = 1 - ai;
  const players = s.players.map((p, i) => (i === bot ? { ...p, at: s.players[ai].at, ...hold } : p));
  const g = env.store.game(id)!;
  env.store.commit(id, g.version, { state: { ...stored(), engine: { ...s, players, turn: { ...s.turn, ...turn } } } });
  return { id, engine, ai, bot };
}

