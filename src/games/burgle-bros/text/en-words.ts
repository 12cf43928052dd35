// Small English wording shared by the engine codes' catalogues (en-engine.ts and the cards' en-*.ts).
import { BURGLE_EN } from './en.js';

const s = (v: unknown) => String(v ?? '');
const pretty = (id: unknown) => s(id).split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** A card's or item's name as the game writes it everywhere (the rules help, the buttons: "Change of Plans", "EMP",
 * "Crash!"), from its id; any other id in capitals word by word. */
export const cardName = (id: unknown): string => {
  for (const kind of ['event', 'item', 'character']) {
    const name = BURGLE_EN[`${kind}.${s(id)}`];
    if (typeof name === 'string') return name;
  }
  return pretty(id);
};

/** Room names as printed on the tiles. */
export const roomName = (id: unknown): string => {
  const r = s(id);
  if (r.startsWith('computer-')) return `Computer Room (${pretty(r.slice(9))})`;
  return pretty(r);
};
