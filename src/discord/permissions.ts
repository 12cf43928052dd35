// What the bot needs in a server channel to run a heist, checked before a game starts there.
import { InteractionContextType, PermissionFlagsBits, type PermissionsBitField } from 'discord.js';

const REQUIRED = {
  ViewChannel: PermissionFlagsBits.ViewChannel,
  SendMessages: PermissionFlagsBits.SendMessages,
  AttachFiles: PermissionFlagsBits.AttachFiles,
  EmbedLinks: PermissionFlagsBits.EmbedLinks,
  ReadMessageHistory: PermissionFlagsBits.ReadMessageHistory,
} as const;

/** The invite link's permission integer: exactly the permissions above. */
export const INVITE_PERMISSIONS = Object.values(REQUIRED).reduce((a, b) => a | b, 0n);

/** Names (keys of REQUIRED) of what the bot lacks in this interaction's channel (Discord counts the channel's
 * overwrites in it); none outside servers. */
export function missingPermissions(interaction: { guildId: string | null; appPermissions: Readonly<PermissionsBitField> | null }): (keyof typeof REQUIRED)[] {
  if (!interaction.guildId || !interaction.appPermissions) return [];
  const have = interaction.appPermissions;
  return (Object.keys(REQUIRED) as (keyof typeof REQUIRED)[]).filter((k) => !have.has(REQUIRED[k]));
}

/** Where the bot can answer an interaction but never post on its own: a server it is not a member of ('server': the
 * person added the app to their account, and Discord lets them use it anywhere) or a group DM ('group-dm'). Discord
 * refuses the bot's own messages there (403 50001), and a heist's reminders and the turns between moves are such
 * messages. Known from the interaction: the server install is absent from its authorizing owners. */
export function answerOnly(interaction: {
  guildId: string | null; context: InteractionContextType | null; authorizingIntegrationOwners: { guildId: string | null };
}): 'server' | 'group-dm' | null {
  if (interaction.context === InteractionContextType.PrivateChannel) return 'group-dm';
  if (interaction.guildId && !interaction.authorizingIntegrationOwners.guildId) return 'server';
  return null;
}
