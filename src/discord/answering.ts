// One interaction's own side of a delivery: what Discord lets an interaction do with its token, in the order it lets
// it — update the pressed message, answer (or defer, then edit the deferral), follow up — and the sentences only its
// person sees (a failure, nothing to show). deliver.ts decides which post goes this way (src/delivery/route.ts: the
// `press` and `answer` sends); the payloads are view.ts's.
import {
  MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction, type InteractionEditReplyOptions,
  type InteractionReplyOptions, type InteractionUpdateOptions, type StringSelectMenuInteraction,
} from 'discord.js';
import type { Attempt, Token } from '../delivery/route.js';
import type { Logger } from '../log.js';
import type { Outbox } from './outbox.js';
import { answerOnly, missingPermissions } from './permissions.js';
import { ui } from './text.js';
import { CONTENT_LIMIT, type Payload } from './view.js';

export type Replyable = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

/** How an interaction was acknowledged before its step (Router.inTurn): a deferred reply, or a deferred update. */
export type Early = 'reply' | 'update';

/** An interaction's token, with when Discord made the interaction (its snowflake's time). */
export const tokenOf = (i: Replyable): Token => ({ token: i.token, at: i.createdTimestamp });

/** A private message sent after a reply deferred for everyone. Discord takes the first follow-up after a deferral as
 * that deferral's answer, with the deferral's flags (public) whatever it asks, and documents no exception for a
 * deferral deleted first: so the deferral is first answered by an edit (a placeholder that says nothing), the private
 * follow-up then stands on its own, and the placeholder goes. */
export async function privatelyAfterPublicDeferral<T>(
  i: { editReply(o: { content: string; allowedMentions: { parse: [] } }): Promise<unknown>; deleteReply(): Promise<unknown> },
  send: () => Promise<T>,
): Promise<T> {
  await i.editReply({ content: '…', allowedMentions: { parse: [] } });
  const out = await send();
  await i.deleteReply().catch(() => undefined);
  return out;
}

export class Answering {
  /** It has its response. */
  answered = false;
  /** Its person was told the step stands but its posts wait. */
  private failedOnce = false;
  /** A response deferred and not yet given ('ephemeral' or 'public' reply; 'update': the pressed message). */
  private deferred?: 'public' | 'ephemeral' | 'update';
  constructor(readonly i: Replyable, private readonly outbox: Outbox, private readonly log: Logger, early?: Early) {
    // Deferred before its step (Router.inTurn), not knowing yet whether the answer would be private.
    if (early) this.deferred = early === 'update' ? 'update' : 'public';
  }

  /** Read once: its time is worked out from the interaction's snowflake. */
  private made?: Token;

  get token(): Token {
    return (this.made ??= tokenOf(this.i));
  }

  /** The pressed message shown again as `payload`, at once or through the deferred update that acknowledged it. */
  async update(payload: Payload): Promise<void> {
    const i = this.i as ButtonInteraction | StringSelectMenuInteraction;
    if (this.deferred === 'update') await i.editReply(asUpdate(payload) as InteractionEditReplyOptions);
    else await i.update(asUpdate(payload));
    this.answered = true;
  }

  /** Acknowledged now as an update of the pressed message (shown again later through `update`), when nothing has
   * answered it yet: a press whose message changes, before waiting on anything slow. */
  async acknowledgeUpdate(): Promise<void> {
    if (this.answered || this.deferred) return;
    await (this.i as ButtonInteraction | StringSelectMenuInteraction).deferUpdate();
    this.deferred = 'update';
  }

  /** Acknowledged now (a deferred answer), when nothing has answered it yet: before waiting on anything slow. */
  async acknowledge(privately: boolean): Promise<void> {
    if (this.answered || this.deferred) return;
    await this.i.deferReply(privately ? { flags: MessageFlags.Ephemeral } : {});
    this.deferred = privately ? 'ephemeral' : 'public';
  }

  /** Whether an answer now would be the interaction's first response (its attempt is then the 'original'). Not after
   * a deferred update: the interaction's own message is then the pressed one, and an answer goes as a follow-up.
   * `answered`: whether it will have been answered by then (a delivery noting its sends ahead). */
  original(ephemeral: boolean, answered = this.answered): boolean {
    return !answered && this.deferred !== 'update' && !(this.deferred === 'public' && ephemeral);
  }

  /** The interaction's own answer if it has none yet, else a follow-up; `key` ties an ephemeral follow-up's request to
   * its handed-over note (Outbox.expectHanding). The message made. */
  async answer(payload: Payload, ephemeral: boolean, key: string | null): Promise<{ channelId: string; id: string }> {
    const i = this.i;
    const flags = (payload.flags ?? 0) | (ephemeral ? MessageFlags.Ephemeral : 0);
    let id: string;
    if (this.deferred === 'public' && ephemeral && !this.answered) {
      // Deferred for everyone before its step (Router.inTurn), the answer is private: the deferral gives way to it.
      id = (await privatelyAfterPublicDeferral(i, () => this.outbox.executeWebhook(i.token, payload, flags, key))).id;
    } else if (this.deferred && this.deferred !== 'update' && !this.answered) {
      // Whether the answer is ephemeral was settled when it was deferred; an edit may only add IS_COMPONENTS_V2.
      id = (await i.editReply(asEdit(payload))).id;
    } else if (!this.answered && !this.deferred) {
      const res = await i.reply(asReply(payload, flags, true) as InteractionReplyOptions & { withResponse: true });
      id = res.resource?.message?.id ?? '';
    } else if (ephemeral) {
      id = (await this.outbox.executeWebhook(i.token, payload, flags, key)).id;
    } else {
      id = (await i.followUp(asReply(payload, flags))).id;
    }
    this.answered = true;
    return { channelId: i.channelId ?? '', id };
  }

  /** The note of an attempt through this interaction, before it is made (found again after a crash); `answered` as
   * in `original`. */
  attempt(ephemeral: boolean, answered = this.answered): Attempt {
    const t = this.token;
    // A first answer after a private deferral is ephemeral whatever was asked (the deferral settled it).
    const only = ephemeral || (!answered && this.deferred === 'ephemeral');
    return { how: this.original(ephemeral, answered) ? 'original' : 'followup', token: t.token, at: t.at, ...(only ? { ephemeral: true } : {}) };
  }

  /** The step stands (it was committed before anything was sent): said once, and where to see it. Where the bot may no
   * longer post in this channel (a server manager took a permission away mid-game), that is what is said, and what
   * to ask for: waiting a moment would change nothing. */
  async failed(step = true): Promise<void> {
    if (this.failedOnce) return;
    this.failedOnce = true;
    // No longer a member of the server (a game begun there before): no permission would help, only adding the bot.
    if (answerOnly(this.i) === 'server') return void (await this.say(ui(this.i.locale, step ? 'err.post-failed-not-member' : 'err.delivery-waits-not-member')));
    const missing = missingPermissions(this.i);
    const perms = missing.map((k) => ui(this.i.locale, `perm.${k}`)).join(', ');
    if (missing.length) await this.say(ui(this.i.locale, step ? 'err.post-failed-permissions' : 'err.delivery-waits-permissions', { perms }));
    else await this.say(ui(this.i.locale, step ? 'err.post-failed' : 'err.delivery-waits'));
  }

  /** Nothing answered it: said so. */
  async finish(): Promise<void> {
    if (!this.answered) await this.say(ui(this.i.locale, 'err.nothing-to-show'));
  }

  /** A sentence only the one who acted sees. */
  async say(content: string): Promise<void> {
    const i = this.i;
    try {
      const body = { content: content.slice(0, CONTENT_LIMIT), flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
      if (this.deferred === 'public' && !this.answered) {
        // Deferred for everyone: the sentence is still only theirs.
        await privatelyAfterPublicDeferral(i, () => i.followUp(body));
      } else if (this.deferred && this.deferred !== 'update' && !this.answered) await i.editReply({ content: body.content, allowedMentions: body.allowedMentions });
      else if (this.answered || i.replied || i.deferred) await i.followUp(body);
      else await i.reply(body);
      this.answered = true;
    } catch (err) {
      this.log.warn('could not tell the user what happened', { interactionId: i.id, err });
    }
  }
}

// A card as each of the interaction's own routes takes it (an update or an edit cannot make a message ephemeral).

// A card's components are Discord's JSON already (view.ts): handed over as encoded, discord.js sends them as they are
// rather than walking every key of them to rewrite it in snake case.

function encoded(p: Payload): Payload['components'] {
  return p.components.map((c) => ({ toJSON: () => c })) as unknown as Payload['components'];
}

// Written out rather than spread and extended: on Node 20 each property added after a spread takes a slow path.
function asUpdate(p: Payload): InteractionUpdateOptions {
  return {
    components: encoded(p), allowedMentions: p.allowedMentions,
    ...(p.content !== undefined ? { content: p.content } : {}), ...(p.flags ? { flags: p.flags & ~MessageFlags.Ephemeral } : {}),
  } as InteractionUpdateOptions;
}

function asEdit(p: Payload): InteractionEditReplyOptions {
  return {
    components: encoded(p), files: p.files, allowedMentions: p.allowedMentions,
    ...(p.content !== undefined ? { content: p.content } : {}), ...(p.flags ? { flags: p.flags & ~MessageFlags.Ephemeral } : {}),
  } as InteractionEditReplyOptions;
}

function asReply(p: Payload, flags: number | undefined, withResponse?: true): InteractionReplyOptions {
  return {
    components: encoded(p), files: p.files, allowedMentions: p.allowedMentions, flags,
    ...(p.content !== undefined ? { content: p.content } : {}), ...(withResponse ? { withResponse } : {}),
  } as InteractionReplyOptions;
}
