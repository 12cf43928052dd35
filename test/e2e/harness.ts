// End-to-end harness: the local Discord stand-in, the real bot (startBot, as production) logged in to it with a real
// discord.js client, and a driver acting as users. Helpers read the bot's messages like a player would. Any request of
// the bot's that the stand-in refuses (as Discord would) fails the test during which it was sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { afterEach } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBot, type Bot } from '../../src/app.js';
import { ManualClock } from '../../src/core/clock.js';
import { GameRegistry } from '../../src/core/registry.js';
import { GAMES } from '../../src/games/index.js';
import { silentLogger, type Logger } from '../../src/log.js';
import { controlsOf, Driver, messageText } from '../../src/local/driver.js';
import { startStandin, type LimitsOption, type Message, type Standin } from '../../src/local/standin/index.js';
import { BLANK_PICTURE } from './blank.js';
import { NO_DEADLINE_MS } from './deadline.js';
import { compiledUrl } from '../node-args.js';

/** The drawing threads of the bot with the real games start from the run's compiled code (test/node-args.ts) and load
 * the same games compiled: through tsx, as from the test's TypeScript, each thread cost about 0.7 s of CPU more at its
 * start (two per bot started, some twenty started in a run of the suite). The drawing code is the same; a test's own
 * registry (a module of the test's) is drawn through tsx, as src/discord/render-pool.ts starts a TypeScript entry. */
function compiledDrawing(): { games: GameRegistry; renderWorker: URL } {
  return {
    games: new GameRegistry(GAMES.all(), { module: compiledUrl('src/games/index.ts').href, exported: 'GAMES' }),
    renderWorker: compiledUrl('src/render-worker.ts'),
  };
}

export { NO_DEADLINE_MS };

export const TOKEN = 'e2e-token';

/**
 * Every request the bot sends is checked by the stand-in against Discord's description and documented limits, and a
 * refused one is an error Discord would have answered; a 429 not of scope `shared` (a route's bucket or the global limit
 * overrun, or the address refused) is one too. After each test of a file that uses this harness, any request
 * refused during it fails that test, with what was refused.
 */
const live = new Set<{ standin: Standin; seen: number; pinged?: number; unguarded?: number; expected?: number }>();
afterEach(() => {
  for (const w of live) {
    // No message of the bot may ever ping @everyone or @here (a display name like "@everyone" must not).
    const everyone = w.standin.state.everyoneLog.slice(w.pinged ?? 0);
    w.pinged = w.standin.state.everyoneLog.length;
    const unguarded = w.standin.state.unguardedLog.slice(w.unguarded ?? 0);
    w.unguarded = w.standin.state.unguardedLog.length;
    if (unguarded.length) throw new Error(`The bot wrote ${unguarded.length} message(s) without allowed_mentions: ${unguarded.map((e) => `${e.method} ${JSON.stringify(e.content.slice(0, 80))}`).join(' | ')}`);
    if (everyone.length) throw new Error(`The bot pinged @everyone/@here in ${everyone.length} message(s): ${everyone.map((e) => JSON.stringify(e.content.slice(0, 120))).join(' | ')}`);
    const refused = w.standin.state.errorLog.slice(w.seen).slice(w.expected ?? 0);
    w.seen = w.standin.state.errorLog.length;
    w.expected = 0;
    if (refused.length) {
      throw new Error(`The stand-in refused ${refused.length} request(s) from the bot, as Discord would: ${refused
        .map((e) => `${e.method} ${e.path}: ${e.status} ${e.code} ${e.message}${e.fields ? ` (${e.fields.join('; ')})` : ''}`).join(' | ')}`);
    }
  }
});

/** The next `n` requests the stand-in refuses are refusals the test asked for (standin.failNext), not the bot's
 * mistakes. */
export function expectRefusals(h: Harness, n: number): void {
  for (const w of live) if (w.standin === h.standin) w.expected = (w.expected ?? 0) + n;
}

export interface Harness {
  standin: Standin;
  driver: Driver;
  bot: Bot;
  dir: string;
  storePath: string;
  /** The one clock of the bot and the stand-in. */
  clock: ManualClock;
  /** Stops the bot and starts a fresh one on the same database (a restart); `whileDown`: what happens meanwhile (the
   * bot sees none of its gateway events). */
  restart(whileDown?: () => void): Promise<void>;
  close(): Promise<void>;
}

/** `web`: the bot also serves its web pages (on a free port: `h.bot.web.url`); `earlyAckAfter`: the bot's own
 * (src/discord/router.ts; 0 acknowledges every interaction before its step); `limits`: the stand-in's rate limits
 * (default on, as on Discord; `false` for a test that is not about them and should not wait on them). The bot's
 * discord.js keeps Discord's 50 requests per second. `pictures: 'blank'`: for a test that reads no picture (whole
 * games, most of all Noir's, where every private note at every step has one): each post that asks for a picture still
 * carries one (./blank.ts), and nothing is drawn; by default every picture is drawn, by the drawing threads, as in
 * production. `maxMessagesPerChannel`: the stand-in's memory of a channel (default 1000, as for long offline sessions;
 * Discord keeps every message): a whole long game edits messages from its start. */
export async function startHarness(opts: {
  log?: Logger; games?: GameRegistry; web?: boolean; earlyAckAfter?: number; limits?: LimitsOption; pictures?: 'drawn' | 'blank';
  /** The bot serves /metrics, /healthz and /readyz on a free port (`h.bot.metrics.url`). */
  metrics?: boolean;
  /** The retention setting (finished games removed after these days; swept only when the test calls sweepRetention). */
  retentionDays?: number;
  maxMessagesPerChannel?: number;
  /** The bot reads who runs its shards at every interaction (another bot on the same shards is seen at once). */
  shardOwnersAlways?: boolean;
} = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'heist-e2e-'));
  const storePath = join(dir, 'heist.sqlite');
  // One clock for Discord's side and the bot's: moving it by hours expires every interaction token made before.
  const clock = new ManualClock();
  // Discord's rate-limit windows on the same clock: real time as it passes, plus every move of the test's clock (after
  // the hours a test moves it by, every window of a few seconds is over, as it would be on Discord; held in real time
  // only, four reminders "13 hours apart" fell in one 5-second window of the channel and the bot waited it out).
  const moved = clock.t;
  const limits = opts.limits === false ? false : { now: () => Date.now() + clock.t - moved, ...(opts.limits === true || opts.limits === undefined ? {} : opts.limits) };
  const standin = await startStandin({
    token: TOKEN, responseDeadlineMs: NO_DEADLINE_MS, clock, limits,
    ...(opts.maxMessagesPerChannel !== undefined ? { maxMessagesPerChannel: opts.maxMessagesPerChannel } : {}),
  });
  const watched = { standin, seen: 0 };
  live.add(watched);
  let seed = Number(process.env.E2E_SEED ?? 4242);
  const boot = () => startBot({
    seed: () => seed++,
    ...(opts.games ? { games: opts.games } : opts.pictures === 'blank' ? {} : compiledDrawing()),
    ...(opts.web ? { web: { port: 0 } } : {}),
    metrics: opts.metrics ? { port: 0 } : false,
    ...(opts.retentionDays ? { retentionDays: opts.retentionDays, retentionEveryMs: null } : { retentionDays: null }),
    ...(opts.earlyAckAfter !== undefined ? { earlyAckAfter: opts.earlyAckAfter } : {}),
    ...(opts.shardOwnersAlways ? { shardOwnersEveryMs: 0 } : {}),
    ...(opts.pictures === 'blank' ? { drawInstead: () => BLANK_PICTURE } : {}),
    token: TOKEN, apiUrl: standin.apiUrl, storePath, clock, reminderEveryMs: null, registerCommands: true,
    log: opts.log ?? (process.env.E2E_LOG ? undefined : silentLogger),
  });
  const h: Harness = {
    standin, driver: new Driver(standin, { replyTimeoutMs: NO_DEADLINE_MS }), bot: await boot(), dir, storePath, clock,
    async restart(whileDown) {
      await h.bot.stop();
      whileDown?.();
      h.bot = await boot();
    },
    async close() {
      live.delete(watched);
      await h.bot.stop();
      await standin.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return h;
}

/** People (by username, the first one owning it) in a new server with one text channel: the usual table of a test. */
export function crewChannel(h: Harness, usernames: string[], server = 'Crew', locales: string[] = []): { people: { id: string; username: string }[]; channel: string; guildId: string } {
  const people = usernames.map((username, i) => ({ ...h.standin.createUser({ username, ...(locales[i] ? { locale: locales[i] } : {}) }), username }));
  const guild = h.standin.createGuild({ name: server, ownerId: people[0].id, channels: ['heist'] });
  for (const p of people.slice(1)) h.standin.addMember(guild.id, p.id);
  return { people, channel: guild.channels[0].id, guildId: guild.id };
}

/** A message's text as its reader sees it (a card's text displays, or a plain message's content). */
export const textOf = (m: Message | null | undefined): string => (m ? messageText(m) : '');

/** The custom ids of a message's buttons and menus, in reading order, wherever they sit in its card. */
export function customIds(m: Message): string[] {
  return controlsOf(m).flatMap((c) => (c.custom_id ? [c.custom_id] : []));
}

export function selectOf(m: Message): { id: string; values: string[] } | null {
  const c = controlsOf(m).find((x) => x.type === 3 && x.custom_id);
  return c ? { id: c.custom_id!, values: (c.options ?? []).map((o) => o.value) } : null;
}

/** The custom id of a message's confirm button (an end of turn's preview asks it), if it has one. */
export const confirmOf = (m: Message | null | undefined): string | undefined => (m ? customIds(m).find((id) => /:c:/.test(id)) : undefined);

/** The newest message in the channel, as the user sees it, that has buttons or a select. */
export function latestWithComponents(h: Harness, channelId: string, userId: string): Message | null {
  const all = h.driver.messages(channelId, userId);
  for (let i = all.length - 1; i >= 0; i--) if (customIds(all[i]).length) return all[i];
  return null;
}

export function gameIdOf(customId: string): number {
  const m = /^h:(\d+):/.exec(customId);
  if (!m) throw new Error(`not a game button: ${customId}`);
  return Number(m[1]);
}

export interface EngineView { outcome: string; turn: { player: number }; awaiting?: { player: number } | null; players: { name: string }[] }
export interface StoredView { engine: EngineView | null; seats: { userId: string; name: string }[]; lobby: boolean }

/** The stored game (the store's own view, no Discord involved). */
export function stored(h: Harness, gameId: number): { status: string; version: number; state: StoredView } {
  const g = h.bot.store.game(gameId);
  if (!g) throw new Error(`no game ${gameId}`);
  return g as unknown as { status: string; version: number; state: StoredView };
}

/** A game's private posts (`seq kind`) delivered where someone besides their reader may see them: the message the store
 * says each went as must be ephemeral to its reader, or in their DM with the bot (a note through someone else's token
 * would show one person's hand or identity to another). Empty: each reached its reader alone. */
export function misroutedPrivatePosts(h: Harness, gameId: number): { misrouted: string[]; sent: number } {
  const misrouted: string[] = [];
  let sent = 0;
  for (const post of h.bot.store.posts(gameId)) {
    if (post.audience === 'public' || !post.messageId) continue;
    sent++;
    const m = h.standin.state.messages.get(post.messageId);
    if (!m || (m.ephemeralTo !== post.audience && m.channelId !== h.standin.dmChannel(post.audience))) misrouted.push(`${post.seq} ${post.kind}`);
  }
  return { misrouted, sent };
}

/** The user whose move it is: the player asked a question, or the active player. */
export function actingUser(h: Harness, gameId: number): string {
  const s = stored(h, gameId).state;
  const e = s.engine!;
  const seat = e.awaiting ? e.awaiting.player : e.turn.player;
  return s.seats[seat].userId;
}

export const isEphemeral = (m: Message | undefined) => !!m && ((m.flags & 64) !== 0 || m.ephemeralTo !== undefined);

/** Sends an interaction through the stand-in with its gateway payload changed first by `mangle`: a malformed event,
 * as Discord (or anyone on the wire) might send. `send` is a driver call (slash, click, autocomplete ...). */
export function mangled<T>(h: Harness, mangle: (payload: Record<string, any>) => void, send: () => Promise<T>): Promise<T> {
  const state = h.standin.state;
  const dispatch = state.dispatch;
  state.dispatch = (t, d, guildId) => {
    if (t === 'INTERACTION_CREATE') mangle(d as Record<string, any>);
    dispatch(t, d, guildId);
  };
  try {
    return send(); // the stand-in dispatches synchronously, before the first await
  } finally {
    state.dispatch = dispatch;
  }
}

/** A crew of two (ann-NAME, bob-NAME) in a new server's channel, the Office Job begun and its entrance chosen. */
export async function officeForTwo(h: Harness, name: string): Promise<{ room: string; host: string; id: number }> {
  const [ann, bob] = [h.standin.createUser({ username: `ann-${name}` }), h.standin.createUser({ username: `bob-${name}` })];
  const guild = h.standin.createGuild({ name, ownerId: ann.id, channels: ['heist'] });
  h.standin.addMember(guild.id, bob.id);
  const room = guild.channels[0].id;
  const id = await gatherAndBegin(h, room, ann.id, [bob.id], '/heist start scenario:office');
  await h.driver.slashLine(actingUser(h, id), room, '/choose answer:A1');
  await h.bot.idle();
  return { room, host: ann.id, id };
}

/** `/heist start …` by the host in a channel, the others press Join, the host presses Begin; the game's id. */
export async function gatherAndBegin(h: Harness, channel: string, hostId: string, others: string[], startLine: string): Promise<number> {
  await h.driver.slashLine(hostId, channel, startLine);
  await h.bot.idle();
  let gameId = 0;
  for (const id of others) {
    const lobby = latestWithComponents(h, channel, id)!;
    gameId = gameIdOf(customIds(lobby)[0]);
    await h.driver.click(id, lobby.id, customIds(lobby).find((x) => x.endsWith(':join'))!);
    await h.bot.idle();
  }
  const lobby = latestWithComponents(h, channel, hostId)!;
  gameId = gameIdOf(customIds(lobby)[0]);
  await h.driver.click(hostId, lobby.id, customIds(lobby).find((x) => x.endsWith(':begin'))!);
  await h.bot.idle();
  return gameId;
}

/** The custom ids of a message's action buttons that may be pressed now (not disabled). */
export function enabledActions(m: Message): string[] {
  return controlsOf(m).filter((c) => c.type === 2 && !c.disabled && /:a[a-h]?:/.test(c.custom_id ?? '')).map((c) => c.custom_id!);
}

/** A person ends their turn from their note (`/heist hand`), confirming the preview an end of turn may show first;
 * false (nothing pressed) when the note offers no end of turn. */
export async function endTurnFromHand(h: Harness, channel: string, userId: string): Promise<boolean> {
  const note = (await h.driver.slashLine(userId, channel, '/heist hand')).message!;
  const end = enabledActions(note).find((id) => /:a[a-h]?:end$/.test(id));
  if (!end) return false;
  const asked = await h.driver.click(userId, note.id, end);
  await h.bot.idle();
  const confirm = confirmOf(asked.message);
  if (confirm) {
    await h.driver.click(userId, asked.message!.id, confirm);
    await h.bot.idle();
  }
  return true;
}

/** A person asks for their private note (`/heist hand`) and presses one of its enabled actions, or picks from its
 * menu when `preferMenu` (or when it has no button); the note is returned. */
export async function playFromHand(h: Harness, channel: string, userId: string, n: number, preferMenu = false): Promise<Message> {
  const note = (await h.driver.slashLine(userId, channel, '/heist hand')).message!;
  const buttons = enabledActions(note);
  const menu = selectOf(note);
  if (buttons.length && !(preferMenu && menu)) await h.driver.click(userId, note.id, buttons[n % buttons.length]);
  else if (menu) await h.driver.select(userId, note.id, menu.id, [menu.values[n % menu.values.length]]);
  else throw new Error(`no control for ${userId}: ${messageText(note)}`);
  await h.bot.idle();
  return note;
}

/** Every message a person can see in these channels (their own ephemeral ones included), in the order they were
 * created (message ids grow with time). */
export function seenInOrder(h: Harness, userId: string, channels: string[]): Message[] {
  const all = [...new Set(channels)].flatMap((c) => h.driver.messages(c, userId));
  return all.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0));
}

/** Whether `what` holds within `ms` (real time), looked at every 50 ms: for what the bot does on its own after an
 * event (a gateway event, a retry a second away), which no call of the test waits on. */
export async function soonTrue(what: () => boolean, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return what();
}
