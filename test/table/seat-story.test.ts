// A game told to one seat (src/table/seat-story.ts, `npm run -s export -- ID --seat NAME`): made only from what that
// seat may know. Checked for every seat of every game with secrets: the story is the same when every event the seat may
// not read is dropped and every state is swapped for a twin that differs only in what the seat may not know.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/module.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { playBotGame } from '../../src/core/sim.js';
import { SPECTATOR } from '../../src/core/types.js';
import { artRobbery } from '../../src/games/art-robbery/index.js';
import type { ArtState } from '../../src/games/art-robbery/engine/types.js';
import { noirHeist } from '../../src/games/noir-heist/index.js';
import type { Stored } from '../../src/table/persist.js';
import { seatNamed, seatStory } from '../../src/table/seat-story.js';
import { toyGame } from './toy-game.js';

/** A bot game kept the way the table keeps it: its Stored record and its log lines. */
function played(game: AnyGame, players: number, seed: number): { stored: Stored; lines: string[] } {
  const report = playBotGame(game, { players, seed, check: false });
  let s = game.restart(report.origin);
  const lines = report.actions.map((a) => {
    const line = game.format(s, a);
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(`replay refused ${line}`);
    s = r.state;
    return line;
  });
  const names = Array.from({ length: players }, (_, i) => `Bot ${i + 1}`);
  const stored: Stored = {
    kind: game.kind, engine: s, setup: report.origin, seats: names.map((name) => ({ userId: '', name, bot: true })),
    lobby: false, hostId: '', options: {}, lang: 'en', reminderHours: null,
  };
  return { stored, lines: ['#begin', ...lines] };
}

/** The game as a seat can know it: events it may not read dropped, states swapped for twins before every view. */
function knownTo(game: AnyGame, viewer: number, seed: number): AnyGame {
  const rng = new Rng(seedRng(seed));
  return {
    ...game,
    apply(s, a) {
      const r = game.apply(s, a);
      return r.ok ? { ...r, events: r.events.filter((e) => !e.to || (viewer !== SPECTATOR && e.to.includes(viewer))) } : r;
    },
    // Twins for this seat, whatever view is asked for: a story that read another seat's view would change.
    view: (s, v) => game.view(game.scramble(s, viewer, rng), v),
  };
}

/** Each game with secrets, its players, and the seats checked (all of them but for Noir's long game: the chief and two thieves). */
const cases: [AnyGame, number, number[]][] = [[toyGame, 3, [0, 1, 2]], [artRobbery, 3, [0, 1, 2]], [noirHeist, 5, [0, 1, 2]]];

describe('a game told to one seat', () => {
  for (const [game, players, seats] of cases) {
    it(`${game.kind}: every seat's story is made only from what that seat may know`, () => {
      const { stored, lines } = played(game, players, 12);
      for (const viewer of [SPECTATOR, ...seats]) {
        const story = seatStory(game, stored, lines, viewer, 'en');
        expect(story.story.length).toBeGreaterThan(2);
        expect(seatStory(knownTo(game, viewer, 5), stored, lines, viewer, 'en'), `viewer ${viewer}`).toEqual(story);
      }
    });
  }

  it('tells a seat what was for it alone, and no one else', () => {
    const { stored, lines } = played(toyGame, 2, 4);
    const drew = (viewer: number) => seatStory(toyGame, stored, lines, viewer, 'en').story.flatMap((p) => p.lines).filter((l) => l.startsWith('You drew'));
    // Six plays, three each, each followed by a draw while the deck lasts.
    expect(drew(0)).toHaveLength(3);
    expect(drew(1)).toHaveLength(3);
    expect(drew(SPECTATOR)).toHaveLength(0);
    const spectator = seatStory(toyGame, stored, lines, SPECTATOR, 'en');
    expect(JSON.stringify(spectator)).not.toMatch(/Your hand/);
    expect(spectator.seat).toBe('spectator');
    expect(spectator.result?.winners.length).toBeGreaterThan(0);
  });

  it('finds a seat by its name in any letters, its number from 1, or as spectator', () => {
    const { stored } = played(toyGame, 2, 4);
    expect(seatNamed(stored, 'bot 2')).toBe(1);
    expect(seatNamed(stored, '1')).toBe(0);
    expect(seatNamed(stored, 'Spectator')).toBe(SPECTATOR);
    expect(seatNamed(stored, '3')).toBeNull();
    expect(seatNamed(stored, 'nobody')).toBeNull();
  });
});

describe('npm run -s export -- CHANNEL --seat NAME', () => {
  it('writes the game as that seat saw it; refuses a seat that is not there', async () => {
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const { setup, dm, ann, ok } = await import('./helpers.js');
    const env = setup(21);
    try {
      ok(env.service.start(dm, ann, { game: 'art-robbery', bots: 2 }));
      for (let i = 0; i < 6; i++) {
        const rec = env.store.activeGame(dm.channelId)!;
        const engine = (rec.state as Stored).engine as ArtState;
        if (!artRobbery.waitingOn(engine).includes(0)) break;
        const legal = artRobbery.legal(engine, 0);
        ok(env.service.act(dm, ann, artRobbery.format(engine, legal[0]).replace(/^[^:]*:\s*/, '')));
      }
      const stored = env.store.activeGame(dm.channelId)!.state as Stored & { engine: ArtState };
      const run = promisify(execFile);
      const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli/export.ts', dm.channelId, ...args], { env: { ...process.env, DATABASE_PATH: env.file } });
      const mine = JSON.parse((await cli('--seat', 'ann')).stdout);
      expect(mine.seat).toEqual({ index: 0, name: stored.seats[0].name });
      expect(mine.view).toEqual(JSON.parse(JSON.stringify(artRobbery.view(stored.engine, 0))));
      expect(mine.story.length).toBeGreaterThan(1);
      const watcher = JSON.parse((await cli('--seat', 'spectator', '--lang', 'ru')).stdout);
      expect(watcher.seat).toBe('spectator');
      expect(watcher.lang).toBe('ru');
      expect(watcher.view).toEqual(JSON.parse(JSON.stringify(artRobbery.view(stored.engine, SPECTATOR))));
      const refused = await cli('--seat', 'Zed').catch((e: { stderr: string; code: number }) => e);
      expect('code' in refused && refused.code).toBe(1);
      expect((refused as { stderr: string }).stderr).toMatch(/No seat "Zed"/);
    } finally {
      env.close();
    }
  });
});
