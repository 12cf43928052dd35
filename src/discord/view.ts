// Turns the table's posts (src/table/types.ts) into Discord message payloads: one card per post (Discord's layout
// components, IS_COMPONENTS_V2): a container in the game's colour holding the picture, the text, and the buttons and
// menus under a separator. Mentions are limited to the one user the post names (never @everyone, never a role).
import {
  ButtonStyle, ComponentType, MessageFlags, SeparatorSpacingSize, type APIActionRowComponent, type APIButtonComponent,
  type APIComponentInContainer, type APIComponentInMessageActionRow, type APIContainerComponent, type APIMessageTopLevelComponent,
  type Message,
} from 'discord.js';
import type { StoredPost } from '../store/types.js';
import { postContent } from '../table/content.js';
import { lastingControl } from '../table/ids.js';
import type { Button, Post, Retired, SelectMenu } from '../table/types.js';

export { CONTENT_LIMIT, fitContent, postContent } from '../table/content.js';

const EPHEMERAL = 1 << 6;

export const IMAGE_NAME = 'heist.png';
/** How a card refers to its picture: the attachment of the same message (uploaded with it, or kept by an edit). */
export const IMAGE_URL = `attachment://${IMAGE_NAME}`;

const STYLES: Record<Button['style'], ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

export interface Payload {
  /** A plain sentence only (a message that is not a post's card); a card has no content. */
  content?: string;
  components: APIMessageTopLevelComponent[];
  /** `description`: the picture's text alternative (Post.alt), as Discord reads it to whoever cannot see it. */
  files: { attachment: Buffer; name: string; description?: string }[];
  allowedMentions: { parse: []; users: string[] };
  /** IS_COMPONENTS_V2 for a card, with Ephemeral for an answer only its reader sees. */
  flags?: number;
}

/** What a post looks like to Discord: its lines, buttons and menus, its game's colour (the picture is the caller's). */
export type Shown = Pick<Post, 'text' | 'buttons' | 'selects' | 'mention'> & { color?: number; ephemeral?: boolean; alt?: string };

/** A card's picture: newly drawn bytes, `'kept'` (the message already has it: an edit keeps it), or none. */
export type Picture = Buffer | 'kept' | null | undefined;

/** The action rows of a post's controls: at most 5 rows of at most 5 buttons, each menu on a row of its own. */
export function components(view: Pick<Post, 'buttons' | 'selects'>): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const rows: APIActionRowComponent<APIComponentInMessageActionRow>[] = [];
  const menus: SelectMenu[] = view.selects.filter((m) => m.options.length > 0);
  const maxButtonRows = 5 - Math.min(menus.length, 5);
  for (const row of view.buttons.slice(0, maxButtonRows)) {
    if (row.length === 0) continue;
    rows.push({ type: ComponentType.ActionRow, components: row.slice(0, 5).map(button) });
  }
  menus.slice(0, 5 - rows.length).forEach((menu) => {
    rows.push({
      type: ComponentType.ActionRow,
      components: [{
        type: ComponentType.StringSelect,
        custom_id: menu.id,
        placeholder: menu.placeholder.slice(0, 150),
        options: menu.options.slice(0, 25).map((o) => ({ label: o.label.slice(0, 100), value: o.value.slice(0, 100), ...(o.description ? { description: o.description.slice(0, 100) } : {}) })),
      }],
    });
  });
  return rows;
}

function button(b: Button): APIButtonComponent {
  const look = { label: b.label.slice(0, 80), ...(b.emoji ? { emoji: { name: b.emoji } } : {}), ...(b.disabled ? { disabled: true } : {}) };
  // A link opens its address and sends us nothing: no custom id (Discord refuses one on a link).
  if (b.url) return { type: ComponentType.Button, style: ButtonStyle.Link, url: b.url, ...look };
  return { type: ComponentType.Button, custom_id: b.id, style: STYLES[b.style] ?? ButtonStyle.Secondary, ...look };
}

const hasControls = (p: Pick<Post, 'buttons' | 'selects'>) => p.buttons.some((r) => r.length > 0) || p.selects.some((m) => m.options.length > 0);

/** One post as one card: the picture, the text (one text display: the same text as `postContent`, which the export
 * and the web pages show), then the controls under a separator. At most 4 + 5 rows + 25 controls = 34 components
 * (Discord allows 40); the text is within 2,000 characters (Discord allows 4,000 in all). */
export function card(post: Shown, pictured: boolean): APIContainerComponent {
  const inside: APIComponentInContainer[] = [];
  // The picture's text alternative on the gallery item too (Discord shows the item's description, ≤ 1,024).
  if (pictured) inside.push({ type: ComponentType.MediaGallery, items: [{ media: { url: IMAGE_URL }, ...(post.alt ? { description: post.alt } : {}) }] });
  inside.push({ type: ComponentType.TextDisplay, content: postContent(post) });
  if (hasControls(post)) {
    inside.push({ type: ComponentType.Separator, divider: true, spacing: SeparatorSpacingSize.Small });
    inside.push(...components(post));
  }
  return { type: ComponentType.Container, ...(post.color !== undefined ? { accent_color: post.color } : {}), components: inside };
}

/** The message for a post; `image` is the drawn picture (drawn by the caller after acknowledging), or `'kept'`. */
export function toPayload(post: Shown, image?: Picture): Payload {
  const fresh = Buffer.isBuffer(image) && image.length > 0;
  return {
    components: [card(post, fresh || image === 'kept')],
    files: fresh ? [{ attachment: image, name: IMAGE_NAME, ...(post.alt ? { description: post.alt } : {}) }] : [],
    allowedMentions: { parse: [], users: post.mention ? [post.mention] : [] },
    flags: MessageFlags.IsComponentsV2 | (post.ephemeral ? MessageFlags.Ephemeral : 0),
  };
}

/** A delivered post again without its controls (they are spent, or superseded), its picture kept: the card as an
 * edit. An edit never pings: its allowed mentions are empty (the post pinged its reader once, when it was sent). */
export function withoutControls(post: Shown, pictured: boolean): Payload {
  return {
    components: [card({ ...post, buttons: [], selects: [] }, pictured)],
    files: [],
    allowedMentions: { parse: [], users: [] },
    flags: MessageFlags.IsComponentsV2,
  };
}

// ---- a card shown again: edited, spent, renewed -------------------------------------------------------------------

/** A REST edit of a card: no content (a message from before cards had some: it is reset, as Discord asks when the
 * IS_COMPONENTS_V2 flag is set by an edit), the components, the flag, and no pings. */
export function editBody(p: Payload): Record<string, unknown> {
  return {
    content: p.content ?? null, components: p.components, ...(p.flags ? { flags: p.flags & ~EPHEMERAL } : {}),
    allowed_mentions: { parse: [] },
  };
}

export const hasImage = (m: Message) => m.attachments.some((a) => a.name === IMAGE_NAME);

/** A kept post's body as the card shows it. */
export function shownOf(p: StoredPost): Shown {
  const body = (p.body ?? {}) as Partial<Post>;
  return {
    text: body.text ?? [], buttons: body.buttons ?? [], selects: body.selects ?? [], mention: body.mention ?? null,
    ...(body.color !== undefined ? { color: body.color } : {}), ...(body.alt ? { alt: body.alt } : {}),
  };
}

/** The pressed message's picture, kept by the update that shows its post again (refocused). */
export function keptPicture(m: Message, p: Post): Picture {
  // A note that went without its own picture because its reader's is the same (`drawn`) keeps the one the message has.
  return (p.picture || p.drawn) && hasImage(m) ? 'kept' : null;
}

/** The pressed message without its controls: its kept post's card again; a message that is no kept post (a
 * confirm question) keeps what it shows but its action rows; a message from before cards loses its rows. */
export function spentCard(message: Message, pressed: StoredPost | null): Payload {
  if (pressed) return withoutControls(shownOf(pressed), !!(pressed.body as Partial<Post>).picture && hasImage(message));
  if (!message.flags.has(MessageFlags.IsComponentsV2)) return { components: [], files: [], allowedMentions: { parse: [], users: [] } };
  return { ...withoutControls({ text: [], buttons: [], selects: [], mention: null }, false), components: stripRows(message.components.map((c) => c.toJSON())) };
}

/** A card's components without its controls: no action rows, and no separator left at the end of a container. */
function stripRows(components: unknown[]): Payload['components'] {
  const strip = (list: any[]): any[] => {
    const kept = list.filter((c) => c?.type !== ComponentType.ActionRow)
      .map((c) => (c?.type === ComponentType.Container ? { ...c, components: strip(c.components ?? []) } : c));
    while (kept.length && kept[kept.length - 1]?.type === ComponentType.Separator) kept.pop();
    return kept;
  };
  return strip(components) as Payload['components'];
}


/** A post's card as a message: only its reader sees it when `ephemeral`; a post superseded before it could be
 * delivered goes without its controls. */
export function cardOf(p: Post, image: Picture, ephemeral = false): Payload {
  const shown: Shown = p.retiring ? { ...p, buttons: [], selects: [] } : p;
  // Not copied for nothing (toPayload only reads it), and a property of its own given first: on Node 20 an object made
  // by a spread takes a slow path for each new property added after it.
  return toPayload(ephemeral ? { ephemeral, ...shown } : shown, image);
}

/** An earlier message as it shows once its controls go: without them (its picture kept), or as the plan says it shows
 * instead (a seat handed to a bot: its note offers the seat back, with no hand and no picture). As an edit. */
export function retiredBody(old: Retired, pictured: boolean): Record<string, unknown> {
  if (old.shows) return { ...editBody(toPayload({ ...shownOf(old), ...old.shows }, null)), attachments: [] };
  // My hand and Web stay: they work at any moment (a take-back leaves the post that pings the next person their way
  // to their controls).
  const shown = shownOf(old);
  const lasting = shown.buttons.map((r) => r.filter((b) => !b.url && lastingControl(b.id))).filter((r) => r.length > 0);
  return editBody({ ...withoutControls(shown, pictured), components: [card({ ...shown, buttons: lasting, selects: [] }, pictured)] });
}
