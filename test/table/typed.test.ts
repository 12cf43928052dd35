// Typed commands (src/table/typed.ts and each game's `command` hook), over bot games of every game, in English and
// Russian: every legal action written as a person would (the table's examples, `commandValues`) reads back as that very
// action; every autocomplete choice reads back as a legal action of its command; an unreadable value is refused naming
// the option, with an example that is itself accepted.
import { describe, expect, it } from 'vitest';
import type { AnyGame, VerbSpec } from '../../src/core/module.js';
import { playBotGame } from '../../src/core/sim.js';
import { noteRuns } from '../../src/core/note-size.js';
import type { Action, Locale } from '../../src/core/types.js';
import { GAMES } from '../../src/games/index.js';
import { lookup } from '../../src/core/text.js';
import { verbCommands } from '../../commands/verbs.js';
import { exampleCommand, readTyped, verbSpec, withExample } from '../../src/table/typed.js';
import { runScript } from '../../src/games/burgle-bros/positions.js';
import { ann, bad, dm, ok, setup } from './helpers.js';

/** Each game's first measured bot game (its samples' `notes`, core/note-size.ts), whole: any registered game has one. */
const runOf = (game: AnyGame) => {
  const { maxSteps: _whole, ...run } = noteRuns(game)[0];
  return run;
};
const NOIR_SEED = runOf(GAMES.require('noir-heist')).seed;
const LANGS: Locale[] = ['en', 'ru'];
const text = (a: Action) => [a.verb, ...a.args].join(' ');

/** Every `every`-th state of a bot game (every fourth by default), with the seats that may act in them. */
function states(game: AnyGame, every = 4, seed = runOf(game).seed): { state: unknown; seat: number }[] {
  const run = { ...runOf(game), seed };
  const r = playBotGame(game, { ...run, keepStates: true, check: false });
  const out: { state: unknown; seat: number }[] = [];
  r.states!.forEach((state, i) => {
    if (i % every !== 0) return;
    for (let seat = 0; seat < run.players; seat++) if (game.legal(state, seat).length) out.push({ state, seat });
  });
  return out;
}

/** The command typing an action's verb (Burgle Bros.' `end` is /end-turn). */
const commandOf = (game: AnyGame, a: Action): VerbSpec | undefined => game.verbs.find((v) => (v.verb ?? v.name) === a.verb);

/** A legal action as the game's parser reads it (cells as names, etc.): the text the log would keep. */
function canonical(game: AnyGame, state: unknown, seat: number, t: string): string | null {
  const p = game.parse(state, seat, t);
  return p.ok ? text(p.action) : null;
}

describe('typed commands', () => {
  for (const game of GAMES.all()) {
    const all = states(game);
    it(`${game.kind}: every legal action, written as the examples write it, reads back as itself (EN, RU)`, () => {
      let checked = 0;
      for (const { state, seat } of all.slice(0, 40)) {
        const view = game.view(state, seat);
        for (const a of game.legal(state, seat)) {
          const verb = commandOf(game, a);
          if (!verb) continue;
          for (const lang of LANGS) {
            const values = game.commandValues ? game.commandValues({ view, seat, lang, verb, action: a }) : {};
            if (values === null) continue; // never suggested (N15); the hidden one is checked below
            const read = readTyped({ game, state, seat, command: verb.name, values, lang });
            expect(read.ok ? canonical(game, state, seat, read.text) : read.text, `${text(a)} typed as ${JSON.stringify(values)} (${lang})`)
              .toBe(canonical(game, state, seat, text(a)));
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });

    it(`${game.kind}: every autocomplete choice reads back as a legal action of its command, at most 25 (EN, RU)`, () => {
      let checked = 0;
      for (const { state, seat } of all.slice(0, 60)) {
        const legal = game.legal(state, seat);
        const legalTexts = new Set(legal.map((a) => canonical(game, state, seat, text(a))));
        const view = game.view(state, seat);
        for (const verb of game.verbs) {
          if (!verb.options.length || !game.complete) continue;
          for (const lang of LANGS) {
            const ask = (focused: string, values: Record<string, string>) => game.complete!({ view, seat, lang, legal, verb, focused, values });
            const first = verb.options[0].name;
            for (const c of ask(first, { [first]: '' })) {
              expect(c.value.length).toBeGreaterThan(0);
              // The other options from their own choices, given this one (a card's tokens, an officer's neighbours).
              const values: Record<string, string> = { [first]: c.value };
              for (const o of verb.options.slice(1)) {
                const next = ask(o.name, { ...values, [o.name]: '' });
                if (o.required && next.length) values[o.name] = next[0].value;
              }
              const read = readTyped({ game, state, seat, command: verb.name, values, lang });
              expect(read.ok, `${verb.name} ${JSON.stringify(values)} (${lang}): ${read.ok ? '' : read.text}`).toBe(true);
              if (read.ok) expect(legalTexts.has(canonical(game, state, seat, read.text)), `${verb.name} ${JSON.stringify(values)} → ${read.text}`).toBe(true);
              checked++;
            }
            expect(ask(first, { [first]: '' }).length).toBeLessThanOrEqual(25);
          }
        }
      }
      expect(checked).toBeGreaterThan(50);
    });
  }

  it('Noir: an ability\'s target alone (its name, its cell, its first letters) types the seat\'s one ability', () => {
    const noir = GAMES.require('noir-heist');
    let checked = 0;
    for (const { state, seat } of states(noir)) {
      const grid = (state as { grid: string[] }).grid;
      for (const a of noir.legal(state, seat).filter((x) => x.verb === 'ability' && ['stun', 'kill', 'swap'].includes(x.args[0]))) {
        const name = a.args[1];
        const i = grid.indexOf(name);
        const cell = 'ABCDEFG'[i % 7] + String(Math.floor(i / 7) + 1);
        const first = [...Array(name.length).keys()].map((k) => name.slice(0, k + 1)).find((q) => grid.filter((n) => n.toLowerCase().startsWith(q.toLowerCase())).length === 1)!;
        for (const target of [name, name.toUpperCase(), cell.toLowerCase(), first]) {
          const read = readTyped({ game: noir, state, seat, command: 'ability', values: { target }, lang: 'en' });
          expect(read.ok && read.text, `${target} for ${text(a)}`).toBe(text(a));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(8);
  });

  it('an ability\'s example is its target alone (the role\'s one ability implied), and reads back to that ability', () => {
    const noir = GAMES.require('noir-heist');
    let checked = 0;
    for (const { state, seat } of states(noir)) {
      for (const lang of ['en', 'ru'] as const) {
        const example = exampleCommand({ game: noir, state, seat, command: 'ability', lang, values: { target: 'xyz' } });
        if (!example?.startsWith('/ability target:')) continue;
        const target = example.slice('/ability target:'.length);
        expect(target.split(' ')[0], example).not.toMatch(/^(hack|stun|kill|swap|crack|взломать|оглушить|убить|поменяться)$/);
        const read = readTyped({ game: noir, state, seat, command: 'ability', values: { target }, lang });
        expect(read.ok && noir.legal(state, seat).some((a) => text(a) === read.text), example).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(4);
  });

  it('an example is made from the seat\'s own legal actions, nearest to what was typed, and works', () => {
    const noir = GAMES.require('noir-heist');
    const { state, seat } = states(noir).find(({ state: s, seat: k }) => k === 0 && noir.legal(s, k).some((a) => a.verb === 'shift'))!;
    const example = exampleCommand({ game: noir, state, seat, command: 'shift', lang: 'en', values: { line: 'C sideways' } })!;
    expect(example).toMatch(/^\/shift line:column C (north|south)$/);
    const refused = readTyped({ game: noir, state, seat, command: 'shift', values: { line: 'C sideways' }, lang: 'en' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.text).toBe(`\`line:\` “sideways” is not part of a shift: name a row 1–7 or a column A–G and the way it moves, e.g. \`A south\` or \`row 3 east\`. Try ${example}.`);
    const back = readTyped({ game: noir, state, seat, command: 'shift', values: { line: example.slice('/shift line:'.length) }, lang: 'en' });
    expect(back.ok && noir.apply(state, (noir.parse(state, seat, back.text) as { action: Action }).action).ok).toBe(true);
    // Russian: the Russian sentence and example.
    const ru = readTyped({ game: noir, state, seat, command: 'shift', values: { line: 'C вбок' }, lang: 'ru' });
    expect(!ru.ok && ru.text).toMatch(/^`линия:` «вбок» — не часть сдвига.*Например: \/сдвинуть линия:столбец C (север|юг)\.$/);
    // Never the chief's own plainclothes officer (N15), however near to what was typed; typed, he is still taken.
    const plain = (state as { plainclothes: string }).plainclothes;
    // Bot games until one gives the chief a turn with his plainclothes officer next to a uniformed one (the bots' play
    // decides whether a game has one).
    let chiefs: { state: unknown; seat: number }[] = [];
    for (let seed = NOIR_SEED; seed < NOIR_SEED + 20 && chiefs.length === 0; seed++) {
      chiefs = states(noir, 1, seed).filter(({ state: s, seat: k }) => k === 0 && noir.legal(s, k).some((a) => text(a) === `accuse ${(s as { plainclothes: string }).plainclothes}`));
    }
    expect(chiefs.length).toBeGreaterThan(0);
    for (const c of chiefs) {
      const p = (c.state as { plainclothes: string }).plainclothes;
      expect(exampleCommand({ game: noir, state: c.state, seat: 0, command: 'accuse', lang: 'en', values: { suspect: p } })).not.toBe(`/accuse suspect:${p}`);
      const typed = readTyped({ game: noir, state: c.state, seat: 0, command: 'accuse', values: { suspect: p }, lang: 'en' });
      expect(typed.ok && typed.text).toBe(`accuse ${p}`);
    }
    expect(plain).toBeTruthy();
    // A refusal from the rules gets an example too; a seat that cannot act gets none.
    expect(withExample({ game: noir, state, seat, command: 'accuse', lang: 'en' }, 'Jack is not next to an officer.')).toMatch(/^Jack is not next to an officer\. Try \/accuse suspect:\S+\.$/);
    const art = GAMES.require('art-robbery');
    const a = states(art)[0];
    const idle = [0, 1, 2].find((k) => !art.waitingOn(a.state).includes(k))!;
    expect(withExample({ game: art, state: a.state, seat: idle, command: 'play', lang: 'en' }, 'It is Bo\'s turn.')).toBe('It is Bo\'s turn.');
    // A command shared by several games has the same Russian names in each (commands/verbs.ts): its example names it so.
    const burgle = GAMES.require('burgle-bros');
    const b = states(burgle).find(({ state: s }) => (s as { awaiting?: unknown }).awaiting)!;
    expect(exampleCommand({ game: burgle, state: b.state, seat: b.seat, command: 'choose', lang: 'ru' })).toMatch(/^\/выбрать ответ:/);
    expect(verbSpec(burgle, 'end')?.name).toBe('end-turn');
  });
});

describe('examples that fit what was typed', () => {
  it('a command with nothing to do now says so before another command\'s example; /give of nothing is said to the giver', () => {
    const env = setup(3);
    try {
      const t = env.service;
      ok(t.start(dm, ann, { scenario: 'office', crew: 2 }));
      const burgle = GAMES.require('burgle-bros');
      const S = () => (env.store.activeGame(dm.channelId)!.state as { engine: unknown }).engine;
      const first = burgle.legal(S(), burgle.waitingOn(S())[0])[0];
      ok(t.act(dm, ann, text(first)));
      // Every peek there is, then one more: nothing is left to peek at from here.
      for (let k = 0; k < 6; k++) {
        const peek = burgle.legal(S(), burgle.waitingOn(S())[0]).find((a) => a.verb === 'peek');
        if (!peek) break;
        ok(t.act(dm, ann, text(peek)));
      }
      const wall = bad(t.command(dm, ann, 'peek', { target: 'east' })).text;
      expect(wall).toMatch(/\/peek has nothing to do for you now: try \/\S+( \S+:\S+)* instead\.$/);
      expect(wall).not.toMatch(/Try \/move/);
      const give = bad(t.command(dm, ann, 'give', { what: 'nothing' })).text;
      expect(give).toMatch(/^You hold nothing to give: get a tool or loot first/);
      expect(give).not.toMatch(/doesn't hold|they hold/);
      expect(give).toMatch(/\/give has nothing to do for you now: try \/\S+/);
      // In Russian too.
      const ru = bad(t.command(dm, { ...ann, locale: 'ru' }, 'give', { what: 'nothing' })).text;
      expect(ru).toMatch(/^Вам нечего отдать: .*Сейчас \/\S+ вам ничего не даст: попробуйте лучше \/\S+/);
    } finally {
      env.close();
    }
  });
});

describe('a forged value of 6,000 characters', () => {
  it('is quoted by its start: every verb of every game refuses it in a whole sentence that fits a message', () => {
    const env = setup(3);
    try {
      const t = env.service;
      const starts: Record<string, Record<string, string | number>> = { 'burgle-bros': { scenario: 'office' }, 'art-robbery': {}, 'noir-heist': { side: 'chief', bots: 4 } };
      let checked = 0;
      for (const g of GAMES.all()) {
        const where = { guildId: null, channelId: `dm-forged-${g.kind}`, isDM: true };
        ok(t.start(where, ann, { game: g.kind, ...starts[g.kind] }));
        const long = (c: string) => c.repeat(6000);
        const tries = [
          ...g.verbs.filter((v) => v.options.length).map((v) => t.command(where, ann, v.name, Object.fromEntries(v.options.map((o) => [o.name, long('Q')])))),
          t.act(where, ann, long('V')),
          t.act(where, ann, `move ${long('W')}`),
        ];
        for (const r of tries) {
          if (r.ok) continue;
          checked++;
          const said = r.text ?? '';
          expect(said.length, said.slice(0, 120)).toBeLessThan(600);
          expect(said).not.toMatch(/[QVW]{61}/);
          expect(said).toMatch(/[.!?]$/);
        }
      }
      expect(checked).toBeGreaterThan(10);
    } finally {
      env.close();
    }
  });
});

describe('the nearest example', () => {
  it('Art Robbery: `/play card:4` mistyped is answered with the 4 itself, not a Greedy Thief taking a 4', () => {
    const art = GAMES.require('art-robbery');
    let checked = 0;
    for (const { state, seat } of states(art, 1)) {
      const legal = art.legal(state, seat).map(text);
      for (const n of ['0', '1', '2', '3', '4', '5']) {
        if (!legal.includes(`play ${n}`) || !legal.some((a) => a.startsWith('play greedy') && a.split(' ').includes(n))) continue;
        checked++;
        expect(exampleCommand({ game: art, state, seat, command: 'play', lang: 'en', values: { card: n, from: 'Zed' } })).toBe(`/play card:${n}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('an action typed with another command', () => {
  it("Noir's Runner: a refused /ability gets an /ability example (his 2-cell shift), never 'nothing to do for you now'", () => {
    const noir = GAMES.require('noir-heist');
    let checked = 0;
    for (let seed = NOIR_SEED; seed < NOIR_SEED + 10 && checked < 3; seed++) {
      for (const { state, seat } of states(noir, 1, seed)) {
        const me = (state as { thieves?: { seat: number; role: string }[] }).thieves?.find((t) => t.seat === seat);
        if (me?.role !== 'runner' || !noir.legal(state, seat).some((a) => a.verb === 'shift' && a.args[3] === '2')) continue;
        checked++;
        const said = withExample({ game: noir, state, seat, command: 'ability', lang: 'en', values: { target: 'column D north 3' } }, 'As the Runner you shift by 1 or 2 cells, not 3.');
        expect(said).toMatch(/^As the Runner you shift by 1 or 2 cells, not 3\. Try \/ability target:(row|column) \S+ \S+ 2\.$/);
        break;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('a Russian example names commands as the Russian client shows them', () => {
  it('a command several games share by its registered Russian name and option (Noir\'s /ability is Burgle Bros.\' /способность)', () => {
    const noir = GAMES.require('noir-heist');
    const ability = verbCommands(GAMES).map((c) => c.definition).find((d) => d.name === 'ability')!;
    const name = ability.name_localizations?.ru, option = ability.options?.find((o) => o.name === 'target')?.name_localizations?.ru;
    expect(name).toBeTruthy();
    expect(option).toBeTruthy();
    let checked = 0;
    for (const { state, seat } of states(noir, 1)) {
      const me = (state as { thieves?: { seat: number; role: string }[] }).thieves?.find((t) => t.seat === seat);
      if (me?.role !== 'runner' || !noir.legal(state, seat).some((a) => a.verb === 'shift' && a.args[3] === '2')) continue;
      const said = withExample({ game: noir, state, seat, command: 'ability', lang: 'ru', values: { target: 'column D north 3' } }, 'Нельзя.');
      expect(said).toMatch(new RegExp(`^Нельзя\\. [^/]*/${name} ${option}:(ряд|столбец) \\S+ \\S+ 2\\.$`));
      expect(said).not.toMatch(/\/ability/);
      checked++;
      break;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

/** The thieves' turns of six bot games whose rob would be refused with a code the game advises another verb for. */
function refusedRobs(noir: AnyGame): { state: unknown; seat: number; code: string }[] {
  const out: { state: unknown; seat: number; code: string }[] = [];
  for (let seed = NOIR_SEED; seed < NOIR_SEED + 6; seed++) {
    for (const { state, seat } of states(noir, 1, seed)) {
      if (!noir.waitingOn(state).includes(seat) || seat === (state as { chief: number }).chief) continue;
      const r = noir.apply(state, { player: seat, verb: 'rob', args: [] });
      if (!r.ok && noir.advises?.[r.rejection.code]) out.push({ state, seat, code: r.rejection.code });
    }
  }
  return out;
}

describe('a refusal that says what to do instead', () => {
  it("Noir: a rob refused for where the suspect stands ends with a shift, even for a thief whose note offers an ability first", () => {
    const noir = GAMES.require('noir-heist');
    let checked = 0, abilityFirst = 0;
    for (const { state, seat, code } of refusedRobs(noir)) {
      if (!noir.legal(state, seat).some((a) => a.verb === 'shift')) continue;
      checked++;
      const input = { game: noir, state, seat, command: 'rob', lang: 'en' as const, values: {} };
      // What the example was before the game said which command its sentence advises: the note's first control.
      if (!exampleCommand(input)!.startsWith('/shift ')) abilityFirst++;
      expect(withExample(input, 'The NW vault is already robbed.', code)).toMatch(/\/rob has nothing to do for you now: try \/shift line:(row|column) \S+ \S+( 2)? instead\.$/);
    }
    expect(checked).toBeGreaterThan(0);
    expect(abilityFirst, 'a case the note alone would have answered with another command').toBeGreaterThan(0);
  });

  it('Noir: that shift takes the suspect where a rob would count, when one of the seat\'s shifts does', () => {
    const noir = GAMES.require('noir-heist');
    type S = { grid: string[]; robbed: string[]; thieves: { seat: number; identity: string; tokens: string[] }[] };
    const quadrant = (i: number) => (i % 7 === 3 || Math.floor(i / 7) === 3 ? null : (Math.floor(i / 7) < 3 ? 'N' : 'S') + (i % 7 < 3 ? 'W' : 'E'));
    // Judged on the engine's own state after the shift, not on the view the example was made from.
    const mended = (state: unknown, seat: number, code: string, shift: Action) => {
      const r = noir.apply(state, shift);
      if (!r.ok) return false;
      const after = r.state as S, me = after.thieves.find((t) => t.seat === seat)!;
      const q = quadrant(after.grid.indexOf(me.identity));
      return !!q && (code === 'rob-outside' || (!after.robbed.includes(q) && (code === 'rob-robbed' || !me.tokens.includes(q))));
    };
    let checked = 0, firstWouldNot = 0;
    for (const { state, seat, code } of refusedRobs(noir)) {
      const shifts = noir.legal(state, seat).filter((a) => a.verb === 'shift');
      if (!shifts.some((a) => mended(state, seat, code, a))) continue;
      checked++;
      const input = { game: noir, state, seat, command: 'rob', lang: 'en' as const, values: {} };
      const example = withExample(input, 'Refused.', code).match(/try \/shift line:(.+) instead\.$/)![1];
      const read = readTyped({ ...input, command: 'shift', values: { line: example } });
      if (!read.ok) throw new Error(read.text);
      const [verb, ...args] = read.text.split(' ');
      expect(mended(state, seat, code, { player: seat, verb, args }), `${code}: ${example}`).toBe(true);
      // What the example was before the game said which shift mends it: the note's first shift.
      const before = exampleCommand(input, 'shift')!.replace('/shift line:', '');
      const b = readTyped({ ...input, command: 'shift', values: { line: before } });
      if (b.ok && !mended(state, seat, code, { player: seat, verb: 'shift', args: b.text.split(' ').slice(1) })) firstWouldNot++;
    }
    expect(checked).toBeGreaterThan(0);
    expect(firstWouldNot, 'a case where the note\'s first shift would not have mended it').toBeGreaterThan(0);
  });

  it('Burgle Bros.: X-Ray typed where no wall is says to peek the usual way, and its example is that peek, not another X-Ray', () => {
    const bb = GAMES.require('burgle-bros');
    // The Hawk on floor 1 of a building of face-down Computer Rooms, one wall on each floor.
    const hawkAt = (cell: string, wall: string) => runScript({
      scenario: 'office', seed: 3, crew: [{ name: 'Ava', character: 'hawk', side: 'basic' }],
      floors: [0, 1].map(() => ({ tiles: Array.from({ length: 16 }, (_, k) => (k === 15 ? 'safe' : k === 14 ? 'stairs' : 'computer-fingerprint:4')), walls: [wall] })),
      guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }],
      players: [{ at: `F1 ${cell}`, stealth: 3, tools: [], loot: [] }],
      actions: [],
    }).state;
    const state = hawkAt('A1', 'A1|B1');
    const r = bb.apply(state, { player: 0, verb: 'ability', args: ['F1 A2'] });
    if (r.ok) throw new Error('X-Ray where no wall is was accepted');
    expect(r.rejection.code).toBe('xray-not-through-wall');
    const said = withExample({ game: bb, state, seat: 0, command: 'ability', lang: 'en', values: { target: 'F1 A2' } }, lookup(bb.texts, 'en', r.rejection.code, r.rejection.params ?? {})!, r.rejection.code);
    expect(said).toBe('X-Ray looks only through a wall next to you, and there is none between you and F1 A2: peek there the usual way. Try /peek target:south.');
    // From A2, X-Ray typed at A3: the peek south, there, though the note offers the peek north first.
    const mid = hawkAt('A2', 'A2|B2');
    const r2 = bb.apply(mid, { player: 0, verb: 'ability', args: ['F1 A3'] });
    if (r2.ok) throw new Error('X-Ray where no wall is was accepted');
    const first = exampleCommand({ game: bb, state: mid, seat: 0, command: 'peek', lang: 'en' });
    expect(first, 'the note\'s first peek is not the one asked for').not.toBe('/peek target:south');
    const said2 = withExample({ game: bb, state: mid, seat: 0, command: 'ability', lang: 'en', values: { target: 'F1 A3' } }, lookup(bb.texts, 'en', r2.rejection.code, r2.rejection.params ?? {})!, r2.rejection.code);
    expect(said2).toMatch(/peek there the usual way\. Try \/peek target:south\.$/);
  });

  it('Burgle Bros.: a crack away from the Safe says where the crew saw it, and the example steps toward it', () => {
    const bb = GAMES.require('burgle-bros');
    const rooms = (o: Record<string, string>) => Array.from({ length: 16 }, (_, k) => o['ABCD'[k % 4] + String(Math.floor(k / 4) + 1)] ?? 'computer-fingerprint:4');
    const at = (cell: string, revealed: string[]) => runScript({
      scenario: 'office', seed: 3, crew: [{ name: 'Ava', character: 'acrobat', side: 'basic' }],
      // No walls on floor 1: the way to B4 is straight south.
      floors: [{ tiles: rooms({ B4: 'safe', A1: 'stairs', B1: 'walkway:2', B2: 'walkway:1', B3: 'walkway:3', C2: 'walkway:4' }), revealed, walls: [] }, { tiles: rooms({ D4: 'safe', A4: 'stairs' }) }],
      guards: [{ floor: 1, at: 'D1', destination: 'D2', die: 2 }],
      players: [{ at: `F1 ${cell}`, stealth: 3, tools: [], loot: [] }],
      actions: [],
    }).state;
    const typed = (state: unknown, command: string, lang: Locale = 'en') => {
      const r = bb.apply(state, { player: 0, verb: command, args: [] });
      if (r.ok) throw new Error(`${command} was accepted`);
      return withExample({ game: bb, state, seat: 0, command, lang }, lookup(bb.texts, lang, r.rejection.code, r.rejection.params ?? {})!, r.rejection.code);
    };
    // Seen: named, and the example is the step south toward it, not the note's first move (north).
    const seen = at('B2', ['B4', 'A1', 'B1', 'B2', 'B3', 'C2']);
    expect(exampleCommand({ game: bb, state: seen, seat: 0, command: 'crack', lang: 'en' })).toBe('/move target:north');
    expect(typed(seen, 'crack')).toBe("You must be in a Safe tile to do that: this floor's Safe is at F1 B4, move there first. /crack has nothing to do for you now: try /move target:south instead.");
    expect(typed(seen, 'crack', 'ru')).toMatch(/сейф этого этажа — на F1 B4, сначала зайдите туда\. .*\/идти цель:юг\.$/);
    // Face down: never named, however near.
    const unseen = at('B2', ['A1', 'B1', 'B2', 'B3', 'C2']);
    expect(typed(unseen, 'crack')).toMatch(/^You must be in a Safe tile to do that, and this floor's Safe is not found yet: peek or move to find it first\./);
    expect(typed(unseen, 'crack')).not.toMatch(/B4/);
    // A hack names the face-up Computer Rooms of the floor; an escape the top floor's Stairs, not yet found.
    expect(typed(at('B2', ['A1', 'B1', 'B2', 'D4', 'C2']), 'hack')).toMatch(/^You can hack only in a Computer Room: move to a face-up one first \(on this floor: F1 D4\)\./);
    expect(typed(seen, 'escape')).toMatch(/^You can escape only from the Stairs on the top floor, and the crew has not found them yet/);
    // In a Safe already open: the Safes still shut that the crew has seen, or, once every one is open, the way out.
    const inOpenSafe = (floor2: { revealed: boolean; open: boolean }) => {
      const s = at('B4', ['B4', 'A1', 'B1', 'B2', 'B3', 'C2']) as { tiles: { room: string; open: boolean; revealed: boolean }[] };
      return { ...s, tiles: s.tiles.map((t, i) => (t.room !== 'safe' ? t : i < 16 ? { ...t, open: true } : { ...t, ...floor2 })) };
    };
    expect(typed(inOpenSafe({ revealed: true, open: false }), 'crack')).toMatch(/^This safe is already open: go for one still closed, at F2 D4\./);
    expect(typed(inOpenSafe({ revealed: false, open: false }), 'add-die')).toMatch(/^This safe is already open: go for one still closed, which the crew has not found yet/);
    expect(typed(inOpenSafe({ revealed: true, open: true }), 'crack')).toMatch(/^This safe is already open, and so is every other: go to the top floor's Stairs and escape\./);
  });

  it('Burgle Bros.: a safe full of dice suggests cracking it, a safe with none adding a die, not the move the note offers first', () => {
    const bb = GAMES.require('burgle-bros');
    const rooms = (o: Record<string, string>) => Array.from({ length: 16 }, (_, k) => o['ABCD'[k % 4] + String(Math.floor(k / 4) + 1)] ?? 'computer-fingerprint:4');
    const { state } = runScript({
      scenario: 'office', seed: 3, crew: [{ name: 'Ava', character: 'acrobat', side: 'basic' }],
      floors: [{ tiles: rooms({ D4: 'safe', A1: 'stairs' }), revealed: ['D4', 'A1', 'C4', 'D3'] }, { tiles: rooms({ D4: 'safe', A4: 'stairs' }) }],
      guards: [{ floor: 1, at: 'A1', destination: 'B1', die: 2 }],
      players: [{ at: 'F1 D4', stealth: 3, tools: [], loot: [] }],
      actions: [],
    });
    const withDice = (n: number) => ({ ...state, tiles: state.tiles.map((t) => (t.room === 'safe' ? { ...t, dice: n } : t)) });
    const refused = (s: unknown, command: string) => {
      const r = bb.apply(s, { player: 0, verb: command, args: [] });
      if (r.ok) throw new Error(`${command} was accepted`);
      return withExample({ game: bb, state: s, seat: 0, command, lang: 'en' }, 'Refused.', r.rejection.code);
    };
    // The note offers a move first here: what the example was before the refusals said which command they advise.
    expect(exampleCommand({ game: bb, state: withDice(6), seat: 0, command: 'add-die', lang: 'en' })).toMatch(/^\/move /);
    expect(refused(withDice(6), 'add-die')).toBe('Refused. /add-die has nothing to do for you now: try /crack instead.');
    expect(refused(withDice(0), 'crack')).toBe('Refused. /crack has nothing to do for you now: try /add-die instead.');
  });
});
