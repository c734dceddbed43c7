import { forwardRef, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { joinClassNames, type StyleProps } from '../props';
import * as styles from './Alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends StyleProps {
  /**
   * info (default), success, warning or danger: color and icon.
   * @selector [data-tone="info" | "success" | "warning" | "danger"]
   */
  tone?: AlertTone | undefined;
  /** The message. */
  children: ReactNode;
  /**
   * `alert` (assertive, default for danger), `status` (polite, default otherwise) or `none` for a message that
   * is part of the page from the start.
   */
  role?: 'alert' | 'status' | 'none' | undefined;
}

const icons: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

/** An inline message inside a form or a page: the seed's red messages, confirmations, notices. */
export const Alert = /* @__PURE__ */ forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', children, role, className, style },
  ref,
) {
  const liveRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <div
      ref={ref}
      className={joinClassNames(styles.alert, className)}
      style={style}
      data-tone={tone}
      role={liveRole === 'none' ? undefined : liveRole}
    >
      <Icon className={styles.icon} name={icons[tone]} size={20} />
      <div className={styles.body}>{children}</div>
    </div>
  );
});
