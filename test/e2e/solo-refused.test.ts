// A refused solo start in a DM, through the real bot and the Discord stand-in: the refusal is a sentence, and nothing
// is left behind (no lobby that was never posted, found by /heist status and refusing the next start). Every game,
// every value of each of its options as /heist start takes it; then the issue's own sequence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { LineError } from '../../src/local/driver.js';
import { soloStarts } from '../table/helpers.js';
import { isEphemeral, startHarness, textOf, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank', limits: false }); });
afterAll(async () => { await h?.close(); });

/** /heist start as typed; the answer's text, or the reason the line was not sent (an option Discord itself refuses). */
async function start(userId: string, channel: string, line: string): Promise<{ sent: boolean; text: string; ok: boolean }> {
  try {
    const r = await h.driver.slashLine(userId, channel, line);
    await h.bot.idle();
    const m = r.message;
    return { sent: true, text: textOf(m), ok: !!m && !isEphemeral(m) };
  } catch (e) {
    if (e instanceof LineError) return { sent: false, text: e.message, ok: false };
    throw e;
  }
}

describe('a refused solo start in a DM', () => {
  it('as the issue saw it: Noir bots:2, then bots:5 starts; side:chief bots:3 and Art Robbery bots:0 likewise', async () => {
    const me = h.standin.createUser({ username: 'solo' });
    const dm = h.standin.dmChannel(me.id);
    const first = await start(me.id, dm, '/heist start game:noir-heist bots:2');
    expect(first.text).toMatch(/In a DM the bots are the other 4 to 6 seats: choose bots between 4 and 6/);
    expect(first.ok).toBe(false);
    const status = await h.driver.slashLine(me.id, dm, '/heist status');
    expect(textOf(status.message)).toMatch(/No heist is running/);
    const again = await start(me.id, dm, '/heist start game:noir-heist bots:5');
    expect(again.text).not.toMatch(/already gathering/);
    expect(h.bot.store.activeGame(dm)?.status).toBe('active');
    await h.driver.slashLine(me.id, dm, '/heist end');

    const other = h.standin.createUser({ username: 'chief' });
    const dm2 = h.standin.dmChannel(other.id);
    expect((await start(other.id, dm2, '/heist start game:noir-heist side:chief bots:3')).ok).toBe(false);
    expect((await start(other.id, dm2, '/heist start game:art-robbery bots:0')).ok).toBe(false);
    expect(h.bot.store.activeGame(dm2)).toBeNull();
    await start(other.id, dm2, '/heist start game:noir-heist side:chief bots:6');
    expect(h.bot.store.activeGame(dm2)?.status).toBe('active');
  });

  for (const game of GAMES.all()) {
    it(`${game.kind}: every refused start leaves no game behind, and a good one then begins at once`, async () => {
      const me = h.standin.createUser({ username: `walker-${game.kind}` });
      const dm = h.standin.dmChannel(me.id);
      let refused = 0;
      let answered = 0;
      for (const options of soloStarts(game, false)) {
        const line = ['/heist start', `game:${game.kind}`, ...Object.entries(options).map(([k, v]) => `${k}:${String(v)}`)].join(' ');
        const r = await start(me.id, dm, line);
        const left = h.bot.store.activeGame(dm);
        if (left?.status === 'active') {
          // It started: end it for the next try (the end asks first).
          h.bot.store.abandon(left.id, left.version, { actorId: me.id, action: '#end', turnKey: '#end', revealed: false });
          continue;
        }
        refused++;
        if (r.sent) answered++;
        expect(r.text, line).toMatch(/\S.*[.:!]/);
        expect(left, `${line} left a ${left?.status} behind`).toBeNull();
      }
      // Refused by the bot itself (not only by Discord's own checks of an option's range).
      expect(answered).toBeGreaterThan(0);
      const begun = await start(me.id, dm, `/heist start game:${game.kind}`);
      expect(begun.text).not.toMatch(/already/);
      expect(h.bot.store.activeGame(dm)?.status).toBe('active');
    });
  }
});
