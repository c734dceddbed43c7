import {
  BayFacts,
  BaySensorTable,
  CoolingForecast,
  Icon,
  StatusMessage,
  useBay,
  useBayCoolingForecast,
  useDamTranslation,
} from 'damtherm';
import { type BaySensor, encodeBayServerData } from 'damtherm/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { loopPath, tempPath } from '../racks/paths';
import { useNow } from '../racks/useNow';
import { areasPath, bayChartPath, bayFilesPath, loopDetailsPath, sensorFromBayQuery } from './paths';
import * as styles from './screens.css';
import { useBayBack } from './useBayBack';

/** A bay id as the address gives it: a whole number ≥ 1, or null. */
export function bayIdOf(text: string | null | undefined): string | null {
  const id = text?.trim() ?? '';
  return /^[1-9]\d*$/.test(id) ? id : null;
}

/**
 * /areas/hives?id={id}&from={area}|other={areaid} (part 1 §2, §3): the bay's facts (every label of "Bay
 * labels shown"), links to its files, its temperature loop details and its chart, and its thermometers and
 * loops, each leading to its cabinet detail. Back returns to the page that opened the bay (see `useBayBack`).
 */
export function BayScreen() {
  const { t } = useDamTranslation();
  const [search] = useSearchParams();
  const bayId = bayIdOf(search.get('id'));
  const origin = { from: search.get('from'), other: search.get('other') };
  const bay = useBay(bayId);
  const cooling = useBayCoolingForecast(bayId);
  const now = useNow(60_000);
  const { goBack, markAway } = useBayBack(areasPath());

  const sensorHref = (sensor: BaySensor) => {
    if (!bayId || !sensor.cabinetId || sensor.loop === null) return undefined;
    const query = sensorFromBayQuery(bayId, origin, sensor.name);
    return sensor.kind === 'loop'
      ? loopPath(sensor.cabinetId, sensor.loop, query)
      : tempPath(sensor.cabinetId, sensor.loop, query);
  };
  const loadError = bay.error ? errorMessage(bay.error, t) : undefined;

  return (
    <Page onBack={goBack}>
      {bayId === null ? (
        <StatusMessage tone="error">{t('bay.detail.noId')}</StatusMessage>
      ) : (
        // Following any link of the bay (files, details, chart, a cabinet) keeps where back returns to.
        <div
          className={styles.section}
          onClickCapture={(event) => {
            if ((event.target as Element).closest('a[href]')) markAway();
          }}
        >
          <BayFacts
            bay={bay.data}
            title={bay.data?.location}
            error={loadError ? `${t('bay.detail.loadError')}: ${loadError}` : undefined}
            onRetry={() => void bay.mutate()}
          />
          <CoolingForecast
            forecast={cooling.forecast}
            loading={cooling.loading}
            error={
              cooling.error ? `${t('forecast.loadError')}: ${errorMessage(cooling.error, t)}` : undefined
            }
            onRetry={() => void cooling.mutate()}
          />
          <nav aria-label={t('bay.links.label')}>
            <ul className={styles.links}>
              <BayLink href={bayFilesPath(bayId)}>{t('bay.links.files')}</BayLink>
              <BayLink href={loopDetailsPath(bayId, bay.data ? encodeBayServerData(bay.data) : undefined)}>
                {t('bay.links.loopDetails')}
              </BayLink>
              <BayLink href={bayChartPath(bayId)}>{t('bay.links.chart')}</BayLink>
            </ul>
          </nav>
          {loadError ? null : (
            <BaySensorTable
              sensors={bay.data?.sensors}
              bayLocation={bay.data?.location}
              now={now.value}
              hrefFor={sensorHref}
            />
          )}
        </div>
      )}
    </Page>
  );
}

/** One of the bay's links, a full-width row with a chevron. */
function BayLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li className={styles.linkItem}>
      <Link className={styles.linkRow} href={href}>
        <span>{children}</span>
        <Icon name="chevronRight" />
      </Link>
    </li>
  );
}
