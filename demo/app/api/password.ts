import type { ChangePasswordValues, DamTranslate } from 'damtherm';
import { errorMessage } from './errors';

type Trigger = (arg: { userId: string; oldPassword: string; newPassword: string }) => Promise<string>;

/**
 * The in-app password change (part 1 §7 api_changePassWord: pw = old, password = new, both hashed by the
 * client, from_who) through `useChangeOwnPassword().trigger`. Success shows 'Modified successfully' in the
 * user's language (the server's data text says the same in the server's); failure the text of its reason,
 * else the server's message (part 2 §8).
 */
export async function changeOwnPasswordWith(
  trigger: Trigger,
  userId: string,
  { oldPassword, newPassword }: ChangePasswordValues,
  t: DamTranslate,
): Promise<string> {
  try {
    await trigger({ userId, oldPassword, newPassword });
  } catch (error) {
    throw new Error(errorMessage(error, t) || t('account.changePassword.failure'));
  }
  return t('account.changePassword.success');
}
