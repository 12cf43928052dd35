// English texts of Art Robbery: refusals (keyed by code), events (keyed by code), options, slash commands, card and
// token names, questions and the posts' words (the rules help: rules-en.ts). Russian is ru.ts, with the same keys.
import { LEVEL_TEXTS } from '../../../core/levels.js';
import type { Catalogue, TextParams } from '../../../core/text.js';
import { cardWord } from '../typed.js';
import { enCount as plural } from '../../../core/plural.js';

const CARD: Record<string, string> = { boss: 'Boss', dog: 'Watchdog', greedy: 'Greedy Thief' };
const cardEn = (c: unknown): string => CARD[String(c)] ?? String(c);
const aCard = (c: unknown): string => (CARD[String(c)] ? `a ${CARD[String(c)]}` : `a ${String(c)}`);
/** A token as everyone reads it: a dot per alibi (`1•`), the Boss token by name. Position reports (`script`) keep the
 * text language's `1*`, as their scripts and fields write it. */
const tok = (p: TextParams, t: unknown): string => (p.script ? String(t) : String(t).replace(/\*/g, '•').replace(/\bboss\b/g, 'Boss'));
const theToken = (t: unknown, p: TextParams = {}): string => (t === 'boss' ? 'the Boss token' : `the ${tok(p, t)}`);
/** A command as the reader types it: the slash command for a person, the text language for a position script. */
const typed = (p: TextParams, slash: string, line: string): string => `\`${p.script ? line : slash}\``;
const list = (xs: unknown): string => {
  const a = Array.isArray(xs) ? xs.map(String) : [String(xs)];
  return a.length <= 1 ? a.join('') : `${a.slice(0, -1).join(', ')} and ${a[a.length - 1]}`;
};
const f = (fn: (p: TextParams) => string) => fn;
/** Playing `card` as the reader types it (`/play card:dog`), or as the script writes it (`play dog`). */
const playing = (p: TextParams, card: unknown, word = cardWord(String(card), 'en')): string => typed(p, `/play card:${word}`, `play ${String(card)}`);

export const en: Catalogue = {
  ...LEVEL_TEXTS.en,
  'game.title': 'Art Robbery',
  'opt.bots': 'Bots at the table: in a channel, joining the people (0–4); in a DM, your opponents (1–4)',

  // Refusals: what went wrong and what to do instead.
  'not-your-turn': "It is {player}'s turn: wait for them to play.",
  'waiting-for': 'The game is waiting for {player} to answer; wait for them.',
  'undo-not-allowed': 'A card once played is face up for everyone, so it cannot be taken back. Play on from here.',
  'undo-not-allowed-theirs': 'The last card played, not yours, is face up for everyone, so no one can take it back. Play on from here.',
  // A card of the player's hand, where the engine names one (a typed command gets the table's example instead).
  'play-a-card': f((p) => `It is your turn: play a card${p.card ? ` (e.g. ${playing(p, p.card)})` : ''}, nothing else.`),
  'answer-choose': f((p) => `Your card asks a question first: answer it with ${typed(p, '/choose', 'choose')} (see the options).`),
  'answer-give': f((p) => `You are being robbed while holding the dog: answer ${typed(p, '/give what:dog', 'give dog')} or ${typed(p, '/give what:token', 'give token')} first.`),
  'answer-discard': f((p) => `You are asked which banked tokens to discard (worth at least 10 in all): answer with ${typed(p, '/discard', 'discard TOKEN …')}.`),
  'game-over': 'The game is over; start a new one to play again.',
  'no-such-seat': "Seat {seat} is not at this table: name a seat that is.",
  'unknown-verb': '"{verb}" is not an Art Robbery action: use play, choose, give or discard.',
  'unknown-card': "\"{card}\" is not a card: name one of 0–5, boss, dog or greedy.",
  'no-such-card': f((p) => (p.script ? `${p.player} has no ${cardEn(p.card)} in hand: play a card from your hand.` : `You have no ${cardEn(p.card)} in hand: play one of the cards you hold.`)),
  'unknown-player': "There is no player called \"{name}\" at this table: name one who is.",
  'bad-words': f((p) => `Could not read "${p.words}": write a token and then \`from NAME\`, e.g. \`${tok(p, '1*')} from Bo\`.`),
  'from-self': 'You cannot steal from yourself: name another player, or leave out `from`.',
  'from-no-token': f((p) => `${p.victim} has no face-up token your ${cardEn(p.card)} could take: pick another player or leave out \`from\`.`),
  'token-not-with': f((p) => `${p.victim} holds no face-up ${tok(p, p.token)}: pick a token they have.`),
  'token-nowhere': f((p) => `Nobody has a face-up ${tok(p, p.token)} to take with your ${cardEn(p.card)}: leave out the token.`),
  'token-wrong-card': f((p) => `Your ${cardEn(p.card)} cannot take ${theToken(p.token, p)}: name a token this card takes.`),
  'from-centre-has': f((p) => `The centre holds a token your ${cardEn(p.card)} takes, so it comes from there: leave out \`from\`.`),
  'token-not-in-centre': f((p) => `There is no ${tok(p, p.token)} in the centre for your ${cardEn(p.card)}: name a token that lies there.`),
  'from-greedy': 'The Greedy Thief takes only from the centre, never from a player: leave out `from`.',
  // `word`: the card as the reader typed it (`Watchdog`), which works alone.
  'dog-takes-nothing-else': f((p) => `The Watchdog card takes only the dog: play it alone, with no token or player named: ${playing(p, 'dog', p.word ? String(p.word) : undefined)}.`),
  'no-question': 'Nothing is being asked of you right now: on your turn, play a card.',
  'not-an-option': f((p) => `That is not one of the answers: choose one of ${tok(p, p.options)}.`),
  'ambiguous': f((p) => `That fits more than one answer: choose one of ${tok(p, p.options)}.`),
  'give-what': f((p) => `Answer ${typed(p, '/give what:dog', 'give dog')} to hand over the dog, or ${typed(p, '/give what:token', 'give token')} to hand over ${p.token ? theToken(p.token, p) : 'the token'}.`),
  'discard-what': f((p) => `Name the banked tokens to discard, e.g. ${typed(p, '/discard tokens:3• 4 5', 'discard 3* 4 5')}.`),
  'discard-not-banked': f((p) => `You have not banked all of ${tok(p, p.tokens)}: name only tokens you banked.`),
  // The alibi's dot in the player's form (`3•`), the text language's star beside it (both are read).
  'discard-alibi': f((p) => `The ${tok(p, p.token)} you banked is an alibi, written ${tok(p, p.banked)}${p.script ? '' : ` (or ${String(p.banked)})`}: type ${typed(p, `/discard tokens:${tok(p, p.tokens)}`, `discard ${String(p.tokens)}`)}.`),
  'discard-too-little': 'Those tokens are worth {total}; discard tokens worth at least 10 in total.',
  'play-what': f((p) => (p.card ? `Name the card to play, e.g. ${playing(p, p.card)}.` : 'Name the card to play, one from your hand.')),
  'choose-what': f((p) => `Name your answer, e.g. ${typed(p, '/choose answer:1•', 'choose 1*')} or ${typed(p, '/choose answer:from Bo', 'choose from Bo')}.`),
  'seats-out-of-range': f((p) => {
    const total = Number(p.total), people = Number(p.people ?? total), bots = Number(p.bots ?? 0);
    const head = `Art Robbery needs 2 to 5 players; with ${plural(people, 'person', 'people')} and ${plural(bots, 'bot', 'bots')} there would be ${total}`;
    if (p.dm) return `${head}: in a DM you play against 1 to 4 bots, so start again with \`bots:1\` to \`bots:4\` (e.g. \`/heist start game:art-robbery bots:2\`).`;
    if (total < 2) return `${head}: have ${2 - total} more join with the Join button, or end this lobby (\`/heist end\`) and start again with \`bots:${bots + 2 - total}\`.`;
    return people > 5 ? `${head}: at most 5 may play, so ${people - 5} must leave.` : `${head}: end this lobby (\`/heist end\`) and start again with \`bots:${5 - people}\` at most.`;
  }),

  // Events.
  'deck.reshuffled': (p) => `The draw pile was empty: the discard pile (${plural(p.cards, 'card', 'cards')}) was shuffled into a new one.`,
  'drew': f((p) => `You drew ${aCard(p.card)}.`),
  'played.asks': f((p) => `${p.player} played ${aCard(p.card)} and is choosing ${p.whom ? 'whom to take it from' : 'what to take'}.`),
  'played.take': f((p) => `${p.player} played ${aCard(p.card)} and took ${theToken(p.token, p)} from the centre.`),
  'played.steal': f((p) => `${p.player} played ${aCard(p.card)} and stole ${theToken(p.token, p)} from ${p.victim}.`),
  'played.steal.asks': f((p) => `${p.player} played ${aCard(p.card)} to steal ${theToken(p.token, p)} from ${p.victim}, who holds the dog and chooses: the dog or the token.`),
  'played.dog.centre': f((p) => `${p.player} played ${aCard(p.card)} and took the dog from the centre.`),
  'played.dog.from': f((p) => `${p.player} played ${aCard(p.card)} and took the dog from ${p.victim}.`),
  'played.nothing': f((p) => `${p.player} played ${aCard(p.card)}; nothing to take.`),
  'gave.dog': f((p) => `${p.victim} gave the dog instead and kept ${theToken(p.token, p)}.`),
  'gave.token': f((p) => `${p.victim} kept the dog and handed ${theToken(p.token, p)} to ${p.player}.`),
  'raid.end': 'Raid {raid} is over: the centre is empty.',
  'boss.kept': '{player} keeps the Boss token (they hold a 4 or 5 of this raid).',
  'boss.boxed': '{player} loses the Boss token back to the box (no 4 or 5 of this raid).',
  'banked': f((p) => `${p.player} banked ${plural(p.count, 'token', 'tokens')}.`),
  'raid.start': f((p) => `Raid ${p.raid} (${ART_EN[Number(p.raid) - 1]}) begins; ${p.player} starts.`),
  'arrested': f((p) => `Arrested for the fewest alibis: ${list(p.players)}.`),
  'discard.asked': '{player} has fewer alibis and must discard banked tokens worth at least 10.',
  'discarded': f((p) => `${p.player} discarded ${plural(p.count, 'token', 'tokens')} worth ${p.total}.`),
  'discarded.tokens': f((p) => `You discarded ${tok(p, p.tokens)}.`),
  'game.over': f((p) => (Array.isArray(p.winners) && p.winners.length ? `The game is over: ${list(p.winners)} ${p.winners.length > 1 ? 'share the win' : 'wins'}!` : 'The game is over: nobody wins.')),

  // Questions.
  'question.choose': f((p) => `${p.player}: which do you take with your ${cardEn(p.card)}?`),
  'question.choose-whom': f((p) => `${p.player}: whom do you take it from with your ${cardEn(p.card)}?`),
  'question.give': f((p) => `${p.victim}: ${p.player} is stealing ${theToken(p.token, p)}; give the dog or the token?`),
  'question.discard': '{player}: which banked tokens (worth at least 10) do you discard?',
  // The same questions in the asked player's own note, which only they read: not named to themselves.
  'note.question.choose': f((p) => `Which do you take with your ${cardEn(p.card)}?`),
  'note.question.choose-whom': f((p) => `Whom do you take it from with your ${cardEn(p.card)}?`),
  'note.question.give': f((p) => `${p.player} is stealing ${theToken(p.token, p)} from you; give the dog or the token?`),
  'note.question.discard': 'Which banked tokens (worth at least 10) do you discard?',

  // Slash commands (≤ 100 characters each).
  'cmd.play': 'Play a card from your hand',
  'cmd.play.card': 'The card: 0–5, boss, dog or greedy',
  'cmd.play.token': 'Which token, where they differ (e.g. 1• or Boss)',
  'cmd.play.from': 'Whom to steal from, when stealing',
  'cmd.give': 'Robbed while holding the dog: hand over the dog or the token',
  'cmd.give.what': 'dog or token',
  'cmd.choose': 'Answer the question your card asked',
  'cmd.choose.answer': 'Your answer, e.g. 1• or from Bo',
  'cmd.discard': 'Two players, end of game: discard banked tokens worth at least 10',
  'cmd.discard.tokens': 'The tokens, e.g. 3• 4 5',
  // Short forms for a command or option another game shares (commands/shared.ts), followed there by the game's name.
  'shared.cmd.give': 'Hand over the dog or the token when robbed',
  'shared.cmd.give.what': 'dog or token',
  'shared.cmd.choose': 'Answer the question the game is asking you',
  'shared.cmd.choose.answer': 'Your answer, e.g. 1• or from Bo',
  'shared.opt.bots': '0–4, 1–4 in a DM',
  'shared.opt.bots.short': '0–4',

  // Names.
  'card.0': '0', 'card.1': '1', 'card.2': '2', 'card.3': '3', 'card.4': '4', 'card.5': '5',
  'card.boss': 'Boss', 'card.dog': 'Watchdog', 'card.greedy': 'Greedy Thief',
  'token.boss': 'Boss token', 'token.boss.short': 'Boss', 'token.dot': 'alibi',
  'art.1': 'sketches', 'art.2': 'sculptures', 'art.3': 'antiques', 'art.4': 'paintings',

  // Posts and picture.
  'ui.raid': 'Raid {raid}/4: {art}',
  'ui.centre': 'Centre',
  'ui.dog': 'Dog',
  // Written across the picture's tokens.
  'ui.token.boss': 'BOSS', 'ui.token.dog': 'DOG',
  'ui.dog.centre': 'The dog is in the centre.',
  'ui.dog.none': 'The dog is out of play.',
  'ui.dog.with': '{player} holds the dog.',
  'ui.deck': 'Draw pile: {deck} · discard: {discard} (top: {top})',
  'ui.player': '{player}: hand {hand} · face up {faceUp} · banked {banked}',
  'ui.turn': "{player}'s turn.",
  'ui.waiting': 'Waiting for {player} to answer.',
  'ui.hand': 'Your hand: {cards}',
  'ui.banked': 'Your banked tokens: {tokens}',
  'ui.hand.of': '{player}\'s hand: {cards}',
  'ui.none': '—',
  'ui.results': 'Results',
  'ui.called-off': 'Called off',
  'ui.result.row': f((p) => `${p.player}: ${p.score} points, ${plural(p.alibis, 'alibi', 'alibis')}${p.arrested ? ' · arrested' : ''}${p.winner ? ' · winner' : ''}`),
  'ui.choose': 'Choose…',
  'ui.give.dog': 'Give the dog',
  'ui.give.token': f((p) => `Give ${theToken(p.token, p)}`),
  'ui.from': 'from {player}',
  'ui.play': '{card}: {hint}', 'ui.play.centre': 'from the centre', 'ui.play.steal': 'steal from {players}', 'ui.play.or': ' or ',
  'ui.play.dog-centre': 'the dog from the centre', 'ui.play.dog-from': 'the dog from {player}', 'ui.play.none': 'takes nothing',
  'ui.discard.option': 'Discard {tokens} ({total})',
  'ui.discard': 'Discard…',
  'ui.hand.short': 'hand',
  'ui.banked.short': 'banked',
  'ui.bot-plays': 'a bot plays',
  'ui.alibis.short': 'alibis',
  'ui.score.short': 'score',
  'ui.arrested': 'arrested',
  'ui.winner': 'winner',

  // Typed commands (typed.ts): what is wrong, in the command's own option names.
  'typed.card': f((p) => `\`${p.option}:\` “${p.value}” is not a card: write a number 0–5, Boss, dog (Watchdog) or greedy (Greedy Thief)${p.hand ? `; your hand holds ${p.hand}` : ''}.`),
  'typed.token': '`{option}:` “{value}” is not a token: write its value with a dot or star per alibi (1•, 0••, 1*) or Boss.',
  'typed.from': '`{option}:` there is no player “{value}” to take from: name one of {names}.',
  'typed.from-one': '`{option}:` there is no player “{value}” to take from: the one to take from is {names}.',
  'typed.from-which': '`{option}:` “{value}” could be {names}: name one of them.',
  'typed.answer': f((p) => `\`${p.option}:\` “${p.value}” is not one of the answers: choose ${p.options}.`),
  'typed.answer-ambiguous': f((p) => `\`${p.option}:\` “${p.value}” fits more than one answer: choose ${p.options}.`),
  'typed.give': f((p) => `\`${p.option}:\` answer dog to hand over the dog, or token to hand over ${p.token ? theToken(p.token, p) : 'the token'}.`),
  'typed.give-choose': f((p) => `\`${p.option}:\` answer ${typed(p, '/choose answer:dog', 'choose dog')} to hand over the dog, or ${typed(p, '/choose answer:token', 'choose token')} to hand over ${p.token ? theToken(p.token, p) : 'the token'}.`),
  'typed.tokens': f((p) => `\`${p.option}:\` ${p.value ? `“${p.value}” is not a token: ` : ''}name banked tokens by value with a dot per alibi, separated by spaces, e.g. 3• 4 5.`),
};

const ART_EN = ['sketches', 'sculptures', 'antiques', 'paintings'];
