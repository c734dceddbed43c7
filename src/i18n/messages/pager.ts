/** The kit's pager (warning history, bay lists): 3 page links with previous and next (part 2 §2.6). */
export const pager = {
  zh: {
    label: '分页',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} 页',
    status: '第 {{page}} / {{pages}} 页',
  },
  en: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    status: 'Page {{page}} of {{pages}}',
  },
} as const;
