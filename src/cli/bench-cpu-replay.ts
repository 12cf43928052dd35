// What the CPU bench (bench-cpu.ts) records of the bot's run and hands its bare discord.js client (bench-cpu-bare.ts)
// to send again.

/** A REST call the bot made, as the stand-in answered it. */
export interface RecordedCall {
  method: string;
  /** The request's path (/api/v10/...) and query ('' or '?...'). */
  path: string;
  query: string;
  body: unknown;
  files: { index: number; filename: string; bytes: Uint8Array }[];
  status: number;
  /** The message the answer carried, then its attachments' ids (none when it carried no message). */
  answered: string[];
}

/** An interaction the bot was sent and the calls it made for it (until the next one). */
export interface RecordedInteraction {
  id: string;
  token: string;
  /** The message it was pressed on (a button or menu). */
  messageId?: string;
  calls: RecordedCall[];
}

export interface BareOptions { token: string; apiUrl: string }

/** What the bare client is fed before an interaction: the bot's, and the ids of servers and channels new since the
 * last feed, the bot's with their copies. */
export interface BareFeed { interaction: RecordedInteraction; ids: [string, string][] }

/** The ids a message answer carries: the message's, then its attachments'. */
export function answeredIds(response: unknown): string[] {
  const r = response as { resource?: { message?: unknown } } | null;
  const m = (r && typeof r === 'object' && r.resource?.message) || r;
  const msg = m as { id?: unknown; channel_id?: unknown; attachments?: { id: string }[] } | null;
  if (!msg || typeof msg !== 'object' || typeof msg.id !== 'string' || typeof msg.channel_id !== 'string') return [];
  return [msg.id, ...(msg.attachments ?? []).map((a) => a.id)];
}

/** How the bare client makes a recorded call again: through the Interaction's own methods where discord.js writes the
 * call (the interaction's callback; the edit, deletion and follow-ups of its answer written by discord.js: a body with
 * `tts`), when the call is this interaction's own (`own`: its id and token); every other call by plain REST. */
export type Replay = 'reply' | 'deferReply' | 'deferUpdate' | 'update' | 'editReply' | 'deleteReply' | 'followUp' | 'rest';

export function replayOf(c: Pick<RecordedCall, 'method' | 'path' | 'body'>, own: boolean, component: boolean): Replay {
  const segments = c.path.split('/').slice(3);
  const root = segments[0];
  const body = (c.body ?? {}) as Record<string, unknown>;
  if (own && root === 'interactions' && c.method === 'POST') {
    switch (body.type) {
      case 4: return 'reply';
      case 5: return 'deferReply';
      case 6: if (component) return 'deferUpdate'; break;
      case 7: if (component) return 'update'; break;
    }
  }
  if (own && root === 'webhooks') {
    // Recorded as sent: `@original` is written `%40original` in the path.
    const original = segments[4] !== undefined && decodeURIComponent(segments[4]) === '@original';
    if (c.method === 'PATCH' && original) return 'editReply';
    if (c.method === 'DELETE' && original) return 'deleteReply';
    if (c.method === 'POST' && segments.length === 3 && 'tts' in body) return 'followUp';
  }
  return 'rest';
}
