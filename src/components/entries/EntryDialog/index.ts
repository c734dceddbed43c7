export {
  EntryDialog,
  type EntryDialogProps,
  entryKindName,
  type ManualEntry,
  type ManualEntryKind,
  type ManualEntryRequest,
  type NumberedEntryKind,
} from './EntryDialog';
