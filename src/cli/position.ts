// `npm run -s position -- FILE.json [--as NAME]` (or `-` for standard input): runs a script (docs/positions.md)
// with its game's module — the script's `"game"`, Burgle Bros. when absent — and prints the report as one JSON object.
// A malformed file: exit code 2 and one line on stderr naming the field.
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toolsOf } from '../core/module.js';
import { GAMES } from '../games/index.js';

const USAGE = 'usage: npm run -s position -- FILE.json [--as NAME]   (FILE may be - for standard input)\n';

/** A malformed script: every game's position reader throws an error that names the field. */
const isPositionError = (e: unknown): e is Error & { field: string } => e instanceof Error && typeof (e as { field?: unknown }).field === 'string';

function main(argv: string[]): number {
  let file: string | undefined;
  let as: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--as') {
      as = argv[++i];
      if (!as) {
        process.stderr.write(USAGE);
        return 2;
      }
    } else if (file === undefined) file = argv[i];
    else {
      process.stderr.write(USAGE);
      return 2;
    }
  }
  if (!file) {
    process.stderr.write(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    process.stderr.write(`cannot read ${file}: ${(e as Error).message}\n`);
    return 2;
  }
  const read = readScript(text);
  if ('error' in read) {
    process.stderr.write(`${read.error}\n`);
    return 2;
  }
  const json = read.json;
  const kind = (json as { game?: unknown }).game ?? 'burgle-bros';
  const game = typeof kind === 'string' ? GAMES.get(kind) : undefined;
  // A whole game exported (npm run -s export): its record, not a script; its `position` field is one, where it has one.
  if (typeof kind === 'object' && kind !== null) {
    const has = typeof (json as { position?: unknown }).position === 'object';
    process.stderr.write(`game: this is a whole game's export, not a script: ${has ? 'run its "position" field, or export the game' : 'export the game'} with --position (npm run -s export -- CHANNEL_ID --position)\n`);
    return 2;
  }
  if (!game) {
    process.stderr.write(`game: "${String(kind)}" is not a game; the games are ${GAMES.kinds().join(', ')}\n`);
    return 2;
  }
  try {
    const report = toolsOf(game).positions.run(json as Record<string, unknown>, as);
    process.stdout.write(JSON.stringify(report) + '\n');
    return 0;
  } catch (e) {
    if (isPositionError(e)) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

/** A script's text as JSON, or the one line that says where it is not: a BOM (as some editors save) is no error. */
export function readScript(text: string): { json: Record<string, unknown> } | { error: string } {
  const body = text.replace(/^\uFEFF/, '');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    // V8 quotes the raw text (several lines at times) and counts characters: say the line and column instead.
    const reason = (e as Error).message
      .replace(/, (?:\.\.\.)?".*" is not valid JSON$/s, '')
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/\s+/g, ' ');
    const at = syntaxErrorAt(body);
    if (at < 0) return { error: `(root): not valid JSON: ${reason}` };
    const line = body.slice(0, at).split('\n').length;
    const column = at - body.lastIndexOf('\n', at - 1);
    return { error: `(root): not valid JSON at line ${line}, column ${column}: ${at >= body.length ? 'the text ends too early' : reason}` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { error: '(root): a script is a JSON object' };
  return { json: json as Record<string, unknown> };
}

/** Where JSON text first goes wrong (an offset), or -1: JSON.parse says what, not always where (a scan of JSON's
 * grammar, RFC 8259; the packages that do it ship builds the tools' bundle cannot load). */
function syntaxErrorAt(t: string): number {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < t.length && ' \t\n\r'.includes(t[i])) i++;
  };
  const word = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
  const string = () => {
    i++;
    for (;;) {
      const c = t[i];
      if (c === undefined || c < ' ') fail();
      if (c === '"') return void i++;
      if (c !== '\\') i++;
      else if (t[i + 1] === 'u' && /^[0-9a-fA-F]{4}$/.test(t.slice(i + 2, i + 6))) i += 6;
      else if ('"\\/bfnrt'.includes(t[i + 1] ?? 'x')) i += 2;
      else i++, fail();
    }
  };
  const value = (): void => {
    space();
    const open = t[i];
    if (open === '"') return string();
    if (open === '{' || open === '[') {
      const close = open === '{' ? '}' : ']';
      i++;
      space();
      if (t[i] === close) return void i++;
      for (;;) {
        if (open === '{') {
          space();
          if (t[i] !== '"') fail();
          string();
          space();
          if (t[i] !== ':') fail();
          i++;
        }
        value();
        space();
        if (t[i] === close) return void i++;
        if (t[i] !== ',') fail();
        i++;
      }
    }
    word.lastIndex = i;
    if (!word.test(t)) fail();
    i = word.lastIndex;
  };
  try {
    value();
    space();
    if (i < t.length) fail();
    return -1;
  } catch (at) {
    if (typeof at === 'number') return at;
    throw at;
  }
}

/** Whether the program Node was started with (`argv1`) is the module at `url` (a test imports readScript alone): both
 * as real paths, as Node loads the main module by one, and a compiled bundle names its place as it was built (through
 * a checkout's node_modules that may be a link). */
export function startedAs(argv1: string | undefined, url: string): boolean {
  try {
    return realpathSync(argv1 ?? '') === realpathSync(fileURLToPath(url));
  } catch {
    return false;
  }
}

if (startedAs(process.argv[1], import.meta.url)) process.exitCode = main(process.argv.slice(2));
