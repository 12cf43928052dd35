// Whole games through the stand-in at the pace people play them: the one clock (shared by the bot and the stand-in)
// moves on between moves by a gap the caller chooses (seconds, or hours: every earlier interaction token expired), and
// each person presses where their controls are when they come back. A person who comes back after a while sees what
// stays in Discord: the channel and their DMs (an ephemeral note is gone once Discord reloads, taken here as after 15
// minutes); with no control in sight, they press My hand on the latest public post (or type /heist hand) and play from
// its answer. Each move is the one the game's own bot (normal) would choose for that seat, pressed on the message where
// that person's controls are. Used by the pace test (test/e2e/pace.test.ts) and `npm run bench` (src/cli/bench-calls.ts).
import type { AnyGame } from '../core/module.js';
import type { Clock } from '../core/clock.js';
import { Rng } from '../core/rng.js';
import type { Store } from '../store/types.js';
import type { Stored } from '../table/persist.js';
import { controlsOf, type Driver } from './driver.js';
import type { Message, Standin } from './standin/index.js';

/** An ephemeral message stays on a person's screen this long (then Discord has reloaded, and it is gone). */
const EPHEMERAL_SEEN_MS = 15 * 60_000;

export interface PaceTable {
  standin: Standin;
  driver: Driver;
  bot: { store: Store; idle(): Promise<void> };
  clock: Clock & { advance(ms: number): void };
  game: AnyGame;
  channel: string;
}

export interface PaceResult {
  /** Presses that moved the game (steps), and everything pressed (My hand answers included). */
  steps: number;
  presses: number;
  /** REST calls in all, those counted against Discord's global limit, those through an interaction's token. */
  calls: number;
  global: number;
  interaction: number;
  finished: boolean;
}

/** Plays the channel's game until it ends or `maxSteps` steps were taken, `gap()` ms of the clock before each
 * person's move. */
export async function playAtPace(t: PaceTable, opts: { gap: () => number; rng: Rng; maxSteps: number }): Promise<PaceResult> {
  const { standin, bot, game, channel } = t;
  const before = { ...standin.state.callTotals };
  const stored = () => {
    const g = bot.store.activeGame(channel);
    return g ? { id: g.id, version: g.version, data: g.state as Stored } : null;
  };
  let steps = 0;
  let presses = 0;
  let finished = false;
  for (let n = 0; steps < opts.maxSteps && n < opts.maxSteps * 4; n++) {
    const now = stored();
    if (!now || !now.data.engine || game.result(now.data.engine)) {
      finished = true;
      break;
    }
    const s = now.data.engine;
    const seat = game.waitingOn(s).find((k) => !now.data.seats[k]?.bot && !now.data.seats[k]?.away);
    if (seat === undefined) break;
    const userId = now.data.seats[seat].userId;
    const legal = game.legal(s, seat);
    if (!legal.length) break;
    t.clock.advance(opts.gap());
    const action = game.bot({ view: game.view(s, seat), seat, legal, rng: opts.rng, level: 'normal' });
    const typed = game.format(s, action).replace(/^[^:]*:\s*/, '');
    let where = controlsInSight(t, userId);
    if (!where) {
      // Nothing to press in sight: My hand on the latest public post, then its answer.
      const board = [...t.driver.messages(channel, userId)].reverse().find((m) => !m.ephemeralTo && handControl(m));
      const asked = board
        ? await t.driver.click(userId, board.id, handControl(board)!)
        : await t.driver.slashLine(userId, channel, '/heist hand');
      presses++;
      await bot.idle();
      where = asked.message && actionControls(asked.message).length ? asked.message : controlsInSight(t, userId);
      if (!where) break;
    }
    const reply = await standin.state.startInteraction({
      type: 3, userId, channelId: where.channelId, messageId: where.id, replyTimeoutMs: 300_000,
      data: { custom_id: `h:${now.id}:${now.version}:c:${typed}`, component_type: 2 },
    });
    presses++;
    await bot.idle();
    if (!reply.error && (stored()?.version ?? 0) > now.version) steps++;
  }
  const after = standin.state.callTotals;
  return {
    steps, presses, finished, calls: after.all - before.all, global: after.globalLimited - before.globalLimited,
    interaction: after.interaction - before.interaction,
  };
}

/** The newest message this person still sees (the channel, their DM, their ephemeral notes of the last minutes) with
 * controls of the game to act with. */
export function controlsInSight(t: Pick<PaceTable, 'standin' | 'driver' | 'clock' | 'channel'>, userId: string): Message | null {
  const dm = t.standin.dmChannel(userId);
  const now = t.clock.now();
  const seen = [...t.driver.messages(t.channel, userId), ...(dm === t.channel ? [] : t.driver.messages(dm, userId))]
    .filter((m) => m.authorId === t.standin.botUserId && (!m.ephemeralTo || now - m.createdAt < EPHEMERAL_SEEN_MS))
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  for (let k = seen.length - 1; k >= 0; k--) if (actionControls(seen[k]).length) return seen[k];
  return null;
}

/** A message's enabled controls that act in the game (its buttons of actions, its menus). */
export function actionControls(m: Message): string[] {
  return controlsOf(m).filter((c) => !c.disabled && c.custom_id && (c.type === 3 || /^h:\d+:\d+:(a[a-h]?|m[b-e])(:|$)/.test(c.custom_id)))
    .map((c) => c.custom_id!);
}

function handControl(m: Message): string | undefined {
  return controlsOf(m).find((c) => !c.disabled && /^h:\d+:\d+:hand$/.test(c.custom_id ?? ''))?.custom_id;
}
