// Messages from one viewer's view: the public posts (start, status, turn: who did what, covert or visible, whose
// turn, and the full reveal at the end), the actor's reply, and a seat's private note with its controls.
import type { Control, Menu, PresentInput, Presented } from '../../core/module.js';
import { lookup } from '../../core/text.js';
import type { Action, GameEvent, Locale } from '../../core/types.js';
import { SPECTATOR } from '../../core/types.js';
import type { NoirView } from './view.js';
import { texts } from './text/index.js';

const t = (lang: Locale, key: string, p: Record<string, unknown> = {}) => lookup(texts, lang, key, p) ?? key;
const narrate = (lang: Locale, e: GameEvent) => t(lang, e.code, e.params);
const roleName = (lang: Locale, role: string | null) => (role ? t(lang, `role.${role}`) : t(lang, 'role.none'));
const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

function whoseTurn(v: NoirView, lang: Locale, name: (s: number) => string): string[] {
  if (v.outcome) {
    const lines = [t(lang, v.outcome === 'thieves' ? 'end.thieves' : 'end.chief')];
    if (v.reveal) {
      v.thieves.forEach((th, i) => {
        const identity = v.reveal!.identities[i];
        lines.push(identity === null ? t(lang, 'end.none', { who: name(th.seat) }) : t(lang, th.caught ? 'end.identity-caught' : 'end.identity', { who: name(th.seat), name: identity }));
      });
      lines.push(t(lang, 'end.plainclothes', { name: v.reveal.plainclothes }));
    }
    return lines;
  }
  if (v.mimic) return [t(lang, 'turn.mimic', { who: name(v.mimic.seat) })];
  return [t(lang, v.turn === v.chief ? 'turn.chief' : 'turn.thief', { who: name(v.turn), covert: v.covert, of: v.thieves.length })];
}

function board(v: NoirView, lang: Locale, name: (s: number) => string): string[] {
  const vaults = (['NW', 'NE', 'SW', 'SE'] as const).map((z) => {
    if (v.robbed.includes(z)) return t(lang, 'status.robbed', { vault: z });
    const owners = v.thieves.flatMap((th) => th.tokens.filter((x) => x === z).map(() => name(th.seat)));
    return t(lang, 'status.vault', { vault: z, count: owners.length, who: owners.join(', ') || '—' });
  });
  return [
    t(lang, 'status.chief', { who: name(v.chief) }),
    t(lang, 'status.thieves', { list: v.thieves.map((th) => `${name(th.seat)} (${th.caught ? t(lang, 'status.caught') : roleName(lang, th.role)})`).join(', ') }),
    t(lang, 'status.officers', { list: v.officers.map((o) => (o === v.stunned ? `${o} (${t(lang, 'status.stunned')})` : o)).join(', ') }),
    vaults.join(' · '),
    t(lang, 'status.decks', { roles: v.roleDeck, evidence: v.evidence, kills: v.kills }),
  ];
}

function secrets(v: NoirView, lang: Locale, name: (s: number) => string): string[] {
  if (v.viewer === v.chief) return [t(lang, 'private.chief', { name: v.plainclothes ?? '', at: cellOf(v, v.plainclothes) })];
  const me = v.thieves.find((th) => th.seat === v.viewer);
  if (!me) return [];
  const lines: string[] = [];
  if (me.caught) lines.push(t(lang, 'private.caught'));
  else {
    lines.push(t(lang, 'private.thief', { role: roleName(lang, me.role), name: me.identity ?? '', at: me.at ?? '', quadrant: me.quadrant ?? t(lang, 'private.noquadrant') }));
    lines.push(t(lang, `help.role.${me.role}`));
  }
  for (const o of v.thieves) if (o.seat !== v.viewer && o.identity) lines.push(t(lang, 'private.shown', { who: name(o.seat), name: o.identity, at: o.at ?? '' }));
  if (v.mimic?.options) lines.push(t(lang, 'mimic-options', { names: v.mimic.options }));
  return lines;
}

const cellOf = (v: NoirView, n: string | null): string => {
  const i = n === null ? -1 : v.grid.indexOf(n);
  return i < 0 ? '' : 'ABCDEFG'[i % 7] + String(Math.floor(i / 7) + 1);
};

const text = (a: Action) => [a.verb, ...a.args].join(' ');

function actLabel(lang: Locale, a: Action): string {
  if (a.verb === 'shift') return t(lang, 'label.shift', { line: t(lang, `label.${a.args[0]}`), at: a.args[1], dir: t(lang, `label.${a.args[2]}`), dist: a.args[3] ? ` ×${a.args[3]}` : '' });
  if (a.verb === 'swap') return t(lang, 'label.swap', { officer: a.args[0], name: a.args[1] });
  return cut(`${t(lang, `label.${a.verb}`)} ${a.args.join(' ')}`.trim(), 80);
}

/** Buttons and menus for the seat's legal actions: at most 5 rows and menus, 5 buttons a row, 25 options a menu. */
function controls(v: NoirView, lang: Locale, legal: Action[]): Pick<Presented, 'rows' | 'menus'> {
  const button = (a: Action, style: Control['style'] = 'secondary'): Control => ({ act: text(a), label: cut(actLabel(lang, a), 80), style });
  const groups: { key: string; acts: Action[] }[] = [];
  const menu = (key: string, acts: Action[]) => { if (acts.length) groups.push({ key, acts }); };
  const of = (verb: string) => legal.filter((a) => a.verb === verb);
  const rows: Control[][] = [];
  const me = v.thieves.find((th) => th.seat === v.viewer);
  if (v.viewer === v.chief) {
    menu('accuse', of('accuse'));
    menu('search', of('search'));
    menu('swap', of('swap'));
    menu('shift-row', of('shift').filter((a) => a.args[0] === 'row'));
    menu('shift-column', of('shift').filter((a) => a.args[0] === 'column'));
  } else if (me) {
    const first: Control[] = [];
    for (const a of [...of('draw'), ...of('choose')]) first.push(button(a, 'primary'));
    for (const a of of('rob')) first.push(button(a, 'danger'));
    // Own row and column first: the shifts that move the identity.
    const mine = me.at ? of('shift').filter((a) => !a.args[3] && (a.args[1] === me.at![1] || a.args[1] === me.at![0])) : [];
    for (const a of mine) if (first.length < 5) first.push(button(a));
    if (first.length) rows.push(first.slice(0, 5));
    // An ability without a target is a button; one with targets (stun, kill, swap, hack) a menu of them.
    const abil = of('ability');
    const aimed = abil.filter((a) => a.args.length > 1);
    if (abil.length > aimed.length) rows.push(abil.filter((a) => a.args.length <= 1).map((a) => button(a, 'success')));
    menu('ability', aimed);
    for (const dist of ['', '2']) {
      menu(dist ? 'shift-row-2' : 'shift-row', of('shift').filter((a) => a.args[0] === 'row' && (a.args[3] ?? '') === dist));
      menu(dist ? 'shift-column-2' : 'shift-column', of('shift').filter((a) => a.args[0] === 'column' && (a.args[3] ?? '') === dist));
    }
    menu('show', of('show'));
  }
  const menus = menusIn(groups, Math.max(0, 5 - rows.length), lang);
  return { rows: rows.length ? rows : undefined, menus: menus.length ? menus : undefined };
}

/** One menu per kind of action when they fit in the rows left; otherwise every option in order, 25 to a menu, each
 * menu's placeholder naming the kinds it holds (a chief has about 100 options: 4 full menus instead of 7). */
function menusIn(groups: { key: string; acts: Action[] }[], room: number, lang: Locale): Menu[] {
  const option = (a: Action) => ({ act: text(a), label: cut(actLabel(lang, a), 100) });
  const chunks = <T>(xs: T[]) => Array.from({ length: Math.ceil(xs.length / 25) }, (_, i) => xs.slice(i * 25, i * 25 + 25));
  const plain = groups.flatMap((g) => chunks(g.acts).map((acts) => ({ placeholder: cut(t(lang, `menu.${g.key}`), 100), options: acts.map(option) })));
  if (plain.length <= room) return plain;
  const all = groups.flatMap((g) => g.acts.map((a) => ({ a, key: g.key })));
  return chunks(all).slice(0, room).map((part) => ({
    placeholder: cut(`${[...new Set(part.map((x) => x.key))].map((k) => t(lang, `group.${k}`)).join(' · ')}…`, 100),
    options: part.map((x) => option(x.a)),
  }));
}

export function present(input: PresentInput<NoirView>): Presented {
  const { view: v, lang, moment, name } = input;
  const title = t(lang, 'game.title');
  switch (moment.kind) {
    case 'start':
      // The title, then what bots did before anyone else could act, then where things stand.
      return { lines: [`**${title}**`, ...(moment.events ?? []).filter((e) => !e.to).map((e) => narrate(lang, e)), ...board(v, lang, name), ...whoseTurn(v, lang, name)] };
    case 'status':
      return {
        lines: [`**${title}**`, ...board(v, lang, name), ...v.log.slice(-5).map((e) => narrate(lang, e)), ...whoseTurn(v, lang, name),
          ...(v.viewer === SPECTATOR ? [] : secrets(v, lang, name))],
        ...(v.viewer === SPECTATOR || v.outcome ? {} : controls(v, lang, input.legal)),
      };
    case 'turn':
      return { lines: [...moment.events.filter((e) => !e.to).map((e) => narrate(lang, e)), ...whoseTurn(v, lang, name)] };
    case 'step':
      return { lines: [...moment.events.map((e) => narrate(lang, e)), ...whoseTurn(v, lang, name)] };
    case 'private':
      return {
        lines: [...secrets(v, lang, name), ...moment.events.map((e) => narrate(lang, e)), ...(v.outcome ? whoseTurn(v, lang, name) : [])],
        ...(v.outcome ? {} : controls(v, lang, input.legal)),
      };
  }
}
