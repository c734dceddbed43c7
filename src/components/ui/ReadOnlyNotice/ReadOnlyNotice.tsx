import type { WriteRefusal } from '../../../domain';
import { damTexts } from '../../../i18n/damTexts';
import { rights } from '../../../i18n/messages/rights';
import { useDamText } from '../../../i18n/useDamText';
import { Alert } from '../Alert';
import type { StyleProps } from '../props';

const readOnlyTexts = damTexts({ rights });

export interface ReadOnlyNoticeProps extends StyleProps {
  /** Why the user may not change what the screen shows. */
  refusal: WriteRefusal;
}

/**
 * The reason a write control is read-only, said up front (part 1 §6): shown where the form would be, so the
 * user learns it before trying rather than from a refusal after the tap.
 */
export function ReadOnlyNotice({ refusal, className, style }: ReadOnlyNoticeProps) {
  const { t } = useDamText(readOnlyTexts);
  return (
    <div data-testid="read-only-notice" data-refusal={refusal} className={className} style={style}>
      <Alert tone="info" role="none">
        <strong>{t('rights.readOnly')}</strong>
        <span>{t(`rights.${refusal}`)}</span>
      </Alert>
    </div>
  );
}
