import { forwardRef, type ReactNode } from 'react';
import { formatSiteDateTime } from '../../../domain';
import { useDamLocale } from '../../../i18n/LocaleContext';
import { useDamLanguage } from '../../../i18n/useDamLanguage';
import type { StyleProps } from '../props';

export interface SiteTimeProps extends StyleProps {
  /** The moment, epoch ms; null or undefined when there is none. */
  value: number | null | undefined;
  /** Shown when there is no moment; '—' by default. */
  fallback?: ReactNode | undefined;
  /** Show the seconds too. */
  seconds?: boolean | undefined;
}

/**
 * A date and time in the site's time zone (the provider's, `Asia/Shanghai` by default) and the user's
 * language, as a `<time>` with the machine-readable instant; it does not wrap.
 */
export const SiteTime = /* @__PURE__ */ forwardRef<HTMLTimeElement, SiteTimeProps>(function SiteTime(
  { value, fallback = '—', seconds, className, style },
  ref,
) {
  const language = useDamLanguage();
  const { timeZone } = useDamLocale();
  if (value === null || value === undefined || !Number.isFinite(value)) return <>{fallback}</>;
  return (
    <time
      ref={ref}
      dateTime={new Date(value).toISOString()}
      className={className}
      style={{ whiteSpace: 'nowrap', ...style }}
    >
      {formatSiteDateTime(value, timeZone, { language, seconds })}
    </time>
  );
});
