/**
 * Why a write control shows itself read-only (part 1 §6), said before the user tries. damtherm's words: the
 * seed only has the refusal after a send ('No operation permission, please contact administrator').
 */
export const rights = {
  zh: {
    readOnly: '只读',
    visitor: '游客账号只能查看，不能修改。请用本人账号登录后操作。',
    noMainPower: '此操作需要总控权限，当前账号没有。如需操作请联系管理员。',
  },
  en: {
    readOnly: 'Read only',
    visitor:
      'The visitor account can only look, not change anything. Sign in with your own account to do this.',
    noMainPower: 'This needs the main-power right, which your account does not have. Ask an administrator.',
  },
} as const;
