// `npm run deploy`: registers the slash commands (commands/*.ts) with Discord: to DEV_GUILD_ID when set (instant, for
// development), globally otherwise (for release). Needs DISCORD_TOKEN, and DISCORD_APP_ID or else it asks Discord.
import 'dotenv/config';
import { REST, Routes, type APIApplication } from 'discord.js';
import { commandDefinitions } from '../app.js';
import { registerCommands } from '../discord/register.js';

const token = process.env.DISCORD_TOKEN;
if (!token) {
  console.error('DISCORD_TOKEN is not set. Put it in .env (see README), then run npm run deploy again.');
  process.exit(1);
}
const rest = new REST({ ...(process.env.DISCORD_API_URL ? { api: process.env.DISCORD_API_URL } : {}) }).setToken(token);
// DISCORD_APP_ID if given (see .env.example), else asked from Discord.
const appId = process.env.DISCORD_APP_ID || ((await rest.get(Routes.currentApplication())) as APIApplication).id;
const guildId = process.env.DEV_GUILD_ID || null;
const count = await registerCommands(rest, appId, commandDefinitions(), guildId);
console.log(guildId ? `Registered ${count} commands in guild ${guildId}.` : `Registered ${count} commands globally (may take up to an hour to show).`);
