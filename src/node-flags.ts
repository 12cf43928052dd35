// Node's flags for the bot's processes (npm start and start:sharded in package.json say the same): V8's young
// generation at 4 MB a half instead of 16. A burst of game states parsed and dropped (a reminder sweep, a restart's
// first loads) otherwise leaves its young-generation pages resident for good; measured by `npm run -s bench`
// (memory.rss_mb_1000_games: 107–114 MB at 4, 117–124 MB at 8, the e2e burst's CPU the same within its run-to-run
// spread), and the e2e burst figures run with the same flags.
export const NODE_MEMORY_FLAGS = ['--max-semi-space-size=4'];
