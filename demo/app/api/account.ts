/**
 * The account, home and settings reads of the demo: damtherm's SWR hooks bound to the signed-in user of the
 * session. Failed reads report through the App's SWR `onError` (a red message; 401 is 'Token错误').
 */

import { useMainPower, useUserInfo, useUserPhoto, useWarningCounts } from 'damtherm';
import { type UserInfo, userRights, type WriteRefusal, type WriteRight, writeRefusal } from 'damtherm/domain';
import { useSession } from '../session/useSession';

/** The signed-in user's information (getInfo); nothing is asked while signed out. */
export function useSessionUserInfo() {
  const session = useSession();
  return useUserInfo(session !== null);
}

/** The main-power right of the signed-in user (part 1 §6). */
export function useSessionMainPower() {
  return useMainPower(useSession()?.loginId);
}

/** The signed-in user's photo URL (c_photo), null for none. */
export function useSessionPhoto() {
  return useUserPhoto(useSession()?.loginId);
}

/**
 * The unread warning counts of the signed-in user (home badge, messages page, messages tab); the warning
 * reads refresh themselves every 30 s. `enabled: false` asks nothing (a screen without the tab bar).
 */
export function useSessionWarningCounts(enabled = true) {
  const loginId = useSession()?.loginId;
  return useWarningCounts(enabled ? loginId : null);
}

/** Whether the user is an administrator (approves registrations, confirms scan logins). */
export function isAdministrator(info: UserInfo | null | undefined): boolean {
  return Boolean(info?.roles.includes('admin'));
}

/** Whether the user signed in with the built-in visitor account. */
export function isVisitor(info: UserInfo | null | undefined): boolean {
  return Boolean(info?.roles.includes('visitor'));
}

/**
 * Why the signed-in user may not make a write needing `need` (part 1 §6), from getInfo's roles and the
 * main-power call: null when allowed, undefined while still unknown. Every write control of the demo asks
 * this one rule before it shows itself; the backend still refuses on its own.
 */
export function useWriteRefusal(need: WriteRight): WriteRefusal | null | undefined {
  const info = useSessionUserInfo();
  const power = useSessionMainPower();
  return writeRefusal(userRights(info.data?.roles, power.data), need);
}
