// A press in a private note, through the real bot and the stand-in: the note's buttons are spent (the pressed note
// keeps no stale controls), and the public story of what happened is posted before the new note, so a reader of a
// DM game sees what everyone did, then their own move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewChannel, customIds, enabledActions as enabled, gatherAndBegin, isEphemeral, startHarness, type Harness, textOf } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

const actions = (ids: string[]) => ids.filter((id) => /:a[a-h]?:|:m[b-e]:/.test(id));

describe('pressing a private note', () => {
  it('in a DM game: the pressed note loses its buttons; the story comes first, the new note below it', async () => {
    const u = h.standin.createUser({ username: 'solo' });
    const dm = h.standin.dmChannel(u.id);
    await h.driver.slashLine(u.id, dm, '/heist start game:noir-heist side:thief bots:5');
    await h.bot.idle();
    const note = [...h.driver.messages(dm, u.id)].reverse().find((m) => actions(customIds(m)).length > 0)!;
    const before = h.driver.messages(dm, u.id).length;
    await h.driver.click(u.id, note.id, enabled(note)[0]);
    await h.bot.idle();
    const after = h.driver.messages(dm, u.id);
    expect(customIds(after.find((m) => m.id === note.id)!)).toEqual([]);
    const added = after.slice(before);
    // The story (public: only "My hand"), then the new note with this player's controls.
    expect(added.length).toBe(2);
    expect(actions(customIds(added[0]))).toEqual([]);
    expect(textOf(added[0])).toMatch(/solo /);
    expect(actions(customIds(added[1])).length).toBeGreaterThan(0);
    // Their note: their identity, or (caught by the chief while the bots moved) the new one they drew or must draw.
    expect(textOf(added[1])).toMatch(/Your (new )?identity:|You were caught:/);
  });

  it('in a channel: the pressed note (only its holder sees it) loses its buttons, and the new one is theirs alone', async () => {
    const { people: [ann, bo], channel } = crewChannel(h, ['ann', 'bo'], 'Gallery');
    await gatherAndBegin(h, channel, ann.id, [bo.id], '/heist start game:art-robbery');
    // Whoever is to play asks for their hand and plays from it.
    for (const who of [ann, bo]) {
      const hand = (await h.driver.slashLine(who.id, channel, '/heist hand')).message!;
      const act = enabled(hand)[0];
      if (!act) continue;
      const seenBefore = h.driver.messages(channel, who.id).length;
      await h.driver.click(who.id, hand.id, act);
      await h.bot.idle();
      const seen = h.driver.messages(channel, who.id);
      expect(customIds(seen.find((m) => m.id === hand.id)!)).toEqual([]);
      const newNotes = seen.slice(seenBefore).filter((m) => isEphemeral(m));
      expect(newNotes.length).toBeGreaterThan(0);
      for (const m of newNotes) expect(m.ephemeralTo ?? who.id).toBe(who.id);
      // The other person sees none of it.
      const other = who === ann ? bo : ann;
      expect(h.driver.messages(channel, other.id).some((m) => m.id === hand.id || newNotes.some((n) => n.id === m.id))).toBe(false);
      return;
    }
    throw new Error('nobody could play from their hand');
  });
});
