// The bot's own Russian sentences: the same keys as en.ts (a test checks that none is missing). Game terms from the
// Russian rulebook; card and room names shared with ru-engine.ts.
import type { Entry } from './index.js';
import { RU_CHARACTERS, RU_EVENTS, RU_LOOT, RU_TOOLS } from './ru-engine.js';

const plural = (n: unknown, one: string, few: string, many: string) => {
  const k = Number(n) % 100, d = k % 10;
  if (k >= 11 && k <= 14) return many;
  return d === 1 ? one : d >= 2 && d <= 4 ? few : many;
};

const prefixed = (prefix: string, names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).map(([k, v]) => [`${prefix}${k}`, v]));

export const RU: Record<string, Entry> = {
  // Refusals.
  'no-game-here': 'В этом канале нет ограбления. Начните его командой /heist start.',
  'game-running': 'В этом канале уже идёт ограбление. Доиграйте его (или завершите командой /heist end), прежде чем начинать новое.',
  'lobby-open': 'Здесь уже собирается команда: нажмите «Присоединиться» в сообщении лобби или завершите его командой /heist end.',
  'game-not-started': 'Ограбление ещё не началось: организатор нажимает «Начать» в сообщении лобби.',
  'game-over': 'Это ограбление окончено. Начните новое командой /heist start.',
  'stale-button': 'Эта кнопка из более раннего момента игры. Используйте кнопки последнего сообщения или /heist status.',
  'unknown-button': 'Это не кнопка игры. Текущие кнопки — в /heist status.',
  'not-your-button': 'Это подтверждение для другого игрока.',
  'not-your-turn': 'Сейчас ход {player}, а не ваш. Дождитесь своего хода.',
  'question-for': 'Игра ждёт ответа {player} на вопрос. Дождитесь ответа.',
  'not-in-crew': 'Вы не в этой команде. Следите за игрой через /heist status или присоединяйтесь к следующему ограблению.',
  'rule': '{message}',
  'could-not-save': 'Не удалось сохранить игру, поэтому ничего не изменилось. Попробуйте ещё раз чуть позже.',
  'already-joined': 'Вы уже в команде.',
  'not-joined': 'Вы не в команде, выходить неоткуда.',
  'crew-full': 'Команда укомплектована (4 игрока).',
  'host-cannot-leave': 'Организатор не может покинуть лобби. Вместо этого завершите его командой /heist end.',
  'only-host-begins': 'Начать ограбление может только организатор ({host}).',
  'end-not-allowed': 'Завершить ограбление может только организатор ({host}) или тот, у кого есть право «Управлять каналами».',
  'bad-setup': 'Не удалось подготовить ограбление: {message}',
  'bad-scenario': 'Неизвестный сценарий: выберите bank, office или fortknox.',
  'bad-crew': 'В одиночной игре от 1 до 4 персонажей.',
  'crew-only-solo': 'Размер команды задаётся для одиночной игры в личных сообщениях; на сервере команда — это те, кто присоединился.',
  'bad-character': '«{character}» — не персонаж. Выберите из: acrobat, hacker, hawk, juicer, peterman, raven, rigger, rook, spotter.',
  'same-character': 'Каждый персонаж может быть в команде только один раз.',
  'rook-alone': 'Грач не может идти на дело в одиночку: выберите другого персонажа или команду побольше.',
  'bad-interval': 'Интервал напоминаний — от 1 до 168 часов.',
  'undo-nothing': 'В этом ходу нечего отменять.',
  'undo-not-yours': 'Отменить можно только своё последнее действие.',
  'undo-other-turn': 'Отменять можно только действия текущего хода.',
  'undo-not-allowed': 'Это действие что-то открыло (комнату, кубик или карту), поэтому его нельзя отменить.',
  'undo-failed': 'Это действие не удалось отменить.',

  // Replies and posts.
  'done': 'Готово.',
  'lobby-title': '{host} готовит ограбление: {scenario}.',
  'lobby-crew': (p) => `Команда (${p.count}/4): ${p.names}`,
  'lobby-help': 'Нажмите «Присоединиться», чтобы участвовать, или «Выйти», чтобы передумать; организатор нажимает «Начать», когда команда готова.',
  'heist-begins': 'Ограбление начинается: {scenario}.',
  'status-title': '{scenario}, ход {turn}.',
  'status-building': 'Вскрыто сейфов: {open} из {total}. Тревоги: {alarms}.',
  'crew-line': '{name}: {character} ({side}), скрытность {stealth}, {where}, при себе: {items}{turn}',
  'at-cell': 'в {cell}',
  'heist-on': 'Команда внутри. Ограбление началось!',
  'entrance-chosen': 'Вход выбран.',
  'on-roof': 'на крыше',
  'outside': 'ещё не в здании',
  'question': '{who}: {question}',
  'more-answers': 'Ответов {count} — больше, чем помещается в меню: наберите /choose и выберите из подсказок.',
  'your-turn': (p) => `${p.who}, ваш ход: ${p.actions} ${plural(p.actions, 'действие', 'действия', 'действий')}.`,
  'turn-done': '{player} заканчивает ход.',
  'turn-post-title': 'Конец хода {turn} ({player}):',
  'guard-stayed': 'Охранник этажа {floor} остался на месте.',
  'game-won': 'Все на крыше: ограбление удалось!',
  'game-lost': 'Ограбление провалено. Начните новое командой /heist start.',
  'game-ended': '{player} отменяет ограбление.',
  'end-confirm': 'Завершить это ограбление для всех? Отменить это будет нельзя.',
  'undone': 'Отменено: {action}.',
  'settings-on': 'Напоминания включены: каждые {hours} ч, пока игра кого-то ждёт.',
  'settings-off': 'Напоминания для этого ограбления выключены.',
  'reminder': '{mention}, ограбление ждёт вашего хода ({player}).',
  'reminder-final': 'Игра ждёт {mention} ({player}). Больше напоминаний не будет.',

  // Buttons and selects.
  'button.join': 'Присоединиться',
  'button.leave': 'Выйти',
  'button.begin': 'Начать',
  'button.undo': 'Отменить',
  'button.end-confirm': 'Завершить ограбление',
  'button.move': 'Зайти {target}',
  'button.peek': 'Заглянуть {target}',
  'button.hack': 'Взломать',
  'button.add-die': 'Кубик на сейф',
  'button.crack': 'Вскрыть сейф',
  'button.escape': 'Сбежать',
  'button.end': 'Конец хода',
  'button.use': 'Использовать {target}',
  'button.ability': 'Способность {target}',
  'button.give': 'Отдать {target}',
  'button.take': 'Взять {target}',
  'select.answer': 'Выберите ответ',

  // Targets and answers as labels.
  'target.north': 'на север',
  'target.east': 'на восток',
  'target.south': 'на юг',
  'target.west': 'на запад',
  'target.up': 'вверх',
  'target.down': 'вниз',
  'target.laser:pay': '(2 действия)',
  'target.laser:trigger': '(включить тревогу)',
  'target.top': 'наверх',
  'target.bottom': 'вниз колоды',
  'target.keep': 'оставить',
  'target.none': 'пропустить',
  'target.pick-up': 'подобрать',
  'target.trigger': 'включить',
  'target.hack': 'сбросить жетон взлома',
  'target.laptop': 'жетон из ноутбука',
  'target.alarm': 'пусть сработает',
  'target.floor-1': 'этаж 1',
  'target.floor-2': 'этаж 2',
  'target.floor-3': 'этаж 3',
  'target.yes': 'да',
  'target.no': 'нет',

  // Scenarios, sides, characters, tools and loot.
  'scenario.bank': 'Ограбление банка',
  'scenario.office': 'Проникновение в офис',
  'scenario.fortknox': 'Форт Нокс',
  'side.basic': 'базовый навык',
  'side.advanced': 'продвинутый навык',
  ...prefixed('character.', RU_CHARACTERS),
  ...prefixed('item.', RU_TOOLS),
  ...prefixed('item.', RU_LOOT),
  ...prefixed('event.', RU_EVENTS),

  // Rules help.
  'rules-unknown': 'Нет справки по «{topic}». Попробуйте комнату (Лазерный периметр), инструмент (Лом), добычу (Тиара), событие (Эспрессо), персонажа (Ястреб) или «ход».',
};
