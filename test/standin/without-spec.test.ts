// A production install has no dev dependencies: without discord-api-spec the stand-in still runs, with its own limits
// only (src/local/standin/spec.ts answers null). The package is hidden from spec.ts by a mocked node:fs. The bot
// project keeps modules loaded from file to file, so this file loads the stand-in afresh with the mock and leaves
// none of those modules behind it (spec.ts keeps what it read).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Standin } from '../../src/local/standin/index.js';
import type * as Spec from '../../src/local/standin/spec.js';
import type { Send } from './http.js';


const TOKEN = 'no-spec-token';

describe('the stand-in without the spec package', () => {
  let standin: Standin;
  let channel: string;
  let send: Send;
  let specAvailable: typeof Spec.specAvailable;
  let validateBody: typeof Spec.validateBody;
  beforeAll(async () => {
    vi.doMock('node:fs', async (importOriginal) => {
      const fs = await importOriginal<typeof import('node:fs')>();
      return { ...fs, existsSync: (p: string) => !String(p).includes('discord-api-spec') && fs.existsSync(p) };
    });
    vi.resetModules();
    ({ specAvailable, validateBody } = await import('../../src/local/standin/spec.js'));
    const { standinWithChannel } = await import('./http.js');
    ({ standin, channel, send } = await standinWithChannel(TOKEN));
  });
  afterAll(async () => {
    await standin?.close();
    vi.doUnmock('node:fs');
    vi.resetModules();
  });

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
