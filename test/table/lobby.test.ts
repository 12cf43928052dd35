import { afterEach, describe, expect, it } from 'vitest';
import { ann, bad, bob, cat, dm, ok, server, setup } from './helpers.js';

let env: ReturnType<typeof setup>;
afterEach(() => env?.close());

describe('lobby and start', () => {
  it('a server start opens a lobby with Join / Leave / Begin; join, leave and begin by the host start the heist', () => {
    env = setup();
    const { service } = env;
    const start = ok(service.start(server, ann, { scenario: 'office' }));
    expect(start.reply.buttons[0].map((b) => b.id.split(':')[3])).toEqual(['join', 'leave', 'begin']);
    expect(bad(service.start(server, bob, { scenario: 'bank' })).code).toBe('lobby-open');
    ok(service.join(server, bob));
    expect(bad(service.join(server, bob)).code).toBe('already-joined');
    ok(service.join(server, cat));
    ok(service.leave(server, cat));
    expect(bad(service.leave(server, cat)).code).toBe('not-joined');
    expect(bad(service.leave(server, ann)).code).toBe('host-cannot-leave');
    expect(bad(service.begin(server, bob)).code).toBe('only-host-begins');
    const begun = ok(service.begin(server, ann));
    expect(begun.reply.text.join('\n')).toContain('Ann');
    // Player 0 (Ann) is asked for the entrance: 16 cells, so a select.
    expect(begun.reply.select?.options.length).toBe(16);
    // Ann pressed Begin herself: no need to ping her.
    expect(begun.reply.mentionUserId).toBeUndefined();
    expect(bad(service.join(server, cat)).code).toBe('game-running');
    expect(bad(service.start(server, cat, { scenario: 'office' })).code).toBe('game-running');
  });

  it('a DM start is a solo heist at once, with the characters named by character', () => {
    env = setup();
    const r = ok(env.service.start(dm, ann, { scenario: 'bank', crew: 2, characters: ['hawk'] }));
    expect(r.reply.text.join('\n')).toMatch(/Hawk/);
    expect(r.reply.select).toBeDefined();
    const st = ok(env.service.status(dm, ann));
    expect(st.reply.text.join('\n')).toMatch(/Hawk: Hawk/);
    expect(st.reply.image?.()).toBeInstanceOf(Buffer);
  });

  it('bad options are refused with a sentence and nothing is stored', () => {
    env = setup();
    expect(bad(env.service.start(dm, ann, { scenario: 'bank', crew: 5 })).code).toBe('bad-crew');
    expect(bad(env.service.start(dm, ann, { scenario: 'bank', characters: ['rook'] })).code).toBe('rook-alone');
    expect(bad(env.service.status(dm, ann)).code).toBe('no-game-here');
    const ru = bad(env.service.status(dm, bob));
    expect(ru.text).toMatch(/нет ограбления/);
  });
});

describe('lobby buttons', () => {
  it('stay valid while the lobby is open: two people join from the same message', () => {
    env = setup();
    const lobby = ok(env.service.start(server, ann, { scenario: 'office' })).reply;
    const join = lobby.buttons[0][0].id;
    ok(env.service.button(server, bob, join));
    ok(env.service.button(server, cat, join));
    const view = ok(env.service.status(server, ann)).reply;
    expect(view.text.join('\n')).toMatch(/Crew \(3\/4\): Ann, Bob, Cat/);
    ok(env.service.button(server, ann, lobby.buttons[0][2].id));
    // Once the heist has begun, the lobby's buttons are stale.
    expect(bad(env.service.button(server, { id: 'u4', name: 'Dan' }, join)).code).toBe('stale-button');
  });
});
