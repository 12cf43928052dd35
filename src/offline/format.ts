// The offline terminal's view of a Discord message: its text (a card's text displays, or a plain message's content),
// numbered buttons and select options, links, marked with who may see it when that is not everyone at the table.
import type { Message } from '../local/standin/index.js';
import { controlsOf, messageText } from '../local/driver.js';
import { ui } from '../discord/text.js';
import { decodeId, KEYS, type DecodedId } from '../table/ids.js';

/** The buttons `click N` presses, numbered as printed: enabled, and sending the bot something (not links). */
export function buttonsOf(m: Message): { customId: string; label: string }[] {
  return controlsOf(m).filter((c) => c.type === 2 && c.custom_id && !c.disabled).map((c) => ({ customId: c.custom_id!, label: c.label ?? c.custom_id! }));
}

/** Link buttons: they open an address in a browser; the terminal prints it. */
function linksOf(m: Message): { label: string; url: string }[] {
  return controlsOf(m).filter((c) => c.type === 2 && c.style === 5 && c.url).map((c) => ({ label: c.label ?? c.url!, url: c.url! }));
}

/** Every select menu of a message, in order. */
function selectsOf(m: Message): { customId: string; placeholder: string; options: { label: string; value: string; description?: string }[] }[] {
  return controlsOf(m).filter((c) => c.type === 3 && c.custom_id && !c.disabled)
    .map((c) => ({ customId: c.custom_id!, placeholder: c.placeholder ?? '', options: c.options ?? [] }));
}

/** Option `n` (from 1) counted through all the message's menus in order, as they are printed; null if there is none. */
export function optionAt(m: Message, n: number): { customId: string; value: string } | null {
  let k = n;
  for (const s of selectsOf(m)) {
    if (k >= 1 && k <= s.options.length) return { customId: s.customId, value: s.options[k - 1].value };
    k -= s.options.length;
  }
  return null;
}

export const hasControls = (m: Message) => buttonsOf(m).length > 0 || selectsOf(m).length > 0;

/** How many choices a message's menus hold together (`pick N` numbers them on from one menu to the next). */
export const countOptions = (m: Message): number => selectsOf(m).reduce((n, s) => n + s.options.length, 0);

/** Whether a message is this person's: only they see it (an ephemeral answer, their DM with the bot), it names them (a
 * question asked of them, their turn), or it answers a command they typed (`asked`: those commands' interaction ids; the
 * lobby they opened, the status they asked for). */
const addressedTo = (m: Message, userId: string, dmChannelId: string, asked: ReadonlySet<string>): boolean =>
  m.ephemeralTo === userId || m.channelId === dmChannelId || (m.mentions ?? []).includes(userId)
  || (m.interactionId !== undefined && asked.has(m.interactionId));

/** What a message shows, for telling whether an edit changed it: its text and its pictures. */
export const shownOf = (m: Message): string => `${messageText(m)}|${m.attachments.map((a) => a.id).join(',')}`;

/** A message's controls as the reader tells them apart: My hand and Web by their game alone (they work at any version,
 * so a renewed custom id is the same button), a menu by its custom id and its choices (a focus shows another menu under
 * the same id: new choices, to be printed before `pick N` picks one), any other by its whole custom id. */
export function controlKeys(m: Message): Set<string> {
  return new Set(controlsOf(m).filter((c) => (c.type === 2 || c.type === 3) && c.custom_id && !c.disabled).map((c) => {
    const id = decodeId(c.custom_id!);
    if (id && (id.what === KEYS.hand || id.what === KEYS.web)) return `${id.gameId}:${id.what}`;
    const choices = (c as { options?: { value: string; label?: string }[] }).options;
    return c.type === 3 && choices ? `${c.custom_id!}|${choices.map((o) => `${o.value}=${o.label ?? ''}`).join('|')}` : c.custom_id!;
  }));
}

/** Whether `after` is `before` with only controls taken away (none added or renewed, its text and pictures the same):
 * an edit such as a turn post losing its game buttons, keeping My hand or Web. Nothing new to read, nor to press. */
export function onlyTookAway(before: Message, after: Message): boolean {
  if (shownOf(before) !== shownOf(after)) return false;
  const had = controlKeys(before);
  return [...controlKeys(after)].every((k) => had.has(k));
}

/** What `pickTarget` looks among: messages with any control (`pick N`, and where a message's menus are meant), or with
 * buttons to press (`click N`: it presses only what a message numbers as [N]). */
export type TargetKind = 'any' | 'buttons';

/** The message `click N` / `pick N` act on for a person, among those they see: the last written (sent or edited: a
 * note renewed in place is as new as its edit; `written` may date an edit that only took controls away as the message
 * was before) with current controls that is theirs (a question asked of them, their note, the answer to a command they
 * typed), else the last with current controls, else the last with any; null when none has controls. With kind
 * `buttons`, only messages with buttons count (`click N` never picks from a menu). Controls are current when they
 * belong to the newest game (game ids grow: once a new game opens, every post of the one before, a game that is over,
 * is the past) and to its newest moment, the version in their custom id (`h:<game>:<version>:…`, docs/table.md): an
 * older one is stale (say, a preview they never confirmed). My hand and Web date no moment: a public post with only
 * them leaves the note under it, made before a step that changed nothing of it (a thief's show), the one to press. */
export function pickTarget(seen: Message[], userId: string, dmChannelId: string, asked: ReadonlySet<string> = new Set(),
  opts: { written?: (m: Message) => number; kind?: TargetKind } = {}): Message | null {
  const written = opts.written ?? ((m: Message) => m.editedAt ?? m.createdAt ?? 0);
  const live = seen.filter(hasControls).sort((a, b) => written(a) - written(b) || (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0));
  const ids = (m: Message) => controlsOf(m).flatMap((c) => decodeId(c.custom_id ?? '') ?? []);
  // My hand and Web answer at any version (src/table/controls.ts): they date no moment, only name their game.
  const dated = (id: DecodedId) => id.what !== KEYS.hand && id.what !== KEYS.web;
  // Which game and moment are current is read from every message, whatever the kind looked for: a stale preview's
  // buttons stay stale when the current note has only menus.
  const all = live.flatMap(ids);
  const game = all.reduce((g, id) => Math.max(g, id.gameId), -1);
  const moment = all.reduce((v, id) => (id.gameId === game && dated(id) ? Math.max(v, id.version) : v), -1);
  const ofKind = (m: Message) => opts.kind !== 'buttons' || buttonsOf(m).length > 0;
  const current = live.filter((m) => ofKind(m) && ids(m).every((id) => id.gameId === game && (!dated(id) || id.version === moment)));
  // One's own message with only My hand and Web (the status one asked for) is theirs until a newer one with controls
  // of the moment is printed (a final reminder's "Let a bot play"): that one was seen last.
  const ofTheMoment = (m: Message) => ids(m).some(dated);
  const lastOfTheMoment = current.findLastIndex(ofTheMoment);
  const mine = current.filter((m, i) => addressedTo(m, userId, dmChannelId, asked) && (ofTheMoment(m) || i > lastOfTheMoment));
  return mine.at(-1) ?? current.at(-1) ?? live.filter(ofKind).at(-1) ?? null;
}

/** A message as printed: `marker` first (e.g. "(only bob sees this)"), mentions as @name and #channel, then pictures
 * and controls. */
export function formatMessage(m: Message, locale: string, imagePaths: string[], nameOf: (userId: string) => string, marker?: string, channelOf: (id: string) => string = (id) => id): string {
  const lines: string[] = [];
  if (marker) lines.push(marker);
  const text = messageText(m);
  if (text.trim() && text !== '\u200b') {
    lines.push(...plain(text).replace(/<@!?(\d+)>/g, (_, id: string) => `@${nameOf(id)}`).replace(/<#(\d+)>/g, (_, id: string) => `#${channelOf(id)}`).split('\n'));
  }
  for (const path of imagePaths) lines.push(ui(locale, 'offline.image', { path }));
  // The picture in words (its alt text, as Discord reads it out), on one line, with the picture it describes.
  if (imagePaths.length) {
    for (const a of m.attachments ?? []) if (a.description) lines.push(ui(locale, 'offline.image-alt', { text: a.description.replace(/\s*\n\s*/g, ' / ') }));
  }
  const buttons = buttonsOf(m);
  if (buttons.length) lines.push(`${ui(locale, 'offline.buttons')} ${buttons.map((b, i) => `[${i + 1}] ${b.label}`).join('  ')}`);
  for (const link of linksOf(m)) lines.push(ui(locale, 'offline.link', link));
  // Every menu, numbered on from the one before: `pick N` counts the same way (optionAt).
  let n = 0;
  for (const select of selectsOf(m)) {
    lines.push(ui(locale, 'offline.select', { placeholder: select.placeholder }));
    for (const o of select.options) lines.push(`  ${++n}. ${o.label}${o.description ? ` — ${o.description}` : ''}`);
  }
  return lines.length > (marker ? 1 : 0) ? lines.map((l) => `  ${l}`).join('\n') : '';
}

/** Discord's Markdown marks a terminal would print as they are: **bold**, *italics*, __underline__, ~~strike~~ and
 * `code` (a lone star, as in Art Robbery's `1*` token, stays). */
function plain(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/(^|[^\w*])\*([^*\s][^*\n]*?)\*(?![\w*])/gm, '$1$2')
    .replace(/__(.+?)__/g, '$1').replace(/~~(.+?)~~/g, '$1').replace(/\x60([^\x60\n]+)\x60/g, '$1');
}
