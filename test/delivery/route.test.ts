// How a plan's posts travel, as data (src/delivery/route.ts): the sends of a press at fast pace and at play-by-post
// pace, from a DM, from /heist hand, for a returning player, for a reader whose DMs are closed or who asked for their
// turns by DM; what waits behind what; which earlier messages lose their controls and how.
import { describe, expect, it } from 'vitest';
import { route, TOKEN_MS, type Facts, type Send, type Token } from '../../src/delivery/route.js';
import type { StoredPost } from '../../src/store/types.js';
import type { Plan, Post, Retired } from '../../src/table/types.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const NOW = Date.UTC(2026, 5, 1, 12);
const CHANNEL = 'c-game';
const GAME = 7;

const token = (name: string, age: number): Token => ({ token: `t-${name}`, at: NOW - age });
const act = (label: string) => ({ id: `h:${GAME}:40:a:play ${label}`, label, style: 'secondary' as const });
const myHand = { id: `h:${GAME}:40:hand`, label: 'My hand', style: 'secondary' as const };

function post(p: Partial<Post> & Pick<Post, 'kind' | 'audience'>): Post {
  return {
    seat: p.audience === 'public' ? null : 1, via: p.audience === 'public' ? 'channel' : 'dm', text: ['a line'], buttons: [], selects: [],
    picture: null, mention: null, gameId: GAME, version: 40, ...p,
  };
}

/** A kept post as delivered (or not): its message, and the attempt that carried it through an interaction. */
function kept(p: Post, seq: number, at: { messageId?: string; channelId?: string; through?: Token; ephemeral?: boolean; outbox?: StoredPost['outbox'] } = {}): Retired {
  const { kind, audience, seat, gameId, version, seq: _s, ...body } = p;
  return {
    kind, audience, seat, gameId, version, seq, body, at: NOW - HOUR, channelId: at.messageId ? (at.channelId ?? CHANNEL) : null,
    messageId: at.messageId ?? null, live: true, retiring: false, outbox: at.outbox ?? (at.messageId ? 0 : 1),
    attempt: at.through ? JSON.stringify({ how: 'followup', token: at.through.token, at: at.through.at, ...(at.ephemeral ? { ephemeral: true } : {}) }) : null,
    pictured: false,
  };
}

function plan(posts: Post[], more: Partial<Plan> = {}): Plan {
  return { ok: true, posts, pictures: posts.map(() => null), channelId: CHANNEL, gameId: GAME, pressed: { fate: 'keep' }, retire: [], ...more };
}

function facts(f: Partial<Facts> & { tokens?: Record<string, { token: Token; channelId?: string }>; wants?: string[]; closed?: string[]; last?: Record<string, Retired> } = {}): Facts {
  return {
    now: NOW, waiting: [],
    tokenOf: (u) => (f.tokens?.[u] ? { token: f.tokens[u].token, channelId: f.tokens[u].channelId ?? CHANNEL } : null),
    dmOf: (u) => `dm-${u}`,
    mayDm: (u) => !(f.closed ?? []).includes(u),
    wantsDm: (u) => (f.wants ?? []).includes(u),
    lastNote: (u) => f.last?.[u] ?? null,
    ...f,
  };
}

/** The sends in short: op and post index (or the retired post's seq). */
const short = (sends: Send[]) => sends.map((s) => ('k' in s ? `${s.op}:${s.k}` : 'post' in s ? `${s.op}#${s.post.seq}` : s.op));

describe('a press, and the posts it tells', () => {
  // Ann pressed a card on her note; the story is public; her note is hers; Bob is waited on next.
  const story = post({ kind: 'story', audience: 'public', seq: 20, mention: 'bob' });
  const annNote = post({ kind: 'note', audience: 'ann', via: 'answer', seq: 21, text: ['Your hand: 2 3 5'] });
  const bobTurn = post({ kind: 'note', audience: 'bob', seq: 22, text: ['Your hand: 1 4 4'], buttons: [[act('1'), act('4')]], moveOrEnd: 'move' });
  const pressed = { userId: 'ann', channelId: CHANNEL, token: token('ann', 0) };
  const spent = plan([story, annNote, bobTurn], { pressed: { fate: 'spend', posts: [] } });

  it('fast pace: the story and her note are her interaction\'s; Bob\'s last note (same lines) is renewed in place through its own token', () => {
    const bobLast = kept(post({ kind: 'note', audience: 'bob', text: ['Your hand: 1 4 4'] }), 12, { messageId: 'm12', through: token('bob', 4 * MIN), ephemeral: true });
    const sends = route({ ...spent, retire: [bobLast] }, facts({ pressed, tokens: { bob: { token: token('bob', 4 * MIN) } }, last: { bob: bobLast } }));
    expect(short(sends)).toEqual(['press', 'answer:0', 'answer:1', 'renew:2']);
    expect(sends[1]).toMatchObject({ ephemeral: false });
    expect(sends[2]).toMatchObject({ ephemeral: true });
    // Renewed through the token that made that message: no second message repeats his hand, and its controls come back.
    expect(sends[3]).toMatchObject({ message: { seq: 12 }, token: { token: 't-bob' }, otherwise: 'await' });
  });

  it('fast pace, something new for Bob: an ephemeral follow-up on his own latest token (else it waits for him)', () => {
    const bobLast = kept(post({ kind: 'note', audience: 'bob', text: ['Your hand: 1 4'] }), 12, { messageId: 'm12', through: token('bob', 4 * MIN), ephemeral: true });
    const sends = route(spent, facts({ pressed, tokens: { bob: { token: token('bob', 4 * MIN) } }, last: { bob: bobLast } }));
    expect(sends[3]).toMatchObject({ op: 'follow-up', k: 2, token: { token: 't-bob' }, otherwise: 'await' });
  });

  it('play-by-post pace: Bob\'s token is hours old, so his note waits for him; nothing goes by DM or by REST', () => {
    const bobLast = kept(post({ kind: 'note', audience: 'bob', text: ['Your hand: 1 4 4'] }), 12, { messageId: 'm12', through: token('bob', 5 * HOUR), ephemeral: true });
    const sends = route({ ...spent, retire: [bobLast] }, facts({ pressed, tokens: { bob: { token: token('bob', 5 * HOUR) } }, last: { bob: bobLast } }));
    // His old ephemeral note can no longer be edited: its controls are only noted as gone (pressed, it is refused as
    // stale and he is pointed to My hand).
    expect(short(sends)).toEqual(['press', 'answer:0', 'answer:1', 'await:2', 'forget#12']);
  });

  it('a token 15 minutes old counts as gone, from the interaction\'s creation', () => {
    const edge = facts({ pressed, tokens: { bob: { token: token('bob', TOKEN_MS) } } });
    expect(route(spent, edge)[3]).toMatchObject({ op: 'await' });
    const justIn = facts({ pressed, tokens: { bob: { token: token('bob', TOKEN_MS - 1) } } });
    expect(route(spent, justIn)[3]).toMatchObject({ op: 'follow-up' });
  });

  it('a token made in another channel (not Bob\'s DM with the bot) does not carry his note', () => {
    const sends = route(spent, facts({ pressed, tokens: { bob: { token: token('bob', MIN), channelId: 'c-other' } } }));
    expect(sends[3]).toMatchObject({ op: 'await' });
    const fromDm = route(spent, facts({ pressed, tokens: { bob: { token: token('bob', MIN), channelId: 'dm-bob' } } }));
    expect(fromDm[3]).toMatchObject({ op: 'follow-up' });
  });

  it('Bob asked for his turns by DM: one DM at hours pace, even when only his controls changed; none when nothing is new and it is not his move', () => {
    const bobLast = kept(post({ kind: 'note', audience: 'bob', text: ['Your hand: 1 4 4'] }), 12, { messageId: 'm12', through: token('bob', 5 * HOUR), ephemeral: true });
    expect(route(spent, facts({ pressed, wants: ['bob'], last: { bob: bobLast } }))[3]).toMatchObject({ op: 'dm', userId: 'bob' });
    const { moveOrEnd: _m, ...notHisMove } = bobTurn;
    const idle = plan([story, annNote, { ...notHisMove, buttons: [] }]);
    expect(route(idle, facts({ pressed, wants: ['bob'], last: { bob: bobLast } }))[2]).toMatchObject({ op: 'await' });
    // With a working token he gets it through that instead (no global-limited call), a DM only if it fails.
    expect(route(spent, facts({ pressed, wants: ['bob'], tokens: { bob: { token: token('bob', MIN) } } }))[3])
      .toMatchObject({ op: 'follow-up', otherwise: 'dm' });
  });

  it('Bob asked for his turns by DM: a note that is not his move (a card drawn, an identity shown him) waits, even with something new and controls; his move\'s note and the end\'s go by DM', () => {
    const { moveOrEnd: _m, ...notHisMove } = bobTurn;
    const drawn = { ...notHisMove, text: ['You drew a 5.', 'Your hand: 1 4 4 5'], selects: [{ id: `h:${GAME}:40:af:show`, placeholder: 'Show your identity to…', options: [{ label: 'Ann', value: '0' }] }] };
    const bobLast = kept(post({ kind: 'note', audience: 'bob', text: ['Your hand: 1 4 4'] }), 12, { messageId: 'm12', through: token('bob', 5 * HOUR), ephemeral: true });
    expect(route(plan([story, annNote, drawn], { pressed: { fate: 'spend', posts: [] } }), facts({ pressed, wants: ['bob'], last: { bob: bobLast } }))[3]).toMatchObject({ op: 'await', k: 2 });
    // A working token of his still carries it at once (no DM, no global-limited call); if refused, it waits.
    expect(route(plan([story, annNote, drawn]), facts({ pressed, wants: ['bob'], tokens: { bob: { token: token('bob', MIN) } } }))[2])
      .toMatchObject({ op: 'follow-up', otherwise: 'await' });
    // His move's note (posts.ts tells there first what waited) and the game's end go by DM.
    const move = { ...drawn, moveOrEnd: 'move' as const };
    expect(route(plan([story, annNote, move]), facts({ pressed, wants: ['bob'], last: { bob: bobLast } }))[2]).toMatchObject({ op: 'dm', userId: 'bob' });
    // Once a move: told it by DM, and not acted since, news during that move shows in that DM, edited in place by REST
    // (its controls renewed: he acts from there), not in a second one; its old controls are not taken away apart.
    const toldByDm = kept(post({ kind: 'note', audience: 'bob', text: ['Your hand: 1 4 4'], moveOrEnd: 'move' }), 13, { messageId: 'm13', channelId: 'dm-bob' });
    const within = route(plan([story, annNote, move], { retire: [toldByDm] }), facts({ pressed, wants: ['bob'], last: { bob: toldByDm } }));
    expect(within[2]).toMatchObject({ op: 'renew', k: 2, message: { seq: 13 }, token: null, otherwise: 'await' });
    expect(short(within)).toEqual(['answer:0', 'answer:1', 'renew:2']);
    expect(route(plan([story, annNote, { ...move, moveOrEnd: 'end' as const }]), facts({ pressed, wants: ['bob'], last: { bob: toldByDm } }))[2]).toMatchObject({ op: 'dm', userId: 'bob' });
    // Told his move in the channel (My hand there, its token gone since): the DM is his first of this move.
    const toldInChannel = kept(post({ kind: 'note', audience: 'bob', text: ['Your hand: 1 4 4'], moveOrEnd: 'move' }), 13, { messageId: 'm13', through: token('bob', 2 * HOUR), ephemeral: true });
    expect(route(plan([story, annNote, move]), facts({ pressed, wants: ['bob'], last: { bob: toldInChannel } }))[2]).toMatchObject({ op: 'dm', userId: 'bob' });
  });

  it('a reader whose DMs were found closed: the note waits for them, even if they asked for DMs', () => {
    expect(route(spent, facts({ pressed, wants: ['bob'], closed: ['bob'] }))[3]).toMatchObject({ op: 'await' });
  });

  it('pressed from a DM (a server game): the story goes to the game\'s channel by REST, her note is her answer there, a message that stays (no one else is in her DM)', () => {
    const fromDm = { ...pressed, channelId: 'dm-ann' };
    const sends = route(spent, facts({ pressed: fromDm }));
    expect(short(sends)).toEqual(['press', 'channel:0', 'answer:1', 'await:2']);
    expect(sends[1]).toMatchObject({ channelId: CHANNEL });
    expect(sends[2]).toMatchObject({ ephemeral: false });
    // Pressed in the game's channel, or in a DM not hers with the bot, her note is for her eyes only there.
    expect(route(spent, facts({ pressed }))[2]).toMatchObject({ op: 'answer', ephemeral: true });
    expect(route(spent, facts({ pressed: { ...pressed, channelId: 'dm-bob' } }))[2]).toMatchObject({ op: 'answer', ephemeral: true });
    // What is not her note (an end of turn's preview and its Confirm, a notice) is for the moment only, even there.
    const preview = post({ kind: 'preview', audience: 'ann', via: 'answer', seq: 23, text: ['End your turn?'] });
    expect(route(plan([preview]), facts({ pressed: fromDm }))).toEqual([{ op: 'answer', k: 0, ephemeral: true }]);
  });

  it('what waits: a post behind an earlier one still to deliver, for the same reader or public', () => {
    const earlier = kept(post({ kind: 'story', audience: 'public' }), 19);
    const sends = route(spent, facts({ pressed, waiting: [earlier] }));
    expect(sends.filter((s) => 'waits' in s && s.waits).map((s) => ('k' in s ? s.k : -1))).toEqual([0, 1, 2]);
    // One for someone else holds back only the public post (everyone reads it after what came before).
    const forCy = kept(post({ kind: 'note', audience: 'cy' }), 19);
    const some = route(spent, facts({ pressed, waiting: [forCy] }));
    expect(some.filter((s) => 'waits' in s && s.waits).map((s) => ('k' in s ? s.k : -1))).toEqual([0]);
  });

  it('a notice to the host by DM (the channel refuses the bot\'s posts, or is gone) waits behind none of the posts it is about', () => {
    const waiting = [kept(post({ kind: 'reminder', audience: 'public' }), 19), kept(post({ kind: 'note', audience: 'ann' }), 20)];
    const told = post({ kind: 'notice', audience: 'ann', via: 'dm', seq: 21, text: ['I may no longer post in #heist'] });
    expect(route(plan([told]), facts({ waiting }))).toEqual([{ op: 'dm', k: 0, userId: 'ann' }]);
    // Any other post for her still waits behind them.
    const note = post({ kind: 'note', audience: 'ann', via: 'dm', seq: 22 });
    expect(route(plan([note]), facts({ waiting }))[0]).toMatchObject({ waits: true });
  });
});

describe('asking and coming back', () => {
  it('/heist hand (or My hand): the note is the asker\'s own answer, nothing pressed', () => {
    const hand = post({ kind: 'hand', audience: 'bob', via: 'answer', seq: 30, buttons: [[act('1')]] });
    const sends = route(plan([hand]), facts({ pressed: { userId: 'bob', channelId: CHANNEL, token: token('bob', 0) } }));
    expect(short(sends)).toEqual(['answer:0']);
    expect(sends[0]).toMatchObject({ ephemeral: true });
  });

  it('a returning player: the channel\'s line and their note, both answers of their own interaction', () => {
    const line = post({ kind: 'notice', audience: 'public', seq: 31 });
    const note = post({ kind: 'hand', audience: 'bob', via: 'answer', seq: 32 });
    const sends = route(plan([line, note], { pressed: { fate: 'spend', posts: [] } }), facts({ pressed: { userId: 'bob', channelId: CHANNEL, token: token('bob', 0) } }));
    expect(short(sends)).toEqual(['press', 'answer:0', 'answer:1']);
    expect(sends.map((s) => ('ephemeral' in s ? s.ephemeral : null))).toEqual([null, false, true]);
  });

  it('nothing asked (a reminder, a deadline\'s hand-over, a sweep): public posts by REST, a note through a working token or it waits', () => {
    const reminder = post({ kind: 'reminder', audience: 'public', seq: 40 });
    const note = post({ kind: 'note', audience: 'bob', seq: 41 });
    expect(short(route(plan([reminder, note]), facts()))).toEqual(['channel:0', 'await:1']);
    expect(short(route(plan([reminder, note]), facts({ tokens: { bob: { token: token('bob', MIN) } } })))).toEqual(['channel:0', 'follow-up:1']);
  });

  it('the lobby is edited in place; a host\'s notice of a paused game goes by DM whatever their choice', () => {
    const lobby = post({ kind: 'lobby', audience: 'public', replaces: 'lobby', seq: 1 });
    expect(route(plan([lobby], { lobby: { channelId: CHANNEL, messageId: 'm-lobby' } }), facts())).toEqual([{ op: 'lobby', k: 0, channelId: CHANNEL, messageId: 'm-lobby' }]);
    const gone = post({ kind: 'notice', audience: 'host', via: 'dm' });
    expect(route(plan([gone]), facts())).toEqual([{ op: 'dm', k: 0, userId: 'host' }]);
  });

  it('a DM game: its private posts are plain messages in that DM, the presser\'s answer when pressed there', () => {
    const dm = 'dm-solo';
    const story = post({ kind: 'story', audience: 'public', seq: 50 });
    const note = post({ kind: 'note', audience: 'solo', via: 'channel', seq: 51 });
    const sends = route({ ...plan([story, note]), channelId: dm }, facts({ pressed: { userId: 'solo', channelId: dm, token: token('solo', 0) } }));
    expect(sends.map((s) => ('ephemeral' in s ? `${s.op}:${s.ephemeral}` : s.op))).toEqual(['answer:false', 'answer:false']);
  });

  it('a DM game, a move typed: a note that reads as the last one there shows in that message again, with its new controls (as a press on it would)', () => {
    const dm = 'dm-solo';
    const story = post({ kind: 'story', audience: 'public', seq: 60 });
    const note = post({ kind: 'note', audience: 'solo', via: 'channel', seq: 61, text: ['You drew a 4.', 'Your hand: 4 5'], buttons: [[act('4'), act('5')]] });
    const typed = { userId: 'solo', channelId: dm, token: token('solo', 0) };
    const last = (age: number, text = note.text) => kept(post({ kind: 'note', audience: 'solo', via: 'channel', text }), 55, { messageId: 'm55', channelId: dm, through: token('old', age) });
    const carried = (old: Retired) => route({ ...plan([story, note], { retire: [old] }), channelId: dm }, facts({ pressed: typed, last: { solo: old } }));
    // Through the token that made it while that works (the message is not retired besides); past it, a message of its
    // own as the interaction's answer, the old one without its controls (an edit by REST would be global-limited).
    expect(carried(last(2 * MIN))).toEqual([{ op: 'answer', k: 0, ephemeral: false }, { op: 'renew', k: 1, message: last(2 * MIN), token: token('old', 2 * MIN), otherwise: 'await' }]);
    expect(short(carried(last(HOUR)))).toEqual(['answer:0', 'answer:1', 'retire#55']);
    // Something new in it: a message of its own, the old one without its controls.
    expect(short(carried(last(2 * MIN, ['Your hand: 4 4'])))).toEqual(['answer:0', 'answer:1', 'retire#55']);
    // The note alone (My hand, /heist hand): it is the interaction's answer.
    expect(route({ ...plan([{ ...note, kind: 'hand' }]), channelId: dm }, facts({ pressed: typed, last: { solo: last(2 * MIN) } }))).toEqual([{ op: 'answer', k: 0, ephemeral: false }]);
  });
});

describe('earlier messages losing their controls', () => {
  const note = post({ kind: 'note', audience: 'bob', buttons: [[act('1')]] });
  const board = post({ kind: 'story', audience: 'public', buttons: [[act('east'), myHand]] });
  const one = post({ kind: 'story', audience: 'public', seq: 60 });

  it('through the token that made it while that works; an ephemeral one past it cannot be changed; any other by REST', () => {
    const retire = [
      kept(note, 1, { messageId: 'm1', through: token('bob', 3 * MIN), ephemeral: true }),
      kept(note, 2, { messageId: 'm2', through: token('bob', 3 * HOUR), ephemeral: true }),
      kept(board, 3, { messageId: 'm3', through: token('ann', 3 * HOUR) }),
      kept(board, 4, { messageId: 'm4' }),
      kept(note, 5),
    ];
    const sends = route(plan([one], { retire }), facts());
    expect(sends.slice(1)).toEqual([
      { op: 'retire', post: retire[0], token: token('bob', 3 * MIN) },
      { op: 'forget', post: retire[1] },
      { op: 'retire', post: retire[2], token: null },
      { op: 'retire', post: retire[3], token: null },
      // Never delivered: it goes without them when it is (the store's mark).
      { op: 'forget', post: retire[4] },
    ]);
  });
  it("the token's own message (its answer, or a pressed message it updated) is reached as @original, a follow-up by id", () => {
    const withAttempt = (r: Retired, a: object): Retired => ({ ...r, attempt: JSON.stringify({ token: 't-bob', at: NOW - MIN, ...a }) });
    const retire = [
      withAttempt(kept(note, 1, { messageId: 'm1' }), { how: 'original', ephemeral: true }),
      withAttempt(kept(note, 2, { messageId: 'm2' }), { how: 'renew', messageId: 'm2', original: true }),
      withAttempt(kept(note, 3, { messageId: 'm3' }), { how: 'renew', messageId: 'm3' }),
      withAttempt(kept(note, 4, { messageId: 'm4' }), { how: 'followup', ephemeral: true }),
    ];
    const tokens = route(plan([one], { retire }), facts()).slice(1).map((s) => (s.op === 'retire' ? s.token : null));
    expect(tokens).toEqual([
      { token: 't-bob', at: NOW - MIN, original: true }, { token: 't-bob', at: NOW - MIN, original: true },
      { token: 't-bob', at: NOW - MIN }, { token: 't-bob', at: NOW - MIN },
    ]);
  });
});

describe('the end, where its public post told all the seats kept (Noir: Heist\'s reveal)', () => {
  // Ann's press ended the game; each person's note says only that it is over (`endOnly`).
  const story = post({ kind: 'story', audience: 'public', seq: 30 });
  const end = (audience: string, via: Post['via']) => post({ kind: 'note', audience, via, seq: audience === 'ann' ? 31 : 32, text: ['The game is over: its channel tells how it ended.'], moveOrEnd: 'end', endOnly: true });
  const over = plan([story, end('ann', 'answer'), end('bob', 'dm')], { pressed: { fate: 'spend', posts: [] } });

  it('to the one who ended it in the channel: nothing but the story; to another, by DM if they take their turns there, else it waits', () => {
    const inChannel = { userId: 'ann', channelId: CHANNEL, token: token('ann', 0) };
    expect(short(route(over, facts({ pressed: inChannel })))).toEqual(['press', 'answer:0', 'await:1', 'await:2']);
    expect(short(route(over, facts({ pressed: inChannel, wants: ['bob'] })))).toEqual(['press', 'answer:0', 'await:1', 'dm:2']);
  });

  it('to the one who ended it from their DM (their turns come there): their interaction\'s answer says it is over', () => {
    const fromDm = { userId: 'ann', channelId: 'dm-ann', token: token('ann', 0) };
    const sends = route(over, facts({ pressed: fromDm, wants: ['ann'] }));
    expect(short(sends)).toEqual(['press', 'channel:0', 'answer:1', 'await:2']);
    expect(sends[2]).toMatchObject({ ephemeral: false });
  });

  it('in a game played in a DM (its channel is the DM): nothing after the story', () => {
    const dmGame = plan([story, end('ann', 'channel')], { pressed: { fate: 'spend', posts: [] } });
    expect(short(route(dmGame, facts({ pressed: { userId: 'ann', channelId: CHANNEL, token: token('ann', 0) } })))).toEqual(['press', 'answer:0', 'await:1']);
  });
});
