export { CalendarHeader } from './CalendarHeader';
