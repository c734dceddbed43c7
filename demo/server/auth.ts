/**
 * Auth primitives of the reference backend. The client sends MD5(password) as hex (the legacy scheme); the
 * server never stores that: it keeps scrypt(md5hex, salt). Tokens are 32 random bytes, valid 30 days,
 * revoked by logout; a token is never the user name.
 */
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Db } from './db.ts';

/** Token lifetime: 30 days, like the legacy cookie (part 1 §9). */
export const TOKEN_LIFETIME_S = 30 * 24 * 3600;
/** Pending scan logins expire after 10 minutes. */
export const WX_LOGIN_LIFETIME_S = 600;

const SCRYPT = { N: 16_384, r: 8, p: 1, keylen: 32 } as const;

/** MD5 hex of a text: what a client sends instead of the password. */
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** Whether a value looks like what clients send as a password: 32 lowercase or uppercase hex digits. */
export function isClientHash(value: string): boolean {
  return /^[0-9a-fA-F]{32}$/.test(value);
}

export function hashPassword(clientHash: string, salt = randomBytes(16).toString('base64url')) {
  const hash = scryptSync(clientHash.toLowerCase(), salt, SCRYPT.keylen, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
  }).toString('base64url');
  return { salt, hash };
}

/** The same hash computed on the thread pool, so several can run while the main thread works. */
export function hashPasswordAsync(clientHash: string, salt = randomBytes(16).toString('base64url')) {
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

export function verifyPassword(clientHash: string, salt: string, expected: string): boolean {
  const { hash } = hashPassword(clientHash, salt);
  const a = Buffer.from(hash);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface UserRow {
  c_id: string;
  c_name: string;
  c_mobile: string;
  c_group_id: string;
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

/** Issues a new random token for a user. */
export function issueToken(db: Db, userId: string, nowS: number): string {
  let token = randomBytes(32).toString('base64url');
  while (token === userId) token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO tokens (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    token,
    userId,
    nowS,
    nowS + TOKEN_LIFETIME_S,
  );
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
    .get(token, nowS) as UserRow | undefined;
  return row;
}

export function revokeToken(db: Db, token: string, nowS: number): boolean {
  const r = db
    .prepare('UPDATE tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL')
    .run(nowS, token);
  return Number(r.changes) > 0;
}

/** Checks a user name and the client hash of a password; only active accounts can log in. */
export function checkLogin(db: Db, userId: string, clientHash: string): UserRow | undefined {
  const user = findUser(db, userId);
  if (user?.status !== 'active') return undefined;
  return verifyPassword(clientHash, user.pw_salt, user.pw_hash) ? user : undefined;
}

/** A random code like those a social-login provider hands out. */
export function randomCode(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
