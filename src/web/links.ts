// The web pages' links: `/w/<token>`, where the token names a game, a seat (or the spectator), the seat's link
// generation, an expiry and whether the game was still open when it was made, signed with HMAC-SHA256 under the bot's
// secret (WEB_SECRET, else one made once and kept in the store). Revoking a seat's links moves its generation on.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SPECTATOR } from '../core/types.js';
import type { Store } from '../store/types.js';
import type { WebLinks } from '../table/types.js';

/** How long a link works. */
const LINK_DAYS = 7;
const DAY = 86_400_000;
const SECRET_KEY = 'web.secret';

/** What a link says, once its signature checks. */
export interface Claim {
  gameId: number;
  /** A seat, or SPECTATOR. */
  seat: number;
  generation: number;
  /** When it stops working (epoch ms). */
  expires: number;
  /** Made while the game was not yet ended by its host: such a link stops working when it is. */
  open: boolean;
}

/** Why a link is refused ('replaced': revoked when a substitute took the seat from the link's holder; 'left': the
 * seat's person left the game with /heist leave, a bot plays it to the end). */
export type Refusal = 'invalid' | 'expired' | 'revoked' | 'replaced' | 'left' | 'ended' | 'gone';

const TOKEN = /^(\d{1,12})\.(-1|\d{1,2})\.(\d{1,9})\.(\d{1,13})\.([01])\.([A-Za-z0-9_-]{43})$/;

export interface LinkOptions {
  /** WEB_SECRET; absent: the one kept in the store (made at the first start). */
  secret?: string;
  /** The address links start with (PUBLIC_URL, else the server's local address once it listens). */
  base: () => string;
  clock?: { now(): number };
  days?: number;
}

export class Links implements WebLinks {
  private readonly key: Buffer;
  private readonly clock: { now(): number };
  readonly days: number;

  constructor(private readonly store: Store, private readonly opts: LinkOptions) {
    this.key = Buffer.from(opts.secret || storedSecret(store), 'utf8');
    this.clock = opts.clock ?? { now: () => Date.now() };
    this.days = opts.days ?? LINK_DAYS;
  }

  /** The seat's current generation (0 until first revoked). */
  generation(gameId: number, seat: number): number {
    const v = Number(this.store.setting(generationKey(gameId, seat)) ?? 0);
    return Number.isSafeInteger(v) && v >= 0 ? v : 0;
  }

  /** A signed token for a game's seat (null or SPECTATOR: the spectator view). */
  token(gameId: number, seat: number | null, ended: boolean): string {
    const s = seat ?? SPECTATOR;
    const expires = this.clock.now() + this.days * DAY;
    const payload = `${gameId}.${s}.${this.generation(gameId, s)}.${expires}.${ended ? 0 : 1}`;
    return `${payload}.${this.sign(payload)}`;
  }

  url(gameId: number, seat: number | null, ended: boolean): string {
    return `${this.opts.base().replace(/\/+$/, '')}/w/${this.token(gameId, seat, ended)}/`;
  }

  revoke(gameId: number, seat: number, replaced = false): void {
    const next = this.generation(gameId, seat) + 1;
    this.store.setSetting(generationKey(gameId, seat), String(next));
    // The links below this generation were a replaced holder's: they say so, not merely "revoked".
    if (replaced) this.store.setSetting(replacedKey(gameId, seat), String(next));
  }

  /** The token's claim when its signature is right and it has not expired; the game is checked by the caller. */
  read(token: string): { ok: true; claim: Claim } | { ok: false; why: Refusal; claim?: Claim } {
    const m = TOKEN.exec(token);
    if (!m) return { ok: false, why: 'invalid' };
    const payload = token.slice(0, token.lastIndexOf('.'));
    // The signature as written, not as decoded: decoding drops the last character's unused bits, so changing them
    // would give the same bytes (an altered link that still opened).
    const given = Buffer.from(m[6], 'utf8');
    const wanted = Buffer.from(this.sign(payload), 'utf8');
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, why: 'invalid' };
    const claim: Claim = { gameId: Number(m[1]), seat: Number(m[2]), generation: Number(m[3]), expires: Number(m[4]), open: m[5] === '1' };
    // Expired, its claim still its signer's: the game it names may say more (removed since).
    if (this.clock.now() >= claim.expires) return { ok: false, why: 'expired', claim };
    return { ok: true, claim };
  }

  /** Whether a claim still holds for the game as it is now (`status` the table's: 'ended' when its host ended it;
   * `left`: the seats whose person left the game, which no link shows any more). */
  check(claim: Claim, game: { status: string; seats: number; left?: readonly number[] }): Refusal | null {
    if (claim.seat !== SPECTATOR && claim.seat >= game.seats) return 'invalid';
    if (game.left?.includes(claim.seat)) return 'left';
    if (claim.generation !== this.generation(claim.gameId, claim.seat)) {
      const below = Number(this.store.setting(replacedKey(claim.gameId, claim.seat)) ?? 0);
      return claim.generation < below ? 'replaced' : 'revoked';
    }
    if (claim.open && game.status === 'ended') return 'ended';
    return null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(`heist-web-1:${payload}`).digest('base64url');
  }
}

function generationKey(gameId: number, seat: number): string {
  return `web.links.${gameId}.${seat}`;
}

function replacedKey(gameId: number, seat: number): string {
  return `web.replaced.${gameId}.${seat}`;
}

/** The secret kept in the store, made once (32 random bytes) the first time it is asked for. */
function storedSecret(store: Store): string {
  const kept = store.setting(SECRET_KEY);
  if (kept) return kept;
  store.setSetting(SECRET_KEY, randomBytes(32).toString('hex'));
  return store.setting(SECRET_KEY)!;
}
