// Offline play (npm start without DISCORD_TOKEN): the local Discord stand-in (src/local/) and the real bot against it,
// with a terminal table for one player in a DM, or a crew (`--players alice,bob`) in a local server channel: each
// line is a slash command or `click N` of whoever is typing (`bob: /move target:east`, `/as bob`). Messages only one
// player may see are marked so. Ids come from the names (crew.ts), so a restart resumes the same game; `--fresh`
// plays a table of its own instead (a database of its own, gone at the end), so nothing earlier is resumed.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { wholeSetting } from '../core/flags.js';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { startBot, type Bot, type StartOptions } from '../app.js';
import { MovedClock } from '../core/clock.js';
import { createLogger, type Logger } from '../log.js';
import { ui } from '../discord/text.js';
import { Driver, LineError } from '../local/driver.js';
import { startStandin, type Message, type Standin, type User } from '../local/standin/index.js';
import { openStore } from '../store/index.js';
import { StoreOpenError } from '../store/types.js';
import { parsePlayers, seatCrew, type Crew } from './crew.js';
import { buttonsOf, controlKeys, countOptions, formatMessage, onlyTookAway, optionAt, pickTarget, shownOf, type TargetKind } from './format.js';
import { tc } from './text.js';

/** Discord's autocomplete list holds this many choices at most. */
const AUTOCOMPLETE_CHOICES = 25;

/** `wait` moves the clock on by this much at a time, looking for what is due after each step. */
const WAIT_STEP_MS = 3_600_000;

/** How long offline play waits for an answer of the bot's (it only ends a wait for one that never comes). */
const OFFLINE_PATIENCE_MS = 10 * 60_000;
/** Where the table's clock stood after the last `wait` (a setting of the offline database). */
const CLOCK_SETTING = 'offline.clock';

export interface OfflineOptions {
  input: Readable;
  output: Writable;
  /** Where pictures go (default data/offline). */
  outDir?: string;
  /** SQLite file (default DATABASE_PATH or data/offline/heist.sqlite). */
  storePath?: string;
  locale?: string;
  username?: string;
  /** Command-line arguments (default: the process's): `--players a,b,c`, `--channel NAME`, `--dm`, `--fresh`. */
  args?: string[];
  /** Draws every picture instead of the drawing threads (a test that reads none: one blank picture). */
  drawInstead?: StartOptions['drawInstead'];
  /** The process's logger (`npm start`'s, made once: a LOG_LEVEL typo is said once); default one of LOG_LEVEL, from warn. */
  log?: Logger;
}

interface Args { players: string[] | null; channel: string; dm: boolean; fresh: boolean }

export const USAGE = 'npm start -- [--players alice,bob] [--channel NAME] [--dm] [--fresh]';

export function parseArgs(argv: string[]): Args | string {
  const out: Args = { players: null, channel: 'heist', dm: false, fresh: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--players') out.players = parsePlayers(value());
    else if (flag === '--channel') out.channel = value().replace(/^#/, '').trim() || 'heist';
    else if (flag === '--dm') out.dm = true;
    else if (flag === '--fresh') out.fresh = true;
    else return `Unknown option ${argv[i]}. Use: ${USAGE}`;
  }
  if (out.players && out.players.length === 0) return 'Name at least one player: npm start -- --players alice,bob';
  return out;
}

/** The web pages' port offline: WEB_PORT, else 8790 (links stay the same from one session to the next) or, when
 * another table holds it, any free port. */
const OFFLINE_WEB_PORT = 8790;
function offlineWeb(): { port: number; orAnyPort?: boolean } {
  // A WEB_PORT that is no port is the bot's to refuse in one line, not replaced unsaid.
  if (process.env.WEB_PORT?.trim()) return { port: Number(process.env.WEB_PORT) };
  return { port: OFFLINE_WEB_PORT, orAnyPort: true };
}

/** A duration as typed after `wait` (30m, 6h, 2d, 1h30m: minutes, hours, days), in ms; null: none, or past 30 days. */
export function durationOf(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, '');
  if (!/^(\d+(\.\d+)?(m|min|h|d))+$/.test(t)) return null;
  const unit: Record<string, number> = { m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 };
  let ms = 0;
  for (const [, n, , u] of t.matchAll(/(\d+(\.\d+)?)(min|m|h|d)/g)) ms += Number(n) * unit[u];
  return ms > 0 && ms <= 30 * 86_400_000 ? Math.round(ms) : null;
}

/** The number after which new pictures are numbered: pictures of earlier sessions are kept, not overwritten. */
function lastPicture(dir: string): number {
  let n = 0;
  for (const f of readdirSync(dir)) {
    const m = /^(\d+)-/.exec(f);
    if (m) n = Math.max(n, Number(m[1]));
  }
  return n;
}

/** A registered command, subcommand or option as the line helpers below read it. */
interface Def { name: string; type?: number; name_localizations?: Record<string, string> | null; options?: Def[] }

/** Whether a typed word names a definition: its own name or any of its localized ones. */
const calls = (d: Def, word: string) => [d.name, ...Object.values(d.name_localizations ?? {})].some((n) => n.toLowerCase() === word.toLowerCase());

/** A typed line with each option's value running on until the next `name:` that is an option of the command: the
 * bot's own suggestions hold a colon (`/heist rules topic:Art Robbery: Setup`), where "Robbery:" is no option of
 * /heist rules but part of the topic. The line comes back with such values quoted, as the driver reads a value with
 * anything in it (`topic:"Art Robbery: Setup"`); unchanged when no value runs on, or it cannot be said whose it is
 * (an unknown command, a word before the first option, a quote already typed: the driver has its say on those). */
export function runOnValues(line: string, commands: Def[]): string {
  if (line.includes('"')) return line;
  const words = line.trim().replace(/^\//, '').split(/\s+/);
  const command = commands.find((c) => (c.type ?? 1) === 1 && calls(c, words[0]));
  if (!command) return line;
  let defs: Def[] = command.options ?? [];
  let i = 1;
  for (; i < words.length && !words[i].includes(':'); i++) {
    const sub: Def | undefined = defs.find((o) => (o.type === 1 || o.type === 2) && calls(o, words[i]));
    if (!sub) return line;
    defs = sub.options ?? [];
  }
  const options = defs.filter((o) => (o.type ?? 0) > 2);
  const parts: { name: string; value: string }[] = [];
  let ranOn = false;
  for (const word of words.slice(i)) {
    const m = /^([-_\p{L}\p{N}]+):(.*)$/su.exec(word);
    if (m && options.some((o) => calls(o, m[1]))) parts.push({ name: m[1], value: m[2] });
    else if (parts.length) {
      parts.at(-1)!.value = `${parts.at(-1)!.value} ${word}`.trim();
      if (m) ranOn = true;
    } else return line;
  }
  if (!ranOn) return line;
  return `/${words.slice(0, i).join(' ')} ${parts.map((p) => `${p.name}:"${p.value}"`).join(' ')}`;
}

/** The subcommands a word names (`status`: `/heist status`), as `/command sub`, for a word typed as a command. */
export function subcommandsNamed(word: string, commands: Def[]): string[] {
  const w = word.replace(/^\//, '');
  return [...new Set(commands.filter((c) => (c.type ?? 1) === 1).flatMap((c) => (c.options ?? [])
    .filter((o) => (o.type === 1 || o.type === 2) && calls(o, w)).map((o) => `/${c.name} ${o.name}`)))];
}

export async function runOffline(opts: OfflineOptions): Promise<void> {
  const out = (line: string) => opts.output.write(line + '\n');
  // One table, one shard: a production .env's sharding (which discord.js reads by itself) means nothing here.
  for (const k of ['SHARD_COUNT', 'SHARD_LIST', 'SHARDS']) delete process.env[k];
  const args = parseArgs(opts.args ?? process.argv.slice(2));
  if (typeof args === 'string') {
    out(args);
    process.exitCode = 2;
    return;
  }
  const outDir = opts.outDir ?? process.env.HEIST_OFFLINE_DIR ?? 'data/offline';
  mkdirSync(outDir, { recursive: true });
  const locale = opts.locale ?? (/^ru/i.test(process.env.LANG ?? '') ? 'ru' : 'en-US');
  const token = 'offline-token';
  // --fresh: a table of its own, in a database of its own that is gone at the end (the saved games are left alone).
  const freshDir = args.fresh ? mkdtempSync(join(tmpdir(), 'heist-fresh-')) : null;
  const storePath = freshDir ? join(freshDir, 'heist.sqlite') : opts.storePath ?? (process.env.DATABASE_PATH?.trim() || join(outDir, 'heist.sqlite'));
  // Without --players: one player in a DM, as before; with it, a crew in a server channel (or their DMs with --dm).
  const solo = !args.players;
  const players = args.players ?? [opts.username ?? process.env.USER ?? 'player'];

  // Which channel ids have a game under way, and where `wait` left the table's clock (read before the bot opens the
  // database): see seatCrew. A database that cannot be opened read-only as it is (one still to migrate) has its say
  // when the bot opens it.
  let savedGames: ReturnType<typeof openStore> | null = null;
  const readSaved = () => openStore(storePath, { readonly: true, warn: () => {} });
  try {
    if (!freshDir && existsSync(storePath)) savedGames = readSaved();
  } catch (e) {
    savedGames = null;
    // One made by an older version is brought up to date now, as the bot would in a moment: read as it was, a game
    // begun then under an id of that time (seatCrew) would not be found, and the channel would look empty.
    if (e instanceof StoreOpenError && e.reason === 'older') {
      try {
        openStore(storePath, { warn: () => {} }).close();
        savedGames = readSaved();
      } catch {
        savedGames = null;
      }
    }
  }
  // Offline, the bot's answers are waited for however busy the machine is: Discord's 3 seconds are no rule here.
  // One clock for the bot and Discord's stand-in: real time, moved on by `wait`, and resumed where `wait` left it (a
  // game's reminders and tokens are dated by it: going back would undo those hours).
  const reached = Number(savedGames?.setting(CLOCK_SETTING) ?? 0);
  const clock = new MovedClock(Number.isFinite(reached) ? Math.max(0, reached - Date.now()) : 0);
  let standin: Standin;
  try {
    standin = await startStandin({ token, responseDeadlineMs: OFFLINE_PATIENCE_MS, clock });
  } catch (err) {
    savedGames?.close();
    throw err;
  }
  let bot: Bot | null = null;
  try {
    let crew: Crew;
    try {
      crew = seatCrew(standin, { players, channel: args.channel, dm: solo || args.dm, locale, hasGame: (id) => savedGames?.activeGameId(id) != null });
    } finally {
      savedGames?.close();
    }
    // HEIST_SEED pins the seeds of new games, so a session typed from a script plays the same every time.
    let seed = wholeSetting('HEIST_SEED', 'HEIST_SEED=7') ?? NaN;
    bot = await startBot({
      token, apiUrl: standin.apiUrl, registerCommands: true, reminderEveryMs: null, clock,
      storePath, log: opts.log ?? createLogger(process.env.LOG_LEVEL, undefined, 'warn'), web: offlineWeb(),
      ...(opts.drawInstead ? { drawInstead: opts.drawInstead } : {}),
      ...(Number.isInteger(seed) ? { seed: () => seed++, lobbySeedFromId: false } : {}),
    });
    const driver = new Driver(standin, { replyTimeoutMs: OFFLINE_PATIENCE_MS });
    const many = crew.users.length > 1;
    const nameOf = (id: string) => standin.state.users.get(id)?.username ?? id;
    const dmOwner = new Map(crew.users.map((u) => [crew.dmOf(u), u]));
    const seen = new Set([...(crew.channelId ? [crew.channelId] : []), ...dmOwner.keys()]);

    // Messages seen since the last print, in order; an update replaces the earlier copy. One that only lost or changed
    // its controls keeps its place (the final reminder whose Let a bot play went when the seat was handed over still
    // comes before the hand-over); one whose words changed is printed where the change came.
    const pending = new Map<string, Message>();
    let saved = lastPicture(outDir);
    // When each message was written, for `click N` (pickTarget): in the order things came, an edit that only took
    // controls away (a turn post losing its game buttons, keeping Web) leaving the message where it was: nothing new
    // came with it, so it is not "the last written" over the post that came with it.
    const lastSeen = new Map<string, Message>();
    const writtenAt = new Map<string, number>();
    let writes = 0;
    driver.onMessage((m, event) => {
      if (!seen.has(m.channelId) || event === 'delete') return;
      if (m.ephemeralTo && !crew.users.some((u) => u.id === m.ephemeralTo)) return;
      const was = lastSeen.get(m.id);
      lastSeen.set(m.id, m);
      if (!was || !writtenAt.has(m.id) || !onlyTookAway(was, m)) writtenAt.set(m.id, ++writes);
      const before = pending.get(m.id);
      if (!before || shownOf(before) !== shownOf(m)) pending.delete(m.id);
      pending.set(m.id, m);
    });
    /** Each message as last printed: its text and pictures, and its controls. */
    const printed = new Map<string, { shown: string; controls: Set<string> }>();
    /** Whether a message is worth printing (again): new, its words or pictures changed, or controls added or renewed.
     * An edit that only took controls away (all of them, or the game's, leaving My hand or Web) is not. */
    const worthPrinting = (m: Message): boolean => {
      const was = printed.get(m.id);
      return !was || was.shown !== shownOf(m) || [...controlKeys(m)].some((k) => !was.controls.has(k));
    };
    /** Who may see a message, when not everyone at the table: an ephemeral reply, or a DM (in a crew). */
    const marker = (m: Message): string | undefined => {
      if (!many) return undefined;
      if (m.ephemeralTo) return tc(locale, 'crew.only-sees', { player: nameOf(m.ephemeralTo) });
      const owner = dmOwner.get(m.channelId);
      return owner ? tc(locale, 'crew.dm-to', { player: owner.username }) : undefined;
    };
    const flush = () => {
      for (const m of pending.values()) {
        // An edit that only took the buttons away is not worth printing again (those left are as printed before).
        const worth = worthPrinting(m);
        printed.set(m.id, { shown: shownOf(m), controls: controlKeys(m) });
        if (!worth) continue;
        const unsaved: string[] = [];
        const paths = m.attachments.filter((a) => a.bytes.length).flatMap((a) => {
          const path = join(outDir, `${String(++saved).padStart(4, '0')}-${a.filename}`);
          try {
            writeFileSync(path, a.bytes);
            return [path];
          } catch (err) {
            // A picture that cannot be written (a full disk) is said, and the table goes on: the game is not the file.
            unsaved.push(ui(locale, 'offline.image-unsaved', { path, why: (err as NodeJS.ErrnoException).code === 'ENOSPC' ? ui(locale, 'offline.disk-full') : (err as Error).message }));
            return [];
          }
        });
        const text = formatMessage(m, locale, paths, nameOf, marker(m), (id) => standin.state.channels.get(id)?.name ?? id);
        if (text) out(text);
        for (const line of unsaved) out(`  ${line}`);
      }
      pending.clear();
    };
    /** Each player's typed commands (their interaction ids): what answers one is theirs, as what only they see is. */
    const asked = new Map(crew.users.map((u) => [u.id, new Set<string>()]));
    /** The message whose controls `click N` presses for `u`: where they play (their channel, and their DM in a crew),
     * the newest one of the game going on that is theirs (only they see it, it names them, or it answers their
     * command), else the newest of that game (pickTarget). */
    const lastWithControls = (u: User, kind: TargetKind): Message | null => {
      const where = [...new Set([crew.channelOf(u), crew.dmOf(u)])];
      return pickTarget(where.flatMap((c) => driver.messages(c, u.id)), u.id, crew.dmOf(u), asked.get(u.id),
        { kind, written: (m) => writtenAt.get(m.id) ?? 0 });
    };

    /** The message `click N` presses button [N] of: the one `pick N` acts on when it has buttons, else a newer one
     * with buttons (a final reminder's Let a bot play, printed after the note with only a menu), else that one (its
     * choice N is picked only when it answers a question asked: see `answers`). */
    const clickTarget = (u: User): Message | null => {
      const any = lastWithControls(u, 'any');
      if (!any || buttonsOf(any).length) return any;
      const pressable = lastWithControls(u, 'buttons');
      return pressable && (writtenAt.get(pressable.id) ?? 0) > (writtenAt.get(any.id) ?? 0) ? pressable : any;
    };
    /** A choice `click N` may pick on a message without buttons: an answer to the question asked (Burgle Bros.' "Where
     * does the crew break in?", `choose …`). Any other (a Noir thief's "Show your identity to…": a secret given away)
     * is picked by `pick N` alone, typed for it. */
    const answers = (value: string) => /^choose\s/.test(value);

    let speaker = crew.users[0];
    const names = crew.users.map((u) => u.username).join(', ');
    if (solo) out(ui(locale, 'offline.welcome', { user: speaker.username }));
    else out(tc(locale, args.dm ? 'crew.welcome-dm' : 'crew.welcome', { players: names, channel: args.channel, player: speaker.username }));
    out(freshDir ? tc(locale, 'crew.fresh') : tc(locale, 'crew.export', { channel: crew.channelOf(speaker), db: storePath }));
    // A host trying the bot with its .env: the server database is the running bot's, not the offline table's.
    if (process.env.DATABASE_URL?.trim()) out(tc(locale, 'crew.no-database-url', { db: storePath }));
    if (bot.web) out(tc(locale, 'crew.web', { url: bot.web.url }));
    if (bot.metrics) out(tc(locale, 'crew.metrics', { url: bot.metrics.url }));

    /** Why a line was not sent, in the reader's language: what is wrong, then what to type instead. */
    const failed = (err: unknown): string => {
      // A person not at this table: only the --players are (a substitute too must be one of them).
      if (err instanceof LineError && err.code === 'no-user' && many) return tc(locale, 'line.no-user-players', { ...err.params, players: crew.users.map((u) => u.username).join(',') });
      if (err instanceof LineError) return tc(locale, `line.${err.code}`, err.params);
      const message = (err instanceof Error ? err.message : String(err)).trim();
      return tc(locale, 'line.failed', { message: /[.!?]$/.test(message) ? message : `${message}.` });
    };

    /** `wait 6h`: the clock moved on, then what that time brings (reminders due, a seat handed over, posts Discord
     * failed before): as a bot running those hours would have done it. */
    const wait = async (line: string): Promise<boolean> => {
      const m = /^wait(?:\s+(.*))?$/i.exec(line);
      if (!m) return false;
      const ms = durationOf(m[1] ?? '');
      if (ms === null) {
        out(tc(locale, 'line.wait-how'));
        return true;
      }
      const time = new Date(clock.now() + ms).toISOString().slice(0, 16).replace('T', ' ');
      // An hour at a time, as the bot's own timers would have run through those hours: a wait of two days brings every
      // reminder due in them (and the hand-over after the last), not only the first.
      for (let left = ms; left > 0; left -= WAIT_STEP_MS) {
        clock.advance(Math.min(WAIT_STEP_MS, left));
        bot!.sweepRest();
        await bot!.tickReminders();
        await bot!.sweepOutbox();
      }
      bot!.store.setSetting(CLOCK_SETTING, String(clock.now()));
      // Finished games past HEIST_RETENTION_DAYS go as those days pass on the table's clock (its hourly sweep runs by
      // real time), so a host can watch the setting at work.
      const removed = await bot!.sweepRetention();
      await bot!.idle();
      // What those hours brought is printed next (flush); nothing at all is said as such, not promised.
      out(tc(locale, [...pending.values()].some(worthPrinting) || removed > 0 ? 'clock.moved' : 'clock.moved-nothing', { time }));
      if (removed > 0) out(tc(locale, 'clock.removed', { count: removed }));
      return true;
    };

    /** One line typed by `u`: a slash command, or click / pick N. */
    const run = async (u: User, line: string): Promise<void> => {
      if (await wait(line)) return;
      const bare = /^(click|pick)(\s+\S+)?$/i.exec(line);
      if (bare && !/^(click|pick)\s+\d+$/i.test(line)) {
        out(tc(locale, bare[1].toLowerCase() === 'click' ? 'line.click-number' : 'line.pick-number'));
        return;
      }
      const click = /^(click|pick)\s+(\d+)$/i.exec(line);
      if (click) {
        const n = Number(click[2]);
        // `click N` presses button [N] of the last message with buttons, never a choice of a menu (a note's "Show your
        // identity to…" is picked by `pick N` alone, typed for it); `pick N` picks choice N of the last message with
        // something to press.
        const pressing = click[1].toLowerCase() === 'click';
        const target = pressing ? clickTarget(u) : lastWithControls(u, 'any');
        const buttons = target ? buttonsOf(target) : [];
        const option = target ? optionAt(target, n) : null;
        if (target && pressing && buttons[n - 1]) {
          await driver.click(u.id, target.id, buttons[n - 1].customId);
        } else if (target && option && (!pressing || (!buttons.length && answers(option.value)))) {
          await driver.select(u.id, target.id, option.customId, [option.value]);
        } else if (!target) {
          out(tc(locale, 'line.nothing-to-press'));
        } else {
          // Which message that was, by what it offers: its buttons named, or that it has only choices (or only buttons).
          const choices = countOptions(target);
          const named = buttons.map((b, i) => `[${i + 1}] ${b.label}`).join('  ');
          out(tc(locale, click[1].toLowerCase() === 'click' ? 'line.no-button' : 'line.no-choice', { n, buttons: named, count: buttons.length, choices }));
        }
        return;
      }
      const channelId = crew.channelOf(u);
      const guildId = standin.state.channels.get(channelId)?.guildId;
      const commands: Def[] = [...(guildId ? standin.state.guildCommands.get(guildId) ?? [] : []), ...standin.state.globalCommands];
      let reply;
      const typed = runOnValues(line.startsWith('/') ? line : `/${line}`, commands);
      try {
        reply = await driver.slashLine(u.id, channelId, typed);
      } catch (err) {
        // An option left out that the bot completes: what it would offer now, as Discord's list under the option shows.
        if (err instanceof LineError && err.code === 'missing' && err.params.completes) {
          out(failed(err));
          const { command, options } = driver.parseLine(u.id, channelId, typed);
          // The list is a help beside the refusal said above: no answer from the bot leaves that alone.
          const choices = await driver.autocomplete(u.id, channelId, command, { ...options, [err.params.completes]: '' }, err.params.completes).catch(() => null);
          // None (no game here, no tool held): the refusal alone, as before.
          if (choices?.length) {
            // Discord's list holds 25 at most: a full one may have more past it.
            const full = choices.length >= AUTOCOMPLETE_CHOICES;
            const list = tc(locale, full ? 'line.missing-choices-more' : 'line.missing-choices',
              { choices: choices.map((c) => c.name).join('; '), example: err.params.example.replace('…', choices[0].name) });
            // Made from the typist's own view (an Art Robbery hand): at a shared terminal, marked as theirs alone, as
            // Discord shows it to them alone.
            out(many ? `${tc(locale, 'crew.only-sees', { player: u.username })} ${list}` : list);
          }
          return;
        }
        // A word that is no command: the /heist subcommand it names (`status`, `/hand`), and that commands take a slash.
        if (!(err instanceof LineError) || !['unknown-command', 'unknown-command-near'].includes(err.code)) throw err;
        // Typed with its slash, a command it begins (`/end`: /end-turn) is the driver's to name; else the subcommands.
        const subs = subcommandsNamed(err.params.command, commands);
        const slashed = line.startsWith('/');
        if (slashed && (err.code === 'unknown-command-near' || !subs.length)) throw err;
        const near = [...subs, ...(err.code === 'unknown-command-near' ? err.params.near.split(', ') : [])].join(', ');
        out(tc(locale, slashed ? 'line.unknown-command-sub' : near ? 'line.needs-slash-near' : 'line.needs-slash', { ...err.params, word: line.split(/\s+/)[0], near }));
        return;
      }
      asked.get(u.id)?.add(reply.interactionId);
      if (reply.error) out(failed(reply.error));
    };

    // A game already here (an earlier session of the same players and channel): show where it stands.
    const resumed = bot.store.activeGame(crew.channelOf(speaker));
    if (resumed) {
      out(tc(locale, 'crew.resume', { game: resumed.id, status: resumed.status }));
      // Moved on by `wait` in an earlier session: the clock goes on from there.
      if (clock.now() - Date.now() > 60_000) out(tc(locale, 'clock.resumed', { time: new Date(clock.now()).toISOString().slice(0, 16).replace('T', ' ') }));
      await run(speaker, '/heist status');
      await bot.idle();
      flush();
    }

    const lines = createInterface({ input: opts.input, terminal: false });
    // Ctrl-C ends the input: the action in hand finishes, then everything closes as at end of input.
    const close = () => lines.close();
    process.once('SIGINT', close);
    process.once('SIGTERM', close);
    let quit = false;
    const help = () => {
      out(ui(locale, 'offline.help'));
      if (many) out(tc(locale, 'crew.help', { players: names }));
    };
    try {
      for await (const raw of lines) {
        let line = raw.trim();
        if (!line || line.startsWith('#')) continue;
        if (/^(quit|exit)$/i.test(line)) {
          quit = true;
          break;
        }
        if (/^help$/i.test(line)) {
          help();
          continue;
        }
        let who = speaker;
        const as = /^\/as\s+(.+)$/i.exec(line);
        // "NAME: line": a crew member's whole name first (one with spaces in it), else one word before the colon.
        const member = [...crew.users].sort((a, b) => b.username.length - a.username.length)
          .find((u) => line.toLowerCase().startsWith(`${u.username.toLowerCase()}:`) && line.length > u.username.length + 1);
        const named = member ? [line, member.username, line.slice(member.username.length + 1)] : /^([^\s:/]+):\s*(.+)$/.exec(line);
        const name = as?.[1] ?? named?.[1];
        if (name !== undefined) {
          const u = crew.byName(name);
          if (!u) {
            // Echoed as any line is before what it brings, so the refusal reads under what was typed.
            out(many ? `> ${speaker.username}: ${line}` : `> ${line}`);
            out(tc(locale, 'crew.unknown-player', { name, players: names }));
            continue;
          }
          if (as) {
            speaker = u;
            out(tc(locale, 'crew.as', { player: u.username }));
            continue;
          }
          who = u;
          line = named![2].trim();
          // "bob: help" is the table's help as "help" is, not a command for the bot.
          if (/^help$/i.test(line)) {
            help();
            continue;
          }
        }
        out(many ? `> ${who.username}: ${line}` : `> ${line}`);
        try {
          await run(who, line);
        } catch (err) {
          out(failed(err));
        }
        await bot.idle();
        flush();
      }
    } finally {
      process.off('SIGINT', close);
      process.off('SIGTERM', close);
    }
    await bot.idle();
    flush();
    out(ui(locale, quit ? 'offline.goodbye' : 'offline.bye'));
    // Quitting leaves the input open (a terminal, or a pipe still being written): let go of it, so the process ends.
    if (quit) opts.input.destroy();
  } finally {
    await bot?.stop();
    await standin.close();
    if (freshDir) rmSync(freshDir, { recursive: true, force: true });
  }
}
