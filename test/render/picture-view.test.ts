// A game's picture view (GameModule.pictureView) leaves out only what its picture never draws: drawn from it, the
// picture is the very same PNG as from the whole view; and two moments that differ only in what is not drawn (the
// log, above all: it grows at every step) give one drawing input, so a note whose picture did not change goes without.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/core/rng.js';
import { SPECTATOR } from '../../src/core/types.js';
import { GAMES } from '../../src/games/index.js';
import { pictureKey } from '../../src/table/context.js';

describe('Noir: Heist picture view', () => {
  const noir = GAMES.require('noir-heist');
  const made = noir.setup({ options: {}, names: ['Zed', 'Ava', 'Bo', 'Cy', 'Di'], bots: [true, true, true, true, true], seed: 7 });
  if (!made.ok) throw new Error('setup');
  // A bot game's moments: the start, a few steps in, and further on.
  const moments: unknown[] = [made.state];
  let s = made.state;
  const rng = new Rng(seedRng(5));
  for (let k = 0; k < 40 && !noir.result(s); k++) {
    const seat = noir.waitingOn(s)[0];
    const a = noir.bot({ view: noir.view(s, seat), seat, legal: noir.legal(s, seat), rng, level: 'normal' });
    const r = noir.apply(s, a);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(a)}`);
    s = r.state;
    if (k === 6 || k === 25) moments.push(s);
  }

  it('draws exactly the picture of the whole view', () => {
    for (const [k, state] of moments.entries()) {
      for (const viewer of [1, k % 2 === 0 ? 0 : SPECTATOR]) {
        const view = noir.view(state, viewer);
        expect(noir.render(noir.pictureView!(view), 'en').equals(noir.render(view, 'en')), `moment ${k}, viewer ${viewer}`).toBe(true);
      }
    }
  });

  it('names two views that differ only in the log (and what is never drawn) alike, and a changed board differently', () => {
    const view = noir.view(moments[1], 1) as { log: unknown[]; kills: number };
    const key = (v: unknown) => pictureKey({ kind: noir.kind, view: noir.pictureView!(v), lang: 'en' });
    expect(key({ ...view, log: [...view.log, { code: 'x', params: {} }], kills: view.kills + 1 })).toBe(key(view));
    expect(key(noir.view(moments[2], 1))).not.toBe(key(view));
    expect(pictureKey({ kind: noir.kind, view: noir.pictureView!(view), lang: 'ru' })).not.toBe(key(view));
  });

  it('keeps its names from one version of the bot to the next (kept posts carry them: a reader\'s last picture)', () => {
    // The first 16 characters of the SHA-1 (base64url) of kind, language and the view's JSON, NUL between them.
    expect(pictureKey({ kind: 'noir-heist', view: { grid: ['Ann', 'Bo'], at: 3 }, lang: 'en' })).toBe('_pv--jitzlG7HjnX');
  });
});
