import type { ReactNode } from 'react';
import { type BaySensor, formatSiteMonthDayTime, type TempReading } from '../../../domain';
import { formatNumber } from '../../../domain/number';
import type { useDamTranslation } from '../../../i18n/useDamTranslation';
import { openingMessage } from '../../cabinets/LoopList/format';

type Translate = ReturnType<typeof useDamTranslation>['t'];

/** Which columns the table shows: the bay detail's, or the temperature loop details page's (part 2 §2.11). */
export type BaySensorTableVariant = 'detail' | 'loopDetails';

/** What a cell shows: a value, or why there is none (`data-missing`, `data-state`). */
export type CellValue =
  | { kind: 'value'; text: ReactNode }
  | { kind: 'missing' }
  | { kind: 'unknown' }
  | { kind: 'stopped' };

/** One value column of a section: its header, its unit (shown under the header) and its cell. */
export interface SensorColumn {
  key: string;
  header: string;
  unit?: string;
  /** Words that may wrap on the narrowest phones ('fully closed'); numbers never do. */
  wrap?: boolean;
  cell: (sensor: BaySensor) => CellValue;
}

interface Context {
  t: Translate;
  language: string;
  timeZone: string;
}

function degrees(reading: TempReading, language: string): CellValue {
  if (reading.kind === 'notCollected') return { kind: 'missing' };
  if (reading.kind === 'unknown') return { kind: 'unknown' };
  return { kind: 'value', text: formatNumber(reading.celsius, language, 2, 1) };
}

function celsiusOf(value: number | null, language: string): CellValue {
  return value === null ? { kind: 'missing' } : { kind: 'value', text: formatNumber(value, language, 2, 1) };
}

function flowOf(sensor: BaySensor, language: string): CellValue {
  const flow = sensor.flow;
  if (flow === null) return { kind: 'missing' };
  if (flow.kind !== 'value') return { kind: flow.kind };
  return { kind: 'value', text: formatNumber(flow.lpm, language, 2, 2) };
}

/** The value columns of the thermometers' section. */
export function thermometerColumns(variant: BaySensorTableVariant, { t, language, timeZone }: Context) {
  const CELSIUS = t('bay.unit.celsius');
  const current: SensorColumn = {
    key: 'current',
    header: variant === 'detail' ? t('bay.sensors.temp') : t('bay.sensors.currentTemp'),
    unit: CELSIUS,
    cell: (s) => (s.temp === null ? { kind: 'missing' } : degrees(s.temp, language)),
  };
  if (variant === 'loopDetails') {
    return [
      {
        key: 'first',
        header: t('bay.sensors.firstTemp'),
        unit: CELSIUS,
        cell: (s) => celsiusOf(s.firstTempC, language),
      },
      {
        key: 'max',
        header: t('bay.sensors.maxTemp'),
        unit: CELSIUS,
        cell: (s) => celsiusOf(s.maxTempC, language),
      },
      current,
    ] satisfies SensorColumn[];
  }
  return [
    current,
    {
      key: 'reported',
      header: t('bay.sensors.reportedAt'),
      cell: (s) =>
        s.reportedAt === null
          ? { kind: 'missing' }
          : { kind: 'value', text: formatSiteMonthDayTime(s.reportedAt, timeZone) },
    },
  ] satisfies SensorColumn[];
}

/** The value columns of the loops' section. */
export function loopColumns(variant: BaySensorTableVariant, { t, language }: Context) {
  const CELSIUS = t('bay.unit.celsius');
  const LPM = t('bay.unit.lpm');
  const flow: SensorColumn = {
    key: 'flow',
    header: t('bay.sensors.flow'),
    unit: LPM,
    cell: (s) => flowOf(s, language),
  };
  const temps: SensorColumn[] = [
    { key: 'in', header: t('bay.sensors.inTemp'), unit: CELSIUS, cell: (s) => degrees(s.inTemp, language) },
    {
      key: 'out',
      header: t('bay.sensors.outTemp'),
      unit: CELSIUS,
      cell: (s) => degrees(s.outTemp, language),
    },
  ];
  if (variant === 'loopDetails') return [flow, ...temps];
  return [
    flow,
    ...temps,
    {
      key: 'opening',
      header: t('bay.sensors.opening'),
      wrap: true,
      cell: (s) => {
        if (s.opening === null) return { kind: 'missing' };
        const message = openingMessage(s.opening);
        return { kind: 'value', text: t(message.key, { value: message.value }) };
      },
    },
  ] satisfies SensorColumn[];
}
