export { CalendarHeader } from './CalendarHeader';
export { CalendarIcon } from './CalendarIcon';
