// The local stand-in for Discord: a gateway (WebSocket) and REST API on 127.0.0.1 that the unmodified discord.js client
// logs in to, for end-to-end tests and offline play. Data in state.ts, routes in rest.ts, gateway in gateway.ts,
// Discord's limits in limits.ts; acting as a user is ../driver.ts. See docs/standin.md.
import type { Guild, StandinOptions, User } from './types.js';

export type { Attachment, Channel, Guild, Message, MessageEvent, Reply, StandinOptions, User } from './types.js';

export interface Standin {
  /** 'http://127.0.0.1:PORT/api': give it to discord.js as `new Client({ rest: { api: apiUrl } })`. */
  readonly apiUrl: string;
  readonly applicationId: string;
  readonly botUserId: string;
  createUser(input: { username: string; id?: string; locale?: string }): User;
  createGuild(input: { name: string; ownerId: string; channels?: string[]; botPermissions?: bigint }): Guild;
  addMember(guildId: string, userId: string, opts?: { permissions?: bigint }): void;
  /** The DM channel between the user and the bot (created on demand). */
  dmChannel(userId: string): string;
  /** Registered application commands: global without a guild id, that guild's otherwise. */
  commands(guildId?: string): unknown[];
  close(): Promise<void>;
}

export async function startStandin(_opts: StandinOptions): Promise<Standin> {
  throw new Error('startStandin: not implemented yet');
}
