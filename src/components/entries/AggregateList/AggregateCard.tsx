import { AGGREGATE_STAGES, type Aggregate, type AggregateStage, aggregateStageName } from '../../../domain';
import { formatNumber } from '../../../domain/number';
import { useDamText } from '../../../i18n/useDamText';
import { CardLink } from '../../ui/CardLink';
import { Fact, Facts } from '../../ui/Facts';
import { SiteTime } from '../../ui/SiteTime';
import * as styles from './AggregateList.css';
import { aggregateListTexts } from './texts';

export interface AggregateCardProps {
  aggregate: Aggregate;
  /** Where the card leads; with `onOpen`, or neither (a static card). */
  href?: string | undefined;
  onOpen?: (aggregate: Aggregate) => void;
  headingLevel: 2 | 3 | 4;
}

/** The latest reading of a stage, or null when it has none. */
function latestOf(aggregate: Aggregate, stage: AggregateStage) {
  const latest = aggregate.latest.find((l) => l.stage === stage);
  return latest && latest.tempC !== null ? { tempC: latest.tempC, at: latest.at } : null;
}

/** One aggregate: its name and, per cooling stage, the latest temperature and when it was taken. */
export function AggregateCard({ aggregate, href, onOpen, headingLevel }: AggregateCardProps) {
  const { t, language } = useDamText(aggregateListTexts);
  const Heading = `h${headingLevel}` as const;
  const interactive = href !== undefined || onOpen !== undefined;
  const stages = AGGREGATE_STAGES.map((stage) => ({ stage, latest: latestOf(aggregate, stage) }));
  const empty = stages.every((s) => s.latest === null);
  return (
    <article
      className={styles.card}
      data-aggregate={aggregate.id}
      data-interactive={interactive || undefined}
      data-empty={empty || undefined}
    >
      <Heading className={styles.name}>
        <CardLink
          href={href}
          onPress={onOpen ? () => onOpen(aggregate) : undefined}
          aria-label={t('aggregate.list.open', { name: aggregate.name })}
        >
          {aggregate.name}
        </CardLink>
      </Heading>
      <Facts aria-label={t('aggregate.list.latest')}>
        {stages.map(({ stage, latest }) => (
          <Fact
            key={stage}
            term={t(aggregateStageName(stage))}
            missing={latest === null}
            valueClassName={styles.temp}
            data-stage={stage}
            after={
              latest !== null ? (
                <dd className={styles.time}>
                  <SiteTime value={latest.at} />
                </dd>
              ) : null
            }
          >
            {latest === null
              ? t('aggregate.list.noData')
              : t('loop.unit.celsius', { value: formatNumber(latest.tempC, language, 1, 1) })}
          </Fact>
        ))}
      </Facts>
    </article>
  );
}
