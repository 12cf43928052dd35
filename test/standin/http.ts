// The stand-in over HTTP for tests: started with one server and channel, and a sender of raw REST requests as the bot.
import { startStandin, type Standin } from '../../src/local/standin/index.js';

export type Send = (method: string, route: string, body: unknown) => Promise<Response>;

export async function standinWithChannel(token: string): Promise<{ standin: Standin; channel: string; send: Send }> {
  const standin = await startStandin({ token });
  const alice = standin.createUser({ username: 'alice' });
  const channel = standin.createGuild({ name: 'Heist club', ownerId: alice.id }).channels[0].id;
  const send: Send = (method, route, body) => fetch(`${standin.apiUrl}/v10/${route}`, {
    method, headers: { authorization: `Bot ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { standin, channel, send };
}
