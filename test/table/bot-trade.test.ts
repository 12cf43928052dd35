// A bot burglar who trades with a person (src/games/burgle-bros/bot/trades.ts): the table stops on the question to the
// person, tells them, and goes on with the bot's turn when they answer; a trade they declined is not asked again that
// turn (docs/rulings.md 17), so a bot beside a person never asks for ever.
import { afterEach, expect, it } from 'vitest';
import type { GameState } from '../../src/games/burgle-bros/engine/index.js';
import type { Stored } from '../../src/table/persist.js';
import type { Outcome } from '../../src/table/table.js';
import { ann, ok, publicOf, server, setup } from './helpers.js';

let env: ReturnType<typeof setup> | undefined;
afterEach(() => env?.close());

it('a bot holding the Bust and a tool offers the person beside it one of them; declined, the game goes on to the person\'s turn', () => {
  env = setup(11);
  const t = env.service;
  ok(t.start(server, ann, { game: 'burgle-bros', scenario: 'office', bots: 1, characters: 'hawk,spotter', advanced: 'no' }));
  let o = ok(t.begin(server, ann));
  const id = o.gameId;
  const stored = () => env!.store.game(id)!.state as Stored;
  const engine = () => stored().engine as GameState;
  // The entrance, if Ann is asked it first.
  const pick = publicOf(o).selects[0];
  if (pick) o = ok(t.button(server, ann, `${pick.id}:${pick.options[5].value}`));
  const ai = engine().players.findIndex((p) => p.name === 'Ann');
  // Ann's turn, her actions spent (no event at its end); the bot beside her on her tile, holding the Bust and Donuts.
  expect(engine().turn.player).toBe(ai);
  const s = engine();
  const bot = 1 - ai;
  const players = s.players.map((p, i) => (i === bot ? { ...p, at: s.players[ai].at, tools: ['donuts' as const], loot: ['bust' as const] } : p));
  const g = env.store.game(id)!;
  env.store.commit(id, g.version, { state: { ...stored(), engine: { ...s, players, turn: { ...s.turn, actionsLeft: 0, actionsUsed: 4 } } } });
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
