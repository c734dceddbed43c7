import { BayCurve, type BayCurveInput, CabinetCard, DamProvider } from 'damtherm';
import { createDamClient } from 'damtherm/client';
import { cabinetState } from 'damtherm/domain';
import { type BayReading, bayReadings, cabinets, NOW } from './cabinets';

// The portal's client for its site backend; here it only builds the chart's download link.
const client = createDamClient({ baseUrl: 'https://site.invalid/backend' });

/**
 * The bay's curves as plain number columns: what a server component passes to a chart. They cross into the
 * client component as JSON arrays, a few bytes a number; the chart turns them into typed columns once, in the
 * browser. (A Float64Array would be inlined in the page element by element.)
 */
function bayCurve(readings: BayReading[]): BayCurveInput {
  const time = readings.map((r) => r.at);
  const column = (id: string, value: (r: BayReading) => number) => ({
    id,
    name: id,
    time,
    value: readings.map(value),
  });
  return {
    average: column('average', (r) => r.concrete),
    target: column('target', (r) => r.target),
    flow: column('flow', (r) => r.flow),
  };
}

/**
 * A server component: it reads the site's data, counts the cabinets online with a domain function, and renders
 * damtherm's components (client components of the package) with it, the bay's chart included.
 */
export default function Page() {
  const online = cabinets.filter((c) => cabinetState(c.heartbeatAt, NOW) === 'online').length;
  return (
    <DamProvider language="en" timeZone="Asia/Shanghai">
      <main className="page">
        <h1>
          Left bank works: {online} of {cabinets.length} cabinets online
        </h1>
        <BayCurve
          location="Left bank block 12, bay 1"
          data={bayCurve(bayReadings())}
          defaultVisibleCurves={['target', 'flow']}
          temperatureExportHref={client.url('/api/getAllTemperatureData', { id: 1201 })}
        />
        <ul className="cabinets">
          {cabinets.map((cabinet) => (
            <li key={cabinet.id}>
              <CabinetCard cabinet={cabinet} now={NOW} headingLevel={2} />
            </li>
          ))}
        </ul>
      </main>
    </DamProvider>
  );
}
