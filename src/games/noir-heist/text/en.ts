// English texts of Noir: Heist: events (the public and private narration), every refusal, options, commands, role
// names and each role's line (the rules help: rules-en.ts). Russian in ru.ts with the same keys.
import { LEVEL_TEXTS } from '../../../core/levels.js';
import type { Catalogue, TextParams } from '../../../core/text.js';

export const ROLE_EN: Record<string, string> = {
  safecracker: 'Safecracker', runner: 'Runner', cleaner: 'Cleaner', front: 'Front', insider: 'Insider', hacker: 'Hacker',
  eliminator: 'Eliminator', mimic: 'Mimic', saboteur: 'Saboteur', snitch: 'Snitch', 'master-safecracker': 'Master Safecracker',
};
const role = (p: TextParams) => ROLE_EN[String(p.role)] ?? String(p.role);
const dirs: Record<string, string> = { east: 'east', west: 'west', north: 'north', south: 'south' };
const list = (x: unknown) => (Array.isArray(x) ? x.join(', ') : String(x));
/** A list written `A, B, C` as `A, B or C`. */
const or = (x: unknown) => String(x).replace(/, ([^,]*)$/, ' or $1');
/** What each ability with a card for target does to it, after "whom to". */
const ABILITY_EN: Record<string, string> = { stun: 'stun', kill: 'kill', swap: 'swap places with' };
/** What two words of a typed shift both say, by the part they clash on, and what to write instead (typed.shift-clash). */
const CLASH_EN: Record<string, string> = {
  line: 'both name the line to shift: name one row 1–7 or one column A–G and the way it moves, e.g. `A south` or `row 3 east`',
  dir: 'both say which way the line moves: write one way, e.g. `row 3 east` or `A south`',
  dist: 'both say how many cells the line moves: write the number once, e.g. `row 3 east 2`',
};

export const en: Catalogue = {
  ...LEVEL_TEXTS.en,
  'game.title': 'Noir: Heist',
  'side.chief': 'security chief',
  'side.thief': 'thief',
  // The start options a lobby's title names (table/views.ts gameTitle): who will be the chief, and with how many officers.
  'title.chief.host': 'the host as security chief',
  'title.chief.random': 'a random person as security chief',
  'title.chief.bot': 'a bot as security chief',
  'title.officers': '{value} uniformed officers',

  // Events.
  shifted: (p) =>
    `${p.who} shifted ${p.line === 'row' ? 'row' : 'column'} ${p.at} ${dirs[String(p.dir)]}${Number(p.dist) > 1 ? ` by ${p.dist}` : ''}` +
    (p.chief ? '' : p.covert ? ' (covert)' : ' (visible)'),
  robbed: '{who} robbed: a token into the {vault} vault zone (visible)',
  'vault-robbed': 'The {vault} vault is robbed!',
  'thieves-win': 'All four vaults are robbed: the thieves win.',
  'chief-wins': '{who} cannot draw a new role: the security chief wins.',
  stunned: '{who} stunned officer {name} (visible)',
  vanished: '{who} vanished: a new identity from the evidence deck (visible)',
  'new-identity': 'Your new identity is {name}.',
  'insider-swapped': '{who} swapped places with officer {name} (visible)',
  'saboteur-swapped': '{who} swapped {a} and {b} (covert)',
  hacked: '{who} hacked the {vault} vault (visible)',
  killed: '{who} killed officer {name} (visible)',
  'new-officer': '{name} is a new uniformed officer.',
  mimicking: '{who} drew {count} evidence cards to mimic (visible)',
  'mimic-options': (p) => `Choose your new identity: ${list(p.names)}.`,
  mimicked: '{who} took a new identity (visible)',
  cracked: '{who} cracked: a second token into the {vault} vault zone (visible)',
  'crack-nothing': '{who} cracked and kept their tokens (visible)',
  redrew: (p) => `${p.who} drew a new identity and a new role: ${role(p)}`,
  showed: (p) => `${p.who} showed their identity to ${Array.isArray(p.to) ? (p.to.length > 1 ? `${p.to.slice(0, -1).join(', ')} and ${p.to.at(-1)}` : p.to.join('')) : String(p.to)}`,
  shown: (p) => `${p.who} showed you their identity: ${p.name} (now at ${p.at}${p.quadrant ? `, ${p.quadrant}` : ''}).`,
  'shown-then': '{who} showed you their identity: {name}.',
  'chief-swapped': '{who} swapped officer {officer} with {name}',
  caught: '{who} accused {name}: {thief} is caught',
  'accused-wrong': '{who} accused {name}: no thief',
  searched: (p) => {
    const found = Array.isArray(p.found) ? p.found : [];
    return `${p.who} searched the square from ${p.at}: ${found.length ? found.join(', ') + (found.length > 1 ? ' are' : ' is') + ' inside' : 'no thief inside'}`;
  },

  // Refusals (read only by the one who acted; never naming what they may not know).
  'no-seat': "There is no such seat in this game: name a seat of this table.",
  over: "The game is over: no more actions. Start a new one with /heist start.",
  empty: 'Type an action, e.g. `shift row 3 east`, `rob` or `accuse Jack`.',
  'unknown-verb': '"{verb}" is not an action here: use shift, rob, ability, draw, show, choose, swap, accuse or search.',
  'line-form': 'A log line reads `Name: action`.',
  'no-player': "There is no player called {name} in this game: name one of the players at this table.",
  'not-your-turn': 'It is {name}\'s turn, not yours: wait for it (you may still `show` your identity to a thief).',
  'not-your-turn-wait': 'It is {name}\'s turn, not yours: wait for it.',
  'choose-first': (p) => `Choose your new identity first: ${p.script ? '`choose NAME`' : '`/choose answer:NAME`'}, one of the names you drew.`,
  'thieves-only': 'You are the security chief, and {verb} is a thief\'s action: shift, swap, accuse or search instead.',
  'chief-only': 'You are a thief, and {verb} is the security chief\'s action: shift, rob or use your ability instead.',
  'caught-draw': (p) => `You were caught: this turn you ${p.script ? '`draw`' : 'draw (`/draw`)'} a new identity and a new role.`,
  'not-caught': 'You are not caught, so there is nothing to draw: shift, rob or use your ability.',
  'choose-nothing': 'Nothing is asked of you now: on your turn, shift, rob or use your ability.',
  'choose-form': 'Choose one name: `choose NAME`.',
  'choose-not-offered': (p) => `Choose one of the names you drew: ${p.names}.`,
  'rob-form': '`rob` takes no target: the vault is the one of your suspect\'s quadrant.',
  'draw-form': '`draw` takes nothing after it: you draw a new identity and a new role.',
  // The cell says which line keeps it out (row 4, column D or both), so the player knows which way to shift.
  'rob-outside': (p) => {
    const cell = String(p.cell ?? ''), row4 = cell[1] === '4', colD = cell[0] === 'D';
    const lines = row4 && colD ? 'row 4 and column D belong' : row4 ? 'row 4 belongs' : colD ? 'column D belongs' : 'row 4 and column D belong';
    return `${p.script ? `${p.name}'s suspect` : 'Your suspect'} is not in a quadrant: ${cell ? `it stands at ${cell}, and ` : ''}${lines} to no vault; shift it into a corner first.`;
  },
  'rob-robbed': 'The {vault} vault is already robbed: move your suspect to a quadrant whose vault still stands.',
  'rob-token-there': 'Your token already lies in the {vault} vault zone: rob another vault.',
  'deck-empty': 'The deck is empty, so nothing can be drawn: choose another action.',
  'shift-form': 'Write a shift as `shift row 1-7 east|west` or `shift column A-G north|south`.',
  'shift-distance': (p) => (Number(p.max) >= 2
    ? `As the Runner you shift by 1 or 2 cells, not ${p.dist}: write 2 for a fast shift, or leave the number out for 1.`
    : 'Only the Runner may shift by 2; shift by 1 (leave the number out).'),
  'shift-undo': 'That shift would undo the last one: shift another line, or the same line the same way.',
  'shift-stunned': (p) => `You cannot shift ${p.kind === 'column' ? 'column' : 'row'} ${p.line}: it holds the stunned officer. Shift another row or column.`,
  'no-ability': (p) => (p.role === 'runner'
    ? 'Your ability as the Runner is the fast shift: shift a row or column by 1 or 2 cells, e.g. `/shift line:row 3 east 2`.'
    : `You are the ${role(p)}, who has no ability of its own: shift or rob instead.`),
  'ability-form': (p) => `Your ability as the ${role(p)} is written \`ability ${p.form}\`${['stun', 'kill', 'swap'].includes(String(p.form)) ? ' NAME (or a cell)' : p.form === 'hack' ? ' NW|NE|SW|SE' : ''}.`,
  'unknown-suspect': 'There is no card "{name}" in the grid: give a suspect\'s name or a cell like C3.',
  'stun-not-adjacent': '{name} is not a uniformed officer next to your suspect: stun one of those.',
  'insider-not-officer': '{name} is not a uniformed officer: swap places with one of the marked officers.',
  'saboteur-not-adjacent': '{name} is not a live card next to your suspect: swap with a neighbour.',
  'hack-form': 'Name the vault to hack: `ability hack NW`, NE, SW or SE.',
  'hack-far': 'You cannot hack the {vault} vault from where your suspect stands: stand outside the quadrants next to it, or on D4.',
  'kill-limit': 'You have already killed 3 officers this game, as many as the Eliminator may: shift or rob instead.',
  'kill-not-adjacent': '{name} is not a uniformed officer next to your suspect: kill one of those.',
  'swap-form': 'Write a swap as `swap OFFICER NAME` (names or cells).',
  'swap-not-officer': '{name} is not a uniformed officer: swap one of the marked officers.',
  'swap-dead': '{name} is dead and cannot be moved by a swap: pick a live card.',
  'swap-not-adjacent': '{name} is not next to officer {officer}: swap {officer} with a card next to {officer}.',
  'accuse-form': 'Accuse one suspect: `accuse NAME` (or a cell).',
  'accuse-dead': '{name} is dead: accuse a live suspect.',
  'accuse-officer': '{name} is a uniformed officer and cannot be accused: accuse a suspect.',
  'accuse-far': '{name} is not next to an officer who can accuse: accuse a suspect next to a working uniformed officer or your plainclothes officer.',
  'search-form': 'Name the search square by its top-left cell, A1 to D4: `search B2`.',
  'show-form': (p) => `Show your identity to a thief by name: ${p.script ? '`show NAME`' : '`/show thief:NAME`'}.`,
  'show-no-identity': "You have no identity to show until you draw a new one: draw it on your turn first.",
  'show-self': 'You already know your own identity: show it to another thief.',
  'show-chief': 'Never show your identity to the security chief: show it to a thief.',
  'show-chief-self': 'You are the security chief: you have no identity to show; on your turn, shift, swap, accuse or search.',
  'show-already': '{name} already knows your identity: show it to another thief, or play on.',
  // Setup and seating.
  'players': (p) => {
    const count = Number(p.count), people = Number(p.people ?? count), bots = Number(p.bots ?? 0);
    const head = `Noir: Heist needs 5 to 7 players (one chief and 4 to 6 thieves); this table would have ${count}`;
    if (count < 5) return `${head}: have ${5 - count} more join, or end this lobby (\`/heist end\`) and start again with \`bots:${bots + 5 - count}\`.`;
    return people > 7 ? `${head}: at most 7 people may play, so ${people - 7} must leave.` : `${head}: end this lobby (\`/heist end\`) and start again with \`bots:${Math.max(0, 7 - people)}\` at most.`;
  },
  'bots-dm': 'In a DM the bots are the other 4 to 6 seats: choose bots between 4 and 6.',
  'chief-bot-none': 'No bot joins this game, so none can be the chief: add bots or choose another chief.',
  'officers-range': 'The chief has 3 to 5 uniformed officers: choose officers between 3 and 5.',
  'names': 'Every player needs a unique name without ":".',

  // Roles.
  ...Object.fromEntries(Object.entries(ROLE_EN).map(([k, v]) => [`role.${k}`, v])),
  'role.none': 'no role',

  // Presentation.
  'turn.thief': "{who}'s turn (thief; covert actions in a row: {covert} of {of}, then the chief acts).",
  'turn.chief': "{who}'s turn (security chief).",
  'turn.mimic': '{who} (Mimic) is choosing a new identity.',
  'end.thieves': 'The thieves win: all four vaults are robbed.',
  'end.chief': 'The security chief wins: a thief was caught and no role is left.',
  'ui.called-off': 'The game was called off.',
  'end.identity': '{who} was {name}.',
  'end.none': '{who} had no identity left.',
  'end.identity-caught': '{who} was {name}, and was caught.',
  'end.plainclothes': 'The plainclothes officer was {name}.',
  'status.chief': 'Security chief: {who}',
  'status.thieves': 'Thieves: {list}',
  'status.caught': 'caught',
  'status.officers': 'Uniformed officers: {list}',
  'status.stunned': 'stunned',
  'status.robbed': '{vault}: robbed',
  'status.vault': '{vault}: {count}/3 ({who})',
  'status.decks': 'Role deck: {roles} · evidence deck: {evidence} · kills: {kills}/3',
  'private.chief': 'Your plainclothes officer: {name} ({at}).',
  'private.thief': 'You are the {role}. Your identity: {name}, now at {at} ({quadrant}).',
  'private.thief-new': 'You are the {role}. Your new identity: {name}, now at {at} ({quadrant}).',
  'private.noquadrant': 'in no quadrant',
  // The `.of` forms: a seat's private part read by others after the end (the web page's reveal), the seat named.
  'private.chief.of': "{who}'s plainclothes officer: {name} ({at}).",
  'private.thief.of': '{who} is the {role}; identity: {name}, at {at} ({quadrant}).',
  'private.caught.of': '{who} was caught: on their turn, they draw a new identity and role.',
  'private.caught-end.of': '{who} was caught, and had no identity when the game ended.',
  'mimic-options.of': (p) => `${p.who} is choosing a new identity, one of: ${list(p.names)}.`,
  'private.caught': 'You were caught: on your turn, draw a new identity and role.',
  'private.caught-end': 'You were caught, and had no identity when the game ended.',
  'private.shown': "{who}'s identity: {name} ({at}).",
  'label.shift': 'Shift {line} {at} {dir}{dist}',
  'label.row': 'row', 'label.column': 'column',
  'label.east': 'east', 'label.west': 'west', 'label.north': 'north', 'label.south': 'south',
  'label.by': ' by {dist}',
  'label.visible': ' (visible: an officer sees it)',
  'label.seen': ' (visible)',
  'note.ability-seen': 'Visible: the chief acts at once.',
  'note.ability-covert': 'Covert, as a shift with no officer in its line.',
  'label.fast': ' (visible: a fast shift)',
  'label.ability.stun': 'Stun {target}', 'label.ability.kill': 'Kill {target}', 'label.ability.swap': 'Swap places with {target}',
  'label.ability.hack': 'Hack the {target} vault', 'label.ability.vanish': 'Vanish', 'label.ability.mimic': 'Mimic',
  'label.ability.crack': 'Crack',
  'label.officer': '{name} ({at})', 'label.near': 'Next to {name} ({at})', 'label.near-plainclothes': 'Next to {name} (plainclothes)',
  'menu.accuse-near': 'Accuse a suspect next to {name}…', 'menu.swap-near': 'Swap {name} with…',
  'label.swap': 'Swap {officer} with {name}',
  'label.rob': 'Rob', 'label.ability': 'Ability:', 'label.draw': 'Draw identity and role', 'label.choose': 'Become',
  'label.show': 'Show my identity to', 'label.accuse': 'Accuse', 'label.search': 'Search from',
  'accuse.certain': 'Certainly {who}\'s identity', 'accuse.cleared': 'Cleared by the record: no thief\'s identity',
  'accuse.cleared-accused': 'Cleared: accused before, no thief', 'accuse.cleared-caught': 'Cleared: was {thief}\'s, caught',
  'accuse.possible': (p) => `May be ${p.list}${Number(p.more) ? ` or ${p.more} more` : ''}`,
  'search.holds': (p) => `Inside: ${p.list}${Number(p.more) ? ` (+${p.more} more ${Number(p.more) === 1 ? 'thief' : 'thieves'})` : ''}`,
  'search.one': '{k} of {who}\'s {count}', 'search.none': 'Inside: no thief\'s possible identity',
  'accuse.one': '{who}\'s (1 of {count})', 'accuse.or': ' or ',
  'menu.accuse': 'Accuse a suspect…', 'menu.search': 'Search a 4×4 square (top-left cell)…',
  'menu.shift-row': 'Shift a row…', 'menu.shift-column': 'Shift a column…',
  'menu.shift-row-2': 'Fast shift a row by 2…', 'menu.shift-column-2': 'Fast shift a column by 2…',
  'menu.swap': 'Swap an officer with a neighbour…', 'menu.ability': 'Use your ability on…', 'menu.show': 'Show your identity to…',
  'group.accuse': 'Accuse', 'group.search': 'Search', 'group.swap': 'Swap', 'group.shift-row': 'Shift a row',
  'group.shift-column': 'Shift a column', 'group.shift-row-2': 'Row by 2', 'group.shift-column-2': 'Column by 2',
  'group.ability': 'Ability', 'group.show': 'Show identity',

  // Each role in one line, in the thief's own note (present.ts).
  'help.role.safecracker': 'Safecracker: you do not take your steal token back at the start of your turn.',
  'help.role.runner': 'Runner: fast shift — shift a row or column by 1 or 2 cells (`/shift line:row 3 east 2`); by 2 it is visible, by 1 an ordinary shift.',
  'help.role.cleaner': 'Cleaner: stun (visible) a uniformed officer next to you; any other stunned officer recovers. A stunned officer cannot accuse and the chief cannot shift his line. `/ability target:NAME`.',
  'help.role.front': 'Front: vanish (visible) — shuffle your identity back into the evidence deck and draw a new one. `/ability`.',
  'help.role.insider': 'Insider: steal data (visible) — swap places with any uniformed officer. `/ability target:OFFICER`.',
  'help.role.hacker': 'Hacker: hack the system (visible) — rob the vault of a quadrant you stand next to while outside every quadrant, or any vault from D4. `/ability target:NE`.',
  'help.role.eliminator': 'Eliminator: silence (visible) — kill a uniformed officer next to you, 3 times per game; the next evidence card names a new officer. `/ability target:NAME`.',
  'help.role.mimic': 'Mimic: go under cover (visible) — draw 3 evidence cards and keep one as your new identity; the others and your old one go back. `/ability`, then `/choose answer:NAME`.',
  'help.role.saboteur': 'Saboteur: switch (covert) — instead of a shift, swap places with a suspect next to you. `/ability target:NAME`.',
  'help.role.snitch': 'Snitch: quiet shift (covert) — your 1-cell shifts are covert even with a uniformed officer in the line.',
  'help.role.master-safecracker': 'Master Safecracker: two steal tokens. Crack the vault (visible) — keep your tokens this turn, and if one already lies in the zone of the quadrant you stand in, add the second there. `/ability`.',
  'help.role.null': 'You have no role until you draw.',

  // Options and commands.
  'render.robbed': 'ROBBED',
  'vault.NW': 'NW', 'vault.NE': 'NE', 'vault.SW': 'SW', 'vault.SE': 'SE',
  'render.plainclothes': 'plainclothes',
  'opt.officers': 'Uniformed officers (3 to 5; default 4)',
  'opt.bots': 'Bots: in a channel how many join the people; in a DM how many seats they fill (4 to 6)',
  'opt.chief': 'Who is the security chief (channel)',
  'opt.chief.host': 'The host',
  'opt.chief.random': 'A random person',
  'opt.chief.bot': 'A bot',
  'opt.side': 'Your side in a DM game',
  'opt.side.thief': 'A thief',
  'opt.side.chief': 'The security chief',
  'cmd.shift': 'Shift a row east/west or a column north/south by one cell (the Runner: 1 or 2)',
  'cmd.shift.line': 'The line and the way it moves, e.g. A south, row 3 east (the Runner: row 3 east 2)',
  'cmd.rob': 'Put your steal token into the vault zone of your suspect\'s quadrant (visible)',
  'cmd.ability': 'Use your role\'s ability',
  'cmd.ability.target': 'What your ability is used on: a name or a cell (stun Simon, C3), a vault (NE)',
  'cmd.draw': 'After being caught: draw a new identity and a new role',
  'cmd.show': 'Show your identity to another thief (not a turn)',
  'cmd.show.thief': 'The thief to show it to',
  'cmd.choose': 'Answer the question you are asked (the Mimic\'s new identity)',
  'cmd.choose.answer': 'Your answer',
  'cmd.swap': 'Chief: swap a uniformed officer with an adjacent card',
  'cmd.swap.officer': 'The uniformed officer',
  'cmd.swap.suspect': 'The card next to him',
  'cmd.accuse': 'Chief: accuse a suspect next to a working officer or the plainclothes officer',
  'cmd.accuse.suspect': 'The suspect',
  'cmd.search': 'Chief: search a 4×4 square named by its top-left cell (A1–D4)',
  'cmd.search.square': 'The top-left cell, A1 to D4',

  // Typed commands (typed.ts): what is wrong, in the command's own option names.
  'typed.shift-word': '`{option}:` “{word}” is not part of a shift: name a row 1–7 or a column A–G and the way it moves, e.g. `A south` or `row 3 east`.',
  'typed.shift-line': '`{option}:` name the line to shift, a row 1–7 or a column A–G, and the way it moves, e.g. `A south` or `row 3 east`.',
  'typed.shift-dir': (p) => `\`${p.option}:\` say which way ${p.line} ${p.at} moves: ${p.line === 'row' ? 'east or west' : 'north or south'}.`,
  'typed.shift-mismatch': (p) => `\`${p.option}:\` ${p.line} ${p.at} moves ${p.line === 'row' ? 'east or west' : 'north or south'}, not ${p.dir}.`,
  'typed.shift-clash': (p) => `\`${p.option}:\` “${p.first}” and “${p.second}” ${CLASH_EN[String(p.part)] ?? CLASH_EN.line}.`,
  'typed.runner': '`target:` your ability as the Runner is the fast shift: give a row or column, the way and 1 or 2 cells, e.g. `row 3 east 2`.',
  'typed.ability-chief': 'You are the security chief, who has no ability: shift, swap, accuse or search instead.',
  'typed.ability-word': (p) => `\`target:\` your ability as the ${role(p)} is ${p.form}, not ${p.word}: write ${p.form} and its target, or the target alone.`,
  'typed.hack': (p) => (p.choices
    ? `\`target:\` name the vault to hack: you may hack ${or(p.choices)} now.`
    : '`target:` name the vault to hack: NW, NE, SW or SE.'),
  'typed.no-target': (p) => `\`target:\` your ability as the ${role(p)} (${p.form}) takes no target: leave \`target\` empty.`,
  'typed.ability-target': (p) => `\`target:\` name whom to ${ABILITY_EN[String(p.form)] ?? p.form}, by name or cell${p.choices ? `: you may choose ${or(p.choices)}` : ' such as C3'}.`,
  'typed.card-several': '`{option}:` “{value}” begins several names: {names}. Type more of the one you mean.',
  'typed.card': '`{option}:` there is no card “{value}” in the grid: give a suspect\'s name (its first letters will do) or a cell such as C3.',
  'typed.player': (p) => (p.names
    ? `\`${p.option}:\` “${p.value}” is not a thief you can show your identity to: choose ${p.names}.`
    : `\`${p.option}:\` every other thief already knows your identity: there is nobody left to show it to.`),
  'typed.choose': '`{option}:` “{value}” is not one of the names you drew: choose {names}.',
  'typed.officer': '`{option}:` “{value}” is not a uniformed officer: swap one of {officers}.',
  'typed.swap-suspect': '`suspect:` name the card to swap officer {officer} with: a card next to {officer}.',
  'typed.square': '`{option}:` “{value}” is not a cell: name the top-left cell of the 4×4 square, A1 to D4, e.g. B2.',
  'typed.square-far': '`{option}:` a 4×4 square cannot start at {cell}: it must fit in the grid, so its top-left cell is A1 to D4.',
  // Short forms for a command or option another game shares (commands/shared.ts), followed there by the game's name.
  'shared.cmd.ability': "Use your role's ability",
  'shared.cmd.ability.target': 'e.g. stun Simon, hack NE',
  'shared.cmd.choose': 'Answer the question the game is asking you',
  'shared.opt.bots': '0–6, 4–6 in a DM',
  'shared.opt.bots.short': '0–6',
};
