import { CardLink, useDamTranslation } from 'damtherm';
import { type Bay, formatNumber, stageColor, stageName } from 'damtherm/domain';
import type { ReactNode } from 'react';
import * as styles from './screens.css';

const number = (value: number, language: string) => formatNumber(value, language, 1, 1);

function Fact({ term, children }: { term: string; children: ReactNode }) {
  const { t } = useDamTranslation();
  return (
    <div className={styles.rowFact}>
      <dt className={styles.rowTerm}>{term}</dt>
      {children === null ? (
        <dd className={styles.rowValue} data-missing="true">
          {t('common.notCollected')}
        </dd>
      ) : (
        <dd className={styles.rowValue}>{children}</dd>
      )}
    </div>
  );
}

/**
 * One bay of the bay list, readable at 360 px: its number (the link to its detail; the whole card is the
 * target), its stage, block, grouting zone and elevation, then age, current and max temperature. The start
 * stripe has the colour of the stage on the map.
 */
export function BayRow({ bay, href }: { bay: Bay; href: string }) {
  const { t, language } = useDamTranslation();
  const celsius = (value: number | null) =>
    value === null ? null : t('loop.unit.celsius', { value: number(value, language) });
  const where = [
    bay.block === null ? null : t('bay.list.blockN', { block: bay.block }),
    bay.groutName ? `${t('bay.facts.grout')} ${bay.groutName}` : null,
    bay.heightM === null ? null : t('bay.unit.metres', { value: number(bay.heightM, language) }),
  ].filter((part) => part !== null);

  return (
    <article className={styles.card} style={{ borderLeftColor: stageColor(bay.stage) }}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>
          <CardLink href={href}>{bay.location}</CardLink>
        </h2>
        {bay.pourEndAt === null ? (
          <span className={styles.pill} data-tone="warning">
            {t('bay.list.notPoured')}
          </span>
        ) : (
          <span className={styles.pill}>{t(stageName(bay.stage))}</span>
        )}
      </div>
      <p className={styles.meta}>{where.join(' · ')}</p>
      <dl className={styles.rowFacts}>
        <Fact term={t('bay.facts.age')}>
          {bay.ageDays === null ? null : t('bay.unit.days', { count: bay.ageDays })}
        </Fact>
        <Fact term={t('bay.list.current')}>{celsius(bay.latestTempC)}</Fact>
        <Fact term={t('bay.list.max')}>{celsius(bay.maxTempC)}</Fact>
      </dl>
    </article>
  );
}
