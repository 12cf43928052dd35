import type { Clock } from '../../core/clock.js';
import type { LimitsOption } from './ratelimit.js';

// Shapes shared by the stand-in's modules and the driver: the public Message / Reply views and the options.
// The server lives in index.ts (start), state.ts (data), gateway.ts, rest.ts, spec.ts, limits.ts, commands.ts; the
// user side in ../driver.ts.

export interface StandinOptions {
  /** 0 or absent: any free port. */
  port?: number;
  /** The bot token the client must present (REST `Authorization: Bot ...` and gateway IDENTIFY). */
  token: string;
  applicationId?: string;
  botUser?: { id?: string; username?: string };
  /** How long the bot has to send the first response to an interaction (Discord: 3000 ms). */
  responseDeadlineMs?: number;
  /** Largest attachment the interactions advertise and accept (Discord's default: 10 MiB). */
  attachmentSizeLimit?: number;
  /** Messages kept per channel (default 1000); older ones are forgotten, to bound memory in long sessions. */
  maxMessagesPerChannel?: number;
  /** Discord's rate limits (ratelimit.ts): on by default with Discord's values; `false` turns them off; an object
   * changes some values (`{ globalPerSecond, invalidLimit, invalidWindowMs, banMs, buckets: { createMessage: { limit } } }`). */
  limits?: LimitsOption;
  /** The clock of the stand-in's Discord time (ids, message times, interaction tokens' 15 minutes, nonces' memory):
   * a test hands the bot the same one and moves it to play at hours between moves. Rate limits and faults keep real
   * time. Default: the system clock. */
  clock?: Clock;
  /** Entries kept in `state.calls`, `state.rateLimited` and `state.invalidRequests` (default 100,000; older ones go). */
  maxCalls?: number;
}

export interface User {
  id: string;
  username: string;
  locale: string;
  bot: boolean;
}

export interface Channel {
  id: string;
  name: string;
  /** 0 guild text, 1 DM (with the bot), 3 group DM (users only: the bot is never in one) */
  type: 0 | 1 | 3;
  guildId?: string;
  /** DM channels: the user on the other side of the bot. */
  recipientId?: string;
  /** Group DMs: every member (the owner first), and the owner. */
  recipientIds?: string[];
  ownerId?: string;
  /** Guild channels: permission overwrites (type 0 a role, the guild's id for @everyone; type 1 a member), applied
   * as Discord applies them: @everyone's, then the member's roles' (denies, then allows), then the member's own. */
  overwrites?: { id: string; type: 0 | 1; allow: bigint; deny: bigint }[];
}

export interface Guild {
  id: string;
  name: string;
  ownerId: string;
  channels: { id: string; name: string }[];
}

export interface Attachment {
  id: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
  /** Its text alternative (alt text), as the message's `attachments[n].description` gave it (≤ 1,024 characters). */
  description?: string;
}

/** A message as the driver sees it (raw JSON for embeds and components, as the bot sent them). */
export interface Message {
  id: string;
  channelId: string;
  authorId: string;
  content: string;
  embeds: unknown[];
  components: unknown[];
  attachments: Attachment[];
  flags: number;
  /** Ephemeral messages: the only user who can see it. */
  ephemeralTo?: string;
  /** The interaction this message answers (original response or follow-up). */
  interactionId?: string;
  /** Set on the messages of an interaction that came through a user's own install of the app (its
   * `authorizing_integration_owners`, key "1"): a press on them carries the same owners, whoever presses. */
  authorizingOwners?: Record<string, string>;
  /** The nonce it was created with (`POST /channels/{id}/messages`), as Discord keeps it. */
  nonce?: string;
  editedAt?: number;
  createdAt: number;
  /** Whom it pinged, as Discord decides from its content and `allowed_mentions` (absent: every mention pings). */
  mentionEveryone?: boolean;
  mentions?: string[];
}

export type MessageEvent = 'create' | 'update' | 'delete';

/** The outcome of an interaction once the bot has answered it. */
export interface Reply {
  interactionId: string;
  /** The first callback type the bot sent (4 message, 5 deferred message, 6 deferred update, 7 update, 8 autocomplete, 9 modal); 0 if none. */
  type: number;
  /** The response message (new for 4/5, the updated component message for 6/7), as of when the reply settled. */
  message?: Message;
  /** Follow-up messages; the array keeps growing if more arrive later. */
  followUps: Message[];
  /** Autocomplete choices (type 8). */
  choices?: { name: string; value: string | number }[];
  /** Modal the bot opened (type 9), raw JSON. */
  modal?: unknown;
  /** Milliseconds from sending the interaction to the bot's first accepted response (a callback). */
  firstResponseMs?: number;
  /** Set when the interaction failed as the user would see it: no answer in time (10062), or the wait timed out (0). */
  error?: { code: number; message: string };
  /** Errors the stand-in returned to the bot's requests for this interaction (limits broken, double response...). */
  restErrors: RestError[];
}

/** A refusal the stand-in answered to the bot; `fields` says which field broke which rule (400 50035 only). */
export interface RestError { status: number; code: number; message: string; method: string; path: string; fields?: string[] }
