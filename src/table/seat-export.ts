// A game as one seat (or a spectator) was told it, for sharing safely (`npm run -s export -- ID --seat NAME`): the
// posts the table kept for it — every public post and every post for that seat's person — in the order they were
// made and delivered, each shown as its message showed it. Nothing is told again from the log: what was sent is what
// was kept (src/table/posts.ts made both). A lobby post edited in place appears once, as it reads last; so does a note
// shown again in place.
import type { AnyGame } from '../core/module.js';
import { SPECTATOR, type Locale } from '../core/types.js';
import type { StoredPost } from '../store/types.js';
import { postContent } from './content.js';
import { awayLines, seatNoteOf } from './away.js';
import type { Stored } from './persist.js';
import type { Post } from './types.js';

export interface ExportedPost {
  seq: number;
  /** The game's version when it was made (shown again in place: when it was last, as it reads). */
  version: number;
  /** Shown again in place by a later kept post (a note renewed, the lobby edited): that post's seq, the moment the
   * message came to read as it does (at `version`); absent when it reads as first sent. */
  again?: number;
  kind: string;
  /** 'public', or 'you' (only this seat's person saw it). */
  to: 'public' | 'you';
  /** How it reached them, as its delivery reported it: 'channel' (a message in the channel, every private one in a DM
   * game), 'answer' (only they saw it in the game's channel: an interaction's ephemeral answer or follow-up), 'dm'; a
   * post not delivered (yet) says how it was planned to go. */
  via: string;
  /** The message's text, exactly as it was shown. */
  text: string;
  /** It carried a picture (drawn from this seat's view, or the spectator's for public posts). */
  picture: boolean;
  /** The labels of its buttons and menu options. */
  controls: string[];
}

export interface SeatExport {
  kind: string;
  /** The seat told (0-based) with its name, or the spectator. */
  seat: { index: number; name: string } | 'spectator';
  posts: ExportedPost[];
  /** Where things stand now, from this seat's view, in `lang`. */
  now: string[];
  /** The seat's view of the game now. */
  view: unknown;
  result: { winners: string[] } | null;
  /** People's seats a bot plays (handover.ts): since when (the table's clock, ms) and why; in `lang`, as status says. */
  botPlayed: { seat: number; name: string; since: number; by: string; line: string }[];
}

/** Whether a kept post reached its reader (or is on its way): a note that awaits its reader's next interaction, one
 * a later note told instead, or a look withdrawn unsent, never did, so no export or page shows it as sent. */
export const wasSent = (p: Pick<StoredPost, 'outbox'>): boolean => p.outbox !== 3 && p.outbox !== 4 && p.outbox !== 5;

/** How a kept post reached its reader, from where its delivery reported it (`channelId`: the game's channel): its
 * plan's `via` is only how it was to go when made (a note for someone else is planned as a DM, and goes as an
 * ephemeral follow-up when its reader's token works). */
export function viaOf(p: Pick<StoredPost, 'audience' | 'channelId' | 'body'>, channelId: string | null, dm: boolean): string {
  const planned = ((p.body ?? {}) as Partial<Post>).via ?? 'channel';
  if (p.audience === 'public' || dm) return 'channel';
  if (p.channelId === null) return planned;
  if (channelId === null) return planned;
  return p.channelId === channelId ? 'answer' : 'dm';
}

/** `posts`: all of the game's kept posts, in order. `channelId`: the game's channel (default: where its public posts
 * went), to tell a note shown only to its reader there from a DM. */
export function seatExport(game: AnyGame, stored: Stored, posts: readonly StoredPost[], viewer: number, lang: Locale, channelId?: string): SeatExport {
  if (!stored.setup || stored.engine === null) throw new Error('This game never began: there is nothing to tell.');
  const userId = viewer === SPECTATOR ? null : stored.seats[viewer]?.userId || null;
  const mine = posts.filter((p) => wasSent(p) && (p.audience === 'public' || (userId !== null && p.audience === userId)));
  const channel = channelId ?? posts.find((p) => p.audience === 'public' && p.channelId !== null)?.channelId ?? null;
  const out: ExportedPost[] = [];
  let lobbyAt = -1;
  const at = new Map<string, number>();
  for (const p of mine) {
    const body = (p.body ?? {}) as Partial<Post>;
    const shown: ExportedPost = {
      seq: p.seq, version: p.version, kind: p.kind, to: p.audience === 'public' ? 'public' : 'you', via: viaOf(p, channel, !!stored.dm),
      text: postContent({ text: body.text ?? [], mention: body.mention ?? null }), picture: !!body.picture,
      controls: [...(body.buttons ?? []).flat().map((b) => b.label), ...(body.selects ?? []).flatMap((m) => m.options.map((o) => o.label))],
    };
    if (p.kind === 'lobby' && body.replaces === 'lobby' && lobbyAt >= 0) {
      out[lobbyAt] = { ...shown, seq: out[lobbyAt].seq, again: p.seq };
      continue;
    }
    // A note shown again in place (a press that changed nothing in it): one message, as it reads last.
    const again = p.messageId ? at.get(p.messageId) : undefined;
    if (again !== undefined) {
      // Without a picture of its own, it keeps the one the message has (its reader's, unchanged).
      out[again] = { ...shown, seq: out[again].seq, again: p.seq, picture: shown.picture || (!!body.drawn && out[again].picture) };
      continue;
    }
    if (p.messageId) at.set(p.messageId, out.length);
    if (p.kind === 'lobby' && lobbyAt < 0) lobbyAt = out.length;
    out.push(shown);
  }
  const s = stored.engine;
  const name = (k: number) => stored.seats[k]?.name ?? '';
  const view = game.view(s, viewer);
  const result = game.result(s);
  const now = game.present({ view, viewer, lang, legal: [], moment: { kind: 'status' }, name, seatNote: seatNoteOf(stored, lang, result !== null) }).lines;
  return {
    kind: game.kind,
    seat: viewer === SPECTATOR ? 'spectator' : { index: viewer, name: name(viewer) },
    posts: out,
    now,
    view,
    result: result ? { winners: result.winners.map(name) } : null,
    botPlayed: stored.seats.flatMap((x, k) => (x.away && !x.bot
      ? [{ seat: k, name: x.name, since: x.away.since, by: x.away.by, line: awayLines({ seats: [x] }, lang, result !== null)[0] }]
      : [])),
  };
}

/** A seat named as the person typed it: its name (any letters), its number from 1, or `spectator`; null if none. */
export function seatNamed(stored: Stored, text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t === 'spectator') return SPECTATOR;
  const byName = stored.seats.findIndex((x) => x.name.toLowerCase() === t);
  if (byName >= 0) return byName;
  const n = Number(t);
  return Number.isInteger(n) && n >= 1 && n <= stored.seats.length ? n - 1 : null;
}
