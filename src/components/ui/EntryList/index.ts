export { Entry, type EntryFact, EntryList, type EntryListProps, type EntryProps } from './EntryList';
