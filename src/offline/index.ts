// Offline play (npm start without DISCORD_TOKEN): the local Discord stand-in (src/local/) and the real bot against it,
// with a terminal table: each input line is a slash command of one local player in a DM with the bot, `click N`
// presses the Nth button of the last message with buttons; the bot's messages are printed and pictures saved.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { startBot, type Bot } from '../app.js';
import { createLogger } from '../discord/log.js';
import { ui } from '../discord/text.js';
import { Driver } from '../local/driver.js';
import { startStandin, type Message, type Standin } from '../local/standin/index.js';
import { buttonsOf, formatMessage, selectOf } from './format.js';

export interface OfflineOptions {
  input: Readable;
  output: Writable;
  /** Where pictures go (default data/offline). */
  outDir?: string;
  /** SQLite file (default DATABASE_PATH or data/offline/heist.sqlite). */
  storePath?: string;
  locale?: string;
  username?: string;
}

export async function runOffline(opts: OfflineOptions): Promise<void> {
  const out = (line: string) => opts.output.write(line + '\n');
  const outDir = opts.outDir ?? process.env.HEIST_OFFLINE_DIR ?? 'data/offline';
  mkdirSync(outDir, { recursive: true });
  const locale = opts.locale ?? (/^ru/i.test(process.env.LANG ?? '') ? 'ru' : 'en-US');
  const token = 'offline-token';

  const standin: Standin = await startStandin({ token });
  let bot: Bot | null = null;
  try {
    bot = await startBot({
      token, apiUrl: standin.apiUrl, registerCommands: true, reminderEveryMs: null, globalRequestsPerSecond: 1000,
      storePath: opts.storePath ?? process.env.DATABASE_PATH ?? join(outDir, 'heist.sqlite'),
      log: createLogger((process.env.LOG_LEVEL as 'warn') ?? 'warn'),
    });
    const me = standin.createUser({ username: opts.username ?? process.env.USER ?? 'player', locale });
    const dm = standin.dmChannel(me.id);
    const driver = new Driver(standin);

    // Messages seen since the last print, in order; an update replaces the earlier copy.
    const pending = new Map<string, Message>();
    let last: Message | null = null;
    let saved = 0;
    driver.onMessage((m, event) => {
      if (m.channelId !== dm || (m.ephemeralTo && m.ephemeralTo !== me.id) || event === 'delete') return;
      pending.delete(m.id);
      pending.set(m.id, m);
    });
    const printed = new Map<string, string>();
    const flush = () => {
      for (const m of pending.values()) {
        const shown = `${m.content}|${m.attachments.map((a) => a.id).join(',')}`;
        const hasComponents = buttonsOf(m).length > 0 || selectOf(m) !== null;
        if (last && (last as Message).id === m.id && !hasComponents) last = null;
        // An edit that only took the buttons away is not worth printing again.
        if (printed.get(m.id) === shown && !hasComponents) continue;
        printed.set(m.id, shown);
        const paths = m.attachments.filter((a) => a.bytes.length).map((a) => {
          const path = join(outDir, `${String(++saved).padStart(4, '0')}-${a.filename}`);
          writeFileSync(path, a.bytes);
          return path;
        });
        const text = formatMessage(m, locale, paths, me.username);
        if (text) out(text);
        if (hasComponents) last = m;
      }
      pending.clear();
    };

    out(ui(locale, 'offline.welcome', { user: me.username }));
    const lines = createInterface({ input: opts.input, terminal: false });
    // Ctrl-C ends the input: the action in hand finishes, then everything closes as at end of input.
    const close = () => lines.close();
    process.once('SIGINT', close);
    process.once('SIGTERM', close);
    for await (const raw of lines) {
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      if (/^(quit|exit)$/i.test(line)) break;
      if (/^help$/i.test(line)) { out(ui(locale, 'offline.help')); continue; }
      out(`> ${line}`);
      try {
        const click = /^(click|pick)\s+(\d+)$/i.exec(line);
        if (click) {
          const n = Number(click[2]);
          const target = last as Message | null;
          const buttons = target ? buttonsOf(target) : [];
          const select = target ? selectOf(target) : null;
          if (target && click[1].toLowerCase() === 'click' && buttons[n - 1]) {
            await driver.click(me.id, target.id, buttons[n - 1].customId);
          } else if (target && select && select.options[n - 1] !== undefined) {
            await driver.select(me.id, target.id, select.customId, [select.options[n - 1].value]);
          } else {
            out(ui(locale, click[1].toLowerCase() === 'click' ? 'offline.no-buttons' : 'offline.no-select', { n }));
            continue;
          }
        } else {
          const reply = await driver.slashLine(me.id, dm, line.startsWith('/') ? line : `/${line}`);
          if (reply.error) out(ui(locale, 'offline.error', { message: reply.error.message }));
        }
      } catch (err) {
        out(ui(locale, 'offline.error', { message: err instanceof Error ? err.message : String(err) }));
      }
      await bot.idle();
      flush();
    }
    await bot.idle();
    flush();
    out(ui(locale, 'offline.bye'));
  } finally {
    process.removeAllListeners('SIGINT');
    process.removeAllListeners('SIGTERM');
    await bot?.stop();
    await standin.close();
  }
}
