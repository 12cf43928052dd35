// Every slash command of the bot, by name. Each module holds its definition and its handler.
import type { CommandModule } from '../src/discord/command.js';
import ability from './ability.js';
import addDie from './add-die.js';
import choose from './choose.js';
import crack from './crack.js';
import endTurn from './end-turn.js';
import escape from './escape.js';
import give from './give.js';
import hack from './hack.js';
import heist from './heist.js';
import move from './move.js';
import peek from './peek.js';
import take from './take.js';
import use from './use.js';

export const COMMANDS: CommandModule[] = [heist, peek, move, crack, hack, addDie, escape, use, ability, give, take, endTurn, choose];

export const COMMANDS_BY_NAME: ReadonlyMap<string, CommandModule> = new Map(COMMANDS.map((c) => [c.definition.name, c]));

export const commandDefinitions = () => COMMANDS.map((c) => c.definition);
