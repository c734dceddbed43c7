/**
 * The cooling forecast card of a bay (beyond the seeds): when it reaches its target temperature at the
 * rate of its recent cooling, or why not, and the method in one sentence.
 */
export const forecast = {
  zh: {
    title: '降温预测',
    loadError: '降温预测所需的数据加载失败',
    expectedDate: '预计达到目标温度',
    inDays_one: '{{count}} 天后',
    inDays_other: '{{count}} 天后',
    withinDay: '一天之内',
    target: '目标温度',
    current: '最新日均温',
    rate: '降温速率',
    ratePerDay: '{{value}}\u00a0°C/d',
    celsius: '{{value}}\u00a0°C',
    none: '—',
    reached: {
      title: '已达到目标温度',
      detail: '近 24 小时平均温度 {{current}}\u00a0°C，不高于目标温度 {{target}}\u00a0°C。',
    },
    willNotReach: {
      title: '按当前速率不会降至目标温度',
      warming: '温度正在上升（降温速率 {{rate}}\u00a0°C/d）。',
      flat: '温度基本持平（降温速率 {{rate}}\u00a0°C/d）。',
      tooSlow: '按 {{rate}}\u00a0°C/d 的降温速率，一年内降不到目标温度。',
    },
    notEnoughData: {
      title: '数据不足，无法预测',
      noReadings: '没有可用于预测的温度数据。',
      noTarget: '该仓没有目标温度。',
      stale: '最新温度数据是 {{time}} 的，已超过 2 天。',
      tooFewDays: '最近 {{days}} 天中有数据的不足 2 天。',
    },
    method: {
      stage:
        '方法：对最近 {{days}} 天每 24 小时的平均温度作最小二乘直线拟合，外推至当前阶段的目标温度 {{target}}\u00a0°C。',
      current:
        '方法：对最近 {{days}} 天每 24 小时的平均温度作最小二乘直线拟合，外推至当前目标温度 {{target}}\u00a0°C。',
      stagePartial:
        '方法：对最近 {{days}} 天每 24 小时的平均温度（其中 {{withReadings}} 天有数据）作最小二乘直线拟合，外推至当前阶段的目标温度 {{target}}\u00a0°C。',
      currentPartial:
        '方法：对最近 {{days}} 天每 24 小时的平均温度（其中 {{withReadings}} 天有数据）作最小二乘直线拟合，外推至当前目标温度 {{target}}\u00a0°C。',
    },
  },
  en: {
    title: 'Cooling forecast',
    loadError: 'The data for the cooling forecast could not be loaded',
    expectedDate: 'Expected to reach the target',
    inDays_one: 'In {{count}} day',
    inDays_other: 'In {{count}} days',
    withinDay: 'Within a day',
    target: 'Target',
    current: 'Latest daily mean',
    rate: 'Cooling rate',
    ratePerDay: '{{value}}\u00a0°C/d',
    celsius: '{{value}}\u00a0°C',
    none: '—',
    reached: {
      title: 'Target reached',
      detail:
        'The mean of the last 24 hours, {{current}}\u00a0°C, is at or below the target of {{target}}\u00a0°C.',
    },
    willNotReach: {
      title: 'Will not reach the target at the current rate',
      warming: 'The temperature is rising (cooling rate {{rate}}\u00a0°C/d).',
      flat: 'The temperature is flat (cooling rate {{rate}}\u00a0°C/d).',
      tooSlow: 'At a cooling rate of {{rate}}\u00a0°C/d it would not reach the target within a year.',
    },
    notEnoughData: {
      title: 'Not enough data for a forecast',
      noReadings: 'There are no temperature readings to forecast from.',
      noTarget: 'The bay has no target temperature.',
      stale: 'The latest reading is from {{time}}, more than 2 days ago.',
      tooFewDays: 'Fewer than 2 of the last {{days}} days have readings.',
    },
    method: {
      stage:
        'Method: a least-squares line through the 24-hour mean temperatures of the last {{days}} days, extrapolated to {{target}}\u00a0°C, the target of the current stage.',
      current:
        'Method: a least-squares line through the 24-hour mean temperatures of the last {{days}} days, extrapolated to the current target of {{target}}\u00a0°C.',
      stagePartial:
        'Method: a least-squares line through the 24-hour mean temperatures of the last {{days}} days ({{withReadings}} with readings), extrapolated to {{target}}\u00a0°C, the target of the current stage.',
      currentPartial:
        'Method: a least-squares line through the 24-hour mean temperatures of the last {{days}} days ({{withReadings}} with readings), extrapolated to the current target of {{target}}\u00a0°C.',
    },
  },
} as const;
