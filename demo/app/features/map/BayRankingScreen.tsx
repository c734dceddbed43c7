import {
  Button,
  Segment,
  SegmentedControl,
  StatusMessage,
  useDamTranslation,
  useMapBays,
  useMapOverlay,
} from 'damtherm';
import { bandColor, formatSiteMonthDayTime, temperatureBand } from 'damtherm/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { Page } from '../../shell/Page';
import { bayFromMapPath } from './paths';
import { RANKING_KEYS, type RankingKey, rankBays, rankingKey } from './ranking';
import * as styles from './ranking.css';

/** The whole dam: the map's area 0, and the overlay calls without an area. */
const WHOLE_DAM = 0;
/** Rows shown at first and added by each 'show more'. */
const PAGE = 50;

/**
 * The dam-wide bay ranking (a project-defined screen beside the map of part 2 §2.3): every bay of the dam,
 * warmest first, sortable by current temperature, latest max temperature and drop rate, built from the
 * map's own calls for the whole dam (`api_get_map_hives` area 0, `api_get_hive_temp`,
 * `api_get_map_hives_max_temp`, `api_get_map_hives_temp_diff_avg`). A bay opens its detail as the map does.
 */
export function BayRankingScreen() {
  const { t, language, timeZone } = useDamTranslation();
  const [params, setParams] = useSearchParams();
  const by = rankingKey(params.get('by'));
  const [shown, setShown] = useState(PAGE);

  const where = { areaId: WHOLE_DAM };
  const bays = useMapBays(WHOLE_DAM);
  const current = useMapOverlay('currentTemperature', where);
  const max = useMapOverlay('latestMaxTemperature', where);
  const dropRate = useMapOverlay('dropRate', where);
  const reads = [bays, current, max, dropRate];
  const failed = reads.find((read) => read.error && !read.data);
  const loading = reads.some((read) => !read.data && !read.error);

  const rows = useMemo(
    () =>
      bays.data && current.data && max.data && dropRate.data
        ? rankBays(bays.data, { current: current.data, max: max.data, dropRate: dropRate.data }, by)
        : null,
    [bays.data, current.data, max.data, dropRate.data, by],
  );

  const number = (value: number | null, decimals: number, key: string) =>
    value === null
      ? t('map.value.none')
      : t(key, {
          value: value.toLocaleString(language, {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }),
        });

  const sortBy = (next: RankingKey) => {
    setShown(PAGE);
    setParams(next === 'current' ? {} : { by: next }, { replace: true });
  };

  return (
    <Page backFallback="/tab/map">
      <div className={styles.screen}>
        <SegmentedControl<RankingKey> label={t('map.ranking.sortLabel')} value={by} onChange={sortBy}>
          {RANKING_KEYS.map((key) => (
            <Segment key={key} value={key}>
              {t(`map.ranking.by.${key}`)}
            </Segment>
          ))}
        </SegmentedControl>
        {failed ? (
          <StatusMessage tone="error" framed onRetry={() => reads.forEach((read) => void read.mutate())}>
            {t('map.ranking.error')}
          </StatusMessage>
        ) : loading || !rows ? (
          <StatusMessage tone="loading" framed>
            {t('map.ranking.loading')}
          </StatusMessage>
        ) : rows.length === 0 ? (
          <StatusMessage tone="empty" framed>
            {t('map.ranking.empty')}
          </StatusMessage>
        ) : (
          <>
            <p className={styles.caption} id="ranking-caption">
              {t('map.ranking.caption', { count: rows.length, by: t(`map.ranking.by.${by}`) })}
            </p>
            <ol className={styles.list} aria-labelledby="ranking-caption" data-sort={by}>
              {rows.slice(0, shown).map((row, n) => (
                <li key={row.bay.id} className={styles.item} data-bay-id={row.bay.id}>
                  <Link className={styles.row} href={bayFromMapPath(row.bay.id, WHOLE_DAM)}>
                    <span className={styles.rank}>{n + 1}</span>
                    <span
                      className={styles.swatch}
                      style={{ background: bandColor(temperatureBand(row.current, row.bay.closed ?? true)) }}
                      aria-hidden="true"
                    />
                    <span className={styles.name}>
                      <strong>{row.bay.label}</strong>
                      <span className={styles.block}>{t('map.ranking.block', { block: row.bay.block })}</span>
                    </span>
                    <span className={styles.values}>
                      <span data-value="current" data-on={by === 'current' || undefined}>
                        {t('map.ranking.by.current')} {number(row.current, 1, 'map.value.celsius')}
                      </span>
                      <span data-value="max" data-on={by === 'max' || undefined}>
                        {t('map.ranking.by.max')} {number(row.max, 1, 'map.value.celsius')}
                        {row.maxAt ? ` ${formatSiteMonthDayTime(row.maxAt, timeZone)}` : ''}
                      </span>
                      <span data-value="dropRate" data-on={by === 'dropRate' || undefined}>
                        {t('map.ranking.by.dropRate')} {number(row.dropRate, 2, 'map.value.rate')}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
            {shown < rows.length ? (
              <Button variant="secondary" fullWidth onPress={() => setShown(shown + PAGE)}>
                {t('map.ranking.more', { shown, count: rows.length })}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}
