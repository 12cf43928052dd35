// HEIST_RETENTION_DAYS as a host writes it (src/store/retention.ts): whole days from 1 to 36,500, or 0 / unset for none.
import { describe, expect, it } from 'vitest';
import { retentionDays } from '../../src/store/retention.js';

describe('HEIST_RETENTION_DAYS', () => {
  it('takes whole days as digits, and says its bounds when refused', () => {
    expect(retentionDays({})).toBeNull();
    expect(retentionDays({ HEIST_RETENTION_DAYS: '0' })).toBeNull();
    expect(retentionDays({ HEIST_RETENTION_DAYS: ' 90 ' })).toBe(90);
    expect(retentionDays({ HEIST_RETENTION_DAYS: '36500' })).toBe(36_500);
    // Number() reads these as days; a host who wrote them meant something else, or nothing.
    for (const odd of ['1e2', '0x10', '90.0', '-5', '36501', 'ninety']) {
      expect(() => retentionDays({ HEIST_RETENTION_DAYS: odd }), odd).toThrow(`HEIST_RETENTION_DAYS must be a whole number of days from 1 to 36,500 (finished games older than that are removed), or 0 to keep them for ever; it is "${odd}".`);
    }
  });
});
