// Lockbox, the test-only fourth game, passes the game module contract with the bot games its module gives, and sits
// beside the real games in one registry: its shared verb (/choose) and option (bots) need no text outside its folder.
import { describe, expect, it } from 'vitest';
import { buildCommands } from '../../commands/index.js';
import { conformance } from '../conformance/kit.js';
import { PositionError } from '../../src/core/position.js';
import { playBotGame } from '../../src/core/sim.js';
import type { LockboxState } from './engine/index.js';
import { lockbox } from './index.js';
import { WITH_LOCKBOX } from './registry.js';
import { GameRegistry } from '../../src/core/registry.js';
import { GAMES } from '../../src/games/index.js';

conformance(lockbox);

describe('Lockbox\'s own parts', () => {
  it('reads its position scripts: an exported game gives where it stands, the hand only for its reader', () => {
    const report = playBotGame(lockbox, { players: 3, seed: 9, options: { length: 'long' }, keepStates: true });
    const states = report.states as LockboxState[];
    const lines = report.actions.map((a, i) => lockbox.format(states[i], a));
    const script = lockbox.tools!.positions.script!(report.origin, lines)!;
    const seen = lockbox.tools!.positions.run(script) as { winners: string[] | null; rejected: unknown[]; hand?: string[] };
    const final = report.final as LockboxState;
    expect(seen.rejected).toEqual([]);
    expect(seen.winners).toEqual(lockbox.result(final)!.winners.map((k) => final.names[k]));
    expect(seen.hand).toBeUndefined();
    expect((lockbox.tools!.positions.run(script, final.names[1]) as { hand: string[] }).hand).toEqual([...final.hands[1]].sort());
    expect(() => lockbox.tools!.positions.run({ players: ['Ann'], seed: 1 })).toThrow(PositionError);
    expect(() => lockbox.tools!.positions.run({ ...script, as: 'Nobody' })).toThrow(/as: "Nobody" is not a player/);
  });

  it('has rules help in both languages', () => {
    for (const lang of ['en', 'ru'] as const) {
      const topics = lockbox.rules.topics('', lang);
      expect(topics.map((t) => t.value)).toEqual(['overview', 'peek', 'end']);
      for (const t of topics) expect(lockbox.rules.help(t.value, lang)).toContain(t.name);
    }
    expect(lockbox.rules.help('nothing', 'en')).toBeNull();
  });
});

describe('Lockbox beside the real games', () => {
  const games = WITH_LOCKBOX;
  const defs = buildCommands(games).map((c) => c.definition);

  it('shares /choose and `bots` only under the Russian names the other games give them (a Russian client shows one)', () => {
    const renamed = (names: Record<string, string>) => new GameRegistry([...GAMES.all(), { ...lockbox, texts: { ...lockbox.texts, ru: { ...lockbox.texts.ru, ...names } } }]);
    expect(() => buildCommands(renamed({ 'name.choose': 'ответить' }))).toThrow(/\/choose is a verb of burgle-bros and lockbox with different Russian names of "choose" \(выбрать, ответить\)/);
    expect(() => buildCommands(renamed({ 'name.answer': 'выбор' }))).toThrow(/different Russian names of "answer"/);
    expect(() => buildCommands(renamed({ 'name.bots': 'роботы' }))).toThrow(/The \/heist start option "bots" has different Russian names/);
    // A game with no Russian name for it is said to have none, and the key to give is named whole.
    const { 'name.bots': _none, ...withoutBots } = lockbox.texts.ru as Record<string, unknown>;
    const unnamed = new GameRegistry([...GAMES.all(), { ...lockbox, texts: { ...lockbox.texts, ru: withoutBots as typeof lockbox.texts.ru } }]);
    expect(() => buildCommands(unnamed)).toThrow(/\(none\)[^:]*: give both games' Russian texts the same "name\.bots"\.$/);
    expect(buildCommands(renamed({})).length).toBe(defs.length);
  });

  it('gets its own command, and shares /choose, its descriptions made from every sharing game\'s own words', () => {
    expect(defs.map((d) => d.name)).toContain('dial');
    const choose = defs.filter((d) => d.name === 'choose');
    expect(choose).toHaveLength(1);
    const d = choose[0];
    for (const text of [d.description, d.description_localizations!.ru!, d.options![0].description]) {
      expect(text.length).toBeGreaterThan(0);
      expect(text.length).toBeLessThanOrEqual(100);
    }
    expect(d.description).toContain('Lockbox');
    expect(d.description_localizations!.ru).toContain('заглянуть');
  });

  it('adds its options to /heist start, sharing `bots` with the games that have it (ranges widened)', () => {
    const start = (defs.find((d) => d.name === 'heist')!.options as { name: string; options?: { name: string; description: string; min_value?: number; max_value?: number; choices?: { value: string }[] }[] }[])
      .find((o) => o.name === 'start')!.options!;
    expect(start.filter((o) => o.name === 'bots')).toHaveLength(1);
    expect(start.find((o) => o.name === 'game')!.choices!.map((c) => c.value)).toContain('lockbox');
    expect(start.find((o) => o.name === 'length')!.choices!.map((c) => c.value)).toEqual(['short', 'long']);
    const bots = start.find((o) => o.name === 'bots')!;
    expect(bots.description.length).toBeLessThanOrEqual(100);
    expect(bots.description).toContain('Lockbox');
  });
});
