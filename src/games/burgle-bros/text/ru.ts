// Burgle Bros.: the Russian texts the table shows (crew lines, prompts, button labels, names of scenarios,
// characters, items and events). Engine codes: en-engine.ts (English) and ru-engine.ts (Russian).
import type { Catalogue } from '../../../core/text.js';
import { RU_CHARACTERS, RU_EVENTS, RU_LOOT, RU_TOOLS } from './ru-engine.js';
import { RU_CHOICES, RU_NAMES, RU_TITLE } from './ru-names.js';

const plural = (n: unknown, one: string, few: string, many: string) => {
  const k = Number(n) % 100, d = k % 10;
  if (k >= 11 && k <= 14) return many;
  return d === 1 ? one : d >= 2 && d <= 4 ? few : many;
};

const prefixed = (prefix: string, names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).map(([k, v]) => [`${prefix}${k}`, v]));

export const BURGLE_RU: Catalogue = {
  'game.title': RU_TITLE,
  ...RU_CHOICES,
  // Refusals.
  'undo-not-allowed': "Это действие что-то открыло (комнату, кубик или карту), поэтому его нельзя отменить. Играйте дальше отсюда.",
  'undo-not-allowed-theirs': "Последнее действие, не ваше, что-то открыло (комнату, кубик или карту), поэтому его никто не может отменить. Играйте дальше отсюда.",
  'bad-scenario': 'Неизвестный сценарий «{scenario}»: выберите Ограбление банка, Проникновение в офис или Форт Нокс (bank, office, fortknox).',
  'bad-crew': 'В одиночной игре от 1 до 4 персонажей: укажите `crew:` 1, 2, 3 или 4.',
  'crew-only-solo': 'Размер команды задаётся для одиночной игры в личных сообщениях; на сервере команда — это те, кто присоединился: начните заново без `crew:`.',
  'bad-character': (p) => `«${p.character}» — не персонаж.${p.suggest && RU_CHARACTERS[String(p.suggest)] ? ` Может быть, ${RU_CHARACTERS[String(p.suggest)]}?` : ''} Выберите из: ${Object.values(RU_CHARACTERS).join(', ')} (можно и по-английски: ${Object.keys(RU_CHARACTERS).join(', ')}).`,
  'same-character': 'Каждый персонаж может быть в команде только один раз: укажите каждого в `characters:` не больше одного раза.',
  'too-many-characters': (p) => `В \`characters:\` названо персонажей: ${p.named}, а мест в этой команде: ${p.seats}. Назовите не больше ${p.seats} или начните заново с командой побольше (\`crew:\` или \`bots:\`).`,
  'too-many-characters-max': 'В команде не больше 4 взломщиков, а в `characters:` названо персонажей: {named}. Назовите не больше 4.',
  'too-many-characters-lobby': (p) => `В \`characters:\` этого лобби названо персонажей: ${p.named}, а играть будут только ${p.seats}. Дождитесь, пока присоединятся ещё ${Number(p.named) - Number(p.seats)} ${plural(Number(p.named) - Number(p.seats), 'человек', 'человека', 'человек')}, или завершите лобби командой /heist end и начните заново, назвав не больше ${p.seats}.`,
  'rook-alone': 'Грач не может идти на дело в одиночку: выберите другого персонажа или команду побольше.',
  'crew-full': (p) => (Number(p.bots ?? 0) > 0
    ? `В «Взломщиках» в команде от 1 до 4 грабителей вместе с ботами: ${p.people} ${plural(p.people, 'человек', 'человека', 'человек')} и ${p.bots} ${plural(p.bots, 'бот', 'бота', 'ботов')} — слишком много. Начните заново с меньшим числом ботов.`
    : 'В «Взломщиках» в команде от 1 до 4 грабителей: начните заново, собрав не больше 4 человек.'),
  'bad-bots': 'В команде не больше четырёх грабителей, и хотя бы один из них человек: укажите `bots:` 0, 1, 2 или 3.',
  // Said with its value, so that the level is written as the client lists it (`уровень:Сильные`).
  'level-without-bots': (p) => `\`level:${String(p.level)}\` задаёт, как играют боты-взломщики, а в этой команде их нет: добавьте \`bots:\` (до ${String(p.most)}), чтобы играть с ними, или уберите \`level:\`.`,
  'level-full-crew': (p) => `\`level:${String(p.level)}\` задаёт, как играют боты-взломщики, а в вашей команде из 4 для бота нет места: уберите \`level:\`.`,
  'crew-and-bots': (p) => `В команде не больше 4 взломщиков, а у вас ${p.crew} ${plural(p.crew, 'персонаж', 'персонажа', 'персонажей')} и ${p.bots} ${plural(p.bots, 'бот', 'бота', 'ботов')} — слишком много. Начните заново с меньшим \`crew:\` или \`bots:\`.`,
  'bad-crew-size': 'В команде от 1 до 4 персонажей: начните игру с меньшим или большим числом людей.',
  'same-name': 'У каждого члена команды должно быть своё имя: переименуйте одного из них.',
  'empty-cell-not-fortknox': 'Пустая клетка есть только в сценарии «Форт Нокс»: уберите `empty-cell:` или выберите `scenario:fortknox`.',
  'bad-empty-cell': '«{cell}» — не клетка этажа 5×5: укажите клетку от A1 до E5.',

  // Replies and posts.
  'done': 'Готово.',
  'heist-begins': 'Ограбление начинается: {scenario}.',
  'status-title': '{scenario}, ход {turn}.',
  'status-title-entrance': '{scenario}: команда выбирает, где проникнуть в здание.',
  'status-building': 'Вскрыто сейфов: {open} из {total}. Тревоги: {alarms}.',
  'crew-line': '{name}{character} ({side}), скрытность {stealth}, {where}, при себе: {items}{turn}',
  'at-cell': 'в {cell}',
  'heist-on': 'Команда внутри. Ограбление началось!',
  'break-in': 'Команда проникает в здание через {at} ({room}): ограбление началось!',
  'break-in.plain': 'Команда проникает в здание через {at}: ограбление началось!',
  'entrance-chosen': 'Вход выбран.',
  'on-roof': 'на крыше',
  'outside': 'ещё не в здании',
  'question': '{who}: {question}',
  'more-answers': `Ответов {count} — больше, чем помещается в меню: наберите /choose и выберите из подсказок.`,
  'more-answers-floors': `Ответов {count}: сначала выберите этаж, затем клетку (или введите /choose и выберите из подсказок).`,
  'your-turn': (p) => `${p.who}, ваш ход: ${p.actions} ${plural(p.actions, 'действие', 'действия', 'действий')}.`,
  'turn-done': '{player} заканчивает ход.',
  'turn-post-title': 'Конец хода {turn} ({player}):',
  'turn-heading': 'Ход {turn} ({player}):',
  'guard-stayed': 'Охранник этажа {floor} остался на месте.',
  'game-won': 'Все на крыше: ограбление удалось!',
  'game-lost': 'Ограбление провалено. Начните новое командой /heist start.',

  // Buttons and selects.
  'button.move': 'Зайти {target}',
  'button.peek': 'Заглянуть {target}',
  'button.hack': 'Взломать',
  'button.add-die': 'Кубик на сейф',
  'button.crack': 'Вскрыть сейф',
  'button.escape': 'Сбежать',
  'confirm.end': 'Подтвердить конец хода',
  'button.end': 'Конец хода',
  // A tool in the card menu by its name (as an ability is), its target after: «Взрывное устройство на восток» would
  // lose its way after «Применить: » on a phone (the menu's placeholder says what it holds).
  'button.use': '{target}',
  'button.ability': 'Способность {target}',
  'button.give': 'Отдать: {target}',
  'button.take': 'Взять: {target}',
  'button.give-to': 'Отдать: {item} — игроку {player}',
  'button.take-from': 'Взять: {item} — у игрока {player}',
  'select.answer': 'Выберите ответ',
  'select.cards': 'Способность, инструменты и обмен',

  // Targets and answers as labels.
  'target.north': 'на север',
  'target.east': 'на восток',
  'target.south': 'на юг',
  'target.west': 'на запад',
  'target.up': 'вверх',
  'target.down': 'вниз',
  'target.laser:pay': '(2 действия)',
  'target.laser:trigger': '(включить тревогу)',
  'hint.guard': 'охранник',
  'hint.detector': 'тревога (у вас есть вещи)',
  'hint.laser:pay': 'без тревоги (+1 действие)',
  'hint.laser:trigger': 'тревога',
  'hint.and': '; ',
  'answer.laser:pay': 'Потратить второе действие (без тревоги)',
  'answer.laser:trigger': 'Включить тревогу',
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
  'title.advanced.yes': 'продвинутые стороны',
  'title.advanced.random': 'случайные стороны',
  'title.walls.random': 'случайные стены',
  'title.empty-cell': 'пустое место {value}',
  'title.lost-visual.true': '«Потеря из виду»',
  'side.basic': 'базовый навык',
  'side.advanced': 'продвинутый навык',
  ...prefixed('character.', RU_CHARACTERS),
  ...prefixed('item.', RU_TOOLS),
  ...prefixed('item.', RU_LOOT),
  ...prefixed('event.', RU_EVENTS),

  // Rules help.
  'rules-unknown': 'Нет справки по «{topic}». Попробуйте комнату (Лазерный периметр), инструмент (Лом), добычу (Тиара), событие (Эспрессо), персонажа (Ястреб) или «ход».',

  // Slash commands: descriptions and Russian names (the table makes them from the module's verbs and options).
  'cmd.peek': 'Заглянуть в соседнюю комнату (1 действие)',
  'cmd.move': 'Перейти в соседнюю комнату или по лестнице вверх или вниз (1 действие)',
  'cmd.crack': 'Бросить кубики у сейфа в вашей комнате (1 действие)',
  'cmd.hack': 'Положить жетон взлома на компьютер в вашей комнате (1 действие)',
  'cmd.add-die': 'Добавить кубик к сейфу в вашей комнате (2 действия)',
  'cmd.escape': 'Сбежать по лестнице с верхнего этажа',
  'cmd.use': 'Применить один из ваших инструментов',
  'cmd.ability': 'Применить способность вашего персонажа',
  'cmd.give': 'Предложить инструмент или добычу участнику в вашей комнате',
  'cmd.take': 'Попросить инструмент или добычу у участника в вашей комнате',
  'cmd.end-turn': 'Закончить ход: охранник идёт, может выпасть событие',
  'cmd.choose': 'Ответить на вопрос игры',
  'opt.scenario': 'Какое здание грабим',
  'opt.crew': 'В личке: сколькими персонажами вы играете сами (от 1 до 4)',
  'opt.bots': 'Боты-взломщики в команде, у каждого свой персонаж (от 0 до 3)',
  'opt.characters': 'Персонажи через запятую (необязательно)',
  'opt.advanced': 'Продвинутые стороны персонажей',
  'opt.walls': 'Расположение стен',
  'opt.empty-cell': 'Форт Нокс: пустое место, одна клетка на оба этажа (по умолчанию C3; при другой стены случайные)',
  'opt.lost-visual': 'Играть с вариантом «Потеря из виду»',
  'cmd.move.target': 'Куда: направление, вверх, вниз или клетка вроде F2 C3',
  'cmd.peek.target': 'Куда: направление, вверх, вниз или клетка вроде F2 C3',
  'cmd.use.tool': 'Какой инструмент и, если нужно, его цель',
  'cmd.ability.target': 'Что нужно способности, если нужно',
  'cmd.give.what': 'Предмет и участник команды',
  'cmd.take.what': 'Предмет и участник команды',
  'cmd.choose.answer': 'Ваш ответ',
  // Russian command and option names (ru-names.ts), as the Russian client shows them.
  ...Object.fromEntries(Object.entries(RU_NAMES).map(([word, name]) => [`name.${word}`, name])),
  'typed.target': '`{option}:` «{value}» — не направление и не клетка: напишите север, восток, юг, запад, вверх или вниз или клетку, например B2 (ваш этаж) или F1 B2.',
  'typed.one-target': '`{option}:` «{value}» — это больше одного места: напишите одно направление или одну клетку.',
  'typed.tool': (p) => (p.tools ? `\`${p.option}:\` «${p.value}» — не ваш инструмент: примените ${p.tools}.` : 'У вас нет инструментов: идите, заглядывайте, взламывайте или вскрывайте.'),
  'typed.answer': '`{option}:` «{value}» — не один из ответов (их {count}): выберите из подсказок, например {options}.',
  'shared.cmd.ability': 'Способность персонажа',
  'shared.cmd.ability.target': 'Цель, если нужна',
  'shared.cmd.give': 'Отдать инструмент или добычу',
  'shared.cmd.choose': 'Ответить на вопрос игры',
  'shared.opt.bots': '0–3',
  'shared.opt.bots.short': '0–3',
};
