// The guard-paths CLI (docs/positions.md, "Commands"), run as a child process: the Bank examples from
// NOTES §5 in its JSON, the number of ordered pairs per floor, and exit code 2 for a bad or missing --scenario.
// Started compiled, as the tests start every tool (test/node-args.ts): through npx and tsx each run cost a second more.
import { describe, expect, it } from 'vitest';
import { run as runChild } from '../../../e2e/child.js';
import { nodeArgs } from '../../../node-args.js';

async function run(...args: string[]) {
  const r = await runChild(process.execPath, nodeArgs('src/games/burgle-bros/cli/guard-paths.ts', ...args));
  const stderr = r.stderr.split('\n').filter((l) => l.trim() !== '');
  return { status: r.status, stdout: r.stdout, stderr };
}

describe('guard-paths CLI', () => {
  it('bank: the NOTES §5 examples and 3 floors × 16×15 pairs in row-major order', async () => {
    const r = await run('--scenario', 'bank');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, Record<string, string>>;
    expect(Object.keys(out)).toEqual(['1', '2', '3']);
    for (const floor of Object.values(out)) expect(Object.keys(floor)).toHaveLength(16 * 15);
    expect(out['1']['D3->A1']).toBe('D3 C3 C2 B2 A2 A1');
    expect(out['1']['A2->D2']).toBe('A2 B2 B1 C1 D1 D2');
    expect(out['1']['D2->A2']).toBe('D2 D3 C3 C2 B2 A2');
    expect(out['2']['B3->C2']).toBe('B3 A3 A2 B2 C2');
    expect(out['3']['A4->D1']).toBe('A4 B4 B3 B2 B1 C1 D1');
    expect(Object.keys(out['1']).slice(0, 4)).toEqual(['A1->B1', 'A1->C1', 'A1->D1', 'A1->A2']);
    expect(Object.keys(out['1']).at(-1)).toBe('D4->C4');
  });

  it('fortknox: 2 floors × 24×23 pairs, none touching the empty cell C3', async () => {
    const r = await run('--scenario', 'fortknox');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, Record<string, string>>;
    expect(Object.keys(out)).toEqual(['1', '2']);
    for (const floor of Object.values(out)) {
      expect(Object.keys(floor)).toHaveLength(24 * 23);
      for (const [pair, path] of Object.entries(floor)) {
        expect(pair).not.toContain('C3');
        expect(path.split(' ')).not.toContain('C3');
      }
    }
  });

  it('office: 2 floors × 16×15 pairs', async () => {
    const r = await run('--scenario=office');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, Record<string, string>>;
    expect(Object.values(out).map((f) => Object.keys(f).length)).toEqual([240, 240]);
  });

  it('an unknown scenario: exit code 2 and one line naming it', async () => {
    const r = await run('--scenario', 'casino');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toHaveLength(1);
    expect(r.stderr[0]).toContain('casino');
  });

  it('a missing --scenario: exit code 2 and one line saying so', async () => {
    for (const args of [[], ['--scenario']]) {
      const r = await run(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toHaveLength(1);
      expect(r.stderr[0]).toMatch(/missing --scenario/);
    }
  });
});
