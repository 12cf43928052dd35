// One test (or more) per loot card, and trading tools and loot with consent; rulings T6–T8, T11 (docs/rulings.md).
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../../../../../../src/games/burgle-bros/engine/index.js';
import { translator } from '../../../../../../src/core/text.js';
import { BURGLE_TEXTS } from '../../../../../../src/games/burgle-bros/text/index.js';
import { burgleBros } from '../../../../../../src/games/burgle-bros/index.js';

const t = translator(BURGLE_TEXTS);
import { floor, play } from '../../../helpers/script.js';

const ava = [{ name: 'Ava', character: 'hawk', side: 'basic' }];
const avaBo = [...ava, { name: 'Bo', character: 'spotter', side: 'basic' }];
const boAva = [avaBo[1], avaBo[0]];
function bank(f1: Record<string, string> = {}, revealed: string[] = [], walls: string[] = []) {
  return [
    { tiles: floor(f1), walls, revealed },
    { tiles: floor(), walls: [] as string[] },
    { tiles: floor(), walls: [] as string[] },
  ];
}
const farGuard = [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }];
/** A safe at A1 whose whole combination is 4, ready to open with one die rolling a 4. */
const safe = { floors: bank({ A1: 'safe' }, ['A1', 'B1', 'C1', 'D1', 'A2', 'A3', 'A4']), guards: farGuard, dice: [4], tools: ['rollerskates'] };
const open = ['Ava: add-die', 'Ava: crack'];

describe('Bust', () => {
  it('its holder can\'t use tools; once the Bust is given away, they can', () => {
    const r = play({
      crew: avaBo, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', tools: ['rollerskates'], loot: ['bust'] }, { at: 'F1 A1' }],
      actions: ['Ava: use rollerskates', 'Ava: give bust Bo', 'Bo: choose yes', 'Ava: use rollerskates'],
    });
    expect(r.report.rejected[0].code).toBe('bust-no-tools');
    expect(r.report.players[1].loot).toEqual(['bust']);
    expect(r.report.actionsLeft).toBe(6);
  });
});

describe('Chihuahua', () => {
  const script = { crew: boAva, floors: bank(), guards: farGuard, players: [{ at: 'F1 D1' }, { at: 'F1 B2', loot: ['chihuahua'] }] };
  it('barks on a 6 at the start of its holder\'s turn: an alarm on their tile', () => {
    const r = play({ ...script, dice: [6], actions: ['Bo: hack', 'Bo: hack', 'Bo: hack', 'Bo: end'] });
    expect(r.report.alarms).toEqual(['F1 B2']);
  });
  it('rolls before the Persian Kitty, whichever its holder drew first (NOTES §9)', () => {
    const r = play({ ...script, players: [{ at: 'F1 D1' }, { at: 'F1 B2', loot: ['persian-kitty', 'chihuahua'] }], dice: [6, 3],
      actions: ['Bo: hack', 'Bo: hack', 'Bo: hack', 'Bo: end'] });
    expect(r.report.alarms).toEqual(['F1 B2']);
    expect(r.report.players[1].loot).toEqual(['persian-kitty', 'chihuahua']);
  });
  it('stays quiet on 1 to 5', () => {
    const r = play({ ...script, dice: [5], actions: ['Bo: hack', 'Bo: hack', 'Bo: hack', 'Bo: end'] });
    expect(r.report.alarms).toEqual([]);
    expect(r.text).toContain('Ava rolled 5 for the Chihuahua');
  });
});

describe('Cursed Goblet', () => {
  it('its finder loses 1 stealth when drawing it', () => {
    const r = play({ crew: ava, ...safe, loot: ['cursed-goblet'], players: [{ at: 'F1 A1', stealth: 2 }], actions: open });
    expect(r.report.players[0].loot).toEqual(['cursed-goblet']);
    expect(r.report.players[0].stealth).toBe(1);
  });
  it('drawn with no stealth left, it does nothing and does not lose the game', () => {
    const r = play({ crew: ava, ...safe, loot: ['cursed-goblet'], players: [{ at: 'F1 A1', stealth: 0 }], actions: open });
    expect(r.report.outcome).toBe('playing');
    expect(r.report.players[0].stealth).toBe(0);
    expect(r.report.players[0].loot).toEqual(['cursed-goblet']);
  });
  it('T8 Cursed Goblet: a Smoke Bomb token on the tile takes the loss first, as for any loss', () => {
    const r = play({ crew: ava, ...safe, loot: ['cursed-goblet'], players: [{ at: 'F1 A1', stealth: 2, tools: ['smoke-bomb'] }], actions: ['Ava: use smoke-bomb', ...open] });
    expect(r.report.players[0].stealth).toBe(2);
    expect(r.state.tiles[0].smoke).toBe(2);
  });
});

describe('Gemstone', () => {
  it('moving into a tile with another player costs 1 more action', () => {
    const r = play({ crew: avaBo, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', loot: ['gemstone'] }, { at: 'F1 B1' }], actions: ['Ava: move east'] });
    expect(r.report.actionsLeft).toBe(2);
  });
  it('an empty tile costs the usual 1', () => {
    const r = play({ crew: avaBo, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', loot: ['gemstone'] }, { at: 'F1 B1' }], actions: ['Ava: move south'] });
    expect(r.report.actionsLeft).toBe(3);
  });
});

describe('Gold Bar', () => {
  it('the second Gold Bar comes out of the loot deck onto the Safe, to be picked up; nobody holds both', () => {
    const r = play({ crew: avaBo, ...safe, loot: ['gold-bar'], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: [...open, 'Ava: take gold-bar'] });
    expect(r.report.players[0].loot).toEqual(['gold-bar']);
    expect(r.state.tiles[0].items).toEqual(['gold-bar']);
    expect(r.state.loot.deck).not.toContain('gold-bar');
    expect(r.report.rejected[0].code).toBe('one-gold-bar');
    const bo = play({ crew: avaBo, ...safe, loot: ['gold-bar'], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: [...open, 'Ava: end', 'Bo: take gold-bar'] });
    expect(bo.report.players[1].loot).toEqual(['gold-bar']);
    expect(bo.state.tiles[0].items).toEqual([]);
  });
});

describe('Gold Bar: the line that tells where the second lies', () => {
  it('is true for the one who drew the first, who may not hold both (NOTES §7): a crew mate must pick it up', () => {
    const r = play({ crew: avaBo, ...safe, loot: ['gold-bar'], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: open });
    expect(r.report.players[0].loot).toEqual(['gold-bar']);
    expect(r.report.log).toContain("The second Gold Bar lies on the Safe at F1 A1 for a crew mate of Ava's to pick up (take gold-bar) to win: Ava holds the first, and nobody may hold both");
    expect(t('ru', 'gold-bar-left', { at: 'F1 A1', holder: 'Ava' })).toBe('Второй золотой слиток лежит на сейфе в F1 A1: чтобы победить, его должен подобрать кто-то из команды, кроме игрока Ava (/взять что:gold-bar): первый — у игрока Ava, а два у одного быть не может');
    // Drilled out onto the safe's tile, both lie there for anyone (rulings 19): said as before.
    expect(t('en', 'gold-bar-left', { at: 'F2 A4' })).toBe('The second Gold Bar lies on the Safe at F2 A4: pick it up (/take what:gold-bar) to win');
  });
});

describe('Isotope', () => {
  it('its holder triggers an alarm on moving into a Thermo', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'thermo:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1', loot: ['isotope'] }], actions: ['Ava: move east'] });
    expect(r.report.alarms).toEqual(['F1 B1']);
    const without = play({ crew: ava, floors: bank({ B1: 'thermo:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(without.report.alarms).toEqual([]);
  });
  it('T6 Isotope: a crowbarred Thermo triggers nothing', () => {
    const r = play({
      crew: ava, floors: bank({ B1: 'thermo:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1', loot: ['isotope'], tools: ['crowbar'] }],
      actions: ['Ava: use crowbar east', 'Ava: move east'],
    });
    expect(r.report.alarms).toEqual([]);
  });
});

describe('Keycard', () => {
  it('a safe can be cracked only while the Keycard\'s holder is on it', () => {
    const r = play({ crew: avaBo, ...safe, players: [{ at: 'F1 A1' }, { at: 'F1 B1', loot: ['keycard'] }], actions: ['Ava: add-die', 'Ava: crack'] });
    expect(r.report.rejected[0].code).toBe('keycard-not-here');
    const here = play({ crew: avaBo, ...safe, players: [{ at: 'F1 A1' }, { at: 'F1 A1', loot: ['keycard'] }], actions: ['Ava: add-die', 'Ava: crack'] });
    expect(here.report.safes[0].open).toBe(true);
  });
});

describe('Mirror', () => {
  it('one action fewer each turn, but Lasers don\'t trigger for its holder', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'laser:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1', loot: ['mirror'] }], actions: ['Ava: move east'] });
    expect(r.report.alarms).toEqual([]);
    expect(r.report.awaiting).toBeNull();
    expect(r.report.actionsLeft).toBe(2);
    expect(r.text).toContain('cancelled by Mirror');
  });
});

describe('Painting', () => {
  const ducts = bank({ A1: 'service-duct:5', D4: 'service-duct:6' }, ['A1', 'D4']);
  it('its holder can\'t travel along a Service Duct, but walks out of it normally', () => {
    const r = play({ crew: ava, floors: ducts, guards: [{ floor: 1, at: 'D1', destination: 'D2', die: 1 }], players: [{ at: 'F1 A1', loot: ['painting'] }], actions: ['Ava: move F1 D4', 'Ava: move east'] });
    expect(r.report.rejected[0].code).toBe('painting-blocks');
    expect(r.report.players[0].at).toBe('F1 B1');
    const without = play({ crew: ava, floors: ducts, guards: [{ floor: 1, at: 'D1', destination: 'D2', die: 1 }], players: [{ at: 'F1 A1' }], actions: ['Ava: move F1 D4'] });
    expect(without.report.players[0].at).toBe('F1 D4');
  });
  it('nor through a Secret Door\'s wall', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'secret-door:1' }, ['B1'], ['A1|B1']), guards: farGuard, players: [{ at: 'F1 A1', loot: ['painting'] }], actions: ['Ava: move east'] });
    expect(r.report.rejected[0].code).toBe('painting-blocks');
  });
});

describe('Persian Kitty', () => {
  const script = {
    crew: boAva, floors: bank({ D2: 'laser:1' }, ['D2']), guards: farGuard,
    players: [{ at: 'F1 D4' }, { at: 'F1 B2', loot: ['persian-kitty'] }],
  };
  const boTurn = ['Bo: hack', 'Bo: hack', 'Bo: hack', 'Bo: end'];
  it('on a 1 or 2 it escapes to the next tile closest to a revealed Laser, Motion or Fingerprint; picked up for free', () => {
    const r = play({ ...script, dice: [2], actions: [...boTurn, 'Ava: move east', 'Ava: take persian-kitty'] });
    // A report's log writes the pick-up as the script's line (a player reads `/take what:persian-kitty`).
    expect(r.text).toContain('The Persian Kitty escaped from Ava to F1 C2: pick it up there (take persian-kitty)');
    expect(r.report.players[1].loot).toEqual(['persian-kitty']);
    expect(r.report.actionsLeft).toBe(3);
    const loose = play({ ...script, dice: [1], actions: boTurn });
    expect(loose.state.kitty).toBe(6);
    expect(loose.report.players[1].loot).toEqual([]);
  });
  it('stays on 3 to 6, and with no lure revealed on the floor', () => {
    expect(play({ ...script, dice: [3], actions: boTurn }).report.players[1].loot).toEqual(['persian-kitty']);
    const noLure = play({ ...script, floors: bank(), dice: [1], actions: boTurn });
    expect(noLure.report.players[1].loot).toEqual(['persian-kitty']);
  });
  it('T11 Persian Kitty: distances follow paths around walls; a tie is the holder\'s choice', () => {
    const r = play({ ...script, floors: bank({ B4: 'laser:1' }, ['B4'], ['A3|B3', 'B3|C3', 'B3/B4']), players: [{ at: 'F1 D1' }, { at: 'F1 B2', loot: ['persian-kitty'] }], dice: [1], actions: boTurn });
    expect(r.report.awaiting?.options).toEqual(['F1 A2', 'F1 C2']);
  });
});

describe('Stamp', () => {
  it('its holder draws an event after using 3 actions, and not after 4', () => {
    const three = play({ crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', loot: ['stamp'] }], events: ['jury-rig'], actions: ['Ava: hack', 'Ava: hack', 'Ava: hack', 'Ava: end'] });
    expect(three.text).toContain('Event for Ava');
    const four = play({ crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', loot: ['stamp'] }], events: ['jury-rig'], actions: ['Ava: hack', 'Ava: hack', 'Ava: hack', 'Ava: hack', 'Ava: end'] });
    expect(four.text).not.toContain('Event for Ava');
  });
});

describe('Tiara', () => {
  it('moving into a tile next to a guard costs its holder 1 stealth', () => {
    const r = play({ crew: ava, floors: bank(), guards: [{ floor: 1, at: 'C1', destination: 'D1', die: 1 }], players: [{ at: 'F1 A1', loot: ['tiara'] }], actions: ['Ava: move east'] });
    expect(r.report.players[0].stealth).toBe(2);
    expect(r.text).toContain('the Tiara');
  });
  it('T7 Tiara: a wall between you and the guard blocks his sight, as for the Foyer', () => {
    const r = play({ crew: ava, floors: bank({}, [], ['B1|C1']), guards: [{ floor: 1, at: 'C1', destination: 'D1', die: 1 }], players: [{ at: 'F1 A1', loot: ['tiara'] }], actions: ['Ava: move east'] });
    expect(r.report.players[0].stealth).toBe(3);
  });
});

describe('Trading tools and loot', () => {
  const two = { crew: avaBo, floors: bank(), guards: farGuard };
  it('give: the other player is asked; yes moves the card, no keeps it', () => {
    const yes = play({ ...two, players: [{ at: 'F1 A1', tools: ['virus'] }, { at: 'F1 A1' }], actions: ['Ava: give virus Bo', 'Bo: choose yes'] });
    expect(yes.report.players.map((p) => p.tools)).toEqual([[], ['virus']]);
    expect(yes.report.actionsLeft).toBe(4);
    const no = play({ ...two, players: [{ at: 'F1 A1', tools: ['virus'] }, { at: 'F1 A1' }], actions: ['Ava: give virus Bo', 'Bo: choose no'] });
    expect(no.report.players.map((p) => p.tools)).toEqual([['virus'], []]);
  });
  it('take: loot from a player on your tile, with their consent', () => {
    const r = play({ ...two, players: [{ at: 'F1 A1' }, { at: 'F1 A1', loot: ['tiara'] }], actions: ['Ava: take tiara Bo', 'Bo: choose yes'] });
    expect(r.report.players.map((p) => p.loot)).toEqual([['tiara'], []]);
  });
  it('a trade declined cannot be asked again that turn (rulings 17): another one can, and the same one next turn', () => {
    const both = { ...two, players: [{ at: 'F1 A1', tools: ['virus'] }, { at: 'F1 A1', loot: ['tiara'] }] };
    const no = play({ ...both, actions: ['Ava: give virus Bo', 'Bo: choose no', 'Ava: give virus Bo'] });
    expect(no.report.rejected.map((x) => x.code)).toEqual(['trade-declined-this-turn']);
    expect(no.report.rejected[0].reason).toContain('Bo already declined');
    expect(no.report.awaiting).toBeNull();
    // Not among Ava's choices either (the bots and the controls read them); the other trades are.
    const offered = (r: typeof no) => legalActions(r.state).filter((a) => a.verb === 'give' || a.verb === 'take').map((a) => `${a.verb} ${a.args.join(' ')}`);
    expect(offered(no)).toEqual(['take tiara Bo']);
    const took = play({ ...both, actions: ['Ava: take tiara Bo', 'Bo: choose no', 'Ava: take tiara Bo', 'Ava: give virus Bo', 'Bo: choose yes'] });
    expect(took.report.rejected.map((x) => x.code)).toEqual(['trade-declined-this-turn']);
    expect(took.report.players.map((p) => p.tools)).toEqual([[], ['virus']]);
    const next = play({ ...both, actions: ['Ava: give virus Bo', 'Bo: choose no', 'Ava: end', 'Bo: end', 'Ava: give virus Bo', 'Bo: choose yes'] });
    expect(next.report.rejected).toEqual([]);
    expect(next.report.players.map((p) => p.tools)).toEqual([[], ['virus']]);
  });
  it('a take that names no one, of a card a crew mate on the tile declined to hand over, says so (rulings 17), typed too', () => {
    const declined = play({ ...two, players: [{ at: 'F1 A1' }, { at: 'F1 A1', tools: ['dynamite'] }], actions: ['Ava: take dynamite Bo', 'Bo: choose no', 'Ava: take dynamite'] });
    const said = 'Bo already declined the trade of Dynamite this turn; trade something else, or go on with your turn.';
    expect(declined.report.rejected.map((x) => [x.code, x.reason])).toEqual([['trade-declined-this-turn', said]]);
    // `/take what:dynamite`: no take left to offer matches it, so the engine reads it as a pick-up; refused the same.
    const s = declined.state;
    const verb = burgleBros.verbs.find((v) => (v.verb ?? v.name) === 'take')!;
    const read = burgleBros.command!({ view: burgleBros.view(s, 0), seat: 0, lang: 'en', legal: legalActions(s), verb, values: { what: 'dynamite' } });
    if (!read.ok) throw new Error(read.code);
    const typed = applyAction(s, { player: 0, verb: 'take', args: read.text.split(' ').slice(1) });
    if (typed.ok) throw new Error('accepted');
    expect(t('en', typed.rejection.code, typed.rejection.params)).toBe(said);
    // Written by its name, as the story writes it, with or without whom from (`Dynamite Bo`): the item read as one,
    // never its second word as a player.
    for (const what of ['Dynamite', 'Dynamite Bo', 'Взрывное устройство', 'взрывное устройство Bo']) {
      const byName = burgleBros.command!({ view: burgleBros.view(s, 0), seat: 0, lang: 'en', legal: legalActions(s), verb, values: { what } });
      expect(byName.ok && byName.text.split(' ')[1]).toBe('dynamite');
    }
    // Not declined, a take that names no one is told who holds the card and how to ask them for it.
    const held = play({ ...two, players: [{ at: 'F1 A1' }, { at: 'F1 A1', tools: ['dynamite'] }], actions: ['Ava: take dynamite'] });
    expect(held.report.rejected.map((x) => x.reason)).toEqual(['There is no Dynamite lying on your tile, but Bo holds it: ask them for it, "take dynamite Bo".']);
  });
  it('only on the same tile, and not on someone else\'s turn', () => {
    const r = play({ ...two, players: [{ at: 'F1 A1', tools: ['virus'] }, { at: 'F1 B1', loot: ['mirror'] }], actions: ['Ava: give virus Bo', 'Bo: give mirror Ava'] });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['not-same-tile', 'not-your-turn']);
  });
  it('a trade with one not in the building says where they are: gone to the roof, or not come in yet', () => {
    const r = play({ ...two, players: [{ at: 'F1 A1', tools: ['virus'] }, { at: 'F1 A1', loot: ['mirror'] }], actions: [] });
    const elsewhere = (bo: object) => ({ ...r.state, players: r.state.players.map((p, i) => (i === 1 ? { ...p, ...bo } : p)) });
    const refusal = (state: typeof r.state, verb: string, item: string) => {
      const out = applyAction(state, { player: 0, verb, args: [item, 'Bo'] });
      if (out.ok) throw new Error('accepted');
      return out.rejection;
    };
    const say = (x: { code: string; params: Record<string, string | number> }) => t('en', x.code, x.params);
    expect(say(refusal(elsewhere({ at: null, escaped: true }), 'give', 'virus'))).toBe('Bo has escaped to the roof, and trades happen inside: give to someone still in the building.');
    expect(say(refusal(elsewhere({ at: null }), 'take', 'mirror'))).toBe('Bo is not in the building yet: wait until they come in and stand on your tile, then trade.');
    expect(t('ru', 'not-same-tile', refusal(elsewhere({ at: null }), 'give', 'virus').params)).toMatch(/^Bo ещё не в здании: дождитесь/);
    expect(say(refusal(elsewhere({ at: r.state.players[0].at! + 1 }), 'give', 'virus'))).toBe('You must be on the same tile as Bo to trade: move to their tile first.');
  });
});

describe('Positions with cards on tiles', () => {
  it('accept tool and loot ids on tiles (items) and the loose Persian Kitty, picked up for free', () => {
    const floors = bank();
    (floors[0] as Record<string, unknown>).items = { A1: ['gold-bar', 'persian-kitty'], B1: ['virus'] };
    const r = play({
      crew: avaBo, floors, guards: farGuard, players: [{ at: 'F1 A1', loot: ['gold-bar'] }, { at: 'F1 A1' }],
      actions: ['Ava: take persian-kitty', 'Ava: take gold-bar'],
    });
    expect(r.report.items).toEqual({ 'F1 A1': ['gold-bar'], 'F1 B1': ['virus'] });
    expect(r.report.players[0].loot).toEqual(['gold-bar', 'persian-kitty']);
    expect(r.report.rejected[0].code).toBe('one-gold-bar');
    expect(r.state.loot.deck).not.toContain('gold-bar');
    expect(r.state.tools.deck).not.toContain('virus');
    expect(r.report.actionsLeft).toBe(4);
  });
  it('refuse a card both held and on a tile', () => {
    const floors = bank();
    (floors[0] as Record<string, unknown>).items = { A1: ['tiara'] };
    expect(() => play({ crew: ava, floors, guards: farGuard, players: [{ at: 'F1 A1', loot: ['tiara'] }] })).toThrow(/tiara/);
  });
});
