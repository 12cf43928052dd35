// The picture in words (GameModule.describe): the grid as the reader's own picture shows it, from the same picture view
// it is drawn from, so it names nothing the picture does not show that reader (their own identity, those shown to
// them, the chief's plainclothes officer and case file; everyone's at the end). For a reader who cannot see it
// (Discord's alt text, at most 1,024 characters): whose turn, the grid row by row (each card with its marks), then the
// vaults and the last shift. No canvas here.
import { fitAlt } from '../../../core/alt-text.js';
import { lookup } from '../../../core/text.js';
import type { Locale } from '../../../core/types.js';
import { caseMarks } from '../case-file.js';
import { cellName, COLS } from '../engine/grid.js';
import type { Vault } from '../engine/types.js';
import { texts } from '../text/index.js';
import { suspectName } from '../text/suspects.js';
import type { NoirView } from '../view.js';

const t = (lang: Locale, key: string, p: Record<string, unknown> = {}) => lookup(texts, lang, key, p) ?? key;

export function describeGrid(v: NoirView, lang: Locale): string {
  const names = v.names;
  const seat = v.outcome || v.calledOff ? null : v.mimic ? v.mimic.seat : v.turn;
  const who = seat === null ? '' : names[seat] ?? '';
  const status = v.outcome
    ? t(lang, v.outcome === 'thieves' ? 'end.thieves' : 'end.chief')
    : v.calledOff ? t(lang, 'ui.called-off')
      : v.mimic ? t(lang, 'turn.mimic', { who })
        : t(lang, v.turn === v.chief ? 'turn.chief' : 'turn.thief', { who, covert: v.covert, of: v.thieves.length });
  const lines = [t(lang, 'alt.head', { status })];

  // Who each identity the picture names belongs to: the reader's own, those shown to them, everyone's at the end.
  const owner = new Map<string, string>();
  v.thieves.forEach((th, i) => {
    const id = v.reveal ? v.reveal.identities[i] : th.identity;
    if (id) owner.set(id, th.seat === v.viewer && !v.reveal ? t(lang, 'alt.mine') : names[th.seat]);
  });
  const pc = v.reveal?.plainclothes ?? v.plainclothes;
  const marks = caseMarks(v);
  const list = (seats: number[]) => seats.map((k) => names[k]).join(', ');

  const cleared: string[] = [];
  for (let r = 0; r < 7; r++) {
    const cards: string[] = [];
    for (let c = 0; c < 7; c++) {
      const i = r * 7 + c;
      const n = v.grid[i];
      const tags: string[] = [];
      if (v.dead.includes(n)) tags.push(t(lang, 'alt.dead'));
      if (v.officers.includes(n)) tags.push(t(lang, 'alt.officer'));
      if (n === v.stunned) tags.push(t(lang, 'alt.stunned'));
      if (n === pc) tags.push(t(lang, 'render.plainclothes'));
      if (owner.has(n)) tags.push(owner.get(n)!);
      // The chief's case file: certain cards named here, the cleared ones listed after the grid (most cards are
      // still possible: unmarked, as the picture's "?" says nothing more).
      const mark = marks?.[i] ?? null;
      if (mark?.mark === 'confirmed') tags.push(t(lang, 'alt.confirmed', { names: list(mark.thieves) }));
      if (mark?.mark === 'cleared') cleared.push(cellName(i));
      cards.push(`${cellName(i)} ${suspectName(lang, n)}${tags.length ? ` (${tags.join(', ')})` : ''}`);
    }
    lines.push(cards.join(', '));
  }
  if (cleared.length) lines.push(t(lang, 'alt.cleared', { cells: cleared.join(', ') }));

  lines.push(t(lang, 'alt.vaults', {
    list: (['NW', 'NE', 'SW', 'SE'] as Vault[]).map((z) => {
      const vault = t(lang, `vault.${z}`);
      if (v.robbed.includes(z)) return t(lang, 'alt.vault-robbed', { vault });
      const holders = v.thieves.flatMap((th) => th.tokens.filter((x) => x === z).map(() => names[th.seat]));
      return holders.length ? t(lang, 'alt.vault-tokens', { vault, names: holders.join(', ') }) : t(lang, 'alt.vault-empty', { vault });
    }).join('; '),
  }));
  if (v.lastShift) {
    const m = v.lastShift;
    lines.push(t(lang, 'alt.shift', {
      line: t(lang, `alt.${m.line}-line`), index: m.line === 'row' ? m.index + 1 : COLS[m.index], dir: t(lang, `label.${m.dir}`),
    }));
  }
  return fitAlt(lines);
}
