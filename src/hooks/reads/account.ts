import {
  type AuditAction,
  adaptAuditEntry,
  adaptDepartment,
  adaptListPage,
  adaptPendingUser,
  adaptUserInfo,
  adaptUserPhoto,
  hasMainPower,
  type UserInfo,
} from '../../domain/adapters/index.ts';
import type { DamQuery } from '../api';
import { definePagedRead, type PageRequest } from '../definePagedRead';
import { defineRead, readDefinition, useRead } from '../defineRead';

/** The signed-in user's information, or the seed's message when the answer cannot establish a session. */
export const useUserInfoAnswer = defineRead('/cytUser/getInfo', {
  query: (enabled?: boolean) => (enabled === false ? null : {}),
  adapt: (answer) => adaptUserInfo(answer.data),
});

/** The signed-in user (getInfo); `invalid` is the seed's message when the answer is empty or has no roles. */
export function useUserInfo(enabled = true): DamQuery<UserInfo> & { invalid: string | undefined } {
  const query = useUserInfoAnswer(enabled);
  const answer = query.data;
  return {
    ...query,
    data: answer?.ok ? answer.user : undefined,
    invalid: answer?.ok === false ? answer.message : undefined,
  };
}

/** A user's photo URL (c_photo), by user id; null for none. */
export const useUserPhoto = defineRead('/myapi.php/api_get_user_info', {
  query: (userId: string | null | undefined) => (userId ? { from_who: userId } : null),
  adapt: (answer) => adaptUserPhoto(answer.data),
});

/** The departments as a flat list with parent ids (build the tree with the DepartmentTree helpers). */
export const useDepartments = defineRead('/myapi.php/api_get_group_sc', {
  query: () => ({}),
  adapt: (answer) => answer.data.map(adaptDepartment),
  refresh: 'immutable',
});

/** Registrations waiting for an administrator. */
export const usePendingUsers = defineRead('/myapi.php/api_get_check_user_sc', {
  query: (enabled?: boolean) => (enabled === false ? null : {}),
  adapt: (answer) => answer.data.map(adaptPendingUser),
});

/** The main-power right through either call: true when it answers a number greater than 0 (part 1 §6). */
export const MAIN_POWER_READS = {
  dn: readDefinition('/dn/mainpower', {
    query: (userId: string | null | undefined) => (userId ? { from_who: userId } : null),
    adapt: (answer) => hasMainPower(answer.data),
  }),
  myapi: readDefinition('/myapi.php/mainpower', {
    query: (userId: string | null | undefined) => (userId ? { userIdx: userId } : null),
    adapt: (answer) => hasMainPower(answer.data),
  }),
};

/** Main-power right of a user, through /dn/mainpower or, with `via: 'myapi'`, /myapi.php?api=mainpower. */
export function useMainPower(
  userId: string | null | undefined,
  via: 'dn' | 'myapi' = 'dn',
): DamQuery<boolean> {
  return useRead(MAIN_POWER_READS[via], userId);
}

/** The static configuration read at start (already in domain names). */
export const useStaticConfig = defineRead('/config.json', {
  query: () => ({}),
  adapt: (answer) => answer,
  refresh: 'immutable',
});

/** The audit log, newest first, 20 acts a page; `action` keeps one kind of act (administrators only). */
export const useAuditLog = definePagedRead('/dn/auditLog', {
  query: ({ page, pageSize }: PageRequest, action?: AuditAction | null) => ({
    pageIndex: page,
    pageSize,
    ...(action ? { action } : {}),
  }),
  adapt: (answer) => adaptListPage(answer.data, adaptAuditEntry),
  pageSize: 20,
});
