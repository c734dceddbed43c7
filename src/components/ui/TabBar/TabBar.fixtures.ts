import type { TabBarItem } from './TabBar';

/** The demo's four tabs, in both languages. */
export const tabItems = (language: 'zh' | 'en'): TabBarItem[] => [
  {
    id: 'workbench',
    label: language === 'zh' ? '工作台' : 'Workbench',
    href: '#/main_new',
    icon: 'workbench',
  },
  { id: 'map', label: '2D', href: '#/tab/map', icon: 'map2d' },
  {
    id: 'messages',
    label: language === 'zh' ? '预警消息' : 'Warning messages',
    href: '#/message/main',
    icon: 'bell',
  },
  { id: 'mine', label: language === 'zh' ? '我的' : 'My', href: '#/setting', icon: 'user' },
];
