// Every Burgle Bros. sentence, per language: the engine's codes (engine/messages.ts and the cards' messages in
// English, ru-engine.ts in Russian) and the texts of its messages and commands (en.ts, ru.ts).
import type { Texts } from '../../../core/text.js';
import '../engine/index.js'; // the cards add their sentences to the engine's catalogue as they load
import { EN as ENGINE_EN } from '../engine/messages.js';
import { BURGLE_EN } from './en.js';
import { BURGLE_RU } from './ru.js';
import { RU_ENGINE } from './ru-engine.js';

export const BURGLE_TEXTS: Texts = {
  en: { ...ENGINE_EN, ...BURGLE_EN },
  ru: { ...RU_ENGINE, ...BURGLE_RU },
};
