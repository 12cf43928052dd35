// Ending a heist, autocomplete targets, consent questions for another player, a restart in the middle (state and
// buttons survive), Russian posts, and a solo heist in a DM played to the end.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actingPlayer, legalActions, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { pickAction } from '../../src/games/burgle-bros/bot/index.js';
import { Table, type Where } from '../../src/table/table.js';
import { GAMES } from '../../src/games/index.js';
import { preloadRenderers } from '../../src/render/lazy.js';
import type { Stored } from '../../src/table/persist.js';
import { answerOf, ann, bad, bob, cat, dm, officeForTwo, ok, publicOf, server, setup, storyOf, turned } from './helpers.js';

let env: ReturnType<typeof setup>;
beforeAll(preloadRenderers); // a called-off game's picture is drawn through its module (src/render/lazy.ts)
afterEach(() => env?.close());

const engine = (where: Where): GameState => (env.store.activeGame(where.channelId)!.state as Stored).engine as GameState;

function twoPlayers(opts: { characters?: string[] } = {}, seed = 5): void {
  env = officeForTwo(seed, opts);
}

/** Ends the acting player's turn, answering any question with its first option. */
function endTurn(service: Table, where: Where, users = [ann, bob]) {
  let r = ok(service.act(where, users[actingPlayer(engine(where))], 'end'));
  while (!turned(r)) {
    const q = engine(where).awaiting!;
    r = ok(service.act(where, users[q.player], { verb: 'choose', args: [q.options[0]] }));
  }
  return r;
}

describe('ending a heist', () => {
  it('the host or Manage Channels ends it after a confirm button; others may not', () => {
    twoPlayers();
    const { service } = env;
    expect(bad(service.end(server, bob, false, false)).code).toBe('end-not-allowed');
    const ask = ok(service.end(server, ann, false, false));
    expect(ask.posts).toHaveLength(1);
    expect(answerOf(ask)).toMatchObject({ kind: 'notice', audience: 'u1', via: 'answer' });
    const confirm = answerOf(ask).buttons[0][0];
    // Who may end is decided from the presser, never from the id inside the button.
    expect(bad(service.button(server, bob, confirm.id)).code).toBe('end-not-allowed');
    const forged = confirm.id.replace(/:end:.*$/, `:end:${bob.id}`);
    expect(bad(service.button(server, bob, forged)).code).toBe('end-not-allowed');
    expect(bad(service.button(server, { id: 'u9', name: 'Zed' }, forged.replace(bob.id, 'u9'))).code).toBe('end-not-allowed');
    expect(publicOf(ok(service.status(server, ann))).text.length).toBeGreaterThan(0);
    const done = ok(service.button(server, ann, confirm.id));
    expect(publicOf(done)).toMatchObject({ kind: 'notice', via: 'channel' });
    expect(publicOf(done).text[0]).toMatch(/Ann called off the heist/);
    expect(done.finished).toBe(true);
    // Called off: nothing more is played, and /heist status shows where it stood, without controls.
    expect(bad(service.act(server, ann, 'end')).code).toBe('game-over');
    const stood = publicOf(ok(service.status(server, ann)));
    expect(stood.text[0]).toBe('This heist was called off; this is where it stood.');
    expect([stood.buttons, stood.selects]).toEqual([[], []]);
    // No one's move any more: the board says whose turn it was nowhere, nor does /heist hand.
    expect(stood.text.join('\n')).not.toMatch(/your move|actions? left/);
    expect(answerOf(ok(service.hand(server, ann))).text.join('\n')).not.toMatch(/your move|actions? left/);
  });

  it('called off, no game says whose turn it was (status in a DM, each kind)', () => {
    for (const kind of ['burgle-bros', 'art-robbery', 'noir-heist']) {
      env?.close();
      env = setup(5);
      ok(env.service.start(dm, ann, { game: kind }));
      const was = ok(env.service.status(dm, ann));
      const before = publicOf(was).text;
      const handBefore = answerOf(ok(env.service.hand(dm, ann))).text.join('\n');
      ok(env.service.end(dm, ann, false, true));
      // Noir: the thief's part no longer says how to use their role (nobody acts in a called-off game).
      if (kind === 'noir-heist') {
        expect(handBefore).toMatch(/\/ability/);
        expect(answerOf(ok(env.service.hand(dm, ann))).text.join('\n')).not.toMatch(/\/ability/);
      }
      const now = ok(env.service.status(dm, ann));
      const after = publicOf(now).text;
      // The board as it stood, its last line (whose turn it is) left out.
      expect(after.slice(1), kind).toEqual(before.slice(0, -1));
      // Its picture says it was called off, not whose turn it was.
      const [then, stopped] = [was, now].map((r) => r.pictures[r.posts.indexOf(publicOf(r))]!);
      expect(then.view, kind).not.toHaveProperty('calledOff');
      expect(stopped.view, kind).toMatchObject({ calledOff: true });
      const game = GAMES.require(kind);
      expect(game.render(stopped.view, 'en').equals(game.render(then.view, 'en')), kind).toBe(false);
    }
  });

  it('someone with Manage Channels may end it directly', () => {
    twoPlayers();
    ok(env.service.end(server, cat, true, true));
    expect(bad(env.service.act(server, ann, 'end')).code).toBe('game-over');
  });
});

describe('autocomplete', () => {
  it('offers the acting player the legal targets, filtered by what is typed; nobody else gets any', () => {
    twoPlayers();
    const moves = env.service.targets(server, ann, 'move', '');
    const legal = legalActions(engine(server)).filter((a) => a.verb === 'move').map((a) => a.args.join(' '));
    expect(moves.map((m) => m.value).sort()).toEqual([...new Set(legal)].sort());
    expect(env.service.targets(server, bob, 'move', '')).toEqual([]);
    const first = moves[0].value.slice(0, 2);
    expect(env.service.targets(server, ann, 'move', first).every((m) => m.value.includes(first) || m.name.toLowerCase().includes(first))).toBe(true);
  });
});

describe('autocomplete for answers', () => {
  it('offers the open question\'s answers to the player asked', () => {
    env = setup(5);
    ok(env.service.start(server, ann, { scenario: 'office' }));
    ok(env.service.begin(server, ann));
    const cells = env.service.targets(server, ann, 'choose', 'b');
    expect(cells.map((c) => c.value)).toEqual(['B1', 'B2', 'B3', 'B4']);
    ok(env.service.act(server, ann, { verb: 'choose', args: [cells[1].value] }));
    expect(engine(server).entrance).not.toBeNull();
  });
});

describe('consent questions', () => {
  it('a gift asks the other player, and only they may answer', () => {
    twoPlayers({ characters: ['rigger', 'hawk'] });
    const { service } = env;
    endTurn(service, server); // Ann waits at the entrance.
    endTurn(service, server); // Bob enters and waits.
    const s = engine(server);
    expect(s.players[0].at).toBe(s.players[1].at);
    const give = storyOf(ok(service.act(server, ann, `give dynamite ${s.players[1].name}`)));
    expect(give.mention).toBe('u2');
    expect(bad(service.act(server, ann, 'choose yes')).code).toBe('question-for');
    const yes = give.buttons.flat().find((b) => /yes|accept/i.test(b.label)) ?? give.buttons.flat()[0];
    ok(service.button(server, bob, yes.id));
    expect(engine(server).players[1].tools.length + engine(server).players[0].tools.length).toBe(1);
  });
});

describe('restart', () => {
  it('a service on the reopened store carries on: the same state, and the buttons still work', () => {
    twoPlayers();
    const view = publicOf(ok(env.service.status(server, ann)));
    const before = engine(server);
    const again = env.reopen();
    env.store = again.store;
    const after = (again.store.activeGame('c1')!.state as Stored).engine!;
    expect(after).toEqual(before);
    const button = view.buttons.flat().find((b) => b.id.endsWith(':a:end'))!;
    const r = ok(again.service.button(server, ann, button.id));
    // End turn answers with its preview first (previews are on by default).
    expect(answerOf(r).kind).toBe('preview');
    expect(answerOf(r).text.length).toBeGreaterThan(0);
  });
});

describe('languages', () => {
  it('a Russian player gets Russian replies; public posts use the game language (the host\'s)', () => {
    env = setup(8);
    const { service } = env;
    const ru = { ...ann, locale: 'ru' };
    ok(service.start(server, ru, { scenario: 'office' }));
    const lobby = answerOf(ok(service.status(server, cat)));
    expect(lobby.text.join('\n')).toMatch(/planning a heist/);
    ok(service.join(server, cat));
    const begun = publicOf(ok(service.begin(server, ru)));
    expect(begun.kind).toBe('start');
    expect(begun.text.join('\n')).toMatch(/Ограбление начинается: Проникновение в офис/);
    expect(begun.selects[0].placeholder).toBe('Выберите ответ');
    ok(service.button(server, ru, `${begun.selects[0].id}:${begun.selects[0].options[0].value}`));
    const wrong = bad(service.act(server, cat, 'end'));
    expect(wrong.text).toMatch(/^It is Ann's turn/);
    const post = storyOf(endTurn(service, server, [ru, cat]));
    expect(post.text.join('\n')).toMatch(/Конец хода 1 \(Ann\)/);
    expect(post.text.join('\n')).toMatch(/Охранник этажа 1/);
  });
});

describe('a solo heist in a DM', () => {
  it('one person runs three characters to the end of the game', () => {
    env = setup(21);
    const { service } = env;
    ok(service.start(dm, ann, { scenario: 'office', crew: 3, advanced: 'random' }));
    const rng = new Rng(seedRng(4));
    let last = null;
    for (let i = 0; i < 6000 && !last?.finished; i++) {
      const s = engine(dm);
      const a = pickAction(rng, s, legalActions(s));
      last = ok(service.act(dm, ann, a));
    }
    expect(last?.finished).toBe(true);
    // Won or lost, and the last post says which.
    expect(env.store.latestGame('dm1')!.status).toBe('finished');
    expect(storyOf(last!).text.at(-1)).toMatch(/the heist is a success!|The heist has failed/);
  });
});

describe('replay', () => {
  it('the store can rebuild a game exactly from its options, seed and log (a corrupt snapshot)', async () => {
    const { replay } = await import('../../src/table/replay.js');
    const { burgleBros } = await import('../../src/games/burgle-bros/index.js');
    twoPlayers();
    endTurn(env.service, server);
    const s = engine(server);
    const peek = legalActions(s).find((a) => a.verb === 'peek' || a.verb === 'move')!;
    ok(env.service.act(server, bob, peek));
    const g = env.store.activeGame('c1')!;
    const meta = g.options as Omit<Stored, 'engine'>;
    const rebuilt = { ...meta, engine: replay(burgleBros, meta.setup, env.store.log(g.id).map((e) => e.action)) };
    expect(rebuilt).toEqual(g.state);
  });
});

/** An Art Robbery game of Ann, Bob and Cat in `server`, begun (a fresh env for `seed`), and its engine state now. */
function artForThree(seed: number): { service: Table; now: () => unknown } {
  env?.close();
  env = setup(seed);
  const { service, store } = env;
  ok(service.start(server, ann, { game: 'art-robbery' }));
  ok(service.join(server, bob));
  ok(service.join(server, cat));
  ok(service.begin(server, ann));
  return { service, now: () => (store.activeGame(server.channelId)?.state as Stored | undefined)?.engine };
}

describe('a question asked of another seat in Art Robbery', () => {
  it("while the dog's holder answers a steal, the others hear whom the game waits for, not whose turn it is; undo in its own words", () => {
    type Art = { turn: number; pending: { kind: string; victim: number } | null; names: string[] };
    const art = GAMES.get('art-robbery')!;
    const users = [ann, bob, cat];
    let found = false;
    for (let seed = 1; seed <= 40 && !found; seed++) {
      const { service, now } = artForThree(seed) as { service: Table; now: () => Art | undefined };
      for (let step = 0; step < 200 && now(); step++) {
        const s = now()!;
        const p = s.pending;
        if (p?.kind === 'give' && p.victim !== s.turn) {
          const other = users[s.turn];
          const refused = bad(service.act(server, other, 'play 1'));
          expect(refused.code).toBe('question-for');
          expect(refused.text).toContain(s.names[p.victim]);
          // The victim's answer waits; the card that asked it was played face up (AR12), in Art Robbery's words.
          const undo = bad(service.undo(server, other));
          expect(undo.code).toBe('undo-not-allowed');
          expect(undo.text).toBe('A card once played is face up for everyone, so it cannot be taken back. Play on from here.');
          found = true;
          break;
        }
        const seat = art.waitingOn(s)[0];
        const a = art.legal(s, seat)[0];
        ok(service.act(server, users[seat], [a.verb, ...a.args].join(' ')));
      }
    }
    expect(found).toBe(true);
  });

  it('a post pings its person once, where it says it is their move, though their name stands on several lines', () => {
    const art = GAMES.get('art-robbery')!;
    const users = [ann, bob, cat];
    let named = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { service, now } = artForThree(seed);
      for (let step = 0; step < 200 && now(); step++) {
        const seat = art.waitingOn(now())[0];
        const a = art.legal(now(), seat)[0];
        const r = ok(service.act(server, users[seat], [a.verb, ...a.args].join(' ')));
        for (const p of r.posts.filter((x) => x.audience === 'public' && x.mention)) {
          const text = p.text.join('\n');
          expect(text.split(`<@${p.mention}>`).length - 1, text).toBeLessThanOrEqual(1);
          const name = users.find((u) => u.id === p.mention)!.name;
          if (text.split(name).length > 1) named++;
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe('a step that leaves the same turn waiting', () => {
  it("Noir: a thief showing their identity during another's turn pings no one; the next turn's post still pings", () => {
    env = setup(5);
    const people = [ann, { id: 'u2', name: 'Bob' }, cat, { id: 'u4', name: 'Dee' }, { id: 'u5', name: 'Eve' }];
    ok(env.service.start(server, ann, { game: 'noir-heist' }));
    for (const p of people.slice(1)) ok(env.service.join(server, p));
    ok(env.service.begin(server, ann));
    const game = GAMES.require('noir-heist');
    const stored = () => env.store.activeGame('c1')!.state as Stored;
    const state = () => stored().engine as { thieves: { seat: number }[] };
    const userOf = (seat: number) => people.find((p) => p.id === stored().seats[seat].userId)!;
    const waited = game.waitingOn(state())[0];
    const thieves = state().thieves.map((t) => t.seat);
    const shower = thieves.find((k) => k !== waited)!;
    const seen = thieves.find((k) => k !== waited && k !== shower)!;
    const shown = ok(env.service.act(server, userOf(shower), `show ${stored().seats[seen].name}`));
    const post = storyOf(shown);
    expect(post.text.join('\n')).toMatch(/showed their identity to/);
    // The one waited on is named, not mentioned: no second ping for the turn they already have.
    expect(post.mention).toBeNull();
    expect(post.text.join('\n')).not.toMatch(/<@/);
    expect(game.waitingOn(state())).toEqual([waited]);
    // Their own move passes the turn on: the person it waits on next is pinged.
    const shift = game.legal(state(), waited).find((a) => a.verb === 'shift')!;
    const moved = ok(env.service.act(server, userOf(waited), ['shift', ...shift.args].join(' ')));
    const next = game.waitingOn(state())[0];
    expect(next).not.toBe(waited);
    expect(storyOf(moved).mention).toBe(stored().seats[next].userId);
  });
});
