// Playing through the service: turns by the right people only, stale buttons, undo, a whole random game, game over,
// and a failed save that changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions, actingPlayer, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { pickAction } from '../../src/games/burgle-bros/bot/index.js';
import { StoreWriteError } from '../../src/store/index.js';
import type { Stored } from '../../src/table/persist.js';
import type { UserRef, Where } from '../../src/table/table.js';
import { ann, bad, bob, cat, controlIds, dm, jobOf, officeForTwo, ok, publicOf, server, setup, storyOf, turned } from './helpers.js';

let env: ReturnType<typeof setup>;
afterEach(() => env?.close());

function stored(where: Where): { version: number; data: Stored } {
  const g = env.store.activeGame(where.channelId)!;
  return { version: g.version, data: g.state as Stored };
}

function engine(where: Where): GameState {
  return stored(where).data.engine as GameState;
}

/** A two-player server game past the entrance question: Ann (player 0) to move. */
function twoPlayers(): void {
  env = officeForTwo(7);
}

describe('turns', () => {
  it('only the player whose turn it is may act; others get a sentence naming who must act', () => {
    twoPlayers();
    const s = engine(server);
    expect(actingPlayer(s)).toBe(0);
    const r = bad(env.service.act(server, bob, 'move north'));
    expect(r.code).toBe('not-your-turn');
    expect(r.text).toContain('Ann');
    const stranger: UserRef = { id: 'u9', name: 'Zed' };
    expect(bad(env.service.act(server, stranger, 'end')).code).toBe('not-in-crew');
    const illegal = bad(env.service.act(server, ann, 'hack'));
    expect(illegal.code).toBe('rule');
    expect(illegal.text).toMatch(/Computer Room/);
  });

  it('a rejected action writes nothing', () => {
    twoPlayers();
    const before = stored(server);
    bad(env.service.act(server, ann, 'crack'));
    bad(env.service.act(server, bob, 'end'));
    expect(stored(server)).toEqual(before);
  });

  it('a failed save answers "could not save" and changes nothing', () => {
    twoPlayers();
    const before = stored(server);
    const commit = env.store.commit.bind(env.store);
    env.store.commit = () => { throw new StoreWriteError('full', 'disk full'); };
    const r = bad(env.service.act(server, ann, 'end'));
    expect(r.code).toBe('could-not-save');
    expect(r.text).toMatch(/nothing changed/);
    // Why, for the host's log (the router logs it), never in the player's sentence.
    expect(r.cause).toBe('Could not save, nothing changed: disk full');
    expect(r.text).not.toMatch(/disk full/);
    env.store.commit = commit;
    expect(stored(server)).toEqual(before);
    ok(env.service.act(server, ann, 'end'));
  });

  it('a save whose answer was lost once sent says it may have been made, never "nothing changed"', () => {
    twoPlayers();
    const commit = env.store.commit.bind(env.store);
    env.store.commit = () => { throw new StoreWriteError('unsure', 'the server stopped answering'); };
    const r = bad(env.service.act(server, ann, 'end'));
    expect(r.code).toBe('could-not-tell');
    expect(r.text).toBe('The database stopped answering once this was sent, so it may or may not have been saved. See where the game stands with /heist status before you try again.');
    env.store.commit = commit;
  });

  it('a read the database fails (out of reach) is told plainly, whatever the command', () => {
    expect(env.service.storeTrouble(new StoreWriteError('unreachable', 'x'), 'en-US')).toBe("The game's database cannot be reached right now, so nothing was done. Try again in a moment; if it lasts, tell the bot's host.");
    expect(env.service.storeTrouble(new StoreWriteError('unreachable', 'x'), 'ru')).toMatch(/^База данных игры сейчас недоступна/);
    expect(env.service.storeTrouble(new StoreWriteError('locked', 'x'), 'en-US')).toBe('Could not save the game, so nothing changed. Try again in a moment.');
    expect(env.service.storeTrouble(new Error('a bug'), 'en-US')).toBeNull();
  });

  it('two clicks at once: the second commit finds the version moved on and applies nothing', () => {
    twoPlayers();
    const view = publicOf(ok(env.service.status(server, ann)));
    // The End turn button answers with a preview; its Confirm (':c:end') is what ends the turn.
    const endButton = { id: view.buttons.flat().find((b) => b.id.endsWith(':a:end'))!.id.replace(/:a:end$/, ':c:end') };
    const commit = env.store.commit.bind(env.store);
    let raced = false;
    // While Ann's click is being applied, another process commits her other click first.
    env.store.commit = (...args: Parameters<typeof commit>) => {
      if (!raced) {
        raced = true;
        const g = env.store.activeGame('c1')!;
        commit(g.id, g.version, { state: g.state, entry: { actorId: 'u1', action: '#settings', turnKey: '#', revealed: false } });
      }
      return commit(...args);
    };
    const r = bad(env.service.button(server, ann, endButton.id));
    expect(r.code).toBe('stale-button');
    env.store.commit = commit;
    expect(engine(server).turn.number).toBe(1);
  });

  it('an undo makes the controls of the step it took back stale (a version with no log line of its own)', () => {
    twoPlayers();
    // A peek turns the tile over; the move onto it then shows nothing new, so it may be undone.
    const peek = publicOf(ok(env.service.status(server, ann))).buttons.flat().find((b) => /:a:peek /.test(b.id))!;
    const way = peek.id.split(':a:peek ')[1];
    const peeked = publicOf(ok(env.service.button(server, ann, peek.id)));
    const move = peeked.buttons.flat().find((b) => b.id.endsWith(`:a:move ${way}`))!;
    const moved = publicOf(ok(env.service.button(server, ann, move.id)));
    const next = moved.buttons.flat().find((b) => /:a:(move|peek|end)/.test(b.id))!;
    ok(env.service.undo(server, ann));
    expect(bad(env.service.button(server, ann, next.id)).code).toBe('stale-button');
  });

  it('an undo in a crew one person plays names the character whose step it took back, not the person\'s first', () => {
    env = setup(7);
    ok(env.service.start(dm, ann, { scenario: 'office', crew: 2 }));
    const crew = engine(dm).players.map((p: { name: string }) => p.name);
    ok(env.service.act(dm, ann, 'choose A1'));
    // The first character peeks south and ends the turn; the second steps onto that face-up tile (nothing new seen).
    ok(env.service.act(dm, ann, 'peek south'));
    const ending = ok(env.service.command(dm, ann, 'end-turn', {}, false));
    expect(engine(dm).turn.player, JSON.stringify(ending.posts.map((p) => p.text))).toBe(1);
    ok(env.service.act(dm, ann, 'move south'));
    const undone = publicOf(ok(env.service.undo(dm, ann)));
    expect(undone.text[0]).toMatch(new RegExp(`^Undone: move south.* \\(${crew[1]}\\)\\.$`));
  });

  it('a button from an earlier version is refused as stale; the current one works', () => {
    twoPlayers();
    const view = publicOf(ok(env.service.status(server, ann)));
    // The End turn button answers with a preview; its Confirm (':c:end') is what ends the turn.
    const endButton = { id: view.buttons.flat().find((b) => b.id.endsWith(':a:end'))!.id.replace(/:a:end$/, ':c:end') };
    expect(endButton).toBeDefined();
    const peekOrMove = view.buttons.flat().find((b) => /:a:(move|peek) /.test(b.id))!;
    ok(env.service.button(server, ann, peekOrMove.id));
    const stale = bad(env.service.button(server, ann, endButton.id));
    expect(stale.code).toBe('stale-button');
    expect(stale.text).toMatch(/earlier moment/);
    const fresh = { id: publicOf(ok(env.service.status(server, ann))).buttons.flat().find((b) => b.id.endsWith(':a:end'))!.id.replace(/:a:end$/, ':c:end') };
    let ended = ok(env.service.button(server, ann, fresh.id));
    // The event drawn may ask a question first (Throw Voice ...): answer it; the turn post comes with the answer.
    // Each line is told once, by the press that made it: the event is in one of this turn's stories.
    const told = [storyOf(ended).text.join('\n')];
    while (!turned(ended) && engine(server).awaiting) {
      const q = engine(server).awaiting!;
      ended = ok(env.service.act(server, [ann, bob][q.player], { verb: 'choose', args: [q.options[0]] }));
      told.push(storyOf(ended).text.join('\n'));
    }
    const post = storyOf(ended);
    expect(turned(ended), post.text.join('\n')).toBe(true);
    expect(told.filter((x) => /Event for Ann/.test(x))).toHaveLength(1);
    expect(post.mention).toBe('u2');
    expect(post.text.join('\n')).toMatch(/Guard on floor 1|guard on floor 1/);
    expect(jobOf(ended, post)?.kind).toBe('burgle-bros');
  });
});

describe('undo', () => {
  /** Ann moves onto a face-up tile (no reveal) if she can; returns the move made. */
  function quietMove(): string | null {
    const s = engine(server);
    const p = s.players[0];
    for (const a of legalActions(s)) {
      if (a.verb !== 'move' || a.args.length !== 1) continue;
      const dirs: Record<string, number> = { north: -s.size, south: s.size, east: 1, west: -1 };
      const to = p.at! + (dirs[a.args[0]] ?? 0);
      if (dirs[a.args[0]] !== undefined && s.tiles[to]?.revealed) return a.args[0];
    }
    return null;
  }

  it('takes back your own action that revealed nothing, in the current turn', () => {
    twoPlayers();
    // Nothing done yet this turn: Ann is told to make her move, Bob (not his turn) to wait for his.
    expect(bad(env.service.undo(server, ann)).code).toBe('undo-nothing');
    expect(bad(env.service.undo(server, bob)).code).toBe('undo-nothing-yet');
    // One not in the crew is told so, not to wait for a turn they will never have.
    expect(bad(env.service.undo(server, cat)).code).toBe('not-in-crew');
    // Peek somewhere (reveals), then walk onto the peeked tile (reveals nothing), then undo the walk.
    const s = engine(server);
    const peek = legalActions(s).find((a) => a.verb === 'peek')!;
    ok(env.service.act(server, ann, { verb: 'peek', args: peek.args }));
    // What no one can take back is said so to anyone, not "ask its player"; to another, as not theirs.
    const other = bad(env.service.undo(server, bob));
    expect(other.code).toBe('undo-not-allowed-theirs');
    expect(other.text).toBe('Последнее действие, не ваше, что-то открыло (комнату, кубик или карту), поэтому его никто не может отменить. Играйте дальше отсюда.');
    expect(bad(env.service.undo(server, ann)).code).toBe('undo-not-allowed');
    const dir = quietMove();
    expect(dir).not.toBeNull();
    const before = engine(server);
    const moved = ok(env.service.act(server, ann, `move ${dir}`));
    expect(engine(server).players[0].at).not.toBe(before.players[0].at);
    expect(bad(env.service.undo(server, bob)).code).toBe('undo-not-yours');
    expect(storyOf(moved).text.join(' ')).toMatch(/moved/);
    const undone = ok(env.service.undo(server, ann));
    expect(storyOf(undone).text[0]).toMatch(/Undone/);
    expect(engine(server)).toEqual(before);
    // The peek revealed a tile: it can't be undone.
    expect(bad(env.service.undo(server, ann)).code).toBe('undo-not-allowed');
  });

  it('refuses across turns', () => {
    twoPlayers();
    const dir = quietMove();
    if (dir) ok(env.service.act(server, ann, `move ${dir}`));
    let r = ok(env.service.act(server, ann, 'end'));
    while (!turned(r)) {
      const q = engine(server).awaiting!;
      r = ok(env.service.act(server, [ann, bob][q.player], { verb: 'choose', args: [q.options[0]] }));
    }
    // Bob's turn now: Ann's end of turn is behind a turn change; Bob has done nothing yet (not "ask Ann": she can't).
    const before = stored(server);
    expect(bad(env.service.undo(server, ann)).code).toBe('undo-other-turn');
    expect(bad(env.service.undo(server, bob)).code).toBe('undo-nothing');
    expect(bad(env.service.undo(server, bob)).text).toMatch(/Сделайте свой ход/);
    expect(stored(server)).toEqual(before);
  });
});

describe('a whole game', () => {
  it('a random crew plays a heist to the end through the service; then every action is refused as game over', () => {
    env = setup(3);
    const { service } = env;
    const users = [ann, bob];
    ok(service.start(server, ann, { scenario: 'office' }));
    ok(service.join(server, bob));
    ok(service.begin(server, ann));
    const rng = new Rng(seedRng(99));
    let steps = 0;
    let finished: boolean | undefined;
    let last = null;
    let turnPosts = 0;
    let lastButtons: string[] = [];
    while (!finished && steps < 6000) {
      const s = engine(server);
      const legal = legalActions(s);
      const a = pickAction(rng, s, legal);
      const user = users[actingPlayer(s)];
      const view = publicOf(ok(service.status(server, user)));
      lastButtons = controlIds(view);
      // Discord's limits: 5 rows of 5 buttons, custom ids up to 100 characters, labels up to 80, 25 select options.
      expect(view.buttons.length).toBeLessThanOrEqual(5);
      for (const row of view.buttons) expect(row.length).toBeLessThanOrEqual(5);
      for (const id of lastButtons) expect(id.length).toBeLessThanOrEqual(100);
      for (const b of view.buttons.flat()) expect(b.label.length).toBeLessThanOrEqual(80);
      expect(view.buttons.length + view.selects.length).toBeLessThanOrEqual(5);
      for (const m of view.selects) expect(m.options.length).toBeLessThanOrEqual(25);
      // Every answer to an open question can be given with a button or the select.
      const menuOptions = view.selects.reduce((n, m) => n + m.options.length, 0);
      if (s.awaiting) expect(view.buttons.flat().length + menuOptions).toBe(Math.min(s.awaiting.options.length, s.awaiting.options.length > 10 ? 25 : 10));
      // Press the button when there is one for this action, else type it.
      const text = [a.verb, ...a.args].join(' ');
      const button = view.buttons.flat().find((b) => b.id.endsWith(`:a:${text}`));
      let r = ok(button ? service.button(server, user, button.id) : service.act(server, user, a));
      // End turn answers with a preview first; its Confirm ends the turn.
      const preview = r.posts.find((p) => p.kind === 'preview');
      const confirm = preview?.buttons.flat().find((b) => /:c:/.test(b.id));
      if (confirm) r = ok(service.button(server, user, confirm.id));
      if (turned(r)) turnPosts++;
      finished = r.finished;
      last = r;
      steps++;
    }
    expect(finished).toBe(true);
    // The heist was won or lost, and the last post says which.
    expect(env.store.latestGame('c1')!.status).toBe('finished');
    expect(storyOf(last!).text.at(-1)).toMatch(/the heist is a success!|The heist has failed/);
    expect(turnPosts).toBeGreaterThan(2);
    expect(steps).toBeGreaterThan(20);
    // Typed or pressed, an action after the end is told the heist is over, not that none ever ran here.
    const typed = bad(service.act(server, ann, 'end'));
    expect(typed.code).toBe('game-over');
    expect(typed.text).toBe('This heist is over. Start a new one with /heist start.');
    expect(bad(service.button(server, ann, lastButtons[0])).code).toBe('game-over');
    // Until a new game starts, /heist status still answers: the final board and picture, no controls.
    const final = ok(service.status(server, bob));
    const board = publicOf(final);
    expect(board.kind).toBe('status');
    expect([board.buttons, board.selects]).toEqual([[], []]);
    expect(jobOf(final, board)?.kind).toBe('burgle-bros');
    // A new heist can start in the same channel.
    ok(service.start(server, bob, { scenario: 'bank' }));
  });
});
