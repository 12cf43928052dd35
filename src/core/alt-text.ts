// A picture's text alternative (Discord's attachment and media-gallery `description`: at most 1,024 characters), made
// by a game's `describe` (GameModule) from the same view the picture is drawn from, in the reader's language. Lines
// come in the order a player needs them: where the whole would pass the limit, it is cut after the last line that
// fits (never mid-word), so what a player needs to act comes first.

/** Discord's limit on an attachment's (and a media-gallery item's) description. */
export const ALT_LIMIT = 1024;

/** Lines as one description within `limit` characters: whole lines while they fit, then, when not even the first
 * fits, that line cut at a word with "…". Empty lines are left out. */
export function fitAlt(lines: readonly string[], limit = ALT_LIMIT): string {
  let out = '';
  for (const raw of lines) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    const next = out ? `${out}\n${line}` : line;
    if (next.length <= limit) {
      out = next;
      continue;
    }
    if (!out) out = cutAtWord(line, limit);
    break;
  }
  return out;
}

/** A line cut at the last space within `limit - 1` characters, marked with "…". */
function cutAtWord(line: string, limit: number): string {
  const room = line.slice(0, limit - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > 0 ? room.slice(0, space) : room).trimEnd()}…`;
}
