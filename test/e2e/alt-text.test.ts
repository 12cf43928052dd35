// The real bot against the Discord stand-in: every picture it sends says itself in words, as its attachment's
// description and its gallery item's, within Discord's 1,024 characters (the stand-in refuses more). Burgle Bros.'s
// names each guard's cell, destination and speed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/local/standin/index.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const galleryDescription = (m: Message): string | undefined => {
  const found: string[] = [];
  const walk = (list: unknown) => {
    for (const c of Array.isArray(list) ? list : []) {
      if ((c as any)?.type === 12) for (const it of (c as any).items ?? []) if (typeof it?.description === 'string') found.push(it.description);
      walk((c as any)?.components);
    }
  };
  walk(m.components);
  return found[0];
};

describe('pictures in words', () => {
  it('a solo heist\'s pictures carry their description on the attachment and the gallery item', async () => {
    const me = h.standin.createUser({ username: 'alt' });
    const dm = h.standin.dmChannel(me.id);
    await h.driver.slashLine(me.id, dm, '/heist start scenario:office crew:2');
    await h.bot.idle();
    await h.driver.slashLine(me.id, dm, '/heist status');
    await h.bot.idle();
    const pictured = h.driver.messages(dm, me.id).filter((x) => x.attachments.some((a) => a.bytes.length));
    expect(pictured.length).toBeGreaterThan(0);
    for (const x of pictured) {
      const a = x.attachments.find((y) => y.bytes.length)!;
      expect(a.description, 'the attachment says its picture').toBeTruthy();
      expect(a.description!.length).toBeLessThanOrEqual(1024);
      expect(galleryDescription(x)).toBe(a.description);
    }
    expect(pictured.at(-1)!.attachments[0].description).toMatch(/Floor 1: (guard at [A-D][1-4], heading to [A-D][1-4], speed \d|no guard yet)/);
  });
});
