// Burgle Bros.' slash commands typed the way people write them, through the real bot and the stand-in, in English and
// in Russian: a solo crew of two in a DM chooses the entrance and moves with the forms below, each typed for one of the
// legal actions (read from the stored game) and played as that action; a wrong target is refused to the person alone,
// naming the option (`target:`, `цель:` for a Russian client), with an example that works. Pinned seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { now, playVariants, refused, startSolo, text, type Now, type Variant } from './typed-kit.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

const RU_DIR: Record<string, string> = { north: 'север', east: 'восток', south: 'юг', west: 'запад', up: 'вверх', down: 'вниз' };
const of = (n: Now, verb: string) => n.legal.filter((a) => a.verb === verb && a.args.length === 1);

function variants(ru: boolean): Variant[] {
  return [
    {
      name: ru ? 'the entrance as a cell with its floor (F1 B2)' : 'the entrance as a cell in lower case (b2)',
      make: (n) => {
        const a = n.legal.find((x) => x.verb === 'choose' && /^[A-E]\d$/.test(x.args[0]));
        return a ? { line: `/choose answer:${ru ? `F1 ${a.args[0]}` : a.args[0].toLowerCase()}`, expect: text(a) } : null;
      },
    },
    {
      name: ru ? 'a way in Russian with its preposition (на север)' : 'a way as one letter (n)',
      make: (n) => {
        const a = of(n, 'move').find((x) => ['north', 'east', 'south', 'west'].includes(x.args[0]));
        return a ? { line: `/move target:${ru ? `на ${RU_DIR[a.args[0]]}` : a.args[0][0]}`, expect: text(a) } : null;
      },
    },
    {
      name: ru ? 'a way in Russian (восток)' : 'a way in capitals (EAST)',
      make: (n) => {
        const a = of(n, 'peek').find((x) => ['north', 'east', 'south', 'west'].includes(x.args[0]));
        return a ? { line: `/peek target:${ru ? RU_DIR[a.args[0]] : a.args[0].toUpperCase()}`, expect: text(a) } : null;
      },
    },
  ];
}

/** Some legal action: a move, else the end of the turn (with no preview to confirm). */
const advance = (n: Now): string => {
  const move = of(n, 'move')[0];
  if (move) return `/move target:${move.args[0]}`;
  const answer = n.legal.find((a) => a.verb === 'choose');
  return answer ? `/choose answer:${answer.args.join(' ')}` : '/end-turn preview:false';
};

describe('Burgle Bros.: typed commands', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`accepts the forms a person writes and refuses a wrong target or two naming the option (${lang})`, async () => {
      const solo = await startSolo(h, lang === 'ru' ? 'вор' : 'ben', lang, '/heist start crew:2');
      expect(now(solo).legal.some((a) => a.verb === 'choose'), 'the entrance is asked first').toBe(true);
      const first = await playVariants(solo, variants(lang === 'ru').slice(0, 1), advance);
      // On the floor now: a target that is no target.
      const said = await refused(solo, lang === 'ru' ? '/move target:вбок' : '/move target:sideways', lang === 'ru' ? 'цель' : 'target');
      expect(said).toMatch(lang === 'ru'
        ? /^`цель:` «вбок» — не направление и не клетка: .*Например: \/идти цель:(север|восток|юг|запад|вверх|вниз)\.$/
        : /^`target:` “sideways” is not a direction or a cell: .*Try \/move target:(north|east|south|west|up|down)\.$/);
      // Two places where one goes: refused in the words typed, not played as the first of them (an example follows,
      // checked by `refused`).
      const two = await refused(solo, lang === 'ru' ? '/peek target:север восток' : '/peek target:north east', lang === 'ru' ? 'цель' : 'target', { playExample: false });
      expect(two).toMatch(lang === 'ru'
        ? /^`цель:` «север восток» — это больше одного места: напишите одно направление или одну клетку\. /
        : /^`target:` “north east” names more than one place: write one direction or one cell\. /);
      const rest = await playVariants(solo, variants(lang === 'ru').slice(1), advance);
      console.log(`Burgle Bros., typed (${lang}):\n  ${[...first, ...rest].join('\n  ')}\n  refused: ${said}\n  refused: ${two}`);
    });
  }
});
