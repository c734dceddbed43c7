/*
 * Mutation hooks: each sends one write of the contract and then revalidates the reads it changes (SWR
 * queries through the contract's mutate, paged lists through the provider's invalidation bus). `trigger`
 * rejects with the DamError of a failed call; `error` keeps it for the screen.
 *
 * Exactly once: the writes a user repeats on a poor network (entries, aggregates, loop commands, reversal
 * settings, handling records) take an optional `requestId`, sent as the contract's `Idempotency-Key` header.
 * Send the same id when retrying the same write (a lost answer, a double tap): the backend answers the first
 * answer again and writes nothing twice. A new write needs a new id (`newRequestId()`).
 */
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { DamClient } from '../client/createDamClient';
import { DamError, type DamErrorReason } from '../client/errors';
import { failureReason } from '../client/failureReason';
import {
  adaptLoopCommand,
  encodeLoopCommand,
  toAggregateInsert,
  toManualEntry,
} from '../domain/adapters/index.ts';
import type { CommandOutcome } from '../domain/command.ts';
import { fileUploadProgress, type UploadProgress } from '../domain/files.ts';
import type { LoopCommand } from '../domain/loop.ts';
import type { AggregateEntryWrite, ManualEntryWrite } from '../domain/pendingEntries.ts';
import { type ReversalDirection, reversalDirectionCode, reversalSetSucceeded } from '../domain/reversal.ts';
import { QUERY_PREFIX, useDamApi, useDamMutate } from './api';
import { browserOffline } from './browserOffline';
import { canReportUploadProgress, progressFetch } from './progressFetch';
import {
  type AnyWarningListKind,
  ENTRY_WARNING_PATHS,
  WARNING_KINDS_OF_LIST,
  WARNING_LIST_PATHS,
  WARNING_TABLE_PATHS,
  type WarningKind,
} from './reads/warnings';
import type { Revalidate } from './revalidate';

export type { Revalidate } from './revalidate';

/** What a mutation hook returns. */
export interface DamMutation<Arg, Result> {
  /** Sends the write; resolves with its result after the changed reads were revalidated. */
  trigger: (arg: Arg) => Promise<Result>;
  /** A write is in flight. */
  isMutating: boolean;
  /** Why the last write failed. */
  error: DamError | undefined;
  /** The last result. */
  data: Result | undefined;
  /** Clears data and error. */
  reset: () => void;
}

interface MutationSpec<Arg, Result> {
  run: (client: DamClient, arg: Arg) => Promise<Result>;
  /** The reads the write changes. */
  affects?: (arg: Arg) => readonly Revalidate[];
  /** Also revalidate after a failure (e.g. an upload refused as 'existed' refreshes the list). */
  revalidateOnError?: boolean;
}

/** The core of every mutation hook (the named hooks below are small specs over it). */
export function useDamMutation<Arg, Result>(
  name: string,
  spec: MutationSpec<Arg, Result>,
): DamMutation<Arg, Result> {
  const { client, bus } = useDamApi();
  const mutate = useDamMutate() as unknown as (key: Revalidate) => Promise<unknown>;
  const { trigger, isMutating, error, data, reset } = useSWRMutation<
    Result,
    DamError,
    readonly [string, string],
    Arg
  >(
    [`${QUERY_PREFIX}:mutation`, name],
    async (_key, { arg }) => {
      const revalidate = async () => {
        const targets = spec.affects?.(arg) ?? [];
        for (const [path] of targets) bus.invalidate(path);
        await Promise.all(targets.map((target) => mutate(target)));
      };
      try {
        const result = await spec.run(client, arg);
        await revalidate();
        return result;
      } catch (failure) {
        if (spec.revalidateOnError) await revalidate();
        throw failure;
      }
    },
    { throwOnError: true },
  );
  return { trigger: trigger as (arg: Arg) => Promise<Result>, isMutating, error, data, reset };
}

const query = <Q extends object>(q: Q) => ({ params: { query: q } });

/** What identifies one write across retries: sent as its `Idempotency-Key` (8-255 visible ASCII, a UUID). */
export interface WriteOnce {
  /**
   * One id per distinct write, the same on every retry of it (the `requestId` of the controls' `onSubmit`).
   * Without it the write is sent without a key and a retry may write twice.
   */
  requestId?: string;
}

/** The `Idempotency-Key` header parameter of a write, when it has an id. */
const idempotencyKey = (requestId: string | undefined) =>
  requestId ? { header: { 'Idempotency-Key': requestId } } : {};

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

// ───────────────────────────── account ─────────────────────────────

/** Sign in (username trimmed, password hashed by the client). An empty answer counts as failure. */
export function useLogin() {
  return useDamMutation('login', {
    async run(client, { username, password }: { username: string; password: string }) {
      const { data } = await client.POST('/cytUser/login', {
        body: { username: username.trim(), userpwd: password },
      });
      const user = data?.data;
      return signedIn(user?.c_id, user?.userName, user?.token);
    },
  });
}

/** Sign in through the older login call. */
export function useLegacyLogin() {
  return useDamMutation('loginLegacy', {
    async run(client, { username, password }: { username: string; password: string }) {
      const { data } = await client.POST('/myapi.php/api_login', {
        body: { username: username.trim(), password },
      });
      const user = data?.data;
      return signedIn(user?.c_id, user?.c_name, user?.token);
    },
  });
}

/** Sign in with the code of a WeChat scan. */
export function useWxLogin() {
  return useDamMutation('wxLogin', {
    async run(client, code: string) {
      const { data } = await client.GET('/dn/wxLogin', { params: { query: { code } } });
      const user = data?.data;
      return signedIn(user?.userId, user?.name, user?.token);
    },
  });
}

/** Sign out: revokes the token and drops every cached damtherm answer. */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return useDamMutation('logout', {
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
export function useCheckUsername() {
  return useDamMutation('checkUser', {
    async run(client, username: string) {
      const { data } = await client.GET('/cytUser/checkUser', {
        params: { query: { username: username.trim() } },
      });
      return data?.data === 'ko';
    },
  });
}

/** Register; the account then waits for an administrator ('Waiting for administrator review'). */
export function useRegister() {
  return useDamMutation('registerUser', {
    async run(
      client,
      form: { username: string; name: string; mobile: string; departmentId: number; password: string },
    ) {
      const { data } = await client.POST('/cytUser/registerUser', {
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
}

/** Change a password from the login screen; 'ok' is success, otherwise 'Modification failed'. */
export function useChangePassword() {
  return useDamMutation('changePassword', {
    async run(client, form: { username: string; oldPassword: string; newPassword: string }) {
      const { data } = await client.POST('/myapi.php/api_change_pass', {
        body: { user: form.username.trim(), oldpass: form.oldPassword, newpass: form.newPassword },
      });
      if (data?.data !== 'ok') throw refusal('changePassword', data, 'Modification failed', 'modifyFailed');
    },
  });
}

/** Change the signed-in user's password (in-app dialog); resolves with the server's text to show. */
export function useChangeOwnPassword(via: 'pqt_php' | 'myapi' = 'pqt_php') {
  return useDamMutation(`changeOwnPassword:${via}`, {
    async run(client, form: { userId: string; oldPassword: string; newPassword: string }) {
      const q = { pw: form.oldPassword, password: form.newPassword, from_who: form.userId };
      const { data } =
        via === 'myapi'
          ? await client.GET('/myapi.php/api_changePassWord', { params: { query: q } })
          : await client.GET('/pqt_php/api_changePassWord', { params: { query: q } });
      return data?.data ?? '';
    },
  });
}

/** Approve a pending registration (administrator); reloads the pending list. */
export function useApproveUser() {
  return useDamMutation('approveUser', {
    async run(client, userId: string) {
      await client.GET('/myapi.php/api_check_user_sc', { params: { query: { c_id: userId } } });
    },
    affects: () => [['/myapi.php/api_get_check_user_sc']],
  });
}

/**
 * A scan login: the screen that shows the QR starts and polls it with its own `secret` (type 0; the answer is
 * 'waiting', then the new access token); the signed-in phone user asks for it (type 0 with `userId`); an
 * administrator confirms it (type 1 with `userId`).
 */
export function useScanLogin() {
  return useDamMutation('forWxCode', {
    async run(client, arg: { state: string; type: 0 | 1; userId?: string; secret?: string }) {
      const { data } = await client.GET('/dn/forWxCode', {
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
}

/** Send feedback ('Submitted successfully'; the server's msg on failure). */
export function usePostFeedback() {
  return useDamMutation('postFeedback', {
    async run(client, arg: { text: string; userId: string }) {
      const { data } = await client.POST('/myapi.php/api_post_feedback', {
        body: { c_what: arg.text, c_who: arg.userId },
      });
      return data?.data ?? null;
    },
  });
}

// ───────────────────────────── cabinets and loops ─────────────────────────────

/** A loop command as a control sends it: what it does, the cabinet, and who issues it. */
export type LoopCommandInput = LoopCommand &
  WriteOnce & {
    /** The cabinet; 0 sends the command to every cabinet (through /myapi.php). */
    cabinetId: number;
    /** User id of the signed-in issuer. */
    userId: string;
  };

/**
 * Issue a loop command (encoded by `encodeLoopCommand`): through /pqt_php for a cabinet, through /myapi.php
 * for cabinet 0, with its `requestId` as Idempotency-Key. Reloads the loop's commands, the automatic loops and
 * the cabinet's loops. Resolves with the server's msg and the id of the command record it made (`commandId`); a refusal rejects with a DamError (reason
 * `noPermission`, `loopCommandFailed`, `validation`).
 *
 * Never queued: a valve command run hours later is unsafe, so when the browser is offline nothing is sent and
 * `trigger` rejects at once with a `network` DamError whose `cause` is `'offline'`.
 */
export function useIssueLoopCommand() {
  return useDamMutation('issueLoopCommand', {
    async run(client, c: LoopCommandInput) {
      if (browserOffline()) {
        throw new DamError('network', 'offline: the loop command was not sent', {
          operationId: c.cabinetId === 0 ? 'issueLoopCommandMyapi' : 'issueLoopCommand',
          cause: 'offline',
        });
      }
      const q = { ...encodeLoopCommand(c), from_who: c.userId, rack_id: c.cabinetId };
      const params = { query: q, ...idempotencyKey(c.requestId) };
      const { data } =
        c.cabinetId === 0
          ? await client.GET('/myapi.php/api_issue_cmd', { params })
          : await client.GET('/pqt_php/api_issue_cmd', { params });
      // The record the server made lets a control follow this command until the cabinet executes it.
      return {
        message: data?.msg ?? '',
        commandId: data?.data ? (adaptLoopCommand(data.data).id ?? null) : null,
      };
    },
    affects: (c) => [
      ['/pqt_php/api_get_loop_ctrl', query({ rack_id: c.cabinetId })],
      ['/pqt_php/is_auto', query({ rack_id: c.cabinetId })],
      ['/pqt_php/api_get_rack_info', query({ rackId: c.cabinetId })],
    ],
  });
}

/** Restart a cabinet (main-power right): 'restart succeeded'. */
export function useRestartCabinet() {
  return useDamMutation('restartRack', {
    async run(client, arg: { site: string; cabinetId: number }) {
      await client.GET('/mqtt/send', { params: { query: { site: arg.site, text: String(arg.cabinetId) } } });
    },
    affects: (arg) => [['/dn/api_get_one_rack', query({ c_id: arg.cabinetId })], ['/dn/api_get_all_rack']],
  });
}

/** A reversal setting: automatic every interval (days·24 + hours, minutes) or a manual direction. */
export type AutoReverseInput = WriteOnce & {
  autoId: number;
  cabinetId: number;
  loop: number;
  /** User id of the signed-in user. */
  userId: string;
} & ({ mode: 'auto'; hours: number; minutes: number } | { mode: 'manual'; direction: ReversalDirection });

/**
 * Set a loop's reversal (set_auto_reverse), with its `requestId` as Idempotency-Key. Resolves with a CommandOutcome: ok (result ≥ 0, 'setting
 * succeeded'), rejected (result below 0 or a refusal with its msg: 'setting failed'), or permission (the
 * user lacks the right). Rejects only when the call itself failed. Reloads the settings and the logs.
 */
export function useSetAutoReverse() {
  return useDamMutation('setAutoReverse', {
    async run(client, s: AutoReverseInput): Promise<CommandOutcome> {
      const body =
        s.mode === 'auto'
          ? {
              c_cmd: 0 as const,
              c_who: s.userId,
              c_cmd_value2: s.hours,
              c_when_issue: s.minutes,
              c_auto_id: s.autoId,
            }
          : {
              c_cmd: 1 as const,
              c_who: s.userId,
              c_cmd_value: reversalDirectionCode(s.direction),
              c_auto_id: s.autoId,
            };
      try {
        const { data } = await client.POST('/pqt/set_auto_reverse', {
          body,
          params: idempotencyKey(s.requestId),
        });
        return reversalSetSucceeded(data?.data.result ?? -1)
          ? { ok: true }
          : { ok: false, reason: 'rejected' };
      } catch (failure) {
        if (failure instanceof DamError && failure.reason === 'noPermission') {
          return { ok: false, reason: 'permission' };
        }
        if (failure instanceof DamError && failure.kind === 'server') {
          return { ok: false, reason: 'rejected', ...(failure.message ? { message: failure.message } : {}) };
        }
        throw failure;
      }
    },
    affects: (s) => [
      ['/pqt/getReverseData', query({ c_rack: s.cabinetId })],
      ['/pqt/getReverseDataDetails', query({ c_rack: s.cabinetId, c_loop: s.loop })],
      ['/dn/getRack', query({ c_rack: s.cabinetId })],
      ['/pqt/auto_reverse_logs'],
      ['/pqt/auto_reverse_log_info'],
      ['/pqt/auto_reverse_logs_count'],
    ],
  });
}

// ───────────────────────────── files ─────────────────────────────

/** An upload: the bay, the file, and optionally its progress and a way to cancel it. */
export interface UploadFileInput {
  bayId: number;
  file: Blob;
  /** The name to upload under; a File's own name by default. */
  fileName?: string;
  /**
   * Progress in bytes of the file as it goes out. With it the upload is sent through XMLHttpRequest (fetch
   * reports no upload progress) instead of the client's fetch, still with the client's URL, access token,
   * timeout and error rules; where there is no XMLHttpRequest it is sent as usual, without progress.
   */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload: `trigger` rejects with the signal's AbortError. */
  signal?: AbortSignal;
}

/**
 * Upload a file to a bay (one request per call: nothing is retried). 'existed' (code 500) rejects with a
 * server DamError whose reason is `existed`; the list is reloaded whatever the answer, a cancel included, as
 * the seed reloads it after an 'existed'.
 */
export function useUploadFile() {
  return useDamMutation('uploadFile', {
    async run(client, arg: UploadFileInput) {
      const form = new FormData();
      form.append('hive_id', String(arg.bayId));
      const name = arg.fileName ?? (arg.file instanceof File ? arg.file.name : 'file');
      form.append('file', arg.file, name);
      const { onProgress, signal } = arg;
      const size = arg.file.size;
      const transport =
        onProgress && canReportUploadProgress()
          ? progressFetch((sent, total) => onProgress(fileUploadProgress(sent, total, size)))
          : undefined;
      const { data } = await client.POST('/cytFile/uploadFiles', {
        body: { hive_id: arg.bayId, file: name },
        bodySerializer: () => form,
        ...(signal ? { signal } : {}),
        ...(transport ? { fetch: transport } : {}),
      });
      return data?.data ?? null;
    },
    affects: (arg) => [['/cytFile/getFileList', query({ hive_id: arg.bayId })]],
    revalidateOnError: true,
  });
}

/**
 * Delete a file of a bay (its id and fileUrl, as listed) and reload the list, after a refusal too (a file
 * someone else deleted answers 404: the reloaded list shows it gone).
 */
export function useDeleteFile() {
  return useDamMutation('deleteFile', {
    async run(client, arg: { bayId: number; fileId: number | string; fileUrl: string }) {
      await client.POST('/cytFile/deleteFile', {
        body: { file_id: Number(arg.fileId), fileUrl: arg.fileUrl },
      });
    },
    affects: (arg) => [['/cytFile/getFileList', query({ hive_id: arg.bayId })]],
    revalidateOnError: true,
  });
}

// ───────────────────────────── entries, aggregates, bay handling ─────────────────────────────

/** A hand entry of an outlet, bin-entry or pouring temperature, as `useAddManualEntry` sends it. */
export type AddManualEntryInput = ManualEntryWrite &
  WriteOnce & {
    /** User id of the signed-in user. */
    userId: string;
  };

/**
 * Enter an outlet, bin-entry or pouring temperature (°C, epoch ms), with its `requestId` as Idempotency-Key
 * (an entry kept offline and sent again later keeps its id); reloads the lists and counts.
 */
export function useAddManualEntry() {
  return useDamMutation('addManualEntry', {
    async run(client, { requestId, ...entry }: AddManualEntryInput) {
      await client.POST('/pqt/add_other_data', {
        body: toManualEntry({ ...entry, who: entry.userId }),
        params: idempotencyKey(requestId),
      });
    },
    affects: () => [
      ['/pqt/temp_lists'],
      ['/pqt/last_hive_others'],
      ['/pqt/last_hive_other'],
      ['/pqt/last_hive_others_count'],
      ['/pqt/chujikou_rucang_jiaozhu_data'],
      // A reading above its limit raises an outlet / bin-entry / pouring warning; one within it clears one.
      ...ENTRY_WARNING_READS,
    ],
  });
}

/** A hand entry of an aggregate temperature, as `useInsertAggregate` sends it. */
export type InsertAggregateInput = AggregateEntryWrite &
  WriteOnce & {
    /** User id of the signed-in user. */
    userId: string;
  };

/**
 * Enter an aggregate temperature (°C, epoch ms), with its `requestId` as Idempotency-Key; reloads the
 * aggregate and its records.
 */
export function useInsertAggregate() {
  return useDamMutation('insertAggregateInfo', {
    async run(client, { requestId, ...entry }: InsertAggregateInput) {
      await client.POST('/aggregate/insertAggregateInfo', {
        body: toAggregateInsert({ ...entry, user: entry.userId }),
        params: idempotencyKey(requestId),
      });
    },
    affects: (entry) => [
      ['/aggregate/getAggregates'],
      ['/aggregate/searchAggregateByKeyword'],
      ['/aggregate/getAggregateDetailById', query({ cId: entry.aggregateId })],
      ['/aggregate/getAllAggregateDetailById', query({ cId: entry.aggregateId })],
    ],
  });
}

/** Add a handling record to a bay (`requestId` as Idempotency-Key); reloads its records and the list. */
export function useAddDetailRecord() {
  return useDamMutation('addDetailRecord', {
    async run(client, arg: WriteOnce & { bayId: number; text: string; userId: string }) {
      await client.POST('/myapi.php/add_detail_record', {
        body: { c_hive_id: arg.bayId, c_what: arg.text, c_who: arg.userId },
        params: idempotencyKey(arg.requestId),
      });
    },
    affects: (arg) => [
      ['/myapi.php/get_detail_record', query({ c_hive_id: arg.bayId })],
      ['/myapi.php/getHiveDeal'],
    ],
  });
}

// ───────────────────────────── warnings ─────────────────────────────

const each = <P extends Revalidate[0]>(paths: Record<string, P>) =>
  Object.values(paths).map((path) => [path] as Revalidate);

/** The counts and the outlet / bin-entry / pouring lists and tables (real time and history). */
const ENTRY_WARNING_READS: readonly Revalidate[] = [
  ['/pqt/message_warn_count'],
  ...each(ENTRY_WARNING_PATHS),
  ['/cytWarn/cjkWarns'],
  ['/cytWarn/cjkHistoryWarns'],
  ['/cytWarn/rcWarns'],
  ['/cytWarn/rcHistoryWarns'],
  ['/cytWarn/jzWarns'],
  ['/cytWarn/jzHistoryWarns'],
];

/** Every read that shows a read flag or counts unread warnings. */
const WARNING_READS: readonly Revalidate[] = [
  ['/pqt/message_warn_count'],
  ...each(WARNING_LIST_PATHS),
  ...each(ENTRY_WARNING_PATHS),
  ...each(WARNING_TABLE_PATHS),
];

/**
 * Which warnings to mark read: by id (`WarningItem.id`, e.g. on opening a warning), or all of them — of one
 * list (`kind`, as the read hooks take it: `'loop'`, `'cjkHistory'` …), of some warning kinds (`kinds`,
 * `WarningItem.kind`), or every warning when neither is given.
 */
export type MarkWarningsReadInput =
  | { ids: readonly number[] }
  | { all: true; kind?: AnyWarningListKind; kinds?: readonly WarningKind[] };

/**
 * Mark warnings read for the signed-in user (reads are per user: the dot, the counts of the tab, the
 * messages page and the home badge fall for that user only). Resolves with how many were newly marked (0
 * when they already were: marking again is harmless); reloads the counts and every warning list and table.
 */
export function useMarkWarningsRead() {
  return useDamMutation('markWarningsRead', {
    async run(client, input: MarkWarningsReadInput): Promise<{ marked: number }> {
      if ('ids' in input) {
        if (input.ids.length === 0) return { marked: 0 };
        const { data } = await client.POST('/pqt/warnings_read', { body: { ids: [...input.ids] } });
        return { marked: data?.data.marked ?? 0 };
      }
      const kinds = [
        ...new Set([...(input.kind ? WARNING_KINDS_OF_LIST[input.kind] : []), ...(input.kinds ?? [])]),
      ];
      const { data } = await client.POST('/pqt/warnings_read', {
        body: kinds.length > 0 ? { all: 1, kinds } : { all: 1 },
      });
      return { marked: data?.data.marked ?? 0 };
    },
    affects: () => WARNING_READS,
  });
}
