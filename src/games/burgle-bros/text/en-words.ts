// Small English wording shared by the engine codes' catalogues (en-engine.ts and the cards' en-*.ts).
const s = (v: unknown) => String(v ?? '');
const pretty = (id: unknown) => s(id).split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** Room names as printed on the tiles. */
export const roomName = (id: unknown): string => {
  const r = s(id);
  if (r.startsWith('computer-')) return `Computer Room (${pretty(r.slice(9))})`;
  return pretty(r);
};
