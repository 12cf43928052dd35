// The offline terminal's own sentences for a crew at one keyboard (who is typing, who may see a message, resuming).
// The terminal's basic lines (welcome, help, buttons) are the Discord layer's, in src/discord/text/.
import { translator, type Catalogue } from '../core/text.js';

const EN: Catalogue = {
  'crew.welcome': 'Offline table: {players} in #{channel} of a local server. Each line is typed by {player} until "/as NAME" switches who types; "NAME: ..." types one line as NAME. Type a slash command (for example /heist start scenario:office), "click N" to press the Nth button of the last message that player sees (one asking them first), "help" for every kind of line, or "quit".',
  'crew.welcome-dm': 'Offline table: {players}, each in a DM with the bot. Each line is typed by {player} until "/as NAME" switches who types; "NAME: ..." types one line as NAME. Type a slash command (for example /heist start scenario:office), "click N" to press the Nth button of the last message that player sees (one asking them first), "help" for every kind of line, or "quit".',
  'crew.help': 'Crew lines: NAME: /COMMAND ... (type as NAME), NAME: click N, /as NAME (NAME types from now on). Players: {players}.',
  'crew.as': 'Now typing: {player}.',
  'crew.unknown-player': '"{name}" is not one of the players here ({players}). Start with --players to seat others.',
  'crew.only-sees': '(only {player} sees this)',
  'crew.dm-to': '(DM to {player})',
  'crew.export': 'Channel id {channel}: export this game with  DATABASE_PATH={db} npm run -s export -- {channel}',
  'crew.fresh': 'A fresh table (--fresh): no earlier game is resumed, and the games of this session are gone when it ends.',
  'crew.resume': 'Resuming the game in this channel (game {game}, {status}): its status follows.',
  'crew.web': 'Web pages: {url} (type /heist web for your own link to this game: what you missed, and its replay).',
};

const RU: Catalogue = {
  'crew.welcome': 'Офлайн-стол: {players} в #{channel} локального сервера. Каждую строку вводит {player}, пока «/as ИМЯ» не сменит, кто вводит; «ИМЯ: ...» — одна строка от имени ИМЯ. Вводите слеш-команду (например /heist start scenario:office), «click N» — нажать N-ю кнопку последнего сообщения, которое видит этот игрок (сначала — обращённого к нему), «help» — все виды строк, или «quit».',
  'crew.welcome-dm': 'Офлайн-стол: {players}, каждый в личных сообщениях с ботом. Каждую строку вводит {player}, пока «/as ИМЯ» не сменит, кто вводит; «ИМЯ: ...» — одна строка от имени ИМЯ. Вводите слеш-команду (например /heist start scenario:office), «click N» — нажать N-ю кнопку последнего сообщения, которое видит этот игрок (сначала — обращённого к нему), «help» — все виды строк, или «quit».',
  'crew.help': 'Строки для команды: ИМЯ: /КОМАНДА ... (от имени ИМЯ), ИМЯ: click N, /as ИМЯ (дальше вводит ИМЯ). Игроки: {players}.',
  'crew.as': 'Теперь вводит: {player}.',
  'crew.unknown-player': '«{name}» нет среди игроков ({players}). Запустите с --players, чтобы посадить других.',
  'crew.only-sees': '(это видит только {player})',
  'crew.dm-to': '(личное сообщение для {player})',
  'crew.export': 'Id канала {channel}: выгрузить эту игру —  DATABASE_PATH={db} npm run -s export -- {channel}',
  'crew.fresh': 'Чистый стол (--fresh): прежние игры не продолжаются, а игры этого сеанса исчезают, когда он кончается.',
  'crew.resume': 'Продолжаем игру в этом канале (игра {game}, {status}): её состояние ниже.',
  'crew.web': 'Веб-страницы: {url} (введите /heist web — ваша ссылка на эту игру: что вы пропустили и её повтор).',
};

export const OFFLINE_TEXTS = { en: EN, ru: RU };
export const tc = translator(OFFLINE_TEXTS);
