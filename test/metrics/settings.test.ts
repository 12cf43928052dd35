// Host settings as a host writes them in .env: where the metrics are served (METRICS_PORT, METRICS_HOST), what a scrape
// holds while the database does not answer, DATABASE_PATH left empty.
import { describe, expect, it } from 'vitest';
import { flagSetting, wholeSetting } from '../../src/core/flags.js';
import { SettingError } from '../../src/core/setting-error.js';
import { BotMetrics } from '../../src/metrics/metrics.js';
import { parseExposition, valueOf } from '../../src/metrics/parse.js';
import { metricsSettings } from '../../src/metrics/server.js';
import { describeDatabase } from '../../src/store/open.js';

describe('metrics settings', () => {
  it('listen on loopback unless METRICS_HOST names another address; set but empty (as .env.example ships it) is unset', () => {
    expect(metricsSettings(undefined, { METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsSettings(undefined, { METRICS_PORT: '9464', METRICS_HOST: '' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsSettings(undefined, { METRICS_PORT: '9464', METRICS_HOST: '  ' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsSettings(undefined, { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(metricsSettings(undefined, { METRICS_PORT: '' })).toBeNull();
  });
});

describe('a scrape while the database does not answer', () => {
  it("keeps the store's figures at their last reading and says so (heist_store_up 0); the rest is served", async () => {
    let down = false;
    let posts = 2;
    const store = <T>(v: () => T) => () => { if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432'); return v(); };
    const m = new BotMetrics({
      outbox: store(() => ({ posts, oldestAt: 0 })), games: store(() => [{ kind: 'art-robbery', status: 'active' as const, count: 1 }]),
      shards: () => [{ id: 0, ready: true, pingMs: 40 }], now: () => 1000, storeBytes: store(() => 4096),
      refresh: () => { if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432'); },
    }, {});
    const on = parseExposition(await m.text());
    expect(valueOf(on, 'heist_store_up')).toBe(1);
    expect(valueOf(on, 'heist_outbox_posts')).toBe(2);
    down = true;
    posts = 7;
    const off = parseExposition(await m.text());
    expect(valueOf(off, 'heist_store_up')).toBe(0);
    expect(valueOf(off, 'heist_gateway_shard_ready', { gateway_shard: '0' })).toBe(1);
    expect(valueOf(off, 'heist_outbox_posts')).toBe(2);
    down = false;
    expect(valueOf(parseExposition(await m.text()), 'heist_outbox_posts')).toBe(7);
  });
});

describe('DATABASE_PATH set but empty', () => {
  it('is the default file (as .env.example may leave it), never an unnamed throwaway database', () => {
    expect(describeDatabase({ DATABASE_PATH: '' })).toBe('data/heist.sqlite');
    expect(describeDatabase({ DATABASE_PATH: '  ' })).toBe('data/heist.sqlite');
    expect(describeDatabase({ DATABASE_PATH: 'x/h.sqlite' })).toBe('x/h.sqlite');
  });
});

describe('yes/no and whole-number settings (REGISTER_ON_START, HEIST_START_DAMAGED, HEIST_SEED)', () => {
  it('take 1, true, yes, on as on and unset, 0, false, no, off as off; anything else is refused naming the setting', () => {
    for (const v of ['1', 'true', 'YES', ' on ']) expect(flagSetting('REGISTER_ON_START', { REGISTER_ON_START: v }), v).toBe(true);
    for (const v of [undefined, '', '0', 'false', 'No', 'off']) expect(flagSetting('REGISTER_ON_START', { REGISTER_ON_START: v }), String(v)).toBe(false);
    expect(() => flagSetting('HEIST_START_DAMAGED', { HEIST_START_DAMAGED: 'maybe' })).toThrow(
      new SettingError('HEIST_START_DAMAGED=maybe is neither on nor off: write HEIST_START_DAMAGED=1 to turn it on, or leave it out (or write 0) to keep it off.'));
  });

  it('read a whole number or nothing, and refuse a word', () => {
    expect(wholeSetting('HEIST_SEED', 'HEIST_SEED=7', { HEIST_SEED: ' 42 ' })).toBe(42);
    expect(wholeSetting('HEIST_SEED', 'HEIST_SEED=7', {})).toBeNull();
    expect(() => wholeSetting('HEIST_SEED', 'HEIST_SEED=7', { HEIST_SEED: 'abc' })).toThrow('HEIST_SEED=abc is not a whole number: write HEIST_SEED=7, or leave it out.');
    expect(() => wholeSetting('HEIST_SEED', 'HEIST_SEED=7', { HEIST_SEED: '1.5' })).toThrow(SettingError);
  });
});
