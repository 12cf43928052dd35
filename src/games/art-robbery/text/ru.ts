// Russian texts of Art Robbery, with the Russian rulebook's terms (рейд, фишка лута, алиби, Сторожевой пёс, Жадный
// вор, Босс); the same keys as en.ts.
import type { Catalogue, TextParams } from '../../../core/text.js';

const CARD: Record<string, string> = { boss: 'Босс', dog: 'Сторожевой пёс', greedy: 'Жадный вор' };
export const cardRu = (c: unknown): string => CARD[String(c)] ?? String(c);
const aCard = (c: unknown): string => (CARD[String(c)] ? `карту «${CARD[String(c)]}»` : `карту ${String(c)}`);
const theToken = (t: unknown): string => (t === 'boss' ? 'фишку Босса' : `фишку ${String(t)}`);
const list = (xs: unknown): string => {
  const a = Array.isArray(xs) ? xs.map(String) : [String(xs)];
  return a.length <= 1 ? a.join('') : `${a.slice(0, -1).join(', ')} и ${a[a.length - 1]}`;
};
const tokens = (n: unknown): string => {
  const k = Number(n), d = k % 10, h = k % 100;
  return `${k} ${d === 1 && h !== 11 ? 'фишку' : d >= 2 && d <= 4 && (h < 12 || h > 14) ? 'фишки' : 'фишек'}`;
};
const f = (fn: (p: TextParams) => string) => fn;
export const ART_RU = ['эскизы', 'скульптуры', 'антиквариат', 'картины'];

export const ru: Catalogue = {
  'game.title': 'Ограбление музея (Art Robbery)',
  'opt.bots': 'Боты за столом: в канале — вместе с людьми (0–4); в личке — ваши соперники (1–4)',

  'not-your-turn': 'Сейчас ходит {player}: дождитесь своего хода.',
  'waiting-for': 'Игра ждёт ответа от {player}; подождите.',
  'play-a-card': 'Ваш ход: разыграйте карту (например, `play 4`), и только.',
  'answer-choose': 'Ваша карта сначала задаёт вопрос: ответьте `choose` (см. варианты).',
  'answer-give': 'Вас грабят, а у вас Сторожевой пёс: сначала ответьте `give dog` или `give token`.',
  'answer-discard': 'Сначала сбросьте отложенные фишки общей стоимостью не меньше 10: `discard ФИШКА …`.',
  'game-over': 'Игра окончена; начните новую, чтобы сыграть ещё.',
  'no-such-seat': 'Места {seat} за этим столом нет.',
  'unknown-verb': '«{verb}» — не действие Art Robbery: используйте play, choose, give или discard.',
  'unknown-card': '«{card}» — не карта: карты — 0–5, boss, dog и greedy.',
  'no-such-card': f((p) => `У игрока ${p.player} нет карты ${cardRu(p.card)} в руке: разыграйте карту из руки.`),
  'unknown-player': 'За столом нет игрока «{name}».',
  'bad-words': 'Не удалось прочитать «{words}»: напишите фишку, затем `from ИМЯ`, например `1* from Bo`.',
  'from-self': 'Нельзя красть у себя: назовите другого игрока или уберите `from`.',
  'from-no-token': f((p) => `У игрока ${p.victim} нет открытой фишки для вашей карты ${cardRu(p.card)}: выберите другого игрока или уберите \`from\`.`),
  'token-not-with': f((p) => `У игрока ${p.victim} нет открытой фишки ${p.token}: выберите фишку, которая у него есть.`),
  'token-nowhere': f((p) => `Ни у кого нет открытой фишки ${p.token} для вашей карты ${cardRu(p.card)}: уберите фишку.`),
  'token-wrong-card': f((p) => `Карта ${cardRu(p.card)} не берёт ${theToken(p.token)}: назовите фишку, которую берёт эта карта.`),
  'from-centre-has': f((p) => `В центре есть фишка для вашей карты ${cardRu(p.card)}, брать нужно оттуда: уберите \`from\`.`),
  'token-not-in-centre': f((p) => `В центре нет фишки ${p.token} для карты ${cardRu(p.card)}: назовите фишку из центра.`),
  'from-greedy': 'Жадный вор берёт только из центра, не у игроков: уберите `from`.',
  'dog-takes-nothing-else': 'Карта Сторожевого пса берёт только фигурку пса: `play dog`.',
  'no-question': 'Сейчас вам не задано вопросов: в свой ход разыграйте карту.',
  'not-an-option': 'Такого варианта нет: выберите один из {options}.',
  'ambiguous': 'Это подходит к нескольким вариантам: выберите один из {options}.',
  'give-what': f((p) => `Ответьте \`give dog\`, чтобы отдать пса, или \`give token\`, чтобы отдать ${p.token ? theToken(p.token) : 'фишку'}.`),
  'discard-what': 'Назовите отложенные фишки для сброса, например `discard 3 4 5*`.',
  'discard-not-banked': 'Не все из {tokens} есть среди ваших отложенных фишек: называйте только свои.',
  'discard-too-little': 'Эти фишки стоят {total}; сбросьте фишки общей стоимостью не меньше 10.',
  'play-what': 'Назовите карту, например `play 4` или `play greedy boss`.',
  'choose-what': 'Назовите ответ, например `choose 1*` или `choose from Bo`.',
  'seats-out-of-range': 'В Art Robbery играют от 2 до 5 игроков; с этими ботами их было бы {total}.',

  'deck.reshuffled': 'Колода кончилась: стопка сброса ({cards} карт) перетасована в новую колоду.',
  'drew': f((p) => `Вы взяли ${aCard(p.card)}.`),
  'played.asks': f((p) => `${p.player} разыгрывает ${aCard(p.card)} и выбирает, что взять.`),
  'played.take': f((p) => `${p.player} разыгрывает ${aCard(p.card)} и берёт ${theToken(p.token)} из центра.`),
  'played.steal': f((p) => `${p.player} разыгрывает ${aCard(p.card)} и крадёт ${theToken(p.token)} у игрока ${p.victim}.`),
  'played.steal.asks': f((p) => `${p.player} разыгрывает ${aCard(p.card)}, чтобы украсть ${theToken(p.token)} у игрока ${p.victim}; у того Сторожевой пёс, и он выбирает: пса или фишку.`),
  'played.dog.centre': f((p) => `${p.player} разыгрывает ${aCard(p.card)} и забирает пса из центра.`),
  'played.dog.from': f((p) => `${p.player} разыгрывает ${aCard(p.card)} и забирает пса у игрока ${p.victim}.`),
  'played.nothing': f((p) => `${p.player} разыгрывает ${aCard(p.card)}; взять нечего.`),
  'gave.dog': f((p) => `${p.victim} отдаёт пса и оставляет себе ${theToken(p.token)}.`),
  'gave.token': f((p) => `${p.victim} оставляет пса и отдаёт ${theToken(p.token)} игроку ${p.player}.`),
  'raid.end': 'Рейд {raid} окончен: центр пуст.',
  'boss.kept': '{player} оставляет фишку Босса (есть 4 или 5 этого рейда).',
  'boss.boxed': '{player} возвращает фишку Босса в коробку (нет 4 или 5 этого рейда).',
  'banked': f((p) => `${p.player} откладывает ${tokens(p.count)}.`),
  'raid.start': f((p) => `Начинается рейд ${p.raid} (${ART_RU[Number(p.raid) - 1]}); первым ходит ${p.player}.`),
  'arrested': f((p) => `Арестованы за нехватку алиби: ${list(p.players)}.`),
  'discard.asked': 'У игрока {player} меньше алиби: он сбрасывает отложенные фишки стоимостью не меньше 10.',
  'discarded': f((p) => `${p.player} сбрасывает ${tokens(p.count)} общей стоимостью ${p.total}.`),
  'discarded.tokens': 'Вы сбросили {tokens}.',
  'game.over': f((p) => (Array.isArray(p.winners) && p.winners.length ? `Игра окончена: ${p.winners.length > 1 ? 'победу делят' : 'побеждает'} ${list(p.winners)}!` : 'Игра окончена: победителя нет.')),

  'question.choose': f((p) => `${p.player}, что вы берёте картой ${cardRu(p.card)}?`),
  'question.give': f((p) => `${p.victim}, ${p.player} крадёт ${theToken(p.token)}: отдать пса или фишку?`),
  'question.discard': '{player}, какие отложенные фишки (не меньше 10) вы сбрасываете?',

  'cmd.play': 'Разыграть карту из руки',
  'cmd.play.card': 'Карта: 0–5, boss, dog или greedy',
  'cmd.play.token': 'Какую фишку, если они различаются (например 1* или boss)',
  'cmd.play.from': 'У кого красть, если крадёте',
  'cmd.give': 'Вас грабят, а у вас пёс: отдать пса или фишку',
  'cmd.give.what': 'dog (пса) или token (фишку)',
  'cmd.choose': 'Ответить на вопрос вашей карты',
  'cmd.choose.answer': 'Ответ, например 1* или from Bo',
  'cmd.discard': 'Двое игроков, конец игры: сбросить отложенные фишки стоимостью не меньше 10',
  'cmd.discard.tokens': 'Фишки, например 3 4 5*',

  'card.0': '0', 'card.1': '1', 'card.2': '2', 'card.3': '3', 'card.4': '4', 'card.5': '5',
  'card.boss': 'Босс', 'card.dog': 'Сторожевой пёс', 'card.greedy': 'Жадный вор',
  'token.boss': 'фишка Босса', 'token.boss.short': 'Босс', 'token.dot': 'алиби',
  'art.1': 'эскизы', 'art.2': 'скульптуры', 'art.3': 'антиквариат', 'art.4': 'картины',

  'ui.raid': 'Рейд {raid}/4: {art}',
  'ui.centre': 'Центр',
  'ui.dog': 'Пёс',
  'ui.dog.centre': 'Сторожевой пёс в центре.',
  'ui.dog.none': 'Сторожевого пса нет в игре.',
  'ui.dog.with': 'Сторожевой пёс у игрока {player}.',
  'ui.deck': 'Колода: {deck} · сброс: {discard} (сверху: {top})',
  'ui.player': '{player}: в руке {hand} · открыто {faceUp} · отложено {banked}',
  'ui.turn': 'Ходит {player}.',
  'ui.waiting': 'Ждём ответа от {player}.',
  'ui.hand': 'Ваша рука: {cards}',
  'ui.banked': 'Ваши отложенные фишки: {tokens}',
  'ui.none': '—',
  'ui.results': 'Итоги',
  'ui.result.row': f((p) => `${p.player}: ${p.score} очк., алиби ${p.alibis}${p.arrested ? ' · арестован' : ''}${p.winner ? ' · победитель' : ''}`),
  'ui.choose': 'Выберите…',
  'ui.give.dog': 'Отдать пса',
  'ui.give.token': 'Отдать {token}',
  'ui.from': 'у {player}',
  'ui.discard.option': 'Сбросить {tokens} ({total})',
  'ui.discard': 'Сбросить…',
  'ui.hand.short': 'рука',
  'ui.banked.short': 'отложено',
  'ui.alibis.short': 'алиби',
  'ui.score.short': 'очки',
  'ui.arrested': 'арестован',
  'ui.winner': 'победитель',
  'ui.deck.short': 'колода',
  'ui.discard.short': 'сброс',

  'rules.overview.title': 'Обзор',
  'rules.overview': 'Четыре рейда. В свой ход разыграйте карту, возьмите изображённое на ней и доберите руку до пяти карт. Рейд заканчивается, когда центр пуст: все откладывают открытые фишки лицом вниз — теперь они в безопасности. После рейда 4 игроки с наименьшим числом алиби арестованы (3–5 игроков); побеждает набравший больше всех очков.',
  'rules.numbers.title': 'Номерные карты',
  'rules.numbers': 'Карта 0–5 берёт фишку такого значения из центра. Только если в центре её нет, крадёт открытую фишку с этим значением у другого игрока. Фишку Босса и отложенные фишки она не берёт никогда.',
  'rules.watchdog.title': 'Сторожевой пёс',
  'rules.watchdog': 'Карта Сторожевого пса забирает фигурку пса из центра или у её владельца. Если у вас крадут фишку, а у вас пёс, можно отдать пса вместо фишки. Владелец пса начинает следующий рейд.',
  'rules.greedy.title': 'Жадный вор',
  'rules.greedy': 'Жадный вор берёт любую одну фишку из центра, в том числе фишку Босса; у игроков — никогда.',
  'rules.boss.title': 'Босс',
  'rules.boss': 'Карта Босса берёт фишку Босса этого рейда из центра или у того, у кого она есть. В конце рейда фишка Босса остаётся у вас (5 очков), только если у вас есть открытая 4 или 5 этого рейда; иначе она возвращается в коробку.',
  'rules.end.title': 'Алиби и конец игры',
  'rules.end': 'Алиби — белые точки. После рейда 4 при 3–5 игроках арестованы все, у кого меньше всего алиби (если не у всех поровну). Вдвоём игрок с меньшим числом алиби сбрасывает отложенные фишки на сумму не меньше 10. Побеждает больше очков; при равенстве — больше алиби, иначе победа делится.',
  'rules.commands.title': 'Команды',
  'rules.commands': '`play 4`, `play 4 from Bo`, `play greedy boss`, `play 1 1*`; ответ на вопрос — `choose 1*` или `choose from Bo`; грабят, а у вас пёс — `give dog` / `give token`; конец игры вдвоём — `discard 3 4 5*`.',
};
