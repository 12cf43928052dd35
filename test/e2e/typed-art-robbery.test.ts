// Art Robbery's slash commands typed the way people write them, through the real bot and the stand-in, in English and
// in Russian: each variant below is typed for one of the person's legal actions (read from the stored game) and must
// be played as that action; a wrong value is refused to the person alone, naming the option, with an example that
// works (and is then typed). The games are DM games against two bots, on the harness's pinned seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { accepted, asTyped, now, playOn, playVariants, refused, startSolo, text, type Now, type Variant } from './typed-kit.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

const NAMES: Record<string, [string, string]> = { greedy: ['Greedy Thief', 'жадный вор'], dog: ['Watchdog', 'сторожевой пёс'], boss: ['Boss', 'Босс'] };
const dots = (tok: string, ru = false) => (tok === 'boss' ? (ru ? 'Босс' : 'Boss') : tok.replace(/\*/g, '•'));
const plays = (n: Now) => n.legal.filter((a) => a.verb === 'play');
/** A play of one card alone (no token, no victim) that fits `ok`. */
const bare = (n: Now, ok: (card: string) => boolean) => plays(n).find((a) => a.args.length === 1 && ok(a.args[0]));

/** The variants, each with the line typed and the action the log must hold. */
function variants(ru: boolean): Variant[] {
  return [
    {
      name: ru ? 'a card by its Russian name' : 'a card by its name',
      make: (n) => {
        const a = bare(n, (c) => c in NAMES);
        return a ? { line: `/play card:${NAMES[a.args[0]][ru ? 1 : 0]}`, expect: text(a) } : null;
      },
    },
    {
      name: 'a number card by its digit',
      make: (n) => {
        const a = bare(n, (c) => /^\d$/.test(c));
        return a ? { line: `/play card:${a.args[0]}`, expect: text(a) } : null;
      },
    },
    {
      name: ru ? 'a token with a star (typed stars still work)' : 'a token with a dot per alibi',
      make: (n) => {
        const a = plays(n).find((x) => x.args.length === 2 && /\*|boss/.test(x.args[1]));
        return a ? { line: `/play card:${a.args[0]} token:${ru ? a.args[1] : dots(a.args[1])}`, expect: text(a) } : null;
      },
    },
    {
      name: 'an answer to the question the card asked, as its button reads',
      make: (n) => {
        const answers = n.legal.filter((x) => x.verb === 'choose');
        const a = answers.find((x) => /\*|boss|from/.test(text(x))) ?? answers[0];
        if (!a) return null;
        const words = a.args.map((w) => (w === 'from' ? (ru ? 'у' : 'from') : /^[0-5]\**$|^boss$/.test(w) ? dots(w, ru) : w.toLowerCase()));
        return { line: `/choose answer:${words.join(' ')}`, expect: text(a) };
      },
    },
  ];
}

/** Some legal action, typed plainly: a play (the Greedy Thief alone when the centre differs, so that it asks), else
 * the answer. */
function advance(solo: Parameters<typeof asTyped>[0]) {
  return (n: Now): string => {
    const asks = plays(n).find((a) => a.args[0] === 'greedy' && a.args.length === 1 && plays(n).some((b) => b.args[0] === 'greedy' && b.args.length > 1));
    return asTyped(solo, n, asks ?? plays(n)[0] ?? n.legal[0]);
  };
}

describe('Art Robbery: typed commands', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`accepts the forms a person writes and refuses a wrong one naming the option (${lang})`, async () => {
      const solo = await startSolo(h, lang === 'ru' ? 'ира' : 'ann', lang, '/heist start game:art-robbery');
      // Refused first, while it is surely the person's turn: a card that is no card (the option named, the hand
      // listed, an example that works), then a victim nobody is called.
      expect(now(solo).legal.some((a) => a.verb === 'play')).toBe(true);
      const cat = await refused(solo, lang === 'ru' ? '/play card:кот' : '/play card:cat', 'card');
      expect(cat).toMatch(lang === 'ru' ? /^`карта:` «кот» — не карта: .*у вас в руке .*Например: \/разыграть карта:\S+\.$/ : /^`card:` “cat” is not a card: .*your hand holds .*Try \/play card:\S+\.$/);
      // The refusal's example was played, and the bots after it: the game may now ask something else of the person
      // (a raid's end, a question), so it is played on until they may play a card again.
      for (let i = 0; i < 20 && !plays(now(solo)).length; i++) await playOn(solo, advance(solo)(now(solo)));
      const card = plays(now(solo))[0];
      const zed = await refused(solo, `/play card:${card.args[0]} from:Zed`, 'from');
      expect(zed).toMatch(lang === 'ru' ? /^`у-кого:` нет игрока «Zed»/ : /^`from:` there is no player “Zed” to take from/);

      const typed = await playVariants(solo, variants(lang === 'ru'), advance(solo), 80, '/heist start game:art-robbery');
      console.log(`Art Robbery, typed (${lang}):\n  ${typed.join('\n  ')}\n  refused: ${cat}\n  refused: ${zed}`);
      expect(typed.length).toBe(4);
    });
  }

  it('typed values are read from what the person typed, not from spelling: case, spaces, commas', async () => {
    const solo = await startSolo(h, 'cas', 'en', '/heist start game:art-robbery bots:1');
    const n = now(solo);
    const a = n.legal.find((x) => x.verb === 'play')!;
    await accepted(solo, `/play card:  ${a.args[0].toUpperCase()}  `, text(a));
  });
});
