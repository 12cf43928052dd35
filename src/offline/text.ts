// The offline terminal's own sentences for a crew at one keyboard (who is typing, who may see a message, resuming).
// The terminal's basic lines (welcome, help, buttons) are the Discord layer's, in src/discord/text/.
import { writtenWith } from '../core/client-names.js';
import { translator, type Catalogue } from '../core/text.js';

const EN: Catalogue = {
  'crew.welcome': 'Offline table: {players} in #{channel} of a local server. Each line is typed by {player} until "/as NAME" switches who types; "NAME: ..." types one line as NAME. Type a slash command (for example /heist start scenario:office), "click N" to press the Nth button of the last message that player sees (one asking them first), "help" for every kind of line, or "quit".',
  'crew.welcome-dm': 'Offline table: {players}, each in a DM with the bot. Each line is typed by {player} until "/as NAME" switches who types; "NAME: ..." types one line as NAME. Type a slash command (for example /heist start scenario:office), "click N" to press the Nth button of the last message that player sees (one asking them first), "help" for every kind of line, or "quit".',
  'crew.help': 'Crew lines: NAME: /COMMAND ... (type as NAME), NAME: click N, /as NAME (NAME types from now on). Players: {players}.',
  'crew.as': 'Now typing: {player}.',
  'crew.unknown-player': '"{name}" is not one of the players here ({players}). Type one of their names, or start with --players to seat others.',
  'crew.only-sees': '(only {player} sees this)',
  'crew.dm-to': '(DM to {player})',
  'crew.export': 'Channel id {channel}: export this game with DATABASE_PATH={db} npm run -s export -- {channel}',
  'crew.fresh': 'A fresh table (--fresh): no earlier game is resumed, and the games of this session are gone when it ends.',
  'crew.no-database-url': 'DATABASE_URL is not used here: offline play keeps its games in its own file ({db}), never in the bot\'s PostgreSQL.',
  'crew.resume': 'Resuming the game in this channel (game {game}, {status}): its status follows.',
  'crew.web': 'Web pages: {url} (type /heist web for your own link to this game: what you missed, and its replay).',
  'crew.metrics': 'Metrics: {url}/metrics, health: {url}/healthz and {url}/readyz (METRICS_PORT; docs/production.md).',

  // A typed line that cannot be sent (the stand-in's driver, as Discord's own client would not send it): what is
  // wrong, then what to type instead (docs/texts.md).
  'line.empty': 'That line holds no command. Type one, for example /heist start.',
  'line.unknown-command': 'There is no command /{command} here. Type one of these: {commands}.',
  'line.unknown-command-near': 'There is no command /{command} here (did you mean {near}?). Type it with its options, or one of these: {commands}.',
  'line.unknown-command-sub': 'There is no command /{command} here. Did you mean {near}? Then type it so, with its options if it takes any.',
  'line.needs-slash-near': '"{word}" is not a line the table reads: commands begin with a slash. Did you mean {near}? Then type it so.',
  'line.needs-slash': '"{word}" is not a line the table reads: commands begin with a slash. Type one of these: {commands}; or type help for the table\'s own lines (click N, wait 6h, quit).',
  'line.no-commands': 'The bot has no commands here yet. Wait a moment, then type the line again.',
  'line.server-only': '/{command} works only at a table in a server channel, not in a DM. Start the offline table with --players to play at one.',
  'line.dm-only': '/{command} works only in a DM with the bot. Type it there.',
  'line.permissions': 'You lack the permissions /{command} needs in this server. Ask the host, or type another command.',
  'line.no-subcommand': 'There is no /{command} {word}. Type one of these: {choices}.',
  'line.needs-subcommand': '/{command} needs one more word. Type one of these: {choices}.',
  'line.not-an-option': '"{word}" is not an option of /{command}. Write each option as name:value; its options are {options}.',
  'line.no-option': '/{command} has no option {word}. Write one of its options instead: {options}.',
  'line.no-options': '/{command} takes no options ("{word}" is more than it reads). Type /{command} alone.',
  'line.missing': '/{command} needs {missing}: type it again as {example}, the value after the colon.',
  'line.missing-choices': 'Choices now: {choices}. Type one of them after the colon, as {example}.',
  'line.missing-choices-more': 'Choices now: {choices} and more. Type one of them after the colon, as {example}.',
  'line.too-short': 'The option {option} of /{command} takes at least {n} characters. Type it again with a longer one.',
  'line.too-long': 'The option {option} of /{command} takes at most {n} characters. Type it again with a shorter one.',
  'line.not-whole': 'The option {option} of /{command} takes a whole number, not "{value}". Type it again with a number, e.g. {option}:2.',
  'line.not-number': 'The option {option} of /{command} takes a number, not "{value}". Type it again with a number, e.g. {option}:2.',
  'line.too-small': 'The option {option} of /{command} takes {n} or more, not {value}. Type it again with a larger number.',
  'line.too-big': 'The option {option} of /{command} takes {n} or less, not {value}. Type it again with a smaller number.',
  'line.not-boolean': 'The option {option} of /{command} takes true or false, not "{value}". Type it again with {option}:true or {option}:false.',
  'line.not-a-choice': '"{value}" is not a choice for the option {option} of /{command}. Type it again with one of: {choices}.',
  'line.option-twice': '/{command} takes {option}: once, and the line gives it twice. Type it again with one value for it.',
  'line.no-user': 'Nobody here is called "{value}". Type {option}: again with a player\'s name.',
  'line.no-user-players': 'Nobody here is called "{value}": the people at this table are the --players ({players}). Type {option}: again with one of them; for someone else (a substitute), start the table with them among --players too (npm start -- --players {players},{value}).',
  'line.no-channel': 'There is no channel "{value}" here. Type {option}: again with a channel\'s name.',
  'line.no-role': 'This server has no role "{value}". Type {option}: again with a role\'s name.',
  'line.attachment': 'The option {option} of /{command} takes a file, which the offline table cannot send. Leave it out, or use Discord for it.',
  'line.failed': 'That line could not be run: {message} Type help for every kind of line.',
  'line.wait-how': 'A wait needs how long: type wait and a time in minutes, hours or days (for example wait 6h, wait 30m, wait 2d; at most 30 days).',
  'clock.moved': 'The clock moved on: it is now {time} UTC. What those hours bring follows (a reminder, a seat handed over).',
  'clock.moved-nothing': 'The clock moved on: it is now {time} UTC. Nothing came due in those hours (no reminder, no seat handed over).',
  'clock.resumed': 'The table\'s clock goes on from where `wait` left it: it is {time} UTC.',
  'clock.removed': (p) => `${p.count === 1 ? 'A finished game' : `${p.count} finished games`} past HEIST_RETENTION_DAYS ${p.count === 1 ? 'was' : 'were'} removed.`,
  // The message is told by what it offers, so the reader finds which one the line went to.
  'line.no-button': (p) => (Number(p.count) === 0
    ? `The last message with something to press has no buttons, and ${p.choices} choices: type pick and a number up to ${p.choices}, or /heist status for fresh buttons.`
    : `The last message with buttons has no button number ${p.n}: its buttons are ${p.buttons}. Type click and one of their numbers, or /heist status for fresh ones.`),
  'line.no-choice': (p) => (Number(p.choices) === 0
    ? `The last message with something to press has no choices, only buttons (${p.buttons}): type click and one of their numbers, or /heist status for fresh choices.`
    : `The last message with choices has no choice number ${p.n}: it has ${p.choices}. Type pick and a number from its list, or /heist status for fresh choices.`),
  'line.click-number': 'A click needs a button: type click and its number, as the Buttons line numbers them (for example click 1).',
  'line.pick-number': 'A pick needs a choice: type pick and its number, as the Choices list numbers them (for example pick 1).',
  'line.nothing-to-press': 'No message has a button or a choice to press now: start a heist with /heist start, or see where one stands with /heist status (or type help).',
};

/** `1 символа`, `100 символов`: the genitive after «не длиннее»/«не короче» (21, 31… take the singular). */
const chars = (n: unknown) => `${String(n)} ${Math.abs(Number(n)) % 10 === 1 && Math.abs(Number(n)) % 100 !== 11 ? 'символа' : 'символов'}`;

const RU: Catalogue = {
  'crew.welcome': 'Офлайн-стол: {players} в #{channel} локального сервера. Каждую строку вводит {player}, пока «/as ИМЯ» не сменит, кто вводит; «ИМЯ: ...» — одна строка от имени ИМЯ. Вводите слеш-команду (например /heist start game:Ограбление музея), «click N» — нажать N-ю кнопку последнего сообщения, которое видит этот игрок (сначала — обращённого к нему), «help» — все виды строк, или «quit».',
  'crew.welcome-dm': 'Офлайн-стол: {players}, каждый в личных сообщениях с ботом. Каждую строку вводит {player}, пока «/as ИМЯ» не сменит, кто вводит; «ИМЯ: ...» — одна строка от имени ИМЯ. Вводите слеш-команду (например /heist start game:Ограбление музея), «click N» — нажать N-ю кнопку последнего сообщения, которое видит этот игрок (сначала — обращённого к нему), «help» — все виды строк, или «quit».',
  'crew.help': 'Строки для команды: ИМЯ: /КОМАНДА ... (от имени ИМЯ), ИМЯ: click N, /as ИМЯ (дальше вводит ИМЯ). Игроки: {players}.',
  'crew.as': 'Теперь вводит: {player}.',
  'crew.unknown-player': 'Игрока «{name}» нет среди игроков ({players}). Запустите с --players, чтобы посадить других.',
  'crew.only-sees': '(это видит только {player})',
  'crew.dm-to': '(личное сообщение игроку {player})',
  'crew.export': 'Id канала {channel}: выгрузить эту игру — DATABASE_PATH={db} npm run -s export -- {channel}',
  'crew.fresh': 'Чистый стол (--fresh): прежние игры не продолжаются, а игры этого сеанса исчезают, когда он кончается.',
  'crew.no-database-url': 'DATABASE_URL здесь не используется: игра без Discord хранит игры в своём файле ({db}), а не в PostgreSQL бота.',
  'crew.resume': 'Продолжаем игру в этом канале (игра {game}, {status}): её состояние ниже.',
  'crew.web': 'Веб-страницы: {url} (введите /heist web — ваша ссылка на эту игру: что вы пропустили и её повтор).',
  'crew.metrics': 'Метрики: {url}/metrics, здоровье: {url}/healthz и {url}/readyz (METRICS_PORT; docs/production.md).',

  'line.empty': 'В этой строке нет команды. Введите её, например /heist start.',
  'line.unknown-command': 'Здесь нет команды /{command}. Введите одну из этих: {commands}.',
  'line.unknown-command-near': 'Здесь нет команды /{command} (может быть, {near}?). Введите её с параметрами или одну из этих: {commands}.',
  'line.unknown-command-sub': 'Здесь нет команды /{command}: может быть, {near}? Введите её так, с параметрами, если они у неё есть.',
  'line.needs-slash-near': 'Строку «{word}» стол не понимает: команды начинаются с косой черты. Может быть, {near}? Введите её так.',
  'line.needs-slash': 'Строку «{word}» стол не понимает: команды начинаются с косой черты. Введите одну из этих: {commands}; или введите help — строки самого стола (click N, wait 6h, quit).',
  'line.no-commands': 'У бота здесь пока нет команд. Подождите немного и введите строку снова.',
  'line.server-only': '/{command} работает только за столом в канале сервера, а не в личных сообщениях. Запустите офлайн-стол с --players, чтобы играть за таким.',
  'line.dm-only': '/{command} работает только в личных сообщениях с ботом. Введите её там.',
  'line.permissions': 'У вас нет прав, которые нужны для /{command} на этом сервере. Попросите организатора или введите другую команду.',
  'line.no-subcommand': 'Команды /{command} {word} нет. Введите одну из этих: {choices}.',
  'line.needs-subcommand': 'После /{command} нужно ещё одно слово. Введите одну из этих команд: {choices}.',
  'line.not-an-option': '«{word}» — не параметр /{command}. Пишите каждый параметр как имя:значение; её параметры: {options}.',
  'line.no-option': 'У /{command} нет параметра {word}. Напишите вместо него один из её параметров: {options}.',
  'line.no-options': '/{command} не принимает параметров («{word}» лишнее). Введите /{command} без них.',
  'line.missing': '/{command} нужно указать {missing}: введите её снова как {example}, со значением после двоеточия.',
  'line.missing-choices': 'Сейчас можно: {choices}. Введите одно из них после двоеточия, как {example}.',
  'line.missing-choices-more': 'Сейчас можно: {choices} и другое. Введите одно из них после двоеточия, как {example}.',
  'line.too-short': (p) => `Параметр ${p.option}: команды /${p.command} — не короче ${chars(p.n)}. Введите её снова с более длинным.`,
  'line.too-long': (p) => `Параметр ${p.option}: команды /${p.command} — не длиннее ${chars(p.n)}. Введите её снова с более коротким.`,
  'line.not-whole': 'Параметр {option}: команды /{command} — целое число, а не «{value}». Введите её снова с числом, например {option}:2.',
  'line.not-number': 'Параметр {option}: команды /{command} — число, а не «{value}». Введите её снова с числом, например {option}:2.',
  'line.too-small': 'Параметр {option}: команды /{command} — от {n} и больше, а не {value}. Введите её снова с большим числом.',
  'line.too-big': 'Параметр {option}: команды /{command} — не больше {n}, а не {value}. Введите её снова с меньшим числом.',
  'line.not-boolean': 'Параметр {option}: команды /{command} — true или false, а не «{value}». Введите её снова с {option}:true или {option}:false.',
  'line.not-a-choice': '«{value}» — не вариант параметра {option}: команды /{command}. Введите её снова с одним из: {choices}.',
  'line.option-twice': 'Параметр {option}: команды /{command} задаётся один раз, а в строке он дважды. Введите её снова с одним значением.',
  'line.no-user': 'Здесь никого не зовут «{value}». Введите {option}: снова с именем игрока.',
  'line.no-user-players': 'Здесь никого не зовут «{value}»: за этим столом только игроки из --players ({players}). Введите {option}: снова с одним из них; чтобы позвать другого (замену), запустите стол и с ним в --players (npm start -- --players {players},{value}).',
  'line.no-channel': 'Здесь нет канала «{value}». Введите {option}: снова с названием канала.',
  'line.no-role': 'На этом сервере нет роли «{value}». Введите {option}: снова с названием роли.',
  'line.attachment': 'Параметр {option}: команды /{command} — файл, а офлайн-стол не умеет их отправлять. Уберите его или сделайте это в Discord.',
  'line.failed': 'Эту строку не удалось выполнить: {message} Введите help, чтобы увидеть все виды строк.',
  'line.wait-how': 'Для wait нужно время: напишите wait и сколько минут, часов или дней (например wait 6h, wait 30m, wait 2d; не больше 30 дней).',
  'clock.moved': 'Часы переведены вперёд: сейчас {time} UTC. Ниже — что принесли эти часы (напоминание, место, переданное боту).',
  'clock.moved-nothing': 'Часы переведены вперёд: сейчас {time} UTC. За эти часы ничего не случилось (ни напоминания, ни места, переданного боту).',
  'clock.resumed': 'Часы стола идут дальше с того места, где их оставил `wait`: сейчас {time} UTC.',
  'clock.removed': (p) => `Удалено законченных игр старше HEIST_RETENTION_DAYS: ${p.count}.`,
  'line.no-button': (p) => (Number(p.count) === 0
    ? `У последнего сообщения, где есть что нажать, нет кнопок, а вариантов ${p.choices}: введите pick и номер до ${p.choices} или /heist status за свежими кнопками.`
    : `У последнего сообщения с кнопками нет кнопки номер ${p.n}: его кнопки — ${p.buttons}. Введите click и номер одной из них или /heist status за свежими.`),
  'line.no-choice': (p) => (Number(p.choices) === 0
    ? `У последнего сообщения, где есть что нажать, нет вариантов, только кнопки (${p.buttons}): введите click и номер одной из них или /heist status за свежими вариантами.`
    : `У последнего сообщения с вариантами нет варианта номер ${p.n}: их там ${p.choices}. Введите pick и номер из его списка или /heist status за свежими вариантами.`),
  'line.click-number': 'Не указана кнопка: введите click и её номер из строки «Кнопки» (например, click 1).',
  'line.pick-number': 'Не указан вариант: введите pick и его номер из списка «Варианты» (например, pick 1).',
  'line.nothing-to-press': 'Сейчас ни у одного сообщения нет кнопок и вариантов: начните ограбление командой /heist start или посмотрите, где оно стоит, командой /heist status (или введите help).',
};

export const OFFLINE_TEXTS = { en: EN, ru: writtenWith(RU) };
export const tc = translator(OFFLINE_TEXTS);
