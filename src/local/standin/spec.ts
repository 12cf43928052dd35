// Request bodies checked against Discord's OpenAPI description, from the dev dependency `discord-api-spec` (Zod Mini
// schemas generated from it, read with our own `z` into JSON Schema 2020-12 for ajv); without the package or ajv
// validateBody answers null and only limits.ts / commands.ts apply. Called by rest.ts.
//
// Every process with a stand-in checks bodies (each offline start, each test worker, each tool), and compiling the
// routes' schemas cost it 0.35-0.9 s of CPU. So the routes are compiled once into code (ajv's standalone output) kept
// in node_modules/.cache/heist-standin under the hash of the schemas themselves; a process loads that file and says
// whether a body is valid from it. Only a refused body (which Discord answers with every broken field) compiles its
// route with ajv as before, to name the fields. Where the folder cannot be written, each process compiles in memory.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { FieldError } from './limits.js';

// ---- the schemas as the package writes them (z.object, z.lazy, .check(z.maxLength(n)) ...) ----

type Check = { c: 'minLength' | 'maxLength' | 'minimum' | 'maximum'; v: number } | { c: 'regex'; v: RegExp } | { c: 'format' };
interface ZNode {
  k: 'string' | 'number' | 'int32' | 'boolean' | 'null' | 'undefined' | 'unknown' | 'literal' | 'array' | 'object'
    | 'record' | 'union' | 'intersection' | 'optional' | 'nullable' | 'nullish' | 'lazy';
  checks: Check[];
  values?: unknown[];
  item?: ZNode;
  shape?: Record<string, ZNode>;
  members?: ZNode[];
  inner?: ZNode;
  get?: () => ZNode;
  check(...cs: Check[]): ZNode;
}

function node(k: ZNode['k'], props: Partial<ZNode> = {}): ZNode {
  return { k, ...props, checks: [], check(...cs: Check[]) { return { ...this, checks: [...this.checks, ...cs] }; } };
}

/** The part of Zod Mini's API the generated file uses; each call builds a plain description (ZNode). */
const z = {
  object: (shape: Record<string, ZNode>) => node('object', { shape }),
  strictObject: (shape: Record<string, ZNode>) => node('object', { shape }),
  string: () => node('string'),
  number: () => node('number'),
  int32: () => node('int32'),
  boolean: () => node('boolean'),
  null: () => node('null'),
  undefined: () => node('undefined'),
  unknown: () => node('unknown'),
  literal: (v: unknown) => node('literal', { values: Array.isArray(v) ? v : [v] }),
  array: (item: ZNode) => node('array', { item }),
  record: (_key: ZNode, value: ZNode) => node('record', { item: value }),
  union: (members: ZNode[]) => node('union', { members }),
  intersection: (a: ZNode, b: ZNode) => node('intersection', { members: [a, b] }),
  optional: (inner: ZNode) => node('optional', { inner }),
  nullable: (inner: ZNode) => node('nullable', { inner }),
  nullish: (inner: ZNode) => node('nullish', { inner }),
  lazy: (get: () => ZNode) => node('lazy', { get }),
  minLength: (v: number): Check => ({ c: 'minLength', v }),
  maxLength: (v: number): Check => ({ c: 'maxLength', v }),
  minimum: (v: number): Check => ({ c: 'minimum', v }),
  maximum: (v: number): Check => ({ c: 'maximum', v }),
  regex: (v: RegExp): Check => ({ c: 'regex', v }),
  url: (): Check => ({ c: 'format' }),
  iso: { datetime: (): Check => ({ c: 'format' }) },
};

/** The package's Zod file, from node_modules. */
const SPEC_FILE = join('discord-api-spec', 'build', 'discord-api-spec.zod.js');

/** Where the package's Zod file is, looking up from this file as Node's resolution does (its exports need `import`). */
function findSpecFile(): string | undefined {
  const modules = findNodeModules();
  return modules && join(modules, SPEC_FILE);
}

/** The node_modules folder that holds the package, looking up from this file. */
function findNodeModules(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const modules = join(dir, 'node_modules');
    if (existsSync(join(modules, SPEC_FILE))) return modules;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** Run the generated file against our `z`: its `export const XSchema = ...` become the entries of the result. */
function loadZodSchemas(file: string): Map<string, ZNode> {
  const source = readFileSync(file, 'utf8');
  const names = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
  const body = source.replace(/^import \* as z from "zod\/mini";$/m, '').replace(/^export const /gm, 'const ')
    + `\nreturn { ${names.join(', ')} };`;
  // The package is data generated from Discord's spec; evaluating it with our `z` is how its schemas are read.
  const exported = new Function('z', body)(z) as Record<string, unknown>;
  const schemas = new Map<string, ZNode>();
  for (const [name, value] of Object.entries(exported)) {
    if (name.endsWith('Schema') && value && typeof value === 'object' && 'k' in value) schemas.set(name.slice(0, -'Schema'.length), value as ZNode);
  }
  return schemas;
}

// ---- ZNode -> JSON Schema 2020-12 ----

type Json = Record<string, any>;
const ID = 'discord-api-spec:';
const INT32 = 2 ** 31;

class Converter {
  private names = new Map<ZNode, string>();
  constructor(readonly schemas: Map<string, ZNode>) {
    for (const [name, n] of schemas) this.names.set(n, name);
  }

  /** JSON Schema of one named schema; names it references are pushed to `refs`. */
  named(name: string, refs: Set<string>): Json {
    // Discord takes snowflakes as strings or integers (discord.js sends a new attachment's id as "0", some bots 0).
    if (name === 'SnowflakeType') return { $id: ID + name, type: ['string', 'integer'], pattern: '^(0|[1-9][0-9]*)$', minimum: 0 };
    return { $id: ID + name, ...this.convert(this.schemas.get(name)!, refs) };
  }

  private ref(n: ZNode, refs: Set<string>): Json {
    const target = n.get!();
    const name = this.names.get(target);
    if (!name) return this.convert(target, refs);
    refs.add(name);
    return { $ref: ID + name };
  }

  /** The node a lazy reference stands for, to look inside it (for discriminated unions). */
  private resolve(n: ZNode): ZNode {
    while (n.k === 'lazy') n = n.get!();
    return n;
  }

  convert(n: ZNode, refs: Set<string>): Json {
    const s = this.base(n, refs);
    for (const c of n.checks) {
      const isArray = n.k === 'array', isMap = n.k === 'record';
      if (c.c === 'minLength') s[isArray ? 'minItems' : isMap ? 'minProperties' : 'minLength'] = c.v;
      else if (c.c === 'maxLength') s[isArray ? 'maxItems' : isMap ? 'maxProperties' : 'maxLength'] = c.v;
      else if (c.c === 'minimum') s.minimum = c.v;
      else if (c.c === 'maximum') s.maximum = c.v;
      else if (c.c === 'regex') s.pattern = c.v.source;
      // Formats (url, date-time) are left out: Discord takes attachment:// urls, which a strict url check would refuse.
    }
    // 64-bit integers (permissions, nonces) may be sent as strings of digits, as discord.js does.
    if (n.k === 'number' && (Math.abs(s.maximum ?? 0) > Number.MAX_SAFE_INTEGER || Math.abs(s.minimum ?? 0) > Number.MAX_SAFE_INTEGER)) {
      return { ...s, type: ['integer', 'string'], pattern: '^-?[0-9]+$' };
    }
    return s;
  }

  private base(n: ZNode, refs: Set<string>): Json {
    switch (n.k) {
      case 'string': return { type: 'string' };
      case 'number': return { type: 'number' };
      case 'int32': return { type: 'integer', minimum: -INT32, maximum: INT32 - 1 };
      case 'boolean': return { type: 'boolean' };
      case 'null': return { type: 'null' };
      case 'undefined': return { not: {} };
      case 'unknown': return {};
      case 'literal': return n.values!.length === 1 ? { const: n.values![0] } : { enum: n.values };
      case 'array': return { type: 'array', items: this.convert(n.item!, refs) };
      case 'record': return { type: 'object', additionalProperties: this.convert(n.item!, refs) };
      case 'lazy': return this.ref(n, refs);
      case 'optional': return this.convert(n.inner!, refs);
      case 'nullable': case 'nullish': return nullable(this.convert(n.inner!, refs));
      case 'intersection': return { allOf: n.members!.map((m) => this.convert(m, refs)) };
      case 'union': return this.union(n, refs);
      case 'object': {
        const properties: Json = {};
        const required: string[] = [];
        for (const [key, value] of Object.entries(n.shape!)) {
          properties[key] = this.convert(value, refs);
          if (!optional(value)) required.push(key);
        }
        return { type: 'object', properties, ...(required.length ? { required } : {}) };
      }
    }
  }

  /**
   * A union whose members are all objects told apart by a literal `type` (components, command options, callbacks)
   * becomes if/then per type, so a refused body gets the errors of its own kind only; other unions are anyOf.
   */
  private union(n: ZNode, refs: Set<string>): Json {
    const members = n.members!.filter((m) => m.k !== 'undefined');
    const tags = members.map((m) => {
      const t = this.resolve(m);
      const tag = t.k === 'object' ? t.shape!.type : undefined;
      return tag && tag.k === 'literal' ? tag.values! : undefined;
    });
    if (members.length > 1 && tags.every((t) => t !== undefined)) {
      return {
        type: 'object', required: ['type'], properties: { type: { enum: tags.flat() } },
        allOf: members.map((m, i) => ({ if: { required: ['type'], properties: { type: { enum: tags[i] } } }, then: this.convert(m, refs) })),
      };
    }
    const branches = members.map((m) => this.convert(m, refs));
    return branches.length === 1 ? branches[0] : { anyOf: branches };
  }
}

function optional(n: ZNode): boolean {
  return n.k === 'optional' || n.k === 'nullish' || (n.k === 'union' && n.members!.some((m) => m.k === 'undefined'));
}

function nullable(s: Json): Json {
  if (typeof s.type === 'string' && s.enum === undefined && s.const === undefined) return { ...s, type: [s.type, 'null'] };
  if (Array.isArray(s.type) && s.enum === undefined && s.const === undefined) return { ...s, type: [...s.type, 'null'] };
  return { anyOf: [s, { type: 'null' }] };
}

// ---- the routes whose bodies are checked, with the request body the spec gives each ----

/** [method, route pattern as in rest.ts, spec schema name; `[]` for a list of them]. */
export const BODY_SCHEMAS: [string, string, string][] = [
  ['POST', 'users/@me/channels', 'CreatePrivateChannelRequest'],
  ['PUT', 'applications/:/commands', 'ApplicationCommandUpdateRequest[]'],
  ['POST', 'applications/:/commands', 'ApplicationCommandCreateRequest'],
  ['PUT', 'applications/:/guilds/:/commands', 'ApplicationCommandUpdateRequest[]'],
  ['POST', 'applications/:/guilds/:/commands', 'ApplicationCommandCreateRequest'],
  ['POST', 'interactions/:/:/callback', 'InteractionCallback'],
  // The spec allows IncomingWebhookRequestPartial | IncomingWebhookUpdateRequestPartial; the second is a subset of the first.
  ['POST', 'webhooks/:/:', 'IncomingWebhookRequestPartial'],
  ['PATCH', 'webhooks/:/:/messages/:', 'IncomingWebhookUpdateRequestPartial'],
  ['POST', 'channels/:/messages', 'MessageCreateRequest'],
  ['PATCH', 'channels/:/messages/:', 'MessageEditRequestPartial'],
];

/** The callback route's body: one of the spec's callback requests, told apart by `type`. */
const CALLBACKS = [
  'PongInteractionCallbackRequest', 'CreateMessageInteractionCallbackRequest', 'UpdateMessageInteractionCallbackRequest',
  'ApplicationCommandAutocompleteCallbackRequest', 'ModalInteractionCallbackRequest', 'LaunchActivityInteractionCallbackRequest',
  'SocialLayerSKUPurchaseEligibilityInteractionCallbackRequest',
];

// ---- the validator ----

interface Loaded {
  ajv: Ajv2020;
  converter: Converter;
  added: Set<string>;
  routes: Map<string, ValidateFunction>;
}

let loaded: Loaded | null | undefined;

/** The spec and ajv, loaded on first use; null when either is missing (then only the stand-in's own limits apply). */
function load(): Loaded | null {
  if (loaded !== undefined) return loaded;
  loaded = null;
  try {
    const file = findSpecFile();
    if (!file) return null;
    // Required here, not imported: production installs have no ajv, and then the stand-in runs without it.
    const Ajv: typeof Ajv2020 = createRequire(import.meta.url)('ajv/dist/2020').default;
    // allErrors: Discord answers every broken field at once; verbose: errors carry the data, to pick a union's branch.
    // Each named schema compiled once as its own function (inlineRefs: false) and ajv's code left unoptimized: a
    // process's first bodies compiled in 0.35 s of CPU instead of 0.55-0.75 (paid by every process with a stand-in: each
    // offline start, each test worker), the same answers, and checking a body as fast within a few microseconds.
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, validateFormats: false, inlineRefs: false, code: { optimize: false } });
    loaded = { ajv, converter: new Converter(loadZodSchemas(file)), added: new Set(), routes: new Map() };
  } catch {
    loaded = null;
  }
  return loaded;
}

/** Add a named schema and everything it references to ajv (converted on first need). */
function ensure(l: Loaded, name: string): void {
  const todo = [name];
  while (todo.length) {
    const next = todo.pop()!;
    if (l.added.has(next)) continue;
    if (!l.converter.schemas.has(next)) throw new Error(`discord-api-spec has no schema ${next}`);
    l.added.add(next);
    const refs = new Set<string>();
    l.ajv.addSchema(l.converter.named(next, refs));
    todo.push(...refs);
  }
}

/** A route's schema (BODY_SCHEMAS' name for it), the names it references added to `refs`. */
function routeSchema(converter: Converter, name: string, refs: Set<string>): Json {
  if (name === 'InteractionCallback') {
    return converter.convert(z.union(CALLBACKS.map((n) => z.lazy(() => converter.schemas.get(n)!))), refs);
  }
  const bare = name.replace('[]', '');
  refs.add(bare);
  return name.endsWith('[]') ? { type: ['array', 'null'], items: { $ref: ID + bare } } : { $ref: ID + bare };
}

function routeValidator(l: Loaded, method: string, pattern: string): ValidateFunction | undefined {
  const key = `${method} ${pattern}`;
  const cached = l.routes.get(key);
  if (cached) return cached;
  const entry = BODY_SCHEMAS.find(([m, p]) => m === method && p === pattern);
  if (!entry) return undefined;
  const refs = new Set<string>();
  const schema = routeSchema(l.converter, entry[2], refs);
  refs.forEach((r) => ensure(l, r));
  const validate = l.ajv.compile(schema);
  l.routes.set(key, validate);
  return validate;
}

// ---- the routes compiled once into code, kept between processes ----

type BodyCheck = (body: unknown) => boolean;
let checks: Map<string, BodyCheck> | null | undefined;

/** Whether a body is valid, by route (`METHOD pattern`), from the cached code; null where it cannot be had. */
function loadChecks(): Map<string, BodyCheck> | null {
  if (checks !== undefined) return checks;
  checks = null;
  try {
    const modules = findNodeModules();
    if (!modules) return null;
    const require = createRequire(import.meta.url);
    const specFile = join(modules, SPEC_FILE);
    const ajvVersion = (require('ajv/package.json') as { version: string }).version;
    // The cache's name is the hash of what the code is made from, as text: the spec's file, how it is read (all of it in
    // this module, whose TypeScript is also beside its compiled copy), ajv's version and settings. Reading the schemas
    // and converting them (some 0.1 s of CPU) is left to the process that compiles.
    const hash = createHash('sha256').update(JSON.stringify({ ajvVersion, options: CHECK_OPTIONS }))
      .update(readFileSync(specFile)).update(readFileSync(ownSource())).digest('hex').slice(0, 16);
    // STANDIN_CACHE_DIR: another folder for it (a test that removes the file there, which the other processes of a
    // test run sharing node_modules would otherwise compile again under its eyes).
    const dir = process.env.STANDIN_CACHE_DIR || join(modules, '.cache', 'heist-standin');
    const file = join(dir, `bodies-${hash}.cjs`);
    if (!existsSync(file)) {
      const converter = new Converter(loadZodSchemas(specFile));
      const routes = BODY_SCHEMAS.map(([, , name], i) => {
        const refs = new Set<string>();
        return { id: `route:${i}`, schema: { $id: `route:${i}`, ...routeSchema(converter, name, refs) }, refs };
      });
      const named: Json[] = [];
      const todo = routes.flatMap((r) => [...r.refs]);
      for (const seen = new Set<string>(); todo.length; ) {
        const next = todo.shift()!;
        if (seen.has(next)) continue;
        seen.add(next);
        const refs = new Set<string>();
        named.push(converter.named(next, refs));
        todo.push(...refs);
      }
      const Ajv: typeof Ajv2020 = require('ajv/dist/2020').default;
      const standalone = require('ajv/dist/standalone').default as (ajv: Ajv2020, refs: Record<string, string>) => string;
      const ajv = new Ajv({ ...CHECK_OPTIONS, schemas: [...named, ...routes.map((r) => r.schema)] });
      const code = standalone(ajv, Object.fromEntries(routes.map((r, i) => [`r${i}`, r.id])));
      mkdirSync(dir, { recursive: true });
      // Written whole under another name, then renamed: a process reading it never sees half of it.
      const part = `${file}.${process.pid}.part`;
      writeFileSync(part, code);
      renameSync(part, file);
      for (const old of readdirSync(dir)) {
        if (old === `bodies-${hash}.cjs`) continue;
        const path = join(dir, old);
        try {
          // Another process's part still being written is left to it; one left by a process that died is old.
          if (!old.endsWith('.part') || Date.now() - statSync(path).mtimeMs > 10 * 60_000) rmSync(path, { force: true });
        } catch {
          // Renamed or removed meanwhile by the process that wrote it.
        }
      }
    }
    const code = require(file) as Record<string, BodyCheck>;
    checks = new Map(BODY_SCHEMAS.map(([method, pattern], i) => [`${method} ${pattern}`, code[`r${i}`]]));
  } catch {
    checks = null;
  }
  return checks;
}

/** This module's TypeScript: its own file, or the copy beside its compiled file (src/build.mjs copies the sources), so
 * that the tests and a compiled bot name the cache alike. */
function ownSource(): string {
  const own = fileURLToPath(import.meta.url);
  const ts = own.replace(/\.js$/, '.ts');
  return existsSync(ts) ? ts : own;
}

/** ajv's settings for the cached code: whether a body is valid, nothing more (a refused one is checked again, above). */
const CHECK_OPTIONS = { strict: false, validateFormats: false, inlineRefs: false, code: { source: true } } as const;

/** The routes' code compiled and kept now, if no process has yet (a test run's global setup, before its workers
 * start, so that they do not each compile it at once); whether it is there. */
export function prepareBodyChecks(): boolean {
  return loadChecks() !== null;
}

/** Whether the spec and ajv are there, so bodies are checked against Discord's description. */
export function specAvailable(): boolean {
  return load() !== null;
}

/**
 * Check a request body for a route (rest.ts's pattern); the field errors Discord would answer, [] when it is valid,
 * or null when the route takes no body we check or the spec is not installed.
 */
export function validateBody(method: string, pattern: string, body: unknown): FieldError[] | null {
  const checks = loadChecks();
  if (checks) {
    const check = checks.get(`${method} ${pattern}`);
    if (!check) return null;
    if (check(body ?? null)) return [];
  }
  const l = load();
  if (!l) return null;
  const validate = routeValidator(l, method, pattern);
  if (!validate) return null;
  if (validate(body ?? null)) return [];
  return toFieldErrors(l, validate.errors ?? []);
}

// ---- ajv's errors -> Discord's field errors ----

function pathOf(instancePath: string): (string | number)[] {
  if (!instancePath) return [];
  return instancePath.slice(1).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/**
 * Keep the errors that say what is wrong: the failed `if` of a tagged union and a nullable's `null` branch are noise;
 * for any other union that nothing matched, the errors of the branch that came closest.
 */
function toFieldErrors(l: Loaded, errors: ErrorObject[]): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of clean(l, errors)) {
    const f = fieldError(e);
    const key = JSON.stringify(f);
    if (!seen.has(key)) { seen.add(key); out.push(f); }
  }
  return out;
}

/** Replace the outermost failed union's errors by its closest branch's, until no union is left. */
function clean(l: Loaded, errors: ErrorObject[]): ErrorObject[] {
  errors = errors.filter((e) => e.keyword !== 'if');
  const unions = errors.filter((e) => e.keyword === 'anyOf');
  if (!unions.length) return errors;
  const u = unions.reduce((a, b) => (b.instancePath.length < a.instancePath.length ? b : a));
  const at = u.instancePath;
  const inside = (e: ErrorObject) => e.instancePath === at || e.instancePath.startsWith(at + '/');
  const branches = (u.schema as Json[]).filter((b) => !(u.data !== null && b.type === 'null' && Object.keys(b).length === 1));
  let best: ErrorObject[] = [];
  let bestCount = Infinity;
  for (const b of branches) {
    const v = l.ajv.compile(b);
    if (v(u.data)) { best = []; break; }
    const errs = clean(l, v.errors ?? []).map((e) => ({ ...e, instancePath: at + e.instancePath }));
    if (errs.length < bestCount) { best = errs; bestCount = errs.length; }
  }
  return clean(l, [...errors.filter((e) => !inside(e)), ...best]);
}

function fieldError(e: ErrorObject): FieldError {
  const path = pathOf(e.instancePath);
  const p = e.params as any;
  switch (e.keyword) {
    case 'required': return { path: [...path, p.missingProperty], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
    case 'maxLength': case 'maxItems': case 'maxProperties': return { path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${p.limit} or fewer in length.` };
    case 'minLength': case 'minItems': case 'minProperties': return { path, code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${p.limit} or more in length.` };
    case 'maximum': return { path, code: 'NUMBER_TYPE_MAX', message: `int value should be less than or equal to ${p.limit}.` };
    case 'minimum': return { path, code: 'NUMBER_TYPE_MIN', message: `int value should be greater than or equal to ${p.limit}.` };
    case 'pattern': return { path, code: 'STRING_TYPE_REGEX', message: `String value did not match validation regex.` };
    case 'enum': case 'const': {
      const allowed = e.keyword === 'enum' ? p.allowedValues : [p.allowedValue];
      return { path, code: 'BASE_TYPE_CHOICES', message: `Value must be one of (${allowed.map((v: unknown) => JSON.stringify(v)).join(', ')}).` };
    }
    case 'type': return { path, ...typeError(String(p.type)) };
    case 'not': return { path, code: 'BASE_TYPE_REQUIRED', message: 'This field must be left out.' };
    default: return { path, code: 'BASE_TYPE_INVALID', message: e.message ?? 'Invalid value.' };
  }
}

function typeError(expected: string): { code: string; message: string } {
  const t = expected.split(',').filter((x) => x !== 'null');
  if (t.includes('object')) return { code: 'MODEL_TYPE_CONVERT', message: 'Only dictionaries may be used in a ModelType' };
  if (t.includes('array')) return { code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' };
  if (t.includes('boolean')) return { code: 'BOOLEAN_TYPE_CONVERT', message: 'Must be either true or false.' };
  if (t.includes('integer') || t.includes('number')) return { code: 'NUMBER_TYPE_COERCE', message: 'Value is not a number.' };
  if (t.includes('string')) return { code: 'BASE_TYPE_STRING', message: 'Must be a string.' };
  return { code: 'BASE_TYPE_INVALID', message: `Must be of type ${expected}.` };
}
