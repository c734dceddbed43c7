/**
 * Guarded sign-in (issue 20): the throttle's answer to repeated wrong passwords, and the WeChat scan login
 * the login screen starts (part 1 §1, §2): an authorisation address for the phone, bound to this browser,
 * polled until an administrator confirms.
 */
export const signIn = {
  zh: {
    tooManyAttempts: '密码错误次数过多，请 {{seconds}} 秒后再试',
    tooManyAttemptsLater: '密码错误次数过多，请稍后再试',
    scan: {
      start: '微信扫码登录',
      heading: '微信扫码登录',
      text: '请在手机上打开下方授权地址，用微信完成授权；管理员确认后，本页自动登录。',
      link: '在本设备上打开授权页',
      qrLabel: '授权地址（用手机打开）',
      waiting: '等待扫码和管理员确认...',
      starting: '正在生成二维码...',
      expired: '二维码已过期，请重新生成',
      restart: '重新生成二维码',
      failed: '扫码登录失败',
      cancel: '返回账号登录',
      claimed: '已扫码，等待管理员确认本次登录',
      toConfirm: '去确认登录',
    },
  },
  en: {
    tooManyAttempts: 'Too many wrong passwords, please try again in {{seconds}} s',
    tooManyAttemptsLater: 'Too many wrong passwords, please try again later',
    scan: {
      start: 'WeChat scan login',
      heading: 'WeChat scan login',
      text: 'Open the address below on your phone and authorise with WeChat there; once an administrator confirms, this page signs in by itself.',
      link: 'Open the authorisation page on this device',
      qrLabel: 'Authorisation address (open it on the phone)',
      waiting: 'Waiting for the scan and the administrator…',
      starting: 'Making the QR code…',
      expired: 'The QR code has expired, please make a new one',
      restart: 'New QR code',
      failed: 'The scan login failed',
      cancel: 'Back to the password login',
      claimed: 'Scanned: waiting for an administrator to confirm this login',
      toConfirm: 'Go to the confirmation',
    },
  },
} as const;
