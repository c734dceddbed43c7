export {
  type BayChoice,
  BayPicker,
  type BayPickerProps,
  type BinChoice,
  NO_BAY_CHOICE,
} from './BayPicker';
