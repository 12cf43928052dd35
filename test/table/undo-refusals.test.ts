// What /heist undo says when it cannot: it names what stands in the way as the person sees it. After a trade a bot
// answered, the bot's answer (not "ask its player"); after a move that ended the person's turn (every Noir action
// does), that an undo stays within a turn (not that they did nothing).
import { afterEach, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games/index.js';
import type { Stored } from '../../src/table/persist.js';
import { ann, annBesideBot, bad, bob, cat, ok, server, setup } from './helpers.js';

type Env = ReturnType<typeof setup>;
const envs: Env[] = [];
afterEach(() => { envs.splice(0).forEach((e) => e.close()); });

describe('/heist undo, refused', () => {
  it('after a trade a bot answered: the bot\'s action is named, and none is undone', () => {
    const env = setup(11);
    envs.push(env);
    const t = env.service;
    // The bot beside Ann, holding Donuts; Ann asks for them.
    const { id, engine, bot } = annBesideBot(env, { tools: ['donuts'] });
    ok(t.act(server, ann, { verb: 'take', args: ['donuts', engine().players[bot].name] }));
    const log = env.store.log(id);
    expect(log.at(-1)!.actorId).toBe('bot');
    const version = env.store.game(id)!.version;
    const refused = bad(t.undo(server, ann));
    expect(refused.code).toBe('undo-bot');
    expect(refused.text ?? '').not.toMatch(/Ask its player/);
    expect(env.store.game(id)!.version).toBe(version);
  });

  it('after a Noir thief\'s own move, which ended their turn, and bots\' moves: an undo stays within a turn', () => {
    const game = GAMES.require('noir-heist');
    const env = setup(5);
    envs.push(env);
    const t = env.service;
    ok(t.start(server, ann, { game: 'noir-heist', bots: 2, chief: 'host' }));
    ok(t.join(server, bob));
    ok(t.join(server, cat));
    ok(t.begin(server, ann));
    const data = () => env.store.latestGame(server.channelId)!.state as Stored;
    for (let i = 0; i < 200; i++) {
      const d = data();
      if (game.result(d.engine)) break;
      const seat = game.waitingOn(d.engine)[0];
      const user = [ann, bob, cat].find((u) => u.id === d.seats[seat].userId)!;
      const legal = game.legal(d.engine, seat).filter((a) => a.verb !== 'show');
      const a = game.bot({ view: game.view(d.engine, seat), legal, seat, rng: new Rng(seedRng(i)), level: 'normal' });
      ok(t.act(server, user, { verb: a.verb, args: a.args }));
      // Cat moved, and the bots seated after her: the log's last entry is not hers.
      if (user !== cat || env.store.log(env.store.latestGame(server.channelId)!.id).at(-1)!.actorId !== 'bot') continue;
      expect(game.waitingOn(data().engine).map((k) => data().seats[k].userId)).not.toContain(cat.id);
      expect(bad(t.undo(server, cat)).code).toBe('undo-other-turn');
      return;
    }
    throw new Error('Cat never moved before a bot');
  });
});
