/**
 * Guessing passwords made slow: failed logins and password changes are counted per account and per client
 * address. Past a few free failures each one closes the door for a growing while (1 s, 2 s, 4 s … 60 s);
 * past the lock threshold the key stays locked for LOCK_S. A refused attempt is answered 429 with
 * `Retry-After` before any password is hashed, so a locked guesser costs the server nothing. A success clears
 * the account's count (not the address's); counts fade after LOCK_S without a failure.
 *
 * Kept in memory: a restart forgets it, which only gives a guesser back the few free attempts.
 */

export const LOCK_S = 15 * 60;

interface Rule {
  /** Failures before the first delay. */
  free: number;
  /** Failures that lock the key for LOCK_S. */
  lockAt: number;
}

/** An account is one person's: a few typos are free. An address may be an office behind one router. */
export const ACCOUNT_RULE: Rule = { free: 4, lockAt: 10 };
export const ADDRESS_RULE: Rule = { free: 20, lockAt: 50 };
const MAX_DELAY_S = 60;
/** Bounded memory: a flood of made-up user names cannot grow the table without end. */
const MAX_KEYS = 50_000;

interface Entry {
  failures: number;
  lastFailureMs: number;
  blockedUntilMs: number;
}

export interface ThrottleKeys {
  account: string;
  address: string;
}

/** Checks of one account running at once: more in parallel would slip past the count before it grows. */
export const MAX_IN_FLIGHT = 4;

export class Throttle {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, number>();

  private readonly rules: { account: Rule; address: Rule };

  constructor(rules = { account: ACCOUNT_RULE, address: ADDRESS_RULE }) {
    this.rules = rules;
  }

  private entry(key: string, nowMs: number): Entry | undefined {
    const e = this.entries.get(key);
    if (e && nowMs - e.lastFailureMs > LOCK_S * 1000 && nowMs >= e.blockedUntilMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private keys({ account, address }: ThrottleKeys): [string, Rule][] {
    return [
      [`account:${account.trim().toLowerCase()}`, this.rules.account],
      [`address:${address}`, this.rules.address],
    ];
  }

  /** Seconds to wait before the next attempt may be checked, or 0 when it may be checked now. */
  retryAfter(keys: ThrottleKeys, nowMs: number): number {
    let waitMs = 0;
    for (const [key] of this.keys(keys)) {
      const e = this.entry(key, nowMs);
      if (e) waitMs = Math.max(waitMs, e.blockedUntilMs - nowMs);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /**
   * Starts an attempt: the seconds to wait when the keys are closed (or the account already has
   * MAX_IN_FLIGHT checks running), else 0, and then `finish` must follow.
   */
  begin(keys: ThrottleKeys, nowMs: number): number {
    const wait = this.retryAfter(keys, nowMs);
    if (wait > 0) return wait;
    const account = this.keys(keys)[0]?.[0] as string;
    const running = this.inFlight.get(account) ?? 0;
    if (running >= MAX_IN_FLIGHT) return 1;
    this.inFlight.set(account, running + 1);
    return 0;
  }

  /** Ends an attempt begun with `begin`: counts a failure, or clears the account after a success. */
  finish(keys: ThrottleKeys, succeeded: boolean, nowMs: number): number {
    const account = this.keys(keys)[0]?.[0] as string;
    const running = (this.inFlight.get(account) ?? 1) - 1;
    if (running > 0) this.inFlight.set(account, running);
    else this.inFlight.delete(account);
    if (succeeded) {
      this.succeed(keys);
      return 0;
    }
    return this.fail(keys, nowMs);
  }

  /** Counts a failed attempt; answers the seconds the keys are now closed for (0 while still free). */
  fail(keys: ThrottleKeys, nowMs: number): number {
    let waitMs = 0;
    for (const [key, rule] of this.keys(keys)) {
      const e = this.entry(key, nowMs) ?? { failures: 0, lastFailureMs: nowMs, blockedUntilMs: 0 };
      e.failures += 1;
      e.lastFailureMs = nowMs;
      const delayS =
        e.failures >= rule.lockAt
          ? LOCK_S
          : e.failures > rule.free
            ? Math.min(MAX_DELAY_S, 2 ** (e.failures - rule.free - 1))
            : 0;
      e.blockedUntilMs = Math.max(e.blockedUntilMs, nowMs + delayS * 1000);
      waitMs = Math.max(waitMs, e.blockedUntilMs - nowMs);
      this.entries.delete(key);
      this.entries.set(key, e);
    }
    while (this.entries.size > MAX_KEYS) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** A right password: the account starts again from zero (its address keeps its count). */
  succeed(keys: ThrottleKeys): void {
    this.entries.delete(this.keys(keys)[0]?.[0] as string);
  }
}

const throttles = new WeakMap<object, Throttle>();

/** One throttle per database (per running server). */
export function throttleFor(owner: object): Throttle {
  let t = throttles.get(owner);
  if (!t) {
    t = new Throttle();
    throttles.set(owner, t);
  }
  return t;
}

/**
 * Whether a user name exists (checkUser) is counted like a failed sign-in, per name asked and per address:
 * a registration form asks a few times, a crawler listing the accounts asks thousands of times and is slowed
 * to one question a minute, then locked out for LOCK_S.
 */
export const LOOKUP_RULES = { account: { free: 10, lockAt: 40 }, address: { free: 30, lockAt: 200 } };

const lookupThrottles = new WeakMap<object, Throttle>();

/** One name-lookup throttle per database (per running server). */
export function lookupThrottleFor(owner: object): Throttle {
  let t = lookupThrottles.get(owner);
  if (!t) {
    t = new Throttle(LOOKUP_RULES);
    lookupThrottles.set(owner, t);
  }
  return t;
}
