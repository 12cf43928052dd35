// An action written as its reader types it: the position contract's line where the sentence goes into a script's report
// (`script` among its parameters, positions.ts), else the slash command a player types (Discord, the offline table).
export const typedForm = (p: Record<string, unknown>, slash: string, line: string): string => (p.script ? line : slash);
