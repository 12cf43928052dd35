// A failed login said in one sentence: session starts used up (Discord counts each start), or a server that takes the
// connection and never answers (discord.js gives up with an AbortError).
import { expect, it } from 'vitest';
import { loginError, StartError } from '../../src/discord/start-error.js';
import { unreachable } from '../../src/discord/unreachable.js';

const route = { apiUrl: 'http://127.0.0.1:9/api', proxy: null, proxyGiven: undefined };

it('session starts used up: when they come back, and why they went', () => {
  const err = loginError(new Error('Not enough sessions remaining to spawn 1 shards; only 0 remaining; resets at 2026-12-08T12:18:24.020Z'), route);
  expect(err).toBeInstanceOf(StartError);
  expect((err as Error).message).toMatch(/^Discord allows this bot no more logins until 2026-12-08 12:18:24 UTC \(it counts every start, 1,000 a day/);
});

it('no answer in time, directly or behind the REST proxy: one sentence each, as for a refused connection', () => {
  const aborted = Object.assign(new Error('This operation was aborted'), { name: 'AbortError' });
  expect(unreachable(aborted)).toBe('no answer in time');
  expect((loginError(aborted, route) as Error).message).toMatch(/^Discord cannot be reached at 127\.0\.0\.1:9 \(no answer in time\)/);
  const behind = loginError(aborted, { apiUrl: undefined, proxy: 'http://10.0.0.5:8080', proxyGiven: 'http://10.0.0.5:8080' });
  expect((behind as Error).message).toMatch(/^The REST proxy at http:\/\/10\.0\.0\.5:8080 does not answer \(no answer in time\)/);
  // The proxy answers for a Discord it cannot reach (502), or that did not answer it in time (504).
  for (const status of [502, 504]) {
    const relayed = loginError(Object.assign(new Error('Bad Gateway'), { status }), { apiUrl: undefined, proxy: 'http://10.0.0.5:8080', proxyGiven: 'http://10.0.0.5:8080' });
    expect(relayed).toBeInstanceOf(StartError);
    expect((relayed as Error).message).toBe(`The REST proxy at http://10.0.0.5:8080 cannot reach Discord (it answered ${status}): check the network and DNS of the machine it runs on, then start this bot again.`);
  }
  // An answer, even a refusal, is not "unreachable".
  expect(unreachable(Object.assign(new Error('Missing Access'), { status: 403, code: 50001 }))).toBeNull();
});
