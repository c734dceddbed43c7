/**
 * The words of the kit's primitives: a dialog's buttons, a page header's back link, a toast's region and its
 * dismiss button, a password field's reveal button.
 */
export const ui = {
  zh: {
    back: '返回',
    close: '关闭',
    cancel: '取消',
    confirm: '确定',
    notifications: '通知',
    dismiss: '关闭通知',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
  },
  en: {
    back: 'Back',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'OK',
    notifications: 'Notifications',
    dismiss: 'Dismiss',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
} as const;
