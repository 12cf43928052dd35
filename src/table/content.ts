// A post's text as its message shows it: its lines joined, the mention first when the lines lack it, within
// Discord's 2,000 characters. The Discord layer, the per-seat export and the web pages all show a post this way.
import type { Post } from './types.js';

export const CONTENT_LIMIT = 2000;

/** Content within the limit, whole lines kept. The first line (the mention, or the post's title) and the last ones
 * (what happened last, where things stand, whose move it is) matter most: a story too long loses its earliest lines
 * after the first, marked "…" where they were. A first line too long for that is cut at a line, the end marked. */
export function fitContent(lines: string[]): string {
  let text = lines.join('\n');
  if (text.length <= CONTENT_LIMIT) return text;
  const [head, ...rest] = lines;
  const tail: string[] = [];
  let used = head.length + 2;
  while (rest.length && used + 1 + rest[rest.length - 1].length <= CONTENT_LIMIT) {
    const line = rest.pop()!;
    tail.unshift(line);
    used += 1 + line.length;
  }
  if (tail.length && head.length <= CONTENT_LIMIT / 2) return [head, '…', ...tail].join('\n');
  text = text.slice(0, CONTENT_LIMIT - 1);
  const cut = text.lastIndexOf('\n');
  return (cut > CONTENT_LIMIT / 2 ? text.slice(0, cut) : text) + '…';
}

/** The text of a post as its message shows it. */
export function postContent(post: Pick<Post, 'text' | 'mention'>): string {
  const lines = [...post.text];
  const mention = post.mention ? `<@${post.mention}>` : null;
  if (mention && !lines.some((l) => l.includes(mention))) lines.unshift(mention);
  return fitContent(lines.length ? lines : ['\u200b']);
}
