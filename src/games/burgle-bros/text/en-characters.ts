// English sentences for the codes the characters emit, refuse with or ask.
import { cardName, roomName } from './en-words.js';
import { EVENT_EFFECTS } from './en-events.js';
import { typedForm } from './typed-form.js';

type P = Record<string, unknown>;
const s = (v: unknown) => String(v ?? '');
/** Cards and items by the names the game writes them with everywhere (en-words.ts). */
const pretty = cardName;

/** Where the Spotter put a card back: "on top", "at the bottom" (of its deck). */
const place = (where: unknown) => (String(where) === 'top' ? 'on top' : String(where) === 'bottom' ? 'at the bottom' : `on the ${String(where ?? '')}`);

export const EN_CHARACTERS: Record<string, (p: Record<string, unknown>) => string> = {
  // Refusals.
  'climb-needs-direction': (p: P) => `Say which way to climb: ${typedForm(p, '`/ability target:up`', 'ability up')} or ${typedForm(p, '`/ability target:down`', 'ability down')}.`,
  'climb-not-by-window': () => 'Climb Window works only from a tile on the edge of the building (or next to the empty cell): move to one first.',
  'climb-no-floor-above': () => 'There is no floor above to climb to: climb down instead, or move.',
  'climb-no-floor-below': () => 'There is no floor below to climb to: climb up instead, or move.',
  'laptop-full': () => 'Your Laptop already holds a hack token: spend it before adding another.',
  'xray-needs-target': () => 'Say which tile to look at through the wall: a direction or a cell such as F1 B2.',
  'xray-not-up': () => 'X-Ray looks through a wall on your own floor, not up or down: name north, east, south or west, or a tile next to you such as F1 B2.',
  'xray-not-next': (p: P) => `X-Ray looks at a tile next to you, through the wall between, and ${s(p.at)} is not next to ${s(p.from)}: ${p.through
    ? `look through a wall next to you instead: ${typedForm(p, `\`/ability target:${s(p.through)}\``, `ability ${s(p.through)}`)}`
    : 'move next to it first, then look through the wall or peek there'}.`,
  'xray-not-through-wall': (p: P) => `X-Ray looks only through a wall next to you, and there is none between you and ${s(p.at)}: peek there the usual way.`,
  'enhance-needs-target': () => 'Say which tile to peek at: a cell such as F1 B2, up to two steps away.',
  'enhance-too-far': (p: P) => `You can't see ${s(p.at)} from here: Enhance reaches two steps, without walls or face-down tiles in between. Choose a nearer tile.`,
  'crybaby-needs-target': () => 'Say where to set off the alarm: a direction or an adjacent cell such as F1 B2.',
  'crybaby-not-adjacent': (p: P) => `${s(p.at)} is not next to you without a wall between, and Crybaby reaches adjacent tiles only: choose one next to you.`,
  'crybaby-no-alarm': (p: P) => `No alarm can go off at ${s(p.at)} now (an alarm or the guard is already there): choose another tile next to you.`,
  'crybaby-cancelled': (p: P) => `The ${pretty(p.by)} in force cancels every alarm: one at ${s(p.at)} would not go off. Use Crybaby again once it stops working.`,
  'reroute-bad-way': (p: P) => `"${s(p.arg)}" is not a Reroute choice: use pick-up or trigger.`,
  'reroute-holding': (p: P) => `You already hold an alarm token; drop it (${typedForm(p, '`/ability target:trigger`', 'ability trigger')}) on a later turn first.`,
  'reroute-no-alarm-here': () => 'There is no alarm on your tile to pick up.',
  'reroute-cannot-trigger': () => 'No alarm can go off on your tile now (an alarm or the guard is already there).',
  'reroute-nothing-held': () => 'You hold no alarm token to drop; pick one up first.',
  'reroute-nothing-to-do': () => 'Reroute needs an alarm on your tile to pick up, or a held alarm token to set off here: use it once you have one.',
  'drill-usage': (p: P) => `Say what to do and where: ${typedForm(p, '`/ability target:add-die up` (or down)', 'ability add-die up|down')} or ${typedForm(p, '`/ability target:crack up` (or down)', 'ability crack up|down')}.`,
  'drill-no-floor-above': () => 'There is no floor above you to drill into.',
  'drill-no-floor-below': () => 'There is no floor below you to drill into.',
  'drill-no-safe': (p: P) => `${s(p.at)} is not a revealed Safe (the Drill works on a safe directly above or below you): use it under or over one.`,
  'crow-needs-target': () => 'Say where to put the crow: a cell such as F1 B2, up to two steps away.',
  'crow-already-there': (p: P) => `The crow is already at ${s(p.at)}: choose another tile for it.`,
  'crow-already-here': () => 'The crow is already on your tile: choose another action.',
  'crow-too-far': (p: P) => `The crow can't reach ${s(p.at)}: choose a tile up to two steps away on your floor, not through walls.`,
  'tinker-no-stealth': () => 'Tinker costs a stealth token and you have none left: choose another action.',
  'tinker-no-tools': () => 'There are no tools left to draw, so Tinker has nothing to give you: choose another action.',
  'orders-usage': (p: P) => `Say who moves and where: ${typedForm(p, '`/ability target:PLAYER DIRECTION`', 'ability PLAYER DIRECTION')} (or a cell such as F1 B2).`,
  'orders-not-yourself': () => 'Orders move another player; to move yourself, use move.',
  'orders-declined-this-turn': (p: P) => `${s(p.player)} already declined the order to move to ${s(p.to)} this turn; order another move, or go on with your turn.`,
  'orders-not-in-building': (p: P) => `${s(p.player)} is not in the building: name a player who is inside.`,
  'disguise-first-action': () => 'Disguise must be the first thing you do in a turn: use it at the start of your next turn.',
  'disguise-usage': (p: P) => `Say whom to swap places with: ${typedForm(p, '`/ability target:PLAYER`', 'ability PLAYER')}.`,
  'disguise-not-yourself': (p: P) => `You cannot swap places with yourself: name another player in the building, ${typedForm(p, '`/ability target:PLAYER`', 'ability PLAYER')}.`,
  'disguise-same-tile': (p: P) => `${s(p.player)} is already on your tile, so there is nothing to swap: name a player on another tile.`,
  'patrol-deck-empty': (p: P) => `Floor ${s(p.floor)}'s patrol deck is empty right now, so there is no card to look at: try again once it has been reshuffled.`,
  'event-deck-empty': () => 'The event deck is empty, so there is no card to look at: do something else this turn.',
  // Log.
  'item-left': (p: P) => `${pretty(p.item)} is left on the safe's tile at ${s(p.at)}`,
  'acrobat-slips-in': (p: P) => `${s(p.player)} slips into the guard's tile at ${s(p.at)} unseen (Flexibility)`,
  'acrobat-climbs': (p: P) => `${s(p.player)} climbs out of the window, ${s(p.dir)}`,
  'laptop-charged': (p: P) => `${s(p.player)} loaded a hack token onto the Laptop`,
  'alarm-picked-up': (p: P) => `${s(p.player)} picked up the alarm at ${s(p.at)} (Reroute)`,
  'alarm-dropped': (p: P) => `${s(p.player)} sets off the alarm token held at ${s(p.at)} (Reroute)`,
  'crow-placed': (p: P) => `${s(p.player)} sent the crow to ${s(p.at)}`,
  'crow-distracts': (p: P) => `The crow at ${s(p.at)} distracts the guard on floor ${s(p.floor)}: one step less`,
  'crow-disrupts': (p: P) => `The crow at ${s(p.at)} disrupts the guard on floor ${s(p.floor)}: he doesn't move, and the crow returns`,
  // The story's one line for the Rigger's draw (present.ts: a tool found, then the other discarded).
  'rigger-drew-two': (p: P) => `${s(p.player)} drew two tools (the Rigger's rule), kept ${pretty(p.kept)} and discarded ${pretty(p.other)}`,
  'tool-discarded': (p: P) => `${s(p.player)} discarded the other tool drawn: ${pretty(p.tool)}`,
  'orders-given': (p: P) => `${s(p.player)} orders ${s(p.other)} to ${s(p.to)}`,
  'orders-declined': (p: P) => `${s(p.other)} declined ${s(p.player)}'s order to move to ${s(p.to)}`,
  'disguise-swap': (p: P) => `${s(p.player)} swapped places with ${s(p.other)} (Disguise)`,
  'patrol-card-placed': (p: P) => `${s(p.player)} looked at floor ${s(p.floor)}'s next patrol card${p.card === 'lost-visual' ? ', Lost Visual,' : p.card ? `, ${s(p.card)},` : ''} and put it ${place(p.where)}`,
  'event-card-placed': (p: P) => `${s(p.player)} looked at the next event${p.event ? `, ${pretty(p.event)},` : ''} and put it ${place(p.where)}`,
  // Questions.
  'rigger-keep-which': () => 'You drew two tools (the Rigger\'s rule: whenever a tool is found, draw two and keep one): which do you keep? The other is discarded.',
  'reroute-which': () => 'Reroute: pick up the alarm on your tile (pick-up), or set off the alarm token you hold here (trigger)?',
  'orders-consent': (p: P) => `${s(p.player)} orders you to move to ${s(p.to)}${p.room ? ` (${roomName(p.room)})` : p.hidden ? ' (face down)' : ''}. Do you agree?`,
  'clairvoyance-top-or-bottom': (p: P) => `Floor ${s(p.floor)}'s next patrol card is ${p.card === 'lost-visual' ? 'Lost Visual' : s(p.card)}.${p.last ? ' It is the last card of the deck: it stays next either way.' : ''} Put it back on top or at the bottom?`,
  'precognition-top-or-bottom': (p: P) => `The next event is ${pretty(p.event)}${EVENT_EFFECTS[s(p.event)] ? ` (${EVENT_EFFECTS[s(p.event)].replace(/\.$/, '')})` : ''}.${p.last ? ' It is the last card of the deck: it stays next either way.' : ''} Put it back on top or at the bottom?`,
};
