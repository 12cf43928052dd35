// Every Burgle Bros. sentence, per language: the engine's codes (en-engine.ts with the cards' en-*.ts in English,
// ru-engine.ts in Russian) and the texts of its messages and commands (en.ts, ru.ts). Plain data, combined here.
import { writtenWith } from '../../../core/client-names.js';
import { ALT_EN, ALT_RU } from './alt.js';
import type { Texts } from '../../../core/text.js';
import { EN as ENGINE_EN } from './en-engine.js';
import { BURGLE_EN } from './en.js';
import { BURGLE_RU } from './ru.js';
import { RU_ENGINE } from './ru-engine.js';
import { ruSlash } from './ru-names.js';

export const BURGLE_TEXTS: Texts = {
  en: { ...ENGINE_EN, ...BURGLE_EN, ...ALT_EN },
  // Every Russian sentence names the commands as a Russian client shows them (ru-names.ts).
  ru: writtenWith({ ...RU_ENGINE, ...BURGLE_RU, ...ALT_RU }, ruSlash),
};
