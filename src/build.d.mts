// The types of src/build.mjs (plain JavaScript: it runs before anything could load TypeScript).
export interface CompileOptions {
  /** The checkout. */
  root: string;
  /** The folder compiled into (made if missing). */
  out: string;
  /** The folders whose .ts files are compiled, file by file. */
  sources: string[];
  /** The folders copied as they are besides (not over the compiled files). */
  copied: string[];
  /** The entry points (paths from root) bundled in place of their own compiled file. */
  bundled: string[];
  /** Source maps inline in each compiled file (default none). */
  sourcemap?: boolean;
}
export function compileTo(options: CompileOptions): void;
/** The product compiled in node_modules/.cache/heist, made if needed; null (said on stderr) when it cannot be made. */
export function productBuild(root: string): string | null;
/** Node's arguments to run `source` (a .ts path from the checkout's root) as `npm start` runs the product: its compiled
 * file, or through tsx where that cannot be made. */
export function productArgs(source: string): string[];
