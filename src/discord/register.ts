// Registers the slash commands: to one guild while developing, globally otherwise. Used by `npm run deploy`
// (src/cli/deploy.ts), offline mode and tests; the definitions come from commands/ through the composition root.
import { Routes, type REST, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';

export async function registerCommands(
  rest: REST, applicationId: string, body: RESTPostAPIChatInputApplicationCommandsJSONBody[], guildId?: string | null,
): Promise<number> {
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  await rest.put(route, { body });
  return body.length;
}
