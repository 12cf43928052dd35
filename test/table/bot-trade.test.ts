// A bot burglar who trades with a person (src/games/burgle-bros/bot/trades.ts): the table stops on the question to the
// person, tells them, and goes on with the bot's turn when they answer; a trade they declined is not asked again that
// turn (docs/rulings.md 17), so a bot beside a person never asks for ever.
import { afterEach, expect, it } from 'vitest';
import type { Outcome } from '../../src/table/table.js';
import { ann, annBesideBot, ok, server, setup } from './helpers.js';

let env: ReturnType<typeof setup> | undefined;
afterEach(() => env?.close());

it('a bot holding the Bust and a tool offers the person beside it one of them; declined, the game goes on to the person\'s turn', () => {
  env = setup(11);
  const t = env.service;
  // Ann's turn, her actions spent (no event at its end); the bot beside her on her tile, holding the Bust and Donuts.
  const { engine, ai } = annBesideBot(env, { tools: ['donuts'], loot: ['bust'] }, { actionsLeft: 0, actionsUsed: 4 });
  const asked = (r: Outcome) => r.posts.flatMap((p) => p.text).filter((l) => /Will you accept/.test(l));
  const ended = ok(t.act(server, ann, { verb: 'end', args: [] }));
  // The bot's turn began with a trade offered to Ann: the game waits on her answer, and she is told.
  const q = engine().awaiting;
  expect(q).toMatchObject({ player: ai, code: 'accept-gift' });
  expect(asked(ended).join(' ')).toMatch(/Ann: Will you accept (Donuts|Bust) from Bot/);
  const first = String(q!.params.item);
  let r = ok(t.act(server, ann, { verb: 'choose', args: ['no'] }));
  const offered = [first];
  // Declined: the bot goes on; it may offer the other card once, never the same one again this turn.
  for (let i = 0; i < 3 && engine().awaiting?.player === ai; i++) {
    offered.push(String(engine().awaiting!.params.item));
    r = ok(t.act(server, ann, { verb: 'choose', args: ['no'] }));
  }
  expect(new Set(offered).size).toBe(offered.length);
  expect(engine().awaiting).toBeNull();
  expect(engine().outcome === 'playing' ? engine().turn.player : ai).toBe(ai);
  expect(r.posts.length).toBeGreaterThan(0);
  expect(engine().players[ai].tools).toEqual([]);
});
