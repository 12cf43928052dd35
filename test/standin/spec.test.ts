// Request bodies checked against Discord's OpenAPI description (src/local/standin/spec.ts): valid bodies pass, bodies
// that break the description get Discord's field errors, and over HTTP a 400 50035 recorded in the error log.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Standin } from '../../src/local/standin/index.js';
import { BODY_SCHEMAS, specAvailable, validateBody } from '../../src/local/standin/spec.js';
import { nodeArgs } from '../node-args.js';
import { standinWithChannel, type Send } from './http.js';

const TOKEN = 'spec-token';
const row = (...components: object[]) => ({ type: 1, components });
const button = (id: string, extra: object = {}) => ({ type: 2, style: 1, custom_id: id, label: id, ...extra });
const message = (extra: object = {}) => ({ content: 'The vault is open.', components: [row(button('move:1'), button('peek:1'))], ...extra });
const codes = (errs: ReturnType<typeof validateBody>) => errs?.map((e) => [e.path.join('.'), e.code]);

describe("Discord's description of request bodies", () => {
  it('is installed here (a dev dependency), so bodies are checked', () => {
    expect(specAvailable()).toBe(true);
  });

  it('every checked route names a request body the spec has', () => {
    for (const [method, pattern] of BODY_SCHEMAS) expect(() => validateBody(method, pattern, {})).not.toThrow();
  });

  it('a process checks a valid body from the code compiled once and kept, compiling nothing; a refused one compiles to name its fields', () => {
    // This process made the code if no process before it had (node_modules/.cache/heist-standin).
    expect(validateBody('POST', 'channels/:/messages', message())).toEqual([]);
    const check = (body: object | null, method = 'POST', pattern = 'channels/:/messages') =>
      JSON.parse(execFileSync(process.execPath, nodeArgs('test/standin/fixtures/check-body.ts', method, pattern, JSON.stringify(body)), { encoding: 'utf8' }));
    expect(check(message())).toEqual({ errors: [], compiled: false });
    expect(check({ type: 4, data: message() }, 'POST', 'interactions/:/:/callback')).toEqual({ errors: [], compiled: false });
    // A route whose body is not checked (a message deleted) asks nothing of ajv either.
    expect(check(null, 'DELETE', 'channels/:/messages/:')).toEqual({ errors: null, compiled: false });
    expect(check(message({ content: 42 }))).toEqual({ errors: [{ path: ['content'], code: 'BASE_TYPE_STRING', message: 'Must be a string.' }], compiled: true });
  });

  it('a new compile of the routes leaves one file: an older one goes, and a part left by a process that died', () => {
    // In a folder of this test's own (STANDIN_CACHE_DIR): in the shared one, the other processes of the run compile
    // the file again as soon as it is gone, and their parts come and go.
    const shared = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'heist-standin');
    expect(validateBody('POST', 'channels/:/messages', message())).toEqual([]);
    const current = readdirSync(shared).filter((f) => /^bodies-\w+\.cjs$/.test(f));
    expect(current.length).toBeGreaterThanOrEqual(1);
    const dir = mkdtempSync(join(tmpdir(), 'heist-standin-'));
    try {
      const hourAgo = new Date(Date.now() - 3_600_000);
      writeFileSync(join(dir, 'bodies-0000000000000000.cjs'), 'module.exports = {};');
      writeFileSync(join(dir, 'bodies-1111111111111111.cjs.1.part'), '');
      utimesSync(join(dir, 'bodies-1111111111111111.cjs.1.part'), hourAgo, hourAgo);
      writeFileSync(join(dir, 'bodies-1111111111111111.cjs.2.part'), '');
      const out = JSON.parse(execFileSync(process.execPath, nodeArgs('test/standin/fixtures/check-body.ts', 'POST', 'channels/:/messages', JSON.stringify(message())), {
        encoding: 'utf8', env: { ...process.env, STANDIN_CACHE_DIR: dir },
      }));
      // That process made the code (ajv's compiler loaded to write it), under the name the shared folder's has.
      expect(out).toEqual({ errors: [], compiled: true });
      const made = readdirSync(dir).filter((f) => /^bodies-\w+\.cjs$/.test(f));
      expect(made).toHaveLength(1);
      expect(current).toContain(made[0]);
      expect(readdirSync(dir).sort()).toEqual([made[0], 'bodies-1111111111111111.cjs.2.part'].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a valid message passes, as a channel message, a follow-up, an edit and an interaction reply', () => {
    expect(validateBody('POST', 'channels/:/messages', message())).toEqual([]);
    expect(validateBody('POST', 'webhooks/:/:', message({ flags: 64 }))).toEqual([]);
    expect(validateBody('PATCH', 'webhooks/:/:/messages/:', message({ components: [] }))).toEqual([]);
    expect(validateBody('POST', 'interactions/:/:/callback', { type: 4, data: message() })).toEqual([]);
    expect(validateBody('POST', 'interactions/:/:/callback', { type: 6 })).toEqual([]);
  });

  it('attachment ids may be strings or integers, and embed images may point at an attachment://', () => {
    const body = message({ attachments: [{ id: '0' }, { id: 1 }], embeds: [{ title: 'Board', image: { url: 'attachment://board.png' } }] });
    expect(validateBody('POST', 'channels/:/messages', body)).toEqual([]);
  });

  it('a wrong type is refused: content must be a string', () => {
    expect(codes(validateBody('POST', 'channels/:/messages', message({ content: 42 })))).toEqual([['content', 'BASE_TYPE_STRING']]);
  });

  it('an unknown enum value is refused: button style 9, component type 99', () => {
    const body = message({ components: [row(button('a', { style: 9 })), { type: 99 }] });
    expect(codes(validateBody('POST', 'channels/:/messages', body))).toEqual([
      ['components.0.components.0.style', 'BASE_TYPE_CHOICES'],
      ['components.1.type', 'BASE_TYPE_CHOICES'],
    ]);
  });

  it('a missing required field is refused: a select menu without custom_id or options', () => {
    const body = message({ components: [row({ type: 3, placeholder: 'Where to?' })] });
    expect(codes(validateBody('POST', 'channels/:/messages', body))).toEqual([
      ['components.0.components.0.custom_id', 'BASE_TYPE_REQUIRED'],
      ['components.0.components.0.options', 'BASE_TYPE_REQUIRED'],
    ]);
  });

  it('a component is checked as its own kind only: a long button label gets one error, not one per kind of component', () => {
    const body = message({ components: [row(button('a', { label: 'x'.repeat(81) }))] });
    expect(codes(validateBody('POST', 'channels/:/messages', body))).toEqual([['components.0.components.0.label', 'BASE_TYPE_MAX_LENGTH']]);
  });

  it('a field that may be null passes with null, and when broken gets its own errors, not "must be null"', () => {
    expect(validateBody('PATCH', 'channels/:/messages/:', { content: null, embeds: null, allowed_mentions: null })).toEqual([]);
    const body = message({ allowed_mentions: { parse: ['everyone', 'nobody'] } });
    expect(codes(validateBody('POST', 'channels/:/messages', body))).toEqual([['allowed_mentions.parse.1', 'BASE_TYPE_CHOICES']]);
  });

  it('a callback of a type Discord does not have is refused at `type`', () => {
    expect(codes(validateBody('POST', 'interactions/:/:/callback', { type: 3, data: {} }))).toEqual([['type', 'BASE_TYPE_CHOICES']]);
  });

  it('autocomplete choices: the errors of the closest kind of choice (an empty name), not of every kind', () => {
    const body = { type: 8, data: { choices: [{ name: '', value: 'office' }] } };
    expect(codes(validateBody('POST', 'interactions/:/:/callback', body))).toEqual([['data.choices.0.name', 'BASE_TYPE_MIN_LENGTH']]);
  });

  it('commands: a permission given as a string of digits passes; a string option with a number choice does not', () => {
    const command = (value: unknown) => ({
      name: 'heist', description: 'Plan a heist', default_member_permissions: '8',
      options: [{ type: 3, name: 'scenario', description: 'Which building', choices: [{ name: 'Office', value }] }],
    });
    expect(validateBody('PUT', 'applications/:/commands', [command('office')])).toEqual([]);
    expect(codes(validateBody('PUT', 'applications/:/commands', [command(1)]))).toEqual([['0.options.0.choices.0.value', 'BASE_TYPE_STRING']]);
  });

  it('routes without a body to check answer null', () => {
    expect(validateBody('GET', 'channels/:', undefined)).toBeNull();
  });
});

describe('a body that breaks the description, over HTTP', () => {
  let standin: Standin;
  let channel: string;
  let send: Send;
  beforeAll(async () => {
    ({ standin, channel, send } = await standinWithChannel(TOKEN));
  });
  afterAll(() => standin.close());

  const post = (body: unknown) => send('POST', `channels/${channel}/messages`, body);

  it('gets 400 with Discord\'s error shape, and the error log says which field broke which rule', async () => {
    const res = await post(message({ tts: 'yes' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 50035, message: 'Invalid Form Body',
      errors: { tts: { _errors: [{ code: 'BOOLEAN_TYPE_CONVERT', message: 'Must be either true or false.' }] } },
    });
    expect(standin.state.errorLog.at(-1)).toMatchObject({ status: 400, code: 50035, method: 'POST', fields: ['tts: BOOLEAN_TYPE_CONVERT Must be either true or false.'] });
    expect(standin.state.messages.size).toBe(0);
  });

  it('a multipart upload is checked by its payload_json', async () => {
    const form = new FormData();
    form.append('payload_json', JSON.stringify(message({ attachments: [{ id: 0, filename: 42 }] })));
    form.append('files[0]', new Blob([Buffer.from('png')], { type: 'image/png' }), 'board.png');
    const res = await fetch(`${standin.apiUrl}/v10/channels/${channel}/messages`, { method: 'POST', headers: { authorization: `Bot ${TOKEN}` }, body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).errors.attachments[0].filename._errors[0].code).toBe('BASE_TYPE_STRING');
  });

  it('a valid body is posted', async () => {
    const res = await post(message());
    expect(res.status).toBe(200);
    expect(((await res.json()) as { content: string }).content).toBe('The vault is open.');
  });
});
