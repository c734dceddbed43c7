import { type BayToHandle, stageName } from '../../../domain';
import { formatNumber } from '../../../domain/number';
import { useDamText } from '../../../i18n/useDamText';
import { CardLink } from '../../ui/CardLink';
import { Fact, Facts } from '../../ui/Facts';
import { SiteTime } from '../../ui/SiteTime';
import * as styles from './BayHandling.css';
import { bayHandlingTexts } from './texts';

export interface BayHandlingCardProps {
  entry: BayToHandle;
  /** Where the card leads; with `onSelect`, or neither (a static card). */
  href?: string | undefined;
  onSelect?: (entry: BayToHandle) => void;
  selected?: boolean | undefined;
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
      <Facts column="88px">
        <Fact term={t('handling.list.block')} valueClassName={styles.definition}>
          {bay.block ?? '—'}
        </Fact>
        <Fact term={t('handling.list.stage')} valueClassName={styles.definition}>
          {t(stageName(bay.stage))}
        </Fact>
        <Fact term={t('handling.list.latestTemp')} valueClassName={styles.definition}>
          {celsius(bay.latestTempC)}
        </Fact>
        <Fact term={t('handling.list.maxTemp')} valueClassName={styles.definition}>
          {celsius(bay.maxTempC)}
        </Fact>
        <Fact
          term={t('handling.list.lastRecord')}
          missing={entry.lastRecordAt === null}
          valueClassName={styles.definition}
        >
          <SiteTime value={entry.lastRecordAt} fallback={t('handling.list.noRecord')} />
        </Fact>
      </Facts>
    </article>
  );
}
