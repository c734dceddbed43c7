export {
  createToastQueue,
  showToast,
  TOAST_TIMEOUT_MS,
  type ToastContent,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
} from './Toast';
