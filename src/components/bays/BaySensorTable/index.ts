export { BaySensorTable, type BaySensorTableProps, type BaySensorTableVariant } from './BaySensorTable';
