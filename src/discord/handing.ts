// An ephemeral follow-up cannot be looked up on Discord, so a bot that dies with one in flight cannot ask whether it
// went. Its attempt is noted as queued before discord.js takes it, and as handed over at the moment discord.js gives the
// request to the network (its makeRequest): after a restart a post never handed over is sent again, and one handed
// over is taken as delivered (sending it again could show it twice). A wait in discord.js's queue falls on the safe
// side; a retry of a refused follow-up notes the next one on its token a little early (that one keeps the old risk).
import { DefaultRestOptions, type RESTOptions } from 'discord.js';

type MakeRequest = RESTOptions['makeRequest'];

/** The interaction token of a request that creates a follow-up (POST /webhooks/{application}/{token}). */
export function followUpToken(url: string, method: string | undefined): string | null {
  if ((method ?? 'GET').toUpperCase() !== 'POST') return null;
  const m = /\/webhooks\/\d+\/([^/?#]+)(?:[?#]|$)/.exec(url);
  return m ? m[1] : null;
}

export class Handing {
  /** Per interaction token, what to note when its next follow-up leaves, in the order they were queued (discord.js
   * sends one route's requests one after another). */
  private readonly waiting = new Map<string, (() => void)[]>();

  /** `handed` is called when the next follow-up on `token` is handed to the network; the returned function withdraws it
   * (the send failed before that). */
  expect(token: string, handed: () => void): () => void {
    const list = this.waiting.get(token) ?? [];
    list.push(handed);
    this.waiting.set(token, list);
    return () => {
      const at = list.indexOf(handed);
      if (at >= 0) list.splice(at, 1);
      if (!list.length && this.waiting.get(token) === list) this.waiting.delete(token);
    };
  }

  /** discord.js's makeRequest (its default, or the proxy's), noting each follow-up as it leaves. */
  wrap(send: MakeRequest = DefaultRestOptions.makeRequest): MakeRequest {
    return (url, init) => {
      const token = this.waiting.size ? followUpToken(url, init.method) : null;
      if (token) {
        const list = this.waiting.get(token);
        const next = list?.shift();
        if (list && !list.length) this.waiting.delete(token);
        next?.();
      }
      return send(url, init);
    };
  }
}
