// Discord's documented limits that its OpenAPI description leaves out (commands.ts, limits.ts): each broken rule is
// found at its field, and over HTTP refused with 400 50035 and Discord's errors tree; bodies within the rules pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCommand, checkCommandList, commandSize, LOCALES } from '../../src/local/standin/commands.js';
import type { Standin } from '../../src/local/standin/index.js';
import { checkChoices, checkMessage } from '../../src/local/standin/limits.js';
import { standinWithChannel, type Send } from './http.js';

const TOKEN = 'limits-token';
const str = (name: string, extra: object = {}) => ({ type: 3, name, description: `The ${name}`, ...extra });
const sub = (name: string, options: object[]) => ({ type: 1, name, description: `Do ${name}`, options });
const heist = (options: object[], extra: object = {}) => ({ name: 'heist', description: 'Plan a heist', options, ...extra });
const choices = (n: number, value = (i: number) => `v${i}`) => Array.from({ length: n }, (_, i) => ({ name: `Choice ${i}`, value: value(i) }));
const row = (...components: object[]) => ({ type: 1, components });
const button = (id: string, extra: object = {}) => ({ type: 2, style: 1, custom_id: id, label: id, ...extra });
const select = (values: string[]) => ({ type: 3, custom_id: 'pick', options: values.map((v) => ({ label: v, value: v })) });

/** [rule, command, path of the field error (from the command), Discord's code] */
const commandCases: [string, object, (string | number)[], string][] = [
  ['a name in capitals', { name: 'Heist', description: 'Plan a heist' }, ['name'], 'APPLICATION_COMMAND_INVALID_NAME'],
  ['a name with a space', { name: 'big heist', description: 'Plan a heist' }, ['name'], 'APPLICATION_COMMAND_INVALID_NAME'],
  ['a name over 32 characters', { name: 'h'.repeat(33), description: 'Plan a heist' }, ['name'], 'BASE_TYPE_BAD_LENGTH'],
  ['an option name in capitals, deep in a group', heist([{ type: 2, name: 'crew', description: 'Crew', options: [sub('add', [str('Thief')])] }]), ['options', 0, 'options', 0, 'options', 0, 'name'], 'APPLICATION_COMMAND_INVALID_NAME'],
  ['26 options', heist(Array.from({ length: 26 }, (_, i) => str(`o${i}`))), ['options'], 'BASE_TYPE_MAX_LENGTH'],
  ['26 options in a subcommand', heist([sub('start', Array.from({ length: 26 }, (_, i) => str(`o${i}`)))]), ['options', 0, 'options'], 'BASE_TYPE_MAX_LENGTH'],
  ['26 choices', heist([str('scenario', { choices: choices(26) })]), ['options', 0, 'choices'], 'BASE_TYPE_MAX_LENGTH'],
  ['an empty choice name', heist([str('scenario', { choices: [{ name: '', value: 'office' }] })]), ['options', 0, 'choices', 0, 'name'], 'BASE_TYPE_BAD_LENGTH'],
  ['a choice value over 100 characters', heist([str('scenario', { choices: [{ name: 'Office', value: 'o'.repeat(101) }] })]), ['options', 0, 'choices', 0, 'value'], 'BASE_TYPE_MAX_LENGTH'],
  ['a required option after an optional one', heist([str('crew'), str('scenario', { required: true })]), ['options', 1, 'required'], 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID'],
  ['two options with one name', heist([str('crew'), str('crew')]), ['options', 1, 'name'], 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS'],
  ['a subcommand beside a plain option', heist([sub('start', []), str('crew')]), ['options', 1, 'type'], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID'],
  ['a subcommand inside a subcommand', heist([sub('start', [sub('now', [])])]), ['options', 0, 'options', 0, 'type'], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID'],
  ['a locale Discord does not have', heist([], { name_localizations: { 'fr-FR': 'casse' } }), ['name_localizations', 'fr-FR'], 'BASE_TYPE_CHOICES'],
  ['a translated name in capitals', heist([], { name_localizations: { fr: 'Casse' } }), ['name_localizations', 'fr'], 'APPLICATION_COMMAND_INVALID_NAME'],
  ['an option locale Discord does not have', heist([str('crew', { description_localizations: { xx: 'Équipe' } })]), ['options', 0, 'description_localizations', 'xx'], 'BASE_TYPE_CHOICES'],
  ['choices and autocomplete together', heist([str('scenario', { autocomplete: true, choices: choices(2) })]), ['options', 0, 'autocomplete'], 'APPLICATION_COMMAND_AUTOCOMPLETE_CHOICES_INVALID'],
  ['more than 4000 characters in all', heist(Array.from({ length: 25 }, (_, i) => str(`o${i}`, { description: 'd'.repeat(100), choices: choices(25, (j) => `${i}-${j}-`.padEnd(100, 'x')) }))), [], 'APPLICATION_COMMAND_TOO_LARGE'],
];

/** [rule, message, path of the field error, Discord's code] */
const messageCases: [string, object, (string | number)[], string][] = [
  ['two select options with one value', { components: [row(select(['vault', 'lounge', 'vault']))] }, ['components', 0, 'components', 0, 'options', 2, 'value'], 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED'],
  ['an empty button label', { components: [row(button('move', { label: '' }))] }, ['components', 0, 'components', 0, 'label'], 'BASE_TYPE_MIN_LENGTH'],
  ['an empty select option label', { components: [row({ type: 3, custom_id: 'pick', options: [{ label: '', value: 'x' }] })] }, ['components', 0, 'components', 0, 'options', 0, 'label'], 'BASE_TYPE_MIN_LENGTH'],
  ['a select option description over 100 characters', { components: [row({ type: 3, custom_id: 'pick', options: [{ label: 'Use Dynamite', value: 'x', description: 'd'.repeat(101) }] })] }, ['components', 0, 'components', 0, 'options', 0, 'description'], 'BASE_TYPE_MAX_LENGTH'],
  ['content over 2000 characters', { content: 'x'.repeat(2001) }, ['content'], 'BASE_TYPE_MAX_LENGTH'],
  ['6 action rows', { components: Array.from({ length: 6 }, (_, i) => row(button(`b${i}`))) }, ['components'], 'BASE_TYPE_MAX_LENGTH'],
  ['6 buttons in a row', { components: [row(...Array.from({ length: 6 }, (_, i) => button(`b${i}`)))] }, ['components', 0, 'components'], 'BASE_TYPE_MAX_LENGTH'],
  ['a custom id over 100 characters', { components: [row(button('x'.repeat(101), { label: 'Go' }))] }, ['components', 0, 'components', 0, 'custom_id'], 'BASE_TYPE_MAX_LENGTH'],
  ['one custom id twice in a message', { components: [row(button('go')), row(button('go'))] }, ['components', 1, 'components', 0, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED'],
  ['a button emoji with a name only that is no Unicode emoji', { components: [row(button('go', { emoji: { name: 'heist' } }))] }, ['components', 0, 'components', 0, 'emoji', 'name'], 'BUTTON_COMPONENT_INVALID_EMOJI'],
  ['a bare arrow without its emoji variation selector', { components: [row(button('go', { emoji: { name: '⬆' } }))] }, ['components', 0, 'components', 0, 'emoji', 'name'], 'BUTTON_COMPONENT_INVALID_EMOJI'],
  ['a custom emoji whose id is no snowflake', { components: [row(button('go', { emoji: { id: 'vault', name: 'vault' } }))] }, ['components', 0, 'components', 0, 'emoji', 'id'], 'BUTTON_COMPONENT_INVALID_EMOJI'],
  ['a select option emoji that is no emoji', { components: [row({ type: 3, custom_id: 'pick', options: [{ label: 'a', value: 'a', emoji: { name: ':key:' } }] })] }, ['components', 0, 'components', 0, 'options', 0, 'emoji', 'name'], 'BUTTON_COMPONENT_INVALID_EMOJI'],
  ['parse "users" beside a users list', { allowed_mentions: { parse: ['users'], users: ['123456789012345678'] } }, ['allowed_mentions'], 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE'],
  ['parse "roles" beside a roles list', { allowed_mentions: { parse: ['roles'], roles: ['123456789012345678'] } }, ['allowed_mentions'], 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE'],
  ['min_values over max_values', { components: [row({ ...select(['a', 'b', 'c']), min_values: 3, max_values: 2 })] }, ['components', 0, 'components', 0, 'min_values'], 'NUMBER_TYPE_MAX'],
  ['max_values over the number of options', { components: [row({ ...select(['a', 'b']), max_values: 3 })] }, ['components', 0, 'components', 0, 'options'], 'BASE_TYPE_MIN_LENGTH'],
];

const at = (errs: { path: (string | number)[]; code: string }[]) => errs.map((e) => [e.path.join('.'), e.code]);
const fieldAt = (tree: any, path: (string | number)[]) => path.reduce((node, key) => node?.[key], tree)?._errors;

describe('command registration limits (commands.ts)', () => {
  it('a command within every limit passes, with subcommands, groups, choices and locales', () => {
    const ok = heist([
      sub('start', [str('scenario', { required: true, choices: choices(25) }), { type: 4, name: 'crew', description: 'How many', min_value: 1 }]),
      { type: 2, name: 'crew', description: 'Crew', options: [sub('add', [str('thief', { required: true })])] },
    ], { name_localizations: { fr: 'casse', 'pt-BR': 'assalto' }, description_localizations: { de: 'Einen Coup planen' } });
    expect(checkCommandList([ok, { type: 2, name: 'Invite to Heist' }])).toEqual([]);
  });

  it.each(commandCases)('%s is refused at its field', (_rule, command, path, code) => {
    expect(at(checkCommand(command))).toContainEqual([path.join('.'), code]);
    expect(at(checkCommandList([command]))).toContainEqual([[0, ...path].join('.'), code]);
  });

  it('two commands of one type with one name are refused; a user command may share a slash command\'s name', () => {
    expect(at(checkCommandList([heist([]), heist([])]))).toEqual([['1.name', 'APPLICATION_COMMANDS_DUPLICATE_NAME']]);
    expect(checkCommandList([heist([]), { type: 2, name: 'heist' }])).toEqual([]);
  });

  it('the size counts the longest translation of each text, not all of them', () => {
    const plain = heist([]);
    expect(commandSize(plain)).toBe('heist'.length + 'Plan a heist'.length);
    expect(commandSize({ ...plain, description_localizations: { fr: 'Préparer un gros coup', de: 'Coup' } })).toBe('heist'.length + 'Préparer un gros coup'.length);
  });

  it("the locale list is Discord's, as its description gives it", async () => {
    // Imported by a computed name: the package's types declare it a const enum, which cannot be listed.
    const spec: { AvailableLocalesEnum: Record<string, string> } = await import('discord-api-spec' as string);
    expect([...LOCALES].sort()).toEqual(Object.values(spec.AvailableLocalesEnum).sort());
  });
});

describe('message limits (limits.ts)', () => {
  it('a message with unique values, labels and ids passes', () => {
    expect(checkMessage({ content: 'Go', components: [row(select(['vault', 'lounge'])), row(button('a'), button('b'))] }, [], { sizeLimit: 1 << 20, create: true })).toBeNull();
  });

  it('Unicode emoji (with their variation selector, sequences too) and custom ones by id pass; so do parse and an empty list', () => {
    const emoji = ['⬆️', '⏫', '🏳️‍🌈', '👍🏽'].map((name, i) => button(`e${i}`, { emoji: { name } }));
    const msg = {
      content: 'Go', allowed_mentions: { parse: ['users'], users: [], roles: ['123456789012345678'] },
      components: [row(...emoji, button('custom', { emoji: { id: '123456789012345678', name: 'vault' } })), row({ ...select(['a', 'b']), min_values: 0, max_values: 2 })],
    };
    expect(checkMessage(msg, [], { sizeLimit: 1 << 20, create: true })).toBeNull();
  });

  it.each(messageCases)('%s is refused at its field', (_rule, msg, path, code) => {
    const res = checkMessage({ content: 'Go', ...msg }, [], { sizeLimit: 1 << 20, create: true });
    expect(res).toMatchObject({ status: 400, code: 50035, message: 'Invalid Form Body' });
    expect(fieldAt(res!.errors, path)?.map((e: { code: string }) => e.code)).toContain(code);
  });

  it('autocomplete answers: an empty choice name and a value over 100 characters are refused', () => {
    const res = checkChoices([{ name: '', value: 'a' }, { name: 'Office', value: 'o'.repeat(101) }]);
    expect(fieldAt(res!.errors, ['data', 'choices', 0, 'name'])[0].code).toBe('BASE_TYPE_BAD_LENGTH');
    expect(fieldAt(res!.errors, ['data', 'choices', 1, 'value'])[0].code).toBe('BASE_TYPE_MAX_LENGTH');
    expect(checkChoices([{ name: 'Office', value: 'office' }])).toBeNull();
  });
});

describe('the limits over HTTP', () => {
  let standin: Standin;
  let channel: string;
  let send: Send;
  beforeAll(async () => {
    ({ standin, channel, send } = await standinWithChannel(TOKEN));
  });
  afterAll(() => standin.close());

  const request = async (method: string, route: string, body: unknown) => {
    const res = await send(method, route, body);
    return { status: res.status, body: (await res.json()) as any };
  };

  it.each(commandCases)('registering %s gets 400 50035 with the error at its field', async (_rule, command, path) => {
    const res = await request('PUT', `applications/${standin.applicationId}/commands`, [command]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 50035, message: 'Invalid Form Body' });
    expect(fieldAt(res.body.errors, [0, ...path])).toBeDefined();
    expect(standin.commands()).toEqual([]);
    expect(standin.state.errorLog.at(-1)?.fields?.length).toBeGreaterThan(0);
  });

  it('POST of one command is checked the same way, with paths from the command', async () => {
    const res = await request('POST', `applications/${standin.applicationId}/commands`, heist([str('crew'), str('scenario', { required: true })]));
    expect(res.status).toBe(400);
    expect(fieldAt(res.body.errors, ['options', 1, 'required'])[0].code).toBe('APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID');
  });

  it.each(messageCases)('posting %s gets 400 50035 with the error at its field', async (_rule, msg, path) => {
    const res = await request('POST', `channels/${channel}/messages`, { content: 'Go', ...msg });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 50035, message: 'Invalid Form Body' });
    expect(fieldAt(res.body.errors, path)).toBeDefined();
  });
});
