// Every line once, in order, from one list of posts (issue: a step's posts as data), through the real bot and the
// stand-in: a typed command and the same button leave the same text in the channel, each line once; a bot's instant
// answer never erases the line it answers; a start where bots act first says the header first; a finished game stays
// readable (/heist status, /heist hand) until a new one starts, and no note offers a control after the end.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/module.js';
import { GAMES } from '../../src/games/index.js';
import { stateOf } from '../../src/games/art-robbery/positions.js';
import { quadrantOf, where } from '../../src/games/noir-heist/engine/grid.js';
import type { NoirState } from '../../src/games/noir-heist/engine/types.js';
import { loadTokenFile } from '../../src/games/art-robbery/tokens-file.js';
import type { Message } from '../../src/local/standin/index.js';
import type { Stored } from '../../src/table/persist.js';
import { seatExport } from '../../src/table/seat-export.js';
import { confirmOf, customIds, enabledActions, gameIdOf, isEphemeral, seenInOrder, selectOf, startHarness, textOf, type Harness } from './harness.js';
import { controlsOf } from '../../src/local/driver.js';

const harnesses: Harness[] = [];
// What is told, not what is drawn: each picture is one blank pixel (still one attachment per post that asks for one).
async function harness(): Promise<Harness> {
  const h = await startHarness({ pictures: 'blank' });
  harnesses.push(h);
  return h;
}
afterEach(async () => { await Promise.all(harnesses.splice(0).map((h) => h.close())); });
afterAll(async () => { await Promise.all(harnesses.splice(0).map((h) => h.close())); });

/** One person alone with the bot, in a DM. */
function alone(h: Harness, username = 'ava'): { id: string; dm: string } {
  const u = h.standin.createUser({ username });
  return { id: u.id, dm: h.standin.dmChannel(u.id) };
}

const storedOf = (h: Harness, channel: string) => {
  const g = h.bot.store.latestGame(channel)!;
  return { id: g.id, version: g.version, state: g.state as Stored };
};

/** What a person sees in a channel, ids of people replaced by their names so two tables can be compared. */
function transcript(h: Harness, userId: string, channel: string): string[] {
  const names = new Map([...h.standin.state.users.values()].map((u) => [u.id, u.username]));
  return seenInOrder(h, userId, [channel]).map((m) => {
    const labels = (m.components as { components?: { label?: string; disabled?: boolean; options?: { label: string }[] }[] }[])
      .flatMap((r) => r.components ?? []).map((c) => c.label ?? `[${(c.options ?? []).map((o) => o.label).join('|')}]`);
    const text = textOf(m).replace(/<@!?(\d+)>/g, (_, id: string) => `@${names.get(id) ?? id}`);
    return `${text}${m.attachments.length ? ' [picture]' : ''}${labels.length ? ` {${labels.join(', ')}}` : ''}`;
  });
}

/** The slash command a person would type for an action: `/move target:east`, `/play card:4`, `/shift line:row 3 east`. */
function typed(game: AnyGame, act: string): string {
  const [verb, ...args] = act.split(' ');
  const spec = game.verbs.find((v) => (v.verb ?? v.name) === verb)!;
  if (spec.options.length === 0 || args.length === 0) return `/${spec.name}`;
  return `/${spec.name} ${spec.options[0].name}:${args.join(' ')}`;
}

/** The newest message this person sees that has enabled action buttons (or a menu). */
function latestControls(h: Harness, userId: string, channel: string): Message {
  const all = seenInOrder(h, userId, [channel]);
  for (let i = all.length - 1; i >= 0; i--) if (enabledActions(all[i]).length || selectOf(all[i])) return all[i];
  throw new Error('no message with controls');
}

/** No line said twice among these messages (a story line repeated by a reply, a summary told twice …). */
function expectEachLineOnce(messages: Message[]): void {
  const lines = messages.flatMap((m) => textOf(m).split('\n')).map((l) => l.trim()).filter((l) => l.length > 12);
  const twice = lines.filter((l, i) => lines.indexOf(l) !== i);
  expect(twice, 'lines told twice').toEqual([]);
}

describe('a typed command and the same button', () => {
  const starts: [string, string][] = [
    ['burgle-bros', '/heist start scenario:office'],
    ['art-robbery', '/heist start game:art-robbery bots:2'],
    ['noir-heist', '/heist start game:noir-heist bots:4'],
  ];
  for (const [kind, start] of starts) {
    it(`${kind}: leave the same text in the channel, each line once`, async () => {
      const game = GAMES.require(kind);
      // Two tables dealt alike (the harness pins the seeds): on one the move is typed, on the other pressed.
      const [typer, presser] = [await harness(), await harness()];
      const a = alone(typer), b = alone(presser);
      await typer.driver.slashLine(a.id, a.dm, start);
      await presser.driver.slashLine(b.id, b.dm, start);
      await typer.bot.idle();
      await presser.bot.idle();
      expect(transcript(typer, a.id, a.dm)).toEqual(transcript(presser, b.id, b.dm));
      // Two moves each way (Burgle Bros. begins with the entrance question).
      for (let k = 0; k < 2; k++) {
        const before = seenInOrder(presser, b.id, [b.dm]).length;
        const m = latestControls(presser, b.id, b.dm);
        const buttons = enabledActions(m).filter((id) => !/:a[a-h]?:.* from /.test(id));
        const menu = selectOf(m);
        const act = buttons.length ? buttons[0].replace(/^h:\d+:\d+:a[a-h]?:/, '') : menu!.values[0];
        if (buttons.length) await presser.driver.click(b.id, m.id, buttons[0]);
        else await presser.driver.select(b.id, m.id, menu!.id, [act]);
        const r = await typer.driver.slashLine(a.id, a.dm, typed(game, act));
        expect(r.error, `${typed(game, act)} was accepted`).toBeUndefined();
        await typer.bot.idle();
        await presser.bot.idle();
        expect(transcript(typer, a.id, a.dm), `after ${act}`).toEqual(transcript(presser, b.id, b.dm));
        expectEachLineOnce(seenInOrder(presser, b.id, [b.dm]).slice(before));
      }
    });
  }
});

describe('a bot that answers at once', () => {
  it('keeps the line it answers: the play and the answer are told together, in order', async () => {
    const h = await harness();
    const ava = alone(h);
    await h.driver.slashLine(ava.id, ava.dm, '/heist start game:art-robbery bots:2');
    await h.bot.idle();
    const g = storedOf(h, ava.dm);
    const names = g.state.seats.map((s) => s.name);
    // A position where Ava steals a 5 from the first bot, who holds the dog and must choose at once.
    const { state: crafted } = stateOf(loadTokenFile(), {
      game: 'art-robbery', seed: 3, players: names, first: names[0],
      hands: { [names[0]]: ['5', '1', '2', '3', '4'] }, faceUp: { [names[1]]: ['5'] }, dog: names[1],
    });
    h.bot.store.commit(g.id, g.version, { state: { ...g.state, engine: crafted } });
    const before = seenInOrder(h, ava.id, [ava.dm]).length;
    const r = await h.driver.slashLine(ava.id, ava.dm, `/play card:5 from:${names[1]}`);
    expect(r.error).toBeUndefined();
    await h.bot.idle();
    const after = seenInOrder(h, ava.id, [ava.dm]).slice(before);
    const story = after.find((m) => textOf(m).includes(`${names[0]} played a 5 to steal`));
    expect(story, after.map((m) => textOf(m)).join('\n---\n')).toBeTruthy();
    const lines = textOf(story!).split('\n');
    const play = lines.findIndex((l) => l.includes(`${names[0]} played a 5 to steal`));
    const answer = lines.findIndex((l) => new RegExp(`^${names[1]} (gave the dog instead|kept the dog and handed)`).test(l));
    expect(answer, 'the bot\'s answer is in the same post').toBeGreaterThan(play);
    expectEachLineOnce(after);
  });
});

describe('a start where bots act first', () => {
  it('says the header first, then the bots\' moves, then whose turn it is — once', async () => {
    const h = await harness();
    const chief = alone(h, 'zed');
    await h.driver.slashLine(chief.id, chief.dm, '/heist start game:noir-heist side:chief bots:4');
    await h.bot.idle();
    const [start, ...rest] = seenInOrder(h, chief.id, [chief.dm]);
    expect(textOf(start).split('\n')[0]).toMatch(/Noir/);
    const log = h.bot.store.log(storedOf(h, chief.dm).id).filter((e) => e.actorId === 'bot');
    expect(log.length, 'the bot thieves moved before the chief').toBeGreaterThan(0);
    expectEachLineOnce([start, ...rest]);
    expect(start.attachments.length).toBe(1);
  });
});

describe('a finished game', () => {
  it('stays readable until a new one starts; after the end no note offers a control or asks anyone to act', async () => {
    const h = await harness();
    const ava = alone(h);
    await h.driver.slashLine(ava.id, ava.dm, '/heist start game:art-robbery bots:1');
    await h.bot.idle();
    const game = GAMES.require('art-robbery');
    let presses = 0;
    while (!game.result(storedOf(h, ava.dm).state.engine) && presses < 120) {
      const m = latestControls(h, ava.id, ava.dm);
      const buttons = enabledActions(m);
      const menu = selectOf(m);
      if (buttons.length) await h.driver.click(ava.id, m.id, buttons[presses % buttons.length]);
      else await h.driver.select(ava.id, m.id, menu!.id, [menu!.values[0]]);
      await h.bot.idle();
      presses++;
    }
    const g = storedOf(h, ava.dm);
    expect(game.result(g.state.engine)).not.toBeNull();
    // Nothing anyone can still act with, and no line after the end asks anyone to act. My hand only reads: it stays
    // on earlier posts (ruling TB3) and shows the final part, without controls.
    const seen = seenInOrder(h, ava.id, [ava.dm]);
    const reading = (id: string) => /^h:\d+:\d+:(hand|w)$/.test(id);
    expect(seen.filter((m) => customIds(m).some((id) => !reading(id))).map((m) => textOf(m).slice(0, 60))).toEqual([]);
    const withHand = seen.filter((m) => customIds(m).some(reading)).at(0);
    expect(withHand, 'an earlier post keeps My hand').toBeDefined();
    const again = await h.driver.click(ava.id, withHand!.id, customIds(withHand!).find(reading)!);
    await h.bot.idle();
    expect(isEphemeral(again.message)).toBe(true);
    expect(textOf(again.message!)).toMatch(/banked tokens:/i);
    expect(customIds(again.message!)).toEqual([]);

    const status = await h.driver.slashLine(ava.id, ava.dm, '/heist status');
    await h.bot.idle();
    // The result: every player's score, the winner marked.
    expect(textOf(status.message!)).toMatch(/Results/);
    expect(textOf(status.message!)).toMatch(/winner/);
    expect(status.message!.attachments.length).toBe(1);
    expect(customIds(status.message!)).toEqual([]);
    // The reader's own final part comes with it: her banked tokens.
    expect(status.followUps.map((m) => textOf(m)).join('\n')).toMatch(/banked tokens:/i);
    const hand = await h.driver.slashLine(ava.id, ava.dm, '/heist hand');
    expect(textOf(hand.message!)).toMatch(/banked tokens:/i);
    expect(customIds(hand.message!)).toEqual([]);

    // A new game in the channel: status now shows it.
    await h.driver.slashLine(ava.id, ava.dm, '/heist start game:art-robbery bots:1');
    await h.bot.idle();
    expect(storedOf(h, ava.dm).id).not.toBe(g.id);
    const fresh = await h.driver.slashLine(ava.id, ava.dm, '/heist status');
    expect(textOf(fresh.message!)).not.toMatch(/Results/);
    expect(gameIdOf(customIds(fresh.message!)[0])).not.toBe(g.id);
    expect(isEphemeral(fresh.message)).toBe(false);
  });
});

/** Ava alone in a DM, an Office Job begun: the entrance chosen (its first control, or its menu's first choice). */
async function officeHeistBegun(h: Harness): Promise<{ id: string; dm: string }> {
  const ava = alone(h);
  await h.driver.slashLine(ava.id, ava.dm, '/heist start scenario:office');
  await h.bot.idle();
  const m = latestControls(h, ava.id, ava.dm);
  if (enabledActions(m).length) await h.driver.click(ava.id, m.id, enabledActions(m)[0]);
  else await h.driver.select(ava.id, m.id, selectOf(m)!.id, [selectOf(m)!.values[0]]);
  await h.bot.idle();
  return ava;
}

/** A whole game alone with bots in a DM, played by pressing the newest controls (never Undo); what the person saw. */
async function wholeGame(h: Harness, start: string, cap = 400): Promise<{ id: { id: string; dm: string }; seen: Message[]; gameId: number }> {
  const u = alone(h);
  await h.driver.slashLine(u.id, u.dm, start);
  await h.bot.idle();
  const g = storedOf(h, u.dm);
  const game = GAMES.require(g.state.kind ?? 'burgle-bros');
  let n = 0;
  while (!game.result(storedOf(h, u.dm).state.engine) && n < cap) {
    let m: Message | null = null;
    const all = seenInOrder(h, u.id, [u.dm]);
    for (let i = all.length - 1; i >= 0 && !m; i--) if (enabledActions(all[i]).length || selectOf(all[i])) m = all[i];
    m ??= (await h.driver.slashLine(u.id, u.dm, '/heist hand')).message!;
    const buttons = enabledActions(m).filter((id) => !/:undo$/.test(id));
    const menu = selectOf(m);
    const values = (menu?.values ?? []).filter((v) => !v.startsWith('~'));
    if (menu && values.length && (n % 2 === 0 || !buttons.length)) await h.driver.select(u.id, m.id, menu.id, [values[n % values.length]]);
    else if (buttons.length) await h.driver.click(u.id, m.id, buttons[n % buttons.length]);
    else throw new Error(`nothing to press: ${textOf(m)}`);
    await h.bot.idle();
    n++;
  }
  expect(game.result(storedOf(h, u.dm).state.engine), `${start} played to the end`).not.toBeNull();
  return { id: u, seen: seenInOrder(h, u.id, [u.dm]), gameId: g.id };
}

/** Every person's export of a game has no sentence told twice in a row to them (within a post or across two). */
function expectNoDoubledLines(h: Harness, gameId: number): void {
  const g = h.bot.store.game(gameId)!;
  const stored = g.state as Stored;
  const game = GAMES.require(g.kind);
  const posts = h.bot.store.posts(gameId);
  stored.seats.forEach((seat, i) => {
    if (seat.bot) return;
    const lines = seatExport(game, stored, posts, i, 'en').posts.flatMap((p) => p.text.split('\n')).map((l) => l.trim()).filter((l) => l.length > 12);
    const doubled = lines.filter((l, k) => k > 0 && lines[k - 1] === l);
    expect(doubled, `${seat.name}: a sentence twice in a row`).toEqual([]);
  });
}

const linesOf = (seen: Message[]) => seen.flatMap((m) => textOf(m).split('\n'));

describe('Noir: Heist, told once', () => {
  it('a bot showing its identity to several thieves is one line, not one per thief', async () => {
    const h = await harness();
    const { seen, gameId } = await wholeGame(h, '/heist start game:noir-heist side:chief bots:4');
    for (const m of seen) {
      const shows = textOf(m).split('\n').map((l) => /^(.+?) showed their identity to /.exec(l)?.[1]).filter(Boolean);
      expect(shows.filter((w, k) => shows.indexOf(w) !== k), textOf(m)).toEqual([]);
    }
    expect(linesOf(seen).some((l) => / showed their identity to \S.*, .* and /.test(l)), 'a bot shows all thieves at once').toBe(true);
    expectNoDoubledLines(h, gameId);
  });

  for (const side of ['chief', 'thief']) {
    it(`the end is said once and the reveal once (${side}), not again in the last private note`, async () => {
      const h = await harness();
      const { seen, gameId } = await wholeGame(h, `/heist start game:noir-heist side:${side} bots:4`);
      const lines = linesOf(seen);
      const ends = lines.filter((l) => /the (thieves|security chief) wins?\b/i.test(l));
      expect(ends, 'who won, said once').toHaveLength(1);
      const reveal = lines.filter((l) => /^The plainclothes officer was /.test(l));
      expect(reveal, 'the reveal, once').toHaveLength(1);
      // No private note after it says again who was whom ("Your plainclothes officer: …", "Your identity: …").
      const at = seen.findIndex((m) => /^The plainclothes officer was /m.test(textOf(m)));
      expect(seen.slice(at + 1).map((m) => textOf(m)), 'nothing after the reveal').toEqual([]);
      expectNoDoubledLines(h, gameId);
    });
  }

  it('/heist status shows the whole last round, not its last few lines', async () => {
    const h = await harness();
    const ava = alone(h);
    await h.driver.slashLine(ava.id, ava.dm, '/heist start game:noir-heist side:thief bots:4');
    await h.bot.idle();
    const name = storedOf(h, ava.dm).state.seats.find((x) => x.userId === ava.id)!.name;
    let round: string[] = [];
    // Until a round of six lines or more is the latest (rounds are shorter on some deals).
    for (let k = 0; k < 40 && round.length < 6; k++) {
      const before = seenInOrder(h, ava.id, [ava.dm]).length;
      const m = latestControls(h, ava.id, ava.dm);
      const buttons = enabledActions(m);
      if (buttons.length) await h.driver.click(ava.id, m.id, buttons[k % buttons.length]);
      else await h.driver.select(ava.id, m.id, selectOf(m)!.id, [selectOf(m)!.values.filter((v) => !v.startsWith('~'))[0]]);
      await h.bot.idle();
      const post = seenInOrder(h, ava.id, [ava.dm]).slice(before).find((x) => !isEphemeral(x) && textOf(x).startsWith(`${name} `));
      // The round: what everyone else did after Ava's move, up to whose turn it is.
      round = post ? textOf(post).split('\n').slice(1).filter((l) => !/'s turn \(/.test(l)) : [];
      if (GAMES.require('noir-heist').result(storedOf(h, ava.dm).state.engine)) break;
    }
    expect(round.length, 'a round of more than five lines').toBeGreaterThanOrEqual(6);
    const status = textOf((await h.driver.slashLine(ava.id, ava.dm, '/heist status')).message!).split('\n');
    for (const line of round) expect(status, line).toContain(line);
  });

  it('a refused /rob suggests a shift of a line that holds the thief\'s own suspect', async () => {
    const h = await harness();
    const ava = alone(h);
    await h.driver.slashLine(ava.id, ava.dm, '/heist start game:noir-heist side:thief bots:4');
    await h.bot.idle();
    const noir = GAMES.require('noir-heist');
    const g = storedOf(h, ava.dm);
    const seat = g.state.seats.findIndex((s) => s.userId === ava.id);
    expect(noir.waitingOn(g.state.engine)).toContain(seat);
    // Her quadrant's vault robbed already (or she stands in none): /rob is refused either way. Three vaults robbed,
    // hers among them (the fourth would end the game).
    const engine = structuredClone(g.state.engine) as NoirState;
    const mine = quadrantOf(where(engine, engine.thieves.find((t) => t.seat === seat)!.identity!));
    engine.robbed = mine ? [mine, ...(['NW', 'NE', 'SW', 'SE'] as const).filter((v) => v !== mine).slice(0, 2)] : ['NW', 'NE', 'SW'];
    h.bot.store.commit(g.id, g.version, { state: { ...g.state, engine } });
    const note = textOf((await h.driver.slashLine(ava.id, ava.dm, '/heist hand')).message!);
    const [, col, row] = /now at ([A-G])([1-7])/.exec(note)!;
    const refused = await h.driver.slashLine(ava.id, ava.dm, '/rob');
    const said = textOf(refused.message!);
    const example = /[Tt]ry (\/\S+ line:(row|column) ([A-G1-7]) \w+)/.exec(said);
    expect(example, said).not.toBeNull();
    expect(example![3], `${said} (her suspect at ${col}${row})`).toBe(example![2] === 'row' ? row : col);
  });
});

describe('Art Robbery, told once', () => {
  /** Ava alone with two bots, the game set to a crafted position (Ava's turn). */
  async function crafted(h: Harness, script: (names: string[]) => Record<string, unknown>) {
    const ava = alone(h);
    await h.driver.slashLine(ava.id, ava.dm, '/heist start game:art-robbery bots:2');
    await h.bot.idle();
    const g = storedOf(h, ava.dm);
    const names = g.state.seats.map((s) => s.name);
    const { state } = stateOf(loadTokenFile(), { game: 'art-robbery', seed: 3, players: names, first: names[0], ...script(names) });
    h.bot.store.commit(g.id, g.version, { state: { ...g.state, engine: state } });
    return { ava, names };
  }

  it('"Which do you take with your 1?" is asked once: in the note, not also in the public post', async () => {
    const h = await harness();
    const { ava } = await crafted(h, (n) => ({ raid: 2, hands: { [n[0]]: ['1', '2', '3', '4', '5'] }, centre: ['1', '1*', '2'] }));
    const before = seenInOrder(h, ava.id, [ava.dm]).length;
    expect((await h.driver.slashLine(ava.id, ava.dm, '/play card:1')).error).toBeUndefined();
    await h.bot.idle();
    const after = seenInOrder(h, ava.id, [ava.dm]).slice(before);
    const asked = linesOf(after).filter((l) => /Which do you take with your 1\?/.test(l));
    expect(asked, after.map((m) => textOf(m)).join('\n---\n')).toHaveLength(1);
    expect(linesOf(after)).toContain(`${storedOf(h, ava.dm).state.seats[0].name} played a 1 and is choosing what to take.`);
  });

  it('the dog question is asked once, in the asked player\'s note', async () => {
    const h = await harness();
    const [ava, bo] = ['ava', 'bo'].map((username) => h.standin.createUser({ username }));
    const guild = h.standin.createGuild({ name: 'Museum', ownerId: ava.id, channels: ['heist'] });
    h.standin.addMember(guild.id, bo.id);
    const channel = guild.channels[0].id;
    await h.driver.slashLine(ava.id, channel, '/heist start game:art-robbery');
    await h.bot.idle();
    const lobby = seenInOrder(h, bo.id, [channel]).filter((m) => customIds(m).some((id) => id.endsWith(':join'))).at(-1)!;
    await h.driver.click(bo.id, lobby.id, customIds(lobby).find((id) => id.endsWith(':join'))!);
    await h.bot.idle();
    const again = seenInOrder(h, ava.id, [channel]).filter((m) => customIds(m).some((id) => id.endsWith(':begin'))).at(-1)!;
    await h.driver.click(ava.id, again.id, customIds(again).find((id) => id.endsWith(':begin'))!);
    await h.bot.idle();
    const g = storedOf(h, channel);
    const names = g.state.seats.map((s) => s.name);
    const first = names[g.state.seats.findIndex((s) => s.userId === ava.id)];
    const other = names.find((n) => n !== first)!;
    const { state } = stateOf(loadTokenFile(), { game: 'art-robbery', seed: 3, players: names, first, hands: { [first]: ['4', '1', '1', '1', '1'] }, centre: ['1'], faceUp: { [other]: ['4'] }, dog: other });
    h.bot.store.commit(g.id, g.version, { state: { ...g.state, engine: state } });
    const before = seenInOrder(h, bo.id, [channel, h.standin.dmChannel(bo.id)]).length;
    expect((await h.driver.slashLine(ava.id, channel, `/play card:4 from:${other}`)).error).toBeUndefined();
    await h.bot.idle();
    const after = seenInOrder(h, bo.id, [channel, h.standin.dmChannel(bo.id)]).slice(before);
    const asked = linesOf(after).filter((l) => /give the dog or the token\?/.test(l));
    expect(asked, after.map((m) => textOf(m)).join('\n---\n')).toHaveLength(1);
  });

  it('nothing is drawn or told after "The game is over" but the results', async () => {
    const h = await harness();
    const { seen, gameId } = await wholeGame(h, '/heist start game:art-robbery bots:2');
    const lines = linesOf(seen);
    const end = lines.findIndex((l) => /^The game is over/.test(l));
    expect(end).toBeGreaterThan(0);
    const endPost = seen.find((m) => /^The game is over/m.test(textOf(m)))!;
    const afterEnd = textOf(endPost).split('\n').slice(textOf(endPost).split('\n').findIndex((l) => /^The game is over/.test(l)) + 1);
    expect(afterEnd[0]).toBe('**Results**');
    expect(afterEnd.slice(1).every((l) => /: \d+ points?, \d+ alibis?\b/.test(l)), afterEnd.join('\n')).toBe(true);
    expect(lines.slice(end).filter((l) => /^You drew/.test(l)), 'no card drawn after the end').toEqual([]);
    expectNoDoubledLines(h, gameId);
    // Over: no message keeps a control to act (docs/rulings.md TB3); My hand and Web only read, and stay.
    const acting = (m: Message) => controlsOf(m).filter((c) => !c.disabled && !!c.custom_id && !/:(hand|w)$/.test(c.custom_id));
    expect(seen.filter((m) => acting(m).length).map((m) => `${textOf(m).split('\n')[0]} [${acting(m).map((c) => c.custom_id).join(' ')}]`)).toEqual([]);
    expect(seen.some((m) => controlsOf(m).some((c) => /:hand$/.test(c.custom_id ?? '')))).toBe(true);
  });

  it('in Russian, one arrested player is "Арестован", not the plural', async () => {
    const h = await harness();
    const u = h.standin.createUser({ username: 'ava', locale: 'ru' });
    const dm = h.standin.dmChannel(u.id);
    await h.driver.slashLine(u.id, dm, '/heist start game:art-robbery bots:2');
    await h.bot.idle();
    const g = storedOf(h, dm);
    const n = g.state.seats.map((x) => x.name);
    // Raid 4, one token left: Ava's 2 takes it and ends the game, Ava alone with the fewest alibis.
    const { state } = stateOf(loadTokenFile(), {
      game: 'art-robbery', seed: 3, players: n, first: n[0], raid: 4, centre: ['2'], hands: { [n[0]]: ['2', '2', '4', '4', 'dog'] },
      faceUp: { [n[0]]: ['5', '4'], [n[1]]: ['0**', '1**', 'boss'], [n[2]]: ['1*', '2*', '3*'] },
      banked: { [n[0]]: ['5', '4', '3'], [n[1]]: ['0*', '2', '1*'], [n[2]]: ['0**', '2*', '1'] },
    });
    h.bot.store.commit(g.id, g.version, { state: { ...g.state, engine: state } });
    expect((await h.driver.slashLine(u.id, dm, '/play card:2')).error).toBeUndefined();
    await h.bot.idle();
    const lines = linesOf(seenInOrder(h, u.id, [dm]));
    expect(lines).toContain(`Арестован за нехватку алиби: ${n[0]}.`);
  });

  it('`from:Degas` and `from:monet` find "Bot Degas" and "Bot Monet", as a person types them', async () => {
    const h = await harness();
    const { ava, names } = await crafted(h, (n) => ({ hands: { [n[0]]: ['4', '5', '1', '2', '3'] }, centre: ['1', '2'], faceUp: { [n[1]]: ['4'], [n[2]]: ['5'] } }));
    const bots = names.slice(1);
    expect(bots.every((n) => /^Bot \w+$/.test(n)), bots.join()).toBe(true);
    const word = (n: string) => n.replace(/^Bot /, '');
    const r = await h.driver.slashLine(ava.id, ava.dm, `/play card:4 from:${word(bots[0])}`);
    expect(r.error).toBeUndefined();
    await h.bot.idle();
    expect(linesOf(seenInOrder(h, ava.id, [ava.dm]))).toContain(`${names[0]} played a 4 and stole the 4 from ${bots[0]}.`);
    // Ava's next turn: a name's word in lower case.
    const g = storedOf(h, ava.dm);
    const { state } = stateOf(loadTokenFile(), { game: 'art-robbery', seed: 3, players: names, first: names[0], hands: { [names[0]]: ['5', '1', '2', '3', '4'] }, centre: ['1'], faceUp: { [bots[1]]: ['5'] } });
    h.bot.store.commit(g.id, g.version, { state: { ...g.state, engine: state } });
    const r2 = await h.driver.slashLine(ava.id, ava.dm, `/play card:5 from:${word(bots[1]).toLowerCase()}`);
    expect(r2.error).toBeUndefined();
    await h.bot.idle();
    expect(linesOf(seenInOrder(h, ava.id, [ava.dm]))).toContain(`${names[0]} played a 5 and stole the 5 from ${bots[1]}.`);
  });
});

describe('Burgle Bros., told once', () => {
  it('the break-in is one line: where, the room found there, and that the heist is on', async () => {
    const h = await harness();
    const ava = alone(h);
    await h.driver.slashLine(ava.id, ava.dm, '/heist start scenario:office');
    await h.bot.idle();
    const before = seenInOrder(h, ava.id, [ava.dm]).length;
    const m = latestControls(h, ava.id, ava.dm);
    const buttons = enabledActions(m);
    const menu = selectOf(m);
    if (buttons.length) await h.driver.click(ava.id, m.id, buttons[0]);
    else await h.driver.select(ava.id, m.id, menu!.id, [menu!.values[0]]);
    await h.bot.idle();
    const lines = linesOf(seenInOrder(h, ava.id, [ava.dm]).slice(before));
    const breakIn = lines.filter((l) => /breaks in|enters the building|The crew is in|revealed:/.test(l));
    expect(breakIn, lines.join('\n')).toHaveLength(1);
    expect(breakIn[0]).toMatch(/^The crew breaks in at F1 [A-D][1-4] \([A-Z][\w ()]+\): the heist is on!$/);
  });

  it('an event card is told once: by its effect\'s line when one follows, else by the card\'s text', async () => {
    const h = await harness();
    const game = GAMES.require('burgle-bros');
    const effect = /^(Gymnastics|Heads Up|Jump the Gun|Time Lock|Video Loop|Reboot|Shift Change|Keycode Change|[\w ]+ has no effect)|is now at|moves one step (less|more)|gained 1 stealth|passed .* to |the alarm at .* is off|now heads for/;
    const events: string[][] = [];
    // Heists whose turns end at once (an event card drawn each time), a new one whenever the last is lost early (the
    // deal, E2E_SEED), until an event told by its effect's line has been seen.
    for (let heist = 0; heist < 5 && !events.some(([card, next]) => !/ — /.test(card) && effect.test(next)); heist++) {
      const ava = await officeHeistBegun(h);
      for (let k = 0; k < 12 && !game.result(storedOf(h, ava.dm).state.engine); k++) {
        const r = await h.driver.slashLine(ava.id, ava.dm, '/end-turn preview:false');
        expect(r.error).toBeUndefined();
        await h.bot.idle();
        // "A turn ended only seconds ago: end this one too?" — yes.
        const confirm = confirmOf(r.message);
        if (confirm) {
          await h.driver.click(ava.id, r.message!.id, confirm);
          await h.bot.idle();
        }
      }
      const lines = linesOf(seenInOrder(h, ava.id, [ava.dm]));
      events.push(...lines.flatMap((l, k) => (/^Event for /.test(l) ? [[l, lines[k + 1] ?? '']] : [])));
    }
    expect(events.length).toBeGreaterThan(1);
    const twice = events.filter(([card, next]) => / — /.test(card) && effect.test(next));
    expect(twice, 'the card\'s text and its effect both told').toEqual([]);
    expect(events.some(([card, next]) => !/ — /.test(card) && effect.test(next)), events.join('\n')).toBe(true);
  });

  it('the entrance is marked as the entrance on the picture, not "downstairs"', async () => {
    const h = await harness();
    const ava = await officeHeistBegun(h);
    const { tileChips } = await import('../../src/games/burgle-bros/render/chips.js');
    const { LABELS } = await import('../../src/games/burgle-bros/render/labels.js');
    const s = storedOf(h, ava.dm).state.engine as Parameters<typeof tileChips>[0];
    expect(s.entrance).not.toBeNull();
    for (const lang of ['en', 'ru'] as const) {
      const chips = tileChips(s, LABELS[lang], s.entrance!, 0).map((c) => c.text);
      expect(chips).toContain(LABELS[lang].chip.entrance);
      expect(chips).not.toContain('▼');
    }
    expect(LABELS.en.legend).toContain('IN entrance');
  });

  it('one token, one action: singular words (the engine\'s sentences)', async () => {
    const { EN } = await import('../../src/games/burgle-bros/text/en-engine.js');
    const TOOL_EN = EN; // the tools' sentences are part of the engine codes' catalogue (text/en-tools.ts)
    expect(EN.hacked({ player: 'Hawk', at: 'F1 B2', tokens: 1 })).toBe('Hawk hacked F1 B2 (1 token)');
    expect(EN.hacked({ player: 'Hawk', at: 'F1 B2', tokens: 2 })).toBe('Hawk hacked F1 B2 (2 tokens)');
    expect(TOOL_EN['smoke-bomb']({ player: 'Hawk', at: 'F1 B2', tokens: 1 })).toBe('Hawk set off a Smoke Bomb at F1 B2 (1 stealth token there)');
    expect(TOOL_EN['invisible-suit-on']({ player: 'Hawk', actions: 1 })).toMatch(/1 action left$/);
  });
});
