import { forwardRef } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { useDamText } from '../../../i18n/useDamText';
import type { AlertTone } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useThemedPortalContainer } from '../portal';
import { joinClassNames, type StyleProps } from '../props';
import * as styles from './Toast.css';
import { toastTexts } from './texts';

/** What one toast shows. */
export interface ToastContent {
  /** The message. */
  message: string;
  /** info (default), success, warning, danger (the seed's red messages). */
  tone?: AlertTone;
}

/** A queue of toasts; show one with `queue.add({ message, tone }, { timeout })`. */
export type ToastQueue = AriaToastQueue<ToastContent>;

/** Default display time of a toast, in ms (long enough to read a Chinese sentence outdoors). */
export const TOAST_TIMEOUT_MS = 5000;

/** A new toast queue; keep one per application and render its `ToastRegion` once. */
export function createToastQueue(): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}

/** Adds a toast with the default timeout; returns its key (for `queue.close(key)`). */
export function showToast(
  queue: ToastQueue,
  message: string,
  tone: AlertTone = 'info',
  timeout = TOAST_TIMEOUT_MS,
) {
  return queue.add({ message, tone }, { timeout });
}

export interface ToastRegionProps extends StyleProps {
  /** The queue whose toasts this region shows. */
  queue: ToastQueue;
}

/**
 * The landmark where toasts appear (react-aria ToastRegion: announced politely, F6 reaches it, each toast has
 * a close button). Danger toasts are the seed's "red message" (for example 'Token错误').
 */
export const ToastRegion = /* @__PURE__ */ forwardRef<HTMLDivElement, ToastRegionProps>(function ToastRegion(
  { queue, className, style },
  ref,
) {
  const { t } = useDamText(toastTexts);
  const { anchorRef, container, ready } = useThemedPortalContainer();
  return (
    <>
      <span ref={anchorRef} hidden />
      {ready ? (
        <UNSAFE_PortalProvider getContainer={() => container ?? null}>
          <AriaToastRegion
            ref={ref}
            queue={queue}
            className={joinClassNames(styles.region, className)}
            style={style}
            aria-label={t('ui.notifications')}
          >
            {({ toast }) => (
              <AriaToast toast={toast} className={styles.toast} data-tone={toast.content.tone ?? 'info'}>
                <AriaToastContent className={styles.content}>
                  <Text slot="title">{toast.content.message}</Text>
                </AriaToastContent>
                <Button variant="icon" slot="close" className={styles.close} aria-label={t('ui.dismiss')}>
                  <Icon name="close" size={20} />
                </Button>
              </AriaToast>
            )}
          </AriaToastRegion>
        </UNSAFE_PortalProvider>
      ) : null}
    </>
  );
});
