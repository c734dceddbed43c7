export { Pager, type PagerProps } from './Pager';
export { pageCount, pageWindow } from './pageWindow';
