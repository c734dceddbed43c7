import type { LoopCommandRecord } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Card } from '../../ui/Card';
import { Entry, EntryList } from '../../ui/EntryList';
import { SiteTime } from '../../ui/SiteTime';
import { StatusMessage } from '../../ui/StatusMessage';
import { loopControlPanelTexts } from './texts';
import { useCommandText } from './useCommandText';
import { recordKey } from './useShownCommands';

export interface CommandHistoryProps {
  /** Executed commands, newest first. */
  records: readonly LoopCommandRecord[];
  loading: boolean;
}

/** The executed commands (part 1 §4): what, whom, who, when issued and when executed. */
export function CommandHistory({ records, loading }: CommandHistoryProps) {
  const { t } = useDamText(loopControlPanelTexts);
  const { commandText, targetText } = useCommandText();
  return (
    <Card title={t('loop.control.history')} aria-busy={loading}>
      {records.length === 0 ? (
        loading ? (
          <StatusMessage tone="loading" />
        ) : (
          <StatusMessage tone="empty">{t('loop.control.noHistory')}</StatusMessage>
        )
      ) : (
        <EntryList aria-label={t('loop.control.history')}>
          {records.map((record) => (
            <Entry
              key={recordKey(record)}
              title={commandText(record)}
              aside={<span>{targetText(record.loop)}</span>}
              facts={[
                { label: t('loop.control.issuer'), value: record.issuerName ?? '—' },
                { label: t('loop.control.issuedAt'), value: <SiteTime value={record.issuedAt} /> },
                { label: t('loop.control.doneAt'), value: <SiteTime value={record.doneAt} /> },
              ]}
            />
          ))}
        </EntryList>
      )}
    </Card>
  );
}
