// A start that fails ends with one plain sentence naming the fix, never the token (src/main.ts prints it alone): the
// error class, and the sentences of what fails once things are opening (a server that cannot listen, a login refused
// or unanswered). The settings' own sentences are beside their checks (./start-settings.ts).
import { DefaultRestOptions } from 'discord.js';
import { unreachable } from './unreachable.js';

/** The bot could not start, in one sentence that names the fix (never the token). */
export class StartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartError';
  }
}

/** Where a new token comes from, told with every sentence about the token. */
export const NEW_TOKEN = 'Get a new one in the Discord Developer Portal (your application, Bot, Reset Token) and put it in .env as '
  + 'DISCORD_TOKEN (README, "Running it on Discord", step 1).';
/** What a rejected token is told (never the token itself). */
export const TOKEN_REJECTED = `Discord rejected DISCORD_TOKEN: it is wrong or has been reset. ${NEW_TOKEN}`;

/** A failed login as a StartError when the REST proxy or Discord could not be reached (`route`: the start's REST
 * settings), or the token was refused (401, or discord.js's TokenInvalid); else as it is. */
export function loginError(err: unknown, route: { apiUrl: string | undefined; proxy: string | null; proxyGiven: string | undefined }): unknown {
  const code = unreachable(err);
  // Behind the proxy the first requests of a login are its: it is the one not answering.
  if (route.proxy && code) return new StartError(`The REST proxy at ${route.proxyGiven} does not answer (${code}): start it there (npm run rest-proxy, docs/several-machines.md), or fix DISCORD_REST_PROXY in .env.`);
  if (code) return new StartError(`Discord cannot be reached at ${new URL(route.apiUrl ?? DefaultRestOptions.api).host} (${code}): check this machine's network and DNS, then start it again (a service manager restarting it on failure, such as systemd's Restart=on-failure, does so by itself).`);
  const e = err as { code?: unknown; status?: unknown; message?: unknown } | null;
  // The proxy answers but Discord does not answer it (its 502, or its 504 when Discord timed out).
  if (route.proxy && (e?.status === 502 || e?.status === 504)) {
    return new StartError(`The REST proxy at ${route.proxyGiven} cannot reach Discord (it answered ${e.status}): check the network and DNS of the machine it runs on, then start this bot again.`);
  }
  if (e?.code === 'TokenInvalid' || e?.status === 401 || e?.code === 4004) {
    return new StartError(TOKEN_REJECTED);
  }
  // Discord's session starts used up (1,000 a day; a bot restarted in a loop uses them): discord.js names the reset.
  const used = typeof e?.message === 'string' ? /^Not enough sessions remaining .*resets at (\S+?)\.?$/.exec(e.message) : null;
  if (used) {
    return new StartError(`Discord allows this bot no more logins until ${used[1].replace('T', ' ').replace(/\.\d+Z$/, ' UTC')} (it counts every start, 1,000 a day: a bot restarted again and again uses them up): start it again after that, and look in the log for why it kept stopping.`);
  }
  return err;
}

/** Why a server of the bot (`what`: the metrics, the web pages) could not listen, as the setting to change (`prefix`:
 * METRICS_ or WEB_ PORT/HOST); anything else as it came. */
export function listenError(err: unknown, what: string, port: number, host: string, prefix: 'METRICS' | 'WEB'): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'EADDRINUSE' || code === 'EACCES') {
    return new StartError(`${what} cannot listen on port ${port} (${code === 'EADDRINUSE' ? 'another program uses it' : 'not allowed'}): set another ${prefix}_PORT in .env.`);
  }
  if (code === 'ENOTFOUND' || code === 'EADDRNOTAVAIL' || code === 'EAI_AGAIN') {
    return new StartError(`${what} cannot listen on ${prefix}_HOST "${host}" (no such address on this machine): set it in .env to one of this machine's addresses (127.0.0.1, the default, or 0.0.0.0 for all).`);
  }
  return err;
}
