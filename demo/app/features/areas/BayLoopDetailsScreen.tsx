import {
  Alert,
  BAY_LOOP_DETAIL_FACTS,
  BayFacts,
  BaySensorTable,
  StatusMessage,
  useBay,
  useBaySensors,
  useDamTranslation,
} from 'damtherm';
import { parseBayServerData } from 'damtherm/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { useNow } from '../racks/useNow';
import { bayIdOf } from './BayScreen';
import * as styles from './screens.css';

/**
 * /areas/temploopDetails?id={id}&serverData={json of the hive} (part 2 §2.11): the bay's id, height, age,
 * grouting zone, entry, placing and max temperature, open and close times — read from `serverData`, the hive
 * the bay detail passed on — then its thermometers (first, max and current temperature) and loops (flow,
 * inlet and outlet water temperature), loaded by id. A `serverData` that cannot be read is named as such,
 * and the facts are then loaded by id, as they are when it is missing.
 */
export function BayLoopDetailsScreen() {
  const { t } = useDamTranslation();
  const [search] = useSearchParams();
  const idText = search.get('id');
  const serverData = search.get('serverData');
  const read = useMemo(
    () => parseBayServerData(serverData, bayIdOf(idText) ?? undefined),
    [serverData, idText],
  );
  const fromLink = read.kind === 'bay' ? read.bay : undefined;
  const bayId = bayIdOf(idText) ?? fromLink?.id ?? null;
  const fetched = useBay(fromLink ? null : bayId);
  const sensors = useBaySensors(bayId);
  const now = useNow(60_000);
  const bay = fromLink ?? fetched.data;

  return (
    <Page backFallback="/main_new">
      {read.kind === 'invalid' ? (
        <Alert tone="warning" role="alert">
          {t(`bay.loopDetails.serverData.${read.problem.kind}`, read.problem)}
          {bayId ? ` ${t('bay.loopDetails.serverData.fallback')}` : ''}
        </Alert>
      ) : null}
      {bayId === null ? (
        <StatusMessage tone="error">{t('bay.detail.noId')}</StatusMessage>
      ) : (
        <div className={styles.section}>
          <BayFacts
            bay={bay}
            facts={BAY_LOOP_DETAIL_FACTS}
            title={t('bay.loopDetails.factsTitle')}
            error={
              fetched.error && !fromLink
                ? `${t('bay.detail.loadError')}: ${errorMessage(fetched.error, t)}`
                : undefined
            }
            onRetry={() => void fetched.mutate()}
          />
          <BaySensorTable
            variant="loopDetails"
            sensors={sensors.data}
            bayLocation={bay?.location}
            now={now.value}
            error={sensors.error}
            onRetry={() => void sensors.mutate()}
          />
        </div>
      )}
    </Page>
  );
}
