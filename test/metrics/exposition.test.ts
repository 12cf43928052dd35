// The strict exposition reader (src/metrics/parse.ts) the metrics tests and the soak read /metrics with: it reads what
// prom-client writes (every kind of metric, escapes, NaN and infinities), and refuses each way the text format can be
// broken, naming the line.
import { Counter, Gauge, Histogram, Registry, Summary } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { ExpositionError, parseExposition, valueOf } from '../../src/metrics/parse.js';

describe('what prom-client writes', () => {
  it('every kind, with labels that need escapes, reads back as written', async () => {
    const r = new Registry();
    r.setDefaultLabels({ shard: '0,1' });
    const c = new Counter({ name: 'x_total', help: 'A "counter" \\ with\nlines.', labelNames: ['route'], registers: [r] });
    c.inc({ route: 'POST /channels/:id/messages' }, 3);
    c.inc({ route: 'a "quoted" \\ back\nslash' });
    new Gauge({ name: 'g', help: 'g', registers: [r], collect() { this.set(NaN); } });
    const h = new Histogram({ name: 'h_seconds', help: 'h', buckets: [0.1, 1], labelNames: ['kind'], registers: [r] });
    h.observe({ kind: 'a' }, 0.05);
    h.observe({ kind: 'a' }, 5);
    const s = new Summary({ name: 's', help: 's', percentiles: [0.5, 0.9], registers: [r] });
    s.observe(2);
    const f = parseExposition(await r.metrics());
    expect(f.get('x_total')).toMatchObject({ type: 'counter', help: 'A "counter" \\ with\nlines.' });
    expect(valueOf(f, 'x_total', { route: 'POST /channels/:id/messages', shard: '0,1' })).toBe(3);
    expect(valueOf(f, 'x_total', { route: 'a "quoted" \\ back\nslash' })).toBe(1);
    expect(valueOf(f, 'g')).toBeNaN();
    expect(valueOf(f, 'h_seconds_bucket', { kind: 'a', le: '+Inf' })).toBe(2);
    expect(valueOf(f, 'h_seconds_count', { kind: 'a' })).toBe(2);
    expect(f.get('h_seconds')!.samples).toHaveLength(5);
    expect(valueOf(f, 's', { quantile: '0.5' })).toBe(2);
  });

  it('reads timestamps, comments, blank lines and the infinities', () => {
    const f = parseExposition('# a comment\n\n# TYPE a gauge\na{x="1",} +Inf 1700000000000\na{x="2"} -Inf\n# HELP b b\nb 1e-3\n');
    expect(f.get('a')!.samples).toEqual([{ name: 'a', labels: { x: '1' }, value: Infinity, timestamp: 1700000000000 }, { name: 'a', labels: { x: '2' }, value: -Infinity }]);
    expect(f.get('b')).toMatchObject({ type: 'untyped', samples: [{ value: 0.001 }] });
  });
});

describe('what it refuses', () => {
  const bad: [string, string, RegExp][] = [
    ['a bad metric name', '1abc 1\n', /line 1: "1abc" is not a metric name/],
    ['a bad label name', 'a{1x="y"} 1\n', /line 1: "1x" is not a label name/],
    ['a reserved label name', 'a{__name__="y"} 1\n', /reserved/],
    ['a label given twice', 'a{x="1",x="2"} 1\n', /given twice/],
    ['an unquoted label value', 'a{x=1} 1\n', /no quoted value/],
    ['an unknown escape in a label', 'a{x="\\t"} 1\n', /unknown escape/],
    ['an unterminated label value', 'a{x="1} 1\n', /unterminated/],
    ['a value that is not one', 'a 1,5\n', /"1,5" is not a value/],
    ['no value', 'a\n', /has no value/],
    ['a bad timestamp', 'a 1 12.5\n', /not a timestamp/],
    ['too many fields', 'a 1 2 3\n', /more than a value/],
    ['an unknown type', '# TYPE a meter\na 1\n', /not a metric type/],
    ['a second TYPE', '# TYPE a gauge\n# TYPE a gauge\na 1\n', /a second TYPE/],
    ['a TYPE after the samples', 'a 1\n# TYPE a gauge\n', /comes after its samples/],
    ['a second HELP', '# HELP a x\n# HELP a y\na 1\n', /a second HELP/],
    ['an unknown escape in HELP', '# HELP a x\\ty\na 1\n', /unknown escape/],
    ['a family not together', 'a 1\nb 1\na{x="1"} 2\n', /line 3: the lines of "a" are not together/],
    ['the same series twice', 'a{x="1",y="2"} 1\na{y="2",x="1"} 2\n', /given twice/],
    ['a negative counter', '# TYPE a_total counter\na_total -1\n', /counter "a_total" is -1/],
    ['a histogram without +Inf', '# TYPE h histogram\nh_bucket{le="1"} 1\nh_sum 1\nh_count 1\n', /lacks its le="\+Inf" bucket/],
    ['a histogram without _count', '# TYPE h histogram\nh_bucket{le="+Inf"} 1\nh_sum 1\n', /lacks its _count/],
    ['histogram buckets out of order', '# TYPE h histogram\nh_bucket{le="2"} 1\nh_bucket{le="1"} 1\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n', /do not rise/],
    ['histogram counts that fall', '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n', /counts fall/],
    ['a +Inf bucket other than the count', '# TYPE h histogram\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 2\n', /is not the _count/],
    ['a bucket without le', '# TYPE h histogram\nh_bucket 1\n', /without "le"/],
    ['a summary quantile out of range', '# TYPE s summary\ns{quantile="2"} 1\ns_sum 1\ns_count 1\n', /not between 0 and 1/],
    ['no final line feed', 'a 1', /does not end with a line feed/],
    ['a carriage return', 'a 1\r\n', /carriage return/],
  ];
  for (const [what, text, why] of bad) {
    it(what, () => {
      expect(() => parseExposition(text)).toThrow(ExpositionError);
      expect(() => parseExposition(text)).toThrow(why);
    });
  }
});
