// What a picture writes: every text its drawing puts on a canvas (fillText recorded while `draw` runs).
import { buildState } from '../../../../src/games/burgle-bros/engine/index.js';
import { drawBoard } from '../../../../src/games/burgle-bros/render/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';

/** Every text written on a canvas while `draw` runs, in order. */
export function written(draw: () => void): string[] {
  const any = buildState({ scenario: 'office', seed: 7, crew: [{ name: 'Ava' }, { name: 'Bo' }] });
  const proto = Object.getPrototypeOf(drawBoard(viewOf(any)).getContext('2d')) as { fillText: (t: string, ...rest: number[]) => void };
  const fillText = proto.fillText;
  const out: string[] = [];
  proto.fillText = function (this: unknown, text: string, ...rest: number[]) {
    out.push(text);
    fillText.call(this, text, ...rest);
  };
  try {
    draw();
  } finally {
    proto.fillText = fillText;
  }
  return out;
}
