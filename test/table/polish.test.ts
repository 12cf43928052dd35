// The table as a demanding player expects: settings that are not game steps, the end of a game told once, undo
// offered only where it would be accepted, and autocomplete that never sends an empty choice.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { actingPlayer, legalActions, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { pickAction } from '../../src/games/burgle-bros/bot/index.js';
import { QUOTED_MOST, quotedStart } from '../../src/core/text.js';
import { midSentence } from '../../src/table/posts.js';
import { NO_TARGET, type Where } from '../../src/table/table.js';
import type { Stored } from '../../src/table/persist.js';
import { tableText } from '../../src/table/text/index.js';
import { tw } from '../../src/web/text.js';
import { ann, bad, bob as bobRu, dm, jobOf, officeForTwo, ok, publicOf, server, setup, storyOf, turned } from './helpers.js';

/** Bob, reading English (the helpers' Bob reads Russian). */
const bob = { ...bobRu, locale: 'en-US' };

let env: ReturnType<typeof setup>;
afterEach(() => env?.close());

const HOUR = 3_600_000;
const engine = (where: Where): GameState => (env.store.activeGame(where.channelId)!.state as Stored).engine as GameState;
const version = () => env.store.activeGame('c1')!.version;
const snapshots = () => {
  const db = new Database(env.file, { readonly: true });
  try { return (db.prepare('SELECT COUNT(*) AS n FROM snapshots').get() as { n: number }).n; } finally { db.close(); }
};

/** Ann (host, Acrobat) and Bob (Spotter) in a server channel, past the entrance: Ann to move. The game speaks the
 * host's language. */
function twoPlayers(host = ann): void {
  env = officeForTwo(7, { characters: 'acrobat,spotter' }, host);
}

describe('settings', () => {
  it('only the host or a channel manager changes reminders; others are told who may', () => {
    twoPlayers();
    const r = bad(env.service.settings(server, bob, { reminders: false }));
    expect(r.code).toBe('settings-not-allowed');
    expect(r.text).toContain('Ann');
    expect(env.store.game(1)!.reminderIntervalMs).toBe(12 * HOUR);
    ok(env.service.settings(server, bob, { reminders: false }, { canManageChannel: true }));
    expect(env.store.game(1)!.reminderIntervalMs).toBeNull();
  });

  it('changing the interval keeps reminders off when they are off', () => {
    twoPlayers();
    ok(env.service.settings(server, ann, { reminders: false }));
    const r = ok(env.service.settings(server, ann, { intervalHours: 3 }));
    expect(publicOf(r).text[0]).toMatch(/stay off.*reminders:true interval:3/);
    env.clock.t += 10 * HOUR;
    expect(env.service.dueReminders(env.clock.t)).toEqual([]);
    ok(env.service.act(server, ann, 'end'));
    env.clock.t += 100 * HOUR;
    expect(env.service.dueReminders(env.clock.t)).toEqual([]);
  });

  it('a settings change is not a game step: no snapshot, no new version, buttons stay valid, undo still works', () => {
    twoPlayers();
    ok(env.service.act(server, ann, 'move north'));
    const step = ok(env.service.act(server, ann, 'move south'));
    const undoButton = storyOf(step).buttons.flat().find((b) => b.id.endsWith(':undo'))!;
    expect(undoButton).toBeDefined();
    const [v, n, log] = [version(), snapshots(), env.store.log(1).length];
    const r = ok(env.service.settings(server, ann, { intervalHours: 2 }));
    expect(r.posts).toHaveLength(1);
    expect(publicOf(r)).toMatchObject({ kind: 'notice', via: 'channel', buttons: [], selects: [], picture: null });
    expect(publicOf(r).text).toEqual(['Reminders are on: every 2 h while the game waits for someone.']);
    expect([version(), snapshots(), env.store.log(1).length]).toEqual([v, n, log]);
    const undone = ok(env.service.button(server, ann, undoButton.id));
    expect(storyOf(undone).text[0]).toBe('Undone: move south to the Motion (Ann).');
    // Typed another way (the cell, not the way): told in the words of the control that does the same.
    ok(env.service.act(server, ann, 'move F1 B2'));
    const typedUndone = ok(env.service.undo(server, ann));
    expect(storyOf(typedUndone).text[0]).toMatch(/^Undone: move south\b.* \(Ann\)\.$/);
    // An answer taken back is said as the answer, not as what it named (the Rigger's keep choice: "Invisible Suit").
    const rig = officeForTwo(7, { characters: 'rigger,hawk', advanced: 'yes' });
    try {
      ok(rig.service.act(server, ann, 'ability'));
      const options = (rig.store.activeGame('c1')!.state as { engine: { awaiting: { options: string[] } } }).engine.awaiting.options;
      ok(rig.service.act(server, ann, `choose ${options[0]}`));
      const answerUndone = ok(rig.service.undo(server, ann));
      expect(storyOf(answerUndone).text[0]).toMatch(/^Undone: the answer “[^”]+” \(Ann\)\.$/);
    } finally {
      rig.close();
    }
    // A card's name keeps its capitals mid-sentence; a verb loses its own.
    expect(['Invisible Suit', 'Move east', 'Hack', 'Зайти east — Лаборатория', 'Persian Kitty', 'F1 B2'].map((l) => midSentence(l)))
      .toEqual(['Invisible Suit', 'move east', 'hack', 'зайти east — Лаборатория', 'Persian Kitty', 'F1 B2']);
    // A label that begins with its command's name is a verb, whatever follows it.
    expect(midSentence('Use Smoke Bomb', ['use'])).toBe('use Smoke Bomb');
    expect(midSentence('Use Dynamite west', ['use'])).toBe('use Dynamite west');
    expect(midSentence('Crybaby F1 C3', ['ability'])).toBe('Crybaby F1 C3');
    expect(midSentence('Применить: Дымовая шашка', ['use', 'применить'])).toBe('применить: Дымовая шашка');
  });

  it('a new interval applies to the wait in progress, and to the next one', () => {
    twoPlayers();
    ok(env.service.settings(server, ann, { intervalHours: 2 }));
    env.clock.t += 2 * HOUR + 1;
    expect(env.service.dueReminders(env.clock.t).map((d) => d.userId)).toEqual(['u1']);
    ok(env.service.act(server, ann, 'end'));
    while (engine(server).awaiting) ok(env.service.act(server, [ann, bob][engine(server).awaiting!.player], { verb: 'choose', args: [engine(server).awaiting!.options[0]] }));
    env.clock.t += 2 * HOUR + 1;
    expect(env.service.dueReminders(env.clock.t).map((d) => d.userId)).toEqual(['u2']);
  });
});

describe('status', () => {
  it('before the entrance is chosen, the status says the crew is choosing where to break in, not "turn 0"', () => {
    env = setup(7);
    ok(env.service.start(server, ann, { scenario: 'office', characters: 'acrobat,spotter' }));
    ok(env.service.join(server, bob));
    ok(env.service.begin(server, ann));
    const before = publicOf(ok(env.service.status(server, bob))).text.join('\n');
    expect(before).toContain('The Office Job: the crew is choosing where to break in.');
    expect(before).not.toContain('turn 0');
    const pick = publicOf(ok(env.service.status(server, ann))).selects[0];
    ok(env.service.button(server, ann, `${pick.id}:${pick.options[5].value}`));
    expect(publicOf(ok(env.service.status(server, bob))).text[0]).toBe('The Office Job, turn 1.');
  });
});

describe('the end of a game', () => {
  it('the last press makes one post: whose turn ended, the turn story, then the outcome once', () => {
    twoPlayers();
    const users = [ann, bob];
    const rng = new Rng(seedRng(3));
    let last = null;
    for (let i = 0; i < 3000 && !last; i++) {
      const s = engine(server);
      const r = ok(env.service.act(server, users[actingPlayer(s)], pickAction(rng, s, legalActions(s))));
      if (r.finished) last = r;
    }
    expect(last).not.toBeNull();
    // Open information: the one public post is all there is (no separate short reply, no notes).
    expect(last!.posts).toHaveLength(1);
    const post = storyOf(last!);
    const outcome = /The heist has failed|escaped|won/;
    expect(post.text.filter((l) => outcome.test(l)).length).toBeGreaterThanOrEqual(1);
    expect(outcome.test(post.text[post.text.length - 1])).toBe(true);
    const said = post.text[post.text.length - 1];
    expect(post.text.filter((l) => l === said)).toHaveLength(1);
    // It says whose turn ended, once.
    expect(post.text[0]).toMatch(/^End of turn \d+ \((Ann|Bob)\):$/);
    expect(post.text.filter((l) => /^End of turn /.test(l))).toHaveLength(1);
    expect([post.buttons, post.selects]).toEqual([[], []]);
    expect(jobOf(last!, post)?.kind).toBe('burgle-bros');
  });
});

describe('undo', () => {
  it('no Undo button where undo would be refused: after a reveal, and for the next player', () => {
    twoPlayers();
    const revealed = ok(env.service.act(server, ann, 'move north'));
    expect(storyOf(revealed).buttons.flat().some((b) => b.id.endsWith(':undo'))).toBe(false);
    expect(bad(env.service.undo(server, ann)).code).toBe('undo-not-allowed');
    const plain = ok(env.service.act(server, ann, 'move south'));
    expect(storyOf(plain).buttons.flat().some((b) => b.id.endsWith(':undo'))).toBe(true);
    let r = ok(env.service.act(server, ann, 'end'));
    while (!turned(r)) r = ok(env.service.act(server, [ann, bob][engine(server).awaiting!.player], { verb: 'choose', args: [engine(server).awaiting!.options[0]] }));
    expect(storyOf(r).buttons.flat().some((b) => b.id.endsWith(':undo'))).toBe(false);
    expect(publicOf(ok(env.service.status(server, bob))).buttons.flat().some((b) => b.id.endsWith(':undo'))).toBe(false);
  });

  it('says what was undone in words (its button\'s label), in the game\'s language: the undo is a public post', () => {
    twoPlayers();
    ok(env.service.act(server, ann, 'move north'));
    ok(env.service.act(server, ann, 'move south'));
    // It names who took it back: the post is public. The move's button names the face-up room it leads into.
    expect(storyOf(ok(env.service.undo(server, ann))).text[0]).toBe('Undone: move south to the Motion (Ann).');
    ok(env.service.act(server, ann, 'move south'));
    // Everyone in the channel reads it: the game's language, whatever the undoer's own.
    expect(storyOf(ok(env.service.undo(server, { ...ann, locale: 'ru' }))).text[0]).toBe('Undone: move south to the Motion (Ann).');
    // A game in Russian says it with its Russian button's words, not the action as typed.
    const annRu = { ...ann, locale: 'ru' };
    env.close();
    twoPlayers(annRu);
    ok(env.service.act(server, annRu, 'move north'));
    ok(env.service.act(server, annRu, 'move south'));
    expect(storyOf(ok(env.service.undo(server, annRu))).text[0]).toMatch(/^Отменено: [а-яё][^.]*юг — [^.]+ \(Ann\)\.$/);
  });
});

describe('autocomplete', () => {
  it('a verb legal without a target offers "no target needed", never an empty name or value', () => {
    twoPlayers();
    ok(env.service.act(server, ann, 'end'));
    while (engine(server).awaiting) ok(env.service.act(server, [ann, bob][engine(server).awaiting!.player], { verb: 'choose', args: [engine(server).awaiting!.options[0]] }));
    expect(actingPlayer(engine(server))).toBe(1);
    expect(legalActions(engine(server)).some((a) => a.verb === 'ability' && a.args.length === 0)).toBe(true);
    const choices = env.service.targets(server, bob, 'ability', '');
    expect(choices[0]).toEqual({ name: 'No target needed: send the command as it is', value: NO_TARGET });
    for (const c of choices) expect(c.name.length * c.value.length).toBeGreaterThan(0);
    // Picking it types the bare verb.
    const before = env.store.log(1).length;
    const r = env.service.command(server, bob, 'ability', { target: NO_TARGET });
    if (!r.ok) expect(r.text).not.toMatch(/-/);
    else expect(env.store.log(1)[before].action).toBe('Bob: ability');
  });
});

describe('a refusal quoting a long value', () => {
  it('cuts it after a whole word and marks the cut once, the sentence still ended by its full stop', () => {
    // The entrance question's sixteen cells are longer than a refusal quotes.
    env = setup(7);
    ok(env.service.start(dm, ann, { scenario: 'office' }));
    const en = bad(env.service.act(dm, ann, 'move east')).text;
    // Her own question, told as hers (not by her name).
    expect(en).toContain('First answer your open question: choose one of A1, B1, C1, D1, A2, B2, C2, D2, A3, B3, C3, D3, A4, B4, C4….');
    expect(en).not.toMatch(/,…|, …|\b[A-D]…/);
    const ru = bad(env.service.act(dm, { ...ann, locale: 'ru' }, 'move east')).text;
    expect(ru).toContain('C4….');
    expect(ru).not.toMatch(/,…|\b[A-D]…/);
  });

  it('quotes a forged value by its start: whole words, at most the limit', () => {
    expect(quotedStart('x'.repeat(6000))).toBe(`${'x'.repeat(QUOTED_MOST - 1)}…`);
    expect(quotedStart('north '.repeat(20))).toBe(`${'north '.repeat(10).trim()}…`);
    expect(quotedStart('northwards '.repeat(20))).toBe(`${'northwards '.repeat(5).trim()}…`);
    expect(quotedStart('short, whole')).toBe('short, whole');
  });
});

describe('counts said as words count them', () => {
  it('a retention or a link of one day says "1 day"', () => {
    expect(tableText('en', 'web-kept-until', { days: 1, date: '2026-12-08' })).toMatch(/^This bot keeps finished games 1 day: /);
    expect(tableText('en', 'game-removed', { days: 30 })).toMatch(/keeps finished games 30 days\./);
    expect(tableText('en', 'web-seat', { days: 1, url: 'u' })).toMatch(/valid 1 day: u$/);
    // The web pages' own words, the same.
    expect(tw('en', 'kept-until', { days: 1, date: '2026-12-08' })).toMatch(/^This bot keeps finished games 1 day: /);
    expect(tw('en', 'kept-after', { days: 1 })).toMatch(/games 1 day: once this game ends, its record goes 1 day later\./);
    expect(tw('en', 'kept-after', { days: 30 })).toMatch(/games 30 days: .* 30 days later\./);
  });
});

describe('one language a message, pictures included; /heist hand always draws', () => {
  it('/heist status asked in Russian of an English game draws its picture in Russian; the board a seat asks for has its picture', () => {
    env = officeForTwo(7);
    const ru = ok(env.service.status(server, { ...ann, locale: 'ru' }));
    expect(ru.posts[0].text.join('\n')).toMatch(/[а-я]/);
    expect(ru.pictures[0]?.lang).toBe('ru');
    expect(ok(env.service.status(server, ann)).pictures[0]?.lang).toBe('en');
    // Burgle Bros. has no secrets: /heist hand answers with the board, drawn as /heist status draws it.
    for (const who of [ann, bob]) {
      const hand = ok(env.service.hand(server, who));
      expect(hand.posts[0].audience).toBe(who.id);
      expect(hand.pictures[0]).not.toBeNull();
    }
  });
});
