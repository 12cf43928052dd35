// A game whose channel refuses the bot's posts (a permission taken away, the bot removed from the server): its host is
// told once, the game waits and goes on when the bot may post again; refused for REFUSED_DAYS in a row, the game ends
// as for a deleted channel, its waiting posts are held (nothing is tried there again) and its host is told once
// (rulings T9).
import { afterEach, describe, expect, it } from 'vitest';
import { REFUSED_DAYS } from '../../src/table/ledger.js';
import type { Plan } from '../../src/table/types.js';
import { officeForTwo } from './helpers.js';

const DAY = 24 * 3_600_000;
type Env = ReturnType<typeof officeForTwo>;
let envs: Env[] = [];
afterEach(() => { for (const e of envs) e.close(); envs = []; });

/** A server Office Job for two with one post still waiting for its channel (as the outbox keeps one it could not send). */
function waiting(): { env: Env; gameId: number; seq: number } {
  const env = officeForTwo();
  envs.push(env);
  const gameId = env.store.activeGame('c1')!.id;
  const pending = env.store.undelivered(gameId);
  expect(pending.length).toBeGreaterThan(0);
  return { env, gameId, seq: pending[0].seq };
}

const told = (plans: Plan[]) => plans.flatMap((p) => p.posts).map((p) => `${p.audience} ${p.via}: ${p.text.join(' ')}`);

describe('a channel that refuses the bot', () => {
  it('is told its host once, and ends the game only after REFUSED_DAYS of refusal in a row', () => {
    const { env, gameId, seq } = waiting();
    const t = env.service;
    const first = told(t.report(gameId, [{ seq, channelRefuses: 'view' }]));
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^u1 dm: I can no longer see <#c1>.*refused for 14 days, it ends\.$/);
    // Tried every ten minutes meanwhile: nothing more is said, the game stays open.
    for (let d = 1; d < REFUSED_DAYS; d++) {
      env.clock.t += DAY;
      expect(t.report(gameId, [{ seq, channelRefuses: 'view' }])).toEqual([]);
    }
    expect(env.store.game(gameId)!.status).toBe('active');
    env.clock.t += DAY - 1;
    expect(t.report(gameId, [{ seq, channelRefuses: 'view' }])).toEqual([]);
    env.clock.t += 1;
    const ended = told(t.report(gameId, [{ seq, channelRefuses: 'view' }]));
    expect(ended).toEqual([expect.stringMatching(/^u1 dm: For 14 days I could not post in <#c1>, the channel of your game \(Burgle Bros\.\), so the game has ended/)]);
    expect(env.store.game(gameId)!.status).not.toBe('active');
    // Its log says why it ended (heist_games_ended_total counts it so: channel_refused).
    expect(env.store.log(gameId).at(-1)!.action).toBe('#end refused');
    expect(env.store.activeGame('c1')).toBeNull();
    // Nothing waits for the channel any more, no reminder is due, and a later refusal says nothing again.
    expect(env.store.undelivered(gameId)).toEqual([]);
    expect(t.dueReminders(env.clock.t + 30 * DAY).length).toBe(0);
    expect(t.report(gameId, [{ seq, channelRefuses: 'view' }])).toEqual([]);
  });

  it('counts the days again after the channel took a post: an outage that ends is forgotten', () => {
    const { env, gameId, seq } = waiting();
    const t = env.service;
    expect(told(t.report(gameId, [{ seq, channelRefuses: 'send' }]))).toEqual([expect.stringMatching(/^u1 dm: I may no longer post in <#c1>/)]);
    env.clock.t += (REFUSED_DAYS - 1) * DAY;
    // The permission came back: the post went.
    expect(t.report(gameId, [{ seq, sent: { channelId: 'c1', messageId: 'm1' }, live: true }, { seq, channelRefuses: null }])).toEqual([]);
    const next = env.store.undelivered(gameId)[0]?.seq ?? seq;
    env.clock.t += DAY;
    // Refused again: a new outage, told again, its days counted from now.
    expect(told(t.report(gameId, [{ seq: next, channelRefuses: 'send' }]))).toHaveLength(1);
    env.clock.t += (REFUSED_DAYS - 1) * DAY;
    expect(t.report(gameId, [{ seq: next, channelRefuses: 'send' }])).toEqual([]);
    expect(env.store.game(gameId)!.status).toBe('active');
    env.clock.t += DAY;
    expect(told(t.report(gameId, [{ seq: next, channelRefuses: 'send' }]))).toHaveLength(1);
    expect(env.store.activeGame('c1')).toBeNull();
  });

  it('says so in Russian to a Russian host', () => {
    const env = officeForTwo(7, {}, { id: 'u5', name: 'Вера', locale: 'ru' });
    envs.push(env);
    const gameId = env.store.activeGame('c1')!.id;
    const seq = env.store.undelivered(gameId)[0].seq;
    expect(told(env.service.report(gameId, [{ seq, channelRefuses: 'send' }]))[0]).toMatch(/если я не смогу писать там 14 дней подряд, игра закончится\.$/);
    env.clock.t += REFUSED_DAYS * DAY;
    expect(told(env.service.report(gameId, [{ seq, channelRefuses: 'send' }]))[0]).toMatch(/^u5 dm: 14 дней подряд я не мог писать в <#c1>/);
  });
});
