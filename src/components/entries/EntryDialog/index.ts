export {
  EntryDialog,
  type EntryDialogProps,
  entryKindName,
  type ManualEntry,
  type ManualEntryRequest,
} from './EntryDialog';
