// Offline sessions in-process (runOffline with a typed script, as `printf … | npm start` gives it): what the terminal
// prints after a line (its pictures blank: none is read). A pick from a menu prints the step and the new note, not the old note again first; a substitute
// not among --players is refused with a sentence that says who is at the table and how to seat them.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { stableId } from '../../src/offline/crew.js';
import { durationOf, runOffline } from '../../src/offline/index.js';
import { BLANK_PICTURE } from '../e2e/blank.js';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** The terminal's output for these typed lines, with pinned seeds. */
async function session(lines: string[], args: string[] = []): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'heist-offline-session-'));
  dirs.push(dir);
  const input = new PassThrough();
  let out = '';
  const output = new Writable({ write(chunk, _enc, done) { out += String(chunk); done(); } });
  const seed = process.env.HEIST_SEED;
  process.env.HEIST_SEED = '5';
  try {
    const ran = runOffline({ input, output, outDir: dir, storePath: join(dir, 'heist.sqlite'), args: ['--fresh', ...args], locale: 'en-US', username: 'me', drawInstead: () => BLANK_PICTURE });
    input.end(`${lines.join('\n')}\n`);
    await ran;
  } finally {
    if (seed === undefined) delete process.env.HEIST_SEED;
    else process.env.HEIST_SEED = seed;
  }
  return out;
}

/** What was printed after the typed line `line` (up to the next typed line). */
const after = (out: string, line: string) => out.slice(out.indexOf(`> ${line}\n`) + line.length + 3).split(/\n> /)[0];

describe('offline menus', () => {
  it('a pick prints what it did and the new note, never the old note again before it', async () => {
    const out = await session(['/heist start game:noir-heist side:chief bots:6', 'click 1', 'click 8', 'pick 1']);
    const picked = after(out, 'pick 1');
    expect(picked.split('\n')[0]).toMatch(/^ {2}me accused /);
    // The case file of the turn before is the pressed note's: not printed again; the new turn's is.
    expect(picked).not.toMatch(/Case file \(your turn 1\)/);
    expect(picked).toMatch(/Case file \(your turn 2\)/);
    expect(picked.match(/Your plainclothes officer/g)).toHaveLength(1);
  });
});

describe('click and pick before anything can be pressed', () => {
  it('says how to begin, not that "the last message" lacks a button', async () => {
    const out = await session(['click 1', 'pick 2', '/heist start game:art-robbery', 'click 9', 'pick 3']);
    const nothing = 'No message has a button or a choice to press now: start a heist with /heist start, or see where one stands with /heist status (or type help).';
    expect(after(out, 'click 1').trim()).toBe(nothing);
    expect(after(out, 'pick 2').trim()).toBe(nothing);
    // Too high a number names the buttons the message has, so the reader sees which message it went to.
    expect(after(out, 'click 9').split('\n')[0]).toMatch(/^The last message with buttons has no button number 9: its buttons are \[1\] \d: from the centre {2}\[2\] .*\. Type click and one of their numbers, or \/heist status for fresh ones\.$/);
    expect(after(out, 'pick 3').split('\n')[0]).toMatch(/^The last message with something to press has no choices, only buttons \(\[1\] .*\): type click and one of their numbers/);
    // After a heist, too: its messages had buttons, and none has any now (not "yet").
    const over = await session(['/heist start', '/heist end', 'click 1', 'pick 1']);
    expect(after(over, 'pick 1').split('\n')[0]).toBe(nothing);
  });

  it('click or pick without a number asks for one, not for a /click command', async () => {
    const out = await session(['click', 'pick two']);
    expect(after(out, 'click').trim()).toBe('A click needs a button: type click and its number, as the Buttons line numbers them (for example click 1).');
    expect(after(out, 'pick two').split('\n')[0].trim()).toBe('A pick needs a choice: type pick and its number, as the Choices list numbers them (for example pick 1).');
  });

  it('a command cut short names the command it begins, then the others', async () => {
    const out = await session(['/heist start scenario:office', 'pick 1', '/end', '/zzz']);
    expect(after(out, '/end').split('\n')[0]).toMatch(/^There is no command \/end here \(did you mean \/end-turn\?\)\. Type it with its options, or one of these: \/heist, .*\/end-turn/);
    expect(after(out, '/zzz').split('\n')[0]).toMatch(/^There is no command \/zzz here\. Type one of these: \/heist, /);
  });

  it('a command typed without the option it needs says how to write it', async () => {
    const out = await session(['/heist start scenario:office', 'pick 1', '/peek', '/use']);
    expect(after(out, '/peek').split('\n')[0]).toBe('/peek needs target: type it again as /peek target:…, the value after the colon.');
    // Then what the bot would offer under the option in Discord: from the corner the crew broke in at, south alone.
    expect(after(out, '/peek').split('\n')[1]).toBe('Choices now: south. Type one of them after the colon, as /peek target:south.');
    // Nothing to offer (no tool held): the refusal alone.
    expect(after(out, '/use').split('\n')[0]).toBe('/use needs tool: type it again as /use tool:…, the value after the colon.');
    expect(after(out, '/use')).not.toContain('Choices now');
  });

  it('at a shared terminal, the list (made from the typist\'s hand) is marked as theirs alone', async () => {
    const out = await session(['/heist start game:art-robbery', 'bob: click 1', 'click 3', '/play'], ['--players', 'alice,bob']);
    expect(after(out, 'alice: /play').split('\n')[1]).toMatch(/^\(only alice sees this\) Choices now: .+\. Type one of them after the colon, as \/play card:.+\.$/);
  });

  it("a list as long as Discord's (25) says there is more past it", async () => {
    const out = await session(['/heist start game:noir-heist bots:4', '/shift']);
    expect(after(out, '/shift').split('\n')[1]).toMatch(/^Choices now: ([^;]+; ){24}[^;]+ and more\. Type one of them after the colon, as \/shift line:Row \d (east|west)\.$/);
  });
});

describe('click N presses what the one typing just saw: nothing of a game that is over, the status they asked for', () => {
  const players = ['--players', 'alice,bob'];
  /** The output from the second `/heist start` on: the next lobby's part of the session. */
  const nextLobby = (out: string) => out.slice(out.lastIndexOf('> alice: /heist start game:art-robbery\n'));

  it('after a game ended, bob joins the next lobby with click 1 and the host begins it with click 3', async () => {
    const out = await session(['/heist start game:art-robbery', 'bob: click 1', 'click 3', 'click 1', 'bob: click 1', '/heist end', 'click 1',
      '/heist start game:art-robbery', 'bob: click 1', 'click 3'], players);
    expect(out).toContain('alice called off the heist.');
    const next = nextLobby(out);
    // The old turn posts that name alice and bob (My hand on them) are of the game that is over: the new lobby is pressed.
    expect(after(next, 'alice: click 3')).not.toMatch(/has no button number/);
    expect(after(next, 'alice: click 3').split('\n')[0]).toBe('  Art Robbery — Raid 1/4: sketches');
    expect(after(next, 'bob: click 1')).toContain('Crew (2/5): alice, bob');
    expect(after(next, 'bob: click 1')).not.toContain('Your hand');
  });

  it('after a game finished by its rules, bob joins the next lobby with click 1 and the host begins it with click 3', async () => {
    // alice, bob and a bot play Art Robbery to its end, each pressing their first card (more presses than it takes).
    const moves = Array.from({ length: 60 }, () => ['click 1', 'bob: click 1']).flat();
    const out = await session(['/heist start game:art-robbery bots:1', 'bob: click 1', 'click 3', ...moves, '/heist start game:art-robbery', 'bob: click 1', 'click 3'], players);
    expect(out.slice(0, out.lastIndexOf('> alice: /heist start'))).toMatch(/The game is over: .* wins!/);
    const next = nextLobby(out);
    expect(after(next, 'alice: click 3')).not.toMatch(/has no button number/);
    expect(after(next, 'alice: click 3').split('\n')[0]).toBe('  Art Robbery — Raid 1/4: sketches');
    expect(after(next, 'bob: click 1')).toContain('Crew (2/5): alice, bob');
  });

  it('/heist status then click 2 presses that status\'s second button (Web), not a card of the hand', async () => {
    const out = await session(['/heist start game:art-robbery', 'bob: click 1', 'click 3', 'click 1', 'bob: /heist status', 'bob: click 2'], players);
    expect(after(out, 'bob: /heist status')).toMatch(/Buttons: \[1\] My hand {2}\[2\] Web$/m);
    const pressed = after(out, 'bob: click 2');
    expect(pressed).not.toMatch(/bob played/);
    expect(pressed).toMatch(/^ {2}\(only bob sees this\)\n.*http:\/\/127\.0\.0\.1:\d+\/w\//);
  });

  it('a status asked for hours before gives way to the final reminder printed since: its Let a bot play is pressed', async () => {
    const out = await session(['/heist start game:art-robbery', 'bob: click 1', 'click 3', 'click 1', '/heist status',
      'wait 13h', 'wait 13h', 'wait 13h', 'wait 13h', 'click 2'], players);
    expect(out).toMatch(/Buttons: \[1\] My hand {2}\[2\] Let a bot play bob's seat until they return/);
    expect(after(out, 'alice: click 2').split('\n')[0]).toMatch(/^ {2}The host \(alice\) let a bot play bob/);
  });
});

describe('an offline substitute', () => {
  it('must be one of --players: the refusal says who is at the table and how to seat someone else', async () => {
    const out = await session(['/heist start game:art-robbery bots:1', 'bob: click 1', 'click 3', '/heist sub seat:bob player:dave'], ['--players', 'alice,bob']);
    // Nothing printed carries Discord's raw mention syntax (format.test.ts: a channel prints as #name).
    expect(out).not.toMatch(/<[#@]!?\d+>/);
    expect(after(out, 'alice: /heist sub seat:bob player:dave')).toMatch(/Nobody here is called "dave": the people at this table are the --players \(alice,bob\)\. .*npm start -- --players alice,bob,dave/);
    const seated = await session(['/heist start game:art-robbery bots:1', 'bob: click 1', 'click 3', '/heist sub seat:bob player:dave'], ['--players', 'alice,bob,dave']);
    expect(after(seated, 'alice: /heist sub seat:bob player:dave')).toMatch(/@dave takes over bob's seat/);
  });
});

describe('help typed by a named player', () => {
  it('"bob: help" prints the lines a crew may type, as "help" does, not a refusal of a /help command', async () => {
    const out = await session(['bob: help'], ['--players', 'alice,bob']);
    expect(out).toContain('Crew lines: NAME: /COMMAND ... (type as NAME), NAME: click N, /as NAME (NAME types from now on). Players: alice, bob.');
    expect(out).not.toMatch(/no command \/help/i);
  });
});

describe('a channel found again whoever is named with it', () => {
  it('a game begun by alice and bob resumes when dave is named too (to be given a seat with /heist sub)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heist-offline-session-'));
    dirs.push(dir);
    const play = async (lines: string[], players: string) => {
      const input = new PassThrough();
      let out = '';
      const output = new Writable({ write(chunk, _enc, done) { out += String(chunk); done(); } });
      const ran = runOffline({ input, output, outDir: dir, storePath: join(dir, 'heist.sqlite'), args: ['--players', players], locale: 'en-US', username: 'me', drawInstead: () => BLANK_PICTURE });
      input.end(`${lines.join('\n')}\n`);
      await ran;
      return out;
    };
    await play(['alice: /heist start game:art-robbery', 'bob: click 1', 'alice: click 3'], 'alice,bob');
    const again = await play(['alice: /heist sub seat:bob player:dave'], 'alice,bob,dave');
    expect(again).toMatch(/Resuming/i);
    expect(after(again, 'alice: /heist sub seat:bob player:dave')).toMatch(/dave/);
    expect(again).not.toMatch(/No heist is running/);
  });
});

describe('a table resumed on a database an older version kept', () => {
  it('finds the crew\'s game begun under that version\'s channel id, the file brought up to date first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heist-offline-session-'));
    dirs.push(dir);
    const file = join(dir, 'heist.sqlite');
    const play = async (lines: string[]) => {
      const input = new PassThrough();
      let out = '';
      const output = new Writable({ write(chunk, _enc, done) { out += String(chunk); done(); } });
      const ran = runOffline({ input, output, outDir: dir, storePath: file, args: ['--players', 'alice,bob'], locale: 'en-US', drawInstead: () => BLANK_PICTURE });
      input.end(`${lines.join('\n')}\n`);
      await ran;
      return out;
    };
    await play(['/heist start game:art-robbery', 'bob: click 1', 'click 3']);
    // As that version kept it: the game in the channel it named by the crew and the channel's name, the schema one
    // step behind.
    const raw = new Database(file);
    raw.prepare('UPDATE games SET channel_id = ? WHERE channel_id = ?').run(stableId('channel', 'alice,bob#heist'), stableId('channel', '#heist'));
    raw.prepare('UPDATE posts SET channel_id = ? WHERE channel_id = ?').run(stableId('channel', 'alice,bob#heist'), stableId('channel', '#heist'));
    raw.pragma(`user_version = ${(raw.pragma('user_version', { simple: true }) as number) - 1}`);
    raw.close();
    const again = await play(['/heist status']);
    expect(after(again, '/heist status')).toMatch(/Art Robbery — Raid 1\/4/);
    expect(again).not.toMatch(/No heist is running/);
  });
});

describe('DATABASE_URL set (a host trying the bot with its .env)', () => {
  it('is said to be unused: offline play keeps its games in its own file', async () => {
    const was = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://heist@db.example/heist';
    try {
      const out = await session(['/heist status']);
      expect(out).toMatch(/^DATABASE_URL is not used here: offline play keeps its games in its own file \(.*heist\.sqlite\), never in the bot's PostgreSQL\.$/m);
    } finally {
      if (was === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = was;
    }
  });
});

describe('a picture that cannot be written', () => {
  it('is said, and the table goes on (the game is not the file)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heist-offline-session-'));
    dirs.push(dir);
    const input = new PassThrough();
    let out = '';
    let started: () => void = () => undefined;
    const welcome = new Promise<void>((resolve) => { started = resolve; });
    const output = new Writable({ write(chunk, _enc, done) { out += String(chunk); if (/Offline table:/.test(out)) started(); done(); } });
    const ran = runOffline({ input, output, outDir: dir, storePath: join(dir, 'heist.sqlite'), args: ['--fresh'], locale: 'en-US', username: 'me', drawInstead: () => BLANK_PICTURE });
    // Once the table has counted its pictures, folders stand where the next ones go: writing them fails, as on a
    // full disk.
    await welcome;
    for (let k = 1; k <= 4; k++) mkdirSync(join(dir, `${String(k).padStart(4, '0')}-heist.png`));
    input.end('/heist start game:art-robbery bots:2\n/heist status\n');
    await ran;
    expect(out).toMatch(/\[picture not saved: .*\. Free some space in HEIST_OFFLINE_DIR; the game goes on\]/);
    expect(after(out, '/heist status')).toMatch(/Art Robbery/);
    expect(out).not.toMatch(/could not start/);
  });
});

describe('wait: the clock moved on, as hours between moves would', () => {
  it('a reminder comes when one is due, and a wait without a time says how to write one', async () => {
    const out = await session(['/heist start game:art-robbery bots:2', 'wait 6h', 'wait 7h', 'wait', 'wait 6 hours']);
    expect(after(out, 'wait 6h')).toMatch(/^The clock moved on: it is now \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
    expect(after(out, 'wait 6h')).not.toMatch(/waiting for your move/);
    // The reminder is due 12 hours after the turn began (the table's default).
    expect(after(out, 'wait 7h')).toMatch(/the heist is waiting for your move/);
    for (const line of ['wait', 'wait 6 hours']) {
      expect(after(out, line).split('\n')[0]).toBe('A wait needs how long: type wait and a time in minutes, hours or days (for example wait 6h, wait 30m, wait 2d; at most 30 days).');
    }
  });

  it('a long wait brings everything due in it, as the running bot would: every reminder, not only the first', async () => {
    const out = await session(['/heist start game:art-robbery bots:2', 'wait 2d']);
    // Reminders 12 hours apart (the table's default): at 12, 24 and 36 hours, then the final one at 48.
    expect(after(out, 'wait 2d').match(/the heist is waiting for your move/g)?.length).toBe(3);
    expect(after(out, 'wait 2d')).toMatch(/^The clock moved on: it is now \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
  });

  it('a table resumed goes on from where wait left its clock: the hours waited before still count', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heist-offline-session-'));
    dirs.push(dir);
    const play = async (lines: string[]) => {
      const input = new PassThrough();
      let out = '';
      const output = new Writable({ write(chunk, _enc, done) { out += String(chunk); done(); } });
      const ran = runOffline({ input, output, outDir: dir, storePath: join(dir, 'heist.sqlite'), args: [], locale: 'en-US', username: 'me', drawInstead: () => BLANK_PICTURE });
      input.end(`${lines.join('\n')}\n`);
      await ran;
      return out;
    };
    const timeOf = (text: string) => Date.parse(`${/it is (?:now )?(\d{4}-\d\d-\d\d \d\d:\d\d) UTC/.exec(text)![1].replace(' ', 'T')}:00Z`);
    const first = await play(['/heist start game:art-robbery bots:2', 'wait 11h']);
    const reached = timeOf(after(first, 'wait 11h'));
    const again = await play(['wait 2h']);
    expect(again).toMatch(/Resuming/);
    expect(again).toMatch(/The table's clock goes on from where `wait` left it/);
    // Thirteen hours since the turn began, across the two sessions: the reminder (due at 12) comes.
    expect(timeOf(after(again, 'wait 2h'))).toBeGreaterThanOrEqual(reached + 2 * 3_600_000);
    expect(after(again, 'wait 2h')).toMatch(/the heist is waiting for your move/);
  });

  it('reads minutes, hours and days, and refuses what is not a time', () => {
    expect(durationOf('30m')).toBe(30 * 60_000);
    expect(durationOf('1h30m')).toBe(90 * 60_000);
    expect(durationOf(' 2d ')).toBe(2 * 86_400_000);
    expect(durationOf('1.5h')).toBe(90 * 60_000);
    for (const bad of ['', '6', 'h', '6 hours', '-1h', '0h', '31d']) expect(durationOf(bad), bad).toBeNull();
  });
});

describe('the order of what the hours brought', () => {
  it('the final reminder comes before the hand-over it led to, though its Let a bot play went with the hand-over', async () => {
    const out = await session(['/heist start scenario:office', 'bob: click 1', 'click 3', 'click 1', '/heist settings away-after:1',
      'wait 13h', 'wait 13h', 'wait 13h', 'wait 13h'], ['--players', 'alice,bob']);
    const last = out.slice(out.lastIndexOf('> alice: wait 13h'));
    const notice = last.indexOf('No more reminders will be sent');
    const handed = last.indexOf('a bot plays their seat until they return');
    expect(notice).toBeGreaterThan(0);
    expect(handed).toBeGreaterThan(notice);
  });
});

describe('a crew member whose name has a space', () => {
  it('types a line as "NAME: line" like anyone', async () => {
    const out = await session(['/heist start game:art-robbery', 'bob smith: click 1'], ['--players', 'alice,bob smith']);
    expect(out).toContain('> bob smith: click 1');
    expect(out).toContain('Crew (2/5): alice, bob smith');
  });
});
