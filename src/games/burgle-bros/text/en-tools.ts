// English sentences for the tools' events, questions and refusals.
import { cardName, roomName } from './en-words.js';

const s = (v: unknown) => String(v ?? '');
const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : s(v));
/** Cards and items by the names the game writes them with everywhere (en-words.ts). */
const pretty = cardName;

export const EN_TOOLS: Record<string, (p: Record<string, unknown>) => string> = {
  // Refusals.
  'blueprints-nothing-hidden': () => 'Every tile is already face up, so the Blueprints have nothing left to show: keep them or give them away.',
  'crowbar-nothing-next': () => 'No face-up tile next to you (without a wall between) has an effect the Crowbar could disable: move next to one first.',
  'crowbar-bad-target': (p) => `The Crowbar can't disable ${s(p.at)}: choose a face-up Camera, Deadbolt, Detector, Fingerprint, Keypad, Laser, Motion or Thermo next to you, with no wall between.`,
  'crystal-ball-no-events': () => 'There are no event cards left to look at: keep the Crystal Ball for later.',
  'donuts-no-guard': () => 'No guard is on the board to give the Donuts to: keep them until one is.',
  'donuts-bad-floor': (p) => `"${s(p.floor)}" is not a floor: say floor-1, floor-2 and so on.`,
  'donuts-no-guard-there': (p) => `There is no guard on floor ${s(p.floor)} to give the Donuts to (or he already has some): choose another floor.`,
  'dynamite-no-wall': () => 'There is no wall next to you that Dynamite can blow away (outer walls stay): move next to an inner wall first.',
  'dynamite-bad-side': (p) => `There is no wall ${s(p.dir)} of you that Dynamite can blow away: pick a side with an inner wall.`,
  'stethoscope-when-cracking': () => 'The Stethoscope is used while cracking a safe: crack, and you will be asked whether to change a die.',
  'thermal-bomb-no-way': () => 'The Thermal Bomb needs a floor above or below your tile without a hole already: use it on another tile.',
  'thermal-bomb-bad-way': (p) => `The Thermal Bomb can't open a hole ${s(p.dir)} from here: choose up or down where there is a floor.`,
  'virus-no-computer': () => 'The Virus needs a face-up Computer Room with room for a hack token (at most 6): keep it until one is revealed.',
  'virus-too-many': () => 'The Virus places 3 hack tokens: name at most 3 Computer Rooms.',
  'virus-bad-target': (p) => `${s(p.at)} is not a face-up Computer Room with room for another hack token: name another.`,
  // Log.
  'crowbar-disabled': (p) => `${s(p.player)} crowbarred the ${roomName(p.room)} at ${s(p.at)}: it has no effect any more`,
  'crystal-ball-ordered': (p) => `${s(p.player)} put the next events back in this order: ${list((p.cards as string[] | undefined)?.map(pretty))}`,
  'donuts-given': (p) => `${s(p.player)} gave Donuts to the guard on floor ${s(p.floor)}: he won't move next time`,
  'guard-eats-donuts': (p) => `The guard on floor ${s(p.floor)} eats his Donuts and doesn't move`,
  'dynamite-wall': (p) => `${s(p.player)} blew away the wall ${s(p.wall)}`,
  'emp-used': (p) => `E.M.P.: ${Array.isArray(p.cells) && p.cells.length ? `alarms off at ${list(p.cells)}` : 'no alarms were on'}; no alarm can trigger until ${s(p.player)}'s next turn`,
  'invisible-suit-on': (p) => `${s(p.player)} put on the Invisible Suit: unseen by guards and cameras this turn, ${s(p.actions)} ${Number(p.actions) === 1 ? 'action' : 'actions'} left`,
  'makeup-stealth': (p) => `${s(p.player)} gained 1 stealth (${pretty(p.by)}), ${s(p.stealth)} now`,
  'actions-gained': (p) => `${s(p.player)} gained ${s(p.gained)} actions (${pretty(p.by)}), ${s(p.actions)} left`,
  'smoke-bomb': (p) => `${s(p.player)} set off a Smoke Bomb at ${s(p.at)} (${s(p.tokens)} stealth ${Number(p.tokens) === 1 ? 'token' : 'tokens'} there)`,
  'stethoscope-changed': (p) => `${s(p.player)} used the Stethoscope: a ${s(p.from)} counts as ${s(p.to)} (${s(p.rolls)})`,
  'thermal-bomb-hole': (p) => `${s(p.player)} blew a hole from ${s(p.at)} to ${s(p.to)}: both work as Stairs now`,
  'virus-hacked': (p) => `The Virus put hack tokens on ${list(p.cells)}`,
  // Questions.
  'blueprints-where': () => 'Blueprints: which face-down tile do you look at?',
  'crowbar-where': () => 'Crowbar: which tile next to you do you disable?',
  'crystal-ball-order': (p) => `Crystal Ball: the next events are ${list(s(p.cards).split(' ').map(pretty))}. Which goes ${s(p.position)}?`,
  'donuts-which-guard': () => 'Donuts: which floor\'s guard gets them?',
  'dynamite-which-wall': (p) => `Dynamite: which wall of ${s(p.at)} do you blow away?`,
  'stethoscope-die': (p) => `You rolled ${s(p.rolls)}. Use the Stethoscope to change a die? Say which number to change, or keep.`,
  'stethoscope-face': (p) => `Stethoscope: the ${s(p.from)} becomes which number?`,
  'thermal-bomb-which-way': (p) => `Thermal Bomb: blow the hole from ${s(p.at)} up or down?`,
  'virus-where': (p) => `Virus: which Computer Room gets a hack token (${s(p.left)} left)?`,
};
