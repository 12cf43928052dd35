// A thief's show (Noir: Heist) is no turn and changes what the shown thief knows, never what anyone may do. During
// the chief's turn it leaves his note as it was sent: no note again (it would say the same and reset the menu he had
// open), and the controls on it still act. A step that moves the game still leaves them stale.
import { afterEach, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games/index.js';
import type { Stored } from '../../src/table/persist.js';
import { ann, bad, bob, cat, ok, server, setup } from './helpers.js';

type Env = ReturnType<typeof setup>;
const envs: Env[] = [];
afterEach(() => { envs.splice(0).forEach((e) => e.close()); });

const game = GAMES.require('noir-heist');

/** Ann the chief, Bob and Cat thieves beside two bots, each person's move the game's own bot's (no show): until Ann's
 * turn. */
function toChiefsTurn(seed: number): Env {
  const env = setup(seed);
  envs.push(env);
  ok(env.service.start(server, ann, { game: 'noir-heist', bots: 2, chief: 'host' }));
  ok(env.service.join(server, bob));
  ok(env.service.join(server, cat));
  ok(env.service.begin(server, ann));
  for (let i = 0; i < 200; i++) {
    const data = stored(env);
    const seat = game.waitingOn(data.engine)[0];
    const user = [ann, bob, cat].find((u) => u.id === data.seats[seat].userId)!;
    if (user === ann && i > 0) return env;
    // People show no one their identity here: Bob's show is the test's.
    const legal = game.legal(data.engine, seat).filter((a) => a.verb !== 'show');
    const a = game.bot({ view: game.view(data.engine, seat), legal, seat, rng: new Rng(seedRng(i)), level: 'normal' });
    ok(env.service.act(server, user, { verb: a.verb, args: a.args }));
  }
  throw new Error('never the chief\'s turn');
}

const stored = (env: Env) => env.store.latestGame(server.channelId)!.state as Stored;

describe('a show during the chief\'s turn', () => {
  for (const seed of [3, 8]) {
    it(`sends the chief no note again, and the menu on his note still acts (seed ${seed})`, () => {
      const env = toChiefsTurn(seed);
      const note = ok(env.service.hand(server, ann)).posts.find((p) => p.audience === ann.id)!;
      const menu = note.selects[0];
      expect(menu.options.length).toBeGreaterThan(0);
      const data = stored(env);
      const bobs = data.seats.findIndex((s) => s.userId === bob.id);
      // A show Bob may make now (to a thief who does not know him yet).
      const show = game.legal(data.engine, bobs).find((a) => a.verb === 'show')!;
      expect(show).toBeDefined();
      const shown = ok(env.service.act(server, bob, { verb: show.verb, args: show.args }));
      expect(shown.posts.map((p) => p.audience)).not.toContain(ann.id);
      expect(shown.posts[0].text.join(' ')).toMatch(/showed their identity to/);
      // The chief's choice, made on the note sent before the show, acts.
      const before = env.store.latestGame(server.channelId)!.version;
      const acted = ok(env.service.button(server, ann, `${menu.id}:${menu.options[0].value}`));
      expect(acted.posts.length).toBeGreaterThan(0);
      expect(env.store.latestGame(server.channelId)!.version).toBeGreaterThan(before);
      // A step that moved the game leaves a control made before it stale.
      expect(bad(env.service.button(server, ann, `${menu.id}:${menu.options[0].value}`)).code).toBe('stale-button');
    });
  }
});
