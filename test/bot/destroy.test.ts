// The bot's client is destroyed without a stack trace formatted (src/discord/bot.ts destroyClient): discord.js writes
// one into its debug log as the client goes, and with source maps on (npm start) the first stack formatted parses the
// bundle's whole source map.
import { Client } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { destroyClient } from '../../src/discord/bot.js';

const original = Error.prepareStackTrace;
afterEach(() => {
  Error.prepareStackTrace = original;
});

describe('destroying the client', () => {
  it('formats no stack frame, and leaves the stack limit as it found it', async () => {
    const limit = Error.stackTraceLimit;
    const frames: number[] = [];
    const client = new Client({ intents: [] });
    Error.prepareStackTrace = (err, callSites) => {
      frames.push(callSites.length);
      return String(err);
    };
    await destroyClient(client);
    Error.prepareStackTrace = original;
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((n) => n === 0)).toBe(true);
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
