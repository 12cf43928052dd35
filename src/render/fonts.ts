// Bundled fonts (assets/fonts, DejaVu Sans Condensed: Latin and Cyrillic). Registered once; no system font is used.
import { GlobalFonts } from '@napi-rs/canvas';
import { fileURLToPath } from 'node:url';

const FONT = 'HeistSans';
const FONT_BOLD = 'HeistSansBold';

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  const dir = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));
  const a = GlobalFonts.registerFromPath(dir + 'DejaVuSansCondensed.ttf', FONT);
  const b = GlobalFonts.registerFromPath(dir + 'DejaVuSansCondensed-Bold.ttf', FONT_BOLD);
  if (!a || !b) throw new Error(`Could not load the fonts from ${dir}: reinstall the project's assets/fonts folder.`);
  registered = true;
}

/** A canvas font string: `font(12)` or `font(12, true)` for bold. */
export const font = (px: number, bold = false): string => `${px}px ${bold ? FONT_BOLD : FONT}`;
