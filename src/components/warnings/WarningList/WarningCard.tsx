import { useState } from 'react';
import {
  isUnread,
  type WarningFact,
  type WarningFactKey,
  type WarningItem,
  type WarningSeverity,
  type WarningVariant,
  warningCategory,
  warningCondition,
  warningFacts,
  warningSeverity,
  warningSubject,
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { CardLink } from '../../ui/CardLink';
import { Fact, Facts } from '../../ui/Facts';
import { visuallyHidden } from '../../ui/shared.css';
import { FactValue } from './FactValue';
import { warningListTexts } from './texts';
import * as styles from './WarningList.css';

export interface WarningCardProps {
  warning: WarningItem;
  /** How the warning shows; null for a kind damtherm does not know (its text and time only). */
  variant: WarningVariant | null;
  /** "Now", epoch ms. */
  now: number;
  /** Where the card leads, if anywhere. */
  href: string | undefined;
  onOpen: ((warning: WarningItem) => void) | undefined;
  /**
   * Marks the warning read from its own button (an unread card that opens nothing); the dot goes as soon as
   * the returned promise resolves to true.
   */
  onMarkRead?: ((warning: WarningItem) => Promise<boolean>) | undefined;
  /** Level of the card's subject heading (h3 by default). */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** The facts shown on the card's last line, muted: when it happened or was measured. */
const FOOTER_FACTS = new Set<WarningFactKey>(['measuredAt', 'acquiredAt', 'since', 'clearedAt']);

/** A moment or a long name takes two columns, so it does not break after a few characters. */
function isWide({ value }: WarningFact): boolean {
  return value.kind === 'time' || (value.kind === 'text' && value.text.length > 7);
}

/** A warning of a kind damtherm does not know: its own text, and when it happened. */
function genericFacts(warning: WarningItem): WarningFact[] {
  return warning.at === null ? [] : [{ key: 'since', value: { kind: 'time', at: warning.at } }];
}

/**
 * One warning: the unread dot, its subject, its severity as a coloured label in words, what went wrong,
 * the facts of its list, and its times in the site's zone. When it opens something the whole card is the
 * link, named by everything a listener needs: unread, severity, subject and what went wrong.
 */
export function WarningCard({
  warning,
  variant,
  now,
  href,
  onOpen,
  onMarkRead,
  headingLevel = 3,
}: WarningCardProps) {
  const { t, language } = useDamText(warningListTexts);
  const Heading = `h${headingLevel}` as const;
  // Read here and now, before the list reloads with its read flag.
  const [marked, setMarked] = useState(false);
  const [marking, setMarking] = useState(false);
  const severity: WarningSeverity = variant ? warningSeverity(warning, variant) : 'major';
  const condition = variant
    ? t(`warning.condition.${warningCondition(warning, variant)}`)
    : (warning.description ?? '');
  const { cabinetId, loop } = warning;
  const place = !cabinetId
    ? null
    : typeof loop !== 'number'
      ? t('warning.cabinetN', { id: cabinetId })
      : `${t('warning.cabinetN', { id: cabinetId })} · ${t('warning.loopN', { loop })}`;
  const subject =
    (variant ? warningSubject(warning, variant) : (warning.name ?? warning.bay)) ?? place ?? condition;
  const facts = variant ? warningFacts(warning, variant, now) : genericFacts(warning);
  const values = facts.filter((fact) => !FOOTER_FACTS.has(fact.key));
  const times = facts.filter((fact) => FOOTER_FACTS.has(fact.key));

  const severityText = t(`warning.severity.${severity}`);
  // A cleared warning is history: no dot, and no count holds it.
  const unread = isUnread(warning) && !marked;
  // With its own mark-read button, a card that opens nothing is not a link.
  const interactive = href !== undefined || (onOpen !== undefined && onMarkRead === undefined);
  const markRead =
    onMarkRead && unread && href === undefined
      ? async () => {
          setMarking(true);
          const done = await onMarkRead(warning).catch(() => false);
          setMarking(false);
          if (done) setMarked(true);
        }
      : undefined;
  const separator = language === 'zh' ? '，' : ', ';
  const linkLabel = [unread ? t('warning.unread') : null, severityText, subject, condition]
    .filter(Boolean)
    .join(separator);

  return (
    <article
      className={styles.card}
      data-unread={String(unread)}
      data-cleared={typeof warning.clearedAt === 'number' || undefined}
      data-severity={severity}
      data-variant={variant ?? undefined}
      data-category={variant ? warningCategory(variant) : undefined}
      data-interactive={interactive || undefined}
    >
      <div className={styles.header}>
        {unread && <span className={styles.dot} aria-hidden="true" />}
        <Heading className={styles.subject}>
          {interactive ? (
            <CardLink href={href} onPress={onOpen ? () => onOpen(warning) : undefined} aria-label={linkLabel}>
              {subject}
            </CardLink>
          ) : (
            <>
              {unread && <span className={visuallyHidden}>{`${t('warning.unread')}${separator}`}</span>}
              {subject}
            </>
          )}
        </Heading>
        <span className={styles.severity} data-severity={severity}>
          {severityText}
        </span>
      </div>
      {condition !== subject && <p className={styles.condition}>{condition}</p>}
      {values.length > 0 && (
        <Facts column="96px" className={styles.facts}>
          {values.map((fact) => (
            <Fact
              key={fact.key}
              term={t(`warning.fact.${fact.key}`)}
              missing={fact.value.kind === 'missing'}
              className={styles.fact}
              data-wide={isWide(fact) || undefined}
            >
              <FactValue value={fact.value} />
            </Fact>
          ))}
        </Facts>
      )}
      {(times.length > 0 || markRead) && (
        <div className={styles.foot}>
          {times.length > 0 && (
            <dl className={styles.times}>
              {times.map((fact) => (
                <div key={fact.key} className={styles.time}>
                  <dt>{t(`warning.fact.${fact.key}`)}</dt>
                  <dd className={styles.timeValue}>
                    <FactValue value={fact.value} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {markRead && (
            <Button
              variant="secondary"
              size="sm"
              isPending={marking}
              pendingLabel={t('warning.markingRead')}
              onPress={() => void markRead()}
              aria-label={`${t('warning.markRead')}${separator}${subject}`}
            >
              {t('warning.markRead')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
