export {
  ReadOnlyNotice,
  type ReadOnlyNoticeProps,
  ReadOnlyOr,
  type ReadOnlyOrProps,
  writeStateProps,
} from './ReadOnlyNotice';
