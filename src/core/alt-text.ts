// A picture's text alternative (Discord's attachment and media-gallery `description`: at most 1,024 characters), made
// by a game's `describe` (GameModule) from the same view the picture is drawn from, in the reader's language. Lines
// come in the order a player needs them: where the whole would pass the limit, it is cut after the last line that
// fits (never mid-word) and ends with a line "…", so a listener knows there was more; what a player needs to act comes
// first.

/** Discord's limit on an attachment's (and a media-gallery item's) description. */
export const ALT_LIMIT = 1024;

/** Lines as one description within `limit` characters: whole lines while they fit, then a line "…" for those left
 * out; when not even the first fits, that line cut at a word with "…". Empty lines are left out. */
export function fitAlt(lines: readonly string[], limit = ALT_LIMIT): string {
  const kept: string[] = [];
  let length = -1;
  const said = lines.map((raw) => raw.replace(/\s+/g, ' ').trim()).filter(Boolean);
  for (const [k, line] of said.entries()) {
    // The last line may take the room the "…" would: nothing is left out after it.
    const room = k === said.length - 1 ? limit : limit - MORE.length;
    if (length + 1 + line.length <= room) {
      kept.push(line);
      length += 1 + line.length;
      continue;
    }
    if (!kept.length) return cutAtWord(line, limit);
    return [...kept, MORE.trim()].join('\n');
  }
  return kept.join('\n');
}

/** The line that says lines were left out (with its line break). */
const MORE = '\n…';

/** A line cut at the last space within `limit - 1` characters, marked with "…". */
function cutAtWord(line: string, limit: number): string {
  const room = line.slice(0, limit - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > 0 ? room.slice(0, space) : room).trimEnd()}…`;
}
