// The CPU bench's bare discord.js client, in a thread of its own (./bench-thread.ts): the same client as the bot's
// (src/discord/bot.ts: Guilds intent, DM partials, no message cache), with no table, store or game, running the other
// shard of two (the bot runs shard 0; this client's servers, copies of the bot's, are on shard 1). Before each
// interaction it is sent, it is fed the bot's: the calls the bot made for it, which it makes again, in their order, as
// a discord.js bot makes them and as the bot did (src/discord/deliver.ts): the interaction's own response, its
// answer's edits and deletion and its follow-ups written by discord.js (a body with `tts`: a MessagePayload's) through
// the Interaction's methods (reply, deferReply, deferUpdate, update, editReply, deleteReply, followUp); every other call
// (messages by REST, edits by id, follow-ups written by the bot, DMs opened) through client.rest, with the same method,
// route, query, JSON body and files (sizes and names; their type found by discord.js, as for the bot's). The ids of
// the bot's run are this one's: its servers and channels (fed), its interactions' ids and tokens (of this interaction
// or an earlier one), the messages and attachments its calls made (learnt, in order, from what this client's calls
// get back, and from the message an interaction was pressed on); a message's nonce is another of the same length (the
// stand-in remembers the bot's for a few minutes, as Discord does).
import {
  Client, Events, GatewayIntentBits, Options, Partials,
  type ButtonInteraction, type ChatInputCommandInteraction, type Interaction, type StringSelectMenuInteraction,
} from 'discord.js';
import { workerData } from 'node:worker_threads';
import { serveAsks } from './bench-thread.js';
import { answeredIds, replayOf, type BareFeed, type BareOptions, type RecordedCall, type RecordedInteraction } from './bench-cpu-replay.js';

const o = workerData as BareOptions;
const client = new Client({
  shards: [1], shardCount: 2,
  intents: [GatewayIntentBits.Guilds],
  partials: [Partials.Channel],
  allowedMentions: { parse: [] },
  makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
  rest: { api: o.apiUrl },
});
/** The bot's run's ids → this run's. */
const ids = new Map<string, string>();
/** The bot's interactions, in order, each fed before its own arrives. */
const fed: RecordedInteraction[] = [];
const inFlight = new Set<Promise<void>>();

type Replyable = ButtonInteraction | StringSelectMenuInteraction | ChatInputCommandInteraction;

/** A JSON message body as discord.js message options (the files given back their bytes). */
function optionsOf(body: Record<string, any>, files: { key: string; name: string; data: Buffer }[]): Record<string, unknown> {
  return {
    ...(body.content !== undefined ? { content: body.content } : {}),
    // As a discord.js bot hands them (builders) and the bot does: encodable, sent as they are, not walked to snake case.
    ...(Array.isArray(body.components) ? { components: body.components.map((c: unknown) => ({ toJSON: () => c })) } : {}),
    ...(body.flags !== undefined ? { flags: body.flags } : {}),
    ...(body.allowed_mentions !== undefined ? { allowedMentions: body.allowed_mentions } : {}),
    // Each with its description (a picture's text alternative), as the bot's.
    ...(Array.isArray(body.attachments) ? { files: files.map((f, n) => ({ attachment: f.data, name: f.name, ...(body.attachments[n]?.description ? { description: body.attachments[n].description } : {}) })) } : {}),
  };
}

/** One recorded call made again: through the interaction's own methods where discord.js writes it, else by REST. */
async function send(i: Replyable, c: RecordedCall): Promise<unknown> {
  const segments = c.path.split('/').slice(3);
  const [root, , token] = segments;
  const files = c.files.map((f) => ({ key: `files[${f.index}]`, name: f.filename, data: Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength) }));
  const body = (c.body ?? {}) as Record<string, any>;
  const data = (body.data ?? {}) as Record<string, any>;
  const withResponse = /with_response=true/.test(c.query);
  const component = i.isMessageComponent();
  switch (replayOf(c, ids.get(token) === i.token, component)) {
    case 'reply': return i.reply({ ...optionsOf(data, files), withResponse } as never);
    case 'deferReply': return i.deferReply({ ...(data.flags !== undefined ? { flags: data.flags } : {}), withResponse } as never);
    case 'deferUpdate': if (component) return i.deferUpdate({ withResponse } as never); break;
    case 'update': if (component) return i.update({ ...optionsOf(data, files), withResponse } as never); break;
    case 'editReply': return i.editReply(optionsOf(body, files) as never);
    case 'deleteReply': return i.deleteReply();
    case 'followUp': return i.followUp(optionsOf(body, files) as never);
    case 'rest': break;
  }
  const fullRoute = `/${segments.map((s) => ids.get(s) ?? s).join('/')}` as `/${string}`;
  const attachments = (c.body as { attachments?: { id: string }[] } | null)?.attachments;
  let mapped = attachments?.some((a) => ids.has(a.id))
    ? { ...(c.body as object), attachments: attachments.map((a) => ({ ...a, id: ids.get(a.id) ?? a.id })) }
    : c.body;
  if (typeof body.nonce === 'string') mapped = { ...(mapped as object), nonce: otherNonce(body.nonce) };
  return client.rest.request({
    method: c.method as never, fullRoute, auth: root !== 'interactions' && root !== 'webhooks',
    ...(mapped !== undefined ? { body: mapped } : {}), ...(files.length ? { files } : {}),
    ...(c.query ? { query: new URLSearchParams(c.query) } : {}),
  });
}

/** Another nonce of the same length. */
function otherNonce(nonce: string): string {
  return (nonce[0] === 'x' ? 'y' : 'x') + nonce.slice(1);
}

/** The ids a discord.js answer carries, as the stand-in's JSON has them (a Message, an interaction's callback
 * response, or raw JSON). */
function idsOf(res: unknown): string[] {
  const r = res as { resource?: { message?: unknown }; attachments?: unknown; id?: unknown } | null;
  const m = (r && typeof r === 'object' && r.resource?.message) || r;
  const attachments = (m as { attachments?: unknown } | null)?.attachments;
  if (attachments instanceof Map) return [(m as { id: string }).id, ...[...attachments.keys()]];
  return answeredIds(m);
}

async function answer(i: Interaction, r: RecordedInteraction | undefined): Promise<void> {
  if (!r || !i.isRepliable()) return;
  ids.set(r.id, i.id);
  ids.set(r.token, i.token);
  if (r.messageId && i.isMessageComponent()) ids.set(r.messageId, i.message.id);
  for (const c of r.calls) {
    try {
      const res = await send(i as Replyable, c);
      const got = idsOf(res);
      c.answered.forEach((id, k) => { if (got[k]) ids.set(id, got[k]); });
    } catch {
      // Refused as the bot's call was (the bench compares the two runs' answers).
    }
  }
}

client.on(Events.InteractionCreate, (i) => {
  const p = answer(i, fed.shift());
  inFlight.add(p);
  void p.finally(() => inFlight.delete(p));
});
const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
await client.login(o.token);
await ready;

serveAsks({
  idle: async () => { while (inFlight.size) await Promise.allSettled([...inFlight]); },
  stop: async () => { await client.destroy(); },
  feed: (arg) => {
    const f = arg as BareFeed;
    for (const [real, mine] of f.ids) ids.set(real, mine);
    fed.push(f.interaction);
    return null;
  },
});
