// The offline crew: local players and their channel in the stand-in, with ids derived from the names, so a channel
// finds its game again after a restart whoever is named with it (a substitute added to --players included), and each
// player is the same user (the table finds games by channel and user id).
// The terminal that plays them is index.ts; the stand-in's data is src/local/standin/state.ts.
import { createHash } from 'node:crypto';
import type { Standin, User } from '../local/standin/index.js';
import { DEFAULT_PERMISSIONS, type GuildData } from '../local/standin/state.js';

/** A snowflake-shaped id from a name: 18 digits starting with 1, below the stand-in's own (time-based) ids. */
export function stableId(kind: string, name: string): string {
  const hex = createHash('sha256').update(`heist-offline:${kind}:${name}`).digest('hex');
  return `1${(BigInt(`0x${hex.slice(0, 16)}`) % 10n ** 17n).toString().padStart(17, '0')}`;
}

export interface CrewOptions {
  players: string[];
  /** The server channel's name; ignored for a DM. */
  channel: string;
  /** Play in each player's DM with the bot instead of a server channel. */
  dm: boolean;
  locale: string;
  /** Whether a channel id has a game under way in the offline database: a game begun before channels were named by
   * their name alone (by their crew too) is found under its old id. */
  hasGame?: (channelId: string) => boolean;
}

export interface Crew {
  users: User[];
  /** The server channel (null: DMs). */
  channelId: string | null;
  guildId: string | null;
  /** Where a player's commands go: the crew's channel, or their own DM. */
  channelOf(user: User): string;
  dmOf(user: User): string;
  byName(name: string): User | undefined;
}

/** `--players alice,bob` → ['alice', 'bob']: trimmed, no empties, no repeats (case-insensitive). */
export function parsePlayers(list: string): string[] {
  const seen = new Set<string>();
  return list.split(',').map((x) => x.trim()).filter((x) => x && !seen.has(x.toLowerCase()) && seen.add(x.toLowerCase()));
}

/** Puts the crew into the stand-in before the bot logs in (the bot learns the server from its READY). */
export function seatCrew(standin: Standin, o: CrewOptions): Crew {
  const state = standin.state;
  const users = o.players.map((name) => state.createUser({ username: name, id: stableId('user', name.toLowerCase()), locale: o.locale }));
  const dms = new Map<string, string>();
  for (const u of users) {
    // The DM channel too keeps its id across restarts (solo games live there).
    const id = stableId('dm', u.username.toLowerCase());
    state.channels.set(id, { id, name: `dm-${u.username}`, type: 1, recipientId: u.id });
    state.dms.set(u.id, id);
    dms.set(u.id, id);
  }
  let channelId: string | null = null;
  let guildId: string | null = null;
  if (!o.dm) {
    // One offline server; a channel by its name, whoever plays there; the first player owns it (a channel manager).
    const named = `#${o.channel.toLowerCase()}`;
    const before = `${[...o.players].map((p) => p.toLowerCase()).sort().join(',')}${named}`;
    const key = !o.hasGame?.(stableId('channel', named)) && o.hasGame?.(stableId('channel', before)) ? before : named;
    guildId = stableId('guild', key);
    channelId = stableId('channel', key);
    const botRole = { id: stableId('bot-role', key), name: state.bot.username, permissions: DEFAULT_PERMISSIONS, position: 1 };
    const joinedAt = new Date(0).toISOString();
    const g: GuildData = {
      id: guildId, name: 'offline', ownerId: users[0].id, channelIds: [channelId],
      roles: [{ id: guildId, name: '@everyone', permissions: DEFAULT_PERMISSIONS, position: 0 }, botRole],
      members: new Map([[state.bot.id, { roles: [botRole.id], joinedAt }], ...users.map((u) => [u.id, { roles: [] as string[], joinedAt }] as const)]),
    };
    state.guilds.set(guildId, g);
    state.channels.set(channelId, { id: channelId, name: o.channel, type: 0, guildId });
  } else {
    // Discord lets a bot DM only people who share a server with it: the crew met the bot in one (no channel of it
    // plays here).
    const id = stableId('guild', `dm:${users.map((u) => u.username.toLowerCase()).sort().join(',')}`);
    const joinedAt = new Date(0).toISOString();
    state.guilds.set(id, {
      id, name: 'offline', ownerId: users[0].id, channelIds: [],
      roles: [{ id, name: '@everyone', permissions: DEFAULT_PERMISSIONS, position: 0 }],
      members: new Map([state.bot.id, ...users.map((u) => u.id)].map((u) => [u, { roles: [] as string[], joinedAt }] as const)),
    });
  }
  return {
    users, channelId, guildId,
    channelOf: (u) => channelId ?? dms.get(u.id)!,
    dmOf: (u) => dms.get(u.id)!,
    byName: (name) => users.find((u) => u.username.toLowerCase() === name.trim().toLowerCase()),
  };
}
