// Which of the table's and the Discord layer's sentences are refusals: what a person alone is told when the bot does
// not do what they asked. Every one follows the house style (docs/texts.md): what went wrong, then what to do instead,
// a full stop at the end; test/i18n/refusals.test.ts checks each in English and Russian.

/** The table's refusals (src/table/text/): the codes `fail` answers with. */
export const TABLE_REFUSALS = [
  'no-game-here', 'game-running', 'lobby-open', 'lobby-open-host', 'lobby-open-joined', 'join-running', 'join-dm', 'join-left', 'join-left-taken', 'already-begun', 'game-not-started', 'game-not-started-host', 'game-not-started-join', 'game-over', 'stale-button', 'unknown-button',
  'not-your-button', 'not-your-note', 'not-your-turn', 'question-for', 'not-in-crew', 'could-not-save', 'could-not-tell', 'store-unreachable',
  'already-joined', 'host-already-joined', 'not-joined', 'crew-full', 'host-cannot-leave', 'only-host-begins', 'end-not-allowed', 'bad-setup',
  'bad-interval', 'undo-nothing', 'undo-nothing-answer', 'undo-nothing-yet', 'undo-seat-changed', 'undo-not-yours', 'undo-other-turn', 'undo-not-allowed', 'undo-not-allowed-theirs', 'undo-failed',
  'bad-game', 'bad-option', 'bad-option-value', 'bad-option-range', 'bad-option-choice', 'option-only-dm',
  'option-only-channel', 'hand-open', 'not-this-game', 'damaged-at', 'damaged', 'bad-event', 'input-missing',
  'input-unknown', 'input-type', 'input-range', 'input-choice', 'input-length', 'settings-not-allowed',
  'web-revoke-spectator', 'away-agreed-already', 'away-not-allowed', 'away-not-allowed-small', 'away-own-seat',
  'away-not-waiting', 'away-too-soon', 'away-no-one-left', 'away-already', 'back-never-held', 'back-not-yours', 'back-not-away', 'back-left', 'leave-dm',
  'away-dm', 'sub-dm', 'sub-not-allowed', 'sub-not-seated', 'sub-already-seated', 'sub-left', 'sub-bot', 'sub-not-member', 'sub-saw-secrets', 'replaced', 'bad-away-after', 'web-off',
  'game-removed',
] as const;

/** The Discord layer's refusals and failures (src/discord/text/). */
export const BOT_REFUSALS = [
  'err.missing-permissions', 'err.internal', 'err.unknown-command', 'err.unknown-button', 'err.shutting-down',
  'err.no-channel', 'err.no-rules-topic', 'err.failed', 'err.delivery-waits', 'err.delivery-waits-permissions', 'err.bots-playing',
  'err.answer-only.server', 'err.answer-only.group-dm', 'err.delivery-waits-not-member',
] as const;
