/*
 * Reports as the reference backend gives them for a summer week (site time), built in domain units: six
 * bays of dam blocks 1 and 2 at different ages, their daily rows, and the hand-entered outlet, bin-entry and
 * pouring readings. `extreme…` reports stress the table: long names, missing values, negative drops,
 * three-digit temperatures, a thousand rows.
 */
import type {
  CoolingReportRow,
  DamControlReportRow,
  EntryReportReading,
  MaxTempReportRow,
  Report,
  WeeklyReportRow,
} from '../../../domain';
import { DAY_MS, HOUR_MS, siteDateToEpochMs } from '../../../domain';

/** Midnight of the last day of the week shown, site time (2025-07-15). */
export const FIXTURE_DAY = siteDateToEpochMs(2025, 7, 15);
const WEEK = Array.from({ length: 7 }, (_, i) => FIXTURE_DAY - (6 - i) * DAY_MS);

/** Bays with their pour (days before FIXTURE_DAY), peak temperature and the water they take. */
const BAYS = [
  {
    bay: '1#-007',
    pouredDaysAgo: 190,
    peak: 27.1,
    now: 9.9,
    inlet: [6.4, 10.6],
    flow: [1.3, 1.36],
    stage: 7,
  },
  {
    bay: '1#-008',
    pouredDaysAgo: 160,
    peak: 27.8,
    now: 10.3,
    inlet: [6.4, 10.6],
    flow: [1.96, 2.04],
    stage: 7,
  },
  {
    bay: '1#-009',
    pouredDaysAgo: 62,
    peak: 29.0,
    now: 12.8,
    inlet: [8.9, 13.1],
    flow: [7.31, 14.8],
    stage: 6,
  },
  {
    bay: '2#-005',
    pouredDaysAgo: 34,
    peak: 26.8,
    now: 16.4,
    inlet: [10.6, 14.9],
    flow: [14.1, 35.0],
    stage: 5,
  },
  {
    bay: '2#-006',
    pouredDaysAgo: 12,
    peak: 28.4,
    now: 22.1,
    inlet: [10.7, 14.9],
    flow: [19.6, 34.4],
    stage: 3,
  },
  {
    bay: '2#-007',
    pouredDaysAgo: 3,
    peak: 23.4,
    now: 23.4,
    inlet: [8.9, 13.1],
    flow: [28.2, 39.2],
    stage: 1,
  },
] as const;

export function maxTempReport(): Report {
  const rows: MaxTempReportRow[] = BAYS.map((b, i) => {
    const end = FIXTURE_DAY - b.pouredDaysAgo * DAY_MS + 9 * HOUR_MS;
    return {
      bayId: String(7 + i),
      bay: b.bay,
      pourStartAt: end - 30 * HOUR_MS,
      pourEndAt: b.pouredDaysAgo < 1 ? null : end,
      maxTempC: b.peak,
      maxAt: end + Math.min(b.pouredDaysAgo, 4) * DAY_MS + 3 * HOUR_MS + 33 * 60_000,
      nowTempC: b.now,
      nowAt: FIXTURE_DAY + 11 * HOUR_MS + 43 * 60_000,
      minInletC: i === 0 ? null : b.inlet[0],
      maxInletC: i === 0 ? null : b.inlet[1],
      minFlowLpm: i === 0 ? null : b.flow[0],
      maxFlowLpm: i === 0 ? null : b.flow[1],
    };
  });
  return { type: 'maxTemp', rows };
}

export function weekDropReport(): Report {
  const rows: WeeklyReportRow[] = WEEK.flatMap((date, d) =>
    BAYS.map((b, i) => ({
      bay: b.bay,
      stage: b.stage,
      date,
      // Young bays still cool fast; old ones drift with the air.
      dropC:
        Math.round((b.pouredDaysAgo < 40 ? 0.4 + 0.1 * ((d + i) % 3) : 0.1 * ((d + i) % 3) - 0.1) * 10) / 10,
      flowLpm: i === 0 ? null : Math.round(((b.flow[0] + b.flow[1]) / 2) * 100) / 100,
    })),
  );
  return { type: 'weekDrop', rows };
}

export function entryReport(): Report {
  const rows: EntryReportReading[] = [];
  for (let d = 6; d >= 0; d--) {
    for (const hour of [22, 14, 6]) {
      const at = FIXTURE_DAY - d * DAY_MS + hour * HOUR_MS;
      rows.push(
        {
          kind: 1,
          name: '3#拌和楼出机口',
          bin: null,
          tempC: Math.round((10 + ((d + hour) % 5) * 0.6) * 10) / 10,
          at,
        },
        {
          kind: 2,
          name: '入仓温度测点',
          bin: '2-007',
          tempC: Math.round((12.6 + (d % 3) * 0.7) * 10) / 10,
          at,
        },
        {
          kind: 4,
          name: '浇筑温度测点',
          bin: '2-007',
          tempC: Math.round((16 + (hour % 4) * 0.5) * 10) / 10,
          at,
        },
      );
    }
  }
  return { type: 'outletEntryPouring', rows: rows.sort((a, b) => (b.at ?? 0) - (a.at ?? 0)) };
}

export function coolingReport(): Report {
  const rows: CoolingReportRow[] = BAYS.map((b, i) => ({
    bayId: String(7 + i),
    bay: b.bay,
    ageDays: b.pouredDaysAgo,
    stage: b.stage,
    nowTempC: b.now,
    nowAt: FIXTURE_DAY + 11 * HOUR_MS,
    maxTempC: b.peak,
    minInletC: i === 0 ? null : b.inlet[0],
    maxInletC: i === 0 ? null : b.inlet[1],
    minFlowLpm: i === 0 ? null : b.flow[0],
    maxFlowLpm: i === 0 ? null : b.flow[1],
    totalFlowM3: Math.round(b.pouredDaysAgo * 11.3 * 10) / 10,
  }));
  return { type: 'cooling', rows };
}

export function damControlReport(): Report {
  const rows: DamControlReportRow[] = WEEK.flatMap((date, d) =>
    BAYS.map((b, i) => {
      const average = Math.round((b.now + (6 - d) * (b.pouredDaysAgo < 40 ? 0.5 : 0.05)) * 10) / 10;
      return {
        bay: b.bay,
        date,
        averageC: average,
        maxC: Math.round((average + 0.9) * 10) / 10,
        minC: Math.round((average - 0.7) * 10) / 10,
        targetC: Math.round((average - 0.4) * 10) / 10,
        inletC: i === 0 ? null : b.inlet[0] + 0.1 * (d % 3),
        flowLpm: i === 0 ? null : b.flow[0],
      };
    }),
  );
  return { type: 'damControl', rows };
}

/** Every report type of the fixtures by type. */
export const FIXTURE_REPORTS = {
  maxTemp: maxTempReport,
  weekDrop: weekDropReport,
  outletEntryPouring: entryReport,
  cooling: coolingReport,
  damControl: damControlReport,
} as const;

/**
 * A dam control report at its limit: 62 days of 17 bays (1054 rows), long bay names, gaps, a bay that warms
 * (negative drop) and three-digit readings of a broken sensor.
 */
export function extremeDamControlReport(): Report {
  const rows: DamControlReportRow[] = [];
  for (let d = 0; d < 62; d++) {
    for (let b = 0; b < 17; b++) {
      const average = b === 16 ? 100.5 : Math.round((12 + b * 0.8 - d * 0.05) * 10) / 10;
      rows.push({
        bay:
          b === 3
            ? '溢流坝段12#-左岸导墙-加高-第三层浇筑仓'
            : `${Math.floor(b / 6) + 1}#-${String(b).padStart(3, '0')}`,
        date: FIXTURE_DAY - (61 - d) * DAY_MS,
        averageC: b === 5 && d % 7 === 0 ? null : average,
        maxC: average + 1.2,
        minC: average - 2.15,
        targetC: b % 4 === 0 ? null : -1.5 + b,
        inletC: b % 3 === 0 ? null : 7.05,
        flowLpm: b % 2 ? 1234.56 : 0,
      });
    }
  }
  return { type: 'damControl', rows };
}

/** A weekly drop with bays that warmed (negative drops) and values missing. */
export function extremeWeekDropReport(): Report {
  const base = weekDropReport();
  if (base.type !== 'weekDrop') return base;
  return {
    type: 'weekDrop',
    rows: base.rows.map((r, i) => ({
      ...r,
      dropC: i % 5 === 0 ? -3.25 : i % 7 === 0 ? null : r.dropC,
      stage: i % 11 === 0 ? null : r.stage,
    })),
  };
}
