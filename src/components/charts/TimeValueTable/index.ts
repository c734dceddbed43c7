export { TimeValueTable, type TimeValueTableProps } from './TimeValueTable';
