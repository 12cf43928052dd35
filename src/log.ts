// A small structured logger: one JSON line per event on stderr, so logs stay readable and greppable with context.
export interface Logger {
  debug(msg: string, ctx?: Record<string, unknown>): void;
  info(msg: string, ctx?: Record<string, unknown>): void;
  warn(msg: string, ctx?: Record<string, unknown>): void;
  error(msg: string, ctx?: Record<string, unknown>): void;
}

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = keyof typeof LEVELS;

function plain(v: unknown): unknown {
  if (v instanceof Error) return { name: v.name, message: v.message, stack: v.stack };
  if (typeof v === 'bigint') return v.toString();
  return v;
}

/** A logger from `given` (LOG_LEVEL by default; any case): one of the levels, else `fallback`. A value that is no
 * level (a host's typo, `warning`) is said once, as a warning, rather than taken silently for something else. */
export function createLogger(given: string | undefined = process.env.LOG_LEVEL,
  write: (line: string) => void = (line) => process.stderr.write(line + '\n'), fallback: Level = 'info'): Logger {
  const asked = given?.trim().toLowerCase() ?? '';
  const level: Level = asked in LEVELS ? (asked as Level) : fallback;
  const at = (l: Exclude<Level, 'silent'>) => (msg: string, ctx: Record<string, unknown> = {}) => {
    if (LEVELS[l] < LEVELS[level]) return;
    const fields = Object.fromEntries(Object.entries(ctx).map(([k, v]) => [k, plain(v)]));
    write(JSON.stringify({ t: new Date().toISOString(), level: l, msg, ...fields }));
  };
  const log = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  if (asked && !(asked in LEVELS)) {
    log.warn(`LOG_LEVEL "${given!.trim()}" is not a level (${Object.keys(LEVELS).join(', ')}): logging from ${level}`);
  }
  return log;
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
