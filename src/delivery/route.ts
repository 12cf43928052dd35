// How each post of a plan travels, decided as data: from the table's plan (src/table/types.ts `Plan`: the ordered
// posts, what becomes of the pressed message, which earlier messages lose their controls) and the facts of the moment
// (who pressed, whose interaction tokens still work and since when, who wants their turns by DM, what is still
// waiting), the ordered list of sends. Pure: no Discord, no store, no clock but `facts.now`. src/discord/deliver.ts
// only carries the list out and reports what became of each post (`Outcome`, src/table/types.ts).
//
// At play-by-post pace (hours between moves, every earlier token expired) a turn is told once, where the table plays:
// the public post that pings the next person. Their private part reaches them when they act (My hand on that post,
// `/heist hand`, or a command), through their own interaction: a note that finds no working token of its reader
// waits for that (`await`) instead of becoming a DM, unless its reader asked for their turns by DM. A note that tells
// its reader nothing their last note did not (only its controls changed) renews that note in place while the token
// that made it works, or waits; it is never sent again as a second message.
import type { StoredPost } from '../store/types.js';
import { saysNothingNew } from '../table/posts.js';
import type { Fate, Plan, Post, Retired } from '../table/types.js';

/** An interaction's token opens its webhook for 15 minutes from the interaction's creation; taken as 14 (the clocks'
 * drift, and the time a request takes). */
export const TOKEN_MS = 14 * 60_000;

/** An interaction's token and when Discord made the interaction; `original`: the message it is kept for is that
 * interaction's own (its answer, or the pressed message it updated), reached as `@original` (Discord documents a
 * webhook message by id only for one the token sent). */
export interface Token { token: string; at: number; original?: true }

/** What an earlier attempt to deliver a post went through (noted with the post before it was sent). */
export interface Attempt {
  /** 'renew': a reader's last note (`messageId`, kept post `replaces`) shown again as this post, in place. */
  how: 'original' | 'followup' | 'renew';
  token: string;
  messageId?: string;
  replaces?: number;
  /** When the interaction whose token it went through was made. */
  at: number;
  ephemeral?: boolean;
  /** A renewal of the token's own interaction's message (`messageId` is the pressed message it updated). */
  original?: true;
  /** An ephemeral follow-up noted but not yet handed to the network (src/discord/handing.ts). */
  queued?: boolean;
}

/** The token an attempt went through, as the message it made or renewed is edited through it. */
export function editorOf(a: Attempt): Token {
  return { token: a.token, at: a.at, ...(a.how === 'original' || a.original ? { original: true } : {}) };
}

/** The facts of the moment a plan is carried. */
export interface Facts {
  now: number;
  /** The interaction being answered; absent when nothing was asked (a reminder, a sweep, a deadline's hand-over). */
  pressed?: { userId: string; channelId: string; token: Token };
  /** A person's latest interaction, its token and the channel it was made in (whether it still works is decided here). */
  tokenOf(userId: string): { token: Token; channelId: string } | null;
  /** A person's DM channel with the bot, when known. */
  dmOf(userId: string): string | null;
  /** Whether the bot may DM them (their DMs were not found closed), and whether they asked for their turns by DM. */
  mayDm(userId: string): boolean;
  wantsDm(userId: string): boolean;
  /** The game's posts kept before this plan and still to deliver (their number and reader): a post for the same
   * reader waits behind them. */
  waiting: readonly Pick<StoredPost, 'seq' | 'audience'>[];
  /** A reader's latest delivered note of this game (a step's note, or My hand's answer): what a new one may renew;
   * `pictured`: its message shows a picture. */
  lastNote(userId: string): Retired | null;
}

/** What to do when a reader's token turns out not to work after all: a DM, or wait for them. */
export type Otherwise = 'dm' | 'await';

/** One thing to do, in order. `k`: the post's index in the plan. `waits`: earlier posts of the game for the same
 * reader are still to deliver; they go first, and if they cannot, this one waits behind them in the outbox. */
export type Send =
  /** The pressed message, as `plan.pressed` says, through the interaction (an update). */
  | { op: 'press' }
  /** The interaction's own answer (a follow-up of it once it has one); `ephemeral`: only its person sees it. */
  | { op: 'answer'; k: number; ephemeral: boolean; waits?: true }
  /** An ephemeral follow-up through the reader's own latest interaction (not counted against the global limit). */
  | { op: 'follow-up'; k: number; token: Token; otherwise: Otherwise; waits?: true }
  /** The reader's last note shown again as this post, in place: through the token that made it, or by REST (null:
   * the bot's own message in their DM, told their move; global-limited, and it pings no one). */
  | { op: 'renew'; k: number; message: Retired; token: Token | null; otherwise: 'await'; waits?: true }
  /** A message in the game's channel, by REST (global-limited). */
  | { op: 'channel'; k: number; channelId: string; waits?: true }
  /** A message in the reader's DM, by REST (global-limited; the DM channel opened once). */
  | { op: 'dm'; k: number; userId: string; waits?: true }
  /** The lobby message edited in place (posted anew if it is gone). */
  | { op: 'lobby'; k: number; channelId: string; messageId: string }
  /** Kept for its reader's next interaction: nothing is sent now. */
  | { op: 'await'; k: number }
  /** An earlier message shown again without its controls: through `token` while it works, else by REST;
   * `shows`: the card it shows instead (a seat handed to a bot: its note offers the seat back). */
  | { op: 'retire'; post: StoredPost; token: Token | null }
  /** An earlier message whose controls cannot be taken away any more (an ephemeral message past its token): noted. */
  | { op: 'forget'; post: StoredPost };

export function valid(t: { at: number } | null | undefined, now: number): boolean {
  return !!t && now - t.at < TOKEN_MS;
}

/** Attempts read before, by their text: a game's earlier posts are looked at again at every press (the same few
 * texts, parsed once). Read only, never changed. */
const attemptsRead = new Map<string, Attempt | null>();

export function parseAttempt(text: string | null | undefined): Attempt | null {
  if (!text) return null;
  const known = attemptsRead.get(text);
  if (known !== undefined) return known;
  let a: Attempt | null;
  try {
    const parsed = JSON.parse(text) as Attempt;
    a = typeof parsed?.token === 'string' && typeof parsed.at === 'number' ? Object.freeze(parsed) : null;
  } catch {
    a = null;
  }
  if (attemptsRead.size >= 1000) attemptsRead.clear();
  attemptsRead.set(text, a);
  return a;
}

/** The sends of a plan, in order: the pressed message first, then each post, then the earlier messages whose
 * controls go. */
export function route(plan: Plan, facts: Facts): Send[] {
  const sends: Send[] = [];
  if (facts.pressed && plan.pressed.fate !== 'keep') sends.push({ op: 'press' });
  const renewed = new Set<string>();
  let answered = false;
  plan.posts.forEach((p, k) => {
    const send = routeOne(plan, facts, p, k, answered);
    if (send.op === 'answer') answered = true;
    if (send.op === 'renew') renewed.add(send.message.messageId!);
    sends.push(send);
  });
  for (const old of plan.retire) {
    // A message renewed in place shows the new post already.
    if (old.messageId && renewed.has(old.messageId)) continue;
    sends.push(retireSend(old, facts.now));
  }
  return sends;
}

function routeOne(plan: Plan, facts: Facts, p: Post, k: number, answered: boolean): Send {
  const waits = behind(facts.waiting, plan.posts, p) ? { waits: true as const } : {};
  const pressed = facts.pressed;
  if (p.replaces === 'lobby' && plan.lobby) return { op: 'lobby', k, ...plan.lobby };
  // Only that the game is over, to one who reads its end where it is told (they ended it there, or the game is played
  // in their DM): kept, not sent (their next note tells whatever it would).
  if (p.endOnly && (p.via === 'channel' || (pressed?.userId === p.audience && pressed.channelId === plan.channelId))) return { op: 'await', k };
  // Every public post, and a DM game's private ones (its channel is already private): in the game's channel, as the
  // interaction's answer when it was made there.
  if (p.audience === 'public' || p.via === 'channel') {
    // The presser's note that reads as their last one there, the interaction answered already (a typed move whose card
    // drawn is the card played): that note shown again in place with its new controls, as a press on it would be,
    // through the token that made it (past that token, a message of its own as any: an edit by REST would count
    // against the global limit).
    const again = pressed && answered && p.audience === pressed.userId && p.kind === 'note' ? facts.lastNote(p.audience) : null;
    const editor = again ? parseAttempt(again.attempt) : null;
    if (again && editor && valid(editor, facts.now) && again.channelId === plan.channelId && tellsNothingNew(p, again)) {
      return { op: 'renew', k, message: again, token: editorOf(editor), otherwise: 'await', ...waits };
    }
    if (pressed && pressed.channelId === plan.channelId && (!answered || p.audience === 'public' || p.audience === pressed.userId)) {
      return { op: 'answer', k, ephemeral: false, ...waits };
    }
    return { op: 'channel', k, channelId: plan.channelId, ...waits };
  }
  // What is for the one who acted: their interaction's own answer, only they see it; their note in their DM with the
  // bot, where no one else is, a message that stays (an ephemeral one is gone once their client reloads).
  if (pressed && p.audience === pressed.userId) {
    const lasting = (p.kind === 'note' || p.kind === 'hand') && pressed.channelId === facts.dmOf(pressed.userId);
    return { op: 'answer', k, ephemeral: !lasting, ...waits };
  }
  // A notice the table sends by DM whatever the reader's choice (a game paused: its host told).
  if (p.kind === 'notice' && p.via === 'dm') return { op: 'dm', k, userId: p.audience, ...waits };
  return { ...privateSend(facts, plan.channelId, p, k), ...waits } as Send;
}

/** A private post for someone other than the one who acted (or when no one did). */
function privateSend(facts: Facts, gameChannel: string, p: Post, k: number): Send {
  const reader = p.audience;
  const t = facts.tokenOf(reader);
  // Their latest interaction's token, if it still works and was made where their notes appear (the game's channel,
  // or their DM with the bot).
  const token = t && valid(t.token, facts.now) && (t.channelId === gameChannel || t.channelId === facts.dmOf(reader)) ? t.token : null;
  const old = facts.lastNote(reader);
  const editor = parseAttempt(old?.attempt);
  // By DM, for one who asked for their turns there: only the note of their move (or of the end), once a move. Their
  // other notes wait, and the next one made for them tells them first (src/table/posts.ts, notePost).
  const wantsDm = !!p.moveOrEnd && facts.wantsDm(reader) && facts.mayDm(reader);
  // Their latest note told them this move already in their DM, and they have not acted since: news within the move
  // (an identity shown them) shows in that message, edited in place, not in a second DM.
  const toldMove = wantsDm && p.moveOrEnd === 'move' && !!old?.messageId && old.channelId !== gameChannel
    && (old.body as Partial<Post> | null)?.moveOrEnd === 'move' && !editor?.ephemeral;
  const nothingNew = !!old && tellsNothingNew(p, old);
  if (nothingNew && old!.messageId && editor && valid(editor, facts.now)) {
    return { op: 'renew', k, message: old!, token: editorOf(editor), otherwise: 'await' };
  }
  if (!nothingNew && token) return { op: 'follow-up', k, token, otherwise: wantsDm && !toldMove ? 'dm' : 'await' };
  if (toldMove) return { op: 'renew', k, message: old!, token: null, otherwise: 'await' };
  // Nothing to tell but new controls: those come when they act (the public post told the turn), or by DM if they
  // asked for their turns there and it is their move.
  if (nothingNew) return wantsDm && hasActions(p) ? { op: 'dm', k, userId: reader } : { op: 'await', k };
  return wantsDm ? { op: 'dm', k, userId: reader } : { op: 'await', k };
}

/** Whether a kept post waits behind the game's earlier posts still to deliver: one for the same reader, or either of
 * the two public. Not a notice to the host by DM: it tells them the channel takes no posts (refused, or gone), so it
 * cannot wait behind those posts (the outbox carries it first too: ledger.ts hostNoticesFirst). */
function behind(waiting: readonly Pick<StoredPost, 'seq' | 'audience'>[], ours: readonly Post[], p: Post): boolean {
  if (p.seq === undefined || (p.kind === 'notice' && p.via === 'dm')) return false;
  return waiting.some((q) => q.seq < p.seq! && !ours.some((o) => o.seq === q.seq)
    && (q.audience === p.audience || q.audience === 'public' || p.audience === 'public'));
}

/** How an earlier message loses its controls: through the token that made it while that works; an ephemeral one
 * cannot be changed after that; any other by REST. One never delivered goes without them when it is (the store's
 * mark). */
export function retireSend(old: StoredPost, now: number): Send {
  const a = parseAttempt(old.attempt);
  if (!old.messageId) return { op: 'forget', post: old };
  if (a && valid(a, now)) return { op: 'retire', post: old, token: editorOf(a) };
  if (a?.ephemeral || old.body === null) return { op: 'forget', post: old };
  return { op: 'retire', post: old, token: null };
}

/** Whether a new note tells its reader nothing their last one did not: each of its lines is already there and its
 * picture is the same (its controls may differ). */
export function tellsNothingNew(p: Post, old: StoredPost): boolean {
  const was = (old.body ?? {}) as Partial<Post>;
  if (old.audience !== p.audience || old.outbox !== 0 || !old.messageId) return false;
  if ((p.drawn ?? null) !== (was.drawn ?? null)) return false;
  return saysNothingNew(p.text, was.text);
}

/** Whether a post offers the game's actions (not only My hand, Web or a link). */
function hasActions(p: Pick<Post, 'buttons' | 'selects'>): boolean {
  return p.buttons.some((r) => r.some((b) => !b.url && /^h:\d+:\d+:(a[a-h]?|c|f[a-h]?)(:|$)/.test(b.id))) || p.selects.some((m) => m.options.length > 0);
}

/** What became of an earlier message whose controls went: retired, unless the plan showed it as something that offers
 * a control of its own (a seat handed to a bot: its note offers the seat back). That message stays live, so the next
 * post that supersedes it for its reader (the seat taken back) takes that control away too. */
export function afterRetire(old: Retired, fates: readonly Fate[]): Fate[] {
  const offers = !!old.shows && old.shows.buttons.some((r) => r.some((b) => !b.url));
  if (!offers || !old.channelId || !old.messageId) return [...fates];
  const sent = { channelId: old.channelId, messageId: old.messageId };
  return fates.map((f) => ('retired' in f && f.seq === old.seq ? { seq: f.seq, sent, live: true } : f));
}
