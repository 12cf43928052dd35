// The stand-in's data: users, guilds with roles and channels, messages, registered commands and live interactions,
// plus the Discord JSON shapes (api*) the client receives. The HTTP routes that change it are in rest.ts, the
// gateway that pushes it in gateway.ts.
import { randomBytes } from 'node:crypto';
import { SYSTEM_CLOCK, type Clock } from '../../core/clock.js';
import { Faults } from './faults.js';
import { Limiter, type Call, type InvalidRequest, type RateLimitHit } from './ratelimit.js';
import type { Attachment, Channel, Guild, Message, MessageEvent, Reply, RestError, StandinOptions, User } from './types.js';

const DISCORD_EPOCH = 1420070400000n;
export const FLAG_EPHEMERAL = 64;
export const FLAG_LOADING = 128;
export const FLAG_COMPONENTS_V2 = 32768;

// Permission bits (Discord's values).
export const PERM = {
  ADMINISTRATOR: 1n << 3n,
  ADD_REACTIONS: 1n << 6n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: 1n << 13n,
  EMBED_LINKS: 1n << 14n,
  ATTACH_FILES: 1n << 15n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  MENTION_EVERYONE: 1n << 17n,
  USE_APPLICATION_COMMANDS: 1n << 31n,
  /** Discord: "Allows user-installed apps to send public responses. When disabled, users will still be allowed to use
   * their apps but the responses will be ephemeral. This only applies to apps not also installed to the server." */
  USE_EXTERNAL_APPS: 1n << 50n,
  /** Pinning and unpinning (split from MANAGE_MESSAGES; alone since February 2026, Discord's change log). */
  PIN_MESSAGES: 1n << 51n,
};
/** What the owner and administrators get. (Bits 51 and up, PIN_MESSAGES and later, are left out so that payloads stay as
 * they were; the routes that need them ask `has`, which counts the owner and administrators in.) */
const ALL_PERMISSIONS = (1n << 51n) - 1n;
export const DEFAULT_PERMISSIONS =
  PERM.VIEW_CHANNEL | PERM.SEND_MESSAGES | PERM.EMBED_LINKS | PERM.ATTACH_FILES | PERM.READ_MESSAGE_HISTORY |
  PERM.ADD_REACTIONS | PERM.USE_APPLICATION_COMMANDS;

/** `app_permissions` where the app has no bot (a server it is not in, a group DM): Discord's change log (2022-06-29,
 * "Calculated Permissions in Interaction Payloads"): "For apps without a bot user ... the value of app_permissions will
 * be the same as the permissions for @everyone", and a Discord engineer on discord-api-docs issue 5316: "Interactions for
 * apps without a bot integration in the context will have their app_permissions always have Attach Files and Embed
 * Links". Its interactions reference: "app_permissions includes ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE
 * permissions for (G)DMs with other users". */
export const APP_ALWAYS = PERM.ATTACH_FILES | PERM.EMBED_LINKS;
export const APP_IN_PRIVATE_CHANNEL = PERM.ATTACH_FILES | PERM.EMBED_LINKS | PERM.MENTION_EVERYONE;
/** Members in a group DM at most (Discord: 10 recipients). */
const GROUP_DM_MAX = 10;

export interface Role { id: string; name: string; permissions: bigint; position: number }
export interface GuildData {
  id: string; name: string; ownerId: string; channelIds: string[]; roles: Role[];
  members: Map<string, { roles: string[]; joinedAt: string }>;
}

/** A live interaction: what the bot may still do with it and the Reply the driver is waiting for. */
export interface InteractionRecord {
  id: string; token: string; type: number; userId: string; channelId: string; guildId?: string;
  createdAt: number;
  /** performance.now() when dispatched, for Reply.firstResponseMs. */
  startedAt: number;
  /** First callback type, 0 until the bot responds. */
  responseType: number;
  expired: boolean;
  /** Expired by a test (faults.expireInteraction): the webhook routes refuse it too. */
  tokenExpired?: boolean;
  /** The message `@original` designates: the response message, or the component's message for 6/7. */
  originalId?: string;
  /** A deferred reply deleted while still loading: the next follow-up is still its answer, with its flags (Discord
   * documents no exception for a deleted deferral), so one made ephemeral after a public deferral is public. */
  deletedDeferral?: { ephemeral: boolean };
  componentMessageId?: string;
  /** `authorizing_integration_owners` as sent: "0" (the guild's id, "0" in the bot's DM) where the app is installed to the
   * place, "1" (the user's id) where it came through a user's own install of the app. */
  owners: Record<string, string>;
  /** 0 server, 1 the bot's DM, 2 a private channel (a group DM). */
  context: 0 | 1 | 2;
  /** Follow-ups created with this token (Discord caps them at 5 when the owners hold only the user install). */
  followUpCount: number;
  /** In a server without the bot, an invoker lacking Use External Apps or Send Messages there gets ephemeral responses
   * only (Discord: "the responses will be ephemeral"). */
  forceEphemeral?: boolean;
  reply: Reply;
  settled: boolean;
  settle: () => void;
  timers: NodeJS.Timeout[];
  /** Called once, when the bot's first response is accepted or the deadline passes without one (the e2e bench). */
  onFirstResponse?: () => void;
}

export interface ApiError { status: number; code: number; message: string; errors?: unknown }
export const apiError = (status: number, code: number, message: string, errors?: unknown): ApiError =>
  errors === undefined ? { status, code, message } : { status, code, message, errors };

/** A request as it was answered: what it carried (its JSON body, its files) and what it got back. */
export interface AnsweredCall {
  method: string; path: string; query: string; route: string; status: number;
  body: unknown; files: { index: number; filename: string; contentType: string; bytes: Buffer }[];
  response: unknown;
  /** The interaction whose callback or token the request used. */
  rec?: InteractionRecord;
}

export interface StandinObserver {
  interaction?(rec: InteractionRecord, input: { type: number; userId: string; channelId: string; data: unknown; messageId?: string }): void;
  call?(call: AnsweredCall): void;
}

/** `data` may be a function: computed only if some session receives the event (message events need intents). */
type Dispatch = (event: string, data: unknown, guildId?: string) => void;

export class StandinState {
  readonly token: string;
  readonly applicationId: string;
  readonly bot: User;
  readonly responseDeadlineMs: number;
  readonly attachmentSizeLimit: number;
  baseUrl = '';
  users = new Map<string, User>();
  guilds = new Map<string, GuildData>();
  channels = new Map<string, Channel>();
  dms = new Map<string, string>();
  messages = new Map<string, Message>();
  channelMessages = new Map<string, string[]>();
  globalCommands: any[] = [];
  guildCommands = new Map<string, any[]>();
  interactions = new Map<string, InteractionRecord>();
  interactionsByToken = new Map<string, InteractionRecord>();
  /** Every 4xx answered to the bot (latest 1000), for tests and the offline terminal. */
  errorLog: RestError[] = [];
  /** Failures to answer instead of handling a request (tests of what the bot does when Discord refuses a write):
   * the first one whose method and path match answers the next matching request, once. */
  faults: { method: string; path: RegExp; err: ApiError }[] = [];
  /** Requests to hold before handling (tests of what happens while the bot is still sending): the first matching
   * request waits for `release`; `reached` resolves when it arrives. */
  holds: { method: string; path: RegExp; reached: () => void; released: Promise<void> }[] = [];
  /** Messages of the bot written without `allowed_mentions` (any name in them would ping as Discord parses it): the
   * e2e harness fails a test on any, so no path of the bot may forget them. */
  unguardedLog: { method: string; content: string }[] = [];
  /** Messages of the bot that pinged @everyone or @here (a bot must never): the e2e harness fails a test on any. */
  everyoneLog: { messageId: string; channelId: string; content: string }[] = [];
  /** Messages created with `enforce_nonce`, by author and nonce: a second create within the window returns the first. */
  nonces = new Map<string, { messageId: string; at: number }>();
  /** Users whose DMs are closed (faults.closeDms): the bot's messages in their DM channel get 403 50007. */
  closedDms = new Set<string>();
  /** Reactions on messages, by message and emoji: who reacted (the bot's own only; Create Reaction needs ADD_REACTIONS
   * for an emoji nobody used there yet). */
  reactions = new Map<string, Map<string, Set<string>>>();
  /** Users who added the app to their own account (a user install): they may use its commands where the bot is not, in
   * servers without it and in group DMs. */
  installedUsers = new Set<string>();
  /** Discord's rate limits (ratelimit.ts); null when the stand-in was started with `limits: false`. */
  readonly limiter: Limiter | null;
  /** Every request answered (latest `maxCalls`), with its route, bucket and whether the global limit counted it. */
  calls: Call[] = [];
  /** Totals over every request answered, never trimmed: global-limited calls, interaction-endpoint calls. */
  callTotals = { all: 0, globalLimited: 0, interaction: 0 };
  /** Every 429 answered (latest `maxCalls`): scope user, global or shared, and the ban's. */
  rateLimited: RateLimitHit[] = [];
  /** Every answer counted against the invalid-request limit (401, 403, 429 not shared; latest `maxCalls`). */
  invalidRequests: InvalidRequest[] = [];
  readonly maxCalls: number;
  /** Failures asked for by tests (`standin.faults`). */
  readonly injected: Faults = new Faults(this);
  listeners = new Set<(m: Message, event: MessageEvent) => void>();
  /** Told of every interaction sent to the bot and every request answered, with what it carried (the CPU bench
   * records what the bot sent, to send the same again from a bare client). */
  observer: StandinObserver | null = null;
  /** Listeners of one channel's messages only: hundreds of players each waiting in their own channel are not all
   * called for every message. */
  readonly channelListeners = new Map<string, Set<(m: Message, event: MessageEvent) => void>>();
  /** Set by the gateway: sends an event to the shard that owns the guild (DMs: shard 0). */
  dispatch: Dispatch = () => {};
  /** The gateway is down (faults.gatewayDown): its connections are cut and new ones refused; REST still answers. */
  gatewayDown = false;
  /** The bot's token was reset, as Discord does when the day's 1000 session starts are used up: REST answers 401 and the
   * gateway 4004 from then on (the gateway sets it). */
  tokenReset = false;
  /** Set by the gateway: cuts every open connection (the sessions stay, for RESUME). */
  dropGateway: () => void = () => {};
  private increment = 0n;
  /** Discord's time here (StandinOptions.clock). */
  readonly clock: Clock;
  private lastId = 0n;
  readonly maxMessagesPerChannel: number;

  constructor(opts: StandinOptions) {
    this.clock = opts.clock ?? SYSTEM_CLOCK;
    this.token = opts.token;
    this.responseDeadlineMs = opts.responseDeadlineMs ?? 3000;
    this.attachmentSizeLimit = opts.attachmentSizeLimit ?? 10 * 1024 * 1024;
    this.maxMessagesPerChannel = opts.maxMessagesPerChannel ?? 1000;
    this.maxCalls = opts.maxCalls ?? 100_000;
    this.limiter = opts.limits === false ? null : new Limiter(opts.limits === true || opts.limits === undefined ? {} : opts.limits);
    this.applicationId = opts.applicationId ?? opts.botUser?.id ?? this.nextId();
    // As in Discord, the bot user's id is the application's id unless told otherwise.
    this.bot = { id: opts.botUser?.id ?? this.applicationId, username: opts.botUser?.username ?? 'Heist', locale: 'en-US', bot: true };
    this.users.set(this.bot.id, this.bot);
  }

  /** Snowflakes: timestamp since Discord's epoch in the high bits, strictly increasing like Discord's. */
  nextId(): string {
    this.increment = (this.increment + 1n) & 0xfffn;
    let id = ((BigInt(this.clock.now()) - DISCORD_EPOCH) << 22n) | (1n << 17n) | this.increment;
    if (id <= this.lastId) id = this.lastId + 1n;
    this.lastId = id;
    return id.toString();
  }

  /** A fresh snowflake on the given shard of `count` ((id >> 22) % count, as Discord routes a guild): ids made within
   *  one millisecond share a shard, so tests that need servers on every shard choose them with this. */
  snowflakeOnShard(shard: number, count: number): string {
    const n = BigInt(count);
    let ms = (BigInt(this.nextId()) >> 22n) + 1n;
    ms += (BigInt(shard) - (ms % n) + n) % n;
    this.lastId = (ms << 22n) | (1n << 17n);
    return this.lastId.toString();
  }

  // ---- users, guilds, channels ----

  /** `bot`: another app's bot account (a server's other bots), which Discord's user options can name too. */
  createUser(input: { username: string; id?: string; locale?: string; installed?: boolean; bot?: boolean }): User {
    const user: User = { id: input.id ?? this.nextId(), username: input.username, locale: input.locale ?? 'en-US', bot: input.bot ?? false };
    this.users.set(user.id, user);
    if (input.installed) this.installedUsers.add(user.id);
    return user;
  }

  /** The user adds the app to their own account (Discord's user install). */
  installForUser(userId: string): void {
    if (!this.users.has(userId)) throw new Error(`No user ${userId}: create it with createUser first.`);
    this.installedUsers.add(userId);
  }

  /** `bot: false`: a server the bot is not a member of (no role, no GUILD_CREATE, its channels refused to the bot's own
   * REST calls with 403 50001); users who installed the app may still use its commands there. @everyone then also gets
   * Use External Apps by default (Discord: "enabled for servers by default"). */
  createGuild(input: { name: string; ownerId: string; id?: string; channels?: string[]; botPermissions?: bigint; everyonePermissions?: bigint; bot?: boolean }): Guild {
    const id = input.id ?? this.nextId();
    if (this.guilds.has(id)) throw new Error(`the stand-in already has a guild ${id}`);
    // Later ids still increase past a chosen one, as Discord's do.
    if (BigInt(id) > this.lastId) this.lastId = BigInt(id);
    const withBot = input.bot !== false;
    const everyone: Role = { id, name: '@everyone', permissions: input.everyonePermissions ?? (withBot ? DEFAULT_PERMISSIONS : DEFAULT_PERMISSIONS | PERM.USE_EXTERNAL_APPS), position: 0 };
    const g: GuildData = { id, name: input.name, ownerId: input.ownerId, channelIds: [], roles: [everyone], members: new Map() };
    if (withBot) {
      const botRole: Role = { id: this.nextId(), name: this.bot.username, permissions: input.botPermissions ?? DEFAULT_PERMISSIONS, position: 1 };
      g.roles.push(botRole);
      g.members.set(this.bot.id, { roles: [botRole.id], joinedAt: new Date().toISOString() });
    }
    this.guilds.set(id, g);
    for (const name of input.channels ?? ['general']) {
      const ch: Channel = { id: this.nextId(), name, type: 0, guildId: id };
      this.channels.set(ch.id, ch);
      g.channelIds.push(ch.id);
    }
    if (this.users.has(input.ownerId)) this.addMember(id, input.ownerId);
    if (withBot) this.dispatch('GUILD_CREATE', this.apiGuildCreate(g), id);
    return this.guildView(g);
  }

  /** Whether the bot is a member of the guild (false for `createGuild({ bot: false })`). */
  botIn(guildId: string | undefined): boolean {
    return !!guildId && !!this.guilds.get(guildId)?.members.has(this.bot.id);
  }

  /** A group DM (channel type 3) between users; the bot is never in one: its own REST calls there get 403 50001. */
  createGroupDm(ownerId: string, memberIds: string[]): { id: string } {
    const ids = [...new Set([ownerId, ...memberIds])];
    for (const u of ids) {
      if (u === this.bot.id) throw new Error('A bot cannot be in a group DM.');
      if (!this.users.has(u)) throw new Error(`No user ${u}: create it with createUser first.`);
    }
    if (ids.length > GROUP_DM_MAX) throw new Error(`A group DM holds at most ${GROUP_DM_MAX} members.`);
    const id = this.nextId();
    this.channels.set(id, { id, name: '', type: 3, recipientIds: ids, ownerId });
    return { id };
  }

  guildView(g: GuildData): Guild {
    return { id: g.id, name: g.name, ownerId: g.ownerId, channels: g.channelIds.map((c) => ({ id: c, name: this.channels.get(c)!.name })) };
  }

  addMember(guildId: string, userId: string, opts: { permissions?: bigint } = {}): void {
    const g = this.guilds.get(guildId);
    if (!g) throw new Error(`No guild ${guildId}.`);
    if (!this.users.has(userId)) throw new Error(`No user ${userId}: create it with createUser first.`);
    if (userId === this.bot.id && !g.members.has(userId)) throw new Error(`The bot is not in ${g.name} (created with bot: false); it cannot be added later.`);
    const roles: string[] = [];
    if (opts.permissions !== undefined) {
      const role: Role = { id: this.nextId(), name: `member ${this.users.get(userId)!.username}`, permissions: opts.permissions, position: 1 };
      g.roles.push(role);
      roles.push(role.id);
    }
    g.members.set(userId, { roles, joinedAt: new Date().toISOString() });
  }

  /** Whether the user is a member of a server the bot is in: Discord lets a bot send a DM only then. */
  sharesGuild(userId: string): boolean {
    for (const g of this.guilds.values()) if (g.members.has(userId) && g.members.has(this.bot.id)) return true;
    return false;
  }

  dmChannel(userId: string): string {
    if (!this.users.has(userId)) throw new Error(`No user ${userId}.`);
    let id = this.dms.get(userId);
    if (!id) {
      id = this.nextId();
      this.channels.set(id, { id, name: `dm-${this.users.get(userId)!.username}`, type: 1, recipientId: userId });
      this.dms.set(userId, id);
    }
    return id;
  }

  /** Permissions of a member in a guild, and in one of its channels when `channelId` is given (its overwrites applied,
   * as Discord computes them): owner and administrators have all. */
  permissions(guildId: string, userId: string, channelId?: string): bigint {
    const g = this.guilds.get(guildId);
    if (!g) return 0n;
    if (g.ownerId === userId) return ALL_PERMISSIONS;
    const member = g.members.get(userId);
    if (!member) return 0n;
    let p = g.roles[0].permissions;
    for (const r of g.roles) if (member.roles.includes(r.id)) p |= r.permissions;
    if (p & PERM.ADMINISTRATOR) return ALL_PERMISSIONS;
    const overwrites = channelId ? this.channels.get(channelId)?.overwrites ?? [] : [];
    const everyone = overwrites.find((o) => o.type === 0 && o.id === g.id);
    if (everyone) p = (p & ~everyone.deny) | everyone.allow;
    let allow = 0n;
    let deny = 0n;
    for (const o of overwrites) {
      if (o.type === 0 && o.id !== g.id && member.roles.includes(o.id)) {
        allow |= o.allow;
        deny |= o.deny;
      }
    }
    p = (p & ~deny) | allow;
    const own = overwrites.find((o) => o.type === 1 && o.id === userId);
    if (own) p = (p & ~own.deny) | own.allow;
    return p;
  }

  /** Sets (or, with both 0, removes) a channel's permission overwrite for a role (the guild's id: @everyone) or a
   * member, as a server's manager does in the channel's settings; CHANNEL_UPDATE goes to the guild's shard, as on
   * Discord. */
  setOverwrite(channelId: string, target: { role?: string; member?: string }, allow: bigint, deny: bigint): void {
    const ch = this.channels.get(channelId);
    if (!ch || ch.type !== 0) throw new Error(`No guild channel ${channelId}.`);
    const id = target.role ?? target.member;
    if (!id) throw new Error('setOverwrite needs a role or a member.');
    const type = target.role ? 0 : 1;
    const rest = (ch.overwrites ?? []).filter((o) => !(o.id === id && o.type === type));
    ch.overwrites = allow === 0n && deny === 0n ? rest : [...rest, { id, type, allow, deny }];
    if (this.botIn(ch.guildId!)) this.dispatch('CHANNEL_UPDATE', this.apiChannel(ch), ch.guildId!);
  }

  /** Whether a user can see a channel (DMs: only its recipient and the bot; group DMs: their members). */
  canSee(channel: Channel, userId: string): boolean {
    if (channel.type === 1) return channel.recipientId === userId || userId === this.bot.id;
    if (channel.type === 3) return channel.recipientIds!.includes(userId);
    return (this.permissions(channel.guildId!, userId, channel.id) & PERM.VIEW_CHANNEL) !== 0n;
  }

  /** Whether `perm` is among `p` (a result of `permissions`): the owner and administrators hold every permission, those
   * beyond ALL_PERMISSIONS too. */
  has(p: bigint, perm: bigint): boolean {
    return p === ALL_PERMISSIONS || (p & perm) === perm;
  }

  /** @everyone's permissions in a channel (its @everyone overwrite applied). */
  everyonePermissions(guildId: string, channelId: string): bigint {
    const g = this.guilds.get(guildId)!;
    let p = g.roles[0].permissions;
    if (p & PERM.ADMINISTRATOR) return ALL_PERMISSIONS;
    const o = this.channels.get(channelId)?.overwrites?.find((x) => x.type === 0 && x.id === g.id);
    if (o) p = (p & ~o.deny) | o.allow;
    return p;
  }

  /** Where a user may use the app and how it is installed there (`authorizing_integration_owners`, Discord's rules): key
   * "0" where the app is installed to the place (a server the bot is in, the guild's id; the bot's DM, "0"), key "1" (the
   * user's id) where the user added the app to their account; each only if the command supports that installation
   * (`integration_types`, default [0]). An empty result: Discord would not show the user the command there. */
  authorizingOwners(userId: string, channel: Channel, integrationTypes: unknown): Record<string, string> {
    const types = Array.isArray(integrationTypes) ? integrationTypes : [0];
    const owners: Record<string, string> = {};
    if (types.includes(0) && (channel.type === 1 || (channel.type === 0 && this.botIn(channel.guildId)))) owners['0'] = channel.guildId ?? '0';
    if (types.includes(1) && this.installedUsers.has(userId)) owners['1'] = userId;
    return owners;
  }

  /** A place where the bot is not: a server it is not in, or a group DM (only user installs reach there). */
  botless(channel: Channel): boolean {
    return channel.type === 3 || (channel.type === 0 && !this.botIn(channel.guildId));
  }

  /** The registered command an interaction's data names (global or the guild's), if any. */
  private commandOf(data: unknown): any {
    const id = (data as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return undefined;
    return this.globalCommands.find((c) => c.id === id) ?? [...this.guildCommands.values()].flat().find((c) => c.id === id);
  }

  // ---- messages ----

  addMessage(m: Message): Message {
    this.messages.set(m.id, m);
    let list = this.channelMessages.get(m.channelId);
    if (!list) this.channelMessages.set(m.channelId, (list = []));
    list.push(m.id);
    // Long offline sessions: forget the oldest messages (and their image bytes) beyond the cap, silently.
    if (list.length > this.maxMessagesPerChannel) this.messages.delete(list.shift()!);
    this.emit(m, 'create');
    return m;
  }

  replaceMessage(m: Message): Message {
    this.messages.set(m.id, m);
    this.emit(m, 'update');
    return m;
  }

  deleteMessage(id: string): void {
    const m = this.messages.get(id);
    if (!m) return;
    this.messages.delete(id);
    this.reactions.delete(id);
    const list = this.channelMessages.get(m.channelId)!;
    list.splice(list.indexOf(id), 1);
    this.emit(m, 'delete');
  }

  /** The bot removed from a server (kicked, or banned): its member and its own role go and GUILD_DELETE reaches it (no
   * `unavailable`: it left, not an outage); the server is then one the bot is not in, its REST calls there refused 403
   * 50001 as for `createGuild({ bot: false })`. `addBot` invites it again. */
  removeBot(guildId: string): void {
    const g = this.guilds.get(guildId);
    if (!g) throw new Error(`No guild ${guildId}.`);
    const member = g.members.get(this.bot.id);
    if (!member) throw new Error(`The bot is not in ${g.name}.`);
    g.members.delete(this.bot.id);
    // The role Discord made for the bot when it joined goes with it.
    g.roles = g.roles.filter((r) => r.id === g.id || !member.roles.includes(r.id));
    this.dispatch('GUILD_DELETE', { id: g.id }, g.id);
  }

  /** The bot invited again to a server it was removed from: a new role of its own (`permissions`, default Discord's
   * invite's), and GUILD_CREATE. */
  addBot(guildId: string, permissions = DEFAULT_PERMISSIONS): void {
    const g = this.guilds.get(guildId);
    if (!g) throw new Error(`No guild ${guildId}.`);
    if (g.members.has(this.bot.id)) throw new Error(`The bot is already in ${g.name}.`);
    const role: Role = { id: this.nextId(), name: this.bot.username, permissions, position: 1 };
    g.roles.push(role);
    g.members.set(this.bot.id, { roles: [role.id], joinedAt: new Date().toISOString() });
    this.dispatch('GUILD_CREATE', this.apiGuildCreate(g), g.id);
  }

  /** A server channel deleted by a moderator: gone with its messages; CHANNEL_DELETE goes to the guild's shard. */
  deleteChannel(channelId: string): void {
    const ch = this.channels.get(channelId);
    if (!ch) throw new Error(`No channel ${channelId}.`);
    if (ch.type !== 0) throw new Error('Only a server channel can be deleted (a DM channel cannot).');
    const data = this.apiChannel(ch);
    const g = this.guilds.get(ch.guildId!)!;
    g.channelIds.splice(g.channelIds.indexOf(channelId), 1);
    for (const id of this.channelMessages.get(channelId) ?? []) this.messages.delete(id);
    this.channelMessages.delete(channelId);
    this.channels.delete(channelId);
    if (this.botIn(g.id)) this.dispatch('CHANNEL_DELETE', data, g.id);
  }

  /** `calls` answered at or after `since` (ms since the epoch; default all kept), counted per route: every call, those
   * counted against the global limit, those to interaction endpoints, and those answered 429. */
  callCounts(since = 0): Record<string, { calls: number; globalLimited: number; interaction: number; rateLimited: number }> {
    const out: Record<string, { calls: number; globalLimited: number; interaction: number; rateLimited: number }> = {};
    for (const c of this.calls) {
      if (c.at < since) continue;
      const n = (out[c.route] ??= { calls: 0, globalLimited: 0, interaction: 0, rateLimited: 0 });
      n.calls++;
      if (c.globalLimited) n.globalLimited++;
      if (c.interaction) n.interaction++;
      if (c.status === 429) n.rateLimited++;
    }
    return out;
  }

  /** Keeps a log at its cap (the oldest entries go). */
  trim<T>(log: T[]): void {
    if (log.length > this.maxCalls) log.splice(0, log.length - this.maxCalls);
  }

  visibleMessages(channelId: string, asUserId?: string): Message[] {
    const out: Message[] = [];
    for (const id of this.channelMessages.get(channelId) ?? []) {
      const m = this.messages.get(id)!;
      if (m.ephemeralTo === undefined || m.ephemeralTo === asUserId) out.push(m);
    }
    return out;
  }

  private emit(m: Message, event: MessageEvent): void {
    for (const l of this.listeners) l(m, event);
    const own = this.channelListeners.get(m.channelId);
    if (own) for (const l of own) l(m, event);
    if (m.ephemeralTo !== undefined) return;
    const ch = this.channels.get(m.channelId);
    // Where the bot is not (a server without it, a group DM) it hears nothing.
    if (ch && this.botless(ch)) return;
    const t = event === 'create' ? 'MESSAGE_CREATE' : event === 'update' ? 'MESSAGE_UPDATE' : 'MESSAGE_DELETE';
    // Gateway message events carry channel_type: discord.js needs it to build a DM channel it has not cached.
    const data = event === 'delete' ? { id: m.id, channel_id: m.channelId, guild_id: ch?.guildId } : () => ({ ...this.apiMessage(m), channel_type: ch?.type ?? 0 });
    this.dispatch(t, data, ch?.guildId);
  }

  // ---- interactions ----

  /** Send an interaction to the bot; resolves when it has answered (see Reply). */
  startInteraction(input: {
    type: number; userId: string; channelId: string; data: unknown; messageId?: string; replyTimeoutMs: number;
  }): Promise<Reply> {
    const channel = this.channels.get(input.channelId);
    if (!channel) throw new Error(`No channel ${input.channelId}.`);
    const user = this.users.get(input.userId);
    if (!user) throw new Error(`No user ${input.userId}.`);
    // authorizing_integration_owners: a press on a message of a user-installed interaction carries that interaction's
    // owners, whoever presses (Discord: components "can be triggered by any user the component is visible to, regardless
    // of the installation context"); a command, the installations the user has there that it supports; a press on any
    // other message, the app's own install; a modal's submit, either.
    const pressed = input.messageId ? this.messages.get(input.messageId) : undefined;
    const owners = pressed?.authorizingOwners ? { ...pressed.authorizingOwners }
      : this.authorizingOwners(user.id, channel, input.type === 2 || input.type === 4 ? this.commandOf(input.data)?.integration_types : input.type === 5 ? [0, 1] : [0]);
    if (this.botless(channel) && !Object.keys(owners).length) {
      throw new Error(`Discord would not send this interaction: the bot is not in ${channel.type === 3 ? 'this group DM' : 'this server'} and ${user.username} has not added the app to their account (installForUser).`);
    }
    const context = channel.type === 0 ? 0 : channel.type === 1 ? 1 : 2;
    const g = channel.guildId ? this.guilds.get(channel.guildId) : undefined;
    const forceEphemeral = !!g && !this.botIn(g.id) && !this.has(this.permissions(g.id, user.id, channel.id), PERM.USE_EXTERNAL_APPS | PERM.SEND_MESSAGES);
    const id = this.nextId();
    const token = `standin.${id}.${randomBytes(12).toString('hex')}`;
    return new Promise<Reply>((resolve) => {
      const rec: InteractionRecord = {
        id, token, type: input.type, userId: user.id, channelId: channel.id, guildId: channel.guildId, owners, context, followUpCount: 0,
        ...(forceEphemeral ? { forceEphemeral } : {}),
        createdAt: this.clock.now(), startedAt: performance.now(), responseType: 0, expired: false, componentMessageId: input.messageId,
        reply: { interactionId: id, type: 0, followUps: [], restErrors: [] }, settled: false, timers: [],
        settle: () => {
          if (rec.settled) return;
          rec.settled = true;
          for (const t of rec.timers) clearTimeout(t);
          rec.timers = [];
          if (rec.originalId && !rec.reply.message) rec.reply.message = this.messages.get(rec.originalId);
          resolve(rec.reply);
        },
      };
      this.interactions.set(id, rec);
      this.interactionsByToken.set(token, rec);
      this.observer?.interaction?.(rec, input);
      rec.timers.push(setTimeout(() => {
        if (rec.responseType !== 0) return;
        rec.expired = true;
        rec.onFirstResponse?.();
        rec.reply.error = { code: 10062, message: 'Unknown interaction: the bot did not respond in time (the user sees "This interaction failed").' };
        rec.settle();
      }, this.responseDeadlineMs));
      rec.timers.push(setTimeout(() => {
        rec.reply.error ??= { code: 0, message: `The bot acknowledged the interaction but sent nothing within ${input.replyTimeoutMs} ms.` };
        rec.settle();
      }, Math.max(input.replyTimeoutMs, this.responseDeadlineMs + 1)));
      // Webhook tokens live 15 minutes (rest.ts answers 50027 after that); forget the interaction a little later.
      setTimeout(() => { this.interactions.delete(id); this.interactionsByToken.delete(token); }, 16 * 60_000).unref();
      const payload: Record<string, unknown> = {
        id, application_id: this.applicationId, type: input.type, data: input.data, token, version: 1,
        channel: this.apiChannel(channel, user.id), channel_id: channel.id,
        locale: user.locale, entitlements: [], attachment_size_limit: this.attachmentSizeLimit,
      };
      if (g) {
        // Without the bot there: @everyone's permissions in the channel, with Attach Files and Embed Links (APP_ALWAYS).
        const app = this.botIn(g.id) ? this.permissions(g.id, this.bot.id, channel.id) : this.everyonePermissions(g.id, channel.id) | APP_ALWAYS;
        Object.assign(payload, {
          guild_id: g.id, guild: { id: g.id, locale: 'en-US', features: [] }, guild_locale: 'en-US',
          member: this.apiMember(g, user.id, channel.id), app_permissions: app.toString(),
          authorizing_integration_owners: owners, context,
        });
      } else {
        Object.assign(payload, {
          user: this.apiUser(user),
          app_permissions: (context === 1 ? DEFAULT_PERMISSIONS & ~PERM.USE_APPLICATION_COMMANDS : APP_IN_PRIVATE_CHANNEL).toString(),
          authorizing_integration_owners: owners, context,
        });
      }
      if (input.messageId) payload.message = this.apiMessage(this.messages.get(input.messageId)!);
      this.dispatch('INTERACTION_CREATE', payload, channel.guildId);
    });
  }

  // ---- Discord JSON shapes ----

  apiUser(u: User): Record<string, unknown> {
    return { id: u.id, username: u.username, discriminator: u.bot ? '0000' : '0', global_name: u.bot ? null : u.username, avatar: null, bot: u.bot, public_flags: 0, flags: 0 };
  }

  /** A member as Discord shows it; in an interaction (`channelId`), with their permissions in that channel. */
  apiMember(g: GuildData, userId: string, channelId?: string): Record<string, unknown> {
    const m = g.members.get(userId);
    return {
      user: this.apiUser(this.users.get(userId)!), roles: m?.roles ?? [], joined_at: m?.joinedAt ?? new Date().toISOString(),
      nick: null, avatar: null, premium_since: null, deaf: false, mute: false, pending: false, flags: 0,
      communication_disabled_until: null, permissions: this.permissions(g.id, userId, channelId).toString(),
    };
  }

  apiChannel(c: Channel, forUserId?: string): Record<string, unknown> {
    if (c.type === 1) {
      return { id: c.id, type: 1, recipients: [this.apiUser(this.users.get(c.recipientId!)!)], last_message_id: this.lastMessageId(c.id), flags: 0 };
    }
    if (c.type === 3) {
      return {
        id: c.id, type: 3, name: null, icon: null, owner_id: c.ownerId, recipients: c.recipientIds!.map((u) => this.apiUser(this.users.get(u)!)),
        last_message_id: this.lastMessageId(c.id), flags: 0,
      };
    }
    const out: Record<string, unknown> = {
      id: c.id, type: 0, name: c.name, guild_id: c.guildId, position: this.guilds.get(c.guildId!)!.channelIds.indexOf(c.id),
      permission_overwrites: (c.overwrites ?? []).map((o) => ({ id: o.id, type: o.type, allow: o.allow.toString(), deny: o.deny.toString() })), parent_id: null, topic: null, nsfw: false, rate_limit_per_user: 0,
      last_message_id: this.lastMessageId(c.id), flags: 0,
    };
    if (forUserId) out.permissions = this.permissions(c.guildId!, forUserId, c.id).toString();
    return out;
  }

  private lastMessageId(channelId: string): string | null {
    const list = this.channelMessages.get(channelId);
    return list?.length ? list[list.length - 1] : null;
  }

  apiRole(r: Role): Record<string, unknown> {
    return { id: r.id, name: r.name, permissions: r.permissions.toString(), position: r.position, color: 0, colors: { primary_color: 0, secondary_color: null, tertiary_color: null }, hoist: false, managed: false, mentionable: false, icon: null, unicode_emoji: null, flags: 0 };
  }

  apiGuild(g: GuildData): Record<string, unknown> {
    return {
      id: g.id, name: g.name, icon: null, splash: null, discovery_splash: null, banner: null, description: null,
      owner_id: g.ownerId, afk_channel_id: null, afk_timeout: 300, verification_level: 0, default_message_notifications: 0,
      explicit_content_filter: 0, mfa_level: 0, nsfw_level: 0, premium_tier: 0, premium_subscription_count: 0,
      system_channel_id: null, system_channel_flags: 0, rules_channel_id: null, public_updates_channel_id: null,
      safety_alerts_channel_id: null, vanity_url_code: null, preferred_locale: 'en-US', max_members: 500000,
      max_video_channel_users: 25, premium_progress_bar_enabled: false, application_id: null,
      roles: g.roles.map((r) => this.apiRole(r)), emojis: [], stickers: [], features: [],
    };
  }

  apiGuildCreate(g: GuildData): Record<string, unknown> {
    return {
      ...this.apiGuild(g), joined_at: g.members.get(this.bot.id)!.joinedAt, large: false, unavailable: false,
      member_count: g.members.size, members: [this.apiMember(g, this.bot.id)],
      channels: g.channelIds.map((c) => this.apiChannel(this.channels.get(c)!)),
      threads: [], presences: [], voice_states: [], stage_instances: [], guild_scheduled_events: [], soundboard_sounds: [],
    };
  }

  apiAttachment(m: Message, a: Attachment): Record<string, unknown> {
    const url = `${this.baseUrl}/attachments/${m.channelId}/${a.id}/${encodeURIComponent(a.filename)}`;
    const out: Record<string, unknown> = { id: a.id, filename: a.filename, size: a.bytes.length, url, proxy_url: url, content_type: a.contentType };
    if (m.ephemeralTo !== undefined) out.ephemeral = true;
    const png = a.bytes.length > 24 && a.bytes.readUInt32BE(0) === 0x89504e47;
    if (png) Object.assign(out, { width: a.bytes.readUInt32BE(16), height: a.bytes.readUInt32BE(20) });
    return out;
  }

  /** Components as Discord returns them: an `attachment://name` reference becomes that attachment's address. */
  private resolveMedia(m: Message, components: unknown): unknown {
    if (!Array.isArray(components)) return components;
    const url = (u: unknown) => {
      const a = typeof u === 'string' && u.startsWith('attachment://') ? m.attachments.find((x) => x.filename === u.slice(13)) : undefined;
      return a ? (this.apiAttachment(m, a) as { url: string }).url : u;
    };
    const media = (x: any) => (x && typeof x === 'object' ? { ...x, url: url(x.url) } : x);
    return components.map((c: any) => {
      if (!c || typeof c !== 'object') return c;
      const out = { ...c };
      if (Array.isArray(c.components)) out.components = this.resolveMedia(m, c.components);
      if (c.accessory) out.accessory = (this.resolveMedia(m, [c.accessory]) as unknown[])[0];
      if (Array.isArray(c.items)) out.items = c.items.map((it: any) => ({ ...it, media: media(it?.media) }));
      if (c.media) out.media = media(c.media);
      if (c.file) out.file = media(c.file);
      return out;
    });
  }

  apiMessage(m: Message): Record<string, unknown> {
    const ch = this.channels.get(m.channelId);
    const author = this.users.get(m.authorId)!;
    const out: Record<string, unknown> = {
      id: m.id, channel_id: m.channelId, author: this.apiUser(author), content: m.content,
      timestamp: new Date(m.createdAt).toISOString(), edited_timestamp: m.editedAt ? new Date(m.editedAt).toISOString() : null,
      tts: false, mention_everyone: m.mentionEveryone ?? false,
      mentions: (m.mentions ?? []).flatMap((id) => { const u = this.users.get(id); return u ? [this.apiUser(u)] : []; }),
      mention_roles: [], attachments: m.attachments.map((a) => this.apiAttachment(m, a)),
      embeds: m.embeds, components: this.resolveMedia(m, m.components), pinned: false, type: 0, flags: m.flags,
    };
    if (ch?.guildId) out.guild_id = ch.guildId;
    if (m.nonce !== undefined) out.nonce = m.nonce;
    const rec = m.interactionId ? this.interactions.get(m.interactionId) : undefined;
    if (m.interactionId) {
      Object.assign(out, { webhook_id: this.applicationId, application_id: this.applicationId });
      if (rec) {
        out.type = rec.type === 2 && rec.originalId === m.id ? 20 : 0;
        out.interaction_metadata = {
          // (Discord fills the owners in for every interaction; here only for user-installed ones, so that the rest stay as
          // they were.)
          id: rec.id, type: rec.type, user: this.apiUser(this.users.get(rec.userId)!), authorizing_integration_owners: m.authorizingOwners ?? {},
          ...(rec.componentMessageId ? { interacted_message_id: rec.componentMessageId } : {}),
        };
      }
    }
    return out;
  }
}
