// `printf '/heist start scenario:office\nclick 1\n/heist status\n/heist web\n' | npm start` with no token: offline play
// prints the bot's replies and its web pages' address, saves the pictures as PNG files and exits cleanly at the end of
// the input; `quit` exits at once, its input still open. A crew plays a server channel at one terminal, or their DMs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './child.js';
import { problems } from '../i18n/style.js';
import { nodeArgs } from '../node-args.js';

const dir = mkdtempSync(join(tmpdir(), 'heist-offline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('offline play on standard input', () => {
  it('plays typed commands and clicks, prints the replies and saves pictures', async () => {
    const r = await run(process.execPath, nodeArgs('src/main.ts'), {
      input: '/heist start scenario:office\nclick 1\n/heist status\n/heist web\n',
      env: { ...process.env, DISCORD_TOKEN: '', DATABASE_PATH: join(dir, 'heist.sqlite'), HEIST_OFFLINE_DIR: dir, LANG: 'en_US.UTF-8' },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('> /heist start scenario:office');
    expect(r.stdout).toContain('> click 1');
    expect(r.stdout).toMatch(/\[1\]/);
    const pngs = readdirSync(dir).filter((f) => f.endsWith('.png'));
    expect(pngs.length).toBeGreaterThan(0);
    expect(readFileSync(join(dir, pngs[0])).subarray(1, 4).toString()).toBe('PNG');
    expect(r.stdout).toContain(join(dir, pngs[0]));
    // The web pages are served offline too: their address at the start, and /heist web's own link.
    const site = /Web pages: (http:\/\/127\.0\.0\.1:\d+) /.exec(r.stdout);
    expect(site, r.stdout.slice(0, 600)).toBeTruthy();
    expect(r.stdout).toContain(`${site![1]}/w/`);
  });

  it('a host trying its settings: a LOG_LEVEL typo said once, a WEB_PORT that is no port refused, retention at work on `wait`', async () => {
    const env = (more: Record<string, string>, sub: string) => ({
      ...process.env, DISCORD_TOKEN: '', DATABASE_PATH: join(dir, `${sub}.sqlite`), HEIST_OFFLINE_DIR: join(dir, sub), LANG: 'en_US.UTF-8', ...more,
    });
    const [typo, port, kept] = await Promise.all([
      run(process.execPath, nodeArgs('src/main.ts', '--fresh'), { input: 'quit\n', env: env({ LOG_LEVEL: 'bogus' }, 'typo') }),
      run(process.execPath, nodeArgs('src/main.ts', '--fresh'), { input: 'quit\n', env: env({ WEB_PORT: 'abc' }, 'port') }).catch((e) => e),
      run(process.execPath, nodeArgs('src/main.ts', '--fresh'), {
        input: '/heist start\n/heist end\nclick 1\nwait 2d\n/heist status\n', env: env({ HEIST_RETENTION_DAYS: '1' }, 'kept'),
      }),
    ]);
    expect(typo.stderr.match(/LOG_LEVEL \\?"bogus\\?" is not a level/g)).toHaveLength(1);
    expect(port.status).toBe(1);
    expect(port.stderr).toContain('could not start: WEB_PORT must be a port number');
    // The game called off and two days gone by, past a day's retention: said by the wait, and no record of it left here.
    expect(kept.stdout.split('> wait 2d')[1].split('> /heist status')[0]).toContain('A finished game past HEIST_RETENTION_DAYS was removed.');
    expect(kept.stdout.split('> /heist status')[1]).toContain('No heist is running in this channel');
  });
});

describe('quitting', () => {
  it('quit says goodbye and exits 0 at once, though its input is still open (a terminal, a pipe being written)', async () => {
    const qdir = mkdtempSync(join(tmpdir(), 'heist-offline-quit-'));
    const child = spawn(process.execPath, nodeArgs('src/main.ts'), {
      env: { ...process.env, DISCORD_TOKEN: '', DATABASE_PATH: join(qdir, 'heist.sqlite'), HEIST_OFFLINE_DIR: qdir, LANG: 'en_US.UTF-8' },
    });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stdin.write('quit\n');
    // The promise is "within a second"; the test waits for the exit itself (a safety timeout far beyond, on a loaded
    // machine) and checks that no signal was needed: standard input is never closed from this side.
    const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve, reject) => {
      const safety = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`no exit after quit; printed:\n${out}`)); }, 120_000);
      child.on('exit', (code, signal) => { clearTimeout(safety); resolve({ code, signal }); });
    });
    rmSync(qdir, { recursive: true, force: true });
    expect(exit).toEqual({ code: 0, signal: null });
    expect(out).toContain('Goodbye: the offline table is closed.');
    expect(out).not.toContain('End of input');
    expect(child.stdin.writableEnded).toBe(false);
  });
});

/** `npm start -- --players alice,bob` as the README says, with `input` typed; pinned seeds make the game the same. */
function crewSession(input: string, extra: string[] = []) {
  return run('npm', ['start', '--', '--players', 'alice,bob', ...extra], {
    input,
    env: {
      ...process.env, DISCORD_TOKEN: '', DATABASE_PATH: join(crewDir, 'heist.sqlite'), HEIST_OFFLINE_DIR: crewDir,
      HEIST_SEED: '5', LANG: 'en_US.UTF-8',
    },
  });
}
const crewDir = mkdtempSync(join(tmpdir(), 'heist-offline-crew-'));
afterAll(() => rmSync(crewDir, { recursive: true, force: true }));

describe('an offline crew at one terminal', () => {
  it('plays a server channel: lobby, turns, a refusal to the wrong player, and the same game after a restart', async () => {
    const first = await crewSession([
      // End turn shows its preview first: `click 1` confirms it, the next answers the event's question.
      '/heist start scenario:office', 'bob: click 1', 'click 3', 'click 6', 'bob: /end-turn', '/end-turn', 'click 1', 'click 1',
    ].join('\n') + '\n');
    expect(first.status, first.stderr).toBe(0);
    const out1 = first.stdout;
    const channel = /Channel id (\d+): export this game with +DATABASE_PATH=\S+ npm run -s export -- \1/.exec(out1)?.[1];
    expect(channel, out1).toBeTruthy();
    expect(out1).toContain('Crew (2/4): alice, bob');
    // The welcome says who types a line that names no one, and so it is.
    expect(out1).toContain('Each line is typed by alice until "/as NAME" switches who types');
    expect(out1).toContain('> alice: /heist start scenario:office');
    expect(out1).toContain('> bob: /end-turn\n  (only bob sees this)\n  It is alice\'s turn, not yours.');
    expect(out1).toContain('If you do it now:');
    // The turn is told once, in its post (no separate "ended the turn" reply); the next player is mentioned once.
    expect(out1).toContain('End of turn 1 (alice):');
    expect(out1).not.toContain('alice ended the turn.');
    expect(out1).toMatch(/@bob, your move/);
    expect(out1).not.toMatch(/@bob \(bob\)/);
    const pictures1 = readdirSync(crewDir).filter((f) => f.endsWith('.png'));
    expect(pictures1.length).toBeGreaterThan(0);

    const second = await crewSession(['alice: /end-turn', 'bob: /end-turn', 'bob: click 1'].join('\n') + '\n');
    expect(second.status, second.stderr).toBe(0);
    const out2 = second.stdout;
    expect(out2).toContain(`Channel id ${channel}:`);
    expect(out2).toMatch(/Resuming the game in this channel \(game 1, active\)/);
    expect(out2).toContain('> alice: /end-turn\n  (only alice sees this)\n  It is bob\'s turn, not yours.');
    expect(out2).toContain('End of turn 2 (bob):');
    // Pictures of the first session are kept; the second session's come after them.
    const pictures2 = readdirSync(crewDir).filter((f) => f.endsWith('.png')).sort();
    expect(pictures2.length).toBeGreaterThan(pictures1.length);
    expect(pictures2.slice(0, pictures1.length)).toEqual([...pictures1].sort());
    expect(out2).toContain(join(crewDir, pictures2[pictures2.length - 1]));
  });
});

describe('an offline crew in DMs', () => {
  it('marks what only one player may see: their DM with the bot, an ephemeral answer', async () => {
    const r = await crewSession(['/heist start scenario:office', 'bob: /heist status'].join('\n') + '\n', ['--dm', '--channel', 'elsewhere']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/> alice: \/heist start scenario:office\n  \(DM to alice\)\n  The heist begins/);
    expect(r.stdout).toContain('> bob: /heist status\n  (only bob sees this)\n  No heist is running in this channel.');
  });
});

describe('refusals at the terminal', () => {
  // Lines the stand-in's driver cannot send, as Discord's own client would not: each answered by one sentence in the
  // house style (docs/texts.md), in the terminal's language, never "Error:" and a program's message.
  const lines = ['/heist star', '/heist start bogus', '/heist start game:chess', '/heist start crew:abc', '/heist start crew:99',
    '/move', '/heist', 'pick 9', '/heist web revoke:maybe', '/frobnicate', '/heist status extra', '/heist rules nope:1'];
  for (const lang of ['en', 'ru'] as const) {
    it(`answers each bad line with what is wrong and what to type instead (${lang})`, async () => {
      const d = mkdtempSync(join(tmpdir(), `heist-offline-refusals-${lang}-`));
      try {
        const r = await run(process.execPath, nodeArgs('src/main.ts', '--fresh'), {
          input: `${lines.join('\n')}\n`,
          env: { ...process.env, DISCORD_TOKEN: '', DATABASE_PATH: join(d, 'heist.sqlite'), HEIST_OFFLINE_DIR: d, LANG: lang === 'ru' ? 'ru_RU.UTF-8' : 'en_US.UTF-8' },
        });
        expect(r.status, r.stderr).toBe(0);
        // What the terminal said after each typed line, up to the next (its own lines are not indented, the bot's are).
        const answers = r.stdout.split('> ').slice(1).map((chunk) => chunk.split('\n').slice(1).filter((l) => l.trim() && !l.startsWith('  ')));
        // The last line's answer is followed by the terminal's goodbye at the end of input.
        answers.at(-1)!.pop();
        expect(answers).toHaveLength(lines.length);
        for (const [i, said] of answers.entries()) {
          expect(said, lines[i]).toHaveLength(1);
          expect(problems(said[0], lang), `${lines[i]} → ${said[0]}`).toEqual([]);
          expect(said[0]).not.toMatch(/Error|Ошибка|subcommand \(optional\)|whole number \(optional\)/);
        }
        if (lang === 'ru') expect(answers.flat().join('\n')).toMatch(/Введите/);
        // In Russian, commands as a Russian client shows them.
        expect(answers[0][0]).toContain(lang === 'ru' ? '/ограбление начать' : 'There is no /heist star. Type one of these: /heist start,');
      } finally {
        rmSync(d, { recursive: true, force: true });
      }
    });
  }
});
