// The offline terminal's own sentences for a crew at one keyboard (who is typing, who may see a message, resuming).
// The terminal's basic lines (welcome, help, buttons) are the Discord layer's, in src/discord/text/.
import { translator, type Catalogue } from '../core/text.js';

const EN: Catalogue = {
  'crew.welcome': 'Offline table: {players} in #{channel} of a local server. Type a slash command as the one whose name is in the prompt (for example /heist start scenario:office), "NAME: /command" to type as someone else, "/as NAME" to switch who types, "click N" to press the Nth button of the last message that player sees, or "help".',
  'crew.welcome-dm': 'Offline table: {players}, each in a DM with the bot. Type a slash command (for example /heist start scenario:office), "click N" to press the Nth button of the last message, "/as NAME" to switch who types, or "help".',
  'crew.help': 'Crew lines: NAME: /COMMAND ... (type as NAME), NAME: click N, /as NAME (NAME types from now on). Players: {players}.',
  'crew.as': 'Now typing: {player}.',
  'crew.unknown-player': '"{name}" is not one of the players here ({players}). Start with --players to seat others.',
  'crew.only-sees': '(only {player} sees this)',
  'crew.dm-to': '(DM to {player})',
  'crew.export': 'Channel id {channel}: export this game with  DATABASE_PATH={db} npm run -s export -- {channel}',
  'crew.resume': 'Resuming the game in this channel (game {game}, {status}): its status follows.',
  'crew.web': 'Web pages: {url} (type /heist web for your own link to this game: what you missed, and its replay).',
};

const RU: Catalogue = {
  'crew.welcome': 'Офлайн-стол: {players} в #{channel} локального сервера. Вводите слеш-команду от имени того, кто в подсказке (например /heist start scenario:office), «ИМЯ: /команда» — от имени другого игрока, «/as ИМЯ» — сменить, кто вводит, «click N» — нажать N-ю кнопку последнего сообщения, которое видит этот игрок, или «help».',
  'crew.welcome-dm': 'Офлайн-стол: {players}, каждый в личных сообщениях с ботом. Вводите слеш-команду (например /heist start scenario:office), «click N» — нажать N-ю кнопку последнего сообщения, «/as ИМЯ» — сменить, кто вводит, или «help».',
  'crew.help': 'Строки для команды: ИМЯ: /КОМАНДА ... (от имени ИМЯ), ИМЯ: click N, /as ИМЯ (дальше вводит ИМЯ). Игроки: {players}.',
  'crew.as': 'Теперь вводит: {player}.',
  'crew.unknown-player': '«{name}» нет среди игроков ({players}). Запустите с --players, чтобы посадить других.',
  'crew.only-sees': '(это видит только {player})',
  'crew.dm-to': '(личное сообщение для {player})',
  'crew.export': 'Id канала {channel}: выгрузить эту игру —  DATABASE_PATH={db} npm run -s export -- {channel}',
  'crew.resume': 'Продолжаем игру в этом канале (игра {game}, {status}): её состояние ниже.',
  'crew.web': 'Веб-страницы: {url} (введите /heist web — ваша ссылка на эту игру: что вы пропустили и её повтор).',
};

export const OFFLINE_TEXTS = { en: EN, ru: RU };
export const tc = translator(OFFLINE_TEXTS);
