// What users see when something breaks: a short ephemeral sentence, never a stack trace; the log gets the details with
// the interaction's context. And `npm start` with a token shuts down cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/app.js';
import { createLogger } from '../../src/log.js';
import { BOT_EN } from '../../src/discord/text/en.js';
import { startStandin } from '../../src/local/standin/index.js';
import { run, watchStderr } from './child.js';
import { isEphemeral, startHarness, type Harness, textOf } from './harness.js';
import { nodeArgs } from '../node-args.js';

const logged: Record<string, unknown>[] = [];
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ pictures: 'blank', log: createLogger('warn', (line) => logged.push(JSON.parse(line) as Record<string, unknown>)) });
});
afterAll(async () => { await h?.close(); });

describe('errors', () => {
  it('turns a crash in a handler into a clear ephemeral message and a log line with context', async () => {
    const user = h.standin.createUser({ username: 'eve' });
    const dm = h.standin.dmChannel(user.id);
    const service = h.bot.table as unknown as { status: () => never };
    const original = service.status;
    service.status = () => { throw new Error('database on fire'); };
    try {
      const r = await h.driver.slashLine(user.id, dm, '/heist status');
      expect(r.error).toBeUndefined();
      expect(isEphemeral(r.message)).toBe(true);
      expect(textOf(r.message!)).toBe(BOT_EN['err.internal']);
      expect(textOf(r.message!)).not.toMatch(/fire|at |Error/);
    } finally {
      service.status = original;
    }
    const line = logged.find((l) => l.msg === 'interaction failed');
    expect(line).toMatchObject({ level: 'error', kind: '/heist status', userId: user.id, channelId: dm });
    expect(JSON.stringify(line)).toContain('database on fire');
  });

  it('answers "no game here" for actions where nothing runs, only to the asker', async () => {
    const user = h.standin.createUser({ username: 'finn' });
    const r = await h.driver.slashLine(user.id, h.standin.dmChannel(user.id), '/move target:east');
    expect(isEphemeral(r.message)).toBe(true);
    expect(textOf(r.message!).length).toBeGreaterThan(10);
  });
});

describe('npm start with a token', () => {
  it('connects, and on SIGTERM finishes, closes the database and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heist-main-'));
    const standin = await startStandin({ token: 'main-token' });
    const child = spawn(process.execPath, nodeArgs('src/main.ts'), {
      env: { ...process.env, DISCORD_TOKEN: 'main-token', DISCORD_API_URL: standin.apiUrl, DATABASE_PATH: join(dir, 'h.sqlite'), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stderr = watchStderr(child);
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    try {
      await stderr.until('bot ready');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stderr.text()).toContain('bot stopped');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await standin.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a DATABASE_URL the PostgreSQL client cannot read', () => {
  it('is refused at the start, and by db:backup, in one sentence naming DATABASE_URL and never the password', async () => {
    const line = 'heist: could not start: DATABASE_URL is no URL the PostgreSQL client can read: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE, '
      + 'with a port of digits, an IPv6 host in brackets ([::1]), and any @ : / # in the user or password written as %40 %3A %2F %23.\n';
    for (const url of ['postgres://heist:s3cretpw@localhost:notaport/x', 'postgres://@[::1:1/x', 'postgres://heist:s3cret#pw@db/heist']) {
      const start = await run(process.execPath, nodeArgs('src/main.ts'), { env: { ...process.env, DISCORD_TOKEN: 'main-token', DISCORD_API_URL: 'http://127.0.0.1:9/api', DATABASE_URL: url, LOG_LEVEL: 'warn' } });
      expect(start.status, url).toBe(1);
      expect(start.stderr, url).toBe(line);
      const backup = await run(process.execPath, nodeArgs('src/cli/db-backup.ts', 'backup.sqlite'), { env: { ...process.env, DATABASE_URL: url } });
      expect(backup.status, url).toBe(1);
      expect(backup.stderr, url).toBe(line.replace('heist: could not start: ', ''));
      expect(start.stderr + backup.stderr).not.toContain('s3cret');
    }
  });
});

describe('npm run deploy', () => {
  it('registers every command, to the dev guild when DEV_GUILD_ID is set', async () => {
    const standin = await startStandin({ token: 'deploy-token' });
    try {
      const owner = standin.createUser({ username: 'dev' });
      const guild = standin.createGuild({ name: 'dev', ownerId: owner.id });
      const deploy = (env: Record<string, string>) => new Promise<number | null>((resolve) => {
        const c = spawn(process.execPath, nodeArgs('src/cli/deploy.ts'), {
          env: { ...process.env, DISCORD_TOKEN: 'deploy-token', DISCORD_API_URL: standin.apiUrl, DISCORD_APP_ID: standin.applicationId, ...env },
          stdio: 'ignore',
        });
        c.on('exit', resolve);
      });
      expect(await deploy({ DEV_GUILD_ID: guild.id })).toBe(0);
      expect(standin.commands(guild.id)).toHaveLength(COMMANDS.length);
      expect(standin.commands()).toHaveLength(0);
      expect(await deploy({ DEV_GUILD_ID: '' })).toBe(0);
      expect(standin.commands()).toHaveLength(COMMANDS.length);
    } finally {
      await standin.close();
    }
  });

  it('says in one sentence, non-zero, what to fix: a rejected token, a server it cannot reach, no network', async () => {
    const standin = await startStandin({ token: 'deploy-token' });
    const deploy = (env: Record<string, string>) => new Promise<{ code: number | null; err: string }>((resolve) => {
      const c = spawn(process.execPath, nodeArgs('src/cli/deploy.ts'), {
        env: { ...process.env, DISCORD_TOKEN: 'deploy-token', DISCORD_API_URL: standin.apiUrl, DISCORD_APP_ID: standin.applicationId, DEV_GUILD_ID: '', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      c.stderr!.on('data', (d) => { err += String(d); });
      c.on('exit', (code) => resolve({ code, err }));
    });
    try {
      const rejected = await deploy({ DISCORD_TOKEN: 'reset-token-4711' });
      expect(rejected.code).toBe(1);
      expect(rejected.err.trim()).toMatch(/^heist: could not register the commands: Discord rejected DISCORD_TOKEN: .*README/);
      expect(rejected.err).not.toContain('reset-token-4711');
      const nowhere = await deploy({ DEV_GUILD_ID: '1234567890123456789' });
      expect(nowhere.code).toBe(1);
      expect(nowhere.err.trim()).toBe('heist: could not register the commands: The bot cannot register commands in the server DEV_GUILD_ID names (1234567890123456789): invite it there with the applications.commands scope (README, "Running it on Discord", step 4), or fix DEV_GUILD_ID in .env (empty: register them globally).');
      // Another application's id (a mistyped DISCORD_APP_ID): the setting named, not the definitions blamed.
      const other = await deploy({ DISCORD_APP_ID: '999' });
      expect(other.code).toBe(1);
      expect(other.err.trim()).toBe(`heist: could not register the commands: DISCORD_APP_ID is 999, but this bot's application is ${standin.applicationId}: fix DISCORD_APP_ID in .env (the Developer Portal's "Application ID"), or remove it to have it asked from Discord.`);
      // So with DEV_GUILD_ID too: the application named, not the server.
      const both = await deploy({ DISCORD_APP_ID: '999', DEV_GUILD_ID: '1234567890123456789' });
      expect(both.err.trim()).toMatch(/^heist: could not register the commands: DISCORD_APP_ID is 999/);
      const port = new URL(standin.apiUrl).port;
      await standin.close();
      const offline = await deploy({});
      expect(offline.code).toBe(1);
      expect(offline.err.trim()).toBe(`heist: could not register the commands: Discord cannot be reached at 127.0.0.1:${port} (ECONNREFUSED): check this machine's network and DNS, then run npm run deploy again.`);
    } finally {
      await standin.close().catch(() => undefined);
    }
  });
});
