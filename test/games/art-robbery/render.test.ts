// The picture (render/index.ts): a PNG of the view in both languages, taller at the end for the results table,
// and drawn from the view alone (the same view gives the same bytes).
import { beforeAll, describe, expect, it } from 'vitest';
import { artRobbery } from '../../../src/games/art-robbery/index.js';
import { heightOf, WIDTH } from '../../../src/games/art-robbery/render/index.js';
import { playBotGame } from '../../../src/core/sim.js';
import { SPECTATOR } from '../../../src/core/types.js';
import { preloadRenderers } from '../../../src/render/lazy.js';
import type { ArtState } from '../../../src/games/art-robbery/engine/types.js';

const png = (b: Buffer) => ({ sig: b.subarray(1, 4).toString(), width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

beforeAll(preloadRenderers); // drawn through the module: its renderer loads first (src/render/lazy.ts)

describe('the picture', () => {
  const game = playBotGame(artRobbery, { players: 4, seed: 3, keepStates: true });
  const midView = artRobbery.view(game.states![40] as ArtState, SPECTATOR);
  const endView = artRobbery.view(game.final as ArtState, SPECTATOR);

  it('is a PNG of the fixed width in English and Russian, and differs between them', () => {
    const en = artRobbery.render(midView, 'en'), ru = artRobbery.render(midView, 'ru');
    expect(png(en)).toEqual({ sig: 'PNG', width: WIDTH, height: heightOf(midView) });
    expect(png(ru).width).toBe(WIDTH);
    expect(en.equals(ru)).toBe(false);
  });

  it('the same view gives the same picture', () => {
    expect(artRobbery.render(midView, 'en').equals(artRobbery.render(JSON.parse(JSON.stringify(midView)), 'en'))).toBe(true);
  });

  it('at the end the picture grows by the results table', () => {
    expect(png(artRobbery.render(endView, 'en')).height).toBeGreaterThan(png(artRobbery.render(midView, 'en')).height);
  });
});

describe('words across the tokens', () => {
  it('DOG, BOSS and their Russian words are drawn inside their tokens, and the Russian picture writes them in Russian', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const { registerFonts } = await import('../../../src/render/fonts.js');
    const { wordIn } = await import('../../../src/games/art-robbery/render/index.js');
    const { lookup } = await import('../../../src/core/text.js');
    const { texts } = await import('../../../src/games/art-robbery/text/index.js');
    registerFonts();
    const g = createCanvas(100, 100).getContext('2d');
    for (const [key, r, size] of [['ui.token.dog', 13, 12], ['ui.token.boss', 20, 11], ['ui.token.boss', 25, 14]] as const) {
      for (const lang of ['en', 'ru'] as const) {
        const word = lookup(texts, lang, key)!;
        wordIn(g, word, 50, 50, r, size);
        expect(g.measureText(word).width, `${word} in ${r}`).toBeLessThanOrEqual(r * 1.7);
      }
    }
    expect([lookup(texts, 'ru', 'ui.token.dog'), lookup(texts, 'ru', 'ui.token.boss')]).toEqual(['ПЁС', 'БОСС']);
  });
});
