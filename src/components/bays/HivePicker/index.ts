export {
  type BinChoice,
  type HiveChoice,
  HivePicker,
  type HivePickerProps,
  NO_HIVE_CHOICE,
} from './HivePicker';
