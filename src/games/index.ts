// The registry: the only place that lists the games the bot hosts. Adding a game is one folder and one line here.
// (Where it is made, `source`, lets the bot's drawing threads load this same registry.)
import { GameRegistry } from '../core/registry.js';
import { artRobbery } from './art-robbery/index.js';
import { burgleBros } from './burgle-bros/index.js';
import { noirHeist } from './noir-heist/index.js';

export const GAMES = new GameRegistry([burgleBros, artRobbery, noirHeist], { module: import.meta.url, exported: 'GAMES' });
