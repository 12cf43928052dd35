// The conformance suite every registered game passes (test/conformance/games.test.ts runs it for each, with the bot
// games of the module's `samples`): setup is deterministic from the seed, replay from the log equals the state, the
// JSON round-trip holds, every legal action is accepted, bot games end, and nothing a seat may not know changes what
// is made for that seat (nor, at any level, what its bot chooses).
import { beforeAll, describe, expect, it } from 'vitest';
import { BOT_LEVELS, toolsOf, type AnyGame, type Options, type PresentInput } from '../../src/core/module.js';
import { ALT_LIMIT } from '../../src/core/alt-text.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { botNames, playBotGame } from '../../src/core/sim.js';
import { SPECTATOR, LOCALES, type Action } from '../../src/core/types.js';
import { preloadRenderers } from '../../src/render/lazy.js';
import { linesAsStarted, replay } from '../../src/table/replay.js';

export interface ConformanceCase {
  /** A label for the test names. */
  label: string;
  options?: Options;
  players: number;
  seeds: readonly number[];
}

export interface ConformanceOptions {
  /** Default: the module's `samples.bots`. */
  cases?: readonly ConformanceCase[];
  /** How many states of each bot game get the expensive checks (every legal action, scrambles, pictures). */
  sampled?: number;
  /** Pictures are slow: how many sampled states also compare the drawn picture. */
  pictures?: number;
  maxSteps?: number;
}

/** The states worth the expensive checks: spread evenly over the game, the first and last included. */
function sample<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(items[Math.round((i * (items.length - 1)) / (n - 1))]);
  return out;
}

const json = (x: unknown) => JSON.parse(JSON.stringify(x));

function everything(game: AnyGame, state: unknown, viewer: number) {
  const view = game.view(state, viewer);
  const legal = viewer === SPECTATOR ? [] : game.legal(state, viewer);
  const base: Omit<PresentInput<unknown>, 'moment' | 'lang'> = { view, viewer, legal, name: (seat) => `seat ${seat}` };
  const presented = LOCALES.flatMap((lang) => [
    game.present({ ...base, lang, moment: { kind: 'status' } }),
    game.present({ ...base, lang, moment: viewer === SPECTATOR ? { kind: 'start' } : { kind: 'private', events: [] } }),
  ]);
  // The picture in words (GameModule.describe): from the view the picture is drawn from, so the same as the picture
  // for a twin; within Discord's 1,024 characters; and the same whether read from the picture view or the whole view.
  const drawn = game.pictureView ? game.pictureView(view) : view;
  const described = game.describe ? LOCALES.map((lang) => game.describe!(drawn, lang)) : [];
  for (const d of described) expect(d.length, `a description of ${d.length} characters`).toBeLessThanOrEqual(ALT_LIMIT);
  if (game.describe) expect(LOCALES.map((lang) => game.describe!(view, lang)), 'described from the whole view').toEqual(described);
  return { view: json(view), legal, presented, described };
}

export function conformance(game: AnyGame, o: ConformanceOptions = {}): void {
  const sampled = o.sampled ?? 6;
  const pictures = o.pictures ?? 1;
  const cases = o.cases ?? game.tools?.samples.bots ?? [];
  describe(`${game.kind} conforms to the game module contract`, () => {
    beforeAll(preloadRenderers); // the twins' pictures are drawn: the renderers load first (src/render/lazy.ts)
    it('has bot games to be checked with (its module\'s samples.bots)', () => {
      expect(cases.length, `${game.kind} gives no samples.bots`).toBeGreaterThan(0);
    });
    for (const c of cases) {
      describe(c.label, () => {
        it('setup is deterministic from the seed and restart(origin) rebuilds it', () => {
          for (const seed of c.seeds) {
            const names = botNames(c.players);
            const input = { options: c.options ?? {}, names, bots: names.map(() => false), seed };
            const a = game.setup(input), b = game.setup(input);
            expect(a.ok).toBe(true);
            if (!a.ok || !b.ok) return;
            expect(json(b.state)).toEqual(json(a.state));
            expect(b.names).toEqual(a.names);
            expect(json(game.restart(json(a.origin)))).toEqual(json(a.state));
            expect(game.validate(json(a.state))).toBeNull();
          }
        });

        for (const seed of c.seeds) {
          describe(`seed ${seed}`, () => {
            const report = playBotGame(game, { options: c.options, players: c.players, seed, keepStates: true, maxSteps: o.maxSteps });
            const states = report.states!;

            it('a bot game ends, with no invariant broken', () => {
              expect(report.violations).toEqual([]);
              expect(game.waitingOn(report.final)).toEqual([]);
              expect(game.result(report.final)).not.toBeNull();
            });

            it('every state survives the JSON round trip and passes the snapshot check', () => {
              for (const s of states) {
                expect(json(s)).toEqual(s);
                expect(game.validate(json(s))).toBeNull();
              }
              expect(game.validate({})).not.toBeNull();
              expect(game.validate(null)).not.toBeNull();
            });

            it('replaying the log from the origin, through the text language, gives the same state', () => {
              let s = game.restart(json(report.origin));
              for (const a of report.actions) {
                const line = game.format(s, a);
                const parsed = game.parseLine(s, line);
                expect(parsed.ok, line).toBe(true);
                if (!parsed.ok) return;
                const r = game.apply(s, parsed.action);
                expect(r.ok, line).toBe(true);
                if (!r.ok) return;
                s = json(r.state);
              }
              expect(s).toEqual(json(report.final));
            });

            it('every legal action of every seat is accepted, reads back from its written line, and apply never changes its input', () => {
              for (const s of sample(states, sampled)) {
                const frozen = JSON.stringify(s);
                const seats = game.waitingOn(s);
                for (let seat = 0; seat < c.players; seat++) {
                  const legal: Action[] = game.legal(s, seat);
                  if (!seats.includes(seat)) {
                    for (const a of legal) expect(game.anytimeVerbs ?? [], `${seat} may ${a.verb} out of turn`).toContain(a.verb);
                  }
                  for (const a of legal) {
                    const r = game.apply(s, a);
                    expect(r.ok, `${game.format(s, a)} is legal but refused: ${r.ok ? '' : r.rejection.code}`).toBe(true);
                    // The log keeps the written line: reading it back must give the very action, or replay drifts.
                    const back = game.parseLine(s, game.format(s, a));
                    expect(back.ok ? back.action : back.rejection, `reading back ${game.format(s, a)}`).toEqual(a);
                  }
                }
                expect(JSON.stringify(s)).toBe(frozen);
              }
            });

            it('what a message says at the end is said once: no two of its lines say the same words (the end told twice)', () => {
              const last = states.length - 2;
              const applied = last >= 0 ? game.apply(states[last], report.actions[last]) : null;
              const events = applied?.ok ? applied.events : [];
              const before = last >= 0 ? states[last] : report.final;
              // In order: two lines of the same words in another order say different things ("Bo's card: 2" and "Bo 2's
              // card" …), the same words in the same order say one thing twice, whatever the punctuation.
              const words = (line: string) => line.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.join(' ') ?? '';
              for (const viewer of [SPECTATOR, ...Array.from({ length: c.players }, (_, k) => k)]) {
                const view = game.view(report.final, viewer);
                for (const lang of LOCALES) {
                  const base = { view, viewer, lang, legal: [], name: (k: number) => `seat ${k}` };
                  const moments = [
                    { kind: 'status' as const },
                    viewer === SPECTATOR
                      ? { kind: 'turn' as const, events: events.filter((e) => !e.to), before: game.view(before, SPECTATOR), by: game.waitingOn(before)[0] ?? 0 }
                      : { kind: 'private' as const, events: events.filter((e) => e.to?.includes(viewer)) },
                  ];
                  for (const moment of moments) {
                    const lines = game.present({ ...base, moment }).lines.filter((l) => words(l).split(' ').length >= 3);
                    const seen = new Map<string, string>();
                    for (const l of lines) {
                      expect(seen.get(words(l)), `${moment.kind} for ${viewer} in ${lang} says twice: ${l}`).toBeUndefined();
                      seen.set(words(l), l);
                    }
                  }
                }
              }
            });

            it('a seat renamed mid-game (a substitute) plays on under its new name: nothing names the old one, and replay reads the #sub line', () => {
              const nameOf = (x: unknown, seat: number) => game.format(x, { player: seat, verb: 'x', args: [] }).replace(/:\s*x\s*$/, '');
              // Spread over the game, and over the states where a question is open or an action names a player (an
              // open question may keep the names it was asked in).
              const named = (x: unknown): number | undefined => {
                const args = new Set(game.waitingOn(x).flatMap((w) => game.legal(x, w).flatMap((a) => a.args)));
                return Array.from({ length: c.players }, (_, k) => k).find((k) => args.has(nameOf(x, k)));
              };
              const asked = sample(states.map((_, i) => i).slice(0, -1), 40).filter((i) => game.asked?.(states[i]) || named(states[i]) !== undefined);
              const at = [...new Set([...sample(states.map((_, i) => i).slice(0, -1), 3), ...sample(asked, 3)])];
              const neu = 'Sub Holder';
              for (const m of at) {
                const s = json(states[m]);
                // The seat an open question or an action names, else the one the game waits on.
                const seat = named(s) ?? game.waitingOn(s)[0] ?? 0;
                const old = nameOf(s, seat);
                const r = game.rename(s, seat, neu);
                expect(r.name).toBe(neu);
                expect(nameOf(r.state, seat)).toBe(neu);
                expect(json(r.state)).toEqual(r.state);
                expect(game.validate(json(r.state))).toBeNull();
                expect(json(game.rename(r.state, seat, r.name).state), 'renamed again to the name it took: the same').toEqual(json(r.state));
                // Nothing made for any seat names the old player (its words may be any: matched as whole words).
                const word = new RegExp(`(^|[^\\p{L}\\p{N}])${old.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u');
                // (A name that is also a word of the game, a solo crew member named by character, is not looked for.)
                const gameWord = Object.values(game.texts).some((cat) => Object.values(cat).some((e) => typeof e === 'string' && word.test(e)));
                for (const viewer of gameWord ? [] : [SPECTATOR, ...Array.from({ length: c.players }, (_, k) => k)]) {
                  const made = everything(game, r.state, viewer);
                  expect(JSON.stringify([made.view, made.presented, made.legal]), `state ${m}, viewer ${viewer} still names ${old}`).not.toMatch(word);
                }
                // The rest of the game, played in the new name (an action naming the old player now names the new),
                // ends where the game did, renamed: nothing of the old name was left in an open question.
                let t: unknown = r.state;
                const lines = report.actions.slice(0, m).map((a, i) => game.format(states[i], a));
                lines.push(`#sub ${seat + 1} u-sub ${neu}`);
                for (const a of report.actions.slice(m)) {
                  const action = { ...a, args: a.args.map((x) => (x === old ? neu : x)) };
                  const line = game.format(t, action);
                  lines.push(line);
                  const parsed = game.parseLine(t, line);
                  expect(parsed.ok, line).toBe(true);
                  if (!parsed.ok) return;
                  const applied = game.apply(t, parsed.action);
                  expect(applied.ok, `${line}: ${applied.ok ? '' : applied.rejection.code}`).toBe(true);
                  if (!applied.ok) return;
                  t = json(applied.state);
                }
                expect(t).toEqual(json(game.rename(report.final, seat, neu).state));
                expect(json(replay(game, json(report.origin), lines))).toEqual(t);
                // The lines as a script from the origin reads them (every seat as named at the start).
                expect(json(replay(game, json(report.origin), linesAsStarted(game, json(report.origin), lines)))).toEqual(json(report.final));
              }
            });

            it('for every seat, a twin that differs only in what the seat may not know looks the same to it', () => {
              const rng = new Rng(seedRng(seed));
              const picked = sample(states, sampled);
              let differed = 0;
              picked.forEach((s, i) => {
                for (const viewer of [SPECTATOR, ...Array.from({ length: c.players }, (_, k) => k)]) {
                  const twin = toolsOf(game).scramble(s, viewer, rng);
                  if (JSON.stringify(twin) !== JSON.stringify(s)) differed++;
                  expect(everything(game, twin, viewer), `viewer ${viewer}`).toEqual(everything(game, s, viewer));
                  if (i < pictures) {
                    // The twin drawn first, then the original: a picture may depend on nothing but its view, not on
                    // what was drawn before it (a cache, a reused canvas's leftover state).
                    const b = game.render(game.view(twin, viewer), 'en'), a = game.render(game.view(s, viewer), 'en');
                    expect(a.equals(b), `picture for viewer ${viewer}`).toBe(true);
                    expect(game.render(game.view(s, viewer), 'en').equals(a), `picture for viewer ${viewer}, drawn again`).toBe(true);
                  }
                }
              });
              // A twin identical to its original proves nothing: the scramble must really re-deal hidden things.
              expect(differed, 'scramble changed no state at all').toBeGreaterThan(0);
            });

            it('at every level, the bot chooses the same for a seat and for its twins (it plays from its own view)', () => {
              const rng = new Rng(seedRng(seed + 1));
              let checked = 0;
              for (const s of sample(states, sampled)) {
                for (const seat of game.waitingOn(s)) {
                  const twins = [s, toolsOf(game).scramble(s, seat, rng), toolsOf(game).scramble(s, seat, rng)];
                  for (const level of BOT_LEVELS) {
                    const choose = (x: unknown) => game.bot({ view: game.view(x, seat), seat, legal: game.legal(x, seat), rng: new Rng(seedRng(seed)), level });
                    const first = choose(s);
                    for (const twin of twins.slice(1)) expect(choose(twin), `${level} bot in seat ${seat}`).toEqual(first);
                    checked++;
                  }
                }
              }
              expect(checked).toBeGreaterThan(0);
            });
          });
        }
      });
    }
  });
}
