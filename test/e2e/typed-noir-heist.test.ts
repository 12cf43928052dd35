// Noir: Heist's slash commands typed the way people write them, through the real bot and the stand-in: a thief in
// English (`/shift line:A south`, `3 east`, the ability's target alone) and the security chief in Russian (`ряд 3
// восток`, a Cyrillic look-alike column, first letters of a suspect, a cell for an officer). Each variant is typed for
// one of the person's legal actions (read from the stored game) and must be played as that action; a wrong value is
// refused to the person alone, naming the option, with an example that works. DM games against bots, pinned seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/games/noir-heist/engine/roles/index.js';
import type { NoirState } from '../../src/games/noir-heist/engine/types.js';
import { startHarness, type Harness } from './harness.js';
import { asTyped, now, playVariants, refused, startSolo, text, type Now, type Solo, type Variant } from './typed-kit.js';

let h: Harness;
beforeAll(async () => { h = await startHarness({ pictures: 'blank' }); });
afterAll(async () => { await h?.close(); });

const shifts = (n: Now, line: 'row' | 'column') => n.legal.filter((a) => a.verb === 'shift' && a.args[0] === line && !a.args[3]);
const cellOf = (n: Now, name: string) => {
  const i = (n.state as NoirState).grid.indexOf(name);
  return 'ABCDEFG'[i % 7] + String(Math.floor(i / 7) + 1);
};
/** The shortest start of `name` no other card in the grid begins with. */
const firstLetters = (n: Now, name: string) => {
  const grid = (n.state as NoirState).grid;
  for (let k = 2; k <= name.length; k++) {
    const q = name.slice(0, k).toLowerCase();
    if (grid.filter((x) => x.toLowerCase().startsWith(q)).length === 1) return q;
  }
  return name.toLowerCase();
};

const THIEF: Variant[] = [
  {
    name: 'a column and a way (A south)',
    make: (n) => {
      const a = shifts(n, 'column')[0];
      return a ? { line: `/shift line:${a.args[1]} ${a.args[2]}`, expect: text(a) } : null;
    },
  },
  {
    name: 'a row number and a way (3 east)',
    make: (n) => {
      const a = shifts(n, 'row')[0];
      return a ? { line: `/shift line:${a.args[1]} ${a.args[2]}`, expect: text(a) } : null;
    },
  },
  {
    name: 'a row, its number and a one-letter way (row 3 w)',
    make: (n) => {
      const a = shifts(n, 'row').find((x) => x.args[2] === 'west');
      return a ? { line: `/shift line:row ${a.args[1]} w`, expect: text(a) } : null;
    },
  },
];

/** The thief's ability typed with its target alone (a name's first letters, or a vault in lower case), or as
 * `/ability` alone when it takes none; the Runner's as a line and a way (a 2-cell shift, ruling N16). The role is read
 * when typed (a caught thief draws another). */
const ABILITY: Variant = {
  name: 'the ability by its target alone',
  make: (n) => {
    const role = (n.state as NoirState).thieves.find((t) => t.seat === n.seat)?.role;
    if (role === 'runner') {
      const a = n.legal.find((x) => x.verb === 'shift' && x.args[3] === '2');
      return a ? { line: `/ability target:${a.args[0]} ${a.args[1]} ${a.args[2]}`, expect: text(a) } : null;
    }
    const ability = role ? ROLES[role].ability : undefined;
    const a = n.legal.find((x) => x.verb === 'ability');
    if (!ability || !a) return null;
    const target = a.args[1];
    const typed = target === undefined ? '' : ability.card ? firstLetters(n, target) : target.toLowerCase();
    return { line: typed ? `/ability target:${typed}` : '/ability', expect: text(a) };
  },
};

const CHIEF_RU: Variant[] = [
  {
    name: 'ряд, номер и направление по-русски (ряд 3 восток)',
    make: (n) => {
      const a = shifts(n, 'row').find((x) => x.args[2] === 'east');
      return a ? { line: `/shift line:ряд ${a.args[1]} восток`, expect: text(a) } : null;
    },
  },
  {
    name: 'столбец кириллической буквой-двойником (С на юг)',
    make: (n) => {
      const a = shifts(n, 'column').find((x) => 'ABCE'.includes(x.args[1]) && x.args[2] === 'south');
      return a ? { line: `/shift line:${{ A: 'А', B: 'В', C: 'С', E: 'Е' }[a.args[1]]} на юг`, expect: text(a) } : null;
    },
  },
  {
    name: 'подозреваемый по первым буквам',
    make: (n) => {
      const chief = n.state as NoirState;
      const a = n.legal.find((x) => x.verb === 'accuse' && x.args[0] !== chief.plainclothes);
      return a ? { line: `/accuse suspect:${firstLetters(n, a.args[0])}`, expect: text(a) } : null;
    },
  },
  {
    name: 'офицер клеткой, соседняя карта строчными',
    make: (n) => {
      const a = n.legal.find((x) => x.verb === 'swap');
      return a ? { line: `/swap officer:${cellOf(n, a.args[0]).toLowerCase()} suspect:${a.args[1].toLowerCase()}`, expect: text(a) } : null;
    },
  },
  {
    name: 'квадрат досмотра строчной клеткой',
    make: (n) => {
      const a = n.legal.find((x) => x.verb === 'search' && x.args[0] === 'B2');
      return a ? { line: '/search square:b2', expect: text(a) } : null;
    },
  },
];

/** Some legal action, typed as the examples type it: a thief shifts, the chief searches (never a risky accusation). */
const advance = (solo: Parameters<typeof asTyped>[0]) => (n: Now): string => {
  const a = n.legal.find((x) => x.verb === 'search') ?? n.legal.find((x) => x.verb === 'shift') ?? n.legal.find((x) => x.verb !== 'show')!;
  return asTyped(solo, n, a);
};

/** The ability is typed by a thief who has one, best one they may use now: a deal (E2E_SEED) that gave this one none,
 * or one whose use waits on the board (a Hacker's, a Cleaner's), swaps roles with a mate whose ability may be used now,
 * else with one who has an ability at all, before any thief has acted (the same cards dealt). */
function handUsableRole(solo: Solo): void {
  const hasAbility = (role: string | null) => !!role && (!!ROLES[role as keyof typeof ROLES].ability || role === 'runner');
  const usableNow = (e: NoirState) => solo.game.legal(e, 1).some((x) => x.verb === 'ability' || (x.verb === 'shift' && x.args[3] === '2'));
  const g = solo.h.bot.store.game(solo.gameId)!;
  const engine = structuredClone((g.state as { engine: NoirState }).engine);
  const me = engine.thieves.find((t) => t.seat === 1)!;
  if (usableNow(engine)) return;
  const usableAfterSwap = (t: NoirState['thieves'][number]) => {
    [me.role, t.role] = [t.role, me.role];
    const usable = usableNow(engine);
    [me.role, t.role] = [t.role, me.role];
    return usable;
  };
  const mates = engine.thieves.filter((t) => t.seat !== 1);
  const mate = mates.find(usableAfterSwap) ?? (hasAbility(me.role) ? undefined : mates.find((t) => hasAbility(t.role)));
  if (!mate) return;
  [me.role, mate.role] = [mate.role, me.role];
  solo.h.bot.store.commit(g.id, g.version, { state: { ...(g.state as object), engine } });
}

describe('Noir: Heist: typed commands', () => {
  it('a thief (English): A south, 3 east, row 3 w, the ability\'s target alone; a wrong way refused naming line', async () => {
    const solo = await startSolo(h, 'thea', 'en', '/heist start game:noir-heist');
    expect(now(solo).seat).toBe(1);
    handUsableRole(solo);
    const n = now(solo);
    expect(n.legal.some((a) => a.verb === 'shift'), 'the thief is to act').toBe(true);
    const said = await refused(solo, `/shift line:A east`, 'line');
    expect(said).toMatch(/^`line:` column A moves north or south, not east\. Try \/shift line:column A (north|south)\.$/);
    // The variant reads the role when it types (a caught thief draws another). It goes first, while the role given
    // above holds: caught later, the thief may draw only roles whose ability waits or who have none (E2E_SEED=26: a
    // Safecracker, then a Snitch, until the game ended; 33: a Hacker, then a Cleaner, neither usable all game). So a
    // game that ends first is followed by another, its role handed out the same way (E2E_SEED=71912).
    const role = (now(solo).state as NoirState).thieves.find((t) => t.seat === 1)!.role!;
    const typed = await playVariants(solo, [ABILITY, ...THIEF], advance(solo), 80, '/heist start game:noir-heist', handUsableRole);
    console.log(`Noir: Heist, typed by a thief (${role}, en):\n  ${typed.join('\n  ')}\n  refused: ${said}`);
  });

  it('the security chief (Russian): ряд 3 восток, a look-alike column, first letters, a cell for the officer, b2', async () => {
    const solo = await startSolo(h, 'шеф', 'ru', '/heist start game:noir-heist side:chief');
    const n = now(solo);
    expect(n.seat).toBe(0);
    // Before it is the chief's turn the thieves (bots) have acted; the note and commands wait on him.
    expect(n.legal.some((a) => a.verb === 'search'), 'the chief is to act').toBe(true);
    const far = await refused(solo, '/search square:E5', 'square');
    expect(far).toMatch(/^`квадрат:` квадрат 4×4 не может начинаться с E5: .*Например: \/досмотреть квадрат:[A-D][1-4]\.$/);
    const typed = await playVariants(solo, CHIEF_RU, advance(solo));
    console.log(`Noir: Heist, typed by the chief (ru):\n  ${typed.join('\n  ')}\n  refused: ${far}`);
  });
});
