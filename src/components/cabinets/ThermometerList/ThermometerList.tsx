import { forwardRef } from 'react';
import { sensorHealth, type TempReading } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { TempFact } from '../LoopList/LoopList';
import { SensorList, type SensorListPublicProps } from '../LoopList/SensorList';
import { thermometerListTexts } from './texts';

/** One thermometer of a cabinet, as domain values (part 1 §3 'Loop or thermometer row'). */
export interface ThermometerRow {
  /** Thermometer (loop) number in the cabinet. */
  loop: number;
  /** Name of the thermometer (bay and position), when it has one. */
  name?: string;
  /** Last report (when_add), epoch ms; null when it never reported. */
  reportedAt: number | null;
  /** Last temperature (value) — `tempReading(raw)`: °C, not collected (raw 0) or unknown. */
  temp: TempReading;
}

export type ThermometerListProps = SensorListPublicProps<ThermometerRow>;

/**
 * The thermometers of one cabinet (part 1 §2 `/tab/racksId/{id}/temps`): search on name, the manual
 * number dialog, and for each thermometer its temperature and last report; a thermometer whose last
 * report is missing or older than an hour is flagged as an error.
 */
export const ThermometerList = /* @__PURE__ */ forwardRef<HTMLDivElement, ThermometerListProps>(
  function ThermometerList(props, ref) {
    const { t } = useDamText(thermometerListTexts);
    return (
      <SensorList
        {...props}
        ref={ref}
        label={t('loop.list.thermometersTitle')}
        searchLabel={t('loop.list.searchThermometersLabel')}
        emptyText={t('loop.list.emptyThermometers')}
        healthOf={(row, now) => sensorHealth(row.reportedAt, now)}
        staleNote={t('loop.health.staleHour')}
        renderFacts={(row) => <TempFact term={t('loop.field.temp')} reading={row.temp} />}
      />
    );
  },
);
