// "If I end now": a person's End turn (button or typed) first answers, only to them, with what would happen and a
// Confirm button stamped with the game's version, so a double submit or a retried command never ends two turns.
import { afterEach, describe, expect, it } from 'vitest';
import { actingPlayer, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import type { Stored } from '../../src/table/persist.js';
import type { Outcome, Post } from '../../src/table/table.js';
import { answerOf, ann, bad, bob, officeForTwo, ok, publicOf, server, setup, storyOf } from './helpers.js';

let env: ReturnType<typeof setup>;
afterEach(() => env?.close());

const engine = () => (env.store.activeGame('c1')!.state as Stored).engine as GameState;
const version = () => env.store.activeGame('c1')!.version;

function twoPlayers(): void {
  env = officeForTwo(7);
}

describe('the end-of-turn preview', () => {
  it('End turn answers privately with the preview and a Confirm button; nothing changes until it is pressed', () => {
    twoPlayers();
    const end = publicOf(ok(env.service.status(server, ann))).buttons.flat().find((b) => b.id.endsWith(':a:end'))!;
    const before = version();
    const answered = ok(env.service.button(server, ann, end.id));
    // Only the preview, only to Ann: nothing public, and the pressed message's controls are not spent.
    expect(answered.posts).toHaveLength(1);
    expect(answered.pressed.fate).toBe('keep');
    const preview = previewOf(answered);
    expect(preview.text[0]).toMatch(/If you do it now/);
    expect(preview.text.length).toBeGreaterThan(1);
    expect(version()).toBe(before);
    const confirm = preview.buttons[0][0];
    expect(confirm.label).toBe('Confirm end of turn');
    expect(confirm.id).toMatch(/:c:end$/);
    // Ann did nothing this turn: the end draws an event first (here one that asks her a question).
    expect(preview.text.join(' ')).toMatch(/event card is drawn first/);
    ok(env.service.button(server, ann, confirm.id));
    const after = version();
    expect(after).toBeGreaterThan(before);
    expect(engine().events.discard.length).toBe(1);
    // The same Confirm again (a double click, a retried request) is stale: nothing more happens.
    expect(bad(env.service.button(server, ann, confirm.id)).code).toBe('stale-button');
    expect(version()).toBe(after);
  });

  it('a typed /end-turn goes through the same preview: typing it twice ends nothing', () => {
    twoPlayers();
    const before = version();
    const first = ok(env.service.command(server, ann, 'end-turn', {}));
    const second = ok(env.service.command(server, ann, 'end-turn', {}));
    expect([first.posts.length, second.posts.length]).toEqual([1, 1]);
    const [p1, p2] = [previewOf(first), previewOf(second)];
    expect(version()).toBe(before);
    expect(actingPlayer(engine())).toBe(0);
    ok(env.service.button(server, ann, p2.buttons[0][0].id));
    const after = version();
    expect(after).toBeGreaterThan(before);
    expect(bad(env.service.button(server, ann, p1.buttons[0][0].id)).code).toBe('stale-button');
    expect(version()).toBe(after);
  });

  it('only the player whose turn it is gets a preview; others are refused as before', () => {
    twoPlayers();
    expect(bad(env.service.command(server, bob, 'end-turn', {})).code).toBe('not-your-turn');
  });

  it('a player who switches previews off ends the turn with one click; the others still see theirs', () => {
    twoPlayers();
    const off = ok(env.service.settings(server, ann, { preview: false }));
    expect(off.posts).toHaveLength(1);
    expect(answerOf(off)).toMatchObject({ kind: 'notice', audience: 'u1' });
    expect(answerOf(off).text[0]).toMatch(/Ending your turn now takes effect at once/);
    const before = version();
    const end = publicOf(ok(env.service.status(server, ann))).buttons.flat().find((b) => b.id.endsWith(':a:end'))!;
    const r = ok(env.service.button(server, ann, end.id));
    expect(r.posts.some((p) => p.kind === 'preview')).toBe(false);
    expect(storyOf(r).text.join(' ')).not.toMatch(/If you do it now/);
    expect(version()).toBeGreaterThan(before);
    finishQuestions();
    expect(actingPlayer(engine())).toBe(1);
    const bobs = ok(env.service.command(server, bob, 'end-turn', {}));
    expect(previewOf(bobs).text[0]).toMatch(/If you do it now|Если сделать это сейчас/);
  });

  it('with previews off, a typed end seconds after the last end, nothing done since, asks first; later it does not', () => {
    twoPlayers();
    ok(env.service.settings(server, ann, { preview: false }));
    ok(env.service.settings(server, bob, { preview: false }));
    // The entrance choice ended the setup's turn a moment ago: let that moment pass first.
    env.clock.t += 11_000;
    ok(env.service.command(server, ann, 'end-turn', {}));
    finishQuestions();
    expect(actingPlayer(engine())).toBe(1);
    const before = version();
    const quick = ok(env.service.command(server, bob, 'end-turn', {}));
    expect(quick.posts).toHaveLength(1);
    expect(previewOf(quick).text[0]).toMatch(/Предыдущий ход закончился считаные секунды назад/); // Bob reads Russian
    expect(version()).toBe(before);
    env.clock.t += 11_000;
    ok(env.service.command(server, bob, 'end-turn', {}));
    expect(version()).toBeGreaterThan(before);
  });

  it('/end-turn preview:true shows the preview even with previews off; preview:false ends at once with them on', () => {
    twoPlayers();
    ok(env.service.settings(server, ann, { preview: false }));
    env.clock.t += 11_000;
    const before = version();
    const shown = ok(env.service.command(server, ann, 'end-turn', {}, true));
    expect(shown.posts).toHaveLength(1);
    expect(previewOf(shown).text[0]).toMatch(/If you do it now/);
    expect(version()).toBe(before);
    ok(env.service.button(server, ann, previewOf(shown).buttons[0][0].id));
    expect(version()).toBeGreaterThan(before);
    finishQuestions();
    // Bob keeps previews on, and skips this one.
    expect(actingPlayer(engine())).toBe(1);
    env.clock.t += 11_000;
    const bobBefore = version();
    const at = ok(env.service.command(server, bob, 'end-turn', {}, false));
    expect(at.posts.some((p) => p.kind === 'preview')).toBe(false);
    expect(storyOf(at).text.join(' ')).not.toMatch(/If you do it now|Если сделать это сейчас/);
    expect(version()).toBeGreaterThan(bobBefore);
  });

  it('preview:false still asks when it would repeat an end of seconds ago with nothing done since', () => {
    twoPlayers();
    env.clock.t += 11_000;
    ok(env.service.command(server, ann, 'end-turn', {}, false));
    finishQuestions();
    const before = version();
    const quick = ok(env.service.command(server, bob, 'end-turn', {}, false));
    expect(quick.posts).toHaveLength(1);
    previewOf(quick);
    expect(version()).toBe(before);
  });
});

/** The preview of an outcome: answered only to the one who asked (ephemeral), with its Confirm button. */
function previewOf(o: Outcome): Post {
  const p = answerOf(o);
  expect(p.kind).toBe('preview');
  expect(p.audience).not.toBe('public');
  expect(p.buttons.flat().some((b) => /:c:/.test(b.id))).toBe(true);
  return p;
}

/** Answers whatever the game asks (its first option) until it waits on a turn again. */
function finishQuestions(): void {
  for (let i = 0; i < 10 && engine().awaiting; i++) {
    const q = engine().awaiting!;
    ok(env.service.act(server, [ann, bob][q.player], `choose ${q.options[0]}`));
  }
}
