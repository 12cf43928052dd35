// Russian sentences for every engine code (events, questions, refusals): the same codes as en-engine.ts
// and the cards' en-*.ts. Game terms from the Russian rulebook.
import { typedForm } from './typed-form.js';
import { matesAt } from './lists.js';
import { ruCount as plural } from '../../../core/plural.js';

type P = Record<string, unknown>;
type Text = (p: P) => string;

const s = (v: unknown) => String(v ?? '');

/** An action as its reader types it (typed-form.ts); the catalogue writes a slash command in the names a Russian client
 * shows (text/index.ts). */
const typed = typedForm;

export const RU_ROOMS: Record<string, string> = {
  atrium: 'Атриум', camera: 'Видеонаблюдение', 'computer-fingerprint': 'Серверная (биометрия)',
  'computer-laser': 'Серверная (лазеры)', 'computer-motion': 'Серверная (датчики движения)', deadbolt: 'Засов',
  detector: 'Сканер', fingerprint: 'Биометрический замок', foyer: 'Фойе', keypad: 'Кодовый замок',
  laboratory: 'Лаборатория', laser: 'Лазерный периметр', lavatory: 'Уборная', motion: 'Датчик движения',
  'secret-door': 'Потайная дверь', 'service-duct': 'Вентиляция', thermo: 'Датчик тепла', walkway: 'Тайный проход',
  safe: 'Сейф', stairs: 'Лестница', empty: 'Пустое место',
};
export const RU_TOOLS: Record<string, string> = {
  blueprints: 'Чертежи', crowbar: 'Лом', 'crystal-ball': 'Хрустальный шар', donuts: 'Пончики',
  dynamite: 'Взрывное устройство', emp: 'ЭМИ', 'invisible-suit': 'Костюм-невидимка', 'makeup-kit': 'Грим',
  rollerskates: 'Ролики', 'smoke-bomb': 'Дымовая шашка', stethoscope: 'Стетоскоп', 'thermal-bomb': 'Термобомба',
  virus: 'Вирус',
};
export const RU_LOOT: Record<string, string> = {
  bust: 'Бюст', chihuahua: 'Чихуахуа', 'cursed-goblet': 'Проклятый кубок', gemstone: 'Драгоценный камень',
  'gold-bar': 'Золотой слиток', isotope: 'Изотоп', keycard: 'Ключ-карта', mirror: 'Зеркало', painting: 'Картина',
  'persian-kitty': 'Персидский котёнок', stamp: 'Марка', tiara: 'Тиара',
};
export const RU_EVENTS: Record<string, string> = {
  'brown-out': 'Отключение света', 'buddy-system': 'Напарник', 'change-of-plans': 'Смена планов', crash: 'Грохот!',
  daydreaming: 'Замечтался', 'dead-drop': 'Тайник', espresso: 'Эспрессо', 'freight-elevator': 'Грузовой лифт',
  'go-with-your-gut': 'Довериться интуиции', gymnastics: 'Гимнастика', 'heads-up': 'Внимание!',
  'jump-the-gun': 'Фальстарт', 'jury-rig': 'Смекалка', 'keycode-change': 'Смена кода', lampshade: 'Абажур',
  'lost-grip': 'Сорвался', peekhole: 'Глазок', reboot: 'Перезагрузка', 'shift-change': 'Пересменка',
  shoplifting: 'Кража', squeak: 'Скрип', 'switch-signs': 'Путаница', 'throw-voice': 'Подать голос',
  'time-lock': 'Замок с таймером', 'video-loop': 'Видеопетля', 'where-is-he': 'Где он?',
};
/** Each event's effect in one line: beside its name when drawn, and in the rules help (rules-ru.ts). */
export const RU_EVENT_EFFECTS: Record<string, string> = {
  'brown-out': 'Все тревоги сняты; охранники открывают новые карты патруля.',
  'buddy-system': 'Переместите другого персонажа в вашу комнату.',
  'change-of-plans': 'Если на вашем этаже нет тревог, охранник открывает новую карту патруля.',
  'crash': 'Если на вашем этаже нет тревог, цель охранника — ваша комната.',
  'daydreaming': 'Охранник на вашем этаже в этот ход делает на шаг меньше.',
  'dead-drop': 'Передайте все инструменты и добычу предыдущему игроку.',
  'espresso': 'Охранник на вашем этаже в этот ход делает на шаг больше.',
  'freight-elevator': 'Поднимитесь на этаж выше (с последнего — на крышу, если у команды вся добыча).',
  'go-with-your-gut': 'Сразу зайдите в соседнюю закрытую комнату.',
  'gymnastics': 'До вашего следующего хода в тайный проход можно подняться снизу.',
  'heads-up': 'У следующего игрока на 1 действие больше.',
  'jump-the-gun': 'Ход следующего игрока пропускается.',
  'jury-rig': 'Возьмите инструмент.',
  'keycode-change': 'Открытые кодовые замки снова заперты.',
  'lampshade': 'Получите жетон скрытности.',
  'lost-grip': 'Упадите на этаж ниже.',
  'peekhole': 'Загляните в соседнюю комнату, даже сквозь стену, вверх или вниз (или пропустите).',
  'reboot': 'В каждой открытой серверной теперь ровно 1 жетон взлома.',
  'shift-change': 'Охранник вашего этажа стоит; вместо него ходят охранники других этажей.',
  'shoplifting': 'Тревога во всех лабораториях, откуда взяли инструмент.',
  'squeak': 'Охранник на вашем этаже шагает к ближайшему персонажу.',
  'switch-signs': 'Охранник на вашем этаже и его цель меняются местами; если на вашем этаже есть тревога, он вместо этого переносится к ближайшей тревоге и выключает её.',
  'throw-voice': 'Если на вашем этаже нет тревог, сдвиньте цель охранника в соседнюю с ней комнату (не сквозь стену, Потайную дверь, Вентиляцию или Лестницу).',
  'time-lock': 'До вашего следующего хода лестницами пользоваться нельзя.',
  'video-loop': 'До вашего следующего хода камеры отключены.',
  'where-is-he': 'Охранник на вашем этаже переносится к своей цели; если на вашем этаже есть тревога — к ближайшей тревоге, и выключает её.',
};
export const RU_CHARACTERS: Record<string, string> = {
  acrobat: 'Акробат', hacker: 'Хакер', hawk: 'Ястреб', juicer: 'Электрик', peterman: 'Медвежатник', raven: 'Ворон',
  rigger: 'Механик', rook: 'Грач', spotter: 'Наводчик',
};
/** Character abilities by `character:side`, as named in the Russian rules help (rules-ru.ts). */
export const RU_ABILITIES: Record<string, string> = {
  'acrobat:basic': 'Гибкость', 'acrobat:advanced': 'Окно', 'hacker:basic': 'Глушилка', 'hacker:advanced': 'Ноутбук',
  'hawk:basic': 'Рентген', 'hawk:advanced': 'Зоркость', 'juicer:basic': 'Плакса', 'juicer:advanced': 'Перенаправление',
  'peterman:basic': 'Твёрдая рука', 'peterman:advanced': 'Дрель', 'raven:basic': 'Отвлечь', 'raven:advanced': 'Помеха',
  'rigger:basic': 'Решение', 'rigger:advanced': 'Мастерская', 'rook:basic': 'Приказ', 'rook:advanced': 'Маскировка',
  'spotter:basic': 'Ясновидение', 'spotter:advanced': 'Предвидение',
};
/** The ways between floors as a Russian player types them (`вверх`): a target the engine read as `up` is quoted so. */
const VERTICAL: Record<string, string> = { up: 'вверх', down: 'вниз' };
/** A target as a Russian player types it in a slash command: a way by its Russian word (`восток`), a cell as it is. */
const WAY_WORDS: Record<string, string> = { north: 'север', east: 'восток', south: 'юг', west: 'запад', up: 'вверх', down: 'вниз' };
const typedWay = (t: unknown) => WAY_WORDS[s(t)] ?? s(t);
const DIRS: Record<string, string> = { north: 'на север', east: 'на восток', south: 'на юг', west: 'на запад', up: 'вверх', down: 'вниз' };
const REASONS: Record<string, string> = {
  guard: 'охранник в той же комнате', foyer: 'охранник увидел его в Фойе', atrium: 'охранник увидел его в Атриуме', tiara: 'Тиара',
  'cursed-goblet': 'Проклятый кубок', tinker: 'Мастерская', camera: 'камера',
};

/** A card, room or character id in Russian (the id itself when unknown). */
function ruName(id: unknown): string {
  const k = s(id);
  const bare = k.includes(':') ? k.split(':').pop()! : k;
  return RU_ROOMS[bare] ?? RU_TOOLS[bare] ?? RU_LOOT[bare] ?? RU_EVENTS[bare] ?? RU_CHARACTERS[bare] ?? bare;
}
/** What set an alarm off, when it is no room nor card: an ability. */
const ALARM_ABILITIES: Record<string, string> = { crybaby: RU_ABILITIES['juicer:basic'], reroute: RU_ABILITIES['juicer:advanced'] };
const room = (id: unknown) => RU_ROOMS[s(id)] ?? ALARM_ABILITIES[s(id)] ?? ruName(id);
const dir = (d: unknown) => DIRS[s(d)] ?? s(d);
const list = (v: unknown) => (Array.isArray(v) ? v.map(s).join(', ') : s(v));
/** A question's answers as a Russian player gives them: a skip is «пропустить» (its button, and what the command takes). */
const answers = (v: unknown) => (Array.isArray(v) ? v : [v]).map((x) => (s(x) === 'none' ? '«пропустить»' : s(x))).join(', ');
const names = (v: unknown) => (Array.isArray(v) ? v.map(ruName).join(', ') : s(v).split(' ').filter(Boolean).map(ruName).join(', '));
/** Russian plural of a count: 1 кубик, 2 кубика, 5 кубиков (11–14 take the last form). */
/** What the crew still lacks before escaping (rules/items.ts lootMissing), and what to do about it. */
const safesClosed = (n: unknown) => (Number(n) % 10 === 1 && Number(n) % 100 !== 11
  ? `${plural(n, 'сейф', 'сейфа', 'сейфов')} ещё закрыт: сначала вскройте его`
  : `${plural(n, 'сейф', 'сейфа', 'сейфов')} ещё закрыты: сначала вскройте их`);
const take = (p: Record<string, unknown>, item: unknown) => typed(p, `/take what:${s(item)}`, `take ${s(item)}`);
/** `mate`: золотой слиток, который читающий подобрать не может, держа второй (оба у одного быть не могут). */
const lootLeft = (p: Record<string, unknown>) => (p.mate
  ? `«${ruName(p.item)}» ещё лежит в ${s(p.at)}, и сначала его должен подобрать кто-то другой из команды (${take(p, p.item)}): второй у вас`
  : `«${ruName(p.item)}» ещё лежит в ${s(p.at)}: сначала доберитесь туда и подберите добычу (${take(p, p.item)})`);
/** Каждый глагол целиком, для отказа лишним словам после него: слеш-команда и строка сценария. */
const WHOLE_VERB: Record<string, [string, string]> = {
  move: ['`/move target:НАПРАВЛЕНИЕ` (одно направление или одна клетка, например B2)', '«move НАПРАВЛЕНИЕ» (одно направление или одна клетка, например B2; затем по желанию laser:pay или laser:trigger)'],
  peek: ['`/peek target:НАПРАВЛЕНИЕ` (одно направление или одна клетка, например B2)', '«peek НАПРАВЛЕНИЕ» (одно направление или одна клетка, например B2)'],
  hack: ['`/hack`', '«hack»'], 'add-die': ['`/add-die`', '«add-die»'], crack: ['`/crack`', '«crack»'], escape: ['`/escape`', '«escape»'],
  end: ['`/end-turn`', '«end»'], give: ['`/give what:ПРЕДМЕТ ИГРОК`', '«give ПРЕДМЕТ ИГРОК»'], take: ['`/take what:ПРЕДМЕТ ИГРОК`', '«take ПРЕДМЕТ ИГРОК»'],
};
const escapeForm = (p: Record<string, unknown>) => typed(p, '/escape', '«escape»');
const kittyLoose = (p: Record<string, unknown>) => `«${ruName('persian-kitty')}» сбежал и сидит в ${s(p.at)}: сначала доберитесь туда и подберите его (${typed(p, '/take what:persian-kitty', 'take persian-kitty')})`;
/** Побег, в котором отказано, пока команде чего-то не хватает (`lacks`: rules/items.ts lacking; клетка добычи в `at`). */
const lackSentence = (p: Record<string, unknown>) => (p.lacks === 'safes'
  ? `Прежде чем сбегать, команда должна вскрыть все сейфы и забрать всю добычу, а ${safesClosed(p.count)}.`
  : `Прежде чем сбегать, команда должна забрать всю добычу, а ${p.lacks === 'kitty' ? kittyLoose(p) : lootLeft(p)}.`);
/** Когда все сейфы вскрыты, что осталось (rules/goals.ts withGoal): лежащая добыча (`lootAt`) или сбежавший котёнок,
 * затем крыша с лестницы последнего этажа (`at`, если команда её видела). */
const leftToDo = (p: Record<string, unknown>) => {
  const stairs = `с лестницы последнего этажа${p.at ? ` (${s(p.at)})` : ''}`;
  if (p.lacks === 'loot') {
    return `«${ruName(p.item)}» ещё лежит в ${s(p.lootAt)}: ${p.mate ? 'подобрать его должен кто-то другой из команды' : 'подберите добычу'} (${take(p, p.item)})${p.mate ? ', ведь второй у вас' : ''}; затем сбегайте ${stairs}`;
  }
  if (p.lacks === 'kitty') return `«${ruName('persian-kitty')}» сбежал и сидит в ${s(p.lootAt)}: подберите его (${take(p, 'persian-kitty')}); затем сбегайте ${stairs}`;
  return `идите к лестнице последнего этажа${p.at ? ` (${s(p.at)})` : ''} и сбегайте`;
};
export const dice = (n: unknown) => plural(n, 'кубик', 'кубика', 'кубиков');
const actions = (n: unknown) => {
  const k = Number(n) % 100, d = k % 10;
  if (k >= 11 && k <= 14) return `${s(n)} действий`;
  return d === 1 ? `${s(n)} действие` : d >= 2 && d <= 4 ? `${s(n)} действия` : `${s(n)} действий`;
};

export const NO_EFFECT: Record<string, Text> = {
  alarm: (p) => `на этаже ${s(p.floor)} включён сигнал тревоги`,
  'no-alarms': () => 'в здании нет сигналов тревоги',
  'no-buddy': () => 'в здании нет никого на другом тайле',
  'no-guard': (p) => `охранника этажа ${s(p.floor)} нет в здании или ему некуда идти`,
  'no-receiver': () => 'в здании больше никого нет',
  'nothing-held': (p) => `у игрока ${s(p.player)} нет ни инструментов, ни добычи`,
  'loot-missing': () => 'у команды ещё не вся добыча, поэтому сбежать на крышу нельзя',
  'no-face-down': (p) => `рядом с игроком ${s(p.player)} нет закрытых комнат`,
  'no-open-keypad': () => 'ни один кодовый замок не открыт',
  'ground-floor': (p) => `${s(p.player)} уже на первом этаже`,
  declined: (p) => `${s(p.player)} решает не заглядывать`,
  'no-computer': () => 'ни одна серверная не открыта',
  'no-alarm': () => 'нет лаборатории, из которой уже взяли инструмент',
  'no-one-near': (p) => `на этаже ${s(p.floor)} нет никого, до кого охранник может дойти`,
  'already-there': () => 'охранник уже в комнате с персонажем',
  'no-room': () => 'рядом с целью охранника нет комнаты',
};
export const LASTING: Record<string, Text> = {
  gymnastics: (p) => `Гимнастика: до начала следующего хода игрока ${s(p.player)} в тайный проход можно подняться снизу`,
  'heads-up': () => 'Внимание!: у следующего игрока будет на одно действие больше',
  'jump-the-gun': () => 'Фальстарт: ход следующего игрока будет пропущен',
  'time-lock': (p) => `Замок с таймером: до начала следующего хода игрока ${s(p.player)} лестницами пользоваться нельзя`,
  'video-loop': (p) => `Видеопетля: камеры отключены до начала следующего хода игрока ${s(p.player)}`,
};

export const RU_ENGINE: Record<string, Text> = {
  // Refusals.
  'game-over': (p) => `Игра окончена (${s(p.outcome) === 'won' ? 'победа' : s(p.outcome) === 'lost' ? 'поражение' : s(p.outcome)}). Начните новое ограбление, чтобы сыграть ещё.`,
  'no-such-player': () => 'В команде нет такого игрока: назовите игрока так, как он записан в составе команды.',
  'answer-first': (p) => (p.yours && !p.script
    ? `Сначала ответьте на свой вопрос: выберите одно из: ${answers(p.options)}.`
    : `Сначала ответьте на вопрос: ${s(p.player)} выбирает одно из: ${answers(p.options)}.`),
  'not-asked': (p) => `Этот вопрос — для игрока ${s(p.player)}: дождитесь ответа.`,
  'not-an-option': (p) => `«${s(p.answer)}» — не один из ответов: выберите один из них (${list(p.options)}).`,
  'nothing-to-choose': () => 'Сейчас не на что отвечать: продолжайте ход.',
  'not-your-turn': (p) => `Сейчас ходит ${s(p.active)}, а не ${s(p.player)}. Дождитесь своего хода.`,
  'unknown-verb': (p) => `«${s(p.verb)}» — не действие.${p.suggest ? ` Может быть, ${s(p.suggest)}?` : ''} Попробуйте move, peek, hack, add-die, crack, escape, use, ability, give, take или end (или по-русски: зайти, заглянуть, взломать, кубик, вскрыть, сбежать, использовать, способность, отдать, взять, конец).`,
  'button.move-into': (p) => `Зайти ${s(p.target)} — ${room(p.room)}`,
  'button.move-warned': (p) => `Зайти ${s(p.target)}: ${s(p.warning)}${p.room ? ` — ${room(p.room)}` : ''}`,
  'extra-words': (p) => {
    const whole = WHOLE_VERB[s(p.verb)];
    return `Лишние слова: «${s(p.extra)}». Пишите ${whole ? typed(p, ...whole) : 'действие без них'}.`;
  },
  'not-on-board': () => 'Вы не в здании (ещё или уже): предоставьте это тому, кто внутри.',
  'move-needs-target': () => 'Скажите, куда зайти: север, восток, юг, запад, вверх или вниз (можно и по-английски: north, east, south, west, up, down) или комната вашего этажа вида B2 или F1 B2.',
  'peek-needs-target': () => 'Скажите, куда заглянуть: север, восток, юг, запад, вверх или вниз (можно и по-английски: north, east, south, west, up, down) или комната вашего этажа вида B2 или F1 B2.',
  'no-room-there': (p) => `${dir(p.dir)} от ${s(p.from)} нет комнаты: выберите другое направление.`.replace(/^./, (c) => c.toUpperCase()),
  'wall-blocks': (p) => `Стена не даёт пройти ${dir(p.dir)} из ${s(p.from)}: обойдите её или выберите другое направление.`,
  'wall-blocks-peek': (p) => (p.card && RU_ABILITIES[s(p.card)]
    ? `Стена не даёт заглянуть ${dir(p.dir)} из ${s(p.from)}, но способность «${RU_ABILITIES[s(p.card)]}» видит сквозь неё: ${typed(p, `/ability target:${typedWay(p.target)}`, `ability ${s(p.target)}`)}.`
    : `Стена не даёт заглянуть ${dir(p.dir)} из ${s(p.from)}: загляните в другую сторону.`),
  'cannot-move-there': (p) => `Нельзя зайти в ${s(p.target)} из ${s(p.from)}: выберите соседнюю комнату без стены между вами или путь вверх/вниз по лестнице, тайному проходу или дыре.`,
  'no-way-up': (p) => `Из ${s(p.from)} нельзя подняться: нужна лестница (или дыра от термобомбы).`,
  'no-way-down': (p) => `Из ${s(p.from)} нельзя спуститься: нужен жетон спуска, открытый тайный проход или дыра от термобомбы.`,
  'bad-target': (p) => (VERTICAL[s(p.target).toLowerCase()]
    // Up or down where only a room of a floor is read (an ability's or a tool's target): the word typed is a way, not a room.
    ? `«${VERTICAL[s(p.target).toLowerCase()]}» здесь не подходит: эта цель — комната, а не путь по лестнице. Назовите комнату клеткой (B2 на вашем этаже, F2 B2 на другом) или направлением: север, восток, юг или запад.`
    : `«${s(p.target)}» — не направление и не комната.${p.suggest ? ` Может быть, ${s(p.suggest)}?` : ''} Используйте север, восток, юг, запад, вверх или вниз (можно и по-английски: north, east, south, west, up, down) или комнату вашего этажа вида B2 или F1 B2.`),
  'not-adjacent': (p) => `${s(p.to)} не соседняя с ${s(p.from)} комната (или мешает стена): выберите соседнюю.`,
  'move-own-tile': (p) => `Вы уже в ${s(p.at)}: выберите соседнюю комнату.`,
  'cannot-peek-vertically': (p) => `Заглянуть ${dir(p.dir)} можно только из атриума (или вверх с лестницы и с нижнего конца дыры от термобомбы): загляните в комнату на своём этаже.`,
  'cannot-peek-there': (p) => (p.card && RU_ABILITIES[s(p.card)]
    ? `Обычным способом в ${s(p.to)} из ${s(p.from)} не заглянуть, но способность «${RU_ABILITIES[s(p.card)]}» достаёт туда: ${typed(p, `/ability target:${typedWay(p.target)}`, `ability ${s(p.target)}`)}.`
    : `Нельзя заглянуть в ${s(p.to)} из ${s(p.from)}: загляните в закрытую соседнюю комнату без стены между вами.`),
  'empty-cell': (p) => `${s(p.at)} — пустое место этажа, там нет комнаты: выберите другую.`,
  'already-revealed': (p) => `${s(p.at)} уже открыта; заглядывайте в закрытые комнаты.`,
  'actions-ended': () => 'Ваши действия в этот ход закончились (их завершило «Окно»), и Ролики не дадут новых: закончите ход.',
  'not-enough-actions': (p) => `Это стоит ${actions(p.need)}, а у вас осталось ${s(p.left)}: выберите что-то подешевле или закончите ход.`,
  'bad-laser-choice': (p) => `«${s(p.arg)}» — не выбор для лазерного периметра: напишите laser:pay или laser:trigger.`,
  'no-laser-to-pay': (p) => `В ${s(p.at)} нет лазерного периметра, который включил бы тревогу; заходите без laser:pay.`,
  'not-in-computer-room': (p) => (p.unseen
    ? 'Взламывать можно только в серверной, а открытой на этом этаже ещё нет: сначала загляните или пройдите, чтобы её найти.'
    : `Взламывать можно только в серверной: сначала зайдите в открытую серверную${p.at ? ` (на этом этаже: ${s(p.at)})` : ''}.`),
  'hack-full': () => 'В этой серверной уже 6 жетонов взлома — больше нельзя: сначала потратьте часть из них.',
  'not-in-safe': (p) => (p.allOpen ? `Для этого нужно быть в комнате с сейфом, но все сейфы уже вскрыты: ${leftToDo(p)}.`
    : p.unseen ? 'Для этого нужно быть в комнате с сейфом, а сейф этого этажа ещё не найден: сначала загляните или пройдите, чтобы его найти.'
    : p.open ? `Для этого нужно быть в комнате с сейфом, а ${p.many ? `сейфы этого этажа (${s(p.at)}) уже вскрыты` : `сейф этого этажа (${s(p.at)}) уже вскрыт`}: займитесь сейфом, который ещё закрыт.`
      : p.at ? `Для этого нужно быть в комнате с сейфом: ${p.many ? `закрытые сейфы этого этажа — на ${s(p.at)}, сначала зайдите в один из них` : `сейф этого этажа — на ${s(p.at)}, сначала зайдите туда`}.`
        : 'Для этого нужно быть в комнате с сейфом: сначала зайдите в неё.'),
  'safe-already-open': (p) => (p.allOpen ? `Этот сейф уже вскрыт, как и все остальные: ${leftToDo(p)}.`
    : p.unseen ? 'Этот сейф уже вскрыт: займитесь закрытым, а его команда ещё не нашла (загляните или пройдите, чтобы найти).'
      : `Этот сейф уже вскрыт: займитесь закрытым${p.at ? ` — на ${s(p.at)}` : ''}.`),
  'safe-dice-full': () => 'На этом сейфе уже 6 кубиков — больше нельзя: вскрывайте его.',
  'safe-no-dice': () => 'На сейфе ещё нет кубиков: сначала положите кубик (2 действия).',
  'not-on-top-stairs': (p) => (p.unseen
    ? 'Сбежать можно только с лестницы последнего этажа, а команда её ещё не нашла: сначала загляните или пройдите, чтобы её найти.'
    : `Сбежать можно только с лестницы последнего этажа${p.at ? ` (${s(p.at)})` : ''}: сначала доберитесь до неё.`)
    + (p.lacks ? ` ${lackSentence({ ...p, at: p.lootAt })}` : ''),
  'loot-missing': (p) => lackSentence({ ...p, lacks: 'safes' }),
  'loot-left': (p) => lackSentence({ ...p, lacks: 'loot' }),
  'kitty-loose': (p) => lackSentence({ ...p, lacks: 'kitty' }),
  'roof-by-escape': (p) => `Выше лестницы последнего этажа только крыша: сбегите командой ${escapeForm(p)}.`,
  'roof-safes-closed': (p) => `Выше лестницы последнего этажа только крыша, и сбежать на неё командой ${escapeForm(p)} можно, когда команда вскроет все сейфы и заберёт всю добычу; а ${safesClosed(p.count)}.`,
  'roof-loot-left': (p) => `Выше лестницы последнего этажа только крыша, и сбежать на неё командой ${escapeForm(p)} можно, когда у команды вся добыча; а ${lootLeft(p)}.`,
  'roof-kitty-loose': (p) => `Выше лестницы последнего этажа только крыша, и сбежать на неё командой ${escapeForm(p)} можно, когда у команды вся добыча; а ${kittyLoose(p)}.`,
  'use-needs-tool': (p) => `Скажите, какой инструмент использовать: ${typed(p, '`/use tool:ИНСТРУМЕНТ`', 'use ИНСТРУМЕНТ')}, один из ваших.`,
  'no-such-tool': (p) => `У вас нет инструмента «${ruName(p.tool)}»: используйте один из своих.`,
  'card-not-available': (p) => `«${ruName(p.card)}» сейчас нельзя использовать: выберите одно из предложенных действий.`,
  'once-per-turn': (p) => `«${RU_ABILITIES[s(p.card).replace(/^ability:/, '')] ?? ruName(p.card)}» можно использовать раз за ход; попробуйте в следующий ход.`,
  'no-ability': (p) => `У персонажа ${ruName(p.character)} (${s(p.side) === 'advanced' ? 'продвинутый навык' : 'базовый навык'}) нет способности-действия (она срабатывает сама, когда нужно): выберите другое действие.`,
  'give-needs-item-and-player': (p) => `Скажите, что и кому отдать: ${typed(p, '`/give what:ПРЕДМЕТ ИГРОК`, например `/give what:donuts Bo`', 'give ПРЕДМЕТ ИГРОК, например «give donuts Bo»')}.`,
  'give-needs-player': (p) => `Скажите, кому отдать «${ruName(p.item)}»: добавьте имя — ${typed(p, `\`/give what:${s(p.item)} ИГРОК\``, `give ${s(p.item)} ИГРОК`)} (игрок в вашей комнате).`,
  'give-no-one-here': (p) => (p.alone
    ? `В здании больше никого нет, отдать «${ruName(p.item)}» некому: дождитесь, пока кто-то из команды войдёт и окажется в вашей комнате.`
    : `В вашей комнате больше никого нет, отдать «${ruName(p.item)}» некому: обмениваться можно только с тем, кто в одной комнате с вами, — сначала перейдите к нему${p.mates ? ` (${matesAt(p, 'на')})` : ''}.`),
  'give-needs-item': (p) => s(p.items)
    ? `Скажите, что отдать игроку ${s(p.other)}: ${typed(p, `\`/give what:ПРЕДМЕТ ${s(p.other)}\``, `«give ПРЕДМЕТ ${s(p.other)}»`)}, одно из: ${s(p.items)}.`
    : `У вас нет ничего, что можно отдать игроку ${s(p.other)}.`,
  'take-needs-item-from': (p) => s(p.items)
    ? `Скажите, что взять у игрока ${s(p.other)}: ${typed(p, `\`/take what:ПРЕДМЕТ ${s(p.other)}\``, `«take ПРЕДМЕТ ${s(p.other)}»`)}, одно из: ${s(p.items)}.`
    : `У игрока ${s(p.other)} нечего взять.`,
  'take-needs-item': (p) => (p.script
    ? 'Скажите, что взять: «take ПРЕДМЕТ ИГРОК» у игрока в вашей комнате или «take ПРЕДМЕТ», чтобы подобрать его в комнате, например «take gold-bar».'
    : 'Скажите, что взять: `/take what:ПРЕДМЕТ ИГРОК` у игрока в вашей комнате или `/take what:ПРЕДМЕТ`, чтобы подобрать его в комнате, например `/take what:gold-bar`.'),
  'trade-with-self': () => 'Это уже у вас: для обмена назовите другого игрока в вашей комнате.',
  'not-same-tile': (p) => (p.escaped ? `${s(p.other)} уже сбежал на крышу, а меняться можно только в здании: отдайте тому, кто ещё внутри.`
    : p.outside ? `${s(p.other)} ещё не в здании: дождитесь, пока он войдёт и окажется в вашей комнате, тогда меняйтесь.`
      : `Для обмена нужно быть в одной комнате ${p.other ? `с игроком ${s(p.other)}` : 'с другим игроком'}: сначала перейдите к нему.`),
  'trade-declined-this-turn': (p) => `${s(p.player)} уже отказался от обмена «${ruName(p.item)}» в этот ход; предложите другой обмен или продолжайте ход.`,
  'does-not-hold': (p) => `У игрока ${s(p.player)} нет «${ruName(p.item)}»: назовите то, что у него есть.`,
  'you-do-not-hold': (p) => s(p.items)
    ? `У вас нет «${ruName(p.item)}»: отдайте то, что у вас есть (${s(p.items)}).`
    : `Вам нечего отдать: сначала возьмите инструмент или добычу, их можно отдать игроку в вашей комнате.`,
  'one-gold-bar': (p) => `У игрока ${s(p.player)} уже есть золотой слиток, а два у одного игрока быть не может: передайте этот слиток другому игроку.`,
  'not-an-item': (p) => `«${s(p.item)}» — не инструмент и не добыча: ${s(p.here) ? `в вашей комнате лежит: ${s(p.here)}` : 'в вашей комнате ничего не лежит'}; чтобы взять у игрока в вашей комнате, пишите ${typed(p, '`/take what:ПРЕДМЕТ ИГРОК`', '«take ПРЕДМЕТ ИГРОК»')}.`,
  'nothing-to-pick-up': (p) => (p.holder
    ? `«${ruName(p.item)}» не лежит в вашей комнате, но этот предмет есть у игрока ${s(p.holder)}: попросите его — ${typed(p, `\`/take what:${s(p.item)} ${s(p.holder)}\``, `«take ${s(p.item)} ${s(p.holder)}»`)}.`
    : `В вашей комнате нет «${ruName(p.item)}»: поднять можно только то, что лежит там, где вы стоите.`),
  'bad-action': (p) => `Не удалось прочитать «${s(p.text)}»: пишите ИМЯ: ДЕЙСТВИЕ [ЦЕЛЬ], например «Ava: move east».`,
  'unknown-player': (p) => `В команде нет никого по имени «${s(p.name)}»: возьмите имя из состава команды.`,
  // Log.
  revealed: (p) => `${s(p.at)} открыта: ${room(p.room)}${Number(p.combo) ? ` ${s(p.combo)}` : ''}`,
  moved: (p) => `${s(p.player)} заходит в ${s(p.to)} (${room(p.room)})${p.actions ? `, ${actions(p.actions)}` : ''}`,
  fell: (p) => `${s(p.player)} падает в ${s(p.to)}`,
  peeked: (p) => `${s(p.player)} заглядывает в ${s(p.at)}${p.ability === 'hawk:basic' ? ' сквозь стену («Рентген», бесплатно)' : p.ability === 'hawk:advanced' ? ' («Зоркость», бесплатно)' : ''}`,
  'deadbolt-stays': (p) => `${s(p.player)} не может пройти через засов в ${s(p.at)} и остаётся на месте`,
  'keypad-opened': (p) => `${s(p.player)} выбрасывает ${list(p.rolls)} и открывает кодовый замок в ${s(p.at)}`,
  'keypad-failed': (p) => `${s(p.player)} выбрасывает ${list(p.rolls)}: пароль к кодовому замку в ${s(p.at)} не подошёл`,
  alarm: (p) => `Тревога в ${s(p.at)} (${room(p.source)}${p.source === 'motion' && p.player ? `: ${s(p.player)} входит и выходит в одном ходу` : ''})`,
  'alarm-off': (p) => `Охранник выключил сигнал тревоги в ${s(p.at)}`,
  'alarm-guard-here': (p) => `В ${s(p.at)} тревога не включилась: там стоит охранник`,
  'alarm-cancelled': (p) => `Тревога в ${s(p.at)} отменена: ${ruName(p.by)}`,
  'alarm-hacked': (p) => `Жетон взлома отменил тревогу в ${s(p.at)}`,
  'stealth-lost': (p) => `${s(p.player)} теряет жетон скрытности (${REASONS[s(p.reason)] ?? ruName(p.reason)}), осталось ${s(p.stealth)}`,
  'stealth-stall': (p) => `${s(p.player)} прячется в кабинке уборной (${REASONS[s(p.reason)] ?? ruName(p.reason)})`,
  'stealth-smoke': (p) => `${s(p.player)} прячется в дыму (${REASONS[s(p.reason)] ?? ruName(p.reason)})`,
  caught: (p) => `${s(p.player)} попадается в ${s(p.at)} без жетонов скрытности`,
  'guard-moved': (p) => `Охранник этажа ${s(p.floor)} идёт: ${Array.isArray(p.cells) ? p.cells.join(' ') : s(p.cells)}`.trimEnd(),
  'guard-placed': (p) => `Охранник этажа ${s(p.floor)} появляется в ${s(p.at)} и направляется в ${s(p.destination)}`,
  'guard-destination': (p) => `Охранник этажа ${s(p.floor)} теперь идёт в ${s(p.at)}${p.why === 'alarm' ? ' (тревога)' : ''}`,
  'guard-lost-visual': (p) => `Потеря из виду: охранник этажа ${s(p.floor)} покидает здание`,
  'guard-returns': (p) => `Охранник этажа ${s(p.floor)} снова появляется в ${s(p.at)}`,
  'guard-faster': (p) => `Охранник этажа ${s(p.floor)} ускоряется до ${s(p.die)}`,
  'patrol-reshuffled': (p) => `Колода патруля этажа ${s(p.floor)} перетасована; скорость охранника теперь ${s(p.die)}`,
  hacked: (p) => `${s(p.player)} взламывает сервер в ${s(p.at)} (жетонов: ${s(p.tokens)})`,
  'die-added': (p) => `${s(p.player)} кладёт кубик на сейф в ${s(p.at)} (на сейфе ${dice(p.dice)})`,
  'safe-rolled': (p) => `${s(p.player)} бросает кубики на сейфе в ${s(p.at)}: ${list(p.rolls)}`,
  cracked: (p) => `Вскрыты цифры: ${list(p.tiles)}`,
  'crack-missed': (p) => {
    const many = s(p.needed).includes(',');
    const needs = p.needed ? `сейфу ещё ${many ? 'нужны цифры' : 'нужна цифра'} ${s(p.needed)}` : '';
    const hidden = Number(p.hidden) ? `закрытых комнат в его ряду и столбце: ${s(p.hidden)}` : '';
    return `Ни одна цифра не совпала${needs || hidden ? `: ${[needs, hidden].filter(Boolean).join('; ')}` : ''}`;
  },
  'safe-opened': (p) => `${s(p.player)} вскрывает сейф в ${s(p.at)}!`,
  'tool-found': (p) => `${s(p.player)} получает инструмент: ${ruName(p.tool)}`,
  'tool-used': (p) => `${s(p.player)} использует: ${ruName(p.tool)}`,
  'loot-found': (p) => `${s(p.player)} забирает добычу: ${ruName(p.loot)}`,
  'no-tools-left': () => 'Инструменты закончились',
  'no-loot-left': () => 'Добыча закончилась',
  event: (p) => `Событие (${s(p.player)}): ${ruName(p.event)}${RU_EVENT_EFFECTS[s(p.event)] && !p.brief ? ` — ${RU_EVENT_EFFECTS[s(p.event)]}` : ''}`,
  escaped: (p) => `${s(p.player)} сбегает на крышу`,
  won: () => 'Все на крыше: ограбление удалось!',
  entrance: (p) => `Команда проникает в здание через ${s(p.at)}`,
  'entered-building': (p) => `${s(p.player)} входит в здание в ${s(p.at)}`,
  'turn-started': (p) => `Ход игрока ${s(p.player)} (${actions(p.actions)})`,
  'turn-ended': (p) => `${s(p.player)} заканчивает ход`,
  'turn-skipped': (p) => `Ход игрока ${s(p.player)} пропущен`,
  gave: (p) => `${s(p.player)} отдаёт «${ruName(p.item)}» игроку ${s(p.other)}`,
  took: (p) => `${s(p.player)} забирает «${ruName(p.item)}» у игрока ${s(p.other)}`,
  'trade-declined': (p) => `${s(p.other)} отказывается от обмена «${ruName(p.item)}»`,
  'picked-up': (p) => `${s(p.player)} подбирает «${ruName(p.item)}» в ${s(p.at)}`,
  // «Если закончить ход сейчас» (engine/preview.ts).
  'preview-event': (p) => `${s(p.player)}: потрачено мало действий, поэтому сначала тянется карта события${p.backAndForth ? ` (${actions(p.backAndForth)} на ходы туда и обратно между двумя комнатами не в счёт)` : ''}; какая — неизвестно, и она может изменить дальнейшее.`,
  'preview-if-event-changes-nothing': () => 'Если событие ничего не изменит:',
  'preview-guard-returns': (p) => `Охранника этажа ${s(p.floor)} нет на поле: он вернётся по ещё не открытой карте патруля.`,
  'preview-guard-walk': (p) => Number(p.steps) === 0
    ? `Охранник этажа ${s(p.floor)} не сдвинется (скорость ${s(p.speed)}).`
    : `Охранник этажа ${s(p.floor)} (скорость ${s(p.speed)}) пройдёт: ${Array.isArray(p.cells) ? p.cells.join(' ') : s(p.cells)}.`,
  'preview-guard-stays': (p) => `Охранник этажа ${s(p.floor)} в этот раз не сдвинется (${p.why === 'crow' ? 'ему мешает ворона' : 'он ест пончики'}).`,
  'preview-guard-alarm': (p) => `Он идёт на тревогу в ${s(p.at)}.`,
  'preview-stealth': (p) => `${s(p.player)}: заметят (${REASONS[s(p.reason)] ?? ruName(p.reason)}), минус жетон скрытности, останется ${s(p.stealth)}.`,
  'preview-stall': (p) => `${s(p.player)}: заметят (${REASONS[s(p.reason)] ?? ruName(p.reason)}), но спасёт кабинка уборной.`,
  'preview-smoke': (p) => `${s(p.player)}: заметят (${REASONS[s(p.reason)] ?? ruName(p.reason)}), но спасёт дым.`,
  'preview-caught': (p) => `${s(p.player)} попадётся без жетонов скрытности: ограбление провалится.`,
  'preview-known-patrol': (p) => `Дойдя до цели, охранник этажа ${s(p.floor)} вытянет известную карту патруля сверху колоды, ${s(p.at)}, и направится туда.`,
  'preview-new-patrol': (p) => `Затем охранник этажа ${s(p.floor)} дойдёт до цели и вытянет новую карту патруля.`,
  'preview-alarm': (p) => `Сработает тревога в ${s(p.at)}.`,
  'preview-question': () => 'Сначала игрокам придётся выбрать; дальнейшее зависит от ответа.',
  'preview-hidden': () => 'Дальнейшее зависит от ещё не брошенного кубика или не открытой карты.',
  'preview-unseen': () => 'Никого не заметят.',
  // Questions.
  'choose-entrance': () => 'Где команда проникнет в здание? Выберите любую комнату первого этажа.',
  'hack-or-alarm': (p) => `Сбросить жетон взлома из серверной (${ruName(p.source)}), чтобы отменить тревогу в ${s(p.at)}, или пусть сработает?`,
  'laser-pay-or-trigger': (p) => `Лазерный периметр в ${s(p.at)}: потратить второе действие и войти без тревоги (laser:pay) или включить тревогу (laser:trigger)?`,
  'alarm-tie': (p) => `Два сигнала тревоги одинаково близко к охраннику этажа ${s(p.floor)}. К какому он пойдёт сначала?`,
  'guard-order': () => 'Пересменка: охранник какого этажа ходит первым?',
  'accept-gift': (p) => `Примете «${ruName(p.item)}» от игрока ${s(p.player)}?`,
  'allow-take': (p) => `Позволите игроку ${s(p.player)} забрать ваш предмет «${ruName(p.item)}»?`,

  // Loot cards.
  'bust-no-tools': () => 'У вас Бюст: пока вы его несёте, инструменты использовать нельзя. Сначала отдайте Бюст игроку в вашей комнате.',
  'keycard-not-here': () => 'Игрок с ключ-картой должен быть в комнате с этим сейфом, иначе его не вскрыть: сначала приведите его сюда.',
  'painting-blocks': () => 'У вас Картина: нельзя проходить сквозь стену потайной двери или по вентиляции. Заходите в эти комнаты и выходите из них как обычно.',
  'chihuahua-rolled': (p) => `${s(p.player)} бросает ${s(p.roll)} за Чихуахуа${Number(p.roll) === 6 ? ': она лает!' : ''}`,
  'goblet-no-stealth': (p) => `Проклятый кубок не может забрать скрытность у игрока ${s(p.player)}: жетонов нет (игра продолжается)`,
  'gold-bar-left': (p) => (p.holder
    ? `Второй золотой слиток лежит на сейфе в ${s(p.at)}: чтобы победить, его должен подобрать кто-то из команды, кроме игрока ${s(p.holder)} (${typed(p, '/take what:gold-bar', 'take gold-bar')}): первый — у игрока ${s(p.holder)}, а два у одного быть не может`
    : `Второй золотой слиток лежит на сейфе в ${s(p.at)}: подберите его (${typed(p, '/take what:gold-bar', 'take gold-bar')}), чтобы победить`),
  'kitty-rolled': (p) => `${s(p.player)} бросает ${s(p.roll)} за Персидского котёнка`,
  'kitty-stays': (p) => `Персидский котёнок хочет сбежать от игрока ${s(p.player)}, но его ничто не манит`,
  'kitty-escaped': (p) => `Персидский котёнок сбежал от игрока ${s(p.player)} в ${s(p.at)}: подберите его там (${typed(p, '/take what:persian-kitty', 'take persian-kitty')})`,
  'kitty-where': () => 'Персидский котёнок убегает: две комнаты одинаково близко к приманке. В какую он бежит?',

  // Events.
  'event-no-effect': (p) => `${ruName(p.event)} — без эффекта: ${(NO_EFFECT[s(p.why)] ?? (() => s(p.why)))(p)}`,
  'effect-started': (p) => (LASTING[s(p.kind)] ?? ((q: P) => `Действует: ${ruName(q.kind)}`))(p),
  'alarm-off-event': (p) => `${ruName(p.event)}: тревога в ${s(p.at)} выключена`,
  'placed-by-event': (p) => `${ruName(p.event)}: ${s(p.player)} теперь в ${s(p.to)}`,
  'guard-jumped': (p) => `${ruName(p.event)}: охранник этажа ${s(p.floor)} теперь в ${s(p.at)}`,
  'guard-speed-event': (p) => `Охранник этажа ${s(p.floor)} в этот ход делает на шаг ${Number(p.delta) < 0 ? 'меньше' : 'больше'}`,
  'dead-drop': (p) => `${s(p.player)} передаёт ${names(p.items)} игроку ${s(p.other)}`,
  'keypads-locked': (p) => `Смена кода: кодовые замки в ${Array.isArray(p.tiles) ? p.tiles.join(', ') : s(p.tiles)} снова заперты`,
  'stealth-gained': (p) => `${s(p.player)} получает жетон скрытности, теперь ${s(p.stealth)}`,
  rebooted: (p) => `Перезагрузка: в открытых серверных (${s(p.rooms)}) теперь ровно по одному жетону взлома`,
  'shift-change': (p) => `Пересменка: охранник этажа ${s(p.floor)} в этот ход стоит${Number(p.others) ? '; вместо него ходят охранники других этажей' : ''}`,
  'buddy-system-pick': (p) => `Напарник: кто переходит в вашу комнату (${s(p.at)})?`,
  'go-with-your-gut-pick': (p) => `Довериться интуиции: в какую закрытую комнату рядом с ${s(p.from)} вы заходите?`,
  'peekhole-pick': (p) => `Глазок: в какую комнату рядом с ${s(p.from)} (сквозь стену, выше или ниже) заглянуть? Ответьте «пропустить», чтобы не заглядывать.`,
  'squeak-pick': (p) => `Скрип: игроки в двух комнатах одинаково близко к охраннику этажа ${s(p.floor)}. К кому он шагнёт?`,
  'throw-voice-pick': (p) => `Подать голос: охранник этажа ${s(p.floor)} идёт в ${s(p.at)}. В какую соседнюю с ней комнату его направить?`,
  'time-lock': () => 'Замок с таймером: лестницами нельзя пользоваться до начала следующего хода игрока, который вытянул событие. Ищите другой путь или подождите.',

  // Tools.
  'blueprints-nothing-hidden': () => 'Все комнаты уже открыты, и Чертежам нечего показать: оставьте их у себя или отдайте.',
  'crowbar-nothing-next': () => 'Рядом с вами (без стены между) нет открытой комнаты, эффект которой можно отключить Ломом: сначала подойдите к такой.',
  'crowbar-bad-target': (p) => `Ломом нельзя отключить ${s(p.at)}: выберите открытую соседнюю комнату без стены между (видеонаблюдение, засов, сканер, биометрический замок, кодовый замок, лазерный периметр, датчик движения или тепла).`,
  'crystal-ball-no-events': () => 'Карт событий не осталось: приберегите Хрустальный шар.',
  'donuts-no-guard': () => 'В здании нет охранника, которому можно отдать Пончики: приберегите их, пока он не появится.',
  'donuts-bad-floor': (p) => `«${s(p.floor)}» — не этаж: пишите floor-1, floor-2 и так далее.`,
  'donuts-no-guard-there': (p) => `На этаже ${s(p.floor)} нет охранника для Пончиков (или у него уже есть): выберите другой этаж.`,
  'dynamite-no-wall': () => 'Рядом с вами нет стены, которую можно взорвать (внешние стены не взрываются): сначала подойдите к внутренней стене.',
  'dynamite-bad-side': (p) => `${dir(p.dir)} от вас нет внутренней стены, которую можно взорвать: выберите сторону с внутренней стеной.`.replace(/^./, (c) => c.toUpperCase()),
  'stethoscope-when-cracking': () => 'Стетоскоп используется при вскрытии сейфа: вскрывайте, и вас спросят, менять ли кубик.',
  'thermal-bomb-no-way': () => 'Термобомбе нужен этаж выше или ниже вашей комнаты, где ещё нет дыры: используйте её в другой комнате.',
  'thermal-bomb-bad-way': (p) => `Термобомбой нельзя пробить дыру ${dir(p.dir)} отсюда: выберите вверх или вниз, где есть этаж.`,
  'virus-no-computer': () => 'Вирусу нужна открытая серверная, где меньше 6 жетонов взлома: приберегите его, пока такая не откроется.',
  'virus-too-many': () => 'Вирус кладёт 3 жетона взлома: назовите не больше 3 серверных.',
  'virus-bad-target': (p) => `${s(p.at)} — не открытая серверная с местом для жетона взлома: назовите другую.`,
  'crowbar-disabled': (p) => `${s(p.player)} ломом отключает ${room(p.room)} в ${s(p.at)}: эффекта больше нет`,
  'crystal-ball-ordered': (p) => `${s(p.player)} кладёт события обратно в таком порядке: ${names(p.cards)}`,
  'donuts-given': (p) => `${s(p.player)} отдаёт Пончики охраннику этажа ${s(p.floor)}: в следующий раз он не сдвинется`,
  'guard-eats-donuts': (p) => `Охранник этажа ${s(p.floor)} ест Пончики и стоит на месте`,
  'dynamite-wall': (p) => `${s(p.player)} взрывает стену ${s(p.wall)}`,
  'emp-used': (p) => `ЭМИ: ${Array.isArray(p.cells) && p.cells.length ? `тревоги выключены в ${list(p.cells)}` : 'тревог не было'}; до следующего хода игрока ${s(p.player)} тревоги не включаются`,
  'invisible-suit-on': (p) => `${s(p.player)} надевает Костюм-невидимку: в этот ход охранники и камеры его не видят, осталось ${actions(p.actions)}`,
  'makeup-stealth': (p) => `${s(p.player)} получает жетон скрытности (${ruName(p.by)}), теперь ${s(p.stealth)}`,
  'actions-gained': (p) => `${s(p.player)} получает ещё ${actions(p.gained)} (${ruName(p.by)}), осталось ${s(p.actions)}`,
  'smoke-bomb': (p) => `${s(p.player)} взрывает дымовую шашку в ${s(p.at)} (жетонов скрытности там: ${s(p.tokens)})`,
  'stethoscope-changed': (p) => `${s(p.player)} использует Стетоскоп: ${s(p.from)} считается как ${s(p.to)} (${list(p.rolls)})`,
  'thermal-bomb-hole': (p) => `${s(p.player)} пробивает дыру из ${s(p.at)} в ${s(p.to)}: обе комнаты теперь работают как лестница`,
  'virus-hacked': (p) => `Вирус кладёт жетоны взлома в ${list(p.cells)}`,
  'blueprints-where': () => 'Чертежи: на какую закрытую комнату посмотреть?',
  'crowbar-where': () => 'Лом: какую соседнюю комнату отключить?',
  'crystal-ball-order': (p) => `Хрустальный шар: следующие события — ${names(p.cards)}. Какое будет ${s(p.position) === 'first' ? 'первым' : s(p.position) === 'second' ? 'вторым' : s(p.position) === 'third' ? 'третьим' : s(p.position)}?`,
  'donuts-which-guard': () => 'Пончики: охраннику какого этажа?',
  'dynamite-which-wall': (p) => `Взрывное устройство: какую стену ${s(p.at)} взорвать?`,
  'stethoscope-die': (p) => `Выпало ${list(p.rolls)}. Изменить кубик Стетоскопом? Назовите число, которое поменять, или keep.`,
  'stethoscope-face': (p) => `Стетоскоп: каким числом станет ${s(p.from)}?`,
  'thermal-bomb-which-way': (p) => `Термобомба: пробить дыру из ${s(p.at)} вверх или вниз?`,
  'virus-where': (p) => `Вирус: в какую серверную положить жетон взлома (осталось ${s(p.left)})?`,
  // Characters.
  'climb-needs-direction': (p) => `Скажите, куда лезть: ${typed(p, '`/ability target:вверх`', 'ability up')} или ${typed(p, '`/ability target:вниз`', 'ability down')}.`,
  'climb-not-by-window': () => 'Лезть через окно можно только из комнаты у края здания (или рядом с пустым местом): сначала перейдите в такую.',
  'climb-no-floor-above': () => 'Выше нет этажа: лезьте вниз или идите.',
  'climb-no-floor-below': () => 'Ниже нет этажа: лезьте вверх или идите.',
  'laptop-full': () => 'В ноутбуке уже есть жетон взлома: потратьте его, прежде чем добавлять новый.',
  'xray-needs-target': () => 'Скажите, на какую комнату посмотреть сквозь стену: направление или комната вида F1 B2.',
  'xray-not-up': () => 'Рентген смотрит сквозь стену на своём этаже, не вверх и не вниз: назовите север, восток, юг или запад или соседнюю комнату вида F1 B2.',
  'xray-not-next': (p) => `Рентген смотрит в соседнюю комнату сквозь стену между вами, а ${s(p.at)} не рядом с ${s(p.from)}: ${p.through
    ? `посмотрите сквозь стену рядом с вами, например ${typed(p, `\`/ability target:${s(p.through)}\``, `ability ${s(p.through)}`)}`
    : 'сначала подойдите к ней, затем посмотрите сквозь стену или загляните туда'}.`,
  'xray-not-through-wall': (p) => `Рентген смотрит только сквозь соседнюю стену, а между вами и ${s(p.at)} её нет: загляните туда обычным способом.`,
  'enhance-needs-target': () => 'Скажите, куда заглянуть: комната вида F1 B2, не дальше двух шагов.',
  'enhance-too-far': (p) => `Отсюда не видно ${s(p.at)}: Зоркость достаёт на два шага, без стен и закрытых комнат на пути. Выберите комнату поближе.`,
  'crybaby-needs-target': () => 'Скажите, где включить тревогу: направление или соседняя комната вида F1 B2.',
  'crybaby-not-adjacent': (p) => `${s(p.at)} не соседняя с вами комната без стены между, а Плакса достаёт только до соседних: выберите соседнюю.`,
  'crybaby-no-alarm': (p) => `В ${s(p.at)} сейчас нельзя включить тревогу (там уже тревога или охранник): выберите другую соседнюю комнату.`,
  'crybaby-cancelled': (p) => `Сейчас действует ${ruName(p.by)}, и тревоги отменяются: в ${s(p.at)} она не сработает. Включите Плаксу снова, когда действие закончится.`,
  'reroute-bad-way': (p) => `«${s(p.arg)}» — не выбор для Перенаправления: напишите pick-up (подобрать тревогу) или trigger (включить удержанную).`,
  'reroute-holding': (p) => `У вас уже есть жетон тревоги; сначала сбросьте его (${typed(p, '`/ability target:trigger`', 'ability trigger')}) в следующий ход.`,
  'reroute-no-alarm-here': () => 'В вашей комнате нет тревоги, которую можно подобрать.',
  'reroute-cannot-trigger': () => 'В вашей комнате сейчас нельзя включить тревогу (там уже тревога или охранник).',
  'reroute-nothing-held': () => 'У вас нет жетона тревоги; сначала подберите его.',
  'reroute-nothing-to-do': () => 'Перенаправлению нужна тревога в вашей комнате или жетон тревоги у вас: используйте его, когда они будут.',
  'drill-usage': (p) => `Скажите, что и где: ${typed(p, '`/ability target:add-die вверх` (или вниз)', 'ability add-die up|down')} или ${typed(p, '`/ability target:crack вверх` (или вниз)', 'ability crack up|down')}.`,
  'drill-no-floor-above': () => 'Над вами нет этажа.',
  'drill-no-floor-below': () => 'Под вами нет этажа.',
  'drill-no-safe': (p) => `${s(p.at)} — не открытый сейф (Дрель работает с сейфом прямо над или под вами): используйте её под или над сейфом.`,
  'crow-needs-target': () => 'Скажите, куда отправить ворону: комната вида F1 B2, не дальше двух шагов.',
  'crow-already-there': (p) => `Ворона уже в ${s(p.at)}: выберите для неё другую комнату.`,
  'crow-already-here': () => 'Ворона уже в вашей комнате: выберите другое действие.',
  'crow-too-far': (p) => `Ворона не долетит до ${s(p.at)}: выберите комнату не дальше двух шагов по вашему этажу, не сквозь стены.`,
  'tinker-no-stealth': () => 'Мастерская стоит жетон скрытности, а у вас их нет: выберите другое действие.',
  'tinker-no-tools': () => 'Инструменты закончились, и Мастерской нечего вам дать: выберите другое действие.',
  'orders-usage': (p) => `Скажите, кто и куда идёт: ${typed(p, '`/ability target:ИГРОК НАПРАВЛЕНИЕ`', 'ability ИГРОК НАПРАВЛЕНИЕ')} (или комната вида F1 B2).`,
  'orders-not-yourself': () => 'Приказ двигает другого игрока; чтобы идти самому, используйте move.',
  'orders-declined-this-turn': (p) => `${s(p.player)} уже отказался перейти в ${s(p.to)} в этот ход; отдайте другой приказ или продолжайте ход.`,
  'orders-not-in-building': (p) => `${s(p.player)} не в здании: назовите игрока, который внутри.`,
  'disguise-first-action': () => 'Маскировка должна быть первым действием в ходу: используйте её в начале следующего хода.',
  'disguise-usage': (p) => `Скажите, с кем поменяться местами: ${typed(p, '`/ability target:ИГРОК`', 'ability ИГРОК')}.`,
  'disguise-not-yourself': (p) => `Нельзя поменяться местами с собой: назовите другого игрока в здании, ${typed(p, '`/ability target:ИГРОК`', 'ability ИГРОК')}.`,
  'disguise-same-tile': (p) => `${s(p.player)} уже в вашей комнате, меняться нечем: назовите игрока в другой комнате.`,
  'patrol-deck-empty': (p) => `Колода патруля этажа ${s(p.floor)} сейчас пуста, смотреть не на что: попробуйте, когда её перетасуют.`,
  'event-deck-empty': () => 'Колода событий пуста, смотреть не на что: займитесь в этот ход чем-то другим.',
  'item-left': (p) => `«${ruName(p.item)}» остаётся в комнате с сейфом в ${s(p.at)}`,
  'acrobat-slips-in': (p) => `${s(p.player)} незаметно проскальзывает в комнату охранника в ${s(p.at)} (Гибкость)`,
  'acrobat-climbs': (p) => `${s(p.player)} вылезает в окно ${dir(p.dir)}`,
  'laptop-charged': (p) => `${s(p.player)} загружает жетон взлома в ноутбук`,
  'alarm-picked-up': (p) => `${s(p.player)} подбирает тревогу в ${s(p.at)} (Перенаправление)`,
  'alarm-dropped': (p) => `${s(p.player)} включает удержанную тревогу в ${s(p.at)} (Перенаправление)`,
  'crow-placed': (p) => `${s(p.player)} отправляет ворону в ${s(p.at)}`,
  'crow-distracts': (p) => `Ворона в ${s(p.at)} отвлекает охранника этажа ${s(p.floor)}: на шаг меньше`,
  'crow-disrupts': (p) => `Ворона в ${s(p.at)} сбивает охранника этажа ${s(p.floor)}: он стоит, а ворона возвращается`,
  'rigger-drew-two': (p) => `${s(p.player)} тянет два инструмента (правило Механика), оставляет «${ruName(p.kept)}» и сбрасывает «${ruName(p.other)}»`,
  'tool-discarded': (p) => `${s(p.player)} сбрасывает второй вытянутый инструмент: «${ruName(p.tool)}»`,
  'orders-given': (p) => `${s(p.player)} приказывает игроку ${s(p.other)} перейти в ${s(p.to)}`,
  'orders-declined': (p) => `${s(p.other)} отказывается выполнить приказ игрока ${s(p.player)} перейти в ${s(p.to)}`,
  'disguise-swap': (p) => `${s(p.player)} меняется местами с игроком ${s(p.other)} (Маскировка)`,
  'patrol-card-placed': (p) => `${s(p.player)} смотрит следующую карту патруля этажа ${s(p.floor)}${p.card === 'lost-visual' ? ' (потеря из виду)' : p.card ? ` (${s(p.card)})` : ''} и кладёт её ${s(p.where) === 'top' ? 'наверх колоды' : s(p.where) === 'bottom' ? 'в самый низ колоды' : s(p.where)}`,
  'event-card-placed': (p) => `${s(p.player)} смотрит следующее событие${p.event ? ` (${names(p.event)})` : ''} и кладёт его ${s(p.where) === 'top' ? 'наверх колоды' : s(p.where) === 'bottom' ? 'в самый низ колоды' : s(p.where)}`,
  'rigger-keep-which': () => 'Вы вытянули два инструмента (правило Механика: найдя инструмент, берите два и оставляйте один): какой оставить? Другой уходит в сброс.',
  'reroute-which': () => 'Перенаправление: подобрать тревогу в вашей комнате (pick-up) или включить здесь удержанную тревогу (trigger)?',
  'orders-consent': (p) => `${s(p.player)} приказывает вам перейти в ${s(p.to)}${p.room ? ` (${room(p.room)})` : p.hidden ? ' (комната ещё закрыта)' : ''}. Согласны?`,
  'clairvoyance-top-or-bottom': (p) => `Следующая карта патруля этажа ${s(p.floor)}: ${p.card === 'lost-visual' ? 'Потеря из виду' : s(p.card)}.${p.last ? ' Это последняя карта колоды: она останется следующей в любом случае.' : ''} Положить её наверх (top) или вниз (bottom)?`,
  'precognition-top-or-bottom': (p) => `Следующее событие — ${ruName(p.event)}${RU_EVENT_EFFECTS[s(p.event)] ? ` (${RU_EVENT_EFFECTS[s(p.event)].replace(/\.$/, '')})` : ''}.${p.last ? ' Это последняя карта колоды: она останется следующей в любом случае.' : ''} Положить его наверх (top) или вниз (bottom)?`,
};
