// The composition root: the games (src/games/index.ts), the slash commands made for them (commands/) and the bot
// (src/discord/). Production, shards, offline mode, the deploy script and tests start the bot through here.
import { buildCommands } from '../commands/index.js';
import { startBot as startDiscordBot, type Bot, type BotOptions } from './discord/bot.js';
import { GAMES } from './games/index.js';

export type { Bot };
export type StartOptions = Omit<BotOptions, 'games' | 'commands' | 'renderWorker'>;

export const COMMANDS = buildCommands(GAMES);
export const commandDefinitions = () => COMMANDS.map((c) => c.definition);

export function startBot(opts: StartOptions): Promise<Bot> {
  return startDiscordBot({ ...opts, games: GAMES, commands: COMMANDS, renderWorker: new URL('./render/worker.ts', import.meta.url) });
}
