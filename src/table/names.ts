// Display names as they may stand in a post: plain text (no Markdown mark, link or mention a name could smuggle into a
// public message), and as a game's player names, unique and free of colons.

/**
 * Display names as a game's player names: no colons (they separate name and action), no Markdown marks (\x60 is the
 * backtick; brackets make a masked link, angle brackets a channel mention or a timestamp, a leading #, > or - a
 * heading, a quote or a list where the name starts a line), unique, not empty.
 */
export function uniqueNames(names: string[], kept: readonly boolean[] = []): string[] {
  const out: string[] = [];
  // The names `kept` (the bots' "Bot 1", …) first: a person calling themselves so is told apart, not the bot.
  const taken = new Set(names.flatMap((raw, i) => (kept[i] ? [freeName(raw, new Set(), `Player ${i + 1}`).toLowerCase()] : [])));
  names.forEach((raw, i) => {
    const name = kept[i] ? freeName(raw, new Set(), `Player ${i + 1}`) : freeName(raw, taken, `Player ${i + 1}`);
    taken.add(name.toLowerCase());
    out.push(name);
  });
  return out;
}

/** A name's most characters, as a reader counts them (a flag, an emoji with its skin tone, a letter with its accent:
 * one each). */
const MAX_NAME = 24;
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A name past MAX_NAME cut with "…": after its last whole word when that keeps half of it, never inside a character. */
function shortened(name: string): string {
  const chars = Array.from(GRAPHEMES.segment(name), (g) => g.segment);
  if (chars.length <= MAX_NAME) return name;
  const head = chars.slice(0, MAX_NAME - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space >= MAX_NAME / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** What a reader cannot see but a name can carry: the invisible characters (zero-width spaces, the Hangul filler of
 * "blank" Discord names, the Braille blank) and the direction marks that show `evil\u202Egnp.exe` as "evilexe.png". The
 * joiner and variation selectors inside emoji and the tags of a subdivision's flag stay. */
const INVISIBLE = /(?![\u200D\uFE0E\uFE0F\u{E0020}-\u{E007F}])[\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** A name a reader can see: a letter, digit, mark of punctuation or symbol. */
const SEEN = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** One display name cleaned as `uniqueNames` cleans them, made unlike the names `taken` (lower case); `fallback` when
 * nothing is left of it. A substitute's name for the seat they take. */
export function freeName(raw: string, taken: ReadonlySet<string>, fallback: string): string {
  let base = shortened(raw.replace(INVISIBLE, '').replace(/[:\n\r\t@\x60*_~|[\]<>\\]/g, ' ').replace(/\s+/g, ' ').trim().replace(/^[#>\-\s]+/, ''));
  if (!SEEN.test(base)) base = fallback;
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  return name;
}

/** A display name as a post may quote it (a lobby's crew line, who ended a heist), plain as a player name is; `fallback`
 * when nothing is left of it. */
export const plainName = (raw: string, fallback = '?'): string => freeName(raw, new Set(), fallback);
