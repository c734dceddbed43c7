/**
 * Hand entries kept on the device until the server has them (damtherm: the seeds send entries once and lose
 * them offline; these words are ours).
 */
export const pending = {
  zh: {
    title: '{{count}} 条录入等待发送',
    title_one: '{{count}} 条录入等待发送',
    hint: '已保存在本机，网络恢复后自动发送，不会重复录入。',
    sending: '正在发送…',
    sendNow: '立即发送',
    discard: '放弃',
    refused: '服务器拒绝：{{reason}}',
    refusedCount: '{{count}} 条被拒绝，请查看后放弃',
    refusedCount_one: '{{count}} 条被拒绝，请查看后放弃',
    kind: { outlet: '出机口温度', bin: '入仓温度', pouring: '浇筑温度', aggregate: '骨料温度' },
    savedAt: '保存于 {{time}}',
    discardDialog: {
      title: '放弃这条录入？',
      message: '它不会被发送，且无法恢复。',
      keep: '保留',
      confirm: '放弃',
    },
  },
  en: {
    title: '{{count}} entries waiting to send',
    title_one: '{{count}} entry waiting to send',
    hint: 'Kept on this device and sent by itself when the network returns, never twice.',
    sending: 'Sending…',
    sendNow: 'Send now',
    discard: 'Discard',
    refused: 'Refused by the server: {{reason}}',
    refusedCount: '{{count}} refused: read why, then discard',
    refusedCount_one: '{{count}} refused: read why, then discard',
    kind: {
      outlet: 'Outlet temperature',
      bin: 'Bin-entry temperature',
      pouring: 'Pouring temperature',
      aggregate: 'Aggregate temperature',
    },
    savedAt: 'Kept at {{time}}',
    discardDialog: {
      title: 'Discard this entry?',
      message: 'It will not be sent and cannot be recovered.',
      keep: 'Keep',
      confirm: 'Discard',
    },
  },
} as const;
