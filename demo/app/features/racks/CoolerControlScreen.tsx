import {
  Alert,
  CabinetCard,
  Icon,
  ReversalSummary,
  useCabinet,
  useCabinets,
  useDamTranslation,
  useReversalSettings,
} from 'damtherm';
import { formatSiteDateTime } from 'damtherm/domain';
import { Link } from 'react-aria-components';
import { useParams } from 'react-router';
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
  const cabinetId = wholeNumber(params.racksId ?? params.id);
  const session = useSession();
  const now = useNow(30_000);
  const racks = useCabinets(cabinetId === 0 ? session?.loginId : null);
  const rack = useCabinet(cabinetId ? cabinetId : null);
  const settings = useReversalSettings(cabinetId ? cabinetId : null);

  if (cabinetId === null) return null;

  if (cabinetId === 0) {
    return (
      <Page backFallback="/main_new">
        <h2 className={styles.heading}>{t('reversal.chooseCabinet')}</h2>
        {racks.error ? <Alert tone="danger">{errorMessage(racks.error, t)}</Alert> : null}
        {racks.isLoading ? <p className={styles.state}>{t('common.loading')}</p> : null}
        <ul className={styles.cards} aria-label={t('reversal.chooseCabinet')}>
          {(racks.data ?? []).map((r) => (
            <li key={r.id} className={styles.cardItem}>
              <CabinetCard cabinet={r} now={now.value} href={coolerControlPath(r.id)} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Page>
    );
  }

  return (
    <Page
      title={rack.data ? `${rack.data.name} · ${t('reversal.title')}` : undefined}
      backFallback={rackPath(cabinetId)}
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
              <Link className={styles.settingLink} href={coolerGoPath(cabinetId, s.loop, s.autoId)}>
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
