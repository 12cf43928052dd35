// The game service's public shapes: what the bot (src/discord/, commands/) gets back from HeistService.
// No discord.js types here: the service is testable alone. Implementation: service.ts; texts: src/i18n/.

/** A Discord user as the service sees them. */
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

export interface HeistOptions {
  scenario: 'bank' | 'office' | 'fortknox';
  /** Solo: how many characters the one person runs, 1–4. */
  crew?: number;
  /** Character ids, optional. */
  characters?: string[];
  advanced?: boolean | 'random';
  walls?: 'default' | 'random';
  lostVisual?: boolean;
  /** Hours between reminders; null turns them off. Default 12. */
  reminderHours?: number | null;
}

/** A refusal: `code` is an i18n key ('not-your-turn', 'no-game-here', 'game-running', 'stale-button', 'game-over',
 *  'rule' (params.message, params.code), 'undo-not-allowed', 'could-not-save', ...). `text` is it in the user's language. */
export interface Failure {
  ok: false;
  code: string;
  params?: Record<string, string | number>;
  /** The sentence to show (ephemeral), already in the user's language. */
  text?: string;
}

export interface Button {
  /** custom_id, ≤100 chars, carries game id + version: 'h:<gameId>:<version>:<action>'. */
  id: string;
  label: string;
  style: 'primary' | 'secondary' | 'success' | 'danger';
  emoji?: string;
}

export interface SelectMenu {
  id: string;
  placeholder: string;
  options: { label: string; value: string }[];
}

/** What the bot posts: text lines already in the viewer's language. */
export interface View {
  gameId: number;
  version: number;
  text: string[];
  /** The floor picture (drawn lazily: the bot defers before calling it). */
  image?: () => Buffer;
  /** ≤5 rows × ≤5 buttons. */
  buttons: Button[][];
  select?: SelectMenu;
  /** The one user this message may mention. */
  mentionUserId?: string;
  ephemeral?: boolean;
}

export interface Outcome {
  ok: true;
  /** Brief answer to the actor. */
  reply: View;
  /** Public end-of-turn post: picture, guard moves, event, next player mention. */
  turnPost?: View;
  finished?: 'won' | 'lost';
  /** A consent question is for someone else (give/take, Rook's Orders): mention them. */
  askUserId?: string;
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

export type RenderFn = (state: unknown, lang: string) => Buffer;

export interface ServiceOptions {
  clock?: { now(): number };
  render?: RenderFn;
  /** Seeds for new games (tests pin them). */
  seed?: () => number;
}
