// Who is told what, and in what order: the one place that turns a step (a person's action and the bots' after it,
// or a game's start) and the seats' views into the ordered list of posts — audience, text, controls, picture job.
// Pure: no store, no clock, no Discord. Discord (src/discord/deliver.ts), the offline table, the per-seat export
// and the web pages all read the list this makes. Each audience's view is computed once per step (Sight).
import type { AnyGame, Moment, Presented } from '../core/module.js';
import { shared } from '../core/shared.js';
import { localeOf, lookup } from '../core/text.js';
import { SPECTATOR, type Action, type GameEvent, type Locale } from '../core/types.js';
import { seatNoteOf } from './away.js';
import { encodeId, KEYS } from './ids.js';
import type { GameRecord, Seat } from './persist.js';
import { tableText as t } from './text/index.js';
import type { Post, PostKind, WebLinks } from './types.js';
import { controlsOf, lobbyControls, lobbyLines, NO_CONTROLS, withButton, type Controls } from './views.js';

/** One accepted step of a game, as the table applied it. */
export interface Step {
  /** The seat that acted. */
  seat: number;
  action: Action;
  /** The log line (`Name: verb args`). */
  line: string;
  /** Who acted: a user id, or 'bot'. */
  actorId: string;
  before: unknown;
  after: unknown;
  events: GameEvent[];
  turnEnded: boolean;
  undoable: boolean;
  /** The turn it was taken in (the module's turnKey of `before`). */
  turnKey: string;
}

/**
 * Views and legal actions, each computed once per state and viewer: a step's posts read the spectator's view (the
 * public post and its picture), each noted seat's view (its note), and the bots read theirs, without asking the game
 * twice for the same thing. A state object is one version of one game, never changed in place (the store hands the
 * same one to every load of that version): what was worked out for it at the step serves the presses after it (My
 * hand, /heist hand), for as long as the state is in use.
 */
export class Sight {
  constructor(readonly game: AnyGame) {}

  view(state: unknown, viewer: number): unknown {
    return memo(VIEWS, this.game, state, viewer, () => this.game.view(state, viewer));
  }

  legal(state: unknown, seat: number): Action[] {
    return memo(LEGALS, this.game, state, seat, () => this.game.legal(state, seat));
  }

  /** What a picture for this viewer is drawn from: the game's pictureView of their view (its own view without one),
   * the seats a bot plays for their person marked (`botPlayed`, as the post keeps them). */
  pictureView(state: unknown, viewer: number, stopped = false, botPlayed: readonly number[] = []): unknown {
    const view = this.view(state, viewer);
    const made = this.game.pictureView;
    const drawn = made ? memo(PICTURE_VIEWS, this.game, state, viewer, () => made(view)) : view;
    const calledOff = this.game.calledOff;
    const ended = stopped && calledOff ? memo(PICTURE_VIEWS, this.game, state, `${viewer} stopped`, () => calledOff(drawn)) : drawn;
    const marked = this.game.botPlayed;
    return botPlayed.length && marked ? memo(PICTURE_VIEWS, this.game, state, `${viewer} ${stopped ? 'stopped ' : ''}bots ${botPlayed.join(',')}`, () => marked(ended, botPlayed)) : ended;
  }
}

/** Per state object: the game that made each entry (two games' modules never share one) and its entries by seat (a
 * note's: by all it is made from, `noteKey`). */
type Memo<T> = WeakMap<object, { game: AnyGame; bySeat: Map<number | string, T> }>;
const VIEWS: Memo<unknown> = new WeakMap();
const LEGALS: Memo<Action[]> = new WeakMap();
const PICTURE_VIEWS: Memo<unknown> = new WeakMap();
/** A seat's private note as the game wrote it (its lines and controls), by everything it is made from besides the
 * state (`noteKey`: the seat first, so no seat is ever handed another's). */
const NOTES: Memo<{ lines: string[]; controls: Controls }> = new WeakMap();

function memo<T>(cache: Memo<T>, game: AnyGame, state: unknown, key: number | string, make: () => T): T {
  if (typeof state !== 'object' || state === null) return make();
  let entry = cache.get(state);
  if (!entry || entry.game !== game) cache.set(state, (entry = { game, bySeat: new Map() }));
  if (!entry.bySeat.has(key)) entry.bySeat.set(key, shared(make()));
  return entry.bySeat.get(key)!;
}

/** A game at one version, as the posts about it are made. */
export interface Telling {
  game: AnyGame;
  /** The game at the version the posts carry (its buttons' version). */
  rec: GameRecord;
  sight: Sight;
  /** What the game waits on now (the module's waitingOn of the state), and whether the game is over. */
  waiting: number[];
  over: boolean;
  /** The user the public post may mention, if the step left the game waiting on a person other than the actor. */
  pinged: string | null;
  /** Whether the person the game waits on may undo their last action now (open information: Undo on the post). */
  undoable: boolean;
  /** What a reader was told in notes that awaited them and never reached them (`Post.folds`): the next note made for
   * them tells it first. */
  earlier?: (userId: string) => { seqs: number[]; told: GameEvent[]; lead: string[] } | null;
  /** For one who takes their turns by DM: the lines of their latest note there (context.ts), so that the note of their
   * move says only that it is their move when it would say nothing else that message does not. */
  shownInDm?: (userId: string) => readonly string[] | null;
  /** Whether a person takes their turns by DM (asked for, and their DMs not found closed). */
  byDm?: (userId: string) => boolean;
}

const state = (tl: Telling) => tl.rec.data.engine;
/** Called off: the table ended the game before its rules did (nothing says whose turn it is). */
const stopped = (tl: Telling) => tl.rec.status === 'ended' && !!state(tl) && tl.game.result(state(tl)) === null;
/** A post's picture from this viewer's view; a called-off game's drawn as such (GameModule.calledOff). */
const pictureFor = (tl: Telling, viewer: number): Post['picture'] => {
  // The seats a bot plays for their person as the post is made: kept with it, so it is drawn again as it was sent.
  const botPlayed = tl.rec.data.seats.flatMap((s, i) => (s.away ? [i] : []));
  return { viewer, ...(stopped(tl) ? { stopped: true as const } : {}), ...(botPlayed.length ? { botPlayed } : {}) };
};
const dmGame = (rec: GameRecord) => rec.data.dm ?? rec.guildId === null;

/** A seat's own language: their Discord locale when they joined, else the game's. */
export function seatLang(rec: GameRecord, seat: number): Locale {
  const s: Seat | undefined = rec.data.seats[seat];
  return s?.locale ? localeOf(s.locale) : rec.data.lang;
}

/** How to write a seat in a message: its name, or a mention of the person pinged (Discord shows the mention as
 * their name: never both). */
function namer(rec: GameRecord, pinged: string | null): (seat: number) => string {
  return (k) => {
    const s = rec.data.seats[k];
    return s && pinged && !s.bot && s.userId === pinged ? `<@${s.userId}>` : s?.name ?? '';
  };
}

/** The pinged person mentioned once, where the post says it is their move (its last mention); their name elsewhere
 * (a board row, "holds the dog"): a post's lines are written seat by seat, each unaware of the others. */
function mentionedOnce(tl: Telling, text: string[], mention: string | null): string[] {
  if (!mention) return text;
  const tag = `<@${mention}>`;
  let left = text.reduce((n, l) => n + l.split(tag).length - 1, 0) - 1;
  if (left <= 0) return text;
  const name = tl.rec.data.seats.find((s) => s.userId === mention && !s.bot)?.name;
  if (!name) return text;
  return text.map((l) => l.split(tag).reduce((out, part) => (left-- > 0 ? `${out}${name}${part}` : `${out}${tag}${part}`)));
}

function post(tl: Telling, kind: PostKind, audience: string, seat: number | null, via: Post['via'], text: string[], controls: Controls, picture: Post['picture'], mention: string | null): Post {
  text = mentionedOnce(tl, text, mention);
  return {
    kind, audience, seat, via, text, buttons: controls.buttons, selects: controls.selects, picture, mention,
    gameId: tl.rec.id, version: tl.rec.version, ...(tl.game.color !== undefined ? { color: tl.game.color } : {}),
  };
}

const publicEvents = (events: GameEvent[]) => events.filter((e) => !e.to);

/** A public post from the spectator view: the game's lines for `moment`; the picture when asked; the waiting person's
 * controls (open information) with Undo when it would be accepted, or My hand (secrets) while the game goes on. */
export function publicPost(tl: Telling, kind: PostKind, moment: Moment<unknown>, lang: Locale, withPicture: boolean, pinged: string | null = tl.pinged): Post {
  return publicFrom(tl, kind, presentPublic(tl, moment, lang, pinged), lang, withPicture, pinged);
}

/** The board of an open-information game for one seated reader, only to them (/heist hand): their controls while the
 * game waits on them; none while it waits on someone else, whose controls they are (on the channel's post). */
export function boardFor(tl: Telling, seat: number, lang: Locale): Post {
  // With its picture, as /heist status shows it (/heist hand and My hand always draw).
  if (!tl.over && tl.waiting.includes(seat)) return publicPost(tl, 'hand', { kind: 'status' }, lang, true, null);
  const p = presentPublic(tl, { kind: 'status' }, lang, null, null);
  return post(tl, 'hand', 'public', null, 'channel', p.lines, NO_CONTROLS, pictureFor(tl, SPECTATOR), null);
}

/** The game's public lines and controls for a moment, from the spectator view (open information: the controls of
 * `actor`, by default the waiting person; null: none). */
function presentPublic(tl: Telling, moment: Moment<unknown>, lang: Locale, pinged: string | null, actor: number | null = tl.waiting[0] ?? null): Presented {
  const { game, rec } = tl;
  const s = state(tl);
  const legal = game.openInformation && !tl.over && actor !== null ? tl.sight.legal(s, actor) : [];
  return game.present({ view: tl.sight.view(s, SPECTATOR), viewer: SPECTATOR, lang, legal, moment, name: namer(rec, pinged), seatNote: seatNoteOf(rec.data, lang, tl.over), ...(stopped(tl) ? { stopped: true } : {}) });
}

function publicFrom(tl: Telling, kind: PostKind, p: Presented, lang: Locale, withPicture: boolean, pinged: string | null): Post {
  const { game, rec } = tl;
  let controls = tl.over ? NO_CONTROLS : withUndo(tl, controlsOf(rec.id, rec.version, p), lang);
  if (!tl.over && !game.openInformation) controls = withButton(controls, { id: encodeId(rec.id, rec.version, KEYS.hand), label: t(lang, 'button.hand'), style: 'secondary' });
  // Whose seat a bot plays is said where the game lists its seats (seatNote), not after every post.
  return post(tl, kind, 'public', null, 'channel', p.lines, controls, withPicture ? pictureFor(tl, SPECTATOR) : null, pinged);
}

/** Undo beside the controls of a game without secrets, when the one it waits on may take back their last action. */
function withUndo(tl: Telling, controls: Controls, lang: Locale): Controls {
  if (tl.over || !tl.game.openInformation || !tl.undoable) return controls;
  return withButton(controls, { id: encodeId(tl.rec.id, tl.rec.version, KEYS.undo), label: t(lang, 'button.undo'), style: 'secondary' });
}

/** The post a focus pressed on a game's post turns into (a menu of one kind, a question's page): the presser's note
 * in focus; in a game without secrets it stands for the public post it came from, so it keeps that post's Undo. */
export function focusPost(tl: Telling, seat: number, focus: string): Post {
  const note = notePost(tl, seat, 'hand', 'answer', [], focus);
  if (!tl.waiting.includes(seat)) return note;
  const controls = withUndo(tl, { buttons: note.buttons, selects: note.selects }, seatLang(tl.rec, seat));
  return { ...note, buttons: controls.buttons, selects: controls.selects };
}

/** A seat's private note: what only they know, what they alone were told (`told`), and their controls while the
 * game waits on them (none once it is over: no note tells anyone to act after the end; none, not even greyed out,
 * while they may not act: a note that stays in a DM would keep them, to be taken away later by a call of its own). */
export function notePost(tl: Telling, seat: number, kind: PostKind, via: Post['via'], told: GameEvent[], focus?: string): Post {
  const { game, rec } = tl;
  const s = state(tl);
  const lang = seatLang(rec, seat);
  const mayAct = !tl.over && (tl.waiting.includes(seat) || (game.anytimeVerbs?.length ?? 0) > 0);
  const reader = rec.data.seats[seat].userId;
  const earlier = tl.earlier?.(reader) ?? null;
  const events = earlier ? [...earlier.told, ...told] : told;
  // A step's note is told; My hand, /heist hand and a status ask for one (PresentInput.asked).
  const asked = kind !== 'note';
  // Written once per seat and version: the note of a step is made again, as it was, at the next My hand or /heist hand
  // of the same version (a note that awaited its reader is told by the next one made for them).
  const written = memo(NOTES, game, s, noteKey(tl, seat, lang, mayAct, asked, events, focus), () => {
    const view = tl.sight.view(s, seat);
    const legal = mayAct ? tl.sight.legal(s, seat) : [];
    const p = game.present({ view, viewer: seat, lang, legal, moment: { kind: 'private', events }, name: namer(rec, null), seatNote: seatNoteOf(rec.data, lang, tl.over), asked, ...(focus ? { focus } : {}), ...(stopped(tl) ? { stopped: true } : {}) });
    return { lines: p.lines, controls: tl.over || !mayAct ? NO_CONTROLS : controlsOf(rec.id, rec.version, p) };
  });
  const controls = written.controls;
  let lines = earlier?.lead.length ? [...earlier.lead, ...written.lines] : [...written.lines];
  let picture = game.privatePicture ? pictureFor(tl, seat) : null;
  // Their move (or the end), by DM, where the message just above already says every line of it: only that it is
  // their move, with the controls (or that the game is over).
  // Their move, by DM, in a server channel's game: where, first (the DM is all they read of it, and one may play in
  // several channels). The channel's post pinged them there; this names the channel, not what the post said.
  const where = via === 'dm' && !tl.over && tl.waiting.includes(seat) && !dmGame(rec) && !!tl.byDm?.(reader);
  if (via === 'dm' && (tl.over || tl.waiting.includes(seat)) && saysNothingNew(lines, tl.shownInDm?.(reader))) {
    lines = [t(lang, tl.over ? 'note-end-as-before' : where ? 'note-as-before' : 'note-move-as-before')];
  }
  if (where) lines = [t(lang, 'note-move-in', { channel: `<#${rec.channelId}>` }), ...lines];
  // The end, where the game's public post told all the seat kept: only that the game is over, without a picture the
  // channel's post shows better (src/delivery/route.ts sends it only to a reader elsewhere).
  const endOnly = tl.over && lines.length === 0;
  if (endOnly) {
    lines = [t(lang, 'note-end')];
    picture = null;
  }
  const note = post(tl, kind, reader, seat, via, lines, controls, picture, null);
  // Kept with it: all it tells its reader alone, the folded notes' part too (should this one await them as well).
  if (events.length) note.told = events;
  if (earlier?.lead.length) note.lead = earlier.lead;
  if (earlier) note.folds = earlier.seqs;
  if (endOnly) note.endOnly = true;
  if (tl.over) note.moveOrEnd = 'end';
  else if (tl.waiting.includes(seat)) note.moveOrEnd = 'move';
  return note;
}

/** Whether every line of a note is one of `shown` (the reader's last message, as it stands). */
export function saysNothingNew(lines: readonly string[], shown: readonly string[] | null | undefined): boolean {
  if (!shown?.length) return false;
  const there = new Set(shown.map((l) => l.trim()));
  return lines.every((l) => !l.trim() || there.has(l.trim()));
}

/** What a seat's note is made from besides its state: the seat, the game's version (its controls' ids; its seats' names
 * and who plays them), the reader's language, whether they may act, the game is over and the note was asked for, what
 * they are told, the focus. */
function noteKey(tl: Telling, seat: number, lang: Locale, mayAct: boolean, asked: boolean, events: GameEvent[], focus: string | undefined): string {
  return `${seat}\0${tl.rec.id}\0${tl.rec.version}\0${lang}\0${mayAct ? 1 : 0}${tl.over ? 1 : 0}${asked ? 1 : 0}\0${focus ?? ''}\0${events.length ? JSON.stringify(events) : ''}`;
}

/** A note with the table's own lines before the game's (kept with it: a note that never reached its reader is told
 * by the next one made for them, these lines first). */
export function withLead(note: Post, lead: string[]): Post {
  return { ...note, text: [...lead, ...note.text], lead: [...(note.lead ?? []), ...lead] };
}

/**
 * The posts of a step, in order: first the public post (a game's start: its header, then what the bots did before
 * anyone could act, then where things stand; a press: what the person did and what the bots did after, then where
 * things stand — the turn's post with the picture when a turn ended or the game is over), then a private note for
 * each person who acted, is now waited on, was told something alone, or (at the end) holds a seat.
 */
export function stepPosts(tl: Telling, step: { begin: boolean; steps: Step[]; actorId: string | null }): Post[] {
  const { rec } = tl;
  const lang = rec.data.lang;
  const steps = step.steps;
  const events = steps.flatMap((x) => x.events);
  const out: Post[] = [];
  if (step.begin) {
    const moment: Moment<unknown> = steps.length
      ? { kind: 'start', events: publicEvents(events), before: tl.sight.view(steps[0].before, SPECTATOR) }
      : { kind: 'start' };
    out.push(publicPost(tl, 'start', moment, lang, true));
  } else {
    const first = steps[0];
    const before = tl.sight.view(first.before, SPECTATOR);
    const turned = tl.over || steps.some((x) => x.turnEnded);
    const moment: Moment<unknown> = turned
      ? { kind: 'turn', events: publicEvents(events), before, by: first.seat }
      : { kind: 'step', events: publicEvents(events), turnEnded: false, before };
    out.push(publicPost(tl, 'story', moment, lang, turned));
  }
  out.push(...notesAfter(tl, steps, step.actorId));
  return out;
}

/** Private notes after some steps (games with secrets only), seat by seat. */
export function notesAfter(tl: Telling, steps: Step[], actorId: string | null): Post[] {
  const { game, rec } = tl;
  if (game.openInformation) return [];
  const dm = dmGame(rec);
  const out: Post[] = [];
  const noted = new Set<string>();
  // Steps that are no turn and change what others know, never what anyone may do (a thief showing their identity):
  // the waiting seat's note and its controls stand as sent (Context.sameMoment). Sent again, it would say the same
  // and reset the menu its reader had open.
  const aside = steps.length > 0 && steps.every((x) => (game.anytimeVerbs ?? []).includes(x.action.verb));
  rec.data.seats.forEach((seat, i) => {
    // A seat a bot plays for its person (handover.ts) sends them nothing: they are told what they missed on return.
    if (seat.bot || seat.away || !seat.userId) return;
    const told = steps.flatMap((x) => x.events).filter((e) => e.to?.includes(i));
    const isActor = seat.userId === actorId;
    if (!tl.over && !isActor && (aside || !tl.waiting.includes(i)) && told.length === 0) return;
    // One person in several seats (a solo crew) gets one note, for the seat the game waits on if any.
    const seatOfPerson = rec.data.seats.findIndex((x, k) => x.userId === seat.userId && tl.waiting.includes(k));
    if (seatOfPerson >= 0 && seatOfPerson !== i) return;
    if (noted.has(seat.userId)) return;
    noted.add(seat.userId);
    out.push(notePost(tl, i, 'note', dm ? 'channel' : isActor ? 'answer' : 'dm', told));
  });
  return out;
}

/** The board for anyone (`/heist status`, also of a finished game: its final picture and result), in the asker's
 * language; for a seated reader of a finished game, also their own final private part. */
export function statusPosts(tl: Telling, lang: Locale, readerSeat: number | null, ended: boolean): Post[] {
  const board = publicPost(tl, 'status', { kind: 'status' }, lang, true, null);
  // Asked in another language than the game's: its picture says it in that one too (one language a message).
  if (board.picture && lang !== tl.rec.data.lang) board.picture = { ...board.picture, lang };
  if (ended) board.text = [t(lang, 'status-ended'), ...board.text];
  // Bots at a level (the game's `level` option): say how they play.
  const level = tl.rec.data.options.level;
  if (typeof level === 'string' && tl.rec.data.seats.some((x) => x.bot)) {
    const word = lookup(tl.game.texts, lang, `level.${level}`);
    if (word) board.text = [...board.text, t(lang, 'status-bots', { level: word })];
  }
  const out = [board];
  if (tl.over && readerSeat !== null && !tl.game.openInformation) out.push(notePost(tl, readerSeat, 'hand', 'answer', []));
  return out;
}

/** A control's label as it reads inside a sentence: its verb loses its capital ("Undone: move east", "use Dynamite
 * west": `verbs`, the command names of its action in the reader's language), a name of two capitalised words keeps it
 * ("Undone: Invisible Suit"). */
export function midSentence(label: string, verbs: readonly string[] = []): string {
  const first = /^\p{L}+/u.exec(label)?.[0]?.toLowerCase();
  const verb = first !== undefined && verbs.some((v) => v.toLowerCase() === first);
  if (!/^\p{Lu}\p{Ll}/u.test(label) || (!verb && /^\p{Lu}\p{Ll}*\s+\p{Lu}/u.test(label))) return label;
  return label[0].toLowerCase() + label.slice(1);
}

/** An undo, told from its log entry (`action`, as it was typed; `line`, the whole log line): who took it back, in the
 * words of the control that would take it again (it is legal again now; a typed action that control makes the same
 * way, `move F1 C3` for `move south`, found by what it does), then where things stand, with the controls. */
export function undonePost(tl: Telling, player: string, action: string, line?: string): Post {
  const lang = tl.rec.data.lang;
  const p = presentPublic(tl, { kind: 'status' }, lang, tl.pinged);
  const controls = [...(p.rows ?? []).flat(), ...(p.menus ?? []).flatMap((m) => m.options)];
  const control = controls.find((c) => c.act === action) ?? (line === undefined ? undefined : sameAs(tl, line, controls));
  const words = control ? midSentence(('said' in control ? control.said : undefined) ?? control.label, verbNames(tl, control.act)) : action;
  const board = publicFrom(tl, 'story', p, lang, false, tl.pinged);
  // An answer to a question (`choose`): said as the answer taken back, not as what it named (a tool kept is no use).
  const answer = (control?.act ?? action).split(' ')[0] === 'choose';
  return { ...board, text: [t(lang, answer ? 'undone-answer' : 'undone', { player, action: words }), ...board.text] };
}

/** The control whose action does what the log line does from the state now. */
function sameAs<C extends { act: string }>(tl: Telling, line: string, controls: readonly C[]): C | undefined {
  const { game } = tl;
  const state = tl.rec.data.engine;
  const parsed = game.parseLine(state, line);
  if (!parsed.ok) return undefined;
  const seat = parsed.action.player;
  // Told apart by what the seat sees after each (the same view: the same action).
  const seen = (a: Action): string | null => {
    const r = game.apply(state, a);
    return r.ok ? JSON.stringify(game.view(r.state, seat)) : null;
  };
  const after = seen(parsed.action);
  if (after === null) return undefined;
  return controls.find((c) => {
    const q = game.parse(state, seat, c.act);
    return q.ok && seen(q.action) === after;
  });
}

/** The names a control's command goes by (its verb's command, in English and the game's language), and the first
 * word of the game's button for it (`button.<verb>`: «Применить: …»). */
function verbNames(tl: Telling, act: string): string[] {
  const verb = act.split(' ')[0];
  const spec = tl.game.verbs.find((v) => (v.verb ?? v.name) === verb);
  const words = (text: string | null) => (text ? [/^\p{L}+/u.exec(text)?.[0] ?? ''] : []);
  const button = (['en', 'ru'] as const).flatMap((lang) => words(lookup(tl.game.texts, lang, `button.${verb}`, { target: '' })));
  if (!spec) return [verb, ...button];
  return [verb, spec.name, ...words(lookup(tl.game.texts, 'ru', `name.${spec.name}`)), ...button];
}

/** A plain public sentence about the game. */
export function noticePost(tl: Telling, lines: string[], mention: string | null = null, kind: PostKind = 'notice'): Post {
  return post(tl, kind, 'public', null, 'channel', lines, NO_CONTROLS, null, mention);
}

/** An answer only its asker sees (ephemeral), with optional controls. */
export function answerPost(tl: Telling, userId: string, kind: PostKind, lines: string[], controls: Controls = NO_CONTROLS): Post {
  return post(tl, kind, userId, null, 'answer', lines, controls, null, null);
}

/** What an action would do, only to the one who asked, with a button to do it: the button carries this version, so a
 * second press, a double submit or a retried command can never do it twice. */
export function previewPost(tl: Telling, userId: string, lang: Locale, act: string, events: GameEvent[], title = 'preview-title'): Post {
  const { game, rec } = tl;
  const lines = [t(lang, title), ...events.map((e) => lookup(game.texts, lang, e.code, e.params) ?? e.code)];
  const label = lookup(game.texts, lang, `confirm.${act.split(' ')[0]}`) ?? t(lang, 'button.confirm', { action: act });
  return answerPost(tl, userId, 'preview', lines, { buttons: [[{ id: encodeId(rec.id, rec.version, KEYS.confirm, act), label, style: 'danger' }]], selects: [] });
}

/** The web pages' buttons (when the bot serves them), part of the posts as they are kept: a link of its own on a
 * seat's note while the game goes on; on a public status post, a button that answers each presser with their own
 * link (a public post has many readers), in the status's language (`statusLang`: the asker's, for /heist status). */
export function withWebLinks(web: WebLinks | undefined, rec: GameRecord, posts: Post[], statusLang: string = rec.data.lang): Post[] {
  if (!web || !rec.data.engine || rec.status === 'lobby') return posts;
  return posts.map((p) => {
    if ((p.kind === 'note' || p.kind === 'hand') && p.seat !== null && p.audience !== 'public' && rec.status === 'playing') {
      const url = web.url(rec.id, p.seat, false);
      return { ...p, ...withButton(p, { id: '', url, label: t(seatLang(rec, p.seat), 'button.web'), style: 'secondary' }) };
    }
    if (p.kind === 'status' && p.audience === 'public') {
      return { ...p, ...withButton(p, { id: encodeId(rec.id, rec.version, KEYS.web), label: t(statusLang, 'button.web'), style: 'secondary' }) };
    }
    return p;
  });
}

/** The lobby in `lang` (the game's, the host's, for the lobby message; the asker's for /heist status): who is in,
 * the bounds of the crew, and Join / Leave / Begin. */
export function lobbyPost(rec: GameRecord, game: AnyGame, lang: Locale): Post {
  return {
    kind: 'lobby', audience: 'public', seat: null, via: 'channel', text: lobbyLines(rec, game, lang), ...lobbyControls(rec, lang),
    picture: null, mention: null, gameId: rec.id, version: rec.version, ...(game.color !== undefined ? { color: game.color } : {}),
  };
}

/** A game whose saved data is damaged (no record to tell it from): the confirm asked of the one ending it, and the
 * public notice once it is ended. */
export function damagedPosts(d: { gameId: number; version: number }, lang: Locale): { confirm(userId: string): Post; ended(player: string, version: number): Post } {
  const base = { seat: null, picture: null, mention: null, gameId: d.gameId, selects: [] };
  return {
    confirm: (userId) => ({
      ...base, version: d.version, kind: 'notice', audience: userId, via: 'answer', text: [t(lang, 'damaged-end-confirm')],
      buttons: [[{ id: encodeId(d.gameId, d.version, KEYS.end, userId), label: t(lang, 'button.end-confirm'), style: 'danger' }]],
    }),
    ended: (player, version) => ({
      ...base, version, kind: 'notice', audience: 'public', via: 'channel', text: [t(lang, 'damaged-ended', { player })], buttons: [],
    }),
  };
}

/** A sentence only its asker sees, about no game or before a game's record is read (a person's own setting). */
export function privateNotice(userId: string, lines: string[], game: { id: number; version: number } | null): Post {
  return {
    kind: 'notice', audience: userId, seat: null, via: 'answer', text: lines, buttons: [], selects: [], picture: null, mention: null,
    gameId: game?.id ?? 0, version: game?.version ?? 0,
  };
}
