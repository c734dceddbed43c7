import { forwardRef, type ReactNode } from 'react';
import type { GradientMeter } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { CardLink } from '../../ui/CardLink';
import { CardList } from '../../ui/CardList';
import type { LoadStateProps, StyleProps } from '../../ui/props';
import * as styles from './GradientMeterList.css';
import { gradientMeterListTexts } from './texts';

// Declared once in the domain (its adapter builds it); re-exported beside the list that takes it.
export type { GradientMeter };

export interface GradientMeterListProps extends StyleProps, LoadStateProps {
  /**
   * The meters; undefined while loading. Each card is an `<article>` with its thermometer count.
   * @selector [data-thermometers="0" | "1" | …]
   */
  meters: readonly GradientMeter[] | undefined;
  /** Link of a meter's curves (the demo uses `/tab/temperatureGradientCure?id={id}&name={name}`). */
  hrefFor?: (meter: GradientMeter) => string;
  /** Called when a meter is opened. */
  onOpenMeter?: (meter: GradientMeter) => void;
  /** Shown when there are no meters ('No temperature gradient meters' by default). */
  emptyText?: ReactNode | undefined;
  /** Level of the meter-name headings in the page outline (default 3; 2 right under the page's h1). */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The temperature-gradient meters (part 2 §2.9, §3): each meter's name and the thermometers it holds, by
 * name, from the surface down; each leads to its curves.
 */
export const GradientMeterList = /* @__PURE__ */ forwardRef<HTMLDivElement, GradientMeterListProps>(
  function GradientMeterList({ meters, hrefFor, onOpenMeter, emptyText, headingLevel = 3, ...frame }, ref) {
    const { t } = useDamText(gradientMeterListTexts);
    const Heading = `h${headingLevel}` as const;
    return (
      <CardList
        ref={ref}
        items={meters}
        keyOf={(meter) => meter.id}
        renderCard={(meter) => {
          const count = meter.thermometers.length;
          return (
            <article className={styles.card} data-thermometers={count}>
              <Heading className={styles.name}>
                <CardLink
                  href={hrefFor?.(meter)}
                  onPress={onOpenMeter ? () => onOpenMeter(meter) : undefined}
                  aria-label={t('instruments.gradient.open', { name: meter.name })}
                >
                  {meter.name}
                </CardLink>
              </Heading>
              <p className={styles.count}>
                {count > 0
                  ? t('instruments.gradient.thermometers', { count })
                  : t('instruments.gradient.noThermometers')}
              </p>
              {count > 0 ? (
                <ul className={styles.names} aria-label={t('instruments.gradient.thermometerNames')}>
                  {meter.thermometers.map((name) => (
                    <li key={name} className={styles.chip}>
                      {name}
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          );
        }}
        label={t('instruments.gradient.label')}
        summary={meters && t('instruments.gradient.count', { count: meters.length })}
        errorText={t('instruments.gradient.loadError')}
        emptyText={emptyText ?? t('instruments.gradient.empty')}
        skeletonHeight="92px"
        {...frame}
      />
    );
  },
);
