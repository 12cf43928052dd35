// A stored Burgle Bros. game as a position script (shared/spec/positions.md) for exports and bug reports: its setup
// (the module's origin) and live actions. Undefined for setups a script cannot say.
import type { GameSetup } from './engine/index.js';

export function positionOf(setup: GameSetup, actions: readonly string[]): Record<string, unknown> | undefined {
  if (setup.walls === 'random' || setup.emptyCell !== undefined || setup.randomSides) return undefined;
  const script: Record<string, unknown> = {
    scenario: setup.scenario,
    seed: setup.seed,
    crew: setup.crew.map((c) => ({ name: c.name, ...(c.character ? { character: c.character } : {}), ...(c.side ? { side: c.side } : {}) })),
  };
  if (setup.lostVisual) script.lostVisual = true;
  if (setup.stealth !== undefined) script.stealth = setup.stealth;
  script.actions = actions.filter((a) => !a.startsWith('#') && /^\s*[^:]+:\s*\S/.test(a));
  return script;
}
