// Registers the slash commands (commands/*.ts): to one guild while developing, globally otherwise.
// Used by `npm run deploy` (src/cli/deploy.ts), offline mode and tests.
import { Routes, type REST } from 'discord.js';
import { commandDefinitions } from '../../commands/index.js';

export async function registerCommands(rest: REST, applicationId: string, guildId?: string | null): Promise<number> {
  const body = commandDefinitions();
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  await rest.put(route, { body });
  return body.length;
}
