// A DATABASE_URL the PostgreSQL client cannot read (a port that is no number, an unclosed IPv6 bracket, a password with
// a bare #): refused in one sentence naming DATABASE_URL, never echoing it (it holds the password), whether read from
// the environment (postgresUrl, what the bot and the tools open by) or given to the store directly.
import { describe, expect, it } from 'vitest';
import { postgresUrl, PostgresStore, StoreOpenError } from '../../src/store/index.js';
import { UNREADABLE_URL } from '../../src/store/postgres.js';

const BAD = ['postgres://heist:s3cret@localhost:notaport/x', 'postgres://@[::1:1/x', 'postgres://heist:s3cret#1@db/heist'];

describe('a DATABASE_URL pg cannot parse', () => {
  it('is refused by postgresUrl, and well-formed ones (a socket, no host) pass', () => {
    for (const url of BAD) {
      expect(() => postgresUrl({ DATABASE_URL: url }), url).toThrow(StoreOpenError);
      expect(() => postgresUrl({ DATABASE_URL: url }), url).toThrow(UNREADABLE_URL);
    }
    for (const url of ['postgres://heist:pw@localhost:5432/heist', 'postgres:///heist?host=/var/run/postgresql', 'postgres://heist:pw@/heist', 'postgresql://heist:p%23w@[::1]:5432/heist']) {
      expect(postgresUrl({ DATABASE_URL: url }), url).toBe(url);
    }
  });

  it('is refused by the store given it directly, in the same sentence', () => {
    const err = (() => {
      try {
        new PostgresStore(BAD[0], { connectTimeoutMs: 1000 }).close();
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(StoreOpenError);
    expect((err as Error).message).toBe(UNREADABLE_URL);
    expect((err as Error).message).not.toContain('s3cret');
  });
});
