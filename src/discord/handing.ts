// An ephemeral follow-up cannot be looked up on Discord, so a bot that dies with one in flight cannot ask whether it
// went. Its attempt is noted as queued before discord.js takes it, and as handed over once its request has been
// written whole to the connection (undici's onRequestSent: from then on the bytes are the kernel's, and reach Discord
// even if the bot dies). A refusal (429, 5xx) or a failed connection notes it as queued again, for discord.js's retry.
// After a restart a post still queued is sent again; one handed over is taken as delivered (sending it again could
// show it twice). What is left is the instant between the last write and its note.
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import { Dispatcher, getGlobalDispatcher } from 'undici';

type MakeRequest = RESTOptions['makeRequest'];

/** The interaction token of a request that creates a follow-up (POST /webhooks/{application}/{token}). */
export function followUpToken(url: string, method: string | undefined): string | null {
  if ((method ?? 'GET').toUpperCase() !== 'POST') return null;
  const m = /\/webhooks\/\d+\/([^/?#]+)(?:[?#]|$)/.exec(url);
  return m ? m[1] : null;
}

/** What to note about one follow-up: handed over (written whole), or queued again (refused, or not written). */
export interface Noting { handed(): void; queued(): void }

/** A dispatcher that tells `noting` what became of the one request sent through it. */
class NotingDispatcher extends Dispatcher {
  constructor(private readonly base: Dispatcher, private readonly noting: Noting, private readonly done: () => void) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandlers): boolean {
    const { noting, done } = this;
    const wrapped = new Proxy(handler, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown;
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
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    return this.base.dispatch(options, wrapped);
  }
}

export class Handing {
  /** Per interaction token, the follow-ups waiting to be written, in the order they were queued (discord.js sends one
   * route's requests one after another, a retry before the next). */
  private readonly waiting = new Map<string, Noting[]>();

  /** `noting` is told when the next follow-up on `token` is written whole (and again if it is refused); the returned
   * function withdraws it (the send failed for good). */
  expect(token: string, noting: Noting): () => void {
    const list = this.waiting.get(token) ?? [];
    list.push(noting);
    this.waiting.set(token, list);
    return () => this.drop(token, noting);
  }

  private drop(token: string, noting: Noting): void {
    const list = this.waiting.get(token);
    if (!list) return;
    const at = list.indexOf(noting);
    if (at >= 0) list.splice(at, 1);
    if (!list.length) this.waiting.delete(token);
  }

  /** discord.js's makeRequest (its default, or the proxy's), each follow-up sent through a dispatcher that notes it. */
  wrap(send: MakeRequest = DefaultRestOptions.makeRequest): MakeRequest {
    return (url, init) => {
      const token = this.waiting.size ? followUpToken(url, init.method) : null;
      const noting = token ? this.waiting.get(token)?.[0] : undefined;
      if (!token || !noting) return send(url, init);
      const base = ((init as { dispatcher?: Dispatcher }).dispatcher) ?? getGlobalDispatcher();
      const dispatcher = new NotingDispatcher(base, noting, () => this.drop(token, noting));
      return send(url, { ...init, dispatcher } as typeof init);
    };
  }
}
