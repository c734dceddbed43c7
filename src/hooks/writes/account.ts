/* Sign-in, sign-out, registration, passwords, scan login and feedback. */
import { useSWRConfig } from 'swr';
import type { DamClient } from '../../client/createDamClient';
import { DamError, type DamErrorReason } from '../../client/errors';
import { failureReason } from '../../client/failureReason';
import { QUERY_PREFIX } from '../api';
import { defineMutation, useDamMutation } from '../defineMutation';
import { usePendingUsers } from '../reads/account';

/** The signed-in user of a login answer. */
export interface SignedIn {
  userId: string;
  name: string;
  token: string;
}

/**
 * A refusal inside a successful answer (code 200 but `data` not 'ok'): a server DamError whose reason is
 * `reason`, or else what `failureReason` reads from the answer.
 */
function refusal(
  operationId: string,
  answer: { code?: number; msg?: string; data?: unknown } | undefined,
  fallback: string,
  reason?: DamErrorReason,
): DamError {
  const message = answer?.msg || fallback;
  const facts = reason
    ? { reason }
    : failureReason({ status: 200, code: answer?.code, message, body: answer, operationId });
  return new DamError('server', message, {
    status: 200,
    code: answer?.code,
    operationId,
    body: answer,
    ...facts,
  });
}

/** An empty login answer counts as failure (part 1 §5, §8). */
const LOGIN_FAILED = 'Please enter the correct username or password';

function signedIn(userId: string | undefined, name: string | undefined, token: string | undefined): SignedIn {
  if (!userId || !token) throw new DamError('server', LOGIN_FAILED, { code: 200, reason: 'loginFailed' });
  return { userId, name: name ?? userId, token };
}

/** A user name and password as the login forms send them. */
interface Credentials {
  username: string;
  password: string;
}

/** Sign in (username trimmed, password hashed by the client). An empty answer counts as failure. */
export const useLogin = defineMutation('/cytUser/login', {
  async request(client, { username, password }: Credentials, path) {
    const { data } = await client.POST(path, { body: { username: username.trim(), userpwd: password } });
    const user = data?.data;
    return signedIn(user?.c_id, user?.userName, user?.token);
  },
});

/** Sign in through the older login call. */
export const useLegacyLogin = defineMutation('/myapi.php/api_login', {
  async request(client, { username, password }: Credentials, path) {
    const { data } = await client.POST(path, { body: { username: username.trim(), password } });
    const user = data?.data;
    return signedIn(user?.c_id, user?.c_name, user?.token);
  },
});

/** Sign in with the code of a WeChat scan. */
export const useWxLogin = defineMutation('/dn/wxLogin', {
  method: 'GET',
  async request(client, code: string, path) {
    const { data } = await client.GET(path, { params: { query: { code } } });
    const user = data?.data;
    return signedIn(user?.userId, user?.name, user?.token);
  },
});

/**
 * Sign out: revokes the token and drops every cached damtherm answer. Written as a hook of its own: what it
 * changes is the whole cache, not reads a declaration could name.
 */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return useDamMutation('/cytUser/logout', {
    async run(client) {
      try {
        await client.POST('/cytUser/logout');
      } finally {
        await mutate(
          (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(QUERY_PREFIX),
          undefined,
          { revalidate: false },
        );
      }
    },
  });
}

/** Whether a user name is taken (checked when the field loses focus; 'ko' = 'Duplicate username'). */
export const useCheckUsername = defineMutation('/cytUser/checkUser', {
  method: 'GET',
  async request(client, username: string, path) {
    const { data } = await client.GET(path, { params: { query: { username: username.trim() } } });
    return data?.data === 'ko';
  },
});

/** Register; the account then waits for an administrator ('Waiting for administrator review'). */
export const useRegister = defineMutation('/cytUser/registerUser', {
  async request(
    client,
    form: { username: string; name: string; mobile: string; departmentId: number; password: string },
    path,
  ) {
    const { data } = await client.POST(path, {
      body: {
        api: 'api_register_sc',
        c_id: form.username.trim(),
        c_name: form.name.trim(),
        c_mobile: form.mobile.trim(),
        c_group_id: form.departmentId,
        c_password: form.password,
      },
    });
    if (data?.data !== 'ok') throw refusal('registerUser', data, 'error');
  },
});

/** Change a password from the login screen; 'ok' is success, otherwise 'Modification failed'. */
export const useChangePassword = defineMutation('/myapi.php/api_change_pass', {
  async request(client, form: { username: string; oldPassword: string; newPassword: string }, path) {
    const { data } = await client.POST(path, {
      body: { user: form.username.trim(), oldpass: form.oldPassword, newpass: form.newPassword },
    });
    if (data?.data !== 'ok') throw refusal('changePassword', data, 'Modification failed', 'modifyFailed');
  },
});

/** The signed-in user's password change as the in-app dialog sends it. */
interface OwnPasswordChange {
  userId: string;
  oldPassword: string;
  newPassword: string;
}

/** The in-app password change through `path`; resolves with the server's text to show. */
async function changeOwnPassword(
  client: DamClient,
  form: OwnPasswordChange,
  path: '/pqt_php/api_changePassWord' | '/myapi.php/api_changePassWord',
) {
  const query = { pw: form.oldPassword, password: form.newPassword, from_who: form.userId };
  const { data } = await client.GET(path, { params: { query } });
  return data?.data ?? '';
}

/** The in-app password change through either call. */
export const CHANGE_OWN_PASSWORD = {
  pqt_php: defineMutation('/pqt_php/api_changePassWord', { method: 'GET', request: changeOwnPassword }),
  myapi: defineMutation('/myapi.php/api_changePassWord', { method: 'GET', request: changeOwnPassword }),
};

/** Change the signed-in user's password (in-app dialog); resolves with the server's text to show. */
export function useChangeOwnPassword(via: keyof typeof CHANGE_OWN_PASSWORD = 'pqt_php') {
  return CHANGE_OWN_PASSWORD[via]();
}

/** Approve a pending registration (administrator); reloads the pending list. */
export const useApproveUser = defineMutation('/myapi.php/api_check_user_sc', {
  method: 'GET',
  async request(client, userId: string, path) {
    await client.GET(path, { params: { query: { c_id: userId } } });
  },
  affects: [usePendingUsers],
});

/**
 * A scan login: the screen that shows the QR starts and polls it with its own `secret` (type 0; the answer is
 * 'waiting', then the new access token); the signed-in phone user asks for it (type 0 with `userId`); an
 * administrator confirms it (type 1 with `userId`).
 */
export const useScanLogin = defineMutation('/dn/forWxCode', {
  method: 'GET',
  async request(client, arg: { state: string; type: 0 | 1; userId?: string; secret?: string }, path) {
    const { data } = await client.GET(path, {
      params: {
        query: {
          token: arg.state,
          type: arg.type,
          ...(arg.userId ? { userIdx: arg.userId } : {}),
          ...(arg.secret ? { secret: arg.secret } : {}),
        },
      },
    });
    return data?.data ?? null;
  },
});

/** Send feedback ('Submitted successfully'; the server's msg on failure). */
export const usePostFeedback = defineMutation('/myapi.php/api_post_feedback', {
  async request(client, arg: { text: string; userId: string }, path) {
    const { data } = await client.POST(path, { body: { c_what: arg.text, c_who: arg.userId } });
    return data?.data ?? null;
  },
});
