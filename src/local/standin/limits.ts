// Discord's message limits, checked as Discord checks them: broken ones give 400 50035 "Invalid Form Body" with the
// `errors` tree keyed by the field path, 400 50006 for an empty message, 413 40005 for an attachment too large.
// Layout components (IS_COMPONENTS_V2) too: no legacy fields, 40 components, 4,000 characters of text in all, where each
// component may sit, and every `attachment://` reference naming a file of the message. Called by rest.ts before any
// message is created or edited.
import { apiError, FLAG_COMPONENTS_V2, type ApiError } from './state.js';

type Path = (string | number)[];
export interface FieldError { path: Path; code: string; message: string }

const maxLen = (n: number) => ({ code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${n} or fewer in length.` });
const minLen = (n: number) => ({ code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${n} or more in length.` });

/** Discord's nested errors object: { a: { 0: { b: { _errors: [{ code, message }] } } } }. */
export function formError(errs: FieldError[], prefix: Path = []): ApiError {
  const tree: any = {};
  for (const e of errs) {
    let node = tree;
    for (const k of [...prefix, ...e.path]) node = node[k] ??= {};
    (node._errors ??= []).push({ code: e.code, message: e.message });
  }
  return apiError(400, 50035, 'Invalid Form Body', tree);
}

const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);

export interface MessageShape {
  content?: unknown; embeds?: unknown; components?: unknown; flags?: unknown;
  /** Request fields a layout message may not use (checked when the request gives them). */
  poll?: unknown; sticker_ids?: unknown;
  /** As the request gives it (absent: not checked). */
  allowed_mentions?: unknown;
}

/** A Unicode emoji as Discord takes it (RGI emoji: `⬆️` with its variation selector, not the bare arrow `⬆`). */
const UNICODE_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');
export const isUnicodeEmoji = (s: string): boolean => UNICODE_EMOJI.test(s);

/** Discord's answer to a component emoji it does not know, as bots report it (`…emoji.name` or `…emoji.id`:
 * BUTTON_COMPONENT_INVALID_EMOJI "Invalid emoji"), select options' emoji too. */
const INVALID_EMOJI = { code: 'BUTTON_COMPONENT_INVALID_EMOJI', message: 'Invalid emoji' };

/** Component types: where each may sit (Discord's components reference). */
const ROW = 1, BUTTON = 2, SECTION = 9, TEXT = 10, THUMBNAIL = 11, GALLERY = 12, FILE = 13, SEPARATOR = 14, CONTAINER = 17;
const V2_TOP = new Set([ROW, SECTION, TEXT, GALLERY, FILE, SEPARATOR, CONTAINER]);
const IN_CONTAINER = new Set([ROW, SECTION, TEXT, GALLERY, FILE, SEPARATOR]);
const IN_ROW = new Set([BUTTON, ...SELECT_TYPES]);
const TEXT_TOTAL = 4000;

/**
 * Check a message (as it will be after a create or edit) and its new files. `prefix` is ['data'] for interaction
 * callbacks, whose message sits under `data`. `create` adds the empty-message check.
 */
export function checkMessage(
  msg: MessageShape, files: { bytes: Buffer }[],
  opts: { sizeLimit: number; prefix?: Path; create?: boolean; attachmentCount?: number; attachmentNames?: string[] },
): ApiError | null {
  for (const f of files) if (f.bytes.length > opts.sizeLimit) return apiError(413, 40005, 'Request entity too large');
  const errs: FieldError[] = [];
  const add = (path: Path, e: { code: string; message: string }) => errs.push({ path, ...e });
  const content = typeof msg.content === 'string' ? msg.content : '';
  const embeds = Array.isArray(msg.embeds) ? msg.embeds : [];
  const components = Array.isArray(msg.components) ? msg.components : [];
  const flags = Number(msg.flags ?? 0);
  const v2 = (flags & FLAG_COMPONENTS_V2) !== 0;

  if (content.length > 2000) add(['content'], maxLen(2000));
  if (v2) {
    const legacy = (f: string) => ({ code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', message: `The '${f}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2` });
    if (content.length > 0) add(['content'], legacy('content'));
    if (embeds.length > 0) add(['embeds'], legacy('embeds'));
    if (msg.poll !== undefined && msg.poll !== null) add(['poll'], legacy('poll'));
    if (Array.isArray(msg.sticker_ids) && msg.sticker_ids.length > 0) add(['sticker_ids'], legacy('sticker_ids'));
  }
  checkEmbeds(embeds, add);
  checkComponents(components, v2, add, opts.attachmentNames);
  checkAllowedMentions(msg.allowed_mentions, add);
  if ((opts.attachmentCount ?? files.length) > 10) add(['attachments'], maxLen(10));
  if (errs.length) return formError(errs, opts.prefix);
  // A layout message shows only its components: without any it is empty, even with files (created or edited so).
  if (v2 && !components.length) return apiError(400, 50006, 'Cannot send an empty message');
  if (opts.create && !content && !embeds.length && !components.length && !(opts.attachmentCount ?? files.length)) {
    return apiError(400, 50006, 'Cannot send an empty message');
  }
  return null;
}

/** The text of a message as its reader sees it: the content, or for a layout message its text displays in order
 * (joined by line breaks), wherever they sit. */
export function textOf(msg: { content?: unknown; components?: unknown; flags?: unknown }): string {
  if ((Number(msg.flags ?? 0) & FLAG_COMPONENTS_V2) === 0) return typeof msg.content === 'string' ? msg.content : '';
  const out: string[] = [];
  const walk = (list: unknown) => {
    for (const c of Array.isArray(list) ? list : []) {
      if (c?.type === TEXT && typeof c.content === 'string') out.push(c.content);
      walk(c?.components);
    }
  };
  walk(msg.components);
  return out.join('\n');
}

type Add = (path: Path, e: { code: string; message: string }) => void;

/** Discord's message reference: `parse` "users" and a `users` list (or "roles" and `roles`) are mutually exclusive; its
 * error, `MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE` 'parse:["users"] and users: [ids...] are mutually exclusive.'. */
function checkAllowedMentions(allowed: unknown, add: Add): void {
  if (!allowed || typeof allowed !== 'object') return;
  const a = allowed as { parse?: unknown; users?: unknown; roles?: unknown };
  const parse = Array.isArray(a.parse) ? a.parse : [];
  for (const kind of ['users', 'roles'] as const) {
    const list = a[kind];
    if (parse.includes(kind) && Array.isArray(list) && list.length) {
      add(['allowed_mentions'], { code: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE', message: `parse:["${kind}"] and ${kind}: [ids...] are mutually exclusive.` });
    }
  }
}

/** A component's emoji (buttons, select options): a custom one names its `id` (a snowflake); one with a `name` only
 * must be a Unicode emoji (Discord's components reference: "partial emoji: id, name, and animated"; a custom emoji needs
 * its id). */
function checkEmoji(emoji: unknown, path: Path, add: Add): void {
  if (emoji === undefined || emoji === null) return;
  const e = emoji as { id?: unknown; name?: unknown };
  if (e.id !== undefined && e.id !== null) {
    if (!/^\d{1,20}$/.test(String(e.id))) add([...path, 'id'], INVALID_EMOJI);
    return;
  }
  if (typeof e.name !== 'string' || !isUnicodeEmoji(e.name)) add([...path, 'name'], INVALID_EMOJI);
}

function checkEmbeds(embeds: any[], add: Add): void {
  if (embeds.length > 10) add(['embeds'], maxLen(10));
  let total = 0;
  embeds.forEach((e, i) => {
    const text = (path: Path, v: unknown, n: number) => {
      if (typeof v !== 'string') return;
      total += v.length;
      if (v.length > n) add(['embeds', i, ...path], maxLen(n));
    };
    text(['title'], e?.title, 256);
    text(['description'], e?.description, 4096);
    text(['footer', 'text'], e?.footer?.text, 2048);
    text(['author', 'name'], e?.author?.name, 256);
    const fields = Array.isArray(e?.fields) ? e.fields : [];
    if (fields.length > 25) add(['embeds', i, 'fields'], maxLen(25));
    fields.forEach((f: any, j: number) => {
      text(['fields', j, 'name'], f?.name, 256);
      text(['fields', j, 'value'], f?.value, 1024);
    });
  });
  if (total > 6000) add(['embeds'], { code: 'BASE_TYPE_MAX_LENGTH', message: 'Embed size exceeds maximum size of 6000' });
}

function checkComponents(components: any[], v2: boolean, add: Add, attachmentNames?: string[]): void {
  if (!v2 && components.length > 5) add(['components'], maxLen(5));
  const seen = new Set<string>();
  let count = 0;
  let text = 0;
  const misplaced = (path: Path, type: unknown, where: string) =>
    add([...path, 'type'], { code: 'BASE_TYPE_CHOICES', message: `A component of type ${String(type)} cannot be placed ${where}.` });
  /** `attachment://name` must name a file of the message (uploaded with it, or kept by an edit). */
  const media = (path: Path, url: unknown) => {
    if (typeof url !== 'string' || !url.startsWith('attachment://') || !attachmentNames) return;
    const name = url.slice('attachment://'.length);
    if (!attachmentNames.includes(name)) {
      add(path, { code: 'UNFURLED_MEDIA_ATTACHMENT_NOT_FOUND', message: `No attachment of this message is called ${name}.` });
    }
  };
  const visit = (c: any, path: Path, parent: number) => {
    count++;
    const type = c?.type;
    if (!v2 && parent === 0 && type !== 1) {
      add([...path, 'type'], { code: 'UNION_TYPE_CHOICES', message: 'Top-level components must be action rows unless the message uses IS_COMPONENTS_V2.' });
    }
    // Where each component may sit (Discord's description encodes this too; checked here also without it).
    if (v2 && parent === 0 && !V2_TOP.has(type)) misplaced(path, type, 'at the top of a message');
    if (parent === CONTAINER && !IN_CONTAINER.has(type)) misplaced(path, type, 'in a container');
    if (parent === ROW && !IN_ROW.has(type)) misplaced(path, type, 'in an action row');
    if (parent === SECTION && type !== TEXT) misplaced(path, type, 'in a section (only text displays; a button or thumbnail is its accessory)');
    if (parent === -SECTION && type !== BUTTON && type !== THUMBNAIL) misplaced(path, type, "as a section's accessory");
    if (type === TEXT && typeof c.content === 'string') text += c.content.length;
    if (type === GALLERY) (Array.isArray(c.items) ? c.items : []).forEach((it: any, i: number) => {
      media([...path, 'items', i, 'media', 'url'], it?.media?.url);
      // An item's description (its alt text): a string of at most 1,024 characters.
      const d = it?.description;
      if (d !== undefined && d !== null) {
        if (typeof d !== 'string') add([...path, 'items', i, 'description'], { code: 'BASE_TYPE_STRING', message: 'This field must be a string.' });
        else if (d.length > 1024) add([...path, 'items', i, 'description'], maxLen(1024));
      }
    });
    if (type === THUMBNAIL) media([...path, 'media', 'url'], c?.media?.url);
    if (type === FILE) {
      const url = c?.file?.url;
      if (typeof url === 'string' && !url.startsWith('attachment://')) add([...path, 'file', 'url'], { code: 'BASE_TYPE_BAD_URL', message: 'A file component only takes attachment://<filename>.' });
      media([...path, 'file', 'url'], url);
    }
    if (typeof c?.custom_id === 'string') {
      if (c.custom_id.length > 100) add([...path, 'custom_id'], maxLen(100));
      if (c.custom_id.length === 0) add([...path, 'custom_id'], minLen(1));
      if (seen.has(c.custom_id)) add([...path, 'custom_id'], { code: 'COMPONENT_CUSTOM_ID_DUPLICATED', message: 'Component custom id cannot be duplicated' });
      seen.add(c.custom_id);
    }
    if (type === 1) {
      const inner = Array.isArray(c.components) ? c.components : [];
      if (inner.length === 0) add([...path, 'components'], minLen(1));
      if (inner.length > 5) add([...path, 'components'], maxLen(5));
      if (inner.length > 1 && inner.some((x: any) => SELECT_TYPES.has(x?.type))) {
        add([...path, 'components'], { code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', message: 'The specified component exceeds the maximum width' });
      }
      inner.forEach((x: any, i: number) => visit(x, [...path, 'components', i], 1));
    } else if (type === 2) {
      if (typeof c.label === 'string' && c.label.length > 80) add([...path, 'label'], maxLen(80));
      if (c.label === '') add([...path, 'label'], minLen(1));
      if (c.style !== 5 && c.style !== 6 && typeof c.custom_id !== 'string') add([...path, 'custom_id'], { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
      if (c.style === 5) {
        // A link button opens its url and sends no interaction: it needs a url and may not have a custom id.
        if (typeof c.url !== 'string' || c.url === '') add([...path, 'url'], { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
        else if (c.url.length > 512) add([...path, 'url'], maxLen(512));
        if (c.custom_id !== undefined) add([...path, 'custom_id'], { code: 'COMPONENT_INVALID_FIELD', message: 'A link button cannot have a custom id.' });
      }
      if (c.label === undefined && c.emoji === undefined) add([...path, 'label'], { code: 'BASE_TYPE_REQUIRED', message: 'A button needs a label or an emoji.' });
      checkEmoji(c.emoji, [...path, 'emoji'], add);
    } else if (SELECT_TYPES.has(type)) {
      if (typeof c.placeholder === 'string' && c.placeholder.length > 150) add([...path, 'placeholder'], maxLen(150));
      if (type === 3) {
        const options = Array.isArray(c.options) ? c.options : [];
        if (options.length > 25) add([...path, 'options'], maxLen(25));
        if (options.length === 0) add([...path, 'options'], minLen(1));
        const values = new Set<unknown>();
        options.forEach((o: any, i: number) => {
          for (const key of ['label', 'value']) {
            if (typeof o?.[key] !== 'string') continue;
            if (o[key].length > 100) add([...path, 'options', i, key], maxLen(100));
            if (o[key].length === 0) add([...path, 'options', i, key], minLen(1));
          }
          if (o?.description !== undefined && (typeof o.description !== 'string' || o.description.length > 100)) add([...path, 'options', i, 'description'], maxLen(100));
          if (values.has(o?.value)) add([...path, 'options', i, 'value'], { code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', message: `Select menu option values must be unique: ${o.value} is there twice.` });
          values.add(o?.value);
          checkEmoji(o?.emoji, [...path, 'options', i, 'emoji'], add);
        });
        // Discord's components reference: max_values at most the number of options. (Its exact answer is not documented:
        // `options` too short for max_values, BASE_TYPE_MIN_LENGTH, as a mock of Discord's API records it.)
        const max = typeof c.max_values === 'number' ? c.max_values : 1;
        if (options.length > 0 && max > options.length) add([...path, 'options'], minLen(max));
      }
      if (c.max_values !== undefined && (c.max_values < 1 || c.max_values > 25)) add([...path, 'max_values'], { code: 'NUMBER_TYPE_MAX', message: 'int value should be between 1 and 25.' });
      // min_values no more than max_values (both default to 1); the code is not documented: NUMBER_TYPE_MAX on min_values.
      const min = typeof c.min_values === 'number' ? c.min_values : 1;
      const most = typeof c.max_values === 'number' ? c.max_values : 1;
      if (min > most) add([...path, 'min_values'], { code: 'NUMBER_TYPE_MAX', message: `int value should be less than or equal to ${most} (max_values).` });
    } else {
      // Components v2 layouts (Discord's components reference): a section holds 1 to 3 text displays and must have
      // its accessory; a gallery 1 to 10 items; a container at least one component.
      const inner = Array.isArray(c?.components) ? c.components : [];
      if (type === SECTION) {
        if (inner.length < 1) add([...path, 'components'], minLen(1));
        if (inner.length > 3) add([...path, 'components'], maxLen(3));
        if (!c?.accessory) add([...path, 'accessory'], { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
      }
      if (type === CONTAINER && inner.length < 1) add([...path, 'components'], minLen(1));
      if (type === GALLERY) {
        const items = Array.isArray(c?.items) ? c.items : [];
        if (items.length < 1) add([...path, 'items'], minLen(1));
        if (items.length > 10) add([...path, 'items'], maxLen(10));
      }
      // Components v2 layouts: containers and sections hold children; a section's accessory is a button or thumbnail.
      if (Array.isArray(c?.components)) c.components.forEach((x: any, i: number) => visit(x, [...path, 'components', i], type));
      // An accessory is known by its parent's type negated: a button there is no row's.
      if (c?.accessory) visit(c.accessory, [...path, 'accessory'], -type);
    }
  };
  components.forEach((c, i) => visit(c, ['components', i], 0));
  if (v2 && count > 40) add(['components'], { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 40 or fewer in total components.' });
  if (v2 && text > TEXT_TOTAL) add(['components'], { code: 'BASE_TYPE_MAX_LENGTH', message: `The text displays of a message must total ${TEXT_TOTAL} or fewer characters.` });
}

/** Autocomplete answers: at most 25 choices, names 1-100 characters. */
export function checkChoices(choices: unknown): ApiError | null {
  const list = Array.isArray(choices) ? choices : [];
  const errs: FieldError[] = [];
  if (list.length > 25) errs.push({ path: ['choices'], ...maxLen(25) });
  list.forEach((c: any, i) => {
    if (typeof c?.name !== 'string' || c.name.length < 1 || c.name.length > 100) errs.push({ path: ['choices', i, 'name'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
    if (typeof c?.value === 'string' && c.value.length > 100) errs.push({ path: ['choices', i, 'value'], ...maxLen(100) });
  });
  return errs.length ? formError(errs, ['data']) : null;
}

/** Walk every component (rows, containers, sections) to find interactive ones by custom id. */
export function findComponent(components: unknown[], customId: string): any | undefined {
  for (const c of components as any[]) {
    if (c?.custom_id === customId) return c;
    const inner = [...(Array.isArray(c?.components) ? c.components : []), ...(c?.accessory ? [c.accessory] : [])];
    const found = findComponent(inner, customId);
    if (found) return found;
  }
  return undefined;
}
