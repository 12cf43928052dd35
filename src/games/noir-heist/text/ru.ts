import type { Catalogue } from '../../../core/text.js';
export const ru: Catalogue = {};
