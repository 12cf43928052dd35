// `npm run deploy`: registers the slash commands (commands/*.ts) with Discord: to DEV_GUILD_ID when set (instant, for
// development), globally otherwise (for release). Needs DISCORD_TOKEN, and DISCORD_APP_ID or else it asks Discord.
// A failure is one sentence saying what to fix, as the bot's own start says it (no stack).
import 'dotenv/config';
import { DefaultRestOptions, DiscordAPIError, REST, Routes, type APIApplication } from 'discord.js';
import { commandDefinitions } from '../app.js';
import { TOKEN_REJECTED } from '../discord/bot.js';
import { registerCommands } from '../discord/register.js';
import { unreachable } from '../discord/unreachable.js';

const token = process.env.DISCORD_TOKEN;
if (!token) {
  console.error('DISCORD_TOKEN is not set. Put it in .env (see README), then run npm run deploy again.');
  process.exit(1);
}
const api = process.env.DISCORD_API_URL || undefined;
const guildId = process.env.DEV_GUILD_ID || null;

/** Why registering failed, in one sentence. */
function why(err: unknown): string {
  const code = unreachable(err);
  if (code) return `Discord cannot be reached at ${new URL(api ?? DefaultRestOptions.api).host} (${code}): check this machine's network and DNS, then run npm run deploy again.`;
  if (err instanceof DiscordAPIError || (err as { status?: unknown })?.status !== undefined) {
    const e = err as { status?: number; code?: unknown; message?: string };
    if (e.status === 401) return TOKEN_REJECTED;
    if (guildId && (e.code === 10004 || e.code === 50001)) {
      return `The bot cannot register commands in the server DEV_GUILD_ID names (${guildId}): invite it there with the applications.commands scope (README, "Running it on Discord", step 4), or fix DEV_GUILD_ID in .env (empty: register them globally).`;
    }
    return `Discord refused the commands (${e.status ?? '?'} ${String(e.code ?? '')}: ${e.message ?? 'no reason given'}). Run npm run deploy again; if it says the same, the commands' definitions need fixing.`;
  }
  return `${err instanceof Error ? err.message : String(err)}.`;
}

try {
  const rest = new REST({ ...(api ? { api } : {}) }).setToken(token);
  // The bot's own application, asked from Discord; DISCORD_APP_ID (see .env.example) must name it: another id would
  // be refused in a way that blames something else (the server DEV_GUILD_ID names, the commands).
  const own = ((await rest.get(Routes.currentApplication())) as APIApplication).id;
  const given = process.env.DISCORD_APP_ID?.trim();
  if (given && given !== own) {
    console.error(`heist: could not register the commands: DISCORD_APP_ID is ${given}, but this bot's application is ${own}: fix DISCORD_APP_ID in .env (the Developer Portal's "Application ID"), or remove it to have it asked from Discord.`);
    process.exit(1);
  }
  const appId = own;
  const count = await registerCommands(rest, appId, commandDefinitions(), guildId);
  console.log(guildId ? `Registered ${count} commands in guild ${guildId}.` : `Registered ${count} commands globally (may take up to an hour to show).`);
} catch (err) {
  console.error(`heist: could not register the commands: ${why(err)}`);
  process.exit(1);
}
