// Every example pipeline of the README (`printf '…' | npm start …`), run as a newcomer would paste it, reaches its own
// game whatever ran before it: once in the README's order and once in reverse, each order on one shared offline folder
// and database (as one machine's data/offline would be).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const examples = readFileSync(join(root, 'README.md'), 'utf8').split('\n').map((l) => l.trim())
  .filter((l) => /^printf '[^']*' \| npm start( -- .*)?$/.test(l));
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** What each game's start and status posts say first, as the offline table prints them. */
const GAME_MARKS: Record<string, { start: RegExp; status: RegExp }> = {
  'burgle-bros': { start: /The heist begins: The (Office|Bank) Job\./, status: /The (Office|Bank) Job, turn \d+\./ },
  'art-robbery': { start: /Art Robbery — Raid 1\/4/, status: /Art Robbery — Raid 1\/4/ },
  'noir-heist': { start: /^ {2}Noir: Heist$/m, status: /^ {2}Noir: Heist$/m },
};

/** Runs one README line through the shell, in the repository, on `dir`; its exit code and what it printed. */
function runLine(line: string, dir: string): Promise<{ code: number | null; signal: string | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', line], {
      cwd: root,
      env: { ...process.env, DISCORD_TOKEN: '', HEIST_OFFLINE_DIR: dir, DATABASE_PATH: join(dir, 'heist.sqlite'), LANG: 'en_US.UTF-8' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { err += d; });
    child.on('close', (code, signal) => resolve({ code, signal, out, err }));
  });
}

/** The printed answer under each typed line, in order: [typed line, what followed it]. The table's own output starts
 * with its welcome ("Offline table: …"); npm's lines before it are not the table's. */
function blocks(out: string): [string, string][] {
  const parts: [string, string][] = [];
  const lines = out.split('\n');
  for (const l of lines.slice(lines.findIndex((x) => x.startsWith('Offline table')))) {
    const typed = /^> (?:\w+: )?(.*)$/.exec(l);
    if (typed) parts.push([typed[1], '']);
    else if (parts.length) parts[parts.length - 1][1] += `${l}\n`;
  }
  return parts;
}

function expectReachesItsGame(line: string, run: Awaited<ReturnType<typeof runLine>>): void {
  const typed = /^printf '([^']*)'/.exec(line)![1].split('\\n').filter(Boolean).map((l) => l.replace(/^\w+: /, ''));
  const game = /game:([\w-]+)/.exec(typed[0])?.[1] ?? 'burgle-bros';
  const marks = GAME_MARKS[game];
  expect(run.code, `${line}\n${run.err}`).toBe(0);
  expect(run.signal).toBeNull();
  const said = blocks(run.out);
  expect(said.map(([t]) => t), run.out).toEqual(typed);
  // That game begins (at once, or from its lobby), not refused because an earlier example left a game here.
  expect(said.find(([, answer]) => marks.start.test(answer)), run.out).toBeDefined();
  for (const [t, answer] of said) {
    expect(answer, `${t}\n${run.out}`).not.toMatch(/Error:|already running|already gathering|has no (button|option) number|earlier moment/);
  }
  // The status at the end is that game's, in play.
  const status = said.filter(([t]) => t === '/heist status').at(-1);
  expect(status, run.out).toBeDefined();
  expect(status![1], run.out).toMatch(marks.status);
}

describe('the README examples', () => {
  it('names several examples, one per game at least', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const game of ['art-robbery', 'noir-heist']) expect(examples.some((l) => l.includes(`game:${game}`))).toBe(true);
  });

  it('each reaches its own game, run in the README\'s order and in reverse', async () => {
    // The two orders run side by side, each in its own folder; within an order, one after another.
    const order = async (lines: string[]) => {
      const dir = mkdtempSync(join(tmpdir(), 'heist-readme-'));
      dirs.push(dir);
      const runs: [string, Awaited<ReturnType<typeof runLine>>][] = [];
      for (const line of lines) runs.push([line, await runLine(line, dir)]);
      return runs;
    };
    const [forward, backward] = await Promise.all([order(examples), order([...examples].reverse())]);
    for (const [line, run] of [...forward, ...backward]) expectReachesItsGame(line, run);
  });
});

describe('the tools the README names, run with npm as it shows them', () => {
  it('`npm run -s position` prints the report of a script; `npm run -s guard-paths` the paths, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heist-readme-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'script.json'), JSON.stringify({ scenario: 'office', crew: [{ name: 'Ann', character: 'rook' }, { name: 'Bo', character: 'hacker' }] }));
    const position = await runLine(`npm run -s position -- ${join(dir, 'script.json')}`, dir);
    expect(position.code, position.err).toBe(0);
    expect(position.err).toBe('');
    expect(JSON.parse(position.out)).toMatchObject({ outcome: 'playing', rejected: [] });
    const paths = await runLine('npm run -s guard-paths -- --scenario office', dir);
    expect(paths.code, paths.err).toBe(0);
    expect(paths.err).toBe('');
    expect(JSON.parse(paths.out)['1']['A1->B1']).toMatch(/^A1 .* B1$/);
  });
});
