import { type LoopCommandRecord, loopMode } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Card } from '../../ui/Card';
import { Fact, Facts } from '../../ui/Facts';
import { SiteTime } from '../../ui/SiteTime';
import { StatusMessage } from '../../ui/StatusMessage';
import { AutoLoopList } from './AutoLoopList';
import * as styles from './LoopControlPanel.css';
import { loopControlPanelTexts } from './texts';
import { useCommandText } from './useCommandText';

export interface LoopStatusCardProps {
  loop: number;
  /** Loops under automatic control; undefined while unknown. */
  autoLoops: readonly number[] | undefined;
  /** The newest executed command: the loop's current setting. */
  current: LoopCommandRecord | null;
  loading: boolean;
}

/**
 * Where the loop stands (part 1 §4): 'auto' when it is among the automatic loops, else 'manual', and its
 * current setting with issuer and time. Loop 0 lists the automatic loops instead.
 */
export function LoopStatusCard({ loop, autoLoops, current, loading }: LoopStatusCardProps) {
  const { t } = useDamText(loopControlPanelTexts);
  const { commandText } = useCommandText();
  const isAll = loop === 0;
  const mode = loopMode(loop, autoLoops);
  const known = autoLoops !== undefined && !loading;
  return (
    <Card
      aria-busy={!known}
      title={
        <>
          {isAll ? t('loop.allLoops') : t('loop.loopN', { loop })}
          {!isAll && autoLoops !== undefined && (
            <span className={styles.modeBadge} data-mode={mode}>
              {mode === 'auto' ? t('loop.control.statusAuto') : t('loop.control.statusManual')}
            </span>
          )}
        </>
      }
    >
      {!known ? (
        <StatusMessage tone="loading" />
      ) : isAll ? (
        <AutoLoopList loops={autoLoops} />
      ) : current ? (
        <Facts column="150px">
          <Fact term={t('loop.control.lastSetting')}>{commandText(current)}</Fact>
          <Fact term={t('loop.control.issuer')}>{current.issuerName ?? '—'}</Fact>
          <Fact term={t('loop.control.issuedAt')}>
            <SiteTime value={current.issuedAt} />
          </Fact>
        </Facts>
      ) : (
        <StatusMessage tone="empty">{t('loop.control.noSetting')}</StatusMessage>
      )}
    </Card>
  );
}
