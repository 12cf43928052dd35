// A playtester's findings (noir-fixes): what a seat reads at the end, typed abilities with no target, the Runner's
// refusals and labels, the Mimic's waiting line, a thief's own shift buttons, news told once, the Russian and English
// words, the chief's case file agreeing with itself, the picture's subtitle fitting.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../src/games/noir-heist/engine/apply.js';
import { buildState } from '../../../src/games/noir-heist/engine/setup.js';
import type { NoirState } from '../../../src/games/noir-heist/engine/types.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';
import type { Locale } from '../../../src/core/types.js';
import { GRID } from './helpers.js';

const NAMES = ['Zed', 'Ava', 'Bo', 'Cy', 'Di'];
const name = (k: number) => NAMES[k];

/** The helpers' table (Viktor B3, Rita F5, Iris D4, Zelda G6; officers Simon B1, Tess C3, Quinn E5, Celia C7). */
function table(extra: Partial<Parameters<typeof buildState>[0]> = {}): NoirState {
  return buildState({
    names: NAMES, chief: 0, seed: 3, officerCount: 4, grid: GRID,
    identities: ['Viktor', 'Rita', 'Iris', 'Zelda'], roles: ['front', 'runner', 'cleaner', 'insider'],
    officers: ['Simon', 'Tess', 'Quinn', 'Celia'], plainclothes: 'Walter', ...extra,
  });
}

function act(s: NoirState, player: number, verb: string, ...args: string[]) {
  const r = applyAction(s, { player, verb, args });
  if (!r.ok) throw new Error(`${verb} ${args.join(' ')}: ${r.rejection.code}`);
  return r;
}

function note(s: NoirState, seat: number, lang: Locale, kind: 'private' | 'status' = 'private', events = [] as ReturnType<typeof act>['events']) {
  return noirHeist.present({
    view: noirHeist.view(s, seat), viewer: seat, lang, legal: noirHeist.legal(s, seat), name,
    moment: kind === 'private' ? { kind: 'private', events } : { kind: 'status' },
  });
}

describe('the end: no instruction to a caught thief', () => {
  it('a thief caught at the chief\'s win is told they were caught, never to draw on their turn', () => {
    let s = table({ roleDeck: [] });
    s = { ...s, turn: 0 };
    const r = act(s, 0, 'accuse', 'Viktor');
    expect(r.state.outcome).toBe('chief');
    for (const lang of ['en', 'ru'] as const) {
      for (const kind of ['private', 'status'] as const) {
        const lines = note(r.state, 1, lang, kind, r.events.filter((e) => e.to?.includes(1))).lines.join('\n');
        expect(lines).toMatch(lang === 'en' ? /You were caught/ : /Вас поймали/);
        expect(lines).not.toMatch(/draw a new identity|on your turn|в свой ход|возьмите/);
      }
    }
  });
});
