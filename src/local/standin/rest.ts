// The REST API under /api/v10 as discord.js uses it: gateway discovery, application commands, interaction callbacks,
// interaction webhooks (original response and follow-ups), DMs, channel messages. Bodies are checked against Discord's
// description in spec.ts, then against its documented limits in limits.ts and commands.ts; the data is in state.ts.
// Rate limits (ratelimit.ts) and the failures tests ask for (faults.ts) are applied here, before a route runs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkCommand, checkCommandList } from './commands.js';
import { checkChoices, checkMessage, formError, isUnicodeEmoji, textOf, type FieldError } from './limits.js';
import { statusText } from './faults.js';
import { isInteractionEndpoint, OLD_MESSAGE_EDITS, type Scope, type Verdict } from './ratelimit.js';
import { validateBody } from './spec.js';
import {
  apiError, FLAG_COMPONENTS_V2, FLAG_EPHEMERAL, FLAG_LOADING, PERM,
  type ApiError, type InteractionRecord, type StandinState,
} from './state.js';
import type { Attachment, Channel, Message } from './types.js';

interface Upload { index: number; filename: string; contentType: string; bytes: Buffer }
interface Ctx {
  state: StandinState; method: string; path: string; query: URLSearchParams; params: string[];
  body: any; files: Upload[]; authorized: boolean; rec?: InteractionRecord;
  /** performance.now() once the body was read, before it is checked: the bot's latency leaves our checks out. */
  receivedAt: number;
}
type Result = { status: number; body?: unknown };
type Handler = (ctx: Ctx) => Result | Promise<Result>;

const MAX_BODY = 128 * 1024 * 1024;
const TOKEN_LIFETIME_MS = 15 * 60_000;
const ok = (body?: unknown): Result => (body === undefined ? { status: 204 } : { status: 200, body });
class Fail extends Error {
  constructor(readonly err: ApiError) { super(err.message); }
}
const fail = (err: ApiError): never => { throw new Fail(err); };

/** Discord's message reference: "The maximum request size when sending a message is 25 MiB". */
const MAX_MESSAGE_REQUEST = 25 * 1024 * 1024;

/** The names Discord gives a route's ids in its errors, by the segment before them. */
const ID_NAMES: Record<string, string> = {
  channels: 'channel_id', messages: 'message_id', pins: 'message_id', guilds: 'guild_id', users: 'user_id', members: 'user_id',
  applications: 'application_id', commands: 'command_id', interactions: 'interaction_id', webhooks: 'webhook_id',
};

/** A route's ids that are no snowflakes (digits of an unsigned 64-bit integer): Discord's errors, e.g.
 * `{ channel_id: { _errors: [{ code: 'NUMBER_TYPE_COERCE', message: 'Value "abc" is not snowflake.' }] } }`. Tokens,
 * emoji and `@original` are not ids. */
function badIds(pattern: string, params: string[]): FieldError[] {
  const parts = pattern.split('/');
  const out: FieldError[] = [];
  let p = 0;
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] !== ':') continue;
    const value = params[p++];
    const name = ID_NAMES[parts[i - 1]];
    if (!name || (name === 'message_id' && value === '@original')) continue;
    if (!/^\d{1,20}$/.test(value) || BigInt(value) > 0xffffffffffffffffn) {
      out.push({ path: [name], code: 'NUMBER_TYPE_COERCE', message: `Value "${value}" is not snowflake.` });
    }
  }
  return out;
}

// ---- routes: [method, pattern, needs bot token, handler]; ':' segments are parameters ----
const routes: [string, string, boolean, Handler][] = [
  // session_start_limit counts down with every session started (gateway.ts); without limits, Discord's figures, unused.
  ['GET', 'gateway/bot', true, ({ state }) => ok({ url: gatewayUrl(state), shards: 1, session_start_limit: state.limiter?.sessionStartLimit() ?? { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 } })],
  ['GET', 'gateway', false, ({ state }) => ok({ url: gatewayUrl(state) })],
  ['GET', 'users/@me', true, ({ state }) => ok(state.apiUser(state.bot))],
  ['GET', 'users/:', true, ({ state, params }) => ok(state.apiUser(state.users.get(params[0]) ?? fail(apiError(404, 10013, 'Unknown User'))))],
  ['POST', 'users/@me/channels', true, ({ state, body }) => {
    if (!state.users.has(String(body?.recipient_id))) fail(formError([{ path: ['recipient_id'], code: 'USER_NOT_FOUND', message: 'Unknown user' }]));
    return ok(state.apiChannel(state.channels.get(state.dmChannel(String(body.recipient_id)))!));
  }],
  ['GET', 'applications/@me', true, ({ state }) => ok({ id: state.applicationId, name: state.bot.username, icon: null, description: '', bot_public: true, bot_require_code_grant: false, flags: 0, bot: state.apiUser(state.bot), owner: state.apiUser(state.bot), team: null, verify_key: '', summary: '' })],
  ['GET', 'applications/:/commands', true, (c) => ok(commandList(c))],
  ['PUT', 'applications/:/commands', true, (c) => ok(putCommands(c))],
  ['POST', 'applications/:/commands', true, (c) => ok(postCommand(c))],
  ['GET', 'applications/:/commands/:', true, (c) => ok(commandList(c).find((x) => x.id === c.params[1]) ?? fail(apiError(404, 10063, 'Unknown application command')))],
  ['DELETE', 'applications/:/commands/:', true, (c) => deleteCommand(c)],
  ['GET', 'applications/:/guilds/:/commands', true, (c) => ok(commandList(c))],
  ['PUT', 'applications/:/guilds/:/commands', true, (c) => ok(putCommands(c))],
  ['POST', 'applications/:/guilds/:/commands', true, (c) => ok(postCommand(c))],
  ['DELETE', 'applications/:/guilds/:/commands/:', true, (c) => deleteCommand(c)],
  ['POST', 'interactions/:/:/callback', false, callback],
  ['POST', 'webhooks/:/:', false, followUp],
  ['GET', 'webhooks/:/:/messages/:', false, (c) => ok(c.state.apiMessage(webhookMessage(c)))],
  ['PATCH', 'webhooks/:/:/messages/:', false, editWebhookMessage],
  ['DELETE', 'webhooks/:/:/messages/:', false, deleteWebhookMessage],
  ['GET', 'channels/:', true, ({ state, params }) => ok(state.apiChannel(botChannel(state, params[0]), state.bot.id))],
  // Pins: the current routes (channels/{id}/messages/pins) before the message routes they look like, and the old ones.
  ['GET', 'channels/:/messages/pins', true, ({ state, params }) => (botChannel(state, params[0]), ok({ items: [], has_more: false }))],
  ['PUT', 'channels/:/messages/pins/:', true, pin],
  ['DELETE', 'channels/:/messages/pins/:', true, pin],
  ['GET', 'channels/:/messages', true, listMessages],
  ['POST', 'channels/:/messages', true, postMessage],
  ['GET', 'channels/:/messages/:', true, getMessage],
  ['PATCH', 'channels/:/messages/:', true, editMessage],
  ['DELETE', 'channels/:/messages/:', true, deleteMessage],
  ['POST', 'channels/:/typing', true, ({ state, params }) => (botChannel(state, params[0]), ok())],
  ['GET', 'channels/:/pins', true, ({ state, params }) => (botChannel(state, params[0]), ok([]))],
  ['PUT', 'channels/:/pins/:', true, pin],
  ['DELETE', 'channels/:/pins/:', true, pin],
  ['PUT', 'channels/:/messages/:/reactions/:/@me', true, react],
  ['GET', 'guilds/:', true, ({ state, params }) => ok(state.apiGuild(guild(state, params[0])))],
  ['GET', 'guilds/:/channels', true, ({ state, params }) => ok(guild(state, params[0]).channelIds.map((id) => state.apiChannel(state.channels.get(id)!)))],
  ['GET', 'guilds/:/roles', true, ({ state, params }) => ok(guild(state, params[0]).roles.map((r) => state.apiRole(r)))],
  ['GET', 'guilds/:/members/:', true, ({ state, params }) => {
    const g = guild(state, params[0]);
    if (!g.members.has(params[1])) fail(apiError(404, 10007, 'Unknown Member'));
    return ok(state.apiMember(g, params[1]));
  }],
];

function match(pattern: string, segs: string[]): string[] | null {
  const parts = pattern.split('/');
  if (parts.length !== segs.length) return null;
  const params: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === ':') params.push(segs[i]);
    else if (parts[i] !== segs[i]) return null;
  }
  return params;
}

export function gatewayUrl(state: StandinState): string {
  return state.baseUrl.replace(/^http/, 'ws') + '/gateway';
}

/** The HTTP entry point: /api/v10/... routes and /attachments/... downloads. In order, as Discord and the Cloudflare in
 * front of it answer: the refusal of a banned address, the route (404/405), the token (401), the faults a test asked
 * for (5xx, hangs, shared 429s), the global limit and the route's bucket (429), then the route itself. */
export async function handleHttp(state: StandinState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = req.method ?? 'GET';
  if (url.pathname.startsWith('/attachments/')) return serveAttachment(state, url.pathname, res);
  let rec: InteractionRecord | undefined;
  let result: Result;
  let headers: Record<string, string> = {};
  let route = '?';
  let verdict: Verdict | undefined;
  let hit: { scope: Scope | 'ban'; retryAfter: number } | undefined;
  let late: { delayMs?: number } | undefined;
  let sent: { body: unknown; files: Upload[]; size?: number } = { body: undefined, files: [] };
  const limiter = state.limiter;
  try {
    const banned = limiter?.banned();
    if (banned) {
      headers = banned.headers;
      hit = { scope: 'ban', retryAfter: Number(banned.headers['retry-after']) };
      throw new Answer({ status: 429, body: banned.refusal!.body });
    }
    const m = /^\/api\/v(\d+)\/(.*)$/.exec(url.pathname);
    if (!m) fail(apiError(404, 0, '404: Not Found'));
    const segs = m![2].split('/').filter(Boolean).map(decodeURIComponent);
    // The interaction token is the 3rd segment of callbacks and webhooks: errors there are reported on the Reply.
    if (segs[0] === 'interactions' || segs[0] === 'webhooks') rec = state.interactionsByToken.get(segs[2]);
    let found: { handler: Handler; params: string[]; auth: boolean; pattern: string } | undefined;
    let otherMethod = false;
    for (const [meth, pattern, auth, handler] of routes) {
      const params = match(pattern, segs);
      if (!params) continue;
      if (meth !== method) { otherMethod = true; continue; }
      found = { handler, params, auth, pattern };
      break;
    }
    if (!found) fail(otherMethod ? apiError(405, 0, '405: Method Not Allowed') : apiError(404, 0, '404: Not Found'));
    route = `${method} ${found!.pattern}`;
    const authorized = req.headers.authorization === `Bot ${state.token}` && !state.tokenReset;
    if (found!.auth && !authorized) fail(apiError(401, 0, '401: Unauthorized'));
    const fault = state.injected.before(method, url.pathname);
    if (fault?.kind === 'status') throw new Answer({ status: fault.status, body: { message: statusText(fault.status), code: 0 } });
    if (fault?.kind === 'hang' && fault.phase === 'before') {
      if (fault.delayMs === undefined) return;
      await new Promise((r) => setTimeout(r, fault.delayMs));
    }
    if (fault?.kind === 'hang' && fault.phase === 'after') late = { delayMs: fault.delayMs };
    // An edit of a channel message more than an hour old (Discord's clock) is bound by a limit of its own too.
    const edited = method === 'PATCH' && found!.pattern === 'channels/:/messages/:' ? state.messages.get(found!.params[1]) : undefined;
    const oldMessage = !!edited && state.clock.now() - edited.createdAt > OLD_MESSAGE_EDITS.ageMs;
    verdict = limiter?.check({ method, pattern: found!.pattern, params: found!.params, authorized, ...(oldMessage ? { oldMessage } : {}) });
    if (verdict) headers = verdict.headers;
    if (verdict?.refusal) {
      hit = { scope: verdict.refusal.scope, retryAfter: (verdict.refusal.body as { retry_after: number }).retry_after };
      throw new Answer({ status: 429, body: verdict.refusal.body });
    }
    if (fault?.kind === 'shared') {
      const after = fault.retryAfterMs / 1000;
      headers = { ...headers, 'retry-after': String(Math.ceil(after)), 'x-ratelimit-scope': 'shared' };
      hit = { scope: 'shared', retryAfter: after };
      throw new Answer({ status: 429, body: { message: 'The resource is being rate limited.', retry_after: after, global: false } });
    }
    const held = state.holds.findIndex((x) => x.method === method && x.path.test(url.pathname));
    if (held >= 0) {
      const hold = state.holds.splice(held, 1)[0];
      hold.reached();
      await hold.released;
    }
    const failure = state.faults.findIndex((f) => f.method === method && f.path.test(url.pathname));
    if (failure >= 0) fail(state.faults.splice(failure, 1)[0].err);
    // A route's ids must be snowflakes: Discord answers 400 50035 with the parameter's NUMBER_TYPE_COERCE.
    const notSnowflake = badIds(found!.pattern, found!.params);
    if (notSnowflake.length) fail(formError(notSnowflake));
    const { body, files, size } = (sent = await readBody(req));
    // Discord's message reference: "The maximum request size when sending a message is 25 MiB".
    if (method === 'POST' && found!.pattern === 'channels/:/messages' && size > MAX_MESSAGE_REQUEST) fail(apiError(413, 40005, 'Request entity too large'));
    const receivedAt = performance.now();
    // Discord checks the form against its description before anything else (see spec.ts; off without the package).
    const invalid = validateBody(method, found!.pattern, body);
    if (invalid?.length) fail(formError(invalid));
    result = await found!.handler({ state, method, path: url.pathname, query: url.searchParams, params: found!.params, body, files, authorized, rec, receivedAt });
  } catch (e) {
    if (e instanceof Answer) {
      result = e.result;
      if (hit && hit.scope !== 'shared') {
        // A 429 the bot could have avoided: a refusal like any other (the e2e harness fails the test on it).
        const message = hit.scope === 'ban' ? 'the address is refused for too many invalid requests (Cloudflare ban)' : `rate limited (scope ${hit.scope}), retry after ${hit.retryAfter} s`;
        const entry = { status: 429, code: 0, message, method, path: url.pathname };
        state.errorLog.push(entry);
        if (state.errorLog.length > 1000) state.errorLog.shift();
        rec?.reply.restErrors.push(entry);
      }
    } else {
      if (!(e instanceof Fail)) {
        // A bug of ours or a body we cannot parse: still a 4xx so the client does not retry.
        e = new Fail(apiError(400, 50109, `The request body contains invalid JSON or the stand-in failed: ${(e as Error).message}`));
      }
      const { status, ...body } = (e as Fail).err;
      result = { status, body };
      const entry = { status, code: body.code, message: body.message, method, path: url.pathname, ...(body.errors ? { fields: fieldLines(body.errors) } : {}) };
      state.errorLog.push(entry);
      if (state.errorLog.length > 1000) state.errorLog.shift();
      rec?.reply.restErrors.push(entry);
    }
  }
  record(state, { method, path: url.pathname, route, verdict, status: result.status, hit });
  state.observer?.call?.({ method, path: url.pathname, query: url.search, route, status: result.status, body: sent.body, files: sent.files, response: result.body, rec });
  if (late) {
    if (late.delayMs === undefined) return;
    await new Promise((r) => setTimeout(r, late!.delayMs));
  }
  if (result.status === 204) {
    res.writeHead(204, headers).end();
  } else if (typeof result.body === 'string') {
    res.writeHead(result.status, { ...headers, 'content-type': 'text/plain', 'content-length': Buffer.byteLength(result.body) }).end(result.body);
  } else {
    const text = JSON.stringify(result.body);
    res.writeHead(result.status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
  }
}

/** An answer decided before the route ran (a fault, a 429): not a refusal of the request's content. */
class Answer extends Error {
  constructor(readonly result: Result) { super(`answer ${result.status}`); }
}

/** The counters tests read: every call, every 429, every invalid request (and the ban past too many). */
function record(state: StandinState, r: { method: string; path: string; route: string; verdict?: Verdict; status: number; hit?: { scope: Scope | 'ban'; retryAfter: number } }): void {
  const at = Date.now();
  const interaction = r.verdict?.interaction ?? isInteractionEndpoint(r.route.slice(r.route.indexOf(' ') + 1));
  const globalLimited = r.verdict ? r.verdict.globalLimited && !(r.verdict.refusal?.scope === 'global') : false;
  state.calls.push({ method: r.method, path: r.path, route: r.route, bucket: r.verdict?.bucket ?? null, globalLimited, interaction, status: r.status, at });
  state.trim(state.calls);
  state.callTotals.all++;
  if (globalLimited) state.callTotals.globalLimited++;
  if (interaction) state.callTotals.interaction++;
  if (r.hit) {
    state.rateLimited.push({ method: r.method, path: r.path, route: r.route, scope: r.hit.scope === 'ban' ? 'global' : r.hit.scope, global: r.hit.scope === 'global', ban: r.hit.scope === 'ban', bucket: r.verdict?.bucket ?? null, retryAfter: r.hit.retryAfter, at });
    state.trim(state.rateLimited);
  }
  if (state.limiter?.countInvalid(r.status, r.hit?.scope)) {
    state.invalidRequests.push({ method: r.method, path: r.path, route: r.route, status: r.status, at });
    state.trim(state.invalidRequests);
  }
}

/** Discord's errors tree as lines `data.components.0.label: BASE_TYPE_MAX_LENGTH Must be 80 or fewer in length.` */
function fieldLines(tree: unknown, path: string[] = []): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(tree as Record<string, any>)) {
    if (key === '_errors') for (const e of value) out.push(`${path.join('.') || '(body)'}: ${e.code} ${e.message}`);
    else out.push(...fieldLines(value, [...path, key]));
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<{ body: any; files: Upload[]; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) fail(apiError(413, 40005, 'Request entity too large'));
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return { body: undefined, files: [], size };
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return { body: JSON.parse(raw.toString('utf8')), files: [], size };
  const files: Upload[] = [];
  let body: any = {};
  for (const part of parseMultipart(raw, type)) {
    if (part.name === 'payload_json') body = JSON.parse(part.bytes.toString('utf8'));
    const m = /^files\[(\d+)\]$/.exec(part.name);
    if (m && part.filename !== undefined) {
      files.push({ index: Number(m[1]), filename: part.filename, contentType: part.contentType || guessType(part.filename), bytes: part.bytes });
    }
  }
  return { body, files, size };
}

/**
 * multipart/form-data, parsed by hand: Response.formData() costs ~5 ms per 100 KB image, which adds up when 100
 * games upload boards at once. Parts: `name`, optional `filename`, `content-type`, bytes (a view into the body).
 */
export function parseMultipart(raw: Buffer, contentType: string): { name: string; filename?: string; contentType?: string; bytes: Buffer }[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) throw new Error('multipart body without a boundary');
  const dash = Buffer.from(`--${boundary[1] ?? boundary[2].trim()}`);
  const sep = Buffer.concat([Buffer.from('\r\n'), dash]);
  const parts: { name: string; filename?: string; contentType?: string; bytes: Buffer }[] = [];
  let start = raw.indexOf(dash);
  if (start < 0) throw new Error('multipart body without its boundary');
  start += dash.length;
  // After each boundary: "--" ends the body, otherwise CRLF then headers, a blank line, and the content.
  while (raw[start] !== 0x2d) {
    start += 2;
    const end = raw.indexOf(sep, start);
    if (end < 0) throw new Error('multipart body cut short');
    const headerEnd = raw.indexOf('\r\n\r\n', start);
    if (headerEnd < 0 || headerEnd > end) throw new Error('multipart part without headers');
    const headers = raw.subarray(start, headerEnd).toString('utf8');
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const type = /content-type:\s*([^\r\n;]*)/i.exec(headers)?.[1]?.trim();
    parts.push({ name, filename, contentType: type, bytes: raw.subarray(headerEnd + 4, end) });
    start = end + sep.length;
  }
  return parts;
}

function guessType(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase();
  const types: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', txt: 'text/plain', json: 'application/json' };
  return types[ext ?? ''] ?? 'application/octet-stream';
}

function serveAttachment(state: StandinState, path: string, res: ServerResponse): void {
  const [, , channelId, attachmentId] = path.split('/');
  for (const id of state.channelMessages.get(channelId) ?? []) {
    const a = state.messages.get(id)!.attachments.find((x) => x.id === attachmentId);
    if (a) {
      res.writeHead(200, { 'content-type': a.contentType, 'content-length': a.bytes.length }).end(a.bytes);
      return;
    }
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
}

// ---- lookups ----

function guild(state: StandinState, id: string) {
  const g = state.guilds.get(id) ?? fail(apiError(404, 10004, 'Unknown Guild'));
  // A server the bot is not in (`createGuild({ bot: false })`): Discord answers its routes 403 50001 Missing Access.
  if (!state.botIn(id)) fail(apiError(403, 50001, 'Missing Access'));
  return g;
}

/** A channel the bot can see (403 Missing Access otherwise, as Discord answers). */
function botChannel(state: StandinState, id: string): Channel {
  const ch = state.channels.get(id) ?? fail(apiError(404, 10003, 'Unknown Channel'));
  if (!state.canSee(ch, state.bot.id)) fail(apiError(403, 50001, 'Missing Access'));
  return ch;
}

function channelMessage(state: StandinState, channelId: string, messageId: string): Message {
  botChannel(state, channelId);
  const m = state.messages.get(messageId);
  if (!m || m.channelId !== channelId || m.ephemeralTo !== undefined) fail(apiError(404, 10008, 'Unknown Message'));
  return m!;
}

// ---- application commands ----

function commandScope(c: Ctx): any[] {
  if (c.params[0] !== c.state.applicationId) fail(apiError(403, 50001, 'Missing Access'));
  if (!c.path.includes('/guilds/')) return c.state.globalCommands;
  const guildId = c.params[1];
  guild(c.state, guildId);
  let list = c.state.guildCommands.get(guildId);
  if (!list) c.state.guildCommands.set(guildId, (list = []));
  return list;
}

function commandList(c: Ctx): any[] {
  return commandScope(c);
}

/** A command definition as Discord stores it; `def` has passed checkCommand. */
function normalizeCommand(c: Ctx, def: any, existing: any[]): any {
  const type = def.type ?? 1;
  const same = existing.find((x) => x.name === def.name && x.type === type);
  const guildId = c.path.includes('/guilds/') ? c.params[1] : undefined;
  return {
    default_member_permissions: null, dm_permission: true, nsfw: false, options: [], integration_types: [0], contexts: null,
    ...def, type, id: same?.id ?? c.state.nextId(), application_id: c.state.applicationId, version: c.state.nextId(),
    ...(guildId ? { guild_id: guildId } : {}),
  };
}

function putCommands(c: Ctx): any[] {
  const list = commandScope(c);
  if (!Array.isArray(c.body)) fail(formError([{ path: [], code: 'BASE_TYPE_ARRAY', message: 'Must be an array.' }]));
  if (c.body.length > 100) fail(formError([{ path: [], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' }]));
  const errs = checkCommandList(c.body);
  if (errs.length) fail(formError(errs));
  const next = c.body.map((d: any) => normalizeCommand(c, d, list));
  list.splice(0, list.length, ...next);
  return next;
}

function postCommand(c: Ctx): any {
  const list = commandScope(c);
  if (!c.body || typeof c.body !== 'object' || Array.isArray(c.body)) fail(formError([{ path: [], code: 'MODEL_TYPE_CONVERT', message: 'Only dictionaries may be used in a ModelType' }]));
  const errs = checkCommand(c.body);
  if (errs.length) fail(formError(errs));
  const cmd = normalizeCommand(c, c.body, list);
  const i = list.findIndex((x) => x.id === cmd.id);
  if (i >= 0) list[i] = cmd;
  else list.push(cmd);
  return cmd;
}

function deleteCommand(c: Ctx): Result {
  const list = commandScope(c);
  const id = c.params[c.params.length - 1];
  const i = list.findIndex((x) => x.id === id);
  if (i < 0) fail(apiError(404, 10063, 'Unknown application command'));
  list.splice(i, 1);
  return ok();
}

// ---- composing messages from a payload (create or edit), with the limit checks ----

function compose(
  state: StandinState, base: Message | undefined, payload: any, files: Upload[],
  extra: { channelId: string; authorId: string; interactionId?: string; ephemeralTo?: string; prefix?: string[] },
): Message {
  payload ??= {};
  const pick = <T>(key: string, fallback: T): T => (payload[key] !== undefined ? payload[key] ?? fallback : (base as any)?.[key] ?? fallback);
  let flags: number;
  if (!base) flags = Number(payload.flags ?? 0) & (4 | 4096 | FLAG_COMPONENTS_V2);
  else {
    // An edit may set suppress-embeds and components v2 (never unset v2); the loading state ends with it.
    flags = base.flags & ~FLAG_LOADING;
    if (payload.flags !== undefined && payload.flags !== null) flags = (flags & ~4) | (Number(payload.flags) & (4 | FLAG_COMPONENTS_V2));
  }
  // Whether a message is ephemeral is decided when it is created; edits keep it.
  const ephemeralTo = base ? base.ephemeralTo : extra.ephemeralTo;
  if (ephemeralTo !== undefined) flags |= FLAG_EPHEMERAL;
  let attachments: Attachment[];
  const mk = (f: Upload, filename = f.filename): Attachment => ({ id: state.nextId(), filename, contentType: f.contentType, bytes: f.bytes });
  if (Array.isArray(payload.attachments)) {
    const used = new Set<number>();
    attachments = payload.attachments.map((a: any, i: number) => {
      // Discord's API description: an attachment's id is a snowflake, written as a string.
      if (typeof a?.id !== 'string') fail(formError([{ path: [...(extra.prefix ?? []), 'attachments', i, 'id'], code: 'STRING_TYPE_CONVERT', message: 'Only strings are allowed.' }]));
      const kept = base?.attachments.find((x) => x.id === String(a?.id));
      if (kept) return kept;
      const f = files.find((x) => x.index === Number(a?.id));
      if (!f) fail(formError([{ path: [...(extra.prefix ?? []), 'attachments', i, 'id'], code: 'ATTACHMENT_NOT_FOUND', message: 'Unknown attachment: no file was uploaded for this id.' }]));
      used.add(f!.index);
      // Discord's API description: an attachment's description (its alt text) is a string of at most 1,024 characters.
      if (a.description !== undefined && a.description !== null && (typeof a.description !== 'string' || a.description.length > 1024)) {
        fail(formError([{ path: [...(extra.prefix ?? []), 'attachments', i, 'description'], ...(typeof a.description !== 'string'
          ? { code: 'BASE_TYPE_STRING', message: 'This field must be a string.' }
          : { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 1024 or fewer in length.' }) }]));
      }
      const made = mk(f!, a.filename ?? f!.filename);
      if (typeof a.description === 'string') made.description = a.description;
      return made;
    });
    for (const f of files) if (!used.has(f.index)) attachments.push(mk(f));
  } else {
    attachments = [...(base?.attachments ?? []), ...files.map((f) => mk(f))];
  }
  const msg: Message = {
    id: base?.id ?? state.nextId(), channelId: extra.channelId, authorId: extra.authorId,
    content: pick('content', ''), embeds: pick('embeds', [] as unknown[]), components: pick('components', [] as unknown[]),
    attachments, flags, createdAt: base?.createdAt ?? state.clock.now(),
  };
  if (base) msg.editedAt = state.clock.now();
  if (ephemeralTo !== undefined) msg.ephemeralTo = ephemeralTo;
  // Pings are worked out when the text is set (the content, or a layout message's components: its text displays), from
  // `allowed_mentions` (absent: Discord parses every mention, whatever the message was created with).
  const v2 = (flags & FLAG_COMPONENTS_V2) !== 0;
  if (!base || payload.content !== undefined || (v2 && payload.components !== undefined)) {
    const text = textOf(msg);
    if (text !== '' && payload.allowed_mentions === undefined) {
      state.unguardedLog.push({ method: base ? 'edit' : 'create', content: text.slice(0, 200) });
    }
    const pinged = pings(text, payload.allowed_mentions);
    msg.mentionEveryone = pinged.everyone;
    msg.mentions = pinged.users;
    if (pinged.everyone) state.everyoneLog.push({ messageId: msg.id, channelId: msg.channelId, content: text });
  } else {
    msg.mentionEveryone = base.mentionEveryone;
    msg.mentions = base.mentions;
  }
  const interactionId = base ? base.interactionId : extra.interactionId;
  if (interactionId !== undefined) msg.interactionId = interactionId;
  // The messages of a user-installed interaction keep its owners (a press on them carries them).
  const owners = base ? base.authorizingOwners : interactionId !== undefined ? state.interactions.get(interactionId)?.owners : undefined;
  if (owners && '1' in owners) msg.authorizingOwners = owners;
  const err = checkMessage({ ...msg, poll: payload.poll, sticker_ids: payload.sticker_ids, allowed_mentions: payload.allowed_mentions }, files, {
    sizeLimit: state.attachmentSizeLimit, prefix: extra.prefix, create: !base, attachmentCount: attachments.length,
    attachmentNames: attachments.map((a) => a.filename),
  });
  if (err) fail(err);
  return msg;
}

/** Whom a message's content pings: `@everyone`/`@here` and `<@id>` mentions, as far as `allowed_mentions` lets them
 * (absent: all of them, as Discord does for a bot's message). */
function pings(content: string, allowed: any): { everyone: boolean; users: string[] } {
  const parse: string[] = allowed && typeof allowed === 'object' ? (Array.isArray(allowed.parse) ? allowed.parse.map(String) : []) : ['users', 'roles', 'everyone'];
  const listed: string[] = allowed && Array.isArray(allowed.users) ? allowed.users.map(String) : [];
  const everyone = parse.includes('everyone') && /@(everyone|here)\b/.test(content);
  const ids = [...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]);
  return { everyone, users: [...new Set(ids.filter((id) => parse.includes('users') || listed.includes(id)))] };
}

// ---- interactions ----

const ALLOWED_CALLBACKS: Record<number, number[]> = { 2: [4, 5, 9], 3: [4, 5, 6, 7, 9], 4: [8], 5: [4, 5, 6, 7] };

async function callback(c: Ctx): Promise<Result> {
  const { state } = c;
  const rec = state.interactions.get(c.params[0]);
  if (!rec || rec.token !== c.params[1] || rec.expired) return fail(apiError(404, 10062, 'Unknown interaction'));
  if (!state.channels.has(rec.channelId)) fail(apiError(404, 10003, 'Unknown Channel'));
  if (rec.responseType !== 0) fail(apiError(400, 40060, 'Interaction has already been acknowledged.'));
  const type = Number(c.body?.type);
  const data = c.body?.data ?? {};
  if (!ALLOWED_CALLBACKS[rec.type]?.includes(type)) {
    fail(formError([{ path: ['type'], code: 'INTERACTION_CALLBACK_TYPE_INVALID', message: `Interaction callback type ${type} is not valid for an interaction of type ${rec.type}.` }]));
  }
  // Discord's interactions reference: with DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE "the only valid message flag you may use
  // is EPHEMERAL" (IS_COMPONENTS_V2 goes on the edit of the original). The field code it answers is not documented:
  // BASE_TYPE_CHOICES, the one for a value outside those allowed.
  if (type === 5 && Number(data.flags ?? 0) & ~FLAG_EPHEMERAL) {
    fail(formError([{ path: ['data', 'flags'], code: 'BASE_TYPE_CHOICES', message: 'A deferred channel message may only set the EPHEMERAL flag (64).' }]));
  }
  const ephemeralTo = Number(data.flags ?? 0) & FLAG_EPHEMERAL || rec.forceEphemeral ? rec.userId : undefined;
  const base = { channelId: rec.channelId, authorId: state.bot.id, interactionId: rec.id, ephemeralTo, prefix: ['data'] };
  let settleNow = true;
  if (type === 4) {
    const msg = compose(state, undefined, data, c.files, base);
    rec.responseType = type;
    rec.originalId = state.addMessage(msg).id;
  } else if (type === 5) {
    rec.responseType = type;
    const msg: Message = { id: state.nextId(), channelId: rec.channelId, authorId: state.bot.id, content: '', embeds: [], components: [], attachments: [], flags: FLAG_LOADING | (ephemeralTo ? FLAG_EPHEMERAL : 0), interactionId: rec.id, createdAt: state.clock.now() };
    if (ephemeralTo) msg.ephemeralTo = ephemeralTo;
    if ('1' in rec.owners) msg.authorizingOwners = rec.owners;
    rec.originalId = state.addMessage(msg).id;
    settleNow = false;
  } else if (type === 6 || type === 7) {
    const target = rec.componentMessageId ? state.messages.get(rec.componentMessageId) : undefined;
    if (!target) fail(apiError(404, 10008, 'Unknown Message'));
    if (type === 7) {
      const msg = compose(state, target, data, c.files, { ...base, channelId: target!.channelId, authorId: target!.authorId, prefix: ['data'] });
      state.replaceMessage(msg);
    }
    rec.responseType = type;
    rec.originalId = target!.id;
    settleNow = type === 7;
  } else if (type === 8) {
    const err = checkChoices(data.choices);
    if (err) fail(err);
    rec.responseType = type;
    rec.reply.choices = data.choices ?? [];
  } else if (type === 9) {
    if (typeof data.custom_id !== 'string' || typeof data.title !== 'string' || !Array.isArray(data.components) || data.components.length < 1 || data.components.length > 5) {
      fail(formError([{ path: ['data', 'components'], code: 'BASE_TYPE_BAD_LENGTH', message: 'A modal needs a custom_id, a title and 1 to 5 components.' }]));
    }
    rec.responseType = type;
    rec.reply.modal = data;
  }
  rec.reply.type = type;
  rec.reply.firstResponseMs = c.receivedAt - rec.startedAt;
  rec.onFirstResponse?.();
  if (settleNow) rec.settle();
  if (c.query.get('with_response') !== 'true') return ok();
  const original = rec.originalId ? state.messages.get(rec.originalId) : undefined;
  return ok({
    interaction: {
      id: rec.id, type: rec.type, activity_instance_id: null,
      response_message_id: original?.id ?? null, response_message_loading: type === 5, response_message_ephemeral: !!original?.ephemeralTo,
    },
    resource: { type, ...(original && (type === 4 || type === 5 || type === 7) ? { message: state.apiMessage(original) } : {}) },
  });
}

/** The interaction behind a webhook route (app id, token), refusing unknown and expired tokens as Discord does. */
function webhookRecord(c: Ctx): InteractionRecord {
  const rec = c.rec;
  if (!rec || c.params[0] !== c.state.applicationId) return fail(apiError(404, 10015, 'Unknown Webhook'));
  if (rec.tokenExpired || c.state.clock.now() - rec.createdAt > TOKEN_LIFETIME_MS) fail(apiError(401, 50027, 'Invalid Webhook Token'));
  if (!c.state.channels.has(rec.channelId)) fail(apiError(404, 10003, 'Unknown Channel'));
  return rec;
}

function webhookMessage(c: Ctx): Message {
  const rec = webhookRecord(c);
  const id = c.params[2] === '@original' ? rec.originalId : c.params[2];
  const m = id ? c.state.messages.get(id) : undefined;
  // By id, only a message this token sent (Discord documents no other); the pressed message a press updated is its
  // `@original`.
  if (!m || (c.params[2] === '@original' ? m.id !== rec.originalId : m.interactionId !== rec.id)) return fail(apiError(404, 10008, 'Unknown Message'));
  return m;
}

function deleteWebhookMessage(c: Ctx): Result {
  const rec = webhookRecord(c);
  const m = webhookMessage(c);
  if (m.id === rec.originalId && rec.responseType === 5 && m.flags & FLAG_LOADING) rec.deletedDeferral = { ephemeral: !!m.ephemeralTo };
  c.state.deleteMessage(m.id);
  return ok();
}

/** Discord's interactions reference: "Apps are limited to 5 followup messages per interaction if it was initiated from a
 * user-installed app and isn't installed in the server (meaning the authorizing integration owners object only contains
 * USER_INSTALL)"; past it, 40094 "This interaction has hit the maximum number of follow up messages". */
const USER_INSTALL_FOLLOW_UPS = 5;

function followUp(c: Ctx): Result {
  const rec = webhookRecord(c);
  if (rec.responseType === 0) fail(apiError(404, 10015, 'Unknown Webhook'));
  // After autocomplete choices (8) or a modal (9) there is no message to follow up: Discord does not document what it
  // answers; the stand-in answers as before any response, 10015 Unknown Webhook (the closest it documents).
  if (rec.responseType === 8 || rec.responseType === 9) fail(apiError(404, 10015, 'Unknown Webhook'));
  if (!('0' in rec.owners) && rec.followUpCount >= USER_INSTALL_FOLLOW_UPS) {
    fail(apiError(400, 40094, 'This interaction has hit the maximum number of follow up messages'));
  }
  // Straight after a deferred reply (type 5, still loading), Discord takes a follow-up as the edit of that loading
  // message: no new message, and its ephemeral flag ignored (the deferral settled it).
  const loading = rec.responseType === 5 && rec.originalId ? c.state.messages.get(rec.originalId) : undefined;
  if (loading && loading.flags & FLAG_LOADING) {
    const msg = c.state.replaceMessage(compose(c.state, loading, c.body, c.files, { channelId: loading.channelId, authorId: loading.authorId }));
    rec.followUpCount++;
    rec.settle();
    return c.query.get('wait') === 'false' ? ok() : ok(c.state.apiMessage(msg));
  }
  // The first follow-up after a deferral deleted while loading answers that deferral: its flags, not its own.
  const asked = rec.deletedDeferral ? rec.deletedDeferral.ephemeral : !!(Number(c.body?.flags ?? 0) & FLAG_EPHEMERAL);
  rec.deletedDeferral = undefined;
  const ephemeralTo = asked || rec.forceEphemeral ? rec.userId : undefined;
  const msg = c.state.addMessage(compose(c.state, undefined, c.body, c.files, { channelId: rec.channelId, authorId: c.state.bot.id, interactionId: rec.id, ephemeralTo }));
  rec.followUpCount++;
  rec.reply.followUps.push(msg);
  rec.settle();
  return c.query.get('wait') === 'false' ? ok() : ok(c.state.apiMessage(msg));
}

function editWebhookMessage(c: Ctx): Result {
  const rec = webhookRecord(c);
  const base = webhookMessage(c);
  const msg = c.state.replaceMessage(compose(c.state, base, c.body, c.files, { channelId: base.channelId, authorId: base.authorId }));
  if (msg.id === rec.originalId) rec.settle();
  return ok(c.state.apiMessage(msg));
}

// ---- channel messages sent by the bot ----

function requireSend(state: StandinState, ch: Channel, files: Upload[]): void {
  if (ch.type === 1) return;
  const p = state.permissions(ch.guildId!, state.bot.id, ch.id);
  if (!(p & PERM.SEND_MESSAGES) || (files.length && !(p & PERM.ATTACH_FILES))) fail(apiError(403, 50013, 'Missing Permissions'));
}

/** How long Discord remembers a nonce sent with `enforce_nonce` ("the past few minutes"). */
const NONCE_WINDOW_MS = 5 * 60_000;

function postMessage(c: Ctx): Result {
  const ch = botChannel(c.state, c.params[0]);
  requireSend(c.state, ch, c.files);
  // Discord refuses a bot's DM to a user who closed their DMs or who shares no server with it (the same 50007).
  if (ch.type === 1 && (c.state.closedDms.has(ch.recipientId!) || !c.state.sharesGuild(ch.recipientId!))) fail(apiError(403, 50007, 'Cannot send messages to this user'));
  // enforce_nonce: a message already created by this author with this nonce is returned, and no new one is created.
  const nonce = c.body?.enforce_nonce && (typeof c.body.nonce === 'string' || typeof c.body.nonce === 'number') ? `${c.state.bot.id}:${c.body.nonce}` : null;
  const seen = nonce ? c.state.nonces.get(nonce) : undefined;
  const earlier = seen && c.state.clock.now() - seen.at < NONCE_WINDOW_MS ? c.state.messages.get(seen.messageId) : undefined;
  if (earlier) return ok(c.state.apiMessage(earlier));
  const msg = compose(c.state, undefined, c.body, c.files, { channelId: ch.id, authorId: c.state.bot.id });
  checkReply(c.state, ch, c.body?.message_reference);
  if (typeof c.body?.nonce === 'string' || typeof c.body?.nonce === 'number') msg.nonce = String(c.body.nonce);
  if (nonce) c.state.nonces.set(nonce, { messageId: msg.id, at: c.state.clock.now() });
  return ok(c.state.apiMessage(c.state.addMessage(msg)));
}

/** A reply (`message_reference`, type 0 or absent): Discord's message reference says "the current user must have the
 * READ_MESSAGE_HISTORY permission" (160002 "Cannot reply without permission to read message history"; its HTTP status
 * is not documented: 400, as the other refusals of a body), and a reference to a message that is not there gets 400
 * 50035 `MESSAGE_REFERENCE_UNKNOWN_MESSAGE` "Unknown message" unless `fail_if_not_exists` is false (then the message is
 * sent as no reply). */
function checkReply(state: StandinState, ch: Channel, ref: any): void {
  if (!ref || typeof ref !== 'object' || (ref.type !== undefined && ref.type !== 0)) return;
  if (ch.type === 0 && !state.has(state.permissions(ch.guildId!, state.bot.id, ch.id), PERM.READ_MESSAGE_HISTORY)) {
    fail(apiError(400, 160002, 'Cannot reply without permission to read message history'));
  }
  const target = state.messages.get(String(ref.message_id));
  const sameChannel = ref.channel_id === undefined || ref.channel_id === null || String(ref.channel_id) === ch.id;
  const there = !!target && target.channelId === ch.id && sameChannel && target.ephemeralTo === undefined;
  if (!there && ref.fail_if_not_exists !== false) {
    fail(formError([{ path: ['message_reference'], code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' }]));
  }
}

/** Discord's message reference: getting one message "requires the current user to have the VIEW_CHANNEL and
 * READ_MESSAGE_HISTORY permissions" in a server channel; without history, 403 50001 Missing Access, as for a channel it
 * cannot see (reading, not an action). */
function getMessage(c: Ctx): Result {
  const ch = botChannel(c.state, c.params[0]);
  if (ch.type === 0 && !c.state.has(c.state.permissions(ch.guildId!, c.state.bot.id, ch.id), PERM.READ_MESSAGE_HISTORY)) fail(apiError(403, 50001, 'Missing Access'));
  return ok(c.state.apiMessage(channelMessage(c.state, c.params[0], c.params[1])));
}

/** Pin and unpin (both routes): Discord's message reference, "Requires the PIN_MESSAGES permission" (MANAGE_MESSAGES no
 * longer does, since February 2026). */
function pin(c: Ctx): Result {
  const ch = botChannel(c.state, c.params[0]);
  channelMessage(c.state, c.params[0], c.params[1]);
  if (ch.type === 0 && !c.state.has(c.state.permissions(ch.guildId!, c.state.bot.id, ch.id), PERM.PIN_MESSAGES)) fail(apiError(403, 50013, 'Missing Permissions'));
  return ok();
}

/** The bot's reaction (Discord's Create Reaction): an emoji Discord knows (a Unicode emoji; a custom `name:id` must be one
 * the bot can use, and the stand-in has none) or 400 10014 Unknown Emoji; "requires the READ_MESSAGE_HISTORY permission"
 * (403 50001 without it, as for reading the message) and, "if nobody else has reacted to the message using this emoji",
 * ADD_REACTIONS (403 50013). */
function react(c: Ctx): Result {
  const ch = botChannel(c.state, c.params[0]);
  const m = channelMessage(c.state, c.params[0], c.params[1]);
  const emoji = c.params[2];
  if (!isUnicodeEmoji(emoji)) fail(apiError(400, 10014, 'Unknown Emoji'));
  let onMessage = c.state.reactions.get(m.id);
  const who = onMessage?.get(emoji);
  if (ch.type === 0) {
    const p = c.state.permissions(ch.guildId!, c.state.bot.id, ch.id);
    if (!c.state.has(p, PERM.READ_MESSAGE_HISTORY)) fail(apiError(403, 50001, 'Missing Access'));
    if (!who?.size && !c.state.has(p, PERM.ADD_REACTIONS)) fail(apiError(403, 50013, 'Missing Permissions'));
  }
  if (!onMessage) c.state.reactions.set(m.id, (onMessage = new Map()));
  if (who) who.add(c.state.bot.id);
  else onMessage.set(emoji, new Set([c.state.bot.id]));
  return ok();
}

function editMessage(c: Ctx): Result {
  const m = channelMessage(c.state, c.params[0], c.params[1]);
  if (m.authorId !== c.state.bot.id) fail(apiError(403, 50005, 'Cannot edit a message authored by another user'));
  const msg = compose(c.state, m, c.body, c.files, { channelId: m.channelId, authorId: m.authorId });
  return ok(c.state.apiMessage(c.state.replaceMessage(msg)));
}

function deleteMessage(c: Ctx): Result {
  const ch = botChannel(c.state, c.params[0]);
  const m = channelMessage(c.state, c.params[0], c.params[1]);
  // Discord's 50003 "Cannot execute action on a DM channel": nobody deletes another's message in a DM.
  if (m.authorId !== c.state.bot.id && ch.type === 1) fail(apiError(403, 50003, 'Cannot execute action on a DM channel'));
  if (m.authorId !== c.state.bot.id && !(c.state.permissions(ch.guildId!, c.state.bot.id, ch.id) & PERM.MANAGE_MESSAGES)) {
    fail(apiError(403, 50013, 'Missing Permissions'));
  }
  c.state.deleteMessage(m.id);
  return ok();
}

function listMessages(c: Ctx): Result {
  const ch = botChannel(c.state, c.params[0]);
  if (ch.type === 0 && !(c.state.permissions(ch.guildId!, c.state.bot.id, ch.id) & PERM.READ_MESSAGE_HISTORY)) return ok([]);
  const limit = Math.min(100, Math.max(1, Number(c.query.get('limit') ?? 50)));
  const before = c.query.get('before');
  const after = c.query.get('after');
  let list = c.state.visibleMessages(ch.id);
  if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
  if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after)).slice(0, limit);
  return ok(list.slice(-limit).reverse().map((m) => c.state.apiMessage(m)));
}
