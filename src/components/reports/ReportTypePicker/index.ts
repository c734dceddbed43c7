export { ReportTypePicker, type ReportTypePickerProps } from './ReportTypePicker';
