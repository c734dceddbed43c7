export { PendingEntries, type PendingEntriesProps } from './PendingEntries';
