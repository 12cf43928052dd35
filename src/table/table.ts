// The Table: hosts any registered game between Discord and the store. Lobby and seats (bounds from the game), turns
// (from whom the game waits on), version checks, undo, reminders and bot seats. Every call answers with an ordered
// plan (types.ts: the ordered posts, what becomes of the pressed message and of earlier ones) made by posts.ts and
// context.ts; a step and the posts that tell it are committed together. No discord.js
// types, no game's own concepts: a game is reached only through its module (src/core/module.ts).
// This file is the one public face: each call is handed to the part that does it (docs/table.md lists them).
import type { GameRegistry } from '../core/registry.js';
import type { PendingGame, Store } from '../store/types.js';
import * as acting from './acting.js';
import { Context } from './context.js';
import * as controls from './controls.js';
import * as ending from './ending.js';
import * as handover from './handover.js';
import * as lobby from './lobby.js';
import * as reading from './reading.js';
import * as reminders from './reminders.js';
import * as ledger from './ledger.js';
import type { TableFacts } from './ledger.js';
import type { ActionInput, Choice, Fate, Plan, ReminderNotice, Result, StartInput, TableOptions, UserRef, Where } from './types.js';

export * from './types.js';
export { uniqueNames } from './names.js';
export { NO_TARGET } from './reading.js';
export type { TableFacts } from './ledger.js';

export class Table {
  private readonly ctx: Context;

  /** `games`: the registry the composition root (src/app.ts) hands over; the table imports no game. */
  constructor(store: Store, readonly games: GameRegistry, opts: TableOptions = {}) {
    this.ctx = new Context(store, games, opts);
  }

  // ---- lobby and start (lobby.ts) ----------------------------------------------------------------------------------

  start(where: Where, host: UserRef, input: StartInput): Result {
    return this.ctx.pressed(where.messageId, () => lobby.start(this.ctx, where, host, input));
  }

  /** `typed`: /heist join typed as a command (its typer also gets a word of their own); false: the lobby's button. */
  join(where: Where, user: UserRef, typed = true): Result {
    return this.ctx.pressed(where.messageId, () => lobby.join(this.ctx, where, user, typed));
  }

  /** In the lobby: leave it. During a game (handover.ts): after a confirm, a bot plays the seat to the end. */
  leave(where: Where, user: UserRef, typed = true): Result {
    return this.ctx.pressed(where.messageId, () => handover.leaving(this.ctx, where, user, false) ?? lobby.leave(this.ctx, where, user, typed));
  }

  begin(where: Where, user: UserRef): Result {
    return this.ctx.pressed(where.messageId, () => lobby.begin(this.ctx, where, user));
  }

  // ---- actions and undo (acting.ts), controls (controls.ts) --------------------------------------------------------

  /** One action by a person, as typed (the table's own API: tests, scripts); no preview is asked. */
  act(where: Where, user: UserRef, action: ActionInput): Result {
    return this.ctx.pressed(where.messageId, () => acting.act(this.ctx, where, user, action));
  }

  /** A game's slash command by name with its option values, e.g. ('move', { target: 'east' }) types 'move east'.
   * `preview`: the command's own `preview:` choice, over the player's setting (VerbSpec.preview). */
  command(where: Where, user: UserRef, name: string, values: Record<string, string>, preview?: boolean): Result {
    return this.ctx.pressed(where.messageId, () => acting.command(this.ctx, where, user, name, values, preview));
  }

  /** Every button and menu the table made. */
  button(where: Where, user: UserRef, customId: string, perms: { canManageChannel?: boolean } = {}): Result {
    return this.ctx.pressed(where.messageId, () => controls.button(this.ctx, where, user, customId, perms));
  }

  undo(where: Where, user: UserRef): Result {
    return this.ctx.pressed(where.messageId, () => acting.undo(this.ctx, where, user));
  }

  // ---- hand-overs: a seat to a bot and back, a substitute (handover.ts) ---------------------------------------------

  /** `/heist sub seat:@old player:@new`: host or Manage Channels; `neu` not already seated. */
  sub(where: Where, user: UserRef, old: UserRef, neu: UserRef, perms: { canManageChannel?: boolean } = {}): Result {
    return handover.sub(this.ctx, where, user, old, neu, perms.canManageChannel ?? false);
  }

  // ---- reading: status, hand, web links, autocomplete, rules help (reading.ts) -------------------------------------

  status(where: Where, viewer: UserRef): Result {
    return this.ctx.pressed(where.messageId, () => reading.status(this.ctx, where, viewer));
  }

  hand(where: Where, user: UserRef): Result {
    return this.ctx.pressed(where.messageId, () => reading.hand(this.ctx, where, user));
  }

  web(where: Where, user: UserRef, revoke = false): Result {
    return this.ctx.pressed(where.messageId, () => reading.web(this.ctx, where, user, revoke));
  }

  targets(where: Where, user: UserRef, verbName: string, typed: string, values: Record<string, string> = {}, focused?: string): Choice[] {
    return reading.targets(this.ctx, where, user, verbName, typed, values, focused);
  }

  rulesTopics(typed: string, locale?: string, where?: Where): Choice[] {
    return reading.rulesTopics(this.ctx, typed, locale, where);
  }

  rulesHelp(topic: string | null | undefined, locale?: string, where?: Where): string {
    return reading.rulesHelp(this.ctx, topic, locale, where);
  }

  // ---- ending (ending.ts) ------------------------------------------------------------------------------------------

  end(where: Where, user: UserRef, canManageChannel: boolean, confirmed: boolean): Result {
    return this.ctx.pressed(where.messageId, () => ending.end(this.ctx, where, user, canManageChannel, confirmed));
  }

  /** The plain sentence for an error the table knows how to explain (damaged saved data), or null. */
  explain(err: unknown, locale?: string): string | null {
    return ending.explain(err, locale);
  }

  /** The sentence for a store that failed outside a step's save (the database out of reach, full, locked), or null. */
  storeTrouble(err: unknown, locale?: string): string | null {
    return ending.storeTrouble(err, locale);
  }

  /** The public notice of a damaged game, its host mentioned (the router posts it once), or null for another error. */
  damagedNotice(err: unknown, locale?: string): { gameId: number; channelId: string; hostId: string; text: string } | null {
    return ending.damagedNotice(err, locale);
  }

  // ---- settings and reminders (reminders.ts) -----------------------------------------------------------------------

  settings(where: Where, user: UserRef, st: { reminders?: boolean; intervalHours?: number; preview?: boolean; awayAfterHours?: number; dm?: boolean }, perms: { canManageChannel?: boolean } = {}): Result {
    return this.ctx.pressed(where.messageId, () => reminders.settings(this.ctx, where, user, st, perms));
  }

  dueReminders(now: number, isMine?: (guildId: string | null) => boolean): ReminderNotice[] {
    return reminders.dueReminders(this.ctx, now, isMine);
  }

  reminderNotices(due: readonly { gameId: number; guildId: string | null; channelId: string; userId: string; count?: number; remindersSent?: number; dueAt?: number }[], now: number): ReminderNotice[] {
    return reminders.reminderNotices(this.ctx, due, now);
  }

  // ---- delivery: what decides how posts travel, and what became of them (ledger.ts) --------------------------------

  /** What the table knows that decides how this game's posts travel now (src/delivery/route.ts). */
  deliveryFacts(gameId: number): TableFacts {
    return ledger.facts(this.ctx, gameId);
  }

  /** What is left of a game to deliver, as a plan answering no one (null: nothing). */
  leftToDeliver(gameId: number): Plan | null {
    return ledger.leftToDeliver(this.ctx, gameId);
  }

  pendingGames(): PendingGame[] {
    return ledger.pendingGames(this.ctx);
  }

  /** Attempts to deliver a game's posts through interactions, noted in one transaction before they are made (found
   * again after a crash); null withdraws one that did not go. */
  attempted(gameId: number, notes: readonly { seq?: number; attempt: unknown }[]): void {
    ledger.attempted(this.ctx, gameId, notes);
  }

  /** What became of a plan's posts, once it is carried; the notices that calls for, to carry next. */
  report(gameId: number, fates: readonly Fate[]): Plan[] {
    return ledger.report(this.ctx, gameId, fates);
  }

  /** A channel Discord deleted: its open game ends there, its host told by DM (null: no game open there, or told). */
  channelDeleted(channelId: string): Plan | null {
    return ledger.channelDeleted(this.ctx, channelId);
  }
}
