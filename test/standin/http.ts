// The stand-in over HTTP for tests: started with one server and channel, and a sender of raw REST requests as the bot.
// Raw requests do not wait on rate-limit buckets: the rate limits are off unless a test asks for them (`opts.limits`).
import { startStandin, type Standin, type StandinOptions } from '../../src/local/standin/index.js';

export type Send = (method: string, route: string, body: unknown) => Promise<Response>;

export async function standinWithChannel(token: string, opts: Partial<StandinOptions> = {}): Promise<{ standin: Standin; channel: string; send: Send }> {
  const standin = await startStandin({ token, limits: false, ...opts });
  const alice = standin.createUser({ username: 'alice' });
  const channel = standin.createGuild({ name: 'Heist club', ownerId: alice.id }).channels[0].id;
  const send: Send = (method, route, body) => fetch(`${standin.apiUrl}/v10/${route}`, {
    method, headers: { authorization: `Bot ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { standin, channel, send };
}
