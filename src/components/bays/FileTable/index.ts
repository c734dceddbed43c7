export {
  type BayFile,
  type FileDeleteOutcome,
  FileTable,
  type FileTableProps,
  type FileUploadHandler,
  type FileUploadOutcome,
  type FileUploadTransfer,
} from './FileTable';
