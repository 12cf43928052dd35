// The CPU bench's bare client makes each of the bot's calls again as a discord.js bot would: through the
// Interaction's methods where the bot's call was its interaction's own (as the bot made it), by plain REST otherwise.
import { describe, expect, it } from 'vitest';
import { replayOf } from '../../src/cli/bench-cpu-replay.js';

const call = (method: string, path: string, body: unknown = null) => ({ method, path, body });

describe('how the bare client replays a recorded call', () => {
  it('the interaction\'s own callback by its type', () => {
    const cb = '/api/v10/interactions/1/tok/callback';
    expect(replayOf(call('POST', cb, { type: 4, data: {} }), true, true)).toBe('reply');
    expect(replayOf(call('POST', cb, { type: 5, data: {} }), true, true)).toBe('deferReply');
    expect(replayOf(call('POST', cb, { type: 6 }), true, true)).toBe('deferUpdate');
    expect(replayOf(call('POST', cb, { type: 7, data: {} }), true, true)).toBe('update');
    // Not a component (a slash command cannot update a message): plain REST.
    expect(replayOf(call('POST', cb, { type: 7, data: {} }), true, false)).toBe('rest');
  });

  it('the edit and deletion of its answer, whose path was recorded as sent (%40original)', () => {
    expect(replayOf(call('PATCH', '/api/v10/webhooks/9/tok/messages/%40original', { content: 'x' }), true, true)).toBe('editReply');
    expect(replayOf(call('DELETE', '/api/v10/webhooks/9/tok/messages/%40original'), true, true)).toBe('deleteReply');
    expect(replayOf(call('PATCH', '/api/v10/webhooks/9/tok/messages/@original', { content: 'x' }), true, true)).toBe('editReply');
    // Another message of the same token, or another interaction's token: plain REST, as the bot sent it.
    expect(replayOf(call('PATCH', '/api/v10/webhooks/9/tok/messages/123', {}), true, true)).toBe('rest');
    expect(replayOf(call('PATCH', '/api/v10/webhooks/9/old/messages/%40original', {}), false, true)).toBe('rest');
  });

  it('a follow-up discord.js wrote (its body has tts) through followUp; one the bot wrote itself by REST', () => {
    expect(replayOf(call('POST', '/api/v10/webhooks/9/tok', { tts: false, components: [] }), true, true)).toBe('followUp');
    expect(replayOf(call('POST', '/api/v10/webhooks/9/tok', { components: [] }), true, true)).toBe('rest');
    expect(replayOf(call('POST', '/api/v10/channels/5/messages', { tts: false }), true, true)).toBe('rest');
  });
});
