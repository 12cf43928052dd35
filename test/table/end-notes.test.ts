// The end of a game with secrets: its public post tells everyone how it ended and, in Noir: Heist, who was whom. A note
// made because the game ended tells its reader only what that post did not: in Noir, only that the game is over (sent
// only to one who reads elsewhere: test/delivery/route.test.ts). A note asked for after the end (My hand, /heist hand,
// /heist status) still shows all the seat held.
import { afterEach, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games/index.js';
import type { Outcome } from '../../src/table/table.js';
import type { Stored } from '../../src/table/persist.js';
import { live, reading } from '../../src/web/model.js';
import { ann, bob, cat, ok, publicOf, server, setup } from './helpers.js';

type Env = ReturnType<typeof setup>;
const envs: Env[] = [];
afterEach(() => { envs.splice(0).forEach((e) => e.close()); });

/** Ann, Bob and Cat with two bots, every person's move chosen by the game's own bot: the press that ended it. */
function playedOut(kind: string, seed: number): { env: Env; last: Outcome; actor: string } {
  const env = setup(seed);
  envs.push(env);
  const game = GAMES.require(kind);
  ok(env.service.start(server, ann, { game: kind, bots: 2 }));
  ok(env.service.join(server, bob));
  ok(env.service.join(server, cat));
  let last = ok(env.service.begin(server, ann));
  let actor = ann.id;
  for (let i = 0; i < 3000; i++) {
    const data = env.store.latestGame(server.channelId)!.state as Stored;
    if (game.result(data.engine)) return { env, last, actor };
    const seat = game.waitingOn(data.engine)[0];
    const user = [ann, bob, cat].find((u) => u.id === data.seats[seat].userId)!;
    const a = game.bot({ view: game.view(data.engine, seat), legal: game.legal(data.engine, seat), seat, rng: new Rng(seedRng(i)), level: 'normal' });
    last = ok(env.service.act(server, user, { verb: a.verb, args: a.args }));
    actor = user.id;
  }
  throw new Error('the game did not end');
}

describe('Noir: Heist, the end', () => {
  for (const seed of [5, 11]) {
    it(`no note repeats the reveal (seed ${seed}); asked for, the seat's part is all there`, () => {
      const { env, last, actor } = playedOut('noir-heist', seed);
      expect(publicOf(last).text.join('\n')).toMatch(/^The plainclothes officer was /m);
      const notes = last.posts.filter((p) => p.audience !== 'public');
      expect(notes.map((p) => p.audience).sort()).toEqual([ann.id, bob.id, cat.id].sort());
      for (const n of notes) {
        expect(n.text, n.audience).toEqual([n.audience === bob.id ? 'Игра окончена: чем она кончилась, сказано в её канале.' : 'The game is over: its channel tells how it ended.']);
        expect(n.picture).toBeNull();
        expect(n.moveOrEnd).toBe('end');
        // Sent only to one reading elsewhere (src/delivery/route.ts): the one who ended it reads the end where they pressed.
        expect(n.endOnly).toBe(true);
        expect(n.via).toBe(n.audience === actor ? 'answer' : 'dm');
      }
      // Asked for: a thief's identity, the chief's plainclothes officer.
      for (const user of [ann, cat]) {
        const hand = ok(env.service.hand(server, user)).posts.filter((p) => p.audience === user.id);
        expect(hand).toHaveLength(1);
        expect(hand[0].text.join('\n')).toMatch(/Your identity: |Your plainclothes officer: |You were caught/);
      }
      const status = ok(env.service.status(server, ann)).posts.filter((p) => p.audience === ann.id);
      expect(status.map((p) => p.text.join('\n')).join('\n')).toMatch(/Your identity: |Your plainclothes officer: |You were caught/);
      // Ann's web page lists no line of those answers as news: they show what her seat holds, as the page does above.
      const g = env.store.latestGame(server.channelId)!;
      const seat = (g.state as Stored).seats.findIndex((x) => x.userId === ann.id);
      const page = live(reading(GAMES.require('noir-heist'), g, seat), env.store.posts(g.id), env.store.log(g.id), (v) => (v === g.version ? (g.state as Stored).engine : undefined));
      const afterEnd = page.since.filter((p) => p.mine && p.version === g.version);
      expect(afterEnd.map((p) => p.text).join('\n')).not.toMatch(/Your identity: |Your plainclothes officer: |You were caught/);
    });
  }
});

describe('Art Robbery, the end', () => {
  it('a note still tells each person what the results do not: their hand and banked tokens', () => {
    const { last } = playedOut('art-robbery', 5);
    const notes = last.posts.filter((p) => p.audience !== 'public');
    expect(notes).toHaveLength(3);
    for (const n of notes) expect(n.text.join('\n')).toMatch(/banked tokens|отложенные фишки/i);
  });
});
