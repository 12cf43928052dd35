// English sentences for the loot cards' events, questions and refusals.
import { typedForm } from './typed-form.js';

const s = (v: unknown) => String(v ?? '');

export const EN_LOOT: Record<string, (p: Record<string, unknown>) => string> = {
  // Refusals.
  'bust-no-tools': () => 'You hold the Bust: you can\'t use tools while you carry it. Give the Bust to a player on your tile first.',
  'keycard-not-here': () => 'The player holding the Keycard must be on this Safe before anyone can crack it: bring them here first.',
  'painting-blocks': () => 'You carry the Painting: you can\'t go through a Secret Door\'s wall or along a Service Duct. Walk in and out of those tiles normally.',
  // Log.
  'chihuahua-rolled': (p) => `${s(p.player)} rolled ${s(p.roll)} for the Chihuahua${Number(p.roll) === 6 ? ': it barks!' : ''}`,
  'goblet-no-stealth': (p) => `The Cursed Goblet can't take stealth from ${s(p.player)}: none left (the game goes on)`,
  // Said to all, so true for the one who holds the first (`holder`), who may not pick it up.
  'gold-bar-left': (p) => (p.holder
    ? `The second Gold Bar lies on the Safe at ${s(p.at)} for a crew mate of ${s(p.holder)}'s to pick up (${typedForm(p, '/take what:gold-bar', 'take gold-bar')}) to win: ${s(p.holder)} holds the first, and nobody may hold both`
    : `The second Gold Bar lies on the Safe at ${s(p.at)}: pick it up (${typedForm(p, '/take what:gold-bar', 'take gold-bar')}) to win`),
  'kitty-rolled': (p) => `${s(p.player)} rolled ${s(p.roll)} for the Persian Kitty`,
  'kitty-stays': (p) => `The Persian Kitty wants to run, but nothing lures it from ${s(p.player)}`,
  'kitty-escaped': (p) => `The Persian Kitty escaped from ${s(p.player)} to ${s(p.at)}: pick it up there (${typedForm(p, '/take what:persian-kitty', 'take persian-kitty')})`,
  // Questions.
  'kitty-where': () => 'The Persian Kitty escapes: two tiles are equally close to its lure. Which one does it run to?',
};
