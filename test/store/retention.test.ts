// The retention setting (issue 42), on both backends: games are played through the real table (posts with their
// pictures' views, web link generations, reminders), then removeExpired (what the bot's sweep runs) removes exactly
// the finished and abandoned games that ended more than N days before, with everything kept for them, and nothing of
// any other game: not one that ended since, not an open one however old, not one with a post still to deliver. A
// removed game's id is never given again; the space is given back (SQLite's incremental vacuum, PostgreSQL's VACUUM);
// `/heist web` says when a game's record goes, and a press on a removed game's message says it was removed.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { GAMES } from '../../src/games/index.js';
import { GAME_SETTINGS, GAME_SETTINGS_UNDER } from '../../src/store/base.js';
import { removeExpired } from '../../src/store/retention.js';
import type { AnyStore } from '../../src/store/index.js';
import type { Stored } from '../../src/table/persist.js';
import { Table } from '../../src/table/table.js';
import { Links } from '../../src/web/links.js';
import { freshDatabase } from '../pg.js';
import { postgresBackend, sqliteBackend, type Backend } from './util.js';

const DAY = 86_400_000;
const DAYS = 30;
const me = { id: '100000000000000001', name: 'Ann' };

function on(b: Backend) {
  describe(b.name, () => {
    let store: AnyStore;
    const clock = { t: Date.UTC(2026, 0, 1), now() { return this.t; } };
    let table: Table;
    let links: Links;
    beforeEach(() => {
      b.reset();
      clock.t = Date.UTC(2026, 0, 1);
      store = b.open({ clock, warn: () => undefined });
      links = new Links(store, { secret: 'test-secret', clock, base: () => 'http://127.0.0.1:1' });
      table = new Table(store, GAMES, { clock, web: links, retentionDays: DAYS, seed: () => 7 });
    });
    afterAll(() => { store?.close(); b.cleanup(); });

    const dm = (name: string) => ({ guildId: null, channelId: `dm-${name}`, isDM: true });
    /** A solo Art Robbery against two bots in its own DM channel; its id. */
    const start = (name: string): number => {
      const r = table.start(dm(name), me, { game: 'art-robbery', bots: 2 });
      expect(r.ok).toBe(true);
      return store.activeGameId(dm(name).channelId)!;
    };
    /** Plays the game to its end through the table (ann's legal moves, the bots' after each). */
    const finish = (name: string): void => {
      const game = GAMES.require('art-robbery');
      for (let k = 0; k < 500; k++) {
        const s = (store.activeGame(dm(name).channelId)?.state as Stored | undefined)?.engine;
        if (!s || game.result(s)) return;
        const legal = game.legal(s, game.waitingOn(s)[0]);
        const a = legal[k % legal.length];
        table.act(dm(name), me, [a.verb, ...a.args].join(' '));
      }
      throw new Error('the game did not end');
    };
    const everyPostDelivered = (id: number) => {
      for (const p of store.undelivered(id)) store.delivered(id, p.seq, { channelId: `dm`, messageId: `${id}${p.seq}`, live: false });
    };
    const rows = (sql: string, id: number) => Number(Object.values(store.query(sql, id)[0])[0]);
    const kept = (id: number) => ({
      game: store.game(id) !== null, posts: store.posts(id).length, log: store.log(id, { includeUndone: true }).length,
      snapshots: rows('SELECT count(*) AS n FROM snapshots WHERE game_id = ?', id), reminder: store.reminder(id),
      settings: store.query<{ key: string }>(`SELECT key FROM settings`).map((r) => r.key).filter((k) => k.split('.').includes(String(id))).sort(),
    });

    it('removes only finished games past the limit, with their posts, pictures, reminders and settings', async () => {
      // Ended 40 days ago, played to the end: its posts carry pictures; a reminder, a revoked link and a setting of its own.
      const old = start('old');
      finish('old');
      everyPostDelivered(old);
      expect(store.game(old)!.status).toBe('finished');
      store.setReminder(old, { userId: me.id, dueAt: clock.t + DAY });
      links.revoke(old, 0);
      store.setSetting(`away.after.${old}`, '5');
      store.setSetting(`gone.${old}`, '1');
      // Abandoned by its host 31 days ago.
      clock.t += 9 * DAY;
      const ended = start('ended');
      expect(table.end(dm('ended'), me, true, true).ok).toBe(true);
      everyPostDelivered(ended);
      // Finished 40 days ago too, but one of its posts never reached Discord: it waits.
      clock.t -= 9 * DAY;
      const waiting = start('waiting');
      finish('waiting');
      expect(store.undelivered(waiting).length).toBeGreaterThan(0);
      // The same posts by number and reader alone (what a new post may wait behind), on both backends.
      expect(store.undeliveredReaders(waiting)).toEqual(store.undelivered(waiting).map((p) => ({ seq: p.seq, audience: p.audience })));
      // Open for 100 days: a lobby-less solo game still being played, untouched since.
      clock.t -= 60 * DAY;
      const open = start('open');
      // Ended 10 days ago (from the sweep's now).
      clock.t += 90 * DAY;
      const recent = start('recent');
      finish('recent');
      everyPostDelivered(recent);
      clock.t += 10 * DAY; // now: the sweep's day.

      const before = { old: kept(old), ended: kept(ended), waiting: kept(waiting), open: kept(open), recent: kept(recent) };
      expect(before.old.posts).toBeGreaterThan(10);
      expect(store.posts(old).some((p) => (p.body as { picture?: unknown }).picture)).toBe(true);
      expect(before.old.reminder).not.toBeNull();
      expect(before.old.settings).toEqual([`away.after.${old}`, `gone.${old}`, `web.links.${old}.0`]);
      expect(before.old.snapshots).toBeGreaterThan(0);

      // `/heist web` of the game ended 10 days ago says when its record goes (20 days on), and how to keep it.
      const web = table.web(dm('recent'), me);
      expect(web.ok && web.posts[0].text.join('\n')).toContain(`this game's record goes on ${new Date(clock.t + 20 * DAY).toISOString().slice(0, 10)} (UTC)`);
      const running = table.web(dm('open'), me);
      expect(running.ok && running.posts[0].text.join('\n')).toContain('once this game ends, its record goes 30 days later');
      const oldButton = store.posts(old).flatMap((p) => ((p.body as { buttons?: { id: string }[][] }).buttons ?? []).flat()).map((x) => x.id).find((id) => id.startsWith(`h:${old}:`))!;
      expect(oldButton).toBeTruthy();

      const { removed, compacted } = await removeExpired(store, DAYS, clock.now());
      expect(Object.fromEntries(removed)).toEqual({ 'art-robbery': 2 });
      expect(compacted).toBe(true);
      for (const id of [old, ended]) {
        expect(kept(id), `game ${id}`).toEqual({ game: false, posts: 0, log: 0, snapshots: 0, reminder: null, settings: [] });
      }
      expect({ waiting: kept(waiting), open: kept(open), recent: kept(recent) }).toEqual({ waiting: before.waiting, open: before.open, recent: before.recent });
      // Nothing else of theirs is left anywhere: no row of any table names them.
      for (const t of ['snapshots', 'actions', 'reminders', 'posts']) {
        expect(Number(Object.values(store.query(`SELECT count(*) AS n FROM ${t} WHERE game_id NOT IN (SELECT id FROM games)`)[0])[0]), t).toBe(0);
      }
      // A press on the removed game's old message says so; its web link is refused as gone.
      const pressed = table.button(dm('old'), me, oldButton);
      expect(pressed.ok).toBe(false);
      expect(!pressed.ok && pressed.text).toMatch(/This game's record was removed: this bot keeps finished games 30 days/);
      // A sweep again removes nothing more.
      expect((await removeExpired(store, DAYS, clock.now())).removed.size).toBe(0);
    });

    it('never gives a removed game\'s id to a new game, and gives the space back', async () => {
      const ids = ['a', 'b', 'c'].map((n) => {
        const id = start(n);
        expect(table.end(dm(n), me, true, true).ok).toBe(true);
        everyPostDelivered(id);
        return id;
      });
      clock.t += (DAYS + 1) * DAY;
      const size = store.sizeBytes();
      expect(size).toBeGreaterThan(0);
      const { removed } = await removeExpired(store, DAYS, clock.now());
      expect(removed.get('art-robbery')).toBe(3);
      // The newest game was removed: the next one's id is above it all the same (its old links and buttons must not
      // name a new game).
      const next = start('d');
      expect(next).toBeGreaterThan(Math.max(...ids));
      if (b.name === 'sqlite') {
        // A new file is made for incremental vacuum: the removed games' pages are given back to the disk.
        expect(store.query<{ auto_vacuum: number }>('PRAGMA auto_vacuum')[0].auto_vacuum).toBe(2);
        // ... and with 8 KiB pages (chosen before auto_vacuum, or SQLite keeps its default 4 KiB): a Noir note sits in
        // its row, and the writes that note its delivery rewrite no overflow page.
        expect(store.query<{ page_size: number }>('PRAGMA page_size')[0].page_size).toBe(8192);
        expect(store.query<{ freelist_count: number }>('PRAGMA freelist_count')[0].freelist_count).toBe(0);
      }
    });
  });
}

on(sqliteBackend());
on(postgresBackend('retention', freshDatabase));

describe('the settings of a game', () => {
  it('every setting the sources key by a game\'s id is one retention removes with it', () => {
    const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
    });
    const keyed = new Set<string>();
    // Any key written as `prefix.${gameId}` (or `${rec.id}`), wherever it is made: in the setSetting call or kept in a
    // variable first (`refused.` was, and outlived its game). The stand-in's own ids are no settings.
    for (const f of files('src').filter((p) => !p.includes(`${sep}local${sep}`))) {
      for (const m of readFileSync(f, 'utf8').matchAll(/`([a-z][a-z.-]*\.)\$\{(?:gameId|[a-z]+\.id)\}(\.\$\{)?/g)) keyed.add(m[2] ? `${m[1]}*` : m[1]);
    }
    expect(keyed.size).toBeGreaterThanOrEqual(3);
    const covered = new Set([...GAME_SETTINGS, ...GAME_SETTINGS_UNDER.map((p) => `${p}*`)]);
    expect([...keyed].filter((k) => !covered.has(k))).toEqual([]);
  });
});
