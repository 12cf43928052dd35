// "If I end now" (engine/preview.ts): the real end of turn run on a copy, stopped before the first hidden draw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, previewEnd, previewLines, type GameEvent, type GameState, type Scenario } from '../../../../../src/games/burgle-bros/engine/index.js';
import { cellName } from '../../../../../src/games/burgle-bros/engine/board.js';
import { RU_ENGINE } from '../../../../../src/games/burgle-bros/text/ru-engine.js';
import { Rng, seedRng } from '../../../../../src/core/rng.js';
import { pickAction } from '../../../../../src/games/burgle-bros/bot/index.js';
import { floor, play } from '../../helpers/script.js';
import { describe as englishOf, describe as say } from '../../../../../src/games/burgle-bros/text/en-engine.js';

const crew1 = [{ name: 'Ava', character: 'peterman', side: 'basic' }];
const open = (f1: Record<string, string> = {}, revealed: string[] = []) =>
  [{ tiles: floor(f1), walls: [], revealed }, { tiles: floor() }, { tiles: floor() }];

/** A position after its actions, ready for a preview. */
const at = (script: Record<string, unknown>): GameState => play({ scenario: 'bank', seed: 1, ...script }).state;

describe('the end-of-turn preview', () => {
  it('shows each cell of the guard\'s walk and his speed', () => {
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'D4', destination: 'A4', die: 3 }],
      players: [{ at: 'F1 A1' }], patrol: { 1: ['D1'] },
      actions: ['Ava: move east', 'Ava: peek south', 'Ava: peek east'],
    });
    const p = previewEnd(s)!;
    expect(p.guards).toEqual([
      { floor: 1, offBoard: false, speed: 3, cells: ['C4', 'B4', 'A4'], alarms: [], seen: [], alarmsSetOff: [], drawsPatrol: true },
    ]);
    expect(p.stop).toBe('patrol');
  });

  it('a Camera\'s alarm on another floor turns that floor\'s guard, not the one walking: his headings stay his own', () => {
    const s = at({
      crew: [...crew1, { name: 'Bo', character: 'hawk', side: 'basic' }],
      floors: [{ tiles: floor({ C4: 'camera' }), walls: [], revealed: ['C4'] }, { tiles: floor({ A3: 'camera' }), walls: [], revealed: ['A3'] }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'D4', destination: 'A4', die: 3 }, { floor: 2, at: 'D1', destination: 'C1', die: 2 }],
      players: [{ at: 'F1 A1' }, { at: 'F2 A3' }], patrol: { 1: ['D1'] },
      actions: ['Ava: move east', 'Ava: peek south', 'Ava: peek east'],
    });
    const p = previewEnd(s)!;
    expect(p.guards[0].cells).toEqual(['C4', 'B4', 'A4']);
    // The guard on floor 1 steps onto a Camera while Bo stands on another (F2 A3): its alarm goes off, and floor 2's
    // guard turns to it.
    expect(p.guards[0].alarmsSetOff).toEqual(['F2 A3']);
    expect(p.guards[0].alarms).toEqual([]);
    expect(previewLines(p).map((e) => say(e.code, e.params)).join(' ')).not.toMatch(/He heads for the alarm at A3/);
  });

  it('goes on past a patrol card the Spotter left face up on top (ruling N4): the guard heads for it, as the real end', () => {
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'D4', destination: 'B4', die: 3 }],
      players: [{ at: 'F1 A1' }], patrol: { 1: ['A3', 'D1'] },
      actions: ['Ava: move east', 'Ava: peek south', 'Ava: peek east'],
    });
    s.guards[0].known = 1; // A3, seen by the crew; D1 below it is not
    const p = previewEnd(s)!;
    expect(p.guards[0].cells).toEqual(['C4', 'B4', 'A4']);
    expect(p.guards[0].knownPatrol).toEqual(['F1 A3']);
    expect(p.guards[0].drawsPatrol).toBe(false);
    expect(p.stop).toBeNull();
    expect(previewLines(p).map((l) => say(l.code, l.params))).toContain('On reaching his destination, the guard on floor 1 draws the patrol card known to be on top, F1 A3, and heads there.');
    const real = applyAction(s, { player: 0, verb: 'end', args: [] });
    expect(real.ok && real.state.guards[0].dest).toBe(s.size * 2); // F1 A3
    // Not known: the preview stops before the draw, as before.
    delete s.guards[0].known;
    expect(previewEnd(s)!.guards[0]).toMatchObject({ cells: ['C4', 'B4'], drawsPatrol: true });
  });

  it('a player the guard reaches loses stealth, as the real end would', () => {
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'D1', destination: 'A1', die: 3 }],
      players: [{ at: 'F1 B1', stealth: 2 }], patrol: { 1: ['A4'] },
      actions: ['Ava: peek south', 'Ava: peek west', 'Ava: peek east'],
    });
    const p = previewEnd(s)!;
    expect(p.guards[0].cells).toEqual(['C1', 'B1', 'A1']);
    expect(p.guards[0].seen).toEqual([{ player: 'Ava', reason: 'guard', outcome: 'stealth', stealth: 1 }]);
    const real = applyAction(s, { player: 0, verb: 'end', args: [] });
    expect(real.ok && real.state.players[0].stealth).toBe(1);
  });

  it('a player with no stealth left would be caught: the game would be lost', () => {
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'C1', destination: 'A1', die: 2 }],
      players: [{ at: 'F1 B1', stealth: 0 }],
      actions: ['Ava: peek south', 'Ava: peek west', 'Ava: peek east'],
    });
    const p = previewEnd(s)!;
    expect(p.caught).toBe(true);
    expect(p.guards[0].seen[0].outcome).toBe('caught');
  });

  it('stops before an event card is drawn and never says which', () => {
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'D4', destination: 'A4', die: 3 }],
      players: [{ at: 'F1 A1' }], events: ['crash'], actions: ['Ava: move east'],
    });
    const p = previewEnd(s)!;
    expect(p).toMatchObject({ event: true, stop: 'event', guards: [] });
    expect(JSON.stringify(p)).not.toContain('crash');
    expect(JSON.stringify(previewLines(p))).not.toContain('crash');
  });

  it('after an event card: what follows if the event changes nothing, which is what happens when it does', () => {
    // Lost Grip on floor 1 has no effect, so the real end walks exactly the follow-on's walk.
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'D4', destination: 'A4', die: 3 }],
      players: [{ at: 'F1 B4', stealth: 2 }], events: ['lost-grip'], patrol: { 1: ['D1'] }, actions: ['Ava: move west'],
    });
    const p = previewEnd(s)!;
    expect(p.ifEventChangesNothing).toMatchObject({
      event: false, stop: 'patrol',
      guards: [{ floor: 1, speed: 3, cells: ['C4', 'B4', 'A4'], seen: [{ player: 'Ava', outcome: 'stealth', stealth: 1 }], drawsPatrol: true }],
    });
    expect(previewLines(p).map((l) => say(l.code, l.params))).toEqual([
      'Ava used few enough actions that an event card is drawn first; which one is not known, and it may change what follows.',
      'If the event changes nothing:',
      'The guard on floor 1 (speed 3) would walk C4 B4 A4.',
      'Ava would be seen (the guard on their tile) and lose 1 stealth, 1 left.',
      'The guard on floor 1 then reaches his destination and draws a new patrol card.',
    ]);
    expect(JSON.stringify(p)).not.toContain('lost-grip');
    const real = applyAction(s, { player: 0, verb: 'end', args: [] });
    if (!real.ok) throw new Error(englishOf(real.rejection.code, real.rejection.params));
    expect(real.events.map((e) => e.code)).toContain('event');
    expect(real.state.players[0].stealth).toBe(1);
    const names = (real.state.lastWalks ?? []).flatMap((w) => w.cells.map((c) => cellName(real.state.size, c % (real.state.size * real.state.size))));
    expect(names).toEqual(['C4', 'B4', 'A4']);
  });

  it('an event drawn after four actions says why: the moves straight back and forth count none (ruling 16)', () => {
    // A Deadbolt's three actions to step back onto it, after the one that left it: four spent, none counted.
    const s = at({
      crew: crew1, floors: open({ A1: 'deadbolt:1' }, ['A1', 'B1']), guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }],
      players: [{ at: 'F1 A1' }], events: ['lost-grip'], actions: ['Ava: move east', 'Ava: move west'],
    });
    expect(s.turn.actionsLeft).toBe(0);
    const lines = previewLines(previewEnd(s)!);
    expect(say(lines[0].code, lines[0].params)).toBe('Ava used few enough actions that an event card is drawn first (the 4 actions spent moving back and forth between two tiles do not count); which one is not known, and it may change what follows.');
    expect(RU_ENGINE[lines[0].code](lines[0].params)).toContain('(4 действия на ходы туда и обратно между двумя комнатами не в счёт)');
  });

  it('stops when the guard reaches his destination: a new patrol card, never which', () => {
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'A4', destination: 'B4', die: 4 }],
      players: [{ at: 'F1 D1' }], patrol: { 1: ['D2'] },
      actions: ['Ava: move west', 'Ava: peek south', 'Ava: peek west'],
    });
    const p = previewEnd(s)!;
    expect(p.guards[0]).toMatchObject({ cells: ['B4'], drawsPatrol: true });
    expect(JSON.stringify(p)).not.toContain('D2');
  });

  it('heads for an alarm: the alarm is named, and a walk past it continues to the next alarm', () => {
    const s = at({
      crew: crew1, floors: open({ A4: 'fingerprint:1' }, ['A4']),
      guards: [{ floor: 1, at: 'D4', destination: 'D1', die: 2 }],
      players: [{ at: 'F1 B4' }],
      actions: ['Ava: peek north', 'Ava: move west', 'Ava: move north'],
    });
    const p = previewEnd(s)!;
    expect(p.guards[0].alarms).toEqual(['A4']);
    expect(p.guards[0].cells).toEqual(['C4', 'B4', 'A4']);
  });

  it('the Acrobat still on his tile as he starts is seen first (ruling C1): caught before a step', () => {
    const s = at({
      crew: [{ name: 'Ava', character: 'acrobat', side: 'basic' }], floors: open(),
      guards: [{ floor: 1, at: 'B1', destination: 'D1', die: 1 }], players: [{ at: 'F1 A1', stealth: 0 }],
      actions: ['Ava: move east', 'Ava: hack', 'Ava: hack', 'Ava: hack'],
    });
    const p = previewEnd(s)!;
    expect(p.caught).toBe(true);
    expect(p.guards[0]).toMatchObject({ offBoard: false, speed: null, cells: [], seen: [{ player: 'Ava', outcome: 'caught' }] });
    expect(previewLines(p).map((l) => l.code)).toEqual(['preview-caught']);
  });

  it('a guard off the board (Lost Visual) comes back on a card not yet drawn: nothing more is shown', () => {
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'D4', destination: 'A4', die: 3 }],
      players: [{ at: 'F1 A1' }], actions: ['Ava: move east', 'Ava: peek south', 'Ava: peek east'],
    });
    const off = structuredClone(s);
    off.guards[0].at = null;
    off.guards[0].dest = null;
    const p = previewEnd(off)!;
    expect(p).toMatchObject({ stop: 'patrol', guards: [{ offBoard: true, speed: null, cells: [] }] });
    expect(previewLines(p).map((l) => l.code)).toEqual(['preview-guard-returns']);
  });

  it('a guard with Donuts would not move: that is shown, and nobody is seen', () => {
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'B1', destination: 'A1', die: 3 }],
      players: [{ at: 'F1 A1', tools: ['donuts'] }],
      actions: ['Ava: use donuts 1', 'Ava: move south', 'Ava: peek east', 'Ava: peek south'],
    });
    const p = previewEnd(s)!;
    expect(p).toMatchObject({ stays: [{ floor: 1, why: 'donuts' }], guards: [], stop: null });
    expect(previewLines(p).map((l) => say(l.code, l.params))).toEqual([
      'The guard on floor 1 would not move this time (he eats the Donuts).', 'Nobody would be seen.',
    ]);
  });

  it('changes nothing: the state (and its random generator) is untouched', () => {
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'D4', destination: 'A4', die: 3 }],
      players: [{ at: 'F1 A1' }], actions: ['Ava: move east', 'Ava: peek south', 'Ava: peek east'],
    });
    const before = JSON.stringify(s);
    previewEnd(s);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('is null when ending is not possible now (a question is open)', () => {
    const s = at({
      crew: crew1, floors: open({ B1: 'laser:1' }, ['B1']), guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }],
      players: [{ at: 'F1 A1' }], actions: ['Ava: move east'],
    });
    expect(s.awaiting).not.toBeNull();
    expect(previewEnd(s)).toBeNull();
  });

  it('has an English and a Russian sentence for every preview line', () => {
    const s = at({
      crew: crew1, floors: open(), guards: [{ floor: 1, at: 'C1', destination: 'A1', die: 2 }],
      players: [{ at: 'F1 B1', stealth: 1 }],
      actions: ['Ava: peek south', 'Ava: peek west', 'Ava: peek east'],
    });
    const lines = previewLines(previewEnd(s)!);
    expect(lines.map((l) => say(l.code, l.params))).toEqual([
      'The guard on floor 1 (speed 2) would walk B1 A1.',
      'Ava would be seen (the guard on their tile) and lose 1 stealth, 0 left.',
      'The guard on floor 1 then reaches his destination and draws a new patrol card.',
    ]);
    for (const code of ['preview-event', 'preview-if-event-changes-nothing', 'preview-guard-returns', 'preview-guard-stays', 'preview-guard-walk', 'preview-guard-alarm',
      'preview-stealth', 'preview-stall', 'preview-smoke', 'preview-caught', 'preview-new-patrol', 'preview-alarm',
      'preview-question', 'preview-hidden', 'preview-unseen']) {
      expect(RU_ENGINE[code], code).toBeTypeOf('function');
      expect(say(code, {}), code).not.toContain(code);
    }
  });
});

// The property: random positions (random play from random seeds); wherever the active player could end, the
// preview's walks and stealth losses are those of the real end up to its first hidden draw.
const LOSSES = new Set(['stealth-lost', 'stealth-stall', 'stealth-smoke', 'caught']);
/** Events that show something was drawn, rolled or turned over: the preview must have stopped before them. */
const hiddenMark = (e: GameEvent) =>
  ['event', 'guard-lost-visual', 'patrol-reshuffled', 'guard-returns', 'guard-placed', 'kitty-rolled', 'revealed',
    'tool-found', 'loot-found'].includes(e.code) || (e.code === 'guard-destination' && e.params.why === 'patrol');

/** The real end, answering any question with its first option; all its events. */
function realEnd(s: GameState): GameEvent[] {
  let r = applyAction(s, { player: s.turn.player, verb: 'end', args: [] });
  const events: GameEvent[] = [];
  for (;;) {
    if (!r.ok) throw new Error(englishOf(r.rejection.code, r.rejection.params));
    events.push(...r.events);
    const q = r.state.awaiting;
    if (!q || r.state.turn.player !== s.turn.player && !r.state.pending) return events;
    r = applyAction(r.state, { player: q.player, verb: 'choose', args: [q.options[0]] });
  }
}

const loss = (e: GameEvent) => `${String(e.params.player)} ${e.code} ${String(e.params.reason)}`;

describe('the end-of-turn preview, property', () => {
  it('its walks and stealth losses equal the real end\'s, up to the first hidden draw, and it reads nothing hidden', () => {
    fc.assert(fc.property(
      fc.constantFrom<Scenario>('bank', 'office', 'fortknox'), fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.integer({ min: 5, max: 120 }),
      (scenario, crew, seed, lostVisual, steps) => {
        const r = newGame({ scenario, seed, crew: ['Ava', 'Bo', 'Cy', 'Di'].slice(0, crew).map((name) => ({ name })), lostVisual, randomSides: true, stealth: 6 });
        if (!r.ok) throw new Error(englishOf(r.rejection.code, r.rejection.params));
        let s = r.state;
        const rng = new Rng(seedRng(seed));
        for (let i = 0; i < steps && s.outcome === 'playing'; i++) {
          const p = previewEnd(s);
          if (p) {
            // Nothing hidden is read: a twin with every unseen deck in another order and another random generator
            // gets the same preview, its "if the event changes nothing" part included.
            const twin = structuredClone(s);
            for (const pile of [twin.events, twin.tools, twin.loot]) pile.deck = pile.deck.toReversed();
            // The patrol cards the Spotter left face up on top are known to the crew (ruling N4): only those below differ.
            for (const g of twin.guards) g.deck = [...g.deck.slice(0, g.known ?? 0), ...g.deck.slice(g.known ?? 0).toReversed()];
            twin.rng = seedRng(seed + 1);
            expect(previewEnd(twin)).toEqual(p);
            const events = realEnd(s);
            const cut = events.findIndex(hiddenMark);
            const before = cut < 0 ? events : events.slice(0, cut);
            const previewLosses = p.guards.flatMap((g) => g.seen.map((x) => `${x.player} ${{ stealth: 'stealth-lost', stall: 'stealth-stall', smoke: 'stealth-smoke', caught: 'caught' }[x.outcome]} ${x.reason}`));
            const realLosses = before.filter((e) => LOSSES.has(e.code)).map(loss);
            if (p.stop === 'question') expect(realLosses.slice(0, previewLosses.length)).toEqual(previewLosses);
            else expect(previewLosses).toEqual(realLosses);
            const walks = events.filter((e) => e.code === 'guard-moved');
            // A question in the middle of the real walk: only the losses before it are compared.
            if (p.stop !== 'question') p.guards.filter((g) => g.speed !== null).forEach((g, k) => {
              const real = walks[k];
              expect(real?.params.floor).toBe(g.floor);
              const cells = real.params.cells as string[];
              const interrupted = g.drawsPatrol || (p.stop !== null && k === p.guards.length - 1);
              if (interrupted) expect(cells.slice(0, g.cells.length)).toEqual(g.cells);
              else expect(cells).toEqual(g.cells);
              expect(real.params.speed).toBe(g.speed);
            });
            if (p.caught) expect(before.some((e) => e.code === 'caught')).toBe(true);
          }
          const next = applyAction(s, pickAction(rng, s, legalActions(s)));
          if (!next.ok) throw new Error(englishOf(next.rejection.code, next.rejection.params));
          s = next.state;
        }
      },
    ), { numRuns: 150, seed: 20261123 });
  });
});
