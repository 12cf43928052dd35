// An ephemeral follow-up cannot be looked up on Discord, so a bot that dies with one in flight cannot ask whether it
// went. Its attempt is noted as queued before discord.js takes it, and as handed over once its request has been
// written whole to the connection (undici's onRequestSent: from then on the bytes are the kernel's, and reach Discord
// even if the bot dies). A refusal (429, 5xx) or a failed connection notes it as queued again, for discord.js's retry.
// After a restart a post still queued is sent again; one handed over is taken as delivered (sending it again could
// show it twice). What is left is the instant between the last write and its note.
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import type { Duplex } from 'node:stream';
import { Dispatcher, getGlobalDispatcher } from 'undici';

type MakeRequest = RESTOptions['makeRequest'];

/** The header that names a follow-up's noting in its request (taken off before the request leaves). */
export const HANDING_HEADER = 'x-heist-handing';

/** What to note about one follow-up: handed over (written whole), or queued again (refused, or not written). */
export interface Noting { handed(): void; queued(): void }

/** A note that fails (the database writes nothing: a full disk) must not break the request it is about: thrown inside
 * undici's handler, it left the request unsettled and the whole delivery waiting on it. Unnoted, a post is at worst
 * sent again after a crash. */
function quietly(note: () => void): void {
  try {
    note();
  } catch {
    // The request goes on; the delivery hears of the database's trouble at its next write.
  }
}

/** A dispatcher that tells `noting` what became of the one request sent through it. */
class NotingDispatcher extends Dispatcher {
  constructor(private readonly base: Dispatcher, private readonly noting: Noting, private readonly done: () => void) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandlers): boolean {
    return this.base.dispatch(options, new NotingHandler(handler, this.noting, this.done));
  }
}

/** The request's own handler, told what it is told, with the noting between: a plain object of methods, which undici
 * calls as it calls its own (a Proxy in their place made every one of its calls a lookup of its own). */
class NotingHandler implements Dispatcher.DispatchHandlers {
  constructor(private readonly handler: Dispatcher.DispatchHandlers, private readonly noting: Noting, private readonly done: () => void) {}

  onConnect(abort: (err?: Error) => void): void {
    return this.handler.onConnect?.(abort);
  }

  onError(err: Error): void {
    quietly(() => this.noting.queued());
    return this.handler.onError?.(err);
  }

  onUpgrade(statusCode: number, headers: Buffer[] | string[] | null, socket: Duplex): void {
    return this.handler.onUpgrade?.(statusCode, headers, socket);
  }

  onResponseStarted(): void {
    return this.handler.onResponseStarted?.();
  }

  onHeaders(statusCode: number, headers: Buffer[], resume: () => void, statusText: string): boolean {
    if (statusCode >= 200 && statusCode < 300) quietly(this.done);
    else if (statusCode === 429 || statusCode >= 500) quietly(() => this.noting.queued());
    return this.handler.onHeaders?.(statusCode, headers, resume, statusText) ?? true;
  }

  onData(chunk: Buffer): boolean {
    return this.handler.onData?.(chunk) ?? true;
  }

  onComplete(trailers: string[] | null): void {
    return this.handler.onComplete?.(trailers);
  }

  onBodySent(chunkSize: number, totalBytesSent: number): void {
    return this.handler.onBodySent?.(chunkSize, totalBytesSent);
  }

  /** Written whole: from now on the bytes are the kernel's. */
  onRequestSent(): void {
    quietly(() => this.noting.handed());
    return (this.handler as { onRequestSent?: () => void }).onRequestSent?.();
  }
}

export class Handing {
  /** The follow-ups waiting to be written, by the key their request carries in HANDING_HEADER (requests on one token
   * from different games or presses may leave in another order than they were noted). */
  private readonly waiting = new Map<string, Noting>();
  private next = 0;

  /** `noting` is told when the request carrying `key` in HANDING_HEADER is written whole (and again if it is
   * refused); `withdraw` forgets it (the send failed for good). */
  expect(noting: Noting): { key: string; withdraw(): void } {
    const key = String(++this.next);
    this.waiting.set(key, noting);
    return { key, withdraw: () => this.waiting.delete(key) };
  }

  /** discord.js's makeRequest (its default, or the proxy's), each noted follow-up sent through a dispatcher that notes it. */
  wrap(send: MakeRequest = DefaultRestOptions.makeRequest): MakeRequest {
    return (url, init) => {
      const headers = init.headers as Record<string, string> | undefined;
      const key = headers?.[HANDING_HEADER];
      if (key === undefined) return send(url, init);
      const { [HANDING_HEADER]: _, ...rest } = headers!;
      const noting = this.waiting.get(key);
      if (!noting) return send(url, { ...init, headers: rest });
      const base = ((init as { dispatcher?: Dispatcher }).dispatcher) ?? getGlobalDispatcher();
      const dispatcher = new NotingDispatcher(base, noting, () => this.waiting.delete(key));
      // Object.assign rather than a spread extended (Node 20's slow path for a property the request had not).
      return send(url, Object.assign({}, init, { headers: rest, dispatcher }) as typeof init);
    };
  }
}
