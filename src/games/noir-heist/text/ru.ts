// Russian texts of Noir: Heist, with the rulebook's terms (начальник безопасности, Медвежатник, Бегун, Чистильщик…).
// Same keys as en.ts; a missing key falls back to English.
import { writtenWith } from '../../../core/client-names.js';
import { fill, type Catalogue, type TextParams } from '../../../core/text.js';
import { RU_CHOICES, RU_NAMES, RU_TITLE, ruSlash } from './ru-names.js';
import { withRuSuspects } from './suspects.js';
import { ruCount } from '../../../core/plural.js';

export const ROLE_RU: Record<string, string> = {
  safecracker: 'Медвежатник', runner: 'Бегун', cleaner: 'Чистильщик', front: 'Подставное лицо', insider: 'Инсайдер',
  hacker: 'Хакер', eliminator: 'Устранитель', mimic: 'Подражатель', saboteur: 'Диверсант', snitch: 'Стукач',
  'master-safecracker': 'Медвежатник-виртуоз',
};
const role = (p: TextParams) => ROLE_RU[String(p.role)] ?? String(p.role);
const dirs: Record<string, string> = { east: 'на восток', west: 'на запад', north: 'на север', south: 'на юг' };
const list = (x: unknown) => (Array.isArray(x) ? x.join(', ') : String(x));
/** A distance in cells: `2 клетки`, `5 клеток`, `1 клетку` (after «на»). */
const cells = (d: unknown) => {
  const n = Number(d), ten = n % 10, hundred = n % 100;
  return `${d} ${ten === 1 && hundred !== 11 ? 'клетку' : ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? 'клетки' : 'клеток'}`;
};
/** A count with its noun in the right form: `1 карту`, `3 карты`, `5 карт` (11–14 take the last). */
/** A list written `A, B, C` as `A, B или C`. */
const or = (x: unknown) => String(x).replace(/, ([^,]*)$/, ' или $1');
/** Each ability by its Russian word (the typed commands read these words too, typed.ts). */
const ABILITY_RU: Record<string, string> = {
  stun: 'оглушить', kill: 'убить', swap: 'поменяться местами', hack: 'взломать', vanish: 'исчезнуть', mimic: 'законспирироваться', crack: 'вскрыть',
};
/** "укажите, …": whom an ability with a card for target is used on. */
const ABILITY_WHOM_RU: Record<string, string> = { stun: 'кого оглушить', kill: 'кого убить', swap: 'с кем поменяться местами' };
/** What two words of a typed shift both say, by the part they clash on, and what to write instead (typed.shift-clash). */
const CLASH_RU: Record<string, string> = {
  line: 'оба называют линию для сдвига: назовите один ряд 1–7 или один столбец A–G и направление, например `A юг` или `ряд 3 восток`',
  dir: 'оба задают направление: укажите одно, например `ряд 3 восток` или `A юг`',
  dist: 'оба задают, на сколько клеток сдвинуть: укажите число один раз, например `ряд 3 восток 2`',
};
/** The engine's verbs as actions named in a sentence (the subject of "— действие вора"). */
const VERB_RU: Record<string, string> = {
  shift: 'сдвиг', rob: 'ограбление', ability: 'способность', draw: 'новая личность и роль после поимки', show: 'показ личности',
  choose: 'выбор новой личности', swap: 'подмена офицера соседом', accuse: 'обвинение', search: 'досмотр',
};

/** Vaults and quadrants as a Russian reader names them (the typed commands take them too). */
export const VAULT_RU: Record<string, string> = { NW: 'СЗ', NE: 'СВ', SW: 'ЮЗ', SE: 'ЮВ' };

/** A catalogue whose `{vault}` and `{quadrant}` are written the Russian way (СЗ, СВ, ЮЗ, ЮВ): the engine's events and the
 * views name them NW … SE. */
export function withRuVaults(cat: Catalogue): Catalogue {
  const ruName = (x: unknown) => (typeof x === 'string' && Object.hasOwn(VAULT_RU, x) ? VAULT_RU[x] : x);
  return Object.fromEntries(Object.entries(cat).map(([k, e]) => [k, typeof e === 'string' && /\{(vault|quadrant|target)\}/.test(e)
    ? (p: TextParams) => fill(e, { ...p, vault: ruName(p.vault), quadrant: ruName(p.quadrant), target: ruName(p.target) })
    : e]));
}

/** Every sentence names the commands as a Russian client shows them (ru-names.ts), vaults the Russian way, and the
 * suspects by their Russian names (suspects.ts). */
export const ru: Catalogue = withRuSuspects(writtenWith(withRuVaults({
  ...RU_CHOICES,
  ...Object.fromEntries(Object.entries(RU_NAMES).map(([word, name]) => [`name.${word}`, name])),
  'game.title': RU_TITLE,
  'side.chief': 'начальник безопасности',
  'side.thief': 'вор',
  'title.chief.host': 'начальник безопасности — ведущий',
  'title.chief.random': 'начальник безопасности — случайный человек',
  'title.chief.bot': 'начальник безопасности — бот',
  'title.officers': 'офицеров в форме: {value}',

  shifted: (p) =>
    `${p.who} сдвигает ${p.line === 'row' ? 'ряд' : 'столбец'} ${p.at} ${dirs[String(p.dir)]}${Number(p.dist) > 1 ? ` на ${cells(p.dist)}` : ''}` +
    (p.chief ? '' : p.covert ? ' (скрытно)' : ' (заметно)'),
  robbed: '{who} грабит: жетон кражи в зону хранилища {vault} (заметно)',
  'vault-robbed': 'Хранилище {vault} обворовано!',
  'thieves-win': 'Все четыре хранилища обворованы: воры победили.',
  'chief-wins': '{who} не может взять новую роль: начальник безопасности победил.',
  stunned: '{who} оглушает офицера {name} (заметно)',
  vanished: '{who} исчезает: новая тайная личность из колоды доказательств (заметно)',
  'new-identity': 'Ваша новая тайная личность: {name}.',
  'insider-swapped': '{who} меняется местами с офицером {name} (заметно)',
  'saboteur-swapped': '{who} меняет местами карты {a} и {b} (скрытно)',
  hacked: '{who} взламывает хранилище {vault} (заметно)',
  killed: '{who} убивает офицера {name} (заметно)',
  'new-officer': '{name} — новый офицер в форме.',
  mimicking: (p) => `${p.who} берёт ${ruCount(p.count, 'карту', 'карты', 'карт')} доказательств (заметно)`,
  'mimic-options': (p) => `Выберите новую тайную личность: ${list(p.names)}.`,
  mimicked: '{who} берёт новую тайную личность (заметно)',
  cracked: '{who} взламывает: второй жетон в зону хранилища {vault} (заметно)',
  'crack-nothing': '{who} взламывает и оставляет свои жетоны (заметно)',
  redrew: (p) => `${p.who} берёт новую тайную личность и новую роль: ${role(p)}`,
  showed: (p) => Array.isArray(p.to) && p.to.length > 1
    ? `${p.who} показывает свою личность игрокам ${p.to.slice(0, -1).join(', ')} и ${p.to.at(-1)}`
    : `${p.who} показывает свою личность игроку ${Array.isArray(p.to) ? p.to.join('') : String(p.to)}`,
  shown: (p) => `${p.who} показывает вам свою личность: ${p.name} (сейчас на ${p.at}${p.quadrant ? `, ${VAULT_RU[String(p.quadrant)] ?? p.quadrant}` : ''}).`,
  'shown-then': '{who} показывает вам свою личность: {name}.',
  'chief-swapped': '{who} меняет местами офицера {officer} и карту {name}',
  caught: '{who} обвиняет подозреваемого {name}: это личность игрока {thief}, вор пойман',
  'accused-wrong': '{who} обвиняет подозреваемого {name}: это не вор',
  searched: (p) => {
    const found = Array.isArray(p.found) ? p.found : [];
    return `${p.who} досматривает квадрат от ${p.at}: ${found.length ? 'внутри ' + found.join(', ') : 'воров нет'}`;
  },

  'no-seat': "В этой игре нет такого места: назовите место за этим столом.",
  over: "Игра окончена: ходов больше нет. Начните новую через /heist start.",
  empty: 'Введите действие, например `shift row 3 east`, `rob` или `accuse Jack`.',
  'unknown-verb': "«{verb}» — здесь не действие: используйте shift, rob, ability, draw, show, choose, swap, accuse или search.",
  'line-form': 'Строка журнала пишется `Имя: действие`.',
  'no-player': "В этой игре нет игрока {name}: назовите одного из игроков за этим столом.",
  'not-your-turn': 'Сейчас ходит {name}, а не вы: подождите (показать личность вору можно всегда — `show`).',
  'not-your-turn-wait': 'Сейчас ходит {name}, а не вы: подождите.',
  'choose-first': (p) => `Сначала выберите новую личность: ${p.script ? '`choose ИМЯ`' : '`/choose answer:ИМЯ`'}, одно из взятых имён.`,
  'thieves-only': (p) => `Вы — начальник безопасности, а ${VERB_RU[String(p.verb)] ?? `«${p.verb}»`} — действие вора: сдвигайте, меняйте, обвиняйте или досматривайте.`,
  'chief-only': (p) => `Вы — вор, а ${VERB_RU[String(p.verb)] ?? `«${p.verb}»`} — действие начальника безопасности: сдвигайте, грабьте или применяйте способность.`,
  'caught-draw': (p) => `Вас поймали: в этот ход возьмите новую личность и роль — ${p.script ? '`draw`' : '`/draw`'}.`,
  'not-caught': 'Вас не поймали, брать нечего: сдвигайте, грабьте или применяйте способность.',
  'choose-nothing': 'Сейчас вас ни о чём не спрашивают: в свой ход сдвигайте, грабьте или применяйте способность.',
  'choose-form': 'Выберите одно имя: `choose ИМЯ`.',
  'choose-not-offered': (p) => `Выберите одно из взятых имён: ${p.names}.`,
  'rob-form': '`rob` пишется без цели: хранилище — то, в чьём квадранте стоит ваш подозреваемый.',
  'draw-form': '`draw` пишется без слов после него: вы берёте новую личность и новую роль.',
  'rob-outside': (p) => {
    const cell = String(p.cell ?? ''), row4 = cell[1] === '4', colD = cell[0] === 'D';
    const lines = row4 && !colD ? '4-й ряд не относится' : colD && !row4 ? 'столбец D не относится' : '4-й ряд и столбец D не относятся';
    return `${p.script ? `Подозреваемый игрока ${p.name}` : 'Ваш подозреваемый'} не в квадранте: ${cell ? `он стоит на ${cell}, а ` : ''}${lines} к хранилищам; сначала сдвиньте его в угол.`;
  },
  'rob-robbed': 'Хранилище {vault} уже обворовано: переместите подозреваемого в квадрант с целым хранилищем.',
  'rob-token-there': 'Ваш жетон уже лежит в зоне хранилища {vault}: грабьте другое.',
  'deck-empty': 'Колода пуста, брать нечего: выберите другое действие.',
  'shift-form': 'Сдвиг пишется `shift row 1-7 east|west` или `shift column A-G north|south`.',
  'shift-distance': (p) => (Number(p.max) >= 2
    ? `Бегун сдвигает на 1 или 2 клетки, а не на ${p.dist}: напишите 2 для ускоренного сдвига или не пишите числа для сдвига на 1.`
    : 'Только Бегун сдвигает на 2 клетки; сдвигайте на 1 (без числа).'),
  'shift-undo': 'Этот сдвиг отменил бы предыдущий: сдвиньте другой ряд или в ту же сторону.',
  'shift-stunned': (p) => `Вы не можете сдвигать ${p.kind === 'column' ? 'столбец' : 'ряд'} ${p.line}: в нём оглушённый офицер. Сдвиньте другой ряд или столбец.`,
  'no-ability': (p) => (p.role === 'runner'
    ? 'Ваша способность Бегуна — ускоренный сдвиг: сдвиньте ряд или столбец на 1 или 2 клетки, например `/shift line:ряд 3 восток 2`.'
    : `Вы — ${role(p)}, у этой роли нет отдельной способности: сдвигайте или грабьте.`),
  'ability-form': (p) => `Ваша способность (${role(p)}) пишется \`ability ${p.form}\`${['stun', 'kill', 'swap'].includes(String(p.form)) ? ' ИМЯ (или клетка)' : p.form === 'hack' ? ' NW|NE|SW|SE' : ''}.`,
  'unknown-suspect': 'В сетке нет карты «{name}»: назовите подозреваемого или клетку, например C3.',
  'stun-not-adjacent': '{name} — не офицер в форме рядом с вашим подозреваемым: оглушите одного из них.',
  'insider-not-officer': '{name} — не офицер в форме: меняйтесь местами с одним из отмеченных офицеров.',
  'saboteur-not-adjacent': '{name} — не живая карта рядом с вашим подозреваемым: меняйтесь с соседом.',
  'hack-form': 'Назовите хранилище: `ability hack NW` (СЗ), NE (СВ), SW (ЮЗ) или SE (ЮВ).',
  'hack-far': 'Отсюда хранилище {vault} не взломать: встаньте вне квадрантов рядом с ним или на D4.',
  'kill-limit': 'Вы уже убили 3 офицеров за игру — больше Устранителю нельзя: сдвигайте или грабьте.',
  'kill-not-adjacent': "{name} — не офицер в форме рядом с вашим подозреваемым: убейте одного из таких.",
  'swap-form': 'Подмена пишется `swap ОФИЦЕР ИМЯ` (имена или клетки).',
  'swap-not-officer': '{name} — не офицер в форме: подменяйте одного из отмеченных офицеров.',
  'swap-dead': '{name} — мёртвая карта, её не переместить подменой: выберите живую карту.',
  'swap-not-adjacent': '{name} не рядом с офицером {officer}: подменяйте офицера {officer} одной из соседних с ним карт.',
  'accuse-form': 'Обвините одного подозреваемого: `accuse ИМЯ` (или клетка).',
  'accuse-dead': '{name} — мёртвая карта: обвините живого подозреваемого.',
  'accuse-officer': '{name} — офицер в форме, его нельзя обвинить: обвините подозреваемого.',
  'accuse-far': '{name} не рядом с офицером, который может обвинять: обвините соседа неоглушённого офицера в форме или вашего офицера в штатском.',
  'search-form': 'Назовите квадрат досмотра по левой верхней клетке, от A1 до D4: `search B2`.',
  'show-form': (p) => `Покажите личность вору по имени: ${p.script ? '`show ИМЯ`' : '`/show thief:ИМЯ`'}.`,
  'show-no-identity': "Пока вы не взяли новую личность, показывать нечего: сначала возьмите её в свой ход.",
  'show-self': 'Свою личность вы и так знаете: покажите её другому вору.',
  'show-chief': 'Никогда не показывайте личность начальнику безопасности: покажите её вору.',
  'show-chief-self': 'Вы — начальник безопасности: тайной личности у вас нет; в свой ход сдвигайте, меняйте, обвиняйте или досматривайте.',
  'show-already': '{name} уже знает вашу личность: покажите её другому вору или продолжайте игру.',
  players: (p) => {
    const count = Number(p.count), people = Number(p.people ?? count), bots = Number(p.bots ?? 0);
    const head = `В «Ограблении века» 5–7 игроков (начальник и 4–6 воров); здесь было бы ${count}`;
    if (count < 5) return `${head}: пусть присоединятся ещё ${5 - count}, или закройте это лобби (\`/heist end\`) и начните заново с \`bots:${bots + 5 - count}\`.`;
    return people > 7 ? `${head}: играть могут не больше 7 человек, ${people - 7} придётся выйти.` : `${head}: закройте это лобби (\`/heist end\`) и начните заново не больше чем с \`bots:${Math.max(0, 7 - people)}\`.`;
  },
  'bots-dm': 'В личных сообщениях боты занимают остальные 4–6 мест: выберите от 4 до 6 ботов.',
  'chief-bot-none': 'В игре нет ботов, поэтому начальником бот быть не может: добавьте ботов или выберите другого начальника.',
  'officers-range': 'У начальника от 3 до 5 офицеров в форме: выберите officers от 3 до 5.',
  names: 'У каждого игрока должно быть своё имя без «:».',

  ...Object.fromEntries(Object.entries(ROLE_RU).map(([k, v]) => [`role.${k}`, v])),
  'role.none': 'без роли',
  'turn.thief': 'Ходит {who} (вор; скрытных действий подряд: {covert} из {of}, затем ходит начальник безопасности).',
  'turn.chief': 'Ходит {who} (начальник безопасности).',
  'turn.mimic': '{who} (Подражатель) выбирает новую личность.',
  'end.thieves': 'Воры победили: все четыре хранилища обворованы.',
  'end.chief': 'Начальник безопасности победил: вор пойман, а ролей не осталось.',
  'ui.called-off': 'Игру отменили.',
  'end.identity': '{who}: тайная личность — {name}.',
  'end.none': 'У игрока {who} не осталось личности.',
  'end.identity-caught': '{who}: тайная личность — {name}, раскрытая при поимке.',
  'end.plainclothes': 'Офицер в штатском — {name}.',
  'status.chief': 'Начальник безопасности: {who}',
  'status.thieves': 'Воры: {list}',
  'status.caught': 'после поимки',
  'status.officers': 'Офицеры в форме: {list}',
  // Stunned, said without a gender (the card may show anyone): unconscious.
  'status.stunned': 'без сознания',
  'status.robbed': '{vault}: обворовано',
  'status.vault': '{vault}: {count}/3 ({who})',
  'status.decks': 'Колода ролей: {roles} · колода доказательств: {evidence} · убийств: {kills}/3',
  'private.chief': 'Ваш офицер в штатском: {name} ({at}).',
  'private.thief': 'Вы — {role}. Ваша тайная личность: {name}, сейчас на {at} ({quadrant}).',
  'private.thief-new': 'Вы — {role}. Ваша новая тайная личность: {name}, сейчас на {at} ({quadrant}).',
  'private.noquadrant': 'вне квадрантов',
  'private.chief.of': '{who}: офицер в штатском — {name} ({at}).',
  'private.thief.of': '{who} — {role}; тайная личность: {name}, на {at} ({quadrant}).',
  'private.caught.of': '{who}: после поимки в свой ход берёт новую тайную личность и роль.',
  'private.caught-end.of': 'У игрока {who} после поимки к концу игры не было тайной личности.',
  'mimic-options.of': (p) => `${p.who} выбирает новую тайную личность, одну из: ${list(p.names)}.`,
  'private.caught': 'Вас поймали: в свой ход возьмите новую личность и роль.',
  'private.caught-end': 'Вас поймали, и к концу игры тайной личности у вас не было.',
  'private.shown': 'Личность игрока {who}: {name} ({at}).',
  'label.shift': 'Сдвиг: {line} {at} {dir}{dist}',
  'label.row': 'ряд', 'label.column': 'столбец',
  'label.east': 'восток', 'label.west': 'запад', 'label.north': 'север', 'label.south': 'юг',
  'label.by': (p) => ` на ${cells(p.dist)}`,
  'label.visible': ' (заметно: видит офицер)',
  'label.seen': ' (заметно)',
  'note.ability-seen': 'Заметно: начальник ходит сразу.',
  'note.ability-covert': 'Скрытно, как сдвиг без офицера в линии.',
  'label.fast': ' (заметно: ускоренный сдвиг)',
  'label.ability.stun': 'Оглушить офицера {target}', 'label.ability.kill': 'Убить офицера {target}', 'label.ability.swap': '{target}: поменяться местами',
  'label.ability.hack': 'Взломать хранилище {target}', 'label.ability.vanish': 'Исчезнуть', 'label.ability.mimic': 'Законспирироваться',
  'label.ability.crack': 'Взломать хранилище',
  'label.officer': '{name} ({at})', 'label.near': 'Рядом с картой {name} ({at})', 'label.near-plainclothes': 'Рядом с картой {name} (в штатском)',
  'menu.accuse-near': 'Обвинить подозреваемого рядом с картой {name}…', 'menu.swap-near': 'Поменять офицера {name} местами с…',
  'label.swap': 'Подменить: {officer} и {name}',
  'label.rob': 'Ограбить', 'label.ability': 'Способность:', 'label.draw': 'Взять личность и роль', 'label.choose': 'Стать',
  'label.show': 'Показать личность', 'label.accuse': 'Обвинить', 'label.search': 'Досмотреть от',
  'accuse.certain': 'Точно личность: {who}', 'accuse.cleared': 'Снят по записям: ничья не личность',
  'accuse.cleared-accused': 'Снят: уже обвиняли, не вор', 'accuse.cleared-caught': 'Снят: был личностью игрока {thief}, пойман',
  'accuse.possible': (p) => `Может быть личностью: ${p.list}${Number(p.more) ? ` или ещё ${p.more}` : ''}`,
  'search.holds': (p) => `Внутри: ${p.list}${Number(p.more) ? ` (ещё воров: ${p.more})` : ''}`,
  'search.one': '{who} — {k} из {count}', 'search.none': 'Внутри нет ничьей возможной личности',
  'accuse.one': '{who} (1 из {count})', 'accuse.or': ' или ',
  'menu.accuse': 'Обвинить подозреваемого…', 'menu.search': 'Досмотреть квадрат 4×4 (левая верхняя клетка)…',
  'menu.shift-row': 'Сдвинуть ряд…', 'menu.shift-column': 'Сдвинуть столбец…',
  'menu.shift-row-2': 'Ускоренно сдвинуть ряд на 2…', 'menu.shift-column-2': 'Ускоренно сдвинуть столбец на 2…',
  'menu.swap': 'Подменить офицера соседней картой…', 'menu.ability': 'Применить способность к…', 'menu.show': 'Показать личность игроку…',
  'group.accuse': 'Обвинить', 'group.search': 'Досмотреть', 'group.swap': 'Подменить', 'group.shift-row': 'Сдвиг ряда',
  'group.shift-column': 'Сдвиг столбца', 'group.shift-row-2': 'Ряд на 2', 'group.shift-column-2': 'Столбец на 2',
  'group.ability': 'Способность', 'group.show': 'Показать личность',
  'help.role.safecracker': 'Медвежатник: в начале вашего хода ваш жетон кражи остаётся на месте (его не нужно забирать).',
  'help.role.runner': 'Бегун: УСКОРЕННО СДВИНУТЬ ряд или столбец на 1 или 2 клетки (`/shift line:ряд 3 восток 2`); на 2 — заметно, на 1 — обычный сдвиг.',
  'help.role.cleaner': 'Чистильщик: ОГЛУШИТЬ (заметно) соседнего офицера в форме; остальные оглушённые приходят в себя. Оглушённый офицер не может обвинять, а начальник — сдвигать его ряд. `/ability target:ИМЯ`.',
  'help.role.front': 'Подставное лицо: ИСЧЕЗНУТЬ (заметно) — замешайте свою личность в колоду доказательств и возьмите новую. `/ability`.',
  'help.role.insider': 'Инсайдер: УКРАСТЬ ДАННЫЕ (заметно) — поменяйтесь местами с любым офицером в форме. `/ability target:ОФИЦЕР`.',
  'help.role.hacker': 'Хакер: ВЗЛОМАТЬ СИСТЕМУ (заметно) — обокрасть хранилище квадранта, рядом с которым вы стоите вне квадрантов, или любое с D4. `/ability target:СВ`.',
  'help.role.eliminator': 'Устранитель: УТИХОМИРИТЬ (заметно) — убить соседнего офицера в форме, не больше 3 раз за игру; следующая карта доказательств — новый офицер. `/ability target:ИМЯ`.',
  'help.role.mimic': 'Подражатель: ЗАКОНСПИРИРОВАТЬСЯ (заметно) — возьмите 3 карты доказательств и оставьте одну новой личностью; остальные и старая уходят в колоду. `/ability`, затем `/choose answer:ИМЯ`.',
  'help.role.saboteur': 'Диверсант: ПОДМЕНИТЬ (скрытно) — вместо сдвига поменяйтесь местами с соседним подозреваемым. `/ability target:ИМЯ`.',
  'help.role.snitch': 'Стукач: НЕЗАМЕТНО СДВИНУТЬ (скрытно) — ваш сдвиг на 1 скрытен, даже если в ряду офицер в форме.',
  'help.role.master-safecracker': 'Медвежатник-виртуоз: два жетона кражи. ВЗЛОМАТЬ ХРАНИЛИЩЕ (заметно) — не убирайте жетоны на этом ходу; если ваш жетон уже лежит в зоне хранилища вашего квадранта, положите туда второй. `/ability`.',
  'help.role.null': 'Роли нет, пока вы не возьмёте новую.',

  'render.robbed': 'ОБВОРОВАНО',
  'vault.NW': 'СЗ', 'vault.NE': 'СВ', 'vault.SW': 'ЮЗ', 'vault.SE': 'ЮВ',
  'render.plainclothes': 'в штатском',
  'opt.officers': 'Офицеров в форме (3–5; по умолчанию 4)',
  'opt.bots': 'Боты: в канале — сколько присоединится к людям; в ЛС — сколько мест они займут (4–6)',
  'opt.chief': 'Кто начальник безопасности (канал)',
  'opt.side': 'Ваша сторона в игре в ЛС',
  'cmd.shift': 'Сдвинуть ряд на восток/запад или столбец на север/юг на 1 клетку (Бегун: на 1 или 2)',
  'cmd.shift.line': 'Ряд или столбец и направление, например A юг, ряд 3 восток (Бегун: ряд 3 восток 2)',
  'cmd.rob': 'Положить жетон кражи в зону хранилища квадранта вашей личности (заметно)',
  'cmd.ability': 'Применить способность вашей роли',
  'cmd.ability.target': 'К чему применить способность: имя или клетка (Саймон, C3), хранилище (СВ)',
  'cmd.draw': 'После поимки: взять новую личность и новую роль',
  'cmd.show': 'Показать свою личность другому вору (не ход)',
  'cmd.show.thief': 'Кому показать',
  'cmd.choose': 'Ответить на вопрос (новая личность Подражателя)',
  'cmd.choose.answer': 'Ваш ответ',
  'cmd.swap': 'Начальник: поменять офицера в форме с соседней картой',
  'cmd.swap.officer': 'Офицер в форме',
  'cmd.swap.suspect': 'Соседняя карта',
  'cmd.accuse': 'Начальник: обвинить подозреваемого рядом с офицером',
  'cmd.accuse.suspect': 'Подозреваемый',
  'cmd.search': 'Начальник: досмотреть квадрат 4×4 по левой верхней клетке (A1–D4)',
  'cmd.search.square': 'Левая верхняя клетка, от A1 до D4',

  'typed.shift-word': '`{option}:` «{word}» — не часть сдвига: назовите ряд 1–7 или столбец A–G и направление, например `A юг` или `ряд 3 восток`.',
  'typed.shift-line': '`{option}:` назовите, что сдвинуть — ряд 1–7 или столбец A–G — и куда, например `A юг` или `ряд 3 восток`.',
  'typed.shift-dir': (p) => `\`${p.option}:\` укажите, куда сдвинуть ${p.line === 'row' ? 'ряд' : 'столбец'} ${p.at}: ${p.line === 'row' ? 'на восток или на запад' : 'на север или на юг'}.`,
  'typed.shift-mismatch': (p) => `\`${p.option}:\` ${p.line === 'row' ? 'ряд' : 'столбец'} ${p.at} сдвигается ${p.line === 'row' ? 'на восток или на запад' : 'на север или на юг'}, а не ${DIR_RU[String(p.dir)] ?? p.dir}.`,
  'typed.shift-clash': (p) => `\`${p.option}:\` «${p.first}» и «${p.second}» ${CLASH_RU[String(p.part)] ?? CLASH_RU.line}.`,
  'typed.runner': '`target:` ваша способность Бегуна — ускоренный сдвиг: укажите ряд или столбец, направление и 1 или 2 клетки, например `ряд 3 восток 2`.',
  'typed.ability-chief': 'Вы — начальник безопасности, способности у вас нет: сдвигайте, меняйте, обвиняйте или досматривайте.',
  'typed.ability-word': (p) => `\`target:\` ваша способность (${role(p)}) — «${ABILITY_RU[String(p.form)] ?? p.form}», а не «${p.word}»: напишите «${ABILITY_RU[String(p.form)] ?? p.form}» и цель или только цель.`,
  'typed.hack': (p) => (p.choices
    ? `\`target:\` назовите хранилище для взлома: сейчас можно взломать ${or(String(p.choices).split(', ').map((v) => VAULT_RU[v] ?? v).join(', '))}.`
    : '`target:` назовите хранилище: СЗ, СВ, ЮЗ или ЮВ (можно и латиницей: NW, NE, SW, SE).'),
  'typed.no-target': (p) => `\`target:\` ваша способность (${role(p)}: «${ABILITY_RU[String(p.form)] ?? p.form}») применяется без цели: оставьте \`target:\` пустым.`,
  'typed.ability-target': (p) => `\`target:\` укажите, ${ABILITY_WHOM_RU[String(p.form)] ?? 'к кому применить способность'}: имя или клетку${p.choices ? `; сейчас можно выбрать ${or(p.choices)}` : ', например C3'}.`,
  'typed.card-several': '`{option}:` с «{value}» начинаются несколько имён: {names}. Введите больше букв нужного.',
  'typed.card': '`{option}:` карты «{value}» в сетке нет: назовите подозреваемого (хватит первых букв) или клетку, например C3.',
  'typed.player': (p) => (p.names
    ? `\`${p.option}:\` «${p.value}» — не вор, которому можно показать личность: выберите одного из них: ${p.names}.`
    : `\`${p.option}:\` все остальные воры уже знают вашу личность: показывать её больше некому.`),
  'typed.choose': '`{option}:` «{value}» — не из взятых вами имён: выберите одно из них: {names}.',
  'typed.officer': '`{option}:` «{value}» — не офицер в форме: меняйте одного из них: {officers}.',
  'typed.swap-suspect': '`suspect:` назовите карту, с которой поменять офицера {officer}: одну из соседних с ним.',
  'typed.square': '`{option}:` «{value}» — не клетка: назовите левую верхнюю клетку квадрата 4×4, от A1 до D4, например B2.',
  'typed.square-far': '`{option}:` квадрат 4×4 не может начинаться с {cell}: он должен поместиться в сетку, левая верхняя клетка — от A1 до D4.',
  'shared.cmd.ability': 'Способность роли',
  'shared.cmd.ability.target': 'например оглушить Саймон, взломать СВ',
  'shared.cmd.choose': 'Ответить на вопрос игры',
  'shared.opt.bots': '0–6, в ЛС 4–6',
  'shared.opt.bots.short': '0–6',
}), ruSlash));

const DIR_RU: Record<string, string> = { east: 'на восток', west: 'на запад', north: 'на север', south: 'на юг' };
