import { type RawNumber, toNumber } from '../number.ts';
import { idOf, textOf } from './series.ts';

/** A department of the users' tree (part 1 §3 Group). */
export interface Department {
  id: string;
  name: string;
  /** Parent id; null for a root (the legacy backend sends empty). */
  parentId: string | null;
}

/** Raw group → Department. */
export function adaptDepartment(raw: {
  c_id: RawNumber;
  c_name?: string | null;
  p_id?: RawNumber;
}): Department {
  const parent = textOf(raw.p_id);
  return {
    id: idOf(raw.c_id),
    name: textOf(raw.c_name) ?? '',
    parentId: parent === null || parent === '0' ? null : parent,
  };
}

/** A registration awaiting approval. */
export interface PendingUser {
  id: string;
  name: string;
  department: string;
  mobile: string | null;
}

/** Raw pending user → PendingUser. */
export function adaptPendingUser(raw: {
  c_id: RawNumber;
  c_name?: string | null;
  group_name?: string | null;
  c_mobile?: string | null;
}): PendingUser {
  return {
    id: idOf(raw.c_id),
    name: textOf(raw.c_name) ?? '',
    department: textOf(raw.group_name) ?? '',
    mobile: textOf(raw.c_mobile),
  };
}

/** The signed-in user's information. */
export interface UserInfo {
  userId: string | null;
  roles: string[];
  name: string;
  avatar: string | null;
  department: string;
  departmentId: string | null;
}

/** The seed's messages when the info call cannot establish a session (part 1 §8). */
export const USER_INFO_EMPTY = 'Verification failed, please Login again.';
export const USER_INFO_NO_ROLES = 'getInfo: roles must be a non-null array!';

/**
 * Raw user info → UserInfo, or the seed's error message when the answer is empty or has no roles
 * (part 1 §4, §8).
 */
export function adaptUserInfo(
  raw:
    | {
        userId?: string | null;
        roles?: readonly string[] | null;
        name?: string | null;
        avatar?: string | null;
        groupname?: string | null;
        groupid?: RawNumber;
      }
    | null
    | undefined,
): { ok: true; user: UserInfo } | { ok: false; message: string } {
  if (!raw || Object.keys(raw).length === 0) return { ok: false, message: USER_INFO_EMPTY };
  if (!Array.isArray(raw.roles) || raw.roles.length === 0) return { ok: false, message: USER_INFO_NO_ROLES };
  return {
    ok: true,
    user: {
      userId: textOf(raw.userId),
      roles: [...raw.roles],
      name: textOf(raw.name) ?? '',
      avatar: textOf(raw.avatar),
      department: textOf(raw.groupname) ?? '',
      departmentId: textOf(raw.groupid),
    },
  };
}

/** Main-power right: the call returned a number greater than 0 (part 1 §6). */
export function hasMainPower(raw: RawNumber): boolean {
  const n = toNumber(raw);
  return n !== null && n > 0;
}

/** A user's photo URL (c_photo); null for none (the backend sends an empty text). */
export function adaptUserPhoto(raw: { c_photo?: string | null }): string | null {
  return textOf(raw.c_photo);
}
