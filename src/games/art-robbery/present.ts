// Messages from one viewer's view: the public post (raid, centre, each player's face-up tokens, the dog, hands, deck,
// banked counts, whose turn, results), the actor's reply, and a seat's private note with its hand as buttons and the
// open question's answers. Everything comes from the view and the viewer's legal actions.
import type { Control, Menu, PresentInput, Presented } from '../../core/module.js';
import { translator } from '../../core/text.js';
import { SPECTATOR, type Action, type GameEvent, type Locale } from '../../core/types.js';
import { texts } from './text/index.js';
import type { ArtView } from './view.js';
import { isRejection, unique, type Board } from './engine/board.js';
import { ruleOf } from './engine/cards/index.js';
import { asksWhom } from './engine/choices.js';

const t = translator(texts);
/** A token as shown: dots for alibis. */
const showToken = (tok: string, lang: Locale): string => (tok === 'boss' ? t(lang, 'token.boss.short') : tok.replace(/\*/g, '•'));
const showTokens = (xs: readonly string[], lang: Locale) => (xs.length ? xs.map((x) => showToken(x, lang)).join(' ') : t(lang, 'ui.none'));
const cardName = (c: string, lang: Locale) => t(lang, `card.${c}`);
const label = (s: string) => (s.length > 80 ? s.slice(0, 79) + '…' : s);

/** The story's lines the viewer may read. "X played a Greedy Thief and is choosing what to take" is left out when
 * what was taken follows in the same story (the answer's line tells the play whole). */
function eventLines(events: GameEvent[], viewer: number, lang: Locale): string[] {
  const answered = (e: GameEvent, k: number) => e.code === 'played.asks'
    && events.slice(k + 1).some((x) => x.code.startsWith('played.') && x.code !== 'played.asks' && x.params.player === e.params.player && x.params.card === e.params.card);
  return events.filter((e, k) => (!e.to || e.to.includes(viewer)) && !answered(e, k)).map((e) => t(lang, e.code, e.params));
}

function title(v: ArtView, lang: Locale): string {
  return `**${t(lang, 'game.title')}** — ${t(lang, 'ui.raid', { raid: v.raid, art: t(lang, `art.${v.raid}`) })}`;
}

/** A seat's listing ends with how the table plays it now (a bot for an away player), if anyhow. */
type Note = (seat: number) => string;
const noNote: Note = () => '';

function status(v: ArtView, lang: Locale, name: (seat: number) => string, note: Note = noNote, stopped = false): string[] {
  return [title(v, lang), ...standing(v, lang, name, note, stopped)];
}

/** Where things stand, after the title: the centre, each player, the dog, the deck, then whose turn (not once the table
 * `stopped` the game); once the game is over, only the results (nothing after "The game is over" but who scored what). */
function standing(v: ArtView, lang: Locale, name: (seat: number) => string, note: Note = noNote, stopped = false): string[] {
  const lines: string[] = [];
  if (v.final) return results(v, lang, name);
  lines.push(`${t(lang, 'ui.centre')}: ${showTokens(v.centre, lang)}`);
  v.players.forEach((p, i) => {
    const dog = v.dog === i ? ' 🐕' : '';
    const how = note(i);
    lines.push(t(lang, 'ui.player', { player: name(i), hand: p.handSize, faceUp: showTokens(p.faceUp, lang), banked: p.bankedCount }) + dog + (how ? ` · ${how}` : ''));
  });
  lines.push(v.dog === 'centre' ? t(lang, 'ui.dog.centre') : v.dog === null ? t(lang, 'ui.dog.none') : t(lang, 'ui.dog.with', { player: name(v.dog) }));
  const top = v.discard.length ? cardName(v.discard[v.discard.length - 1], lang) : t(lang, 'ui.none');
  lines.push(t(lang, 'ui.deck', { deck: v.deck, discard: v.discard.length, top }));
  if (stopped) return lines;
  if (v.awaiting) {
    lines.push(t(lang, 'ui.waiting', { player: name(v.awaiting.player) }));
  } else if (v.turn !== null) {
    lines.push(t(lang, 'ui.turn', { player: name(v.turn) }));
  }
  return lines;
}

function results(v: ArtView, lang: Locale, name: (seat: number) => string): string[] {
  const f = v.final!;
  return [`**${t(lang, 'ui.results')}**`, ...v.players.map((_, i) => t(lang, 'ui.result.row', {
    player: name(i), score: f.scores[i], alibis: f.alibis[i], arrested: f.arrested.includes(i), winner: f.winners.includes(i),
  }))];
}

function question(v: ArtView, lang: Locale, name: (seat: number) => string): string[] {
  const a = v.awaiting;
  if (!a) return [];
  // Asked in the asked player's own note only: they are "you" there, not named.
  if (a.kind === 'choose') return [t(lang, asksWhom(a.options) ? 'note.question.choose-whom' : 'note.question.choose', { card: a.card })];
  if (a.kind === 'give') return [t(lang, 'note.question.give', { player: name(a.thief), token: a.token })];
  return [t(lang, 'note.question.discard', {})];
}

/** A button's words for an answer: `Give the dog`, `1• from Bo`, `Discard 4 5 1 (10)` (the autocomplete's too). */
export function answerText(a: Action, v: ArtView, lang: Locale): string {
  if (a.verb === 'give') {
    // The token as its text names it (`Give the Boss token`, `Отдать фишку Босса`).
    const token = v.awaiting?.kind === 'give' ? v.awaiting.token : '';
    return a.args[0] === 'dog' ? t(lang, 'ui.give.dog') : t(lang, 'ui.give.token', { token });
  }
  if (a.verb === 'discard') {
    const total = a.args.reduce((n, x) => n + (x === 'boss' ? 5 : Number(x[0])), 0);
    return t(lang, 'ui.discard.option', { tokens: a.args.map((x) => showToken(x, lang)).join(' '), total });
  }
  const from = a.args.indexOf('from');
  const token = from === 0 ? [] : [showToken(a.args[0], lang)];
  return [...token, ...(from >= 0 ? [t(lang, 'ui.from', { player: a.args.slice(from + 1).join(' ') })] : [])].join(' ');
}

/** What playing `card` would do now, from the board every player sees, by the rules the engine plays it with
 * (engine/cards/): for its button, on the seat's turn. Empty where the play asks a question between kinds. */
function playHint(v: ArtView, viewer: number, card: string, lang: Locale): string {
  const board: Board = { names: v.names, centre: v.centre, faceUp: v.players.map((p) => p.faceUp), dog: v.dog };
  const effects = ruleOf(card)(board, viewer, card, {});
  if (isRejection(effects) || !effects.length || new Set(effects.map((e) => e.kind)).size > 1) return '';
  const e = effects[0];
  if (e.kind === 'take') return t(lang, 'ui.play.centre');
  if (e.kind === 'none') return t(lang, 'ui.play.none');
  if (e.kind === 'dog') return e.from === 'centre' ? t(lang, 'ui.play.dog-centre') : t(lang, 'ui.play.dog-from', { player: v.names[e.from] ?? '' });
  const victims = unique(effects.flatMap((x) => (x.kind === 'steal' ? [v.names[x.victim] ?? ''] : [])));
  return t(lang, 'ui.play.steal', { players: victims.join(t(lang, 'ui.play.or')), count: victims.length });
}

/** `reveal`: read by others after the end (the web page's reveal): the hand, named as the seat's, not "your"; its
 * banked tokens stay its own (NOTES §6: at the end, others see their count, alibis and score, never their faces), and
 * so does a question about them (the 2-player discard). */
function privateNote(v: ArtView, viewer: number, lang: Locale, legal: Action[], name: (seat: number) => string, reveal = false): Presented {
  const me = v.players[viewer];
  const lines = reveal
    ? [t(lang, 'ui.hand.of', { player: name(viewer), cards: (me.hand ?? []).map((c) => cardName(c, lang)).join(', ') || t(lang, 'ui.none') })]
    : [t(lang, 'ui.hand', { cards: (me.hand ?? []).map((c) => cardName(c, lang)).join(', ') || t(lang, 'ui.none') }), t(lang, 'ui.banked', { tokens: showTokens(me.banked ?? [], lang) })];
  if (v.awaiting?.player === viewer && !reveal) lines.push(...question(v, lang, name));
  const plays = new Set(legal.filter((a) => a.verb === 'play').map((a) => a.args[0]));
  const hand = [...new Set(me.hand ?? [])];
  const rows: Control[][] = [];
  const menus: Menu[] = [];
  if (hand.length) {
    // On the seat's turn, each card says what it would do (take from the centre, steal from whom, the dog).
    rows.push(hand.map((c) => {
      const hint = plays.has(c) && !v.awaiting ? playHint(v, viewer, c, lang) : '';
      return { act: `play ${c}`, label: label(hint ? t(lang, 'ui.play', { card: cardName(c, lang), hint }) : cardName(c, lang)), style: 'primary', disabled: !plays.has(c) };
    }));
  }
  const answers = legal.filter((a) => a.verb !== 'play');
  const text = (a: Action) => [a.verb, ...a.args].join(' ');
  const answerLabel = (a: Action) => label(answerText(a, v, lang));
  if (answers.length > 0 && answers.length <= 10) {
    for (let i = 0; i < answers.length; i += 5) rows.push(answers.slice(i, i + 5).map((a) => ({ act: text(a), label: answerLabel(a), style: 'success' })));
  } else if (answers.length > 10) {
    menus.push({
      placeholder: t(lang, answers[0].verb === 'discard' ? 'ui.discard' : 'ui.choose'),
      options: answers.slice(0, 25).map((a) => ({ act: text(a), label: answerLabel(a) })),
    });
  }
  return { lines, rows, menus };
}

/** What happened, one line per event (the story of a post without where things stand). */
export function tell(input: { events: GameEvent[]; viewer: number; lang: Locale }): string[] {
  return eventLines(input.events, input.viewer, input.lang);
}

export function present(input: PresentInput<ArtView>): Presented {
  const { view: v, viewer, lang, legal, moment, name } = input;
  const listed: Note = input.seatNote ?? noNote;
  if (moment.kind === 'private') {
    if (viewer === SPECTATOR) return { lines: status(v, lang, name, listed, input.stopped) };
    const note = privateNote(v, viewer, lang, legal, name, moment.reveal);
    // The note after the end follows "The game is over": a card drawn before it is of no use any more, so not told.
    const told = v.final ? moment.events.filter((e) => e.code !== 'drew') : moment.events;
    return { ...note, lines: [...eventLines(told, viewer, lang), ...note.lines] };
  }
  // A question is asked once, in the asked seat's own note (with its answers); the story says who is choosing and
  // where things stand says whom the game waits for.
  if (moment.kind === 'step') return { lines: eventLines(moment.events, viewer, lang) };
  // The start: the title, then what bots did before anyone else could act, then where things stand.
  if (moment.kind === 'start') {
    const before = moment.before ?? v;
    return { lines: [title(before, lang), ...eventLines(moment.events ?? [], viewer, lang), ...standing(v, lang, name, listed)] };
  }
  const before = moment.kind === 'turn' ? eventLines(moment.events, viewer, lang) : [];
  // The post of the last play: its story ends with "The game is over", and only the results follow.
  if (moment.kind === 'turn' && v.final) return { lines: [...before, ...results(v, lang, name)] };
  return { lines: [...before, ...status(v, lang, name, listed, input.stopped)] };
}
