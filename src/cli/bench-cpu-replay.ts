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
