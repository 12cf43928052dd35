// The picture in words (GameModule.describe): what the floor picture shows, from the same view it is drawn from (the
// picture view: called off and hand-overs marked as drawn), for a reader who cannot see it (Discord's alt text, at
// most 1,024 characters). What a player needs to act comes first, so that a cut at a line leaves it: each guard's
// cell, destination and speed (as the picture's die and guard line say them), the crew, the alarms, the safes, then
// the rooms turned face up. No canvas here.
import { fitAlt } from '../../../core/alt-text.js';
import { translator } from '../../../core/text.js';
import type { Locale } from '../../../core/types.js';
import { cellName } from '../engine/board.js';
import { roomName } from '../text/en-words.js';
import { RU_ROOMS } from '../text/ru-engine.js';
import { BURGLE_TEXTS } from '../text/index.js';
import type { BurgleView } from '../view.js';
import { LABELS } from './labels.js';
import { activeFloor, guardSpeed, guardsWalkOn } from './marks.js';

const t = translator(BURGLE_TEXTS);

export function describeBoard(s: BurgleView, lang: Locale): string {
  const l = LABELS[lang === 'ru' ? 'ru' : 'en'];
  const n = s.size * s.size;
  const floors = Array.from({ length: s.floorCount }, (_, f) => f);
  const cell = (loc: number) => cellName(s.size, loc % n);
  const place = (loc: number) => t(lang, 'alt.place', { cell: cell(loc), floor: Math.floor(loc / n) + 1 });
  const room = (r: string) => (lang === 'ru' ? RU_ROOMS[r] ?? r : roomName(r));
  const onFloor = (f: number) => s.tiles.map((x, loc) => ({ x, loc })).filter(({ loc }) => Math.floor(loc / n) === f);

  const status = s.calledOff ? l.calledOff : s.outcome === 'won' ? l.won : s.outcome === 'lost' ? l.lost
    : t(lang, 'alt.turn', { turn: s.turn.number, player: s.players[s.turn.player]?.name ?? '' });
  const lines = [t(lang, 'alt.head', { floors: s.floorCount, status })];

  // Each guard: where he is, where he heads and how fast (his die and the alarms on his floor), as the picture says.
  const active = activeFloor(s);
  for (const f of floors) {
    const g = s.guards[f];
    if (!g) continue;
    const floor = f + 1;
    if (!g.placed) lines.push(t(lang, 'alt.guard-not-yet', { floor }));
    else if (g.at === null) lines.push(t(lang, 'alt.guard-off', { floor }));
    else if (!guardsWalkOn(s) || g.dest === null) lines.push(t(lang, 'alt.guard-still', { floor, at: cell(g.at) }));
    else {
      const sp = guardSpeed(s, f, f === active);
      const next = f === active && s.outcome === 'playing' ? t(lang, 'alt.guard-next') : '';
      lines.push(t(lang, 'alt.guard', { floor, at: cell(g.at), dest: cell(g.dest), speed: l.speed(sp.die, sp.alarms, sp.total), next }));
    }
  }

  // The crew, as the picture's seat list places them.
  lines.push(t(lang, 'alt.crew', {
    list: s.players.map((p) => t(lang, 'alt.member', {
      name: p.name, character: t(lang, `character.${p.character}`),
      where: p.escaped ? t(lang, 'on-roof') : p.at === null ? t(lang, 'outside') : t(lang, 'at-cell', { cell: place(p.at) }),
    })).join('; '),
  }));

  for (const f of floors) {
    const alarms = onFloor(f).filter(({ x }) => x.alarm).map(({ loc }) => cell(loc));
    if (alarms.length) lines.push(t(lang, 'alt.alarms', { floor: f + 1, cells: alarms.join(', ') }));
  }

  // The safes: open, or the dice added and the combination numbers of its row and column cracked.
  for (const f of floors) {
    const safes = onFloor(f).filter(({ x }) => x.room === 'safe');
    if (!safes.length && onFloor(f).some(({ x }) => x.room === 'hidden')) lines.push(t(lang, 'alt.safe-hidden', { floor: f + 1 }));
    for (const { x, loc } of safes) {
      const c = loc % n;
      const cracked = onFloor(f).filter(({ x: y, loc: k }) => y.cracked && (k % n) !== c
        && ((k % n) % s.size === c % s.size || Math.floor((k % n) / s.size) === Math.floor(c / s.size))).map(({ loc: k }) => cell(k));
      const state = x.open ? t(lang, 'alt.safe-open') : t(lang, 'alt.safe-dice', { dice: x.dice, cells: cracked.join(', ') || '—' });
      lines.push(t(lang, 'alt.safe', { floor: f + 1, at: cell(loc), state }));
    }
  }

  // The rooms turned face up, each with its combination number and what lies on it; briefly.
  for (const f of floors) {
    const seen = onFloor(f).filter(({ x }) => x.room !== 'hidden' && x.room !== 'empty' && x.room !== 'safe').map(({ x, loc }) => {
      const marks = [
        x.combo ? String(x.combo) : '',
        x.open ? l.chip.open.toLowerCase() : '',
        x.hack > 0 ? t(lang, 'alt.hack', { n: x.hack }) : '',
        x.room === 'lavatory' && x.stalls > 0 ? t(lang, 'alt.stalls', { n: x.stalls }) : '',
        x.smoke > 0 ? t(lang, 'alt.smoke', { n: x.smoke }) : '',
        loc === s.entrance ? t(lang, 'alt.entrance') : x.downstairs ? t(lang, 'alt.downstairs') : '',
        x.disabled ? t(lang, 'alt.disabled') : '',
        ...x.items.map((i) => t(lang, `item.${i}`)),
      ].filter(Boolean);
      return `${cell(loc)} ${room(x.room)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
    });
    if (seen.length) lines.push(t(lang, 'alt.rooms', { floor: f + 1, list: seen.join(', ') }));
  }
  return fitAlt(lines);
}
