// Colours: an opaque dark background (readable in Discord's dark and light themes), pastel rooms by kind, and the
// Okabe–Ito colour-blind-safe palette for tokens. Every token also has a shape or a letter, never colour alone.
export const C = {
  bg: '#1e1f22',
  text: '#f2f3f5',
  dim: '#a4a9b3',
  gap: '#8a8f9c',
  wall: '#000000',
  faceDown: '#474d5a',
  faceDownMark: '#5a6170',
  roomText: '#1b1b1f',
  combo: '#ffffff',
  comboText: '#1b1b1f',
  cracked: '#009E73',
  guard: '#D55E00',
  alarm: '#D55E00',
  hack: '#0072B2',
  dice: '#009E73',
  open: '#009E73',
  smoke: '#6b6f78',
  crow: '#111111',
  kitty: '#E69F00',
  hole: '#111111',
  item: '#ffffff',
  active: '#ffffff',
  panel: '#2b2d31',
} as const;

/** Player colours (Okabe–Ito): sky blue, yellow, reddish purple, bluish green. */
export const PLAYER_COLOURS = ['#56B4E9', '#F0E442', '#CC79A7', '#009E73'];

const KIND: Record<string, string> = {
  camera: 'alarm', detector: 'alarm', fingerprint: 'alarm', laser: 'alarm', motion: 'alarm', thermo: 'alarm',
  'computer-fingerprint': 'computer', 'computer-laser': 'computer', 'computer-motion': 'computer',
  walkway: 'move', 'secret-door': 'move', 'service-duct': 'move',
  deadbolt: 'block', keypad: 'block',
  atrium: 'other', foyer: 'other', lavatory: 'other', laboratory: 'other',
  safe: 'safe', stairs: 'stairs',
};
const KIND_COLOUR: Record<string, string> = {
  alarm: '#ead2cd', computer: '#cde0ef', move: '#d3e6cc', block: '#ede2bf', other: '#ddd5ea', safe: '#f2c14e',
  stairs: '#fafafa',
};

export function roomColour(room: string): string {
  return KIND_COLOUR[KIND[room] ?? 'other'];
}
