// Delivers the table's posts to Discord, in the order the table made them (src/table/posts.ts decides who is told
// what; this file only decides how each post travels): the interaction's own answer, an ephemeral follow-up for the
// one who acted, a message in the game's channel, a DM. It notes where each post went, takes the controls away from
// messages a newer post supersedes (and from all of a finished game's: each card is shown again without them, its
// picture kept), and never says "nothing was changed" once a step was committed: a post that cannot be delivered is
// reported to the one who acted.
import {
  ComponentType, MessageFlags, Routes, type ButtonInteraction, type ChatInputCommandInteraction, type Client,
  type InteractionEditReplyOptions, type InteractionReplyOptions, type InteractionUpdateOptions, type Message,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { StoredPost } from '../store/types.js';
import type { Table } from '../table/table.js';
import type { Outcome, Post } from '../table/types.js';
import { DrawQueue } from './draw-queue.js';
import type { Logger } from './log.js';
import type { RenderPool } from './render-pool.js';
import type { Early } from './router.js';
import { ui } from './text.js';
import { CONTENT_LIMIT, IMAGE_NAME, toPayload, withoutControls, type Payload, type Picture, type Shown } from './view.js';

export type Replyable = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

export interface DeliveryDeps {
  client: Client;
  table: Table;
  log: Logger;
  pictures?: RenderPool;
}

/** An ephemeral message can be edited only through its interaction's webhook, for 15 minutes. */
const EPHEMERAL_EDIT_MS = 14 * 60_000;
/** How many ephemeral messages we remember the webhook of (for taking their controls away). */
const EPHEMERAL_MEMORY = 5000;
/** How many messages we remember were sent without the picture their post asked for (its drawing failed). */
const PICTURELESS_MEMORY = 5000;

/** Where an interaction's answer stands: `answered` once it has its response; `deferred` when a response was deferred
 * and not yet given ('ephemeral' or 'public' reply; 'update': the pressed message, acknowledged before the step);
 * `early`: deferred before the step (Router.inTurn), not knowing yet whether the answer would be private. */
interface Answering { answered: boolean; failed: boolean; deferred?: 'public' | 'ephemeral' | 'update'; early?: boolean }

const hasControls = (p: Pick<Post, 'buttons' | 'selects'>) => p.buttons.some((r) => r.length > 0) || p.selects.some((m) => m.options.length > 0);

export class Delivery {
  private readonly drawing = new DrawQueue();
  /** Ephemeral messages by id: the webhook that can still edit them, and until when. */
  private readonly ephemeral = new Map<string, { token: string; until: number }>();
  /** Channels whose last press made bots move and is still being delivered (see `busy`). */
  private readonly delivering = new Map<string, number>();
  /** Messages whose post had a picture that could not be drawn: their card, shown again, has no picture to keep. */
  private readonly pictureless = new Set<string>();

  constructor(private readonly deps: DeliveryDeps) {}

  /** Whether a press of this channel's game that made bots move is still being delivered: a command typed now was
   * typed before its author could see those moves (docs/rulings.md, TB1). */
  busy(channelId: string): boolean {
    return (this.delivering.get(channelId) ?? 0) > 0;
  }

  /** The answer to an interaction: the posts in order, the first one (to this person or in this channel) as the
   * interaction's own response. A pressed message whose step was taken loses its controls first. */
  async answer(i: Replyable, out: Outcome, ctx: Record<string, unknown>, early?: Early): Promise<void> {
    const busy = out.botsMoved ? out.channelId : null;
    if (busy) this.delivering.set(busy, (this.delivering.get(busy) ?? 0) + 1);
    try {
      await this.answerPosts(i, out, ctx, early);
    } finally {
      if (busy) {
        const n = (this.delivering.get(busy) ?? 1) - 1;
        if (n > 0) this.delivering.set(busy, n);
        else this.delivering.delete(busy);
      }
    }
  }

  private async answerPosts(i: Replyable, out: Outcome, ctx: Record<string, unknown>, early?: Early): Promise<void> {
    const table = this.deps.table;
    const pictures = this.deps.pictures;
    // Drawing threads run below this thread's priority (render-worker.ts): pictures start at once, beside the
    // acknowledgement. Drawn here instead (no threads), they wait until the interaction is acknowledged.
    const drawn = new Map<Post, Promise<Buffer | null>>();
    const picture = (p: Post): Promise<Buffer | null> => {
      if (!p.picture || !out.picture) return Promise.resolve(null);
      let d = drawn.get(p);
      if (!d) drawn.set(p, (d = this.draw(() => out.picture!(p), ctx)));
      return d;
    };
    if (pictures && pictures.threads > 0) for (const p of out.posts) if (p.picture) void picture(p);

    const component = i.isButton() || i.isStringSelectMenu();
    const state: Answering = { answered: false, failed: false, ...(early ? { deferred: early === 'update' ? 'update' : 'public', early: true } : {}) };
    // The pressed message changes in place: at once, or through the deferred update that acknowledged it.
    const update = async (p: Payload) => {
      if (!component) return;
      if (state.deferred === 'update') await i.editReply(asUpdate(p) as InteractionEditReplyOptions);
      else await i.update(asUpdate(p));
    };
    let posts = out.posts;
    if (component && out.refocus && posts[0]) {
      // A focus control: the same note again, in place (no game step, nothing kept).
      const p = posts[0];
      await update(toPayload(p, keptPicture(i.message, p)));
      return;
    }
    if (component && posts[0]?.replaces === 'lobby' && table.lobbyMessage(out.gameId)?.messageId === i.message.id) {
      // Join or Leave pressed on the lobby: the lobby message itself changes.
      await update(toPayload(posts[0]));
      table.delivered(posts[0], { channelId: i.message.channelId, messageId: i.message.id }, hasControls(posts[0]));
      state.answered = true;
      posts = posts.slice(1);
    } else if (component && out.spent) {
      // A step taken from this message: its controls are spent (the card stays, without them). The posts follow below.
      const kept = this.postsOf(i.message.id, table.postByMessage(i.message.id));
      await update(this.spentCard(i.message, kept.at(-1) ?? null));
      state.answered = true;
      for (const p of kept) if (p.live) table.retired(p.gameId, p.seq);
    }
    for (const p of posts) {
      try {
        await this.one(i, out, p, await this.ack(i, out, p, state, picture), state);
      } catch (err) {
        this.deps.log.warn('a post could not be delivered', { ...ctx, gameId: p.gameId, kind: p.kind, via: p.via, err });
        if (!state.failed && (p.audience === 'public' || p.audience === i.user.id) && p.kind !== 'note') {
          // The step stands (it was committed before anything was sent): say so, and where to see it.
          state.failed = true;
          await this.say(i, state, ui(i.locale, 'err.post-failed'));
        }
      }
    }
    if (!state.answered) await this.say(i, state, ui(i.locale, 'err.nothing-to-show'));
    if (out.finished) await this.retireAll(out.gameId);
  }

  /** Acknowledges the interaction before a picture is drawn (Discord allows 3 seconds), when this post is its answer. */
  private async ack(i: Replyable, out: Outcome, p: Post, state: Answering, picture: (p: Post) => Promise<Buffer | null>): Promise<Buffer | null> {
    const answers = (p.via === 'answer' && p.audience === i.user.id) || (p.via === 'channel' && out.channelId === i.channelId);
    if (!state.answered && !state.deferred && p.picture && answers && !p.replaces) {
      await i.deferReply(p.via === 'answer' ? { flags: MessageFlags.Ephemeral } : {});
      state.deferred = p.via === 'answer' ? 'ephemeral' : 'public';
    }
    return picture(p);
  }

  /** One post, to where it goes; notes where it went and takes the controls from what it supersedes. */
  private async one(i: Replyable, out: Outcome, p: Post, image: Buffer | null, state: Answering): Promise<void> {
    const table = this.deps.table;
    const ephemeral = p.via === 'answer';
    const payload = toPayload({ ...p, ephemeral }, image);
    let sent: { channelId: string; id: string } | null = null;
    if (p.replaces === 'lobby') {
      // /heist join or leave typed: the lobby message changes in place (a new one only if it cannot be found).
      const lobby = table.lobbyMessage(p.gameId);
      if (lobby && await this.edit(lobby.channelId, lobby.messageId, payload)) {
        table.delivered(p, lobby, hasControls(p));
        return;
      }
    }
    if (ephemeral && p.audience === i.user.id) {
      sent = await this.reply(i, payload, state, true);
    } else if (ephemeral || p.via === 'dm') {
      const dm = (await this.deps.client.rest.post(Routes.userChannels(), { body: { recipient_id: p.audience } })) as { id: string };
      sent = await this.postIn(dm.id, payload);
    } else if (out.channelId === i.channelId) {
      sent = await this.reply(i, payload, state, false);
    } else {
      sent = await this.postIn(out.channelId, payload);
    }
    const live = hasControls(p);
    if (p.picture && !image) this.rememberPictureless(sent.id);
    table.delivered(p, { channelId: sent.channelId, messageId: sent.id }, live);
    // A post with controls or a picture supersedes the earlier live messages of its reader(s).
    if (live || p.picture) await this.retireAudience(p.gameId, p.audience, sent.id);
  }

  /** The interaction's own answer if it has none yet, else a follow-up. */
  private async reply(i: Replyable, payload: Payload, state: Answering, ephemeral: boolean): Promise<{ channelId: string; id: string }> {
    const flags = (payload.flags ?? 0) | (ephemeral ? MessageFlags.Ephemeral : 0);
    let id: string;
    if (state.deferred === 'public' && ephemeral && !state.answered) {
      // Deferred for everyone before its step (Router.inTurn), the answer is private: the deferral gives way to it.
      await i.deleteReply();
      id = (await i.followUp({ ...asReply(payload), flags } as InteractionReplyOptions)).id;
    } else if (state.deferred && state.deferred !== 'update' && !state.answered) {
      // Whether the answer is ephemeral was settled when it was deferred; an edit may only add IS_COMPONENTS_V2.
      id = (await i.editReply(asEdit(payload))).id;
    } else if (!state.answered && !state.deferred) {
      const res = await i.reply({ ...asReply(payload), flags, withResponse: true } as InteractionReplyOptions & { withResponse: true });
      id = res.resource?.message?.id ?? '';
    } else {
      id = (await i.followUp({ ...asReply(payload), flags } as InteractionReplyOptions)).id;
    }
    state.answered = true;
    if (ephemeral && id) this.remember(id, i.token);
    return { channelId: i.channelId ?? '', id };
  }

  /** A post that answers no interaction (a reminder), in the game's channel. `nonce`: Discord answers a second post
   * under the same nonce with the first message instead of posting again. */
  async post(channelId: string, p: Post, image: Buffer | null = null, nonce?: string): Promise<void> {
    const sent = await this.postIn(channelId, toPayload(p, image), nonce);
    this.deps.table.delivered(p, { channelId: sent.channelId, messageId: sent.id }, hasControls(p));
  }

  /** A step no interaction asked for (the away-after deadline handed a seat to a bot): each post in its order, in the
   * game's channel or a DM, superseding its readers' older controls as an answer's posts do. */
  async unprompted(out: Outcome): Promise<void> {
    for (const p of out.posts) {
      try {
        let image: Buffer | null = null;
        if (p.picture && out.picture) image = await this.draw(() => out.picture!(p), { gameId: p.gameId });
        const payload = toPayload({ ...p, ephemeral: false }, image);
        const channelId = p.audience === 'public' ? out.channelId
          : ((await this.deps.client.rest.post(Routes.userChannels(), { body: { recipient_id: p.audience } })) as { id: string }).id;
        const sent = await this.postIn(channelId, payload);
        const live = hasControls(p);
        this.deps.table.delivered(p, { channelId: sent.channelId, messageId: sent.id }, live);
        if (live || p.picture) await this.retireAudience(p.gameId, p.audience, sent.id);
      } catch (err) {
        this.deps.log.warn('a post could not be delivered', { gameId: p.gameId, kind: p.kind, via: p.via, err });
      }
    }
    if (out.finished) await this.retireAll(out.gameId);
  }

  /** A sentence only the one who acted sees. */
  private async say(i: Replyable, state: Answering, content: string): Promise<void> {
    try {
      const body = { content: content.slice(0, CONTENT_LIMIT), flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
      if (state.early && state.deferred === 'public' && !state.answered) {
        // Deferred for everyone before the step: the sentence is still only theirs.
        await i.deleteReply();
        await i.followUp(body);
      } else if (state.deferred && state.deferred !== 'update' && !state.answered) await i.editReply({ content: body.content, allowedMentions: body.allowedMentions });
      else if (state.answered || i.replied || i.deferred) await i.followUp(body);
      else await i.reply(body);
      state.answered = true;
    } catch (err) {
      this.deps.log.warn('could not tell the user what happened', { interactionId: i.id, err });
    }
  }

  private async draw(image: () => Buffer | null, ctx: Record<string, unknown>): Promise<Buffer | null> {
    const pool = this.deps.pictures;
    try {
      const thunk = () => image() ?? Buffer.alloc(0);
      const bytes = pool ? await pool.draw(thunk) : await this.drawing.run(thunk);
      return bytes.length ? bytes : null;
    } catch (err) {
      this.deps.log.error('drawing the picture failed', { ...ctx, err });
      return null;
    }
  }

  // ---- taking controls away -----------------------------------------------------------------------------------------

  private async retireAudience(gameId: number, audience: string, except: string): Promise<void> {
    await this.retireEach(this.deps.table.livePosts(gameId, audience).filter((old) => old.messageId !== except));
  }

  private async retireAll(gameId: number): Promise<void> {
    await this.retireEach(this.deps.table.livePosts(gameId));
  }

  /** Several kept posts may be one message (the lobby, edited as people join): it is shown again once, as its latest
   * post says, and every one of them is retired. */
  private async retireEach(posts: StoredPost[]): Promise<void> {
    const latest = new Map<string, StoredPost>();
    for (const p of posts) {
      const key = p.messageId ?? `#${p.seq}`;
      const seen = latest.get(key);
      if (!seen || p.seq > seen.seq) latest.set(key, p);
    }
    for (const p of posts) {
      if (latest.get(p.messageId ?? `#${p.seq}`) === p) await this.retire(p);
      else this.deps.table.retired(p.gameId, p.seq);
    }
  }

  /** The kept posts delivered as this message, the latest last (the lobby is one message for every post that edited
   * it): `found` and the live ones. */
  private postsOf(messageId: string, found: StoredPost | null): StoredPost[] {
    if (!found) return [];
    const live = this.deps.table.livePosts(found.gameId).filter((p) => p.messageId === messageId && p.seq !== found.seq);
    return [found, ...live].sort((a, b) => a.seq - b.seq);
  }

  /** A kept post's message shown again without its controls: its card re-made from the kept body, the picture kept
   * (an edit that names no attachments keeps them). */
  private async retire(old: StoredPost): Promise<void> {
    const { gameId, seq, channelId, messageId } = old;
    if (messageId && channelId) {
      const body = editBody(withoutControls(shownOf(old), this.pictured(old)));
      const hook = this.ephemeral.get(messageId);
      try {
        if (hook) {
          if (hook.until > Date.now()) {
            await this.deps.client.rest.patch(Routes.webhookMessage(this.deps.client.application!.id, hook.token, messageId), { body, auth: false });
          }
          this.ephemeral.delete(messageId);
        } else {
          await this.deps.client.rest.patch(Routes.channelMessage(channelId, messageId), { body });
        }
      } catch (err) {
        this.deps.log.debug('could not take old controls away', { gameId, channelId, messageId, err });
      }
    }
    this.deps.table.retired(gameId, seq);
  }

  /** The pressed message without its controls: its kept post's card again; a message that is no kept post (a
   * confirm question) keeps what it shows but its action rows; a message from before cards loses its rows. */
  private spentCard(message: Message, pressed: StoredPost | null): Payload {
    if (pressed) return withoutControls(shownOf(pressed), !!(pressed.body as Partial<Post>).picture && hasImage(message));
    if (!message.flags.has(MessageFlags.IsComponentsV2)) return { components: [], files: [], allowedMentions: { parse: [], users: [] } };
    return { ...withoutControls({ text: [], buttons: [], selects: [], mention: null }, false), components: stripRows(message.components.map((c) => c.toJSON())) };
  }

  /** Whether a kept post's message carries its picture: asked for, and drawn when it was sent (as far as we know). */
  private pictured(old: StoredPost): boolean {
    return !!(old.body as Partial<Post>).picture && !(old.messageId && this.pictureless.has(old.messageId));
  }

  private remember(messageId: string, token: string): void {
    this.ephemeral.set(messageId, { token, until: Date.now() + EPHEMERAL_EDIT_MS });
    if (this.ephemeral.size > EPHEMERAL_MEMORY) this.ephemeral.delete(this.ephemeral.keys().next().value!);
  }

  private rememberPictureless(messageId: string): void {
    this.pictureless.add(messageId);
    if (this.pictureless.size > PICTURELESS_MEMORY) this.pictureless.delete(this.pictureless.values().next().value!);
  }

  // ---- REST ---------------------------------------------------------------------------------------------------------

  /** Edits a message's card in place; false when it cannot be found. Mentions never ping on an edit. */
  private async edit(channelId: string, messageId: string, p: Payload): Promise<boolean> {
    try {
      await this.deps.client.rest.patch(Routes.channelMessage(channelId, messageId), { body: editBody(p) });
      return true;
    } catch (err) {
      this.deps.log.debug('could not edit a message in place', { channelId, messageId, err });
      return false;
    }
  }

  /** Posts a message in a channel by REST (outside the interaction's own channel). */
  async postIn(channelId: string, p: Payload, nonce?: string): Promise<{ channelId: string; id: string }> {
    const files = p.files.map((f, n) => ({ name: f.name, data: f.attachment, key: `files[${n}]` }));
    const body = {
      ...(p.content !== undefined ? { content: p.content } : {}), components: p.components,
      ...(p.flags ? { flags: p.flags & ~MessageFlags.Ephemeral } : {}), allowed_mentions: { parse: [], users: p.allowedMentions.users },
      ...(files.length ? { attachments: files.map((f, n) => ({ id: String(n), filename: f.name })) } : {}),
      ...(nonce ? { nonce, enforce_nonce: true } : {}),
    };
    const raw = (await this.deps.client.rest.post(Routes.channelMessages(channelId), { body, files })) as { id: string; channel_id?: string };
    return { channelId: raw.channel_id ?? channelId, id: raw.id };
  }
}

/** A kept post's body as the card shows it. */
function shownOf(p: StoredPost): Shown {
  const body = (p.body ?? {}) as Partial<Post>;
  return {
    text: body.text ?? [], buttons: body.buttons ?? [], selects: body.selects ?? [], mention: body.mention ?? null,
    ...(body.color !== undefined ? { color: body.color } : {}),
  };
}

const hasImage = (m: Message) => m.attachments.some((a) => a.name === IMAGE_NAME);

/** The pressed message's picture, kept by the update that shows its post again (refocused). */
function keptPicture(m: Message, p: Post): Picture {
  return p.picture && hasImage(m) ? 'kept' : null;
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

/** A REST edit of a card: no content (a message from before cards had some: it is reset, as Discord asks when the
 * IS_COMPONENTS_V2 flag is set by an edit), the components, the flag, and no pings. */
function editBody(p: Payload): Record<string, unknown> {
  return {
    content: p.content ?? null, components: p.components, ...(p.flags ? { flags: p.flags & ~MessageFlags.Ephemeral } : {}),
    allowed_mentions: { parse: [] },
  };
}

function asUpdate(p: Payload): InteractionUpdateOptions {
  const { flags, files: _files, ...rest } = p;
  return { ...rest, ...(flags ? { flags: flags & ~MessageFlags.Ephemeral } : {}) } as InteractionUpdateOptions;
}

function asEdit(p: Payload): InteractionEditReplyOptions {
  const { flags, ...rest } = p;
  return { ...rest, ...(flags ? { flags: flags & ~MessageFlags.Ephemeral } : {}) } as InteractionEditReplyOptions;
}

function asReply(p: Payload): InteractionReplyOptions {
  return p as InteractionReplyOptions;
}
