/** Messages of failed calls (part 1 §8, part 2 §8). A server's own message is shown as it comes. */
export const errors = {
  zh: {
    unauthorized: 'Token错误',
    timeout: '请求超时，请稍后重试',
    network: '网络错误，请检查网络连接',
    http: '请求失败',
    server: '操作失败',
    unknown: '未知错误',
    noPermission: '无操作权限，请联系管理员',
  },
  en: {
    unauthorized: 'Invalid token, please sign in again',
    timeout: 'The request timed out, please try again',
    network: 'Network error, please check the connection',
    http: 'The request failed',
    server: 'Operation failed',
    unknown: 'Unknown error',
    noPermission: 'No operation permission, please contact administrator',
  },
} as const;
