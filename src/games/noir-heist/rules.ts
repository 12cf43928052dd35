// Rules help for /heist rules: a summary, setup, turns, the grid, vaults, catching, the end, each action, role, card and
// token, in English and Russian (text/rules-en.ts, text/rules-ru.ts); a topic is found as a person types it, by its
// name, id or the rulebook's word for it (core/rules-book.ts).
import { RulesBook } from '../../core/rules-book.js';
import type { Locale } from '../../core/types.js';
import { RULES_EN } from './text/rules-en.js';
import { ruSlash } from './text/ru-names.js';
import { RULES_RU } from './text/rules-ru.js';

export const RULES_BOOK = new RulesBook({
  en: RULES_EN,
  ru: RULES_RU,
  ruSlash,
  kinds: {
    en: { basics: 'rules', action: 'action', role: 'role', card: 'cards', token: 'piece' },
    ru: { basics: 'правила', action: 'действие', role: 'роль', card: 'карты', token: 'фишка' },
  },
  groups: {
    en: { basics: 'Rules', action: 'Actions', role: 'Roles', card: 'Cards', token: 'Pieces' },
    ru: { basics: 'Правила', action: 'Действия', role: 'Роли', card: 'Карты', token: 'Фишки' },
  },
  aliases: {
    'basics.summary': ['overview', 'rules', 'goal', 'обзор', 'правила', 'цель'],
    'basics.turn': ['turn', 'ход', 'chief turn', 'ход начальника'],
    'basics.covert': ['covert', 'visible', 'скрытно', 'заметно', 'разоблачение'],
    'basics.grid': ['grid', 'quadrant', 'adjacent', 'поле', 'квадрант', 'соседние'],
    'basics.vaults': ['vault', 'хранилище'],
    'basics.catch': ['catch', 'caught', 'поимка воров', 'пойман'],
    'basics.end': ['end', 'win', 'конец', 'победа'],
    'action.shift': ['сдвиг'],
    'action.show': ['show', 'показать'],
    'action.draw': ['draw', 'взять', 'redraw'],
    'action.choose': ['choose', 'выбрать'],
    'action.search': ['search', 'досмотр'],
    'action.accuse': ['accusation', 'обвинение'],
    'role.chief': ['chief', 'начальник', 'security', 'служба безопасности'],
    'role.runner': ['fast shift', 'ускоренно сдвинуть'],
    'role.cleaner': ['stun', 'stunned', 'оглушить', 'оглушение', 'оглушённый офицер'],
    'role.front': ['vanish', 'исчезнуть'],
    'role.insider': ['steal data', 'украсть данные'],
    'role.hacker': ['hack', 'hack the system', 'взломать систему'],
    'role.eliminator': ['silence', 'kill', 'утихомирить', 'убить'],
    'role.mimic': ['go under cover', 'законспирироваться'],
    'role.saboteur': ['switch'],
    'role.snitch': ['quiet shift', 'незаметно сдвинуть'],
    'role.master-safecracker': ['crack', 'crack the vault', 'взломать хранилище', 'виртуоз'],
    'card.suspect': ['suspect', 'identity', 'evidence', 'evidence deck', 'подозреваемый', 'личность', 'колода доказательств'],
    'card.roles': ['roles', 'role', 'level', 'роли', 'уровень'],
    'token.steal': ['token', 'steal', 'жетон', 'жетон кражи'],
    'token.uniformed': ['officer', 'officers', 'uniformed', 'офицер', 'офицер в форме'],
    'token.plainclothes': ['plainclothes', 'в штатском'],
    'token.dead': ['dead', 'мёртвый', 'мертвая карта'],
  },
});

export const RULES = {
  topics: (typed: string, lang: Locale) => RULES_BOOK.topics(typed, lang),
  help: (topic: string, lang: Locale) => RULES_BOOK.help(topic, lang),
  index: (lang: Locale) => RULES_BOOK.index(lang),
  all: (lang: Locale) => RULES_BOOK.all(lang),
};
