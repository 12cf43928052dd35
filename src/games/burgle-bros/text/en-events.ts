// English sentences for the events' log lines, questions and refusals (the bot's catalogues translate the same codes).
import { cardName } from './en-words.js';

type P = Record<string, unknown>;
const s = (v: unknown) => String(v ?? '');
/** Cards and items by the names the game writes them with everywhere (en-words.ts). */
const pretty = cardName;
const list = (v: unknown) => (Array.isArray(v) ? v.map(pretty).join(', ') : pretty(v));

/** Each event's effect in one line: shown beside its name when it is drawn, and in the rules help. */
export const EVENT_EFFECTS: Record<string, string> = {
  'brown-out': 'All alarms are removed; the guards draw new patrol cards.',
  'buddy-system': 'Move another character to your tile.',
  'change-of-plans': 'Without alarms on your floor, its guard draws a new patrol card.',
  'crash': 'Without alarms on your floor, the guard\'s destination becomes your tile.',
  'daydreaming': 'The guard on your floor moves 1 less this turn.',
  'dead-drop': 'Pass all your tools and loot to the previous player.',
  'espresso': 'The guard on your floor moves 1 more this turn.',
  'freight-elevator': 'Move up one floor (from the top floor: escape, if the crew holds all loot).',
  'go-with-your-gut': 'Move into an adjacent face-down tile now.',
  'gymnastics': 'Until your next turn, Walkways can be climbed up into from below.',
  'heads-up': 'The next player gets 1 more action.',
  'jump-the-gun': 'The next player\'s turn is skipped.',
  'jury-rig': 'Draw a tool.',
  'keycode-change': 'Open Keypads lock again.',
  'lampshade': 'Gain 1 stealth.',
  'lost-grip': 'Fall down one floor.',
  'peekhole': 'Peek at an adjacent tile, even through a wall or up/down (or skip).',
  'reboot': 'Every revealed Computer Room now holds exactly 1 hack token.',
  'shift-change': 'The guard on your floor stays; the guards on the other floors move instead.',
  'shoplifting': 'Alarms go off in every Laboratory whose tool was taken.',
  'squeak': 'The guard on your floor steps toward the nearest character.',
  'switch-signs': 'The guard on your floor and his destination swap places; with an alarm on your floor, he goes to the closest alarm instead and turns it off.',
  'throw-voice': 'Without alarms on your floor, move the guard\'s destination to a tile next to it (not through a wall, a Secret Door, a Service Duct or the Stairs).',
  'time-lock': 'Nobody can use Stairs until your next turn.',
  'video-loop': 'Cameras are off until your next turn.',
  'where-is-he': 'The guard on your floor jumps to his destination; with an alarm on your floor, to the closest alarm instead, and turns it off.',
};

const NO_EFFECT: Record<string, (p: P) => string> = {
  alarm: (p) => `an alarm is active on floor ${s(p.floor)}`,
  'no-alarms': () => 'there are no alarms in the building',
  'no-buddy': () => 'nobody else in the building is on another tile',
  'no-guard': (p) => `the guard on floor ${s(p.floor)} is not on the board or has nowhere to go`,
  'no-receiver': () => 'nobody else is left in the building',
  'nothing-held': (p) => `${s(p.player)} holds no tools or loot`,
  'loot-missing': () => 'the crew does not hold all the loot yet, so nobody can escape to the roof',
  'no-face-down': (p) => `there is no face-down tile next to ${s(p.player)}`,
  'no-open-keypad': () => 'no Keypad is open',
  'ground-floor': (p) => `${s(p.player)} is already on floor 1`,
  declined: (p) => `${s(p.player)} chose not to peek`,
  'no-computer': () => 'no Computer Room is revealed',
  'no-alarm': () => 'no Laboratory whose tool was taken could sound an alarm',
  'no-one-near': (p) => `nobody the guard on floor ${s(p.floor)} can reach is on his floor`,
  'already-there': () => 'the guard is already on a character\'s tile',
  'no-room': () => 'there is no tile next to the destination',
};

const LASTING: Record<string, (p: P) => string> = {
  gymnastics: (p) => `Gymnastics: until the start of ${s(p.player)}'s next turn, anyone may move up from below a Walkway into it`,
  'heads-up': () => 'Heads Up: the next player gets one more action',
  'jump-the-gun': () => 'Jump the Gun: the next player\'s turn will be skipped',
  'time-lock': (p) => `Time Lock: nobody can use the Stairs until the start of ${s(p.player)}'s next turn`,
  'video-loop': (p) => `Video Loop: the Cameras are off until the start of ${s(p.player)}'s next turn`,
};

export const EN_EVENTS: Record<string, (p: Record<string, unknown>) => string> = {
  // `brief`: the effect's own line follows, so the card's text is not told too.
  event: (p) => `Event for ${s(p.player)}: ${pretty(p.event)}${EVENT_EFFECTS[s(p.event)] && !p.brief ? ` — ${EVENT_EFFECTS[s(p.event)]}` : ''}`,
  // Log.
  'event-no-effect': (p) => `${pretty(p.event)} has no effect: ${(NO_EFFECT[s(p.why)] ?? (() => s(p.why)))(p)}`,
  'effect-started': (p) => (LASTING[s(p.kind)] ?? ((q: P) => `${pretty(q.kind)} is in force`))(p),
  'alarm-off-event': (p) => `${pretty(p.event)}: the alarm at ${s(p.at)} is off`,
  'placed-by-event': (p) => `${pretty(p.event)}: ${s(p.player)} is now at ${s(p.to)}`,
  'guard-jumped': (p) => `${pretty(p.event)}: the guard on floor ${s(p.floor)} is now at ${s(p.at)}`,
  'guard-speed-event': (p) => `The guard on floor ${s(p.floor)} moves one step ${Number(p.delta) < 0 ? 'less' : 'more'} this turn`,
  'dead-drop': (p) => `${s(p.player)} passed ${list(p.items)} to ${s(p.other)}`,
  'keypads-locked': (p) => `Keycode Change: the Keypad${Array.isArray(p.tiles) && p.tiles.length > 1 ? 's' : ''} at ${Array.isArray(p.tiles) ? p.tiles.join(', ') : s(p.tiles)} locked again`,
  'stealth-gained': (p) => `${s(p.player)} gained 1 stealth, ${s(p.stealth)} now`,
  rebooted: (p) => `Reboot: ${s(p.rooms)} Computer Room${Number(p.rooms) === 1 ? '' : 's'} now hold${Number(p.rooms) === 1 ? 's' : ''} exactly one hack token`,
  'shift-change': (p) => `Shift Change: the guard on floor ${s(p.floor)} stays put this turn${Number(p.others) ? '; the guards on the other floors move instead' : ''}`,
  // Questions.
  'buddy-system-pick': (p) => `Buddy System: who comes to your tile (${s(p.at)})?`,
  'go-with-your-gut-pick': (p) => `Go With Your Gut: which face-down tile next to ${s(p.from)} do you move into?`,
  'peekhole-pick': (p) => `Peekhole: which tile next to ${s(p.from)} (through walls, above or below) do you peek at? Answer none to skip.`,
  'squeak-pick': (p) => `Squeak: players on two tiles are equally close to the guard on floor ${s(p.floor)}. Which does he step toward?`,
  'throw-voice-pick': (p) => `Throw Voice: the guard on floor ${s(p.floor)} heads for ${s(p.at)}. Which tile next to it should he head for instead?`,
  // Refusals.
  'time-lock': () => 'Time Lock: nobody can use the Stairs until the start of the next turn of the player who drew it. Find another way or wait.',
};
