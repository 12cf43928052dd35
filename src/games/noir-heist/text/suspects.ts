// The 49 suspects' names as a Russian reader reads them. The engine, the positions contract and every action keep the
// English names (data/suspects.ts) as the cards' ids; a suspect is named in Russian where the text knows it holds a
// suspect: the parameters of the catalogues' sentences listed in SUSPECT_PARAMS (`withRuSuspects`), and the lines,
// labels, menus, choices and the picture the views build (`suspectName`). A player's name is never translated ("Lena"
// at the table stays "Lena"). Typed input reads a card by either name, in either script (`spellings`).
// The Russian rules spell Ulysses, Simon, Suzanne, Kasim, Deirdre and Jack (Улисс, Саймон, Сюзанна, Касим, Дейдра,
// Джек); the rest are conventional transcriptions, every one distinct by its first two letters (typed prefixes) and
// no wider in the picture's cell than the English names (test/games/noir-heist/suspects-ru.test.ts).
import { fill, type Catalogue, type TextParams } from '../../../core/text.js';
import type { Locale } from '../../../core/types.js';

export const SUSPECT_RU: Readonly<Record<string, string>> = {
  Ulysses: 'Улисс', Simon: 'Саймон', Suzanne: 'Сюзанна', Kasim: 'Касим', Deirdre: 'Дейдра', Jack: 'Джек', Nora: 'Нора',
  Omar: 'Омар', Lena: 'Лена', Ivy: 'Айви', Hugo: 'Хьюго', Felix: 'Феликс', Greta: 'Грета', Marcel: 'Марсель',
  Rosa: 'Роза', Viktor: 'Виктор', Tess: 'Тесс', Basil: 'Бэзил', Clara: 'Клара', Dmitri: 'Дмитрий', Elsa: 'Эльза',
  Frank: 'Фрэнк', Gwen: 'Гвен', Henri: 'Анри', Iris: 'Ирис', Jonas: 'Йонас', Kira: 'Кира', Lucius: 'Луций',
  Mabel: 'Мейбл', Nikolai: 'Николай', Olga: 'Ольга', Percy: 'Перси', Quinn: 'Квинн', Rita: 'Рита', Stefan: 'Стефан',
  Tilda: 'Тильда', Ursula: 'Урсула', Vera: 'Вера', Walter: 'Уолтер', Xenia: 'Ксения', Yuri: 'Юрий', Zelda: 'Зельда',
  Agnes: 'Агнес', Boris: 'Борис', Celia: 'Селия', Dorian: 'Дориан', Edith: 'Эдит', Fabian: 'Фабиан', Hazel: 'Хейзел',
};

/** A card's name for a reader: a suspect's Russian name for a Russian reader; anything else (an English reader, a
 * name that is no suspect's, one already Russian) as it is. */
export function suspectName(lang: Locale, id: string): string {
  return lang === 'ru' && Object.hasOwn(SUSPECT_RU, id) ? SUSPECT_RU[id] : id;
}

/** A typed name as compared: lower case, ё as е, no spaces around. */
export const typedForm = (s: string): string => s.trim().toLowerCase().replace(/ё/g, 'е');

/** The names a card may be typed by (typedForm): its id and, for a suspect, its Russian name. */
export function spellings(id: string): string[] {
  return Object.hasOwn(SUSPECT_RU, id) ? [typedForm(id), typedForm(SUSPECT_RU[id])] : [typedForm(id)];
}

/** The parameters of each sentence that hold a card's name, a suspect's id (or a list of them), and never a player's:
 * those a Russian catalogue names in Russian. A parameter that holds a player's name (`who`, `thief`, `to`; `name` in
 * `not-your-turn`, `show-already`, `rob-outside`, `no-player`), what the reader typed (`value`, `unknown-suspect`'s
 * `name`) or a label the view builds with a cell (`target`, `label.swap`'s `name`) is not listed: the view names its
 * suspects itself. */
export const SUSPECT_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // Events.
  stunned: ['name'], 'new-identity': ['name'], 'insider-swapped': ['name'], 'saboteur-swapped': ['a', 'b'], killed: ['name'],
  'new-officer': ['name'], 'mimic-options': ['names'], 'mimic-options.of': ['names'], shown: ['name'], 'shown-then': ['name'],
  'chief-swapped': ['officer', 'name'], caught: ['name'], 'accused-wrong': ['name'],
  // Refusals (the engine's card, resolved from what was typed).
  'stun-not-adjacent': ['name'], 'insider-not-officer': ['name'], 'saboteur-not-adjacent': ['name'], 'kill-not-adjacent': ['name'],
  'swap-not-officer': ['name'], 'swap-dead': ['name'], 'swap-not-adjacent': ['name', 'officer'], 'accuse-dead': ['name'],
  'accuse-officer': ['name'], 'accuse-far': ['name'], 'choose-not-offered': ['names'], 'typed.swap-suspect': ['officer'],
  // Presentation.
  'end.identity': ['name'], 'end.identity-caught': ['name'], 'end.plainclothes': ['name'], 'private.chief': ['name'],
  'private.thief': ['name'], 'private.thief-new': ['name'], 'private.chief.of': ['name'], 'private.thief.of': ['name'],
  'private.shown': ['name'], 'label.officer': ['name'], 'label.near': ['name'], 'label.near-plainclothes': ['name'],
  'menu.accuse-near': ['name'], 'menu.swap-near': ['name'], 'label.swap': ['officer'],
  // The case file (text/case.ts).
  'case.thief-certain': ['name'], 'case.why.caught': ['name'], 'case.why.accused': ['name'], 'case.thief.own': ['name'],
  'case.thief.other': ['name'], 'case.shown': ['name'], 'case.shown-gone': ['name'],
};

/** A parameter's suspects in Russian: one id, a list of ids, or ids the engine joined with ", " (`choose-not-offered`). */
function ruValue(x: unknown): unknown {
  if (Array.isArray(x)) return x.map((n) => (typeof n === 'string' ? suspectName('ru', n) : n));
  if (typeof x !== 'string') return x;
  return x.includes(', ') ? x.split(', ').map((n) => suspectName('ru', n)).join(', ') : suspectName('ru', x);
}

/** A Russian catalogue whose sentences name their suspects (SUSPECT_PARAMS) in Russian. */
export function withRuSuspects(cat: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(cat).map(([key, entry]) => {
    const keys = Object.hasOwn(SUSPECT_PARAMS, key) ? SUSPECT_PARAMS[key] : null;
    if (!keys) return [key, entry];
    return [key, (p: TextParams) => {
      const q: TextParams = { ...p };
      for (const k of keys) if (Object.hasOwn(p, k)) q[k] = ruValue(p[k]);
      return fill(entry, q);
    }];
  }));
}
