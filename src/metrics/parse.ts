// A strict reader of Prometheus' text exposition format (version 0.0.4, what /metrics serves): it refuses anything
// Prometheus would refuse or that breaks the format's rules (names, label syntax and escapes, values, TYPE before the
// samples and once, a family's lines together, no series twice, histograms and summaries whole and consistent), with
// the line and what is wrong. The tests and the soak read the bot's /metrics through it, as a host's Prometheus would.

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample { name: string; labels: Record<string, string>; value: number; timestamp?: number }
export interface Family { name: string; type: MetricType; help?: string; samples: Sample[] }

export class ExpositionError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'ExpositionError';
  }
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/** A value as the format writes it: a float as Go's ParseFloat reads it (decimal here), or NaN, Inf, +Inf, -Inf,
 * Infinity in any case (Go's ParseFloat ignores case there: prom-client writes "Nan"). */
function parseValue(text: string, line: number): number {
  const word = text.toLowerCase();
  if (word === 'nan') return NaN;
  if (word === '+inf' || word === 'inf' || word === '+infinity' || word === 'infinity') return Infinity;
  if (word === '-inf' || word === '-infinity') return -Infinity;
  if (!FLOAT.test(text)) throw new ExpositionError(line, `"${text}" is not a value (a float, NaN, +Inf or -Inf)`);
  return Number(text);
}

/** The family a sample name belongs to, given the families typed so far: `x_bucket`, `x_sum`, `x_count` are
 * histogram x's; `x_sum`, `x_count` summary x's. */
function familyOf(name: string, types: Map<string, MetricType>): string {
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!name.endsWith(suffix)) continue;
    const base = name.slice(0, -suffix.length);
    const t = types.get(base);
    if (t === 'histogram' || (t === 'summary' && suffix !== '_bucket')) return base;
  }
  return name;
}

/** A HELP text with its escapes (`\\` and `\n`) read; any other escape is refused. */
function unescapeHelp(text: string, name: string, line: number): string {
  let out = '';
  for (let k = 0; k < text.length; k++) {
    if (text[k] !== '\\') {
      out += text[k];
      continue;
    }
    const e = text[++k];
    if (e === '\\') out += '\\';
    else if (e === 'n') out += '\n';
    else throw new ExpositionError(line, `the HELP of "${name}" has an unknown escape "\\${e ?? ''}"`);
  }
  return out;
}

/** Reads `{a="x",b="y"}` from `text` at `from` (just after the name); returns the labels and where they end. */
function readLabels(text: string, from: number, line: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let k = from + 1;
  for (;;) {
    if (text[k] === '}') return { labels, end: k + 1 };
    const eq = text.indexOf('=', k);
    if (eq < 0) throw new ExpositionError(line, 'a label without "="');
    const name = text.slice(k, eq);
    if (!LABEL_NAME.test(name)) throw new ExpositionError(line, `"${name}" is not a label name`);
    if (name.startsWith('__')) throw new ExpositionError(line, `label names starting with "__" are reserved ("${name}")`);
    if (name in labels) throw new ExpositionError(line, `label "${name}" given twice`);
    if (text[eq + 1] !== '"') throw new ExpositionError(line, `label "${name}" has no quoted value`);
    let value = '';
    let j = eq + 2;
    for (;; j++) {
      const c = text[j];
      if (c === undefined) throw new ExpositionError(line, `label "${name}" has an unterminated value`);
      if (c === '"') break;
      if (c === '\\') {
        const e = text[++j];
        if (e === '\\') value += '\\';
        else if (e === '"') value += '"';
        else if (e === 'n') value += '\n';
        else throw new ExpositionError(line, `label "${name}" has an unknown escape "\\${e ?? ''}"`);
      } else value += c;
    }
    labels[name] = value;
    k = j + 1;
    if (text[k] === ',') k++;
    else if (text[k] !== '}') throw new ExpositionError(line, `after label "${name}": "," or "}" expected`);
  }
}

/** Reads a whole exposition; throws ExpositionError at the first thing wrong. */
export function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const types = new Map<string, MetricType>();
  const helps = new Set<string>();
  const closed = new Set<string>();
  const series = new Set<string>();
  let current: string | null = null;
  if (text.length && !text.endsWith('\n')) throw new ExpositionError(text.split('\n').length, 'the last line does not end with a line feed');
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const family = (name: string, line: number): Family => {
    if (current !== name) {
      if (closed.has(name)) throw new ExpositionError(line, `the lines of "${name}" are not together`);
      if (current !== null) closed.add(current);
      current = name;
    }
    let f = families.get(name);
    if (!f) families.set(name, (f = { name, type: types.get(name) ?? 'untyped', samples: [] }));
    return f;
  };
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    if (raw.includes('\r')) throw new ExpositionError(line, 'a carriage return');
    if (raw.startsWith('#')) {
      const m = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(raw);
      if (!m) return; // a comment
      const [, what, name, rest = ''] = m;
      if (!METRIC_NAME.test(name)) throw new ExpositionError(line, `"${name}" is not a metric name`);
      if (what === 'TYPE') {
        const t = rest.trim() as MetricType;
        if (!TYPES.has(t)) throw new ExpositionError(line, `"${rest}" is not a metric type`);
        if (types.has(name)) throw new ExpositionError(line, `a second TYPE for "${name}"`);
        if (families.get(name)?.samples.length) throw new ExpositionError(line, `the TYPE of "${name}" comes after its samples`);
        types.set(name, t);
        family(name, line).type = t;
      } else {
        if (helps.has(name)) throw new ExpositionError(line, `a second HELP for "${name}"`);
        helps.add(name);
        family(name, line).help = unescapeHelp(rest, name, line);
      }
      return;
    }
    const nameEnd = raw.search(/[{\s]/);
    const name = nameEnd < 0 ? raw : raw.slice(0, nameEnd);
    if (!METRIC_NAME.test(name)) throw new ExpositionError(line, `"${name}" is not a metric name`);
    let labels: Record<string, string> = {};
    let k = nameEnd < 0 ? raw.length : nameEnd;
    if (raw[k] === '{') ({ labels, end: k } = readLabels(raw, k, line));
    const rest = raw.slice(k);
    if (!/^[ \t]/.test(rest)) throw new ExpositionError(line, `"${name}" has no value`);
    const parts = rest.trim().split(/[ \t]+/);
    if (parts.length > 2) throw new ExpositionError(line, 'more than a value and a timestamp');
    const value = parseValue(parts[0], line);
    let timestamp: number | undefined;
    if (parts[1] !== undefined) {
      if (!/^-?\d+$/.test(parts[1])) throw new ExpositionError(line, `"${parts[1]}" is not a timestamp (milliseconds)`);
      timestamp = Number(parts[1]);
    }
    const f = family(familyOf(name, types), line);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
    if (series.has(key)) throw new ExpositionError(line, `the series ${name}${JSON.stringify(labels)} is given twice`);
    series.add(key);
    if (f.type === 'counter' && (Number.isNaN(value) || value < 0)) throw new ExpositionError(line, `counter "${name}" is ${value}`);
    if (f.type === 'histogram' && name === `${f.name}_bucket` && !('le' in labels)) throw new ExpositionError(line, `bucket of "${f.name}" without "le"`);
    if (f.type === 'histogram' && name === f.name) throw new ExpositionError(line, `histogram "${f.name}" has a plain sample`);
    if (f.type === 'summary' && name === f.name && !('quantile' in labels)) throw new ExpositionError(line, `summary "${f.name}" sample without "quantile"`);
    f.samples.push({ name, labels, value, ...(timestamp !== undefined ? { timestamp } : {}) });
  });
  for (const f of families.values()) {
    if (f.type === 'histogram') checkHistogram(f);
    if (f.type === 'summary') checkSummary(f);
  }
  return families;
}

/** The labels of a sample but one, as a key: the series a bucket or quantile belongs to. */
const groupKey = (labels: Record<string, string>, without: string) =>
  JSON.stringify(Object.entries(labels).filter(([k]) => k !== without).sort(([a], [b]) => (a < b ? -1 : 1)));

function checkHistogram(f: Family): void {
  const groups = new Map<string, { buckets: [number, number][]; sum?: number; count?: number }>();
  const group = (labels: Record<string, string>, without = '') => {
    const key = groupKey(labels, without);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { buckets: [] }));
    return g;
  };
  for (const s of f.samples) {
    if (s.name === `${f.name}_bucket`) group(s.labels, 'le').buckets.push([parseValue(s.labels.le, 0), s.value]);
    else if (s.name === `${f.name}_sum`) group(s.labels).sum = s.value;
    else if (s.name === `${f.name}_count`) group(s.labels).count = s.value;
  }
  for (const [key, g] of groups) {
    const where = `histogram "${f.name}" ${key}`;
    if (g.count === undefined || g.sum === undefined) throw new ExpositionError(0, `${where} lacks its _count or _sum`);
    if (!g.buckets.length || g.buckets.at(-1)![0] !== Infinity) throw new ExpositionError(0, `${where} lacks its le="+Inf" bucket`);
    for (let k = 1; k < g.buckets.length; k++) {
      if (!(g.buckets[k][0] > g.buckets[k - 1][0])) throw new ExpositionError(0, `${where}: its buckets' "le" do not rise`);
      if (g.buckets[k][1] < g.buckets[k - 1][1]) throw new ExpositionError(0, `${where}: its bucket counts fall`);
    }
    if (g.buckets.at(-1)![1] !== g.count) throw new ExpositionError(0, `${where}: the +Inf bucket (${g.buckets.at(-1)![1]}) is not the _count (${g.count})`);
  }
}

function checkSummary(f: Family): void {
  const groups = new Map<string, { sum?: number; count?: number }>();
  for (const s of f.samples) {
    const key = groupKey(s.labels, 'quantile');
    const g = groups.get(key) ?? {};
    groups.set(key, g);
    if (s.name === `${f.name}_sum`) g.sum = s.value;
    else if (s.name === `${f.name}_count`) g.count = s.value;
    else {
      const q = parseValue(s.labels.quantile, 0);
      if (!(q >= 0 && q <= 1)) throw new ExpositionError(0, `summary "${f.name}": quantile ${s.labels.quantile} is not between 0 and 1`);
    }
  }
  for (const [key, g] of groups) {
    if (g.count === undefined || g.sum === undefined) throw new ExpositionError(0, `summary "${f.name}" ${key} lacks its _count or _sum`);
  }
}

/** The value of one series (labels given must match; others may be there), or undefined. */
export function valueOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const f of families.values()) {
    for (const s of f.samples) {
      if (s.name !== name) continue;
      if (Object.entries(labels).every(([k, v]) => s.labels[k] === v)) return s.value;
    }
  }
  return undefined;
}

/** The sum of every series of `name` whose labels match those given. */
export function sumOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const f of families.values()) {
    for (const s of f.samples) if (s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)) sum += s.value;
  }
  return sum;
}
