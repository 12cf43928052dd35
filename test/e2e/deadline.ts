// Discord's 3 seconds to acknowledge an interaction, and a driver's wait for an answer, are lifted in tests: how fast
// a loaded machine answers is the bench's business (npm run bench), not a test's. Tests wait on events; this bound
// only ends a wait for an answer that never comes (as long as a test may take: vitest.config.ts).
export const NO_DEADLINE_MS = 10 * 60_000;
