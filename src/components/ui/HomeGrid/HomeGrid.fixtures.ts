import type { HomeGridSection } from './HomeGrid';

/** The home sections of part 2 §2.2 as the demo fills them (Chinese labels). */
export const homeSections: HomeGridSection[] = [
  {
    id: 'tiles',
    title: '常用功能',
    layout: 'tiles',
    items: [
      { id: 'areas', label: '区域查询', href: '#/areas/main', icon: 'areas', description: '按区域查找仓位' },
      {
        id: 'racks',
        label: '智能柜',
        href: '#/tab/racks',
        icon: 'cabinet',
        description: '回路、温度计与控制',
      },
      { id: 'weather', label: '环境温度', href: '#/weather', icon: 'weather', value: '18.6 °C' },
      { id: 'feedback', label: '意见反馈', href: '#/feedback', icon: 'feedback', description: '问题与建议' },
    ],
  },
  {
    id: 'bins',
    title: '仓位应用',
    items: [
      { id: 'racks', label: '智能柜', href: '#/tab/racks', icon: 'cabinet' },
      { id: 'tabMap', label: '温控地图', href: '#/tab/map', icon: 'map2d' },
      { id: 'areas', label: '区域查询', href: '#/areas/main', icon: 'areas' },
      { id: 'pier', label: '仓位列表', href: '#/areas/pier/0', icon: 'list' },
      { id: 'otherMap', label: '三区温控图', href: '#/tab/otherMap/3', icon: 'map2d' },
      { id: 'outdata', label: '仓位信息导出', href: '#/tab/outdata', icon: 'export' },
    ],
  },
  {
    id: 'materials',
    title: '材料与自动换向',
    items: [
      { id: 'aggregate', label: '骨料温度', href: '#/areas/aggregate', icon: 'aggregate' },
      { id: 'outlet', label: '出机口温度', href: '#/temperature/temp_list?to=cjk_temp_id', icon: 'outlet' },
      { id: 'entry', label: '入仓温度', href: '#/temperature/temp/rc_temp_id/2', icon: 'entry' },
      { id: 'pouring', label: '浇筑温度', href: '#/temperature/temp/jz_temp_id/4', icon: 'pouring' },
      { id: 'coolerControl', label: '自动换向', href: '#/tab/coolercontrol/0', icon: 'reversal' },
      { id: 'solar', label: '太阳辐射', href: '#/temperature/solarRadiationMeter', icon: 'sun' },
      { id: 'gradient', label: '温度梯度', href: '#/tab/temperatureGradient', icon: 'gradient' },
      { id: 'pressure', label: '压力', href: '#/tab/pressure', icon: 'gauge' },
    ],
  },
  {
    id: 'monitoring',
    title: '监测与报表',
    items: [
      { id: 'weather', label: '环境温度', href: '#/weather', icon: 'weather' },
      { id: 'report', label: '报表分析', href: '#/reportAnalys', icon: 'report' },
      { id: 'compare', label: '龄期对比', href: '#/tempduibi', icon: 'compare' },
      {
        id: 'messages',
        label: '预警消息',
        href: '#/message/messages',
        icon: 'bell',
        badge: 7,
        badgeLabel: '7 条未处理预警',
      },
    ],
  },
];

/** The same in English. */
export const homeSectionsEnglish: HomeGridSection[] = [
  {
    id: 'tiles',
    title: 'Main functions',
    layout: 'tiles',
    items: [
      {
        id: 'areas',
        label: 'Areas query',
        href: '#/areas/main',
        icon: 'areas',
        description: 'Find bays by area',
      },
      {
        id: 'racks',
        label: 'Smart cabinets',
        href: '#/tab/racks',
        icon: 'cabinet',
        description: 'Loops, thermometers, control',
      },
      { id: 'weather', label: 'Ambient temperature', href: '#/weather', icon: 'weather', value: '18.6 °C' },
      {
        id: 'feedback',
        label: 'Feedback',
        href: '#/feedback',
        icon: 'feedback',
        description: 'Problems and ideas',
      },
    ],
  },
  {
    id: 'monitoring',
    title: 'Monitoring and reports',
    items: [
      { id: 'weather', label: 'Ambient temperature', href: '#/weather', icon: 'weather' },
      { id: 'report', label: 'Report analysis', href: '#/reportAnalys', icon: 'report' },
      { id: 'compare', label: 'Age comparison', href: '#/tempduibi', icon: 'compare' },
      {
        id: 'messages',
        label: 'Warning messages',
        href: '#/message/messages',
        icon: 'bell',
        badge: 7,
        badgeLabel: '7 open warnings',
      },
    ],
  },
];
