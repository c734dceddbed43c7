/** Words of the kit's fields: the date-time field (entry times) and the search box. */
export const field = {
  zh: {
    dateTime: {
      openCalendar: '打开日历',
      calendar: '日历',
      previousMonth: '上个月',
      nextMonth: '下个月',
    },
    search: {
      clear: '清空',
    },
    sign: '切换正负号',
  },
  en: {
    dateTime: {
      openCalendar: 'Open calendar',
      calendar: 'Calendar',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
    },
    search: {
      clear: 'Clear',
    },
    sign: 'Change the sign',
  },
} as const;
