// A production install has no dev dependencies: without discord-api-spec the stand-in still runs, with its own limits
// only (src/local/standin/spec.ts answers null). The package is hidden from spec.ts by a mocked node:fs.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Standin } from '../../src/local/standin/index.js';
import { specAvailable, validateBody } from '../../src/local/standin/spec.js';
import { standinWithChannel, type Send } from './http.js';

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, existsSync: (p: string) => !String(p).includes('discord-api-spec') && fs.existsSync(p) };
});

const TOKEN = 'no-spec-token';

describe('the stand-in without the spec package', () => {
  let standin: Standin;
  let channel: string;
  let send: Send;
  beforeAll(async () => {
    ({ standin, channel, send } = await standinWithChannel(TOKEN));
  });
  afterAll(() => standin.close());

  const post = (body: unknown) => send('POST', `channels/${channel}/messages`, body);

  it('checks no body against the description', () => {
    expect(specAvailable()).toBe(false);
    expect(validateBody('POST', 'channels/:/messages', { content: 42 })).toBeNull();
  });

  it('accepts what only the description forbids, and still refuses what its own limits forbid', async () => {
    expect((await post({ content: 'Go', tts: 'yes' })).status).toBe(200);
    const rows = await post({ content: 'Go', components: Array.from({ length: 6 }, (_, i) => ({ type: 1, components: [{ type: 2, style: 1, custom_id: `b${i}`, label: 'B' }] })) });
    expect(rows.status).toBe(400);
    expect(((await rows.json()) as { errors: { components: { _errors: { code: string }[] } } }).errors.components._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
  });
});
