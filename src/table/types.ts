// The table's public shapes: what the bot (src/discord/, commands/) gets back from the Table. No discord.js types
// here, and no game's: a game is reached only through its module (src/core/module.ts) from the registry.
import type { OptionValue } from '../core/module.js';

/** A Discord user as the table sees them. */
export interface UserRef {
  /** Discord user id. */
  id: string;
  /** Display name. */
  name: string;
  /** Discord locale ('en-US', 'ru', ...). */
  locale?: string;
}

/** Where a command came from. */
export interface Where {
  guildId: string | null;
  channelId: string;
  isDM: boolean;
}

/** `/heist start`: the game (Burgle Bros. when absent), the table's reminder setting, and the game's own options by
 * name (a list option may come as an array). */
export type StartInput = {
  game?: string;
  /** Hours between reminders; null turns them off. Default 12. */
  reminderHours?: number | null;
} & Record<string, OptionValue | string[] | null | undefined>;

/** A refusal: `code` is a text key; `text` is the sentence to show (ephemeral), already in the user's language. */
export interface Failure {
  ok: false;
  code: string;
  params?: Record<string, string | number>;
  text?: string;
}

export interface Button {
  /** custom_id, ≤100 chars: 'h:<gameId>:<version>:<what>[:<arg>]'. */
  id: string;
  label: string;
  style: 'primary' | 'secondary' | 'success' | 'danger';
  emoji?: string;
  disabled?: boolean;
}

export interface SelectMenu {
  /** Picking value V means the custom id `${id}:${V}`. */
  id: string;
  placeholder: string;
  options: { label: string; value: string }[];
}

/** What the bot posts: text lines already in the reader's language. */
export interface View {
  gameId: number;
  version: number;
  text: string[];
  /** The picture (drawn lazily: the bot acknowledges the interaction before calling it). */
  image?: () => Buffer;
  /** ≤5 rows × ≤5 buttons, together with the menus. */
  buttons: Button[][];
  /** The first menu (most messages have at most one). */
  select?: SelectMenu;
  /** Further menus, below the first. */
  selects?: SelectMenu[];
  /** The one user this message may mention. */
  mentionUserId?: string;
  ephemeral?: boolean;
}

/** A private note: made from one seat's view, for that seat's person only. */
export interface Note {
  userId: string;
  view: View;
  /** 'reply': an ephemeral follow-up to the person who acted; 'dm': a direct message; 'here': a plain message in
   * the game's channel (a DM game: the channel is already private). */
  via: 'reply' | 'dm' | 'here';
}

export interface Outcome {
  ok: true;
  /** The answer to the one who asked. */
  reply: View;
  /** The public post of the turn(s) that ended: picture, what happened, the next player's mention. */
  turnPost?: View;
  /** Private notes for seats (hands, identities, the controls of whoever must act next in a game with secrets). */
  notes?: Note[];
  /** The game's channel: public posts go there, even when the action came from a button in a DM. */
  channelId?: string;
  /** 'won' / 'lost' for a co-operative game, 'over' otherwise. */
  finished?: 'won' | 'lost' | 'over';
  /** A question is for someone else: mention them. */
  askUserId?: string;
  /** The answer to a press in a private note: that note's buttons are spent, and the reply is the new note. */
  fromNote?: boolean;
}

export type Result = Outcome | Failure;

export interface ReminderNotice {
  channelId: string;
  guildId: string | null;
  userId: string;
  text: string;
  /** The last one: "the game is waiting on X" to the channel; no more reminders after it. */
  final: boolean;
}

export interface Choice {
  name: string;
  value: string;
}

/** An action as the bot hands it over: verb + args, or the typed text 'move east'. */
export type ActionInput = { verb: string; args: string[] } | string;

/** Draws a view of a game (`kind`) in a language. */
export type RenderFn = (kind: string, view: unknown, lang: string) => Buffer;

export interface TableOptions {
  clock?: { now(): number };
  render?: RenderFn;
  /** Seeds for new games (tests pin them). */
  seed?: () => number;
}
