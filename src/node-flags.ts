// Node's flags for the bot's processes (npm start and start:sharded in package.json say the same): V8's young
// generation at 4 MB a half instead of 16. A burst of game states parsed and dropped (a reminder sweep, a restart's
// first loads) otherwise leaves its young-generation pages resident for good; measured by `npm run -s bench`
// (memory.rss_mb_1000_games: 107–114 MB at 4, 117–124 MB at 8, the e2e burst's CPU the same within its run-to-run
// spread), and the e2e burst figures run with the same flags.
export const NODE_MEMORY_FLAGS = ['--max-semi-space-size=4'];

/** The flags of NODE_MEMORY_FLAGS a process started with `execArgv` lacks: a flag of the same name given with another
 * value is not missing (the caller chose it; V8 reads `_` in a flag's name as `-`). */
export function missingMemoryFlags(execArgv: readonly string[]): string[] {
  const name = (f: string) => f.split('=')[0].replace(/_/g, '-');
  return NODE_MEMORY_FLAGS.filter((f) => !execArgv.some((a) => name(a) === name(f)));
}

/** The module `name` (written as its .ts) beside the module `from` (an import.meta.url), as this code runs: the .ts
 * through tsx, the compiled .js when `from` itself was compiled. A thread or process started on it is started the
 * same way, so a compiled bot pays no TypeScript loader in its drawing threads and shards (about 1 s of CPU each). */
export function beside(from: string, name: string): URL {
  return new URL(from.endsWith('.ts') ? name : name.replace(/\.ts$/, '.js'), from);
}

/** Whether a module is TypeScript: a thread or process started on it needs tsx registered first. */
export const isTypeScript = (url: URL): boolean => url.pathname.endsWith('.ts');
