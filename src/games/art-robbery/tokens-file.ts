// Loads the raids' tokens (NOTES §2) from assets/art-robbery/tokens.json, or from the file the host names in
// HEIST_ART_ROBBERY_TOKENS; the table's shape is checked in engine/tokens.ts. Read once, when the module is made.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SettingError } from '../../core/setting-error.js';
import { readTokenTable } from './engine/tokens.js';
import type { Token } from './engine/types.js';

const DEFAULT_TOKENS_FILE = fileURLToPath(new URL('../../../assets/art-robbery/tokens.json', import.meta.url));

export function loadTokenFile(path: string = process.env.HEIST_ART_ROBBERY_TOKENS || DEFAULT_TOKENS_FILE): Token[][] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new SettingError(`The Art Robbery token table ${path} could not be read (${(e as Error).message}); fix HEIST_ART_ROBBERY_TOKENS or restore assets/art-robbery/tokens.json.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new SettingError(`The Art Robbery token table ${path} is not valid JSON: ${(e as Error).message}.`);
  }
  try {
    return readTokenTable(data, path);
  } catch (e) {
    throw new SettingError((e as Error).message);
  }
}
