import { Link } from 'react-aria-components';
import { useParams } from 'react-router';
import { ReversalSummary } from '../../../../src/components/AutoReversalPanel';
import { RackCard } from '../../../../src/components/RackCard';
import { Alert } from '../../../../src/components/ui/Alert';
import { Icon } from '../../../../src/components/ui/Icon';
import { formatSiteDateTime } from '../../../../src/domain';
import { useRack, useRacks, useReversalSettings } from '../../../../src/hooks';
import { useDamTranslation } from '../../../../src/i18n/useDamTranslation';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { coolerControlPath, coolerGoPath, rackPath, wholeNumber } from './paths';
import * as styles from './screens.css';
import { useNow } from './useNow';

/**
 * Auto reversal, the loop list of a cabinet (part 2 §2.10): /tab/coolercontrol/{racksId} and
 * /tab/racksId/{id}/auto_reversal. Each reversible loop with its current setting leads to its history and
 * setting page. Cabinet 0 (the home shortcut) first lists the cabinets to choose from.
 */
export function CoolerControlScreen() {
  const { t, language, timeZone } = useDamTranslation();
  const params = useParams();
  const rackId = wholeNumber(params.racksId ?? params.id);
  const session = useSession();
  const now = useNow(30_000);
  const racks = useRacks(rackId === 0 ? session?.loginId : null);
  const rack = useRack(rackId ? rackId : null);
  const settings = useReversalSettings(rackId ? rackId : null);

  if (rackId === null) return null;

  if (rackId === 0) {
    return (
      <Page backFallback="/main_new">
        <h2 className={styles.heading}>{t('reversal.chooseCabinet')}</h2>
        {racks.error ? <Alert tone="danger">{errorMessage(racks.error, t)}</Alert> : null}
        {racks.isLoading ? <p className={styles.state}>{t('common.loading')}</p> : null}
        <ul className={styles.cards} aria-label={t('reversal.chooseCabinet')}>
          {(racks.data ?? []).map((r) => (
            <li key={r.id} className={styles.cardItem}>
              <RackCard rack={r} now={now.value} href={coolerControlPath(r.id)} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Page>
    );
  }

  return (
    <Page
      title={rack.data ? `${rack.data.name} · ${t('reversal.title')}` : undefined}
      backFallback={rackPath(rackId)}
    >
      {settings.error ? <Alert tone="danger">{errorMessage(settings.error, t)}</Alert> : null}
      {settings.isLoading ? <p className={styles.state}>{t('common.loading')}</p> : null}
      {settings.data && settings.data.length === 0 ? (
        <p className={styles.state}>{t('reversal.noLoops')}</p>
      ) : null}
      {settings.data && settings.data.length > 0 ? (
        <ul className={styles.settingList} aria-label={t('reversal.loopsTitle')}>
          {settings.data.map((s) => (
            <li key={s.autoId} className={styles.settingItem}>
              <Link className={styles.settingLink} href={coolerGoPath(rackId, s.loop, s.autoId)}>
                <span className={styles.settingLoop}>{s.loop}</span>
                <span className={styles.settingText}>
                  <span className={styles.settingName}>{s.name ?? t('loop.loopN', { loop: s.loop })}</span>
                  <span className={styles.settingMeta}>
                    <ReversalSummary setting={s} />
                    {s.issuedAt ? ` · ${formatSiteDateTime(s.issuedAt, timeZone, { language })}` : ''}
                  </span>
                </span>
                <Icon name="chevronRight" className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
