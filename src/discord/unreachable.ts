// Whether a request failed before any server answered it (no network, no DNS, a refused or dropped connection), and
// with which code: the start and `npm run deploy` say so in one sentence rather than with a stack.

/** The network error that kept a request from reaching its server at all (its code), or null: the server answered. */
export function unreachable(err: unknown): string | null {
  for (let e = err as { code?: unknown; cause?: unknown } | null, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    const code = e.code;
    if (typeof code !== 'string') continue;
    if (['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'ECONNRESET', 'EAI_AGAIN'].includes(code)) return code;
    // undici's own: the connection not made in time, or its socket gone before an answer.
    if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_SOCKET') return code;
  }
  // Connected, but no answer before discord.js gave up on every try (its AbortError): nothing answered either.
  for (let e = err as { name?: unknown; cause?: unknown } | null, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (e.name === 'AbortError') return 'no answer in time';
  }
  return null;
}
