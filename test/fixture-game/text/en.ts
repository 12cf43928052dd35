// Lockbox's English texts: title, refusals, events, messages, options, commands and rules help.
import type { Catalogue } from '../../../src/core/text.js';

export const en: Catalogue = {
  'game.title': 'Lockbox',
  // Refusals (the actor's own).
  'lb-over': 'The lock is already open: this game is over.',
  'lb-not-turn': 'It is {player}\'s turn. Wait for yours.',
  'lb-answer-first': 'Choose whose hand to peek at first (/choose).',
  'lb-dial-first': 'Dial a card first (/dial); you may peek only after dialling 3 or less.',
  'lb-no-peek': 'You cannot peek at "{answer}": pick another player who holds cards.',
  'lb-no-card': 'You do not hold "{card}". Dial one of the cards in your hand (/heist hand).',
  'lb-unknown': 'Lockbox has no "{verb}": dial a card, or choose whose hand to peek at.',
  'lb-line': 'That line names no player of this game.',
  'lb-seats': 'Lockbox seats 2 to 4 ({total} asked). Change the number of bots.',
  'lb-bots-dm': 'Alone in a DM you play against 1 to 3 bots.',
  // Events.
  'lb-dialled': '{player} dialled {card} (total {total}).',
  'lb-drew': '{player} drew a card.',
  'lb-drew-card': 'You drew {card}.',
  'lb-may-peek': '{player} may peek at another hand.',
  'lb-peeked': '{player} peeked at {other}\'s hand.',
  'lb-peek-saw': 'The highest card in {other}\'s hand is {card}.',
  'lb-opened': 'The lock opens!',
  // Messages.
  'ui.status': 'Lockbox: reach {combination} without going over, {plays} cards each. Deck: {deck}.',
  'ui.seat': '{player}: total {total}, {cards} in hand',
  'ui.turn': '{player} to dial.',
  'ui.asking': '{player} to choose whose hand to peek at.',
  'ui.hand': 'Your hand: {cards}',
  'ui.empty': 'no cards',
  'ui.won': 'The lock is open. Won by {players}.',
  'ui.dial': 'Dial {card}',
  'ui.peek': 'Peek at {player}',
  'ui.picture.hand': 'Your hand',
  'ui.picture.turn': 'To dial: {player}',
  'ui.picture.won': 'Won: {players}',
  // /heist start options and slash commands.
  'opt.bots': 'Bots: in a channel how many join the people; in a DM your opponents (1 to 3)',
  'opt.length': 'How long: short (2 cards each, reach 13) or long (3 cards each, reach 20)',
  'opt.length.short': 'Short: 2 cards each, reach 13',
  'opt.length.long': 'Long: 3 cards each, reach 20',
  'cmd.dial': 'Dial a card from your hand: its value adds to your total',
  'cmd.dial.card': 'The card, e.g. g7',
  'cmd.choose': 'Choose whose hand to peek at',
  'cmd.choose.answer': 'The player',
  // Rules help.
  'rules.overview.title': 'Overview',
  'rules.overview': 'Each player holds 3 secret cards (g1–g9, s1–s9). On your turn dial one: its value adds to your total. Then draw one while the deck lasts.',
  'rules.peek.title': 'Peeking',
  'rules.peek': 'Dial a card of 3 or less and you may see the highest card of another player\'s hand (/choose): only you see it.',
  'rules.end.title': 'The end',
  'rules.end': 'When everyone has dialled their cards, the total closest to the combination without going over wins.',
};
