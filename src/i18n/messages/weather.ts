/** Ambient-temperature (weather) stations and their detail (part 1 §2 /weather, /tempsData). */
export const weather = {
  zh: {
    title: '环境温度',
    station: '测站',
    temp: '气温',
    reportedAt: '上报时间',
    loop: '回路',
    dtu: 'DTU',
    area: '区域',
    count: '共 {{count}} 个测站',
    loadError: '测站数据加载失败',
    openStation: '查看{{name}}的温度曲线',
  },
  en: {
    title: 'Ambient temperature',
    station: 'Station',
    temp: 'Air temperature',
    reportedAt: 'Reported',
    loop: 'Loop',
    dtu: 'DTU',
    area: 'Area',
    count: '{{count}} stations',
    loadError: 'The station data could not be loaded',
    openStation: 'Open the temperature curve of {{name}}',
  },
} as const;
