// The soak (src/cli/soak.ts), small: a simulated day and a half of a few games through the stand-in, the bot in its
// own process restarted twice (stopped, then killed), on the one clock moved by hours. Its own checks hold: every
// reminder that fell due posted once, no post left to deliver, the samples read from the bot's /metrics. (Its slopes
// are not checked here: `npm run bench` and `npm run soak` are where they are read.)
import { describe, expect, it } from 'vitest';
import { soak } from '../../src/cli/soak.js';

describe('the soak', () => {
  it('plays a few games over simulated days through two restarts; nothing lost, nothing doubled', async () => {
    const f = await soak({ days: 1.5, games: 8, restarts: 2, retentionDays: 1, seed: 3, say: () => undefined });
    expect(f.restarts).toBe(2);
    expect(f.gamesStarted).toBe(8);
    expect(f.steps).toBeGreaterThan(20);
    expect(f.posts.kept).toBeGreaterThan(20);
    expect(f.posts.toDeliver).toBe(0);
    expect(f.posts.held).toBe(0);
    expect(f.reminders.due).toBeGreaterThan(0);
    expect(f.reminders).toMatchObject({ lost: 0, doubled: 0 });
    expect(f.reminders.posted + f.reminders.handedOver).toBe(f.reminders.due);
    // Every six simulated hours, and once more at the end; three processes, each sample read from its /metrics.
    expect(f.samples.length).toBeGreaterThanOrEqual(7);
    expect(new Set(f.samples.map((s) => s.segment))).toEqual(new Set([0, 1, 2]));
    // Each run between restarts has its slopes, in order; the headline's are one run's.
    expect(f.runs.map((r) => r.from)).toEqual([0, ...f.samples.filter((s, i) => i > 0 && s.segment !== f.samples[i - 1].segment).map((s) => s.day)]);
    for (const r of f.runs) expect(r.to).toBeGreaterThanOrEqual(r.from);
    expect(f.runs.some((r) => r.heapMbPerDay === f.heapMbPerDay && r.rssMbPerDay === f.rssMbPerDay)).toBe(true);
    for (const s of f.samples) {
      expect(s.rssMb).toBeGreaterThan(10);
      expect(s.heapMb).toBeGreaterThan(1);
      expect(s.handles).toBeGreaterThan(0);
      expect(s.storeMb).toBeGreaterThan(0);
      expect(s.backlog).toBe(0);
    }
  });
});
