// Burgle Bros.' card menu: a burglar's ability, tools and trades, under the buttons of their turn's post, so that a
// player who only presses can use them (typed, they are /ability, /use, /give and /take).
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import { controls } from '../../src/games/burgle-bros/present.js';
import { viewOf } from '../../src/games/burgle-bros/view.js';
import type { Action } from '../../src/core/types.js';
import { CHARACTERS } from '../../src/games/burgle-bros/engine/cards/index.js';
import type { Stored } from '../../src/table/persist.js';
import { ann, bob, officeForTwo, ok, publicOf, server, type setup } from './helpers.js';

let env: ReturnType<typeof setup>;
afterEach(() => env?.close());

const engine = (): GameState => (env.store.activeGame(server.channelId)!.state as Stored).engine as GameState;

describe('the card menu', () => {
  it("offers the acting burglar's ability: chosen, it is applied as typed, and End turn stays a button", () => {
    env = officeForTwo(7, { characters: 'juicer,hawk', advanced: 'no' });
    const s = engine();
    expect(s.players[0].character).toBe('juicer');
    const crybaby = legalActions(s).filter((a) => a.verb === 'ability');
    expect(crybaby.length).toBeGreaterThan(0);
    const post = publicOf(ok(env.service.status(server, ann)));
    expect(post.selects).toHaveLength(1);
    const menu = post.selects[0];
    expect(menu.placeholder).toBe('Your ability, tools and trades');
    // Every legal ability action, labelled as the player reads it: the ability by its name, and its target.
    expect(menu.options.map((o) => o.label).sort()).toEqual(crybaby.map((a) => `Crybaby ${a.args.join(' ')}`).sort());
    expect(post.buttons.flat().map((b) => b.label)).toContain('End turn');
    expect(post.buttons.length + post.selects.length).toBeLessThanOrEqual(5);

    const target = crybaby[0].args.join(' ');
    const option = menu.options.find((o) => o.label === `Crybaby ${target}`)!;
    const r = ok(env.service.button(server, ann, `${menu.id}:${option.value}`));
    const after = engine();
    const at = after.tiles.findIndex((t, loc) => t.alarm && !s.tiles[loc].alarm);
    expect(at).toBeGreaterThanOrEqual(0);
    // A free action: the turn's four actions are still there.
    expect(after.turn.actionsLeft).toBe(s.turn.actionsLeft);
    expect(r.posts.map((p) => p.text).join('\n')).toMatch(/alarm/i);
  });

  it("speaks the reader's language, and answers only the burglar whose turn it is", () => {
    env = officeForTwo(7, { characters: 'juicer,hawk', advanced: 'no' });
    const s = engine();
    // The controls sit under the public posts (nothing is secret): Bob, reading in Russian, sees Ann's in Russian.
    const menu = publicOf(ok(env.service.status(server, bob))).selects[0];
    expect(menu.placeholder).toBe('Способность, инструменты и обмен');
    expect(menu.options.every((o) => o.label.startsWith('Плакса '))).toBe(true);
    // Pressed by Bob, it is refused by who pressed it: nothing changes.
    const refused = env.service.button(server, bob, `${menu.id}:${menu.options[0].value}`);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.code).toBe('not-your-turn');
    expect(engine()).toEqual(s);
  });

  it('holds at most a menu of options, every card getting its turn, and none while a question waits', () => {
    env = officeForTwo(7, { characters: 'juicer,hawk', advanced: 'no' });
    const s = engine();
    const many: Action[] = Array.from({ length: 30 }, (_, k) => ({ player: 0, verb: 'ability', args: [`F1 X${k}`] }));
    const labels = controls(viewOf(s), many.slice(0, 1), 'en').menus![0].options.map((o) => o.label);
    expect(labels).toEqual(['Crybaby F1 X0']);
    const legal = [{ player: 0, verb: 'end', args: [] }, ...many, { player: 0, verb: 'use', args: ['dynamite', 'north'] }];
    const c = controls(viewOf(s), legal, 'en');
    const options = c.menus![0].options;
    expect(options).toHaveLength(25);
    expect(options.map((o) => o.act)).toContain('use dynamite north');
    expect(options.find((o) => o.act === 'use dynamite north')).toMatchObject({
      label: 'Use Dynamite north', description: 'Destroy a wall next to you and trigger an alarm on your tile.',
    });
    // Every tool says what it does, within Discord's 100 characters, in both languages.
    for (const tool of ['blueprints', 'crowbar', 'crystal-ball', 'donuts', 'dynamite', 'emp', 'invisible-suit', 'makeup-kit', 'rollerskates', 'smoke-bomb', 'stethoscope', 'thermal-bomb', 'virus']) {
      for (const lang of ['en', 'ru'] as const) {
        const [o] = controls(viewOf(s), [{ player: 0, verb: 'use', args: [tool] }], lang).menus![0].options;
        expect(o.description?.length, `${tool} (${lang})`).toBeGreaterThan(10);
        expect(o.description!.length).toBeLessThanOrEqual(100);
      }
    }
    expect(c.rows!.flat().map((b) => b.act)).toEqual(['end']);
    // Every ability says what it does too, from the rules help's sentence for its side.
    const view = viewOf(s);
    for (const [id, side] of Object.entries(CHARACTERS).filter(([, c]) => c.ability)) {
      const [character, which] = id.split(':');
      const as = { ...view, players: view.players.map((p, k) => (k === 0 ? { ...p, character, side: which } : p)) } as typeof view;
      for (const lang of ['en', 'ru'] as const) {
        const [o] = controls(as, [{ player: 0, verb: 'ability', args: [] }], lang).menus![0].options;
        expect(o.description?.length, `${id} (${lang})`).toBeGreaterThan(10);
        expect(o.description!.length).toBeLessThanOrEqual(100);
        if (lang === 'en') expect(o.label).toBe(side.name);
      }
    }
    // An open question is answered first: its answers alone.
    const asked = controls({ ...viewOf(s), awaiting: { player: 0, code: 'q', params: {}, options: ['A1', 'B1'] } } as never, legal, 'en');
    expect(asked.menus).toBeUndefined();
  });

  it("/heist hand gives the burglar whose turn it is their controls, and another burglar the board without them", () => {
    env = officeForTwo(7, { characters: 'juicer,hawk', advanced: 'no' });
    expect(engine().players[0].character).toBe('juicer');
    // Ann's turn: her answer carries her buttons and her card menu.
    const mine = ok(env.service.hand(server, ann)).posts.find((p) => p.audience === ann.id)!;
    expect(mine.buttons.flat().map((b) => b.label)).toContain('End turn');
    expect(mine.selects.map((m) => m.placeholder)).toEqual(['Your ability, tools and trades']);
    // Bob's, only to him (in his Russian): the same board, but no control of Ann's (not "your" tools, not her End turn).
    const his = ok(env.service.hand(server, bob)).posts.find((p) => p.audience === bob.id)!;
    expect(his.text[0]).toMatch(/нет секретов/);
    expect(his.text).toHaveLength(mine.text.length);
    expect(his.text.at(-1)).toMatch(/^Ann, ваш ход/);
    expect(his.buttons.flat()).toEqual([]);
    expect(his.selects).toEqual([]);
  });
});

describe('a focus pressed on the turn post', () => {
  it("keeps the post's Undo: Blueprints' floors of answers, a floor picked, Undo still beside them when it may be used", async () => {
    const { focusPost, Sight } = await import('../../src/table/posts.js');
    const { GAMES } = await import('../../src/games/index.js');
    env = officeForTwo(7, { characters: 'juicer,hawk', advanced: 'no' });
    const game = GAMES.require('burgle-bros');
    const s = engine();
    const me = s.turn.player;
    const holding = { ...s, players: s.players.map((p, k) => (k === me ? { ...p, tools: [...p.tools, 'blueprints'] } : p)) } as GameState;
    const r = game.apply(holding, { player: me, verb: 'use', args: ['blueprints'] });
    if (!r.ok) throw new Error('blueprints refused');
    const rec = env.store.activeGame(server.channelId)!;
    const stored = rec.state as Stored;
    const record = { id: rec.id, version: rec.version, status: 'playing', guildId: 'g1', channelId: server.channelId, data: { ...stored, engine: r.state } } as never;
    const telling = (undoable: boolean) => ({ game, rec: record, sight: new Sight(game), waiting: [me], over: false, pinged: null, undoable });
    const floors = focusPost(telling(false), me, 'F2');
    const labels = (p: { buttons: { label: string }[][] }) => p.buttons.flat().map((b) => b.label);
    expect(labels(floors)).toEqual(expect.arrayContaining(['Floor 1', 'Floor 2']));
    expect(labels(floors)).not.toContain('Undo');
    expect(labels(focusPost(telling(true), me, 'F2'))).toContain('Undo');
  });
});
