// The engine's public API. Everything outside engine/ imports from here.
export { applyAction, replayAction, cloneGuard, clonePlayer, cloneState, cloneTurn, restate } from './apply.js';
export { cloneTile, tileToChange } from './tiles.js';
export { newGame, buildState, setupProblem, SetupError, type GameSetup, type CrewMember, type SetupProblem } from './setup.js';
export { legalActions, actingPlayer } from './legal.js';
export { parseAction, parseCommand, formatAction, withNames } from './parse.js';
export { renamePlayer } from './rename.js';
export * from './types.js';
export * from './board.js';
export { SCENARIOS, SCENARIO_NAMES } from './content/scenarios.js';
export { combinationTiles } from './rules/safes.js';
export { moveOptions } from './rules/movement.js';
export { actionsForEvent } from './rules/back-and-forth.js';
export { peekOptions } from './rules/targets.js';
export { entryActions } from './rooms/index.js';
export { slippedInto as acrobatSlippedInto } from './cards/characters/acrobat-basic.js';
export { distancesFrom, floorWalls, guardDistances, guardPath, guardStepToward, guardTables } from './guard-path.js';
export { endUntilHidden, previewEnd, previewLines, type EndKnown, type EndPreview, type GuardPreview, type PreviewSighting } from './preview.js';
