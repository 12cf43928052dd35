// The start's settings (src/discord/start-settings.ts), read before anything opens: each wrong one a StartError naming
// it, the first wrong one in the order of the checks the one said; right ones read as they are written.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BotOptions } from '../../src/discord/bot.js';
import { readStartSettings } from '../../src/discord/start-settings.js';
import { StartError } from '../../src/discord/start-error.js';

const opts = (more: Partial<BotOptions> = {}) => ({ token: 'right-token', apiUrl: 'http://127.0.0.1:1/api', ...more }) as BotOptions;
const SETTINGS = ['DISCORD_API_URL', 'DISCORD_REST_PROXY', 'DATABASE_SYNCHRONOUS', 'HEIST_RENDER_WORKERS', 'HEIST_START_DAMAGED', 'SHARDING_MANAGER',
  'SHARDS', 'SHARD_COUNT', 'METRICS_PORT', 'METRICS_HOST', 'HEIST_RETENTION_DAYS', 'WEB_PORT', 'PUBLIC_URL', 'WEB_SECRET', 'WEB_HOST'];

/** The settings read with only `env` set among those startBot reads. */
function read(env: Record<string, string>, more: Partial<BotOptions> = {}) {
  for (const name of SETTINGS) vi.stubEnv(name, env[name] ?? '');
  return readStartSettings(opts(more));
}
const refused = (env: Record<string, string>, more: Partial<BotOptions> = {}) => {
  try {
    read(env, more);
  } catch (err) {
    expect(err).toBeInstanceOf(StartError);
    return (err as Error).message;
  }
  throw new Error('not refused');
};

afterEach(() => vi.unstubAllEnvs());

describe('the start\'s settings', () => {
  it('read as written: none set is no proxy, no metrics, no web, retention off, shard 0 of 1', () => {
    expect(read({})).toEqual({
      apiUrl: 'http://127.0.0.1:1/api', proxyGiven: '', proxy: null, synchronous: 'normal', startDamaged: false,
      plannedShards: [0], plannedCount: 1, metrics: null, keepDays: null, web: null,
    });
    const s = read({ DATABASE_SYNCHRONOUS: 'FULL', METRICS_PORT: '9100', HEIST_RETENTION_DAYS: '30', WEB_PORT: '8080', PUBLIC_URL: 'https://heist.example.org', HEIST_START_DAMAGED: '1' });
    expect(s).toMatchObject({ synchronous: 'full', startDamaged: true, metrics: { port: 9100, host: '127.0.0.1' }, keepDays: 30, web: { port: 8080, publicUrl: 'https://heist.example.org' } });
    // Under the sharding manager: its shards, and the metrics' port moved by the first one's number.
    expect(read({ SHARDING_MANAGER: 'true', SHARDS: '[2,3]', SHARD_COUNT: '4', METRICS_PORT: '9100' })).toMatchObject({ plannedShards: [2, 3], plannedCount: 4, metrics: { port: 9102 } });
    // A store given is not opened here: HEIST_START_DAMAGED is not read for it.
    expect(read({ HEIST_START_DAMAGED: 'maybe' }, { store: {} as BotOptions['store'] }).startDamaged).toBe(false);
  });

  it('each wrong one refused, naming it', () => {
    expect(refused({}, { token: 'Bot x y', apiUrl: undefined })).toMatch(/^DISCORD_TOKEN does not look like a bot token/);
    expect(refused({ DISCORD_REST_PROXY: 'not an address' })).toMatch(/^DISCORD_REST_PROXY must be the REST proxy's address/);
    expect(refused({ DATABASE_SYNCHRONOUS: 'fulll' })).toMatch(/^DATABASE_SYNCHRONOUS must be "full"/);
    expect(refused({ HEIST_RENDER_WORKERS: 'lots' })).toMatch(/^HEIST_RENDER_WORKERS must be a whole number/);
    expect(refused({ METRICS_PORT: 'x' })).toMatch(/^METRICS_PORT must be a port number/);
    expect(refused({ WEB_PORT: '70000' })).toMatch(/^WEB_PORT must be a port number/);
    expect(refused({ WEB_PORT: '0', PUBLIC_URL: 'heist.example.org' })).toMatch(/^PUBLIC_URL must be the address/);
    // Digits only (a hexadecimal port was read as another one, a blank as any free one).
    expect(refused({ METRICS_PORT: '0x1F90' })).toMatch(/^METRICS_PORT must be a port number from 1 to 65535, or 0 for any free one \(it is "0x1F90"\)/);
    expect(refused({ WEB_PORT: '8O80' })).toMatch(/^WEB_PORT must be a port number/);
    expect(read({ WEB_PORT: ' ' }).web).toBeNull();
    // The last shard's metrics port past 65535 is said as such.
    expect(refused({ SHARDING_MANAGER: 'true', SHARDS: '[1]', SHARD_COUNT: '2', METRICS_PORT: '65535' })).toMatch(/^METRICS_PORT 65535 leaves no port for shard 1/);
    // One port for both servers.
    expect(refused({ METRICS_PORT: '9100', WEB_PORT: '9100' })).toMatch(/^WEB_PORT and METRICS_PORT are both 9100/);
    // Discord's API address: a scheme and its /api.
    expect(refused({}, { apiUrl: '127.0.0.1:47110/api' })).toMatch(/^DISCORD_API_URL must be the address of Discord's API/);
    expect(refused({}, { apiUrl: 'http://127.0.0.1:47110/' })).toMatch(/^DISCORD_API_URL must be/);
  });

  it('the first wrong one in the order of the checks is the one said', () => {
    expect(refused({ DATABASE_SYNCHRONOUS: 'fulll', METRICS_PORT: 'x', WEB_PORT: 'x' })).toMatch(/^DATABASE_SYNCHRONOUS/);
    expect(refused({ METRICS_PORT: 'x', WEB_PORT: 'x' })).toMatch(/^METRICS_PORT/);
  });
});
