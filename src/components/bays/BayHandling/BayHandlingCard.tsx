import { type BayToHandle, stageName } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { formatNumber } from '../../cabinets/LoopList/format';
import { CardLink } from '../../ui/CardLink';
import { SiteTime } from '../../ui/SiteTime';
import * as styles from './BayHandling.css';
import { bayHandlingTexts } from './texts';

export interface BayHandlingCardProps {
  entry: BayToHandle;
  /** Where the card leads; with `onSelect`, or neither (a static card). */
  href?: string;
  onSelect?: (entry: BayToHandle) => void;
  selected?: boolean;
  headingLevel: 2 | 3 | 4;
}

/** One bay to handle: its number, open warnings, block, stage, temperatures and when it was last handled. */
export function BayHandlingCard({ entry, href, onSelect, selected, headingLevel }: BayHandlingCardProps) {
  const { t, language } = useDamText(bayHandlingTexts);
  const { bay } = entry;
  const Heading = `h${headingLevel}` as const;
  const interactive = href !== undefined || onSelect !== undefined;
  const celsius = (value: number | null) =>
    value === null ? '—' : t('loop.unit.celsius', { value: formatNumber(value, language, 1, 1) });

  return (
    <article
      className={styles.card}
      data-warnings={entry.warnings}
      data-selected={selected || undefined}
      data-interactive={interactive || undefined}
      aria-current={selected ? 'true' : undefined}
    >
      <div className={styles.header}>
        <Heading className={styles.bayName}>
          <CardLink
            href={href}
            onPress={onSelect ? () => onSelect(entry) : undefined}
            aria-label={t('handling.list.open', { bay: bay.location })}
          >
            {bay.location}
          </CardLink>
        </Heading>
        <span className={styles.warnings}>{t('handling.list.warnings', { count: entry.warnings })}</span>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('handling.list.block')}</dt>
          <dd className={styles.definition}>{bay.block ?? '—'}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('handling.list.stage')}</dt>
          <dd className={styles.definition}>{t(stageName(bay.stage))}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('handling.list.latestTemp')}</dt>
          <dd className={styles.definition}>{celsius(bay.latestTempC)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('handling.list.maxTemp')}</dt>
          <dd className={styles.definition}>{celsius(bay.maxTempC)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('handling.list.lastRecord')}</dt>
          <dd className={styles.definition} data-missing={entry.lastRecordAt === null}>
            <SiteTime value={entry.lastRecordAt} fallback={t('handling.list.noRecord')} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
