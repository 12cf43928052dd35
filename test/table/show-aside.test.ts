// A thief's show (Noir: Heist) is no turn and changes what the shown thief knows, never what anyone may do. During
// the chief's turn it leaves his note as it was sent: no note again (it would say the same and reset the menu he had
// open), and the controls on it still act. A step that moves the game still leaves them stale.
import { afterEach, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games/index.js';
import type { Stored } from '../../src/table/persist.js';
import { KEYS } from '../../src/table/ids.js';
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
      // A step that moved the game leaves a control made before it stale: said as whose turn it is now.
      const after = stored(env);
      const waited = game.waitingOn(after.engine).includes(after.seats.findIndex((s) => s.userId === ann.id));
      const again = bad(env.service.button(server, ann, `${menu.id}:${menu.options[0].value}`));
      expect(again.code).toBe(waited ? 'stale-button' : 'not-your-turn');
    });
  }
});

describe('a show chosen on a note made before a step', () => {
  for (const seed of [3, 8]) {
    it(`acts: a show is allowed at any moment, so the menu offering it never goes stale (seed ${seed})`, () => {
      const env = toChiefsTurn(seed);
      // Bob's note, its show menu open (a kind of action chosen on it, or the first it shows).
      const note = ok(env.service.hand(server, bob)).posts.find((p) => p.audience === bob.id)!;
      const options = (n: typeof note) => n.selects.flatMap((m) => m.options.map((o) => ({ id: `${m.id}:${o.value}`, value: o.value })));
      let shows = options(note).filter((o) => o.value.startsWith('show '));
      if (shows.length === 0) {
        const focus = options(note).find((o) => o.value === `${KEYS.focusValue}show`)!;
        expect(focus, 'the note offers the show kind').toBeDefined();
        const opened = ok(env.service.button(server, bob, focus.id)).posts.find((p) => p.audience === bob.id)!;
        shows = options(opened).filter((o) => o.value.startsWith('show '));
      }
      expect(shows.length).toBeGreaterThan(0);
      // The chief moves: the game is at a later moment, and it is a thief's turn (maybe not Bob's).
      const data = stored(env);
      const chief = game.waitingOn(data.engine)[0];
      const step = game.legal(data.engine, chief).find((a) => a.verb !== 'accuse' && a.verb !== 'show')!;
      ok(env.service.act(server, ann, { verb: step.verb, args: step.args }));
      const before = env.store.latestGame(server.channelId)!.version;
      const shown = ok(env.service.button(server, bob, shows[0].id));
      expect(shown.posts[0].text.join(' ')).toMatch(/showed their identity to/);
      expect(env.store.latestGame(server.channelId)!.version).toBe(before + 1);
      // Any other control of that note is stale, said as whose turn it is when it is not Bob's.
      const other = options(note).find((o) => !o.value.startsWith('show ') && !o.value.startsWith(KEYS.focusValue));
      if (other) expect(['stale-button', 'not-your-turn']).toContain(bad(env.service.button(server, bob, other.id)).code);
    });
  }
});
