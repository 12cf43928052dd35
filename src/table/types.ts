// The table's public shapes: what the bot (src/discord/, commands/) gets back from the Table. No discord.js types
// here, and no game's: a game is reached only through its module (src/core/module.ts) from the registry.
import type { OptionValue } from '../core/module.js';
import type { GameEvent } from '../core/types.js';
import type { StoredPost } from '../store/types.js';

/** A Discord user as the table sees them. */
export interface UserRef {
  /** Discord user id. */
  id: string;
  /** Display name. */
  name: string;
  /** Discord locale ('en-US', 'ru', ...). */
  locale?: string;
  /** A bot account (another app, or this one): never a player. Said only where an option names someone. */
  bot?: true;
  /** Named by an option in a server game but not a member of that server (Discord resolves a member for each one). */
  outside?: true;
}

/** Where a command came from. */
export interface Where {
  guildId: string | null;
  channelId: string;
  isDM: boolean;
  /** For a button or menu: the message it is on (a component acts only on the game of its own channel, or of the
   * private note it is on). */
  messageId?: string;
}

/** `/heist start`: the game (Burgle Bros. when absent), the table's reminder setting, and the game's own options by
 * name (a list option may come as an array). */
export type StartInput = {
  game?: string;
  /** Hours between reminders; null turns them off. Default 12. */
  reminderHours?: number | null;
} & Record<string, OptionValue | string[] | null | undefined>;

/** A refusal: `code` is a text key; `text` is the sentence to show (ephemeral), already in the user's language.
 * Nothing was written. */
export interface Failure {
  ok: false;
  code: string;
  params?: Record<string, string | number>;
  text?: string;
  /** For the host's log, never a player: why the store refused a write (could-not-save: the disk full, …). */
  cause?: string;
}

export interface Button {
  /** custom_id, ≤100 chars: 'h:<gameId>:<version>:<what>[:<arg>]'. */
  id: string;
  label: string;
  style: 'primary' | 'secondary' | 'success' | 'danger';
  emoji?: string;
  disabled?: boolean;
  /** A link button: opens this address (Discord's style 5; its `id` is not sent). Only on a post with one reader. */
  url?: string;
}

export interface SelectMenu {
  /** Picking value V means the custom id `${id}:${V}`. */
  id: string;
  placeholder: string;
  options: { label: string; value: string; description?: string }[];
}

/** What a post is, for whoever delivers or shows it again. */
export type PostKind =
  /** The gathering crew, with Join / Leave / Begin (edited in place as people come and go). */
  | 'lobby'
  /** The game begins (and what bots did before anyone else could act). */
  | 'start'
  /** What one press did: a person's step and the bots' after it, then where things stand. */
  | 'story'
  /** A seat's private part after a step: hand, identity, their controls, what only they were told. */
  | 'note'
  /** `/heist status`: the board, for anyone. */
  | 'status'
  /** `/heist hand`: a seat's private part, on asking. */
  | 'hand'
  /** What an action would do, with a Confirm button, only to the one who asked. */
  | 'preview'
  /** A plain sentence about the game (ended, settings changed, an undo acknowledged). */
  | 'notice'
  /** A reminder that the game waits on someone. */
  | 'reminder';

/**
 * One message as the table tells it: made by src/table/posts.ts from a step's events and the seats' views. Discord
 * (src/discord/deliver.ts), the offline table, the per-seat export and the web pages read the same list.
 */
export interface Post {
  kind: PostKind;
  /** 'public' (everyone in the game's channel), or the user id of the one person it is for. */
  audience: string;
  /** The seat whose view it was made from; null: the spectator's. */
  seat: number | null;
  /** How it reaches its reader: 'channel' (a message in the game's channel: every public post, and private ones in a
   * DM game, whose channel is already private), 'answer' (an ephemeral answer to the one who just acted), 'dm'. */
  via: 'channel' | 'answer' | 'dm';
  /** Lines of text, already in the reader's language. */
  text: string[];
  /** ≤5 rows × ≤5 buttons, together with the menus. */
  buttons: Button[][];
  selects: SelectMenu[];
  /** The picture: the game drawn from this viewer's view at the post's version; null: none. */
  picture: {
    viewer: number;
    /** The game was called off: drawn as such (GameModule.calledOff). */
    stopped?: true;
    /** The seats a bot played for their person when the post was made: marked where the picture lists its seats. */
    botPlayed?: number[];
    /** Drawn in this language rather than its reader's (a /heist status asked in another than the game's). */
    lang?: string;
  } | null;
  /** The picture in words (its text alternative, ≤ 1,024 characters): the game's `describe` of the very view the
   * picture is drawn from, in the picture's language. Discord shows it as the attachment's and the media-gallery
   * item's description; kept with the post, so a card shown again (its picture kept) says it again. Set wherever the
   * post has a picture (or keeps its reader's last one, `drawn`), when the game describes its pictures. */
  alt?: string;
  /** A private post's picture as its reader has it once the post is delivered (an identity of the drawing input: the
   * game, the language, the part of the view drawn). A note whose picture would be the reader's last one goes
   * without it (`picture` null, this kept): the message above still shows it, and My hand draws it again. */
  drawn?: string;
  /** The one user this post may mention (and ping). */
  mention: string | null;
  /** A lobby post edits the lobby message in place instead of posting a new one. */
  replaces?: 'lobby';
  gameId: number;
  /** The game's version when it was made (the one its buttons carry). */
  version: number;
  /** Its place among the game's kept posts (absent for an answer that was not kept). */
  seq?: number;
  /** The game's accent colour (its module's `color`), for the card the post is shown in. */
  color?: number;
  /** A newer post superseded it before it could be delivered: it goes without its controls. */
  retiring?: boolean;
  /** A seat's note only: what its reader alone is told by it (this step's, and what notes it folds told: kept, so
   * that a note that never reached its reader can be told by the next one made for them). */
  told?: GameEvent[];
  /** A seat's note only: the table's own lines put before the game's (a substitute told whose seat they now hold),
   * kept for the same reason. */
  lead?: string[];
  /** Earlier notes for the same reader that awaited them (never sent) and that this one tells instead. */
  folds?: number[];
  /** A seat's note only: it tells its reader it is their move, or the game's end. The only notes that go by DM to a
   * reader who asked for their turns there (src/delivery/route.ts), one a move: their others wait, and the next one
   * made for them tells them first. */
  moveOrEnd?: 'move' | 'end';
  /** A seat's note at the end that tells only that the game is over (the end's public post told all the seat kept):
   * not sent to a reader who reads that post as it comes (the one who ended it where it is played, a game in a DM). */
  endOnly?: true;
  /** Its name for Discord's nonce when one post may be made again under the same name (a reminder, remade by the
   * process that takes over a dead one's claim); else the post's own place names it. */
  nonce?: string;
}

/** A picture to draw, as data: the game, the view it is drawn from (already the reader's own), the language. */
export interface PictureJob {
  kind: string;
  view: unknown;
  lang: string;
}

/** What becomes of the message a button or menu was pressed on. */
export type Pressed =
  /** Unchanged (a refusal, a question, a reading). */
  | { fate: 'keep' }
  /** A step was taken from it: shown again without its controls (its picture kept); `posts` are the kept posts it
   * was delivered as (the lobby is one message for several), each retired. */
  | { fate: 'spend'; posts: StoredPost[] }
  /** It is shown again as this post, in place (the lobby after Join or Leave; a note refocused; a step's note for the
   * presser that reads exactly as the pressed one did, only its controls renewed). `was`: the kept posts it was
   * delivered as, each retired once it is shown again. */
  | { fate: 'becomes'; post: Post; was?: StoredPost[] };

/** An earlier message whose controls go: its kept post; whether its message shows a picture (an edit keeps it);
 * `shows`: what it shows instead of itself without controls (a seat handed to a bot: its note offers the seat back). */
export type Retired = StoredPost & { pictured: boolean; shows?: Pick<Post, 'text' | 'buttons' | 'selects'> };

/** What became of one kept post when a plan was carried (src/discord/deliver.ts reports them to the table once):
 * delivered as a message (`live`: its controls work); kept for its reader's next interaction; sent as far as can be
 * known, its message unknown; its reader unreachable; its controls taken away (or no longer removable). */
export type Fate =
  | { seq: number; sent: { channelId: string; messageId: string }; live: boolean; lasting?: boolean }
  | { seq: number; awaiting: true; reader: string }
  | { seq: number; unseen: true }
  | { seq: number; unreachable: 'dms-closed'; reader: string }
  | { seq: number; unreachable: 'channel-gone' }
  /** The game's channel refuses the bot's posts (Discord's 403: Send Messages, or View Channel, taken away): the post
   * waits in the outbox, its host is told once. null: a post landed there again (the outage is over). */
  | { seq: number; channelRefuses: 'send' | 'view' | null }
  /** A look at the game (/heist status's board) that had to wait behind earlier posts Discord has not taken yet: its
   * asker was told to ask again, so it is not sent later (each ask would otherwise post a board once the channel
   * takes posts again). */
  | { seq: number; withdrawn: true; reader: string }
  | { seq: number; retired: true };

/**
 * The one answer of every call of the table: what each reader is told, in order, and what becomes of earlier
 * messages. Made by pure code under src/table/ (posts.ts); Discord (src/discord/deliver.ts), the offline table, the
 * export and the web pages only carry or read it.
 */
export interface Plan {
  ok: true;
  /** What to deliver, in this order. */
  posts: Post[];
  /** Each post's picture to draw (same index as `posts`; null: none). */
  pictures: (PictureJob | null)[];
  /** The game's channel: public posts go there, even when the action came from a button in a DM. */
  channelId: string;
  gameId: number;
  /** The pressed message (for a button or menu). */
  pressed: Pressed;
  /** Where the lobby message is, for a post that `replaces` it (edited in place; posted anew if it is gone). */
  lobby?: { channelId: string; messageId: string };
  /** Earlier messages whose controls are taken away once the posts are delivered (only those still showing live
   * controls: a reader's older messages superseded by a new post with controls or a picture; every one once the game
   * is over). */
  retire: Retired[];
  /** The game ended with this. */
  finished?: boolean;
  /** Bots moved in this press: a command typed while it is delivered was typed before its author saw their moves. */
  botsMoved?: boolean;
}

/** @deprecated The older name of Plan. */
export type Outcome = Plan;

export type Result = Plan | Failure;

export interface Choice {
  name: string;
  value: string;
}

/** An action as the bot hands it over: verb + args, or the typed text 'move east'. */
export type ActionInput = { verb: string; args: string[] } | string;

/** The web pages' links (src/web/links.ts), when the bot serves them (WEB_PORT). */
export interface WebLinks {
  /** A private link to a game's pages for a seat (null: the spectator view); `ended`: the game was ended by its host. */
  url(gameId: number, seat: number | null, ended: boolean): string;
  /** Every link made so far for this seat stops working; `replaced`: because a substitute took the seat (those links
   * then say so). */
  revoke(gameId: number, seat: number, replaced?: boolean): void;
  /** How many days a link works. */
  readonly days: number;
}

export interface TableOptions {
  clock?: { now(): number };
  /** The web pages' links; absent: the bot serves no pages (`/heist web` says so). */
  web?: WebLinks;
  /** Seeds for new games (tests pin them). */
  seed?: () => number;
  /** With `seed`: a server lobby's game takes its seed from the game's id and version, as the tests were tuned to
   * (the default); false: from `seed`, as every other new game (the offline table's HEIST_SEED, so another N deals
   * another game). */
  lobbySeedFromId?: boolean;
  /** Finished games are removed this many days after they ended (HEIST_RETENTION_DAYS; absent or null: kept for ever):
   * `/heist web` says when a game's record goes. */
  retentionDays?: number | null;
  /** Where the table says what went wrong that the player's answer outlives (a post it could not keep): the bot's log.
   * Absent: stderr. */
  warn?: (msg: string, fields: Record<string, unknown>) => void;
}

/** A reminder due: the post to deliver (public, mentioning the one the game waits on), and when the next falls due. */
export interface ReminderNotice {
  gameId: number;
  channelId: string;
  guildId: string | null;
  userId: string;
  /** Null: nothing to say (the game ended, is damaged, or has reminders off); the reminder is settled all the same. */
  post: Post | null;
  /** The last one: "the game is waiting on X"; no more reminders after it. */
  final: boolean;
  /** When the next reminder of this wait falls due; null: none. */
  next: number | null;
  /** The away-after deadline passed after the last reminder: the seat went to a bot (handover.ts), told by these
   * posts (delivered like a step's, no interaction to answer). */
  handover?: Plan;
}
