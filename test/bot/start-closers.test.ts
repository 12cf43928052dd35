// What a failed start closes (src/discord/start-closers.ts): everything opened so far, the last opened first; a closer
// that throws stops there, its error thrown.
import { describe, expect, it } from 'vitest';
import { StartClosers } from '../../src/discord/start-closers.js';

describe('the closers of a start', () => {
  it('closes the last opened first, waiting for each', async () => {
    const closed: string[] = [];
    const opened = new StartClosers();
    opened.push(() => closed.push('store'));
    opened.push(async () => {
      await new Promise((r) => setTimeout(r, 5));
      closed.push('pictures');
    });
    opened.push(() => closed.push('client'));
    await opened.closeAll();
    expect(closed).toEqual(['client', 'pictures', 'store']);
    // Each once: closing again closes nothing.
    await opened.closeAll();
    expect(closed).toEqual(['client', 'pictures', 'store']);
  });

  it('a closer that throws stops there', async () => {
    const closed: string[] = [];
    const opened = new StartClosers();
    opened.push(() => closed.push('store'));
    opened.push(() => Promise.reject(new Error('server would not close')));
    opened.push(() => closed.push('web'));
    await expect(opened.closeAll()).rejects.toThrow('server would not close');
    expect(closed).toEqual(['web']);
  });
});
