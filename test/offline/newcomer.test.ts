// What an outside newcomer met at the offline table: `click N` pressing a message other than the newest one numbering
// [N] (once a Noir thief's "Show your identity to…" menu, picked by accident), an edit that only took buttons away
// counted as the newest message (and printed again, as if new), the bot's own suggestion `/heist rules topic:Art
// Robbery: Setup` refused when typed, `status` or `/status` for `/heist status`, a wait that promised what never came,
// and `/as nobody` refused without the line typed above it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runOffline, runOnValues, subcommandsNamed } from '../../src/offline/index.js';
import { BLANK_PICTURE } from '../e2e/blank.js';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** The terminal's output for these typed lines, with the seeds pinned from `seed`. */
async function session(seed: number, lines: string[], args: string[] = []): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'heist-offline-newcomer-'));
  dirs.push(dir);
  const input = new PassThrough();
  let out = '';
  const output = new Writable({ write(chunk, _enc, done) { out += String(chunk); done(); } });
  const before = process.env.HEIST_SEED;
  process.env.HEIST_SEED = String(seed);
  try {
    const ran = runOffline({ input, output, outDir: dir, storePath: join(dir, 'heist.sqlite'), args: ['--fresh', ...args], locale: 'en-US', username: 'me', drawInstead: () => BLANK_PICTURE });
    input.end(`${lines.join('\n')}\n`);
    await ran;
  } finally {
    if (before === undefined) delete process.env.HEIST_SEED;
    else process.env.HEIST_SEED = before;
  }
  return out;
}

/** What was printed after the typed line `line` (up to the next typed line); its last occurrence. */
const after = (out: string, line: string) => out.slice(out.lastIndexOf(`> ${line}\n`) + line.length + 3).split(/\n> /)[0];
const crew = ['--players', 'alice,bob'];
const waits = (n: number) => Array.from({ length: n }, () => 'wait 13h');

describe('click N presses button [N] of the newest message numbering it, never a menu by accident', () => {
  it('bob\'s click 2 after the final reminder goes to its Let a bot play, not to choice 2 of his older identity menu', async () => {
    const out = await session(7, ['/heist start game:noir-heist bots:3 chief:host', 'bob: click 1', 'click 3', 'bob: pick 3', 'bob: click 1',
      ...waits(4), 'bob: click 2'], crew);
    expect(out).toMatch(/Buttons: \[1\] My hand {2}\[2\] Let a bot play alice's seat until they return/);
    const pressed = after(out, 'bob: click 2');
    expect(pressed).not.toMatch(/showed their identity/);
    // The reminder's button was pressed: bob may not (the host may), and is told so.
    expect(pressed).toMatch(/let a bot play alice's seat/);
    // Nor does a click on his note with only that menu pick from it: a secret is shown by `pick N` alone.
    expect(after(out, 'bob: click 1')).not.toMatch(/bob showed their identity/);
  });

  it('after /heist status and a move, click 1 presses the new post\'s first button, not the status\'s Web left over', async () => {
    const out = await session(7, ['/heist start scenario:bank', 'click 13', '/heist status', '/peek target:north', 'click 1']);
    expect(after(out, 'click 1')).not.toMatch(/private link/);
    expect(after(out, 'click 1').split('\n')[0]).toMatch(/^ {2}Acrobat moved to F1 A3/);
  });

  it('a question asked still takes click N as its answer (a menu of answers, no buttons)', async () => {
    const out = await session(7, ['/heist start scenario:bank', 'click 13']);
    expect(after(out, 'click 13').split('\n')[0]).toMatch(/^ {2}The crew breaks in at F1 A4/);
  });
});

describe('an old post that only lost buttons is not printed again', () => {
  it('the status asked for, its game buttons gone and Web left, stays where it was printed', async () => {
    const out = await session(7, ['/heist start scenario:bank', 'click 13', '/heist status', '/peek target:north']);
    const peeked = after(out, '/peek target:north');
    expect(peeked).toMatch(/Acrobat peeked at F1 A3/);
    expect(peeked).not.toMatch(/The Bank Job, turn 1/);
    expect(peeked).not.toMatch(/picture saved/);
  });

  it('Art Robbery: the bot\'s move is printed once, not again under the status asked for later', async () => {
    const out = await session(3, ['/heist start game:art-robbery bots:1', 'bob: click 1', 'click 3', '/heist settings away-after:2', ...waits(4), 'wait 3h', '/heist status'], crew);
    const status = after(out, 'alice: /heist status');
    expect(status).not.toMatch(/played a/);
    expect(status.match(/picture saved/g)).toHaveLength(1);
  });
});

describe('typing what the bot suggests', () => {
  it('/heist rules topic:Art Robbery: Setup reads that topic: "Robbery:" is no option, so the value runs on', async () => {
    const out = await session(7, ['/heist rules topic:Setup', '/heist rules topic:Art Robbery: Setup']);
    expect(after(out, '/heist rules topic:Setup')).toMatch(/e\.g\. \/heist rules topic:Art Robbery: Setup/);
    expect(after(out, '/heist rules topic:Art Robbery: Setup')).toMatch(/^ {2}Art Robbery\n {2}Setup \(rules\)/);
  });

  const commands = [
    { name: 'heist', type: 1, options: [
      { name: 'start', type: 1, options: [{ name: 'game', type: 3 }, { name: 'bots', type: 4 }, { name: 'chief', type: 3 }] },
      { name: 'rules', type: 1, options: [{ name: 'topic', type: 3 }] },
      { name: 'status', type: 1, options: [] },
    ] },
    { name: 'move', type: 1, name_localizations: { ru: 'идти' }, options: [{ name: 'target', type: 3, name_localizations: { ru: 'цель' } }] },
  ];

  it('runs a value on to the next option of its command, and leaves name:value name2:value2 as typed', () => {
    expect(runOnValues('/heist rules topic:Art Robbery: Setup', commands)).toBe('/heist rules topic:"Art Robbery: Setup"');
    expect(runOnValues('/heist start game:noir-heist bots:3 chief:host', commands)).toBe('/heist start game:noir-heist bots:3 chief:host');
    // A colon inside a value's first word is the driver's to read already; a word ending in one after it runs on.
    expect(runOnValues('/heist start game:Noir: Heist bots:3', commands)).toBe('/heist start game:Noir: Heist bots:3');
    expect(runOnValues('/heist start game:Noir Heist: Deluxe bots:3', commands)).toBe('/heist start game:"Noir Heist: Deluxe" bots:"3"');
    expect(runOnValues('/идти цель:юг', commands)).toBe('/идти цель:юг');
    // What cannot be said to be a value's is left to the driver's refusal: a word before any option, a quote typed.
    for (const line of ['/heist rules nope:x topic:y', '/heist rules topic:"a: b" x:y', '/nothing a:b c:d']) expect(runOnValues(line, commands)).toBe(line);
  });

  it('names the subcommand a word is', () => {
    expect(subcommandsNamed('status', commands)).toEqual(['/heist status']);
    expect(subcommandsNamed('/start', commands)).toEqual(['/heist start']);
    expect(subcommandsNamed('hello', commands)).toEqual([]);
  });
});

describe('a newcomer\'s words', () => {
  it('status, /status, /hand, start and rules point to the /heist subcommand; a bare word is told it needs a slash', async () => {
    const out = await session(7, ['status', '/status', '/hand', 'start', 'rules', 'hello', '/end']);
    expect(after(out, 'status').trim()).toBe('"status" is not a line the table reads: commands begin with a slash. Did you mean /heist status? Then type it so.');
    expect(after(out, '/status').trim()).toBe('There is no command /status here. Did you mean /heist status? Then type it so, with its options if it takes any.');
    expect(after(out, '/hand').trim()).toMatch(/Did you mean \/heist hand\?/);
    expect(after(out, 'start').trim()).toMatch(/commands begin with a slash\. Did you mean \/heist start\? Then type it so\.$/);
    expect(after(out, 'rules').trim()).toMatch(/commands begin with a slash\. Did you mean \/heist rules\? Then type it so\.$/);
    expect(after(out, 'hello').trim()).toMatch(/^"hello" is not a line the table reads: commands begin with a slash\. Type one of these: \/heist, /);
    // A command it begins is still named first, as before.
    expect(after(out, '/end').trim()).toMatch(/^There is no command \/end here \(did you mean \/end-turn\?\)/);
  });

  it('a wait with nothing due says so, rather than promising what follows', async () => {
    const out = await session(7, ['wait 3h', '/heist start game:art-robbery bots:2', 'wait 13h']);
    expect(after(out, 'wait 3h').trim()).toMatch(/^The clock moved on: it is now .* UTC\. Nothing came due in those hours/);
    expect(after(out, 'wait 13h')).toMatch(/What those hours bring follows/);
    expect(after(out, 'wait 13h')).toMatch(/the heist is waiting for your move/);
  });

  it('/as nobody is refused under the line typed, as other refusals are', async () => {
    const out = await session(7, ['/as nobody', 'nobody: click 1'], crew);
    expect(after(out, 'alice: /as nobody').trim()).toBe('"nobody" is not one of the players here (alice, bob). Type one of their names, or start with --players to seat others.');
    expect(out).toContain('> alice: nobody: click 1\n"nobody" is not one of the players here');
  });
});
