import type { CSSProperties, ReactNode } from 'react';
import { useDamTranslation } from '../../../i18n/useDamTranslation';
import { Button } from '../Button';
import * as styles from './StatusMessage.css';

export type StatusTone = 'empty' | 'loading' | 'error';

export interface StatusMessageProps {
  /**
   * `empty` (nothing to show), `loading` (announced politely, `aria-busy`) or `error` (announced at once, with
   * a retry button when `onRetry` is given).
   * @selector [data-tone="empty" | "loading" | "error"]
   */
  tone: StatusTone;
  /** The text; defaults to "No data", "loading..." or "Something went wrong" in the provider's language. */
  children?: ReactNode;
  /** Offered as a Retry button in the error tone. */
  onRetry?: () => void;
  /**
   * A dashed frame with centred text, for a box that stands where a plot or a map would be.
   * @selector [data-framed]
   */
  framed?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * What a component shows instead of its content while it loads, when there is nothing, or when loading
 * failed — one look, one wording and one screen-reader behaviour for every list, chart and panel.
 */
export function StatusMessage({ tone, children, onRetry, framed, className, style }: StatusMessageProps) {
  const { t } = useDamTranslation();
  const text =
    children ?? (tone === 'empty' ? t('common.noData') : tone === 'loading' ? t('common.loading') : t('common.error'));
  return (
    <div
      className={className ? `${styles.statusMessage} ${className}` : styles.statusMessage}
      style={style}
      data-tone={tone}
      data-framed={framed || undefined}
      role={tone === 'error' ? 'alert' : tone === 'loading' ? 'status' : undefined}
      aria-busy={tone === 'loading' || undefined}
    >
      <span>{text}</span>
      {tone === 'error' && onRetry ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
