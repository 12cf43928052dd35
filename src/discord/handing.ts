// An ephemeral follow-up cannot be looked up on Discord, so a bot that dies with one in flight cannot ask whether it
// went. Its attempt is noted as queued before discord.js takes it, and as handed over once its request has been
// written whole to the connection (undici's onRequestSent: from then on the bytes are the kernel's, and reach Discord
// even if the bot dies). A refusal (429, 5xx) or a failed connection notes it as queued again, for discord.js's retry.
// After a restart a post still queued is sent again; one handed over is taken as delivered (sending it again could
// show it twice). What is left is the instant between the last write and its note.
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import { Dispatcher, getGlobalDispatcher } from 'undici';

type MakeRequest = RESTOptions['makeRequest'];

/** The header that names a follow-up's noting in its request (taken off before the request leaves). */
export const HANDING_HEADER = 'x-heist-handing';

/** What to note about one follow-up: handed over (written whole), or queued again (refused, or not written). */
export interface Noting { handed(): void; queued(): void }

/** A dispatcher that tells `noting` what became of the one request sent through it. */
class NotingDispatcher extends Dispatcher {
  constructor(private readonly base: Dispatcher, private readonly noting: Noting, private readonly done: () => void) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandlers): boolean {
    const { noting, done } = this;
    // undici reads the handler's methods again for every event of the request: each is bound (or wrapped) once.
    const made = new Map<PropertyKey, { value: unknown; fn: unknown }>();
    const wrapped = new Proxy(handler, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown;
        if (typeof value !== 'function' && key !== 'onRequestSent') return value;
        const known = made.get(key);
        if (known && known.value === value) return known.fn;
        const fn = wrap(target, key, value);
        made.set(key, { value, fn });
        return fn;
      },
    });
    const wrap = (target: Dispatcher.DispatchHandlers, key: PropertyKey, value: unknown): unknown => {
      if (key === 'onRequestSent') {
        return (...args: unknown[]) => {
          noting.handed();
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).apply(target, args) : undefined;
        };
      }
      if (key === 'onHeaders') {
        return (statusCode: number, ...rest: unknown[]) => {
          if (statusCode >= 200 && statusCode < 300) done();
          else if (statusCode === 429 || statusCode >= 500) noting.queued();
          return (value as (...a: unknown[]) => unknown).call(target, statusCode, ...rest);
        };
      }
      if (key === 'onError') {
        return (err: Error) => {
          noting.queued();
          return (value as (e: Error) => unknown).call(target, err);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    };
    return this.base.dispatch(options, wrapped);
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
      return send(url, { ...init, headers: rest, dispatcher } as typeof init);
    };
  }
}
