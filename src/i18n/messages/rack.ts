/** The smart cabinet (rack) card and cabinet screens. */
export const rack = {
  zh: {
    state: { online: '在线', offline: '离线', unknown: '状态未知' },
    lastFlowUpdate: '流量更新',
    lastTempUpdate: '温度更新',
    thermometers: '温度计',
    flowMeters: '流量计',
    countWithErrors: '{{count}} 个，{{errors}} 个异常',
    countNoErrors: '{{count}} 个，无异常',
    open: '打开智能柜 {{name}}',
  },
  en: {
    state: { online: 'Online', offline: 'Offline', unknown: 'State unknown' },
    lastFlowUpdate: 'Flow updated',
    lastTempUpdate: 'Temperature updated',
    thermometers: 'Thermometers',
    flowMeters: 'Flow meters',
    countWithErrors: '{{count}}, {{errors}} in error',
    countNoErrors: '{{count}}, none in error',
    open: 'Open smart cabinet {{name}}',
  },
} as const;
