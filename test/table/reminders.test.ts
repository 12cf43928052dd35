// Reminders with a fake clock: set when a turn starts, at most 3, then a final "waiting on X"; settings change them.
import { afterEach, describe, expect, it } from 'vitest';
import { ann, answerOf, bad, bob, dm, ok, publicOf, server, setup } from './helpers.js';

let env: ReturnType<typeof setup>;
afterEach(() => env?.close());

const HOUR = 3_600_000;

function startTwo(reminderHours?: number | null) {
  env = setup(11);
  ok(env.service.start(server, ann, { scenario: 'office', ...(reminderHours !== undefined ? { reminderHours } : {}) }));
  ok(env.service.join(server, bob));
  const pick = publicOf(ok(env.service.begin(server, ann))).selects[0];
  ok(env.service.button(server, ann, `${pick.id}:${pick.options[0].value}`));
}

describe('reminders', () => {
  it('name the seat the game waits on, for one who holds several (a crew of their own in a DM)', () => {
    env = setup(11);
    const { service, clock } = env;
    ok(service.start(dm, ann, { scenario: 'office', crew: 2 }));
    const pick = publicOf(ok(service.status(dm, ann))).selects[0];
    ok(service.button(dm, ann, `${pick.id}:${pick.options[0].value}`));
    // The first burglar ends the turn (any question the event asks answered), so the game waits on the second.
    ok(service.act(dm, ann, { verb: 'end', args: [] }));
    for (let i = 0; i < 5; i++) {
      const g = env.store.activeGame('dm1')!.state as { engine: { awaiting: { options: string[] } | null; turn: { player: number } } };
      if (!g.engine.awaiting) break;
      ok(service.act(dm, ann, { verb: 'choose', args: [g.engine.awaiting.options[0]] }));
    }
    const s = env.store.activeGame('dm1')!.state as { engine: { turn: { player: number } }; seats: { name: string }[] };
    expect(s.engine.turn.player).toBe(1);
    clock.t += 12 * HOUR + 1;
    const [r] = service.dueReminders(clock.t);
    expect(r.post!.text[0]).toBe(`<@u1>, the heist is waiting for your move (${s.seats[1].name}).`);
    expect(s.seats[1].name).not.toBe(s.seats[0].name);
  });

  it('ask for an answer, not a move, while the game waits on a question asked of them', () => {
    env = setup(1);
    const { service, clock } = env;
    ok(service.start(dm, ann, { scenario: 'office', crew: 2 }));
    const pick = publicOf(ok(service.status(dm, ann))).selects[0];
    ok(service.button(dm, ann, `${pick.id}:${pick.options[0].value}`));
    // The turn's end draws an event that asks its player where (Throw Voice): the game waits on that answer.
    ok(service.act(dm, ann, { verb: 'end', args: [] }));
    const s = env.store.activeGame('dm1')!.state as { engine: { awaiting: { player: number } | null }; seats: { name: string }[] };
    expect(s.engine.awaiting?.player).toBe(0);
    clock.t += 12 * HOUR + 1;
    const [r] = service.dueReminders(clock.t);
    expect(r.post!.text[0]).toBe(`<@u1>, the heist is waiting for your answer (${s.seats[0].name}).`);
  });

  it('remind the waiting player every interval, three times, then tell the channel once', () => {
    startTwo(6);
    const { service, clock } = env;
    expect(service.dueReminders(clock.t + 5 * HOUR)).toEqual([]);
    const texts: string[] = [];
    let last = '';
    for (let i = 1; i <= 6; i++) {
      clock.t += 6 * HOUR + 1;
      for (const r of service.dueReminders(clock.t)) {
        expect(r.userId).toBe('u1');
        expect(r.channelId).toBe('c1');
        // A public post that mentions only the one the game waits on.
        expect(r.post).toMatchObject({ kind: 'reminder', audience: 'public', via: 'channel', mention: 'u1', picture: null });
        // Each carries one press to the player's part and controls (My turn: the board, in a game without secrets); the
        // final one also offers to let a bot play the seat until its player returns (handover.ts).
        expect(r.post!.buttons.flat().map((b) => b.id.split(':')[3])).toEqual(r.final ? ['hand', 'away'] : ['hand']);
        expect(r.post!.buttons[0][0].label).toBe('My turn');
        last = r.post!.buttons[0][0].id;
        expect(r.post!.text).toHaveLength(1);
        texts.push(`${r.final ? 'final' : 'ping'}: ${r.post!.text[0]}`);
      }
    }
    expect(texts.length).toBe(4);
    // Pressed by the one waited on, hours later: only to them, the board with their controls.
    const answer = ok(service.button(server, ann, last));
    expect(answer.posts.map((p) => p.audience)).toEqual(['u1']);
    expect(answer.posts[0].buttons.flat().some((b) => b.id.includes(':a:'))).toBe(true);
    expect(texts.slice(0, 3).every((x) => x.startsWith('ping') && x.includes('<@u1>'))).toBe(true);
    expect(texts[3]).toMatch(/^final: The game is waiting on <@u1>/);
    // One seat each in a server: their mention names them, so the seat is not named again.
    expect(texts[0]).toBe('ping: <@u1>, the heist is waiting for your move.');
    expect(texts[3]).toBe('final: The game is waiting on <@u1>. No more reminders will be sent.');
  });

  it('a new turn reminds the next player, in the game language; isMine filters by guild', () => {
    startTwo();
    const { service, clock } = env;
    ok(service.act(server, ann, 'end'));
    // Any question the event asks is Ann's; answer until Bob's turn.
    for (let i = 0; i < 5; i++) {
      const g = env.store.activeGame('c1')!.state as { engine: { awaiting: { options: string[] } | null } };
      if (!g.engine.awaiting) break;
      ok(service.act(server, ann, { verb: 'choose', args: [g.engine.awaiting.options[0]] }));
    }
    clock.t += 12 * HOUR + 1;
    expect(service.dueReminders(clock.t, (guild) => guild === 'other')).toEqual([]);
    const due = service.dueReminders(clock.t, (guild) => guild === 'g1');
    expect(due.map((d) => d.userId)).toEqual(['u2']);
    expect(due[0].final).toBe(false);
  });

  it('settings turn reminders off and on with another interval', () => {
    startTwo();
    const { service, clock } = env;
    expect(bad(service.settings(server, ann, { intervalHours: 0 })).code).toBe('bad-interval');
    ok(service.settings(server, ann, { reminders: false }));
    clock.t += 48 * HOUR;
    expect(service.dueReminders(clock.t)).toEqual([]);
    const on = ok(service.settings(server, ann, { reminders: true, intervalHours: 2 }));
    expect(publicOf(on).text[0]).toMatch(/every 2 h/);
    clock.t += 2 * HOUR + 1;
    expect(service.dueReminders(clock.t).map((d) => d.userId)).toEqual(['u1']);
  });

  it('/heist settings with no option shows anyone, only to them, the heist\'s settings and their own', () => {
    startTwo(6);
    const { service } = env;
    ok(service.settings(server, ann, { awayAfterHours: 5, preview: false }));
    const version = env.store.activeGame('c1')!.version;
    // Bob is not the host: he may read them (in his Russian), and nothing is posted to the channel.
    const his = ok(service.settings(server, bob, {}));
    expect(his.posts.map((p) => p.audience)).toEqual([bob.id]);
    expect(answerOf(his).text).toEqual([
      'Напоминания включены: каждые 6 ч, пока игра кого-то ждёт.',
      expect.stringMatching(/5 ч/),
      expect.stringMatching(/предпросмотр:true\)\.$/),
      expect.stringMatching(/лс:false\)\.$/),
      expect.stringMatching(/^Изменить: \/ограбление настройки/),
    ]);
    // Ann's own choices are hers: preview off.
    const hers = answerOf(ok(service.settings(server, ann, {}))).text;
    expect(hers.slice(0, 4)).toEqual([
      'Reminders are on: every 6 h while the game waits for someone.',
      'A player the game has waited on for 5 h, after the last reminder, is handed to a bot until they return.',
      'Yours: ending your turn takes effect at once (preview:false).',
      "Yours: your turns are told in the game's channel, your private part when you act there; nothing by DM (dm:false).",
    ]);
    expect(env.store.activeGame('c1')!.version).toBe(version);
    // With no game there, their own choices alone.
    expect(answerOf(ok(service.settings(dm, ann, {}))).text).toEqual([
      'Yours: ending your turn takes effect at once (preview:false).',
      "Yours: your turns are told in the game's channel, your private part when you act there; nothing by DM (dm:false).",
      'Change one with /heist settings and its option: preview and dm are yours, in every game.',
    ]);
  });

  it('no reminders for a game created with them off, nor after it ends', () => {
    startTwo(null);
    env.clock.t += 100 * HOUR;
    expect(env.service.dueReminders(env.clock.t)).toEqual([]);
    env.close();
    startTwo(1);
    ok(env.service.end(server, ann, false, true));
    env.clock.t += 5 * HOUR;
    expect(env.service.dueReminders(env.clock.t)).toEqual([]);
  });
});
