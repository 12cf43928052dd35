// The card lists (burgle-bros-bga-help.txt): 9 characters, 26 events, 13 tools, 13 loot cards (Gold Bar twice).
import type { CharacterId, EventId, LootId, ToolId } from '../types.js';

export const ALL_CHARACTERS: CharacterId[] = [
  'acrobat', 'hacker', 'hawk', 'juicer', 'peterman', 'raven', 'rigger', 'rook', 'spotter',
];

export const ALL_EVENTS: EventId[] = [
  'brown-out', 'buddy-system', 'change-of-plans', 'crash', 'daydreaming', 'dead-drop', 'espresso',
  'freight-elevator', 'go-with-your-gut', 'gymnastics', 'heads-up', 'jump-the-gun', 'jury-rig', 'keycode-change',
  'lampshade', 'lost-grip', 'peekhole', 'reboot', 'shift-change', 'shoplifting', 'squeak', 'switch-signs',
  'throw-voice', 'time-lock', 'video-loop', 'where-is-he',
];

export const ALL_TOOLS: ToolId[] = [
  'blueprints', 'crowbar', 'crystal-ball', 'donuts', 'dynamite', 'emp', 'invisible-suit', 'makeup-kit',
  'rollerskates', 'smoke-bomb', 'stethoscope', 'thermal-bomb', 'virus',
];

export const ALL_LOOT: LootId[] = [
  'bust', 'chihuahua', 'cursed-goblet', 'gemstone', 'gold-bar', 'gold-bar', 'isotope', 'keycard', 'mirror',
  'painting', 'persian-kitty', 'stamp', 'tiara',
];

/** Left out when one character plays alone (NOTES §8); the Rook too. */
export const SOLO_LEFT_OUT: string[] = ['buddy-system', 'dead-drop', 'jump-the-gun'];
