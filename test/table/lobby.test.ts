import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { openStore } from '../../src/store/index.js';
import type { Stored } from '../../src/table/persist.js';
import { Table } from '../../src/table/table.js';
import { plainName } from '../../src/table/names.js';
import { answerOf, ann, bad, bob, cat, dm, jobOf, ok, publicOf, server, setup, soloStarts } from './helpers.js';

let env: ReturnType<typeof setup>;
afterEach(() => env?.close());

describe('lobby and start', () => {
  it('a server start opens a lobby with Join / Leave / Begin; join, leave and begin by the host start the heist', () => {
    env = setup();
    const { service } = env;
    const start = ok(service.start(server, ann, { scenario: 'office' }));
    expect(publicOf(start).kind).toBe('lobby');
    expect(publicOf(start).buttons[0].map((b) => b.id.split(':')[3])).toEqual(['join', 'leave', 'begin']);
    expect(bad(service.start(server, bob, { scenario: 'bank' })).code).toBe('lobby-open');
    // A typed join edits the lobby in place, and tells the one who typed it.
    const joined = ok(service.join(server, bob));
    expect(joined.posts.map((p) => p.kind)).toEqual(['lobby', 'notice']);
    expect(publicOf(joined).replaces).toBe('lobby');
    expect(publicOf(joined).text.join('\n')).toMatch(/Ann, Bob/);
    expect(answerOf(joined).audience).toBe('u2');
    expect(bad(service.join(server, bob)).code).toBe('already-joined');
    // The host is told what is theirs to do, not to wait for the host.
    expect(bad(service.join(server, ann)).code).toBe('host-already-joined');
    ok(service.join(server, cat));
    ok(service.leave(server, cat));
    expect(bad(service.leave(server, cat)).code).toBe('not-joined');
    expect(bad(service.leave(server, ann)).code).toBe('host-cannot-leave');
    expect(bad(service.begin(server, bob)).code).toBe('only-host-begins');
    const begun = publicOf(ok(service.begin(server, ann)));
    expect(begun.kind).toBe('start');
    expect(begun.text.join('\n')).toContain('Ann');
    // Player 0 (Ann) is asked for the entrance: 16 cells, so a select.
    expect(begun.selects[0]?.options.length).toBe(16);
    // Ann pressed Begin herself: no need to ping her.
    expect(begun.mention).toBeNull();
    expect(begun.text.join('\n')).not.toContain('<@u1>');
    // Joining a heist that has begun: a sentence one who only wanted to join can act on, not the start's refusal.
    const late = bad(service.join(server, cat));
    expect(late.code).toBe('join-running');
    expect(late.text).toMatch(/already begun, so there is no crew to join now\. Watch it with \/heist status/);
    expect(late.text).not.toMatch(/before starting another/);
    expect(bad(service.begin(server, ann)).text).toMatch(/already begun\. Play on/);
    expect(bad(service.start(server, cat, { scenario: 'office' })).code).toBe('game-running');
  });

  it('asked for the game before Begin, each is told what is theirs to do: the host to begin, one not in it to join', () => {
    env = setup();
    const { service } = env;
    ok(service.start(server, ann, { scenario: 'office' }));
    ok(service.join(server, bob));
    // The host's hand, a move typed, an undo: press Begin.
    for (const r of [service.hand(server, ann), service.act(server, ann, 'move east'), service.undo(server, ann)]) {
      expect(bad(r).code).toBe('game-not-started-host');
    }
    expect(bad(service.hand(server, ann)).text).toBe('The heist has not begun yet, and you are the host: press Begin on the lobby message when the crew is ready.');
    expect(bad(service.hand(server, bob)).code).toBe('game-not-started');
    expect(bad(service.command(server, cat, 'move', { target: 'east' })).code).toBe('game-not-started-join');
    expect(bad(service.hand(server, { ...cat, locale: 'ru' })).text).toMatch(/^Ограбление ещё не началось: нажмите «Присоединиться»/);
  });

  it('another game\'s command is named as the reader\'s client shows it', () => {
    env = setup();
    const { service } = env;
    const ira = { ...ann, locale: 'ru' };
    ok(service.start(dm, ira, { game: 'art-robbery', bots: 2 }));
    expect(bad(service.command(dm, ira, 'move', { target: 'east' })).text).toBe('/идти — не команда игры «Ограбление музея (Art Robbery)», которая идёт в этом канале. Посмотрите /ограбление статус, что можно сделать.');
    expect(bad(service.command(dm, ann, 'shift', { line: 'A south' })).text).toMatch(/^\/shift is not a command of/);
  });

  it('a name past 24 characters is cut between characters as a reader sees them: a flag or an accent is never split', () => {
    const flag = plainName('ЖозефинаШварценеггеров🇷🇺изМосквы');
    expect(flag).toBe('ЖозефинаШварценеггеров🇷🇺…');
    const accent = plainName('Zoe\u0301 '.repeat(7).trim());
    expect(accent.normalize('NFC')).toBe('Zoé Zoé Zoé Zoé Zoé…');
    expect(plainName('Alexandra Konstantinopolskaya')).toBe('Alexandra Konstantinopo…');
    expect(plainName('Jo 24 characters exactly')).toBe('Jo 24 characters exactly');
  });

  it('a display name is made plain before it is a player name: no Markdown, no masked link, no mention, no heading', () => {
    env = setup();
    const { service } = env;
    const odd = [
      { id: 'u1', name: '[click me](https://x.example)' }, { id: 'u2', name: '# Big <#123>' }, { id: 'u3', name: '-# small > quote' },
      { id: 'u4', name: 'a:b_c*d~e|f\\g' },
    ];
    ok(service.start(server, odd[0], { scenario: 'office' }));
    let lobby = '';
    for (const u of odd.slice(1)) lobby = publicOf(ok(service.join(server, u))).text.join('\n');
    // The lobby's crew line too.
    expect(lobby).not.toMatch(/[[\]<>_*~|]|^#|^-#/m);
    expect(lobby).toContain('click me (https…, Big #123, small quote, a b c d e f g');
    ok(service.begin(server, odd[0]));
    const names = env.store.activeGame('c1')!.state as { seats: { name: string }[] };
    // Cut past 24 characters after a whole word, with "…"; a # inside a name is plain text.
    expect(names.seats.map((x) => x.name)).toEqual(['click me (https…', 'Big #123', 'small quote', 'a b c d e f g']);
    // One not seated, quoted in a public post (a channel manager ending the heist), is made plain too.
    const ended = publicOf(ok(service.end(server, { id: 'u9', name: '[mod](https://x.example) <@&1>' }, true, true))).text.join('\n');
    expect(ended).toContain('mod (https //x.example)… called off the heist.');
    expect(ended).not.toMatch(/[[\]<>]/);
  });

  it('a name of invisible characters or direction marks is not a name: blank ones get a seat name, reversed ones read as typed', () => {
    // A zero-width space, the Hangul filler of "blank" Discord names, the Braille blank; a right-to-left override.
    expect(plainName('\u200b', 'Player')).toBe('Player');
    expect(plainName('\u3164\u3164', 'Player')).toBe('Player');
    expect(plainName('\u2800', 'Player')).toBe('Player');
    expect(plainName('evil\u202egnp.exe')).toBe('evilgnp.exe');
    expect(plainName('a\u200bb\u2066c\u2069')).toBe('abc');
    // What emoji are made of stays: a family's joiners, a heart's presentation selector, a subdivision flag's tags.
    for (const emoji of ['👨‍👩‍👧', '❤️', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']) expect(plainName(`Jo ${emoji}`)).toBe(`Jo ${emoji}`);
    env = setup();
    ok(env.service.start(server, { id: 'u1', name: 'Ann' }, { game: 'art-robbery' }));
    ok(env.service.join(server, { id: 'u2', name: '\u200b' }));
    ok(env.service.join(server, { id: 'u3', name: '\u3164' }));
    ok(env.service.begin(server, { id: 'u1', name: 'Ann' }));
    const seats = (env.store.activeGame('c1')!.state as { seats: { name: string }[] }).seats.map((x) => x.name);
    expect(seats).toEqual(['Ann', 'Player', 'Player 2']);
  });

  it("a person calling themselves as a bot is told apart from the bot, and two alike from each other, in the lobby as in the game", () => {
    env = setup();
    const lobby = publicOf(ok(env.service.start(server, { id: 'u1', name: 'Bot 1' }, { scenario: 'office', bots: 1 }))).text.join('\n');
    expect(lobby).toMatch(/Crew \(2\/4\): Bot 1 2 and 1 bot$/m);
    const joined = publicOf(ok(env.service.join(server, { id: 'u2', name: 'a*' }))).text.join('\n');
    expect(joined).toMatch(/: Bot 1 2, a and 1 bot$/m);
    expect(publicOf(ok(env.service.join(server, { id: 'u3', name: 'a_' }))).text.join('\n')).toMatch(/: Bot 1 2, a, a 2 and 1 bot$/m);
    ok(env.service.begin(server, { id: 'u1', name: 'Bot 1' }));
    const seats = (env.store.activeGame('c1')!.state as { seats: { name: string; bot?: boolean }[] }).seats;
    expect(seats.find((x) => x.bot)?.name).toBe('Bot 1');
    expect(seats.filter((x) => !x.bot).map((x) => x.name).sort()).toEqual(['Bot 1 2', 'a', 'a 2']);
  });

  it('a DM start is a solo heist at once, with the characters named by character', () => {
    env = setup();
    const r = ok(env.service.start(dm, ann, { scenario: 'bank', crew: 2, characters: ['hawk'] }));
    expect(publicOf(r).kind).toBe('start');
    expect(publicOf(r).text.join('\n')).toMatch(/Hawk/);
    expect(publicOf(r).selects[0]).toBeDefined();
    const st = ok(env.service.status(dm, ann));
    expect(publicOf(st).kind).toBe('status');
    // A seat named after its character is named once: "Hawk (basic)", not "Hawk: Hawk (basic)".
    expect(publicOf(st).text.join('\n')).toMatch(/^Hawk \((basic|advanced)\), stealth/m);
    expect(publicOf(st).text.join('\n')).not.toMatch(/Hawk: Hawk/);
    expect(jobOf(st, publicOf(st))?.kind).toBe('burgle-bros');
  });

  it('bad options are refused with a sentence and nothing is stored', () => {
    env = setup();
    expect(bad(env.service.start(dm, ann, { scenario: 'bank', crew: 5 })).code).toBe('bad-crew');
    expect(bad(env.service.start(dm, ann, { scenario: 'bank', characters: ['rook'] })).code).toBe('rook-alone');
    // A level with no bot burglar says nothing in a DM (no seat is handed over there): refused, with what to add.
    const level = bad(env.service.start(dm, ann, { scenario: 'bank', level: 'hard' }));
    expect(level.code).toBe('level-without-bots');
    expect(level.text).toBe('`level:hard` says how bot burglars play, and this crew has none: add `bots:` (up to 3) to play beside them, or leave `level:` out.');
    expect(bad(env.service.start(dm, ann, { scenario: 'bank', crew: 4, level: 'easy' })).code).toBe('level-full-crew');
    expect(bad(env.service.status(dm, ann)).code).toBe('no-game-here');
    const ru = bad(env.service.status(dm, bob));
    expect(ru.text).toMatch(/нет ограбления/);
    // With a bot burglar, the level is its.
    ok(env.service.start(dm, ann, { scenario: 'bank', bots: 1, level: 'hard' }));
  });
});

describe('the lobby counts the bots', () => {
  it('from the start: the seats bots will take are in the crew line before Begin, as after it', () => {
    env = setup();
    const { service } = env;
    const lobby = publicOf(ok(service.start(server, ann, { game: 'art-robbery', bots: 1 }))).text.join('\n');
    expect(lobby).toMatch(/Crew \(2\/5\): Ann and 1 bot$/m);
    ok(service.join(server, bob));
    expect(publicOf(ok(service.join(server, cat))).text.join('\n')).toMatch(/Crew \(4\/5\): Ann, Bob, Cat and 1 bot$/m);
    const begun = ok(service.begin(server, ann));
    expect((env.store.game(begun.gameId)!.state as { seats: unknown[] }).seats).toHaveLength(4);
    // Noir with too few people yet: the bots its options ask for are counted all the same; Russian counts them too.
    const noir = { ...server, channelId: 'c-noir' };
    expect(publicOf(ok(service.start(noir, ann, { game: 'noir-heist', bots: 2 }))).text.join('\n')).toMatch(/Crew \(3\/7\): Ann and 2 bots$/m);
    const ru = { ...server, channelId: 'c-ru' };
    expect(publicOf(ok(service.start(ru, bob, { game: 'noir-heist', bots: 3 }))).text.join('\n')).toMatch(/Команда \(4\/7\): Bob и 3 бота$/m);
    // Who will be the chief, and with how many officers, when the host chose: said in the lobby's title.
    const chosen = { ...server, channelId: 'c-chosen' };
    expect(publicOf(ok(service.start(chosen, ann, { game: 'noir-heist', bots: 4, chief: 'bot', officers: 5 }))).text[0])
      .toBe('Ann is planning a heist: Noir: Heist (5 uniformed officers, a bot as security chief).');
    // A bare start names the building it is played in, as one that chose it does.
    const bare = { ...server, channelId: 'c-bare' };
    expect(publicOf(ok(service.start(bare, ann, {}))).text[0]).toBe('Ann is planning a heist: Burgle Bros. (The Bank Job).');
    const chosenRu = { ...server, channelId: 'c-chosen-ru' };
    expect(publicOf(ok(service.start(chosenRu, bob, { game: 'noir-heist', chief: 'random' }))).text[0])
      .toBe('Bob готовит ограбление: Нуар: Ограбление века (начальник безопасности — случайный человек).');
    // A game without bots: people only.
    const bb = { ...server, channelId: 'c-bb' };
    expect(publicOf(ok(service.start(bb, ann, { scenario: 'office' }))).text.join('\n')).toMatch(/Crew \(1\/4\): Ann$/m);
  });
});

describe('lobby buttons', () => {
  it('stay valid while the lobby is open: two people join from the same message', () => {
    env = setup();
    const lobby = publicOf(ok(env.service.start(server, ann, { scenario: 'office' })));
    const join = lobby.buttons[0][0].id;
    // A pressed Join only edits the lobby in place.
    const pressed = ok(env.service.button(server, bob, join));
    expect(pressed.posts).toHaveLength(1);
    expect(publicOf(pressed)).toMatchObject({ kind: 'lobby', replaces: 'lobby' });
    ok(env.service.button(server, cat, join));
    const view = answerOf(ok(env.service.status(server, ann)));
    expect(view.text.join('\n')).toMatch(/Crew \(3\/4\): Ann, Bob, Cat/);
    ok(env.service.button(server, ann, lobby.buttons[0][2].id));
    // Once the heist has begun, a latecomer's Join is told what /heist join tells them, not that the control is stale.
    const late = bad(env.service.button(server, { id: 'u4', name: 'Dan' }, join));
    expect(late.code).toBe('join-running');
    expect(late.text).toMatch(/^This heist has already begun, so there is no crew to join now\. Watch it with \/heist status/);
    // One in the crew is told to play on; Leave and Begin, that it has begun.
    expect(bad(env.service.button(server, bob, join)).code).toBe('already-begun');
    expect(bad(env.service.button(server, cat, lobby.buttons[0][1].id)).code).toBe('already-begun');
    expect(bad(env.service.button(server, ann, lobby.buttons[0][2].id)).code).toBe('already-begun');
  });
});

describe('the lobby message once its heist began', () => {
  /** A lobby of Ann, Bob and Cat whose message was delivered (`lobby-msg`), every post of it live there. */
  function gathered() {
    env = setup();
    const { service, store } = env;
    const lobby = publicOf(ok(service.start(server, ann, { scenario: 'office' })));
    const gameId = lobby.gameId;
    const deliver = () => {
      for (const p of store.posts(gameId)) if (!p.messageId) store.delivered(gameId, p.seq, { channelId: server.channelId, messageId: p.kind === 'lobby' ? 'lobby-msg' : `m${p.seq}`, live: p.kind === 'lobby' });
    };
    deliver();
    const at = { ...server, messageId: 'lobby-msg' };
    ok(service.button(at, bob, lobby.buttons[0][0].id));
    deliver();
    ok(service.join(server, cat));
    deliver();
    return { lobby, at, gameId };
  }

  const BEGUN = 'The heist began: Burgle Bros. (The Office Job), crew Ann, Bob, Cat. Watch it with /heist status.';

  it('Begin pressed on it: once the game\'s posts are out, it says what became of the heist, with no controls', () => {
    const { lobby, at, gameId } = gathered();
    const begun = ok(env.service.button(at, ann, lobby.buttons[0][2].id));
    // The press spends the lobby message, as a step does; the game's start first, then the lobby message edited.
    expect(begun.pressed.fate).toBe('spend');
    expect(begun.posts[0].kind).toBe('start');
    expect(begun.posts.at(-1)).toMatchObject({ kind: 'lobby', audience: 'public', replaces: 'lobby', text: [BEGUN], buttons: [], selects: [] });
    expect(begun.lobby).toEqual({ channelId: server.channelId, messageId: 'lobby-msg' });
    // Kept with the game: a bot that dies before delivering it delivers it when it comes back.
    expect(env.store.posts(gameId).at(-1)!.kind).toBe('lobby');
  });

  it('begun from elsewhere, the lobby message is edited to say so, and its posts of before show the same lines; in Russian at a Russian table', () => {
    gathered();
    const begun = ok(env.service.begin(server, ann));
    expect(begun.posts.at(-1)).toMatchObject({ kind: 'lobby', replaces: 'lobby', text: [BEGUN], buttons: [] });
    expect(begun.lobby).toEqual({ channelId: server.channelId, messageId: 'lobby-msg' });
    // Its posts of before (the invitation, with Join / Leave / Begin) lose their controls after the posts: they show
    // the same lines, or the invitation would come back.
    const old = begun.retire.filter((p) => p.kind === 'lobby');
    expect(old.length).toBeGreaterThan(0);
    for (const p of old) expect(p.shows).toEqual({ text: [BEGUN], buttons: [], selects: [] });
    const ru = setup();
    try {
      const lobby = publicOf(ok(ru.service.start(server, bob, { scenario: 'office' })));
      ru.store.delivered(lobby.gameId, lobby.seq!, { channelId: server.channelId, messageId: 'lobby-ru', live: true });
      ok(ru.service.join(server, cat));
      const said = ok(ru.service.begin(server, bob)).posts.at(-1)!.text;
      expect(said).toEqual(['Ограбление началось: Взломщики (Burgle Bros.) — Проникновение в офис, команда: Bob, Cat. Следите за ним через /ограбление статус.']);
    } finally {
      ru.close();
    }
  });

  it('retired again after a crash (the plan that retired its old posts lost), they show the heist begun, not the invitation', () => {
    const { gameId } = gathered();
    ok(env.service.begin(server, ann));
    // The bot died before executing the plan: what it left to deliver, as its outbox reads it back.
    const left = env.service.leftToDeliver(gameId)!;
    const old = left.retire.filter((p) => p.kind === 'lobby');
    expect(old.length).toBeGreaterThan(0);
    for (const p of old) expect(p.shows).toEqual({ text: [BEGUN], buttons: [], selects: [] });
  });

  it('called off with /heist end, it says so where the invitation stood, with no controls', () => {
    gathered();
    const ended = ok(env.service.end(server, ann, false, true));
    const called = 'Ann called off this heist before it began. Start a new one with /heist start.';
    expect(ended.posts.at(-1)).toMatchObject({ kind: 'lobby', replaces: 'lobby', text: [called], buttons: [], selects: [] });
    expect(ended.lobby).toEqual({ channelId: server.channelId, messageId: 'lobby-msg' });
    for (const p of ended.retire.filter((x) => x.kind === 'lobby')) expect(p.shows).toEqual({ text: [called], buttons: [], selects: [] });
  });

  it('a DM game, begun at once, has no lobby message to edit', () => {
    env = setup();
    const r = ok(env.service.start(dm, ann, { scenario: 'office' }));
    expect(r.posts.some((p) => p.replaces === 'lobby')).toBe(false);
  });
});

describe('/heist status while the crew gathers', () => {
  it('answers only the one who asked, with the lobby and what is theirs to do there, and no second set of controls', () => {
    env = setup();
    const { service } = env;
    ok(service.start(server, ann, { scenario: 'office' }));
    ok(service.join(server, bob));
    const asked = ok(service.status(server, cat));
    expect(asked.posts).toHaveLength(1);
    const seen = answerOf(asked);
    expect(seen).toMatchObject({ audience: cat.id, via: 'answer', buttons: [], selects: [] });
    expect(seen.text).toEqual([
      'Ann is planning a heist: Burgle Bros. (The Office Job).',
      'Crew (2/4): Ann, Bob',
      'To take part, press Join on the lobby message (or type /heist join).',
    ]);
    expect(answerOf(ok(service.status(server, ann))).text[2]).toBe('You are the host: press Begin on the lobby message when everyone is in, or call it off with /heist end.');
    // Bob's client is Russian: his answer is too.
    expect(answerOf(ok(service.status(server, bob))).text[2]).toBe('Вы в команде: организатор нажмёт «Начать» в сообщении лобби, когда все соберутся.');
    // Nothing public was kept: the channel has one lobby message.
    expect(env.store.posts(seen.gameId, { audiences: ['public'] }).filter((p) => p.kind === 'lobby')).toHaveLength(2);
  });
});

describe('asked to start or join where it makes no sense', () => {
  it('the host typing /heist start in their own lobby is told to begin it; one in it, to wait; anyone else, to join', () => {
    env = setup();
    const { service } = env;
    ok(service.start(server, ann, { scenario: 'office' }));
    ok(service.join(server, bob));
    const host = bad(service.start(server, ann, { scenario: 'bank' }));
    expect(host.code).toBe('lobby-open-host');
    expect(host.text).toBe('You are already gathering a crew here: press Begin on the lobby message when everyone is in, or call it off with /heist end (then start again with other options).');
    expect(bad(service.start(server, bob, {})).code).toBe('lobby-open-joined');
    expect(bad(service.start(server, cat, {})).code).toBe('lobby-open');
  });

  it('/heist join in a solo DM game says what is true there, never /heist sub (refused in a DM)', () => {
    env = setup();
    ok(env.service.start(dm, ann, { scenario: 'office' }));
    const r = bad(env.service.join(dm, ann));
    expect(r.code).toBe('join-dm');
    expect(r.text).not.toMatch(/\/heist sub/);
    expect(r.text).toBe('A solo heist in a DM has no crew to join: you play every seat of it already. Play on with the buttons on the latest message, or start a heist in a server channel with /heist start to play with others.');
    expect(bad(env.service.sub(dm, ann, ann, cat)).code).toBe('sub-dm');
  });

  it('/heist join typed by one who plays in a server game tells them to play on', () => {
    env = setup();
    ok(env.service.start(server, ann, { scenario: 'office' }));
    ok(env.service.join(server, bob));
    ok(env.service.begin(server, ann));
    expect(bad(env.service.join(server, { ...bob, locale: undefined })).code).toBe('already-begun');
    expect(bad(env.service.join(server, cat)).code).toBe('join-running');
  });
});

describe('Burgle Bros.: more characters named than the crew has seats', () => {
  it('in a DM, refused with a sentence, as a character named twice is', () => {
    env = setup();
    const r = bad(env.service.start(dm, ann, { scenario: 'office', characters: 'hawk,rook,juicer', crew: 1 }));
    expect(r.code).toBe('too-many-characters');
    expect(r.text).toBe('You named 3 characters in `characters:`, but this crew has 1 seat: name at most 1, or start again with a bigger crew (`crew:` or `bots:`).');
    expect(env.store.latestGame(dm.channelId)).toBeNull();
    expect(bad(env.service.start(dm, ann, { characters: 'hawk rook juicer', crew: 2 })).text).toMatch(/has 2 seats: name at most 2/);
    // Bots' seats count: three characters for a crew of one and two bots.
    ok(env.service.start(dm, ann, { scenario: 'office', characters: 'hawk,rook,juicer', bots: 2 }));
    const ru = bad(env.service.start({ ...dm, channelId: 'dm-ru' }, bob, { characters: 'hawk,rook,juicer', crew: 1 }));
    expect(ru.text).toMatch(/^В `персонажи:` названо персонажей: 3, а мест в этой команде: 1\./);
  });

  it('in a server lobby, Begin with fewer burglars than characters is refused, and five are refused at the start', () => {
    env = setup();
    ok(env.service.start(server, ann, { scenario: 'office', characters: 'hawk,rook,juicer' }));
    const r = bad(env.service.begin(server, ann));
    expect(r.code).toBe('too-many-characters-lobby');
    expect(r.text).toBe('This lobby named 3 characters in `characters:`, but only 1 burglar would play: have 2 more people join first, or end this lobby with /heist end and start again naming at most 1.');
    ok(env.service.join(server, bob));
    ok(env.service.join(server, cat));
    ok(env.service.begin(server, ann));
    const five = bad(env.service.start({ ...server, channelId: 'c5' }, ann, { characters: 'hawk,rook,juicer,raven,spotter' }));
    expect(five.code).toBe('too-many-characters-max');
  });
});

describe('a refused solo start in a DM', () => {
  it('leaves no game behind, for every game and every option it is refused on: the next start begins at once', () => {
    env = setup();
    let refused = 0;
    for (const game of GAMES.all()) {
      const where = { guildId: null, channelId: `dm-${game.kind}`, isDM: true };
      for (const options of soloStarts(game)) {
        const r = env.service.start(where, ann, { game: game.kind, ...options });
        if (r.ok) {
          // Started: end it, so the next start is tried on an empty DM.
          const id = r.gameId;
          const g = env.store.game(id)!;
          env.store.abandon(id, g.version, { actorId: ann.id, action: '#end', turnKey: '#end', revealed: false });
          continue;
        }
        refused++;
        expect(r.text, `${game.kind} ${JSON.stringify(options)}`).not.toMatch(/^[a-z-]+$/);
        expect(env.store.activeGame(where.channelId), `${game.kind} ${JSON.stringify(options)} left a game behind`).toBeNull();
      }
      // Refused however often: the DM is free, and a good start begins the game at once.
      const started = ok(env.service.start(where, ann, { game: game.kind }));
      expect(publicOf(started).kind).toBe('start');
    }
    expect(refused).toBeGreaterThan(30);
  });

  it('as the issue saw it: Noir bots:2, side:chief bots:3, Art Robbery bots:0 are refused, and the next start begins', () => {
    env = setup();
    const noir = bad(env.service.start(dm, ann, { game: 'noir-heist', bots: 2 }));
    expect(noir.text).toMatch(/choose bots between 4 and 6/);
    expect(bad(env.service.start(dm, ann, { game: 'noir-heist', side: 'chief', bots: 3 })).code).toBe('bots-dm');
    expect(bad(env.service.start(dm, ann, { game: 'art-robbery', bots: 0 })).code).toBe('seats-out-of-range');
    expect(bad(env.service.status(dm, ann)).code).toBe('no-game-here');
    expect(publicOf(ok(env.service.start(dm, ann, { game: 'noir-heist', bots: 5 }))).kind).toBe('start');
  });

  it('a hidden lobby an older version left in a DM is ended by the next start, which begins', () => {
    env = setup();
    const where = { guildId: null, channelId: 'dm-old', isDM: true };
    env.store.createGame({
      kind: 'noir-heist', guildId: null, channelId: where.channelId, hostId: ann.id, seed: 1, status: 'lobby', reminderIntervalMs: null,
      options: { kind: 'noir-heist', setup: null, seats: [{ userId: ann.id, name: 'Ann' }], lobby: true, hostId: ann.id, dm: true, options: { bots: 2 }, lang: 'en', reminderHours: null },
      state: { kind: 'noir-heist', engine: null, setup: null, seats: [{ userId: ann.id, name: 'Ann' }], lobby: true, hostId: ann.id, dm: true, options: { bots: 2 }, lang: 'en', reminderHours: null },
    });
    expect(publicOf(ok(env.service.start(where, ann, { game: 'noir-heist', bots: 5 }))).kind).toBe('start');
  });
});

describe('a lobby full with its bots', () => {
  it('Noir: Heist with bots:6 takes one person: a second is told the table is full, and the count keeps the bots', () => {
    env = setup();
    const { service } = env;
    const lobby = publicOf(ok(service.start(server, ann, { game: 'noir-heist', bots: 6 })));
    expect(lobby.text.join('\n')).toMatch(/\(7\/7\)/);
    const full = bad(service.join(server, cat));
    expect(full.code).toBe('crew-full');
    expect(full.text).toBe('The table is full (7 players). Watch with /heist status, or join the next heist.');
    expect(answerOf(ok(service.status(server, ann))).text.join('\n')).toMatch(/\(7\/7\)/);
  });

  it('a start no crew could begin (chief:bot and no bots) is refused at once, with the reason Begin would give', () => {
    env = setup();
    const r = bad(env.service.start(server, ann, { game: 'noir-heist', chief: 'bot' }));
    expect(r.code).toBe('chief-bot-none');
    expect(env.store.activeGame(server.channelId)).toBeNull();
    const fine = publicOf(ok(env.service.start(server, ann, { game: 'noir-heist', chief: 'bot', bots: 2 })));
    expect(fine.kind).toBe('lobby');
  });
});

describe("an option of another game", () => {
  it('is refused naming the game by its title, in the reader\'s language', () => {
    env = setup();
    expect(bad(env.service.start(server, cat, { game: 'art-robbery', scenario: 'bank' })).text).toBe('"scenario" is not an option of Art Robbery. Leave it out, or pick another game.');
    expect(bad(env.service.start(server, bob, { game: 'art-robbery', scenario: 'bank' })).text).toMatch(/^«scenario» — не настройка игры Ограбление музея/);
  });
});

describe('seeds pinned for every new game (the offline table\'s HEIST_SEED)', () => {
  /** A server lobby's game begun by a table whose seeds start at `first`, as its state. */
  function begun(first: number, lobbySeedFromId?: boolean): unknown {
    const dir = mkdtempSync(join(tmpdir(), 'heist-seeds-'));
    const store = openStore(join(dir, 'seeds.sqlite'), { warn: () => {} });
    try {
      let seed = first;
      const table = new Table(store, GAMES, { seed: () => seed++, ...(lobbySeedFromId === undefined ? {} : { lobbySeedFromId }) });
      ok(table.start(server, ann, { game: 'noir-heist', bots: 3, chief: 'host' }));
      ok(table.join(server, bob));
      ok(table.begin(server, ann));
      return (store.latestGame(server.channelId)!.state as Stored).engine;
    } finally {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('another first seed deals another server game; the same one the same game', () => {
    expect(JSON.stringify(begun(3, false))).not.toBe(JSON.stringify(begun(4, false)));
    expect(JSON.stringify(begun(3, false))).toBe(JSON.stringify(begun(3, false)));
    // The tests' tables keep the lobby's seed from the game's id, whatever their seeds.
    expect(JSON.stringify(begun(3))).toBe(JSON.stringify(begun(4)));
  });
});

describe('bot seats\' names', () => {
  it('are in the table\'s language: "Bot 1" at an English table, «Бот 1» at a Russian one', () => {
    for (const [host, name] of [[ann, 'Bot 1'], [bob, 'Бот 1']] as const) {
      const env = setup(3);
      try {
        ok(env.service.start(server, host, { game: 'noir-heist', bots: 4 }));
        ok(env.service.begin(server, host));
        const seats = (env.store.latestGame(server.channelId)!.state as Stored).seats;
        expect(seats.filter((s) => s.bot).map((s) => s.name)[0]).toBe(name);
      } finally {
        env.close();
      }
    }
  });
});
