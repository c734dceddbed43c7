'use client';

import { BayCurve } from 'damtherm';
import { createDamClient } from 'damtherm/client';
import { type BayCurveData, seriesFrom } from 'damtherm/domain';
import { useMemo } from 'react';
import type { BayReading } from './cabinets';

// The portal's client for its site backend; here it only builds the chart's download link.
const client = createDamClient({ baseUrl: 'https://site.invalid/backend' });

/** The client island: the chart of one bay, from the plain readings the server page passed. */
export function BayChart({ location, readings }: { location: string; readings: BayReading[] }) {
  const data = useMemo<BayCurveData>(() => {
    const column = (id: string, value: (r: BayReading) => number) =>
      seriesFrom(id, id, readings, (r) => r.at, value, 'ms');
    return {
      average: column('average', (r) => r.concrete),
      target: column('target', (r) => r.target),
      flow: column('flow', (r) => r.flow),
    };
  }, [readings]);
  return (
    <BayCurve
      location={location}
      data={data}
      defaultVisibleCurves={['target', 'flow']}
      temperatureExportHref={client.url('/api/getAllTemperatureData', { id: 1201 })}
    />
  );
}
