// Games across days through the real bot and the Discord stand-in, for each game: a server game where one player goes
// silent, is reminded, and is handed to a bot three times (by the host, by two players agreeing, by the away-after
// deadline, the store's clock moved forward: no sleeping); each time the game goes on, the player takes the seat back
// (a command, the button, a press of a game control) and is told what they missed; refusals are sentences; then
// /heist leave mid-game hands the leavers' seats to the bot for good and the game ends normally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import type { Message } from '../../src/local/standin/index.js';
import type { Stored } from '../../src/table/persist.js';
import {
  crewChannel, customIds, endTurnFromHand, gatherAndBegin, isEphemeral, playFromHand, startHarness, type Harness, textOf,
} from './harness.js';

const HOUR = 3_600_000;

const GAMES_UNDER_TEST = [
  { kind: 'burgle-bros', start: '/heist start scenario:office' },
  { kind: 'art-robbery', start: '/heist start game:art-robbery' },
  { kind: 'noir-heist', start: '/heist start game:noir-heist bots:1 chief:host' },
] as const;

for (const g of GAMES_UNDER_TEST) {
  const game = GAMES.require(g.kind);
  describe(`${g.kind}: a player who stops coming`, () => {
    let h: Harness;
    let channel: string;
    let people: { id: string; username: string }[];
    let guildId: string;
    let gameId = 0;
    let moves = 0;

    beforeAll(async () => {
      h = await startHarness({ pictures: 'blank' }); // no picture is looked at
      ({ people, channel, guildId } = crewChannel(h, ['ava', 'bo', 'cy', 'di', 'outsider'], 'Crew'));
    });
    afterAll(async () => { await h?.close(); });

    const S = () => h.bot.store.game(gameId)!.state as Stored;
    const over = () => game.result(S().engine) !== null;
    const waited = (): string | null => {
      const s = S();
      if (over()) return null;
      const k = game.waitingOn(s.engine)[0];
      return s.seats[k]?.userId ?? null;
    };
    const seatOf = (userId: string) => S().seats.find((s) => s.userId === userId)!;
    /** The others play (from their private notes, or the board's controls) until the game waits on `userId`. */
    async function playUntilWaitingOn(userId: string): Promise<void> {
      for (let n = 0; n < 80; n++) {
        const w = waited();
        if (w === null) throw new Error('the game ended before it waited on them');
        if (w === userId) return;
        await play(w);
      }
      throw new Error(`the game never waited on ${userId}`);
    }
    /** One move by the waited-on person from their note (/heist hand); every other time an end of turn when there is
     * one (Burgle Bros.: a turn of random moves may go on for long). */
    async function play(userId: string): Promise<void> {
      const n = moves++;
      if (n % 2 === 0 && await endTurnFromHand(h, channel, userId)) return;
      await playFromHand(h, channel, userId, n);
    }
    /** The clock moves on past each reminder: three, then the final "waiting on X"; the final one, found. */
    async function remindUntilFinal(): Promise<Message> {
      for (let i = 0; i < 4; i++) {
        h.clock.t += 13 * HOUR;
        await h.bot.tickReminders();
      }
      await h.bot.idle();
      const final = h.driver.messages(channel).filter((m) => customIds(m).some((id) => /:away:\d+$/.test(id))).at(-1);
      expect(final, 'the final reminder carries the hand-over control').toBeTruthy();
      expect(textOf(final!)).toMatch(/The game is waiting on/);
      return final!;
    }
    const awayId = (m: Message) => customIds(m).find((id) => /:away:\d+$/.test(id))!;
    const lastPublic = () => h.driver.messages(channel).filter((m) => !isEphemeral(m)).at(-1)!;
    const answerOf = (r: { message?: Message; followUps: Message[] }) => [r.message, ...r.followUps].filter((m): m is Message => !!m).map(textOf).join('\n');

    it('is handed to a bot by the host after the last reminder, the game goes on, and takes the seat back with a command', async () => {
      const [ava, bo, cy, di] = people;
      gameId = await gatherAndBegin(h, channel, ava.id, [bo.id, cy.id, di.id], g.start);
      await playUntilWaitingOn(bo.id);
      const final = await remindUntilFinal();
      const version = h.bot.store.game(gameId)!.version;

      // Someone not at the table may not hand anyone over: a sentence, nothing changed.
      const refused = await h.driver.click(people[4].id, final.id, awayId(final));
      expect(isEphemeral(refused.message)).toBe(true);
      expect(textOf(refused.message!)).toMatch(/Only the host .*two other players of this heist agreeing/);
      // Nor the silent player themselves.
      const own = await h.driver.click(bo.id, final.id, awayId(final));
      expect(textOf(own.message!)).toMatch(/your own seat/);
      expect(h.bot.store.game(gameId)!.version).toBe(version);

      await h.driver.click(ava.id, final.id, awayId(final));
      await h.bot.idle();
      expect(seatOf(bo.id).away).toMatchObject({ by: 'host' });
      expect(h.bot.store.log(gameId).some((e) => /^#away \d+$/.test(e.action))).toBe(true);
      expect(h.driver.messages(channel).some((m) => /The host \(.*\) let a bot play .* seat until they return/.test(textOf(m)))).toBe(true);
      // The bot played at once: the game no longer waits on bo (or is over).
      expect(waited()).not.toBe(bo.id);
      // /heist status tells who is played by a bot and since when, where it lists the seats (once).
      const status = await h.driver.slashLine(cy.id, channel, '/heist status');
      await h.bot.idle();
      expect(textOf(status.message!)).toMatch(/a bot plays since 2026-\d\d-\d\d \d\d:\d\d UTC, until they return/);
      expect(textOf(status.message!).match(/a bot plays/gi)).toHaveLength(1);

      // The game goes on: the others play a few moves, the bot plays bo's turns.
      for (let n = 0; n < 4 && !over(); n++) await play(waited()!);
      expect(over()).toBe(false);

      // bo comes back: a command of the game takes the seat back; they are told what they missed; the channel a line.
      const back = await h.driver.slashLine(bo.id, channel, '/heist hand');
      await h.bot.idle();
      expect(answerOf(back)).toMatch(/Your seat is yours again\. What happened since your last move:/);
      // What they missed, in order, from their last move (here, the start: bo had not moved): the hand-over among it,
      // then what each step told the channel, one line per thing (never a whole board post); a line for their own
      // seat alone may be among them.
      const told = answerOf(back).split('\n');
      const from = told.indexOf('Your seat is yours again. What happened since your last move:') + 1;
      const upTo = told.indexOf('', from);
      const missed = told.slice(from, upTo);
      expect(missed).toContain('A bot took over your seat.');
      // Whole lines only: nothing cut in the middle (what does not fit is counted, with where to read it).
      for (const line of missed) if (line.startsWith('…')) expect(line).toMatch(/^… and \d+ more: the whole story since your last move is on your web page \(\/heist web\)\.$/);
      expect(seatOf(bo.id).away).toBeUndefined();
      expect(h.bot.store.log(gameId).some((e) => /^#back \d+$/.test(e.action))).toBe(true);
      expect(h.driver.messages(channel).some((m) => /is back and takes their seat from the bot/.test(textOf(m)))).toBe(true);
      // The hand-over's Take-back control is refused to one who never held a seat, and to bo now that it is theirs.
      const line = h.driver.messages(channel).filter((m) => customIds(m).some((id) => /:back:\d+$/.test(id))).at(-1);
      if (line) {
        const backId = customIds(line).find((id) => /:back:\d+$/.test(id))!;
        const never = await h.driver.click(people[4].id, line.id, backId);
        expect(textOf(never.message!)).toMatch(/You never held a seat at this heist/);
      }
    });

    it('is handed to a bot by two other players agreeing, and takes it back with the button', async () => {
      const [, bo, cy, di] = people;
      await playUntilWaitingOn(bo.id);
      const final = await remindUntilFinal();
      const first = await h.driver.click(cy.id, final.id, awayId(final));
      await h.bot.idle();
      expect(first.message && isEphemeral(first.message)).toBeFalsy();
      expect(textOf(lastPublic())).toMatch(/agrees to let a bot play .* seat until they return/);
      expect(seatOf(bo.id).away).toBeUndefined();
      const again = await h.driver.click(cy.id, final.id, awayId(final));
      expect(textOf(again.message!)).toMatch(/You already agreed/);
      await h.driver.click(di.id, final.id, awayId(final));
      await h.bot.idle();
      expect(seatOf(bo.id).away).toMatchObject({ by: 'players' });
      expect(h.driver.messages(channel).some((m) => /and .* agreed to let a bot play .* seat until they return/.test(textOf(m)))).toBe(true);
      expect(waited()).not.toBe(bo.id);

      const line = h.driver.messages(channel).filter((m) => customIds(m).some((id) => /:back:\d+$/.test(id))).at(-1)!;
      const backId = customIds(line).find((id) => /:back:\d+$/.test(id))!;
      // Another seated player cannot take it back for them.
      const notYours = await h.driver.click(cy.id, line.id, backId);
      expect(textOf(notYours.message!)).toMatch(/only .* can take it back/);
      const back = await h.driver.click(bo.id, line.id, backId);
      await h.bot.idle();
      expect(answerOf(back)).toMatch(/Your seat is yours again/);
      expect(seatOf(bo.id).away).toBeUndefined();
    });

    it('is handed to a bot by a channel manager who does not play, and takes it back with a command', async () => {
      const [, bo] = people;
      const mod = h.standin.createUser({ username: `mod-${g.kind}` });
      h.standin.addMember(guildId, mod.id, { permissions: 1n << 4n }); // Manage Channels
      await playUntilWaitingOn(bo.id);
      const final = await remindUntilFinal();
      await h.driver.click(mod.id, final.id, awayId(final));
      await h.bot.idle();
      expect(seatOf(bo.id).away).toMatchObject({ by: 'manager' });
      expect(waited()).not.toBe(bo.id);
      const back = await h.driver.slashLine(bo.id, channel, '/heist hand');
      await h.bot.idle();
      expect(answerOf(back)).toMatch(/Your seat is yours again/);
      expect(seatOf(bo.id).away).toBeUndefined();
    });

    it('is handed to a bot by the away-after deadline, told in one line, and takes it back by pressing a game control', async () => {
      const [ava, bo] = people;
      const set = await h.driver.slashLine(ava.id, channel, '/heist settings away-after:6');
      await h.bot.idle();
      expect(textOf(set.message!)).toMatch(/waited on for 6 h, after the last reminder, is handed to a bot/);
      await playUntilWaitingOn(bo.id);
      await remindUntilFinal();
      expect(seatOf(bo.id).away).toBeUndefined();
      h.clock.t += 7 * HOUR;
      await h.bot.tickReminders();
      await h.bot.idle();
      expect(seatOf(bo.id).away).toMatchObject({ by: 'deadline' });
      expect(h.driver.messages(channel).filter((m) => /has not moved for 6 h after the reminders/.test(textOf(m)))).toHaveLength(1);
      expect(waited()).not.toBe(bo.id);
      // Nothing more is due for that wait.
      h.clock.t += 100 * HOUR;
      await h.bot.tickReminders();
      await h.bot.idle();
      expect(h.driver.messages(channel).filter((m) => /has not moved for 6 h/.test(textOf(m)))).toHaveLength(1);

      // bo presses My hand (or the board's control) on the latest public post: the seat is theirs again first.
      const post = h.driver.messages(channel).filter((m) => !isEphemeral(m) && customIds(m).some((id) => /:(hand|a)(:|$)/.test(id))).at(-1);
      const control = post ? customIds(post).find((id) => /:(hand|a)(:|$)/.test(id)) : undefined;
      const back = control ? await h.driver.click(bo.id, post!.id, control) : await h.driver.slashLine(bo.id, channel, '/heist hand');
      await h.bot.idle();
      expect(answerOf(back)).toMatch(/Your seat is yours again/);
      expect(seatOf(bo.id).away).toBeUndefined();
      await h.driver.slashLine(ava.id, channel, '/heist settings away-after:0');
      await h.bot.idle();
    });

    it('/heist leave mid-game asks first, then a bot plays the seat to the end; the game ends normally', async () => {
      const [ava, bo, cy, di] = people;
      const ask = await h.driver.slashLine(bo.id, channel, '/heist leave');
      await h.bot.idle();
      expect(isEphemeral(ask.message)).toBe(true);
      expect(textOf(ask.message!)).toMatch(/Leave this heist for good\?/);
      expect(seatOf(bo.id).away).toBeUndefined();
      const quit = customIds(ask.message!).find((id) => /:quit$/.test(id))!;
      await h.driver.click(bo.id, ask.message!.id, quit);
      await h.bot.idle();
      expect(seatOf(bo.id).away).toMatchObject({ by: 'leave' });
      expect(h.driver.messages(channel).some((m) => /has left the heist: a bot plays their seat for the rest of the game/.test(textOf(m)))).toBe(true);
      // A command of the game by the leaver does not take it back.
      const after = await h.driver.slashLine(bo.id, channel, '/heist hand');
      await h.bot.idle();
      expect(textOf(after.message!)).toMatch(/not in this crew|left this heist/);
      expect(seatOf(bo.id).away).toMatchObject({ by: 'leave' });

      // The others play on a while, then leave too: the bots finish the game, which ends with its result.
      for (let n = 0; n < 20 && !over(); n++) await play(waited()!);
      for (const p of [cy, di, ava]) {
        if (over()) break;
        const r = await h.driver.slashLine(p.id, channel, '/heist leave');
        await h.bot.idle();
        await h.driver.click(p.id, r.message!.id, customIds(r.message!).find((id) => /:quit$/.test(id))!);
        await h.bot.idle();
      }
      expect(over(), 'the game ended').toBe(true);
      expect(h.bot.store.game(gameId)!.status).toBe('finished');
    });
  });
}
