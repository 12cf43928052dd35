// Bot seats: while the game waits on a bot, the bot acts from its own view, in memory, until a person is waited on;
// the caller commits the bots' steps with the step that led to them.
import { botLevel, type AnyGame } from '../core/module.js';
import { Rng, seedRng } from '../core/rng.js';
import { BOT_ACTOR, type Stored } from './persist.js';
import type { Sight, Step } from './posts.js';

/** Bot steps in a row before the table stops and says so (a game whose bots never hand back is a bug). */
const MAX_BOT_STEPS = 2000;

/** While the game waits on a bot, the bot acts (from its own view), in memory: the steps are committed with the
 * person's, in one transaction. */
export function runBots(data: Stored, game: AnyGame, sight: Sight, version: number): { data: Stored; steps: Step[] } {
  const steps: Step[] = [];
  let now = data;
  // One generator per run, from the game's seed and the version the bots start from: replays and tests see the
  // same bot moves for the same game.
  const rng = new Rng(seedRng((now.seed ?? 0) ^ version));
  const level = botLevel(now.options);
  for (let i = 0; i < MAX_BOT_STEPS; i++) {
    const s = now.engine;
    // A bot's own seat, or a person's handed to the bot (handover.ts): played the same way, from that seat's view.
    const seat = game.waitingOn(s).find((k) => now.seats[k]?.bot || now.seats[k]?.away);
    if (seat === undefined) break;
    // A bot minding a seat until its person returns plays only its turns: what is no turn and cannot be taken back (a
    // thief showing their identity) is the person's own choice. A seat left for good is the bot's to play in full.
    const minding = now.seats[seat]?.away && now.seats[seat]?.away?.by !== 'leave';
    const all = sight.legal(s, seat);
    const legal = minding ? all.filter((a) => !(game.anytimeVerbs ?? []).includes(a.verb)) : all;
    if (legal.length === 0) break;
    const a = game.bot({ view: sight.view(s, seat), seat, legal, rng, level });
    const r = game.apply(s, a);
    if (!r.ok) {
      // Only the verb and the refusal's code: the action's arguments may name what the bot alone knows (a card).
      console.error(`heist: the ${game.kind} bot in seat ${seat} chose a refused action (${a.verb}: ${r.rejection.code})`);
      break;
    }
    steps.push({
      seat, action: a, line: game.format(s, a), actorId: BOT_ACTOR, before: s, after: r.state, events: r.events, turnEnded: r.turnEnded,
      undoable: r.undoable, turnKey: game.turnKey(s),
    });
    now = { ...now, engine: r.state };
  }
  return { data: now, steps };
}

