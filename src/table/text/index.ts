// The table's sentences in every language it speaks, and the one translator over them (the table, the Discord
// layer's refusals and the router all say table sentences through it).
import { translator } from '../../core/text.js';
import { TABLE_EN } from './en.js';
import { TABLE_RU } from './ru.js';

const TABLE_TEXTS = { en: TABLE_EN, ru: TABLE_RU };
export const tableText = translator(TABLE_TEXTS);
