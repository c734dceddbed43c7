/** Words shared by many screens and components. */
export const common = {
  zh: {
    loading: '加载中...',
    noData: '暂无数据',
    noMore: '没有更多了',
    error: '出错了',
    search: '搜索',
    notCollected: '未采集',
    unknown: '未知',
    never: '从未',
    language: '语言',
    languageNames: { zh: '中文', en: 'English' },
    theme: { light: '浅色', dark: '深色', sunlight: '强光' },
  },
  en: {
    loading: 'Loading...',
    noData: 'No data',
    noMore: 'No more',
    error: 'Something went wrong',
    search: 'Search',
    notCollected: 'Not collected',
    unknown: 'Unknown',
    never: 'never',
    language: 'Language',
    languageNames: { zh: '中文', en: 'English' },
    theme: { light: 'Light', dark: 'Dark', sunlight: 'Sunlight' },
  },
} as const;
