// Delivers the table's posts to Discord, in the order the table made them (src/table/posts.ts decides who is told
// what; this file only decides how each post travels): the interaction's own answer, an ephemeral follow-up for the
// one who acted, a message in the game's channel, a DM. It notes where each post went, takes the controls away from
// messages a newer post supersedes (and from all of a finished game's), and never says "nothing was changed" once a
// step was committed: a post that cannot be delivered is reported to the one who acted.
import {
  MessageFlags, Routes, type ButtonInteraction, type ChatInputCommandInteraction, type Client, type InteractionReplyOptions,
  type InteractionUpdateOptions, type StringSelectMenuInteraction,
} from 'discord.js';
import type { Table } from '../table/table.js';
import type { Outcome, Post } from '../table/types.js';
import { DrawQueue } from './draw-queue.js';
import type { Logger } from './log.js';
import type { RenderPool } from './render-pool.js';
import { ui } from './text.js';
import { CONTENT_LIMIT, toPayload, type Payload } from './view.js';

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

const hasControls = (p: Pick<Post, 'buttons' | 'selects'>) => p.buttons.some((r) => r.length > 0) || p.selects.some((m) => m.options.length > 0);

export class Delivery {
  private readonly drawing = new DrawQueue();
  /** Ephemeral messages by id: the webhook that can still edit them, and until when. */
  private readonly ephemeral = new Map<string, { token: string; until: number }>();
  /** Channels whose last press made bots move and is still being delivered (see `busy`). */
  private readonly delivering = new Map<string, number>();

  constructor(private readonly deps: DeliveryDeps) {}

  /** Whether a press of this channel's game that made bots move is still being delivered: a command typed now was
   * typed before its author could see those moves (docs/rulings.md, TB1). */
  busy(channelId: string): boolean {
    return (this.delivering.get(channelId) ?? 0) > 0;
  }

  /** The answer to an interaction: the posts in order, the first one (to this person or in this channel) as the
   * interaction's own response. A pressed message whose step was taken loses its controls first. */
  async answer(i: Replyable, out: Outcome, ctx: Record<string, unknown>): Promise<void> {
    const busy = out.botsMoved ? out.channelId : null;
    if (busy) this.delivering.set(busy, (this.delivering.get(busy) ?? 0) + 1);
    try {
      await this.answerPosts(i, out, ctx);
    } finally {
      if (busy) {
        const n = (this.delivering.get(busy) ?? 1) - 1;
        if (n > 0) this.delivering.set(busy, n);
        else this.delivering.delete(busy);
      }
    }
  }

  private async answerPosts(i: Replyable, out: Outcome, ctx: Record<string, unknown>): Promise<void> {
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
    const state: { answered: boolean; failed: boolean; deferred?: boolean } = { answered: false, failed: false };
    let posts = out.posts;
    if (component && out.refocus && posts[0]) {
      // A focus control: the same note again, in place (no game step, nothing kept).
      const p = posts[0];
      await i.update(asUpdate(toPayload(p, null)));
      return;
    }
    if (component && posts[0]?.replaces === 'lobby' && table.lobbyMessage(out.gameId)?.messageId === i.message.id) {
      // Join or Leave pressed on the lobby: the lobby message itself changes.
      await i.update(asUpdate(toPayload(posts[0])));
      table.delivered(posts[0], { channelId: i.message.channelId, messageId: i.message.id }, hasControls(posts[0]));
      state.answered = true;
      posts = posts.slice(1);
    } else if (component && out.spent) {
      // A step taken from this message: its controls are spent. The posts follow below it.
      await i.update({ components: [] });
      state.answered = true;
      const pressed = table.postByMessage(i.message.id);
      if (pressed?.live) table.retired(pressed.gameId, pressed.seq);
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
  private async ack(i: Replyable, out: Outcome, p: Post, state: { answered: boolean; deferred?: boolean }, picture: (p: Post) => Promise<Buffer | null>): Promise<Buffer | null> {
    const answers = (p.via === 'answer' && p.audience === i.user.id) || (p.via === 'channel' && out.channelId === i.channelId);
    if (!state.answered && !state.deferred && p.picture && answers && !p.replaces) {
      await i.deferReply(p.via === 'answer' ? { flags: MessageFlags.Ephemeral } : {});
      state.deferred = true;
    }
    return picture(p);
  }

  /** One post, to where it goes; notes where it went and takes the controls from what it supersedes. */
  private async one(i: Replyable, out: Outcome, p: Post, image: Buffer | null, state: { answered: boolean; deferred?: boolean }): Promise<void> {
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
    table.delivered(p, { channelId: sent.channelId, messageId: sent.id }, live);
    // A post with controls or a picture supersedes the earlier live messages of its reader(s).
    if (live || p.picture) await this.retireAudience(p.gameId, p.audience, sent.id);
  }

  /** The interaction's own answer if it has none yet, else a follow-up. */
  private async reply(i: Replyable, payload: Payload, state: { answered: boolean; deferred?: boolean }, ephemeral: boolean): Promise<{ channelId: string; id: string }> {
    const flags = ephemeral ? { flags: MessageFlags.Ephemeral as const } : {};
    let id: string;
    if (state.deferred && !state.answered) {
      const { flags: _f, ...edit } = payload;
      id = (await i.editReply(edit)).id;
    } else if (!state.answered) {
      const res = await i.reply({ ...asReply(payload), ...flags, withResponse: true });
      id = res.resource?.message?.id ?? '';
    } else {
      id = (await i.followUp({ ...asReply(payload), ...flags })).id;
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

  /** A sentence only the one who acted sees. */
  private async say(i: Replyable, state: { answered: boolean; deferred?: boolean }, content: string): Promise<void> {
    try {
      const body = { content: content.slice(0, CONTENT_LIMIT), flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
      if (state.deferred && !state.answered) await i.editReply({ content: body.content, allowedMentions: body.allowedMentions });
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
    for (const old of this.deps.table.livePosts(gameId, audience)) {
      if (old.messageId === except) continue;
      await this.retire(old.gameId, old.seq, old.channelId, old.messageId);
    }
  }

  private async retireAll(gameId: number): Promise<void> {
    for (const old of this.deps.table.livePosts(gameId)) await this.retire(old.gameId, old.seq, old.channelId, old.messageId);
  }

  private async retire(gameId: number, seq: number, channelId: string | null, messageId: string | null): Promise<void> {
    if (messageId && channelId) {
      const hook = this.ephemeral.get(messageId);
      try {
        if (hook) {
          if (hook.until > Date.now()) {
            await this.deps.client.rest.patch(Routes.webhookMessage(this.deps.client.application!.id, hook.token, messageId), { body: { components: [] }, auth: false });
          }
          this.ephemeral.delete(messageId);
        } else {
          await this.deps.client.rest.patch(Routes.channelMessage(channelId, messageId), { body: { components: [] } });
        }
      } catch (err) {
        this.deps.log.debug('could not take old controls away', { gameId, channelId, messageId, err });
      }
    }
    this.deps.table.retired(gameId, seq);
  }

  private remember(messageId: string, token: string): void {
    this.ephemeral.set(messageId, { token, until: Date.now() + EPHEMERAL_EDIT_MS });
    if (this.ephemeral.size > EPHEMERAL_MEMORY) this.ephemeral.delete(this.ephemeral.keys().next().value!);
  }

  // ---- REST ---------------------------------------------------------------------------------------------------------

  /** Edits a message's text and controls in place; false when it cannot be found. Mentions never ping on an edit. */
  private async edit(channelId: string, messageId: string, p: Payload): Promise<boolean> {
    try {
      await this.deps.client.rest.patch(Routes.channelMessage(channelId, messageId), {
        body: { content: p.content, components: p.components, allowed_mentions: { parse: [] } },
      });
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
      content: p.content, components: p.components, allowed_mentions: { parse: [], users: p.allowedMentions.users },
      ...(files.length ? { attachments: files.map((f, n) => ({ id: String(n), filename: f.name })) } : {}),
      ...(nonce ? { nonce, enforce_nonce: true } : {}),
    };
    const raw = (await this.deps.client.rest.post(Routes.channelMessages(channelId), { body, files })) as { id: string; channel_id?: string };
    return { channelId: raw.channel_id ?? channelId, id: raw.id };
  }
}

function asUpdate(p: Payload): InteractionUpdateOptions {
  const { flags: _flags, files: _files, ...rest } = p;
  return rest as InteractionUpdateOptions;
}

function asReply(p: Payload): InteractionReplyOptions {
  return p as InteractionReplyOptions;
}
