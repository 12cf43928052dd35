// Shared by the typed-command e2e tests (typed-*.test.ts): a person alone in a DM with the bot, typing slash commands
// the way people write them. A variant turns one of the person's legal actions (read from the stored game, so no test
// depends on the deal) into a typed line and the action text the log must then hold; a refusal must come back to the
// person alone, name the option and end with an example, and that example must itself be accepted.
import { expect } from 'vitest';
import type { AnyGame } from '../../src/core/module.js';
import { lookup } from '../../src/core/text.js';
import type { Action, Locale } from '../../src/core/types.js';
import { GAMES } from '../../src/games/index.js';
import { isEphemeral, type Harness } from './harness.js';

export interface Solo {
  h: Harness;
  game: AnyGame;
  userId: string;
  dm: string;
  gameId: number;
  lang: Locale;
}

export interface Now {
  state: unknown;
  seat: number;
  legal: Action[];
  names: string[];
}

/** One way of typing: a line for one of the legal actions now (and the action text the log must then hold), or null
 * when nothing legal now can be typed this way. */
export interface Variant {
  name: string;
  make(now: Now): { line: string; expect: string } | null;
}

export const text = (a: Action) => [a.verb, ...a.args].join(' ');

/** A person (English or Russian Discord client) starts a game alone in their DM with the bot. */
export async function startSolo(h: Harness, username: string, lang: Locale, startLine: string): Promise<Solo> {
  const user = h.standin.createUser({ username, locale: lang === 'ru' ? 'ru' : 'en-US' });
  const dm = h.standin.dmChannel(user.id);
  const r = await h.driver.slashLine(user.id, dm, startLine);
  expect(r.error).toBeUndefined();
  await h.bot.idle();
  const gameId = h.bot.store.activeGameId(dm);
  expect(gameId, 'the game started at once').not.toBeNull();
  const stored = h.bot.store.game(gameId!)!.state as { kind: string };
  return { h, game: GAMES.require(stored.kind), userId: user.id, dm, gameId: gameId!, lang };
}

/** The game as stored: the person's seat (the one the game waits on, else their first), its legal actions. */
export function now(t: Solo): Now {
  const s = t.h.bot.store.game(t.gameId)!.state as { engine: unknown; seats: { userId: string; name: string; bot?: boolean }[] };
  const mine = s.seats.flatMap((x, i) => (x.userId === t.userId && !x.bot ? [i] : []));
  const waiting = t.game.result(s.engine) ? [] : t.game.waitingOn(s.engine);
  const seat = mine.find((k) => waiting.includes(k)) ?? mine[0];
  return { state: s.engine, seat, legal: t.game.legal(s.engine, seat), names: s.seats.map((x) => x.name) };
}

const over = (t: Solo) => t.game.result(now(t).state) !== null;
const mineSince = (t: Solo, seen: number) => t.h.bot.store.log(t.gameId).slice(seen).filter((e) => e.actorId === t.userId);

/** Types `line` and expects it accepted as `expected`: the person's first new log line is `Name: expected`. */
export async function accepted(t: Solo, line: string, expected: string): Promise<void> {
  const seen = t.h.bot.store.log(t.gameId).length;
  const name = now(t).names[now(t).seat];
  const r = await t.h.driver.slashLine(t.userId, t.dm, line);
  await t.h.bot.idle();
  expect(r.error, line).toBeUndefined();
  const mine = mineSince(t, seen);
  expect(mine[0]?.action, `${line} → ${r.message?.content ?? ''}`).toBe(`${name}: ${expected}`);
}

/** Types `line` and expects a refusal: to the person alone (ephemeral), naming `option` as `option:` (as the person's
 * client shows it), ending with an example; the example, typed in turn as written, is accepted. The refusal's text is
 * returned. */
export async function refused(t: Solo, line: string, option: string, { playExample = true } = {}): Promise<string> {
  const seen = t.h.bot.store.log(t.gameId).length;
  const r = await t.h.driver.slashLine(t.userId, t.dm, line);
  await t.h.bot.idle();
  const said = r.message?.content ?? '';
  expect(isEphemeral(r.message), said).toBe(true);
  expect(mineSince(t, seen), 'nothing was played').toEqual([]);
  const shown = t.lang === 'ru' ? t.game.texts.ru[`name.${option}`] ?? option : option;
  expect(said).toContain(`\`${String(shown)}:\``);
  // The same command's example ("Try /x …."), or another's when this one has nothing to do now ("… try /y … instead.").
  const m = (t.lang === 'ru' ? /(?:Например:|попробуйте лучше) (\/.+)\.$/ : /[Tt]ry (\/.+?)(?: instead)?\.$/).exec(said);
  expect(m, `an example ends "${said}"`).not.toBeNull();
  if (!playExample) return said;
  const example = m![1];
  const before = t.h.bot.store.log(t.gameId).length;
  const again = await t.h.driver.slashLine(t.userId, t.dm, example);
  await t.h.bot.idle();
  expect(mineSince(t, before).length, `the example ${example} is accepted: ${again.message?.content ?? ''}`).toBeGreaterThan(0);
  return said;
}

/**
 * Plays the person's turns: each turn the first variant not yet typed that fits a legal action now is typed and
 * checked; otherwise `advance` types some legal action (checked to be accepted). Every variant must have been typed
 * before the game ends or `turns` run out; with `startLine`, a game that ends first is followed by another, started
 * so in the same DM (up to three more: on some deals a card that asks a question never reaches the person's hand), and
 * `prepare` (if given) readies each new game as the test readied the first. Returns the lines typed for the variants,
 * in order.
 */
export async function playVariants(
  t: Solo, variants: Variant[], advance: (n: Now) => string, turns = 80, startLine?: string, prepare?: (t: Solo) => void,
): Promise<string[]> {
  const left = [...variants];
  const typed: string[] = [];
  let games = 1;
  for (let i = 0; i < turns && left.length; i++) {
    if (over(t)) {
      if (!startLine || games === 4) break;
      const r = await t.h.driver.slashLine(t.userId, t.dm, startLine);
      await t.h.bot.idle();
      expect(r.error, startLine).toBeUndefined();
      const next = t.h.bot.store.activeGameId(t.dm);
      expect(next, 'another game started').not.toBeNull();
      t.gameId = next!;
      prepare?.(t);
      games++;
      i = 0;
    }
    const n = now(t);
    const k = left.findIndex((v) => v.make(n) !== null);
    if (k >= 0) {
      const { line, expect: wanted } = left[k].make(n)!;
      await accepted(t, line, wanted);
      typed.push(`${left[k].name}: ${line} → ${wanted}`);
      left.splice(k, 1);
    } else {
      await playOn(t, advance(n));
    }
  }
  expect(left.map((v) => v.name), 'every variant was typed').toEqual([]);
  return typed;
}

/** Types `line`, a legal action, and checks that the person played something. */
export async function playOn(t: Solo, line: string): Promise<void> {
  const seen = t.h.bot.store.log(t.gameId).length;
  const r = await t.h.driver.slashLine(t.userId, t.dm, line);
  await t.h.bot.idle();
  expect(mineSince(t, seen).length, `${line}: ${r.message?.content ?? ''}`).toBeGreaterThan(0);
}

/** A legal action typed as the table's examples type it (the game's `commandValues`), in the person's language. */
export function asTyped(t: Solo, n: Now, a: Action, extra = ''): string {
  const verb = t.game.verbs.find((v) => (v.verb ?? v.name) === a.verb)!;
  const values = t.game.commandValues!({ view: t.game.view(n.state, n.seat), seat: n.seat, lang: 'en', verb, action: a }) ?? {};
  return `/${[verb.name, ...Object.entries(values).map(([k, v]) => `${k}:${v}`), extra].filter(Boolean).join(' ')}`;
}

/** The game's sentence in `lang`, for comparing a refusal with the catalogue. */
export const sentence = (game: AnyGame, lang: Locale, code: string, params: Record<string, string | number> = {}) => lookup(game.texts, lang, code, params) ?? code;
