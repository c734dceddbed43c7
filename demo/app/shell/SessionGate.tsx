import { useEffect, useRef } from 'react';
import { useDamTranslation } from '../../../src/i18n/useDamTranslation';
import { useApp } from '../AppContext';
import { useSessionUserInfo } from '../api/account';
import { localiseServerMessage } from '../api/errors';

/**
 * Checks the signed-in user's information once per session (part 1 §4, §8): an empty answer ends the session
 * with 'Verification failed, please Login again.', missing or empty roles with 'getInfo: roles must be a
 * non-null array!'. A 401 only shows 'Token错误' (through the App's error report), without a redirect.
 */
export function SessionGate() {
  const { invalid } = useSessionUserInfo();
  const { logout } = useApp();
  const { t } = useDamTranslation();
  const ended = useRef(false);

  useEffect(() => {
    if (!invalid || ended.current) return;
    ended.current = true;
    void logout(localiseServerMessage(invalid, t));
  }, [invalid, logout, t]);

  return null;
}
