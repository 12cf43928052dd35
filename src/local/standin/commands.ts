// Discord's documented limits on application commands that its OpenAPI description leaves out: names (lower case,
// Discord's pattern), nesting of subcommands, option order, locales, the 4000-character size. rest.ts calls these on
// PUT/POST .../commands, after spec.ts has checked the body's shape; message limits live in limits.ts.
import type { FieldError } from './limits.js';

type Path = (string | number)[];

/** Discord's locales (docs: Reference > Locales; the spec's AvailableLocalesEnum), the only keys `*_localizations` may have. */
export const LOCALES = [
  'ar', 'he', 'id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR', 'ro',
  'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko',
];
const LOCALE_SET = new Set(LOCALES);

/** Slash command and option names (docs: Application Commands > Naming); user and message commands are freer. */
const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const MAX_SIZE = 4000;
const SUBCOMMAND = 1, GROUP = 2;
const CHOICE_TYPES = new Set([3, 4, 10]);

const err = (path: Path, code: string, message: string): FieldError => ({ path, code, message });

/** Every documented rule a list of commands (PUT) breaks, with paths from the list. */
export function checkCommandList(defs: unknown[]): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  defs.forEach((def: any, i) => {
    errs.push(...checkCommand(def, [i]));
    const key = `${def?.type ?? 1}:${def?.name}`;
    if (seen.has(key)) errs.push(err([i, 'name'], 'APPLICATION_COMMANDS_DUPLICATE_NAME', `Application command names must be unique: ${def?.name} is there twice.`));
    seen.add(key);
  });
  return errs;
}

/** Every documented rule one command breaks; `at` is its place in the body ([] for POST). */
export function checkCommand(def: any, at: Path = []): FieldError[] {
  const errs: FieldError[] = [];
  if (!def || typeof def !== 'object') return errs;
  const chatInput = (def.type ?? 1) === 1;
  checkName(def.name, chatInput, [...at, 'name'], errs);
  checkNameLocalizations(def.name_localizations, chatInput, [...at, 'name_localizations'], errs);
  if (chatInput) {
    checkDescription(def.description, [...at, 'description'], errs);
    checkDescriptionLocalizations(def.description_localizations, [...at, 'description_localizations'], errs);
    checkOptions(def.options, 0, [...at, 'options'], errs);
  } else if (Array.isArray(def.options) && def.options.length) {
    errs.push(err([...at, 'options'], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'Only slash commands (type 1) can have options.'));
  }
  const size = commandSize(def);
  if (size > MAX_SIZE) errs.push(err(at, 'APPLICATION_COMMAND_TOO_LARGE', `Command exceeds maximum size (${MAX_SIZE}): its names, descriptions and values add up to ${size} characters.`));
  return errs;
}

function checkName(name: unknown, chatInput: boolean, path: Path, errs: FieldError[]): void {
  if (typeof name !== 'string' || name.length < 1 || name.length > 32) {
    errs.push(err(path, 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 32 in length.'));
  } else if (chatInput && (!CHAT_INPUT_NAME.test(name) || name !== name.toLowerCase())) {
    errs.push(err(path, 'APPLICATION_COMMAND_INVALID_NAME', `Command name is invalid: "${name}" must be lower case letters, digits, - _ or ' only.`));
  }
}

function checkLocaleKeys(map: unknown, path: Path, errs: FieldError[]): [string, unknown][] {
  if (!map || typeof map !== 'object') return [];
  const entries = Object.entries(map);
  for (const [key] of entries) {
    if (!LOCALE_SET.has(key)) errs.push(err([...path, key], 'BASE_TYPE_CHOICES', `Value must be one of Discord's locales (${LOCALES.join(', ')}); "${key}" is not one.`));
  }
  return entries.filter(([key]) => LOCALE_SET.has(key));
}

function checkNameLocalizations(map: unknown, chatInput: boolean, path: Path, errs: FieldError[]): void {
  for (const [key, value] of checkLocaleKeys(map, path, errs)) checkName(value, chatInput, [...path, key], errs);
}

function checkDescription(text: unknown, path: Path, errs: FieldError[]): void {
  if (typeof text !== 'string' || text.length < 1 || text.length > 100) errs.push(err(path, 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.'));
}

function checkDescriptionLocalizations(map: unknown, path: Path, errs: FieldError[]): void {
  for (const [key, value] of checkLocaleKeys(map, path, errs)) checkDescription(value, [...path, key], errs);
}

/**
 * One level of options. `depth` 0 is the command's own list, which holds either subcommands and groups or plain
 * options; a group holds subcommands only; a subcommand holds plain options only.
 */
function checkOptions(options: unknown, depth: number, path: Path, errs: FieldError[], parentType = 0): void {
  if (!Array.isArray(options)) return;
  if (options.length > 25) errs.push(err(path, 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.'));
  const names = new Set<string>();
  let optionalSeen = false;
  const nested = options.some((o: any) => o?.type === SUBCOMMAND || o?.type === GROUP);
  options.forEach((o: any, i) => {
    const at = [...path, i];
    if (!o || typeof o !== 'object') return;
    const type = o.type;
    const isNested = type === SUBCOMMAND || type === GROUP;
    if (parentType === GROUP && type !== SUBCOMMAND) errs.push(err([...at, 'type'], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'A subcommand group can only hold subcommands.'));
    else if (parentType === SUBCOMMAND && isNested) errs.push(err([...at, 'type'], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'A subcommand cannot hold subcommands or groups.'));
    else if (parentType === 0 && nested && !isNested) errs.push(err([...at, 'type'], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'Subcommands and groups cannot sit beside other options: put these options inside a subcommand.'));
    checkName(o.name, true, [...at, 'name'], errs);
    checkNameLocalizations(o.name_localizations, true, [...at, 'name_localizations'], errs);
    checkDescription(o.description, [...at, 'description'], errs);
    checkDescriptionLocalizations(o.description_localizations, [...at, 'description_localizations'], errs);
    if (typeof o.name === 'string') {
      if (names.has(o.name)) errs.push(err([...at, 'name'], 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS', `Option names must be unique: ${o.name} is there twice.`));
      names.add(o.name);
    }
    if (!isNested) {
      if (o.required === true && optionalSeen) errs.push(err([...at, 'required'], 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', 'Required options must be placed before non-required options.'));
      if (o.required !== true) optionalSeen = true;
      checkChoices(o, at, errs);
    } else if (depth < 2) {
      checkOptions(o.options, depth + 1, [...at, 'options'], errs, type);
    }
  });
}

function checkChoices(o: any, at: Path, errs: FieldError[]): void {
  if (!Array.isArray(o.choices)) return;
  const path = [...at, 'choices'];
  if (o.choices.length && !CHOICE_TYPES.has(o.type)) errs.push(err(path, 'APPLICATION_COMMAND_OPTION_CHOICES_INVALID', 'Only string, integer and number options can have choices.'));
  if (o.choices.length && o.autocomplete === true) errs.push(err([...at, 'autocomplete'], 'APPLICATION_COMMAND_AUTOCOMPLETE_CHOICES_INVALID', 'An option with choices cannot also autocomplete: drop one of them.'));
  if (o.choices.length > 25) errs.push(err(path, 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.'));
  o.choices.forEach((c: any, j: number) => {
    if (typeof c?.name !== 'string' || c.name.length < 1 || c.name.length > 100) errs.push(err([...path, j, 'name'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.'));
    for (const [key, value] of checkLocaleKeys(c?.name_localizations, [...path, j, 'name_localizations'], errs)) {
      if (typeof value !== 'string' || value.length < 1 || value.length > 100) errs.push(err([...path, j, 'name_localizations', key], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.'));
    }
    if (typeof c?.value === 'string' && c.value.length > 100) errs.push(err([...path, j, 'value'], 'BASE_TYPE_MAX_LENGTH', 'Must be 100 or fewer in length.'));
  });
}

/** The longest of a text and its translations: what counts towards the size, as Discord counts it. */
function longest(text: unknown, localizations: unknown): number {
  let n = typeof text === 'string' ? text.length : 0;
  if (localizations && typeof localizations === 'object') {
    for (const v of Object.values(localizations)) if (typeof v === 'string') n = Math.max(n, v.length);
  }
  return n;
}

/** Characters of names, descriptions and choice values, over the command, its options at every depth and choices. */
export function commandSize(def: any): number {
  let size = longest(def?.name, def?.name_localizations) + longest(def?.description, def?.description_localizations);
  const visit = (options: unknown) => {
    if (!Array.isArray(options)) return;
    for (const o of options) {
      size += longest(o?.name, o?.name_localizations) + longest(o?.description, o?.description_localizations);
      if (Array.isArray(o?.choices)) for (const c of o.choices) size += longest(c?.name, c?.name_localizations) + String(c?.value ?? '').length;
      visit(o?.options);
    }
  };
  visit(def?.options);
  return size;
}
