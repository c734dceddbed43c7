import { forwardRef, type ReactNode } from 'react';
import type { WriteRefusal } from '../../../domain';
import { damTexts } from '../../../i18n/damTexts';
import { rights } from '../../../i18n/messages/rights';
import { useDamText } from '../../../i18n/useDamText';
import { Alert } from '../Alert';
import type { StyleProps } from '../props';
import type { SendStatus } from '../useSendOnce';

const readOnlyTexts = damTexts({ rights });

export interface ReadOnlyNoticeProps extends StyleProps {
  /** Why the user may not change what the screen shows. */
  refusal: WriteRefusal;
}

/**
 * The reason a write control is read-only, said up front (part 1 §6): shown where the form would be, so the
 * user learns it before trying rather than from a refusal after the tap.
 */
export const ReadOnlyNotice = /* @__PURE__ */ forwardRef<HTMLDivElement, ReadOnlyNoticeProps>(
  function ReadOnlyNotice({ refusal, className, style }, ref) {
    const { t } = useDamText(readOnlyTexts);
    return (
      <div
        ref={ref}
        data-testid="read-only-notice"
        data-refusal={refusal}
        className={className}
        style={style}
      >
        <Alert tone="info" role="none">
          <strong>{t('rights.readOnly')}</strong>
          <span>{t(`rights.${refusal}`)}</span>
        </Alert>
      </div>
    );
  },
);

/**
 * The attributes of a write control's root: `data-read-only` with the refusal while the user may not write,
 * else `data-send-status` with where its send stands.
 */
export function writeStateProps(
  refusal: WriteRefusal | null,
  status: SendStatus,
): { 'data-read-only'?: WriteRefusal; 'data-send-status'?: SendStatus } {
  return refusal ? { 'data-read-only': refusal } : { 'data-send-status': status };
}

export interface ReadOnlyOrProps {
  /** Why the user may not write, or null when they may. */
  refusal: WriteRefusal | null;
  /** The form (and what opens it). */
  children: ReactNode;
}

/** A write control's form, or in its place the reason the user may not write (the visitor). */
export function ReadOnlyOr({ refusal, children }: ReadOnlyOrProps) {
  return refusal ? <ReadOnlyNotice refusal={refusal} /> : children;
}
