// English sentences for every code the engine emits: refusals, log events and questions, as plain data: the core's
// here, the cards' in en-characters.ts, en-events.ts, en-loot.ts and en-tools.ts (ru-engine.ts says the same in
// Russian). The engine itself writes no sentence; `describe` is what `npm run position` prints.
import type { GameEvent } from '../engine/types.js';
import { EN_CHARACTERS } from './en-characters.js';
import { EN_EVENTS } from './en-events.js';
import { EN_LOOT } from './en-loot.js';
import { EN_TOOLS } from './en-tools.js';
import { cardName, roomName } from './en-words.js';
import { typedForm } from './typed-form.js';
import { matesAt } from './lists.js';

type Params = Record<string, unknown>;
type Text = (p: Params) => string;

const s = (v: unknown) => String(v ?? '');
/** `1 die`, `2 dice`. */
const dice = (n: unknown): string => `${s(n)} ${Number(n) === 1 ? 'die' : 'dice'}`;
const list = (v: unknown) => (Array.isArray(v) ? v.join(' ') : s(v));
/** Cards and items by the names the game writes them with everywhere (en-words.ts). */
const pretty = cardName;

const REASONS: Record<string, string> = {
  guard: 'the guard on their tile', foyer: 'a guard saw into the Foyer', atrium: 'a guard saw into the Atrium', tiara: 'the Tiara',
  'cursed-goblet': 'the Cursed Goblet', tinker: 'Tinker',
};

/** What the crew still lacks before escaping (rules/items.ts lootMissing), and what to do about it. */
const safesClosed = (n: unknown) => (Number(n) === 1 ? '1 safe is still closed: crack it first' : `${s(n)} safes are still closed: crack them first`);
const take = (p: Params, item: unknown) => typedForm(p, `/take what:${s(item)}`, `take ${s(item)}`);
/** `mate`: a Gold Bar the reader may not pick up, holding the other (nobody may hold both). */
const lootLeft = (p: Params) => (p.mate
  ? `the ${pretty(p.item)} still lies on ${s(p.at)} for a crew mate to pick up first (${take(p, p.item)}), as you hold the other`
  : `the ${pretty(p.item)} still lies on ${s(p.at)}: go there and pick it up first (${take(p, p.item)})`);
/** Each verb as written in full, for a refusal of words past it: the slash command, and the script's line. */
const WHOLE_VERB: Record<string, [string, string]> = {
  move: ['`/move target:DIRECTION` (one direction, or one cell such as B2)', '"move DIRECTION" (one direction, or one cell such as B2; then laser:pay or laser:trigger if you like)'],
  peek: ['`/peek target:DIRECTION` (one direction, or one cell such as B2)', '"peek DIRECTION" (one direction, or one cell such as B2)'],
  hack: ['`/hack`', '"hack"'], 'add-die': ['`/add-die`', '"add-die"'], crack: ['`/crack`', '"crack"'], escape: ['`/escape`', '"escape"'],
  end: ['`/end-turn`', '"end"'], give: ['`/give what:ITEM PLAYER`', '"give ITEM PLAYER"'], take: ['`/take what:ITEM PLAYER`', '"take ITEM PLAYER"'],
};
const escapeForm = (p: Params) => typedForm(p, '/escape', '"escape"');
const kittyLoose = (p: Params) => `the Persian Kitty is loose on ${s(p.at)}: go there and pick it up first (${typedForm(p, '/take what:persian-kitty', 'take persian-kitty')})`;
/** The escape refused for what the crew lacks (`lacks`: rules/items.ts lacking; its loot's cell in `at`). */
const lackSentence = (p: Params) => (p.lacks === 'safes'
  ? `The crew must open every safe and hold all the loot before anyone escapes, and ${safesClosed(p.count)}.`
  : `The crew must hold all the loot before anyone escapes, and ${p.lacks === 'kitty' ? kittyLoose(p) : lootLeft(p)}.`);
/** Once every safe is open, what is left (rules/goals.ts withGoal): the loot lying (`lootAt`) or the Kitty loose, then
 * the roof from the top floor's Stairs (`at`, where the crew has seen them). */
const leftToDo = (p: Params) => {
  const stairs = `the top floor's Stairs${p.at ? ` (${s(p.at)})` : ''}`;
  if (p.lacks === 'loot') {
    return `the ${pretty(p.item)} still lies on ${s(p.lootAt)} ${p.mate ? 'for a crew mate ' : ''}to pick up (${take(p, p.item)})${p.mate ? ', as you hold the other' : ''}; then escape from ${stairs}`;
  }
  if (p.lacks === 'kitty') return `the Persian Kitty is loose on ${s(p.lootAt)} to pick up (${take(p, 'persian-kitty')}); then escape from ${stairs}`;
  return `go to ${stairs} and escape`;
};

const EN_CORE: Record<string, Text> = {
  // Refusals.
  'game-over': (p) => `The game is over (${s(p.outcome)}). Start a new heist to play again.`,
  'no-such-player': () => 'There is no such player in this crew: name a player as the crew list writes them.',
  'answer-first': (p) => (p.yours && !p.script
    ? `First answer your open question: choose one of ${s(p.options)}.`
    : `First answer the open question: ${s(p.player)} must choose one of ${s(p.options)}.`),
  'not-asked': (p) => `This question is for ${s(p.player)}: wait for their answer.`,
  'not-an-option': (p) => `"${s(p.answer)}" is not one of the answers: choose one of ${s(p.options)}.`,
  'nothing-to-choose': () => 'There is no question to answer right now: go on with your turn.',
  'not-your-turn': (p) => `It is ${s(p.active)}'s turn, not ${s(p.player)}'s. Wait for your turn.`,
  'unknown-verb': (p) => `"${s(p.verb)}" is not an action.${p.suggest ? ` Did you mean ${s(p.suggest)}?` : ''} Try move, peek, hack, add-die, crack, escape, use, ability, give, take or end.`,
  'extra-words': (p) => {
    const whole = WHOLE_VERB[s(p.verb)];
    return `Too many words: "${s(p.extra)}" is left over. Write ${whole ? typedForm(p, ...whole) : 'the action without it'}.`;
  },
  // A move button into a face-up tile (present.ts): the way, then the room.
  'button.move-into': (p) => `Move ${s(p.target)} to the ${roomName(p.room)}`,
  // A move button that warns (present.ts): the way, the warnings (what a phone shows of a label is its first ~28
  // characters), then the room when it is face up.
  'button.move-warned': (p) => `Move ${s(p.target)}: ${s(p.warning)}${p.room ? ` – ${roomName(p.room)}` : ''}`,
  'not-on-board': () => 'You are not inside the building (not yet, or no longer): let someone inside do it.',
  'move-needs-target': () => 'Say where to move: north, east, south, west, up, down, or a cell such as B2 (on your floor) or F1 B2.',
  'peek-needs-target': () => 'Say where to peek: north, east, south, west, up, down, or a cell such as B2 (on your floor) or F1 B2.',
  'no-room-there': (p) => `There is no room ${s(p.dir)} of ${s(p.from)}: choose another direction.`,
  // Word for word as the example report of the position contract (docs/positions.md) gives it: the way around is the
  // player's to find.
  'wall-blocks': (p) => `A wall blocks the way ${s(p.dir)} from ${s(p.from)}.`,
  'wall-blocks-peek': (p) => (p.name
    ? `A wall blocks the view ${s(p.dir)} from ${s(p.from)}, but your ${s(p.name)} sees through it: ${typedForm(p, `/ability target:${s(p.target)}`, `ability ${s(p.target)}`)}.`
    : `A wall blocks the view ${s(p.dir)} from ${s(p.from)}: peek another way.`),
  'cannot-move-there': (p) => `You can't move ${s(p.target)} from ${s(p.from)}: choose a tile next to you with no wall between, or up/down where Stairs, a Walkway or a hole lead.`,
  'no-way-up': (p) => `There is no way up from ${s(p.from)}: you need Stairs (or a Thermal Bomb hole) here.`,
  'no-way-down': (p) => `There is no way down from ${s(p.from)}: you need a Downstairs token, a revealed Walkway or a Thermal Bomb hole here.`,
  'bad-target': (p) => `"${s(p.target)}" is not a direction or a cell.${p.suggest ? ` Did you mean ${s(p.suggest)}?` : ''} Use north, east, south, west, up, down, or a cell such as B2 (on your floor) or F1 B2.`,
  'not-adjacent': (p) => `${s(p.to)} is not next to ${s(p.from)} (or a wall is in the way): choose a tile next to you.`,
  'move-own-tile': (p) => `You are at ${s(p.at)} already: choose a tile next to you.`,
  'cannot-peek-vertically': (p) => `You can peek ${s(p.dir)} only from an Atrium (or up from Stairs or the lower end of a Thermal Bomb hole): peek at a tile on your floor instead.`,
  'cannot-peek-there': (p) => (p.name
    ? `A peek can't reach ${s(p.to)} from ${s(p.from)}, but your ${s(p.name)} does: ${typedForm(p, `/ability target:${s(p.target)}`, `ability ${s(p.target)}`)}.`
    : `You can't peek at ${s(p.to)} from ${s(p.from)}: peek at a face-down tile next to you with no wall between.`),
  'empty-cell': (p) => `${s(p.at)} is the floor's empty space, with no room to look at: choose another tile.`,
  'already-revealed': (p) => `${s(p.at)} is already face up; peek at a face-down tile.`,
  'actions-ended': () => 'Your actions are over this turn (Climb Window ended them), so Rollerskates would give you none: end your turn.',
  'not-enough-actions': (p) => `That takes ${s(p.need)} action${Number(p.need) === 1 ? '' : 's'} but you have ${s(p.left)} left: choose something cheaper, or end your turn.`,
  'bad-laser-choice': (p) => `"${s(p.arg)}" is not a Laser choice: use laser:pay or laser:trigger.`,
  'no-laser-to-pay': (p) => `${s(p.at)} is not a Laser whose alarm would go off; move without laser:pay.`,
  // Where the room lies when the crew has seen it (rules/goals.ts), else that it is not found yet.
  'not-in-computer-room': (p) => (p.unseen
    ? 'You can hack only in a Computer Room, and none is face up on this floor yet: peek or move to find one first.'
    : `You can hack only in a Computer Room: move to a face-up one first${p.at ? ` (on this floor: ${s(p.at)})` : ''}.`),
  'hack-full': () => 'This Computer Room already holds 6 hack tokens, the most it can: spend some before hacking here again.',
  'not-in-safe': (p) => (p.allOpen ? `You must be in a Safe tile to do that, but every safe is open already: ${leftToDo(p)}.`
    : p.unseen ? "You must be in a Safe tile to do that, and this floor's Safe is not found yet: peek or move to find it first."
    : p.open ? `You must be in a Safe tile to do that, and this floor's ${p.many ? `Safes (${s(p.at)}) are` : `Safe (${s(p.at)}) is`} open already: go for a Safe that is still closed.`
      : p.at ? `You must be in a Safe tile to do that: ${p.many ? `this floor's Safes still shut are at ${s(p.at)}, move to one` : `this floor's Safe is at ${s(p.at)}, move there`} first.`
        : 'You must be in a Safe tile to do that: move to the Safe first.'),
  'safe-already-open': (p) => (p.allOpen ? `This safe is already open, and so is every other: ${leftToDo(p)}.`
    : p.unseen ? 'This safe is already open: go for one still closed, which the crew has not found yet (peek or move to find it).'
      : `This safe is already open: go for one still closed${p.at ? `, at ${s(p.at)}` : ''}.`),
  'safe-dice-full': () => 'This safe already has 6 dice, the most it takes: crack it instead.',
  'safe-no-dice': () => 'There are no dice on this safe yet: add a die first (2 actions).',
  'not-on-top-stairs': (p) => (p.unseen
    ? 'You can escape only from the Stairs on the top floor, and the crew has not found them yet: peek or move to find them first.'
    : `You can escape only from the Stairs on the top floor${p.at ? `, at ${s(p.at)}` : ''}: get there first.`)
    + (p.lacks ? ` ${lackSentence({ ...p, at: p.lootAt })}` : ''),
  'loot-missing': (p) => lackSentence({ ...p, lacks: 'safes' }),
  'loot-left': (p) => lackSentence({ ...p, lacks: 'loot' }),
  'kitty-loose': (p) => lackSentence({ ...p, lacks: 'kitty' }),
  // Up from the top floor's Stairs: the roof, by the escape action.
  'roof-by-escape': (p) => `Up from the top floor's Stairs is the roof: escape with ${escapeForm(p)}.`,
  'roof-safes-closed': (p) => `Up from the top floor's Stairs is the roof, the way out with ${escapeForm(p)} once the crew has opened every safe and holds all the loot; ${safesClosed(p.count)}.`,
  'roof-loot-left': (p) => `Up from the top floor's Stairs is the roof, the way out with ${escapeForm(p)} once the crew holds all the loot; ${lootLeft(p)}.`,
  'roof-kitty-loose': (p) => `Up from the top floor's Stairs is the roof, the way out with ${escapeForm(p)} once the crew holds all the loot; ${kittyLoose(p)}.`,
  'use-needs-tool': (p) => `Say which tool to use: ${typedForm(p, '`/use tool:TOOL`', 'use TOOL')}, one of the tools you hold.`,
  'no-such-tool': (p) => `You don't have ${pretty(p.tool)}: use one of the tools you hold.`,
  'card-not-available': (p) => `${pretty(p.card)} can't be used now: choose one of the actions offered.`,
  'once-per-turn': (p) => `${s(p.name) || pretty(s(p.card).split(':').pop())} can be used once per turn; try again next turn.`,
  'no-ability': (p) => `The ${pretty(p.character)} (${s(p.side)}) has no ability to use as an action (it works on its own when it applies): choose another action.`,
  'give-needs-item-and-player': (p) => `Say what to give and to whom: ${typedForm(p, '`/give what:ITEM PLAYER`, for example `/give what:donuts Bo`', 'give ITEM PLAYER, for example "give donuts Bo"')}.`,
  'give-needs-player': (p) => `Say whom to give ${pretty(p.item)} to: add their name, ${typedForm(p, `\`/give what:${s(p.item)} PLAYER\``, `"give ${s(p.item)} PLAYER"`)} (someone on your tile).`,
  'give-no-one-here': (p) => (p.alone
    ? `No one else is in the building to give ${pretty(p.item)} to: wait until a crew member comes in and stands on your tile.`
    : `No one else is on your tile to give ${pretty(p.item)} to: you trade only with a crew member on your tile; move to theirs first${p.mates ? ` (${matesAt(p, 'at')})` : ''}.`),
  'give-needs-item': (p) => s(p.items)
    ? `Say what to give ${s(p.other)}: ${typedForm(p, `\`/give what:ITEM ${s(p.other)}\``, `"give ITEM ${s(p.other)}"`)}, one of ${s(p.items)}.`
    : `You hold nothing to give ${s(p.other)}.`,
  'take-needs-item-from': (p) => s(p.items)
    ? `Say what to take from ${s(p.other)}: ${typedForm(p, `\`/take what:ITEM ${s(p.other)}\``, `"take ITEM ${s(p.other)}"`)}, one of ${s(p.items)}.`
    : `${s(p.other)} holds nothing to take.`,
  'take-needs-item': (p) => (p.script
    ? 'Say what to take: "take ITEM PLAYER" from someone on your tile, or "take ITEM" to pick it up from your tile, for example "take gold-bar".'
    : 'Say what to take: `/take what:ITEM PLAYER` from someone on your tile, or `/take what:ITEM` to pick it up from your tile, for example `/take what:gold-bar`.'),
  'trade-with-self': () => 'You already hold it: to trade, name another player on your tile.',
  'not-same-tile': (p) => (p.escaped ? `${s(p.other)} has escaped to the roof, and trades happen inside: give to someone still in the building.`
    : p.outside ? `${s(p.other)} is not in the building yet: wait until they come in and stand on your tile, then trade.`
      : `You must be on the same tile as ${s(p.other) || 'the other player'} to trade: move to their tile first.`),
  'trade-declined-this-turn': (p) => `${s(p.player)} already declined the trade of ${pretty(p.item)} this turn; trade something else, or go on with your turn.`,
  'does-not-hold': (p) => `${s(p.player)} doesn't hold ${pretty(p.item)}: name something they hold.`,
  'you-do-not-hold': (p) => s(p.items)
    ? `You don't hold ${pretty(p.item)}: give one of what you hold (${s(p.items)}).`
    : `You hold nothing to give: get a tool or loot first, then give it to a player on your tile.`,
  'one-gold-bar': (p) => `${s(p.player)} already holds a Gold Bar, and nobody may hold both: let another player carry this one.`,
  'not-an-item': (p) => `"${s(p.item)}" is not a tool or loot: ${s(p.here) ? `your tile holds ${s(p.here)}` : 'nothing lies on your tile'}; to take from a crew member on your tile, write ${typedForm(p, '`/take what:ITEM PLAYER`', '"take ITEM PLAYER"')}.`,
  'nothing-to-pick-up': (p) => (p.holder
    ? `There is no ${pretty(p.item)} lying on your tile, but ${s(p.holder)} holds it: ask them for it, ${typedForm(p, `\`/take what:${s(p.item)} ${s(p.holder)}\``, `"take ${s(p.item)} ${s(p.holder)}"`)}.`
    : `There is no ${pretty(p.item)} on your tile: pick up only what lies where you stand.`),
  'bad-action': (p) => `Couldn't read "${s(p.text)}": write it as NAME: VERB [ARGS], for example "Ava: move east".`,
  'unknown-player': (p) => `There is nobody called "${s(p.name)}" in this crew: use a name from the crew list.`,
  // Log.
  revealed: (p) => `${s(p.at)} revealed: ${roomName(p.room)}${Number(p.combo) ? ` ${s(p.combo)}` : ''}`,
  moved: (p) => `${s(p.player)} moved to ${s(p.to)} (${roomName(p.room)})${p.actions ? `, ${s(p.actions)} actions` : ''}`,
  fell: (p) => `${s(p.player)} fell to ${s(p.to)}`,
  // The Hawk's peeks are free and reach past a plain peek: said so, or the story shows a fifth action, or a peek through a wall.
  peeked: (p) => `${s(p.player)} peeked at ${s(p.at)}${p.ability === 'hawk:basic' ? ' through the wall (X-Ray, free)' : p.ability === 'hawk:advanced' ? ' (Enhance, free)' : ''}`,
  'deadbolt-stays': (p) => `${s(p.player)} couldn't get through the Deadbolt at ${s(p.at)} and stays put`,
  'keypad-opened': (p) => `${s(p.player)} rolled ${s(p.rolls)} and opened the Keypad at ${s(p.at)}`,
  'keypad-failed': (p) => `${s(p.player)} rolled ${s(p.rolls)}: wrong code for the Keypad at ${s(p.at)}`,
  // A Motion room's alarm goes off on the way out: said so, lest it read as the step in.
  alarm: (p) => `Alarm at ${s(p.at)} (${roomName(p.source)}${p.source === 'motion' && p.player ? `: ${s(p.player)} left it the turn they entered` : ''})`,
  'alarm-off': (p) => `The guard turned off the alarm at ${s(p.at)}`,
  'alarm-guard-here': (p) => `No alarm at ${s(p.at)}: the guard is standing there`,
  'alarm-cancelled': (p) => `The alarm at ${s(p.at)} was cancelled by ${pretty(p.by)}`,
  'alarm-hacked': (p) => `A hack token cancelled the alarm at ${s(p.at)}`,
  'stealth-lost': (p) => `${s(p.player)} lost 1 stealth (${REASONS[s(p.reason)] ?? pretty(p.reason)}), ${s(p.stealth)} left`,
  'stealth-stall': (p) => `${s(p.player)} hid in a Lavatory stall (${REASONS[s(p.reason)] ?? pretty(p.reason)})`,
  'stealth-smoke': (p) => `${s(p.player)} hid in the smoke (${REASONS[s(p.reason)] ?? pretty(p.reason)})`,
  // Not "the heist has failed": the post's last line says so (game-lost).
  caught: (p) => `${s(p.player)} was caught with no stealth left at ${s(p.at)}`,
  'guard-moved': (p) => `Guard on floor ${s(p.floor)} moved ${list(p.cells)}`.trimEnd(),
  'guard-placed': (p) => `Guard on floor ${s(p.floor)} arrives at ${s(p.at)}, heading for ${s(p.destination)}`,
  'guard-destination': (p) => `Guard on floor ${s(p.floor)} now heads for ${s(p.at)}${p.why === 'alarm' ? ' (alarm)' : ''}`,
  'guard-lost-visual': (p) => `Lost Visual: the guard on floor ${s(p.floor)} leaves the board`,
  'guard-returns': (p) => `The guard on floor ${s(p.floor)} reappears at ${s(p.at)}`,
  'guard-faster': (p) => `The guard on floor ${s(p.floor)} speeds up to ${s(p.die)}`,
  'patrol-reshuffled': (p) => `Floor ${s(p.floor)}'s patrol deck was reshuffled; its guard's die is now ${s(p.die)}`,
  hacked: (p) => `${s(p.player)} hacked ${s(p.at)} (${s(p.tokens)} ${Number(p.tokens) === 1 ? 'token' : 'tokens'})`,
  'die-added': (p) => `${s(p.player)} added a die to the safe at ${s(p.at)} (${dice(p.dice)})`,
  'safe-rolled': (p) => `${s(p.player)} rolled ${s(p.rolls)} on the safe at ${s(p.at)}`,
  cracked: (p) => `Cracked ${Array.isArray(p.tiles) ? p.tiles.join(', ') : s(p.tiles)}`,
  'crack-missed': (p) => {
    const needs = p.needed ? `the safe still needs ${s(p.needed)}` : '';
    const n = Number(p.hidden);
    const hidden = n ? `${n} of its tiles ${n === 1 ? 'is' : 'are'} still face down` : '';
    return `No number matched${needs || hidden ? `: ${[needs, hidden].filter(Boolean).join('; ')}` : ''}`;
  },
  'safe-opened': (p) => `${s(p.player)} opened the safe at ${s(p.at)}!`,
  'tool-found': (p) => `${s(p.player)} found a tool: ${pretty(p.tool)}`,
  'tool-used': (p) => `${s(p.player)} used ${pretty(p.tool)}`,
  'loot-found': (p) => `${s(p.player)} took loot: ${pretty(p.loot)}`,
  'no-tools-left': () => 'No tools left to draw',
  'no-loot-left': () => 'No loot left to draw',
  // event: with its effect, in en-events.ts.
  escaped: (p) => `${s(p.player)} escaped to the roof`,
  won: () => 'Everyone is out: the heist is a success!',
  entrance: (p) => `The crew breaks in at ${s(p.at)}`,
  'entered-building': (p) => `${s(p.player)} enters the building at ${s(p.at)}`,
  'turn-started': (p) => `${s(p.player)}'s turn (${s(p.actions)} actions)`,
  'turn-ended': (p) => `${s(p.player)} ended the turn`,
  'turn-skipped': (p) => `${s(p.player)}'s turn is skipped`,
  gave: (p) => `${s(p.player)} gave ${pretty(p.item)} to ${s(p.other)}`,
  took: (p) => `${s(p.player)} took ${pretty(p.item)} from ${s(p.other)}`,
  'trade-declined': (p) => `${s(p.other)} declined the trade of ${pretty(p.item)}`,
  'picked-up': (p) => `${s(p.player)} picked up ${pretty(p.item)} at ${s(p.at)}`,
  // "If I end now" (preview.ts).
  'preview-event': (p) => `${s(p.player)} used few enough actions that an event card is drawn first${p.backAndForth ? ` (the ${Number(p.backAndForth) === 1 ? '1 action' : `${s(p.backAndForth)} actions`} spent moving back and forth between two tiles ${Number(p.backAndForth) === 1 ? 'does' : 'do'} not count)` : ''}; which one is not known, and it may change what follows.`,
  'preview-if-event-changes-nothing': () => 'If the event changes nothing:',
  'preview-guard-returns': (p) => `The guard on floor ${s(p.floor)} is off the board: he comes back on a patrol card not yet drawn.`,
  'preview-guard-walk': (p) => Number(p.steps) === 0
    ? `The guard on floor ${s(p.floor)} would not move (speed ${s(p.speed)}).`
    : `The guard on floor ${s(p.floor)} (speed ${s(p.speed)}) would walk ${list(p.cells)}.`,
  'preview-guard-stays': (p) => `The guard on floor ${s(p.floor)} would not move this time (${p.why === 'crow' ? 'the crow disrupts him' : 'he eats the Donuts'}).`,
  'preview-guard-alarm': (p) => `He heads for the alarm at ${s(p.at)}.`,
  'preview-stealth': (p) => `${s(p.player)} would be seen (${REASONS[s(p.reason)] ?? pretty(p.reason)}) and lose 1 stealth, ${s(p.stealth)} left.`,
  'preview-stall': (p) => `${s(p.player)} would be seen (${REASONS[s(p.reason)] ?? pretty(p.reason)}) but hide in a Lavatory stall.`,
  'preview-smoke': (p) => `${s(p.player)} would be seen (${REASONS[s(p.reason)] ?? pretty(p.reason)}) but hide in the smoke.`,
  'preview-caught': (p) => `${s(p.player)} would be caught with no stealth left: the heist would fail.`,
  'preview-known-patrol': (p) => `On reaching his destination, the guard on floor ${s(p.floor)} draws the patrol card known to be on top, ${s(p.at)}, and heads there.`,
  'preview-new-patrol': (p) => `The guard on floor ${s(p.floor)} then reaches his destination and draws a new patrol card.`,
  'preview-alarm': (p) => `An alarm would go off at ${s(p.at)}.`,
  'preview-question': () => 'The players would first be asked to choose; the rest depends on the answer.',
  'preview-hidden': () => 'The rest depends on a die or a card not yet seen.',
  'preview-unseen': () => 'Nobody would be seen.',
  // Questions.
  'choose-entrance': () => 'Where does the crew break in? Choose any cell of floor 1.',
  'hack-or-alarm': (p) => `Spend a ${pretty(p.source)} hack token to cancel the alarm at ${s(p.at)}, or let it go off?`,
  'laser-pay-or-trigger': (p) => `Laser at ${s(p.at)}: spend a second action to enter safely (laser:pay), or trigger the alarm (laser:trigger)?`,
  'alarm-tie': (p) => `Two alarms are equally close to the guard on floor ${s(p.floor)}. Which does he go to first?`,
  'guard-order': () => 'Shift Change: which floor\'s guard moves first?',
  'accept-gift': (p) => `Will you accept ${pretty(p.item)} from ${s(p.player)}?`,
  'allow-take': (p) => `Will you let ${s(p.player)} take your ${pretty(p.item)}?`,
};

/** Every engine code's English sentence. */
export const EN: Readonly<Record<string, Text>> = { ...EN_CORE, ...EN_CHARACTERS, ...EN_EVENTS, ...EN_LOOT, ...EN_TOOLS };

export function describe(code: string, params: Params = {}): string {
  const text = EN[code];
  return text ? text(params) : `${code}${Object.keys(params).length ? ' ' + JSON.stringify(params) : ''}`;
}

/** Bookkeeping events that players don't need to read (coverage counting). */
export const SILENT_EVENTS: ReadonlySet<string> = new Set(['took-effect', 'actions-ended']);

/** The log lines for a list of events; `extra` joins each event's parameters (`script` in a position's report). */
export function narrate(events: readonly GameEvent[], extra: Params = {}): string[] {
  return events.filter((e) => !SILENT_EVENTS.has(e.code)).map((e) => describe(e.code, { ...e.params, ...extra }));
}
