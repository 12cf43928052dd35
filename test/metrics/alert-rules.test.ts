// The example alert rules of docs/production.md, read from the page and evaluated on the bot's own exposition as
// Prometheus scrapes it (its `instance` and `job` added): the aggregations they use (`min by`, `sum without` …) over
// the gauges they read, for the cases they are written for. HeistNotReady read `max by (instance)`, which fired only
// when every shard of a process was down; the ban alert's sum across processes kept each process's `shard` label and
// so added nothing up.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BotMetrics, type Sources } from '../../src/metrics/metrics.js';
import { parseExposition, type Sample } from '../../src/metrics/parse.js';

const DOC = readFileSync(new URL('../../docs/production.md', import.meta.url), 'utf8');

/** The `expr` of the documented rule `name`. */
function exprOf(name: string): string {
  const m = new RegExp(`- alert: ${name}\\n(?:\\s+#.*\\n)*\\s+expr: (.+)`).exec(DOC);
  if (!m) throw new Error(`docs/production.md has no alert rule ${name}`);
  return m[1];
}

/** The series one alternative (between `or`s) of the form `AGG by|without (labels) (metric) OP value` fires for; null
 * when the alternative is of another form. */
function fires(alternative: string, samples: Sample[]): Record<string, string>[] | null {
  const m = /^(min|max|sum) (by|without) \(([^)]*)\) \((\w+)\) (<|>|==) (\S+)$/.exec(alternative.trim());
  if (!m) return null;
  const [, agg, how, list, metric, op, bound] = m;
  const names = list.split(',').map((x) => x.trim()).filter(Boolean);
  const groups = new Map<string, { labels: Record<string, string>; values: number[] }>();
  for (const s of samples.filter((x) => x.name === metric)) {
    const labels = Object.fromEntries(Object.entries(s.labels).filter(([k]) => (how === 'by' ? names.includes(k) : !names.includes(k))));
    const key = JSON.stringify(Object.entries(labels).sort());
    const g = groups.get(key) ?? { labels, values: [] };
    g.values.push(s.value);
    groups.set(key, g);
  }
  const out: Record<string, string>[] = [];
  for (const g of groups.values()) {
    const v = agg === 'min' ? Math.min(...g.values) : agg === 'max' ? Math.max(...g.values) : g.values.reduce((a, b) => a + b, 0);
    if (op === '<' ? v < Number(bound) : op === '>' ? v > Number(bound) : v === Number(bound)) out.push(g.labels);
  }
  return out;
}

/** The documented rule's alternative over `metric`. */
function alternativeOver(name: string, metric: string): string {
  const found = exprOf(name).split(/ or /).find((a) => a.includes(`(${metric})`));
  if (!found) throw new Error(`${name} aggregates no ${metric}`);
  return found;
}

/** One bot process's exposition as Prometheus stores it. */
async function scraped(instance: string, shard: string, sources: Partial<Sources>, moved: (m: BotMetrics) => void = () => {}): Promise<Sample[]> {
  const m = new BotMetrics({
    outbox: () => ({ posts: 0, oldestAt: null }), games: () => [], shards: () => [], now: () => 0, ...sources,
  }, { shard });
  moved(m);
  const families = parseExposition(await m.text());
  return [...families.values()].flatMap((f) => f.samples).map((s) => ({ ...s, labels: { ...s.labels, instance, job: 'heist' } }));
}

describe('docs/production.md alert rules', () => {
  it('HeistNotReady fires when one shard of a process is down, not only when all are', async () => {
    const rule = alternativeOver('HeistNotReady', 'heist_gateway_shard_ready');
    const oneDown = await scraped('10.0.0.1:9464', '0,1', { shards: () => [{ id: 0, ready: true, pingMs: 40 }, { id: 1, ready: false, pingMs: -1 }] });
    const allUp = await scraped('10.0.0.2:9464', '2,3', { shards: () => [{ id: 2, ready: true, pingMs: 40 }, { id: 3, ready: true, pingMs: 40 }] });
    expect(fires(rule, [...oneDown, ...allUp])).toEqual([{ instance: '10.0.0.1:9464' }]);
  });

  it('HeistInvalidRequestsNearBan adds up the processes (each with its own shard label)', async () => {
    const rule = alternativeOver('HeistInvalidRequestsNearBan', 'heist_discord_invalid_requests_10m');
    const refused = (n: number) => (m: BotMetrics) => { for (let k = 0; k < n; k++) m.request('global', '/channels/:id/messages', 403, null, 0.01); };
    const a = await scraped('10.0.0.1:9464', '0', {}, refused(4000));
    const b = await scraped('10.0.0.2:9464', '1', {}, refused(4000));
    expect(fires(rule, [...a, ...b])).toHaveLength(1);
    expect(fires(rule, a)).toEqual([]);
  });

  it('HeistStoreFailing fires for a process whose store fails writes', async () => {
    const rule = exprOf('HeistStoreFailing');
    expect(rule).toBe('heist_store_up == 0');
    const failing = await scraped('10.0.0.1:9464', '0', { storeWriteTrouble: () => 'the disk is full. Free some space and try again.' });
    expect(failing.find((s) => s.name === 'heist_store_up')?.value).toBe(0);
  });
});
