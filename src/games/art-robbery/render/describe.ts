// The picture in words (GameModule.describe): a short summary of the table the public picture shows (its counts, whose
// turn), from the same view it is drawn from, for a reader who cannot see it (Discord's alt text, at most 1,024
// characters). The post's text lists every token already. No canvas here.
import { fitAlt } from '../../../core/alt-text.js';
import { lookup } from '../../../core/text.js';
import type { Locale } from '../../../core/types.js';
import { texts } from '../text/index.js';
import type { ArtView } from '../view.js';

const t = (lang: Locale, key: string, p: Record<string, unknown> = {}) => lookup(texts, lang, key, p) ?? key;

export function describeTable(v: ArtView, lang: Locale): string {
  const status = v.calledOff ? t(lang, 'alt.called-off') : v.turn === null ? t(lang, 'alt.over') : t(lang, 'alt.turn', { name: v.names[v.turn] ?? '' });
  const dog = t(lang, 'alt.dog');
  return fitAlt([
    t(lang, 'alt.head', { raid: v.raid, status }),
    t(lang, 'alt.centre', { count: v.centre.length, dog: v.dog === 'centre' ? dog : '' }),
    ...v.players.map((p, i) => t(lang, 'alt.player', {
      name: p.name, hand: p.handSize, faceUp: p.faceUp.length, banked: p.bankedCount, dog: v.dog === i ? dog : '',
    })),
  ]);
}
