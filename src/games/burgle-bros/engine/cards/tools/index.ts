// All tools, one module each in this folder.
import type { ToolCard } from '../types.js';
import { blueprints } from './blueprints.js';
import { crowbar } from './crowbar.js';
import { crystalBall } from './crystal-ball.js';
import { donuts } from './donuts.js';
import { dynamite } from './dynamite.js';
import { emp } from './emp.js';
import { invisibleSuit } from './invisible-suit.js';
import { makeupKit } from './makeup-kit.js';
import { rollerskates } from './rollerskates.js';
import { smokeBomb } from './smoke-bomb.js';
import { stethoscope } from './stethoscope.js';
import { thermalBomb } from './thermal-bomb.js';
import { virus } from './virus.js';

export const TOOL_CARDS: ToolCard[] = [
  blueprints, crowbar, crystalBall, donuts, dynamite, emp, invisibleSuit, makeupKit, rollerskates, smokeBomb,
  stethoscope, thermalBomb, virus,
];
