// The table's own English sentences: refusals, the lobby, undo, settings and reminders, for every game.
// Each game's texts live in its module (src/games/<kind>/text/); the Discord layer's in src/discord/text/.
import type { Catalogue } from '../../core/text.js';

export const TABLE_EN: Catalogue = {
  // Refusals.
  'no-game-here': 'No heist is running in this channel. Start one with /heist start.',
  'game-running': 'A heist is already running in this channel. Finish it (or end it with /heist end) before starting another.',
  'lobby-open': 'A crew is already gathering here: press Join on the lobby message, or end it with /heist end.',
  'game-not-started': 'The heist has not begun yet: the host presses Begin on the lobby message.',
  'game-over': 'This heist is over. Start a new one with /heist start.',
  'stale-button': 'This button is from an earlier moment of the game. Use the buttons on the latest message, or /heist status.',
  'unknown-button': 'This button is not one of the game\'s. Use /heist status for the current buttons.',
  'not-your-button': 'This confirmation belongs to someone else.',
  'not-your-turn': 'It is {player}\'s turn, not yours. Wait for your turn.',
  'question-for': 'The game is waiting for {player} to answer a question. Wait for their answer.',
  'not-in-crew': 'You are not in this crew. Watch with /heist status, or join the next heist.',
  'rule': '{message}',
  'could-not-save': 'Could not save the game, so nothing changed. Try again in a moment.',
  'already-joined': 'You are already in this crew.',
  'not-joined': 'You are not in this crew, so there is nothing to leave.',
  'crew-full': 'The table is full ({max} players).',
  'host-cannot-leave': 'The host cannot leave the lobby. End it with /heist end instead.',
  'only-host-begins': 'Only the host ({host}) can begin the heist.',
  'end-not-allowed': 'Only the host ({host}) or someone with Manage Channels can end this heist.',
  'bad-setup': 'The heist could not be set up: {message}',
  'bad-interval': 'The reminder interval must be between 1 and 168 hours.',
  'undo-nothing': 'There is nothing to undo this turn.',
  'undo-not-yours': 'You can only undo your own last action.',
  'undo-other-turn': 'You can only undo actions of the current turn.',
  'undo-not-allowed': 'That action revealed something (a tile, a die or a card), so it cannot be undone.',
  'undo-failed': 'That action could not be undone.',

  // Replies and posts.
  'done': 'Done.',
  'lobby-title': '{host} is planning a heist: {game}.',
  'lobby-crew': (p) => `Crew (${p.count}/${p.max}): ${p.names}`,
  'lobby-help': 'Press Join to take part, Leave to drop out; the host presses Begin when the crew is ready.',
  'game-ended': '{player} called off the heist.',
  'end-confirm': 'End this heist for everyone? This cannot be undone.',
  'undone': 'Undone: {action}.',
  'settings-on': 'Reminders are on: every {hours} h while the game waits for someone.',
  'settings-off': 'Reminders are off for this heist.',
  'reminder': '{mention}, the heist is waiting for your move ({player}).',
  'reminder-final': 'The game is waiting on {mention} ({player}). No more reminders will be sent.',

  // Buttons and selects.
  'button.join': 'Join',
  'button.leave': 'Leave',
  'button.begin': 'Begin',
  'button.undo': 'Undo',
  'button.end-confirm': 'End the heist',

  // Games and their options.
  'bad-game': 'There is no game "{game}" here. Choose one of: {games}.',
  'bad-option': '"{option}" is not an option of {game}. Leave it out, or pick another game.',
  'bad-option-value': '"{value}" is not a valid value for {option}.',
  'bad-option-range': '{option} must be between {min} and {max}.',
  'bad-option-choice': '"{value}" is not a choice for {option}: choose one of {choices}.',
  'option-only-dm': 'The {option} option is for solo games in a DM with the bot; in a server, the players are the people who join.',
  'option-only-channel': 'The {option} option is for games in a server channel; leave it out in a DM.',
  'hand-open': 'Nothing is secret in this game: everything is on the board.',
  'button.hand': 'My hand',
  'lobby-help-bots': "Press Join to take part, Leave to drop out; the host presses Begin when everyone is in (bots fill the seats the game's options ask for).",
  'not-this-game': "/{command} is not a command of {game}, the game in this channel. Use /heist status to see what you can do.",
  'preview-title': 'If you do it now:',
  'button.confirm': 'Confirm: {action}',
};
