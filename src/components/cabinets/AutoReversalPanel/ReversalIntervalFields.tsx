import { useId } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { UnitField } from '../../ui/UnitField';
import * as styles from './AutoReversalPanel.css';
import { autoReversalPanelTexts } from './texts';
import type { IntervalDraft } from './useReversalForm';

export interface ReversalIntervalFieldsProps {
  value: IntervalDraft;
  /** Called with what the user typed into one field. */
  onFieldChange: (field: keyof IntervalDraft, text: string) => void;
  /** Why the interval is not valid ('Please fill in the auto-reversal time'); marks all three fields. */
  error?: string | undefined;
}

const FIELDS = ['days', 'hours', 'minutes'] as const;

/** The automatic interval (part 2 §5): days, hours and minutes side by side, with their caps as a hint. */
export function ReversalIntervalFields({ value, onFieldChange, error }: ReversalIntervalFieldsProps) {
  const { t } = useDamText(autoReversalPanelTexts);
  const hintId = useId();
  return (
    <fieldset className={styles.interval} aria-describedby={hintId} data-invalid={error ? true : undefined}>
      <legend className={styles.intervalLegend}>{t('reversal.interval')}</legend>
      <div className={styles.timeGrid}>
        {FIELDS.map((field) => (
          <UnitField
            key={field}
            compact
            label={t(`reversal.${field}`)}
            value={value[field]}
            onChange={(text) => onFieldChange(field, text)}
            inputMode="numeric"
            placeholder="0"
            isInvalid={error !== undefined}
          />
        ))}
      </div>
      <span id={hintId} className={styles.hint}>
        {t('reversal.intervalHint')}
      </span>
      {error && <span className={styles.intervalError}>{error}</span>}
    </fieldset>
  );
}
