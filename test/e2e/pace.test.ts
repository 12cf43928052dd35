// Play-by-post pace through the real bot and the stand-in, on one clock moved by hand: an interaction's token works
// 15 minutes from the interaction's creation, whatever was sent through it since; past that nothing is sent or edited
// through it (Discord answers 401 50027 and counts it as an invalid request: the harness fails the test on any).
import { afterEach, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { GAMES } from '../../src/games/index.js';
import { actionControls, playAtPace } from '../../src/local/pace.js';
import type { Message } from '../../src/local/standin/index.js';
import type { Stored } from '../../src/table/persist.js';
import {
  crewChannel, customIds, enabledActions, gatherAndBegin, isEphemeral, latestWithComponents, misroutedPrivatePosts, startHarness, textOf,
  type Harness,
} from './harness.js';
import { expectExportIsWhatWasSent } from './exported.js';

const MINUTE = 60_000;
const harnesses: Harness[] = [];
afterEach(async () => { await Promise.all(harnesses.splice(0).map((h) => h.close())); });

describe('an interaction token at play-by-post pace', () => {
  it('a note sent through an older token is not edited once that token is 15 minutes old, counted from its interaction', async () => {
    const h = await startHarness({ pictures: 'blank' });
    harnesses.push(h);
    const game = GAMES.require('art-robbery');
    const { people, channel } = crewChannel(h, ['ava', 'bo']);
    const [ava, bo] = people;
    await h.driver.slashLine(ava.id, channel, '/heist start game:art-robbery');
    await h.bot.idle();
    let lobby = latestWithComponents(h, channel, bo.id)!;
    // bo's token is made here, at t0.
    await h.driver.click(bo.id, lobby.id, customIds(lobby).find((x) => x.endsWith(':join'))!);
    await h.bot.idle();
    h.clock.advance(10 * MINUTE);
    lobby = latestWithComponents(h, channel, ava.id)!;
    await h.driver.click(ava.id, lobby.id, customIds(lobby).find((x) => x.endsWith(':begin'))!);
    await h.bot.idle();
    const waited = () => {
      const s = h.bot.store.activeGame(channel)!.state as Stored;
      return s.seats[game.waitingOn(s.engine)[0]].userId;
    };
    // ava plays first (the seeds are pinned), at once: bo's note then goes through his 10-minute-old token.
    expect(waited()).toBe(ava.id);
    const hers = h.driver.messages(channel, ava.id).filter((m) => isEphemeral(m) && enabledActions(m).length).at(-1)!;
    await h.driver.click(ava.id, hers.id, enabledActions(hers)[0]);
    await h.bot.idle();
    expect(waited()).toBe(bo.id);
    const g = h.bot.store.activeGame(channel)!;
    const note = h.driver.messages(channel, bo.id).filter((m) => isEphemeral(m) && enabledActions(m).length).at(-1)!;
    expect(note, 'bo\'s note, an ephemeral follow-up of his Join').toBeDefined();
    // 16 minutes after his Join he types his move: his note's controls would go, but only its token could edit it and
    // that token no longer works. Nothing is tried (a refused edit fails this test).
    h.clock.advance(6 * MINUTE);
    const card = /^h:\d+:\d+:a[a-h]?:(.*)$/.exec(enabledActions(note)[0])![1];
    const reply = await h.driver.slashLine(bo.id, channel, `/play card:${card.replace(/^play /, '')}`);
    await h.bot.idle();
    expect(reply.error).toBeUndefined();
    expect(h.bot.store.activeGame(channel)!.version).toBeGreaterThan(g.version);
    expect(h.standin.state.errorLog.filter((e) => e.code === 50027)).toEqual([]);
  });
});

/** Every message the bot makes from now on, with whose press made it (null: no one's) and `extra` read as it is made;
 * `off` stops recording. */
function recordMade<X extends object>(h: Harness, extra: () => X): { made: ({ m: Message; presser: string | null } & X)[]; off: () => void } {
  let presser: string | null = null;
  const made: ({ m: Message; presser: string | null } & X)[] = [];
  const off = h.driver.onMessage((m, event) => { if (event === 'create' && m.authorId === h.standin.botUserId) made.push({ m, presser, ...extra() }); });
  const byPress = h.standin.state.startInteraction.bind(h.standin.state);
  h.standin.state.startInteraction = (input) => { presser = input.userId; return byPress(input); };
  return { made, off };
}

/** Every private post of the channel's game reached its reader alone (harness.ts misroutedPrivatePosts); `some`: the
 * game sent private posts at all. */
function expectPrivateToReaders(h: Harness, channel: string, some: boolean): void {
  const { misrouted, sent } = misroutedPrivatePosts(h, h.bot.store.latestGame(channel)!.id);
  if (some) expect(sent).toBeGreaterThan(0);
  expect(misrouted, 'private posts delivered where others see them').toEqual([]);
}

/** Whole server games at the pace people play (src/local/pace.ts): what each person is sent, and what it costs
 * against Discord's global limit, at tables of several sizes, with and without bots. PACE_SEED (default 5)
 * varies the gaps and what each person presses (seeds 21–23 and 30–60 over these tables passed on 2026-12-06). */
describe('whole server games at play-by-post pace', () => {
  const TABLES = [
    { kind: 'art-robbery', start: '/heist start game:art-robbery', people: ['ava', 'bo', 'cy', 'di'], maxSteps: 200 },
    { kind: 'art-robbery', start: '/heist start game:art-robbery', people: ['ava', 'bo'], maxSteps: 200 },
    { kind: 'art-robbery', start: '/heist start game:art-robbery', people: ['ava', 'bo', 'cy', 'di', 'ed'], maxSteps: 200 },
    { kind: 'art-robbery', start: '/heist start game:art-robbery bots:1', people: ['ava', 'bo', 'cy'], maxSteps: 200 },
    { kind: 'noir-heist', start: '/heist start game:noir-heist chief:host', people: ['zed', 'ava', 'bo', 'cy', 'di'], maxSteps: 260 },
    { kind: 'noir-heist', start: '/heist start game:noir-heist chief:host', people: ['zed', 'ava', 'bo', 'cy', 'di', 'ed', 'fy'], maxSteps: 300 },
    { kind: 'noir-heist', start: '/heist start game:noir-heist bots:2', people: ['zed', 'ava', 'bo', 'cy'], maxSteps: 300 },
    { kind: 'burgle-bros', start: '/heist start scenario:office', people: ['ava', 'bo', 'cy'], maxSteps: 60 },
    { kind: 'burgle-bros', start: '/heist start scenario:bank', people: ['ava', 'bo', 'cy', 'di'], maxSteps: 60 },
    { kind: 'burgle-bros', start: '/heist start scenario:bank bots:1', people: ['ava', 'bo'], maxSteps: 60 },
  ] as const;
  const SEED = Number(process.env.PACE_SEED ?? 5);

  for (const table of TABLES) {
    const bots = /bots:(\d)/.exec(table.start)?.[1] ?? '0';
    it(`${table.kind}, ${table.people.length} people and ${bots} bots: hours between moves, at most 0.25 global-limited calls a step, nothing refused, each turn told once, no hand sent again unchanged`, async () => {
      const h = await startHarness({ pictures: 'blank' });
      harnesses.push(h);
      const game = GAMES.require(table.kind);
      const { people, channel } = crewChannel(h, [...table.people]);
      await gatherAndBegin(h, channel, people[0].id, people.slice(1).map((p) => p.id), table.start);
      const { made, off } = recordMade(h, () => ({}));
      const rng = new Rng(seedRng(SEED));
      const HOUR = 3_600_000;
      const result = await playAtPace({ standin: h.standin, driver: h.driver, bot: h.bot, clock: h.clock, game, channel }, {
        gap: () => (2 + rng.int(19)) * HOUR, rng, maxSteps: table.maxSteps,
      });
      off();
      // Burgle Bros. is played for its first 60 steps, unless the crew is caught sooner (any seed may deal that).
      expect(result.steps).toBeGreaterThan(table.kind !== 'burgle-bros' ? 30 : result.finished ? 10 : 40);
      if (table.kind !== 'burgle-bros') expect(result.finished).toBe(true);
      expect(result.global / result.steps, `${result.global} global-limited calls in ${result.steps} steps`).toBeLessThanOrEqual(0.25);
      expect(h.standin.state.invalidRequests).toEqual([]);

      for (const p of people) {
        const dm = h.standin.dmChannel(p.id);
        const mine = made.filter(({ m }) => (m.channelId === channel && (!m.ephemeralTo || m.ephemeralTo === p.id)) || m.channelId === dm);
        const privately = (m: Message) => m.ephemeralTo === p.id || m.channelId === dm;
        // Unasked: made by someone else's press (or by no one's).
        const unasked = mine.filter((x) => x.presser !== p.id);
        // A turn is told once: by the public post that pings them. No private message of theirs tells it again.
        const turnTold = unasked.filter(({ m }) => privately(m) && actionControls(m).length > 0);
        expect(turnTold.map(({ m }) => textOf(m).slice(0, 60)), `${p.username}: turns told again in private`).toEqual([]);
        // Nothing private reaches them unasked that repeats what their last private message said.
        let last = '';
        const again: string[] = [];
        for (const { m, presser: by } of mine) {
          if (!privately(m)) continue;
          if (by !== p.id && textOf(m) === last) again.push(textOf(m).slice(0, 60));
          last = textOf(m);
        }
        expect(again, `${p.username}: a private note sent again unchanged`).toEqual([]);
        // And nothing by DM at all: they did not ask for it.
        expect(h.driver.messages(dm, p.id)).toEqual([]);
      }
      expectPrivateToReaders(h, channel, table.kind !== 'burgle-bros');
    });
  }

  const DM_TABLES = [
    { kind: 'art-robbery', names: ['ava', 'bo', 'cy'], byDm: ['bo'] },
    { kind: 'noir-heist', names: ['zed', 'ava', 'bo', 'cy', 'di'], byDm: ['bo'] },
    { kind: 'art-robbery', names: ['ava', 'bo', 'cy', 'di'], byDm: ['ava', 'bo', 'cy', 'di'] },
    { kind: 'noir-heist', names: ['zed', 'ava', 'bo', 'cy', 'di', 'ed'], byDm: ['zed', 'ava', 'bo', 'cy', 'di', 'ed'] },
  ] as const;
  for (const { kind, names, byDm } of DM_TABLES) {
    it(`${kind}, ${names.length} people, ${byDm.length === 1 ? 'one' : 'all'} asked for their turns by DM: at hours pace one DM when it is their move, none repeating a line of the channel's post, no other note sent again unchanged`, async () => {
      const h = await startHarness({ pictures: 'blank' });
      harnesses.push(h);
      const game = GAMES.require(kind);
      const { people, channel } = crewChannel(h, [...names]);
      const dmPeople = people.filter((p) => (byDm as readonly string[]).includes(p.username));
      // One asks with the command; where all do, as the command does (with no answer of its own among what their seats
      // were sent, so that the export can be checked against it).
      const all = dmPeople.length > 1;
      for (const p of dmPeople) {
        if (all) h.bot.store.setUserPref(p.id, 'turns', 'dm');
        else await h.driver.slashLine(p.id, channel, '/heist settings dm:true');
      }
      await h.bot.idle();
      const gameId = await gatherAndBegin(h, channel, people[0].id, people.slice(1).map((p) => p.id), kind === 'art-robbery' ? '/heist start game:art-robbery' : '/heist start game:noir-heist chief:host');
      // Each message the bot makes, whose press made it, whom the game then waited on, and whether it was over.
      const waitedOn = () => {
        const stored = h.bot.store.latestGame(channel)!.state as Stored;
        return game.waitingOn(stored.engine).map((k) => stored.seats[k]?.userId);
      };
      const over = () => h.bot.store.latestGame(channel)!.status === 'finished';
      const { made, off } = recordMade(h, () => ({ waited: waitedOn(), over: over() }));
      const rng = new Rng(seedRng(SEED + 2));
      const result = await playAtPace({ standin: h.standin, driver: h.driver, bot: h.bot, clock: h.clock, game, channel }, {
        gap: () => (2 + rng.int(19)) * 3_600_000, rng, maxSteps: 260,
      });
      off();
      expect(result.finished).toBe(true);
      expect(h.standin.state.invalidRequests).toEqual([]);
      for (const p of dmPeople) {
        const dm = h.standin.dmChannel(p.id);
        // Between two of their own presses, one DM at most: the one telling their move (or the game's end). Their
        // other private notes (a card drawn once another answered, an identity shown them) wait for it, and it tells
        // them first (README, `dm:`). A DM says something the message above it in their DM does not (where nothing
        // of theirs changed, only that it is their move), and no other private message says their last again.
        let turns = 0, since = 0, last = '', aboveInDm: string[] = [];
        const wrong: string[] = [];
        const linesOf = (m: Message) => textOf(m).split('\n').map((l) => l.trim()).filter(Boolean);
        for (const { m, presser: by, waited, over: ended } of made) {
          if (by === p.id) since = 0;
          if (m.ephemeralTo !== p.id && m.channelId !== dm) continue;
          if (by !== p.id && m.channelId === dm) {
            if (++since > 1) wrong.push(`a second DM before they pressed: ${textOf(m).slice(0, 60)}`);
            if (waited.includes(p.id) && actionControls(m).length > 0) turns++;
            else if (!ended) wrong.push(`a DM that is not their move: ${textOf(m).slice(0, 60)}`);
            if (aboveInDm.length && linesOf(m).every((l) => aboveInDm.includes(l))) wrong.push(`a DM saying only what the one above it does: ${textOf(m).slice(0, 60)}`);
          } else if (by !== p.id && textOf(m) === last) wrong.push(`sent again unchanged: ${textOf(m).slice(0, 60)}`);
          last = textOf(m);
          if (m.channelId === dm && !m.ephemeralTo) aboveInDm = linesOf(m);
        }
        expect(turns, `${p.username}'s moves came by DM`).toBeGreaterThan(0);
        expect(wrong, p.username).toEqual([]);
        // What the channel's post of the same press said is not said again in their DM.
        const lines = (m: Message) => textOf(m).split('\n').map((l) => l.trim()).filter((l) => l.length > 12);
        const repeated: string[] = [];
        made.forEach(({ m, presser: by }, i) => {
          if (m.channelId !== dm || by === p.id) return;
          const told = new Set(made.filter((x, j) => j < i && x.presser === by && x.m.channelId === channel && !x.m.ephemeralTo).slice(-1).flatMap((x) => lines(x.m)));
          repeated.push(...lines(m).filter((l) => told.has(l)));
        });
        expect(repeated, `${p.username}: lines of the channel post told again by DM`).toEqual([]);
      }
      expectPrivateToReaders(h, channel, true);
      // Each seat's export is what it was sent: its DMs, and none of the notes that waited for one.
      if (all) await expectExportIsWhatWasSent(h, gameId, channel);
    });
  }

  /** Noir: Heist at hours pace until bo, who asked for his turns by DM, is told his move by DM; then, hours later and
   * before he acts, a mate who had not shows him their identity (`show`). */
  async function shownDuringHisMove(before: (h: Harness, dm: string) => void = () => {}) {
    const h = await startHarness({ pictures: 'blank' });
    harnesses.push(h);
    const game = GAMES.require('noir-heist');
    const { people, channel } = crewChannel(h, ['zed', 'ava', 'bo', 'cy', 'di']);
    const [, ava, bo, cy, di] = people;
    // Asked as /heist settings dm:true does (tested above), with no answer of its own among what his seat was sent.
    h.bot.store.setUserPref(bo.id, 'turns', 'dm');
    const gameId = await gatherAndBegin(h, channel, people[0].id, people.slice(1).map((p) => p.id), '/heist start game:noir-heist chief:host');
    const S = () => h.bot.store.game(gameId)!.state as Stored;
    const hisMove = () => game.waitingOn(S().engine).some((k) => S().seats[k]?.userId === bo.id);
    const dm = h.standin.dmChannel(bo.id);
    const dms = () => h.driver.messages(dm, bo.id);
    const rng = new Rng(seedRng(SEED + 3));
    const step = () => playAtPace({ standin: h.standin, driver: h.driver, bot: h.bot, clock: h.clock, game, channel }, { gap: () => 3 * 3_600_000, rng, maxSteps: 1 });
    for (let n = 0; n < 30 && !(hisMove() && dms().at(-1) && actionControls(dms().at(-1)!).length > 0); n++) await step();
    expect(hisMove(), 'the game waits on bo, his move told by DM').toBe(true);
    const told = dms().length;
    h.clock.advance(5 * 3_600_000);
    before(h, dm);
    const boName = S().seats.find((x) => x.userId === bo.id)!.name;
    const versionBefore = h.bot.store.game(gameId)!.version;
    const mayShowHim = (userId: string) => {
      const k = S().seats.findIndex((x) => x.userId === userId);
      return game.legal(S().engine, k).some((a) => (a as { verb?: string; args?: string[] }).verb === 'show' && (a as { args?: string[] }).args?.[0] === boName);
    };
    const mate = [ava, cy, di].find((p) => mayShowHim(p.id));
    expect(mate, 'a mate who has not shown him their identity').toBeDefined();
    await h.driver.slashLine(mate!.id, channel, `/show thief:${boName}`);
    await h.bot.idle();
    expect(h.bot.store.game(gameId)!.version, 'a mate showed him their identity').toBeGreaterThan(versionBefore);
    const news = new RegExp(`${S().seats.find((x) => x.userId === mate!.id)!.name} showed you their identity`);
    return { h, channel, gameId, bo, dms, told, step, news };
  }

  it('noir-heist: one who asked for DM turns is shown an identity during his move, hours after its DM: no second DM: his move\'s DM shows it, and he acts from there', async () => {
    const { h, channel, gameId, dms, told, step, news } = await shownDuringHisMove();
    expect(dms().length, 'no second DM in one move').toBe(told);
    // His move's DM shows it, edited in place (no ping), with controls of the game as it is now: he acts from there.
    const moveDm = dms().at(-1)!;
    expect(textOf(moveDm)).toMatch(news);
    expect(actionControls(moveDm).length).toBeGreaterThan(0);
    expect(moveDm.attachments.map((a) => a.filename), 'his picture, drawn again').toEqual(['heist.png']);
    const moved = await step();
    expect(moved.steps, 'his move, made from the DM').toBe(1);
    expect(dms().length, 'his answer in the DM').toBeGreaterThan(told);
    // What each seat was sent, the DM edited in place included, is what its export says.
    await expectExportIsWhatWasSent(h, gameId, channel);
    expect(h.standin.state.invalidRequests).toEqual([]);
  });

  it('noir-heist: that edit of his DM failing for a while is made once Discord answers again; his DM deleted, the news waits for his press', async () => {
    // Discord fails every edit of a message for a while (past discord.js's own retries).
    let storm: { hits: number; cancel(): void } | null = null;
    const failing = await shownDuringHisMove((h) => { storm = h.standin.faults.serverError({ method: 'PATCH', path: /\/channels\/\d+\/messages\/\d+$/, status: 503 }); });
    expect(storm!.hits, 'the edit was tried').toBeGreaterThan(0);
    expect(textOf(failing.dms().at(-1)!)).not.toMatch(failing.news);
    storm!.cancel();
    await failing.h.bot.sweepOutbox();
    await failing.h.bot.idle();
    expect(failing.dms().length, 'no second DM in one move').toBe(failing.told);
    expect(textOf(failing.dms().at(-1)!), 'the edit made once Discord answered').toMatch(failing.news);
    expect(actionControls(failing.dms().at(-1)!).length).toBeGreaterThan(0);

    // He deleted the DM: nothing to edit, and no second DM; what he was shown waits for his next press in the channel.
    const gone = await shownDuringHisMove((h, dm) => h.standin.faults.deleteMessage(h.driver.messages(dm).at(-1)!.id));
    expect(gone.dms().length, 'no DM sent again').toBe(gone.told - 1);
    const asked = await gone.h.driver.slashLine(gone.bo.id, gone.channel, '/heist hand');
    expect(textOf(asked.message!)).toMatch(gone.news);
    expect(gone.h.standin.state.invalidRequests).toEqual([]);
  });

  it('at fast pace (seconds between moves) a server game costs no more than before: at most 0.05 global-limited calls a step', async () => {
    const h = await startHarness({ pictures: 'blank' });
    harnesses.push(h);
    const game = GAMES.require('noir-heist');
    const { people, channel } = crewChannel(h, ['zed', 'ava', 'bo', 'cy', 'di']);
    await gatherAndBegin(h, channel, people[0].id, people.slice(1).map((p) => p.id), '/heist start game:noir-heist chief:host');
    const rng = new Rng(seedRng(6));
    const result = await playAtPace({ standin: h.standin, driver: h.driver, bot: h.bot, clock: h.clock, game, channel }, {
      gap: () => (5 + rng.int(60)) * 1000, rng, maxSteps: 150,
    });
    expect(result.steps).toBeGreaterThan(30);
    expect(result.global / result.steps).toBeLessThanOrEqual(0.05);
    // Here notes for others go through their own interactions' tokens, still working: each to its reader alone.
    expectPrivateToReaders(h, channel, true);
  });

  it('at fast pace, Art Robbery: every private post reaches its reader alone', async () => {
    const h = await startHarness({ pictures: 'blank' });
    harnesses.push(h);
    const game = GAMES.require('art-robbery');
    const { people, channel } = crewChannel(h, ['ava', 'bo', 'cy', 'di']);
    await gatherAndBegin(h, channel, people[0].id, people.slice(1).map((p) => p.id), '/heist start game:art-robbery');
    const rng = new Rng(seedRng(SEED + 1));
    const result = await playAtPace({ standin: h.standin, driver: h.driver, bot: h.bot, clock: h.clock, game, channel }, {
      gap: () => (5 + rng.int(60)) * 1000, rng, maxSteps: 200,
    });
    expect(result.finished).toBe(true);
    expect(h.standin.state.invalidRequests).toEqual([]);
    expectPrivateToReaders(h, channel, true);
  });
});

describe('a seat a bot plays', () => {
  it('its person\'s earlier notes show no cards while the bot plays: they offer the seat back, which one press takes', async () => {
    const h = await startHarness({ pictures: 'blank' });
    harnesses.push(h);
    const game = GAMES.require('art-robbery');
    const { people, channel } = crewChannel(h, ['ava', 'bo', 'cy']);
    const [ava, bo] = people;
    // bo asked for his turns by DM: his notes are DMs, which stay.
    await h.driver.slashLine(bo.id, channel, '/heist settings dm:true');
    const gameId = await gatherAndBegin(h, channel, ava.id, people.slice(1).map((p) => p.id), '/heist start game:art-robbery');
    const S = () => h.bot.store.game(gameId)!.state as Stored;
    const waited = () => S().seats[game.waitingOn(S().engine)[0]].userId;
    const rng = new Rng(seedRng(8));
    // Hours between moves, until the game waits on bo again after someone else's move: his turn comes by DM.
    const step = () => playAtPace({ standin: h.standin, driver: h.driver, bot: h.bot, clock: h.clock, game, channel }, { gap: () => 3 * 3_600_000, rng, maxSteps: 1 });
    const dm = h.standin.dmChannel(bo.id);
    const dmNote = () => h.driver.messages(dm, bo.id).filter((m) => actionControls(m).length > 0).at(-1);
    for (let n = 0; n < 20 && !(waited() === bo.id && dmNote()); n++) await step();
    expect(waited()).toBe(bo.id);
    const note = dmNote()!;
    expect(actionControls(note).length, 'his turn\'s note, by DM, with his cards').toBeGreaterThan(0);
    // Reminders go unanswered; the host lets a bot play his seat.
    for (let i = 0; i < 4; i++) {
      h.clock.advance(13 * 3_600_000);
      await h.bot.tickReminders();
    }
    await h.bot.idle();
    const final = h.driver.messages(channel).filter((m) => customIds(m).some((id) => /:away:\d+$/.test(id))).at(-1)!;
    await h.driver.click(ava.id, final.id, customIds(final).find((id) => /:away:\d+$/.test(id))!);
    await h.bot.idle();
    expect(S().seats.find((s) => s.userId === bo.id)!.away).toMatchObject({ by: 'host' });
    // His DM note now shows no card and no hand: it says a bot plays his seat, and offers it back.
    const now = h.driver.messages(dm, bo.id).find((m) => m.id === note.id)!;
    expect(actionControls(now)).toEqual([]);
    expect(textOf(now)).not.toMatch(/Your hand/);
    expect(textOf(now)).toMatch(/A bot plays your seat since .*: this note is out of date/);
    const back = customIds(now).find((id) => /:back:\d+$/.test(id))!;
    expect(back).toBeDefined();
    const pressed = await h.driver.click(bo.id, now.id, back);
    await h.bot.idle();
    expect(pressed.error).toBeUndefined();
    expect(S().seats.find((s) => s.userId === bo.id)!.away).toBeUndefined();
    // The seat is his again: no message anywhere still offers it back (the note he pressed on included), and the
    // channel's posts that offered it keep My hand, which works at any moment.
    const offersBack = (m: Message) => customIds(m).some((id) => /:back:\d+$/.test(id));
    expect(h.driver.messages(dm, bo.id).filter(offersBack).map(textOf)).toEqual([]);
    expect(h.driver.messages(channel).filter(offersBack).map(textOf)).toEqual([]);
    const handedOver = h.driver.messages(channel).find((m) => /let a bot play bo's seat/.test(textOf(m)))!;
    expect(customIds(handedOver).filter((id) => id.endsWith(':hand'))).toHaveLength(1);
  });
});
