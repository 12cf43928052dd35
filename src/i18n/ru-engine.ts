// Russian sentences for every engine code (events, questions, refusals): the same codes as src/engine/messages.ts
// and the cards' messages.ts. Game terms from the Russian rulebook (../shared/rules/burgle-bros-rulebook-ru.txt).
type P = Record<string, unknown>;
type Text = (p: P) => string;

const s = (v: unknown) => String(v ?? '');

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
export const RU_CHARACTERS: Record<string, string> = {
  acrobat: 'Акробат', hacker: 'Хакер', hawk: 'Ястреб', juicer: 'Электрик', peterman: 'Медвежатник', raven: 'Ворон',
  rigger: 'Механик', rook: 'Грач', spotter: 'Наводчик',
};
const DIRS: Record<string, string> = { north: 'на север', east: 'на восток', south: 'на юг', west: 'на запад', up: 'вверх', down: 'вниз' };
const REASONS: Record<string, string> = {
  guard: 'охранник', foyer: 'охранник увидел его в Фойе', atrium: 'охранник увидел его в Атриуме', tiara: 'Тиара',
  'cursed-goblet': 'Проклятый кубок', tinker: 'Механик', camera: 'камера',
};

/** A card, room or character id in Russian (the id itself when unknown). */
export function ruName(id: unknown): string {
  const k = s(id);
  const bare = k.includes(':') ? k.split(':').pop()! : k;
  return RU_ROOMS[bare] ?? RU_TOOLS[bare] ?? RU_LOOT[bare] ?? RU_EVENTS[bare] ?? RU_CHARACTERS[bare] ?? bare;
}
const room = (id: unknown) => RU_ROOMS[s(id)] ?? ruName(id);
const dir = (d: unknown) => DIRS[s(d)] ?? s(d);
const list = (v: unknown) => (Array.isArray(v) ? v.map(s).join(', ') : s(v));
const names = (v: unknown) => (Array.isArray(v) ? v.map(ruName).join(', ') : s(v).split(' ').filter(Boolean).map(ruName).join(', '));
const actions = (n: unknown) => {
  const k = Number(n) % 100, d = k % 10;
  if (k >= 11 && k <= 14) return `${s(n)} действий`;
  return d === 1 ? `${s(n)} действие` : d >= 2 && d <= 4 ? `${s(n)} действия` : `${s(n)} действий`;
};

const NO_EFFECT: Record<string, Text> = {
  alarm: (p) => `на этаже ${s(p.floor)} включён сигнал тревоги`,
  'no-alarms': () => 'в здании нет сигналов тревоги',
  'no-buddy': () => 'в здании нет никого на другом тайле',
  'no-guard': (p) => `охранника этажа ${s(p.floor)} нет в здании или ему некуда идти`,
  'no-receiver': () => 'в здании больше никого нет',
  'nothing-held': (p) => `у ${s(p.player)} нет ни инструментов, ни добычи`,
  'loot-missing': () => 'у команды ещё не вся добыча, поэтому сбежать на крышу нельзя',
  'no-face-down': () => 'рядом с вами нет закрытых комнат',
  'no-open-keypad': () => 'ни один кодовый замок не открыт',
  'ground-floor': () => 'вы уже на первом этаже',
  declined: (p) => `${s(p.player)} решает не заглядывать`,
  'no-computer': () => 'ни одна серверная не открыта',
  'no-alarm': () => 'нет лаборатории, из которой уже взяли инструмент',
  'no-one-near': (p) => `на этаже ${s(p.floor)} нет никого, до кого охранник может дойти`,
  'already-there': () => 'охранник уже в комнате с персонажем',
  'no-room': () => 'рядом с целью охранника нет комнаты',
};
const LASTING: Record<string, Text> = {
  gymnastics: (p) => `Гимнастика: до начала следующего хода ${s(p.player)} в тайный проход можно подняться снизу`,
  'heads-up': () => 'Внимание!: у следующего игрока будет на одно действие больше',
  'jump-the-gun': () => 'Фальстарт: ход следующего игрока будет пропущен',
  'time-lock': (p) => `Замок с таймером: до начала следующего хода ${s(p.player)} лестницами пользоваться нельзя`,
  'video-loop': (p) => `Видеопетля: камеры отключены до начала следующего хода ${s(p.player)}`,
};

export const RU_ENGINE: Record<string, Text> = {
  // Refusals.
  'game-over': (p) => `Игра окончена (${s(p.outcome) === 'won' ? 'победа' : s(p.outcome) === 'lost' ? 'поражение' : s(p.outcome)}). Начните новое ограбление, чтобы сыграть ещё.`,
  'no-such-player': () => 'В команде нет такого игрока.',
  'answer-first': (p) => `Сначала ответьте на вопрос: ${s(p.player)} выбирает одно из: ${list(p.options)}.`,
  'not-asked': (p) => `Этот вопрос для ${s(p.player)}.`,
  'not-an-option': (p) => `«${s(p.answer)}» — не один из ответов: ${list(p.options)}.`,
  'nothing-to-choose': () => 'Сейчас не на что отвечать.',
  'not-your-turn': (p) => `Сейчас ход ${s(p.active)}, а не ${s(p.player)}. Дождитесь своего хода.`,
  'unknown-verb': (p) => `«${s(p.verb)}» — не действие. Попробуйте move, peek, hack, add-die, crack, escape, use, ability, give, take или end.`,
  'not-on-board': () => 'Вы ещё не в здании.',
  'move-needs-target': () => 'Скажите, куда зайти: north, east, south, west, up, down или комната вида F1 B2.',
  'peek-needs-target': () => 'Скажите, куда заглянуть: north, east, south, west, up, down или комната вида F1 B2.',
  'no-room-there': (p) => `${dir(p.dir)} от ${s(p.from)} нет комнаты.`.replace(/^./, (c) => c.toUpperCase()),
  'wall-blocks': (p) => `Стена не даёт пройти ${dir(p.dir)} из ${s(p.from)}.`,
  'wall-blocks-peek': (p) => `Стена не даёт заглянуть ${dir(p.dir)} из ${s(p.from)}.`,
  'cannot-move-there': (p) => `Нельзя зайти в ${s(p.target)} из ${s(p.from)}.`,
  'no-way-up': (p) => `Из ${s(p.from)} нельзя подняться: нужна лестница (или дыра от термобомбы).`,
  'no-way-down': (p) => `Из ${s(p.from)} нельзя спуститься: нужен жетон спуска, открытый тайный проход или дыра от термобомбы.`,
  'bad-target': (p) => `«${s(p.target)}» — не направление и не комната. Используйте north, east, south, west, up, down или комнату вида F1 B2.`,
  'not-adjacent': (p) => `${s(p.to)} не соседняя с ${s(p.from)} комната (или мешает стена).`,
  'cannot-peek-vertically': (p) => `Заглянуть ${dir(p.dir)} можно только из атриума (или вверх с лестницы).`,
  'cannot-peek-there': (p) => `Нельзя заглянуть в ${s(p.to)} из ${s(p.from)}.`,
  'already-revealed': (p) => `${s(p.at)} уже открыта; заглядывайте в закрытые комнаты.`,
  'not-enough-actions': (p) => `Это стоит ${actions(p.need)}, а у вас осталось ${s(p.left)}.`,
  'bad-laser-choice': (p) => `«${s(p.arg)}» — не выбор для лазерного периметра: laser:pay или laser:trigger.`,
  'no-laser-to-pay': (p) => `В ${s(p.at)} нет лазерного периметра, который включил бы тревогу; заходите без laser:pay.`,
  'not-in-computer-room': () => 'Взламывать можно только в серверной.',
  'hack-full': () => 'В этой серверной уже 6 жетонов взлома.',
  'not-in-safe': () => 'Для этого нужно быть в комнате с сейфом.',
  'safe-already-open': () => 'Этот сейф уже вскрыт.',
  'safe-dice-full': () => 'На этом сейфе уже 6 кубиков.',
  'safe-no-dice': () => 'На сейфе ещё нет кубиков: сначала положите кубик (2 действия).',
  'not-on-top-stairs': () => 'Сбежать можно только с лестницы последнего этажа.',
  'loot-missing': () => 'Прежде чем сбегать, команда должна вскрыть все сейфы и забрать всю добычу.',
  'use-needs-tool': () => 'Скажите, какой инструмент использовать.',
  'no-such-tool': (p) => `У вас нет инструмента «${ruName(p.tool)}».`,
  'card-not-available': (p) => `«${ruName(p.card)}» пока нельзя использовать.`,
  'once-per-turn': (p) => `«${ruName(p.card)}» можно использовать раз за ход.`,
  'no-ability': (p) => `У персонажа ${ruName(p.character)} (${s(p.side) === 'advanced' ? 'продвинутый навык' : 'базовый навык'}) нет способности-действия.`,
  'give-needs-item-and-player': () => 'Скажите, что и кому отдать: give ПРЕДМЕТ ИГРОК.',
  'take-needs-item': () => 'Скажите, что взять: take ПРЕДМЕТ [ИГРОК].',
  'trade-with-self': () => 'Это уже у вас.',
  'not-same-tile': (p) => `Для обмена нужно быть в одной комнате с ${s(p.other) || 'другим игроком'}.`,
  'does-not-hold': (p) => `У ${s(p.player)} нет «${ruName(p.item)}».`,
  'one-gold-bar': (p) => `У ${s(p.player)} уже есть золотой слиток; два слитка у одного игрока быть не может.`,
  'nothing-to-pick-up': (p) => `В вашей комнате нет «${ruName(p.item)}».`,
  'bad-action': (p) => `Не удалось прочитать «${s(p.text)}»: пишите ИМЯ: ДЕЙСТВИЕ [ЦЕЛЬ], например «Ava: move east».`,
  'unknown-player': (p) => `В команде нет никого по имени «${s(p.name)}».`,
  // Log.
  revealed: (p) => `${s(p.at)} открыта: ${room(p.room)}${Number(p.combo) ? ` ${s(p.combo)}` : ''}`,
  moved: (p) => `${s(p.player)} заходит в ${s(p.to)} (${room(p.room)})`,
  fell: (p) => `${s(p.player)} падает в ${s(p.to)}`,
  peeked: (p) => `${s(p.player)} заглядывает в ${s(p.at)}`,
  'deadbolt-stays': (p) => `${s(p.player)} не может пройти через засов в ${s(p.at)} и остаётся на месте`,
  'keypad-opened': (p) => `${s(p.player)} выбрасывает ${list(p.rolls)} и открывает кодовый замок в ${s(p.at)}`,
  'keypad-failed': (p) => `${s(p.player)} выбрасывает ${list(p.rolls)}: пароль к кодовому замку в ${s(p.at)} не подошёл`,
  alarm: (p) => `Тревога в ${s(p.at)} (${room(p.source)})`,
  'alarm-off': (p) => `Охранник выключил сигнал тревоги в ${s(p.at)}`,
  'alarm-guard-here': (p) => `В ${s(p.at)} тревога не включилась: там стоит охранник`,
  'alarm-cancelled': (p) => `Тревогу в ${s(p.at)} отменил(а) ${ruName(p.by)}`,
  'alarm-hacked': (p) => `Жетон взлома отменил тревогу в ${s(p.at)}`,
  'stealth-lost': (p) => `${s(p.player)} теряет жетон скрытности (${REASONS[s(p.reason)] ?? ruName(p.reason)}), осталось ${s(p.stealth)}`,
  'stealth-stall': (p) => `${s(p.player)} прячется в кабинке уборной (${REASONS[s(p.reason)] ?? ruName(p.reason)})`,
  'stealth-smoke': (p) => `${s(p.player)} прячется в дыму (${REASONS[s(p.reason)] ?? ruName(p.reason)})`,
  caught: (p) => `${s(p.player)} попадается в ${s(p.at)} без жетонов скрытности: ограбление провалено`,
  'guard-moved': (p) => `Охранник этажа ${s(p.floor)} идёт: ${Array.isArray(p.cells) ? p.cells.join(' ') : s(p.cells)}`.trimEnd(),
  'guard-placed': (p) => `Охранник этажа ${s(p.floor)} появляется в ${s(p.at)} и направляется в ${s(p.destination)}`,
  'guard-destination': (p) => `Охранник этажа ${s(p.floor)} теперь идёт в ${s(p.at)}${p.why === 'alarm' ? ' (тревога)' : ''}`,
  'guard-lost-visual': (p) => `Потеря из виду: охранник этажа ${s(p.floor)} покидает здание`,
  'guard-returns': (p) => `Охранник этажа ${s(p.floor)} снова появляется в ${s(p.at)}`,
  'guard-faster': (p) => `Охранник этажа ${s(p.floor)} ускоряется до ${s(p.die)}`,
  'patrol-reshuffled': (p) => `Колода патруля этажа ${s(p.floor)} перетасована; скорость охранника теперь ${s(p.die)}`,
  hacked: (p) => `${s(p.player)} взламывает сервер в ${s(p.at)} (жетонов: ${s(p.tokens)})`,
  'die-added': (p) => `${s(p.player)} кладёт кубик на сейф в ${s(p.at)} (кубиков: ${s(p.dice)})`,
  'safe-rolled': (p) => `${s(p.player)} бросает кубики на сейфе в ${s(p.at)}: ${list(p.rolls)}`,
  cracked: (p) => `Вскрыты цифры: ${list(p.tiles)}`,
  'safe-opened': (p) => `${s(p.player)} вскрывает сейф в ${s(p.at)}!`,
  'tool-found': (p) => `${s(p.player)} получает инструмент: ${ruName(p.tool)}`,
  'tool-used': (p) => `${s(p.player)} использует: ${ruName(p.tool)}`,
  'loot-found': (p) => `${s(p.player)} забирает добычу: ${ruName(p.loot)}`,
  'no-tools-left': () => 'Инструменты закончились',
  'no-loot-left': () => 'Добыча закончилась',
  event: (p) => `Событие для ${s(p.player)}: ${ruName(p.event)}`,
  escaped: (p) => `${s(p.player)} сбегает на крышу`,
  won: () => 'Все на крыше: ограбление удалось!',
  entrance: (p) => `Команда проникает в здание через ${s(p.at)}`,
  'entered-building': (p) => `${s(p.player)} входит в здание в ${s(p.at)}`,
  'turn-started': (p) => `Ход ${s(p.player)} (${actions(p.actions)})`,
  'turn-ended': (p) => `${s(p.player)} заканчивает ход`,
  'turn-skipped': (p) => `Ход ${s(p.player)} пропущен`,
  gave: (p) => `${s(p.player)} отдаёт «${ruName(p.item)}» игроку ${s(p.other)}`,
  took: (p) => `${s(p.player)} забирает «${ruName(p.item)}» у ${s(p.other)}`,
  'trade-declined': (p) => `${s(p.other)} отказывается от обмена «${ruName(p.item)}»`,
  'picked-up': (p) => `${s(p.player)} подбирает «${ruName(p.item)}» в ${s(p.at)}`,
  // Questions.
  'choose-entrance': () => 'Где команда проникнет в здание? Выберите любую комнату первого этажа.',
  'hack-or-alarm': (p) => `Сбросить жетон взлома из серверной (${ruName(p.source)}), чтобы отменить тревогу в ${s(p.at)}, или пусть сработает?`,
  'laser-pay-or-trigger': (p) => `Лазерный периметр в ${s(p.at)}: потратить второе действие и войти без тревоги (laser:pay) или включить тревогу (laser:trigger)?`,
  'alarm-tie': (p) => `Два сигнала тревоги одинаково близко к охраннику этажа ${s(p.floor)}. К какому он пойдёт сначала?`,
  'guard-order': () => 'Пересменка: охранник какого этажа ходит первым?',
  'accept-gift': (p) => `${s(p.other)}, примете «${ruName(p.item)}» от ${s(p.player)}?`,
  'allow-take': (p) => `${s(p.other)}, позволите ${s(p.player)} забрать ваш предмет «${ruName(p.item)}»?`,

  // Loot cards.
  'bust-no-tools': () => 'У вас Бюст: пока вы его несёте, инструменты использовать нельзя. Сначала отдайте Бюст игроку в вашей комнате.',
  'keycard-not-here': () => 'Игрок с ключ-картой должен быть в комнате с этим сейфом, иначе его не вскрыть.',
  'painting-blocks': () => 'У вас Картина: нельзя проходить сквозь стену потайной двери или по вентиляции. Заходите в эти комнаты и выходите из них как обычно.',
  'chihuahua-rolled': (p) => `${s(p.player)} бросает ${s(p.roll)} за Чихуахуа${Number(p.roll) === 6 ? ': она лает!' : ''}`,
  'goblet-no-stealth': (p) => `Проклятый кубок не может забрать скрытность у ${s(p.player)}: жетонов нет (игра продолжается)`,
  'gold-bar-left': (p) => `Второй золотой слиток лежит на сейфе в ${s(p.at)}: подберите его (take gold-bar), чтобы победить`,
  'kitty-rolled': (p) => `${s(p.player)} бросает ${s(p.roll)} за Персидского котёнка`,
  'kitty-stays': (p) => `Персидский котёнок хочет сбежать от ${s(p.player)}, но его ничто не манит`,
  'kitty-escaped': (p) => `Персидский котёнок сбежал от ${s(p.player)} в ${s(p.at)}: подберите его там (take persian-kitty)`,
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
  'peekhole-pick': (p) => `Глазок: в какую комнату рядом с ${s(p.from)} (сквозь стену, выше или ниже) заглянуть? Ответьте none, чтобы пропустить.`,
  'squeak-pick': (p) => `Скрип: игроки в двух комнатах одинаково близко к охраннику этажа ${s(p.floor)}. К кому он шагнёт?`,
  'throw-voice-pick': (p) => `Подать голос: охранник этажа ${s(p.floor)} идёт в ${s(p.at)}. В какую соседнюю с ней комнату его направить?`,
  'time-lock': () => 'Замок с таймером: лестницами нельзя пользоваться до начала следующего хода игрока, который вытянул событие. Ищите другой путь или подождите.',

  // Tools.
  'blueprints-nothing-hidden': () => 'Все комнаты уже открыты: с Чертежами смотреть больше не на что.',
  'crowbar-nothing-next': () => 'Рядом с вами (без стены между) нет открытой комнаты, эффект которой можно отключить Ломом.',
  'crowbar-bad-target': (p) => `Ломом нельзя отключить ${s(p.at)}: выберите открытую соседнюю комнату без стены между (видеонаблюдение, засов, сканер, биометрический замок, кодовый замок, лазерный периметр, датчик движения или тепла).`,
  'crystal-ball-no-events': () => 'Карт событий не осталось.',
  'donuts-no-guard': () => 'В здании нет охранника, которому можно отдать Пончики.',
  'donuts-bad-floor': (p) => `«${s(p.floor)}» — не этаж: пишите floor-1, floor-2 ...`,
  'donuts-no-guard-there': (p) => `На этаже ${s(p.floor)} нет охранника для Пончиков (или у него уже есть).`,
  'dynamite-no-wall': () => 'Рядом с вами нет стены, которую можно взорвать (внешние стены не взрываются).',
  'dynamite-bad-side': (p) => `${dir(p.dir)} от вас нет внутренней стены, которую можно взорвать.`.replace(/^./, (c) => c.toUpperCase()),
  'stethoscope-when-cracking': () => 'Стетоскоп используется при вскрытии сейфа: вскрывайте, и вас спросят, менять ли кубик.',
  'thermal-bomb-no-way': () => 'Термобомбе нужен этаж выше или ниже вашей комнаты, где ещё нет дыры.',
  'thermal-bomb-bad-way': (p) => `Термобомбой нельзя пробить дыру ${dir(p.dir)} отсюда: выберите up или down, где есть этаж.`,
  'virus-no-computer': () => 'Вирусу нужна открытая серверная, где меньше 6 жетонов взлома.',
  'virus-too-many': () => 'Вирус кладёт 3 жетона взлома: назовите не больше 3 серверных.',
  'virus-bad-target': (p) => `${s(p.at)} — не открытая серверная с местом для жетона взлома.`,
  'crowbar-disabled': (p) => `${s(p.player)} ломом отключает ${room(p.room)} в ${s(p.at)}: эффекта больше нет`,
  'crystal-ball-ordered': (p) => `${s(p.player)} кладёт события обратно в таком порядке: ${names(p.cards)}`,
  'donuts-given': (p) => `${s(p.player)} отдаёт Пончики охраннику этажа ${s(p.floor)}: в следующий раз он не сдвинется`,
  'guard-eats-donuts': (p) => `Охранник этажа ${s(p.floor)} ест Пончики и стоит на месте`,
  'dynamite-wall': (p) => `${s(p.player)} взрывает стену ${s(p.wall)}`,
  'emp-used': (p) => `ЭМИ: ${Array.isArray(p.cells) && p.cells.length ? `тревоги выключены в ${list(p.cells)}` : 'тревог не было'}; до следующего хода ${s(p.player)} тревоги не включаются`,
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
};
