// Every slash command of the bot for a set of games: the shared /heist and each game's verbs. The composition root
// (src/app.ts) builds the list and hands it to the router; nothing in src/discord imports this folder.
import type { GameRegistry } from '../src/core/registry.js';
import type { CommandModule } from '../src/discord/command.js';
import { heistCommand } from './heist.js';
import { verbCommands } from './verbs.js';

export function buildCommands(games: GameRegistry): CommandModule[] {
  const all = [heistCommand(games), ...verbCommands(games)];
  const names = all.map((c) => c.definition.name);
  if (new Set(names).size !== names.length) throw new Error(`A slash command is defined twice: ${names.join(', ')}`);
  return all;
}
