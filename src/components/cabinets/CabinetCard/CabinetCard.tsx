import { forwardRef } from 'react';
import { type Cabinet, cabinetState, formatSiteDateTime } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { CardLink } from '../../ui/CardLink';
import { joinClassNames, type StyleProps } from '../../ui/props';
import * as styles from './CabinetCard.css';
import { cabinetCardTexts } from './texts';

export interface CabinetCardProps extends StyleProps {
  /**
   * The cabinet, as domain values (times in epoch ms). A flow or thermometer count with errors is marked
   * `data-errors="true"`, a time never reported `data-missing="true"`.
   * @selector [data-errors="true"] [data-missing="true"]
   */
  cabinet: Cabinet;
  /**
   * "Now" for the online check, epoch ms; defaults to the clock. Pass it to keep a list consistent. The card
   * shows the result as `data-state`.
   * @selector [data-state="online" | "offline" | "unknown"]
   */
  now?: number | undefined;
  /**
   * Where the card leads (the demo uses `/tab/racksId/{id}`); without it, and without onPress, it is static.
   * @selector [data-interactive]
   */
  href?: string | undefined;
  /** Called when the card is activated, by touch, mouse or keyboard. */
  onPress?: () => void;
  /** Heading level of the cabinet name inside the page outline. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * One smart cabinet in the cabinet list (part 1 §2 `/tab/racks`): name, online state, the last flow and
 * temperature updates, and the thermometer and flow-meter counts with their error counts.
 */
export const CabinetCard = /* @__PURE__ */ forwardRef<HTMLElement, CabinetCardProps>(function CabinetCard(
  { cabinet, now = Date.now(), href, onPress, headingLevel = 3, className, style },
  ref,
) {
  const { t, timeZone, language } = useDamText(cabinetCardTexts);
  const state = cabinetState(cabinet.heartbeatAt, now);
  const Heading = `h${headingLevel}` as const;
  const interactive = href !== undefined || onPress !== undefined;

  const time = (ms: number | null) =>
    ms === null ? (
      <span className={styles.value} data-missing="true">
        {t('common.never')}
      </span>
    ) : (
      <time className={styles.value} dateTime={new Date(ms).toISOString()}>
        {formatSiteDateTime(ms, timeZone, { language })}
      </time>
    );

  const count = (total: number, errors: number) => (
    <span className={styles.value} data-errors={errors > 0}>
      {errors > 0
        ? t('rack.countWithErrors', { count: total, errors })
        : t('rack.countNoErrors', { count: total })}
    </span>
  );

  return (
    <article
      ref={ref}
      className={joinClassNames(styles.card, className)}
      style={style}
      data-state={state}
      data-interactive={interactive || undefined}
    >
      <div className={styles.header}>
        <Heading className={styles.name}>
          <CardLink href={href} onPress={onPress}>
            {cabinet.name}
          </CardLink>
        </Heading>
        <span className={styles.badge}>
          <span className={styles.dot} aria-hidden="true" />
          {t(`rack.state.${state}`)}
        </span>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('rack.lastFlowUpdate')}</dt>
          <dd className={styles.definition}>{time(cabinet.flowUpdatedAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('rack.lastTempUpdate')}</dt>
          <dd className={styles.definition}>{time(cabinet.tempUpdatedAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('rack.thermometers')}</dt>
          <dd className={styles.definition}>{count(cabinet.thermometerCount, cabinet.thermometerErrors)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('rack.flowMeters')}</dt>
          <dd className={styles.definition}>{count(cabinet.flowMeterCount, cabinet.flowMeterErrors)}</dd>
        </div>
      </dl>
    </article>
  );
});
