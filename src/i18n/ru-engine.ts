// Russian sentences for every engine code (events, questions, refusals): the same codes as src/engine/messages.ts.
// Game terms from the Russian rulebook (../shared/rules/burgle-bros-rulebook-ru.txt).
type Text = (p: Record<string, unknown>) => string;

export const RU_ENGINE: Record<string, Text> = {};
