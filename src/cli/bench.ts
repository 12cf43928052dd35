// `npm run -s bench`: speed and memory figures, one JSON object per line ({"name","value","unit"}).
// Ratios are measured within one run so noisy shared machines compare like with like.
import { benchEngine } from './bench-engine.js';

type Line = { name: string; value: number; unit: string };
type Bench = () => Promise<Line[]>;

async function optional(path: string, fn: string): Promise<Bench | null> {
  try {
    const mod = (await import(path)) as Record<string, Bench>;
    return mod[fn] ?? null;
  } catch {
    return null;
  }
}

const benches: Bench[] = [benchEngine];
for (const [path, fn] of [
  ['./bench-render.js', 'benchRender'],
  ['./bench-store.js', 'benchStore'],
  ['./bench-e2e.js', 'benchE2e'],
] as const) {
  const b = await optional(path, fn);
  if (b) benches.push(b);
}
const only = process.argv[2];
for (const bench of benches) {
  for (const line of await bench()) {
    if (only && !line.name.startsWith(only)) continue;
    process.stdout.write(JSON.stringify({ name: line.name, value: Math.round(line.value * 1000) / 1000, unit: line.unit }) + '\n');
  }
}
