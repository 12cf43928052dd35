// Who sees what (NOTES §5, §6): views, position reports read `--as` a player, events and the presented messages.
import { describe, expect, it } from 'vitest';
import { artRobbery } from '../../../src/games/art-robbery/index.js';
import { stateOf } from '../../../src/games/art-robbery/positions.js';
import { playBotGame } from '../../../src/core/sim.js';
import { Rng, seedRng } from '../../../src/core/rng.js';
import { SPECTATOR, type GameEvent } from '../../../src/core/types.js';
import type { ArtState } from '../../../src/games/art-robbery/engine/types.js';
import { RAIDS, player, run } from './helpers.js';

const mid = (): ArtState =>
  stateOf(RAIDS, { game: 'art-robbery', seed: 3, players: ['Ava', 'Bo', 'Cy'], raid: 2, first: 'Ava', faceUp: { Bo: ['4'] }, banked: { Ava: ['3', '0*'], Bo: ['5'] } }).state;

describe('views', () => {
  it('the spectator view holds no hand, no banked faces, no deck order and no rng', () => {
    const v = artRobbery.view(mid(), SPECTATOR);
    const text = JSON.stringify(v);
    expect(v.players.every((p) => p.hand === undefined && p.banked === undefined && p.score === undefined)).toBe(true);
    expect(v.players.map((p) => p.bankedCount)).toEqual([2, 1, 0]);
    expect(typeof v.deck).toBe('number');
    expect(text).not.toMatch(/rng/);
  });

  it('a seat sees its own hand and banked tokens, and only counts of the others', () => {
    const s = mid();
    const v = artRobbery.view(s, 0);
    expect(v.players[0].hand).toHaveLength(5);
    expect(v.players[0].banked).toEqual(['0*', '3']);
    expect(v.players[0].score).toBe(3);
    expect(v.players[1].hand).toBeUndefined();
    expect(v.players[1].banked).toBeUndefined();
    expect(v.players[1].alibis).toBeUndefined();
    expect(v.players[1].faceUp).toEqual(['4']);
  });

  it('a scrambled twin keeps every count and what the seat knows, and re-deals the rest', () => {
    const s = mid();
    const twin = artRobbery.tools!.scramble(s, 0, new Rng(seedRng(9)));
    expect(twin.hands[0]).toEqual(s.hands[0]);
    expect(twin.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
    expect(twin.deck).not.toEqual(s.deck);
    expect(artRobbery.view(twin, 0)).toEqual(artRobbery.view(s, 0));
    expect(artRobbery.tools!.invariants(twin)).toEqual([]);
  });
});

describe('position reports read as a player', () => {
  it('others\' hands and banked tokens become counts, their alibis and score are left out', () => {
    const r = run({ raid: 2, banked: { Bo: ['5', '0*'] }, hands: { Ava: ['1', '2', '3', '4', '5'] } }, 'Ava');
    expect(player(r, 'Ava').hand).toEqual(['1', '2', '3', '4', '5']);
    expect(player(r, 'Bo')).toEqual({ name: 'Bo', handSize: 5, faceUp: [], bankedCount: 2 });
    expect(typeof r.deck).toBe('number');
  });

  it('at the end counts, alibis and scores are public but banked faces stay hidden', () => {
    const r = run({ raid: 4, centre: ['3*'], hands: { Ava: ['3', '1', '1', '1', '1'] }, banked: { Bo: ['5', '0*'] }, actions: ['Ava: play 3'] }, 'Ava');
    expect(r.outcome).toBe('over');
    expect(player(r, 'Bo')).toMatchObject({ bankedCount: 2, alibis: 1, score: 5 });
    expect(player(r, 'Bo').banked).toBeUndefined();
  });

  it("the web page's reveal after the end shows each seat's hand, never its banked faces nor the discard it is asked", () => {
    const before = stateOf(RAIDS, { game: 'art-robbery', seed: 3, players: ['Ava', 'Bo'], first: 'Ava', raid: 4, centre: ['3*'], hands: { Ava: ['3', '1', '1', '1', '1'] }, banked: { Ava: ['0**'], Bo: ['5', '4', '3', '1'] } }).state;
    const parsed = artRobbery.parseLine(before, 'Ava: play 3');
    const applied = parsed.ok ? artRobbery.apply(before, parsed.action) : null;
    const s = (applied?.ok ? applied.state : null)!;
    const bo = s.names.indexOf('Bo');
    expect(artRobbery.view(s, bo).awaiting?.player).toBe(bo);
    const shown = (moment: { kind: 'private'; events: []; reveal?: true }) =>
      artRobbery.present({ view: artRobbery.view(s, bo), viewer: bo, lang: 'en', legal: artRobbery.legal(s, bo), moment, name: (i) => s.names[i] });
    // Bo himself is asked which to discard, and sees his banked tokens.
    expect(shown({ kind: 'private', events: [] }).lines.join('\n')).toMatch(/banked tokens: .*5/);
    const reveal = shown({ kind: 'private', events: [], reveal: true });
    expect(reveal.lines.join('\n')).toMatch(/^Bo's hand/);
    expect(reveal.lines.join('\n')).not.toMatch(/banked|discard|\b5\b|\b4\b/i);
  });

  it('the 2-player discard options go only to the one who discards', () => {
    const script = { players: ['Ava', 'Bo'], raid: 4, centre: ['3*'], hands: { Ava: ['3', '1', '1', '1', '1'] }, banked: { Ava: ['0**'], Bo: ['5', '4', '3', '1'] }, actions: ['Ava: play 3'] };
    expect(run(script, 'Ava').awaiting?.options).toEqual([]);
    expect(run(script, 'Bo').awaiting?.options.length).toBeGreaterThan(0);
  });

  it('no log line names a drawn card', () => {
    const r = run({ hands: { Ava: ['4', '1', '1', '1', '1'] }, deck: ['greedy'], actions: ['Ava: play 4'] });
    expect(r.log.join(' ')).not.toMatch(/Greedy|drew/i);
  });
});

describe('events', () => {
  it('what a seat draws is told only to that seat; no public event names a drawn card or a banked token', () => {
    const events: GameEvent[] = [];
    playBotGame(artRobbery, { players: 4, seed: 21, onStep: (_s, _a, ev) => events.push(...ev) });
    const drew = events.filter((e) => e.code === 'drew');
    expect(drew.length).toBeGreaterThan(20);
    expect(drew.every((e) => e.to?.length === 1)).toBe(true);
    const pub = events.filter((e) => !e.to);
    expect(pub.some((e) => e.code === 'drew' || e.code === 'discarded.tokens')).toBe(false);
  });
});

describe('presented messages', () => {
  it('respect Discord limits and show the hand as buttons, disabled when it is not the seat\'s turn', () => {
    const r = playBotGame(artRobbery, { players: 5, seed: 4, keepStates: true });
    for (const s of r.states!.filter((_, i) => i % 7 === 0) as ArtState[]) {
      for (let seat = 0; seat < 5; seat++) {
        const p = artRobbery.present({ view: artRobbery.view(s, seat), viewer: seat, lang: 'en', legal: artRobbery.legal(s, seat), moment: { kind: 'private', events: [] }, name: (i) => s.names[i] });
        const rows = p.rows ?? [];
        expect(rows.length + (p.menus ?? []).length).toBeLessThanOrEqual(5);
        for (const row of rows) {
          expect(row.length).toBeLessThanOrEqual(5);
          for (const c of row) expect(c.label.length).toBeLessThanOrEqual(80);
        }
        const handRow = rows[0] ?? [];
        const myTurn = artRobbery.waitingOn(s)[0] === seat && !s.pending;
        if (handRow.length) expect(handRow.every((c) => c.act.startsWith('play ') && c.disabled === !myTurn)).toBe(true);
      }
    }
  });

  it('the public post names whose turn it is and, at the end, the results', () => {
    const r = playBotGame(artRobbery, { players: 3, seed: 8 });
    const s = r.final as ArtState;
    const p = artRobbery.present({ view: artRobbery.view(s, SPECTATOR), viewer: SPECTATOR, lang: 'en', legal: [], moment: { kind: 'status' }, name: (i) => s.names[i] });
    expect(p.lines.join('\n')).toMatch(/Results/);
    expect(p.lines.join('\n')).toMatch(/points/);
  });
});

describe('questions in the private note', () => {
  const names = (s: ArtState) => (i: number) => s.names[i];
  it("the dog's holder gets `give dog` / `give token` buttons, in Russian too", () => {
    const s = stateOf(RAIDS, { game: 'art-robbery', players: ['Ava', 'Bo', 'Cy'], first: 'Ava', hands: { Ava: ['4', '1', '1', '1', '1'] }, centre: ['1'], faceUp: { Bo: ['4'] }, dog: 'Bo' }).state;
    const r = artRobbery.apply(s, { player: 0, verb: 'play', args: ['4'] });
    if (!r.ok) throw new Error('refused');
    for (const lang of ['en', 'ru'] as const) {
      const p = artRobbery.present({ view: artRobbery.view(r.state, 1), viewer: 1, lang, legal: artRobbery.legal(r.state, 1), moment: { kind: 'private', events: [] }, name: names(r.state) });
      const answers = p.rows!.flat().filter((c) => !c.act.startsWith('play'));
      expect(answers.map((c) => c.act)).toEqual(['give dog', 'give token']);
      expect(answers.map((c) => c.label)).toEqual(lang === 'en' ? ['Give the dog', 'Give the 4'] : ['Отдать пса', 'Отдать фишку 4']);
      expect(p.lines.join(' ')).toMatch(lang === 'en' ? /give the dog or the token/ : /отдать пса или фишку/);
      // Bo's own note asks Bo as "you": the question names the thief, never its reader.
      const asked = p.lines.find((l) => /dog|пса/.test(l))!;
      expect(asked).toBe(lang === 'en' ? 'Ava is stealing the 4 from you; give the dog or the token?' : 'Ava крадёт у вас фишку 4: отдать пса или фишку?');
    }
  });
  it('a Greedy Thief question offers each different centre token as a button', () => {
    const s = stateOf(RAIDS, { game: 'art-robbery', players: ['Ava', 'Bo'], first: 'Ava', hands: { Ava: ['greedy', '1', '1', '1', '1'] } }).state;
    const r = artRobbery.apply(s, { player: 0, verb: 'play', args: ['greedy'] });
    if (!r.ok) throw new Error('refused');
    const p = artRobbery.present({ view: artRobbery.view(r.state, 0), viewer: 0, lang: 'en', legal: artRobbery.legal(r.state, 0), moment: { kind: 'step', events: r.events }, name: names(r.state) });
    expect(p.lines[0]).toBe('Ava played a Greedy Thief and is choosing what to take.');
    const note = artRobbery.present({ view: artRobbery.view(r.state, 0), viewer: 0, lang: 'en', legal: artRobbery.legal(r.state, 0), moment: { kind: 'private', events: [] }, name: names(r.state) });
    expect(note.rows!.flat().filter((c) => c.act.startsWith('choose')).map((c) => c.act)).toEqual(['choose 0*', 'choose 1', 'choose 2', 'choose 3', 'choose 4', 'choose 5', 'choose boss']);
  });
});
