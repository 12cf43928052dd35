// @ts-check
// `npm start` and `npm run start:sharded`: `node src/launch.mjs src/main.ts [args…]` runs the entry point compiled to
// plain JavaScript (src/build.mjs: once per state of the sources, then reused), in this process, with the arguments
// after it. Where the compiled folder cannot be made (a checkout the user may only read), the TypeScript runs through
// tsx as it is.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { productBuild } from './build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry || !/^src\/[\w/-]+\.ts$/.test(entry)) {
  process.stderr.write('usage: node src/launch.mjs src/ENTRY.ts [args…]\n');
  process.exit(2);
}
const built = productBuild(root);
let module = join(root, entry);
if (built) {
  module = join(built, entry.replace(/\.ts$/, '.js'));
  // A stack in the log names the .ts file and line, as through tsx.
  process.setSourceMapsEnabled(true);
} else (await import('tsx/esm/api')).register();
// The entry point reads its arguments as if started itself.
process.argv = [process.argv[0], module, ...args];
try {
  await import(pathToFileURL(module).href);
} catch (err) {
  // A setting that cannot be used, found while the modules were made (src/core/setting-error.ts): its sentence alone.
  if (!(err instanceof Error && err.name === 'SettingError')) throw err;
  process.stderr.write(`heist: could not start: ${err.message}\n`);
  process.exit(1);
}
