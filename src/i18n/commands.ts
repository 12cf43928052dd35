// Slash-command names and descriptions in both languages, keyed 'heist', 'heist.start', 'heist.start.scenario', ...
// (`name` and `desc` suffixes). Used by the bot's command definitions (commandText in index.ts).
export const COMMANDS_EN: Record<string, string> = {};
export const COMMANDS_RU: Record<string, string> = {};
