// `npm run -s sim` as a person types it wrong: the option it does not know is named, then how the command is written.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { nodeArgs } from '../node-args.js';

const run = promisify(execFile);

describe('npm run -s sim with an unknown option', () => {
  it('names it and prints the usage line, for the default game and for another', async () => {
    const [burgle, art] = await Promise.all([
      run(process.execPath, nodeArgs('src/cli/sim.ts', '--bogus')).catch((e) => e),
      run(process.execPath, nodeArgs('src/cli/sim.ts', '--game', 'art-robbery', '--bogus')).catch((e) => e),
    ]);
    for (const r of [burgle, art]) {
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^Unknown option '--bogus'\.\nusage: npm run -s sim -- \[--game KIND\]/);
    }
  });
});
