export { type Reading, ReadingList, type ReadingListProps } from './ReadingList';
