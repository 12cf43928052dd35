// `printf '/heist start scenario:office\nclick 1\n/heist status\n' | npm start` with no token: offline play prints the
// bot's replies, saves the pictures as PNG files and exits cleanly at the end of the input.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'heist-offline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('offline play on standard input', () => {
  it('plays typed commands and clicks, prints the replies and saves pictures', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      input: '/heist start scenario:office\nclick 1\n/heist status\n',
      env: { ...process.env, DISCORD_TOKEN: '', DATABASE_PATH: join(dir, 'heist.sqlite'), HEIST_OFFLINE_DIR: dir, LANG: 'en_US.UTF-8' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('> /heist start scenario:office');
    expect(r.stdout).toContain('> click 1');
    expect(r.stdout).toMatch(/\[1\]/);
    const pngs = readdirSync(dir).filter((f) => f.endsWith('.png'));
    expect(pngs.length).toBeGreaterThan(0);
    expect(readFileSync(join(dir, pngs[0])).subarray(1, 4).toString()).toBe('PNG');
    expect(r.stdout).toContain(join(dir, pngs[0]));
  }, 70_000);
});
