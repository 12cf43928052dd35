// The local stand-in for Discord: a gateway (WebSocket) and REST API on 127.0.0.1 that the unmodified discord.js client
// logs in to, for end-to-end tests and offline play. Data in state.ts, routes in rest.ts, gateway in gateway.ts,
// request bodies against Discord's OpenAPI description in spec.ts, Discord's documented limits in limits.ts (messages)
// and commands.ts (command registration), its rate limits in ratelimit.ts, failures on purpose in faults.ts; acting as a user is ../driver.ts. See docs/standin.md.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Faults } from './faults.js';
import { Gateway } from './gateway.js';
import { handleHttp } from './rest.js';
import { apiError, StandinState } from './state.js';
import type { Guild, StandinOptions, User } from './types.js';

export type { FaultHandle, FaultMatch, Faults } from './faults.js';
export { BUCKETS, DEFAULT_LIMITS } from './ratelimit.js';
export type { BucketRule, Call, InvalidRequest, LimitSettings, LimitsOption, RateLimitHit, Scope } from './ratelimit.js';
export type { Attachment, Channel, Guild, Message, MessageEvent, Reply, RestError, StandinOptions, User } from './types.js';

export interface Standin {
  /** 'http://127.0.0.1:PORT/api': give it to discord.js as `new Client({ rest: { api: apiUrl } })`. */
  readonly apiUrl: string;
  readonly applicationId: string;
  readonly botUserId: string;
  /** `installed`: the user has added the app to their account (as `installForUser`). */
  createUser(input: { username: string; id?: string; locale?: string; installed?: boolean; bot?: boolean }): User;
  /** The bot's role gets `botPermissions`, @everyone (whose role id is the guild id) `everyonePermissions`. A chosen
   *  `id` (a snowflake) puts the guild on a known shard, (id >> 22) % shards. `bot: false`: a server the bot is not a
   *  member of (no GUILD_CREATE, its REST calls there 403 50001): only users who installed the app can use it there. */
  createGuild(input: { name: string; ownerId: string; id?: string; channels?: string[]; botPermissions?: bigint; everyonePermissions?: bigint; bot?: boolean }): Guild;
  /** The user adds the app to their own account (a user install): its commands then reach them in servers without the
   *  bot and in group DMs too. */
  installForUser(userId: string): void;
  /** A group DM (channel type 3) of the owner and these users; the bot is not in it (its REST calls there 403 50001). */
  createGroupDm(ownerId: string, memberIds: string[]): { id: string };
  addMember(guildId: string, userId: string, opts?: { permissions?: bigint }): void;
  /** A channel's permission overwrite for a role (`role`: the guild's id for @everyone) or a member; both 0 removes it. */
  setOverwrite(channelId: string, target: { role?: string; member?: string }, allow: bigint, deny: bigint): void;
  /** The bot removed from a server (kicked): GUILD_DELETE, then its REST calls there refused 403 50001; `addBot` invites
   *  it again (GUILD_CREATE, a new role with `permissions`). */
  removeBot(guildId: string): void;
  addBot(guildId: string, permissions?: bigint): void;
  /** The DM channel between the user and the bot (created on demand). */
  dmChannel(userId: string): string;
  /** Registered application commands: global without a guild id, that guild's otherwise. */
  commands(guildId?: string): unknown[];
  /** Answers the next request with this method whose path matches with Discord's error (status, code, message)
   * instead of handling it: for testing what the bot does when a write is refused (e.g. 403 50013 Missing Permissions). */
  failNext(method: string, path: RegExp, status: number, code: number, message: string): void;
  /** Holds the next request with this method whose path matches until `release()`: `reached` resolves when the bot
   * sends it (for testing what happens while the bot is still delivering). */
  holdNext(method: string, path: RegExp): { reached: Promise<void>; release(): void };
  /** Failures on purpose (faults.ts): 5xx storms, hangs, shared 429s, closed DMs, deleted messages and channels,
   * expired interaction tokens. */
  readonly faults: Faults;
  close(): Promise<void>;
  /** The internal data (users, guilds, channels, messages, interactions); the driver works through it. */
  readonly state: StandinState;
}

export async function startStandin(opts: StandinOptions): Promise<Standin> {
  const state = new StandinState(opts);
  const server = createServer((req, res) => {
    handleHttp(state, req, res).catch((e) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 0, message: String(e) }));
    });
  });
  server.keepAliveTimeout = 60_000;
  const gateway = new Gateway(server, state);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  state.baseUrl = `http://127.0.0.1:${port}`;
  return {
    apiUrl: `${state.baseUrl}/api`,
    applicationId: state.applicationId,
    botUserId: state.bot.id,
    state,
    createUser: (input) => state.createUser(input),
    createGuild: (input) => state.createGuild(input),
    installForUser: (userId) => state.installForUser(userId),
    createGroupDm: (ownerId, memberIds) => state.createGroupDm(ownerId, memberIds),
    addMember: (guildId, userId, o) => state.addMember(guildId, userId, o),
    setOverwrite: (channelId, target, allow, deny) => state.setOverwrite(channelId, target, allow, deny),
    removeBot: (guildId) => state.removeBot(guildId),
    addBot: (guildId, permissions) => state.addBot(guildId, permissions),
    dmChannel: (userId) => state.dmChannel(userId),
    commands: (guildId) => (guildId ? state.guildCommands.get(guildId) ?? [] : state.globalCommands),
    faults: state.injected,
    failNext: (method, path, status, code, message) => { state.faults.push({ method, path, err: apiError(status, code, message) }); },
    holdNext: (method, path) => {
      let reached!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((r) => { reached = r; });
      const released = new Promise<void>((r) => { release = r; });
      state.holds.push({ method, path, reached, released });
      return { reached: arrived, release };
    },
    close: async () => {
      for (const rec of state.interactions.values()) rec.settle();
      gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
