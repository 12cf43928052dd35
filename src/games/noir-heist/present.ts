// Messages from one viewer's view: the public posts (start, status, turn: who did what, covert or visible, whose
// turn, and the full reveal at the end), the actor's reply, and a seat's private note with its controls.
import type { Control, Menu, PresentInput, Presented } from '../../core/module.js';
import { lookup } from '../../core/text.js';
import type { Action, GameEvent, Locale } from '../../core/types.js';
import { SPECTATOR } from '../../core/types.js';
import { readShift, shiftVisible } from './engine/shift.js';
import { ROLES } from './engine/roles/index.js';
import { parseCell, squareCells } from './engine/grid.js';
import type { NoirView } from './view.js';
import { texts } from './text/index.js';
import { caseFile, chiefFile, type CardEntry } from './case-file.js';
import { caseLines } from './case-text.js';
import { caseTexts } from './text/case.js';
import { suspectName } from './text/suspects.js';

const t = (lang: Locale, key: string, p: Record<string, unknown> = {}) => lookup(texts, lang, key, p) ?? key;
const narrate = (lang: Locale, e: GameEvent) => t(lang, e.code, e.params);
const ENDS = new Set(['thieves-win', 'chief-wins']);

/** A story's lines: a thief showing their identity to several thieves in a row is one line (a bot shows it to every
 * thief at once: told one by one, a round opened with a wall of such lines), the reader's own "showed you" between
 * them (a story told to one of them) after it. */
function story(lang: Locale, events: GameEvent[]): string[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    // The run of shows this one continues: the last line, or the last before the reader's own "showed you" lines.
    let k = out.length - 1;
    while (k >= 0 && (out[k].code === 'shown' || out[k].code === 'shown-then')) k--;
    const run = out[k];
    if (e.code === 'showed' && run?.code === 'showed' && run.params.who === e.params.who) {
      run.params = { ...run.params, to: [...(run.params.to as string[]), e.params.to as string] };
    } else out.push(e.code === 'showed' ? { ...e, params: { ...e.params, to: [e.params.to as string] } } : e);
  }
  return out.map((e) => narrate(lang, e));
}
const roleName = (lang: Locale, role: string | null) => (role ? t(lang, `role.${role}`) : t(lang, 'role.none'));
const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

/** The public story since the player whose turn it is last took a turn: a whole round, every other player's turn in
 * it (a thief showing their identity takes no turn); at most the last 40 events. A seat's moves are named by its
 * holder now (TB8): what a seat did is the seat's, its identity and its case file with it. */
function lastRound(v: NoirView): GameEvent[] {
  const me = v.names[v.turn];
  const from = v.log.findLastIndex((e) => e.params.who === me && e.code !== 'showed');
  return v.log.slice(Math.max(from + 1, v.log.length - 40));
}

/** Whose turn it is (nothing once the table `stopped` the game); at the end, who won (unless `told`: the story's own
 * last line said it) and the reveal. */
function whoseTurn(v: NoirView, lang: Locale, name: (s: number) => string, told: GameEvent[] = [], stopped = false): string[] {
  if (v.outcome) {
    const lines = told.some((e) => ENDS.has(e.code)) ? [] : [t(lang, v.outcome === 'thieves' ? 'end.thieves' : 'end.chief')];
    if (v.reveal) {
      v.thieves.forEach((th, i) => {
        const identity = v.reveal!.identities[i];
        lines.push(identity === null ? t(lang, 'end.none', { who: name(th.seat) }) : t(lang, th.caught ? 'end.identity-caught' : 'end.identity', { who: name(th.seat), name: identity }));
      });
      lines.push(t(lang, 'end.plainclothes', { name: v.reveal.plainclothes }));
    }
    return lines;
  }
  if (stopped) return [];
  if (v.mimic) return [t(lang, 'turn.mimic', { who: name(v.mimic.seat) })];
  return [t(lang, v.turn === v.chief ? 'turn.chief' : 'turn.thief', { who: name(v.turn), covert: v.covert, of: v.thieves.length })];
}

/** `note`: how the table plays a seat now (a bot for an away player), said where the seats are listed. */
function board(v: NoirView, lang: Locale, name: (s: number) => string, note: (s: number) => string = () => ''): string[] {
  const vaults = (['NW', 'NE', 'SW', 'SE'] as const).map((z) => {
    if (v.robbed.includes(z)) return t(lang, 'status.robbed', { vault: z });
    const owners = v.thieves.flatMap((th) => th.tokens.filter((x) => x === z).map(() => name(th.seat)));
    return t(lang, 'status.vault', { vault: z, count: owners.length, who: owners.join(', ') || '—' });
  });
  return [
    t(lang, 'status.chief', { who: name(v.chief) + (note(v.chief) ? ` (${note(v.chief)})` : '') }),
    t(lang, 'status.thieves', { list: v.thieves.map((th) => `${name(th.seat)} (${[th.caught ? t(lang, 'status.caught') : roleName(lang, th.role), note(th.seat)].filter(Boolean).join('; ')})`).join(', ') }),
    t(lang, 'status.officers', { list: v.officers.map((o) => (o === v.stunned ? `${suspectName(lang, o)} (${t(lang, 'status.stunned')})` : suspectName(lang, o))).join(', ') }),
    vaults.join(' · '),
    t(lang, 'status.decks', { roles: v.roleDeck, evidence: v.evidence, kills: v.kills }),
  ];
}

/** What a private note's news tells already, so that its standing lines don't say it again: identities shown to the
 * reader in it (by the shower's name, as the events name them), and whether it gave the reader a new identity. */
interface News {
  shown: Set<string>;
  newIdentity: boolean;
}
const NO_NEWS: News = { shown: new Set(), newIdentity: false };

/** The seat's case file (case-file.ts): short in a note, in full on the web page; none once the game is over. An
 * identity the note's news shows the reader is left out of its list (the news line says it, where it stands now).
 * `reveal`: the file named as the seat's (case-text.ts `of`), not "your". */
function casePart(v: NoirView, lang: Locale, name: (s: number) => string, full: boolean, news: News = NO_NEWS, reveal = false): string[] {
  let file = v.outcome ? null : caseFile(v);
  if (file?.kind === 'thief' && news.shown.size) file = { ...file, known: file.known.filter((k) => !news.shown.has(v.names[k.seat])) };
  return file ? caseLines(file, lang, name, full, reveal ? v.viewer : undefined) : [];
}

/** `stopped`: the table called the game off (PresentInput.stopped): as after its end, nobody acts any more.
 * `reveal`: read by others after the end (the web page's reveal, Moment `reveal`): every line names the seat in the
 * third person (each key's `.of` form, "bob is the Eliminator"), never "you"; how to use the role, an instruction to
 * its holder, is left out, as once the game is over (nobody acts any more). */
function secrets(v: NoirView, lang: Locale, name: (s: number) => string, full = false, stopped = false, news: News = NO_NEWS, reveal = false): string[] {
  // A line said to the seat, or, in the reveal, of it.
  const say = (key: string, p: Record<string, unknown> = {}) => (reveal ? t(lang, `${key}.of`, { ...p, who: name(v.viewer) }) : t(lang, key, p));
  if (v.viewer === v.chief) return [say('private.chief', { name: v.plainclothes ?? '', at: cellOf(v, v.plainclothes) }), ...casePart(v, lang, name, full, NO_NEWS, reveal)];
  const me = v.thieves.find((th) => th.seat === v.viewer);
  if (!me) return [];
  const lines: string[] = [];
  // Once nobody acts any more (the end, or the game called off), a caught thief is told so, with nothing to do.
  if (me.caught) lines.push(say(v.outcome || stopped ? 'private.caught-end' : 'private.caught'));
  else {
    // A new identity told in this note is said once, here: "Your new identity: …" (the reveal tells no news).
    lines.push(say(news.newIdentity && !reveal ? 'private.thief-new' : 'private.thief', { role: roleName(lang, me.role), name: me.identity ?? '', at: me.at ?? '', quadrant: me.quadrant ?? t(lang, 'private.noquadrant') }));
    // How to use the role: of no use once the game is over or called off (nobody acts any more).
    if (!v.outcome && !stopped && !reveal) lines.push(t(lang, `help.role.${me.role}`));
  }
  lines.push(...casePart(v, lang, name, full, news, reveal));
  if (v.mimic?.options) lines.push(say('mimic-options', { names: v.mimic.options }));
  return lines;
}

const cellOf = (v: NoirView, n: string | null): string => {
  const i = n === null ? -1 : v.grid.indexOf(n);
  return i < 0 ? '' : 'ABCDEFG'[i % 7] + String(Math.floor(i / 7) + 1);
};

const text = (a: Action) => (a.args.length ? `${a.verb} ${a.args.join(' ')}` : a.verb);
const at = (v: NoirView, n: string) => cellOf(v, n);
/** A name with where it stands (`Jack (C4)`, `Джек (C4)` to a Russian reader), or the name alone off the board.
 * Module-level, as the labels below: a note's controls label up to 25 targets each, and a closure made per label costs
 * its allocation (and, run through tsx, a name set on it) every time. */
function where(lang: Locale, v: NoirView, n: string): string {
  const cell = cellOf(v, n);
  return cell ? `${suspectName(lang, n)} (${cell})` : suspectName(lang, n);
}

/** Whether the viewer's shift would be seen (a thief's, with a uniformed officer in the line: the chief acts at once). */
function seenShift(v: NoirView, a: Action): boolean {
  const me = v.thieves.find((th) => th.seat === v.viewer);
  const m = readShift(a.args);
  return !!me && !!m && shiftVisible(v, me.role, m);
}

/** A shift's label, and its label as a menu option (the kind said by the placeholder), by language, the action's
 * words and whether it would be seen: the same few dozen shifts are labelled in every note. */
const SHIFT_LABELS = new Map<string, { label: string; target: string }>();

function shiftLabels(lang: Locale, a: Action, v: NoirView): { label: string; target: string } {
  const seen = seenShift(v, a);
  const key = `${lang} ${seen ? 1 : 0} ${a.args.join(' ')}`;
  let out = SHIFT_LABELS.get(key);
  if (!out) {
    const plain = t(lang, 'label.shift', { line: t(lang, `label.${a.args[0]}`), at: a.args[1], dir: t(lang, `label.${a.args[2]}`), dist: a.args[3] ? t(lang, 'label.by', { dist: a.args[3] }) : '' });
    // A 2-cell shift (the Runner's fast shift) is seen because it is fast, whoever stands in the line.
    const label = seen ? plain + t(lang, a.args[3] === '2' ? 'label.fast' : 'label.visible') : plain;
    const rest = label.replace(/^\S+:?\s+/, '');
    out = { label, target: rest.charAt(0).toUpperCase() + rest.slice(1) };
    // Only a legal action's words reach here (a few hundred at most); anything else would be said once and dropped.
    if (SHIFT_LABELS.size > 2000) SHIFT_LABELS.clear();
    SHIFT_LABELS.set(key, out);
  }
  return out;
}

function actLabel(lang: Locale, a: Action, v: NoirView): string {
  if (a.verb === 'shift') return shiftLabels(lang, a, v).label;
  if (a.verb === 'swap') return t(lang, 'label.swap', { officer: a.args[0], name: where(lang, v, a.args[1]) });
  if (a.verb === 'accuse') return `${t(lang, 'label.accuse')} ${where(lang, v, a.args[0])}`;
  if (a.verb === 'ability' && a.args.length > 1) {
    const target = ['stun', 'kill', 'swap'].includes(a.args[0]) ? where(lang, v, a.args[1]) : a.args[1];
    return t(lang, `label.ability.${a.args[0]}`, { target });
  }
  // A button that acts at once says it is seen, as a shift with an officer in its line does.
  if (a.verb === 'ability') return t(lang, `label.ability.${a.args[0]}`, { target: '' }).trim() + (abilityCovert(v) ? '' : t(lang, 'label.seen'));
  if (a.verb === 'rob') return t(lang, 'label.rob') + t(lang, 'label.seen');
  if (a.verb === 'choose') return cut(`${t(lang, 'label.choose')} ${a.args.map((n) => suspectName(lang, n)).join(' ')}`.trim(), 80);
  return cut(`${t(lang, `label.${a.verb}`)} ${a.args.join(' ')}`.trim(), 80);
}

/** An option in a menu of one kind (its placeholder names the kind): the target alone, where it stands. */
function targetLabel(lang: Locale, a: Action, v: NoirView): string {
  if (a.verb === 'accuse') return where(lang, v, a.args[0]);
  if (a.verb === 'swap') return where(lang, v, a.args[1]);
  if (a.verb === 'show') return a.args.join(' ');
  if (a.verb === 'search') {
    const i = v.grid.length ? 'ABCDEFG'.indexOf(a.args[0][0]) : 0, r = Number(a.args[0].slice(1));
    return `${a.args[0]}–${'ABCDEFG'[i + 3]}${r + 3}`;
  }
  if (a.verb === 'shift') return shiftLabels(lang, a, v).target;
  return actLabel(lang, a, v);
}

/** A kind of action offered first (a focus button), and its actions. */
interface Kind {
  key: string;
  acts: Action[];
}

/**
 * Buttons and menus for the seat's legal actions, phone-sized: never more than 25 options in a menu and 5 rows. What
 * needs no choosing is a button (rob, draw, the Mimic's names, an ability without a target, a thief's shifts of their
 * own row and column); everything else is picked kind first (a row of focus buttons: accuse, search, swap, shift …)
 * and then its target, in place, in one menu; a kind with more than 25 targets is split first by a second row of focus
 * buttons (the chief's accusations by the officer they are next to, his swaps by officer). With no focus chosen yet,
 * the first kind's targets are shown, so the note is never a dead end.
 */
function controls(v: NoirView, lang: Locale, legal: Action[], focus?: string): Pick<Presented, 'rows' | 'menus'> {
  // The legal actions by verb, and the shifts by line and distance, each sorted out once (in their legal order).
  const verbs = new Map<string, Action[]>();
  for (const a of legal) {
    const list = verbs.get(a.verb);
    if (list) list.push(a);
    else verbs.set(a.verb, [a]);
  }
  const shift = verbs.get('shift') ?? NONE;
  const rowShifts: Action[] = [], columnShifts: Action[] = [], rowShifts2: Action[] = [], columnShifts2: Action[] = [];
  for (const a of shift) {
    const [line, , , dist = ''] = a.args;
    const into = line === 'row' ? (dist === '' ? rowShifts : dist === '2' ? rowShifts2 : null)
      : line === 'column' ? (dist === '' ? columnShifts : dist === '2' ? columnShifts2 : null) : null;
    into?.push(a);
  }
  const rows: Control[][] = [];
  const kinds: Kind[] = [];
  const me = v.thieves.find((th) => th.seat === v.viewer);
  if (v.viewer === v.chief) {
    // Never his own plainclothes officer: accusing him always fails (docs/rulings.md N15); typed, it is taken. The
    // likeliest first, as his case file weighs them; those it cleared last.
    addKind(kinds, 'accuse', byCaseFile(v, (verbs.get('accuse') ?? NONE).filter((a) => a.args[0] !== v.plainclothes)));
    addKind(kinds, 'search', verbs.get('search') ?? NONE);
    addKind(kinds, 'swap', verbs.get('swap') ?? NONE);
    addKind(kinds, 'shift-row', rowShifts);
    addKind(kinds, 'shift-column', columnShifts);
  } else if (me) {
    const first: Control[] = [];
    for (const a of verbs.get('draw') ?? NONE) first.push(button(lang, v, a, 'primary'));
    for (const a of verbs.get('choose') ?? NONE) first.push(button(lang, v, a, 'primary'));
    for (const a of verbs.get('rob') ?? NONE) first.push(button(lang, v, a, 'danger'));
    const abil = verbs.get('ability') ?? NONE;
    for (const a of abil) if (a.args.length <= 1) first.push(button(lang, v, a, 'success'));
    if (first.length) rows.push(first.slice(0, 5));
    // Own row and column on a row of their own (at most four: east, west, north, south, less a shift that would undo
    // the last one): the shifts that move the identity, never crowded out by rob and the ability.
    if (me.at) {
      const column = me.at[0], row = me.at[1];
      const own: Control[] = [];
      for (const a of shift) if (!a.args[3] && (a.args[1] === row || a.args[1] === column)) own.push(button(lang, v, a, 'secondary'));
      if (own.length) rows.push(own.slice(0, 5));
    }
    addKind(kinds, 'ability', abil.filter((a) => a.args.length > 1));
    addKind(kinds, 'shift-row', rowShifts);
    addKind(kinds, 'shift-column', columnShifts);
    addKind(kinds, 'shift-row-2', rowShifts2);
    addKind(kinds, 'shift-column-2', columnShifts2);
    addKind(kinds, 'show', verbs.get('show') ?? NONE);
  }
  const [key, sub] = (focus ?? '').split(':');
  let current = kinds.find((k) => k.key === key);
  let groups: Group[] | null = null;
  if (current) groups = groupsOf(v, current);
  else {
    // The first kind that fits one menu, else the first.
    for (const k of kinds) {
      groups = groupsOf(v, k);
      if (!groups) {
        current = k;
        break;
      }
    }
    if (!current && kinds.length) groups = groupsOf(v, (current = kinds[0]));
  }
  const menus: Menu[] = [];
  if (current) {
    if (kinds.length > 1) {
      const focusRow: Control[] = [];
      for (const k of kinds.slice(0, 5)) {
        focusRow.push({ act: k.key, focus: true, label: cut(`${t(lang, `group.${k.key}`)}…`, 80), style: k === current ? 'primary' : 'secondary' });
      }
      rows.push(focusRow);
    }
    if (groups) {
      const picked = groups.find((g) => g.name === sub);
      const buttons: Control[] = groups.map((g) => ({
        act: `${current.key}:${g.name}`, focus: true, style: g === picked ? 'primary' : 'secondary',
        label: cut(t(lang, current.key === 'swap' ? 'label.officer' : g.name === v.plainclothes ? 'label.near-plainclothes' : 'label.near', { name: g.name, at: at(v, g.name) }), 80),
      }));
      for (let i = 0; i < buttons.length && rows.length < 4; i += 5) rows.push(buttons.slice(i, i + 5));
      if (picked) menus.push({ placeholder: cut(t(lang, `menu.${current.key}-near`, { name: picked.name }), 100), options: options(lang, v, picked.acts) });
    } else {
      menus.push({ placeholder: cut(t(lang, `menu.${current.key}`), 100), options: options(lang, v, current.acts) });
    }
  }
  return { rows: rows.length ? rows.slice(0, 5 - menus.length) : undefined, menus: menus.length ? menus : undefined };
}

/** No actions of a verb (read, never added to). */
const NONE = Object.freeze([]) as unknown as Action[];

function addKind(kinds: Kind[], key: string, acts: Action[]): void {
  if (acts.length) kinds.push({ key, acts });
}

function button(lang: Locale, v: NoirView, a: Action, style: Control['style']): Control {
  return { act: text(a), label: cut(actLabel(lang, a, v), 80), style };
}

/** Whether the viewer's ability is covert (the Saboteur's swap); every other is seen. */
function abilityCovert(v: NoirView): boolean {
  const role = v.thieves.find((th) => th.seat === v.viewer)?.role;
  return !!role && !!ROLES[role].ability?.covert;
}

/** A menu's options: the first 25 actions, each its target alone; an accusation with what the case file says of it, an
 * ability with whether it is seen. */
function options(lang: Locale, v: NoirView, acts: Action[]): Menu['options'] {
  const out: Menu['options'] = [];
  for (let i = 0; i < acts.length && i < 25; i++) {
    const verb = acts[i].verb;
    const note = verb === 'accuse' ? accuseNote(lang, v, acts[i].args[0]) : verb === 'search' ? searchNote(lang, v, acts[i].args[0])
      : verb === 'ability' ? t(lang, abilityCovert(v) ? 'note.ability-covert' : 'note.ability-seen') : '';
    out.push({ act: text(acts[i]), label: cut(targetLabel(lang, acts[i], v), 100), ...(note ? { description: cut(note, 100) } : {}) });
  }
  return out;
}

/** The chief's case file card of a name (his own view: the chief alone has accusations to make). */
function cardOf(v: NoirView, name: string): CardEntry | undefined {
  return v.viewer === v.chief && v.plainclothes !== null ? chiefFile(v).cards.find((c) => c.name === name) : undefined;
}

/** Accusations ordered by the case file: the likeliest identities first, the cleared last (board order within). */
function byCaseFile(v: NoirView, acts: Action[]): Action[] {
  if (v.plainclothes === null || acts.length < 2) return acts;
  const chance = new Map(chiefFile(v).cards.map((c) => [c.name, c.mark === 'cleared' ? -1 : c.chance]));
  return acts.map((a, i) => ({ a, i, c: chance.get(a.args[0]) ?? 0 })).sort((x, y) => y.c - x.c || x.i - y.i).map((x) => x.a);
}

/** Whose possible identities a search's square holds, as the chief's case file has them (the narrowest thieves
 * first): what the search can tell him. */
function searchNote(lang: Locale, v: NoirView, top: string): string {
  if (v.viewer !== v.chief || v.plainclothes === null) return '';
  const file = chiefFile(v);
  const inside = new Set(squareCells(parseCell(top)).map((i) => file.cards[i]?.name));
  const held = file.thieves
    .filter((th) => !th.caught && th.names.length)
    .map((th) => ({ th, k: th.names.filter((n) => inside.has(n)).length }))
    .filter((x) => x.k > 0)
    .sort((a, b) => a.th.names.length - b.th.names.length || a.th.seat - b.th.seat);
  if (!held.length) return t(lang, 'search.none');
  return t(lang, 'search.holds', {
    list: held.slice(0, 2).map((x) => t(lang, 'search.one', { who: v.names[x.th.seat] ?? '', k: x.k, count: x.th.names.length })).join(', '),
    more: Math.max(0, held.length - 2),
  });
}

/** What the chief's case file says of a name he may accuse: whose identity it may be (the narrowest first), or why it
 * is cleared. */
function accuseNote(lang: Locale, v: NoirView, name: string): string {
  const card = cardOf(v, name);
  if (!card) return '';
  const file = chiefFile(v);
  const who = (seat: number) => v.names[seat] ?? '';
  if (card.mark === 'confirmed') return t(lang, 'accuse.certain', { who: who(card.thieves[0]) });
  if (card.mark === 'cleared') {
    const why = card.why;
    return why && 'caught' in why ? t(lang, 'accuse.cleared-caught', { thief: why.caught })
      : why && 'accused' in why ? t(lang, 'accuse.cleared-accused') : t(lang, 'accuse.cleared');
  }
  if (card.mark !== 'possible' || !card.thieves.length) return '';
  const count = (seat: number) => file.thieves.find((th) => th.seat === seat)?.names.length ?? 0;
  const seats = [...card.thieves].sort((a, b) => count(a) - count(b) || a - b);
  return t(lang, 'accuse.possible', {
    list: seats.slice(0, 2).map((s) => t(lang, 'accuse.one', { who: who(s), count: count(s) })).join(t(lang, 'accuse.or')),
    more: Math.max(0, seats.length - 2),
  });
}

type Group = { name: string; acts: Action[] };

/** A kind whose targets don't fit one menu, split by who makes them possible: a swap by its officer; an accusation by
 * the officer (uniformed and not stunned, or the plainclothes) it is next to. Null when one menu holds them all (the
 * chief's swaps always go by officer: an officer, then his neighbour). */
function groupsOf(v: NoirView, k: Kind): Group[] | null {
  if (k.key === 'swap') return [...new Set(k.acts.map((a) => a.args[0]))].map((name) => ({ name, acts: k.acts.filter((a) => a.args[0] === name) }));
  if (k.key !== 'accuse' || k.acts.length <= 25) return null;
  const eyes = [...v.officers.filter((o) => o !== v.stunned), ...(v.plainclothes ? [v.plainclothes] : [])];
  const near = (a: number, b: number) => a !== b && Math.abs((a % 7) - (b % 7)) <= 1 && Math.abs(Math.floor(a / 7) - Math.floor(b / 7)) <= 1;
  return eyes.map((name) => ({ name, acts: k.acts.filter((a) => near(v.grid.indexOf(name), v.grid.indexOf(a.args[0]))) })).filter((g) => g.acts.length);
}

/** What happened, one line per event as `viewer` may read it (the story of a post without where things stand). */
export function tell(input: { events: GameEvent[]; viewer: number; lang: Locale }): string[] {
  // Told later (a seat taken back): an identity shown is named without where it stood then, which the note's list of
  // identities known gives as it is now.
  const mine = input.events.filter((e) => !e.to || e.to.includes(input.viewer));
  return story(input.lang, mine.map((e) => (e.code === 'shown' ? { ...e, code: 'shown-then' } : e)));
}

export function present(input: PresentInput<NoirView>): Presented {
  const { view: v, lang, moment, name } = input;
  const title = t(lang, 'game.title');
  switch (moment.kind) {
    case 'start':
      // The title, then what bots did before anyone else could act, then where things stand.
      return { lines: [`**${title}**`, ...story(lang, (moment.events ?? []).filter((e) => !e.to)), ...board(v, lang, name, input.seatNote), ...whoseTurn(v, lang, name)] };
    case 'status': {
      // The last round's story may end with the end itself: then it is not said again. A web page lists what happened
      // under where things stand: there the story is not retold.
      const round = input.page ? [] : lastRound(v);
      return {
        lines: [`**${title}**`, ...board(v, lang, name, input.seatNote), ...story(lang, round), ...whoseTurn(v, lang, name, round, input.stopped),
          ...(v.viewer === SPECTATOR ? [] : secrets(v, lang, name, false, input.stopped))],
        ...(v.viewer === SPECTATOR || v.outcome ? {} : controls(v, lang, input.legal, input.focus)),
      };
    }
    case 'turn': {
      const told = moment.events.filter((e) => !e.to);
      return { lines: [...story(lang, told), ...whoseTurn(v, lang, name, told)] };
    }
    case 'step':
      return { lines: [...story(lang, moment.events), ...whoseTurn(v, lang, name, moment.events)] };
    case 'private':
      // Once the game is over, its public post has named every identity and the plainclothes officer: a note nobody
      // asked for has nothing left to tell (what its reader alone was told was an identity, shown, drawn or offered).
      if (v.outcome && !input.asked && !input.page) return { lines: [] };
      // The Mimic's three names are in the secrets already: said once. The end and the reveal are the public post's
      // (every seat reads it): not told again here.
      // Each thing told once in a note (the news line or the standing line, not both): an identity shown to the reader
      // is its news line, with where it stands now, and the case file does not list it again; a new identity of the
      // reader's own is the note's first line ("Your new identity: …"), with no news line after.
      // The reveal (read by others after the end) names the seat rather than "you", and tells no news.
      const reveal = moment.reveal === true;
      const me = v.thieves.find((th) => th.seat === v.viewer);
      const newIdentity = !reveal && !!me?.identity && !v.outcome && moment.events.some((e) => e.code === 'new-identity' && e.params.name === me.identity);
      const current = (e: GameEvent) => v.thieves.some((th) => v.names[th.seat] === e.params.who && th.identity === e.params.name && th.at);
      const news: News = { shown: new Set(moment.events.filter((e) => e.code === 'shown' && current(e)).map((e) => String(e.params.who))), newIdentity };
      const told = reveal ? [] : moment.events.filter((e) => !(e.code === 'mimic-options' && v.mimic?.options) && !(newIdentity && e.code === 'new-identity'));
      const say = (e: GameEvent) => {
        if (e.code !== 'shown') return narrate(lang, e);
        // Where it stands now (the note may tell an earlier show); an identity since changed or caught says it is no
        // longer theirs (the note's list of identities known leaves it out).
        const th = v.thieves.find((x) => v.names[x.seat] === e.params.who && x.identity === e.params.name);
        if (th?.at) return narrate(lang, { ...e, params: { ...e.params, at: th.at, quadrant: th.quadrant ?? '' } });
        return lookup(caseTexts, lang, th ? 'case.shown' : 'case.shown-gone', e.params) ?? narrate(lang, e);
      };
      return {
        lines: [...secrets(v, lang, name, input.page === true, input.stopped, news, reveal), ...told.map(say)],
        ...(v.outcome ? {} : controls(v, lang, input.legal, input.focus)),
      };
  }
}
