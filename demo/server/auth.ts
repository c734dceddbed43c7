/**
 * Auth primitives of the reference backend. The client sends MD5(password) as hex (the legacy scheme); the
 * server never stores that: it keeps scrypt(md5hex, salt), computed on libuv's thread pool so a burst of
 * logins never stalls other requests. Tokens are 32 random bytes, valid 30 days, revoked by logout, at most
 * MAX_LIVE_TOKENS per user; the database keeps only their SHA-256, so a copy of it signs nobody in.
 */
import { createHash, createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Db } from './db.ts';

/** Token lifetime: 30 days, like the legacy cookie (part 1 §9). */
export const TOKEN_LIFETIME_S = 30 * 24 * 3600;
/** Pending scan logins expire after 10 minutes. */
export const WX_LOGIN_LIFETIME_S = 600;
/** Live tokens a user may hold; a new login past it revokes the oldest. */
export const MAX_LIVE_TOKENS = 10;
/** How long a download link is good for. */
export const DOWNLOAD_LINK_LIFETIME_S = 60;

const SCRYPT = { N: 16_384, r: 8, p: 1, keylen: 32 } as const;

/** MD5 hex of a text: what a client sends instead of the password. */
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** Whether a value looks like what clients send as a password: 32 lowercase or uppercase hex digits. */
export function isClientHash(value: string): boolean {
  return /^[0-9a-fA-F]{32}$/.test(value);
}

/** SHA-256 hex of a secret (tokens, scan-login secrets): what the database keeps instead of the secret. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function hashPassword(clientHash: string, salt = randomBytes(16).toString('base64url')) {
  const hash = scryptSync(clientHash.toLowerCase(), salt, SCRYPT.keylen, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
  }).toString('base64url');
  return { salt, hash };
}

/**
 * Hashes running at once: every core but one, so a burst of logins never takes the core the event loop
 * needs (on a 2-core machine, one hash at a time; the others wait their turn, not the other requests).
 */
export const MAX_PARALLEL_HASHES = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waiting: (() => void)[] = [];

async function hashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= MAX_PARALLEL_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  hashing += 1;
  try {
    return await work();
  } finally {
    hashing -= 1;
    waiting.shift()?.();
  }
}

/** The same hash computed on the thread pool (a few at a time), while the main thread serves requests. */
export function hashPasswordAsync(clientHash: string, salt = randomBytes(16).toString('base64url')) {
  return hashSlot(() => scryptOffThread(clientHash, salt));
}

function scryptOffThread(clientHash: string, salt: string) {
  return new Promise<{ salt: string; hash: string }>((resolve, reject) => {
    scrypt(
      clientHash.toLowerCase(),
      salt,
      SCRYPT.keylen,
      { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p },
      (error, key) => {
        if (error) reject(error);
        else resolve({ salt, hash: key.toString('base64url') });
      },
    );
  });
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether a client hash matches a stored scrypt hash, computed off the main thread. */
export async function verifyPassword(clientHash: string, salt: string, expected: string): Promise<boolean> {
  const { hash } = await hashPasswordAsync(clientHash, salt);
  return sameText(hash, expected);
}

/** A hash of nothing: an unknown user costs one scrypt like a known one, so timing tells no names. */
const DUMMY = hashPassword(randomBytes(16).toString('hex'));

export interface UserRow {
  c_id: string;
  c_name: string;
  c_mobile: string;
  c_group_id: number;
  pw_salt: string;
  pw_hash: string;
  status: string;
  is_admin: number;
  main_power: number;
  is_visitor: number;
  c_photo: string;
  wx_openid: string | null;
  created_at: number;
}

export function findUser(db: Db, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE c_id = ?').get(id) as UserRow | undefined;
}

/**
 * Issues a new random token for a user (the database keeps its SHA-256), and revokes the oldest of the
 * user's live tokens past MAX_LIVE_TOKENS.
 */
export function issueToken(db: Db, userId: string, nowS: number): string {
  let token = randomBytes(32).toString('base64url');
  while (token === userId) token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO tokens (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256Hex(token),
    userId,
    nowS,
    nowS + TOKEN_LIFETIME_S,
  );
  db.prepare(
    `UPDATE tokens SET revoked_at = ? WHERE revoked_at IS NULL AND token IN (
       SELECT token FROM tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?)`,
  ).run(nowS, userId, nowS, MAX_LIVE_TOKENS);
  return token;
}

/** The active user a token belongs to, or undefined when it is unknown, expired or revoked. */
export function userForToken(db: Db, token: string | null | undefined, nowS: number): UserRow | undefined {
  if (!token) return undefined;
  const row = db
    .prepare(
      `SELECT u.* FROM tokens t JOIN users u ON u.c_id = t.user_id
       WHERE t.token = ? AND t.revoked_at IS NULL AND t.expires_at > ? AND u.status = 'active'`,
    )
    .get(sha256Hex(token), nowS) as UserRow | undefined;
  return row;
}

export function revokeToken(db: Db, token: string, nowS: number): boolean {
  const r = db
    .prepare('UPDATE tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL')
    .run(nowS, sha256Hex(token));
  return Number(r.changes) > 0;
}

/** Ends every session of a user but the one of `keepToken` (after a password change). */
export function revokeOtherTokens(db: Db, userId: string, keepToken: string | undefined, nowS: number) {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND token != ? AND revoked_at IS NULL').run(
    nowS,
    userId,
    keepToken ? sha256Hex(keepToken) : '',
  );
}

/**
 * Checks a user name and the client hash of a password, whatever the account's status (the caller tells a
 * pending account from an active one). An unknown user is hashed against a dummy, so it takes as long.
 */
export async function checkPassword(
  db: Db,
  userId: string,
  clientHash: string,
): Promise<UserRow | undefined> {
  const user = findUser(db, userId);
  const matches = await verifyPassword(clientHash, user?.pw_salt ?? DUMMY.salt, user?.pw_hash ?? DUMMY.hash);
  return user && matches ? user : undefined;
}

/** A random code like those a social-login provider hands out. */
export function randomCode(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Signed, single-purpose download links: `dl=<user>.<expiry>.<mac>` where the MAC covers the user, the
 * expiry and the exact path and query of the link (without `dl`), under a key drawn at each start.
 */
export function createLinkSigner(downloads: ReadonlySet<string> = new Set(), key = randomBytes(32)) {
  const mac = (userId: string, expires: number, target: string) =>
    createHmac('sha256', key).update(`${userId}\n${expires}\n${target}`).digest('base64url');
  return {
    /** Whether a contract path (`/myapi.php/NAME` for the legacy form) is a download that may be linked. */
    linkable: (virtualPath: string) => downloads.has(virtualPath),
    sign(userId: string, target: string, nowS: number): string {
      const expires = nowS + DOWNLOAD_LINK_LIFETIME_S;
      return `${encodeURIComponent(userId)}.${expires}.${mac(userId, expires, target)}`;
    },
    /** The user a link was made for, when it is this link's and still valid. */
    verify(value: string, target: string, nowS: number): string | undefined {
      const m = /^([^.]+)\.(\d{1,12})\.([\w-]{43})$/.exec(value);
      if (!m) return undefined;
      let userId: string;
      try {
        userId = decodeURIComponent(m[1] as string);
      } catch {
        return undefined;
      }
      const expires = Number(m[2]);
      if (expires <= nowS || expires > nowS + DOWNLOAD_LINK_LIFETIME_S) return undefined;
      return sameText(mac(userId, expires, target), m[3] as string) ? userId : undefined;
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;

/** The table of scan logins bound to the browser that started them (only a hash of its secret is kept). */
export function ensureScanStore(db: Db): void {
  db.exec(/* sql */ `
    CREATE TABLE IF NOT EXISTS scan_logins (
      state TEXT PRIMARY KEY,
      secret_hash TEXT NOT NULL,      -- sha256 of the secret only the starting browser holds
      created_at INTEGER NOT NULL,
      user_id TEXT,                   -- who asked to be signed in there (the phone user)
      confirmed_by TEXT,
      confirmed_at INTEGER
    ) WITHOUT ROWID;
  `);
}
