/** Sign-in, registration, passwords, user information, departments, approvals, WeChat scan login, feedback. */
import {
  validateFeedback,
  validateInAppPasswordChange,
  validateLoginPasswordChange,
  validateRegistration,
} from '../../../src/domain/index.ts';
import {
  checkLogin,
  findUser,
  hashPassword,
  issueToken,
  revokeToken,
  type UserRow,
  verifyPassword,
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
  ok,
  refuse,
  requireAdmin,
  requireOperator,
  requireUser,
  sameUser,
  str,
} from '../http/context.ts';

/** Roles of a user as getInfo names them. */
export function rolesOf(user: UserRow): string[] {
  const roles = [user.is_admin ? 'admin' : user.is_visitor ? 'visitor' : 'user'];
  if (user.main_power > 0) roles.push('mainpower');
  return roles;
}

/** Codes the fake WeChat provider hands out stay valid this long. */
export const WX_CODE_LIFETIME_S = 300;

function groupName(db: HandlerContext['db'], id: number): string {
  const g = db.prepare('SELECT c_name FROM groups WHERE c_id = ?').get(id) as { c_name: string } | undefined;
  return g?.c_name ?? '';
}

function login(ctx: HandlerContext, username: string, hash: string) {
  const id = username.trim();
  const user = findUser(ctx.db, id);
  if (user && user.status === 'pending' && verifyPassword(hash, user.pw_salt, user.pw_hash)) {
    return { user: undefined, failure: failFor(403, 'waitingReview', MESSAGES.waitingReview) };
  }
  const found = checkLogin(ctx.db, id, hash);
  if (!found) return { user: undefined, failure: failFor(400, 'loginFailed', MESSAGES.wrongLogin) };
  const token = issueToken(ctx.db, found.c_id, ctx.now);
  return { user: found, token, failure: undefined };
}

/** Password change shared by the in-app calls. */
function changeOwn(ctx: HandlerContext) {
  const user = sameUser(ctx, ctx.query.from_who);
  requireOperator(ctx);
  const oldHash = str(ctx.query.pw);
  const newHash = str(ctx.query.password);
  refuse(
    validateInAppPasswordChange({ oldPassword: oldHash, newPassword: newHash, confirmPassword: newHash }),
  );
  if (!verifyPassword(oldHash, user.pw_salt, user.pw_hash))
    return failFor(500, 'modifyFailed', MESSAGES.modifyFailed);
  const { salt, hash } = hashPassword(newHash);
  transaction(ctx.db, () => {
    ctx.db.prepare('UPDATE users SET pw_salt = ?, pw_hash = ? WHERE c_id = ?').run(salt, hash, user.c_id);
    // Other sessions end with the old password; this one stays.
    ctx.db
      .prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND token != ? AND revoked_at IS NULL')
      .run(ctx.now, user.c_id, ctx.token ?? '');
  });
  return ok(MESSAGES.modified);
}

function mainPower(ctx: HandlerContext, id: string) {
  requireUser(ctx);
  const user = findUser(ctx.db, id);
  return ok(user && user.status === 'active' ? user.main_power : 0);
}

export const accountHandlers: Handlers = {
  login(ctx) {
    const r = login(ctx, str(ctx.body.username), str(ctx.body.userpwd));
    if (r.failure) return r.failure;
    return ok({ c_id: r.user?.c_id, userName: r.user?.c_name, token: r.token });
  },

  loginLegacy(ctx) {
    const r = login(ctx, str(ctx.body.username), str(ctx.body.password));
    if (r.failure) return r.failure;
    return ok({ c_id: r.user?.c_id, c_name: r.user?.c_name, token: r.token });
  },

  logout(ctx) {
    requireUser(ctx);
    revokeToken(ctx.db, ctx.token ?? '', ctx.now);
    return ok('ok');
  },

  checkUser(ctx) {
    const exists = findUser(ctx.db, str(ctx.query.username).trim());
    return ok(exists ? 'ko' : 'ok');
  },

  registerUser(ctx) {
    const b = ctx.body;
    const username = str(b.c_id).trim();
    const password = str(b.c_password);
    refuse(
      validateRegistration({
        username,
        // The client sends a hash, so the length rule can only catch a password sent unhashed and short.
        password,
        confirmPassword: password,
        name: str(b.c_name),
        phone: str(b.c_mobile),
        groupId: b.c_group_id as number,
      }),
    );
    if (!/^[\w.@-]{1,64}$/.test(username)) {
      throw new HttpError(400, 'the user name may use letters, digits and . _ - @ only');
    }
    if (!groupName(ctx.db, Number(b.c_group_id))) throw invalid('register.group', 'groupId');
    if (findUser(ctx.db, username)) return failFor(500, 'duplicateUsername', MESSAGES.duplicateUsername);
    const mobile = str(b.c_mobile).trim();
    const taken = ctx.db.prepare('SELECT 1 FROM users WHERE c_mobile = ?').get(mobile);
    if (!/^\+?\d[\d -]{4,19}$/.test(mobile) || taken)
      return failFor(500, 'invalidPhone', MESSAGES.invalidPhone);
    const { salt, hash } = hashPassword(password);
    ctx.db
      .prepare(
        `INSERT INTO users (c_id, c_name, c_mobile, c_group_id, pw_salt, pw_hash, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
      )
      .run(username, str(b.c_name).trim(), mobile, Number(b.c_group_id), salt, hash, ctx.now);
    return ok('ok');
  },

  getUserInfo(ctx) {
    const user = requireUser(ctx);
    return ok({
      userId: user.c_id,
      roles: rolesOf(user),
      name: user.c_name,
      avatar: user.c_photo,
      groupname: groupName(ctx.db, user.c_group_id as unknown as number),
      groupid: Number(user.c_group_id),
    });
  },

  getUserPhoto(ctx) {
    requireUser(ctx);
    const user = findUser(ctx.db, str(ctx.query.from_who));
    if (!user) throw new HttpError(400, 'unknown user');
    return ok({ c_id: user.c_id, c_name: user.c_name, c_photo: user.c_photo });
  },

  getGroups(ctx) {
    return ok(ctx.db.prepare('SELECT c_id, c_name, p_id FROM groups ORDER BY c_id').all());
  },

  changePassword(ctx) {
    const username = str(ctx.body.user).trim();
    const oldHash = str(ctx.body.oldpass);
    const newHash = str(ctx.body.newpass);
    refuse(validateLoginPasswordChange({ username, oldPassword: oldHash, newPassword: newHash }));
    const user = checkLogin(ctx.db, username, oldHash);
    if (!user) return failFor(500, 'modifyFailed', MESSAGES.modifyFailed);
    if (user.is_visitor) return failFor(403, 'noPermission', MESSAGES.noPermission);
    const { salt, hash } = hashPassword(newHash);
    transaction(ctx.db, () => {
      ctx.db.prepare('UPDATE users SET pw_salt = ?, pw_hash = ? WHERE c_id = ?').run(salt, hash, user.c_id);
      ctx.db
        .prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
        .run(ctx.now, user.c_id);
    });
    return ok('ok');
  },

  changeOwnPassword: changeOwn,
  changeOwnPasswordMyapi: changeOwn,

  wxLogin(ctx) {
    const code = str(ctx.query.code);
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
   * Scan login of another screen (the QR shows a random state):
   * type 0 with userIdx — the signed-in phone user asks to sign in on the screen of that state;
   * type 1 with userIdx — an administrator confirms it;
   * type 0 without userIdx — the screen polls: 'waiting', then once confirmed the new access token.
   */
  forWxCode(ctx) {
    const state = str(ctx.query.token);
    const type = Number(ctx.query.type);
    const userIdx = str(ctx.query.userIdx);
    if (!/^[\w-]{8,128}$/.test(state))
      throw new HttpError(400, 'the scan state must be 8 to 128 letters or digits');
    const row = ctx.db.prepare('SELECT * FROM wx_logins WHERE state = ?').get(state) as
      | {
          state: string;
          user_id: string;
          created_at: number;
          confirmed_by: string | null;
          token: string | null;
        }
      | undefined;
    const expired = row && ctx.now - row.created_at > WX_LOGIN_LIFETIME_S;
    if (type === 1) {
      const admin = requireAdmin(ctx);
      if (userIdx && userIdx !== admin.c_id)
        throw new HttpError(403, MESSAGES.notYou, { reason: 'noPermission' });
      if (!row || expired) return fail(404, 'no scan login is waiting for this code');
      if (row.confirmed_by) return ok('ok');
      const token = issueToken(ctx.db, row.user_id, ctx.now);
      ctx.db
        .prepare('UPDATE wx_logins SET confirmed_by = ?, confirmed_at = ?, token = ? WHERE state = ?')
        .run(admin.c_id, ctx.now, token, state);
      return ok('ok');
    }
    if (userIdx) {
      const user = sameUser(ctx, userIdx);
      if (row && !expired) return fail(409, 'this code is already in use');
      ctx.db
        .prepare(
          `INSERT INTO wx_logins (state, user_id, created_at) VALUES (?, ?, ?)
           ON CONFLICT(state) DO UPDATE SET user_id = excluded.user_id, created_at = excluded.created_at,
             confirmed_by = NULL, confirmed_at = NULL, token = NULL`,
        )
        .run(state, user.c_id, ctx.now);
      return ok('waiting');
    }
    if (!row || expired) return fail(404, 'no scan login is waiting for this code');
    if (!row.token) return ok('waiting');
    // The screen picks its token up once.
    ctx.db.prepare('DELETE FROM wx_logins WHERE state = ?').run(state);
    return ok(row.token);
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
    requireAdmin(ctx);
    const r = ctx.db
      .prepare("UPDATE users SET status = 'active' WHERE c_id = ? AND status = 'pending'")
      .run(str(ctx.query.c_id));
    return Number(r.changes) > 0 ? ok('ok') : failFor(500, 'invalidPhone', MESSAGES.invalidPhone);
  },

  getMainPower: (ctx) => mainPower(ctx, str(ctx.query.from_who)),
  getMainPowerMyapi: (ctx) => mainPower(ctx, str(ctx.query.userIdx)),

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
    refuse(validateFeedback(str(ctx.body.c_what)));
    ctx.db
      .prepare('INSERT INTO feedback (c_what, c_who, c_when) VALUES (?, ?, ?)')
      .run(str(ctx.body.c_what).trim(), user.c_id, ctx.now);
    return ok(MESSAGES.submitted);
  },
};
