export { ReadOnlyNotice, type ReadOnlyNoticeProps } from './ReadOnlyNotice';
