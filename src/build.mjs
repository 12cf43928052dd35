// @ts-check
// The sources compiled to plain JavaScript, with the esbuild that tsx itself transforms with: what `npm start` runs
// (src/launch.mjs) and what the tests start as processes (test/node-args.ts). Plain JavaScript itself, as it runs
// before anything could load TypeScript. Through tsx's loader a start cost about 4 s of CPU more (the loader's own,
// in the bot's thread and in each drawing thread); the code run is the same.
//
// Every .ts file of the folders is compiled file by file into `out`, as tsx transforms it (ES modules for this Node,
// names kept); the entry points started most often are bundled besides with the modules they import, in place of
// their own compiled file, and the packages they import (but the two with native code) bundled into one file beside
// them, `vendor.cjs`, without source maps: Node then loads two files for the bot's few hundred modules and the
// packages' thousand (a start 0.46 s of CPU cheaper, the same memory). Each module
// keeps its own import.meta.url (its compiled file's, where the files it names beside it are), so what it loads by
// path (a drawing thread, the games' registry in it, the PostgreSQL thread) is loaded as before. The folders are then
// copied besides (a .cjs thread, the .ts of whatever is started by a .ts path), with links to node_modules and assets.
import { createHash } from 'node:crypto';
import {
  cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// esbuild is loaded only when something is compiled (a start from a compiled folder does without it: 60 ms).
const require = createRequire(import.meta.url);
/** @returns {typeof import('esbuild')} */
const esbuild = () => require('esbuild');
const esbuildVersion = /** @type {{ version: string }} */ (require('esbuild/package.json')).version;

/** @param {string} dir @returns {string[]} every file under dir, sorted */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
}

/** @param {string} f */
const isSource = (f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts');

/**
 * Compiles the `sources` folders of `root` into `out` (made if missing), `bundled` entries bundled.
 * @param {{ root: string, out: string, sources: string[], copied: string[], bundled: string[], sourcemap?: boolean }} o
 */
export function compileTo({ root, out, sources, copied, bundled, sourcemap = false }) {
  mkdirSync(out, { recursive: true });
  const entryPoints = sources.flatMap((d) => filesUnder(join(root, d))).filter(isSource);
  const target = `node${process.versions.node}`;
  const tsconfig = join(root, 'tsconfig.json');
  const maps = sourcemap ? /** @type {const} */ ('inline') : false;
  // Our own code without `keepNames`: it wraps every named closure in a call that defines the name each time the
  // closure is made (some 0.4 µs each: 1.3–1.8% of the bot thread's sampled time in the CPU bench's profiles), and no code of
  // ours reads a function's or class's name (our errors set theirs). The packages' file keeps them: discord.js names
  // its errors after their class.
  esbuild().buildSync({ entryPoints, outdir: out, outbase: root, format: 'esm', platform: 'node', target, keepNames: false, tsconfig, logLevel: 'error', sourcemap: maps, sourcesContent: false });
  if (bundled.length) bundle(root, out, entryPoints, bundled, maps);
  for (const d of copied) cpSync(join(root, d), join(out, d), { recursive: true, force: false });
  writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'module' }));
  for (const linked of ['node_modules', 'assets']) symlinkSync(join(root, linked), join(out, linked), 'dir');
}

/** @param {string} root @param {string} out @param {string[]} sources @param {string[]} bundled @param {'inline' | false} maps */
function bundle(root, out, sources, bundled, maps) {
  const staging = join(out, '.bundle');
  const target = `node${process.versions.node}`;
  const tsconfigRaw = readFileSync(join(root, 'tsconfig.json'), 'utf8');
  // Every module staged as the JavaScript it compiles to, under its .js name (the name its importers already use), and
  // bundled as JavaScript: esbuild's output read again as TypeScript can mean something else (`1 << k, out[i] = k`
  // parses as type arguments there).
  for (const file of sources) {
    const rel = relative(root, file);
    const code = readFileSync(file, 'utf8');
    // Where a module reads import.meta.url, the expression (not a text that names it) becomes its compiled file's URL.
    // With source maps, each module's map names its own .ts (not the copy the bundle is made from).
    const define = code.includes('import.meta') ? { 'import.meta.url': JSON.stringify(pathToFileURL(join(out, jsName(rel))).href) } : {};
    const js = esbuild().transformSync(code, { loader: 'ts', format: 'esm', target, tsconfigRaw, define, sourcemap: maps, sourcesContent: false, sourcefile: file }).code;
    mkdirSync(dirname(join(staging, rel)), { recursive: true });
    writeFileSync(join(staging, jsName(rel)), js);
  }
  const common = {
    entryPoints: bundled.map((e) => join(staging, jsName(e))), outdir: out, outbase: staging, bundle: true,
    format: /** @type {const} */ ('esm'), platform: /** @type {const} */ ('node'), target, keepNames: false,
    tsconfig: join(root, 'tsconfig.json'), logLevel: /** @type {const} */ ('error'), allowOverwrite: true,
  };
  // The packages the bundles import, found by bundling them apart first.
  const first = esbuild().buildSync({ ...common, packages: 'external', write: false, metafile: true });
  const specifiers = [...new Set(Object.values(first.metafile.outputs).flatMap((o) => o.imports)
    .filter((i) => i.external && !/^[./]/.test(i.path) && !isBuiltin(i.path)).map((i) => i.path))]
    .filter((p) => !NATIVE.some((n) => p === n || p.startsWith(`${n}/`))).sort();
  // Those packages in one file of their own, without source maps (a start reads one file, not some thousand; maps of
  // the packages would hold some 6 MB more in every bot), and each import of one in the bundles read from it.
  const vendor = join(out, 'vendor.cjs');
  esbuild().buildSync({
    // Each package made when first read: a drawing thread reads one small package, not discord.js and the rest.
    stdin: { contents: `module.exports = {${specifiers.map((p) => `get ${JSON.stringify(p)}() { return require(${JSON.stringify(p)}); }`).join(', ')}};`, resolveDir: root, loader: 'js' },
    outfile: vendor, bundle: true, format: 'cjs', platform: 'node', target, keepNames: true, external: NATIVE,
    nodePaths: [join(root, 'node_modules')], logLevel: 'error',
  });
  const loader = join(out, 'vendor-load.cjs');
  writeFileSync(loader, VENDOR_LOADER);
  /** @type {Record<string, string>} */
  const alias = {};
  specifiers.forEach((p, k) => {
    const shim = join(staging, '.vendor', `${k}.cjs`);
    mkdirSync(dirname(shim), { recursive: true });
    writeFileSync(shim, `module.exports = ${VENDOR_REQUIRE}(${JSON.stringify(vendor)})[${JSON.stringify(p)}];\n`);
    alias[p] = shim;
  });
  esbuild().buildSync({
    ...common, alias, external: NATIVE, sourcemap: maps, sourcesContent: false,
    banner: { js: `import { createRequire as ${VENDOR_REQUIRE}Of } from 'node:module'; const ${VENDOR_REQUIRE} = ${VENDOR_REQUIRE}Of(import.meta.url)(${JSON.stringify(loader)});` },
  });
  rmSync(staging, { recursive: true, force: true });
}

/** @param {string} rel a TypeScript source's path */
const jsName = (rel) => rel.replace(/\.ts$/, '.js');

/** The packages with native code, loaded from node_modules as they are. */
const NATIVE = ['better-sqlite3', '@napi-rs/canvas'];
/** The name the bundles read the packages' file with. */
const VENDOR_REQUIRE = '__heistVendorRequire';

/** How the bundles load the packages' file (vendor-load.cjs beside it): once a process, with V8's compiled code kept
 * beside it, so that a start reads that code rather than parsing some 3 MB again (0.24 s of CPU -> 0.16 here). V8 takes
 * its code only from the same Node and the same V8 flags, so it is kept under their hash; code V8 refuses is made
 * again, once the process has loaded what it loads at its start. */
const VENDOR_LOADER = `'use strict';
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { basename, dirname, join } = require('node:path');
const { Script } = require('node:vm');
const { isMainThread } = require('node:worker_threads');
const loaded = new Map();
module.exports = (file) => {
  if (loaded.has(file)) return loaded.get(file);
  const flags = [process.version, process.arch, ...process.execArgv, process.env.NODE_OPTIONS ?? ''].join('\\0');
  const cached = \`\${file}.\${createHash('sha256').update(flags).digest('hex').slice(0, 16)}.v8\`;
  let cachedData;
  try { cachedData = readFileSync(cached); } catch {}
  const script = new Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, Module.createRequire(file), module, file, dirname(file));
  loaded.set(file, module.exports);
  // Made by the main thread alone: a drawing thread reads one small package, and its code written last would stand
  // for every later start.
  if (isMainThread && (!cachedData || script.cachedDataRejected)) {
    setImmediate(() => {
      try {
        const part = \`\${cached}.\${process.pid}.part\`;
        writeFileSync(part, script.createCachedData());
        renameSync(part, cached);
        prune(file);
      } catch {}
    });
  }
  return module.exports;
};
// The code made for the three newest sets of flags is kept (a start under other flags makes its own), and
// a part left by a process that died while writing one goes.
function prune(file) {
  const dir = dirname(file);
  const mine = readdirSync(dir).filter((n) => n.startsWith(basename(file) + '.')).map((n) => {
    try { return { path: join(dir, n), part: n.endsWith('.part'), at: statSync(join(dir, n)).mtimeMs }; } catch { return null; }
  }).filter((f) => f !== null);
  const kept = mine.filter((f) => !f.part).sort((a, b) => b.at - a.at);
  const gone = [...kept.slice(3), ...mine.filter((f) => f.part && Date.now() - f.at > 600000)];
  for (const f of gone) { try { rmSync(f.path, { force: true }); } catch {} }
}
`;

/** What `npm start` compiles: the product's folders, the entry points a bot starts bundled (and the position tool, run
 * from outside once a script: 0.53 -> 0.38 s of CPU a run bundled); with source maps, so that a stack in the bot's log
 * names the .ts line (src/launch.mjs turns them on). */
const PRODUCT = { sources: ['src', 'commands'], copied: ['src', 'commands'], bundled: ['src/main.ts', 'src/shard.ts', 'src/render-worker.ts', 'src/cli/position.ts'], sourcemap: true };
/** Written last into a compiled folder: it is whole. */
const COMPLETE = '.complete';
/** A process running from a build marks it this often; one marked within IN_USE_MS may be in use (a drawing thread
 * started again loads from it), so it stays. */
const MARK_EVERY_MS = 3_600_000;
const IN_USE_MS = 2 * MARK_EVERY_MS;
/** The builds kept however long unused, the most recently marked first: a few edits back and forth compile nothing. */
const KEPT_NEWEST = 3;

/**
 * The product compiled (PRODUCT), in node_modules/.cache/heist: a folder per state of the sources (their contents,
 * tsconfig.json, the checkout's place, this Node and this esbuild), made on the first start that needs it and reused by
 * every start after. A compiled folder names its own place inside (import.meta.url in the bundles), so it is made where
 * it stays: two starts at once may each make one, and either serves. A start marks the folder it runs from (and a
 * process running from one marks it every hour); a new build removes the older ones (removeUnused). Null, said on
 * stderr, when it cannot be made (a checkout the user may only read).
 * @param {string} root the checkout
 * @returns {string | null}
 */
export function productBuild(root) {
  const hash = createHash('sha256').update(`${root}\n${process.versions.node} ${esbuildVersion}\n`);
  // The packages installed too, which the bundles carry (npm's record of them in node_modules, where there is one).
  const installed = [join(root, 'node_modules', '.package-lock.json')].filter((f) => existsSync(f));
  for (const f of [join(root, 'tsconfig.json'), ...installed, ...PRODUCT.sources.flatMap((d) => filesUnder(join(root, d)))]) {
    hash.update(`${relative(root, f)}\n`).update(readFileSync(f)).update('\n');
  }
  const cache = join(root, 'node_modules', '.cache', 'heist');
  const prefix = `build-${hash.digest('hex').slice(0, 16)}-`;
  /** @param {string} d */
  const done = (d) => existsSync(join(d, COMPLETE));
  try {
    mkdirSync(cache, { recursive: true });
    let dir = readdirSync(cache).filter((n) => n.startsWith(prefix)).map((n) => join(cache, n)).find(done);
    if (!dir) {
      dir = mkdtempSync(join(cache, prefix));
      compileTo({ root, out: dir, ...PRODUCT });
      writeFileSync(join(dir, COMPLETE), '');
      removeUnused(cache, dir);
    }
    const here = dir;
    const mark = () => {
      try {
        const now = new Date();
        utimesSync(here, now, now);
      } catch {
        // Removed meanwhile: nothing to mark.
      }
    };
    mark();
    setInterval(mark, MARK_EVERY_MS).unref();
    return dir;
  } catch (err) {
    process.stderr.write(`heist: could not compile into ${cache} (${err instanceof Error ? err.message.split('\n')[0] : err}); running the TypeScript through tsx.\n`);
    return null;
  }
}

/** The builds past the KEPT_NEWEST most recently marked that nobody marked within IN_USE_MS go (a build, or one left
 * half made by a start that was killed): what the cache holds stays bounded however often the sources change.
 * @param {string} cache @param {string} keep */
function removeUnused(cache, keep) {
  const now = Date.now();
  /** @type {{ dir: string, marked: number }[]} */
  const builds = [];
  for (const name of readdirSync(cache)) {
    const dir = join(cache, name);
    try {
      if (dir !== keep) builds.push({ dir, marked: statSync(dir).mtimeMs });
    } catch {
      // Removed by another start meanwhile.
    }
  }
  builds.sort((a, b) => b.marked - a.marked);
  for (const { dir, marked } of builds.slice(KEPT_NEWEST - 1)) {
    if (now - marked > IN_USE_MS) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Node's arguments to run `source` (a .ts path from the checkout's root, e.g. `src/cli/soak-bot.ts`) as `npm start`
 * runs the product: its file in the product's compiled folder, or through tsx where that cannot be made. For a tool
 * whose figures are the product's (the memory a process of the bot holds: tsx's loader keeps some 30 MB more).
 * @param {string} source
 * @returns {string[]}
 */
export function productArgs(source) {
  // The checkout: from a compiled folder too (its node_modules is a link to the checkout's).
  const root = dirname(realpathSync(resolve(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules')));
  const built = productBuild(root);
  return built ? [join(built, source.replace(/\.ts$/, '.js'))] : ['--import', 'tsx', join(root, source)];
}
