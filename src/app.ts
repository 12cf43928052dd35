// The composition root: the games (src/games/index.ts), the slash commands made for them (commands/) and the bot
// (src/discord/). Production, shards, offline mode, the deploy script and tests start the bot through here.
import { buildCommands } from '../commands/index.js';
import { startBot as startDiscordBot, type Bot, type BotOptions } from './discord/bot.js';
import type { GameRegistry } from './core/registry.js';
import { GAMES } from './games/index.js';
import { beside } from './node-flags.js';

export type { Bot };
/** `games`: the registered games unless a test brings its own; `renderWorker`: the drawing threads' entry, else
 * src/render-worker.ts beside this module (a test's may be compiled, with a registry whose source is compiled too). */
export type StartOptions = Omit<BotOptions, 'games' | 'commands' | 'renderWorker'> & { games?: GameRegistry; renderWorker?: URL };

export const COMMANDS = buildCommands(GAMES);
export const commandDefinitions = () => COMMANDS.map((c) => c.definition);

export function startBot(opts: StartOptions): Promise<Bot> {
  const games = opts.games ?? GAMES;
  return startDiscordBot({
    ...opts, games, commands: games === GAMES ? COMMANDS : buildCommands(games),
    renderWorker: opts.renderWorker ?? beside(import.meta.url, './render-worker.ts'),
  });
}
