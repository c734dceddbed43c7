import { useDamText } from '../../../i18n/useDamText';
import { Card } from '../../ui/Card';
import * as styles from './AutoReversalPanel.css';
import { autoReversalPanelTexts } from './texts';
import { type ReversalSettingSummary, useReversalText } from './useReversalText';

export interface ReversalStatusCardProps {
  loop: number;
  /** The current setting; null when never set, undefined while unknown (then not shown). */
  current: ReversalSettingSummary | null | undefined;
  /** Inlet and outlet pressure texts (a missing one reads 'No pressure data'); undefined while loading. */
  pressure: { inlet: string | null; outlet: string | null } | undefined;
}

/** Where the loop's valve stands (part 2 §2.10, §7): its current setting and the inlet / outlet pressure. */
export function ReversalStatusCard({ loop, current, pressure }: ReversalStatusCardProps) {
  const { t } = useDamText(autoReversalPanelTexts);
  const { setting } = useReversalText();
  const value = (text: string | null | undefined) =>
    text ? (
      <dd className={styles.pressureValue}>{text}</dd>
    ) : (
      <dd className={styles.pressureValue} data-missing="">
        {pressure === undefined ? t('common.loading') : t('reversal.pressureMissing')}
      </dd>
    );
  return (
    <Card title={t('reversal.loopTitle', { loop })} aria-busy={pressure === undefined}>
      {current !== undefined && (
        <p className={styles.current} data-testid="reversal-current">
          <span className={styles.term}>{t('reversal.current')}</span>{' '}
          {current ? setting(current) : t('reversal.notSet')}
        </p>
      )}
      <dl className={styles.pressures} aria-label={t('reversal.pressure')}>
        <div className={styles.pressure}>
          <dt className={styles.term}>{t('reversal.inlet')}</dt>
          {value(pressure?.inlet)}
        </div>
        <div className={styles.pressure}>
          <dt className={styles.term}>{t('reversal.outlet')}</dt>
          {value(pressure?.outlet)}
        </div>
      </dl>
    </Card>
  );
}
