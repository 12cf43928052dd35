// What the bot needs in a server channel to run a heist, checked before a game starts there.
import { PermissionFlagsBits, type PermissionsBitField } from 'discord.js';

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
