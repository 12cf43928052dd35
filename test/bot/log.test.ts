// The logger's level from LOG_LEVEL: any case; a value that is no level is said once, never taken silently.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';

const run = (given: string | undefined, fallback?: 'info' | 'warn') => {
  const lines: { level: string; msg: string }[] = [];
  const log = createLogger(given, (l) => lines.push(JSON.parse(l) as { level: string; msg: string }), fallback);
  log.debug('d');
  log.info('i');
  log.warn('w');
  return lines;
};

describe('LOG_LEVEL', () => {
  it('takes a level in any case, and the fallback when unset', () => {
    expect(run('WARN').map((l) => l.msg)).toEqual(['w']);
    expect(run(' debug ').map((l) => l.msg)).toEqual(['d', 'i', 'w']);
    expect(run(undefined).map((l) => l.msg)).toEqual(['i', 'w']);
    expect(run('', 'warn').map((l) => l.msg)).toEqual(['w']);
    expect(run('silent')).toEqual([]);
  });
  it('says a value that is no level, once, and logs from the fallback', () => {
    const lines = run('warning', 'warn');
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'LOG_LEVEL "warning" is not a level (debug, info, warn, error, silent): logging from warn' });
    expect(lines.slice(1).map((l) => l.msg)).toEqual(['w']);
  });
});
