// Lockbox's messages, each from one viewer's view: the table's state (totals, hand sizes, whose turn, the result),
// the events the viewer may read, and in a seat's private note its hand and its controls (a button per card to dial,
// one per player to peek at).
import type { Control, PresentInput, Presented } from '../../src/core/module.js';
import { translator } from '../../src/core/text.js';
import { SPECTATOR, type GameEvent, type Locale } from '../../src/core/types.js';
import { texts } from './text/index.js';
import type { LockboxView } from './view.js';

const t = translator(texts);

const eventLines = (events: GameEvent[], lang: Locale): string[] => events.map((e) => t(lang, e.code, e.params));

function status(v: LockboxView, lang: Locale, name: (seat: number) => string): string[] {
  const lines = [t(lang, 'ui.status', { combination: v.combination, plays: v.plays, deck: v.deck })];
  v.names.forEach((_, k) => lines.push(t(lang, 'ui.seat', { player: name(k), total: v.totals[k], cards: v.handSizes[k] })));
  if (v.winners) lines.push(t(lang, 'ui.won', { players: v.winners.map(name).join(', ') }));
  else lines.push(t(lang, v.asking ? 'ui.asking' : 'ui.turn', { player: name(v.turn) }));
  return lines;
}

function note(v: LockboxView, lang: Locale, legal: PresentInput<LockboxView>['legal']): Presented {
  const hand = v.hand ?? [];
  const lines = [t(lang, 'ui.hand', { cards: hand.join(' ') || t(lang, 'ui.empty') })];
  const dial = new Set(legal.filter((a) => a.verb === 'dial').map((a) => a.args[0]));
  const rows: Control[][] = [];
  if (hand.length) {
    rows.push([...new Set(hand)].map((card) => ({ act: `dial ${card}`, label: t(lang, 'ui.dial', { card }), style: 'primary', disabled: !dial.has(card) })));
  }
  const peeks = legal.filter((a) => a.verb === 'choose');
  if (peeks.length) rows.push(peeks.map((a) => ({ act: `choose ${a.args[0]}`, label: t(lang, 'ui.peek', { player: a.args[0] }), style: 'success' })));
  return { lines, rows };
}

export function present(input: PresentInput<LockboxView>): Presented {
  const { view: v, viewer, lang, legal, moment, name } = input;
  const told = 'events' in moment && moment.events ? eventLines(moment.events, lang) : [];
  if (moment.kind === 'private' && viewer !== SPECTATOR) {
    const n = note(v, lang, legal);
    return { ...n, lines: [...told, ...n.lines] };
  }
  if (moment.kind === 'step') return { lines: told.length ? told : status(v, lang, name) };
  return { lines: [...told, ...status(v, lang, name)] };
}
