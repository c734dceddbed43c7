/** Sign-in, registration, passwords, user information, departments, approvals, WeChat scan login, feedback. */
import {
  validateFeedback,
  validateInAppPasswordChange,
  validateLoginPasswordChange,
  validateRegistration,
} from '../../../src/domain/index.ts';
import { recordAudit } from '../audit.ts';
import {
  checkPassword,
  findUser,
  hashPasswordAsync,
  isClientHash,
  issueToken,
  revokeOtherTokens,
  revokeToken,
  sha256Hex,
  type UserRow,
  WX_LOGIN_LIFETIME_S,
} from '../auth.ts';
import { transaction } from '../db.ts';
import {
  fail,
  failFor,
  type HandlerContext,
  type Handlers,
  HttpError,
  invalid,
  MESSAGES,
  type OperationContext,
  ok,
  refuse,
  requireAdmin,
  requireOperator,
  requireUser,
  sameUser,
} from '../http/context.ts';
import { lookupThrottleFor, type ThrottleKeys, throttleFor } from '../throttle.ts';

/** Roles of a user as getInfo names them. */
export function rolesOf(user: UserRow): string[] {
  const roles = [user.is_admin ? 'admin' : user.is_visitor ? 'visitor' : 'user'];
  if (user.main_power > 0) roles.push('mainpower');
  return roles;
}

/** Scan states and secrets: at least 32 URL-safe characters (≥ 128 random bits as the client draws them). */
const SCAN_TOKEN = /^[\w-]{32,128}$/;
const SCAN_TOKEN_RULE = 'must be 32 to 128 letters, digits, - or _ (at least 128 random bits)';

interface ScanRow {
  state: string;
  secret_hash: string;
  created_at: number;
  user_id: string | null;
  confirmed_by: string | null;
  confirmed_at: number | null;
}

/** Codes the fake WeChat provider hands out stay valid this long. */
export const WX_CODE_LIFETIME_S = 300;

function groupName(db: HandlerContext['db'], id: number): string {
  const g = db.prepare('SELECT c_name FROM groups WHERE c_id = ?').get(id) as { c_name: string } | undefined;
  return g?.c_name ?? '';
}

/** HTTP 429 for a throttled login or password change: `Retry-After` and the seconds in the body too. */
export function tooManyAttempts(seconds: number): Response {
  return Response.json(
    {
      message: `Too many failed attempts, try again in ${seconds} s`,
      code: 429,
      reason: 'tooManyAttempts',
      retryAfter: seconds,
    },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );
}

/** Clients send the MD5 hex of a password, nothing else (a plain password on the wire is a client bug). */
function requireClientHash(value: string, field: string): void {
  if (!isClientHash(value)) {
    throw new HttpError(400, `${field} must be the MD5 hex of the password (32 hex digits)`, {
      reason: 'validation',
      field,
    });
  }
}

/**
 * Checks a password under the throttle of that account and the caller's address: a closed door answers 429
 * before anything is hashed; a wrong password counts; a right one clears the account's count.
 */
async function throttledCheck(
  ctx: HandlerContext,
  username: string,
  hash: string,
  via: 'login' | 'changePassword' | 'changeOwnPassword',
): Promise<{ user: UserRow } | { refused: Response } | { wrong: true }> {
  const keys: ThrottleKeys = { account: username, address: ctx.address };
  const throttle = throttleFor(ctx.db);
  const wait = throttle.begin(keys, ctx.nowMs);
  if (wait > 0) return { refused: tooManyAttempts(wait) };
  let user: UserRow | undefined;
  try {
    user = await checkPassword(ctx.db, username, hash);
  } catch (error) {
    throttle.finish(keys, false, ctx.nowMs);
    throw error;
  }
  throttle.finish(keys, Boolean(user), ctx.nowMs);
  if (!user) {
    recordAudit(
      ctx.db,
      { actor: null, action: 'loginFailed', target: username, detail: { via }, address: ctx.address },
      ctx.now,
    );
  }
  return user ? { user } : { wrong: true };
}

async function login(ctx: HandlerContext, username: string, hash: string) {
  const id = username.trim();
  requireClientHash(hash, 'password');
  const checked = await throttledCheck(ctx, id, hash, 'login');
  if ('refused' in checked) return { failure: checked.refused };
  if ('wrong' in checked) {
    return { failure: failFor(400, 'loginFailed', MESSAGES.wrongLogin) };
  }
  const { user } = checked;
  if (user.status === 'pending') return { failure: failFor(403, 'waitingReview', MESSAGES.waitingReview) };
  if (user.status !== 'active') return { failure: failFor(400, 'loginFailed', MESSAGES.wrongLogin) };
  // Re-read: the account may have changed while the password was being hashed.
  const current = findUser(ctx.db, user.c_id);
  if (current?.status !== 'active') return { failure: failFor(400, 'loginFailed', MESSAGES.wrongLogin) };
  const token = issueToken(ctx.db, current.c_id, ctx.now);
  return { user: current, token, failure: undefined };
}

/** Writes a new password and ends the user's other sessions (all of them when `keepToken` is undefined). */
async function storePassword(ctx: HandlerContext, userId: string, newHash: string, keepToken?: string) {
  const { salt, hash } = await hashPasswordAsync(newHash);
  transaction(ctx.db, () => {
    ctx.db.prepare('UPDATE users SET pw_salt = ?, pw_hash = ? WHERE c_id = ?').run(salt, hash, userId);
    revokeOtherTokens(ctx.db, userId, keepToken, ctx.now);
    recordAudit(
      ctx.db,
      {
        actor: userId,
        action: 'changePassword',
        target: userId,
        detail: { otherSessionsEnded: true },
        address: ctx.address,
      },
      ctx.now,
    );
  });
}

/** Password change shared by the in-app calls. */
async function changeOwn(ctx: OperationContext<'changeOwnPassword' | 'changeOwnPasswordMyapi'>) {
  const user = sameUser(ctx, ctx.query.from_who);
  requireOperator(ctx);
  const { pw: oldHash, password: newHash } = ctx.query;
  refuse(
    validateInAppPasswordChange({ oldPassword: oldHash, newPassword: newHash, confirmPassword: newHash }),
  );
  requireClientHash(oldHash, 'pw');
  requireClientHash(newHash, 'password');
  const checked = await throttledCheck(ctx, user.c_id, oldHash, 'changeOwnPassword');
  if ('refused' in checked) return checked.refused;
  if ('wrong' in checked || checked.user.c_id !== user.c_id)
    return failFor(500, 'modifyFailed', MESSAGES.modifyFailed);
  // Other sessions end with the old password; this one stays.
  await storePassword(ctx, user.c_id, newHash, ctx.token ?? '');
  return ok(MESSAGES.modified);
}

function mainPower(ctx: HandlerContext, id: string) {
  requireUser(ctx);
  const user = findUser(ctx.db, id);
  return ok(user && user.status === 'active' ? user.main_power : 0);
}

export const accountHandlers: Handlers = {
  async login(ctx) {
    const r = await login(ctx, ctx.body.username, ctx.body.userpwd);
    if (r.failure) return r.failure;
    return ok({ c_id: r.user?.c_id, userName: r.user?.c_name, token: r.token });
  },

  async loginLegacy(ctx) {
    const r = await login(ctx, ctx.body.username, ctx.body.password);
    if (r.failure) return r.failure;
    return ok({ c_id: r.user?.c_id, c_name: r.user?.c_name, token: r.token });
  },

  logout(ctx) {
    requireUser(ctx);
    revokeToken(ctx.db, ctx.token ?? '', ctx.now);
    return ok('ok');
  },

  checkUser(ctx) {
    const keys: ThrottleKeys = { account: ctx.query.username, address: ctx.address };
    const throttle = lookupThrottleFor(ctx.db);
    const wait = throttle.retryAfter(keys, ctx.nowMs);
    if (wait > 0) return tooManyAttempts(wait);
    throttle.fail(keys, ctx.nowMs);
    const exists = findUser(ctx.db, ctx.query.username.trim());
    return ok(exists ? 'ko' : 'ok');
  },

  async registerUser(ctx) {
    const b = ctx.body;
    const username = b.c_id.trim();
    const password = b.c_password;
    refuse(
      validateRegistration({
        username,
        // The client sends a hash, so the length rule can only catch a password sent unhashed and short.
        password,
        confirmPassword: password,
        name: b.c_name,
        phone: b.c_mobile,
        groupId: b.c_group_id,
      }),
    );
    requireClientHash(password, 'c_password');
    if (!/^[\w.@-]{1,64}$/.test(username)) {
      throw new HttpError(400, 'the user name may use letters, digits and . _ - @ only');
    }
    if (!groupName(ctx.db, b.c_group_id)) throw invalid('register.group', 'groupId');
    if (findUser(ctx.db, username)) return failFor(500, 'duplicateUsername', MESSAGES.duplicateUsername);
    const mobile = b.c_mobile.trim();
    const taken = ctx.db.prepare('SELECT 1 FROM users WHERE c_mobile = ?').get(mobile);
    if (!/^\+?\d[\d -]{4,19}$/.test(mobile) || taken)
      return failFor(500, 'invalidPhone', MESSAGES.invalidPhone);
    const { salt, hash } = await hashPasswordAsync(password);
    // Checked again after the hashing: another registration may have taken the name or the phone meanwhile.
    if (findUser(ctx.db, username)) return failFor(500, 'duplicateUsername', MESSAGES.duplicateUsername);
    if (ctx.db.prepare('SELECT 1 FROM users WHERE c_mobile = ?').get(mobile))
      return failFor(500, 'invalidPhone', MESSAGES.invalidPhone);
    transaction(ctx.db, () => {
      ctx.db
        .prepare(
          `INSERT INTO users (c_id, c_name, c_mobile, c_group_id, pw_salt, pw_hash, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
        )
        .run(username, b.c_name.trim(), mobile, b.c_group_id, salt, hash, ctx.now);
      // Nobody is signed in yet: no actor; the target is the account that asks to exist.
      recordAudit(
        ctx.db,
        {
          actor: null,
          action: 'registerUser',
          target: username,
          detail: { group: b.c_group_id },
          address: ctx.address,
        },
        ctx.now,
      );
    });
    return ok('ok');
  },

  getUserInfo(ctx) {
    const user = requireUser(ctx);
    return ok({
      userId: user.c_id,
      roles: rolesOf(user),
      name: user.c_name,
      avatar: user.c_photo,
      groupname: groupName(ctx.db, user.c_group_id),
      groupid: user.c_group_id,
    });
  },

  getUserPhoto(ctx) {
    requireUser(ctx);
    const user = findUser(ctx.db, ctx.query.from_who);
    if (!user) throw new HttpError(400, 'unknown user');
    return ok({ c_id: user.c_id, c_name: user.c_name, c_photo: user.c_photo });
  },

  getGroups(ctx) {
    return ok(ctx.db.prepare('SELECT c_id, c_name, p_id FROM groups ORDER BY c_id').all());
  },

  async changePassword(ctx) {
    const username = ctx.body.user.trim();
    const { oldpass: oldHash, newpass: newHash } = ctx.body;
    refuse(validateLoginPasswordChange({ username, oldPassword: oldHash, newPassword: newHash }));
    requireClientHash(oldHash, 'oldpass');
    requireClientHash(newHash, 'newpass');
    const checked = await throttledCheck(ctx, username, oldHash, 'changePassword');
    if ('refused' in checked) return checked.refused;
    if ('wrong' in checked || checked.user.status !== 'active')
      return failFor(500, 'modifyFailed', MESSAGES.modifyFailed);
    if (checked.user.is_visitor) return failFor(403, 'noPermission', MESSAGES.noPermission);
    await storePassword(ctx, checked.user.c_id, newHash);
    return ok('ok');
  },

  changeOwnPassword: changeOwn,
  changeOwnPasswordMyapi: changeOwn,

  wxLogin(ctx) {
    const { code } = ctx.query;
    const row = ctx.db.prepare('SELECT * FROM wx_codes WHERE code = ?').get(code) as
      | { code: string; openid: string; created_at: number; used_at: number | null }
      | undefined;
    if (!row || row.used_at || ctx.now - row.created_at > WX_CODE_LIFETIME_S)
      return failFor(400, 'wxCodeFailed', MESSAGES.wxCodeFailed);
    const user = ctx.db
      .prepare("SELECT * FROM users WHERE wx_openid = ? AND status = 'active'")
      .get(row.openid) as UserRow | undefined;
    ctx.db.prepare('UPDATE wx_codes SET used_at = ? WHERE code = ?').run(ctx.now, code);
    if (!user) return fail(404, 'this WeChat account is not bound to a user');
    const token = issueToken(ctx.db, user.c_id, ctx.now);
    return ok({ userId: user.c_id, name: user.c_name, token });
  },

  /**
   * Scan login of another screen, bound to the browser that shows the QR (its state and a secret it keeps):
   * type 0 with `secret` — that browser starts the scan, then polls: 'waiting', then once an administrator
   * confirmed, a new access token (handed out once, only against the secret);
   * type 0 with userIdx — the signed-in phone user (not the visitor) asks to be signed in on that screen;
   * type 1 with userIdx — an administrator confirms it.
   */
  forWxCode(ctx) {
    const { token: state, type } = ctx.query;
    const userIdx = ctx.query.userIdx ?? '';
    const admin = type === 1 ? requireAdmin(ctx) : undefined;
    if (!SCAN_TOKEN.test(state)) throw new HttpError(400, `the scan state ${SCAN_TOKEN_RULE}`);
    const row = ctx.db.prepare('SELECT * FROM scan_logins WHERE state = ?').get(state) as ScanRow | undefined;
    const expired = row !== undefined && ctx.now - row.created_at > WX_LOGIN_LIFETIME_S;
    if (admin) {
      if (userIdx && userIdx !== admin.c_id)
        throw new HttpError(403, MESSAGES.notYou, { reason: 'noPermission' });
      if (!row?.user_id || expired) return fail(404, 'no scan login is waiting for this code');
      if (row.confirmed_by) return ok('ok');
      transaction(ctx.db, () => {
        ctx.db
          .prepare('UPDATE scan_logins SET confirmed_by = ?, confirmed_at = ? WHERE state = ?')
          .run(admin.c_id, ctx.now, state);
        recordAudit(
          ctx.db,
          { actor: admin.c_id, action: 'confirmScanLogin', target: row.user_id ?? '', address: ctx.address },
          ctx.now,
        );
      });
      return ok('ok');
    }
    if (userIdx) {
      const user = sameUser(ctx, userIdx);
      requireOperator(ctx);
      if (!row || expired) return fail(404, 'no scan login is waiting for this code');
      if (row.user_id && row.user_id !== user.c_id) return fail(409, 'this code is already in use');
      ctx.db.prepare('UPDATE scan_logins SET user_id = ? WHERE state = ?').run(user.c_id, state);
      return ok('waiting');
    }
    const secret = ctx.query.secret ?? '';
    if (!SCAN_TOKEN.test(secret)) {
      throw new HttpError(
        400,
        `the browser that shows the scan polls with its secret, which ${SCAN_TOKEN_RULE}`,
        {
          reason: 'validation',
          field: 'secret',
        },
      );
    }
    if (!row) {
      ctx.db.prepare('DELETE FROM scan_logins WHERE created_at < ?').run(ctx.now - WX_LOGIN_LIFETIME_S);
      ctx.db
        .prepare('INSERT INTO scan_logins (state, secret_hash, created_at) VALUES (?, ?, ?)')
        .run(state, sha256Hex(secret), ctx.now);
      return ok('waiting');
    }
    if (row.secret_hash !== sha256Hex(secret)) {
      throw new HttpError(403, 'this scan login was started by another browser', { reason: 'noPermission' });
    }
    if (expired) return fail(404, 'no scan login is waiting for this code');
    if (!row.confirmed_by || !row.user_id) return ok('waiting');
    // The screen picks its token up once; the database never holds it.
    ctx.db.prepare('DELETE FROM scan_logins WHERE state = ?').run(state);
    const user = findUser(ctx.db, row.user_id);
    if (user?.status !== 'active') return fail(404, 'no scan login is waiting for this code');
    return ok(issueToken(ctx.db, user.c_id, ctx.now));
  },

  getPendingUsers(ctx) {
    requireAdmin(ctx);
    return ok(
      ctx.db
        .prepare(
          `SELECT u.c_id, u.c_name, COALESCE(g.c_name, '') AS group_name, u.c_mobile FROM users u
           LEFT JOIN groups g ON g.c_id = u.c_group_id WHERE u.status = 'pending' ORDER BY u.created_at`,
        )
        .all(),
    );
  },

  approveUser(ctx) {
    const admin = requireAdmin(ctx);
    const userId = ctx.query.c_id;
    const approved = transaction(ctx.db, () => {
      const r = ctx.db
        .prepare("UPDATE users SET status = 'active' WHERE c_id = ? AND status = 'pending'")
        .run(userId);
      if (Number(r.changes) === 0) return false;
      recordAudit(
        ctx.db,
        { actor: admin.c_id, action: 'approveUser', target: userId, address: ctx.address },
        ctx.now,
      );
      return true;
    });
    return approved ? ok('ok') : failFor(500, 'invalidPhone', MESSAGES.invalidPhone);
  },

  getMainPower: (ctx) => mainPower(ctx, ctx.query.from_who),
  getMainPowerMyapi: (ctx) => mainPower(ctx, ctx.query.userIdx),

  getStaticConfig() {
    return {
      json: {
        siteName: '大坝智能温控平台（参考站点）',
        timeZone: 'Asia/Shanghai',
        defaultAreaId: 3,
        version: '1.0',
        adminUrl: '/admin/',
      },
    };
  },

  postFeedback(ctx) {
    const user = sameUser(ctx, ctx.body.c_who);
    requireOperator(ctx);
    refuse(validateFeedback(ctx.body.c_what));
    ctx.db
      .prepare('INSERT INTO feedback (c_what, c_who, c_when) VALUES (?, ?, ?)')
      .run(ctx.body.c_what.trim(), user.c_id, ctx.now);
    return ok(MESSAGES.submitted);
  },
};
