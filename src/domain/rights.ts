/**
 * What the signed-in user may change (part 1 §6), known before a send so a write control can show itself
 * read-only with the reason instead of failing after the tap. The backend still refuses on its own.
 *
 * - any change to the site (a loop command, an entry, a handling record, a file, feedback) needs a staff
 *   account: the built-in visitor only looks;
 * - cabinet-level acts (every cabinet at once through cabinet 0, a restart, the four-way valve) also need the
 *   main-power right (mainpower > 0; an administrator has it).
 */

/** The right a write needs. */
export type WriteRight = 'operate' | 'mainPower';

/** Why the user may not write: the visitor account, or an account without the main-power right. */
export type WriteRefusal = 'visitor' | 'noMainPower';

/** The user's rights, from getInfo's roles and the main-power call. */
export interface UserRights {
  visitor: boolean;
  admin: boolean;
  mainPower: boolean;
}

/**
 * The rights of a user from getInfo's roles ('admin', 'visitor', 'mainpower', …) and the main-power answer
 * (true, or a number greater than 0). Undefined while either is unknown: a control waits rather than guess.
 */
export function userRights(
  roles: readonly string[] | undefined,
  mainPower: boolean | number | undefined,
): UserRights | undefined {
  if (roles === undefined || mainPower === undefined) return undefined;
  const admin = roles.includes('admin');
  const visitor = !admin && roles.includes('visitor');
  const power = admin || roles.includes('mainpower') || mainPower === true || Number(mainPower) > 0;
  return { visitor, admin, mainPower: !visitor && power };
}

/** Why `rights` do not allow a write needing `need`: null when they do, undefined while rights are unknown. */
export function writeRefusal(
  rights: UserRights | undefined,
  need: WriteRight,
): WriteRefusal | null | undefined {
  if (rights === undefined) return undefined;
  if (rights.visitor) return 'visitor';
  if (need === 'mainPower' && !rights.mainPower) return 'noMainPower';
  return null;
}
