import type { LoopCommandRecord } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Card } from '../../ui/Card';
import { Fact, Facts } from '../../ui/Facts';
import { SiteTime } from '../../ui/SiteTime';
import * as styles from './LoopControlPanel.css';
import { loopControlPanelTexts } from './texts';
import { useCommandText } from './useCommandText';

/** A command the cabinet has not executed yet (part 1 §4): what it does, whom it reaches, who, when. */
export function WaitingCommandCard({ record }: { record: LoopCommandRecord }) {
  const { t } = useDamText(loopControlPanelTexts);
  const { commandText, targetText } = useCommandText();
  return (
    <Card
      tone="warning"
      data-testid="loop-command-waiting"
      title={
        <span className={styles.waitingLabel}>
          <span className={styles.waitingDot} aria-hidden="true" />
          {t('loop.control.waiting')}
        </span>
      }
    >
      <p className={styles.command}>
        {commandText(record)} · {targetText(record.loop)}
      </p>
      <Facts column="150px">
        <Fact term={t('loop.control.issuer')}>{record.issuerName ?? '—'}</Fact>
        <Fact term={t('loop.control.issuedAt')}>
          <SiteTime value={record.issuedAt} />
        </Fact>
      </Facts>
      <p className={styles.hint}>{t('loop.control.waitingHint')}</p>
    </Card>
  );
}
