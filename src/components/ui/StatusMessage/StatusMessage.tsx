import { type CSSProperties, forwardRef, type ReactNode } from 'react';
import { type DamError, isDamError } from '../../../client/errors';
import { useDamText } from '../../../i18n/useDamText';
import { PlainButton } from '../Button/PlainButton';
import { joinClassNames } from '../props';
import { useFailureText } from '../useFailureText';
import * as styles from './StatusMessage.css';
import { statusMessageTexts } from './texts';

export type StatusTone = 'empty' | 'loading' | 'error';

export interface StatusMessageProps {
  /**
   * `empty` (nothing to show), `loading` (announced politely, `aria-busy`) or `error` (announced at once, with
   * a retry button when `onRetry` is given).
   * @selector [data-tone="empty" | "loading" | "error"]
   */
  tone: StatusTone;
  /**
   * The text; defaults to "No data", "loading..." or "Something went wrong" in the provider's language. A
   * `DamError` (a failed call) shows its reason in the provider's language (`damErrorText`).
   */
  children?: ReactNode | DamError | undefined;
  /** Offered as a Retry button in the error tone. */
  onRetry?: () => void;
  /**
   * A dashed frame with centred text, for a box that stands where a plot or a map would be.
   * @selector [data-framed]
   */
  framed?: boolean | undefined;
  /**
   * Laid over content that stays visible under it, dimmed (a chart whose data refreshes). The parent is the
   * positioned box it covers.
   * @selector [data-overlay]
   */
  overlay?: boolean | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

const DEFAULT_TEXT = { empty: 'common.noData', loading: 'common.loading', error: 'common.error' } as const;

/**
 * What a component shows instead of its content while it loads, when there is nothing, or when loading
 * failed — one look, one wording and one screen-reader behaviour for every list, chart and panel. Its retry
 * is a native button (`PlainButton`): the charts and the map show this, and a click is all it needs.
 */
export const StatusMessage = /* @__PURE__ */ forwardRef<HTMLDivElement, StatusMessageProps>(
  function StatusMessage({ tone, children, onRetry, framed, overlay, className, style }, ref) {
    // Not useDamTranslation: the charts show this too, and must not carry i18next (see useDamText).
    const { t } = useDamText(statusMessageTexts);
    const failureText = useFailureText(statusMessageTexts);
    const text = isDamError(children) ? failureText(children) : (children ?? t(DEFAULT_TEXT[tone]));
    return (
      <div
        ref={ref}
        className={joinClassNames(styles.statusMessage, className)}
        style={style}
        data-tone={tone}
        data-framed={framed || undefined}
        data-overlay={overlay || undefined}
        role={tone === 'error' ? 'alert' : tone === 'loading' ? 'status' : undefined}
        aria-busy={tone === 'loading' || undefined}
      >
        <span>{text}</span>
        {tone === 'error' && onRetry ? (
          <PlainButton variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </PlainButton>
        ) : null}
      </div>
    );
  },
);
