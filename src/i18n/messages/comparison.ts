/**
 * The comparison screen (/tempduibi, part 2 §2.7): the block age comparison with its block picker, and the
 * gradient comparison of two thermometers. The one-thermometer message is chart.compare.chooseTwo; the
 * limits of the choice are validation.gradient.*.
 */
export const comparison = {
  zh: {
    block: {
      title: '坝段龄期对比',
      picker: '坝段',
      name: '{{block}}#坝段',
      tile: '{{block}}#',
      defaults: '默认（{{blocks}}）',
      clear: '清空',
      chosen: '已选 {{count}} 个',
      chooseBlock: '请至少选择一个坝段',
      noData: '暂无数据：{{blocks}}',
      separator: '、',
      about: '每条曲线为该坝段各仓在同一龄期（浇筑完成后天数）的日平均混凝土温度。',
      error: '坝段温度曲线加载失败',
      blocksError: '坝段列表加载失败',
    },
    gradient: {
      title: '温度梯度对比',
      meter: '温度梯度仪',
      thermometers: '温度计（选 1–2 个）',
      chosen: '已选 {{count}} / {{max}}',
      difference: '温差（{{first}} − {{second}}）',
      differenceAxis: '温差 °C',
      noMeters: '暂无温度梯度仪',
      noThermometers: '该温度梯度仪没有温度计',
      error: '温度梯度数据加载失败',
      metersError: '温度梯度仪列表加载失败',
    },
  },
  en: {
    block: {
      title: 'Block age comparison',
      picker: 'Blocks',
      name: 'Block {{block}}',
      tile: '{{block}}',
      defaults: 'Default ({{blocks}})',
      clear: 'Clear',
      chosen: '{{count}} chosen',
      chooseBlock: 'Choose at least one block',
      noData: 'No data yet: {{blocks}}',
      separator: ', ',
      about:
        "Each line is the daily average concrete temperature of the block's bays at the same age (days since the pour was finished).",
      error: 'The block temperature curves could not be loaded',
      blocksError: 'The list of blocks could not be loaded',
    },
    gradient: {
      title: 'Gradient comparison',
      meter: 'Gradient meter',
      thermometers: 'Thermometers (choose 1–2)',
      chosen: '{{count}} of {{max}} chosen',
      difference: 'Difference ({{first}} − {{second}})',
      differenceAxis: 'Diff. °C',
      noMeters: 'No gradient meter yet',
      noThermometers: 'This gradient meter has no thermometer',
      error: 'The gradient data could not be loaded',
      metersError: 'The list of gradient meters could not be loaded',
    },
  },
} as const;
