// Russian texts of Art Robbery, with the Russian rulebook's terms (рейд, фишка лута, алиби, Сторожевой пёс, Жадный
// вор, Босс); the same keys as en.ts.
import { writtenWith } from '../../../core/client-names.js';
import type { Catalogue, TextParams } from '../../../core/text.js';
import { cardWord } from '../typed.js';
import { RU_CHOICES, RU_NAMES, RU_TITLE, ruSlash } from './ru-names.js';
import { ruCount as count } from '../../../core/plural.js';


/** «очко», «очка», «очков» for a number. */
function points(n: number): string {
  const d = Math.abs(n) % 10, h = Math.abs(n) % 100;
  return d === 1 && h !== 11 ? 'очко' : d >= 2 && d <= 4 && (h < 12 || h > 14) ? 'очка' : 'очков';
}
const CARD: Record<string, string> = { boss: 'Босс', dog: 'Сторожевой пёс', greedy: 'Жадный вор' };
/** A card as a sentence names it: a named card in quotes («Жадный вор»), a number as it is. */
const cardRu = (c: unknown): string => (CARD[String(c)] ? `«${CARD[String(c)]}»` : String(c));
const aCard = (c: unknown): string => (CARD[String(c)] ? `карту «${CARD[String(c)]}»` : `карту ${String(c)}`);
/** Фишка так, как её видят все: точка за каждое алиби (`1•`), фишка Босса по имени; отчёты позиций (`script`)
 * пишут её языком действий (`1*`). */
const tok = (p: TextParams, t: unknown): string => (p.script ? String(t) : String(t).replace(/\*/g, '•').replace(/\bboss\b/g, 'Босс'));
const theToken = (t: unknown, p: TextParams = {}): string => (t === 'boss' ? 'фишку Босса' : `фишку ${tok(p, t)}`);
/** Команда так, как её вводит читатель: слэш-команда для человека, строка действия для сценария позиции. */
const typed = (p: TextParams, slash: string, line: string): string => `\`${p.script ? line : slash}\``;
const list = (xs: unknown): string => {
  const a = Array.isArray(xs) ? xs.map(String) : [String(xs)];
  return a.length <= 1 ? a.join('') : `${a.slice(0, -1).join(', ')} и ${a[a.length - 1]}`;
};
const tokens = (n: unknown): string => {
  const k = Number(n), d = k % 10, h = k % 100;
  return `${k} ${d === 1 && h !== 11 ? 'фишку' : d >= 2 && d <= 4 && (h < 12 || h > 14) ? 'фишки' : 'фишек'}`;
};
const f = (fn: (p: TextParams) => string) => fn;
/** A count with its noun in the right form: `1 карта`, `3 карты`, `41 карта`, `12 карт`. */
/** Розыгрыш карты так, как его вводит читатель (`/play card:пёс`), или строка сценария (`play dog`). */
const playing = (p: TextParams, card: unknown, word = cardWord(String(card), 'ru')): string => typed(p, `/play card:${word}`, `play ${String(card)}`);
const ART_RU = ['эскизы', 'скульптуры', 'антиквариат', 'картины'];

/** Every sentence names the commands as a Russian client shows them (ru-names.ts). */
export const ru: Catalogue = writtenWith({
  ...RU_CHOICES,
  ...Object.fromEntries(Object.entries(RU_NAMES).map(([word, name]) => [`name.${word}`, name])),
  'game.title': RU_TITLE,
  'opt.bots': 'Боты за столом: в канале — вместе с людьми (0–4); в личке — ваши соперники (1–4)',

  'not-your-turn': 'Сейчас ходит {player}: дождитесь своего хода.',
  'waiting-for': 'Игра ждёт ответа от игрока {player}; подождите.',
  'undo-not-allowed': 'Сыгранная карта уже открыта всем, поэтому её нельзя вернуть. Играйте дальше отсюда.',
  'undo-not-allowed-theirs': 'Последняя сыгранная карта, не ваша, уже открыта всем, поэтому её никто не может вернуть. Играйте дальше отсюда.',
  'play-a-card': f((p) => `Ваш ход: разыграйте карту${p.card ? ` (например, ${playing(p, p.card)})` : ''}, и только.`),
  'answer-choose': f((p) => `Ваша карта сначала задаёт вопрос: ответьте ${typed(p, '/choose', 'choose')} (см. варианты).`),
  'answer-give': f((p) => `Вас грабят, а у вас Сторожевой пёс: сначала ответьте ${typed(p, '/give what:пёс', 'give dog')} или ${typed(p, '/give what:фишка', 'give token')}.`),
  'answer-discard': f((p) => `Вас спрашивают, какие отложенные фишки сбросить (общей стоимостью не меньше 10): ответьте ${typed(p, '/discard', 'discard ФИШКА …')}.`),
  'game-over': 'Игра окончена; начните новую, чтобы сыграть ещё.',
  'no-such-seat': "За этим столом нет места «{seat}»: назовите место, которое есть.",
  'unknown-verb': '«{verb}» — не действие Art Robbery: используйте play, choose, give или discard.',
  'unknown-card': "«{card}» — не карта: назовите одну из 0–5, boss, dog или greedy.",
  'no-such-card': f((p) => (p.script ? `У игрока ${p.player} нет карты ${cardRu(p.card)} в руке: разыграйте карту из руки.` : `У вас нет карты ${cardRu(p.card)} в руке: разыграйте одну из своих карт.`)),
  'unknown-player': "За столом нет игрока «{name}»: назовите того, кто есть.",
  'bad-words': f((p) => `Не удалось прочитать «${p.words}»: напишите фишку, затем \`from ИМЯ\`, например \`${tok(p, '1*')} from Bo\`.`),
  'from-self': 'Нельзя красть у себя: назовите другого игрока или уберите `from:`.',
  'from-no-token': f((p) => `У игрока ${p.victim} нет открытой фишки для вашей карты ${cardRu(p.card)}: выберите другого игрока или уберите \`from:\`.`),
  'token-not-with': f((p) => `У игрока ${p.victim} нет открытой фишки ${tok(p, p.token)}: выберите фишку, которая у него есть.`),
  'token-nowhere': f((p) => `Ни у кого нет открытой фишки ${tok(p, p.token)} для вашей карты ${cardRu(p.card)}: уберите фишку.`),
  'token-wrong-card': f((p) => `Ваша карта ${cardRu(p.card)} не берёт ${theToken(p.token, p)}: назовите фишку, которую берёт эта карта.`),
  'from-centre-has': f((p) => `В центре есть фишка для вашей карты ${cardRu(p.card)}, брать нужно оттуда: уберите \`from:\`.`),
  'token-not-in-centre': f((p) => `В центре нет фишки ${tok(p, p.token)} для вашей карты ${cardRu(p.card)}: назовите фишку из центра.`),
  'from-greedy': 'Жадный вор берёт только из центра, не у игроков: уберите `from:`.',
  'dog-takes-nothing-else': f((p) => `Карта «Сторожевой пёс» берёт только фигурку пса: разыграйте её одну, не называя ни фишки, ни игрока: ${playing(p, 'dog', p.word ? String(p.word) : undefined)}.`),
  'no-question': 'Сейчас вам не задано вопросов: в свой ход разыграйте карту.',
  'not-an-option': f((p) => `Такого варианта нет: выберите один из вариантов: ${tok(p, p.options)}.`),
  'ambiguous': f((p) => `Это подходит к нескольким вариантам: выберите один из них: ${tok(p, p.options)}.`),
  'give-what': f((p) => `Ответьте ${typed(p, '/give what:пёс', 'give dog')}, чтобы отдать пса, или ${typed(p, '/give what:фишка', 'give token')}, чтобы отдать ${p.token ? theToken(p.token, p) : 'фишку'}.`),
  'discard-what': f((p) => `Назовите отложенные фишки для сброса, например ${typed(p, '/discard tokens:3• 4 5', 'discard 3* 4 5')}.`),
  'discard-not-banked': f((p) => `Не все из ${tok(p, p.tokens)} есть среди ваших отложенных фишек: называйте только свои.`),
  'discard-alibi': f((p) => `Ваша отложенная фишка ${tok(p, p.token)} — с алиби, она пишется ${tok(p, p.banked)}${p.script ? '' : ` (или ${String(p.banked)})`}: наберите ${typed(p, `/discard tokens:${tok(p, p.tokens)}`, `discard ${String(p.tokens)}`)}.`),
  'discard-too-little': 'Общая стоимость названных фишек — {total}, а нужно не меньше 10: сбросьте фишки общей стоимостью не меньше 10.',
  'play-what': f((p) => (p.card ? `Назовите карту, например ${playing(p, p.card)}.` : 'Назовите карту из своей руки.')),
  'choose-what': f((p) => `Назовите ответ, например ${typed(p, '/choose answer:1•', 'choose 1*')} или ${typed(p, '/choose answer:у Bo', 'choose from Bo')}.`),
  'seats-out-of-range': f((p) => {
    const total = Number(p.total), people = Number(p.people ?? total), bots = Number(p.bots ?? 0);
    const head = `В Art Robbery играют от 2 до 5 игроков; людей ${people}, ботов ${bots} — всего было бы ${total}`;
    if (p.dm) return `${head}: в личке вы играете против 1–4 ботов, начните заново с \`bots:1\` … \`bots:4\` (например, \`/heist start game:art-robbery bots:2\`).`;
    if (total < 2) return `${head}: пусть присоединится ещё ${2 - total} (кнопка «Присоединиться»), или закройте лобби (\`/heist end\`) и начните заново с \`bots:${bots + 2 - total}\`.`;
    return people > 5 ? `${head}: играть могут не больше 5, ${people - 5} придётся выйти.` : `${head}: закройте лобби (\`/heist end\`) и начните заново не больше чем с \`bots:${5 - people}\`.`;
  }),

  'deck.reshuffled': f((p) => `Колода кончилась: стопка сброса (${count(p.cards, 'карта', 'карты', 'карт')}) перетасована в новую колоду.`),
  'drew': f((p) => `Вы вытянули ${aCard(p.card)}.`),
  'played.asks': f((p) => `${p.player} разыгрывает ${aCard(p.card)} и выбирает, ${p.whom ? 'у кого взять' : 'что взять'}.`),
  'played.take': f((p) => `${p.player} разыгрывает ${aCard(p.card)} и берёт ${theToken(p.token, p)} из центра.`),
  'played.steal': f((p) => `${p.player} разыгрывает ${aCard(p.card)} и крадёт ${theToken(p.token, p)} у игрока ${p.victim}.`),
  'played.steal.asks': f((p) => `${p.player} разыгрывает ${aCard(p.card)}, чтобы украсть ${theToken(p.token, p)} у игрока ${p.victim}; у того Сторожевой пёс, и он выбирает: пса или фишку.`),
  'played.dog.centre': f((p) => `${p.player} разыгрывает ${aCard(p.card)} и забирает пса из центра.`),
  'played.dog.from': f((p) => `${p.player} разыгрывает ${aCard(p.card)} и забирает пса у игрока ${p.victim}.`),
  'played.nothing': f((p) => `${p.player} разыгрывает ${aCard(p.card)}; взять нечего.`),
  'gave.dog': f((p) => `${p.victim} отдаёт пса и оставляет себе ${theToken(p.token, p)}.`),
  'gave.token': f((p) => `${p.victim} оставляет пса и отдаёт ${theToken(p.token, p)} игроку ${p.player}.`),
  'raid.end': 'Рейд {raid} окончен: центр пуст.',
  'boss.kept': '{player} оставляет фишку Босса (есть 4 или 5 этого рейда).',
  'boss.boxed': '{player} возвращает фишку Босса в коробку (нет 4 или 5 этого рейда).',
  'banked': f((p) => `${p.player} откладывает ${tokens(p.count)}.`),
  'raid.start': f((p) => `Начинается рейд ${p.raid} (${ART_RU[Number(p.raid) - 1]}); первым ходит ${p.player}.`),
  'arrested': f((p) => `${Array.isArray(p.players) && p.players.length === 1 ? 'Арестован' : 'Арестованы'} за нехватку алиби: ${list(p.players)}.`),
  'discard.asked': 'У игрока {player} меньше алиби: он сбрасывает отложенные фишки стоимостью не меньше 10.',
  'discarded': f((p) => `${p.player} сбрасывает ${tokens(p.count)} общей стоимостью ${p.total}.`),
  'discarded.tokens': f((p) => `Вы сбросили ${tok(p, p.tokens)}.`),
  'game.over': f((p) => (Array.isArray(p.winners) && p.winners.length ? `Игра окончена: ${p.winners.length > 1 ? 'победу делят' : 'побеждает'} ${list(p.winners)}!` : 'Игра окончена: победителя нет.')),

  'question.choose': f((p) => `${p.player}, что вы берёте картой ${cardRu(p.card)}?`),
  'question.choose-whom': f((p) => `${p.player}, у кого вы берёте фишку картой ${cardRu(p.card)}?`),
  'question.give': f((p) => `${p.victim}, ${p.player} крадёт ${theToken(p.token, p)}: отдать пса или фишку?`),
  'question.discard': '{player}, какие отложенные фишки (не меньше 10) вы сбрасываете?',
  'note.question.choose': f((p) => `Что вы берёте картой ${cardRu(p.card)}?`),
  'note.question.choose-whom': f((p) => `У кого вы берёте фишку картой ${cardRu(p.card)}?`),
  'note.question.give': f((p) => `${p.player} крадёт у вас ${theToken(p.token, p)}: отдать пса или фишку?`),
  'note.question.discard': 'Какие отложенные фишки (не меньше 10) вы сбрасываете?',

  'cmd.play': 'Разыграть карту из руки',
  'cmd.play.card': 'Карта: 0–5, Босс, пёс или вор (boss, dog, greedy)',
  'cmd.play.token': 'Какую фишку, если они различаются (например 1• или Босс)',
  'cmd.play.from': 'У кого красть, если крадёте',
  'cmd.give': 'Вас грабят, а у вас пёс: отдать пса или фишку',
  'cmd.give.what': 'dog (пса) или token (фишку)',
  'cmd.choose': 'Ответить на вопрос вашей карты',
  'cmd.choose.answer': 'Ответ, например 1• или у Bo',
  'cmd.discard': 'Двое игроков, конец игры: сбросить отложенные фишки стоимостью не меньше 10',
  'cmd.discard.tokens': 'Фишки, например 3• 4 5',
  'shared.cmd.give': 'Отдать пса или фишку',
  'shared.cmd.give.what': 'dog или token',
  'shared.cmd.choose': 'Ответить на вопрос игры',
  'shared.cmd.choose.answer': 'Ваш ответ',
  'shared.opt.bots': '0–4, в ЛС 1–4',
  'shared.opt.bots.short': '0–4',

  'card.0': '0', 'card.1': '1', 'card.2': '2', 'card.3': '3', 'card.4': '4', 'card.5': '5',
  'card.boss': 'Босс', 'card.dog': 'Сторожевой пёс', 'card.greedy': 'Жадный вор',
  'token.boss': 'фишка Босса', 'token.boss.short': 'Босс', 'token.dot': 'алиби',
  'art.1': 'эскизы', 'art.2': 'скульптуры', 'art.3': 'антиквариат', 'art.4': 'картины',

  'ui.raid': 'Рейд {raid}/4: {art}',
  'ui.centre': 'Центр',
  'ui.dog': 'Пёс',
  'ui.token.boss': 'БОСС', 'ui.token.dog': 'ПЁС',
  'ui.dog.centre': 'Сторожевой пёс в центре.',
  'ui.dog.none': 'Сторожевого пса нет в игре.',
  'ui.dog.with': 'Сторожевой пёс у игрока {player}.',
  'ui.deck': 'Колода: {deck} · сброс: {discard} (сверху: {top})',
  'ui.player': '{player}: в руке {hand} · открыто {faceUp} · отложено {banked}',
  'ui.turn': 'Ходит {player}.',
  'ui.waiting': 'Ждём ответа от игрока {player}.',
  'ui.hand': 'Ваша рука: {cards}',
  'ui.banked': 'Ваши отложенные фишки: {tokens}',
  'ui.hand.of': '{player} — рука: {cards}',
  'ui.none': '—',
  'ui.results': 'Итоги',
  'ui.called-off': 'Игру отменили',
  'ui.result.row': f((p) => `${p.player}: ${p.score} ${points(Number(p.score))}, алиби ${p.alibis}${p.arrested ? ' · арестован' : ''}${p.winner ? ' · победитель' : ''}`),
  'ui.choose': 'Выберите…',
  'ui.give.dog': 'Отдать пса',
  'ui.give.token': f((p) => `Отдать ${theToken(p.token, p)}`),
  // A name is never declined: it follows «игрока», as in the story's lines.
  'ui.from': 'у игрока {player}',
  'ui.play': '{card}: {hint}', 'ui.play.centre': 'из центра', 'ui.play.or': ' или ',
  'ui.play.steal': f((p) => `украсть у ${Number(p.count) > 1 ? 'игроков' : 'игрока'} ${p.players}`),
  'ui.play.dog-centre': 'пёс из центра', 'ui.play.dog-from': 'пёс у игрока {player}', 'ui.play.none': 'ничего не берёт',
  'ui.discard.option': 'Сбросить {tokens} ({total})',
  'ui.discard': 'Сбросить…',
  'ui.hand.short': 'рука',
  'ui.banked.short': 'отложено',
  'ui.bot-plays': 'играет бот',
  'ui.alibis.short': 'алиби',
  'ui.score.short': 'очки',
  'ui.arrested': 'арестован',
  'ui.winner': 'победитель',

  'typed.card': f((p) => `\`${p.option}:\` «${p.value}» — не карта: напишите число 0–5, Босс, пёс (Сторожевой пёс) или вор (Жадный вор)${p.hand ? `; у вас в руке ${p.hand}` : ''}.`),
  'typed.token': '`{option}:` «{value}» — не фишка: напишите значение и по точке или звёздочке за алиби (1•, 0••, 1*) или Босс.',
  'typed.from': '`{option}:` нет игрока «{value}», у которого можно взять: назовите одного из игроков: {names}.',
  'typed.from-one': '`{option}:` нет игрока «{value}», у которого можно взять: взять можно только у игрока {names}.',
  'typed.from-which': '`{option}:` «{value}» — это может быть {names}: назовите одного из них.',
  'typed.answer': f((p) => `\`${p.option}:\` «${p.value}» — не один из ответов: выберите ${p.options}.`),
  'typed.answer-ambiguous': f((p) => `\`${p.option}:\` «${p.value}» подходит к нескольким ответам: выберите ${p.options}.`),
  'typed.give': f((p) => `\`${p.option}:\` ответьте пёс, чтобы отдать пса, или фишка, чтобы отдать ${p.token ? theToken(p.token, p) : 'фишку'}.`),
  'typed.give-choose': f((p) => `\`${p.option}:\` ответьте ${typed(p, '/choose answer:пёс', 'choose dog')}, чтобы отдать пса, или ${typed(p, '/choose answer:фишка', 'choose token')}, чтобы отдать ${p.token ? theToken(p.token, p) : 'фишку'}.`),
  'typed.tokens': f((p) => `\`${p.option}:\` ${p.value ? `«${p.value}» — не фишка: ` : ''}назовите отложенные фишки по значению, с точкой за алиби, через пробел, например 3• 4 5.`),
}, ruSlash);
