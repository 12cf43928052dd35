// Every picture the bot sends has its words (a text alternative for a reader who cannot see it): the game's
// `describe` of the very view the picture is drawn from, kept on the post (`Post.alt`) and sent to Discord as the
// attachment's and the media-gallery item's `description` (≤ 1,024 characters). Burgle Bros.' says each guard's cell,
// destination and speed; Noir's the grid with its officers (and, to its reader alone, what their own picture shows).
import { afterEach, describe, expect, it } from 'vitest';
import { ALT_LIMIT, fitAlt } from '../../src/core/alt-text.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { SPECTATOR } from '../../src/core/types.js';
import { cardOf, retiredBody, shownOf } from '../../src/discord/view.js';
import { GAMES } from '../../src/games/index.js';
import { cellName as burgleCell } from '../../src/games/burgle-bros/engine/board.js';
import type { GameState as BurgleState } from '../../src/games/burgle-bros/engine/types.js';
import { activeFloor, guardSpeed } from '../../src/games/burgle-bros/render/marks.js';
import { viewOf as burgleView } from '../../src/games/burgle-bros/view.js';
import { cellName as noirCell } from '../../src/games/noir-heist/engine/grid.js';
import type { NoirState } from '../../src/games/noir-heist/engine/types.js';
import type { Stored } from '../../src/table/persist.js';
import type { Outcome, Post } from '../../src/table/table.js';
import { ann, bob, cat, notesOf, officeForTwo, ok, publicPosts, server, setup } from './helpers.js';

type Env = ReturnType<typeof setup>;
const envs: Env[] = [];
afterEach(() => { envs.splice(0).forEach((e) => e.close()); });

const engineOf = (env: Env) => (env.store.latestGame(server.channelId)!.state as Stored).engine;

/** The gallery item and the attachment of a post's card as Discord gets it, the picture freshly drawn. */
function sent(p: Post) {
  const payload = cardOf(p, Buffer.from('png'));
  const container = payload.components[0] as { components: { type: number; items?: { description?: string }[] }[] };
  return { file: payload.files[0]?.description, item: container.components.find((c) => c.type === 12)?.items?.[0]?.description };
}

describe('fitAlt', () => {
  it('keeps whole lines within the limit, in their order, then a line "…" for those left out; cuts a line too long alone at a word', () => {
    const lines = Array.from({ length: 40 }, (_, k) => `Line ${k}: ${'word '.repeat(8).trim()}.`);
    const fitted = fitAlt(lines);
    expect(fitted.length).toBeLessThanOrEqual(ALT_LIMIT);
    const shown = fitted.split('\n');
    expect(shown.at(-1)).toBe('…');
    expect(shown.slice(0, -1).every((l, k) => l === lines[k])).toBe(true);
    // As many whole lines as fit beside the "…".
    expect(fitted.length + lines[shown.length - 1].length + 1).toBeGreaterThan(ALT_LIMIT);
    // Everything fits: no "…"; the last line may use the room the "…" would take.
    expect(fitAlt(lines.slice(0, 3))).toBe(lines.slice(0, 3).join('\n'));
    expect(fitAlt(['a'.repeat(10), 'b'.repeat(10)], 21)).toBe(`${'a'.repeat(10)}\n${'b'.repeat(10)}`);
    expect(fitAlt(['a'.repeat(10), 'b'.repeat(10), 'c'], 21)).toBe(`${'a'.repeat(10)}\n…`);
    const alone = fitAlt([`${'longword '.repeat(200)}end`]);
    expect(alone.length).toBeLessThanOrEqual(ALT_LIMIT);
    expect(alone).toMatch(/longword…$/);
  });
});

describe('Burgle Bros.: the picture in words', () => {
  it('a post with the picture carries each guard\'s cell, destination and speed, as the payload\'s descriptions', () => {
    const env = officeForTwo(7);
    envs.push(env);
    const game = GAMES.require('burgle-bros');
    let checked = 0;
    for (let i = 0; i < 40 && checked < 4; i++) {
      const s = engineOf(env) as BurgleState;
      if (s.outcome !== 'playing') break;
      const seat = game.waitingOn(s)[0];
      const user = [ann, bob][seat] ?? ann;
      const a = game.bot({ view: game.view(s, seat), legal: game.legal(s, seat), seat, rng: new Rng(seedRng(i)), level: 'easy' });
      const o = ok(env.service.act(server, user, { verb: a.verb, args: a.args }));
      const after = engineOf(env) as BurgleState;
      for (const p of publicPosts(o).filter((x) => x.picture)) {
        const v = burgleView(after);
        expect(p.alt, 'a post with a picture says it in words').toBeTruthy();
        expect(p.alt!.length).toBeLessThanOrEqual(ALT_LIMIT);
        v.guards.forEach((g, f) => {
          if (f >= v.floorCount || !g.placed || g.at === null || g.dest === null || v.outcome !== 'playing') return;
          const cell = (loc: number) => burgleCell(v.size, loc % (v.size * v.size));
          const speed = guardSpeed(v, f, f === activeFloor(v)).total;
          expect(p.alt).toContain(`Floor ${f + 1}: guard at ${cell(g.at)}, heading to ${cell(g.dest)}, speed ${speed}`);
        });
        expect(sent(p)).toEqual({ file: p.alt, item: p.alt });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    // Kept with the post: a card shown again (its controls gone, its picture kept) says it again.
    const kept = env.store.posts(env.store.latestGame(server.channelId)!.id).filter((p) => (p.body as Post | null)?.picture).at(-1)!;
    expect(shownOf(kept).alt).toBe((kept.body as Post).alt);
    const edit = retiredBody({ ...kept, pictured: true }, true) as { components: { components: { type: number; items?: { description?: string }[] }[] }[] };
    expect(edit.components[0].components.find((c) => c.type === 12)?.items?.[0]?.description).toBe((kept.body as Post).alt);
  });

  it('a Russian reader\'s picture is described in Russian', () => {
    const game = GAMES.require('burgle-bros');
    const r = game.setup({ options: {}, names: ['Ann', 'Bob'], bots: [false, false], seed: 3 });
    if (!r.ok) throw new Error(r.code);
    expect(game.describe!(game.view(r.state, SPECTATOR), 'ru')).toMatch(/Этаж 1/);
  });
});

describe('Noir: Heist: the picture in words', () => {
  function started(): { env: Env; o: Outcome } {
    const env = setup(11);
    envs.push(env);
    ok(env.service.start(server, ann, { game: 'noir-heist', bots: 2 }));
    ok(env.service.join(server, bob));
    ok(env.service.join(server, cat));
    return { env, o: ok(env.service.begin(server, ann)) };
  }

  it('the public post names every officer\'s cell; each note\'s picture says what that reader\'s own picture shows', () => {
    const { env, o } = started();
    const s = engineOf(env) as NoirState;
    const pub = publicPosts(o).find((p) => p.picture)!;
    expect(pub.alt).toBeTruthy();
    expect(pub.alt!.length).toBeLessThanOrEqual(ALT_LIMIT);
    for (const officer of s.officers) expect(pub.alt).toContain(`${noirCell(s.grid.indexOf(officer))} ${officer} (officer`);
    expect(sent(pub)).toEqual({ file: pub.alt, item: pub.alt });
    // No identity is on the public picture, so none in its words.
    for (const t of s.thieves) if (t.identity) expect(pub.alt).not.toContain(`${t.identity} (`);
    let own = 0;
    for (const note of notesOf(o).filter((p) => p.alt)) {
      const th = s.thieves.find((t) => t.seat === note.seat);
      if (th?.identity) {
        expect(note.alt, 'the thief\'s own identity, as their picture marks it').toContain(`${noirCell(s.grid.indexOf(th.identity))} ${th.identity} (you)`);
        own++;
      }
      expect(note.alt!.length).toBeLessThanOrEqual(ALT_LIMIT);
    }
    expect(own, 'a thief\'s note with a picture').toBeGreaterThan(0);
  });

  it('twins that differ only in what a reader may not know are described alike (the no-leak twin)', () => {
    const game = GAMES.require('noir-heist');
    const r = game.setup({ options: {}, names: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], bots: [true, true, true, true, true], seed: 4 });
    if (!r.ok) throw new Error(r.code);
    const rng = new Rng(seedRng(4));
    const said = (st: unknown, viewer: number) => game.describe!(game.pictureView!(game.view(st, viewer)), 'en');
    let differed = 0;
    for (const viewer of [SPECTATOR, 0, 1, 2, 3, 4]) {
      const twin = game.tools!.scramble(r.state, viewer, rng) as NoirState;
      const other = (st: NoirState) => JSON.stringify(st.thieves.filter((t) => t.seat !== viewer).map((t) => t.identity));
      if (other(twin) !== other(r.state as NoirState)) differed++;
      expect(said(twin, viewer), `viewer ${viewer}`).toBe(said(r.state, viewer));
    }
    expect(differed, 'the twins really re-dealt identities').toBeGreaterThan(0);
    const art = GAMES.require('art-robbery');
    const a = art.setup({ options: {}, names: ['Ann', 'Bob', 'Cat'], bots: [true, true, true], seed: 2 });
    if (!a.ok) throw new Error(a.code);
    for (const viewer of [SPECTATOR, 0, 1]) {
      const twin = art.tools!.scramble(a.state, viewer, rng);
      expect(art.describe!(art.view(twin, viewer), 'en')).toBe(art.describe!(art.view(a.state, viewer), 'en'));
    }
  });
});
