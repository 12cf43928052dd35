// `npm start` runs the sources compiled (src/launch.mjs, src/build.mjs): on a checkout of its own (a few small
// sources beside the real launcher), the first start compiles, the next ones reuse that, a changed source compiles
// again, past the three newest builds one unused for two hours goes, a checkout where nothing can be compiled runs through tsx,
// the entry point reads its arguments as if started itself, and a tool (the soak, the memory bench) gets the arguments
// that run a source as npm start does, from the checkout or from a compiled copy.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
let root = '';

const start = (...args: string[]) => execFileSync(process.execPath, [join(root, 'src/launch.mjs'), 'src/main.ts', ...args], { cwd: root, encoding: 'utf8' });
const builds = () => readdirSync(join(root, 'node_modules/.cache/heist')).filter((n) => n.startsWith('build-')).sort();

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'heist-launch-'));
  mkdirSync(join(root, 'src'));
  mkdirSync(join(root, 'commands'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'node_modules'));
  // The packages the launcher needs, from this checkout's.
  for (const p of ['esbuild', '@esbuild', 'tsx']) symlinkSync(join(ROOT, 'node_modules', p), join(root, 'node_modules', p), 'dir');
  for (const f of ['launch.mjs', 'build.mjs']) cpSync(join(ROOT, 'src', f), join(root, 'src', f));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }));
  writeFileSync(join(root, 'src/greeting.ts'), "export const greeting: string = 'hello';\n");
  writeFileSync(join(root, 'src/main.ts'), [
    "import { greeting } from './greeting.js';",
    "const where: string = import.meta.url;",
    "console.log(JSON.stringify({ greeting, args: process.argv.slice(2), where }));",
    "if (process.env.FAIL) throw new Error('failed on purpose');",
  ].join('\n'));
  writeFileSync(join(root, 'src/shard.ts'), 'export {};\n');
  writeFileSync(join(root, 'src/render-worker.ts'), 'export {};\n');
  mkdirSync(join(root, 'src/cli'));
  writeFileSync(join(root, 'src/cli/position.ts'), 'export {};\n');
});
afterAll(() => { if (root) rmSync(root, { recursive: true, force: true }); });

describe('npm start runs the compiled sources', () => {
  it('compiles once, reuses it, and passes the arguments on', () => {
    const first = JSON.parse(start('--fresh', '--players', 'a,b'));
    expect(first.greeting).toBe('hello');
    expect(first.args).toEqual(['--fresh', '--players', 'a,b']);
    // JavaScript from the compiled folder, not the TypeScript through a loader.
    expect(first.where).toMatch(/\/node_modules\/\.cache\/heist\/build-[^/]+\/src\/main\.js$/);
    expect(builds()).toHaveLength(1);
    expect(JSON.parse(start()).where).toBe(first.where);
    expect(builds()).toHaveLength(1);
  });

  it('names the TypeScript file and line in a stack', () => {
    const r = spawnSync(process.execPath, [join(root, 'src/launch.mjs'), 'src/main.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, FAIL: '1' } });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/failed on purpose/);
    // The checkout's own file, not the compiled copy.
    expect(r.stderr).toContain(`${join(root, 'src/main.ts')}:4:`);
  });

  const greet = (text: string) => {
    writeFileSync(join(root, 'src/greeting.ts'), `export const greeting: string = '${text}';\n`);
    return JSON.parse(start()) as { greeting: string; where: string };
  };
  const buildOf = (where: string) => /\/(build-[^/]+)\/src\/main\.js$/.exec(where)![1];
  const ago = (dir: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    utimesSync(join(root, 'node_modules/.cache/heist', dir), then, then);
  };

  it('compiles again after a source changed; past the three newest builds, one unused for two hours goes', () => {
    const [first] = builds();
    const second = buildOf(greet('hello again').where);
    expect(builds()).toEqual([first, second].sort());
    const third = buildOf(greet('third').where);
    expect(builds()).toHaveLength(3);
    ago(first, 3 * 3_600_000);
    ago(second, 2.5 * 3_600_000);
    // A fourth: the oldest of them, marked three hours ago, goes; the newest three stay.
    const fourth = buildOf(greet('fourth').where);
    expect(builds()).toEqual([second, third, fourth].sort());
    expect(existsSync(join(root, 'node_modules/.cache/heist', first))).toBe(false);
  });

  it('keeps a build marked within two hours, past the three newest (a process may run from it)', () => {
    const before = builds();
    // Started from again (marked now): the sources as they were at the third and the fourth build.
    const recent = [buildOf(greet('third').where), buildOf(greet('fourth').where)];
    // The oldest, marked an hour ago: a process may still run from it.
    const oldest = before.find((b) => !recent.includes(b))!;
    ago(oldest, 3_600_000);
    const fifth = buildOf(greet('fifth').where);
    expect(builds()).toEqual([...before, fifth].sort());
    // Back to the third's sources: no compile.
    expect(buildOf(greet('third').where)).toBe(recent[0]);
    expect(builds()).toHaveLength(4);
  });

  it('gives a tool the arguments that run a source as npm start does, from the checkout and from its compiled copy', () => {
    const argsFrom = (buildModule: string) => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e',
      `const m = await import(${JSON.stringify(pathToFileURL(buildModule).href)}); console.log(JSON.stringify(m.productArgs('src/main.ts')));`],
    { cwd: root, encoding: 'utf8' })) as string[];
    // The folder the last start ran from: the sources' as they are now.
    const compiledMain = fileURLToPath(JSON.parse(start()).where as string);
    expect(argsFrom(join(root, 'src/build.mjs'))).toEqual([compiledMain]);
    expect(argsFrom(join(dirname(compiledMain), 'build.mjs'))).toEqual([compiledMain]);
    expect(JSON.parse(execFileSync(process.execPath, [compiledMain], { encoding: 'utf8' })).greeting).toBe('third');
  });

  it('bundles the packages the entry imports into one file beside it, and compiles again when they change', () => {
    const pkg = join(root, 'node_modules/heist-test-package');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'heist-test-package', version: '1.0.0', main: 'index.js' }));
    writeFileSync(join(pkg, 'index.js'), "exports.word = 'from the package';\n");
    writeFileSync(join(root, 'node_modules/.package-lock.json'), JSON.stringify({ packages: { 'node_modules/heist-test-package': { version: '1.0.0' } } }));
    writeFileSync(join(root, 'src/greeting.ts'), "import { word } from 'heist-test-package';\nexport const greeting: string = word;\n");
    const first = JSON.parse(start()) as { greeting: string; where: string };
    expect(first.greeting).toBe('from the package');
    const dir = join(root, 'node_modules/.cache/heist', buildOf(first.where));
    // The package's code is in the packages' file, not in the bundle, which reads it from there.
    expect(readFileSync(join(dir, 'vendor.cjs'), 'utf8')).toContain('from the package');
    expect(readFileSync(join(dir, 'src/main.js'), 'utf8')).not.toContain('from the package');
    // The packages' file compiled by V8 once, kept beside it, and taken as it is by the next start (not made again).
    const compiledCode = () => readdirSync(dir).filter((n) => n.endsWith('.v8')).map((n) => `${n} ${statSync(join(dir, n)).ino}`);
    expect(compiledCode()).toHaveLength(1);
    const kept = compiledCode();
    expect(JSON.parse(start()).greeting).toBe('from the package');
    expect(compiledCode()).toEqual(kept);
    // Under other V8 flags a start makes code of its own: the code of the three newest sets of flags stays, and a part
    // left by a process that died while writing one goes.
    const hoursAgo = (name: string, h: number) => {
      writeFileSync(join(dir, name), '');
      utimesSync(join(dir, name), new Date(Date.now() - h * 3_600_000), new Date(Date.now() - h * 3_600_000));
    };
    hoursAgo('vendor.cjs.older.v8', 2);
    hoursAgo('vendor.cjs.oldest.v8', 3);
    hoursAgo('vendor.cjs.older.v8.1.part', 1);
    execFileSync(process.execPath, ['--max-semi-space-size=8', join(root, 'src/launch.mjs'), 'src/main.ts'], { cwd: root, encoding: 'utf8' });
    const left = readdirSync(dir).filter((n) => n.startsWith('vendor.cjs.')).sort();
    expect(left).toHaveLength(3);
    expect(left).toContain(kept[0].split(' ')[0]);
    expect(left).toContain('vendor.cjs.older.v8');
    // A drawing thread takes the code and makes none: what it compiles (one small package) would stand for later starts.
    for (const n of readdirSync(dir).filter((n) => n.startsWith('vendor.cjs.'))) rmSync(join(dir, n));
    const thread = `const { Worker } = require('node:worker_threads');
      const w = new Worker(${JSON.stringify(`require(${JSON.stringify(join(dir, 'vendor-load.cjs'))})(${JSON.stringify(join(dir, 'vendor.cjs'))});`)}, { eval: true });
      w.on('exit', (code) => process.exit(code));`;
    execFileSync(process.execPath, ['-e', thread], { cwd: root });
    expect(readdirSync(dir).filter((n) => n.startsWith('vendor.cjs.'))).toEqual([]);
    // Another version installed, the sources the same: compiled again, with the package as it is now.
    writeFileSync(join(pkg, 'index.js'), "exports.word = 'from version two';\n");
    writeFileSync(join(root, 'node_modules/.package-lock.json'), JSON.stringify({ packages: { 'node_modules/heist-test-package': { version: '2.0.0' } } }));
    const second = JSON.parse(start()) as { greeting: string; where: string };
    expect(second.greeting).toBe('from version two');
    expect(buildOf(second.where)).not.toBe(buildOf(first.where));
    // The sources as the tests after this one expect them.
    writeFileSync(join(root, 'src/greeting.ts'), "export const greeting: string = 'third';\n");
  });

  it('bundles a module whose compiled JavaScript would read otherwise as TypeScript', () => {
    // esbuild prints `(taken |= 1 << k), (out[found++] = k)` without its brackets; read as TypeScript, `<k, out` opens
    // type arguments and the bundle failed ("The modifier "out" is not valid here").
    writeFileSync(join(root, 'src/greeting.ts'), [
      'function marks(out: number[]): number {',
      '  let taken = 0;',
      '  let found = 0;',
      '  for (let k = 0; k < 3; k++) if (k !== 1) (taken |= 1 << k), (out[found++] = k);',
      '  return taken;',
      '}',
      'const marked: number[] = [];',
      'export const greeting: string = `third ${marks(marked)} ${marked.join(",")}`;',
    ].join('\n'));
    try {
      const r = spawnSync(process.execPath, [join(root, 'src/launch.mjs'), 'src/main.ts'], { cwd: root, encoding: 'utf8' });
      expect(r.stderr).not.toMatch(/could not compile/);
      const run = JSON.parse(r.stdout) as { greeting: string; where: string };
      expect(run.greeting).toBe('third 5 0,2');
      expect(run.where).toMatch(/\/node_modules\/\.cache\/heist\/build-[^/]+\/src\/main\.js$/);
    } finally {
      writeFileSync(join(root, 'src/greeting.ts'), "export const greeting: string = 'third';\n");
    }
  });

  it('runs the TypeScript through tsx, and says so, where it cannot compile', () => {
    const other = mkdtempSync(join(tmpdir(), 'heist-launch-'));
    try {
      cpSync(root, other, { recursive: true, verbatimSymlinks: true });
      rmSync(join(other, 'node_modules/.cache'), { recursive: true });
      writeFileSync(join(other, 'node_modules/.cache'), 'not a folder');
      const r = spawnSync(process.execPath, [join(other, 'src/launch.mjs'), 'src/main.ts', 'x'], { cwd: other, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).toMatch(/could not compile into .*running the TypeScript through tsx/);
      expect(JSON.parse(r.stdout)).toEqual({ greeting: 'third', args: ['x'], where: pathToFileURL(join(other, 'src/main.ts')).href });
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('refuses an entry point that is not one of the sources', () => {
    expect(() => execFileSync(process.execPath, [join(root, 'src/launch.mjs'), '../elsewhere.ts'], { cwd: root, stdio: 'pipe' })).toThrow(/usage/);
  });
});
