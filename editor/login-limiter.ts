/**
 * Failed logins, limited so that guessing is slow and the right password is never locked out
 * from a new place (docs/decisions/044):
 * - per account *and* address together: after 5 failures, each further try waits longer (1, 2, 4,
 *   8, then 15 minutes) — someone who knows an e-mail slows only their own guesses, never the
 *   person's login from her own computer;
 * - per address: after 20 failures (any accounts), the same growing waits;
 * - an address is an IPv4 address or an IPv6 /64 (a connection is handed a whole /64), an
 *   IPv4-mapped IPv6 address counted as the IPv4 it is (server/rate-limit-key.ts);
 * - a key's count is forgotten after an hour without failures; a login clears its account and
 *   address pair only (a login of one's own account never clears the address's count).
 * The keys live in a map bounded by least recent use; a key that is blocking now is never evicted
 * (each costs five scrypt-checked failures, so an attack cannot make them faster than the CPU
 * checks passwords).
 */
import { rateLimitKey } from "#server/rate-limit-key.ts";

export interface LoginLimits {
  /** Failures of one account from one address before the waits start. */
  pair: number;
  /** Failures from one address, any accounts, before the waits start. */
  address: number;
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Quiet time after which a key's failures are forgotten. */
  forgetMs: number;
  /** Keys kept before the least recently used that is not blocking is evicted. */
  capacity: number;
}

export const defaultLoginLimits: LoginLimits = {
  pair: 5,
  address: 20,
  baseDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
  capacity: 10_000,
};

interface Failures {
  count: number;
  last: number;
  blockedUntil: number;
}

export class LoginLimiter {
  private keys = new Map<string, Failures>();

  constructor(private readonly limits: LoginLimits = defaultLoginLimits) {}

  /** The milliseconds to wait before this account may be tried from this address, 0 when it may now. */
  waitMs(email: string, address: string, now = Date.now()): number {
    return Math.max(
      0,
      ...this.keysOf(email, address).map(([key]) => (this.current(key, now)?.blockedUntil ?? 0) - now),
    );
  }

  fail(email: string, address: string, now = Date.now()): void {
    for (const [key, threshold] of this.keysOf(email, address)) {
      const failures = this.current(key, now) ?? { count: 0, last: now, blockedUntil: 0 };
      failures.count++;
      failures.last = now;
      if (failures.count >= threshold)
        failures.blockedUntil =
          now + Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** (failures.count - threshold));
      this.keys.delete(key);
      this.keys.set(key, failures);
    }
    this.evict(now);
  }

  succeed(email: string, address: string): void {
    this.keys.delete(this.pairKey(email, address));
  }

  /** How many keys are kept (for tests). */
  get size(): number {
    return this.keys.size;
  }

  private pairKey(email: string, address: string): string {
    return `conta:${email}|${rateLimitKey(address)}`;
  }

  private keysOf(email: string, address: string): [string, number][] {
    return [
      [this.pairKey(email, address), this.limits.pair],
      [`endereco:${rateLimitKey(address)}`, this.limits.address],
    ];
  }

  /** A key's failures unless forgotten; reading it marks it as recently used. */
  private current(key: string, now: number): Failures | undefined {
    const failures = this.keys.get(key);
    if (!failures) return undefined;
    this.keys.delete(key);
    if (now - failures.last > this.limits.forgetMs && failures.blockedUntil <= now) return undefined;
    this.keys.set(key, failures);
    return failures;
  }

  /** Past capacity, the least recently used keys that are not blocking go first. */
  private evict(now: number): void {
    if (this.keys.size <= this.limits.capacity) return;
    for (const [key, failures] of this.keys) {
      if (this.keys.size <= this.limits.capacity) return;
      if (failures.blockedUntil <= now) this.keys.delete(key);
    }
  }
}
