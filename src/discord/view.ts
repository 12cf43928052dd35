// Turns the table's posts (src/table/types.ts) into Discord message payloads: text, buttons, select menus, the
// picture as an attachment, and mentions limited to the one user the post names (never @everyone, never a role).
import { ButtonStyle, ComponentType, MessageFlags, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import { postContent } from '../table/content.js';
import type { Button, Post, SelectMenu } from '../table/types.js';

export { CONTENT_LIMIT, fitContent, postContent } from '../table/content.js';

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

/** What a post looks like to Discord: its lines, buttons and menus (the picture is attached by the caller). */
export type Shown = Pick<Post, 'text' | 'buttons' | 'selects' | 'mention'> & { ephemeral?: boolean };

export function components(view: Pick<Post, 'buttons' | 'selects'>): Payload['components'] {
  const rows: Payload['components'] = [];
  const menus: SelectMenu[] = view.selects.filter((m) => m.options.length > 0);
  const maxButtonRows = 5 - Math.min(menus.length, 5);
  for (const row of view.buttons.slice(0, maxButtonRows)) {
    if (row.length === 0) continue;
    rows.push({
      type: ComponentType.ActionRow,
      components: row.slice(0, 5).map((b) => (b.url
        // A link button opens its address; it has no custom id and sends no interaction.
        ? { type: ComponentType.Button as const, style: ButtonStyle.Link as const, url: b.url, label: b.label.slice(0, 80) }
        : {
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

/** The message for a post; `image` is the drawn picture (drawn by the caller after acknowledging). */
export function toPayload(post: Shown, image?: Buffer | null): Payload {
  const payload: Payload = {
    content: postContent(post),
    components: components(post),
    files: image ? [{ attachment: image, name: IMAGE_NAME }] : [],
    allowedMentions: { parse: [], users: post.mention ? [post.mention] : [] },
  };
  if (post.ephemeral) payload.flags = MessageFlags.Ephemeral;
  return payload;
}
