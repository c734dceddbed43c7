export {
  type WarningCategory,
  type WarningItem,
  WarningList,
  type WarningListProps,
  type WarningSeverity,
  type WarningVariant,
} from './WarningList';
