// Turns the table's Views (src/table/types.ts) into Discord message payloads: text, buttons, select menus,
// the floor picture as an attachment, and mentions limited to the one user the view names.
import { ButtonStyle, ComponentType, MessageFlags, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import type { Button, SelectMenu, View } from '../table/types.js';

export const CONTENT_LIMIT = 2000;
export const IMAGE_NAME = 'heist.png';

const STYLES: Record<Button['style'], ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

export interface Payload {
  content: string;
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  files: { attachment: Buffer; name: string }[];
  allowedMentions: { parse: []; users: string[] };
  flags?: MessageFlags.Ephemeral;
}

/** Content within Discord's 2000 characters: whole lines kept, the end marked when cut. */
export function fitContent(lines: string[]): string {
  let text = lines.join('\n');
  if (text.length <= CONTENT_LIMIT) return text;
  text = text.slice(0, CONTENT_LIMIT - 1);
  const cut = text.lastIndexOf('\n');
  return (cut > CONTENT_LIMIT / 2 ? text.slice(0, cut) : text) + '…';
}

export function components(view: View): Payload['components'] {
  const rows: Payload['components'] = [];
  const menus: SelectMenu[] = [...(view.select ? [view.select] : []), ...(view.selects ?? [])].filter((m) => m.options.length > 0);
  const maxButtonRows = 5 - Math.min(menus.length, 5);
  for (const row of view.buttons.slice(0, maxButtonRows)) {
    if (row.length === 0) continue;
    rows.push({
      type: ComponentType.ActionRow,
      components: row.slice(0, 5).map((b) => ({
        type: ComponentType.Button,
        custom_id: b.id,
        label: b.label.slice(0, 80),
        style: STYLES[b.style] ?? ButtonStyle.Secondary,
        ...(b.emoji ? { emoji: { name: b.emoji } } : {}),
        ...(b.disabled ? { disabled: true } : {}),
      })),
    });
  }
  menus.slice(0, 5 - rows.length).forEach((menu) => {
    rows.push({
      type: ComponentType.ActionRow,
      components: [{
        type: ComponentType.StringSelect,
        custom_id: menu.id,
        placeholder: menu.placeholder.slice(0, 150),
        options: menu.options.slice(0, 25).map((o) => ({ label: o.label.slice(0, 100), value: o.value.slice(0, 100) })),
      }],
    });
  });
  return rows;
}

/** The message for a view; `image` is the drawn picture (drawn by the caller after deferring). */
export function toPayload(view: View, image?: Buffer | null): Payload {
  const lines = [...view.text];
  const mention = view.mentionUserId ? `<@${view.mentionUserId}>` : null;
  if (mention && !lines.some((l) => l.includes(mention))) lines.unshift(mention);
  const payload: Payload = {
    content: fitContent(lines.length ? lines : ['\u200b']),
    components: components(view),
    files: image ? [{ attachment: image, name: IMAGE_NAME }] : [],
    allowedMentions: { parse: [], users: view.mentionUserId ? [view.mentionUserId] : [] },
  };
  if (view.ephemeral) payload.flags = MessageFlags.Ephemeral;
  return payload;
}
