export { REPORT_PAGE_SIZE, ReportTable, type ReportTableProps } from './ReportTable';
