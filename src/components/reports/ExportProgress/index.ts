export { ExportProgress, type ExportProgressProps } from './ExportProgress';
