// Where the metrics are served, from METRICS_PORT and METRICS_HOST as a host writes them in .env.
import { describe, expect, it } from 'vitest';
import { metricsSettings } from '../../src/metrics/server.js';

describe('metrics settings', () => {
  it('listen on loopback unless METRICS_HOST names another address; set but empty (as .env.example ships it) is unset', () => {
    expect(metricsSettings(undefined, { METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsSettings(undefined, { METRICS_PORT: '9464', METRICS_HOST: '' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsSettings(undefined, { METRICS_PORT: '9464', METRICS_HOST: '  ' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsSettings(undefined, { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(metricsSettings(undefined, { METRICS_PORT: '' })).toBeNull();
  });
});
