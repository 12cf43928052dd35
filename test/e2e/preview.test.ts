// End turn → preview → Confirm end, through the real bot and the stand-in: the preview is only for the player, the
// turn ends on Confirm, and the same Confirm pressed again is refused (a double submit never ends two turns).
import { controlsOf } from '../../src/local/driver.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customIds, gameIdOf, isEphemeral, latestWithComponents, startHarness, stored, type Harness, textOf } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

/** A solo heist in a DM with its entrance chosen (by button or menu): the first turn is on. */
async function enteredGame(username: string, start: string): Promise<{ me: { id: string }; dm: string; gameId: number }> {
  const me = h.standin.createUser({ username });
  const dm = h.standin.dmChannel(me.id);
  await h.driver.slashLine(me.id, dm, start);
  await h.bot.idle();
  const m = latestWithComponents(h, dm, me.id)!;
  const gameId = gameIdOf(customIds(m)[0]);
  const pick = customIds(m).find((id) => /:a:choose /.test(id));
  if (pick) await h.driver.click(me.id, m.id, pick);
  else {
    const select = controlsOf(m).find((c) => c.type === 3)! as { custom_id: string; options: { value: string }[] };
    await h.driver.select(me.id, m.id, select.custom_id, [select.options[0].value]);
  }
  await h.bot.idle();
  return { me, dm, gameId };
}

describe('End turn with its preview', () => {
  it('previews privately, ends on Confirm, and refuses the same Confirm twice', async () => {
    const { me, dm, gameId } = await enteredGame('previewer', '/heist start scenario:office crew:2');
    const m = latestWithComponents(h, dm, me.id)!;
    const end = customIds(m).find((id) => /:a:end$/.test(id))!;
    const before = stored(h, gameId).version;
    const preview = await h.driver.click(me.id, m.id, end);
    await h.bot.idle();
    expect(isEphemeral(preview.message)).toBe(true);
    expect(textOf(preview.message!)).toMatch(/If you do it now/);
    expect(stored(h, gameId).version).toBe(before);
    const confirm = customIds(preview.message!)[0];
    const done = await h.driver.click(me.id, preview.message!.id, confirm);
    await h.bot.idle();
    expect(done.error).toBeUndefined();
    const after = stored(h, gameId).version;
    expect(after).toBeGreaterThan(before);
    const again = await h.driver.click(me.id, preview.message!.id, confirm).catch((e: Error) => e);
    // The preview's button was spent with the click (or is refused as stale): the game did not move again.
    if (!(again instanceof Error)) expect(isEphemeral(again.message)).toBe(true);
    expect(stored(h, gameId).version).toBe(after);
  });

  it('/end-turn preview:true previews for a player who switched previews off', async () => {
    const { me, dm, gameId } = await enteredGame('typist', '/heist start scenario:office');
    await h.driver.slashLine(me.id, dm, '/heist settings preview:false');
    const before = stored(h, gameId).version;
    const shown = await h.driver.slashLine(me.id, dm, '/end-turn preview:true');
    await h.bot.idle();
    expect(isEphemeral(shown.message)).toBe(true);
    expect(textOf(shown.message!)).toMatch(/If you do it now/);
    expect(stored(h, gameId).version).toBe(before);
    await h.driver.click(me.id, shown.message!.id, customIds(shown.message!)[0]);
    await h.bot.idle();
    expect(stored(h, gameId).version).toBeGreaterThan(before);
  });
});
